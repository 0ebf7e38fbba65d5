//! The round's seven phases and the three steps inside each: the leaf type the battle, the
//! preset interface and the schedule all name (no import of any of them).

use crate::data::Preset;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// The phases of a round, in order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundPhase {
    /// 1. The round is announced; action counters are set.
    RoundStart,
    /// 2. Initiative dice.
    Initiative,
    /// 3. Skill patterns are switched, all at once, and statuses recover (seed 001).
    PatternSwitch,
    /// 4. Cards are set face down by every side, then opened at once (seed 004).
    Reveal,
    /// 5. The AC countdown: turns.
    Countdown,
    /// 6. The zones' battles, one zone after another (seed 004).
    Combat,
    /// 7. Round-end effects, then the round cap.
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

impl RoundPhase {
    /// The step of this phase where the core opens it.
    pub fn open(self) -> PhaseStep {
        PhaseStep(self, Step::Open)
    }

    /// The step of this phase where the preset's systems run.
    pub fn preset(self) -> PhaseStep {
        PhaseStep(self, Step::Preset)
    }

    /// The step of this phase where the core closes it.
    pub fn close(self) -> PhaseStep {
        PhaseStep(self, Step::Close)
    }
}

/// A step inside a phase: the core opens, the preset runs, the core closes.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PhaseStep(pub RoundPhase, pub Step);

/// Which part of a phase a [`PhaseStep`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The core's systems that open the phase (the round's log line).
    Open,
    /// The preset's systems.
    Preset,
    /// The core's systems that close the phase (the round cap, the move to the next phase).
    Close,
}

/// The battle systems run in `Update`: one system that runs [`RoundSchedule`].
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BattleSystems;

/// One pass through the round's phase sets, in order: the round of a battle of this preset.
#[derive(ScheduleLabel, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundSchedule(pub Preset);
