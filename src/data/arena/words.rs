//! The Arena's content in plain words, for the screens (in the language spoken; only a skill's
//! use is also the log's, and stays English): a skill's line, a plan's condition and
//! instruction, a status. Skills are named through a lookup, so a plan reads "do not use Still
//! Water", not its file name.

use super::contender::pattern_letter;
use super::plan::{Aim, ArenaPlan, Fact, Order, PanelPick, Place};
use super::skill::{ArenaStatus, Panel, Side, SkillFilter, SkillLine, StatusHolder};
use crate::data::lang::{t, tf};

/// What a contender's stats give (seed 001, キャラクター作成).
pub const STATS: &str = "12 points shared among three stats. Body: HP (4 × body) and the \
    initiative roll (1D6 + body). Reflex: the panels in each pattern. Intellect: how many \
    patterns, skills (1 + 2 + … + intellect) and plans (2 × intellect) it may take.";

impl Panel {
    /// The attribute's name.
    pub fn name(self) -> &'static str {
        match self {
            Panel::Fire => "Fire",
            Panel::Water => "Water",
            Panel::Sword => "Sword",
            Panel::Wind => "Wind",
            Panel::Earth => "Earth",
            Panel::Moon => "Moon",
            Panel::Shadow => "Shadow",
        }
    }
}

/// A skill's panel cost in words, in the language spoken: "Fire + Water (one unused panel of
/// each, in the pattern in use)", or "no panel".
pub fn cost_words(cost: &[Panel]) -> String {
    if cost.is_empty() {
        return t("no panel").into();
    }
    let names: Vec<&str> = cost.iter().map(|p| t(p.name())).collect();
    tf(
        "{0} (one unused panel of each, in the pattern in use)",
        &[&names.join(" + ")],
    )
}

/// The panel letters' key, for a hover: "Fi Fire, Wa Water, …".
pub const PANEL_KEY: &str = "Fi Fire, Wa Water, Sw Sword, Wi Wind, Ea Earth, Mo Moon, Sh Shadow";

impl ArenaStatus {
    /// Every status, in the order the seed lists them.
    pub const ALL: [ArenaStatus; 8] = [
        ArenaStatus::Poison,
        ArenaStatus::Bind,
        ArenaStatus::Weaken,
        ArenaStatus::Charge,
        ArenaStatus::Slow,
        ArenaStatus::Heat,
        ArenaStatus::Freeze,
        ArenaStatus::Boil,
    ];

    /// The status's name.
    pub fn name(self) -> &'static str {
        match self {
            ArenaStatus::Poison => "Poison",
            ArenaStatus::Bind => "Bind",
            ArenaStatus::Weaken => "Weaken",
            ArenaStatus::Charge => "Charge",
            ArenaStatus::Slow => "Slow",
            ArenaStatus::Heat => "Heat",
            ArenaStatus::Freeze => "Freeze",
            ArenaStatus::Boil => "Boil",
        }
    }

    /// What it does, in full, and how it recovers (seed 001, 《状態異常》: at each turn's status
    /// recovery phase Bind goes with a 1 in 3 roll, Freeze and Boil always, the rest never).
    pub fn meaning(self) -> &'static str {
        match self {
            ArenaStatus::Poison => {
                "paying with this skill or panel costs 1 HP more; never recovers"
            }
            ArenaStatus::Bind => {
                "this character, skill, panel or plan is not used; each recovery phase, 1 in 3 \
                 to go"
            }
            ArenaStatus::Weaken => "this skill's amounts are 1 lower; never recovers",
            ArenaStatus::Charge => "no effect of its own: skills refer to it; never recovers",
            ArenaStatus::Slow => "−1 to the initiative roll; never recovers",
            ArenaStatus::Heat => "this skill's amounts are 1 higher; never recovers",
            ArenaStatus::Freeze => {
                "this panel does not come back unused at turn end; goes at the next recovery \
                 phase"
            }
            ArenaStatus::Boil => "healing becomes HP loss; goes at the next recovery phase",
        }
    }

    /// Whether the status recovery phase may take it away: Bind 1 in 3, Freeze and Boil always.
    pub fn recovers(self) -> Option<(u8, u8)> {
        match self {
            ArenaStatus::Bind => Some((1, 3)),
            ArenaStatus::Freeze | ArenaStatus::Boil => Some((6, 6)),
            _ => None,
        }
    }
}

/// A skill's use as the log and the chain area say it: "who uses Skill (P1+P4)", or "answers
/// with" for a passive skill's use.
pub fn use_words(who: &str, skill: &str, answering: bool, panels: &[usize]) -> String {
    let places: Vec<String> = panels.iter().map(|i| format!("P{}", i + 1)).collect();
    let how = if answering { "answers with" } else { "uses" };
    format!("{who} {how} {skill} ({})", places.join("+"))
}

impl Panel {
    /// The attribute's first two letters (a panel's label).
    pub fn short(self) -> &'static str {
        match self {
            Panel::Fire => "Fi",
            Panel::Water => "Wa",
            Panel::Sword => "Sw",
            Panel::Wind => "Wi",
            Panel::Earth => "Ea",
            Panel::Moon => "Mo",
            Panel::Shadow => "Sh",
        }
    }
}

/// A skill's line in words, in the language spoken.
pub fn line_words(line: &SkillLine) -> String {
    match line {
        SkillLine::Attack(n) => tf("attack for {0}", &[n]),
        SkillLine::Heal(n) => tf("heal {0} HP", &[n]),
        SkillLine::Reduce(n) => tf("reduce that attack by {0}", &[n]),
        SkillLine::Counterattack(n) => tf("counterattack for {0}", &[n]),
        SkillLine::Give {
            status,
            to,
            side,
            skills,
            chance: (hit, of),
        } => {
            let mine = *side == Side::Myself;
            let what = match (to, skills) {
                (StatusHolder::Character, _) if mine => t("yourself").to_string(),
                (StatusHolder::Character, _) => t("the opponent").to_string(),
                (StatusHolder::Skill, SkillFilter::SwordSkill) if mine => {
                    t("your own sword skill").to_string()
                }
                (StatusHolder::Skill, SkillFilter::SwordSkill) => {
                    t("the opponent's sword skill").to_string()
                }
                (StatusHolder::Skill, SkillFilter::Magic) if mine => t("your own magic").into(),
                (StatusHolder::Skill, SkillFilter::Magic) => t("the opponent's magic").into(),
                (StatusHolder::Skill, SkillFilter::Any) if mine => t("your own skill").into(),
                (StatusHolder::Skill, SkillFilter::Any) => t("the opponent's skill").into(),
                (StatusHolder::Panel, _) if mine => t("your own panel").into(),
                (StatusHolder::Panel, _) => t("the opponent's panel").into(),
                (StatusHolder::Plan, _) if mine => t("your own plan").into(),
                (StatusHolder::Plan, _) => t("the opponent's plan").into(),
            };
            if hit >= of {
                tf("give {0} to {1}", &[&status.name(), &what])
            } else {
                tf(
                    "give {0} to {1} ({2} in {3})",
                    &[&status.name(), &what, hit, of],
                )
            }
        }
    }
}

/// A condition in words, in the language spoken.
pub fn fact_words(fact: &Fact, skill: &dyn Fn(&str) -> String) -> String {
    match fact {
        Fact::HpAtMost(n) => tf("my HP ≤ {0}", &[n]),
        Fact::HpAtLeast(n) => tf("my HP ≥ {0}", &[n]),
        Fact::HpIsMax => t("my HP is full").into(),
        Fact::FoeHpAtMost(n) => tf("foe's HP ≤ {0}", &[n]),
        Fact::First => t("I am first").into(),
        Fact::Second => t("I am second").into(),
        Fact::TurnAtLeast(n) => tf("turn ≥ {0}", &[n]),
        Fact::FoeHolds(id) => tf("foe holds {0}", &[&skill(id)]),
        Fact::FoeHas(s) => tf("foe has {0}", &[&s.name()]),
        Fact::IHave(s) => tf("I have {0}", &[&s.name()]),
        Fact::TurnIs(n) => tf("turn = {0}", &[n]),
        Fact::DieWas { turn, nth, value } => {
            tf("die {0} of turn {1} showed {2}", &[nth, turn, value])
        }
        Fact::SkillHas(id, s) => tf("my {0} has {1}", &[&skill(id), &s.name()]),
        Fact::FoeSkillHas(id, s) => tf("foe's {0} has {1}", &[&skill(id), &s.name()]),
        Fact::PanelHas(n, s) => tf("my panel {0} has {1}", &[n, &s.name()]),
        Fact::PanelIs(n, p) => tf("my panel {0} is {1}", &[n, &t(p.name())]),
        Fact::PanelUsed(n) => tf("my panel {0} is used", &[n]),
        Fact::Not(inner) => tf("not ({0})", &[&fact_words(inner, skill)]),
    }
}

/// An instruction in words, in the language spoken.
pub fn order_words(order: &Order, skill: &dyn Fn(&str) -> String) -> String {
    match order {
        Order::DontUse(id) => tf("do not use {0}", &[&skill(id)]),
        Order::Prioritize(id, place) => match place {
            Place::Top => tf("move {0} to the top", &[&skill(id)]),
            Place::Bottom => tf("move {0} to the bottom", &[&skill(id)]),
            Place::Before(o) => tf("move {0} before {1}", &[&skill(id), &skill(o)]),
            Place::After(o) => tf("move {0} after {1}", &[&skill(id), &skill(o)]),
        },
        Order::Aim(id, aim) => {
            let at = match aim {
                Aim::PanelOf(p) => tf("a {0} panel", &[&t(p.name())]),
                Aim::MostNumerousPanel => t("a panel of the most numerous kind").into(),
                Aim::UnusedPanel => t("an unused panel").into(),
                Aim::SkillWithout(s) => tf("a skill without {0}", &[&s.name()]),
                Aim::Skill(t) => skill(t),
            };
            tf("{0} aims at {1}", &[&skill(id), &at])
        }
        Order::SwitchPattern(p) => tf("switch to pattern {0}", &[&pattern_letter(usize::from(*p))]),
        Order::Maintain(id) => tf("maintain {0}", &[&skill(id)]),
        Order::YieldInitiative => t("give up first place").into(),
        Order::Stack(id, n) => tf("stack {0} ×{1}", &[&skill(id), n]),
        Order::PayWith(pick) => match pick {
            PanelPick::At(n) => tf("pay with panel {0} first", &[n]),
            PanelPick::Carrying(s) => tf("pay with {0} panels first", &[&s.name()]),
            PanelPick::Clean => t("pay with clean panels first").into(),
        },
    }
}

/// A whole plan in words, in the language spoken: "if A and B (and C or D): instruction".
pub fn plan_words(plan: &ArenaPlan, skill: &dyn Fn(&str) -> String) -> String {
    let joined = |facts: &[Fact], how: &'static str| {
        facts
            .iter()
            .map(|f| fact_words(f, skill))
            .reduce(|a, b| tf(how, &[&a, &b]))
            .unwrap_or_default()
    };
    let mut cond = joined(&plan.when.all, "{0} and {1}");
    if !plan.when.any.is_empty() {
        let or = joined(&plan.when.any, "{0} or {1}");
        cond = if cond.is_empty() {
            or
        } else {
            tf("{0} and ({1})", &[&cond, &or])
        };
    }
    let then = order_words(&plan.then, skill);
    if cond.is_empty() {
        tf("always: {0}", &[&then])
    } else {
        tf("if {0}: {1}", &[&cond, &then])
    }
}
