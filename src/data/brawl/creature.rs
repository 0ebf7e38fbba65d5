//! A creature card (`assets/brawl/creatures/*.creature.ron`): its bait cost, its power (what it
//! deals and what it can take), its colour and family (what a キラー hunts), its traits, and its
//! skills — each with a timing of seed 002 (①スキル用語), a row it may need, an extra bait cost,
//! and one effect aimed at someone.

use crate::data::keywords::{Ailment, Row, SkillTiming, Trait, Traits};
use serde::{Deserialize, Serialize};

/// A creature's colour (one of the marks a キラー may hunt).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Black.
    Black,
    /// White.
    White,
}

impl Colour {
    /// Every colour.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Black,
        Colour::White,
    ];

    /// Its name, as a file writes it.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "Red",
            Colour::Blue => "Blue",
            Colour::Green => "Green",
            Colour::Yellow => "Yellow",
            Colour::Black => "Black",
            Colour::White => "White",
        }
    }
}

/// What sets off a 反応 skill while its creature is on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cue {
    /// Another creature of its side is defeated (撃破; a discard is not).
    AllyDefeated,
    /// A creature of the other side comes onto the board.
    FoeArrives,
    /// It takes damage from the opponent's ability (poison's damage comes of itself and never
    /// counts: ③毒状態).
    DamagedByFoe,
    /// Another creature of its side comes onto the board (①登場).
    AllyArrives,
    /// A creature of the other side is defeated (①撤退, 撃破; a discard is not).
    FoeDefeated,
    /// It attacks, by its own act (①追い討ち, ②吸血: 「自身の行動で攻撃」).
    Attacks,
    /// A creature of the other side attacks it (②平和主義者: 「攻撃を仕掛けられた」).
    Attacked,
    /// It takes damage of any kind: a battle's, an ability's, poison's (※ダメージ).
    Damaged,
    /// Its power is lowered (※パワーダウン, not damage).
    PoweredDown,
    /// It is put in a state (③: sleep or poison; a 健康体 never is).
    Afflicted,
    /// Its controller regains life (②吸血, a heal).
    LifeRegained,
    /// It moves to another square (②頑固者: 「マス間の移動」).
    Moves,
    /// An ability of the other side chooses it as its target (②頑固者: 「カードの能力の対象」).
    Targeted,
    /// Squares of its side's territory are sealed (※封印).
    Sealed,
}

impl Cue {
    /// Every cue, in the order the glossary's terms name them.
    pub const ALL: [Cue; 14] = [
        Cue::AllyDefeated,
        Cue::FoeArrives,
        Cue::DamagedByFoe,
        Cue::AllyArrives,
        Cue::FoeDefeated,
        Cue::Attacks,
        Cue::Attacked,
        Cue::Damaged,
        Cue::PoweredDown,
        Cue::Afflicted,
        Cue::LifeRegained,
        Cue::Moves,
        Cue::Targeted,
        Cue::Sealed,
    ];
}

/// Whom a skill's effect goes to. Only `OneFoe` and `OneAlly` choose a target, so only they
/// pass over a 頑固者 (docs/RULES.md, Brawl).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Aim {
    /// The creature itself (or its controller, for a player's effect).
    #[default]
    Itself,
    /// A creature of the other side its controller chooses.
    OneFoe,
    /// Another creature of its own side its controller chooses.
    OneAlly,
    /// Every creature of the other side.
    AllFoes,
    /// Every other creature of its own side.
    AllAllies,
    /// Every creature of the other side on a square adjacent to its own (「隣接するマス」: up,
    /// down, left, right, into the other territory too).
    AdjacentFoes,
    /// Every creature of the other side on its line (「同ライン上」: its column, both
    /// territories).
    FoesInLine,
    /// The other player.
    Opponent,
}

/// What a skill does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkillEffect {
    /// Deals this much damage (an ability's damage: a shield stops it).
    Damage(u8),
    /// Raises power by this much.
    PowerUp(u8),
    /// Lowers power by this much (a power-down, not damage: no shield stops it).
    PowerDown(u8),
    /// Its controller regains this much life.
    Heal(u8),
    /// Its controller draws this many cards.
    Draw(u8),
    /// Its controller gains this much bait.
    Bait(u8),
    /// Puts the aimed creatures in a state (a 健康体 one never is).
    Inflict(Ailment),
    /// Gives the aimed creatures a trait (never one their traits exclude).
    Grant(Trait),
    /// Seals this many empty squares of the other territory, its controller choosing which
    /// (「封印」: at most 4 sealed in one territory; past that the skill cannot be used).
    Seal(u8),
    /// Puts the aimed creatures in their owner's graveyard (捨て札: not a defeat, so no 撤退
    /// skill answers it).
    Discard,
    /// 常在 only: while this creature is on the board and awake, every other creature of its
    /// side has this trait (as far as their own traits allow): `Grant` aimed at `AllAllies`.
    Aura(Trait),
}

/// One skill of a creature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    /// When it applies.
    pub timing: SkillTiming,
    /// The row its creature must stand in for it to apply (【前列スキル】【後列スキル】, (前列)(後列)).
    #[serde(default)]
    pub row: Option<Row>,
    /// Bait it needs besides (「エサ〇個」): paid whenever its controller has that much, else the
    /// skill does not apply.
    #[serde(default)]
    pub bait: u8,
    /// What sets it off (反応 skills only).
    #[serde(default)]
    pub cue: Option<Cue>,
    /// What it does.
    pub effect: SkillEffect,
    /// Whom it goes to.
    #[serde(default)]
    pub aim: Aim,
}

/// A creature card as written in its RON file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Creature {
    /// Its name.
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// The bait paid to put it onto the board from the hand.
    pub bait: u8,
    /// Its power: the damage it deals in battle, and what damage must take from it to defeat it.
    pub power: u8,
    /// Its colour.
    pub colour: Colour,
    /// Its family (科).
    pub family: String,
    /// Its traits.
    #[serde(default)]
    pub traits: Traits,
    /// Its skills, in the order they apply.
    #[serde(default)]
    pub skills: Vec<Skill>,
    /// Flavour text.
    #[serde(default)]
    pub text: String,
}
