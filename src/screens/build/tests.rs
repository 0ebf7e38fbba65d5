//! The builder against the real content: fighting puts the player's contender in the catalog and
//! in the player's place, saved atomically where the builder keeps it; a contender with points
//! unspent is refused with the rule (seed 001, 2.キャラクターの作成: 合計12点).

use super::{Builder, fight};
use crate::data::arena::build::{PLAYER_CONTENDER, Stat};
use crate::data::saves::{CONTENDER_FILE, read_saved};
use crate::data::{ContentDirs, load_content};
use crate::screens::builder_bar::Drafting;
use crate::screens::{Chosen, Screen};
use bevy::prelude::*;

const LEVEL: &str = "arena_02_quickhand";

/// A fresh folder to save in, named for the test.
fn fresh_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn builder(dir: &std::path::Path) -> (Builder, crate::data::Catalog) {
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    let level = catalog.levels[LEVEL].clone();
    let slot = super::player_slot(&level).expect("the player's place");
    let mut b = Builder {
        level_id: LEVEL.into(),
        level: (*level).clone(),
        draft: None,
        slot,
        message: None,
        dir: Some(dir.to_path_buf()),
        tournament: None,
    };
    b.reset(&catalog);
    (b, catalog)
}

/// Fights with the builder's contender, which must go to battle; the scenario chosen.
fn fights(b: &mut Builder, catalog: &mut crate::data::Catalog) -> Chosen {
    let mut chosen = Chosen::default();
    let mut next = NextState::<Screen>::default();
    fight(b, catalog, &mut chosen, &mut next);
    assert!(
        matches!(next, NextState::Pending(Screen::Battle)),
        "{:?}",
        b.message
    );
    chosen
}

#[test]
fn fighting_saves_the_contender_and_puts_it_in_the_players_place() {
    let dir = fresh_dir("fight");
    let (mut b, mut catalog) = builder(&dir);
    let draft = b.draft.as_mut().expect("a contender");
    draft.name = "Mine".into();
    draft.cycle_panel(0, 0);
    let chosen = fights(&mut b, &mut catalog);
    assert_eq!(catalog.contenders[PLAYER_CONTENDER].name, "Mine");
    let prepared = chosen.prepared.expect("the scenario as prepared");
    let (team, member) = b.slot;
    assert_eq!(prepared.teams[team].members[member].card, PLAYER_CONTENDER);
    let (saved, problem) =
        read_saved::<crate::data::arena::Contender>(&dir, CONTENDER_FILE, "the contender");
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(saved.as_ref().map(|c| c.name.as_str()), Some("Mine"));
    assert_eq!(saved, b.draft, "saved as built");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_contender_with_points_unspent_does_not_fight() {
    let dir = fresh_dir("unspent");
    let (mut b, mut catalog) = builder(&dir);
    b.draft
        .as_mut()
        .expect("a contender")
        .step_stat(Stat::Body, false);
    let mut chosen = Chosen::default();
    let mut next = NextState::<Screen>::default();
    fight(&mut b, &mut catalog, &mut chosen, &mut next);
    assert!(matches!(next, NextState::Unchanged), "no bout");
    let (message, bad) = b.message.clone().expect("a refusal");
    assert!(bad && message.contains("12 points"), "{message}");
    assert!(!dir.join(CONTENDER_FILE).exists(), "nothing saved");
    assert!(!catalog.contenders.contains_key(PLAYER_CONTENDER));
}

#[test]
fn a_contender_with_no_skills_fights() {
    // Seed 001, 2.キャラクターの作成: 12/0/0 is legal (intellect 0 allows no skill); the builder
    // fights with it as the check allows.
    let dir = fresh_dir("none");
    let (mut b, mut catalog) = builder(&dir);
    let c = b.draft.as_mut().expect("a contender");
    for _ in 0..12 {
        c.step_stat(Stat::Reflex, false);
        c.step_stat(Stat::Intellect, false);
    }
    while c.points_left() > 0 {
        c.step_stat(Stat::Body, true);
    }
    assert_eq!((c.stats.body, c.skills.len(), c.patterns.len()), (12, 0, 0));
    fights(&mut b, &mut catalog);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tournament_match_grows_the_last_contender_and_saves_the_run() {
    // Seed 001, 2.キャラクターの作成, 知性 (「二戦目以降は追加知性1につき3つ追加できます」): the
    // second match opens on the first match's contender with the point won; it fights only when
    // the point is given and nothing it had is taken away; the growth is saved in the run.
    use crate::data::arena::tournament::{Match, Run, TOURNAMENT_FILE};
    let dir = fresh_dir("grow");
    let (mut b, mut catalog) = builder(&dir);
    let first = b.draft.clone().expect("a contender");
    let mut run = Run::default();
    let won = Match {
        level: "arena_01_iron_reed".into(),
        seed: 1,
        won: true,
        replay: None,
    };
    run.record(first.clone(), won);
    b.tournament = Some(super::ForMatch {
        run: run.clone(),
        index: 1,
        of: 6,
    });
    b.draft = run.next_draft();
    let mut chosen = Chosen::default();
    let mut next = NextState::<Screen>::default();
    fight(&mut b, &mut catalog, &mut chosen, &mut next);
    assert!(
        matches!(next, NextState::Unchanged),
        "the point is not given yet"
    );
    let draft = b.draft.as_mut().expect("a draft");
    draft.grow_stat(Stat::Intellect, true, &first);
    let taken = draft.skills[0].clone();
    draft.toggle_skill(&taken);
    assert!(
        b.problems(&catalog)
            .iter()
            .any(|p| p.contains("a skill taken is kept")),
        "{:?}",
        b.problems(&catalog)
    );
    b.reset(&catalog);
    b.draft
        .as_mut()
        .expect("a draft")
        .grow_stat(Stat::Intellect, true, &first);
    fights(&mut b, &mut catalog);
    let grown = &catalog.contenders[PLAYER_CONTENDER];
    assert_eq!(grown.stats.intellect, first.stats.intellect + 1);
    assert_eq!(grown.grown.map(|g| (g.points, g.intellect)), Some((1, 1)));
    let (saved, _) = read_saved::<Run>(&dir, TOURNAMENT_FILE, "the tournament");
    assert_eq!(saved.and_then(|r| r.draft).as_ref(), Some(&**grown));
    assert!(
        !dir.join(CONTENDER_FILE).exists(),
        "the single bouts' contender is untouched"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_builder_shows_the_opponent_and_every_skills_cost() {
    // Issue 40, item 4: the Arena's builder shows the opponent's build, and each skill's panel
    // cost in its hover, picked or not.
    let (catalog, _) = crate::data::load_content(&crate::data::ContentDirs::default());
    let level = catalog
        .levels
        .get("arena_01_iron_reed")
        .expect("the first bout");
    let foe = super::opponent::of_level(&catalog, level).expect("an opponent");
    let player = level
        .teams
        .iter()
        .position(|t| t.control == crate::data::Control::Player)
        .expect("the player's side");
    let other = &level.teams[1 - player].members[0].card;
    assert_eq!(Some(foe), catalog.contenders.get(other).map(|c| &**c));
    for (id, skill) in &catalog.skills {
        let hover = super::opponent::skill_hover(&catalog, id);
        let cost = super::opponent::cost_words(&skill.cost);
        assert!(hover.contains(&format!("Cost: {cost}")), "{id}: {hover}");
        for p in &skill.cost {
            assert!(cost.contains(p.name()), "{id}: {cost}");
        }
    }
}
