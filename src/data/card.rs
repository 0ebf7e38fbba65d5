//! Action cards (`assets/cards/**/*.card.ron`): one face of a fighter's 6-card deck.

use super::{Effect, Modifier, Range, Requirement, Targeting};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// An action card as written in its RON file.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionCard {
    /// The card's name (our own; never a seed card's name).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Its cost against the character's AP; may be negative.
    pub cost: i32,
    /// `Neutral`, `Any([..])` (`A, B`) or `All([..])` (`A & B`).
    #[serde(default)]
    pub attributes: Requirement,
    /// Races a character needs to put it in a deck.
    #[serde(default)]
    pub races: Requirement,
    /// `"2"`, `"1~3"` or `"[1][3]"`; none is unlimited.
    #[serde(default)]
    pub range: Option<Range>,
    /// Who it targets.
    #[serde(default)]
    pub target: Targeting,
    /// What it does, in order, to each target.
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// Status changes its owner keeps while the card is in the deck and usable.
    #[serde(default)]
    pub continuous: Vec<Modifier>,
    /// Its AC cost in the Vortex, 0 to 4; none reads the default table
    /// ([`crate::data::vortex::cost_of`], vortex-design.md §3.1).
    #[serde(default)]
    pub ac: Option<u8>,
    /// Its panel cost in the Vortex (`Some([])` is free); none reads the default table.
    #[serde(default)]
    pub panels: Option<Vec<crate::data::arena::Panel>>,
    /// The rules text shown to the player.
    pub text: String,
    /// A line of flavour.
    #[serde(default)]
    pub flavour: String,
}
