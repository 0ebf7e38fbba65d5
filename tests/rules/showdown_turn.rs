//! The Showdown's game and turn (seed 004): construction (2.), the start (3.), the flow (4.),
//! the recharge (5.), the draw (6.), the set (7.), the hand limit and the empty deck (19.).

use crate::harness::*;
use crate::showdown_fixture::*;
use vortex_tactics::data::showdown::ShowDeck;
use vortex_tactics::data::showdown::check;
use vortex_tactics::rules::core::battle::{Battle, Outcome};
use vortex_tactics::rules::showdown::ask::{Choice, Request};
use vortex_tactics::rules::showdown::table::{Charged, Slot};

fn deck_problems(cards: Vec<String>) -> Vec<String> {
    problems_in(&sd_catalog(), cards)
}

fn problems_in(c: &vortex_tactics::data::Catalog, cards: Vec<String>) -> Vec<String> {
    let d = ShowDeck {
        name: "d".into(),
        cards,
        plans: Vec::new(),
        text: String::new(),
        ja: None,
    };
    let mut out = Vec::new();
    check::deck(&c.show_cards, &d, &mut |field, _, msg| {
        out.push(format!("{field}: {msg}"))
    });
    out
}

fn of(n: usize, names: &[&str]) -> Vec<String> {
    names
        .iter()
        .cycle()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn a_deck_holds_40_to_80_cards_and_at_most_4_of_one_name() {
    // 2.ゲームをプレイする前に用意するもの: デッキの枚数 40~80枚, 同名カードは4枚まで.
    let names: Vec<&str> = vec![
        "m0", "m1", "m2", "m3", "e1", "e0", "j1", "i1", "r0", "s0", "h0", "dm2", "cm2", "cm1",
        "pm", "fm", "m0b",
    ];
    let twenty: Vec<&str> = names
        .iter()
        .copied()
        .chain(["spark_imp", "reef_skitter", "kelp_lurker"])
        .collect();
    assert!(deck_problems(of(40, &names[..10])).is_empty());
    assert!(deck_problems(of(68, &names)).is_empty());
    assert!(
        deck_problems(of(80, &twenty)).is_empty(),
        "80 cards, four of each of 20"
    );
    assert_eq!(deck_problems(of(39, &names[..10])).len(), 1, "39 cards");
    let p = deck_problems(of(81, &twenty));
    assert!(
        p.iter().any(|m| m.contains("40 to 80 cards, not 81")),
        "{p:?}"
    );
    let mut five = of(40, &names[..10]);
    five[4] = "m0".into(); // a fifth m0 (the cycle put m0 at 0, 10, 20, 30)
    let p = deck_problems(five);
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].starts_with("cards[30]"),
        "the fifth, where it is written: {p:?}"
    );
    assert!(p[0].contains("at most 4 of one name"), "{p:?}");
}

#[test]
fn the_copy_limit_counts_cards_by_name_not_by_file() {
    // 2.: 同名カード — two files with the same name are the same name.
    let mut c = sd_catalog();
    add(
        &mut c.show_cards,
        "m0_alt",
        "(name: \"m0\", kind: Monster, power: 2)",
    );
    let mut cards = of(
        40,
        &["m0", "m1", "m2", "e1", "j1", "r0", "s0", "h0", "dm2", "m0b"],
    );
    cards[1] = "m0_alt".into();
    let out = problems_in(&c, cards);
    assert_eq!(out.len(), 1, "five cards named m0: {out:?}");
}

#[test]
fn each_player_starts_with_five_life_cards_and_five_in_hand() {
    // 3.ゲームを始める前に: shuffle, about five life cards, then five cards into the hand.
    let app = sd_app(sd_catalog());
    for who in sides(&app) {
        let t = table(&app, who);
        assert_eq!((t.life.len(), t.hand.len(), t.deck.len()), (5, 5, 30));
        assert!(t.charge.is_empty() && t.trash.is_empty());
    }
}

#[test]
fn a_turn_recharges_draws_then_asks_both_players_to_set_at_once() {
    // 4.ゲームの流れ: recharge, draw, set, open, battles 1-3, turn end; no first player.
    // 5.リチャージ: every face-up charge card is turned face down. 6.ドロー: one card each.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| {
        t.charge = vec![
            Charged {
                card: "r0".into(),
                face_up: true,
                offset: false,
                again: false,
                used: false,
            },
            Charged {
                card: "s0".into(),
                face_up: false,
                offset: false,
                again: false,
                used: false,
            },
        ]
    });
    play(&mut app);
    let t = table(&app, a);
    assert!(t.charge.iter().all(|c| !c.face_up), "recharged");
    assert_eq!((t.hand.len(), t.deck.len()), (6, 29), "one card drawn");
    assert!(matches!(asked(&app, a), Some(Request::Set { .. })));
    assert!(
        matches!(asked(&app, b), Some(Request::Set { .. })),
        "both are asked at once"
    );
    let log = log(&app);
    let (r, d) = (
        log.find("recharges").expect("recharge"),
        log.find("draws").expect("draw"),
    );
    assert!(r < d, "{log}");
    assert!(
        !log.contains(" sets "),
        "nothing is set before both answer: {log}"
    );
}

#[test]
fn the_set_waits_for_both_answers_and_fills_the_lowest_zone_without_a_battle_card() {
    // 7.セット: one card face down in the lowest-numbered zone holding no battle card (予 when
    // all three hold one), one face down in the charge zone; both at once.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["m0", "r0"], &["s0"]));
    set_table(&mut app, b, bare(&["m0", "r0"], &["s0"]));
    // A's zone 1 is empty but zone 2 holds a battle card: the gap is filled first.
    set_table(&mut app, a, |t| t.zones[1].battler = Some("m1".into()));
    // B's three zones hold battle cards: the card goes to the reserve.
    set_table(&mut app, b, |t| {
        for z in &mut t.zones {
            z.battler = Some("m0b".into());
        }
    });
    play(&mut app);
    set_cards(&mut app, a, "m0", Some("r0"));
    play(&mut app);
    assert!(
        table(&app, a).set.is_none() && table(&app, a).hand.len() == 3,
        "nothing is set until both have chosen"
    );
    set_cards(&mut app, b, "m0", Some("r0"));
    play(&mut app);
    let log = log(&app);
    assert!(
        log.contains("A sets a card face down in zone 1 and one in the charge zone"),
        "{log}"
    );
    assert!(
        log.contains("B sets a card face down in the reserve"),
        "{log}"
    );
    // The open followed: A's monster stays in zone 1; B's, opened in 予, goes to the charge zone.
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].battler.as_deref(), Some("m0"));
    assert!(
        tb.charge.iter().any(|c| c.card == "m0" && !c.face_up),
        "{:?}",
        tb.charge
    );
    assert_eq!(ta.charge.len(), 1, "the charge card, face down");
    assert!(!ta.charge[0].face_up);
}

#[test]
fn a_hand_of_one_sets_it_in_the_monster_zone_and_an_empty_hand_sets_nothing() {
    // 7. is silent on fewer than two cards (docs/RULES.md: set what there is, the monster zone
    // first).
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&[], &["m0"]));
    set_table(&mut app, b, bare(&[], &[]));
    set_table(&mut app, b, |t| t.life.clear());
    set_table(&mut app, b, |t| t.out_since = None);
    play(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Set {
            hand: ids(&["m0"]),
            charge: 1
        })
    );
    assert_eq!(asked(&app, b), None, "nothing to set");
    answer(
        &mut app,
        a,
        Choice::Set {
            zone: 0,
            charge: vec![],
        },
    );
    play(&mut app);
    assert_eq!(table(&app, a).zones[0].battler.as_deref(), Some("m0"));
}

#[test]
fn with_no_deck_a_life_card_is_drawn_and_with_neither_the_player_loses_three_draws_later() {
    // 19.山札にカードが無い!!: a life card at the draw; with none, nothing is drawn, and the
    // draw three turns later loses (docs/RULES.md: the hand and charge zone count as empty at
    // every draw between).
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    // No battle card anywhere: nobody wins a zone, so only the empty deck can end the game.
    set_table(&mut app, a, bare(&[], &[]));
    set_table(&mut app, a, |t| t.life = ids(&["r0"]));
    set_table(&mut app, b, bare(&["r0", "s0"], &["r0"; 20]));
    play(&mut app);
    let t = table(&app, a);
    assert_eq!(
        (t.life.len(), t.hand.len()),
        (0, 1),
        "a life card into the hand"
    );
    let mut turns = 0;
    while app.world().resource::<Battle>().outcome.is_none() && turns < 10 {
        for who in [a, b] {
            match asked(&app, who) {
                Some(Request::Set { hand, .. }) if hand.len() >= 2 => answer(
                    &mut app,
                    who,
                    Choice::Set {
                        zone: 0,
                        charge: vec![1],
                    },
                ),
                Some(Request::Set { .. }) => answer(
                    &mut app,
                    who,
                    Choice::Set {
                        zone: 0,
                        charge: vec![],
                    },
                ),
                Some(Request::Place { .. }) => answer(&mut app, who, Choice::Place(vec![])),
                Some(Request::Upkeep { .. }) => answer(&mut app, who, Choice::Upkeep(false)),
                Some(Request::Discard { count, .. }) => {
                    answer(&mut app, who, Choice::Discard((0..count).collect()))
                }
                Some(Request::Activate { .. }) => answer(&mut app, who, Choice::Activate(vec![])),
                Some(Request::UpkeepOffset { offset, .. }) => {
                    answer(&mut app, who, Choice::Offset((0..offset).collect()))
                }
                Some(Request::Pay { count, .. }) => {
                    answer(&mut app, who, Choice::Pay((0..count).collect()))
                }
                Some(Request::Fusion { named, .. }) => {
                    answer(&mut app, who, Choice::Pay((0..named.len()).collect()))
                }
                None => {}
            }
        }
        play(&mut app);
        turns += 1;
    }
    let log = log(&app);
    assert!(
        log.contains("A has neither deck nor life cards: nothing drawn (3 of 3"),
        "{log}"
    );
    assert!(log.contains("(1 of 3 draws left)"), "{log}");
    assert!(
        log.contains("A has had no card to draw for 3 turns"),
        "{log}"
    );
    assert_eq!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Winner(1)),
        "{log}"
    );
    let t = table(&app, a);
    assert!(
        t.trash_sideways && t.sideways,
        "its trash, then everything, lies sideways"
    );
}

#[test]
fn at_the_turn_end_a_hand_of_ten_or_more_is_discarded_down_to_nine() {
    // 19.手札がいっぱいの時は?: at most 9; at ten or more, discard at the turn end; both at once.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    let eleven = [
        "r0", "s0", "h0", "r0", "s0", "h0", "r0", "s0", "h0", "r0", "s0",
    ];
    set_table(&mut app, a, bare(&eleven, &["h0"]));
    set_table(&mut app, b, bare(&eleven[..10], &["h0"]));
    play(&mut app);
    set_cards(&mut app, a, "r0", Some("s0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    play(&mut app);
    // A holds 12 - 2 = 10: one card; B holds 11 - 2 = 9, the limit: nothing.
    assert_eq!(
        asked(&app, a),
        Some(Request::Discard {
            hand: table(&app, a).hand.clone(),
            count: 1
        })
    );
    assert_eq!(asked(&app, b), None);
    answer(&mut app, a, Choice::Discard(vec![0]));
    play(&mut app);
    assert_eq!(
        table(&app, a).hand.len(),
        9 + 1,
        "nine kept, then the next turn's draw"
    );
    assert!(log(&app).contains("A discards 1 card(s) down to 9"));
    assert_eq!(table(&app, a).set, None);
    let _ = Slot::Reserve;
}

#[test]
fn vortex_check_names_a_construction_error_by_file_line_column_and_field() {
    // 2.: deck size and copies; 11., 12.: a J card needs its upkeep. Bad input is reported with
    // file, line, column and field, and left out; the rest loads.
    use vortex_tactics::data::{ContentDirs, load_content};
    let dir = std::env::temp_dir().join(format!("vortex-test-wdeck-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let mut rows =
        vec!["        \"spark_imp\", \"spark_imp\", \"spark_imp\", \"spark_imp\",".to_string()];
    for id in [
        "cinder_whelp",
        "ember_sentinel",
        "ashfang_raider",
        "kiln_brute",
        "reef_skitter",
        "kelp_lurker",
        "mist_stalker",
        "shoal_warden",
        "coral_knight",
    ] {
        rows.push(format!("        \"{id}\", \"{id}\", \"{id}\", \"{id}\","));
    }
    rows.push("        \"spark_imp\",".into());
    let text = format!(
        "(\n    name: \"Bad\",\n    cards: [\n{}\n    ],\n)\n",
        rows.join("\n")
    );
    std::fs::write(dir.join("bad.wdeck.ron"), &text).expect("write");
    std::fs::write(
        dir.join("loose_jail.wcard.ron"),
        "(\n    name: \"Loose Jail\",\n    kind: Jail,\n    cost: 1,\n    power: -1,\n)\n",
    )
    .expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    // 41 cards (a size the seed allows) with a fifth Spark Imp, written on line 14.
    let all: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert!(
        all.iter()
            .any(|p| p.contains("bad.wdeck.ron:14:9: cards[40]: 5 cards named \"Spark Imp\"")),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|p| p.contains("loose_jail.wcard.ron:1:1: upkeep: a J or I card needs an upkeep")),
        "{all:#?}"
    );
    assert!(
        !catalog.show_decks.contains_key("bad") && !catalog.show_cards.contains_key("loose_jail")
    );
    assert!(
        catalog.show_decks.contains_key("emberwing_vanguard"),
        "the rest loads"
    );
}

#[test]
fn both_players_over_the_hand_limit_discard_at_the_same_time() {
    // 19.: 相手と自分、双方の手札が10枚以上だった場合、同時にトラッシュに送って下さい.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    let twelve = [
        "r0", "s0", "h0", "r0", "s0", "h0", "r0", "s0", "h0", "r0", "s0", "h0",
    ];
    for who in [a, b] {
        set_table(&mut app, who, bare(&twelve, &["h0"]));
    }
    play(&mut app);
    set_cards(&mut app, a, "r0", Some("s0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    play(&mut app);
    // Both hold 11: both are asked, and neither discards before the other has answered.
    assert!(matches!(
        asked(&app, a),
        Some(Request::Discard { count: 2, .. })
    ));
    assert!(matches!(
        asked(&app, b),
        Some(Request::Discard { count: 2, .. })
    ));
    answer(&mut app, a, Choice::Discard(vec![0, 1]));
    play(&mut app);
    assert_eq!(table(&app, a).hand.len(), 11, "A waits for B");
    answer(&mut app, b, Choice::Discard(vec![0, 1]));
    play(&mut app);
    assert_eq!(table(&app, a).hand.len(), 10, "nine, then the next draw");
    assert_eq!(table(&app, b).hand.len(), 10);
}
