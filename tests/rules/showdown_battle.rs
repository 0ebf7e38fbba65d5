//! The Showdown's battles (seed 004, 9.戦闘について, 10.勝敗について) and the powers J and I
//! cards change (11.カードの種類について).

use crate::harness::log;
use crate::showdown_fixture::*;
use vortex_tactics::rules::core::battle::{Battle, Outcome};

#[test]
fn the_lower_power_is_trashed_with_its_equips_a_tie_trashes_both_and_an_invoke_stays() {
    // 9.: パワーが低い方をトラッシュに, 同じ場合は両方; an equip goes with its battle card; 11. I:
    // it changes both battle cards in its zone and stays when they go.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| {
        t.zones[0].battler = Some("m2".into());
        t.zones[0].equips = ids(&["e0"]);
        t.zones[0].installed = Some("i1".into());
        t.zones[1].battler = Some("m1".into());
        t.charge = face_down(&["r0"]);
    });
    set_table(&mut app, b, |t| {
        t.zones[0].battler = Some("m3".into());
        t.zones[1].battler = Some("m1".into());
    });
    fight(&mut app);
    let l = log(&app);
    assert!(
        l.contains("zone 1: A 7 against B 8"),
        "5 + 1 + 1 against 7 + 1: {l}"
    );
    assert!(l.contains("zone 2: A 3 against B 3"), "{l}");
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.zones[0].battler, None);
    assert_eq!(
        ta.zones[0].installed.as_deref(),
        Some("i1"),
        "the invoke stays (its upkeep is asked at the turn end)"
    );
    let mut trash = ta.trash.clone();
    trash.sort();
    assert_eq!(trash, ids(&["e0", "m1", "m2"]));
    assert_eq!(
        tb.zones[0].battler.as_deref(),
        Some("m3"),
        "the winner stays"
    );
    assert_eq!(tb.zones[1].battler, None, "a tie trashes both");
}

#[test]
fn a_jail_lowers_the_opponents_battle_card_in_its_zone() {
    // 11. J: 同じ場所にいる相手の戦闘可能なカードの数値をパワーの分だけ変化させます.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| {
        t.zones[0].battler = Some("m0".into());
        t.zones[0].installed = Some("j1".into());
    });
    set_table(&mut app, b, |t| t.zones[0].battler = Some("m1".into()));
    fight(&mut app);
    assert!(log(&app).contains("zone 1: A 2 against B 1"));
    assert_eq!(table(&app, b).zones[0].battler, None);
}

#[test]
fn an_unopposed_battle_card_takes_a_life_card_into_the_others_hand_zone_by_zone() {
    // 9.: only one side has a battle card: the other takes one of its life cards into its hand;
    // zones ①, ② and ③ in turn; no battle where neither has one.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    for who in [a, b] {
        set_table(&mut app, who, bare(&[], &[]));
    }
    set_table(&mut app, a, |t| t.zones[2].battler = Some("m0".into()));
    set_table(&mut app, b, |t| t.zones[0].battler = Some("m0".into()));
    fight(&mut app);
    let l = log(&app);
    let one = l.find("zone 1: B is unopposed; A takes a life card into hand (4 left)");
    let three = l.find("zone 3: A is unopposed; B takes a life card into hand (4 left)");
    assert!(one.is_some() && three.is_some() && one < three, "{l}");
    assert!(!l.contains("zone 2"), "no battle in zone 2");
    assert_eq!(table(&app, a).hand.len(), 1);
    assert_eq!(table(&app, b).life.len(), 4);
}

#[test]
fn an_unopposed_battle_card_against_a_player_with_no_life_card_wins() {
    // 10.勝敗について: only your side has a battle card and the opponent has no life card.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&[], &[]));
    set_table(&mut app, b, bare(&[], &[]));
    set_table(&mut app, b, |t| t.life = ids(&["r0"]));
    set_table(&mut app, a, |t| {
        t.zones[0].battler = Some("m0".into());
        t.zones[1].battler = Some("m0".into());
        t.zones[2].battler = Some("m0".into());
    });
    fight(&mut app);
    let l = log(&app);
    assert!(
        l.contains("zone 1: A is unopposed; B takes a life card into hand (0 left)"),
        "{l}"
    );
    assert!(
        l.contains("zone 2: A is unopposed and B has no life card"),
        "{l}"
    );
    assert!(!l.contains("zone 3"), "the game ended at zone 2");
    assert_eq!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Winner(0))
    );
}
