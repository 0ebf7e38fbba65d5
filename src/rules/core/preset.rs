//! The preset interface: what a preset's plugin registers so that the core can run its battles.
//!
//! The core knows presets only through [`PresetRules`]: the phases a round uses, the tie-break of
//! the countdown, how a scenario's member is spawned, what the preset readies before and after
//! its members enter, whether the battle waits on a player, and what it clears away after. Everything else a preset does
//! is its own systems in the round's phase sets, run only when the battle is of that preset
//! ([`preset_is`]). See docs/ARCHITECTURE.md, "Adding a preset".

use super::battle::Battle;
pub use super::round_rules::{RoundRules, RoundWords};
use crate::data::Preset;
use crate::data::level::{Control, Level, MemberSpec};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Where a scenario's member enters: its team, who controls the team, and its entry number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The team's index.
    pub team: usize,
    /// Who controls the team.
    pub control: Control,
    /// The entry number (the last tie-breaker), from 1.
    pub serial: u32,
}

/// What the core needs from a preset.
#[derive(Clone, Debug)]
pub struct PresetRules {
    /// How rounds run.
    pub round: RoundRules,
    /// Puts the preset's battle resources in place before the members enter (its decisions,
    /// its turn, its stacks and tables).
    pub setup: fn(&mut World, &Level),
    /// Spawns one member of the scenario (with [`super::setup::spawn_fighter`] and the preset's
    /// own components); fails with a message when its card is missing.
    pub spawn_member: fn(&mut World, &MemberSpec, Entry) -> Result<Entity, String>,
    /// Readies the battle once every member has entered (hands dealt, modifiers worked out).
    pub ready: fn(&mut World),
    /// Whether the battle waits for a player's answer.
    pub waiting: fn(&World) -> bool,
    /// Takes the preset's battle resources out of the world when its battle is over (so that
    /// nothing of one battle is left for a battle of another preset).
    pub teardown: fn(&mut World),
    /// Whether the window has a screen for its battles (a preset without one plays headless:
    /// `vortex sim`, tests).
    pub drawn: bool,
    /// Its question types as the answer face reads them (`FaceFns::of::<Request>()`), in the
    /// order their open questions are listed (by number, whatever the face).
    pub faces: &'static [super::answers::words::FaceFns],
    /// The preset's rules version: bumped by any change that alters its battles' outcomes, so
    /// that a replay recorded before it is reported as incompatible, never as a mismatch.
    pub rules_version: u32,
    /// Adds the preset's own state to the battle's state hash (its zones, hands, boards), by id
    /// and number, never by name.
    pub digest: fn(&mut World, &mut super::digest::StateDigest),
    /// Makes a declaration a player may make at any time, outside any question (an
    /// `Input::Declare`: seed 003's release of a good status): `Err` with the reason when the
    /// rules refuse it now. [`no_declarations`] for a preset without any.
    pub declare: fn(&mut World, Entity, &str) -> Result<(), String>,
    /// How its battles are won, in one line for the player ("To win: ..."): the window shows it
    /// with a battle's first question.
    pub goal: &'static str,
}

/// The `declare` of a preset whose rules give no declaration outside a question.
pub fn no_declarations(_: &mut World, _: Entity, what: &str) -> Result<(), String> {
    Err(format!("no declaration `{what}` in this preset"))
}

/// The presets the game has, each registered by its plugin.
#[derive(Resource, Clone, Debug, Default)]
pub struct Presets(Vec<(Preset, PresetRules)>);

impl Presets {
    /// Adds a preset's rules (the schedule's [`Presets::register`] makes its round schedule
    /// first).
    pub(super) fn insert(&mut self, preset: Preset, rules: PresetRules) {
        self.0.retain(|(p, _)| *p != preset);
        self.0.push((preset, rules));
    }

    /// The rules of a preset, if its plugin was added.
    pub fn get(&self, preset: Preset) -> Option<&PresetRules> {
        self.0.iter().find(|(p, _)| *p == preset).map(|(_, r)| r)
    }

    /// Whether the window can show a battle of `preset`.
    pub fn drawn(&self, preset: Preset) -> bool {
        self.get(preset).is_some_and(|r| r.drawn)
    }

    /// Whether the battle in progress waits for a player's answer.
    pub fn waiting(world: &World) -> bool {
        world
            .hot_resource::<Battle>()
            .is_some_and(|b| Self::waiting_in(world, b.preset))
    }

    /// [`Presets::waiting`] in a battle of `preset`.
    pub fn waiting_in(world: &World, preset: Preset) -> bool {
        world
            .hot_resource::<Presets>()
            .and_then(|presets| presets.get(preset))
            .is_some_and(|rules| (rules.waiting)(world))
    }
}

/// A run condition: a battle of `preset` is in progress.
pub fn preset_is(preset: Preset) -> impl Fn(Option<Res<Battle>>) -> bool + Clone {
    move |battle: Option<Res<Battle>>| battle.is_some_and(|b| b.preset == preset)
}

crate::hot_parts!(Presets);
