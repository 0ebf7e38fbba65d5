//! The Arena's content in plain words, for the screens: a skill's line, a plan's condition and
//! instruction, a status. Skills are named through a lookup, so a plan reads "do not use Still
//! Water", not its file name.

use super::contender::pattern_letter;
use super::plan::{Aim, ArenaPlan, Fact, Order, PanelPick, Place};
use super::skill::{ArenaStatus, Panel, Side, SkillFilter, SkillLine, StatusHolder};

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

/// A skill's panel cost in words: "Fire + Water (one unused panel of each, in the pattern in
/// use)", or "no panel".
pub fn cost_words(cost: &[Panel]) -> String {
    if cost.is_empty() {
        return "no panel".into();
    }
    let names: Vec<&str> = cost.iter().map(|p| p.name()).collect();
    format!(
        "{} (one unused panel of each, in the pattern in use)",
        names.join(" + ")
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

/// A skill's line in words.
pub fn line_words(line: &SkillLine) -> String {
    match line {
        SkillLine::Attack(n) => format!("attack for {n}"),
        SkillLine::Heal(n) => format!("heal {n} HP"),
        SkillLine::Reduce(n) => format!("reduce that attack by {n}"),
        SkillLine::Counterattack(n) => format!("counterattack for {n}"),
        SkillLine::Give {
            status,
            to,
            side,
            skills,
            chance: (hit, of),
        } => {
            let whose = match side {
                Side::Opponent => "the opponent's",
                Side::Myself => "your own",
            };
            let what = match (to, skills) {
                (StatusHolder::Character, _) => match side {
                    Side::Opponent => "the opponent".to_string(),
                    Side::Myself => "yourself".to_string(),
                },
                (StatusHolder::Skill, SkillFilter::SwordSkill) => format!("{whose} sword skill"),
                (StatusHolder::Skill, SkillFilter::Magic) => format!("{whose} magic"),
                (StatusHolder::Skill, SkillFilter::Any) => format!("{whose} skill"),
                (StatusHolder::Panel, _) => format!("{whose} panel"),
                (StatusHolder::Plan, _) => format!("{whose} plan"),
            };
            let odds = if hit >= of {
                String::new()
            } else {
                format!(" ({hit} in {of})")
            };
            format!("give {} to {what}{odds}", status.name())
        }
    }
}

/// A condition in words.
pub fn fact_words(fact: &Fact, skill: &dyn Fn(&str) -> String) -> String {
    match fact {
        Fact::HpAtMost(n) => format!("my HP ≤ {n}"),
        Fact::HpAtLeast(n) => format!("my HP ≥ {n}"),
        Fact::HpIsMax => "my HP is full".into(),
        Fact::FoeHpAtMost(n) => format!("foe's HP ≤ {n}"),
        Fact::First => "I am first".into(),
        Fact::Second => "I am second".into(),
        Fact::TurnAtLeast(n) => format!("turn ≥ {n}"),
        Fact::FoeHolds(id) => format!("foe holds {}", skill(id)),
        Fact::FoeHas(s) => format!("foe has {}", s.name()),
        Fact::IHave(s) => format!("I have {}", s.name()),
        Fact::TurnIs(n) => format!("turn = {n}"),
        Fact::DieWas { turn, nth, value } => {
            format!("die {nth} of turn {turn} showed {value}")
        }
        Fact::SkillHas(id, s) => format!("my {} has {}", skill(id), s.name()),
        Fact::FoeSkillHas(id, s) => format!("foe's {} has {}", skill(id), s.name()),
        Fact::PanelHas(n, s) => format!("my panel {n} has {}", s.name()),
        Fact::PanelIs(n, p) => format!("my panel {n} is {}", p.name()),
        Fact::PanelUsed(n) => format!("my panel {n} is used"),
        Fact::Not(inner) => format!("not ({})", fact_words(inner, skill)),
    }
}

/// An instruction in words.
pub fn order_words(order: &Order, skill: &dyn Fn(&str) -> String) -> String {
    match order {
        Order::DontUse(id) => format!("do not use {}", skill(id)),
        Order::Prioritize(id, place) => {
            let to = match place {
                Place::Top => "to the top".to_string(),
                Place::Bottom => "to the bottom".to_string(),
                Place::Before(o) => format!("before {}", skill(o)),
                Place::After(o) => format!("after {}", skill(o)),
            };
            format!("move {} {to}", skill(id))
        }
        Order::Aim(id, aim) => {
            let at = match aim {
                Aim::PanelOf(p) => format!("a {} panel", p.name()),
                Aim::MostNumerousPanel => "a panel of the most numerous kind".into(),
                Aim::UnusedPanel => "an unused panel".into(),
                Aim::SkillWithout(s) => format!("a skill without {}", s.name()),
                Aim::Skill(t) => skill(t),
            };
            format!("{} aims at {at}", skill(id))
        }
        Order::SwitchPattern(p) => format!("switch to pattern {}", pattern_letter(usize::from(*p))),
        Order::Maintain(id) => format!("maintain {}", skill(id)),
        Order::YieldInitiative => "give up first place".into(),
        Order::Stack(id, n) => format!("stack {} ×{n}", skill(id)),
        Order::PayWith(pick) => match pick {
            PanelPick::At(n) => format!("pay with panel {n} first"),
            PanelPick::Carrying(s) => format!("pay with {} panels first", s.name()),
            PanelPick::Clean => "pay with clean panels first".into(),
        },
    }
}

/// A whole plan in words: "if A and B (and C or D): instruction".
pub fn plan_words(plan: &ArenaPlan, skill: &dyn Fn(&str) -> String) -> String {
    let all: Vec<String> = plan.when.all.iter().map(|f| fact_words(f, skill)).collect();
    let any: Vec<String> = plan.when.any.iter().map(|f| fact_words(f, skill)).collect();
    let mut cond = all.join(" and ");
    if !any.is_empty() {
        let or = any.join(" or ");
        cond = if cond.is_empty() {
            or
        } else {
            format!("{cond} and ({or})")
        };
    }
    let then = order_words(&plan.then, skill);
    if cond.is_empty() {
        format!("always: {then}")
    } else {
        format!("if {cond}: {then}")
    }
}
