//! A Duel or Skirmish fighter's plans in words, for the look-over ("when HP 40% or less: retreat
//! a line / withdraw").

use super::{Condition, FighterPlan, Instruction, When};

/// One condition in words.
pub fn condition(c: &Condition) -> String {
    match c {
        Condition::HpAtMost(n) => format!("HP {n} or less"),
        Condition::HpAtLeast(n) => format!("HP {n} or more"),
        Condition::HpPercentAtMost(p) => format!("HP {p}% or less"),
        Condition::OnLine(l) => format!("on the {} line", l.label()),
        Condition::EnemyWithin(d) => format!("a foe within {d}"),
        Condition::NoEnemyWithin(d) => format!("no foe within {d}"),
        Condition::FoeHpAtMost(n) => format!("a foe at {n} HP or less"),
        Condition::AlliesAtMost(n) => format!("{n} or fewer allies standing"),
        Condition::FoesAtMost(n) => format!("{n} or fewer foes standing"),
        Condition::RoundAtLeast(r) => format!("round {r} or later"),
        Condition::OnZone(n) => format!("on zone {n}"),
        Condition::ZoneHeld(n) => format!("zone {n} held"),
        Condition::ZoneLost(n) => format!("zone {n} lost"),
        Condition::LifeAtMost(n) => format!("{n} or fewer life cards"),
        Condition::FoeLifeAtMost(n) => format!("the foe at {n} or fewer life cards"),
        Condition::PatternIs(n) => format!(
            "pattern {} in use",
            crate::data::arena::contender::pattern_letter(usize::from(*n))
        ),
        Condition::Readied(id) => format!("{id} readied"),
    }
}

/// One instruction in words.
pub fn instruction(i: &Instruction) -> String {
    match i {
        Instruction::Advance => "advance a line / close in".into(),
        Instruction::Retreat => "retreat a line / withdraw".into(),
        Instruction::Hold => "hold".into(),
        Instruction::TargetWeakest => "aim at the lowest HP".into(),
        Instruction::TargetStrongest => "aim at the highest HP".into(),
        Instruction::TargetNearest => "aim at the nearest".into(),
        Instruction::TargetFirstToAct => "aim at the first to act".into(),
        Instruction::TargetMostHurtAlly => "aid the most hurt ally".into(),
        Instruction::CrowdedLine => "strike the fullest line".into(),
        Instruction::WeakestLine => "strike the weakest line".into(),
        Instruction::PlaceServant(l) => format!("place servants on the {} line", l.label()),
        Instruction::RevealExtra => "reveal extra cards".into(),
        Instruction::KeepExtraHidden => "keep extra cards hidden".into(),
        Instruction::Close => "close in".into(),
        Instruction::Shoot => "shoot from high ground".into(),
        Instruction::Withdraw => "withdraw".into(),
        Instruction::Defend => "dodge or guard".into(),
        Instruction::Endure => "take hits, keep the cards".into(),
        Instruction::Protect => "protect an ally about to fall".into(),
        Instruction::DontProtect => "never protect".into(),
        Instruction::SwitchPattern(n) => format!(
            "use pattern {}",
            crate::data::arena::contender::pattern_letter(usize::from(*n))
        ),
        Instruction::DontUse(id) => format!("do not play {id}"),
        Instruction::PayWith(pick) => format!("pay with {pick:?} panels first"),
        Instruction::Seize(0) => "make for a zone not held".into(),
        Instruction::Seize(n) => format!("make for zone {n}"),
    }
}

/// Conditions in words ("HP 5 or less and (round 6 or later or a foe within 1)").
pub fn conditions(when: &When<Condition>) -> String {
    let all: Vec<String> = when.all.iter().map(condition).collect();
    let any: Vec<String> = when.any.iter().map(condition).collect();
    let any = match any.len() {
        0 => None,
        1 => any.into_iter().next(),
        _ if all.is_empty() => Some(any.join(" or ")),
        _ => Some(format!("({})", any.join(" or "))),
    };
    all.into_iter().chain(any).collect::<Vec<_>>().join(" and ")
}

/// A plan in words: "when …: …", or just the instruction when it always applies.
pub fn plan(p: &FighterPlan) -> String {
    if p.when.is_empty() {
        instruction(&p.then)
    } else {
        format!("when {}: {}", conditions(&p.when), instruction(&p.then))
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
