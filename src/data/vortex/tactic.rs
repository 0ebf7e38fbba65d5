//! The Vortex's tactic cards (vortex-design.md §3.5, F15; seed 004 11.カードの種類について): a
//! side's second deck, set face down and opened at once each round. Six kinds: M calls a token
//! onto a zone, E gives a named status, J seals a zone, I sets a field, S and R are one-shot
//! effects (R then lies in the charge zone, to be set again).

use crate::data::{Effect, Targeting};
use serde::{Deserialize, Serialize};

/// The six kinds of tactic card (seed 004's M, E, J, I, S and R; H is not used).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TacticKind {
    /// M: a token appears on a free square of the lane's zone.
    Monster,
    /// E: a fighter of the side near the lane's zone gains a named status.
    Equip,
    /// J: every empty square of the lane's zone is sealed until the second dawn.
    Jail,
    /// I: its field card is set.
    Invoke,
    /// S: effects on fighters near the lane's zone, then to the trash.
    Smash,
    /// R: as S, then it lies face down in the charge zone, to be set again.
    Recycle,
}

impl TacticKind {
    /// Every kind, in the order the report counts them.
    pub const ALL: [TacticKind; 6] = [
        TacticKind::Monster,
        TacticKind::Equip,
        TacticKind::Jail,
        TacticKind::Invoke,
        TacticKind::Smash,
        TacticKind::Recycle,
    ];

    /// The letter seed 004 prints on the card.
    pub fn letter(self) -> &'static str {
        match self {
            TacticKind::Monster => "M",
            TacticKind::Equip => "E",
            TacticKind::Jail => "J",
            TacticKind::Invoke => "I",
            TacticKind::Smash => "S",
            TacticKind::Recycle => "R",
        }
    }

    /// The kind in plain words, as the Vortex places it (docs/RULES.md, Vortex, the reveal).
    pub fn words(self) -> &'static str {
        match self {
            TacticKind::Monster => "M, monster: its token appears on a free square of the zone",
            TacticKind::Equip => {
                "E, equip: a lasting status on the side's fighter nearest the zone (within 2 squares)"
            }
            TacticKind::Jail => {
                "J, jail: seals the zone's empty squares, closed to moves and placements for two dawns"
            }
            TacticKind::Invoke => "I, invoke: sets its field over the battle",
            TacticKind::Smash => {
                "S, smash: its effects on targets near the zone, then it goes to the trash"
            }
            TacticKind::Recycle => {
                "R, recycle: its effects on targets near the zone, then it lies face down in the charge zone"
            }
        }
    }

    /// Whether a card of this kind is placed (M, E, J, I): what a cost showdown counts.
    pub fn is_placed(self) -> bool {
        !matches!(self, TacticKind::Smash | TacticKind::Recycle)
    }
}

/// A tactic card as written in its RON file (`*.tactic.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TacticCard {
    /// Its name (our own).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Its kind.
    pub kind: TacticKind,
    /// Face-down charge cards it turns face up to be played, 0 to 6.
    #[serde(default)]
    pub cost: u8,
    /// M: the token id it calls.
    #[serde(default)]
    pub summon: Option<String>,
    /// E: the named-status id it gives.
    #[serde(default)]
    pub equip: Option<String>,
    /// I: the field id it sets.
    #[serde(default)]
    pub field: Option<String>,
    /// S, R: who its effects reach.
    #[serde(default)]
    pub target: Option<Targeting>,
    /// S, R: squares from the lane's zone its targets may stand (none: anywhere).
    #[serde(default)]
    pub reach: Option<u8>,
    /// S, R: what it does to each target, in order.
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// The rules text shown to the player.
    #[serde(default)]
    pub text: String,
    /// A line of flavour.
    #[serde(default)]
    pub flavour: String,
}

#[cfg(test)]
mod tests {
    use super::TacticKind;

    /// Seed 004's card kinds as the Vortex places them (issue 40, item 5): each kind's words name
    /// its letter first.
    #[test]
    fn every_tactic_kind_says_its_letter_and_what_it_does() {
        use TacticKind::*;
        for k in [Monster, Equip, Jail, Invoke, Smash, Recycle] {
            let words = k.words();
            assert!(words.starts_with(&format!("{}, ", k.letter())), "{words}");
            assert!(words.len() > 30, "{words}");
        }
    }
}
