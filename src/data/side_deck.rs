//! A side's deck in a card-game preset — the Showdown's, the Brawl's, and the Vortex's tactic
//! decks to come: its name, its cards by id, the plans a computer side plays it by, and what the
//! window says of it. One type; the plan kind is its preset's.

use serde::{Deserialize, Serialize};

/// A deck as written in its RON file (`*.wdeck.ron`, `*.bdeck.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDeck<P> {
    /// Its name.
    pub name: String,
    /// Its cards' ids, one entry per card.
    pub cards: Vec<String>,
    /// How a computer side plays it.
    #[serde(default = "Vec::new")]
    pub plans: Vec<P>,
    /// What the window says of it.
    #[serde(default)]
    pub text: String,
    /// Its name and text in Japanese (presentation only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
}
