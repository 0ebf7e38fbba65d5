//! The battle's one random number generator: ChaCha8, seeded, portable across platforms.

use bevy::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The seeded generator every roll of a battle comes from.
#[derive(Resource, Debug, Clone)]
pub struct BattleRng(ChaCha8Rng);

impl BattleRng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }

    /// One die with `sides` faces: 1..=sides.
    pub fn die(&mut self, sides: u8) -> i32 {
        self.0.random_range(1..=i32::from(sides.max(1)))
    }

    /// A six-sided die.
    pub fn d6(&mut self) -> i32 {
        self.die(6)
    }

    /// How many 32-bit words have been drawn so far (where the stream stands; the state hash
    /// holds it).
    pub fn drawn(&self) -> u64 {
        self.0.get_word_pos() as u64
    }

    /// Shuffles a list in place (Fisher–Yates, from the last item down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.0.random_range(0..=i);
            items.swap(i, j);
        }
    }
}

crate::hot_parts!(BattleRng);
