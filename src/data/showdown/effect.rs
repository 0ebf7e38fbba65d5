//! What a W card's effect does and when (13.カードの効果について, 16.効果の発動タイミングに
//! ついて, 17.特殊な効果について): a timing, a cost paid in its card's family's way, and its acts.

use super::card::Window;
use serde::{Deserialize, Serialize};

/// When an effect is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timing {
    /// In this window of the turn, if its player chooses (16.).
    At(Window),
    /// In the window before each battle (戦闘前), if its player chooses.
    BeforeBattle,
    /// In each battle's own window (N番戦闘), if its player chooses.
    InBattle,
    /// In the window after each battle (戦闘後: after a life card is taken, before the losers go
    /// to the trash), if its player chooses.
    AfterBattle,
    /// When an effect has just been offset (相殺 timing), if its player chooses.
    Offset,
    /// 召喚効果: it must be used when the card is summoned (17.).
    OnSummon,
    /// 戦闘直前効果: it must be used just before its zone's battle; cards used in the window
    /// before the battle cannot offset it (17.).
    JustBeforeBattle,
    /// 相殺効果: it must be used when the card's own effect is offset (17.).
    WhenOffset,
    /// 効果前効果 (17.「など」, 20. Q4): it must be used as soon as its player has chosen to use
    /// one of its card's other effects, before that window's offsets — so it stays done even
    /// when that effect is offset.
    BeforeEffect,
}

impl Timing {
    /// Whether the effect must be used when its moment comes (17.: special effects).
    pub fn is_forced(self) -> bool {
        matches!(
            self,
            Timing::OnSummon | Timing::JustBeforeBattle | Timing::WhenOffset | Timing::BeforeEffect
        )
    }
}

/// Whose battle cards an act changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Whose {
    /// Its player's.
    Own,
    /// The opponent's.
    Foe,
}

/// Which zones an act reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zones {
    /// The zone the card itself is in (a card in a monster zone).
    Here,
    /// The zone whose battle it is (a battle timing).
    Battle,
    /// The lowest zone with a battle card on that side.
    Lowest,
    /// Every zone.
    All,
}

/// One thing an effect does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    /// Its player draws this many cards (with no deck, nothing).
    Draw(u8),
    /// Battle cards gain (or, negative, lose) power until the turn ends.
    Power {
        /// Whose.
        whose: Whose,
        /// Where.
        zones: Zones,
        /// How much.
        by: i32,
    },
    /// Its player summons the card with this id from its hand, free, into the lowest zone
    /// without a battle card (with none there, or no zone free, nothing); that card's summon
    /// effects come once this effect is over (20. Q3).
    Summon(String),
    /// Its player turns this many face-up charge cards face down.
    Recharge(u8),
    /// The opponent's battle card goes to the trash (with its equips) if its power is at most
    /// this.
    Destroy {
        /// Where.
        zones: Zones,
        /// The most power it may have.
        power_at_most: i32,
    },
}

/// A card's effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardEffect {
    /// When.
    pub timing: Timing,
    /// Its cost, paid in its card's family's way (12.): face-down charge cards turned face up
    /// (plain), charge cards sent to the trash (D), cards of the opponent's trash sent to the
    /// opponent's charge zone face up (C). P and F cards name theirs in `named` instead.
    #[serde(default)]
    pub cost: u8,
    /// P and F: the ids of the cards its cost takes, one each — a P card turns them face up
    /// in its charge zone, an F card turns them sideways in its trash (12.).
    #[serde(default)]
    pub named: Vec<String>,
    /// What it does, in order.
    pub does: Vec<Act>,
}
