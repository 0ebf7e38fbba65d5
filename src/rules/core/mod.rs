//! The engine core every preset runs on: the battle and its teams, fighters and the roster, the
//! seeded RNG, the typed battle log, decisions and plans' conditions, the round's phase sets and
//! the AC countdown, the battlefields (lines and grid), the creature keywords any fighter can
//! carry, starting and ending a battle, and the preset interface. The core imports no preset.

pub mod answers;
pub mod battle;
pub mod battlefield;
pub mod cards;
pub mod countdown;
pub mod decisions;
pub mod digest;
pub mod fighter;
pub mod hot;
pub mod keywords;
pub mod log;
pub mod log_facts;
pub mod log_file;
pub mod next_actor;
pub mod outcome;
pub mod panels;
pub mod phase;
pub mod plans;
pub mod preset;
pub mod query_cache;
pub mod rng;
pub mod round;
pub mod round_rules;
pub mod schedule;
pub mod setup;
pub mod state_hash;
pub mod take_back;

use bevy::prelude::*;

/// The core's schedule and systems; presets add theirs with their own plugins.
pub fn plugin(app: &mut App) {
    app.init_resource::<preset::Presets>();
    app.init_resource::<decisions::Autopilot>();
    app.add_plugins(schedule::plugin);
}
