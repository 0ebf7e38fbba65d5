//! One answer face for every question of every preset (docs/ARCHITECTURE.md, "The answer
//! face"): each open question lists its options in a stable, documented order with words a
//! player can read, and is answered by (side, question number, option indexes). Fighters are
//! named by their serial, never by `Entity`. The window's prompts, `vortex sim --answers`,
//! replays and `vortex verify` all answer through it.

pub mod face;
pub mod ledger;

pub use face::{Face, FaceFns};
pub use ledger::{Input, Ledger, Stamped};

use super::battle::Battle;
use super::preset::Presets;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// One option of an open question, as a player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionOption {
    /// The option in words.
    pub words: String,
    /// The fighter the option names, by serial (a target, a tied character, an ally).
    pub fighter: Option<u32>,
}

impl QuestionOption {
    /// An option that names no fighter.
    pub fn words(words: impl Into<String>) -> Self {
        Self {
            words: words.into(),
            fighter: None,
        }
    }

    /// The option with `words` put before its words.
    pub fn prefixed(mut self, words: &str) -> Self {
        self.words.insert_str(0, words);
        self
    }
}

/// How many of a question's options an answer picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Takes {
    /// Exactly one.
    One,
    /// Exactly this many, distinct, in the order given (the order may matter: the Showdown's
    /// set takes the monster zone's card first).
    Exactly(usize),
    /// Any number up to this many, distinct, in the order given (none is an answer).
    UpTo(usize),
}

impl Takes {
    /// Whether `picks` is a well-formed answer to a question with `len` options.
    pub fn allows(self, picks: &[usize], len: usize) -> bool {
        let count_ok = match self {
            Takes::One => picks.len() == 1,
            Takes::Exactly(n) => picks.len() == n,
            Takes::UpTo(n) => picks.len() <= n,
        };
        let mut seen = picks.to_vec();
        seen.sort_unstable();
        seen.dedup();
        count_ok && seen.len() == picks.len() && picks.iter().all(|i| *i < len)
    }
}

/// A question waiting for a side's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenQuestion {
    /// Its number: questions are numbered as they are asked of the player's sides, from 1.
    pub number: u64,
    /// The side (team) that answers.
    pub side: usize,
    /// The fighter it is asked for, by serial.
    pub fighter: u32,
    /// What it is about, in one stable word (`move`, `target`, `defend`, `set`, …).
    pub kind: &'static str,
    /// The question in words.
    pub words: String,
    /// The options, in their documented order.
    pub options: Vec<QuestionOption>,
    /// How many options an answer picks.
    pub takes: Takes,
}

/// An answer: the side, the question's number and the options picked, by index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The side answering.
    pub side: usize,
    /// The question's number.
    pub question: u64,
    /// The options picked, by index into the question's options.
    pub picks: Vec<usize>,
}

/// Why an answer was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// No open question has that number.
    NotOpen(u64),
    /// The question is another side's.
    OtherSide {
        /// The side the question is for.
        asked: usize,
        /// The side that answered.
        answered: usize,
    },
    /// The picks are not an answer the question allows.
    NotAllowed(String),
}

impl std::fmt::Display for AnswerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnswerError::NotOpen(n) => write!(f, "question {n} is not open"),
            AnswerError::OtherSide { asked, answered } => {
                write!(f, "the question is side {asked}'s, not side {answered}'s")
            }
            AnswerError::NotAllowed(why) => write!(f, "not an allowed answer: {why}"),
        }
    }
}

/// The faces of the battle's preset (empty when no battle is on).
fn faces(world: &World) -> &'static [FaceFns] {
    world
        .get_resource::<Battle>()
        .and_then(|b| {
            world
                .get_resource::<Presets>()
                .and_then(|p| p.get(b.preset))
        })
        .map_or(&[], |rules| rules.faces)
}

/// Every question open now, by number (oldest first).
pub fn open_questions(world: &World) -> Vec<OpenQuestion> {
    let mut out = Vec::new();
    for face in faces(world) {
        (face.list)(world, &mut out);
    }
    out.sort_by_key(|q| q.number);
    out
}

/// Answers an open question through the face, recording the answer in the battle's
/// [`Ledger`]. A refused answer changes nothing.
pub fn answer(world: &mut World, answer: &Answer) -> Result<(), AnswerError> {
    for face in faces(world) {
        if let Some(result) = (face.answer)(world, answer) {
            if result.is_ok() {
                ledger::record(world, Input::Answer(answer.clone()));
            }
            return result;
        }
    }
    Err(AnswerError::NotOpen(answer.question))
}

/// Drops the questions open for `who` in every face (its plans take over; the rules ask again).
pub(crate) fn drop_for(world: &mut World, who: Entity) {
    for face in faces(world) {
        (face.drop_for)(world, who);
    }
}

/// Whether a question is open, or answered and not yet taken up by the rules: the rules are
/// asking again, not asking anew (inputs waiting for "just before the next question" wait on).
pub(crate) fn any_asked(world: &World) -> bool {
    faces(world).iter().any(|f| (f.asked)(world))
}

/// Drops every open question (the autopilot takes over).
pub(crate) fn clear(world: &mut World) {
    for face in faces(world) {
        (face.clear)(world);
    }
}

/// An option naming the fighter `e` (its name, then `more`), with its serial.
pub fn fighter_option(world: &World, e: Entity, more: &str) -> QuestionOption {
    let fighter = world.get::<super::fighter::Fighter>(e);
    QuestionOption {
        words: format!("{}{more}", fighter.map_or("?", |f| f.name.as_str())),
        fighter: fighter.map(|f| f.serial),
    }
}
