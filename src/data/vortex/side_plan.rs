//! A tactic deck and the side plans a computer side sets it by (vortex-design.md §3.5, F7, F15),
//! in the one plan grammar of seed 001: facts a side sees, and orders over its tactic list.

use crate::data::plan::Plan;
use crate::data::side_deck::SideDeck;
use serde::{Deserialize, Serialize};

/// A fact a side's plan may ask about (only what is on the table).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SideFact {
    /// Its own life cards are at most this many.
    LifeAtMost(u8),
    /// The other side's life cards are at most this many.
    FoeLifeAtMost(u8),
    /// Its hand holds at least this many tactics.
    HandAtLeast(u8),
    /// Its charge zone holds at least this many face-down cards.
    ChargeAtLeast(u8),
    /// The round is this or later.
    RoundAtLeast(u32),
    /// Only its fighters stand on zone n.
    ZoneHeld(u8),
    /// Only the other side's fighters stand on zone n.
    ZoneLost(u8),
    /// No one stands on zone n.
    ZoneEmpty(u8),
    /// The other side has at most this many fighters standing.
    FoesAtMost(u8),
}

/// Where `Prioritize` moves a card in the tactic list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// First.
    Top,
    /// Last.
    Bottom,
}

/// What a side's plan tells it to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SideOrder {
    /// Moves a tactic to the top or bottom of the list it sets from.
    Prioritize(String, Place),
    /// Never sets this tactic as its lane card.
    DontUse(String),
    /// Sets its lane card in this lane, when the card is playable there.
    Lane(u8),
    /// A showdown's cost: pay first with cards that would be placed (M, E, J, I).
    PayWithPlaceable,
    /// A showdown's cost: pay first with the others.
    PayWithOthers,
    /// S and R: aim at the foe with the least HP.
    AimWeakest,
    /// S and R: aim at the foe with the most HP.
    AimStrongest,
    /// S and R heals, E: aim at the ally that has lost the most HP.
    AimMostHurtAlly,
}

/// A side's plan.
pub type SidePlan = Plan<SideFact, SideOrder>;

/// A tactic deck (`*.tdeck.ron`): 20 to 30 tactic ids, at most 4 of a name, and its side plans.
pub type TacticDeck = SideDeck<SidePlan>;
