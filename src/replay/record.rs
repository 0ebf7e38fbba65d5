//! A replay made of the battle in the world: its scenario as prepared, seed, content hash,
//! choices, the ledger's inputs, the round hashes kept, and the result so far.

use super::{Choices, Claimed, ClaimedOutcome, FORMAT, Replay, TakenOver, VERSION, content};
use crate::data::{Catalog, Control, Level};
use crate::rules::core::answers::ledger::Ledger;
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::preset::Presets;
use crate::rules::core::state_hash::RoundHashes;
use bevy::prelude::*;

/// The replay of the battle in `world`, played on `level` (the scenario as prepared), at in-game
/// time `igt_ms`; none without a battle.
pub fn of_battle(
    world: &World,
    level: &Level,
    igt_ms: u64,
    practice: Option<TakenOver>,
) -> Option<Replay> {
    let battle = world.get_resource::<Battle>()?;
    let catalog = world.get_resource::<Catalog>()?;
    let rules = world
        .get_resource::<Presets>()
        .and_then(|p| p.get(battle.preset))
        .map_or(0, |r| r.rules_version);
    let inputs = world
        .get_resource::<Ledger>()
        .map(|l| l.taken().to_vec())
        .unwrap_or_default();
    let round_hashes = world
        .get_resource::<RoundHashes>()
        .map(|h| h.0.clone())
        .unwrap_or_default();
    Some(Replay {
        format: FORMAT.into(),
        version: VERSION,
        game: env!("CARGO_PKG_VERSION").into(),
        preset: battle.preset,
        rules,
        level: battle.level_id.clone(),
        seed: battle.seed,
        content: content::hash(catalog, level),
        mods: Vec::new(),
        choices: Choices::of(level, catalog),
        practice,
        inputs,
        round_hashes,
        claimed: Claimed {
            outcome: outcome_for(level, battle.outcome.as_ref()),
            rounds: battle.round,
            turns: battle.turns,
            igt_ms,
        },
    })
}

/// The outcome for the player's side: a team the player controls won, another did, none did,
/// or the battle is not over (left).
pub fn outcome_for(level: &Level, outcome: Option<&Outcome>) -> ClaimedOutcome {
    match outcome {
        Some(Outcome::Winner(t)) => {
            let players: Vec<usize> = level
                .teams
                .iter()
                .enumerate()
                .filter(|(_, t)| t.control == Control::Player)
                .map(|(i, _)| i)
                .collect();
            // With no team of the player's, the first team stands for the player.
            if players.contains(t) || (players.is_empty() && *t == 0) {
                ClaimedOutcome::Won
            } else {
                ClaimedOutcome::Lost
            }
        }
        Some(Outcome::Draw) => ClaimedOutcome::Draw,
        None => ClaimedOutcome::Left,
    }
}
