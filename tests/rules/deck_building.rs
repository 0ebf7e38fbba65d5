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
