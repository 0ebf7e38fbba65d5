//! Plans, the one language every computer-controlled fighter of every preset is written in (seed
//! 001, 3.プランについて): an ordered list of "when … then …", each with conditions joined by AND
//! and OR over the battle in progress and exactly one instruction. Every preset reads plans the
//! same way — the earliest plan that speaks to the decision at hand, whose conditions hold and
//! which can be followed, wins — and brings its own conditions and instructions: the Arena's
//! [`Fact`](super::arena::Fact) and [`Order`](super::arena::Order), the Duel's and Skirmish's
//! [`Condition`] and [`Instruction`]. No condition can name another plan, the future or anything
//! outside the battle, so the plans the seed forbids cannot be written.

mod fighter;
pub mod words;

pub use fighter::{Condition, FighterPlan, Instruction, Topic, on_topic};
use serde::{Deserialize, Serialize};

/// One plan: conditions over the battle, and the one instruction followed when they hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "F: Deserialize<'de>, O: Deserialize<'de>")
)]
pub struct Plan<F, O> {
    /// Its conditions (none: always).
    #[serde(default)]
    pub when: When<F>,
    /// Its one instruction.
    pub then: O,
}

impl<F, O> Plan<F, O> {
    /// A plan followed whenever it can be.
    pub fn always(then: O) -> Self {
        Self {
            when: When::default(),
            then,
        }
    }
}

/// Conditions: every fact of `all`, and at least one of `any` when it is not empty
/// (「先行であるか、または自身のHPが9以上である場合」 is `any: [First, HpAtLeast(9)]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "F: Deserialize<'de>"))]
pub struct When<F> {
    /// AND.
    #[serde(default = "Vec::new")]
    pub all: Vec<F>,
    /// OR.
    #[serde(default = "Vec::new")]
    pub any: Vec<F>,
}

impl<F> Default for When<F> {
    fn default() -> Self {
        Self {
            all: Vec::new(),
            any: Vec::new(),
        }
    }
}

impl<F> When<F> {
    /// Whether the conditions hold, `fact` telling whether one fact is true (asked only as
    /// far as the answer needs).
    pub fn holds(&self, mut fact: impl FnMut(&F) -> bool) -> bool {
        self.all.iter().all(&mut fact) && (self.any.is_empty() || self.any.iter().any(fact))
    }

    /// Every fact named, the AND ones first.
    pub fn facts(&self) -> impl Iterator<Item = &F> {
        self.all.iter().chain(&self.any)
    }

    /// How many facts are named.
    pub fn len(&self) -> usize {
        self.all.len() + self.any.len()
    }

    /// Whether no fact is named (the plan always applies).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
