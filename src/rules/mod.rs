//! The rules: one engine core and a plugin per preset.
//!
//! - [`core`]: the battle, fighters, RNG, typed log, decisions, the round's phase sets, the AC
//!   countdown, the battlefields, and the preset interface. It imports no preset.
//! - [`duel`]: seed 000, the dice-and-deck battle (the action die, the chain stack, triggers,
//!   additive elements, tokens, fields and extras).
//! - [`arena`]: seed 001, panels and plans (skill patterns, the chain area, statuses; contenders
//!   fight by their plans).
//! - [`skirmish`]: seed 003, Action-Counter combat on a map (combat sheets, playing-card checks,
//!   aux and main actions, dodge, guard, protect, cooperate, falls, statuses).
//! - [`brawl`]: seed 002's glossary as a creature card game (bait, two rows, lines, keywords).
//! - [`showdown`]: seed 004, the W Card game (cards set face down and opened at once, costs paid
//!   with charge cards, cost showdowns and offsets, zone battles for life cards).
//!
//! State lives in components and resources; each round runs the phase sets in order, and each
//! preset puts its systems into them. See docs/ARCHITECTURE.md.

pub mod arena;
pub mod brawl;
pub mod core;
pub mod duel;
pub mod showdown;
pub mod skirmish;
pub mod vortex;

pub use self::core::battle::{Battle, Outcome};
pub use self::core::log::BattleLog;
pub use self::core::schedule::RoundPhase;
pub use self::core::setup::{start_battle, start_prepared_battle};

use bevy::prelude::*;

/// Adds the engine core and every preset; a battle starts with [`start_battle`].
pub fn plugin(app: &mut App) {
    app.add_plugins(self::core::plugin);
    // The presets of the game. Adding a preset is a folder beside these, its plugin here, and
    // its name in the level format's `data::Preset`.
    app.add_plugins((
        duel::plugin,
        skirmish::plugin,
        arena::plugin,
        showdown::plugin,
        brawl::plugin,
        vortex::plugin,
    ));
}
