//! The rules: one engine for every preset. State lives in components and resources; each round
//! runs the phase system sets in order; every effect goes through the chain stack.

pub mod additive;
pub mod battle;
pub mod battlefield;
pub mod chain;
pub mod control;
pub mod deck;
pub mod effects;
pub mod extras;
pub mod field;
pub mod fighter;
pub mod log;
pub mod phase;
pub mod query_cache;
pub mod retire;
pub mod rng;
pub mod setup;
pub mod tactical;
pub mod targets;
pub mod tokens;
pub mod triggers;
pub mod turn;

pub use battle::{Battle, Outcome};
pub use log::BattleLog;
pub use phase::RoundPhase;
pub use setup::start_battle;

use bevy::prelude::*;

/// Adds the battle systems; a battle starts with [`start_battle`].
pub fn plugin(app: &mut App) {
    app.add_plugins(phase::plugin);
}
