//! The order skills that come due at once apply in (seed 002, 〜能力の適応順について〜): the card
//! that came onto the board first applies first.

use bevy::prelude::*;

/// When a card came onto the board: a count that only grows, one step per arrival.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ArrivedAt(pub u64);

/// Sorts skills due at once by when their cards came onto the board, the earliest first (a
/// stable sort: one card's skills keep their written order).
pub fn by_arrival<T>(due: &mut [(ArrivedAt, T)]) {
    due.sort_by_key(|(at, _)| *at);
}
