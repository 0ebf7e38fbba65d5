//! The battle's state hash: a digest of what decides the rest of the battle (fighters' life,
//! places, counters and statuses by serial; the round; where the random stream stands; what
//! each preset adds through [`PresetRules::digest`]). A replay keeps one per round closed, and
//! `vortex verify` compares them (docs/REPLAYS.md). Names and texts stay out, so renaming a card
//! breaks no replay.
//!
//! Hashing runs only while a [`RoundHashes`] resource is in the world (the window and the
//! verifier put one); `vortex sim` and benchmarks pay nothing for it.
//!
//! [`PresetRules::digest`]: super::preset::PresetRules::digest

use super::battle::{Battle, Outcome};
use super::battlefield::grid::GridPos;
pub use super::digest::{StateDigest, each_fighter, nothing_more};
use super::fighter::{ActionCounter, Fighter, Hp, InBattle, Position, Retired, Statuses};
use super::preset::Presets;
use super::rng::BattleRng;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// One round's hash, with how many inputs had been taken when it was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundHash {
    /// The round closed (from 1).
    pub round: u32,
    /// Inputs taken by then.
    pub inputs: u32,
    /// The state hash, as 16 hex digits in a file.
    #[serde(with = "hex")]
    pub hash: u64,
}

mod hex {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{v:016x}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = String::deserialize(d)?;
        u64::from_str_radix(&text, 16)
            .map_err(|_| serde::de::Error::custom("a state hash is 16 hex digits"))
    }
}

/// The round hashes of the battle so far (present only while they are kept).
#[derive(Resource, Clone, Debug, Default)]
pub struct RoundHashes(pub Vec<RoundHash>);

/// The state hash of the battle now.
pub fn state_hash(world: &mut World) -> u64 {
    let mut d = StateDigest::new();
    if let Some(b) = world.get_resource::<Battle>() {
        d.put(i64::from(b.round));
        d.put(i64::from(b.turns));
        d.put(match &b.outcome {
            None => -1,
            Some(Outcome::Draw) => -2,
            Some(Outcome::Winner(t)) => *t as i64,
        });
    }
    if let Some(rng) = world.get_resource::<BattleRng>() {
        d.put(rng.drawn() as i64);
    }
    let mut q = world.query_filtered::<(
        &Fighter,
        Option<&Hp>,
        Option<&Position>,
        Option<&GridPos>,
        Option<&ActionCounter>,
        Option<&Statuses>,
        Has<Retired>,
    ), With<InBattle>>();
    let mut rows: Vec<_> = q.iter(world).collect();
    rows.sort_by_key(|r| r.0.serial);
    for (f, hp, line, square, ac, statuses, retired) in rows {
        d.put(i64::from(f.serial));
        d.put(f.team as i64);
        d.put_str(&f.card_id);
        d.put(hp.map_or(i64::MIN, |h| i64::from(h.current)));
        d.put(line.map_or(-1, |p| p.line as i64));
        d.put(square.map_or(i64::MIN, |s| i64::from(s.x) << 32 | i64::from(s.y)));
        d.put(ac.map_or(i64::MIN, |a| i64::from(a.0)));
        d.put(i64::from(retired));
        if let Some(s) = statuses {
            d.put(s.changes.len() as i64);
            for n in &s.named {
                d.put_str(&n.id);
                d.put(n.turns_left.map_or(-1, i64::from));
            }
        }
    }
    let preset = world.get_resource::<Battle>().map(|b| b.preset);
    let digest = preset.and_then(|p| world.resource::<Presets>().get(p).map(|r| r.digest));
    if let Some(digest) = digest {
        digest(world, &mut d);
    }
    d.finish()
}

/// At a round's end (before the cap is judged): keeps the round's hash, when hashes are kept.
pub fn hash_round(world: &mut World) {
    if !world.contains_resource::<RoundHashes>() {
        return;
    }
    let round = world.resource::<Battle>().round;
    let inputs = world
        .get_resource::<super::answers::Ledger>()
        .map_or(0, |l| l.taken().len() as u32);
    let hash = state_hash(world);
    world.resource_mut::<RoundHashes>().0.push(RoundHash {
        round,
        inputs,
        hash,
    });
}
