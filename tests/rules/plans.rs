//! The Duel's plans (docs/RULES.md, "Plans (how the computer plays)"): seed 000 has no computer
//! player, so its choices (ゲームの流れ: the normal position move; 対象の選択: a card's target;
//! the line a card names) are answered for computer sides by the game's own plans. These tests
//! check the order plans are read in, the fall-through, and the defaults.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::LineName;
use vortex_tactics::rules::core::cards::ask::{
    Choice, MoveChoice, Request, move_options, plans_choose,
};
use vortex_tactics::rules::core::fighter::InitiativeRank;

fn target(candidates: &[Entity]) -> Request {
    Request::Target {
        label: "test".into(),
        candidates: candidates.to_vec(),
    }
}

fn move_request(app: &App, who: Entity) -> Request {
    Request::Move {
        who,
        options: move_options(app.world(), who),
    }
}

#[test]
fn without_plans_a_fighter_holds_and_aims_at_the_nearest_weakest_enemy_or_most_hurt_ally() {
    // docs/RULES.md, Plans: no plan → hold position; the nearest enemy (ties: lowest HP, then
    // initiative); for ally cards the most hurt ally.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("gamma", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let [a, g, d, b] = ["Alpha", "Gamma", "Delta", "Beta"].map(|n| fighter(&mut app, n));
    for (e, rank) in [(a, 0), (g, 1), (d, 2), (b, 3)] {
        app.world_mut().entity_mut(e).insert(InitiativeRank(rank));
    }
    let req = move_request(&app, a);
    assert_eq!(
        plans_choose(app.world_mut(), a, &req),
        Choice::Move(MoveChoice::Hold)
    );
    // Delta and Beta stand at the same distance: the lower HP is chosen, whichever is listed
    // first.
    hit(&mut app, a, b, "ReduceHp(\"5\")");
    for order in [[d, b], [b, d]] {
        assert_eq!(
            plans_choose(app.world_mut(), a, &target(&order)),
            Choice::Target(b)
        );
    }
    // Equal distance and HP: the one earlier in the initiative order.
    hit(&mut app, a, d, "ReduceHp(\"5\")");
    assert_eq!(
        plans_choose(app.world_mut(), a, &target(&[b, d])),
        Choice::Target(d)
    );
    app.world_mut().entity_mut(d).insert(InitiativeRank(4));
    assert_eq!(
        plans_choose(app.world_mut(), a, &target(&[d, b])),
        Choice::Target(b)
    );
    // An ally card: the ally missing the most HP (Gamma, hurt by 4, over Alpha, hurt by 1).
    hit(&mut app, d, a, "ReduceHp(\"1\")");
    hit(&mut app, d, g, "ReduceHp(\"4\")");
    assert_eq!(
        plans_choose(app.world_mut(), a, &target(&[a, g])),
        Choice::Target(g)
    );
}

#[test]
fn without_plans_the_nearest_enemy_beats_the_weakest_and_the_most_hurt_ally_beats_the_weakest() {
    // docs/RULES.md, Plans: distance decides before HP — Beta on the back line, nearly down, is
    // passed over for Delta on the front line; for ally cards the ally missing the most HP, not
    // the one with the least (Alpha 16/20 over Runt 9/10).
    let mut c = fixture(&[]);
    add(
        &mut c.characters,
        "t_runt",
        "(name: \"Runt\", hp: 10, ap: 10, deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])",
    );
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("t_runt", "Front")],
        &[("delta", "Front"), ("gamma", "Middle"), ("beta", "Back")],
    );
    let [a, r, d, b] = ["Alpha", "Runt", "Delta", "Beta"].map(|n| fighter(&mut app, n));
    hit(&mut app, a, b, "ReduceHp(\"18\")");
    for order in [[d, b], [b, d]] {
        assert_eq!(
            plans_choose(app.world_mut(), a, &target(&order)),
            Choice::Target(d)
        );
    }
    hit(&mut app, d, a, "ReduceHp(\"4\")");
    hit(&mut app, d, r, "ReduceHp(\"1\")");
    assert_eq!((hp(&app, a), hp(&app, r)), (16, 9));
    for order in [[a, r], [r, a]] {
        assert_eq!(
            plans_choose(app.world_mut(), r, &target(&order)),
            Choice::Target(a)
        );
    }
}

#[test]
fn without_plans_a_line_choice_takes_the_fullest_line() {
    // docs/RULES.md, Plans: for a line, the line with the most fighters (ties: the frontmost).
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Middle"), ("gamma", "Middle")],
    );
    let a = fighter(&mut app, "Alpha");
    let req = Request::Line {
        label: "test".into(),
        options: vec![
            (1, LineName::Front),
            (1, LineName::Middle),
            (0, LineName::Front),
        ],
    };
    assert_eq!(
        plans_choose(app.world_mut(), a, &req),
        Choice::Line(1, LineName::Middle)
    );
}

#[test]
fn the_first_plan_whose_conditions_hold_and_whose_instruction_fits_is_followed() {
    // docs/RULES.md, Plans: plans are read in order; a plan whose conditions do not all hold is
    // passed over, and so is one whose instruction cannot be followed (Advance on the front
    // line); the first that is left decides.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let [a, d, b] = ["Alpha", "Delta", "Beta"].map(|n| fighter(&mut app, n));
    hit(&mut app, a, b, "ReduceHp(\"5\")");
    give_plans(
        &mut app,
        a,
        "[(when: (all: [HpAtMost(5)]), then: Hold), (when: (all: [OnLine(Front)]), then: Advance), (then: Retreat), (then: Hold)]",
    );
    let req = move_request(&app, a);
    assert_eq!(
        plans_choose(app.world_mut(), a, &req),
        Choice::Move(MoveChoice::Retreat),
        "HP 20 is not at most 5; Advance does not fit the front line; Retreat is next"
    );
    // All conditions must hold: on the front line but not hurt enough.
    give_plans(
        &mut app,
        a,
        "[(when: (all: [OnLine(Front), HpAtMost(19)]), then: Retreat)]",
    );
    assert_eq!(
        plans_choose(app.world_mut(), a, &req),
        Choice::Move(MoveChoice::Hold)
    );
    hit(&mut app, d, a, "ReduceHp(\"1\")");
    assert_eq!(
        plans_choose(app.world_mut(), a, &req),
        Choice::Move(MoveChoice::Retreat)
    );
    // Target plans: the earlier plan wins over a later one, and a move plan never answers a
    // target question.
    give_plans(
        &mut app,
        a,
        "[(then: Retreat), (then: TargetStrongest), (then: TargetWeakest)]",
    );
    assert_eq!(
        plans_choose(app.world_mut(), a, &target(&[b, d])),
        Choice::Target(d)
    );
    give_plans(
        &mut app,
        a,
        "[(then: TargetWeakest), (then: TargetStrongest)]",
    );
    assert_eq!(
        plans_choose(app.world_mut(), a, &target(&[d, b])),
        Choice::Target(b)
    );
}
