//! Which answers a Showdown question accepts: how many of its options an answer picks, each
//! once — and for an F card's cost, exactly the cards it names.

use super::question::{Choice, Request};
use crate::rules::core::answers::Takes;
use crate::rules::core::decisions::Question;

/// How many of a request's options an answer picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picks {
    /// The set: two cards of the hand, the first for the monster zone (one when it holds one).
    Set(usize),
    /// Exactly this many.
    Exactly(usize),
    /// Up to this many.
    UpTo(usize),
    /// None: yes or no.
    YesNo,
}

impl Request {
    /// How many of its options an answer picks.
    pub fn picks(&self) -> Picks {
        match self {
            Request::Set { hand, charge } => Picks::Set(hand.len().min(1 + charge)),
            Request::Pay { count, .. } | Request::Discard { count, .. } => Picks::Exactly(*count),
            Request::UpkeepOffset { offset, .. } => Picks::Exactly(*offset),
            Request::Fusion { named, .. } => Picks::Exactly(named.len()),
            Request::Place { up_to, .. } => Picks::UpTo(*up_to),
            Request::Activate { options, .. } => Picks::UpTo(options.len()),
            Request::Upkeep { .. } => Picks::YesNo,
        }
    }

    /// How many options it offers.
    pub fn options(&self) -> usize {
        match self {
            Request::Set { hand, .. } | Request::Discard { hand, .. } => hand.len(),
            Request::Pay { candidates, .. } => candidates.len(),
            Request::Fusion { options, .. } => options.len(),
            Request::Place { candidates, .. } => candidates.len(),
            Request::Activate { options, .. } => options.len(),
            Request::UpkeepOffset { due, effects, .. } => due.len() + effects.len(),
            Request::Upkeep { .. } => 0,
        }
    }
}

impl Question for Request {
    type Answer = Choice;

    fn accepts(&self, answer: &Choice) -> bool {
        let counted = |p: &[usize]| match self.picks() {
            Picks::Exactly(n) => Takes::Exactly(n).allows(p, self.options()),
            Picks::UpTo(n) => Takes::UpTo(n).allows(p, self.options()),
            Picks::Set(_) | Picks::YesNo => false,
        };
        match (self, answer) {
            (Request::Set { hand, charge: n }, Choice::Set { zone, charge }) => {
                let mut all: Vec<usize> = charge.clone();
                all.push(*zone);
                all.sort_unstable();
                all.dedup();
                all.iter().all(|i| *i < hand.len())
                    && all.len() == 1 + charge.len()
                    && charge.len() == (*n).min(hand.len() - 1)
            }
            (Request::Fusion { named, options, .. }, Choice::Pay(p)) => {
                let mut want: Vec<&String> = named.iter().collect();
                let mut got: Vec<&String> = p
                    .iter()
                    .filter_map(|i| options.get(*i).map(|(id, _)| id))
                    .collect();
                want.sort();
                got.sort();
                counted(p) && want == got
            }
            (Request::Upkeep { .. }, Choice::Upkeep(_)) => true,
            (Request::Pay { .. }, Choice::Pay(p))
            | (Request::Place { .. }, Choice::Place(p))
            | (Request::Activate { .. }, Choice::Activate(p))
            | (Request::UpkeepOffset { .. }, Choice::Offset(p))
            | (Request::Discard { .. }, Choice::Discard(p)) => counted(p),
            _ => false,
        }
    }
}
