//! Taking a move back (issue 40, item 6; docs/RULES.md, Skirmish, "Taking a move back"): seed
//! 003's turn (■ターン処理: 補助行動 移動) with Into the Breach's rule on top — a move that drew
//! nothing random and revealed no card may be taken back in the same turn, its square, AC and
//! engagements as before.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::rules::core::battlefield::GridPos;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::skirmish::actions::{TacticalAction, options, options_for};
use vortex_tactics::rules::skirmish::state::TurnActions;
use vortex_tactics::rules::skirmish::turn::perform;

/// A fighter of side A (controlled by `control`) that has just moved down a two-level drop, from
/// (0,1) to (1,1), with a 2 and a 9 in hand (⑥高低差: a fall check is due).
fn down_the_ledge(control: &str) -> (App, Entity) {
    let mut app = skirmish(
        sheets(&[]),
        &["....."; 3],
        "",
        &["2 0 0 0 0"; 3],
        control,
        &[("s_a", "(0, 1)")],
        &[("s_b", "(4, 0)")],
    );
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    let a = fighter(&mut app, "A");
    set_hand(&mut app, a, &[2, 9]);
    perform(
        app.world_mut(),
        a,
        TacticalAction::Move {
            to: GridPos::new(1, 1),
            main: false,
        },
    );
    (app, a)
}

fn offered(app: &mut App, e: Entity) -> bool {
    options(app.world_mut(), e).contains(&TacticalAction::TakeBack)
}

fn at(app: &App, e: Entity) -> GridPos {
    *app.world().get::<GridPos>(e).expect("on the map")
}

#[test]
fn a_move_that_revealed_nothing_is_taken_back_with_its_square_ac_and_actions() {
    let mut app = player_field(&[("s_a", "(0, 1)")], &[("s_b", "(2, 1)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_ac(&mut app, a, 9);
    assert!(!offered(&mut app, a), "nothing to take back yet");
    let onto = TacticalAction::Move {
        to: at(&app, b),
        main: false,
    };
    assert!(
        options(app.world_mut(), a).contains(&onto),
        "{:?}",
        options(app.world_mut(), a)
    );
    assert!(
        !perform(app.world_mut(), a, onto),
        "the main action is still open"
    );
    assert_eq!(at(&app, a), at(&app, b), "engaged with B on its square");
    assert!(offered(&mut app, a), "the move revealed nothing");
    let last = options(app.world_mut(), a);
    assert_eq!(
        last.last(),
        Some(&TacticalAction::TakeBack),
        "offered last, the rest keep their places"
    );
    assert!(
        !options_for(app.world_mut(), a, true).contains(&TacticalAction::TakeBack),
        "plans never take a move back"
    );
    assert!(
        !perform(app.world_mut(), a, TacticalAction::TakeBack),
        "the turn goes on"
    );
    assert_eq!(at(&app, a), GridPos::new(0, 1), "back on its square");
    assert_eq!(ac(&app, a), 9);
    let used = *app.world().get::<TurnActions>(a).expect("turn actions");
    assert!(!used.aux && !used.main, "the aux move is open again");
    // No longer engaged: the aux action may move again.
    assert!(
        options(app.world_mut(), a)
            .iter()
            .any(|o| matches!(o, TacticalAction::Move { main: false, .. }))
    );
    assert!(!offered(&mut app, a), "taken back once");
    let log = app
        .world()
        .resource::<vortex_tactics::rules::BattleLog>()
        .text();
    assert!(
        log.contains("A takes the move back: from (2,1) to (0,1) again"),
        "{log}"
    );
}

#[test]
fn another_action_ends_the_chance_to_take_a_move_back() {
    let mut app = player_field(&[("s_a", "(0, 1)")], &[("s_b", "(4, 1)")]);
    let a = fighter(&mut app, "A");
    set_ac(&mut app, a, 9);
    let step = TacticalAction::Move {
        to: GridPos::new(1, 1),
        main: false,
    };
    perform(app.world_mut(), a, step);
    assert!(offered(&mut app, a));
    perform(app.world_mut(), a, TacticalAction::EndTurn);
    assert!(!offered(&mut app, a), "the turn is over");
    assert!(
        !perform(app.world_mut(), a, TacticalAction::TakeBack) && at(&app, a) == GridPos::new(1, 1)
    );
}

#[test]
fn a_move_down_a_drop_makes_a_fall_check_and_cannot_be_taken_back() {
    // ⑥高低差 落下判定: the check plays a card (revealed), so the move stands.
    let (mut app, a) = down_the_ledge("Plans");
    assert_eq!(at(&app, a), GridPos::new(1, 1));
    assert!(!offered(&mut app, a), "a fall check revealed a card");
    assert_eq!(
        vortex_tactics::rules::skirmish::undo::why_not(app.world(), a),
        Some("a card was revealed (a fall check)"),
        "and the window says why"
    );
}

/// Answers a Skirmish's questions as [`Answerer`]'s usual first option would, but takes each of
/// the first moves back, up to `left` of them.
struct TakesBack {
    left: usize,
}

impl vortex_tactics::headless::answers::Answerer for TakesBack {
    fn pick(
        &mut self,
        q: &vortex_tactics::rules::core::answers::OpenQuestion,
    ) -> Option<Vec<usize>> {
        let back = q
            .options
            .iter()
            .position(|o| o.words == "Take the move back");
        if let (Some(i), true) = (back, self.left > 0) {
            self.left -= 1;
            return Some(vec![i]);
        }
        // Anything else but the taking back: a move when one is offered, so there is one to take.
        let n = q.options.len().max(1);
        let pick = q
            .options
            .iter()
            .position(|o| o.words.starts_with("Move to") && self.left > 0)
            .unwrap_or((q.number as usize * 7 + 3) % n);
        Some(match q.takes {
            vortex_tactics::rules::core::answers::Takes::One => vec![pick.min(n - 1)],
            vortex_tactics::rules::core::answers::Takes::Exactly(c) => {
                (0..c).map(|i| (i + pick) % n).collect()
            }
            vortex_tactics::rules::core::answers::Takes::UpTo(_) => Vec::new(),
        })
    }
}

#[test]
fn a_move_taken_back_is_an_input_the_replay_records_and_verify_plays_again() {
    use vortex_tactics::headless::{self, answers::play, verify::*};
    use vortex_tactics::replay::record;
    let level = "skirmish_01_windmill_ridge";
    let catalog = real_catalog();
    let mut app = headless::app(catalog.clone());
    app.world_mut()
        .insert_resource(vortex_tactics::rules::core::state_hash::RoundHashes::default());
    let mut who = TakesBack { left: 3 };
    play(&mut app, level, 5, &mut who, false).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(who.left, 0, "three moves were taken back");
    let log = app
        .world()
        .resource::<vortex_tactics::rules::BattleLog>()
        .text();
    // Three on purpose; the usual pick may take one back too (it is the last option).
    assert!(log.matches("takes the move back").count() >= 3, "{log}");
    let written = (*catalog.levels[level]).clone();
    let replay = record::of_battle(app.world(), &written, 1005, None).expect("a battle");
    let mut again = headless::app(real_catalog());
    match verify(&mut again, &replay) {
        Verdict::Verified { outcome, .. } => assert_eq!(outcome, replay.claimed.outcome),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_players_fall_check_asked_after_the_move_also_ends_the_take_back_and_says_why() {
    // ⑥高低差 落下判定 asked of the player: the card is revealed only once answered, after the
    // move itself; the next question neither offers the take-back nor keeps quiet about it.
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::check::CardPick;
    let (mut app, a) = down_the_ledge("Player");
    let asked = app.world().resource::<Decisions>().pending();
    assert!(
        matches!(asked, Some((w, Request::Fall { .. })) if w == a),
        "{asked:?}"
    );
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(Choice::Card(CardPick::Hand(1)))
        .expect("a card for the check");
    assert!(vortex_tactics::rules::skirmish::fall::resolve(
        app.world_mut()
    ));
    assert!(!offered(&mut app, a), "the check revealed a card");
    assert_eq!(
        vortex_tactics::rules::skirmish::undo::why_not(app.world(), a),
        Some("a card was revealed (a fall check)")
    );
}
