//! The round's phases as system sets, chained in a fixed order (DESIGN.md §3). Each set runs only
//! while the battle is in that phase, so one frame runs a whole round unless a player's decision
//! is awaited; a phase a preset does not use is skipped by [`Battle::advance_phase`].

pub mod countdown;
pub mod initiative;
pub mod round_end;
pub mod round_start;

use super::battle::Battle;
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

/// All battle systems.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BattleSystems;

/// A run condition: the battle is going on and in `phase`.
pub fn in_phase(phase: RoundPhase) -> impl Fn(Option<Res<Battle>>) -> bool + Clone {
    move |battle: Option<Res<Battle>>| {
        battle.is_some_and(|b| b.outcome.is_none() && b.phase == phase)
    }
}

pub(super) fn plugin(app: &mut App) {
    let [a, b, c, d, e, f, g] = RoundPhase::ORDER;
    app.configure_sets(Update, (a, b, c, d, e, f, g).chain().in_set(BattleSystems));
    for phase in RoundPhase::ORDER {
        app.configure_sets(Update, phase.run_if(in_phase(phase)));
    }
    app.add_systems(Update, round_start::run.in_set(RoundPhase::RoundStart));
    app.add_systems(Update, initiative::run.in_set(RoundPhase::Initiative));
    app.add_systems(Update, countdown::run.in_set(RoundPhase::Countdown));
    app.add_systems(Update, round_end::run.in_set(RoundPhase::RoundEnd));
}
