//! The round's phases as system sets, chained in a fixed order in [`RoundSchedule`] (DESIGN.md §3).
//! Each set runs only while the battle is in that phase, so one pass runs a whole round unless a
//! player's decision is awaited; a phase a preset does not use is skipped by
//! [`Battle::advance_phase`]. A frame makes one pass when the window paces the battle, and as
//! many as the battle needs when it runs headless.

pub mod countdown;
pub mod initiative;
pub mod round_end;
pub mod round_start;

use super::battle::Battle;
use super::control::Decisions;
use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;

/// The phases of a round, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundPhase {
    /// 1. Dawn triggers; AC := speed − carried overspend; durations tick.
    RoundStart,
    /// 2. Initiative dice.
    Initiative,
    /// 3. Pattern switch and status recovery.
    PatternSwitch,
    /// 4. Tactic cards set face down and revealed at once.
    Reveal,
    /// 5. The AC countdown: turns.
    Countdown,
    /// 6. Lane battles.
    Combat,
    /// 7. Dusk triggers, round-end checks.
    RoundEnd,
}

impl RoundPhase {
    /// Every phase in round order.
    pub const ORDER: [RoundPhase; 7] = [
        RoundPhase::RoundStart,
        RoundPhase::Initiative,
        RoundPhase::PatternSwitch,
        RoundPhase::Reveal,
        RoundPhase::Countdown,
        RoundPhase::Combat,
        RoundPhase::RoundEnd,
    ];
}

/// The battle systems run in `Update`: one system that runs [`RoundSchedule`].
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BattleSystems;

/// One pass through the round's phase sets, in order.
#[derive(ScheduleLabel, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundSchedule;

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
        .get_resource::<countdown::BattlePace>()
        .is_some_and(|p| p.steps_per_frame.is_some());
    let progress = |w: &World| {
        w.get_resource::<Battle>()
            .map(|b| (b.round, b.phase, b.clock))
    };
    for _ in 0..MAX_PASSES {
        let before = progress(world);
        world.run_schedule(RoundSchedule);
        let done = world
            .get_resource::<Battle>()
            .is_none_or(|b| b.outcome.is_some());
        let waiting = world
            .get_resource::<Decisions>()
            .is_some_and(|d| d.pending.is_some());
        if paced || done || waiting || progress(world) == before {
            return;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    let mut schedule = Schedule::new(RoundSchedule);
    schedule.set_executor(SingleThreadedExecutor::new());
    app.add_schedule(schedule);
    let [a, b, c, d, e, f, g] = RoundPhase::ORDER;
    app.configure_sets(RoundSchedule, (a, b, c, d, e, f, g).chain());
    for phase in RoundPhase::ORDER {
        app.configure_sets(RoundSchedule, phase.run_if(in_phase(phase)));
    }
    app.add_systems(
        RoundSchedule,
        round_start::run.in_set(RoundPhase::RoundStart),
    );
    app.add_systems(
        RoundSchedule,
        initiative::run.in_set(RoundPhase::Initiative),
    );
    app.add_systems(RoundSchedule, countdown::run.in_set(RoundPhase::Countdown));
    app.add_systems(RoundSchedule, round_end::run.in_set(RoundPhase::RoundEnd));
    app.add_systems(Update, run_rounds.in_set(BattleSystems));
}
