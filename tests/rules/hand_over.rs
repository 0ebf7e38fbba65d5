//! Handing one of the player's fighters to its plans and taking it back (issue 12, item 7;
//! docs/RULES.md, engine chapter, Decisions): the other fighters stay the player's, and only the
//! player's own fighters change hands.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::rules::core::battle::Battle;
use vortex_tactics::rules::core::cards::ask::{Decisions, plans_choose};
use vortex_tactics::rules::core::decisions;

/// Plays on, answering the player's side's questions by plans, until `stop` says so of the
/// fighter asked or `questions` are answered; returns every fighter asked.
fn play_answering(app: &mut App, questions: usize, stop: impl Fn(Entity) -> bool) -> Vec<Entity> {
    let mut asked = Vec::new();
    for _ in 0..5000 {
        if asked.len() > questions {
            break;
        }
        app.update();
        if app.world().resource::<Battle>().outcome.is_some() {
            break;
        }
        let Some((who, q)) = app.world().resource::<Decisions>().pending() else {
            continue;
        };
        asked.push(who);
        if stop(who) {
            break;
        }
        let answer = plans_choose(app.world_mut(), who, &q);
        app.world_mut()
            .resource_mut::<Decisions>()
            .answer(who, &q, answer)
            .expect("the plans' answer is allowed");
    }
    asked
}

#[test]
fn the_player_hands_one_fighter_to_its_plans_and_takes_it_back() {
    // Issue 12, item 7: the player can hand any of their fighters to plans and take it back;
    // the other fighters are still the player's to decide.
    let mut app = player_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("gamma", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
        5,
    );
    let [a, g, d] = ["Alpha", "Gamma", "Delta"].map(|n| fighter(&mut app, n));
    let asked = play_answering(&mut app, 100, |w| w == a);
    assert_eq!(asked.last(), Some(&a), "Alpha is asked: {asked:?}");
    let hand = |app: &mut App, who: Entity, to_plans: bool| {
        decisions::hand_over(app.world_mut(), who, to_plans)
    };
    assert!(
        !hand(&mut app, d, true),
        "the computer's fighter is not the player's"
    );
    assert!(hand(&mut app, a, true));
    assert!(!hand(&mut app, a, true), "already with its plans");
    app.world_mut().resource_mut::<Decisions>().drop_for(a);
    assert!(decisions::by_plans(app.world(), a) && !decisions::by_plans(app.world(), g));
    let before = log(&app).len();
    let asked = play_answering(&mut app, 6, |_| false);
    assert!(!asked.contains(&a), "Alpha's plans decide for it");
    assert!(asked.contains(&g), "Gamma is still the player's: {asked:?}");
    assert!(
        log(&app)[before..].contains("Alpha rolls"),
        "Alpha goes on fighting:\n{}",
        log(&app)
    );
    assert!(hand(&mut app, a, false), "taken back");
    assert!(app.world().resource::<Battle>().outcome.is_none());
    let asked = play_answering(&mut app, 100, |w| w == a);
    assert_eq!(asked.last(), Some(&a), "Alpha is asked again: {asked:?}");
}
