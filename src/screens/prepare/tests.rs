//! The preparation screen's rules (docs/RULES.md, Deck building and Positions: the window), run
//! on the real content without a window: the scenario's deck as the default and reset, saved
//! decks kept or set aside, the battle gated on decks and lines that hold, `--fight`.

use super::decks::{Edit, apply};
use super::{Preparation, Saves, fight, open};
use crate::data::deck_draft::DeckDraft;
use crate::data::{Catalog, ContentDirs, LineName, load_content};
use crate::screens::{Chosen, Launch, Screen};
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;

const LEVEL: &str = "duel_03_gloam_hollow";
const GARRON: &str = "garron_deepstone";

fn catalog() -> Catalog {
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    catalog
}

/// A world with the screen's resources, the preparation opened on [`LEVEL`] with `saves`.
fn opened(saves: Saves, fight_at_once: bool) -> World {
    opened_on(catalog(), LEVEL, saves, fight_at_once)
}

/// A world with the screen's resources and `catalog`, the preparation opened on `level`.
fn opened_on(catalog: Catalog, level: &str, saves: Saves, fight_at_once: bool) -> World {
    let mut world = World::new();
    world.insert_resource(catalog);
    world.insert_resource(saves);
    world.insert_resource(Preparation::default());
    world.insert_resource(Launch {
        fight: fight_at_once,
        ..default()
    });
    world.insert_resource(NextState::<Screen>::default());
    world.insert_resource(Chosen {
        level: level.into(),
        seed: 1,
        prepared: None,
        tournament: false,
        campaign: None,
    });
    world.run_system_once(open).expect("open runs");
    world
}

fn garron(prep: &Preparation) -> usize {
    prep.slots
        .iter()
        .position(|s| s.card == GARRON)
        .expect("Garron is the player's")
}

fn scenario_deck(catalog: &Catalog) -> Vec<String> {
    let level = catalog.levels.get(LEVEL).expect("level");
    let spec = level.teams[0]
        .members
        .iter()
        .find(|m| m.card == GARRON)
        .expect("member");
    spec.deck
        .clone()
        .unwrap_or_else(|| catalog.characters[GARRON].deck.clone())
}

/// A deck for Garron that holds and is not the scenario's (one face changed).
fn another_deck(catalog: &Catalog) -> Vec<String> {
    let ch = &catalog.characters[GARRON];
    let base = scenario_deck(catalog);
    catalog
        .cards
        .keys()
        .filter(|id| !base.contains(id))
        .find_map(|id| {
            (0..base.len()).find_map(|face| {
                let mut ids = base.clone();
                ids[face] = id.clone();
                ids.sort_by_key(|i| catalog.cards.get(i).map_or(0, |c| c.cost));
                DeckDraft::new(ids.clone())
                    .check(ch, &catalog.cards)
                    .is_ok()
                    .then_some(ids)
            })
        })
        .expect("some other deck holds")
}

fn going_to_battle(world: &World) -> bool {
    matches!(
        world.resource::<NextState<Screen>>(),
        NextState::Pending(Screen::Battle)
    )
}

#[test]
fn the_scenarios_deck_is_the_default_and_reset_returns_to_it() {
    // docs/RULES.md, Deck building (the window): the scenario's deck is the default; R returns
    // to it.
    let mut world = opened(Saves::default(), false);
    let c = world.resource::<Catalog>().clone();
    let mut prep = world.resource_mut::<Preparation>();
    let g = garron(&prep);
    prep.slot = g;
    assert_eq!(prep.slots[g].draft.ids, scenario_deck(&c));
    let ch = prep.slots[g].character.clone().expect("character");
    apply(&mut prep, &ch, &c, Edit::Remove(0));
    assert_ne!(prep.slots[g].draft.ids, scenario_deck(&c));
    apply(&mut prep, &ch, &c, Edit::Reset);
    assert_eq!(prep.slots[g].draft.ids, scenario_deck(&c));
}

#[test]
fn a_saved_deck_that_holds_comes_back_and_one_that_no_longer_holds_is_kept_aside() {
    // docs/RULES.md, Deck building (the window): the last deck that holds is used again; a saved
    // deck that no longer holds (a card removed by a mod) stays in the file, with a notice, and
    // the scenario's deck is used.
    let c = catalog();
    let mine = another_deck(&c);
    let mut saves = Saves::default();
    saves.decks.set(LEVEL, GARRON, mine.clone());
    let world = opened(saves, false);
    let prep = world.resource::<Preparation>();
    assert_eq!(prep.slots[garron(prep)].draft.ids, mine);

    let mut broken = mine.clone();
    broken[0] = "a_card_a_mod_took_away".into();
    let mut saves = Saves::default();
    saves.decks.set(LEVEL, GARRON, broken.clone());
    let world = opened(saves, false);
    let prep = world.resource::<Preparation>().clone();
    let g = garron(&prep);
    assert_eq!(prep.slots[g].draft.ids, scenario_deck(&c));
    let (notice, bad) = prep.message.clone().expect("a notice");
    assert!(bad && notice.contains("no longer holds"), "{notice}");
    // Fighting with the scenario's deck keeps the saved one in the file.
    let mut saves = world.resource::<Saves>().clone();
    saves.remember(&prep, &c).expect("nothing to write");
    assert_eq!(saves.decks.get(LEVEL, GARRON), Some(&broken));
}

#[test]
fn only_decks_that_hold_and_differ_from_the_scenarios_are_remembered() {
    // docs/RULES.md, Deck building (the window): a deck that does not hold is never kept; going
    // back to the scenario's deck forgets the saved one.
    let c = catalog();
    let mut saves = Saves::default();
    saves.decks.set(LEVEL, GARRON, another_deck(&c));
    let world = opened(saves.clone(), false);
    let mut prep = world.resource::<Preparation>().clone();
    let g = garron(&prep);
    prep.slots[g].draft.ids.truncate(5);
    let dir = std::env::temp_dir().join(format!("vortex-prep-{}", std::process::id()));
    saves.dir = Some(dir.clone());
    saves.remember(&prep, &c).expect("nothing to write");
    assert_eq!(saves.decks.get(LEVEL, GARRON), Some(&another_deck(&c)));
    prep.slots[g].draft.ids = scenario_deck(&c);
    saves.remember(&prep, &c).expect("written");
    assert_eq!(saves.decks.get(LEVEL, GARRON), None);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_battle_starts_only_when_every_deck_and_every_team_s_lines_hold() {
    // <デッキ（行動表）構築> (AP limits the finished deck) and <ポジション（前衛・中衛・後衛）に関
    // するルール>, バトル開始時の自チーム内のポジションの決め方 (lines fill from the front): the
    // screen refuses to start, in the rule's words, until both hold.
    let mut world = opened(Saves::default(), false);
    let c = world.resource::<Catalog>().clone();
    let mut prep = world.resource::<Preparation>().clone();
    let g = garron(&prep);
    let ch = prep.slots[g].character.clone().expect("character");
    // The dearest cards the character may use, over AP.
    let mut dear: Vec<_> = c
        .cards
        .iter()
        .filter(|(_, card)| crate::data::deck::may_use(&ch, card).is_ok())
        .map(|(id, card)| (card.cost, id.clone()))
        .collect();
    dear.sort();
    // Two each of the three dearest, in ascending cost (the list is sorted cheapest first).
    let over: Vec<String> = dear[dear.len().saturating_sub(3)..]
        .iter()
        .flat_map(|(_, id)| [id.clone(), id.clone()])
        .collect();
    prep.slots[g].draft.ids = over;
    assert!(prep.slots[g].draft.over_budget(&ch, &c.cards) > 0);
    let why = prep.refusal(&c).expect("refused");
    assert!(why.contains("Garron") && why.contains("AP"), "{why}");
    prep.slots[g].draft.ids = scenario_deck(&c);
    // Everyone on the back line: the front and middle are empty.
    for s in &mut prep.slots {
        s.line = LineName::Back;
    }
    let why = prep.refusal(&c).expect("refused");
    assert!(why.contains("fill from the front"), "{why}");
    let mut saves = world.resource::<Saves>().clone();
    let mut chosen = world.resource::<Chosen>().clone();
    let mut next = NextState::<Screen>::default();
    fight(&mut prep, &c, &mut saves, &mut chosen, &mut next);
    assert!(chosen.prepared.is_none() && matches!(next, NextState::Unchanged));
    assert!(
        prep.message
            .as_ref()
            .is_some_and(|(m, bad)| *bad && m.contains("front"))
    );
    // Any one move is allowed on the way (Decision): back to legal lines, and it starts.
    for (s, line) in prep
        .slots
        .iter_mut()
        .zip([LineName::Front, LineName::Middle, LineName::Back])
    {
        s.line = line;
    }
    assert_eq!(prep.refusal(&c), None);
    fight(&mut prep, &c, &mut saves, &mut chosen, &mut next);
    let prepared = chosen.prepared.clone().expect("prepared");
    assert_eq!(
        prepared.teams[0].members[g].deck.as_ref(),
        Some(&scenario_deck(&c))
    );
    world.insert_resource(next);
    assert!(going_to_battle(&world));
}

#[test]
fn fight_at_once_skips_the_screen_with_the_saved_decks() {
    // docs/RULES.md, Deck building (the window): `vortex play --level X --fight` skips the screen
    // and fights with the saved decks that still hold.
    let c = catalog();
    let mine = another_deck(&c);
    let mut saves = Saves::default();
    saves.decks.set(LEVEL, GARRON, mine.clone());
    let world = opened(saves, true);
    assert!(going_to_battle(&world));
    let prepared = world
        .resource::<Chosen>()
        .prepared
        .clone()
        .expect("prepared");
    let spec = prepared.teams[0]
        .members
        .iter()
        .find(|m| m.card == GARRON)
        .expect("Garron");
    assert_eq!(spec.deck.as_ref(), Some(&mine));
}

#[test]
fn the_lines_tab_keys_pick_a_fighter_and_move_it_one_line_at_a_time() {
    // <ポジション（前衛・中衛・後衛）に関するルール>, 細則 (the player places the team) and the
    // Decision of docs/RULES.md, Positions: any one move is allowed while placing — Right takes
    // the first fighter to the back line through placements the rule refuses; Left brings it
    // back and stops at the front line; Down and Up pick the fighter the keys move.
    let mut world = opened(Saves::default(), false);
    world.resource_mut::<Preparation>().tab = super::PrepTab::Lines;
    world.insert_resource(ButtonInput::<KeyCode>::default());
    let press = |world: &mut World, key: KeyCode| {
        crate::screens::keys::tap::<crate::screens::keys::PrepAction>(world, key);
        world.run_system_once(super::lines::keys).expect("keys run");
    };
    let line = |world: &World, i: usize| world.resource::<Preparation>().slots[i].line;
    let team_holds = |world: &World| {
        let prep = world.resource::<Preparation>();
        let team = prep.slots[0].team;
        crate::data::level::check_lines(
            prep.slots.iter().filter(|s| s.team == team).map(|s| s.line),
        )
        .is_ok()
    };
    assert!(team_holds(&world), "the scenario's lines hold");
    world.resource_mut::<Preparation>().slot = 0;
    assert_eq!(line(&world, 0), LineName::Front);
    assert_eq!(line(&world, 1), LineName::Middle);
    press(&mut world, KeyCode::ArrowRight);
    assert_eq!(line(&world, 0), LineName::Middle);
    assert!(
        !team_holds(&world),
        "no one on the front line: refused, yet allowed on the way"
    );
    press(&mut world, KeyCode::KeyD);
    assert_eq!(line(&world, 0), LineName::Back);
    press(&mut world, KeyCode::ArrowRight);
    assert_eq!(line(&world, 0), LineName::Back, "the back line is the last");
    press(&mut world, KeyCode::ArrowLeft);
    assert_eq!(line(&world, 0), LineName::Middle);
    press(&mut world, KeyCode::ArrowDown);
    assert_eq!(world.resource::<Preparation>().slot, 1);
    press(&mut world, KeyCode::KeyA);
    assert_eq!(line(&world, 1), LineName::Front, "the picked fighter moves");
    assert_eq!(line(&world, 0), LineName::Middle, "the other stays");
    assert!(team_holds(&world), "front and middle again");
    press(&mut world, KeyCode::ArrowLeft);
    assert_eq!(
        line(&world, 1),
        LineName::Front,
        "the front line is the first"
    );
    press(&mut world, KeyCode::ArrowUp);
    assert_eq!(world.resource::<Preparation>().slot, 0);
}

#[test]
fn extra_cards_and_terrain_may_be_declined_and_are_kept_with_the_decks() {
    // Seed 000 <エクストラ・ルール>: a character *may* take its extra cards into the battle
    // (「…デッキとは別に所持して、バトルに臨んでもよい」), and a field card is persistent terrain only
    // if every player agrees (定常地形に出来る条件): the player may leave either out, and the
    // choice is kept with the saved decks.
    let mut world = opened(Saves::default(), false);
    let mut prep = world.resource::<Preparation>().clone();
    let on = |list: &[(String, bool)]| {
        list.iter()
            .map(|(id, on)| (id.clone(), *on))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        on(&prep.terrain),
        [
            ("bleak_moor".to_string(), true),
            ("ashfall_plain".to_string(), true)
        ],
        "the scenario's terrain, agreed to by default"
    );
    let orrin = prep
        .slots
        .iter()
        .position(|s| s.card == "orrin_tidecaller")
        .expect("Orrin is the player's");
    assert_eq!(
        on(&prep.slots[orrin].extras),
        [("brine_talisman".to_string(), true)]
    );
    prep.slots[orrin].extras[0].1 = false;
    prep.terrain[0].1 = false;
    let level = prep.prepared();
    let member = level.teams[0]
        .members
        .iter()
        .find(|m| m.card == "orrin_tidecaller")
        .expect("member");
    assert_eq!(
        member.extras,
        Some(Vec::new()),
        "Orrin leaves his talisman behind"
    );
    assert_eq!(level.persistent_terrain, ["ashfall_plain"]);
    let catalog = world.resource::<Catalog>().clone();
    assert!(crate::data::validate::check_prepared(&catalog, &level).is_empty());
    let mut saves = world.resource::<Saves>().clone();
    // (No data folder here: the file is not written, the choice is kept in memory.)
    let _ = saves.remember(&prep, &catalog);
    assert_eq!(
        saves.decks.extras(LEVEL, "orrin_tidecaller"),
        Some(&Vec::new())
    );
    assert_eq!(
        saves.decks.terrain.get(LEVEL),
        Some(&vec!["ashfall_plain".to_string()])
    );
    *world.resource_mut::<Saves>() = saves.clone();
    let again = opened(saves, false);
    let prep = again.resource::<Preparation>();
    assert!(
        !prep.terrain[0].1,
        "the terrain declined comes back declined"
    );
    let orrin = prep
        .slots
        .iter()
        .find(|s| s.card == "orrin_tidecaller")
        .expect("Orrin");
    assert!(!orrin.extras[0].1, "and the talisman left behind");
}

/// Issue 39 (design §3.1): before a Vortex scenario the heroes' decks are edited under seed
/// 000's rules and the Vortex's check — every card's panels paid by one of the hero's patterns.
/// With Kaede's patterns stripped of their Fire panels, her Fire cards fail the check and the
/// battle is refused in its words; with her own patterns the deck holds. No lines are checked
/// (on the grid each fighter starts on its square).
#[test]
fn a_vortex_deck_must_be_paid_by_the_heros_patterns() {
    use crate::data::arena::Panel;
    let level = "vortex_02_tidebreak_ford";
    let open_with = |catalog: Catalog| opened_on(catalog, level, Saves::default(), false);
    let world = open_with(catalog());
    let prep = world.resource::<Preparation>();
    assert!(prep.vortex, "a Vortex scenario is prepared as one");
    assert_eq!(
        prep.refusal(world.resource::<Catalog>()),
        None,
        "the deck holds"
    );
    let mut stripped = catalog();
    let kaede = stripped
        .characters
        .get_mut("kaede_ashwright")
        .expect("Kaede is in the content");
    let sheet = std::sync::Arc::make_mut(kaede)
        .vortex
        .as_mut()
        .expect("Kaede has a Vortex sheet");
    for row in &mut sheet.patterns {
        row.retain(|p| *p != Panel::Fire);
    }
    let world = open_with(stripped);
    let why = world
        .resource::<Preparation>()
        .refusal(world.resource::<Catalog>())
        .expect("the battle is refused");
    assert!(
        why.starts_with("Kaede Ashwright's deck: no pattern pays"),
        "{why}"
    );
}

#[test]
fn the_lines_chosen_come_back_as_the_decks_do_and_a_notice_stays_with_its_tab() {
    // Issue 40, item 2: the preparation screen remembers lines as it remembers decks; a notice
    // is shown on the tab it is about.
    let c = catalog();
    let world = opened(Saves::default(), false);
    let mut prep = world.resource::<Preparation>().clone();
    let own = prep.own_lines();
    assert_eq!(own.len(), 3, "{own:?}");
    // Another legal order: the first two swapped.
    let mut mine = own.clone();
    mine.swap(0, 1);
    assert_ne!(mine, own);
    for (s, line) in prep.slots.iter_mut().zip(&mine) {
        s.line = *line;
    }
    assert_eq!(prep.refusal(&c), None);
    let mut saves = world.resource::<Saves>().clone();
    let _ = saves.remember(&prep, &c);
    assert_eq!(saves.decks.lines.get(LEVEL), Some(&mine));
    let again = opened(saves.clone(), false);
    let lines: Vec<LineName> = again
        .resource::<Preparation>()
        .slots
        .iter()
        .map(|s| s.line)
        .collect();
    assert_eq!(lines, mine, "the lines come back");
    // Back to the scenario's own: forgotten.
    let mut prep = again.resource::<Preparation>().clone();
    for (s, line) in prep.slots.iter_mut().zip(&own) {
        s.line = *line;
    }
    let _ = saves.remember(&prep, &c);
    assert_eq!(saves.decks.lines.get(LEVEL), None);
    // Saved lines that no longer fit (a fighter fewer, say) are not used, and the player is told.
    let mut stale = Saves::default();
    stale.decks.set_lines(LEVEL, Some(vec![LineName::Front]));
    let world = opened(stale, false);
    let prep = world.resource::<Preparation>();
    assert_eq!(prep.slots.iter().map(|s| s.line).collect::<Vec<_>>(), own);
    assert!(
        prep.message
            .as_ref()
            .is_some_and(|(m, _)| m.contains("lines"))
    );
    // A refusal about the lines is the lines tab's.
    let mut prep = prep.clone();
    for s in &mut prep.slots {
        s.line = LineName::Back;
    }
    let mut saves = Saves::default();
    let mut chosen = world.resource::<Chosen>().clone();
    let mut next = NextState::<Screen>::default();
    fight(&mut prep, &c, &mut saves, &mut chosen, &mut next);
    assert_eq!(prep.message_tab, super::PrepTab::Lines);
}
