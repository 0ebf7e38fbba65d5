//! The Duel preset: seed 000, the dice-and-deck battle, as written. Decks of six action cards
//! chosen by the action die, front/middle/back lines, initiative once per battle, the chain
//! stack with seed 000's order of simultaneous effects, additive elements, tokens and servant
//! frames, field cards, persistent terrain and extra cards.

pub mod round;
pub mod turn;

use crate::data::{Level, Preset};
use crate::rules::core::answers::FaceFns;
use crate::rules::core::cards::{additive, ask, components, initiative, pass, spawn};
use crate::rules::core::countdown;
use crate::rules::core::preset::{PresetRules, Presets, RoundRules, RoundWords};
use crate::rules::core::schedule::{RoundPhase, RoundSchedule};
use crate::rules::core::state_hash::{StateDigest, each_fighter};
use bevy::prelude::*;

/// The Duel's systems: they run only in a Duel battle.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DuelSystems;

/// The Duel's round: initiative is rolled in the first round; every fighter acts once a round.
const PHASES: &[RoundPhase] = &[
    RoundPhase::RoundStart,
    RoundPhase::Initiative,
    RoundPhase::Countdown,
    RoundPhase::RoundEnd,
];

/// The Duel's resources for a new battle: the field, the decisions, the turn (its kit, with the
/// chain stack, is made on the battle's first pass).
fn setup(world: &mut World, level: &Level) {
    pass::set_up::<turn::Turn>(world, level);
}

/// Clears the Duel's resources away after its battle.
fn teardown(world: &mut World) {
    pass::take_down::<turn::Turn>(world);
}

/// The preset's questions on the answer face.
const FACES: &[FaceFns] = &[FaceFns::of::<ask::Request>()];

/// Registers the Duel and puts its systems in the round's phases.
pub fn plugin(app: &mut App) {
    Presets::register(
        app,
        Preset::Duel,
        PresetRules {
            round: RoundRules {
                phases: PHASES,
                players_first_on_ties: false,
                cap: None,
                words: RoundWords::ROUNDS,
            },
            setup,
            spawn_member: spawn::spawn_member,
            ready: additive::refresh_base_modifiers,
            waiting: crate::rules::core::decisions::waiting_on::<ask::Request>,
            teardown,
            goal: "To win: retire every fighter of the other side; at the round cap it is a draw.",
            drawn: true,
            faces: FACES,
            rules_version: 2,
            digest,
            declare: crate::rules::core::preset::no_declarations,
        },
    );
    app.add_systems(
        RoundSchedule(Preset::Duel),
        (
            round::set_action_counters.in_set(RoundPhase::RoundStart.preset()),
            initiative::run::<turn::Turn>.in_set(RoundPhase::Initiative.preset()),
            countdown::run::<turn::Turn>.in_set(RoundPhase::Countdown.preset()),
        )
            .in_set(DuelSystems),
    );
}

/// The Duel's part of the state hash: the extra cards each fighter still holds, and its threat.
fn digest(world: &mut World, d: &mut StateDigest) {
    each_fighter::<components::Extras>(world, d, |x, d| {
        d.put(x.0.len() as i64);
        for held in &x.0 {
            d.put_str(&held.id);
        }
    });
    each_fighter::<components::Threat>(world, d, |t, d| d.put(i64::from(t.0)));
}

/// Runs `f` with the Duel's kit taken out of its turn's slot (a test, or a rule outside a pass).
pub fn with_duel<R>(
    world: &mut World,
    f: impl FnOnce(&mut crate::rules::core::cards::kit::DuelWorld) -> R,
) -> R {
    pass::with_kit::<turn::Turn, R>(world, f)
}
