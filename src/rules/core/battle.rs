//! The battle in progress: its preset, teams, round, phase and outcome.

use super::phase::RoundPhase;
use super::round_rules::RoundRules;
use crate::data::Preset;
use crate::data::level::Control;
use bevy::prelude::*;

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
    /// How rounds run (what the preset registered).
    pub rules: RoundRules,
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
    /// The next fighter serial number.
    pub next_serial: u32,
    /// Turns taken so far.
    pub turns: u32,
    /// The side that goes first on equal AC this round, for a preset that alternates it (the
    /// Vortex, vortex-design.md F2); none: the preset's own tie-break.
    pub first_side: Option<usize>,
    /// The last round announced (a round start that waits for a player's answer is announced
    /// once).
    pub announced: u32,
}

impl Battle {
    /// The next fighter serial number (entry order).
    pub fn next_serial(&mut self) -> u32 {
        self.next_serial += 1;
        self.next_serial
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

crate::hot_parts!(Battle);
