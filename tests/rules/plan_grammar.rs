//! Plans as the one language of every computer-controlled fighter (seed 001, 3.プランについて;
//! docs/RULES.md, "Plans (how the computer plays)"): the Arena's, the Duel's and the Skirmish's
//! plans share one grammar — conditions joined by AND and OR, one instruction, earlier plans
//! first — and each preset adds its own conditions and instructions. The player may hand any of
//! their fighters to its plans and take it back.

use crate::harness::*;
use crate::skirmish_fixture::open_field;
use bevy::prelude::*;
use std::path::Path;
use vortex_tactics::data::LineName;
use vortex_tactics::data::arena::{ArenaPlan, Fact, Order};
use vortex_tactics::data::load::parse;
use vortex_tactics::data::plan::{Condition, FighterPlan, Instruction};
use vortex_tactics::rules::core::cards::ask::{Choice, MoveChoice, Request, plans_choose};
use vortex_tactics::rules::core::fighter::Hp;
use vortex_tactics::rules::skirmish::ask::{plans_defence, plans_protect};
use vortex_tactics::rules::skirmish::defence::Defence;
use vortex_tactics::rules::skirmish::protect::Blow;

#[test]
fn one_grammar_reads_every_presets_plans_and_refuses_the_old_list() {
    // 3.プランについて: 「~の場合、~する」 — AND/OR conditions and exactly one instruction.
    let text = "(when: (all: [HpAtMost(10)], any: [%A, %B]), then: %T)";
    let arena: ArenaPlan = parse(
        Path::new("a"),
        &text
            .replace("%A", "First")
            .replace("%B", "HpIsMax")
            .replace("%T", "SwitchPattern(1)"),
    )
    .expect("an Arena plan");
    assert_eq!(arena.when.all, vec![Fact::HpAtMost(10)]);
    assert_eq!(arena.when.any, vec![Fact::First, Fact::HpIsMax]);
    assert_eq!(arena.then, Order::SwitchPattern(1));
    let fighter: FighterPlan = parse(
        Path::new("f"),
        &text
            .replace("%A", "OnLine(Back)")
            .replace("%B", "FoesAtMost(1)")
            .replace("%T", "Retreat"),
    )
    .expect("a Duel or Skirmish plan");
    assert_eq!(fighter.when.all, vec![Condition::HpAtMost(10)]);
    assert_eq!(
        fighter.when.any,
        vec![Condition::OnLine(LineName::Back), Condition::FoesAtMost(1)]
    );
    assert_eq!(fighter.then, Instruction::Retreat);
    // One instruction, never two; a bare list of conditions is not the grammar; a plan cannot
    // name another plan (6.細則: プランの中で他のプランを参照することはできない).
    for (bad, field) in [
        ("(then: [Retreat, Hold])", "then"),
        ("(when: [HpAtMost(3)], then: Hold)", "when"),
        (
            "(when: (all: [PlanFollowed(1)]), then: Hold)",
            "PlanFollowed",
        ),
    ] {
        let e = parse::<FighterPlan>(Path::new("p.ron"), bad).expect_err(bad);
        assert!(e.line >= 1 && e.col > 1, "{e}");
        assert!(e.to_string().contains(field), "{bad}: {e}");
    }
}

#[test]
fn or_conditions_hold_when_any_holds_and_and_conditions_when_all_do() {
    // 3.プランについて: conditions joined by AND and OR; the first plan that holds is followed.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let [a, d] = ["Alpha", "Delta"].map(|n| fighter(&mut app, n));
    let req = Request::Move {
        who: a,
        options: &[MoveChoice::Retreat, MoveChoice::Hold],
    };
    give_plans(
        &mut app,
        a,
        "[(when: (all: [HpAtLeast(15)], any: [HpAtMost(16), FoeHpAtMost(12)]), then: Retreat)]",
    );
    let choose = |app: &mut App| plans_choose(app.world_mut(), a, &req);
    assert_eq!(
        choose(&mut app),
        Choice::Move(MoveChoice::Hold),
        "20 HP, foe 20"
    );
    hit(&mut app, a, d, "ReduceHp(\"8\")");
    assert_eq!(hp(&app, d), 12);
    assert_eq!(
        choose(&mut app),
        Choice::Move(MoveChoice::Retreat),
        "the foe's 12 HP"
    );
    hit(&mut app, d, a, "ReduceHp(\"6\")");
    assert_eq!(hp(&app, a), 14);
    assert_eq!(
        choose(&mut app),
        Choice::Move(MoveChoice::Hold),
        "the AND fact fails at 14 HP whatever the OR facts say"
    );
    give_plans(
        &mut app,
        a,
        "[(when: (all: [FoesAtMost(0)]), then: Retreat)]",
    );
    assert_eq!(
        choose(&mut app),
        Choice::Move(MoveChoice::Hold),
        "one foe stands"
    );
    give_plans(
        &mut app,
        a,
        "[(when: (all: [FoesAtMost(1)]), then: Retreat)]",
    );
    assert_eq!(choose(&mut app), Choice::Move(MoveChoice::Retreat));
}

#[test]
fn a_decision_reads_only_the_plans_on_its_topic_and_falls_back_to_the_standing_plans() {
    // docs/RULES.md, Plans: the Duel's choices (seed 000, エクストラカード 「発動させてもよい」;
    // 使役トークンのポジション; a card naming a line) each take the first plan on their topic.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Middle"), ("gamma", "Middle")],
    );
    let [a, d, b, g] = ["Alpha", "Delta", "Beta", "Gamma"].map(|n| fighter(&mut app, n));
    let reveal = Request::Reveal {
        owner: a,
        extra: "x".into(),
        card: "y".into(),
        by_ally: false,
    };
    assert_eq!(
        plans_choose(app.world_mut(), a, &reveal),
        Choice::Reveal(true)
    );
    give_plans(&mut app, a, "[(then: Retreat), (then: Hold)]");
    assert_eq!(
        plans_choose(app.world_mut(), a, &reveal),
        Choice::Reveal(true),
        "move plans do not answer: the standing plan reveals"
    );
    give_plans(
        &mut app,
        a,
        "[(then: Retreat), (when: (all: [HpAtMost(5)]), then: RevealExtra), (then: KeepExtraHidden)]",
    );
    assert_eq!(
        plans_choose(app.world_mut(), a, &reveal),
        Choice::Reveal(false),
        "the conditioned reveal fails; keep it hidden"
    );
    let servant = Request::ServantLine {
        token: "t".into(),
        card: "c".into(),
        options: vec![LineName::Front, LineName::Middle],
        named: LineName::Front,
    };
    assert_eq!(
        plans_choose(app.world_mut(), a, &servant),
        Choice::Line(0, LineName::Front)
    );
    give_plans(&mut app, a, "[(then: PlaceServant(Middle))]");
    assert_eq!(
        plans_choose(app.world_mut(), a, &servant),
        Choice::Line(0, LineName::Middle)
    );
    give_plans(
        &mut app,
        a,
        "[(then: PlaceServant(Back)), (then: PlaceServant(Middle))]",
    );
    assert_eq!(
        plans_choose(app.world_mut(), a, &servant),
        Choice::Line(0, LineName::Middle),
        "a line the card does not allow falls through to the next plan"
    );
    give_plans(&mut app, a, "[(then: PlaceServant(Back))]");
    assert_eq!(
        plans_choose(app.world_mut(), a, &servant),
        Choice::Line(0, LineName::Front),
        "then the standing plan: the card's own line"
    );
    // Lines: the fullest (Middle: Beta and Gamma) unless a plan says the weakest.
    let line = Request::Line {
        label: "l".into(),
        options: vec![(1, LineName::Front), (1, LineName::Middle)],
    };
    assert_eq!(
        plans_choose(app.world_mut(), a, &line),
        Choice::Line(1, LineName::Middle),
        "the standing plan: the fullest"
    );
    give_plans(&mut app, a, "[(then: TargetWeakest), (then: WeakestLine)]");
    assert_eq!(
        plans_choose(app.world_mut(), a, &line),
        Choice::Line(1, LineName::Front),
        "a target plan does not choose a line: 20 HP at the front against 40"
    );
    hit(&mut app, a, b, "ReduceHp(\"10\")");
    assert_eq!((hp(&app, d), hp(&app, b) + hp(&app, g)), (20, 30));
    assert_eq!(
        plans_choose(app.world_mut(), a, &line),
        Choice::Line(1, LineName::Front),
        "20 HP at the front against 30 on the middle line"
    );
    hit(&mut app, a, g, "ReduceHp(\"11\")");
    assert_eq!(
        plans_choose(app.world_mut(), a, &line),
        Choice::Line(1, LineName::Middle),
        "19 against 20"
    );
    hit(&mut app, a, d, "ReduceHp(\"2\")");
    assert_eq!(
        plans_choose(app.world_mut(), a, &line),
        Choice::Line(1, LineName::Front),
        "18 against 19"
    );
    give_plans(&mut app, a, "[(then: CrowdedLine)]");
    assert_eq!(
        plans_choose(app.world_mut(), a, &line),
        Choice::Line(1, LineName::Middle)
    );
}

#[test]
fn skirmish_plans_answer_a_hit_and_decide_whether_to_protect() {
    // docs/RULES.md, Skirmish, plans: 回避/ガード and かばう are the fighter's to choose; its
    // plans answer for it (seed 001's plans as every side's language).
    let mut app = open_field(
        &[],
        &[("s_a", "(1, 1)"), ("s_b", "(2, 1)")],
        &[("s_c", "(2, 2)")],
    );
    let [a, b] = ["A", "B"].map(|n| fighter(&mut app, n));
    assert_eq!(plans_defence(app.world_mut(), a), Defence::Auto);
    give_plans(
        &mut app,
        a,
        "[(then: Close), (when: (all: [HpAtLeast(25)]), then: Endure), (then: Defend)]",
    );
    assert_eq!(plans_defence(app.world_mut(), a), Defence::Nothing, "30 HP");
    app.world_mut().get_mut::<Hp>(a).expect("hp").current = 24;
    assert_eq!(plans_defence(app.world_mut(), a), Defence::Auto, "24 HP");
    // B at 5 HP would fall to a blade's blow (power 3 + 7) and A at 24 would not.
    app.world_mut().get_mut::<Hp>(b).expect("hp").current = 5;
    assert!(
        plans_protect(app.world_mut(), a, b, Blow::Hit(3)),
        "the standing plan: Protect"
    );
    give_plans(
        &mut app,
        a,
        "[(when: (all: [HpAtMost(24)]), then: DontProtect)]",
    );
    assert!(!plans_protect(app.world_mut(), a, b, Blow::Hit(3)));
    app.world_mut().get_mut::<Hp>(b).expect("hp").current = 20;
    give_plans(&mut app, a, "[(then: Protect)]");
    assert!(
        !plans_protect(app.world_mut(), a, b, Blow::Hit(3)),
        "Protect takes a blow only when it would fell the ally"
    );
}
