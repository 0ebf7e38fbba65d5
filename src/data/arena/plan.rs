//! The Arena's words in the one plan grammar (seed 001, 3.プランについて; the grammar is
//! `crate::data::plan`): the facts its conditions ask about, and the eight kinds of instruction
//! the seed lists.

use super::skill::Panel;
use crate::data::plan::Plan;
pub use crate::data::plan::When;
use serde::{Deserialize, Serialize};

/// A fact of the battle in progress, seen by anyone (3.プランについて: 客観的に判定できる).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fact {
    /// 「自身のHPがN以下である」
    HpAtMost(i32),
    /// 「自身のHPがN以上である」
    HpAtLeast(i32),
    /// 「自身のHPが最大である」
    HpIsMax,
    /// The opponent's HP is at most N.
    FoeHpAtMost(i32),
    /// 「先行である」 (after any yield).
    First,
    /// 後攻である.
    Second,
    /// The turn is N or later.
    TurnAtLeast(u8),
    /// The opponent holds the skill with this id (構えている, 7.用語).
    FoeHolds(String),
    /// The opponent carries at least one of this status, on anything of theirs.
    FoeHas(super::skill::ArenaStatus),
    /// You carry at least one of this status.
    IHave(super::skill::ArenaStatus),
    /// The turn is exactly N.
    TurnIs(u8),
    /// A die rolled earlier in this match (3.24: 「このマッチの4ターン目の先攻決定の最初のダイスの
    /// 目が3だったら」): on turn `turn`, the `nth` die rolled (from 1; the initiative's come
    /// first) showed `value`.
    DieWas {
        /// The turn.
        turn: u8,
        /// Which die of that turn, from 1.
        nth: u8,
        /// What it showed.
        value: u8,
    },
    /// Your skill with this id carries this status (「スキルにBindがあるか」).
    SkillHas(String, super::skill::ArenaStatus),
    /// The opponent's skill with this id carries this status.
    FoeSkillHas(String, super::skill::ArenaStatus),
    /// The n-th panel (from 1) of your pattern in use carries this status.
    PanelHas(u8, super::skill::ArenaStatus),
    /// The n-th panel (from 1) of your pattern in use is of this attribute.
    PanelIs(u8, Panel),
    /// The n-th panel (from 1) of your pattern in use is used (使用済み) this turn.
    PanelUsed(u8),
    /// The fact does not hold (negation).
    Not(Box<Fact>),
}

impl Fact {
    /// The fact a negation is of, however deep (the fact itself when it is none).
    pub fn unnegated(&self) -> &Fact {
        match self {
            Fact::Not(inner) => inner.unnegated(),
            other => other,
        }
    }
}

/// Where a skill moves in the priority order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// To the top of the list.
    Top,
    /// To the bottom.
    Bottom,
    /// Just before the skill with this id.
    Before(String),
    /// Just after the skill with this id.
    After(String),
}

/// What a skill's status line aims at, within what it may reach (the seed's left-front rule
/// then picks among what is left).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Aim {
    /// 「火を狙う」: a panel of this attribute.
    PanelOf(Panel),
    /// 「もっとも多いパネルのひとつを狙う」: a panel of the most numerous attribute.
    MostNumerousPanel,
    /// An unused panel.
    UnusedPanel,
    /// 「Bindを受けていないスキルを狙う」: a skill without this status.
    SkillWithout(super::skill::ArenaStatus),
    /// The skill with this id.
    Skill(String),
}

/// Which panels pay first (●特定のパネルをコストに使用する), before the left-front rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PanelPick {
    /// The n-th panel of the current pattern, counted from 1 at the left.
    At(u8),
    /// Panels that carry this status.
    Carrying(super::skill::ArenaStatus),
    /// Panels that carry no status.
    Clean,
}

/// The one instruction of a plan: the eight kinds seed 001 lists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Order {
    /// ●特定のスキルを使用しない
    DontUse(String),
    /// ●特定のスキルの優先順位を変更する
    Prioritize(String, Place),
    /// ●特定のスキルの持つ追加効果の対象を指定する
    Aim(String, Aim),
    /// ●スキルパターンを変更する (patterns counted from 0: A is 0).
    SwitchPattern(u8),
    /// ●使用したスキルを維持する
    Maintain(String),
    /// ●先行権を放棄する
    YieldInitiative,
    /// ●スキルを重ねる: use a passive skill this many times for one trigger.
    Stack(String, u8),
    /// ●特定のパネルをコストに使用する: these panels pay first.
    PayWith(PanelPick),
}

/// One Arena plan: the one grammar of plans (`crate::data::plan`) over the Arena's facts and
/// orders.
pub type ArenaPlan = Plan<Fact, Order>;

impl Plan<Fact, Order> {
    /// The skill an `Aim` instruction aims a status at (it may be the opponent's).
    pub fn aimed_at(&self) -> Option<&str> {
        match &self.then {
            Order::Aim(_, Aim::Skill(t)) => Some(t),
            _ => None,
        }
    }

    /// The skill ids the plan names, in its conditions and its instruction, but not the target
    /// of an aim (for `vortex check`).
    pub fn skills_named(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for f in self.when.facts() {
            match f.unnegated() {
                Fact::FoeHolds(s) | Fact::SkillHas(s, _) | Fact::FoeSkillHas(s, _) => out.push(s),
                _ => {}
            }
        }
        match &self.then {
            Order::DontUse(s) | Order::Maintain(s) | Order::Stack(s, _) => out.push(s),
            Order::Prioritize(s, p) => {
                out.push(s);
                if let Place::Before(t) | Place::After(t) = p {
                    out.push(t);
                }
            }
            // The target of an aim may be the opponent's skill: see `aimed_at`.
            Order::Aim(s, _) => out.push(s),
            Order::SwitchPattern(_) | Order::YieldInitiative | Order::PayWith(_) => {}
        }
        out
    }
}
