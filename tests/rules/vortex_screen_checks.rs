//! What the Vortex's screen reads before an answer is given (issue 39 item 1), held to the rules
//! that act: the AC order's first fighter is the one the countdown gives the next turn; a face
//! marked unpayable for its panels is the one a turn drops; every square a card can be played
//! from reaches someone; and the suggested answer is one the question allows, a play whenever
//! one can be made and the plans use the card. Played through the campaign's first scenarios,
//! every turn answered with the suggestion.

use crate::harness::*;
use vortex_tactics::headless;
use vortex_tactics::rules::core::answers::{self, Answer};
use vortex_tactics::rules::core::battle::Battle;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::next_actor::{TieBreak, countdown_order, next_actor};
use vortex_tactics::rules::vortex::check;
use vortex_tactics::rules::vortex::parts::Readied;
use vortex_tactics::rules::vortex::question::{Decisions, Request};

/// What one battle's checks came to.
#[derive(Default)]
struct Seen {
    turns: usize,
    orders: usize,
    played: usize,
}

/// Plays `level` with `seed`, every question answered: a turn with its suggestion, the rest
/// with their first option; the checks made at each step.
fn play_suggested(level: &str, seed: u64) -> Seen {
    let mut app = headless::app(real_catalog());
    vortex_tactics::rules::start_battle(app.world_mut(), level, seed).expect("the level starts");
    app.world_mut().insert_resource(Autopilot(false));
    let mut seen = Seen::default();
    for _ in 0..20_000 {
        app.update();
        let world = app.world_mut();
        if world.resource::<Battle>().outcome.is_some() {
            return seen;
        }
        // Design §1 phase 5: the highest AC above 0 acts next, with the countdown's ties.
        let ties = TieBreak::of(world.resource::<Battle>());
        let first = countdown_order(world, &ties)
            .into_iter()
            .find(|(_, ac)| *ac > 0)
            .map(|(e, _)| e);
        assert_eq!(first, next_actor(world, &ties), "the AC order's first");
        seen.orders += 1;
        let Some(q) = answers::open_questions(world).into_iter().next() else {
            continue;
        };
        let mut picks = q.takes.first();
        let turn = world
            .resource::<Decisions>()
            .open()
            .find(|a| matches!(a.question, Request::Act { .. }))
            .map(|a| (a.who, a.question.clone()));
        if q.kind == "act"
            && let Some((who, Request::Act { play, drop, .. })) = turn
        {
            seen.turns += 1;
            // F1: a card its panels cannot pay (or face down, bound, barred) is dropped.
            let face = world
                .get::<Readied>(who)
                .and_then(|r| r.0.as_ref())
                .map(|r| r.face);
            if let Some(face) = face {
                let f = &check::faces(world, who)[face as usize - 1];
                let unpayable = !f.payable && f.why != "AC cost over AC + 2";
                assert_eq!(unpayable, drop, "face {face} ({}): {}", f.name, f.why);
            }
            // Every square the card can be played from has a target within its range.
            for (p, reached) in play.iter().zip(check::reached_from(world, who, &play)) {
                assert!(!reached.is_empty(), "no one reached from {p:?}");
            }
            let suggested = check::suggested_turn(world, who);
            let option = check::suggested_option(world, who)
                .unwrap_or_else(|| panic!("the suggestion {suggested:?} is not among the options"));
            if !play.is_empty() {
                // (These heroes' plans hold no card back: a play is always suggested.)
                assert!(option < play.len(), "a play is suggested: {suggested:?}");
                seen.played += 1;
            }
            picks = vec![option];
        }
        let answer = Answer {
            side: q.side,
            question: q.number,
            picks,
        };
        answers::answer(world, &answer).expect("the answer is taken");
    }
    panic!("{level} did not end");
}

#[test]
fn the_screens_checks_agree_with_the_rules_that_act() {
    for (level, seed) in [
        ("vortex_01_ember_road", 101),
        ("vortex_02_tidebreak_ford", 102),
        ("vortex_03_windmill_rise", 103),
    ] {
        let seen = play_suggested(level, seed);
        assert!(seen.turns >= 10, "{level}: {} turns", seen.turns);
        assert!(seen.played >= 5, "{level}: {} plays", seen.played);
        assert!(seen.orders > seen.turns, "{level}: the order was checked");
    }
}
