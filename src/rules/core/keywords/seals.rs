//! Sealed squares (seed 002, 「封印」): no card may be put on a sealed square and no character
//! moved onto it; only a square with no card can be sealed, and at most 4 of one player's
//! territory — an ability that would seal past 4 at once cannot be used at all; a seal ends at
//! the second dawn after it was made.

use bevy::prelude::*;

/// The most squares of one territory that may be sealed.
pub const SEALS_MAX: usize = 4;

/// The sealed squares of one player's territory: each square's place in it, and the dawns still
/// to come before its seal ends (2 when sealed).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Seals(pub Vec<(usize, u8)>);

/// Why an ability could not seal its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealRefused {
    /// A square holds a card.
    Occupied(usize),
    /// Its squares, with those sealed already, would make more than [`SEALS_MAX`].
    TooMany,
}

impl Seals {
    /// Whether square `s` is sealed.
    pub fn sealed(&self, s: usize) -> bool {
        self.0.iter().any(|(q, _)| *q == s)
    }

    /// How many squares are sealed.
    pub fn count(&self) -> usize {
        self.0.len()
    }

    /// Seals all of `squares` at once, or the ability cannot be used: each must hold no card
    /// (`occupied` says which do), and the squares it names, with those sealed already, may not
    /// pass [`SEALS_MAX`] (**Decision**: a square named again counts too, and its seal starts
    /// again).
    pub fn seal(
        &mut self,
        squares: &[usize],
        occupied: impl Fn(usize) -> bool,
    ) -> Result<(), SealRefused> {
        if let Some(s) = squares.iter().copied().find(|s| occupied(*s)) {
            return Err(SealRefused::Occupied(s));
        }
        let mut named = squares.to_vec();
        named.sort_unstable();
        named.dedup();
        if self.count() + named.len() > SEALS_MAX {
            return Err(SealRefused::TooMany);
        }
        self.0.retain(|(q, _)| !named.contains(q));
        self.0.extend(named.into_iter().map(|s| (s, 2)));
        Ok(())
    }

    /// A dawn comes: each seal counts down, and ends at its second dawn.
    pub fn dawn(&mut self) {
        for (_, left) in &mut self.0 {
            *left = left.saturating_sub(1);
        }
        self.0.retain(|(_, left)| *left > 0);
    }
}
