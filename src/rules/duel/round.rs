//! The Duel's round start (seed 000, <ゲームの流れ>): every fighter that acts on its own gets one
//! turn this round (AC 1); a servant acts inside its master's turn (AC 0).

use crate::rules::core::fighter::{ActionCounter, Fighter, FighterKind, InTheBattle};
use bevy::prelude::*;

/// The AC a fighter gets at round start: one turn a round.
pub const TURNS_PER_ROUND: i32 = 1;

/// Sets every standing fighter's action counter for the round.
pub fn set_action_counters(mut fighters: Query<(&Fighter, &mut ActionCounter), InTheBattle>) {
    for (f, mut ac) in &mut fighters {
        ac.0 = if f.kind == FighterKind::Servant {
            0
        } else {
            TURNS_PER_ROUND
        };
    }
}
