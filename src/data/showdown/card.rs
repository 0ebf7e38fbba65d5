//! A W card (11.カードの種類について, 12.特別なカードについて): its kind, its family, what it
//! costs and how strong it is.

use serde::{Deserialize, Serialize};

/// The seven kinds of card (11.カードの種類について).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CardKind {
    /// M モンスター: summoned into a monster zone; the only card that battles.
    Monster,
    /// E イクイップ: equipped to a card in its owner's monster zone.
    Equip,
    /// R リサイクル: works face down in the charge zone, then stays there face up.
    Recycle,
    /// S スマッシュ: works face down in the charge zone, then goes to the trash.
    Smash,
    /// H ハンド: works from the hand, then goes to the trash.
    Hand,
    /// J ジェイル: installed in a monster zone; changes the opponent's battle card there.
    Jail,
    /// I インヴォーク: installed in a monster zone; changes both battle cards there.
    Invoke,
}

impl CardKind {
    /// The letter the seed prints at the card's top left.
    pub fn letter(self) -> &'static str {
        match self {
            CardKind::Monster => "M",
            CardKind::Equip => "E",
            CardKind::Recycle => "R",
            CardKind::Smash => "S",
            CardKind::Hand => "H",
            CardKind::Jail => "J",
            CardKind::Invoke => "I",
        }
    }

    /// Whether a card of this kind is placed at the open or when flipped as a cost (summoned,
    /// equipped or installed): M, E, J and I.
    pub fn is_placed(self) -> bool {
        matches!(
            self,
            CardKind::Monster | CardKind::Equip | CardKind::Jail | CardKind::Invoke
        )
    }
}

/// The families (12.特別なカードについて): how a card's cost is paid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Family {
    /// No prefix: turn `cost` face-down charge cards face up.
    #[default]
    Plain,
    /// P プログレ: the named cards go from its owner's monster zone to the charge zone face
    /// down.
    Progre,
    /// C クリエイター: `cost` cards go from the opponent's trash to the opponent's charge zone
    /// face up (a cost asked of the opponent).
    Creator,
    /// D デストロイヤー: `cost` cards of its owner's charge zone, face up or down, go to the
    /// trash.
    Destroyer,
    /// F フュージョン: the named cards go from its owner's monster zone to the trash.
    Fusion,
}

impl Family {
    /// The prefix the seed prints before the kind's letter ("" for plain cards).
    pub fn prefix(self) -> &'static str {
        match self {
            Family::Plain => "",
            Family::Progre => "P",
            Family::Creator => "C",
            Family::Destroyer => "D",
            Family::Fusion => "F",
        }
    }

    /// Whether the cost is the named cards (P and F) rather than a number.
    pub fn names_its_cost(self) -> bool {
        matches!(self, Family::Progre | Family::Fusion)
    }

    /// Whether an effect's cost turns its player's face-down charge cards face up where they
    /// lie (plain and P), rather than moving cards (D, C) or turning them sideways (F).
    pub fn turns_up_its_cost(self) -> bool {
        matches!(self, Family::Plain | Family::Progre)
    }
}

/// The windows of a turn a card's timing may name (16.効果の発動タイミングについて). The three
/// battles' windows come once per battle, so a once-a-turn upkeep cannot name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Window {
    /// リチャージ前
    BeforeRecharge,
    /// リチャージ
    Recharge,
    /// リチャージ後
    AfterRecharge,
    /// ドロー前
    BeforeDraw,
    /// ドロー
    Draw,
    /// ドロー後
    AfterDraw,
    /// セット前
    BeforeSet,
    /// セット
    Set,
    /// セット後
    AfterSet,
    /// オープン前
    BeforeOpen,
    /// オープン
    Open,
    /// オープン後
    AfterOpen,
    /// ターン終了
    TurnEnd,
}

impl Window {
    /// The window's name in the log and the questions (16.).
    pub fn label(self) -> &'static str {
        match self {
            Window::BeforeRecharge => "before the recharge",
            Window::Recharge => "the recharge",
            Window::AfterRecharge => "after the recharge",
            Window::BeforeDraw => "before the draw",
            Window::Draw => "the draw",
            Window::AfterDraw => "after the draw",
            Window::BeforeSet => "before the set",
            Window::Set => "the set",
            Window::AfterSet => "after the set",
            Window::BeforeOpen => "before the open",
            Window::Open => "the open",
            Window::AfterOpen => "after the open",
            Window::TurnEnd => "the turn's end",
        }
    }
}

/// What keeps a J or I card installed: every turn at `timing`, `cost` face-down charge cards are
/// turned face up, or the card goes to the trash (11.カードの種類について, 維持コスト).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Upkeep {
    /// How many face-down charge cards it takes.
    pub cost: u8,
    /// When it is paid (コスト支払タイミング).
    pub timing: Window,
}

/// When an F card's named cards may also come from its player's charge zone or hand, to the
/// trash (12. F: チャージゾーン・手札コスト条件): a condition on its player's own table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CostCondition {
    /// Always.
    Always,
    /// With at most this many life cards left.
    LifeAtMost(u8),
    /// With at least this many cards in hand (every card there counted, an FH card itself too).
    HandAtLeast(u8),
    /// With at least this many cards in the charge zone.
    ChargeAtLeast(u8),
}

/// A W card as written in its RON file (`*.wcard.ron`; the id is the file name).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShowCard {
    /// Its name (the copy limit counts cards of the same name).
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
    pub kind: CardKind,
    /// Its family (none: plain).
    #[serde(default)]
    pub family: Family,
    /// Its cost: face-down charge cards to turn (plain), cards of the opponent's trash (C), or
    /// charge cards to trash (D). P and F cards name their cost instead.
    #[serde(default)]
    pub cost: u8,
    /// P and F: the ids of the cards its cost moves out of the monster zone, one each.
    #[serde(default)]
    pub named: Vec<String>,
    /// F: when its named cards may also come from the charge zone or the hand (to the trash),
    /// for its summon or equip and its effects alike.
    #[serde(default)]
    pub charge_hand: Option<CostCondition>,
    /// A monster's power; what an equip adds to its monster; what a J adds to the opponent's
    /// battle card in its zone, and an I to both (negative: takes away).
    #[serde(default)]
    pub power: i32,
    /// J and I: the upkeep.
    #[serde(default)]
    pub upkeep: Option<Upkeep>,
    /// Its effects (13.), each with its timing and cost.
    #[serde(default)]
    pub effects: Vec<super::effect::CardEffect>,
    /// Its rules text as the window shows it.
    #[serde(default)]
    pub text: String,
    /// Its flavour text.
    #[serde(default)]
    pub flavour: String,
}

impl ShowCard {
    /// The kind as printed, with its family's prefix ("M", "DM", "CE").
    pub fn code(&self) -> String {
        format!("{}{}", self.family.prefix(), self.kind.letter())
    }

    /// How many cost units the card asks: its named cards for P and F, else `cost`.
    pub fn cost_count(&self) -> usize {
        if self.family.names_its_cost() {
            self.named.len()
        } else {
            usize::from(self.cost)
        }
    }
}
