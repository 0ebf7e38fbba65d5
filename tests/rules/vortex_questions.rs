//! The Vortex's questions through the answer face (issue 38, item 3; vortex-design.md §1 "The
//! player decides", Phase 3, Phase 4 step 3, Phase 5, Phase 7; seed 004 §5, §19; seed 001
//! 4.戦闘の流れ): a player's side is asked its pattern, each turn (play from a square, or move and
//! hold), its lane card and its charge card, its discards, and the card rules' targets; each
//! answer does what its words say, and the same answers give the same log.

use crate::harness::*;
use std::collections::BTreeSet;
use vortex_tactics::headless::{self, answers::*};
use vortex_tactics::rules::BattleLog;
use vortex_tactics::rules::core::answers::{self, Answer, OpenQuestion, Takes};
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::vortex::round;
use vortex_tactics::rules::vortex::tactics::{HAND_LIMIT, Tactic, Tactics};

const ZONES: &str = "vortex_t3_zones_mirror";

/// Answers each question by `rule` (its kind, options and number give the picks), keeping every
/// question asked.
struct By<F: FnMut(&OpenQuestion) -> Vec<usize>> {
    rule: F,
    seen: Vec<OpenQuestion>,
}

impl<F: FnMut(&OpenQuestion) -> Vec<usize>> Answerer for By<F> {
    fn pick(&mut self, q: &OpenQuestion) -> Option<Vec<usize>> {
        self.seen.push(q.clone());
        Some((self.rule)(q))
    }
}

/// A pick that varies with the question's number.
fn varied(q: &OpenQuestion) -> Vec<usize> {
    let n = q.options.len().max(1);
    let k = q.number as usize;
    match q.takes {
        Takes::One => vec![(k * 7 + 3) % n],
        Takes::Exactly(c) => (0..c).map(|i| (i + k) % n).collect(),
        Takes::UpTo(_) => Vec::new(),
    }
}

/// Plays the zone level with `seed` by `rule`: the questions asked and the log.
fn play_by(
    seed: u64,
    rule: impl FnMut(&OpenQuestion) -> Vec<usize>,
) -> (Vec<OpenQuestion>, String) {
    let mut app = headless::app(real_catalog());
    let mut by = By {
        rule,
        seen: Vec::new(),
    };
    play(&mut app, ZONES, seed, &mut by, false).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    (by.seen, log(&app))
}

#[test]
fn a_players_side_is_asked_pattern_turn_lane_charge_and_target_each_in_words() {
    // vortex-design.md §1: the player decides the pattern (Phase 3), the set (Phase 4 step 3:
    // the lane card and lane, then the charge card), each turn's move and play (Phase 5) and
    // the targets (seed 000's questions); questions are numbered in order, on side 0.
    let mut kinds = BTreeSet::new();
    for seed in 1..=4 {
        let (seen, log) = play_by(seed, varied);
        assert!(
            log.contains("wins") || log.contains("draw"),
            "seed {seed}: it ends"
        );
        for pair in seen.windows(2) {
            assert!(pair[0].number < pair[1].number, "numbered in order");
        }
        for q in &seen {
            assert_eq!(q.side, 0, "only the player's side is asked: {q:?}");
            assert!(!q.words.is_empty() && !q.options.is_empty(), "{q:?}");
            assert!(
                q.options.iter().all(|o| !o.words.trim().is_empty()),
                "{q:?}"
            );
            kinds.insert(q.kind);
        }
    }
    for kind in ["pattern", "act", "lane", "charge", "target"] {
        assert!(kinds.contains(kind), "{kind} asked: {kinds:?}");
    }
}

#[test]
fn a_turn_offers_play_squares_then_moves_and_a_move_declines_the_card() {
    // vortex-design.md §1 Phase 5, F1: the player may play the readied card from a square in
    // reach with a target, or move (or stay) and hold it at AC 1 more. Options list the play
    // squares first, then the moves, each naming its square.
    let (seen, log) = play_by(2, |q| match q.kind {
        // Always move (the last option): never play.
        "act" => vec![q.options.len() - 1],
        _ => varied(q),
    });
    let acts: Vec<&OpenQuestion> = seen.iter().filter(|q| q.kind == "act").collect();
    assert!(!acts.is_empty());
    let with_play = acts
        .iter()
        .find(|q| q.options[0].words.starts_with("play "))
        .expect("a turn with a card to play");
    let first_move = with_play
        .options
        .iter()
        .position(|o| !o.words.starts_with("play "))
        .expect("moves after the plays");
    assert!(
        with_play.options[first_move..]
            .iter()
            .all(|o| o.words.starts_with("move to (") || o.words.starts_with("stay")),
        "{with_play:?}"
    );
    assert!(
        log.contains("(it is declined: held)"),
        "a declined card is logged"
    );
    // The player's heroes never play: every play in the log is the other side's.
    let (_, played) = play_by(2, |q| match q.kind {
        "act" => vec![0],
        _ => varied(q),
    });
    assert_ne!(log, played, "the answer decides the turn");
    assert!(
        played.contains(" plays "),
        "the first option plays the card"
    );
}

#[test]
fn the_lane_answer_opens_that_card_in_that_lane() {
    // Seed 004 §5 (a card face down in the monster zone, one in the charge zone) as the Vortex
    // reads it (vortex-design.md §1 Phase 4 step 3, F7): the lane card and its lane are the
    // player's; the card opened is the one set, in the lane named.
    let mut chosen: Vec<String> = Vec::new();
    let (_, log) = play_by(3, |q| {
        let picks = varied(q);
        if q.kind == "lane" {
            chosen.push(q.options[picks[0]].words.clone());
        }
        picks
    });
    let first = chosen.first().expect("a lane question");
    let (card, lane) = first.rsplit_once(" in lane ").expect("a card in a lane");
    let card = card.trim_end_matches(" (from the charge zone)");
    assert!(
        log.contains(&format!("Dawnward sets a tactic in lane {lane}")),
        "{first}"
    );
    assert!(
        log.contains(&format!("Dawnward opens {card} ("))
            && log.contains(&format!("in lane {lane}")),
        "{first}"
    );
}

#[test]
fn the_same_answers_give_the_same_log_byte_for_byte() {
    // Issue 38, item 7: same seed and answers, same log.
    let record = |seed| {
        let mut app = headless::app(real_catalog());
        let mut by = By {
            rule: varied,
            seen: Vec::new(),
        };
        play(&mut app, ZONES, seed, &mut by, false).expect("plays");
        let record = vortex_tactics::rules::core::log_file::BattleRecord::of(
            app.world().resource::<BattleLog>(),
        );
        serde_json::to_string(&record).expect("writes")
    };
    assert_eq!(record(5), record(5));
    assert_ne!(record(5), record(6));
}

#[test]
fn a_hand_over_the_limit_asks_the_discards_and_trashes_those_picked() {
    // Seed 004 §19 (手札の上限 9) in Phase 7 (vortex-design.md §1): the player picks which cards
    // go; the round end waits for the answer and does not run twice.
    let mut app = battle(real_catalog(), ZONES, 1);
    let w = app.world_mut();
    w.insert_resource(Autopilot(false));
    let bolt = Tactic {
        id: "hex_bolt".into(),
        card: w.resource::<vortex_tactics::data::Catalog>().tactics["hex_bolt"].clone(),
    };
    {
        let mut t = w.resource_mut::<Tactics>();
        let hand = &mut t.sides[0].hand;
        while hand.len() < HAND_LIMIT + 2 {
            hand.push(bolt.clone());
        }
    }
    round::end(w);
    let open = answers::open_questions(w);
    let q = open.iter().find(|q| q.kind == "discard").expect("asked");
    assert_eq!(q.takes, Takes::Exactly(2));
    assert_eq!(q.options.len(), HAND_LIMIT + 2);
    let first_hand = w.resource::<Tactics>().sides[0].hand[0].card.name.clone();
    // Asked again before the answer: nothing changes, nothing is asked twice.
    round::end(w);
    assert_eq!(answers::open_questions(w).len(), open.len());
    answers::answer(
        w,
        &Answer {
            side: 0,
            question: q.number,
            picks: vec![HAND_LIMIT + 1, 0],
        },
    )
    .expect("taken");
    round::end(w);
    let t = w.resource::<Tactics>();
    assert_eq!(t.sides[0].hand.len(), HAND_LIMIT);
    assert_eq!(t.sides[0].trash.len(), 2);
    assert_eq!(t.sides[0].trash[1].card.name, first_hand);
    let text = w.resource::<BattleLog>().text();
    assert_eq!(text.matches(" discards ").count(), 1, "{text}");
    assert!(answers::open_questions(w).is_empty());
}

#[test]
fn pattern_square_and_cost_card_answers_do_what_their_words_say() {
    // Seed 001 4.戦闘の流れ (the pattern switch), vortex-design.md F13 (the M token's square) and
    // seed 004 8.7 (the showdown's cost cards, F19): the player's pick is what happens.
    let (mut switched, mut squares, mut paid) = (false, false, false);
    for seed in 1..=12 {
        let mut picked: Vec<(&'static str, String)> = Vec::new();
        let (_, log) = play_by(seed, |q| {
            let picks = match q.kind {
                // The pattern not in use.
                "pattern" => vec![
                    q.options
                        .iter()
                        .position(|o| !o.words.contains("in use"))
                        .unwrap_or(0),
                ],
                "square" => vec![q.options.len() - 1],
                _ => varied(q),
            };
            let words: Vec<String> = picks.iter().map(|&i| q.options[i].words.clone()).collect();
            picked.push((q.kind, words.join(", ")));
            picks
        });
        for (kind, words) in &picked {
            match *kind {
                "pattern" => {
                    let letter = words
                        .strip_prefix("pattern ")
                        .and_then(|w| w.chars().next())
                        .expect("a letter");
                    assert!(
                        log.contains(&format!("switches to pattern {letter}")),
                        "{words}"
                    );
                    switched = true;
                }
                "square" => {
                    let square = words.split(' ').next().expect("a square");
                    assert!(
                        log.contains(&format!("appears for Dawnward on {square}")),
                        "{words}"
                    );
                    squares = true;
                }
                "cost_cards" => {
                    assert!(
                        log.contains(&format!("Dawnward pays with {words}")),
                        "{words}"
                    );
                    paid = true;
                }
                _ => {}
            }
        }
    }
    assert!(switched && squares && paid, "{switched} {squares} {paid}");
}
