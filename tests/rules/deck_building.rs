//! Seed 000, <デッキ（行動表）構築>: six cards, total cost ≤ AP, ascending cost by face,
//! attributes (`A, B` either / `A & B` both), races, at most 2 of a name.

use crate::harness::*;
use vortex_tactics::data::deck::{DeckError, check_deck};
use vortex_tactics::data::{ActionCard, CharacterCard};

fn ch(attributes: &[&str], races: &[&str], ap: i32) -> CharacterCard {
    let list = |v: &[&str]| {
        v.iter()
            .map(|s| format!("\"{s}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    vortex_tactics::data::load::parse(
        std::path::Path::new("c"),
        &format!(
            "(name: \"C\", hp: 10, ap: {ap}, attributes: [{}], races: [{}])",
            list(attributes),
            list(races)
        ),
    )
    .expect("character")
}

fn cd(name: &str, cost: i32, attributes: &str, races: &str) -> ActionCard {
    vortex_tactics::data::load::parse(
        std::path::Path::new("c"),
        &format!("(name: \"{name}\", cost: {cost}, attributes: {attributes}, races: {races}, text: \"t\")"),
    )
    .expect("card")
}

fn deck(cards: &[ActionCard]) -> Vec<(&str, Option<&ActionCard>)> {
    cards.iter().map(|c| (c.name.as_str(), Some(c))).collect()
}

fn six(costs: [i32; 6]) -> Vec<ActionCard> {
    costs
        .iter()
        .enumerate()
        .map(|(i, c)| cd(&format!("c{i}"), *c, "Neutral", "Neutral"))
        .collect()
}

#[test]
fn a_deck_has_six_cards_within_ap_in_ascending_cost() {
    // <デッキ（行動表）構築>: 6 cards, total cost within AP (need not be used up), ascending cost
    // by face. The seed's example: C(-2) E(1) F(2) A(4) B(4) D(6); A and B may swap.
    let c = ch(&[], &[], 15);
    assert_eq!(check_deck(&c, &deck(&six([-2, 1, 2, 4, 4, 6]))), Ok(()));
    assert_eq!(
        check_deck(&c, &deck(&six([-2, 1, 2, 4, 6, 4]))),
        Err(DeckError::NotAscending { face: 6 })
    );
    assert_eq!(
        check_deck(&c, &deck(&six([1, 1, 1, 1, 1, 1])[..5])),
        Err(DeckError::WrongSize(5))
    );
    let tight = ch(&[], &[], 14);
    assert_eq!(
        check_deck(&tight, &deck(&six([-2, 1, 2, 4, 4, 6]))),
        Err(DeckError::OverBudget { total: 15, ap: 14 })
    );
    assert!(
        check_deck(&tight, &deck(&six([-2, 1, 2, 4, 4, 5]))).is_ok(),
        "AP need not be used up"
    );
}

#[test]
fn attributes_must_match_or_be_neutral_either_and_both() {
    // <デッキ（行動表）構築>: same attribute or neutral; 表記の解釈に関する事柄: `A, B` needs
    // either, `A & B` both; 似た名前や意味の属性の扱い: names must match exactly.
    let moon = ch(&["Moon"], &[], 30);
    let moon_shadow = ch(&["Moon", "Shadow"], &[], 30);
    let mut cards = six([0; 6]);
    cards[5] = cd("either", 0, "Any([\"Moon\", \"Shadow\"])", "Neutral");
    assert!(
        check_deck(&moon, &deck(&cards)).is_ok(),
        "`Moon, Shadow` needs either"
    );
    cards[5] = cd("both", 0, "All([\"Moon\", \"Shadow\"])", "Neutral");
    assert!(
        matches!(
            check_deck(&moon, &deck(&cards)),
            Err(DeckError::Attribute { .. })
        ),
        "`Moon & Shadow` needs both"
    );
    assert!(check_deck(&moon_shadow, &deck(&cards)).is_ok());
    cards[5] = cd("fire", 0, "Any([\"Fire\"])", "Neutral");
    assert!(matches!(
        check_deck(&moon, &deck(&cards)),
        Err(DeckError::Attribute { .. })
    ));
    cards[5] = cd("similar", 0, "Any([\"Moonlight\"])", "Neutral");
    assert!(
        check_deck(&moon, &deck(&cards)).is_err(),
        "names must match exactly (似た名前の属性)"
    );
}

#[test]
fn races_work_the_same_way() {
    // 表記の解釈に関する事柄, アクションカードに複数の属性が表記されている場合の、デッキ組み込み
    // 条件について: 「必要種族などの扱いも同様」 — `A, B` needs either race, `A & B` both.
    let golem = ch(&[], &["Golem"], 30);
    let mut cards = six([0; 6]);
    cards[0] = cd("either", 0, "Neutral", "Any([\"Golem\", \"Spirit\"])");
    assert!(check_deck(&golem, &deck(&cards)).is_ok());
    cards[0] = cd("both", 0, "Neutral", "All([\"Golem\", \"Spirit\"])");
    assert!(matches!(
        check_deck(&golem, &deck(&cards)),
        Err(DeckError::Race { .. })
    ));
}

#[test]
fn at_most_two_cards_of_a_name_and_plus_is_another_name() {
    // <デッキ（行動表）構築>: 同じ名前のアクションカードは2枚まで; 「通常攻撃」と「通常攻撃+」
    // は別名のカード.
    let c = ch(&[], &[], 30);
    let mut cards = six([0; 6]);
    for card in cards.iter_mut().take(3) {
        card.name = "Strike".into();
    }
    let err = check_deck(&c, &deck(&cards)).expect_err("three of a name");
    assert_eq!(
        err,
        DeckError::SameName {
            name: "Strike".into(),
            count: 3
        }
    );
    assert!(
        err.to_string().contains("at most 2"),
        "the message names the rule: {err}"
    );
    cards[2].name = "Strike+".into();
    assert!(check_deck(&c, &deck(&cards)).is_ok());
}

#[test]
fn every_shipped_character_deck_is_legal() {
    // <デッキ（行動表）構築>: every character card shipped in assets/ has a deck that keeps the
    // deck-building rules.
    let catalog = real_catalog();
    assert!(catalog.characters.len() >= 5);
    for (id, c) in &catalog.characters {
        let d: Vec<_> = c
            .deck
            .iter()
            .map(|x| (x.as_str(), catalog.cards.get(x).map(|a| &**a)))
            .collect();
        assert_eq!(check_deck(c, &d), Ok(()), "{id}");
    }
}

/// A fighter treated as Earth by an ability, with an Earth card that keeps "damage taken -1".
fn earth_by_ability() -> vortex_tactics::data::Catalog {
    let mut c = fixture(&[]);
    add(
        &mut c.cards,
        "t_stone",
        "(name: \"Stone Skin\", cost: 1, attributes: Any([\"Earth\"]), continuous: [DamageTaken(-1)], effects: [Nothing], text: \"t\")",
    );
    add(
        &mut c.characters,
        "t_shaper",
        "(name: \"Shaper\", hp: 20, ap: 10, abilities: [CountsAs(attributes: [\"Earth\"])], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_stone\"])",
    );
    c
}

#[test]
fn an_ability_that_gives_an_attribute_lets_the_deck_hold_its_cards() {
    // 処理の手順, バトル中にデッキ組み込み条件を満たさなくなったアクションカードの扱い: the seed's
    // example ability 「このキャラクターは地属性を持つものとして扱う」 lets Earth cards in the deck.
    let c = earth_by_ability();
    let shaper = c.characters.get("t_shaper").expect("shaper");
    let mut cards = six([0; 6]);
    cards[5] = (**c.cards.get("t_stone").expect("stone")).clone();
    let faces = deck(&cards);
    assert_eq!(check_deck(shaper, &faces), Ok(()));
    let mut plain = (**shaper).clone();
    plain.abilities.clear();
    assert!(matches!(
        check_deck(&plain, &faces),
        Err(DeckError::Attribute { .. })
    ));
}

#[test]
fn a_card_whose_conditions_stop_holding_is_turned_face_down_and_its_status_withdrawn() {
    // 処理の手順: 条件を満たさなくなったアクションカードは、即座に裏返され、使用不能となる —
    // the ability that made Shaper Earth is lost: Stone Skin turns face down at once, and the
    // "damage taken -1" it kept (付加要素 継続) is withdrawn: the next hit lands in full.
    use vortex_tactics::rules::core::cards::components::Deck;
    use vortex_tactics::rules::core::fighter::{Fighter, Statuses};
    let mut app = fixture_battle(
        earth_by_ability(),
        &[("t_shaper", "Front")],
        &[("delta", "Front")],
    );
    let (s, d) = (fighter(&mut app, "Shaper"), fighter(&mut app, "Delta"));
    let kept = |app: &bevy::prelude::App| {
        let st = app.world().get::<Statuses>(s).expect("statuses");
        st.changes
            .iter()
            .map(|c| c.modifier.describe())
            .collect::<Vec<_>>()
    };
    assert_eq!(kept(&app), ["damage taken -1"]);
    assert!(
        app.world()
            .get::<Fighter>(s)
            .expect("f")
            .attributes
            .contains(&"Earth".to_string())
    );
    hit(&mut app, d, s, "Damage(\"3\")");
    assert_eq!(
        hp(&app, s),
        18,
        "the continuous status works while the card is up"
    );
    hit(&mut app, d, s, "LoseAbilities");
    let deck = app.world().get::<Deck>(s).expect("deck");
    assert!(!deck.0[5].usable, "Stone Skin is face down: {}", log(&app));
    assert!(
        deck.0[..5].iter().all(|f| f.usable),
        "neutral cards stay up"
    );
    assert!(kept(&app).is_empty(), "withdrawn: {:?}", kept(&app));
    assert!(log(&app).contains(
        "Shaper's Stone Skin no longer meets its deck conditions and is turned face down"
    ));
    hit(&mut app, d, s, "Damage(\"3\")");
    assert_eq!(hp(&app, s), 15, "the hit lands in full");
}

#[test]
fn abilities_lost_take_the_cards_part_out_of_a_merged_change_and_the_card_stays_face_down() {
    // 処理の手順 (a card whose conditions stop holding is turned face down) and 付加要素に関する
    // ルール (継続: the continuous status goes with its card; 複数の状態変化の統合方法: merged by
    // kind): Stone Skin's "damage taken -1" merged with a cast "damage taken -2" into -3; losing
    // the abilities withdraws only its -1. Every other ability goes too (the counter no longer
    // fires), the attributes are the card's own again, and the card stays face down for the
    // battle (Decision, docs/RULES.md).
    use vortex_tactics::rules::core::cards::additive::total;
    use vortex_tactics::rules::core::cards::components::Deck;
    use vortex_tactics::rules::core::fighter::Fighter;
    let mut c = earth_by_ability();
    add(
        &mut c.characters,
        "t_shaper",
        "(name: \"Shaper\", hp: 20, ap: 10, abilities: [CountsAs(attributes: [\"Earth\"]), Triggered(name: \"Counter\", when: Damaged, target: Source, effects: [Damage(\"1\")])], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_stone\"])",
    );
    let mut app = fixture_battle(c, &[("t_shaper", "Front")], &[("delta", "Front")]);
    let (s, d) = (fighter(&mut app, "Shaper"), fighter(&mut app, "Delta"));
    let taken = |app: &bevy::prelude::App| {
        total(
            app.world(),
            s,
            vortex_tactics::data::Modifier::DamageTaken(0),
        )
    };
    hit(&mut app, d, s, "Status(Change(DamageTaken(-2)))");
    assert_eq!(taken(&app), -3);
    hit(&mut app, d, s, "Damage(\"0\")");
    assert_eq!(log(&app).matches("Shaper's Counter fires").count(), 1);
    hit(&mut app, d, s, "LoseAbilities");
    assert_eq!(taken(&app), -2, "only the card's part is withdrawn");
    let attributes = &app.world().get::<Fighter>(s).expect("f").attributes;
    assert!(!attributes.contains(&"Earth".to_string()), "{attributes:?}");
    hit(&mut app, d, s, "Damage(\"0\")");
    assert_eq!(
        log(&app).matches("Shaper's Counter fires").count(),
        1,
        "the counter is lost with the other abilities"
    );
    // Even with Earth given back, nothing turns the card face up again.
    app.world_mut()
        .get_mut::<Fighter>(s)
        .expect("f")
        .attributes
        .push("Earth".into());
    for _ in 0..3 {
        app.update();
    }
    assert!(
        !app.world().get::<Deck>(s).expect("deck").0[5].usable,
        "the card stays face down"
    );
}
