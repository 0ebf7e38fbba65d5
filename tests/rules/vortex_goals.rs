//! The Vortex's goals (vortex-design.md §1 Phase 7 steps 4–5, §3.6 with F3 and F17; seed 004
//! 10.1; seed 000 補足3): read from the side the player controls; a rout, a defeat or a
//! retirement ends the battle when fighters go out; a break only when the goals name it; held
//! zones, a square reached and a round survived at round ends; `CapReached` at the cap; and
//! `vortex check` refusing goals it cannot judge, at their lines.

use crate::harness::*;
use bevy::prelude::*;
use std::path::PathBuf;
use vortex_tactics::data::{Catalog, ContentDirs, Level, load_content};
use vortex_tactics::rules::core::fighter::Roster;
use vortex_tactics::rules::core::outcome::decide_outcome;
use vortex_tactics::rules::vortex::goals;
use vortex_tactics::rules::vortex::tactics::{Tactic, place};
use vortex_tactics::rules::{Battle, Outcome};

fn level_text() -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("levels/vortex_t3_zones_mirror.level.ron"),
    )
    .expect("level")
}

/// The zone level with `goals` written in (none: as it is), its heroes
/// `[[kaede0, orrin0], [kaede1, orrin1]]` far from every zone.
fn with_goals(goals: Option<&str>) -> (App, [[Entity; 2]; 2]) {
    let mut catalog: Catalog = real_catalog();
    let id = "goal_test";
    let text = match goals {
        Some(g) => level_text().replacen(
            "    round_cap: 10,\n",
            &format!("    round_cap: 10,\n    goals: Some({g}),\n"),
            1,
        ),
        None => level_text(),
    };
    add::<Level>(&mut catalog.levels, id, &text);
    let mut app = battle(catalog, id, 1);
    let h = far_heroes(&mut app);
    (app, h)
}

fn out(app: &mut App, e: Entity) {
    Roster::retire(app.world_mut(), e);
    decide_outcome(app.world_mut());
}

fn outcome(app: &App) -> Option<Outcome> {
    app.world().resource::<Battle>().outcome.clone()
}

fn round_end_at(app: &mut App, round: u32) -> bool {
    app.world_mut().resource_mut::<Battle>().round = round;
    goals::at_round_end(app.world_mut())
}

#[test]
fn by_default_a_rout_wins_and_the_player_s_characters_out_loses_though_a_token_stands() {
    // §3.6: "The default is win [Rout, Break], lose [Routed, Broken]"; `Routed` is "every own
    // character out" and a discarded token is out (F17).
    let (mut app, h) = with_goals(None);
    out(&mut app, h[1][0]);
    assert_eq!(outcome(&app), None);
    out(&mut app, h[1][1]);
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    assert!(log(&app).contains("goal: Duskward is routed"));

    let (mut app, h) = with_goals(None);
    let hound = Tactic {
        id: "hound_whistle".into(),
        card: app.world().resource::<Catalog>().tactics["hound_whistle"].clone(),
    };
    assert!(place::place(
        app.world_mut(),
        0,
        &hound,
        1,
        Default::default()
    ));
    out(&mut app, h[0][0]);
    out(&mut app, h[0][1]);
    assert_eq!(outcome(&app), Some(Outcome::Winner(1)), "{}", log(&app));
    assert!(log(&app).contains("every character of Dawnward is out"));
}

#[test]
fn both_sides_out_at_once_is_a_draw() {
    // vortex-design.md §1 Phase 7.4: "Both sides routed together is a draw".
    let (mut app, h) = with_goals(None);
    for e in [h[0][0], h[0][1], h[1][0], h[1][1]] {
        Roster::retire(app.world_mut(), e);
    }
    decide_outcome(app.world_mut());
    assert_eq!(outcome(&app), Some(Outcome::Draw));
}

#[test]
fn a_break_ends_the_battle_only_when_the_goals_name_it() {
    // F3: "With no life card left, the side is broken. The battle ends only if the goals list
    // Break (a win for the player) or Broken (a loss for the player)."
    let (mut app, _) = with_goals(None);
    assert!(goals::broken(app.world_mut(), 1));
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    let (mut app, _) = with_goals(Some("(win: [Rout], lose: [Routed])"));
    assert!(!goals::broken(app.world_mut(), 1));
    assert!(!goals::broken(app.world_mut(), 0));
    assert_eq!(outcome(&app), None);
    let (mut app, _) = with_goals(Some("(win: [Rout], lose: [Broken])"));
    assert!(goals::broken(app.world_mut(), 0));
    assert_eq!(outcome(&app), Some(Outcome::Winner(1)));
}

#[test]
fn defeat_and_retired_name_one_fighter() {
    // §3.6: win `Defeat(card_id)`, lose `Retired(card_id)`.
    let (mut app, h) = with_goals(Some(
        r#"(win: [Defeat("orrin_tidecaller")], lose: [Retired("kaede_ashwright")])"#,
    ));
    out(&mut app, h[1][0]);
    assert_eq!(outcome(&app), None, "the other one");
    out(&mut app, h[1][1]);
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    let (mut app, h) = with_goals(Some(
        r#"(win: [Defeat("orrin_tidecaller")], lose: [Retired("kaede_ashwright")])"#,
    ));
    out(&mut app, h[0][1]);
    assert_eq!(outcome(&app), None);
    out(&mut app, h[0][0]);
    assert_eq!(outcome(&app), Some(Outcome::Winner(1)));
}

#[test]
fn held_zones_count_round_ends_in_all() {
    // §3.6: `HoldZones(zones, rounds)` (round ends, cumulative).
    let (mut app, h) = with_goals(Some("(win: [HoldZones([2], 2)], lose: [Routed])"));
    put(&mut app, h[0][0], 4, 4);
    assert!(!round_end_at(&mut app, 1));
    // Contested: not held, and the count keeps what it had.
    put(&mut app, h[1][0], 5, 4);
    assert!(!round_end_at(&mut app, 2));
    put(&mut app, h[1][0], 4, 0);
    assert!(round_end_at(&mut app, 3));
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    assert!(log(&app).contains("goal: zones [2] held 2 rounds"));
}

#[test]
fn a_square_reached_in_a_zone_counts_only_while_the_zone_is_held_alone() {
    // §3.6 `Reach(card_id, (x, y))` at a round end; F3: "Reach counts at a round end only while
    // the player holds ③ alone".
    let (mut app, h) = with_goals(Some(
        r#"(win: [Reach("kaede_ashwright", (4, 4))], lose: [Routed])"#,
    ));
    put(&mut app, h[0][0], 4, 4);
    put(&mut app, h[1][0], 5, 4);
    assert!(!round_end_at(&mut app, 1));
    put(&mut app, h[1][0], 4, 0);
    assert!(round_end_at(&mut app, 2));
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
}

#[test]
fn a_round_survived_wins_and_the_cap_loses_when_listed() {
    // §3.6 `Survive(round)`; §1 Phase 7.5: "At the cap, a level that lists CapReached in its
    // lose conditions is lost."
    let (mut app, _) = with_goals(Some("(win: [Survive(3)], lose: [Routed])"));
    assert!(!round_end_at(&mut app, 2));
    assert!(round_end_at(&mut app, 3));
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    let (mut app, _) = with_goals(Some("(win: [Rout], lose: [Routed, CapReached])"));
    assert!(!round_end_at(&mut app, 9));
    assert!(round_end_at(&mut app, 10));
    assert_eq!(outcome(&app), Some(Outcome::Winner(1)));
    assert!(log(&app).contains("goal: the round cap (10) is reached"));
}

#[test]
fn the_goals_are_read_from_the_side_the_player_controls() {
    // F17: "`goals` are read from the Player team" (not the first team).
    let mut catalog: Catalog = real_catalog();
    let text = level_text()
        .replacen("control: Player,", "control: PLANS_X,", 1)
        .replacen("control: Plans,", "control: Player,", 1)
        .replacen("control: PLANS_X,", "control: Plans,", 1)
        .replacen(
            "    round_cap: 10,\n",
            "    round_cap: 10,\n    goals: Some((win: [Survive(2)], lose: [])),\n",
            1,
        );
    add::<Level>(&mut catalog.levels, "goal_side", &text);
    let mut app = battle(catalog, "goal_side", 1);
    assert!(round_end_at(&mut app, 2));
    assert_eq!(outcome(&app), Some(Outcome::Winner(1)));
}

#[test]
fn vortex_check_refuses_goals_it_cannot_judge_at_their_lines() {
    // §3.6: "goals that name fighters in the level"; zones on the map; a square on it; a round
    // within the cap; and no `goals` outside the Vortex.
    let dir = temp_dir("vortex-goals");
    let bad = level_text().replacen(
        "    round_cap: 10,\n",
        "    round_cap: 10,\n    goals: Some((win: [Defeat(\"rusk_hollowpike\"), HoldZones([4], 1), Reach(\"kaede_ashwright\", (30, 2)), Survive(11)], lose: [Retired(\"sylla_windreed\")])),\n",
        1,
    );
    let line = bad
        .lines()
        .position(|l| l.contains("goals: Some"))
        .expect("goals")
        + 1;
    let path = dir.join("v_goals.level.ron");
    std::fs::write(&path, &bad).expect("write");
    let duel = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("levels/duel_01_first_spark.level.ron"),
    )
    .expect("level")
    .replacen(
        "    par_seconds: 120,\n",
        "    par_seconds: 120,\n    goals: Some((win: [Rout])),\n",
        1,
    );
    let duel_path = dir.join("d_goals.level.ron");
    std::fs::write(&duel_path, &duel).expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    assert!(!catalog.levels.contains_key("v_goals"));
    assert!(!catalog.levels.contains_key("d_goals"));
    let said = |p: &PathBuf| -> Vec<String> {
        problems
            .iter()
            .filter(|x| &x.path == p)
            .map(|x| format!("{}: {}: {}", x.line, x.field, x.message))
            .collect()
    };
    let mine = said(&path);
    for needle in [
        "Defeat(\"rusk_hollowpike\"): no fighter of the other side",
        "HoldZones: the map has no zone 4",
        "Reach: the square (30, 2) is off the map",
        "Survive(11): a round from 1 to the cap (10)",
        "Retired(\"sylla_windreed\"): no fighter of the player's side",
    ] {
        assert!(
            mine.iter()
                .any(|m| m.contains(needle) && m.starts_with(&format!("{line}: goals"))),
            "{needle}: {mine:?}"
        );
    }
    assert!(
        said(&duel_path)
            .iter()
            .any(|m| m.contains("`goals` is the Vortex's")),
        "{:?}",
        said(&duel_path)
    );
}
