//! The Skirmish preset as a whole: its levels play to an end the same way for the same seed,
//! plans read height and walls, and levels that misuse the preset are refused.

use crate::harness::*;
use crate::skirmish_fixture::*;
use vortex_tactics::data::plan::{FighterPlan, Instruction};
use vortex_tactics::headless;
use vortex_tactics::rules::core::battlefield::GridPos;
use vortex_tactics::rules::skirmish::actions::{TacticalAction, options};
use vortex_tactics::rules::skirmish::plans::choose;

const LEVELS: [&str; 3] = [
    "skirmish_01_windmill_ridge",
    "skirmish_02_sunken_ford",
    "skirmish_03_quarry_steps",
];

/// docs/ARCHITECTURE.md, "The life of one die roll" (one seeded generator per battle): the same seed gives the same log, bit for
/// bit; another seed another battle. Every Skirmish level ends within its round cap.
#[test]
fn skirmish_levels_end_and_replay_bit_for_bit() {
    for level in LEVELS {
        let run = |seed| {
            let mut app = headless::app(real_catalog());
            let report = headless::run_battle(&mut app, level, seed).expect("battle");
            (report, log(&app))
        };
        let (report, first) = run(11);
        assert!(report.outcome.is_some(), "{level} ended");
        assert_eq!(first, run(11).1, "{level}: same seed, same log");
        assert_ne!(first, run(12).1, "{level}: another seed");
    }
}

/// A fighter with fists only.
const BRAWLER: &str = "(speed: 10, move_metres: 10, mp: 0, skills: (melee: 2), weapons: [(name: \"Fist\", kind: Melee, power: 2)])";

fn plan(then: Instruction) -> FighterPlan {
    FighterPlan::always(then)
}

/// ⑥高低差 as plans read it: a shooter that can hit its foe from where it stands still steps up
/// to the higher ground in reach first.
#[test]
fn a_shooting_plan_climbs_to_high_ground_before_it_shoots() {
    let rows = [".......", ".......", "......."];
    let heights = ["0 0 0 0 0 0 0", "0 0 0 0 0 0 0", "0 1 0 0 0 0 0"];
    let mut app = skirmish(
        sheets(&[]),
        &rows,
        "",
        &heights,
        "Plans",
        &[("s_a", "(0, 2)")],
        &[("s_b", "(3, 1)")],
    );
    let a = fighter(&mut app, "A");
    let open = options(app.world_mut(), a);
    assert!(
        open.iter()
            .any(|o| matches!(o, TacticalAction::Attack { .. })),
        "in range now"
    );
    let mut always = |_: &mut bevy::prelude::World, _: &_| true;
    let chosen = choose(
        app.world_mut(),
        a,
        &open,
        &[plan(Instruction::Shoot)],
        &mut always,
    );
    assert_eq!(
        chosen,
        TacticalAction::Move {
            to: GridPos::new(1, 2),
            main: false
        }
    );
}

/// 移動のルール as plans read it: closing in goes round a wall by the way that is really
/// shorter, not straight at the foe.
#[test]
fn a_closing_plan_goes_round_the_wall() {
    let rows = ["........", "#######.", "........"];
    let mut app = skirmish(
        sheets(&[("brawler", BRAWLER)]),
        &rows,
        "'#': [Impassable]",
        &["0 0 0 0 0 0 0 0"; 3],
        "Plans",
        &[("brawler", "(0, 2)")],
        &[("s_b", "(0, 0)")],
    );
    let a = fighter(&mut app, "brawler");
    let open = options(app.world_mut(), a);
    let mut always = |_: &mut bevy::prelude::World, _: &_| true;
    let chosen = choose(
        app.world_mut(),
        a,
        &open,
        &[plan(Instruction::Close)],
        &mut always,
    );
    let TacticalAction::Move { to, .. } = chosen else {
        panic!("expected a move, got {chosen:?}");
    };
    assert!(
        to.x > 0 && to.y == 2,
        "along the wall towards the gap, got {to:?}"
    );
}

/// `vortex check` refuses a Skirmish level without a map, and a fighter without a combat sheet.
#[test]
fn a_skirmish_level_needs_a_map_and_sheets() {
    let dir = std::env::temp_dir().join(format!("vortex-test-skirmish-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let level = dir.join("bare.level.ron");
    std::fs::write(
        &level,
        "(\n  name: \"Bare\",\n  preset: Skirmish,\n  seed: 1,\n  teams: [\n    (name: \"A\", members: [(card: \"kaede_ashwright\")]),\n    (name: \"B\", members: [(card: \"rusk_hollowpike\")]),\n  ],\n)\n",
    )
    .expect("write");
    let (catalog, problems) =
        vortex_tactics::data::load_content(&vortex_tactics::data::ContentDirs {
            extra: vec![dir.clone()],
            ..Default::default()
        });
    assert!(!catalog.levels.contains_key("bare"));
    let mine: Vec<_> = problems.iter().filter(|p| p.path == level).collect();
    assert!(
        mine.iter()
            .any(|p| p.field == "preset" && p.message.contains("map")),
        "{mine:?}"
    );
    let sheet = mine
        .iter()
        .find(|p| p.field == "card" && p.message.contains("combat sheet"))
        .expect("the sheet problem");
    assert!(sheet.message.contains("rusk_hollowpike"));
    assert_eq!(sheet.line, 7, "{sheet}");
}

/// Seed 003 ■ターン処理: the aux action moves (2.1 移動) and the main action strikes (近接攻撃):
/// a foe in the bow's reach may instead be closed in on — the move onto its square is offered
/// beside the shot, and once there the blade strikes it in the same turn (the map offers both:
/// a click shoots, a right-click moves onto it).
#[test]
fn a_player_may_move_onto_a_foe_in_reach_with_the_aux_action_then_strike_it() {
    use bevy::prelude::App;
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::attack::Source;
    let mut app = player_field(&[("s_a", "(0, 1)")], &[("s_b", "(2, 1)")]);
    let b = fighter(&mut app, "B");
    let tactical = |app: &mut App| -> Vec<TacticalAction> {
        for _ in 0..50 {
            if let Some((_, Request::Tactical { options, .. })) =
                app.world().resource::<Decisions>().pending()
            {
                return options;
            }
            app.update();
        }
        panic!("no action asked: {}", log(app));
    };
    let options = tactical(&mut app);
    let foe_at = GridPos::new(2, 1);
    assert!(
        options.iter().any(|o| matches!(o,
            TacticalAction::Attack { source: Source::Weapon(1), target, .. } if *target == b)),
        "the bow reaches B: {options:?}"
    );
    let close_in = TacticalAction::Move {
        to: foe_at,
        main: false,
    };
    assert!(options.contains(&close_in), "{options:?}");
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(Choice::Tactical(close_in))
        .expect("allowed");
    let options = tactical(&mut app);
    assert!(
        options.iter().any(|o| matches!(o,
            TacticalAction::Attack { source: Source::Weapon(0), target, .. } if *target == b)),
        "engaged: the blade strikes B with the main action: {options:?}"
    );
}
