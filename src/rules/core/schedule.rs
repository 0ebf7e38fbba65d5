//! The round's phases as system sets, chained in a fixed order in each preset's
//! [`RoundSchedule`].
//!
//! Each set runs only while the battle is in that phase, so one pass runs a whole round unless a
//! player's decision is awaited; a phase a preset does not use is skipped by
//! [`Battle::advance_phase`]. Inside a phase, the core's opening systems run first
//! ([`RoundPhase::open`]), then the preset's ([`RoundPhase::preset`]), then the core's closing
//! ones ([`RoundPhase::close`]). A frame makes one pass when the window paces the battle, and as many
//! as the battle needs when it runs headless.
//!
//! Every preset has a round schedule of its own, made when it registers ([`round_schedule`]):
//! the core's systems and the preset's, and nothing of the other presets, so a pass neither runs
//! nor asks about another preset's systems.
//!
//! A preset that brings a new phase adds it to [`RoundPhase`] and [`RoundPhase::ORDER`] (the
//! Arena brought the pattern switch, the Showdown the reveal and the zones' combat).

use super::battle::Battle;
use super::battlefield::BoardReader;
use super::countdown::BattlePace;
pub use super::phase::{BattleSystems, PhaseStep, RoundPhase, RoundSchedule, Step};
use super::preset::{PresetRules, Presets};
use crate::data::Preset;
use crate::rules::core::hot::HotReads;
use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;

/// A run condition: the battle is going on and in `phase`.
pub fn in_phase(phase: RoundPhase) -> impl Fn(Option<Res<Battle>>) -> bool + Clone {
    move |battle: Option<Res<Battle>>| {
        battle.is_some_and(|b| b.outcome.is_none() && b.phase == phase)
    }
}

/// The most passes one frame makes (a safety net: a battle stops long before, when it ends or
/// waits for a decision).
const MAX_PASSES: u32 = 10_000;

/// Runs round passes: one per frame when the window paces the battle, otherwise until the battle
/// ends, waits for a player's decision, or makes no progress.
fn run_rounds(world: &mut World) {
    let paced = world
        .hot_resource::<BattlePace>()
        .is_some_and(|p| p.steps_per_frame.is_some());
    // Where the battle is (its round, phase and turns) and whether it is over: one look a pass.
    let progress = |w: &World| {
        w.hot_resource::<Battle>()
            .map(|b| ((b.round, b.phase, b.turns), b.outcome.is_some()))
    };
    let Some(preset) = world.hot_resource::<Battle>().map(|b| b.preset) else {
        return;
    };
    // The schedule is taken out of the world once for all of this frame's passes (a preset
    // without one has registered no rules: nothing runs).
    // A board the rules keep is kept from one pass to the next, until the frame's passes end.
    BoardReader::open_frame(world);
    let _ = world.try_schedule_scope(RoundSchedule(preset), |world, schedule| {
        let mut before = progress(world);
        for _ in 0..MAX_PASSES {
            schedule.run(world);
            let after = progress(world);
            let (Some((at, done)), Some((was, _))) = (after, before) else {
                return;
            };
            if paced || done || at == was || Presets::waiting_in(world, preset) {
                return;
            }
            before = after;
        }
    });
    BoardReader::close_frame(world);
}

/// Makes `preset`'s round schedule (once): the phase sets in order, each run only in its phase,
/// and the core's systems in them.
pub fn round_schedule(app: &mut App, preset: Preset) {
    let label = RoundSchedule(preset);
    if app.get_schedule(label).is_some() {
        return;
    }
    let mut schedule = Schedule::new(label);
    schedule.set_executor(SingleThreadedExecutor::new());
    app.add_schedule(schedule);
    let [a, b, c, d, e, f, g] = RoundPhase::ORDER;
    app.configure_sets(label, (a, b, c, d, e, f, g).chain());
    for phase in RoundPhase::ORDER {
        app.configure_sets(label, phase.run_if(in_phase(phase)));
        app.configure_sets(
            label,
            (phase.open(), phase.preset(), phase.close())
                .chain()
                .in_set(phase),
        );
    }
    super::round::add_core_systems(app, label);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, run_rounds.in_set(BattleSystems));
}

impl Presets {
    /// Registers a preset (called by the preset's plugin): makes its round schedule, then adds
    /// its rules. (Here rather than beside [`Presets`], so that the preset interface stays below
    /// the schedule that runs it.)
    pub fn register(app: &mut App, preset: Preset, rules: PresetRules) {
        round_schedule(app, preset);
        app.init_resource::<Presets>();
        app.world_mut().res_mut::<Presets>().insert(preset, rules);
    }
}
