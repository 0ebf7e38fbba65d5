//! An Arena tournament (seed 001, 1.ゲームの遊び方: 「トーナメント戦を勝ち抜く」): the player's
//! contender fights the ladder's rungs in order, each once; a win gives a point to grow by
//! (`super::growth`) before the next match, a loss ends the run. The run is saved as
//! `tournament.ron` in the data folder after every match and every save of the growth.

use super::Contender;
use crate::data::{Control, Level, Preset};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The run's file in the data folder.
pub const TOURNAMENT_FILE: &str = "tournament.ron";

/// One match fought.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Match {
    /// The rung's level id.
    pub level: String,
    /// The seed it was fought at.
    pub seed: u64,
    /// Whether the player's contender won it.
    pub won: bool,
    /// Its replay's file in the replays folder (none when it could not be written).
    #[serde(default)]
    pub replay: Option<String>,
}

/// A tournament run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// The matches fought, in order.
    #[serde(default)]
    pub matches: Vec<Match>,
    /// The contender as it fought its last match: what growth builds on.
    #[serde(default)]
    pub fought: Option<Contender>,
    /// The growth being built for the next match, as last saved.
    #[serde(default)]
    pub draft: Option<Contender>,
}

/// Where a run stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The next match is rung `index` (0-based), level `level`.
    Next {
        /// Its place on the ladder.
        index: usize,
        /// Its level id.
        level: String,
    },
    /// The run ended with a loss at this rung (0-based).
    Lost(usize),
    /// Every rung won.
    Champion,
}

impl Run {
    /// The matches won.
    pub fn wins(&self) -> usize {
        self.matches.iter().filter(|m| m.won).count()
    }

    /// Where the run stands on a ladder of `rungs`.
    pub fn stage(&self, rungs: &[String]) -> Stage {
        if let Some(i) = self.matches.iter().position(|m| !m.won) {
            return Stage::Lost(i);
        }
        match rungs.get(self.matches.len()) {
            Some(level) => Stage::Next {
                index: self.matches.len(),
                level: level.clone(),
            },
            None => Stage::Champion,
        }
    }

    /// Whether the run is over (lost, or every rung won).
    pub fn over(&self, rungs: &[String]) -> bool {
        !matches!(self.stage(rungs), Stage::Next { .. })
    }

    /// The contender to grow for the next match: the saved growth, else the last match's
    /// contender with the point its win gave; none before the first match.
    pub fn next_draft(&self) -> Option<Contender> {
        self.draft
            .clone()
            .or_else(|| self.fought.as_ref().map(Contender::after_a_win))
    }

    /// Records a match fought by `contender`.
    pub fn record(&mut self, contender: Contender, fought: Match) {
        self.matches.push(fought);
        self.fought = Some(contender);
        self.draft = None;
    }
}

/// The ladder: the Arena levels with a player's contender, in id order.
pub fn rungs(levels: &BTreeMap<String, Arc<Level>>) -> Vec<String> {
    levels
        .iter()
        .filter(|(_, l)| l.preset == Preset::Arena)
        .filter(|(_, l)| {
            l.teams
                .iter()
                .any(|t| t.control == Control::Player && !t.members.is_empty())
        })
        .map(|(id, _)| id.clone())
        .collect()
}
