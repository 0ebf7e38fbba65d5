//! The answer face (issue 36; docs/ARCHITECTURE.md, "The answer face"; docs/REPLAYS.md): every
//! preset's open questions are numbered as they are asked, list their options with words and
//! are answered by (side, question, option indexes); inputs that answer no question apply at a
//! point ("after question N"), so a battle paced one stage a frame and one run free give the same
//! log, byte for byte.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::headless::{self, answers::*};
use vortex_tactics::rules::BattleLog;
use vortex_tactics::rules::core::answers::{self, Answer, AnswerError, Input, OpenQuestion, Takes};
use vortex_tactics::rules::core::countdown::BattlePace;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::preset::Presets;

/// One scenario of each preset that asks the player.
const LEVELS: [&str; 5] = [
    "duel_01_first_spark",
    "skirmish_01_windmill_ridge",
    "showdown_01_first_open",
    "brawl_01_thornwall_crossing",
    "vortex_t3_zones_mirror",
];

/// Answers by a fixed rule that varies with the question's number, records every question,
/// and (when `hand` is set) hands the fighter asked at the second wait to its plans, giving at
/// once its taking back two questions later (a point the rules reach while they run).
#[derive(Default)]
struct Varied {
    seen: Vec<OpenQuestion>,
    waits: usize,
    hand: bool,
    handed: Option<u32>,
    inputs: Vec<Input>,
}

impl Answerer for Varied {
    fn pick(&mut self, q: &OpenQuestion) -> Option<Vec<usize>> {
        self.seen.push(q.clone());
        let n = q.options.len();
        let k = q.number as usize;
        Some(match q.takes {
            Takes::One => vec![(k * 7 + 3) % n.max(1)],
            Takes::Exactly(c) => (0..c).map(|i| (i + k) % n.max(1)).collect(),
            Takes::UpTo(c) if k % 2 == 1 && c > 0 && n > 0 => vec![k % n],
            Takes::UpTo(_) => Vec::new(),
        })
    }

    fn inputs(&mut self, asked: u64, open: &[OpenQuestion]) -> Vec<Input> {
        self.waits += 1;
        if !self.hand || self.waits != 2 {
            return Vec::new();
        }
        let Some(fighter) = open.first().map(|q| q.fighter) else {
            return Vec::new();
        };
        self.handed = Some(fighter);
        let given = vec![
            Input::hand_over(asked, fighter, true),
            Input::hand_over(asked + 2, fighter, false),
        ];
        self.inputs.extend(given.clone());
        given
    }
}

fn play_varied(level: &str, seed: u64, paced: bool, hand: bool) -> (Answered, Varied, String) {
    let mut app = headless::app(real_catalog());
    if paced {
        app.insert_resource(BattlePace {
            steps_per_frame: Some(1),
        });
    }
    let mut who = Varied {
        hand,
        ..Default::default()
    };
    let done = play(&mut app, level, seed, &mut who, false)
        .unwrap_or_else(|e| panic!("{level} seed {seed}: {e}"));
    // The typed log (events with their facts and lines), written out: equal byte for byte.
    let record = vortex_tactics::rules::core::log_file::BattleRecord::of(
        app.world().resource::<BattleLog>(),
    );
    let log = serde_json::to_string(&record).expect("the log writes");
    (done, who, log)
}

#[test]
fn every_presets_questions_are_numbered_listed_in_words_and_answered_by_index() {
    // Issue 36, item 1: every open question lists its options in a stable order, each with
    // words; an answer is (side, question, option indexes); questions are numbered as they
    // are asked of the player's side.
    for level in LEVELS {
        let (done, who, _) = play_varied(level, 5, false, false);
        assert!(done.report.outcome.is_some(), "{level}: the battle ends");
        assert!(
            who.seen.len() >= 3,
            "{level}: the player is asked ({})",
            who.seen.len()
        );
        for pair in who.seen.windows(2) {
            assert!(
                pair[0].number < pair[1].number,
                "{level}: numbered in order"
            );
        }
        for q in &who.seen {
            assert!(!q.kind.is_empty() && !q.words.is_empty(), "{level}: {q:?}");
            assert!(
                q.options.iter().all(|o| !o.words.trim().is_empty()),
                "{level}: every option has words: {q:?}"
            );
            assert_eq!(q.side, 0, "{level}: the player's side answers");
        }
    }
}

#[test]
fn a_duel_target_names_its_fighters_by_serial() {
    // Issue 36, item 1: fighters are named by their serial in the listed options, never by
    // `Entity`.
    let (_, who, _) = play_varied("duel_01_first_spark", 5, false, false);
    let targets: Vec<&OpenQuestion> = who.seen.iter().filter(|q| q.kind == "target").collect();
    assert!(!targets.is_empty(), "a target is asked");
    for q in targets {
        assert!(q.options.iter().all(|o| o.fighter.is_some()), "{q:?}");
    }
}

#[test]
fn a_refused_answer_changes_nothing_and_the_right_one_is_taken() {
    // Issue 36, items 1 and 10: an answer to no open question, from the other side, or with
    // picks the question does not take is refused; the question stays open.
    let mut app = headless::app(real_catalog());
    vortex_tactics::rules::start_battle(app.world_mut(), "duel_01_first_spark", 3).expect("starts");
    app.world_mut().insert_resource(Autopilot(false));
    for _ in 0..200 {
        if Presets::waiting(app.world()) {
            break;
        }
        app.update();
    }
    let world = app.world_mut();
    let q = answers::open_questions(world).remove(0);
    let n = q.options.len();
    let try_answer = |world: &mut World, side, question, picks: Vec<usize>| {
        answers::answer(
            world,
            &Answer {
                side,
                question,
                picks,
            },
        )
    };
    assert_eq!(
        try_answer(world, 0, q.number + 9, vec![0]),
        Err(AnswerError::NotOpen(q.number + 9))
    );
    assert!(matches!(
        try_answer(world, 1, q.number, vec![0]),
        Err(AnswerError::OtherSide { .. })
    ));
    assert!(matches!(
        try_answer(world, 0, q.number, vec![n]),
        Err(AnswerError::NotAllowed(_))
    ));
    assert!(matches!(
        try_answer(world, 0, q.number, vec![0, 0]),
        Err(AnswerError::NotAllowed(_))
    ));
    assert_eq!(
        answers::open_questions(world),
        vec![q.clone()],
        "still open"
    );
    assert!(
        world.resource::<answers::Ledger>().taken().is_empty(),
        "nothing recorded"
    );
    assert_eq!(try_answer(world, 0, q.number, vec![n - 1]), Ok(()));
    assert!(answers::open_questions(world).is_empty());
    assert_eq!(
        world.resource::<answers::Ledger>().taken().len(),
        1,
        "recorded"
    );
}

#[test]
fn paced_and_free_runs_give_the_same_log_with_a_hand_over_in_every_preset() {
    // Issue 36, item 3: the same battle once paced (one stage a frame, as the window runs it)
    // and once free, with a fighter handed to its plans while asked and taken back between two
    // questions: the logs are equal, byte for byte (the typed log: lines and facts), and so are
    // the inputs taken.
    for level in LEVELS {
        for seed in [5, 11] {
            let (free, free_who, free_log) = play_varied(level, seed, false, true);
            let (paced, paced_who, paced_log) = play_varied(level, seed, true, true);
            assert!(!free_who.inputs.is_empty(), "{level}: a hand-over was made");
            assert_eq!(free_log, paced_log, "{level} seed {seed}");
            assert_eq!(free, paced, "{level} seed {seed}");
            assert_eq!(free_who.seen, paced_who.seen, "{level} seed {seed}");
            assert_eq!(free_who.inputs, paced_who.inputs, "{level} seed {seed}");
        }
    }
}

#[test]
fn a_hand_over_for_a_later_point_applies_just_before_the_question_after_it() {
    // Issue 36, item 1: an input that answers no question applies at its point; one for a
    // later point waits, and applies just before the question after it is asked of the
    // player's side: the fighter handed over is asked again from there.
    let (_, who, log_with) = play_varied("duel_01_first_spark", 5, true, true);
    let (_, _, log_without) = play_varied("duel_01_first_spark", 5, true, false);
    assert_eq!(
        who.inputs.len(),
        2,
        "handed and taken back: {:?}",
        who.inputs
    );
    let Input::HandOver { at: back, .. } = who.inputs[1] else {
        panic!("a hand-over")
    };
    assert!(
        who.seen.iter().any(|q| q.number == back + 1),
        "the fighter taken back is asked the very next question: {:?}",
        who.seen.iter().map(|q| q.number).collect::<Vec<_>>()
    );
    assert_ne!(log_with, log_without, "the hand-over changed who answered");
}

#[test]
fn an_answers_file_plays_the_same_battle_every_time_and_strict_refuses_to_run_out() {
    // Issue 36, item 8: a plain list of answers, one per question in order, plays a battle
    // headless; the same list gives the same log; `--strict` stops where the list runs out.
    let picks = |n| {
        (0..n)
            .map(|_| vortex_tactics::data::answers::Picks::One(0))
            .collect::<Vec<_>>()
    };
    let run = |strict: bool, n: usize| {
        let mut app = headless::app(real_catalog());
        let r = play(
            &mut app,
            "duel_01_first_spark",
            3,
            &mut FromFile::new(picks(n)),
            strict,
        );
        (r, app.world().resource::<BattleLog>().text())
    };
    let (a, log_a) = run(false, 3);
    let (b, log_b) = run(false, 3);
    let a = a.expect("plays");
    assert_eq!(a, b.expect("plays"));
    assert_eq!(log_a, log_b);
    assert_eq!(a.answered, 3);
    assert!(a.plans_took_over, "plans answer the rest");
    let (strict, _) = run(true, 2);
    assert!(
        matches!(strict, Err(LineError::Outran { question: 3, .. })),
        "{strict:?}"
    );
}
