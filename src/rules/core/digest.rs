//! What a state hash is fed: a blake3 hasher with typed, fixed-width writes, and how a preset
//! adds its parts ([`each_fighter`]). A leaf the preset interface names; the hash itself is
//! `state_hash`.

use super::fighter::{Fighter, InBattle};
use bevy::prelude::*;

/// What is fed to a state hash: a blake3 hasher with typed, fixed-width writes.
pub struct StateDigest(blake3::Hasher);

impl StateDigest {
    /// An empty digest.
    pub fn new() -> Self {
        Self(blake3::Hasher::new())
    }

    /// Adds a number.
    pub fn put(&mut self, n: i64) {
        self.0.update(&n.to_le_bytes());
    }

    /// Adds a text (an id, never a name), with its length so that neighbours cannot run together.
    pub fn put_str(&mut self, s: &str) {
        self.put(s.len() as i64);
        self.0.update(s.as_bytes());
    }

    /// The first eight bytes of the hash.
    pub fn finish(&self) -> u64 {
        let bytes = self.0.finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&bytes.as_bytes()[..8]);
        u64::from_le_bytes(first)
    }
}

impl Default for StateDigest {
    fn default() -> Self {
        Self::new()
    }
}

/// Feeds each fighter's `C` (in serial order) to the digest: how a preset adds its parts.
pub fn each_fighter<C: Component>(
    world: &mut World,
    d: &mut StateDigest,
    mut put: impl FnMut(&C, &mut StateDigest),
) {
    let mut q = world.query_filtered::<(&Fighter, &C), With<InBattle>>();
    let mut rows: Vec<_> = q.iter(world).collect();
    rows.sort_by_key(|(f, _)| f.serial);
    for (f, c) in rows {
        d.put(i64::from(f.serial));
        put(c, d);
    }
}

/// A preset that adds nothing to the core's state hash.
pub fn nothing_more(_: &mut World, _: &mut StateDigest) {}
