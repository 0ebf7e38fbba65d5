//! States (seed 002, ③状態異常の用語) as a component: sleep, which ends at the second dawn after
//! it began, and poison, which deals 1 damage at each dusk — damage that comes of itself, so no
//! ability that answers damage from the opponent answers it. A 健康体 character is never put in
//! a state.

use super::traits::HasTraits;
use crate::data::keywords::{Ailment, Trait};
use bevy::prelude::*;

/// The states a character is in.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Ailments {
    /// Asleep: the dawns still to come before it wakes (2 when put to sleep).
    pub sleep: Option<u8>,
    /// Poisoned.
    pub poison: bool,
}

/// Damage a dusk deals, and whether it comes of itself (poison: no ability answers it as
/// damage from the opponent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuskDamage {
    /// How much.
    pub amount: u8,
    /// Whether it came of itself rather than from an opponent's ability.
    pub natural: bool,
}

impl Ailments {
    /// Puts the character in `a` unless it is 健康体; whether it did.
    pub fn inflict(&mut self, a: Ailment, traits: &HasTraits) -> bool {
        if traits.has(&Trait::Hale) {
            return false;
        }
        match a {
            Ailment::Sleep => self.sleep = Some(2),
            Ailment::Poison => self.poison = true,
        }
        true
    }

    /// Whether it is asleep (every ability off; it never attacks and deals no battle damage).
    pub fn asleep(&self) -> bool {
        self.sleep.is_some()
    }

    /// A dawn comes: sleep counts down, and ends at its second dawn. Whether it woke.
    pub fn dawn(&mut self) -> bool {
        match self.sleep {
            Some(n) if n <= 1 => {
                self.sleep = None;
                true
            }
            Some(n) => {
                self.sleep = Some(n - 1);
                false
            }
            None => false,
        }
    }

    /// A dusk comes: what poison deals.
    pub fn dusk(&self) -> Option<DuskDamage> {
        self.poison.then_some(DuskDamage {
            amount: 1,
            natural: true,
        })
    }
}
crate::hot_parts!(Ailments);
