//! Sealed squares (seed 002, 「封印」): no card may be put on a sealed square and no character
//! moved onto it; only a square with no card can be sealed, and at most 4 of one player's
//! territory — an ability that would seal past 4 at once cannot be used at all.

use bevy::prelude::*;

/// The most squares of one territory that may be sealed.
pub const SEALS_MAX: usize = 4;

/// The sealed squares of one player's territory, by their place in it.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Seals(pub Vec<usize>);

/// Why squares could not be sealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealRefused {
    /// A square holds a card.
    Occupied(usize),
    /// Sealing them all would make more than [`SEALS_MAX`].
    TooMany,
}

impl Seals {
    /// Whether square `s` is sealed.
    pub fn sealed(&self, s: usize) -> bool {
        self.0.contains(&s)
    }

    /// Seals all of `squares` at once, or none: each must hold no card (`occupied` says which
    /// do), and the territory may not end with more than [`SEALS_MAX`] sealed.
    pub fn seal(
        &mut self,
        squares: &[usize],
        occupied: impl Fn(usize) -> bool,
    ) -> Result<(), SealRefused> {
        if let Some(s) = squares.iter().copied().find(|s| occupied(*s)) {
            return Err(SealRefused::Occupied(s));
        }
        let mut new: Vec<usize> = squares
            .iter()
            .copied()
            .filter(|s| !self.sealed(*s))
            .collect();
        new.sort_unstable();
        new.dedup();
        if self.0.len() + new.len() > SEALS_MAX {
            return Err(SealRefused::TooMany);
        }
        self.0.extend(new);
        Ok(())
    }
}
