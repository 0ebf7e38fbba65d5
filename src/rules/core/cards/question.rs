//! The Duel's question types (seed 000): a normal position move, a target, a line, a servant's
//! first line, whether to reveal an extra card — what each accepts as an answer. Asking them is
//! `super::ask`; plans answer them in `super::plans`.

use crate::data::level::LineName;
use crate::rules::core::decisions::{self, Question};
use crate::rules::core::fighter::Position;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// A normal position move (or a "position move" effect) choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveChoice {
    /// One line forward.
    Advance,
    /// One line back.
    Retreat,
    /// Stay.
    Hold,
}

impl MoveChoice {
    /// Lines moved back (negative: forward).
    pub fn delta(self) -> i32 {
        match self {
            MoveChoice::Advance => -1,
            MoveChoice::Retreat => 1,
            MoveChoice::Hold => 0,
        }
    }
}

/// What a Duel decision is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Move `who` one line forward, back, or not at all.
    Move {
        /// The fighter that would move.
        who: Entity,
        /// The legal choices.
        options: &'static [MoveChoice],
    },
    /// Choose one target.
    Target {
        /// The card or ability.
        label: String,
        /// Who may be chosen, in initiative order.
        candidates: Vec<Entity>,
    },
    /// Choose one line of a team.
    Line {
        /// The card or ability.
        label: String,
        /// The (team, line) pairs that may be chosen.
        options: Vec<(usize, LineName)>,
    },
    /// Choose the line a servant enters on (使役トークンのポジション: its summoner decides, within
    /// the placement rule).
    ServantLine {
        /// The token's name.
        token: String,
        /// The card summoning it.
        card: String,
        /// The lines it may enter on, front first.
        options: Vec<LineName>,
        /// The line the card names (the plans' answer).
        named: LineName,
    },
    /// Reveal an extra card held face down, now that its condition is met, or keep it
    /// (エクストラカード: 「発動させてもよい」).
    Reveal {
        /// The extra card's holder, targeted by the card.
        owner: Entity,
        /// The extra card's name.
        extra: String,
        /// The card it would answer.
        card: String,
        /// Whether the card is used by the holder's own team (its plans keep the extra card
        /// face down unless a plan says to reveal it).
        by_ally: bool,
    },
}

/// An answer to a Duel request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A move.
    Move(MoveChoice),
    /// A target.
    Target(Entity),
    /// A line.
    Line(usize, LineName),
    /// Whether to reveal the extra card.
    Reveal(bool),
}

impl Question for Request {
    type Answer = Choice;

    fn accepts(&self, c: &Choice) -> bool {
        match (self, c) {
            (Request::Move { options, .. }, Choice::Move(m)) => options.contains(m),
            (Request::Target { candidates, .. }, Choice::Target(e)) => candidates.contains(e),
            (Request::Line { options, .. }, Choice::Line(t, l)) => options.contains(&(*t, *l)),
            (Request::Reveal { .. }, Choice::Reveal(_)) => true,
            (Request::ServantLine { options, .. }, Choice::Line(_, l)) => options.contains(l),
            _ => false,
        }
    }
}

/// The Duel's decisions in the battle.
pub type Decisions = decisions::Decisions<Request>;

/// The moves open to a fighter: forward unless on the front line, back unless on the back line.
pub fn move_options(world: &World, e: Entity) -> &'static [MoveChoice] {
    use MoveChoice::*;
    match world.part::<Position>(e).map_or(0, |p| p.line.depth()) {
        ..=0 => &[Retreat, Hold],
        1 => &[Advance, Retreat, Hold],
        _ => &[Advance, Hold],
    }
}

crate::hot_parts!(crate::rules::core::decisions::Decisions<Request>);
