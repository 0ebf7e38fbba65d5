//! The battle in progress: its preset's rule set, round, phase, outcome and chain stack.

use super::chain::ChainStack;
use super::phase::RoundPhase;
use crate::data::Preset;
use crate::data::level::Control;
use bevy::prelude::*;

/// How a preset runs a round (DESIGN.md §4). A phase a preset does not use is skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// The phases the preset uses, in round order.
    pub phases: Vec<RoundPhase>,
    /// Whether initiative is rolled only in the first round (seed 000) or every round.
    pub initiative_once: bool,
    /// Whether players act before others on equal AC (seed 003); otherwise initiative decides.
    pub players_first_on_ties: bool,
    /// AC each fighter gets at round start when it has no speed of its own.
    pub default_speed: i32,
    /// Whether turns are aux and main actions chosen by the controller (seed 003) rather than
    /// the action die (seed 000).
    pub tactical: bool,
}

impl RuleSet {
    /// The rule set of a preset.
    pub fn of(preset: Preset) -> RuleSet {
        match preset {
            Preset::Duel => RuleSet {
                phases: vec![
                    RoundPhase::RoundStart,
                    RoundPhase::Initiative,
                    RoundPhase::Countdown,
                    RoundPhase::RoundEnd,
                ],
                initiative_once: true,
                players_first_on_ties: false,
                default_speed: 1,
                tactical: false,
            },
            Preset::Skirmish => RuleSet {
                phases: vec![
                    RoundPhase::RoundStart,
                    RoundPhase::Countdown,
                    RoundPhase::RoundEnd,
                ],
                initiative_once: false,
                players_first_on_ties: true,
                default_speed: 1,
                tactical: true,
            },
        }
    }
}

/// How a battle ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The team with this index is the last with a fighter in.
    Winner(usize),
    /// No team is left, or the round cap was reached.
    Draw,
}

/// A team in the battle.
#[derive(Clone, Debug)]
pub struct TeamInfo {
    /// Its name.
    pub name: String,
    /// Who controls it.
    pub control: Control,
}

/// The battle in progress.
#[derive(Resource, Clone, Debug)]
pub struct Battle {
    /// The preset.
    pub preset: Preset,
    /// How rounds run.
    pub rules: RuleSet,
    /// The scenario's id.
    pub level_id: String,
    /// The seed.
    pub seed: u64,
    /// The teams.
    pub teams: Vec<TeamInfo>,
    /// The round, from 1.
    pub round: u32,
    /// The phase the round is in.
    pub phase: RoundPhase,
    /// The round after which the battle is a draw.
    pub round_cap: u32,
    /// Set when the battle is over.
    pub outcome: Option<Outcome>,
    /// A clock that ticks for every effect put in place, for "the later effect wins".
    pub clock: u64,
    /// The next fighter serial number.
    pub next_serial: u32,
    /// Turns taken so far.
    pub turns: u32,
    /// The chain stack every effect goes through (kept with the clock that stamps its items).
    pub chain: ChainStack,
}

impl Battle {
    /// The next tick of the effect clock.
    pub fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    /// Whether the preset uses a phase.
    pub fn uses(&self, phase: RoundPhase) -> bool {
        self.rules.phases.contains(&phase)
    }

    /// Moves to the next phase the preset uses; after the last, to the next round.
    pub fn advance_phase(&mut self) {
        let next = RoundPhase::ORDER
            .iter()
            .copied()
            .skip_while(|p| *p != self.phase)
            .skip(1)
            .find(|p| self.uses(*p));
        match next {
            Some(p) => self.phase = p,
            None => {
                self.round += 1;
                self.phase = RoundPhase::ORDER
                    .iter()
                    .copied()
                    .find(|p| self.uses(*p))
                    .unwrap_or(RoundPhase::RoundStart);
            }
        }
    }
}
