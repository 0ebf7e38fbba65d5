//! An F card's charge-zone and hand cost condition (seed 004, 12. F: 「チャージゾーン・手札コス
//! ト条件:が書かれている場合があり、その条件を満たしている場合、召喚、効果の発動コストを、チャ
//! ージゾーンや手札から指定のカードをトラッシュに送ることでも発動させることが出来る」), its
//! same-name rule after an offset, and the proof that an F card cannot be summoned.

use crate::harness::log;
use crate::showdown_fixture::*;
use bevy::prelude::{App, Entity};
use vortex_tactics::rules::showdown::ask::{Choice, PayFor, Request, Spot};

/// A with `life` life cards, `fh` and two `m0` in hand and `m1`, `m0` face down in the charge zone;
/// both set, A `fh` in zone ① and `h0` in the charge zone.
fn open_fh(life: usize) -> (App, [Entity; 2]) {
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["fh", "m0", "m0", "h0"], &["h0", "h0"]));
    set_table(&mut app, a, |t| {
        t.life.truncate(life);
        t.charge = face_down(&["m1", "m0"]);
    });
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0", "h0"]));
    play(&mut app);
    set_cards(&mut app, a, "fh", Some("h0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    reveal(&mut app);
    (app, [a, b])
}

#[test]
fn while_its_condition_holds_an_f_card_is_summoned_with_cards_from_the_charge_zone_and_hand() {
    // 12. F: その条件を満たしている場合、召喚…のコストを、チャージゾーンや手札から指定のカー
    // ドをトラッシュに送ることでも…. Where each comes from is the player's choice.
    let (mut app, [a, _]) = open_fh(3);
    let Some(Request::Fusion {
        what,
        named,
        options,
        ..
    }) = asked(&app, a)
    else {
        panic!("A picks where its cost comes from: {:?}", asked(&app, a));
    };
    assert_eq!((what, named), (PayFor::Open, ids(&["m0", "m1"])));
    let spots: Vec<(&str, Spot)> = options.iter().map(|(id, s)| (id.as_str(), *s)).collect();
    assert_eq!(
        spots,
        [
            ("m1", Spot::Charge(0)),
            ("m0", Spot::Charge(1)),
            ("m0", Spot::Hand(0)),
            ("m0", Spot::Hand(1))
        ]
    );
    // Not a set: two m0 and no m1.
    let q = asked(&app, a).expect("asked");
    assert!(
        app.world_mut()
            .resource_mut::<vortex_tactics::rules::showdown::ask::Decisions>()
            .answer(a, &q, Choice::Pay(vec![2, 3]))
            .is_err(),
        "the picks must be the named cards"
    );
    answer(&mut app, a, Choice::Pay(vec![0, 3]));
    reveal(&mut app);
    let t = table(&app, a);
    assert_eq!(t.zones[0].battler.as_deref(), Some("fh"), "summoned");
    let mut trash = t.trash.clone();
    trash.sort();
    assert_eq!(trash, ["m0", "m1"], "both to the trash");
    assert_eq!(t.hand.iter().filter(|c| *c == "m0").count(), 1);
    assert!(t.charge.iter().all(|c| c.card != "m1"));
    assert!(
        t.charge.iter().any(|c| c.card == "m0"),
        "the charge zone's m0 stays"
    );
}

#[test]
fn without_its_condition_an_f_card_is_not_summoned_and_its_player_shows_why() {
    // 12. F: the named cards come from the monster zone only (召喚や装備の際には、書かれたカー
    // ドを自分のモンスターゾーンから自分のトラッシュに送らなくてはなりません); オープンで召喚
    // できない場合は手札とチャージゾーンを全て相手に見せ、召喚できないことを証明しなければ
    // なりません.
    let (app, [a, _]) = open_fh(5);
    assert_eq!(asked(&app, a), None);
    let t = table(&app, a);
    assert_eq!(t.zones[0].battler, None);
    assert!(t.charge.iter().any(|c| c.card == "fh" && !c.face_up));
    assert_eq!(
        t.hand.iter().filter(|c| *c == "m0").count(),
        2,
        "nothing paid"
    );
    let l = log(&app);
    assert!(
        l.contains("shows its hand [") && l.contains("it cannot pay"),
        "{l}"
    );
}

#[test]
fn while_its_condition_holds_an_f_effect_may_send_a_hand_card_to_the_trash_instead() {
    // 12. F: 効果の発動の際にはトラッシュにある…指定されたカードを横に — or, the condition met,
    // the named card from the charge zone or hand to the trash; counted for 存在している回数.
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, |t| {
        t.charge = face_down(&["frh"]);
        t.trash = ids(&["m0"]);
        t.hand.push("m0".into());
    });
    play(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Activate {
            at: Moment::Turn(Window::AfterDraw),
            options: vec![("frh".into(), 0), ("frh".into(), 0)]
        }),
        "one m0 upright in the trash and one in hand: twice"
    );
    answer(&mut app, a, Choice::Activate(vec![0]));
    play(&mut app);
    let Some(Request::Fusion { what, options, .. }) = asked(&app, a) else {
        panic!("A picks where m0 comes from: {:?}", asked(&app, a));
    };
    assert_eq!(what, PayFor::Effect(0));
    assert_eq!(options[0], ("m0".into(), Spot::Trash));
    let from_hand = options
        .iter()
        .position(|(_, s)| matches!(s, Spot::Hand(_)))
        .expect("the hand's m0");
    answer(&mut app, a, Choice::Pay(vec![from_hand]));
    play(&mut app);
    let t = table(&app, a);
    assert_eq!(t.trash, ["m0", "m0"], "the hand's m0 went to the trash");
    assert!(t.turned.is_empty(), "nothing turned sideways");
    assert!(!t.hand.contains(&"m0".to_string()));
}

#[test]
fn after_an_f_effect_is_offset_the_hand_cannot_pay_with_the_same_names() {
    // 12. F: 手札からコストを送る場合は手札に2組以上条件を満たすカードがあっても、相殺された際
    // は同名カードをコストに選択できず(別のカードならできます).
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(
        &mut app,
        a,
        bare(&["fha", "m0", "m0", "fho", "fho1", "m1"], &["h0", "h0"]),
    );
    set_table(&mut app, b, bare(&["hd", "r0", "s0"], &["h0", "h0"]));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    answer(&mut app, b, Choice::Activate(vec![0]));
    play(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Activate {
            at: Moment::Offset,
            options: vec![("fho1".into(), 0)]
        }),
        "at the 相殺 window: not fho, whose m0 would come from the hand; fho1 names m1"
    );
    answer(&mut app, a, Choice::Activate(vec![]));
    play(&mut app);
    assert!(table(&app, a).barred.is_empty(), "for that moment only");
}

#[test]
fn vortex_check_refuses_a_charge_and_hand_condition_on_a_card_not_f() {
    // 12.: the condition is written on F cards (「また、このカードには…書かれている場合があり」).
    let p = check_problems(
        "(name: \"x\", kind: Monster, family: Progre, named: [\"m0\"], charge_hand: Some(Always), power: 3)",
    );
    assert_eq!(
        p,
        ["charge_hand: only F cards have a charge-zone and hand cost condition"]
    );
    assert!(check_problems(
        "(name: \"x\", kind: Monster, family: Fusion, named: [\"m0\"], charge_hand: Some(HandAtLeast(2)), power: 3)"
    )
    .is_empty());
}

#[test]
fn an_fh_card_paid_from_the_hand_before_it_is_the_card_that_goes_to_the_trash() {
    // 11. H: 効果を発動後、このカードはトラッシュに送られます — the F card itself, though its
    // cost took a card from before it in the hand (12. F).
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, bare(&["m0", "fha", "m0"], &["h0", "h0", "h0"]));
    // One m0 upright in the trash too, so there is a choice (the hand's copies are alike).
    set_table(&mut app, a, |t| t.trash = ids(&["m0"]));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    play(&mut app);
    let Some(Request::Fusion { options, .. }) = asked(&app, a) else {
        panic!("A picks where m0 comes from: {:?}", asked(&app, a));
    };
    let first = options
        .iter()
        .position(|(_, s)| *s == Spot::Hand(0))
        .expect("the m0 before fha");
    answer(&mut app, a, Choice::Pay(vec![first]));
    play(&mut app);
    let t = table(&app, a);
    let mut trash = t.trash.clone();
    trash.sort();
    assert_eq!(trash, ["fha", "m0", "m0"], "{:?}", t.hand);
    assert_eq!(t.hand.iter().filter(|c| *c == "m0").count(), 1);
}
