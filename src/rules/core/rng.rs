//! The battle's one random number generator: ChaCha8, seeded, portable across platforms. The
//! battle owns it, as a resource any rule of any preset reaches; the resource is a handle to
//! the one stream, so a preset's speed kit may keep a handle for the battle (the Duel's does)
//! and roll without a resource look-up, while the stream stays the battle's.

use bevy::prelude::*;
use parking_lot::{Mutex, MutexGuard};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// The seeded generator every roll of a battle comes from (a handle: clones roll the same
/// stream).
#[derive(Resource, Debug, Clone)]
pub struct BattleRng(Arc<Mutex<ChaCha8Rng>>);

impl BattleRng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Self(Arc::new(Mutex::new(ChaCha8Rng::seed_from_u64(seed))))
    }

    /// The stream.
    fn stream(&self) -> MutexGuard<'_, ChaCha8Rng> {
        self.0.lock()
    }

    /// One die with `sides` faces: 1..=sides.
    pub fn die(&self, sides: u8) -> i32 {
        self.stream().random_range(1..=i32::from(sides.max(1)))
    }

    /// A six-sided die.
    pub fn d6(&self) -> i32 {
        self.die(6)
    }

    /// How many 32-bit words have been drawn so far (where the stream stands; the state hash
    /// holds it).
    pub fn drawn(&self) -> u64 {
        self.stream().get_word_pos() as u64
    }

    /// Shuffles a list in place (Fisher–Yates, from the last item down).
    pub fn shuffle<T>(&self, items: &mut [T]) {
        let mut stream = self.stream();
        for i in (1..items.len()).rev() {
            let j = stream.random_range(0..=i);
            items.swap(i, j);
        }
    }
}

crate::hot_parts!(BattleRng);
