//! What parsing cannot check in the Arena's content: chances, what a status may go to, the
//! creation rules of seed 001 (2.キャラクターの作成) and the ids a contender and its plans name.

use super::plan::Order;
use super::{Contender, SkillCard, SkillLine, StatusHolder};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The skills by id.
pub type Skills = BTreeMap<String, Arc<SkillCard>>;

/// Checks one skill; `bad(field, occurrence, message)` reports.
pub fn skill(s: &SkillCard, bad: &mut impl FnMut(&str, usize, String)) {
    if s.cost.is_empty() {
        bad(
            "cost",
            0,
            "a skill is used by paying panels (2.キャラクターの作成, 神経反射): its cost needs at \
             least one"
                .into(),
        );
    }
    match (s.passive, s.trigger) {
        (true, None) => bad(
            "trigger",
            0,
            "a passive skill (受動) is used only when its trigger is met: name its trigger".into(),
        ),
        (false, Some(_)) => bad(
            "trigger",
            0,
            "only a passive skill (受動) has a trigger: add `passive: true` or remove it".into(),
        ),
        _ => {}
    }
    if !s.maintained && !s.while_maintained.is_empty() {
        bad(
            "while_maintained",
            0,
            "only a maintained skill (維持) has effects while maintained: add `maintained: true`"
                .into(),
        );
    }
    for (i, line) in s.lines.iter().enumerate() {
        if matches!(line, SkillLine::Reduce(_)) && s.trigger != Some(super::Trigger::Attacked) {
            bad(
                &format!("lines[{i}]"),
                0,
                "a reduction answers an attack: only a passive skill triggered by `Attacked` \
                 reduces"
                    .into(),
            );
        }
        if let SkillLine::Give {
            status,
            to,
            chance: (hit, of),
            ..
        } = line
        {
            if *hit == 0 || hit > of {
                bad(
                    &format!("lines[{i}]"),
                    0,
                    format!("a chance is (in, out of) with 1 ≤ in ≤ out of, not ({hit}, {of})"),
                );
            }
            if !status.holders().contains(to) {
                bad(
                    &format!("lines[{i}]"),
                    0,
                    format!(
                        "{status:?} is never given to a {}: it goes on {}",
                        holder(*to),
                        status
                            .holders()
                            .iter()
                            .map(|h| holder(*h))
                            .collect::<Vec<_>>()
                            .join(" or ")
                    ),
                );
            }
        }
    }
}

fn holder(h: StatusHolder) -> &'static str {
    match h {
        StatusHolder::Character => "character",
        StatusHolder::Skill => "skill",
        StatusHolder::Panel => "panel",
        StatusHolder::Plan => "plan",
    }
}

/// What is wrong with a condition's numbers: a panel outside the pattern, a turn, die or value
/// of 0.
fn fact_problem(f: &super::Fact, panels: usize) -> Option<String> {
    use super::Fact;
    match f {
        Fact::PanelHas(n, _) | Fact::PanelIs(n, _) | Fact::PanelUsed(n)
            if *n == 0 || usize::from(*n) > panels =>
        {
            Some(format!(
                "it names panel {n}; a pattern has panels 1 to {panels}"
            ))
        }
        Fact::TurnIs(0) => Some("turns count from 1".into()),
        Fact::DieWas { turn, nth, value } if *turn == 0 || *nth == 0 || *value == 0 => {
            Some("a die's turn, place and value count from 1".into())
        }
        _ => None,
    }
}

/// Checks one contender against the creation rules and the ids it names.
pub fn contender(skills: &Skills, who: &Contender, bad: &mut impl FnMut(&str, usize, String)) {
    for (field, message) in who.creation_problems() {
        bad(&field, 0, message);
    }
    for (i, id) in who.skills.iter().enumerate() {
        if !skills.contains_key(id) {
            bad(
                &format!("skills[{i}]"),
                0,
                format!("there is no skill `{id}`"),
            );
        }
    }
    for (i, plan) in who.plans.iter().enumerate() {
        // The opponent's skills may be named where a plan looks at them (「相手が~を構えて
        // いる」) or aims a status at one: any skill there is; elsewhere only the contender's own.
        let facts: Vec<&super::Fact> = plan.when.facts().map(super::Fact::unnegated).collect();
        let foe_holds: Vec<&str> = facts
            .iter()
            .filter_map(|f| match f {
                super::Fact::FoeHolds(s) | super::Fact::FoeSkillHas(s, _) => Some(s.as_str()),
                _ => None,
            })
            .collect();
        for f in &facts {
            if let Some(message) = fact_problem(f, who.stats.panels_per_pattern()) {
                bad(
                    &format!("plans[{i}]"),
                    0,
                    format!("plan {}: {message}", i + 1),
                );
            }
        }

        for id in plan.skills_named() {
            let known = if foe_holds.contains(&id) {
                skills.contains_key(id)
            } else {
                who.skills.iter().any(|s| s == id)
            };
            if !known {
                bad(
                    &format!("plans[{i}]"),
                    0,
                    format!(
                        "plan {} names `{id}`, which is not {}",
                        i + 1,
                        if foe_holds.contains(&id) {
                            "a skill"
                        } else {
                            "one of this contender's skills"
                        }
                    ),
                );
            }
        }
        if let Some(t) = plan.aimed_at()
            && !skills.contains_key(t)
        {
            bad(
                &format!("plans[{i}]"),
                0,
                format!("plan {} aims at `{t}`, which is not a skill", i + 1),
            );
        }
        if let Order::PayWith(super::PanelPick::At(n)) = plan.then
            && (n == 0 || usize::from(n) > who.stats.panels_per_pattern())
        {
            bad(
                &format!("plans[{i}]"),
                0,
                format!(
                    "plan {} names panel {n}; a pattern has panels 1 to {}",
                    i + 1,
                    who.stats.panels_per_pattern()
                ),
            );
        }
        if let Order::SwitchPattern(p) = plan.then
            && usize::from(p) >= who.patterns.len()
        {
            bad(
                &format!("plans[{i}]"),
                0,
                format!(
                    "plan {} switches to pattern {}, which this contender does not have",
                    i + 1,
                    super::contender::pattern_letter(usize::from(p))
                ),
            );
        }
    }
}
