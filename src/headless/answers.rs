//! One battle played headless with the player's side answered through the answer face: from
//! an answers file (`vortex sim --answers`), or by any policy a test gives. Computer sides
//! answer by their plans.

use super::BattleReport;
use crate::data::answers::Picks;
use crate::rules::core::answers::{self, Answer, Input, OpenQuestion, ledger};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::decisions::Autopilot;
use crate::rules::core::preset::Presets;
use bevy::prelude::*;

/// What answers the player's questions: given each open question (oldest first) and how
/// many were answered so far, the picks, or `None` when it has no answer for it.
pub trait Answerer {
    /// Inputs given before the battle's first frame (each at point 0, or later): the
    /// autopilot switched on before anything was asked, say.
    fn start(&mut self) -> Vec<Input> {
        Vec::new()
    }

    /// The picks for `question`.
    fn pick(&mut self, question: &OpenQuestion) -> Option<Vec<usize>>;

    /// Inputs that answer no question, given while the battle waits with `open` asked, after
    /// `asked` questions (each must apply at `asked`): hand-overs, the autopilot.
    fn inputs(&mut self, _asked: u64, _open: &[OpenQuestion]) -> Vec<Input> {
        Vec::new()
    }

    /// Inputs given just after `question` was answered, `asked` questions having been asked
    /// (each must apply at `asked`), before the rules run on: they apply just before the next
    /// question is asked.
    fn after(&mut self, _question: &OpenQuestion, _asked: u64) -> Vec<Input> {
        Vec::new()
    }
}

/// An answers file's entries, taken in order.
pub struct FromFile {
    entries: std::vec::IntoIter<Picks>,
}

impl FromFile {
    /// Answers from these entries.
    pub fn new(entries: Vec<Picks>) -> Self {
        Self {
            entries: entries.into_iter(),
        }
    }
}

impl Answerer for FromFile {
    fn pick(&mut self, _question: &OpenQuestion) -> Option<Vec<usize>> {
        self.entries.next().map(|p| p.indexes())
    }
}

/// How one answered battle ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    /// The battle's result.
    pub report: BattleReport,
    /// How many questions the answerer answered.
    pub answered: usize,
    /// Whether plans took over when the answerer had no more answers.
    pub plans_took_over: bool,
}

/// Why an answered battle stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The battle did not start.
    Start(String),
    /// The answer `index` (from 1) was refused.
    Refused {
        /// Which entry.
        index: usize,
        /// The question it answered.
        question: u64,
        /// Why.
        why: String,
    },
    /// Strict: the battle asked more questions than there were answers.
    Outran {
        /// The question left without an answer.
        question: u64,
        /// What it asked.
        words: String,
    },
    /// An input that answers no question was refused (not at the point the battle is at).
    Input {
        /// Why.
        why: String,
    },
    /// The battle neither ended nor asked within the frame limit.
    CalledOff,
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LineError::Start(e) => write!(f, "{e}"),
            LineError::Refused {
                index,
                question,
                why,
            } => write!(f, "answer {index} (to question {question}) refused: {why}"),
            LineError::Outran { question, words } => write!(
                f,
                "question {question} ({words}) has no answer left (--strict)"
            ),
            LineError::Input { why } => write!(f, "input refused: {why}"),
            LineError::CalledOff => write!(f, "the battle was called off"),
        }
    }
}

/// Plays `level_id` with `seed`, the player's side answered by `answerer`. When it has no more
/// answers, plans answer the rest, or (`strict`) the battle stops with [`LineError::Outran`].
pub fn play(
    app: &mut App,
    level_id: &str,
    seed: u64,
    answerer: &mut dyn Answerer,
    strict: bool,
) -> Result<Answered, LineError> {
    crate::rules::start_battle(app.world_mut(), level_id, seed).map_err(LineError::Start)?;
    play_started(app, answerer, strict)
}

/// [`play`] of the battle already started in `app` (a scenario as the player prepared it).
pub fn play_started(
    app: &mut App,
    answerer: &mut dyn Answerer,
    strict: bool,
) -> Result<Answered, LineError> {
    app.world_mut().insert_resource(Autopilot(false));
    for input in answerer.start() {
        ledger::submit(app.world_mut(), input).map_err(|why| LineError::Input { why })?;
    }
    // A paced app (a `BattlePace` of some steps a frame) is given that pace every frame, as
    // the window gives it; the battle is the same as a free run's (tested).
    let pace = app.world().get_resource::<BattlePace>().copied();
    let mut answered = 0;
    let mut plans_took_over = false;
    for _ in 0..super::FRAME_LIMIT {
        if let Some(pace) = pace {
            app.world_mut().insert_resource(pace);
        }
        app.update();
        let world = app.world_mut();
        if world.resource::<Battle>().outcome.is_some() {
            return Ok(Answered {
                report: super::report(world),
                answered,
                plans_took_over,
            });
        }
        if !Presets::waiting(world) {
            continue;
        }
        ledger::apply_due(world);
        if !Presets::waiting(world) {
            continue;
        }
        let asked = world.resource::<ledger::Ledger>().asked();
        let open = answers::open_questions(world);
        for input in answerer.inputs(asked, &open) {
            ledger::submit(world, input).map_err(|why| LineError::Input { why })?;
        }
        for q in answers::open_questions(world) {
            let Some(picks) = answerer.pick(&q) else {
                if strict {
                    return Err(LineError::Outran {
                        question: q.number,
                        words: q.words,
                    });
                }
                plans_took_over = true;
                ledger::submit_now(world, |at| Input::autopilot(at, true));
                break;
            };
            answered += 1;
            let answer = Answer {
                side: q.side,
                question: q.number,
                picks,
            };
            answers::answer(world, &answer).map_err(|e| LineError::Refused {
                index: answered,
                question: q.number,
                why: e.to_string(),
            })?;
            let asked = world.resource::<ledger::Ledger>().asked();
            for input in answerer.after(&q, asked) {
                ledger::submit(world, input).map_err(|why| LineError::Input { why })?;
            }
        }
    }
    Err(LineError::CalledOff)
}
