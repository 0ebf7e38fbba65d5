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
        Click::FactKind(i, up) | Click::FactStep(i, up) => {
            if let Some(f) = c.plans.get_mut(*i).and_then(|p| p.when.all.last_mut()) {
                *f = match click {
                    Click::FactKind(..) => menu.next_fact_kind(f, *up),
                    _ => menu.step_fact(f, *up),
                };
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
