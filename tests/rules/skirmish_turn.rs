//! Seed 003, 戦闘ルール (the AC countdown) and ターン処理 (aux and main actions, waiting), on the
//! real headless `App` in the Skirmish preset.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::rules::core::battle::Battle;
use vortex_tactics::rules::core::battlefield::GridPos;
use vortex_tactics::rules::core::countdown::CurrentTurn;
use vortex_tactics::rules::core::countdown::{BattlePace, TieBreak, next_actor};
use vortex_tactics::rules::skirmish::actions::{TacticalAction, options};
use vortex_tactics::rules::skirmish::attack::Source;
use vortex_tactics::rules::skirmish::round::{end_round, start_round};
use vortex_tactics::rules::skirmish::turn::perform;

/// 戦闘ルール 2: AC := speed, and from round 2 on less what the AC was below 0 at the end of the
/// last round (the seed's example: speed 16, ended at −3, starts round 2 at 13).
#[test]
fn ac_is_speed_less_last_rounds_overspend() {
    let fast = "(speed: 16, move_metres: 10, mp: 5)";
    let mut app = open_field(
        &[("fast", fast)],
        &[("fast", "(0, 4)")],
        &[("s_b", "(4, 0)")],
    );
    let (f, b) = (fighter(&mut app, "fast"), fighter(&mut app, "B"));
    start_round(app.world_mut());
    assert_eq!((ac(&app, f), ac(&app, b)), (16, 10));
    // The example: AC 1, a normal attack for 4 leaves −3.
    set_ac(&mut app, f, -3);
    set_ac(&mut app, b, 0);
    start_round(app.world_mut());
    assert_eq!(ac(&app, f), 13, "16 − 3");
    assert_eq!(ac(&app, b), 10, "no overspend, no loss");
}

/// 戦闘ルール 4: the fighter with the highest AC above 0 acts; on equal AC a player's character
/// goes before the GM's; nobody with AC 0 or less acts.
#[test]
fn highest_ac_acts_and_players_go_first_on_ties() {
    let mut app = skirmish(
        sheets(&[]),
        &["....."; 5],
        "",
        &["0 0 0 0 0"; 5],
        "Player",
        &[("s_a", "(0, 4)")],
        &[("s_b", "(4, 0)"), ("s_c", "(3, 0)")],
    );
    let (a, b, c) = (
        fighter(&mut app, "A"),
        fighter(&mut app, "B"),
        fighter(&mut app, "C"),
    );
    let ties = TieBreak::of(app.world().resource::<Battle>());
    for (ea, eb, ec, want) in [(5, 7, 3, b), (7, 7, 7, a), (0, 0, 2, c)] {
        set_ac(&mut app, a, ea);
        set_ac(&mut app, b, eb);
        set_ac(&mut app, c, ec);
        assert_eq!(next_actor(app.world_mut(), &ties), Some(want));
    }
    for e in [a, b, c] {
        set_ac(&mut app, e, 0);
    }
    assert_eq!(
        next_actor(app.world_mut(), &ties),
        None,
        "AC 0 takes no turn"
    );
}

/// ターン処理: a turn given costs 1 AC and begins with a card drawn.
#[test]
fn a_turn_costs_one_ac_and_draws_a_card() {
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    app.insert_resource(BattlePace {
        steps_per_frame: Some(1),
    });
    let b = fighter(&mut app, "B");
    // The GM's shared hand: 5 cards per enemy at the start (戦闘ルール ※).
    assert_eq!(hand_ranks(&app, b).len(), 5);
    let a = fighter(&mut app, "A");
    assert_eq!(hand_ranks(&app, a).len(), 5, "each side's opening hand");
    // The round starts (AC 10 each; A entered first) and A is given the turn: AC 9.
    app.update();
    assert_eq!(ac(&app, a), 9);
    assert_eq!(hand_ranks(&app, a).len(), 5);
    // The turn's first step draws.
    app.update();
    assert_eq!(hand_ranks(&app, a).len(), 6);
    assert!(log(&app).contains("A's turn (AC 9)"));
}

/// 3.待機: doing neither action costs AC 1; ターン処理: giving up only the main action costs AC 4.
#[test]
fn waiting_costs_one_and_giving_up_the_main_action_four() {
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    set_ac(&mut app, a, 8);
    assert!(perform(app.world_mut(), a, TacticalAction::Wait));
    assert_eq!(ac(&app, a), 7);

    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    app.insert_resource(BattlePace {
        steps_per_frame: Some(1),
    });
    let a = fighter(&mut app, "A");
    app.update(); // A is given the turn with AC 9.
    app.update(); // It begins.
    let w = app.world_mut();
    let moved = perform(
        w,
        a,
        TacticalAction::Move {
            to: GridPos::new(0, 3),
            main: false,
        },
    );
    assert!(!moved, "the main action is still open");
    assert!(perform(w, a, TacticalAction::EndTurn));
    // The turn's end charges the skipped main action.
    let mut turn = w
        .resource_mut::<CurrentTurn<vortex_tactics::rules::skirmish::turn::Turn>>()
        .0
        .take()
        .expect("a turn");
    turn.stage = vortex_tactics::rules::skirmish::turn::Stage::End;
    vortex_tactics::rules::skirmish::turn::step(w, &mut turn);
    assert_eq!(ac(&app, a), 5, "9 − 4");
}

/// 1.通常攻撃: a normal attack costs AC 4 and may take AC below 0; 戦闘ルール 5: with AC below 0
/// nothing that costs AC may be declared (moving still may).
#[test]
fn normal_attack_costs_four_and_negative_ac_forbids_ac_costs() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_ac(&mut app, a, 1);
    let attack = TacticalAction::Attack {
        source: Source::Weapon(0),
        target: b,
        card: Default::default(),
    };
    let open = options(app.world_mut(), a);
    assert!(open.contains(&attack), "engaged: the blade reaches");
    perform(app.world_mut(), a, attack);
    assert_eq!(ac(&app, a), -3);
    // A new turn with AC below 0: no attack, no wait's cost beyond what the rules allow.
    app.world_mut()
        .get_mut::<vortex_tactics::rules::skirmish::state::TurnActions>(a)
        .expect("turn actions")
        .main = false;
    let open = options(app.world_mut(), a);
    assert!(
        !open
            .iter()
            .any(|o| matches!(o, TacticalAction::Attack { .. })),
        "no normal attack with AC −3"
    );
    assert!(
        open.iter()
            .any(|o| matches!(o, TacticalAction::Move { main: true, .. })),
        "a move costs no AC"
    );
}

/// 移動のルール: a fighter engaged with a foe cannot move with the aux action; moving away takes
/// the main action.
#[test]
fn an_engaged_fighter_moves_only_with_the_main_action() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let a = fighter(&mut app, "A");
    let open = options(app.world_mut(), a);
    assert!(
        !open
            .iter()
            .any(|o| matches!(o, TacticalAction::Move { main: false, .. }))
    );
    assert!(
        open.iter()
            .any(|o| matches!(o, TacticalAction::Move { main: true, .. }))
    );
    // Apart, both moves are offered.
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    let open = options(app.world_mut(), a);
    for main in [false, true] {
        assert!(
            open.iter()
                .any(|o| matches!(o, TacticalAction::Move { main: m, .. } if *m == main))
        );
    }
}

/// 戦闘ルール 7: at the round's end a player's hand over 8 is cut to 7 (the lowest go); the GM
/// has no hand limit.
#[test]
fn hands_over_seven_are_cut_at_round_end_but_not_the_gms() {
    let mut app = skirmish(
        sheets(&[]),
        &["....."; 5],
        "",
        &["0 0 0 0 0"; 5],
        "Player",
        &[("s_a", "(0, 4)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_hand(&mut app, a, &[2, 9, 3, 13, 1, 4, 5, 12, 6]);
    set_hand(&mut app, b, &[2; 12]);
    end_round(app.world_mut());
    let mut kept = hand_ranks(&app, a);
    kept.sort_unstable();
    assert_eq!(kept, vec![1, 4, 5, 6, 9, 12, 13], "the 2 and 3 go");
    assert_eq!(hand_ranks(&app, b).len(), 12);
}

/// 戦闘ルール 6–7: turns go on until no fighter has AC above 0; only then does the round end.
#[test]
fn a_round_ends_only_when_every_ac_is_spent() {
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 4)")]);
    app.insert_resource(BattlePace {
        steps_per_frame: Some(1),
    });
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    let mut passes = 0;
    while app.world().resource::<Battle>().round == 1 {
        app.update();
        passes += 1;
        assert!(passes < 500, "round 1 never ends");
    }
    assert!(app.world().resource::<Battle>().outcome.is_none());
    // The pass that ended round 1 left the counters as they were: none above 0.
    assert!(ac(&app, a) <= 0 && ac(&app, b) <= 0, "{}", log(&app));
    let text = log(&app);
    assert!(text.contains("A's turn (AC 9)") && text.contains("B's turn (AC 9)"));
}

/// 【戦闘ルール】 7: 手札が8枚以上になっている場合は7枚になるまで捨てて — the player chooses which
/// cards its character discards, one at a time, and the round waits for it; plans discard the
/// lowest (docs/RULES.md, The round).
#[test]
fn at_the_round_end_the_player_chooses_the_cards_over_the_limit() {
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    let mut app = player_field(&[("s_a", "(0, 2)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    set_hand(&mut app, a, &[2, 9, 3, 13, 1, 4, 5, 12, 6]);
    end_round(app.world_mut());
    let pending = app.world().resource::<Decisions>().pending();
    let Some((who, Request::Discard { over: 2, hand, .. })) = pending else {
        panic!("the player is asked, got {pending:?}");
    };
    assert_eq!((who, hand.len()), (a, 9));
    let answer = |app: &mut App, c: Choice| {
        app.world_mut()
            .resource_mut::<Decisions>()
            .answer_pending(c)
            .expect("taken")
    };
    answer(&mut app, Choice::Discard(3)); // the king
    end_round(app.world_mut());
    answer(&mut app, Choice::Discard(6)); // the queen, now 7th
    end_round(app.world_mut());
    assert!(app.world().resource::<Decisions>().pending().is_none());
    assert_eq!(
        hand_ranks(&app, a),
        vec![2, 9, 3, 1, 4, 5, 6],
        "its choice, not its lowest"
    );
}

/// 【戦闘ルール】4: 同値ACのPCがターンを貰う順番は自由である — the player says which of its
/// characters tied on AC takes the turn first; that one pays the AC. While asked, the tied
/// characters show the same AC (issue 40, item 7: the question agrees with the order bar).
#[test]
fn the_player_orders_its_characters_tied_on_ac() {
    use vortex_tactics::rules::core::countdown::{PresetTurn, Step};
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::turn::{Turn, step};
    let mut app = player_field(
        &[("s_a", "(0, 2)"), ("s_c", "(1, 2)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, b, c) = (
        fighter(&mut app, "A"),
        fighter(&mut app, "B"),
        fighter(&mut app, "C"),
    );
    // The countdown gave A the turn at AC 5 (now 4); C is tied at 5, B (the GM's) too.
    set_ac(&mut app, a, 4);
    set_ac(&mut app, c, 5);
    set_ac(&mut app, b, 5);
    let mut turn = Turn::begin(a);
    assert_eq!(step(app.world_mut(), &mut turn), Step::Continue);
    assert_eq!(
        (ac(&app, a), ac(&app, c)),
        (5, 5),
        "not taken yet: A's turn AC is back while the player is asked"
    );
    assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
    assert_eq!((ac(&app, a), ac(&app, c)), (5, 5), "tied while asked");
    let pending = app.world().resource::<Decisions>().pending();
    let Some((_, Request::Order { tied, .. })) = pending else {
        panic!("the player is asked, got {pending:?}");
    };
    assert_eq!(tied, vec![a, c], "the player's characters only");
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(Choice::Order(c))
        .expect("taken");
    assert_eq!(step(app.world_mut(), &mut turn), Step::Continue);
    assert_eq!(turn.who, c);
    assert_eq!(
        (ac(&app, a), ac(&app, c)),
        (5, 4),
        "C paid the turn's AC, A got it back"
    );
}

/// 移動のルール (「同じスクウェアに居るものは距離が0であるものとして扱い、接敵状態になる」; 「接敵
/// 状態で移動するには、主行動を消費する必要がある」) and docs/RULES.md, "everyone on a square
/// engages": an ally on the same square engages too, so moving off takes the main action; an
/// ally one square away does not (only a foe's stop distance holds).
#[test]
fn an_ally_on_the_same_square_engages_too() {
    use vortex_tactics::rules::skirmish::space::engaged;
    let mut app = open_field(
        &[],
        &[("s_a", "(2, 2)"), ("s_c", "(2, 2)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, c) = (fighter(&mut app, "A"), fighter(&mut app, "C"));
    assert!(engaged(app.world(), a, c), "the same square: engaged");
    let open = options(app.world_mut(), a);
    assert!(
        !open
            .iter()
            .any(|o| matches!(o, TacticalAction::Move { main: false, .. })),
        "no aux move off an ally's square"
    );
    assert!(
        open.iter()
            .any(|o| matches!(o, TacticalAction::Move { main: true, .. }))
    );
    let mut app = open_field(
        &[],
        &[("s_a", "(2, 2)"), ("s_c", "(2, 3)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, c) = (fighter(&mut app, "A"), fighter(&mut app, "C"));
    assert!(!engaged(app.world(), a, c), "a square apart: not engaged");
}

/// 2.近接攻撃 (「素手か、近接武器を装備している場合に…素手も、近接武器として扱う」): a fighter
/// with only a bow still strikes an engaged foe bare-handed (melee, power 0); one with a melee
/// weapon uses its weapons as listed.
#[test]
fn bare_hands_are_a_melee_weapon_for_a_fighter_with_only_a_bow() {
    let archer = "(speed: 10, move_metres: 10, mp: 10, skills: (melee: 2, ranged: 2, athletics: 2, endurance: 2, will: 2, intellect: 2), weapons: [(name: \"Bow\", kind: Ranged, power: 2, range: 20)])";
    let mut app = open_field(
        &[("archer", archer)],
        &[("archer", "(2, 2)")],
        &[("s_b", "(2, 2)")],
    );
    let (a, b) = (fighter(&mut app, "archer"), fighter(&mut app, "B"));
    let fists = TacticalAction::Attack {
        source: Source::Weapon(1),
        target: b,
        card: Default::default(),
    };
    let open = options(app.world_mut(), a);
    assert!(open.contains(&fists), "engaged: bare hands reach: {open:?}");
    perform(app.world_mut(), a, fists);
    assert!(log(&app).contains("with bare hands"), "{}", log(&app));
}
