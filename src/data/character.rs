//! Characters (`assets/characters/`) and tokens (`assets/tokens/`), with their special abilities.

use super::plan::FighterPlan;
use super::sheet::CombatSheet;
use super::{Effect, Modifier, Range, Requirement, Targeting};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What sets off a triggered ability, a named status's effect or a field's effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// When the battle begins, after initiative.
    BattleStart,
    /// At the start of the holder's turn.
    TurnStart,
    /// At the end of the holder's turn.
    TurnEnd,
    /// The moment the holder takes damage (0 damage counts).
    Damaged,
    /// When an ally of the holder retires.
    AllyRetired,
    /// Seed 002 夜明け, the Vortex's: at the round's Dawn (the Vortex's turn start, F5).
    Dawn,
    /// Seed 002 日没, the Vortex's: at the round's Dusk (the Vortex's turn end, F5).
    Dusk,
    /// Seed 002 登場, the Vortex's: when the holder enters the map after the battle began (a
    /// token placed or summoned; fighters deployed at the start do not enter, F13).
    Arrival,
    /// Seed 002 撤退, the Vortex's: when the holder itself retires (not when discarded).
    Retreat,
    /// Seed 002 追い討ち, the Vortex's: after the holder's card dealt damage, while it still
    /// stands.
    FollowUp,
}

impl Trigger {
    /// The kind of event it answers: its own, but a Duel turn's start and end for the Vortex's
    /// Dawn and Dusk (a Duel turn is a Vortex round, F5).
    pub fn event_kind(self) -> Trigger {
        match self {
            Trigger::Dawn => Trigger::TurnStart,
            Trigger::Dusk => Trigger::TurnEnd,
            t => t,
        }
    }

    /// Whether only the Vortex reads it (seed 002's timings).
    pub fn vortex_only(self) -> bool {
        matches!(
            self,
            Trigger::Dawn | Trigger::Dusk | Trigger::Arrival | Trigger::Retreat | Trigger::FollowUp
        )
    }
}

/// Token mastery (トークン・マスタリー): which tokens a character may keep as servants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenMastery {
    /// The highest threat of one servant.
    pub max_threat: u8,
    /// The most threat all servants together may have.
    pub total_threat: u8,
    /// The most servants at once.
    pub max_count: u8,
    /// Races a servant must have.
    #[serde(default)]
    pub races: Requirement,
}

/// A special ability (特殊能力), in the order written on the card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    /// Part of the holder's base modifier for the whole battle.
    Passive(Modifier),
    /// Fires on a trigger: picks targets like a card and applies the effects.
    Triggered {
        /// Its name, shown in the log.
        name: String,
        /// Its name in Japanese, where it has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ja: Option<String>,
        /// What sets it off.
        when: Trigger,
        /// Who it affects.
        #[serde(default)]
        target: Targeting,
        /// How far it reaches; none is unlimited.
        #[serde(default)]
        range: Option<Range>,
        /// What it does.
        effects: Vec<Effect>,
        /// Seed 002's bait (エサ), the Vortex's: panels paid from the holder's unused panels of
        /// its pattern in use as it fires; when they cannot be, it does not fire.
        #[serde(default)]
        bait: Vec<super::arena::Panel>,
    },
    /// Seed 002's row skill (【前列スキル】【後列スキル】), the Vortex's: the ability works only
    /// while the holder's row is the one named (F16: `Front` while it is engaged, `Back` while
    /// no foe is within 3 squares).
    InRow {
        /// The row it needs.
        row: super::keywords::Row,
        /// The ability (a passive or a triggered one).
        ability: Box<Ability>,
    },
    /// Token mastery: lets the holder keep servants.
    TokenMastery(TokenMastery),
    /// Resist-Extra (レジスト・エクストラ): the holder, and the effects it causes, are not
    /// affected by extra cards.
    ResistExtra,
    /// The holder is treated as having these attributes and races too (「このキャラクターは地属性を
    /// 持つものとして扱う」): for its deck and in battle, while it keeps the ability.
    CountsAs {
        /// Attributes it counts as having.
        #[serde(default)]
        attributes: Vec<String>,
        /// Races it counts as having.
        #[serde(default)]
        races: Vec<String>,
    },
}

impl Ability {
    /// A triggered ability's name and its Japanese (row skills looked into).
    pub fn named(&self) -> Option<(&str, Option<&String>)> {
        match self.unwrapped().0 {
            Ability::Triggered { name, ja, .. } => Some((name.as_str(), ja.as_ref())),
            _ => None,
        }
    }

    /// The ability itself, and the row it needs when it is a row skill.
    pub fn unwrapped(&self) -> (&Ability, Option<super::keywords::Row>) {
        match self {
            Ability::InRow { row, ability } => (ability, Some(*row)),
            a => (a, None),
        }
    }
}

/// The attributes and races a holder of `abilities` has: its card's, then those its `CountsAs`
/// abilities add (each name once, in the order written).
pub fn counted_names(
    abilities: &[Ability],
    attributes: &[String],
    races: &[String],
) -> (Vec<String>, Vec<String>) {
    let (mut a, mut r) = (attributes.to_vec(), races.to_vec());
    for ability in abilities {
        if let Ability::CountsAs { attributes, races } = ability {
            for (have, more) in [(&mut a, attributes), (&mut r, races)] {
                for name in more {
                    if !have.contains(name) {
                        have.push(name.clone());
                    }
                }
            }
        }
    }
    (a, r)
}

/// A character card as written in its RON file.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterCard {
    /// The character's name (our own).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Starting HP.
    pub hp: i32,
    /// The budget for the deck's total cost.
    pub ap: i32,
    /// Its attributes (an action card must share one, or be neutral).
    #[serde(default)]
    pub attributes: Vec<String>,
    /// Its races.
    #[serde(default)]
    pub races: Vec<String>,
    /// Special abilities, in the order written.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// Creature keywords of seed 002 it carries (the engine's: 守護者, シールド, …).
    #[serde(default)]
    pub traits: crate::data::keywords::Traits,
    /// The suggested deck: six action card ids, faces 1 to 6.
    #[serde(default)]
    pub deck: Vec<String>,
    /// Extra cards it brings to battle, by id.
    #[serde(default)]
    pub extras: Vec<String>,
    /// How it plays when no player controls it.
    #[serde(default)]
    pub plans: Vec<FighterPlan>,
    /// Its combat sheet for the Skirmish preset (none: it fights only where dice decide).
    #[serde(default)]
    pub sheet: Option<CombatSheet>,
    /// The Vortex's sheet (vortex-design.md §3.2): speed, move, athletics, will, power, stop
    /// distance and, for a character, its skill patterns.
    #[serde(default)]
    pub vortex: Option<crate::data::vortex::VortexSheet>,
    /// Rules text.
    #[serde(default)]
    pub text: String,
    /// Flavour.
    #[serde(default)]
    pub flavour: String,
}

/// A token card: a simple character whose action table is fixed and costs no AP.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenCard {
    /// The token's name (our own).
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Starting HP.
    pub hp: i32,
    /// Threat 0 to 6 (脅威度).
    pub threat: u8,
    /// Its attributes.
    #[serde(default)]
    pub attributes: Vec<String>,
    /// Its races.
    #[serde(default)]
    pub races: Vec<String>,
    /// Special abilities.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// Creature keywords of seed 002 it carries (the engine's: 守護者, シールド, …).
    #[serde(default)]
    pub traits: crate::data::keywords::Traits,
    /// Its action table: six action card ids for die faces 1 to 6 (none: a token that fights
    /// only in the Skirmish preset, by its sheet).
    #[serde(default)]
    pub actions: Vec<String>,
    /// How it plays.
    #[serde(default)]
    pub plans: Vec<FighterPlan>,
    /// Its combat sheet for the Skirmish preset.
    #[serde(default)]
    pub sheet: Option<CombatSheet>,
    /// The Vortex's sheet (vortex-design.md §3.2): speed, move, athletics, will, power, stop
    /// distance and, for a character, its skill patterns.
    #[serde(default)]
    pub vortex: Option<crate::data::vortex::VortexSheet>,
    /// Rules text.
    #[serde(default)]
    pub text: String,
    /// Flavour.
    #[serde(default)]
    pub flavour: String,
}
