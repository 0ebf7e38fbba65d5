//! The player picks the cards that pay an effect's cost or an upkeep, as for the open (seed 004,
//! 11.: 「コストはコストの数字分、チャージゾーンの裏側表示のカードを表にすることで支払われ
//! ます」; 12. D and C): asked only when more cards could pay than it costs.

use crate::harness::log;
use crate::showdown_fixture::*;
use bevy::prelude::{App, Entity};
use vortex_tactics::rules::showdown::ask::{Choice, PayCard, PayFor, PaySource, Request};
use vortex_tactics::rules::showdown::table::Table;

/// `who`'s open cost question: what it is for, where from, its candidates, how many.
fn pay_asked(app: &App, who: Entity) -> (PayFor, PaySource, Vec<PayCard>, usize) {
    match asked(app, who) {
        Some(Request::Pay {
            what,
            from,
            candidates,
            count,
            ..
        }) => (what, from, candidates, count),
        other => panic!("no cost asked: {other:?}"),
    }
}

/// The ids of `who`'s charge cards, face up or not.
fn charge(app: &App, who: Entity, face_up: bool) -> Vec<String> {
    table(app, who)
        .charge
        .into_iter()
        .filter(|c| c.face_up == face_up)
        .map(|c| c.card)
        .collect()
}

/// A new game: A holds `hand`, with `charge` face down in its charge zone and `lay` done to its
/// table, B holds `r0` and `s0`; both set (A `set`, B `r0` and `s0`) and the open runs as far as
/// the answers allow.
fn open_against_bare(
    hand: &[&str],
    charge: &[&str],
    set: (&str, &str),
    lay: impl FnOnce(&mut Table),
) -> (App, [Entity; 2]) {
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(hand, &["h0", "h0"]));
    set_table(&mut app, a, |t| t.charge = face_down(charge));
    set_table(&mut app, a, lay);
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0", "h0"]));
    play(&mut app);
    set_cards(&mut app, a, set.0, Some(set.1));
    set_cards(&mut app, b, "r0", Some("s0"));
    play(&mut app);
    (app, [a, b])
}

/// A new game where A has `charge` face down and B's trash holds `foe_trash`; at the draw's
/// after-window A uses its first effect.
fn use_after_draw(charge: &[&str], foe_trash: &[&str]) -> (App, [Entity; 2]) {
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.charge = face_down(charge));
    set_table(&mut app, b, |t| t.trash = ids(foe_trash));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    play(&mut app);
    (app, [a, b])
}

#[test]
fn the_player_picks_the_face_down_charge_cards_an_effect_turns_face_up() {
    // 11. R: コストはコストの数字分、チャージゾーンの裏側表示のカードを表にすることで支払わ
    // れます — any of them, the card itself never.
    let (mut app, [a, _]) = use_after_draw(&["rd1", "m0", "m1", "r0"], &[]);
    let (what, from, candidates, count) = pay_asked(&app, a);
    assert_eq!(
        (what, from, count),
        (PayFor::Effect(0), PaySource::TurnUp, 1)
    );
    let ids: Vec<&str> = candidates.iter().map(|c| c.card.as_str()).collect();
    assert_eq!(ids, ["m0", "m1", "r0"], "never the card itself");
    let hand = table(&app, a).hand.len();
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m1"])));
    play(&mut app);
    assert_eq!(
        charge(&app, a, true),
        ["rd1", "m1"],
        "m1 paid, not the oldest"
    );
    assert_eq!(charge(&app, a, false), ["m0", "r0"]);
    assert_eq!(
        table(&app, a).hand.len(),
        hand + 1,
        "and the effect happened"
    );
}

#[test]
fn no_question_when_exactly_enough_cards_could_pay() {
    // 11.: with as many face-down cards as the cost, there is nothing to choose; the monster
    // that paid may then be placed (11.: コストとして表にした際に).
    let (mut app, [a, _]) = use_after_draw(&["rd1", "m0"], &[]);
    assert_eq!(
        pass_placing(&mut app, a),
        Some(ids(&["m0"])),
        "no cost asked"
    );
    play(&mut app);
    assert!(
        matches!(asked(&app, a), Some(Request::Set { .. })),
        "on to the set: {:?}",
        asked(&app, a)
    );
    assert_eq!(charge(&app, a, true), ["rd1", "m0"]);
}

#[test]
fn a_d_effect_lets_the_player_pick_face_up_or_face_down_charge_cards_for_the_trash() {
    // 12. D: 自分のチャージゾーンにあるカードなら表側裏側関係なく送ります.
    let (mut app, [a, _]) =
        open_against_bare(&["m1", "h0"], &["dro", "r0", "s0"], ("m1", "h0"), |_| {});
    // The open: m1's cost, paid with r0, which turns face up.
    let (what, _, candidates, _) = pay_asked(&app, a);
    assert_eq!(what, PayFor::Open);
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["r0"])));
    reveal(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    reveal(&mut app);
    let (what, from, candidates, count) = pay_asked(&app, a);
    assert_eq!(
        (what, from, count),
        (PayFor::Effect(0), PaySource::ToTrash, 1)
    );
    let shown: Vec<(&str, bool)> = candidates
        .iter()
        .map(|c| (c.card.as_str(), c.face_up))
        .collect();
    assert_eq!(
        shown,
        [("r0", true), ("s0", false), ("h0", false)],
        "face up or down, never the card itself"
    );
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["h0"])));
    reveal(&mut app);
    let t = table(&app, a);
    assert_eq!(
        t.trash,
        ["h0"],
        "the face-down card picked goes to the trash"
    );
    assert_eq!(charge(&app, a, true), ["dro", "r0"], "r0 stays, face up");
    assert_eq!(charge(&app, a, false), ["s0"]);
}

#[test]
fn a_c_effect_lets_the_player_pick_the_opponents_trash_cards() {
    // 12. C: 相手のトラッシュにあるカードをコストの枚数分、相手のトラッシュから相手のチャー
    // ジゾーンに表側表示で送る.
    let (mut app, [a, b]) = use_after_draw(&["cr"], &["m0", "m1", "s0"]);
    let (what, from, candidates, count) = pay_asked(&app, a);
    assert_eq!(
        (what, from, count),
        (PayFor::Effect(0), PaySource::FoeTrash, 1)
    );
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m1"])));
    play(&mut app);
    assert_eq!(table(&app, b).trash, ["m0", "s0"]);
    assert_eq!(charge(&app, b, true), ["m1"], "to B's charge zone, face up");
}

#[test]
fn the_player_picks_the_face_down_charge_cards_that_pay_an_upkeep() {
    // 11. J: 毎ターン、コスト支払タイミングが来た時に、維持コストの分、チャージゾーンに裏側
    // 表示のカードが無いとトラッシュに送られます — paid with face-down charge cards, which its
    // player picks.
    let (mut app, [a, _]) = open_against_bare(&["r0", "s0"], &["m0", "m1"], ("r0", "s0"), |t| {
        t.zones[0].installed = Some("j1".into());
    });
    assert!(matches!(asked(&app, a), Some(Request::Upkeep { .. })));
    answer(&mut app, a, Choice::Upkeep(true));
    fight(&mut app);
    let (what, from, candidates, count) = pay_asked(&app, a);
    assert_eq!((what, from, count), (PayFor::Upkeep, PaySource::TurnUp, 1));
    assert_eq!(candidates.len(), 4, "m0, m1, and this turn's s0 and r0");
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m1"])));
    fight(&mut app);
    let t = table(&app, a);
    assert_eq!(t.zones[0].installed.as_deref(), Some("j1"), "kept");
    assert_eq!(charge(&app, a, true), ["m1"], "m1 paid it, not the oldest");
}

#[test]
fn a_summon_effects_cost_is_asked_before_the_cost_cards_are_placed() {
    // 20. Q1: the summon is confirmed by its cost, its summon effect comes next — before a card
    // flipped as a cost is placed; the effect's own cost is the player's to pick. The card it
    // turns face up may be placed once the effect is over (11.: コストとして表にした際に), then
    // the open's cost card.
    let (mut app, [a, _]) =
        open_against_bare(&["mc1", "h0"], &["m0", "m0b"], ("mc1", "h0"), |_| {});
    let (what, _, candidates, _) = pay_asked(&app, a);
    assert_eq!(what, PayFor::Open);
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m0"])));
    reveal(&mut app);
    let (what, _, candidates, count) = pay_asked(&app, a);
    assert_eq!(
        (what, count),
        (PayFor::Effect(0), 1),
        "the summon effect's cost, before any placing"
    );
    let names: Vec<&str> = candidates.iter().map(|c| c.card.as_str()).collect();
    assert_eq!(names, ["m0b", "h0"]);
    answer(&mut app, a, Choice::Pay(pick(&candidates, &["m0b"])));
    reveal(&mut app);
    assert_eq!(
        pass_placing(&mut app, a),
        Some(ids(&["m0b"])),
        "the effect's cost card, once the effect is over"
    );
    reveal(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Place {
            candidates: ids(&["m0"]),
            up_to: 1
        }),
        "then the open's cost card"
    );
}

#[test]
fn a_d_effect_paid_with_a_card_before_it_spends_the_card_itself() {
    // 11. R: 効果を発動後はカードを表に返し — the D card that was used, though its cost took a
    // card from before it in the charge zone (12. D).
    let (mut app, [a, _]) =
        open_against_bare(&["r0", "s0"], &["s0", "dro", "r0"], ("r0", "s0"), |_| {});
    reveal(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    reveal(&mut app);
    let (_, from, candidates, _) = pay_asked(&app, a);
    assert_eq!(from, PaySource::ToTrash);
    assert_eq!(candidates[0].place, 0, "the s0 before dro");
    answer(&mut app, a, Choice::Pay(vec![0]));
    reveal(&mut app);
    let t = table(&app, a);
    assert_eq!(t.trash, ["s0"]);
    assert_eq!(
        (t.charge[0].card.as_str(), t.charge[0].face_up),
        ("dro", true),
        "dro, now first, is spent: {:?}",
        t.charge
    );
    assert!(t.charge[1..].iter().all(|c| !c.face_up), "{:?}", t.charge);
}

#[test]
fn an_upkeep_is_paid_before_the_effects_used_at_its_window_even_while_its_player_picks() {
    // 11. J with docs/RULES.md (Upkeep): the upkeeps left are paid before the effects are used —
    // also when the player is asked which cards pay.
    let (mut app, [a, _]) =
        open_against_bare(&["r0", "s0", "ht"], &["m0", "m1"], ("r0", "s0"), |t| {
            t.zones[0].installed = Some("j1".into());
        });
    answer(&mut app, a, Choice::Activate(vec![0]));
    fight(&mut app);
    assert!(matches!(asked(&app, a), Some(Request::Upkeep { .. })));
    answer(&mut app, a, Choice::Upkeep(true));
    fight(&mut app);
    let (what, ..) = pay_asked(&app, a);
    assert_eq!(what, PayFor::Upkeep);
    let l = log(&app);
    assert!(
        !l.contains("A uses ht"),
        "not before the upkeep is paid: {l}"
    );
    pay_first(&mut app, a);
    fight(&mut app);
    // The monster that paid may be placed (11.), before the window's effects are used.
    assert!(pass_placing(&mut app, a).is_some(), "{:?}", asked(&app, a));
    assert!(!log(&app).contains("A uses ht"));
    fight(&mut app);
    let l = log(&app);
    let (paid, used) = (l.find("A pays 1 to keep"), l.find("A uses ht"));
    assert!(paid.is_some() && used.is_some() && paid < used, "{l}");
}
