//! Cards flipped to pay an effect's or an upkeep's cost may be placed, as cards flipped to pay at
//! the open are (seed 004, 11.カードの種類について: M, E, J, I 「オープン時やコストととして表にし
//! た際に」); cards put forward in a cost showdown stay offset for the turn, even turned face down
//! by an effect and face up again (20. Q8).

use crate::harness::log;
use crate::showdown_fixture::*;
use vortex_tactics::rules::showdown::ask::{Choice, Request};
use vortex_tactics::rules::showdown::table::Charged;

/// A face-up charge card put forward in this turn's cost showdown.
fn showdown_card(id: &str) -> Charged {
    Charged {
        card: id.into(),
        face_up: true,
        offset: true,
        again: false,
        used: false,
    }
}

#[test]
fn a_monster_flipped_to_pay_an_effect_may_be_summoned_once_the_effect_is_over() {
    // 11. M: 「オープン時やコストととして表にした際にモンスターゾーンに召喚できます」 — an
    // effect's cost too; the player may decline (20. Q8 「スルー」). 20. Q1: the placed card's
    // summon effect comes once it is placed.
    for place in [true, false] {
        let mut app = sd_app(sd_catalog());
        let [a, _] = both_bare(&mut app);
        set_table(&mut app, a, |t| t.charge = face_down(&["rd1", "ms"]));
        play(&mut app);
        answer(&mut app, a, Choice::Activate(vec![0]));
        play(&mut app);
        assert_eq!(
            asked(&app, a),
            Some(Request::Place {
                candidates: vec!["ms".into()],
                up_to: 1
            }),
            "ms paid rd1's cost: offered once rd1's draw is done"
        );
        let hand = table(&app, a).hand.len();
        answer(
            &mut app,
            a,
            Choice::Place(if place { vec![0] } else { vec![] }),
        );
        play(&mut app);
        let t = table(&app, a);
        let l = log(&app);
        if place {
            assert_eq!(t.zones[0].battler.as_deref(), Some("ms"), "{l}");
            assert!(l.contains("A summons ms in zone 1"), "{l}");
            assert_eq!(t.hand.len(), hand + 1, "ms's summon effect drew 1: {l}");
            assert!(!t.charge.iter().any(|c| c.card == "ms"));
        } else {
            assert_eq!(t.zones[0].battler, None);
            assert_eq!(t.hand.len(), hand, "{l}");
            assert!(t.charge.iter().any(|c| c.card == "ms" && c.face_up));
        }
        let (drew, summoned) = (l.find("A draws 1"), l.find("A summons ms"));
        if place {
            assert!(drew < summoned, "the effect first, then the placing: {l}");
        }
    }
}

#[test]
fn a_card_flipped_to_pay_an_upkeep_may_be_placed_too() {
    // 11. J: 「維持コスト」 is a cost: its face-down charge cards are turned face up (11.: what is
    // flipped as a cost may be placed), once the window's upkeeps are paid.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["r0", "s0"], &["h0", "h0"]));
    set_table(&mut app, a, |t| {
        t.zones[1].installed = Some("j1".into());
        t.charge = face_down(&["m0"]);
    });
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0", "h0"]));
    play(&mut app);
    set_cards(&mut app, a, "r0", Some("s0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    play(&mut app);
    assert!(matches!(asked(&app, a), Some(Request::Upkeep { .. })));
    answer(&mut app, a, Choice::Upkeep(true));
    play(&mut app);
    let Some(Request::Pay { candidates, .. }) = asked(&app, a) else {
        panic!("A picks what pays: {:?}", asked(&app, a));
    };
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m0"])));
    play(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Place {
            candidates: vec!["m0".into()],
            up_to: 1
        })
    );
    answer(&mut app, a, Choice::Place(vec![0]));
    play(&mut app);
    let t = table(&app, a);
    assert_eq!(t.zones[0].battler.as_deref(), Some("m0"), "{}", log(&app));
    assert_eq!(t.zones[1].installed.as_deref(), Some("j1"), "kept");
}

#[test]
fn a_showdown_cost_card_turned_face_down_and_up_again_pays_but_is_never_placed() {
    // 20. Q8: 「コストの見せ合いの時に表にしたモンスターは召喚できません…コストの見せ合いで使った
    // カードがすべて相殺扱いになっているため」 — an effect (hr) may turn it face down; the log says
    // so; flipped again to pay rd1, it is not offered.
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, |t| {
        t.charge = face_down(&["rd1", "s0"]);
        t.hand.push("hr".into());
    });
    play(&mut app);
    // The turn's recharge is over: ms lies as a showdown left it.
    set_table(&mut app, a, |t| t.charge.push(showdown_card("ms")));
    let Some(Request::Activate { options, .. }) = asked(&app, a) else {
        panic!("A chooses its effects: {:?}", asked(&app, a));
    };
    let order: Vec<usize> = ["hr", "rd1"]
        .iter()
        .map(|id| options.iter().position(|(o, _)| o == id).expect("offered"))
        .collect();
    answer(&mut app, a, Choice::Activate(order));
    play(&mut app);
    let l = log(&app);
    assert!(
        l.contains(
            "A turns 1 charge card(s) face down: ms (put forward in the cost showdown: still \
             offset this turn)"
        ),
        "{l}"
    );
    let Some(Request::Pay { candidates, .. }) = asked(&app, a) else {
        panic!("rd1's cost: s0 or ms: {:?}", asked(&app, a));
    };
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["ms"])));
    play(&mut app);
    assert!(
        !matches!(asked(&app, a), Some(Request::Place { .. })),
        "ms is offset for the turn: {:?}",
        asked(&app, a)
    );
    let t = table(&app, a);
    assert_eq!(t.zones[0].battler, None);
    assert!(
        t.charge.contains(&showdown_card("ms")),
        "paid, still offset"
    );
}

#[test]
fn an_effect_turning_cards_face_down_says_how_many_when_fewer_lay_face_up() {
    // The log says exactly what happened: hr turns 1, none lay face up.
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.hand.push("hr".into()));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    play(&mut app);
    let l = log(&app);
    assert!(
        l.contains("A turns 0 charge card(s) face down (of 1: no more lay face up)"),
        "{l}"
    );
}

#[test]
fn a_card_used_this_turn_and_turned_face_down_again_is_not_used_again_this_turn() {
    // 20. Q8: 「ただし、そのターン、一度召喚や効果の発動などが行われたカードは使用できません」 —
    // an R card whose effect was used, turned face down by a recharge effect, offers no effect
    // again until the turn's recharge.
    use vortex_tactics::rules::showdown::effects::usable::effects_where;
    use vortex_tactics::rules::showdown::table::Table;
    let catalog = sd_catalog();
    let with = |used: bool| Table {
        charge: vec![Charged {
            card: "rd".into(),
            face_up: false,
            offset: false,
            again: false,
            used,
        }],
        ..Default::default()
    };
    let offered = |t: &Table| effects_where(&catalog, t, &Table::default(), |_| true).len();
    assert!(
        offered(&with(false)) > 0,
        "a fresh R card offers its effect"
    );
    assert_eq!(offered(&with(true)), 0, "used this turn: not again");
}
