//! Seed 001, 1.ゲームの遊び方 (「トーナメント戦を勝ち抜く」) and 2.キャラクターの作成, 知性
//! (「二戦目以降は追加知性1につき3つ追加できます」): a tournament is a run of matches; the
//! contender grows between them — a point a win, three skills for each intellect point grown —
//! keeps what it had, may have no skills at all, and each match's replay holds it as grown.

use crate::harness::*;
use vortex_tactics::data::arena::build::{PLAYER_CONTENDER, Stat};
use vortex_tactics::data::arena::tournament::{Match, Run, Stage, TOURNAMENT_FILE, rungs};
use vortex_tactics::data::arena::{Contender, Grown};
use vortex_tactics::data::saves::{read_saved, write_saved};
use vortex_tactics::data::{Catalog, Control, Level};
use vortex_tactics::headless::{self, verify::Verdict, verify::verify};
use vortex_tactics::replay::record;
use vortex_tactics::rules::Outcome;

/// A contender with no skills, patterns or plans: 12/0/0, as the seed and the check allow.
fn post() -> Contender {
    ron::from_str(
        "(name: \"Post\", stats: (body: 12, reflex: 0, intellect: 0), skills: [], patterns: [])",
    )
    .expect("reads")
}

/// `level` with the player's contender `who` in the player's place, and the catalog it needs.
fn prepared(catalog: &Catalog, level: &str, who: &Contender) -> (Catalog, Level, usize) {
    let mut c = catalog.clone();
    c.contenders
        .insert(PLAYER_CONTENDER.into(), std::sync::Arc::new(who.clone()));
    let mut l = (*c.levels[level]).clone();
    let team = l
        .teams
        .iter()
        .position(|t| t.control == Control::Player)
        .expect("a rung has the player's team");
    l.teams[team].members[0].card = PLAYER_CONTENDER.into();
    (c, l, team)
}

/// Fights one match headless; whether the player won, and its replay.
fn fight(
    catalog: &Catalog,
    level: &str,
    who: &Contender,
) -> (bool, vortex_tactics::replay::Replay) {
    let (c, l, team) = prepared(catalog, level, who);
    let seed = l.seed;
    let mut app = headless::app(c);
    vortex_tactics::rules::start_prepared_battle(app.world_mut(), level, &l, seed)
        .expect("the match starts");
    for _ in 0..20_000 {
        app.update();
        if headless::report(app.world()).outcome.is_some() {
            break;
        }
    }
    let outcome = headless::report(app.world()).outcome;
    assert!(outcome.is_some(), "{level}: the match ends");
    let replay = record::of_battle(app.world(), &l, 0, None).expect("a replay");
    (outcome == Some(Outcome::Winner(team)), replay)
}

#[test]
fn a_win_gives_a_point_and_intellect_grown_adds_three_skills_a_point() {
    // 2.キャラクターの作成, 知性: a new contender takes 1 + … + intellect skills; from the second
    // match each intellect point added gives three more — not the next triangular step.
    let mut c = post().after_a_win();
    assert_eq!((c.stat_points(), c.points_left()), (13, 1));
    assert!(
        c.creation_problems()
            .iter()
            .any(|(f, m)| f == "stats" && m.contains("exactly 13 points (12 and 1 won)")),
        "the point won must be given: {:?}",
        c.creation_problems()
    );
    let before = post();
    c.grow_stat(Stat::Intellect, true, &before);
    assert_eq!(
        c.grown,
        Some(Grown {
            points: 1,
            intellect: 1
        })
    );
    assert_eq!(
        (c.skills_allowed(), c.stats.patterns(), c.stats.plans()),
        (3, 1, 2)
    );
    assert!(
        c.creation_problems().is_empty(),
        "{:?}",
        c.creation_problems()
    );
    // Intellect 3 grown to 4: 6 + 3 = 9 skills, where a new contender with 4 has 10.
    let mut third: Contender = ron::from_str(
        "(name: \"T\", stats: (body: 6, reflex: 3, intellect: 3), skills: [], patterns: [])",
    )
    .expect("reads");
    assert_eq!(third.skills_allowed(), 6);
    let was = third.clone();
    third = third.after_a_win();
    third.grow_stat(Stat::Intellect, true, &was);
    assert_eq!(third.skills_allowed(), 9);
    assert_eq!(
        third.stats.skills(),
        10,
        "what a new contender of 4 would take"
    );
    // The point taken back and given to body: no skill more than before.
    third.grow_stat(Stat::Intellect, false, &was);
    third.grow_stat(Stat::Body, true, &was);
    assert_eq!((third.skills_allowed(), third.stats.hp()), (6, 28));
}

#[test]
fn growth_keeps_the_last_matchs_stats_and_skills() {
    // 「追加できます」: growth adds; what the contender fought with stays.
    let catalog = real_catalog();
    let sefa = (*catalog.contenders["sefa_ember_tide"]).clone();
    let mut c = sefa.after_a_win();
    c.grow_stat(Stat::Body, false, &sefa);
    assert_eq!(c.stats, sefa.stats, "never below the last match's stats");
    c.grow_skill("still_water", &sefa);
    assert!(
        c.skills.contains(&"still_water".to_string()),
        "a skill taken is kept"
    );
    // Written by hand, a shrunk contender is named.
    let mut shrunk = c.clone();
    shrunk.stats.body -= 1;
    shrunk.stats.reflex += 2;
    shrunk.skills.retain(|s| s != "still_water");
    let problems = shrunk.shrunk_since(&sefa);
    assert!(
        problems.iter().any(|(f, _)| f == "stats.body"),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|(f, m)| f == "skills" && m.contains("still_water")),
        "{problems:?}"
    );
    // More intellect grown than points won is refused.
    let mut liar = sefa.clone();
    liar.grown = Some(Grown {
        points: 1,
        intellect: 2,
    });
    liar.stats.body += 1;
    assert!(
        liar.creation_problems()
            .iter()
            .any(|(f, _)| f == "grown.intellect")
    );
}

#[test]
fn a_contender_with_no_skills_fights_and_its_replay_verifies() {
    // 2.キャラクターの作成: stats of 12/0/0 are legal; such a contender never acts, and loses
    // only when its HP runs out or the bout is judged.
    let catalog = real_catalog();
    let rung = rungs(&catalog.levels)[0].clone();
    let (_, replay) = fight(&catalog, &rung, &post());
    assert_eq!(replay.choices.contender, Some(post()));
    let mut app = headless::app(real_catalog());
    assert!(matches!(
        verify(&mut app, &replay),
        Verdict::Verified { .. }
    ));
}

#[test]
fn a_tournament_climbs_the_ladder_growing_between_matches_and_is_saved() {
    // 1.ゲームの遊び方: the character fights through a tournament. Sefa climbs the real
    // ladder, each point won going to body; the run is saved and read back after every match,
    // and each match's replay holds the contender as it fought, grown, and verifies.
    let catalog = real_catalog();
    let ladder = rungs(&catalog.levels);
    assert!(ladder.len() >= 6, "{ladder:?}");
    let dir = std::env::temp_dir().join(format!("vortex-tournament-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut run = Run::default();
    let sefa = (*catalog.contenders["sefa_ember_tide"]).clone();
    while let Stage::Next { index, level } = run.stage(&ladder) {
        let who = match &run.fought {
            None => sefa.clone(),
            Some(before) => {
                let mut grown = run.next_draft().expect("a draft after a match");
                grown.grow_stat(Stat::Body, true, before);
                assert!(grown.creation_problems().is_empty());
                assert!(grown.shrunk_since(before).is_empty());
                grown
            }
        };
        let (won, replay) = fight(&catalog, &level, &who);
        assert_eq!(
            replay.choices.contender.as_ref(),
            Some(&who),
            "match {index}"
        );
        if index > 0 {
            assert_eq!(
                who.grown.map(|g| g.points),
                Some(index as u8),
                "a point for each win"
            );
        }
        let mut app = headless::app(real_catalog());
        assert!(
            matches!(verify(&mut app, &replay), Verdict::Verified { .. }),
            "match {index}'s replay verifies with the grown contender"
        );
        run.record(
            who,
            Match {
                level,
                seed: replay.seed,
                won,
                replay: None,
            },
        );
        write_saved(&dir, TOURNAMENT_FILE, &run).expect("saved");
        let (read, problem) = read_saved::<Run>(&dir, TOURNAMENT_FILE, "the tournament");
        assert!(problem.is_none());
        assert_eq!(read.as_ref(), Some(&run), "the run reads back as saved");
    }
    assert!(run.over(&ladder));
    assert!(run.wins() >= 1, "Sefa wins the first rung: {run:?}");
    if let Stage::Lost(i) = run.stage(&ladder) {
        assert_eq!(run.matches.len(), i + 1, "a loss ends the run");
    }
    // A broken run file is set aside and a new run starts.
    std::fs::write(dir.join(TOURNAMENT_FILE), "(matches: [oops").expect("writes");
    let (read, problem) = read_saved::<Run>(&dir, TOURNAMENT_FILE, "the tournament");
    assert!(read.is_none() && problem.is_some());
    assert!(dir.join("tournament.ron.unreadable").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_grown_contender_file_passes_the_check_and_a_false_growth_is_refused() {
    // 2.キャラクターの作成: a contender written with its growth is checked as the builder
    // checks it, at its file, line and field.
    let dir = std::env::temp_dir().join(format!("vortex-grown-{}", std::process::id()));
    let arena = dir.join("assets/arena");
    std::fs::create_dir_all(&arena).expect("dir");
    std::fs::write(
        arena.join("grown.contender.ron"),
        "(name: \"Grown\", stats: (body: 12, reflex: 0, intellect: 1), skills: [\"spark_snap\", \
         \"still_water\", \"kindle\"], patterns: [[]], grown: Some((points: 1, intellect: 1)))",
    )
    .expect("writes");
    std::fs::write(
        arena.join("false.contender.ron"),
        "(name: \"False\", stats: (body: 12, reflex: 0, intellect: 1), skills: [\"spark_snap\", \
         \"still_water\"], patterns: [[]])",
    )
    .expect("writes");
    let (catalog, problems) = headless::load(vec![dir.clone()]);
    assert!(catalog.contenders.contains_key("grown"), "{problems:?}");
    let refused: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert!(
        refused
            .iter()
            .any(|p| p.contains("false.contender.ron") && p.contains("stats")),
        "13 points without growth is refused: {refused:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
