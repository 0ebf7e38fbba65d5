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
    };
    b.reset(&catalog);
    (b, catalog)
}

#[test]
fn fighting_saves_the_contender_and_puts_it_in_the_players_place() {
    let dir = std::env::temp_dir().join(format!("vortex-build-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (mut b, mut catalog) = builder(&dir);
    let draft = b.draft.as_mut().expect("a contender");
    draft.name = "Mine".into();
    draft.cycle_panel(0, 0);
    let mut chosen = Chosen::default();
    let mut next = NextState::<Screen>::default();
    fight(&mut b, &mut catalog, &mut chosen, &mut next);
    assert!(
        matches!(next, NextState::Pending(Screen::Battle)),
        "{:?}",
        b.message
    );
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
    let dir = std::env::temp_dir().join(format!("vortex-build-unspent-{}", std::process::id()));
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
