//! How a preset runs its rounds (its phases, ties, cap and words): the leaf type the battle holds
//! and the preset interface registers.

use super::phase::RoundPhase;

/// How a preset runs its rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRules {
    /// The phases the preset uses, in round order.
    pub phases: &'static [RoundPhase],
    /// Whether players act before others on equal AC (seed 003); otherwise initiative decides.
    pub players_first_on_ties: bool,
    /// The round cap the preset's rules fix, whatever a level says (seed 001: 8 turns).
    pub cap: Option<u32>,
    /// What the preset calls its rounds and turns (for the screens).
    pub words: RoundWords,
}

/// What a preset calls a round, a turn, and what the round cap brings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundWords {
    /// A round ("round"; seed 001 says "turn").
    pub round: &'static str,
    /// A turn in the countdown ("turn"; seed 001's action phases).
    pub turn: &'static str,
    /// What the end of the last round brings ("draw").
    pub at_cap: &'static str,
    /// What its combat phase holds ("battles"; the Brawl's players' turns).
    pub combat: &'static str,
}

impl RoundWords {
    /// Rounds of turns, drawn at the cap.
    pub const ROUNDS: RoundWords = RoundWords {
        round: "round",
        turn: "turn",
        at_cap: "draw",
        combat: "battles",
    };
}
