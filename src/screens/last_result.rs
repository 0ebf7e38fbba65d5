//! What a battle leaves behind for the result screen and the tournament: who fought, the
//! outcome, the rounds and turns, the clock against par, and who dealt and took what.

use crate::data::Control;
use crate::rules::core::battle::Outcome;
use crate::rules::core::preset::RoundWords;
use bevy::prelude::*;

/// What the battle screen leaves behind for this one.
#[derive(Resource, Clone, Debug)]
pub(in crate::screens) struct LastResult {
    pub level_name: String,
    pub teams: Vec<(String, Control)>,
    pub outcome: Option<Outcome>,
    pub rounds: u32,
    pub turns: u32,
    /// What the preset calls them.
    pub words: RoundWords,
    pub seed: u64,
    pub seconds: f32,
    pub par_seconds: u32,
    /// Plans played for the player at some point: the time does not count against par.
    pub assisted: bool,
    /// The scenario's id.
    pub level_id: String,
    /// Who dealt and took what.
    pub tally: Vec<super::battle::tally::Tally>,
}
