//! Seed 003, ▼連携 and ▼「かばう」 wherever the seed allows them — before a hit check and a fall
//! check, against a fall's damage (⑥高低差: 「ダメージ算出タイミングを発生させる」) — and the card
//! for a fall check as the player's choice.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::rules::core::battlefield::GridPos;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::skirmish::actions::TacticalAction;
use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request, plans_protect};
use vortex_tactics::rules::skirmish::attack::{AttackInProgress, Source};
use vortex_tactics::rules::skirmish::check::CardPick;
use vortex_tactics::rules::skirmish::fall;
use vortex_tactics::rules::skirmish::fall::fall_check;
use vortex_tactics::rules::skirmish::movement::FallsInProgress;
use vortex_tactics::rules::skirmish::protect::{Blow, candidates};
use vortex_tactics::rules::skirmish::turn::perform;

/// A 5×3 map whose left column stands 2 levels up: A (and C) on it, B far off; `control` plays
/// team Left.
fn ledge(control: &str, c_at: &str) -> (App, [Entity; 3]) {
    let mut app = skirmish(
        sheets(&[]),
        &["....."; 3],
        "",
        &["2 0 0 0 0"; 3],
        control,
        &[("s_a", "(0, 1)"), ("s_c", c_at)],
        &[("s_b", "(4, 0)")],
    );
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    let who = ["A", "B", "C"].map(|n| fighter(&mut app, n));
    (app, who)
}

fn pending(app: &App) -> Option<(Entity, Request)> {
    app.world().resource::<Decisions>().pending()
}

fn answer(app: &mut App, c: Choice) {
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(c)
        .expect("an answer the request allows");
}

/// ⑥高低差 落下判定 with 【判定】's card as the player's: a player's character coming down a drop
/// is asked which card the fall check plays — any of its hand, any of an ally's for the ally's
/// AC 2 (▼連携: 判定を行う直前に), or the deck's top — and the battle waits for it.
#[test]
fn the_player_picks_the_card_of_a_fall_check_and_an_ally_may_give_it() {
    let (mut app, [a, _, c]) = ledge("Player", "(0, 0)");
    set_hand(&mut app, a, &[2, 9]); // 【運動】 2: 8 + 9 = 17 < 20
    set_hand(&mut app, c, &[5, 12]); // 8 + 12 = 20 lands
    set_ac(&mut app, c, 3);
    perform(
        app.world_mut(),
        a,
        TacticalAction::Move {
            to: GridPos::new(1, 1),
            main: false,
        },
    );
    let Some((who, Request::Fall { options, .. })) = pending(&app) else {
        panic!("asked: {:?}", pending(&app));
    };
    assert_eq!(who, a);
    let picks: Vec<CardPick> = options.iter().map(|(p, _)| *p).collect();
    for p in [
        CardPick::Hand(0),
        CardPick::Hand(1),
        CardPick::Ally { ally: c, card: 0 },
        CardPick::Ally { ally: c, card: 1 },
        CardPick::Open,
    ] {
        assert!(picks.contains(&p), "{p:?} offered: {options:?}");
    }
    assert!(
        options
            .iter()
            .any(|(_, l)| l.contains("Q") && l.contains("lands")),
        "{options:?}"
    );
    assert_eq!(hp(&app, a), 30, "nothing happens before the answer");
    assert!(app.world().resource::<FallsInProgress>().0.is_some());
    answer(&mut app, Choice::Card(CardPick::Ally { ally: c, card: 1 }));
    assert!(fall::resolve(app.world_mut()));
    assert_eq!(hp(&app, a), 30, "C's queen: 20 reaches 2×5+10");
    assert_eq!(ac(&app, c), 1, "AC 2 for C");
    assert_eq!(hand_ranks(&app, c), vec![5]);
    assert_eq!(hand_ranks(&app, a), vec![2, 9], "A's own cards kept");
}

/// ⑥高低差: 「ダメージ算出タイミングを発生させるので…」 with ▼「かばう」: ダメージ算出が行われる直前に
/// — a fall's damage may be taken by a character engaged with the faller, for AC 4; it is the
/// fall's damage, the protector's defence not applied either (これは防御値で軽減することが出来ない).
#[test]
fn a_fall_is_a_damage_timing_so_an_engaged_ally_may_protect() {
    use std::sync::Arc;
    use vortex_tactics::rules::skirmish::state::Sheet;
    let (mut app, [a, _, c]) = ledge("Plans", "(0, 1)");
    let mut sheet = app.world_mut().get_mut::<Sheet>(c).expect("a sheet");
    Arc::make_mut(&mut sheet.0).defence = 4;
    set_hand(&mut app, a, &[2]);
    stack_deck(&mut app, a, &[3]);
    set_hand(&mut app, c, &[2]);
    set_ac(&mut app, c, 10);
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(a)
        .expect("hp")
        .current = 8;
    fall_check(app.world_mut(), a, 1); // 8 + 3 < 15: 10 HP would fell A (8), not C (30)
    assert_eq!(hp(&app, a), 8, "C took it");
    assert_eq!(
        hp(&app, c),
        30 - 10,
        "whole: C's defence 4 takes nothing off"
    );
    assert_eq!(ac(&app, c), 10 - 4);
    assert!(log(&app).contains("C protects A"));
}

/// The same for a player's side: its ally is asked whether it takes the fall's damage, and the
/// battle waits for the answer.
#[test]
fn a_player_is_asked_to_protect_from_a_fall() {
    let (mut app, [a, _, c]) = ledge("Player", "(0, 1)");
    set_hand(&mut app, a, &[2]);
    set_hand(&mut app, c, &[2]);
    assert!(!fall::start(app.world_mut(), a, vec![2]));
    answer(&mut app, Choice::Card(CardPick::Hand(0))); // 8 + 2 < 20
    assert!(!fall::resolve(app.world_mut()), "now C is asked");
    let Some((who, Request::Protect { target, blow, .. })) = pending(&app) else {
        panic!("asked: {:?}", pending(&app));
    };
    assert_eq!((who, target, blow), (c, a, Blow::Fall(20)));
    answer(&mut app, Choice::Protect(true));
    assert!(fall::resolve(app.world_mut()));
    assert_eq!((hp(&app, a), hp(&app, c)), (30, 10));
}

/// On the ledge, B engaged with the player's A; A (holding a 2) attacks B naming the first card of
/// C's hand (`c_hand`, C's AC `c_ac`) for its hit check; returns the hit check's value.
fn hit_with_cs_first_card(c_hand: &[u8], c_ac: i32) -> (App, [Entity; 3], i32) {
    let (mut app, [a, b, c]) = ledge("Player", "(0, 0)");
    app.world_mut().entity_mut(b).insert(GridPos::new(0, 1));
    set_hand(&mut app, a, &[2]);
    set_hand(&mut app, c, c_hand);
    set_ac(&mut app, c, c_ac);
    let attack = TacticalAction::Attack {
        source: Source::Weapon(0),
        target: b,
        card: CardPick::Ally { ally: c, card: 0 },
    };
    perform(app.world_mut(), a, attack);
    let pending = app.world().resource::<AttackInProgress>().0.clone();
    let hit = pending.expect("an attack").hit.value;
    (app, [a, b, c], hit)
}

/// ▼連携: あなた以外のキャラクターが判定を行う直前に — a hit check too: the attacker plays a card an
/// ally gives for its AC 2 (the window: a click on the ally's card under the hand).
#[test]
fn an_ally_may_give_the_card_of_a_hit_check() {
    let (app, [a, _, c], hit) = hit_with_cs_first_card(&[13, 4], 10);
    assert_eq!(hit, 8 + 13, "C's king");
    assert_eq!(ac(&app, c), 10 - 2);
    assert_eq!(hand_ranks(&app, c), vec![4]);
    assert_eq!(hand_ranks(&app, a), vec![2]);
}

/// ▼連携 offered the whole hand: answering a hit, every card of an ally who may cooperate is
/// offered (those that would fail marked), not only the one that works.
#[test]
fn every_card_of_an_ally_is_offered_for_a_dodge() {
    use vortex_tactics::rules::skirmish::attack::AttackTerms;
    use vortex_tactics::rules::skirmish::check::CheckResult;
    use vortex_tactics::rules::skirmish::defence::{Defence, options};
    let (mut app, [a, b, c]) = ledge("Player", "(0, 0)");
    set_hand(&mut app, c, &[4, 9]);
    let sheet = app
        .world()
        .get::<vortex_tactics::rules::skirmish::state::Sheet>(b)
        .expect("sheet")
        .0
        .clone();
    let terms = AttackTerms::of(&sheet, Source::Weapon(0)).expect("terms");
    let hit = CheckResult {
        value: 16,
        critical: false,
        card: spade(8),
    };
    let open = options(app.world(), a, &terms, &hit, &[]);
    for card in [0, 1] {
        let d = Defence::Helped {
            ally: c,
            card,
            guard: false,
        };
        let (_, label) = open.iter().find(|(o, _)| *o == d).expect("offered");
        assert_eq!(label.contains("fails"), card == 0, "{label}");
    }
}

/// ▼「かばう」: 全てのPCやNPC等、キャラクタデータを持つキャラクターは…その対象があなたと接敵しており
/// — anyone with a sheet engaged with the target may, the foe and the attacker included (the seed
/// names no side); plans shield only their own side.
#[test]
fn anyone_engaged_may_protect_but_plans_shield_only_their_side() {
    let mut app = open_field(
        &[],
        &[("s_a", "(2, 2)"), ("s_c", "(2, 2)"), ("s_d", "(0, 0)")],
        &[("s_b", "(2, 2)")],
    );
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|n| fighter(&mut app, n));
    let may = candidates(app.world(), a);
    assert!(
        may.contains(&c) && may.contains(&b),
        "ally and foe alike: {may:?}"
    );
    assert!(!may.contains(&d), "D is not engaged");
    set_ac(&mut app, c, -1);
    assert!(!candidates(app.world(), a).contains(&c), "AC below 0");
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(a)
        .expect("hp")
        .current = 3;
    assert!(
        !plans_protect(app.world_mut(), b, a, Blow::Hit(5)),
        "B never shields its foe"
    );
}

/// ▼連携: あなたのACが0未満でないならば — a helper whose AC has gone below 0 may not give: a card
/// named from its hand is not taken, and the check plays the usual card.
#[test]
fn a_helper_below_ac_0_gives_nothing() {
    let (app, [_, _, c], hit) = hit_with_cs_first_card(&[13], -1);
    assert_eq!(hit, 8 + 2, "A's own 2");
    assert_eq!((ac(&app, c), hand_ranks(&app, c)), (-1, vec![13]));
}

/// ▼「かばう」 as the window asks it: a player's character is never asked to shield a foe — here
/// the attacker itself, engaged with its target (the seed does not bar it; RULES.md's Decision).
#[test]
fn the_player_is_not_asked_to_shield_the_foe_it_strikes() {
    use vortex_tactics::rules::core::countdown::Step;
    use vortex_tactics::rules::skirmish::reaction::answer_attack;
    let (mut app, [a, b, _]) = ledge("Player", "(4, 2)");
    app.world_mut().entity_mut(b).insert(GridPos::new(0, 1));
    set_ac(&mut app, a, 10);
    set_hand(&mut app, a, &[13]);
    let attack = TacticalAction::Attack {
        source: Source::Weapon(0),
        target: b,
        card: CardPick::Hand(0),
    };
    perform(app.world_mut(), a, attack);
    assert!(
        candidates(app.world(), b).contains(&a),
        "the seed's reading allows it"
    );
    assert_eq!(
        answer_attack(app.world_mut()),
        Step::Continue,
        "nothing asked"
    );
    assert!(pending(&app).is_none(), "asked: {:?}", pending(&app));
}

/// A character that faints from a fall is asked whether it endures before the move's next drop
/// is checked; risen, it goes on checking the rest of the way.
#[test]
fn a_faller_that_faints_is_asked_to_endure_before_the_next_drop() {
    let (mut app, [a, _, _]) = ledge("Player", "(4, 2)");
    set_hand(&mut app, a, &[2]);
    stack_deck(&mut app, a, &[5]);
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(a)
        .expect("hp")
        .current = 5;
    assert!(!fall::start(app.world_mut(), a, vec![1, 1]));
    answer(&mut app, Choice::Card(CardPick::Hand(0))); // 8 + 2 < 15: 10 HP, A faints
    assert!(!fall::resolve(app.world_mut()));
    assert!(
        matches!(pending(&app), Some((_, Request::Endure { .. }))),
        "{:?}",
        pending(&app)
    );
    answer(&mut app, Choice::Endure(true)); // open 5: HP 0 + 5
    assert!(!fall::resolve(app.world_mut()));
    assert_eq!(hp(&app, a), 5);
    assert!(
        matches!(pending(&app), Some((w, Request::Fall { .. })) if w == a),
        "the second drop"
    );
}
