//! A Brawl deck (`assets/brawl/decks/*.bdeck.ron`): 20 to 40 creature cards, at most 3 of one
//! name (docs/RULES.md, Brawl: the glossary gives no deck rules), and the plans its computer
//! side plays by, in the one plan grammar.

use crate::data::plan::Plan;
use serde::{Deserialize, Serialize};

/// What a Brawl plan may ask about: what its side sees (never the other side's hand or deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    /// Its life is at most this.
    LifeAtMost(u8),
    /// The opponent's life is at most this.
    FoeLifeAtMost(u8),
    /// It holds at least this much bait.
    BaitAtLeast(u8),
    /// Its hand holds at least this many cards.
    HandAtLeast(u8),
    /// It has at most this many creatures on the board.
    AlliesAtMost(u8),
    /// The opponent has at least this many creatures on the board.
    FoesAtLeast(u8),
}

/// What a Brawl plan tells its side to do; each speaks to one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tactic {
    /// Playing: the strongest creature its bait pays for.
    PlayStrongest,
    /// Playing: the cheapest creature.
    PlayCheapest,
    /// Playing: none this turn (bait is kept).
    SaveBait,
    /// Attacking: the player whenever a creature may, else the weakest creature it may.
    GoFace,
    /// Attacking: a creature it defeats and outlives, else the player; never a losing battle.
    Trade,
    /// Attacking: none this turn.
    HoldBack,
    /// Aiming a skill at the other side: its strongest creature.
    AimStrongest,
    /// Aiming a skill at the other side: its weakest creature.
    AimWeakest,
}

/// The decision a [`Tactic`] speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TacticTopic {
    /// Which creature to put onto the board.
    Play,
    /// What to attack.
    Attack,
    /// Whom a skill aims at.
    Aim,
}

impl Tactic {
    /// The decision it speaks to.
    pub fn topic(self) -> TacticTopic {
        match self {
            Tactic::PlayStrongest | Tactic::PlayCheapest | Tactic::SaveBait => TacticTopic::Play,
            Tactic::GoFace | Tactic::Trade | Tactic::HoldBack => TacticTopic::Attack,
            Tactic::AimStrongest | Tactic::AimWeakest => TacticTopic::Aim,
        }
    }
}

/// A Brawl side's plan.
pub type BrawlPlan = Plan<Sight, Tactic>;

/// A Brawl deck as written in its RON file (its cards are creatures): a side deck played by
/// Brawl plans.
pub type BrawlDeck = crate::data::side_deck::SideDeck<BrawlPlan>;

/// The fewest cards a deck holds.
pub const DECK_MIN: usize = 20;
/// The most cards a deck holds.
pub const DECK_MAX: usize = 40;
/// The most copies of one creature.
pub const COPIES_MAX: usize = 3;
