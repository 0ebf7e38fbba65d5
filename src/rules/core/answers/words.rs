//! The answer face's leaf types: an open question, its options, how many an answer picks, an
//! answer and why one is refused (no import of the presets' registry, so the preset interface can
//! name the faces).

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

    /// The first allowed answer: the first option, the first `n`, or none (what a driver that
    /// takes whatever comes first gives: the screenshot's, the tests').
    pub fn first(self) -> Vec<usize> {
        match self {
            Takes::One => vec![0],
            Takes::Exactly(n) => (0..n).collect(),
            Takes::UpTo(_) => Vec::new(),
        }
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

/// A face's reads and writes, with its question type filled in: what a preset registers
/// (`PresetRules::faces`), so the core reaches every question without naming a preset.
#[derive(Clone, Copy, Debug)]
pub struct FaceFns {
    /// Lists the open questions.
    pub list: fn(&World, &mut Vec<OpenQuestion>),
    /// Answers the question with the answer's number, if it is one of this face's.
    pub answer: fn(&mut World, &Answer) -> Option<Result<(), AnswerError>>,
    /// Drops the questions open for a fighter.
    pub drop_for: fn(&mut World, Entity),
    /// Drops every open question.
    pub clear: fn(&mut World),
    /// Whether any question is open or answered and not yet taken up by the rules.
    pub asked: fn(&World) -> bool,
}
