//! A Duel or Skirmish fighter's plans in words, in the language spoken, for the look-over ("when HP 40% or less: retreat
//! a line / withdraw").

use super::{Condition, FighterPlan, Instruction, When};
use crate::data::LineName;
use crate::data::lang::{t, tf};

/// A line's name in a plan's words ("front" alone is a button's word elsewhere).
fn line(l: LineName, front: &'static str, middle: &'static str, back: &'static str) -> String {
    t(match l {
        LineName::Front => front,
        LineName::Middle => middle,
        LineName::Back => back,
    })
    .to_string()
}

/// One condition in words, in the language spoken.
pub fn condition(c: &Condition) -> String {
    let pattern = |n: &u8| crate::data::arena::contender::pattern_letter(usize::from(*n));
    match c {
        Condition::HpAtMost(n) => tf("HP {0} or less", &[n]),
        Condition::HpAtLeast(n) => tf("HP {0} or more", &[n]),
        Condition::HpPercentAtMost(p) => tf("HP {0}% or less", &[p]),
        Condition::OnLine(l) => line(
            *l,
            "on the front line",
            "on the middle line",
            "on the back line",
        ),
        Condition::EnemyWithin(d) => tf("a foe within {0}", &[d]),
        Condition::NoEnemyWithin(d) => tf("no foe within {0}", &[d]),
        Condition::FoeHpAtMost(n) => tf("a foe at {0} HP or less", &[n]),
        Condition::AlliesAtMost(n) => tf("{0} or fewer allies standing", &[n]),
        Condition::FoesAtMost(n) => tf("{0} or fewer foes standing", &[n]),
        Condition::RoundAtLeast(r) => tf("round {0} or later", &[r]),
        Condition::OnZone(n) => tf("on zone {0}", &[n]),
        Condition::ZoneHeld(n) => tf("zone {0} held", &[n]),
        Condition::ZoneLost(n) => tf("zone {0} lost", &[n]),
        Condition::LifeAtMost(n) => tf("{0} or fewer life cards", &[n]),
        Condition::FoeLifeAtMost(n) => tf("the foe at {0} or fewer life cards", &[n]),
        Condition::PatternIs(n) => tf("pattern {0} in use", &[&pattern(n)]),
        Condition::Readied(id) => tf("{0} readied", &[&crate::data::lang::shown(id)]),
    }
}

/// One instruction in words, in the language spoken.
pub fn instruction(i: &Instruction) -> String {
    let pattern = |n: &u8| crate::data::arena::contender::pattern_letter(usize::from(*n));
    match i {
        Instruction::Advance => t("advance a line / close in").into(),
        Instruction::Retreat => t("retreat a line / withdraw").into(),
        Instruction::Hold => t("hold").into(),
        Instruction::TargetWeakest => t("aim at the lowest HP").into(),
        Instruction::TargetStrongest => t("aim at the highest HP").into(),
        Instruction::TargetNearest => t("aim at the nearest").into(),
        Instruction::TargetFirstToAct => t("aim at the first to act").into(),
        Instruction::TargetMostHurtAlly => t("aid the most hurt ally").into(),
        Instruction::CrowdedLine => t("strike the fullest line").into(),
        Instruction::WeakestLine => t("strike the weakest line").into(),
        Instruction::PlaceServant(l) => line(
            *l,
            "place servants on the front line",
            "place servants on the middle line",
            "place servants on the back line",
        ),
        Instruction::RevealExtra => t("reveal extra cards").into(),
        Instruction::KeepExtraHidden => t("keep extra cards hidden").into(),
        Instruction::Close => t("close in").into(),
        Instruction::Shoot => t("shoot from high ground").into(),
        Instruction::Withdraw => t("withdraw").into(),
        Instruction::Defend => t("dodge or guard").into(),
        Instruction::Endure => t("take hits, keep the cards").into(),
        Instruction::Protect => t("protect an ally about to fall").into(),
        Instruction::DontProtect => t("never protect").into(),
        Instruction::SwitchPattern(n) => tf("use pattern {0}", &[&pattern(n)]),
        Instruction::DontUse(id) => tf("do not play {0}", &[&crate::data::lang::shown(id)]),
        Instruction::PayWith(pick) => tf("pay with {0} panels first", &[&format!("{pick:?}")]),
        Instruction::Seize(0) => t("make for a zone not held").into(),
        Instruction::Seize(n) => tf("make for zone {0}", &[n]),
    }
}

/// Conditions in words, in the language spoken ("HP 5 or less and (round 6 or later or a foe
/// within 1)").
pub fn conditions(when: &When<Condition>) -> String {
    let joined = |list: &[Condition], how: &'static str| {
        list.iter().map(condition).reduce(|a, b| tf(how, &[&a, &b]))
    };
    let any = match (
        joined(&when.any, "{0} or {1}"),
        when.any.len(),
        when.all.is_empty(),
    ) {
        (Some(any), n, false) if n > 1 => Some(tf("({0})", &[&any])),
        (any, _, _) => any,
    };
    let all = joined(&when.all, "{0} and {1}");
    match (all, any) {
        (Some(a), Some(b)) => tf("{0} and {1}", &[&a, &b]),
        (a, b) => a.or(b).unwrap_or_default(),
    }
}

/// A plan in words, in the language spoken: "when …: …", or just the instruction when it always
/// applies.
pub fn plan(p: &FighterPlan) -> String {
    if p.when.is_empty() {
        instruction(&p.then)
    } else {
        tf(
            "when {0}: {1}",
            &[&conditions(&p.when), &instruction(&p.then)],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::level::LineName;

    #[test]
    fn a_plan_reads_as_its_conditions_then_its_instruction() {
        let p = FighterPlan {
            when: When {
                all: vec![Condition::HpPercentAtMost(40)],
                any: vec![Condition::OnLine(LineName::Front), Condition::FoesAtMost(1)],
            },
            then: Instruction::Retreat,
        };
        assert_eq!(
            plan(&p),
            "when HP 40% or less and (on the front line or 1 or fewer foes standing): \
             retreat a line / withdraw"
        );
        assert_eq!(plan(&FighterPlan::always(Instruction::Hold)), "hold");
    }
}
