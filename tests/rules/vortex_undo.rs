//! Taking a move back in the Vortex (issue 40, item 6; docs/RULES.md, Vortex, "Taking a move
//! back"): vortex-design.md §1 Phase 5 (move to a square in reach, pay the readied card's panels
//! and AC, F14, then its targets) with Into the Breach's rule on top — while the card's targets
//! are asked and nothing random was drawn since the move began, the move is taken back: the
//! square, AC and panels are as before it and the turn's action is asked again.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::headless;
use vortex_tactics::rules::core::answers::{self, Answer, Input, OpenQuestion, Takes, ledger};
use vortex_tactics::rules::core::battle::Battle;
use vortex_tactics::rules::core::battlefield::GridPos;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::fighter::ActionCounter;
use vortex_tactics::rules::core::panels::Patterns;
use vortex_tactics::rules::core::preset::Presets;
use vortex_tactics::rules::vortex::undo;

const ZONES: &str = "vortex_t3_zones_mirror";

/// A fighter's square, AC and used panels.
type Stand = (GridPos, i32, Vec<bool>);

fn stand(app: &mut App, serial: u32) -> (Entity, Stand) {
    let e = ledger::by_serial(app.world_mut(), serial).expect("in the battle");
    let w = app.world();
    let used = w.get::<Patterns>(e).map_or_else(Vec::new, |p| {
        p.all
            .iter()
            .flat_map(|q| q.0.iter().map(|s| s.used))
            .collect()
    });
    let at = *w.get::<GridPos>(e).expect("on the map");
    (e, (at, w.get::<ActionCounter>(e).map_or(0, |a| a.0), used))
}

fn pick(q: &OpenQuestion) -> Vec<usize> {
    let n = q.options.len().max(1);
    match q.takes {
        Takes::One => vec![(q.number as usize * 7 + 3) % n],
        Takes::Exactly(c) => (0..c).map(|i| (i + q.number as usize) % n).collect(),
        Takes::UpTo(_) => Vec::new(),
    }
}

/// What one battle showed: the take-backs made (the stand before the move, right after the
/// take-back, and the next question), and the app.
struct Played {
    app: App,
    taken: Vec<(Stand, Stand, OpenQuestion, OpenQuestion)>,
}

/// Plays the zone level with `seed`: each turn that can play its card from another square does,
/// and while its targets are asked the move is taken back (up to `up_to` times); the card is then
/// played from there again.
fn play(seed: u64, up_to: usize) -> Played {
    let mut app = headless::app(real_catalog());
    vortex_tactics::rules::start_battle(app.world_mut(), ZONES, seed).expect("starts");
    app.world_mut().insert_resource(Autopilot(false));
    let mut taken = Vec::new();
    let mut moved: Option<(OpenQuestion, Stand)> = None;
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<Battle>().outcome.is_some() {
            break;
        }
        if !Presets::waiting(app.world()) {
            continue;
        }
        for q in answers::open_questions(app.world_mut()) {
            if q.kind == "target"
                && let Some((act, before)) = moved.take()
                && act.fighter == q.fighter
                && taken.len() < up_to
            {
                let (e, during) = stand(&mut app, q.fighter);
                assert!(undo::offered(app.world(), e), "offered at {q:?}");
                assert_ne!(during.0, before.0, "it moved to play");
                assert!(during.1 < before.1, "and paid the card's AC");
                let at = app.world().resource::<ledger::Ledger>().asked();
                ledger::submit(app.world_mut(), Input::declare(at, q.fighter, undo::WORDS))
                    .expect("given");
                let (_, after) = stand(&mut app, q.fighter);
                app.update();
                let next = answers::open_questions(app.world_mut())
                    .into_iter()
                    .next()
                    .expect("asked again");
                taken.push((before, after, q.clone(), next));
                break;
            }
            let mut picks = pick(&q);
            if q.kind == "act" && taken.len() < up_to {
                // Play from another square whenever the card can be.
                if let Some(i) = q
                    .options
                    .iter()
                    .position(|o| o.words.starts_with("play ") && o.words.contains(" from ("))
                {
                    picks = vec![i];
                    moved = Some((q.clone(), stand(&mut app, q.fighter).1));
                }
            }
            let answer = Answer {
                side: q.side,
                question: q.number,
                picks,
            };
            answers::answer(app.world_mut(), &answer).expect("a valid answer");
        }
    }
    Played { app, taken }
}

#[test]
fn a_move_to_play_is_taken_back_at_its_targets_with_square_ac_and_panels() {
    // vortex-design.md §1 Phase 5 and F14: the move, then the panels and the AC cost paid; taken
    // back, all three are as before and the turn's action is asked again, of the same fighter.
    let mut seen = 0;
    for seed in 1..=6 {
        let played = play(seed, 2);
        for (before, after, target, next) in &played.taken {
            seen += 1;
            assert_eq!(before, after, "seed {seed}: {target:?}");
            assert_eq!(next.kind, "act", "seed {seed}: the action is asked again");
            assert_eq!(next.fighter, target.fighter);
            assert!(next.number > target.number, "a new question");
        }
        let log = log(&played.app);
        assert_eq!(
            log.matches("takes the move back").count(),
            played.taken.len(),
            "seed {seed}"
        );
    }
    assert!(seen >= 2, "moves were taken back: {seen}");
}

#[test]
fn plans_are_never_offered_a_take_back_and_other_words_are_refused() {
    // Plans never take a move back; a declaration the rules refuse changes nothing and is not
    // recorded.
    let mut app = headless::app(real_catalog());
    vortex_tactics::rules::start_battle(app.world_mut(), ZONES, 3).expect("starts");
    for _ in 0..400 {
        app.update();
    }
    let world = app.world_mut();
    let fighters: Vec<Entity> = world
        .query::<(Entity, &GridPos)>()
        .iter(world)
        .map(|(e, _)| e)
        .collect();
    for e in fighters {
        assert!(!undo::offered(app.world(), e), "plans played every turn");
        assert!(undo::declare(app.world_mut(), e, undo::WORDS).is_err());
    }
    let e = ledger::by_serial(app.world_mut(), 1).expect("a fighter");
    let refused = undo::declare(app.world_mut(), e, "release Float");
    assert!(refused.is_err_and(|why| why.contains("no declaration")));
}

#[test]
fn a_move_taken_back_is_an_input_the_replay_records_and_verify_plays_again() {
    use vortex_tactics::headless::verify::*;
    use vortex_tactics::replay::record;
    let played = play(2, 3);
    assert!(!played.taken.is_empty(), "a move was taken back");
    let written = (*real_catalog().levels[ZONES]).clone();
    let replay = record::of_battle(played.app.world(), &written, 2, None).expect("a battle");
    let declared = replay
        .inputs
        .iter()
        .filter(|i| matches!(&i.input, Input::Declare { what, .. } if what == undo::WORDS))
        .count();
    assert_eq!(declared, played.taken.len(), "each take-back recorded");
    let mut again = headless::app(real_catalog());
    match verify(&mut again, &replay) {
        Verdict::Verified { outcome, .. } => assert_eq!(outcome, replay.claimed.outcome),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_fall_check_rolled_on_the_way_ends_the_take_back_and_says_why() {
    // vortex-design.md §1 "Move", F4: a drop of 2 levels or more rolls a fall check (2D) — a die
    // drawn since the move began, so the move can no longer be taken back, and the window says
    // why.
    use vortex_tactics::rules::core::rng::BattleRng;
    let mut app = headless::app(real_catalog());
    vortex_tactics::rules::start_battle(app.world_mut(), ZONES, 4).expect("starts");
    let e = ledger::by_serial(app.world_mut(), 1).expect("a fighter");
    undo::remember(app.world_mut(), e);
    undo::settle(app.world_mut());
    assert_eq!(undo::why_not(app.world(), e), None, "nothing drawn yet");
    let _ = app.world().resource::<BattleRng>().d6();
    undo::settle(app.world_mut());
    assert_eq!(undo::why_not(app.world(), e), Some("a die was rolled"));
    assert!(!undo::offered(app.world(), e));
}
