//! Seed 001, 3.プランについて: the conditions a plan may test, as the seed's own text and examples
//! give them — an exact turn, dice rolled earlier in this match (「このマッチの4ターン目の先攻決定
//! の最初のダイスの目が3だったら」), whether a skill carries a status (「スキルにBindがあるか」), a
//! panel's status, attribute and state — and a condition turned round (negation); AND with OR.

use crate::arena_walkthrough::bout;
use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::data::arena::ArenaStatus;
use vortex_tactics::rules::Battle;
use vortex_tactics::rules::arena::bout::PinnedRolls;
use vortex_tactics::rules::arena::initiative;
use vortex_tactics::rules::arena::plans::in_force;
use vortex_tactics::rules::arena::state::{Patterns, SkillList};

/// A contender `id` named `name` with Iron Cut, the pattern 火剣剣, and `plans` (each yielding
/// initiative: only which hold is asked).
fn with_plans(mut c: Catalog, id: &str, name: &str, facts: &[&str]) -> Catalog {
    let plans: Vec<String> = facts
        .iter()
        .map(|f| format!("(when: {f}, then: YieldInitiative)"))
        .collect();
    add(
        &mut c.contenders,
        id,
        &format!(
            "(name: \"{name}\", stats: (body: 6, reflex: 3, intellect: 3), skills: [\"iron_cut\"], patterns: [[Fire, Sword, Sword]], plans: [{}])",
            plans.join(", ")
        ),
    );
    c
}

/// The numbers (from 1) of `who`'s plans that hold now.
fn holding(app: &App, who: Entity) -> Vec<usize> {
    in_force(app.world(), who)
        .into_iter()
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn a_plan_may_test_the_exact_turn_earlier_dice_and_a_negation() {
    // 3.24: the turn number; 「このマッチの…ターン目の先攻決定の最初のダイスの目が3だったら」 (a
    // fact of this match, 3.23); a condition turned round.
    let c = with_plans(
        real_catalog(),
        "t_a",
        "Ash",
        &[
            "(all: [TurnIs(1)])",
            "(all: [Not(TurnIs(1))])",
            "(all: [DieWas(turn: 1, nth: 1, value: 3)])",
            "(all: [DieWas(turn: 1, nth: 2, value: 3)])",
            "(all: [TurnAtLeast(1)], any: [TurnIs(2), DieWas(turn: 1, nth: 2, value: 4)])",
        ],
    );
    let c = with_plans(c, "t_b", "Birch", &[]);
    let mut app = bout(c, "t_a", "t_b");
    let a = fighter(&mut app, "Ash");
    assert_eq!(app.world().resource::<Battle>().round, 1);
    assert_eq!(holding(&app, a), [1], "turn 1, no die rolled yet");
    app.world_mut().resource_mut::<PinnedRolls>().0 = [3, 4].into_iter().collect();
    initiative::roll_initiative(app.world_mut());
    assert_eq!(
        holding(&app, a),
        [1, 3, 5],
        "the first die showed 3, the second 4: AND with OR"
    );
    app.world_mut().resource_mut::<Battle>().round = 2;
    assert_eq!(
        holding(&app, a),
        [2, 3, 5],
        "turn 2: the dice of turn 1 are still facts of this match"
    );
}

#[test]
fn a_plan_may_test_a_skills_status_and_a_panels_status_attribute_and_state() {
    // 3.24: 「スキルにBindがあるか」, [R] statuses and the attributes and states of panels.
    let c = with_plans(
        real_catalog(),
        "t_a",
        "Ash",
        &[
            "(all: [SkillHas(\"iron_cut\", Bind)])",
            "(all: [FoeSkillHas(\"iron_cut\", Weaken)])",
            "(all: [PanelHas(2, Poison)])",
            "(all: [PanelIs(1, Fire), Not(PanelIs(2, Fire))])",
            "(all: [PanelUsed(3)])",
            "(all: [Not(PanelUsed(3))])",
        ],
    );
    let c = with_plans(c, "t_b", "Birch", &[]);
    let mut app = bout(c, "t_a", "t_b");
    let (a, b) = (fighter(&mut app, "Ash"), fighter(&mut app, "Birch"));
    assert_eq!(holding(&app, a), [4, 6]);
    app.world_mut().get_mut::<SkillList>(a).expect("skills").0[0]
        .statuses
        .push(ArenaStatus::Bind);
    app.world_mut().get_mut::<SkillList>(b).expect("skills").0[0]
        .statuses
        .push(ArenaStatus::Weaken);
    {
        let mut p = app.world_mut().get_mut::<Patterns>(a).expect("patterns");
        p.all[0].0[1].statuses.push(ArenaStatus::Poison);
        p.all[0].0[2].used = true;
    }
    assert_eq!(holding(&app, a), [1, 2, 3, 4, 5]);
}

#[test]
fn vortex_check_refuses_a_panel_outside_the_pattern_and_a_die_or_turn_of_0() {
    // 3.25: a plan that cannot be read is refused when it is entered.
    let c = with_plans(
        real_catalog(),
        "t_a",
        "Ash",
        &[
            "(all: [PanelIs(4, Fire)])",
            "(all: [Not(DieWas(turn: 0, nth: 1, value: 3))])",
            "(all: [TurnIs(0)])",
            "(all: [FoeSkillHas(\"no_such_skill\", Bind)])",
        ],
    );
    let mut problems = Vec::new();
    vortex_tactics::data::arena::check::contender(
        &c.skills,
        &c.contenders["t_a"],
        &mut |field, _, m| problems.push(format!("{field}: {m}")),
    );
    assert_eq!(
        problems,
        [
            "plans[0]: plan 1: it names panel 4; a pattern has panels 1 to 3",
            "plans[1]: plan 2: a die's turn, place and value count from 1",
            "plans[2]: plan 3: turns count from 1",
            "plans[3]: plan 4 names `no_such_skill`, which is not a skill",
        ]
    );
}
