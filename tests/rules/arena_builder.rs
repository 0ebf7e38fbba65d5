//! The builder's edits (seed 001, 2.キャラクターの作成 and 3.プランについて): whatever the player
//! clicks, in any order, the contender keeps the creation rules — 12 points, none below 0; as
//! many skills, patterns and plans as intellect allows; reflex panels in every pattern; plans
//! naming only what it has — so what the builder saves always passes `vortex check` (points
//! left unspent are named, and the builder saves nothing until they are spent).

use crate::harness::*;
use proptest::prelude::*;
use vortex_tactics::data::arena::build::Stat;
use vortex_tactics::data::arena::menu::Menu;
use vortex_tactics::data::arena::{Contender, check};

/// One click of the builder.
#[derive(Clone, Debug)]
enum Click {
    Stat(u8, bool),
    Skill(usize),
    MoveSkill(usize, bool),
    Panel(usize, usize),
    AddPattern,
    RemovePattern,
    AddPlan,
    RemovePlan(usize),
    OrderKind(usize, bool),
    OrderStep(usize, bool),
    OrderDetail(usize, bool),
    AddFact(usize),
    FactKind(usize, bool),
    FactStep(usize, bool),
    FactDetail(usize, bool),
    Negate(usize),
    AddOr(usize),
}

fn click() -> impl Strategy<Value = Click> {
    prop_oneof![
        (0u8..3, any::<bool>()).prop_map(|(s, u)| Click::Stat(s, u)),
        (0usize..24).prop_map(Click::Skill),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::MoveSkill(i, u)),
        (0usize..6, 0usize..12).prop_map(|(p, k)| Click::Panel(p, k)),
        Just(Click::AddPattern),
        Just(Click::RemovePattern),
        Just(Click::AddPlan),
        (0usize..8).prop_map(Click::RemovePlan),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::OrderKind(i, u)),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::OrderStep(i, u)),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::OrderDetail(i, u)),
        (0usize..8).prop_map(Click::AddFact),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::FactKind(i, u)),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::FactStep(i, u)),
        (0usize..8, any::<bool>()).prop_map(|(i, u)| Click::FactDetail(i, u)),
        (0usize..8).prop_map(Click::Negate),
        (0usize..8).prop_map(Click::AddOr),
    ]
}

fn apply(c: &mut Contender, all: &[String], click: &Click) {
    let own = c.skills.clone();
    let menu = Menu {
        own: &own,
        all,
        patterns: c.patterns.len(),
        reflex: c.stats.panels_per_pattern(),
    };
    let stat = |s: u8| [Stat::Body, Stat::Reflex, Stat::Intellect][usize::from(s)];
    match click {
        Click::Stat(s, up) => c.step_stat(stat(*s), *up),
        Click::Skill(i) => c.toggle_skill(&all[i % all.len()]),
        Click::MoveSkill(i, up) => c.move_skill(*i, *up),
        Click::Panel(p, k) => c.cycle_panel(*p, *k),
        Click::AddPattern => c.add_pattern(),
        Click::RemovePattern => c.remove_pattern(),
        Click::AddPlan => c.add_plan(),
        Click::RemovePlan(i) => c.remove_plan(*i),
        Click::OrderKind(i, up) | Click::OrderStep(i, up) | Click::OrderDetail(i, up) => {
            if let Some(plan) = c.plans.get_mut(*i) {
                plan.then = match click {
                    Click::OrderKind(..) => menu.next_order_kind(&plan.then, *up),
                    Click::OrderStep(..) => menu.step_order(&plan.then, *up),
                    _ => menu.step_detail(&plan.then, *up),
                };
            }
        }
        Click::AddFact(i) => {
            if let Some(plan) = c.plans.get_mut(*i) {
                plan.when.all.push(menu.facts()[0].clone());
            }
        }
        Click::AddOr(i) => {
            if let Some(plan) = c.plans.get_mut(*i) {
                plan.when.any.push(menu.facts()[0].clone());
            }
        }
        Click::FactKind(i, up) | Click::FactStep(i, up) | Click::FactDetail(i, up) => {
            if let Some(f) = c.plans.get_mut(*i).and_then(|p| p.when.all.last_mut()) {
                *f = match click {
                    Click::FactKind(..) => menu.next_fact_kind(f, *up),
                    Click::FactStep(..) => menu.step_fact(f, *up),
                    _ => menu.step_fact_detail(f, *up),
                };
            }
        }
        Click::Negate(i) => {
            if let Some(f) = c.plans.get_mut(*i).and_then(|p| p.when.all.last_mut()) {
                *f = Menu::negate(f);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn whatever_the_player_clicks_the_contender_keeps_the_creation_rules(
        clicks in proptest::collection::vec(click(), 0..80)
    ) {
        let catalog = real_catalog();
        let all: Vec<String> = catalog.skills.keys().cloned().collect();
        let mut c = (*catalog.contenders["sefa_ember_tide"]).clone();
        for k in &clicks {
            apply(&mut c, &all, k);
            let mut problems = Vec::new();
            check::contender(&catalog.skills, &c, &mut |field, _, message| {
                problems.push(format!("{field}: {message}"));
            });
            // Points left unspent are the one thing the player may leave between clicks: the
            // check names them (so the builder will not save or fight), and nothing else.
            let spent = c.points_left() == 0;
            let points = problems.iter().filter(|p| p.starts_with("stats:")).count();
            prop_assert_eq!(points, usize::from(!spent), "after {:?}: {:?}", k, problems);
            prop_assert!(
                problems.iter().all(|p| p.starts_with("stats:")),
                "after {k:?}: {problems:?}\n{c:?}"
            );
            prop_assert!(c.stats.total() <= 12, "after {:?}", k);
        }
    }
}

#[test]
fn stats_move_one_point_at_a_time_and_the_rest_fits_them() {
    // 2.キャラクターの作成: 合計12点, none below 0; intellect 2 → 3 skills, 2 patterns, 4
    // plans; reflex gives every pattern its panels.
    let catalog = real_catalog();
    let mut c = (*catalog.contenders["sefa_ember_tide"]).clone();
    c.step_stat(Stat::Body, true);
    assert_eq!(c.stats.total(), 12, "no point is left to add");
    c.step_stat(Stat::Intellect, false);
    assert_eq!((c.stats.intellect, c.points_left()), (1, 1));
    assert_eq!(
        (c.skills.len(), c.patterns.len()),
        (1, 1),
        "intellect 1: one skill, one pattern"
    );
    assert!(c.plans.len() <= 2, "intellect 1: two plans");
    assert!(
        c.plans
            .iter()
            .all(|p| !matches!(p.then, vortex_tactics::data::arena::Order::SwitchPattern(1))),
        "a plan switching to the dropped pattern B goes with it"
    );
    c.step_stat(Stat::Reflex, true);
    assert!(
        c.patterns.iter().all(|p| p.len() == 6),
        "reflex 6: six panels a pattern"
    );
    for _ in 0..10 {
        c.step_stat(Stat::Intellect, false);
    }
    assert_eq!(c.stats.intellect, 0, "never below 0");
}

/// 3.プランについて: the builder can enter every plan the engine accepts — every kind of
/// condition (an exact turn, an earlier die, a skill's or panel's status, a panel's attribute
/// and state) and its negation, more than three conditions, AND with OR, a skill moved before or
/// after another, a status aimed at a skill without a status.
#[test]
fn the_builder_reaches_every_condition_negation_and_place() {
    use vortex_tactics::data::arena::{Aim, Fact, Order, Place};
    let catalog = real_catalog();
    let all: Vec<String> = catalog.skills.keys().cloned().collect();
    let c = &catalog.contenders["sefa_ember_tide"];
    let own = c.skills.clone();
    let menu = Menu {
        own: &own,
        all: &all,
        patterns: c.patterns.len(),
        reflex: c.stats.panels_per_pattern(),
    };
    let kinds: Vec<String> = menu
        .facts()
        .iter()
        .map(|f| {
            format!("{f:?}")
                .split(['(', ' '])
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    for k in [
        "TurnIs",
        "DieWas",
        "SkillHas",
        "FoeSkillHas",
        "PanelHas",
        "PanelIs",
        "PanelUsed",
    ] {
        assert!(kinds.iter().any(|x| x == k), "{k}: {kinds:?}");
    }
    let die = Fact::DieWas {
        turn: 1,
        nth: 1,
        value: 3,
    };
    let stepped = menu.step_fact_detail(&die, true);
    assert_eq!(
        stepped,
        Fact::DieWas {
            turn: 1,
            nth: 2,
            value: 3
        }
    );
    // Issue 37, item 6: every plan the engine accepts — a die far into a turn, a chance die's
    // high face, an HP past 48 (a grown contender's).
    let mut far = die.clone();
    for _ in 0..40 {
        far = menu.step_fact_detail(&far, true);
    }
    assert_eq!(
        far,
        Fact::DieWas {
            turn: 1,
            nth: 41,
            value: 3
        }
    );
    let mut high = die.clone();
    for _ in 0..20 {
        high = menu.step_fact(&high, true);
    }
    assert_eq!(
        high,
        Fact::DieWas {
            turn: 1,
            nth: 1,
            value: 23
        }
    );
    assert_eq!(
        menu.step_fact(&Fact::HpAtMost(48), true),
        Fact::HpAtMost(49)
    );
    let not = Menu::negate(&Fact::TurnIs(2));
    assert_eq!(not, Fact::Not(Box::new(Fact::TurnIs(2))));
    assert_eq!(Menu::negate(&not), Fact::TurnIs(2));
    assert_eq!(
        menu.step_fact(&not, true),
        Fact::Not(Box::new(Fact::TurnIs(3)))
    );
    // Before and after another of its skills; aimed at a skill without a status.
    let mut places = Vec::new();
    let mut o = Order::Prioritize(own[0].clone(), Place::Top);
    for _ in 0..20 {
        o = menu.step_detail(&o, true);
        if let Order::Prioritize(_, p) = &o {
            places.push(p.clone());
        }
    }
    assert!(
        places.contains(&Place::Before(own[1].clone())),
        "{places:?}"
    );
    assert!(places.contains(&Place::After(own[1].clone())), "{places:?}");
    let mut o = Order::Aim(own[0].clone(), Aim::UnusedPanel);
    let mut aims = Vec::new();
    for _ in 0..40 {
        o = menu.step_detail(&o, true);
        if let Order::Aim(_, a) = &o {
            aims.push(a.clone());
        }
    }
    assert!(aims.iter().any(|a| matches!(a, Aim::SkillWithout(_))));
    // A plan of AND with OR and more than three conditions passes the check.
    let mut c = (**c).clone();
    let mut plan = c.plans[0].clone();
    plan.when.all = vec![
        Fact::TurnAtLeast(2),
        Fact::Not(Box::new(Fact::TurnIs(5))),
        Fact::PanelIs(1, vortex_tactics::data::arena::Panel::Fire),
        Fact::SkillHas(
            own[0].clone(),
            vortex_tactics::data::arena::ArenaStatus::Bind,
        ),
    ];
    plan.when.any = vec![Fact::First, die];
    c.plans[0] = plan;
    let mut problems = Vec::new();
    check::contender(&catalog.skills, &c, &mut |f, _, m| {
        problems.push(format!("{f}: {m}"))
    });
    assert!(problems.is_empty(), "{problems:?}");
}
