//! Seed 000 before the battle: building a deck card by card (<デッキ（行動表）構築>), placing the
//! team (<ポジション（前衛・中衛・後衛）に関するルール> 細則: ポジション決定に関するルール), the
//! player's decks kept between sessions, and the battle started with the scenario as prepared.

use crate::harness::*;
use std::collections::BTreeMap;
use std::sync::Arc;
use vortex_tactics::data::deck::DeckError;
use vortex_tactics::data::deck_draft::{CardPool, DeckDraft, pool_for};
use vortex_tactics::data::level::{LineGap, check_lines};
use vortex_tactics::data::saves::SavedDecks;
use vortex_tactics::data::{ActionCard, Catalog, CharacterCard, LineName};
use vortex_tactics::rules::core::cards::components::Deck;
use vortex_tactics::rules::core::fighter::Position;

fn character(ap: i32, attributes: &str) -> CharacterCard {
    vortex_tactics::data::load::parse(
        std::path::Path::new("c"),
        &format!("(name: \"C\", hp: 10, ap: {ap}, attributes: [{attributes}])"),
    )
    .expect("character")
}

/// A pool of cards: (id, name, cost, attributes).
fn pool(cards: &[(&str, &str, i32, &str)]) -> CardPool {
    let mut map: BTreeMap<String, Arc<ActionCard>> = BTreeMap::new();
    for (id, name, cost, attributes) in cards {
        let ron =
            format!("(name: \"{name}\", cost: {cost}, attributes: {attributes}, text: \"t\")");
        add(&mut map, id, &ron);
    }
    map
}

fn seed_example() -> CardPool {
    // The seed's example: A(4) B(4) C(-2) D(6) E(1) F(2).
    pool(&[
        ("a", "A", 4, "Neutral"),
        ("b", "B", 4, "Neutral"),
        ("c", "C", -2, "Neutral"),
        ("d", "D", 6, "Neutral"),
        ("e", "E", 1, "Neutral"),
        ("f", "F", 2, "Neutral"),
        ("fire", "Fire Card", 0, "Any([\"Fire\"])"),
    ])
}

#[test]
fn cards_put_in_take_the_face_their_cost_gives_and_equal_costs_trade_places() {
    // <デッキ（行動表）構築>: faces 1-6 in ascending cost, the order among equal costs free.
    // The seed's example gives C E F A B D or C E F B A D, whatever order the cards go in.
    let (ch, cards) = (character(20, ""), seed_example());
    let mut draft = DeckDraft::default();
    for id in ["a", "b", "c", "d", "e", "f"] {
        draft.add(id, &ch, &cards).expect("fits");
    }
    assert_eq!(draft.ids, ["c", "e", "f", "a", "b", "d"]);
    assert_eq!(draft.check(&ch, &cards), Ok(()));
    // A and B (both 4) may swap; F (2) and A (4) may not.
    assert_eq!(draft.shift(3, true, &cards), Ok(4));
    assert_eq!(draft.ids, ["c", "e", "f", "b", "a", "d"]);
    assert_eq!(draft.check(&ch, &cards), Ok(()));
    assert_eq!(
        draft.shift(3, false, &cards),
        Err(DeckError::NotAscending { face: 4 })
    );
    assert_eq!(
        draft.ids,
        ["c", "e", "f", "b", "a", "d"],
        "a refused move changes nothing"
    );
    assert_eq!(draft.shift(0, false, &cards), Err(DeckError::NoNeighbour));
    assert_eq!(draft.shift(5, true, &cards), Err(DeckError::NoNeighbour));
    assert_eq!(draft.remove(0), Some("c".to_string()));
    assert_eq!(draft.check(&ch, &cards), Err(DeckError::WrongSize(5)));
}

#[test]
fn each_card_refused_is_refused_by_its_rule() {
    // <デッキ（行動表）構築>: total cost within AP; own attributes or neutral; 2 of a name at
    // most; six cards, one per die face.
    // The limit is on the finished deck: a card may take the total over AP for a while, and a
    // negative-cost card bring it back.
    let cards = seed_example();
    let ch = character(6, "");
    let mut draft = DeckDraft::default();
    draft.add("d", &ch, &cards).expect("6 of 6 AP");
    draft.add("e", &ch, &cards).expect("over AP for now");
    assert_eq!(draft.over_budget(&ch, &cards), 1);
    let mut over = draft.clone();
    for id in ["a", "b", "f", "f"] {
        over.add(id, &ch, &cards).expect("room for six");
    }
    assert_eq!(
        over.check(&ch, &cards),
        Err(DeckError::OverBudget { total: 19, ap: 6 })
    );
    assert!(matches!(
        draft.add("fire", &ch, &cards),
        Err(DeckError::Attribute { .. })
    ));
    draft
        .add("c", &ch, &cards)
        .expect("a negative cost gives AP back");
    assert_eq!(draft.over_budget(&ch, &cards), 0, "6 + 1 - 2");
    draft.add("c", &ch, &cards).expect("a second of a name");
    assert_eq!(
        draft.add("c", &ch, &cards),
        Err(DeckError::SameName {
            name: "C".into(),
            count: 3
        })
    );
    let rich = character(99, "\"Fire\"");
    let mut full = DeckDraft::new(vec!["e".into(); 6]);
    assert_eq!(full.add("fire", &rich, &cards), Err(DeckError::Full));
    assert!(DeckError::Full.to_string().contains("6 action cards"));
    assert_eq!(full.ids.len(), 6, "nothing was added");
}

#[test]
fn the_pool_lists_usable_cards_first_and_names_why_the_others_are_barred() {
    // <デッキ（行動表）構築>: a character may only put in cards of its attributes or neutral;
    // <その他、備考、細則、Q&A>, デッキ組み込み条件: 必要種族などの扱いも同様 (a card with a race
    // condition only a character of that race; docs/RULES.md, Deck building).
    let mut cards = seed_example();
    add(
        &mut cards,
        "wyrm",
        "(name: \"Wyrm Call\", cost: 0, races: Any([\"Dragon\"]), text: \"t\")",
    );
    let list = pool_for(&character(20, "\"Water\""), &cards);
    assert_eq!(list.len(), cards.len(), "every card is listed");
    let usable = list.len() - 2;
    let mut barred: Vec<(&str, String)> = list[usable..]
        .iter()
        .map(|c| {
            (
                c.id.as_str(),
                c.barred.as_ref().expect("barred").to_string(),
            )
        })
        .collect();
    barred.sort();
    assert_eq!(barred[0].0, "fire", "the barred cards come last");
    assert!(
        barred[0].1.contains("own attributes, or neutral"),
        "{barred:?}"
    );
    assert_eq!(barred[1].0, "wyrm");
    assert!(barred[1].1.contains("needs race Dragon"), "{barred:?}");
    assert!(list[..usable].iter().all(|c| c.barred.is_none()));
    let costs: Vec<i32> = list[..usable].iter().map(|c| c.card.cost).collect();
    assert!(
        costs.windows(2).all(|w| w[0] <= w[1]),
        "cheapest first: {costs:?}"
    );
}

#[test]
fn starting_lines_fill_from_the_front() {
    // ポジション決定に関するルール: 前衛から埋めていかなければならない — no middle line without a
    // front line, no back line without a middle line.
    use LineName::*;
    assert_eq!(check_lines([Front, Middle, Back]), Ok(()));
    assert_eq!(check_lines([Front, Front]), Ok(()));
    assert_eq!(check_lines([Middle, Front, Middle]), Ok(()));
    assert_eq!(
        check_lines([Middle]),
        Err(LineGap {
            empty: Front,
            behind: Middle
        })
    );
    assert_eq!(
        check_lines([Front, Back]),
        Err(LineGap {
            empty: Middle,
            behind: Back
        })
    );
    let said = check_lines([Back])
        .expect_err("a lone back line")
        .to_string();
    assert!(said.contains("fill from the front"), "{said}");
}

#[test]
fn the_battle_starts_with_the_decks_and_lines_the_player_chose() {
    // ゲームの流れ 1: the characters and decks laid out are the ones the battle is fought with;
    // ポジション 細則: バトル開始時のポジションはプレイヤーが自由に決めておいて良い — here the
    // scenario's front, middle, back become middle, front, middle.
    let catalog = real_catalog();
    let id = "duel_03_gloam_hollow";
    let mut level = (**catalog.levels.get(id).expect("level")).clone();
    let deck: Vec<String> = [
        "idle_stance",
        "honest_blow",
        "honest_blow",
        "shoulder_ram",
        "boulder_heave",
        "bedrock_stance",
    ]
    .map(String::from)
    .to_vec();
    let garron = catalog.characters.get("garron_deepstone").expect("garron");
    assert_eq!(
        DeckDraft::new(deck.clone()).check(garron, &catalog.cards),
        Ok(())
    );
    let members = &mut level.teams[0].members;
    assert_eq!(members[0].card, "garron_deepstone");
    assert_ne!(
        members[0].deck.as_ref(),
        Some(&deck),
        "a deck of the player's own"
    );
    members[0].deck = Some(deck.clone());
    let lines = [LineName::Middle, LineName::Front, LineName::Middle];
    for (m, line) in members.iter_mut().zip(lines) {
        assert_ne!(m.line, line, "a line of the player's own");
        m.line = line;
    }
    let mut app = vortex_tactics::headless::app(catalog.clone());
    vortex_tactics::rules::start_prepared_battle(app.world_mut(), id, &level, 5).expect("starts");
    let e = fighter(&mut app, "Garron Deepstone");
    let faces: Vec<String> = app
        .world()
        .get::<Deck>(e)
        .expect("deck")
        .0
        .iter()
        .map(|f| f.id.to_string())
        .collect();
    assert_eq!(faces, deck);
    for (name, line) in ["Garron Deepstone", "Sylla Windreed", "Orrin Tidecaller"]
        .into_iter()
        .zip(lines)
    {
        let e = fighter(&mut app, name);
        assert_eq!(
            app.world().get::<Position>(e).expect("line").line,
            line,
            "{name}"
        );
    }
}

#[test]
fn a_card_changed_in_the_catalog_between_two_battles_is_the_card_the_next_battle_deals() {
    // ゲームの流れ 1: a battle is fought with the decks as the content has them. The decks are
    // resolved from the catalog once and kept (docs/PERFORMANCE.md); a change to a card reaches
    // the next battle's deck, even when the catalog is changed, a battle started and the
    // catalog changed again with nothing run in between.
    let id = "duel_03_gloam_hollow";
    let mut app = vortex_tactics::headless::app(real_catalog());
    let first_card = |app: &mut bevy::app::App| {
        let e = fighter(app, "Garron Deepstone");
        let deck = app.world().get::<Deck>(e).expect("deck");
        (deck.0[0].id.to_string(), deck.0[0].card.name.clone())
    };
    vortex_tactics::rules::start_battle(app.world_mut(), id, 1).expect("starts");
    let (card, name) = first_card(&mut app);
    let rename = |app: &mut bevy::app::App, to: String| {
        let mut catalog = app.world_mut().resource_mut::<Catalog>();
        let mut changed = (**catalog.cards.get(&card).expect("card")).clone();
        changed.name = to;
        catalog.cards.insert(card.clone(), Arc::new(changed));
    };
    rename(&mut app, format!("{name}, once"));
    vortex_tactics::rules::start_battle(app.world_mut(), id, 1).expect("starts again");
    assert_eq!(
        first_card(&mut app),
        (card.clone(), format!("{name}, once"))
    );
    rename(&mut app, format!("{name}, twice"));
    vortex_tactics::rules::start_battle(app.world_mut(), id, 1).expect("starts a third time");
    assert_eq!(
        first_card(&mut app),
        (card.clone(), format!("{name}, twice"))
    );
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn saved_decks_come_back_and_the_file_is_replaced_whole() {
    // docs/RULES.md, Deck building (the window): the decks are kept in `decks.ron`, written
    // atomically (the whole file replaced, never half-written).
    let dir = scratch("roundtrip");
    let mut saves = SavedDecks::default();
    saves.set("duel_01", "kaede", vec!["a".into(); 6]);
    saves.save(&dir).expect("saved");
    assert_eq!(SavedDecks::load(&dir), (saves.clone(), None));
    saves.forget("duel_01", "kaede");
    saves.save(&dir).expect("saved again");
    assert_eq!(SavedDecks::load(&dir).0, SavedDecks::default());
    let left: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(left, ["decks.ron"], "no temporary file is left behind");
}

#[test]
fn a_broken_save_is_reported_with_its_place_and_kept_aside() {
    // docs/RULES.md, Deck building (the window): an unreadable file is reported with its line,
    // column and field, and set aside as `decks.ron.unreadable`, never written over.
    let dir = scratch("broken");
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(
        dir.join("decks.ron"),
        "(\n  decks: {\n    \"l\": { \"c\": [1, 2] },\n  },\n)\n",
    )
    .expect("written");
    let (decks, problem) = SavedDecks::load(&dir);
    assert_eq!(decks, SavedDecks::default(), "the game goes on without it");
    let p = problem.expect("reported");
    assert_eq!(
        (p.line, p.path.file_name().and_then(|n| n.to_str())),
        (3, Some("decks.ron"))
    );
    assert!(p.col > 1, "{p}");
    assert!(
        dir.join("decks.ron.unreadable").exists(),
        "the player's file is kept: {p}"
    );
    assert!(!dir.join("decks.ron").exists());
    // A second broken file is set aside beside the first, which stays as it was.
    std::fs::write(dir.join("decks.ron"), "(decks: oops)").expect("written");
    assert!(SavedDecks::load(&dir).1.is_some());
    assert!(dir.join("decks.ron.unreadable-2").exists());
    let first = std::fs::read_to_string(dir.join("decks.ron.unreadable")).expect("kept");
    assert!(first.contains("[1, 2]"), "{first}");
}
