//! The Brawl's question types: what to do next in one's main step (put a creature onto the
//! board, attack, move, or end the turn), whom a skill aims at, which squares a seal takes, and
//! which cards go at the hand limit. Asking them is `super::ask`; plans answer them in
//! `super::plans`.

use crate::rules::core::answers::Takes;
use crate::rules::core::decisions::{self, Question};
use bevy::prelude::*;
/// What an attack goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foe {
    /// A creature of the other side.
    Creature(Entity),
    /// The other player.
    Player,
}

/// One thing a player may do in its main step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Put the hand's card at `card` onto square `square` of one's territory, paying its bait.
    Play {
        /// Its place in the hand.
        card: usize,
        /// The square's index.
        square: usize,
    },
    /// One's creature attacks.
    Attack {
        /// The attacker.
        attacker: Entity,
        /// What it attacks.
        target: Foe,
    },
    /// One's creature moves to an adjacent empty square of its territory.
    Move {
        /// The creature.
        creature: Entity,
        /// The square's index.
        square: usize,
    },
    /// End the main step.
    End,
}

/// What a Brawl decision is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The main step: choose one of `acts` (ending the turn is always among them).
    Main {
        /// What may be done now.
        acts: Vec<Act>,
    },
    /// Choose whom `card`'s skill aims at.
    Aim {
        /// The creature whose skill it is, by id.
        card: String,
        /// Which of its skills.
        skill: usize,
        /// Whether it harms (aimed at the other side) or helps.
        harms: bool,
        /// The creatures it may aim at.
        candidates: Vec<Entity>,
    },
    /// Choose `count` of `squares` (indices of the other territory) to seal.
    Seal {
        /// The creature whose skill it is, by id.
        card: String,
        /// How many.
        count: usize,
        /// The squares that may be sealed.
        squares: Vec<usize>,
    },
    /// Choose `count` cards of the hand to discard (the hand limit).
    Discard {
        /// The hand, by card id.
        hand: Vec<String>,
        /// How many.
        count: usize,
    },
}

/// An answer to a Brawl request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// An index into the main step's acts.
    Act(usize),
    /// An index into the aim's candidates.
    Aim(usize),
    /// Indices into the seal's squares or the hand.
    Picks(Vec<usize>),
}

impl Question for Request {
    type Answer = Choice;

    fn accepts(&self, answer: &Choice) -> bool {
        match (self, answer) {
            (Request::Main { acts }, Choice::Act(i)) => *i < acts.len(),
            (Request::Aim { candidates, .. }, Choice::Aim(i)) => *i < candidates.len(),
            (Request::Seal { count, squares, .. }, Choice::Picks(p)) => {
                Takes::Exactly(*count).allows(p, squares.len())
            }
            (Request::Discard { hand, count }, Choice::Picks(p)) => {
                Takes::Exactly(*count).allows(p, hand.len())
            }
            _ => false,
        }
    }
}

/// The Brawl's decisions in the battle.
pub type Decisions = decisions::Decisions<Request>;

crate::hot_parts!(crate::rules::core::decisions::Decisions<Request>);
