//! A Vortex fighter's own plans (vortex-design.md §3.6, F10, §1 phases 3 and 5; seed 001
//! 3.プランについて): the facts they read (its zone, the zones held, life cards, its pattern, its
//! readied card), and the orders it follows — `SwitchPattern`, `DontUse`, `PayWith`, `Seize`,
//! `Hold`, `Withdraw` — on the zone test level with the real content; and `vortex check` refusing
//! plans the Vortex cannot follow, at their lines.

use crate::harness::*;
use bevy::prelude::*;
use std::path::PathBuf;
use std::sync::Arc;
use vortex_tactics::data::plan::{Condition, FighterPlan};
use vortex_tactics::data::{ContentDirs, load_content};
use vortex_tactics::rules::core::battlefield::grid::GridPos;
use vortex_tactics::rules::core::fighter::ActionCounter;
use vortex_tactics::rules::core::panels::Patterns;
use vortex_tactics::rules::vortex::act::{Acted, act};
use vortex_tactics::rules::vortex::parts::{Readied, ReadiedCard, VortexPlans};
use vortex_tactics::rules::vortex::tactics::Tactics;
use vortex_tactics::rules::vortex::turn::with_vortex;
use vortex_tactics::rules::vortex::{orders, patterns, zones};

const ZONES: &str = "vortex_t3_zones_mirror";

/// The zone level with its heroes `[[kaede0, orrin0], [kaede1, orrin1]]` moved far from every
/// zone: side 0's to (4,8) and (5,8), side 1's to (4,0) and (5,0).
fn heroes(seed: u64) -> (App, [[Entity; 2]; 2]) {
    let mut app = battle(real_catalog(), ZONES, seed);
    let h = far_heroes(&mut app);
    (app, h)
}

fn at(app: &App, e: Entity) -> GridPos {
    *app.world().get::<GridPos>(e).expect("square")
}

/// Gives `e` these Vortex plans, written in RON.
fn give(app: &mut App, e: Entity, ron: &str) {
    let plans: Vec<FighterPlan> = ron::from_str(ron).expect("plans");
    app.world_mut()
        .entity_mut(e)
        .insert(VortexPlans(Arc::from(plans)));
}

fn ready(app: &mut App, e: Entity, id: &str) {
    let card = real_catalog().cards[id].clone();
    let cost = vortex_tactics::data::vortex::cost_of(&card).expect("cost");
    app.world_mut().get_mut::<Readied>(e).expect("readied").0 = Some(ReadiedCard {
        face: 2,
        id: id.into(),
        card,
        usable: true,
        cost,
    });
}

fn act_now(app: &mut App, e: Entity) -> Option<Acted> {
    with_vortex(app.world_mut(), |w| act(w, e))
}

#[test]
fn switch_pattern_in_force_is_followed_else_the_standing_choice() {
    // vortex-design.md §1 phase 3: "Plans: the first SwitchPattern(n) in force, all conditions
    // read before anyone switches" (seed 001 4.戦闘の流れ).
    let (mut app, h) = heroes(1);
    give(
        &mut app,
        h[0][0],
        "[(when: (all: [PatternIs(0)]), then: SwitchPattern(1))]",
    );
    patterns::switch_and_recover(app.world_mut(), &[h[0][0]]);
    assert_eq!(app.world().get::<Patterns>(h[0][0]).expect("p").current, 1);
    // Now PatternIs(0) does not hold: no order in force, and with no card readied it stays.
    patterns::switch_and_recover(app.world_mut(), &[h[0][0]]);
    assert_eq!(app.world().get::<Patterns>(h[0][0]).expect("p").current, 1);
    assert_eq!(log(&app).matches("switches to pattern B").count(), 1);
}

#[test]
fn dont_use_holds_the_readied_card_like_a_declined_one() {
    // vortex-design.md §1 phase 5 step 1: "If a DontUse(card) plan holds for the readied card …
    // the fighter does not play it" (F1: held, AC 1 more).
    let (mut app, h) = heroes(1);
    put(&mut app, h[1][0], 4, 7);
    ready(&mut app, h[0][0], "ember_flick");
    give(&mut app, h[0][0], r#"[(then: DontUse("ember_flick"))]"#);
    app.world_mut()
        .get_mut::<ActionCounter>(h[0][0])
        .expect("ac")
        .0 = 6;
    let before = app.world().get::<ActionCounter>(h[0][0]).expect("ac").0;
    assert!(matches!(
        act_now(&mut app, h[0][0]),
        Some(Acted::Held { spent: false })
    ));
    assert_eq!(
        app.world().get::<ActionCounter>(h[0][0]).expect("ac").0,
        before - 1
    );
    assert!(log(&app).contains("does not play Ember Flick (its plans do not use it: held)"));
    // Another card is played.
    give(&mut app, h[0][0], r#"[(then: DontUse("overheat"))]"#);
    assert!(matches!(act_now(&mut app, h[0][0]), Some(Acted::Played(_))));
}

#[test]
fn pay_with_pays_the_named_panel_first() {
    // vortex-design.md §1 phase 5 "It pays its panels by the left-front rule, or by the panels a
    // PayWith plan names" (seed 001 3.19, 6.7). Kaede's pattern A is Fire, Fire, Fire, Sword.
    let (mut app, h) = heroes(1);
    put(&mut app, h[1][0], 4, 7);
    ready(&mut app, h[0][0], "ember_flick");
    give(&mut app, h[0][0], "[(then: PayWith(At(3)))]");
    app.world_mut()
        .get_mut::<ActionCounter>(h[0][0])
        .expect("ac")
        .0 = 6;
    assert!(matches!(act_now(&mut app, h[0][0]), Some(Acted::Played(_))));
    let used: Vec<bool> = app
        .world()
        .get::<Patterns>(h[0][0])
        .expect("p")
        .panels()
        .iter()
        .map(|s| s.used)
        .collect();
    assert_eq!(used, vec![false, false, true, false]);
    assert!(
        log(&app).contains("plays Ember Flick (AC 2, P3)"),
        "{}",
        log(&app)
    );
}

#[test]
fn movement_words_decide_where_a_fighter_goes_when_it_does_not_play() {
    // vortex-design.md §1 phase 5 step 1: not playing, "it moves by its movement plan (Close,
    // Shoot, Withdraw, Hold, or Seize(n))".
    let zone3 = |app: &App, p: GridPos| {
        zones::squares_of(app.world(), 3)
            .iter()
            .map(|z| z.distance(p))
            .min()
            .expect("zone 3")
    };
    // Seize(3): toward zone 3 at the right, not toward the foes above.
    let (mut app, h) = heroes(1);
    ready(&mut app, h[0][0], "ember_flick");
    // Its AC cannot pay the card: it moves instead.
    app.world_mut()
        .get_mut::<ActionCounter>(h[0][0])
        .expect("ac")
        .0 = -5;
    give(&mut app, h[0][0], "[(then: Seize(3))]");
    let from = at(&app, h[0][0]);
    assert!(matches!(
        act_now(&mut app, h[0][0]),
        Some(Acted::Held { .. })
    ));
    assert!(
        zone3(&app, at(&app, h[0][0])) < zone3(&app, from),
        "{:?}",
        at(&app, h[0][0])
    );
    // Hold: it stays.
    let (mut app, h) = heroes(1);
    ready(&mut app, h[0][0], "ember_flick");
    // Its AC cannot pay the card: it moves instead.
    app.world_mut()
        .get_mut::<ActionCounter>(h[0][0])
        .expect("ac")
        .0 = -5;
    give(&mut app, h[0][0], "[(then: Hold)]");
    act_now(&mut app, h[0][0]);
    assert_eq!(at(&app, h[0][0]), GridPos::new(4, 8));
    // Withdraw: away from the nearest foe (one three rows up).
    let (mut app, h) = heroes(1);
    put(&mut app, h[0][0], 4, 5);
    put(&mut app, h[1][0], 4, 2);
    ready(&mut app, h[0][0], "ember_flick");
    // Its AC cannot pay the card: it moves instead.
    app.world_mut()
        .get_mut::<ActionCounter>(h[0][0])
        .expect("ac")
        .0 = -5;
    give(&mut app, h[0][0], "[(then: Withdraw)]");
    act_now(&mut app, h[0][0]);
    assert!(
        at(&app, h[0][0]).distance(GridPos::new(4, 2)) > 3,
        "{:?}\n{}",
        at(&app, h[0][0]),
        log(&app)
    );
    // No word: it closes on the nearest foe.
    let (mut app, h) = heroes(1);
    put(&mut app, h[0][0], 4, 5);
    put(&mut app, h[1][0], 4, 1);
    ready(&mut app, h[0][0], "ember_flick");
    // Its AC cannot pay the card: it moves instead.
    app.world_mut()
        .get_mut::<ActionCounter>(h[0][0])
        .expect("ac")
        .0 = -5;
    act_now(&mut app, h[0][0]);
    assert!(at(&app, h[0][0]).distance(GridPos::new(4, 1)) < 4);
}

#[test]
fn the_vortex_facts_read_zones_life_patterns_and_the_readied_card() {
    // vortex-design.md §3.6: conditions OnZone(n), ZoneHeld(n), ZoneLost(n), LifeAtMost(n),
    // FoeLifeAtMost(n), PatternIs(n), Readied(id).
    let (mut app, h) = heroes(1);
    put(&mut app, h[0][0], 4, 4);
    ready(&mut app, h[0][0], "ember_flick");
    let life = app.world().resource::<Tactics>().sides[0].life_left() as u8;
    let w = app.world_mut();
    let holds = |w: &mut World, e: Entity, c: Condition| orders::fact(w, e, &c);
    assert!(holds(w, h[0][0], Condition::OnZone(2)));
    assert!(!holds(w, h[0][0], Condition::OnZone(1)));
    assert!(holds(w, h[0][0], Condition::ZoneHeld(2)));
    assert!(holds(w, h[1][0], Condition::ZoneLost(2)));
    assert!(!holds(w, h[1][0], Condition::ZoneHeld(2)));
    assert!(holds(w, h[0][0], Condition::LifeAtMost(life)));
    assert!(!holds(w, h[0][0], Condition::LifeAtMost(life - 1)));
    assert!(holds(w, h[1][0], Condition::FoeLifeAtMost(life)));
    assert!(holds(w, h[0][0], Condition::PatternIs(0)));
    assert!(!holds(w, h[0][0], Condition::PatternIs(1)));
    assert!(holds(w, h[0][0], Condition::Readied("ember_flick".into())));
    assert!(!holds(w, h[0][0], Condition::Readied("overheat".into())));
}

#[test]
fn vortex_check_refuses_plans_the_vortex_cannot_follow_at_their_lines() {
    // Issue 38 item 3: "`vortex check` refuses a wrong plan with file:line:col and the field": a
    // pattern the fighter lacks, a line's word, a card not in its deck, a zone the Vortex cannot
    // have; and a Vortex word where no Vortex battle reads it.
    let dir = temp_dir("vortex-plans");
    let flat = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("levels/vortex_t1_flat_mirror.level.ron"),
    )
    .expect("level");
    let bad_plans = r#"(card: "kaede_ashwright", at: Some((4, 1)), plans: Some([
                    (then: SwitchPattern(2)),
                    (then: Advance),
                    (when: (all: [OnZone(4)]), then: DontUse("no_such_card")),
                ])),"#;
    let vortex = flat.replacen(
        r#"(card: "kaede_ashwright", at: Some((4, 1))),"#,
        bad_plans,
        1,
    );
    assert_ne!(vortex, flat);
    let vortex_path = dir.join("v_plans.level.ron");
    std::fs::write(&vortex_path, &vortex).expect("write");
    let duel = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("levels/duel_01_first_spark.level.ron"),
    )
    .expect("level");
    let duel = duel.replacen(
        r#"(card: "rusk_hollowpike", line: Front),"#,
        r#"(card: "rusk_hollowpike", line: Front, plans: Some([(then: Seize(1))])),"#,
        1,
    );
    let duel_path = dir.join("d_plans.level.ron");
    std::fs::write(&duel_path, &duel).expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    assert!(!catalog.levels.contains_key("v_plans"));
    assert!(!catalog.levels.contains_key("d_plans"));
    let said = |path: &PathBuf| -> Vec<String> {
        problems
            .iter()
            .filter(|p| &p.path == path)
            .map(|p| format!("{}: {}: {}", p.line, p.field, p.message))
            .collect()
    };
    let mine = said(&vortex_path);
    let plans_line = vortex
        .lines()
        .position(|l| l.contains("plans: Some(["))
        .expect("plans")
        + 1;
    for needle in [
        "SwitchPattern(2): the fighter has no pattern C",
        "`Advance` has no meaning on the Vortex's grid",
        "OnZone(4): zones are 1 to 3",
        "`no_such_card` is not in its deck",
    ] {
        assert!(
            mine.iter()
                .any(|m| m.contains(needle) && m.starts_with(&format!("{plans_line}: plans"))),
            "{needle}: {mine:?}"
        );
    }
    let theirs = said(&duel_path);
    assert!(
        theirs
            .iter()
            .any(|m| m.contains("`Seize(1)` is a Vortex word")),
        "{theirs:?}"
    );
}
