//! A W deck (`*.wdeck.ron`): 40 to 80 cards, at most 4 of one name (2.ゲームをプレイする前に
//! 用意するもの), and the plans its computer side plays it by, in the one plan grammar.

use crate::data::plan::Plan;
use serde::{Deserialize, Serialize};

/// What a Showdown plan may ask about: what its side sees of the game (never a card held face
/// down by the other side, nor its hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    /// Its own life cards are at most this many.
    LifeAtMost(u8),
    /// The opponent's life cards are at most this many.
    FoeLifeAtMost(u8),
    /// Its hand holds at least this many cards.
    HandAtLeast(u8),
    /// Its charge zone holds at least this many face-down cards (what pays costs).
    ReadyAtLeast(u8),
    /// The turn is this or later.
    TurnAtLeast(u32),
    /// It has at most this many battle cards in its monster zones.
    BattlersAtMost(u8),
    /// The opponent has at least this many battle cards in its monster zones.
    FoeBattlersAtLeast(u8),
}

/// What a Showdown plan tells its side to do. Each speaks to one decision: which two cards to
/// set, which charge cards pay a cost, whether an upkeep is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Play {
    /// Set: the strongest battle card it can pay for in the monster zone (the charge zone gets
    /// the card it values least).
    SetStrongest,
    /// Set: the cheapest battle card it can pay for.
    SetCheapest,
    /// Set: an equip, jail or invoke card it can pay for and place.
    SetSupport,
    /// Paying: turn first the charge cards that could be placed once face up (M, E, J, I),
    /// the strongest first.
    PayWithPlaced,
    /// Paying: turn first the charge cards that would not be placed.
    PayWithOthers,
    /// Upkeep: pay it.
    KeepInstalled,
    /// Upkeep: do not pay; the card goes to the trash.
    DropInstalled,
    /// Effects: use every effect it may, when it may.
    UseEffects,
    /// Effects: use none now (keep them for later, or out of an offset).
    HoldEffects,
}

/// The decision a [`Play`] speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayTopic {
    /// The two cards set.
    Set,
    /// Which charge cards pay.
    Pay,
    /// Whether an upkeep is paid.
    Upkeep,
    /// Which effects are used at a window.
    Effects,
}

impl Play {
    /// The decision this instruction speaks to.
    pub fn topic(self) -> PlayTopic {
        match self {
            Play::SetStrongest | Play::SetCheapest | Play::SetSupport => PlayTopic::Set,
            Play::PayWithPlaced | Play::PayWithOthers => PlayTopic::Pay,
            Play::KeepInstalled | Play::DropInstalled => PlayTopic::Upkeep,
            Play::UseEffects | Play::HoldEffects => PlayTopic::Effects,
        }
    }
}

/// A Showdown side's plan.
pub type ShowdownPlan = Plan<Sight, Play>;

/// A Showdown deck as written in its RON file: a side deck played by Showdown plans.
pub type ShowDeck = crate::data::side_deck::SideDeck<ShowdownPlan>;

/// The fewest cards a deck may hold.
pub const DECK_MIN: usize = 40;
/// The most cards a deck may hold.
pub const DECK_MAX: usize = 80;
/// The most cards of one name a deck may hold.
pub const COPIES_MAX: usize = 4;
