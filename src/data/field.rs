//! Field cards (`assets/fields/`), named statuses (`assets/statuses/`) and extra cards
//! (`assets/extras/`).

use super::character::Trigger;
use super::{Effect, Modifier, Requirement};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A field card: affects every fighter that meets `affects`. One is out at a time; persistent
/// terrain is a field card kept for the whole battle.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldCard {
    /// The field's name (our own).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Steepness 0 to 3 (難所度).
    #[serde(default)]
    pub steepness: u8,
    /// Which fighters it affects by attribute (`Neutral`: everyone).
    #[serde(default)]
    pub affects: Requirement,
    /// Base modifiers it gives those fighters.
    #[serde(default)]
    pub modifiers: Vec<Modifier>,
    /// Effects on each affected fighter at the start of that fighter's turn.
    #[serde(default)]
    pub turn_start: Vec<Effect>,
    /// Rules text.
    pub text: String,
    /// Flavour.
    #[serde(default)]
    pub flavour: String,
}

/// A named status (ネームド・ステータス): never merged, with an attribute and an influence.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedStatusCard {
    /// The status's name (our own).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Its attribute; none is neutral.
    #[serde(default)]
    pub attribute: Option<String>,
    /// Influence 1 to 3 (how hard it is to remove).
    #[serde(default = "one")]
    pub influence: u8,
    /// Modifiers it gives while it lasts.
    #[serde(default)]
    pub modifiers: Vec<Modifier>,
    /// When its effects fire.
    #[serde(default)]
    pub trigger: Option<Trigger>,
    /// Effects on its holder each time the trigger fires.
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// How many of the holder's turns it lasts; none is the whole battle.
    #[serde(default)]
    pub turns: Option<u32>,
    /// Rules text.
    pub text: String,
    /// Flavour.
    #[serde(default)]
    pub flavour: String,
}

fn one() -> u8 {
    1
}

/// What an extra card answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExtraTrigger {
    /// Its owner is made the target of an action card with this attribute (`Neutral`: any card).
    TargetedBy(Requirement),
}

/// What an extra card does when it answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExtraEffect {
    /// Cancel every effect of that card on its owner.
    CancelOnOwner,
}

/// An extra card (エクストラカード): held face down beside the deck, used once, then discarded.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtraCard {
    /// The card's name (our own).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// When it may be used.
    pub when: ExtraTrigger,
    /// What it does.
    pub effect: ExtraEffect,
    /// Rules text.
    pub text: String,
    /// Flavour.
    #[serde(default)]
    pub flavour: String,
}
