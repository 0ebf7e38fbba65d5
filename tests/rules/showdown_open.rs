//! The Showdown's open (seed 004): what an opened card does (8.オープンについて), costs and the
//! cost showdown, the cost offset (15.コスト相殺について), the kinds (11.) and families (12.),
//! and the rulings 20. Q5 and Q8.

use crate::showdown_fixture::*;
use vortex_tactics::rules::showdown::ask::{Choice, PaySource, Request};
use vortex_tactics::rules::showdown::table::Charged;

/// Both players set; the reveal runs to its end or the next question (not on to the battles).
fn open_with(app: &mut bevy::prelude::App, a: (&str, &str), b: (&str, &str)) {
    let [x, y] = sides(app);
    play(app);
    set_cards(app, x, a.0, Some(a.1));
    set_cards(app, y, b.0, Some(b.1));
    reveal(app);
}

fn up(card: &str) -> Charged {
    Charged {
        card: card.into(),
        face_up: true,
        offset: false,
        again: false,
        used: false,
    }
}

#[test]
fn an_opened_card_that_can_be_paid_for_is_summoned_and_one_that_cannot_goes_to_the_charge_zone() {
    // 8.: summoning is mandatory when it can be done; a card that cannot be summoned goes to the
    // charge zone face down. 11. M: its cost turns that many face-down charge cards face up.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["m1", "r0"], &["h0"]));
    set_table(&mut app, b, bare(&["m3", "r0"], &["h0"]));
    open_with(&mut app, ("m1", "r0"), ("m3", "r0"));
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].battler.as_deref(), Some("m1"));
    assert_eq!(ta.charge, vec![up("r0")], "the set charge card paid");
    assert_eq!(tb.zones[0].battler, None, "cost 3 with one charge card");
    assert!(tb.charge.iter().any(|c| c.card == "m3" && !c.face_up));
}

#[test]
fn an_equip_goes_on_the_lowest_numbered_battle_card_and_the_reserve_sends_everything_to_charge() {
    // 8.: 装備できるカードの中で一番小さな番号のカードに装備; 予の場所で表にした...チャージゾーン.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["e1", "r0"], &["h0"]));
    set_table(&mut app, a, |t| {
        t.zones[1].battler = Some("m0".into());
        t.zones[2].battler = Some("m0".into());
    });
    set_table(&mut app, b, bare(&["e1", "r0"], &["h0"]));
    open_with(&mut app, ("e1", "r0"), ("e1", "r0"));
    assert_eq!(
        table(&app, a).zones[1].equips,
        ids(&["e1"]),
        "zone 2, the lowest"
    );
    assert!(
        table(&app, b).charge.iter().any(|c| c.card == "e1"),
        "no battle card to equip: to the charge zone"
    );
}

#[test]
fn in_a_cost_showdown_the_player_who_reveals_more_placeable_cost_cards_places_the_difference() {
    // 8.: both cards summonable with cost 1 or more: each reveals its cost cards; the side with
    // more cards that can be activated when flipped as a cost activates the difference. 20. Q8:
    // the other cost cards count as offset for the turn — except, when the opponent revealed
    // none, the ones passed over.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["m2", "r0"], &["h0"]));
    set_table(&mut app, a, |t| t.charge = face_down(&["m0", "m0b", "s0"]));
    set_table(&mut app, b, bare(&["m1", "s0"], &["h0"]));
    set_table(&mut app, b, |t| t.charge = face_down(&["m0"]));
    open_with(&mut app, ("m2", "r0"), ("m1", "s0"));
    // A pays 2 of its four face-down charge cards; B pays 1 of two.
    let Some(Request::Pay {
        candidates,
        count,
        from,
        ..
    }) = asked(&app, a)
    else {
        panic!("A chooses its cost cards");
    };
    assert_eq!((count, from), (2, PaySource::TurnUp));
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m0", "m0b"])));
    let Some(Request::Pay { candidates, .. }) = asked(&app, b) else {
        panic!("B chooses");
    };
    answer(&mut app, b, Choice::Pay(pick(&candidates, &["s0"])));
    reveal(&mut app);
    // A revealed two placeable cards, B none: A may place two.
    assert_eq!(
        asked(&app, a),
        Some(Request::Place {
            candidates: ids(&["m0", "m0b"]),
            up_to: 2
        })
    );
    assert_eq!(asked(&app, b), None);
    answer(&mut app, a, Choice::Place(vec![1]));
    reveal(&mut app);
    let ta = table(&app, a);
    assert_eq!(ta.zones[0].battler.as_deref(), Some("m2"));
    assert_eq!(
        ta.zones[1].battler.as_deref(),
        Some("m0b"),
        "placed free, the next zone"
    );
    let m0 = ta.charge.iter().find(|c| c.card == "m0").expect("m0 stays");
    assert!(
        m0.face_up && !m0.offset,
        "B revealed none: the card passed over stays free"
    );
    let tb = table(&app, b);
    assert!(
        tb.charge
            .iter()
            .any(|c| c.card == "s0" && c.face_up && c.offset),
        "B's cost card is offset for the turn: {:?}",
        tb.charge
    );
}

#[test]
fn equal_counts_in_a_cost_showdown_place_nothing() {
    // 8.: 同数 — both zero: nothing is activated.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["m1", "m0"], &["h0"]));
    set_table(&mut app, b, bare(&["m1", "m0b"], &["h0"]));
    open_with(&mut app, ("m1", "m0"), ("m1", "m0b"));
    // Each pays with its only face-down card, a monster: one each.
    assert_eq!(asked(&app, a), None);
    assert_eq!(asked(&app, b), None);
    for who in [a, b] {
        let t = table(&app, who);
        assert_eq!(t.zones[0].battler.as_deref(), Some("m1"));
        assert!(t.zones[1].battler.is_none(), "nothing placed");
        assert!(t.charge.iter().all(|c| c.face_up && c.offset));
    }
}

#[test]
fn after_a_normal_payment_a_flipped_monster_may_be_summoned_or_passed_over() {
    // 11. M: オープン時やコストとして表にした際にモンスターゾーンに召喚できます; passing it
    // over (スルー, 20. Q8) is the player's choice.
    for take in [true, false] {
        let mut app = sd_app(sd_catalog());
        let [a, b] = sides(&app);
        set_table(&mut app, a, bare(&["m1", "m0"], &["h0"]));
        set_table(&mut app, b, bare(&["r0", "s0"], &["h0"]));
        open_with(&mut app, ("m1", "m0"), ("r0", "s0"));
        assert_eq!(
            asked(&app, a),
            Some(Request::Place {
                candidates: ids(&["m0"]),
                up_to: 1
            })
        );
        answer(
            &mut app,
            a,
            Choice::Place(if take { vec![0] } else { vec![] }),
        );
        reveal(&mut app);
        let t = table(&app, a);
        assert_eq!(t.zones[1].battler.is_some(), take);
        assert_eq!(t.charge.iter().any(|c| c.card == "m0"), !take);
    }
}

#[test]
fn a_cost_offset_makes_the_higher_cost_pay_the_difference_and_places_both() {
    // 15.コスト相殺: a card asking its cost of the opponent (C) opened with one paying its own:
    // the higher cost pays the difference, and both are summoned.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["cm2", "r0"], &["h0"]));
    set_table(&mut app, b, bare(&["m1", "s0"], &["h0"]));
    set_table(&mut app, b, |t| t.trash = ids(&["h0", "r0"]));
    open_with(&mut app, ("cm2", "r0"), ("m1", "s0"));
    // A pays 2 - 1 = 1 card of B's trash, which it chooses.
    let Some(Request::Pay { from, count, .. }) = asked(&app, a) else {
        panic!("A pays the difference");
    };
    assert_eq!((from, count), (PaySource::FoeTrash, 1));
    answer(&mut app, a, Choice::Pay(vec![1]));
    reveal(&mut app);
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].battler.as_deref(), Some("cm2"));
    assert_eq!(tb.zones[0].battler.as_deref(), Some("m1"));
    assert_eq!(tb.trash, ids(&["h0"]), "one card left B's trash");
    assert!(
        tb.charge.contains(&up("r0")),
        "into B's charge zone face up"
    );
    assert!(
        tb.charge.contains(&Charged {
            card: "s0".into(),
            face_up: false,
            offset: false,
            again: false,
            used: false
        }),
        "B paid nothing"
    );
    assert!(
        ta.charge.iter().all(|c| !c.face_up),
        "A paid nothing of its own"
    );
}

#[test]
fn a_progre_card_in_the_reserve_against_a_creator_is_not_offset() {
    // 20. Q5: P and C opened together where the offset would leave the P card no zone: no
    // offset; the P card goes to the charge zone and the C card pays in full.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["pm", "r0"], &["h0"]));
    set_table(&mut app, a, |t| {
        t.zones[0].battler = Some("m0".into());
        t.zones[1].battler = Some("m1".into());
        t.zones[2].battler = Some("m1".into());
        t.trash = ids(&["h0", "s0"]);
    });
    set_table(&mut app, b, bare(&["cm1", "r0"], &["h0"]));
    open_with(&mut app, ("pm", "r0"), ("cm1", "r0"));
    let Some(Request::Pay { count, from, .. }) = asked(&app, b) else {
        panic!("B pays its full cost of 1 from A's trash");
    };
    assert_eq!((count, from), (1, PaySource::FoeTrash));
    answer(&mut app, b, Choice::Pay(vec![0]));
    reveal(&mut app);
    let log = crate::harness::log(&app);
    assert!(log.contains("no cost offset"), "{log}");
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert!(
        ta.charge.iter().any(|c| c.card == "pm" && !c.face_up),
        "{:?}",
        ta.charge
    );
    assert_eq!(
        ta.zones[0].battler.as_deref(),
        Some("m0"),
        "its named card stays"
    );
    assert_eq!(tb.zones[0].battler.as_deref(), Some("cm1"));
    assert_eq!(ta.trash.len(), 1, "the C card took its full cost of 1");
}

#[test]
fn the_families_pay_as_the_seed_says() {
    // 12.: P moves its named card from the monster zone to the charge zone face down; F sends
    // its named cards to the trash; D sends charge cards, face up or down, to the trash.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["pm", "r0"], &["h0"]));
    set_table(&mut app, a, |t| t.zones[0].battler = Some("m0".into()));
    set_table(&mut app, b, bare(&["fm", "r0"], &["h0"]));
    set_table(&mut app, b, |t| {
        t.zones[0].battler = Some("m1".into());
        t.zones[1].battler = Some("m0".into());
        t.zones[1].equips = ids(&["e0"]);
    });
    open_with(&mut app, ("pm", "r0"), ("fm", "r0"));
    let (ta, tb) = (table(&app, a), table(&app, b));
    // A's P card was set in zone 2 (zone 1 held m0); m0 went to the charge zone.
    assert_eq!(ta.zones[1].battler.as_deref(), Some("pm"));
    assert_eq!(ta.zones[0].battler, None);
    assert!(ta.charge.iter().any(|c| c.card == "m0"));
    // B's F card took m0 (zone 2, with its equip) and m1 (zone 1) to the trash.
    assert_eq!(tb.zones[2].battler.as_deref(), Some("fm"));
    assert!(tb.zones[0].battler.is_none() && tb.zones[1].battler.is_none());
    let mut trash = tb.trash.clone();
    trash.sort();
    assert_eq!(trash, ids(&["e0", "m0", "m1"]));

    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["dm2", "r0"], &["h0"]));
    set_table(&mut app, a, |t| t.charge = vec![up("s0")]);
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0"]));
    open_with(&mut app, ("dm2", "r0"), ("r0", "s0"));
    let ta = table(&app, a);
    assert_eq!(ta.zones[0].battler.as_deref(), Some("dm2"));
    assert!(ta.charge.is_empty(), "a face-up and a face-down card paid");
    assert_eq!(ta.trash.len(), 2);
}

#[test]
fn a_jail_is_installed_where_nothing_is_installed_and_never_where_an_equip_is() {
    // 11. J: opened where a card is installed, it goes to the lowest zone with nothing
    // installed; it cannot be placed where an equip is.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["j1", "r0"], &["h0"]));
    set_table(&mut app, a, |t| {
        t.zones[0].installed = Some("i1".into());
        t.zones[1].battler = Some("m0".into());
        t.zones[1].equips = ids(&["e0"]);
    });
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0"]));
    open_with(&mut app, ("j1", "r0"), ("r0", "s0"));
    assert_eq!(table(&app, a).zones[2].installed.as_deref(), Some("j1"));
}

#[test]
fn an_upkeep_is_paid_or_the_card_goes_to_the_trash_and_both_sides_dues_offset() {
    // 11. J, I: 維持コスト at its timing, or to the trash; it may be let go; when the opponent
    // has a card due at the same timing, both are offset and nothing is paid.
    for pay in [true, false] {
        let mut app = sd_app(sd_catalog());
        let [a, b] = sides(&app);
        set_table(&mut app, a, bare(&["r0", "s0"], &["h0"]));
        set_table(&mut app, a, |t| t.zones[0].installed = Some("j1".into()));
        set_table(&mut app, b, bare(&["r0", "s0"], &["h0"]));
        open_with(&mut app, ("r0", "s0"), ("r0", "s0"));
        fight(&mut app);
        assert_eq!(
            asked(&app, a),
            Some(Request::Upkeep {
                zone: 0,
                card: "j1".into(),
                cost: 1
            })
        );
        answer(&mut app, a, Choice::Upkeep(pay));
        fight(&mut app);
        let t = table(&app, a);
        assert_eq!(t.zones[0].installed.is_some(), pay);
        assert_eq!(t.trash.contains(&"j1".to_string()), !pay);
    }
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    for who in [a, b] {
        set_table(&mut app, who, bare(&["r0", "s0"], &["h0"]));
        set_table(&mut app, who, |t| t.zones[0].installed = Some("j1".into()));
    }
    open_with(&mut app, ("r0", "s0"), ("r0", "s0"));
    fight(&mut app);
    assert_eq!(asked(&app, a), None, "offset: nothing to pay");
    for who in [a, b] {
        let t = table(&app, who);
        assert_eq!(t.zones[0].installed.as_deref(), Some("j1"));
        assert!(t.charge.iter().all(|c| !c.face_up) || t.charge.is_empty());
    }
}

#[test]
fn whatever_is_opened_in_the_reserve_goes_to_the_charge_zone() {
    // 8.: 予の場所で表にした召喚、装備するカードだった場合は、そのカードを裏にしてチャージゾーン
    // — an equip too, though there are battle cards to equip.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["e0", "r0"], &["h0"]));
    set_table(&mut app, a, |t| {
        for z in &mut t.zones {
            z.battler = Some("m1".into());
        }
    });
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0"]));
    open_with(&mut app, ("e0", "r0"), ("r0", "s0"));
    let t = table(&app, a);
    assert!(t.zones.iter().all(|z| z.equips.is_empty()));
    assert!(t.charge.iter().any(|c| c.card == "e0" && !c.face_up));
}

#[test]
fn a_progre_card_paid_normally_puts_its_named_card_in_the_charge_zone_face_down() {
    // 12. P: 書かれたカードを自分のモンスターゾーンから自分のチャージゾーンに裏側で送る.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["pm", "r0"], &["h0"]));
    set_table(&mut app, a, |t| t.zones[0].battler = Some("m0".into()));
    set_table(&mut app, b, bare(&["m0", "s0"], &["h0"]));
    open_with(&mut app, ("pm", "r0"), ("m0", "s0"));
    let t = table(&app, a);
    assert_eq!(t.zones[1].battler.as_deref(), Some("pm"));
    let m0 = Charged {
        card: "m0".into(),
        face_up: false,
        offset: false,
        again: false,
        used: false,
    };
    assert!(t.charge.contains(&m0), "{:?}", t.charge);
}

#[test]
fn a_cost_offset_is_settled_before_the_costs_are_checked() {
    // 15.: the higher pays only the difference — an M costing 3 with one face-down charge card,
    // opened against a C card costing 2, pays 1, and both are summoned.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["m3", "r0"], &["h0"]));
    set_table(&mut app, b, bare(&["cm2", "s0"], &["h0"]));
    set_table(&mut app, a, |t| t.trash = ids(&["h0", "s0"]));
    open_with(&mut app, ("m3", "r0"), ("cm2", "s0"));
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].battler.as_deref(), Some("m3"));
    assert_eq!(tb.zones[0].battler.as_deref(), Some("cm2"));
    assert_eq!(ta.charge, vec![up("r0")], "A paid the difference, 1");
    assert_eq!(ta.trash.len(), 2, "B paid nothing");
}

#[test]
fn the_side_with_more_upkeeps_due_chooses_which_are_offset_and_pays_for_the_rest() {
    // 11. J: 多いほうが…コストを支払うカードを選択し、少ないほうは全て相殺扱い.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["r0", "s0"], &["h0"]));
    set_table(&mut app, a, |t| {
        t.zones[0].installed = Some("j1".into());
        t.zones[1].installed = Some("j1".into());
    });
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0"]));
    set_table(&mut app, b, |t| t.zones[2].installed = Some("j1".into()));
    open_with(&mut app, ("r0", "s0"), ("r0", "s0"));
    fight(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::UpkeepOffset {
            at: Moment::Turn(Window::TurnEnd),
            due: vec![(0, "j1".into()), (1, "j1".into())],
            effects: vec![],
            offset: 1
        })
    );
    assert_eq!(asked(&app, b), None, "B's one card is offset");
    answer(&mut app, a, Choice::Offset(vec![1]));
    fight(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Upkeep {
            zone: 0,
            card: "j1".into(),
            cost: 1
        }),
        "zone 2's is offset; zone 1's is paid for or let go"
    );
    answer(&mut app, a, Choice::Upkeep(false));
    fight(&mut app);
    let t = table(&app, a);
    assert_eq!(t.zones[0].installed, None);
    assert_eq!(t.zones[1].installed.as_deref(), Some("j1"));
    assert_eq!(table(&app, b).zones[2].installed.as_deref(), Some("j1"));
}
