//! Upkeeps offset by the other side's effects at the same window (seed 004, 11. J and I:
//! 「コスト支払タイミングに同じタイミングで発動するカード…が相手にあった場合、自動的に相殺扱い」).

use crate::showdown_fixture::*;
use vortex_tactics::rules::showdown::ask::{Choice, Request};

/// A turn up to its end: both set a bare card, the battles pass.
fn to_turn_end(app: &mut bevy::prelude::App) {
    let [a, b] = sides(app);
    play(app);
    set_cards(app, a, "r0", Some("s0"));
    set_cards(app, b, "r0", Some("s0"));
    play(app);
}

/// A with a J in zone 2 due at the turn end, B holding an H card usable there, at the turn end.
fn upkeep_against_a_hand_card() -> (bevy::prelude::App, [bevy::prelude::Entity; 2]) {
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["r0", "s0"], &["h0", "h0"]));
    set_table(&mut app, a, |t| t.zones[1].installed = Some("j1".into()));
    set_table(&mut app, b, bare(&["r0", "s0", "ht"], &["h0", "h0"]));
    to_turn_end(&mut app);
    (app, [a, b])
}

/// A with a J due at the turn end and an H card used there, against B's H card used there: both
/// chose, and A (two against one) is asked which of its own is offset.
fn upkeep_and_effect_against_effect() -> (bevy::prelude::App, [bevy::prelude::Entity; 2]) {
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&["r0", "s0", "ht"], &["h0", "h0"]));
    set_table(&mut app, a, |t| t.zones[0].installed = Some("j1".into()));
    set_table(&mut app, b, bare(&["r0", "s0", "ht"], &["h0", "h0"]));
    to_turn_end(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    answer(&mut app, b, Choice::Activate(vec![0]));
    fight(&mut app);
    (app, [a, b])
}

#[test]
fn an_upkeep_and_an_opposing_effect_at_the_same_window_offset_each_other() {
    // 11. J: an effect of the opponent's used at the upkeep's timing offsets it: the upkeep is
    // not paid and the card stays; the effect pays nothing and does nothing (14.).
    let (mut app, [a, b]) = upkeep_against_a_hand_card();
    assert_eq!(
        asked(&app, b),
        Some(Request::Activate {
            at: Moment::Turn(Window::TurnEnd),
            options: vec![("ht".into(), 0)]
        })
    );
    assert_eq!(asked(&app, a), None, "nothing asked of A before B's choice");
    answer(&mut app, b, Choice::Activate(vec![0]));
    fight(&mut app);
    assert_eq!(
        asked(&app, a),
        None,
        "A's upkeep is offset: no payment is asked"
    );
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[1].installed.as_deref(), Some("j1"), "kept");
    assert!(
        ta.charge.iter().all(|c| !c.face_up),
        "nothing paid: {:?}",
        ta.charge
    );
    assert!(
        tb.hand.contains(&"ht".to_string()),
        "B's H card stays in hand"
    );
    assert!(!tb.trash.contains(&"ht".to_string()));
}

#[test]
fn an_upkeep_with_no_opposing_effect_is_paid_or_let_go_as_its_player_answers() {
    // 11. J: the upkeep is paid at its timing; B holds the H card but does not use it.
    let (mut app, [a, b]) = upkeep_against_a_hand_card();
    answer(&mut app, b, Choice::Activate(vec![]));
    fight(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Upkeep {
            zone: 1,
            card: "j1".into(),
            cost: 1
        })
    );
    answer(&mut app, a, Choice::Upkeep(true));
    fight(&mut app);
    pay_first(&mut app, a);
    fight(&mut app);
    let ta = table(&app, a);
    assert_eq!(ta.zones[1].installed.as_deref(), Some("j1"));
    assert_eq!(ta.charge.iter().filter(|c| c.face_up).count(), 1, "paid 1");
}

#[test]
fn the_side_with_more_upkeeps_and_effects_picks_which_of_its_own_are_offset() {
    // 11. J: 「同時に発動したり、コストを支払うカードが存在した場合、それらのカードの多いほうが
    // 発動したり、コストを支払うカードを選択し、少ないほうは全て相殺扱い」: A's upkeep and
    // effect (2) against B's effect (1): A picks one of its own to be offset; all of B's is.
    let (mut app, [a, b]) = upkeep_and_effect_against_effect();
    assert_eq!(
        asked(&app, a),
        Some(Request::UpkeepOffset {
            at: Moment::Turn(Window::TurnEnd),
            due: vec![(0, "j1".into())],
            effects: vec![("ht".into(), 0)],
            offset: 1,
        })
    );
    assert_eq!(asked(&app, b), None);
    let hand_before = table(&app, a).hand.len();
    answer(&mut app, a, Choice::Offset(vec![0]));
    fight(&mut app);
    assert_eq!(asked(&app, a), None, "the upkeep offset: nothing to pay");
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].installed.as_deref(), Some("j1"), "kept unpaid");
    assert!(ta.charge.iter().all(|c| !c.face_up));
    assert!(ta.trash.contains(&"ht".to_string()), "A's effect was used");
    assert_eq!(ta.hand.len(), hand_before, "ht left, one card drawn");
    assert!(tb.hand.contains(&"ht".to_string()), "B's was offset");
}

#[test]
fn when_the_side_with_more_has_its_effect_offset_its_upkeep_is_still_asked() {
    // 11. J: the side with more chooses; here A offsets its own effect, so the upkeep is due.
    let (mut app, [a, b]) = upkeep_and_effect_against_effect();
    answer(&mut app, a, Choice::Offset(vec![1]));
    fight(&mut app);
    let upkeep = Request::Upkeep {
        zone: 0,
        card: "j1".into(),
        cost: 1,
    };
    assert_eq!(asked(&app, a), Some(upkeep), "zone 1's upkeep is due");
    answer(&mut app, a, Choice::Upkeep(false));
    fight(&mut app);
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].installed, None, "let go");
    assert!(ta.hand.contains(&"ht".to_string()), "A's effect was offset");
    assert!(tb.hand.contains(&"ht".to_string()), "and all of B's");
}
