//! The Vortex's own questions (vortex-design.md §1 "The player decides", F6): the pattern for the
//! round, the turn (play the readied card from a square, or move and hold it), the set's lane card
//! and charge card, and the hand limit's discards. Targets, a servant's square and extra cards are
//! the card rules' questions (`core::cards::ask`). Plans answer at once; a player's side is asked
//! through the answer face (`super::face`), and the rule that asked waits for the answer.

use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::decisions::{self, Autopilot, Decisions as Asked, Question};
use crate::rules::core::fighter::{Fighter, Roster};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// What a Vortex decision is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Phase 3: which of `choices` patterns the fighter uses this round (`current` is in use).
    Pattern {
        /// How many patterns it has.
        choices: usize,
        /// The pattern in use.
        current: usize,
    },
    /// Phase 5: play the readied card from one of `play`, or move to one of `moves` (its own
    /// square among them: stay) and hold the card (drop it, when `drop`).
    Act {
        /// The readied card's name (empty: the fighter has no action table).
        card: String,
        /// The squares it can play the card from, in the move's order (cheapest first).
        play: Vec<GridPos>,
        /// The squares it can move to without playing, in the same order.
        moves: Vec<GridPos>,
        /// Whether a card not played is dropped (its panels cannot pay it, or it is face down).
        drop: bool,
    },
    /// Phase 5, seed 002 2回攻撃: play the readied card `card` once more this turn, or end the
    /// turn.
    Again {
        /// The card's name.
        card: String,
    },
    /// A `Disrupt`'s place (F19): which of `holder`'s panels or cards `status` lands on.
    Disrupt {
        /// The fighter it lands on.
        holder: Entity,
        /// Bind or Freeze.
        status: String,
        /// The places, in order (panels left to right, faces 1–6).
        places: Vec<String>,
    },
    /// F16: which straight line through the user its `EnemyLine` card hits.
    Straight {
        /// The card's name.
        card: String,
        /// The lines (the row, then the column), each with its foes in range.
        lines: Vec<String>,
    },
    /// Phase 4 step 3: side `side` sets one of `cards` (its hand, then face-down R cards of its
    /// charge zone) face down in one of `lanes`; with one card in hand it may put it in the charge
    /// zone only, and with none it may set nothing.
    Lane {
        /// The side setting.
        side: usize,
        /// The cards it may set in a lane, by name: the hand's `hand` first, then R cards.
        cards: Vec<String>,
        /// How many of `cards` are in the hand.
        hand: usize,
        /// The lanes whose zone is on the map.
        lanes: Vec<u8>,
    },
    /// Phase 4 step 3: which card of the hand goes face down to the charge zone.
    Charge {
        /// The side setting.
        side: usize,
        /// Its hand after the lane card, by name.
        hand: Vec<String>,
    },
    /// Phase 4 step 8: which of `targets` (in initiative order) a single-target S or R hits.
    Aim {
        /// The side placing.
        side: usize,
        /// The tactic's name.
        card: String,
        /// The fighters it may hit.
        targets: Vec<Entity>,
    },
    /// Phase 4 step 8: which free square of the zone an M's token appears on (F13).
    Square {
        /// The side placing.
        side: usize,
        /// The token's name.
        token: String,
        /// The free squares, highest first, then as the side sees the map.
        squares: Vec<GridPos>,
    },
    /// Phase 4 step 8: which fighter of the side within 2 squares of the zone an E goes to
    /// (F19).
    Bearer {
        /// The side placing.
        side: usize,
        /// The tactic's name.
        card: String,
        /// The fighters it may go to, nearest first (ties: initiative order).
        bearers: Vec<Entity>,
    },
    /// Phase 4 step 7 (seed 004 8.7): in a cost showdown, which `count` face-down charge cards
    /// pay (turned face up: the placeable ones among them count).
    CostCards {
        /// The side paying.
        side: usize,
        /// Its face-down charge cards, by name, in charge-zone order.
        cards: Vec<String>,
        /// The cost.
        count: usize,
        /// The card the other side opened.
        against: String,
    },
    /// Phase 4 step 8 (seed 004 8.9–8.11): the showdown's winner places up to `up_to` of its
    /// placeable cost cards, in the order picked.
    Placements {
        /// The side placing.
        side: usize,
        /// The placeable cost cards, by name, costliest first.
        cards: Vec<String>,
        /// The most it may place.
        up_to: usize,
    },
    /// Phase 6 (F2): which of the free squares off the zones nearest it a fighter driven off is
    /// pushed to (the winner's choice).
    DriveOff {
        /// The side that won the zone.
        side: usize,
        /// The fighter pushed.
        fighter: Entity,
        /// The squares, the plans' first.
        squares: Vec<GridPos>,
    },
    /// Phase 7: which `count` cards of the hand go to the trash (seed 004 §19's hand limit).
    Discard {
        /// The side over the limit.
        side: usize,
        /// Its hand, by name.
        hand: Vec<String>,
        /// How many go.
        count: usize,
    },
}

/// An answer to a Vortex request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The pattern used this round.
    Pattern(usize),
    /// Play the readied card from this square.
    Play(GridPos),
    /// Move to this square (or stay) and do not play.
    Move(GridPos),
    /// Play the readied card again (a double attack), or not.
    Again(bool),
    /// The place a `Disrupt` lands on, by its place in the question's list.
    Disrupt(usize),
    /// The straight line an `EnemyLine` card hits, by its place in the question's list.
    Straight(usize),
    /// The lane card (its place in `cards`) and its lane; `None`: no lane card (the one hand card
    /// goes to the charge zone only, or nothing is set).
    Lane(Option<(usize, u8)>),
    /// The charge card, by its place in the hand.
    Charge(usize),
    /// The cards discarded, by their places in the hand.
    Discard(Vec<usize>),
    /// The fighter hit.
    Aim(Entity),
    /// The token's square.
    Square(GridPos),
    /// The fighter the E goes to.
    Bearer(Entity),
    /// The charge cards that pay, by their places among the question's cards.
    CostCards(Vec<usize>),
    /// The cost cards placed, by their places among the question's cards, in order.
    Placements(Vec<usize>),
}

impl Request {
    /// Whether a lane question offers setting no lane card (one card in hand: to the charge zone
    /// only; none: nothing set).
    pub fn may_skip_lane(&self) -> bool {
        matches!(self, Request::Lane { hand, .. } if *hand <= 1)
    }
}

impl Question for Request {
    type Answer = Choice;

    fn accepts(&self, c: &Choice) -> bool {
        match (self, c) {
            (Request::Pattern { choices, .. }, Choice::Pattern(k)) => k < choices,
            (Request::Act { play, .. }, Choice::Play(p)) => play.contains(p),
            (Request::Act { moves, .. }, Choice::Move(p)) => moves.contains(p),
            (Request::Again { .. }, Choice::Again(_)) => true,
            (Request::Disrupt { places, .. }, Choice::Disrupt(i)) => *i < places.len(),
            (Request::Straight { lines, .. }, Choice::Straight(i)) => *i < lines.len(),
            (Request::Lane { cards, lanes, .. }, Choice::Lane(Some((i, l)))) => {
                *i < cards.len() && lanes.contains(l)
            }
            (Request::Lane { .. }, Choice::Lane(None)) => self.may_skip_lane(),
            (Request::Charge { hand, .. }, Choice::Charge(i)) => *i < hand.len(),
            (Request::Discard { hand, count, .. }, Choice::Discard(v)) => {
                distinct(v, hand.len()) && v.len() == *count
            }
            (Request::CostCards { cards, count, .. }, Choice::CostCards(v)) => {
                distinct(v, cards.len()) && v.len() == *count
            }
            (Request::Placements { cards, up_to, .. }, Choice::Placements(v)) => {
                distinct(v, cards.len()) && v.len() <= *up_to
            }
            (Request::Aim { targets, .. }, Choice::Aim(e)) => targets.contains(e),
            (
                Request::Square { squares, .. } | Request::DriveOff { squares, .. },
                Choice::Square(p),
            ) => squares.contains(p),
            (Request::Bearer { bearers, .. }, Choice::Bearer(e)) => bearers.contains(e),
            _ => false,
        }
    }
}

/// Whether `picks` are distinct places below `len`.
fn distinct(picks: &[usize], len: usize) -> bool {
    let mut seen = picks.to_vec();
    seen.sort_unstable();
    seen.dedup();
    seen.len() == picks.len() && picks.iter().all(|i| *i < len)
}

/// The Vortex's decisions in the battle.
pub type Decisions = Asked<Request>;

/// Asks `who` the question `make` builds: plans answer at once with `plans` (the question is not
/// built); a player's answer is taken if given, else the question is left open and `None`
/// returned.
pub fn decide(
    world: &mut World,
    who: Entity,
    make: impl FnOnce(&mut World) -> Request,
    plans: impl FnOnce(&mut World) -> Choice,
) -> Option<Choice> {
    let autopilot = world.get_resource::<Autopilot>().is_some_and(|a| a.0);
    if decisions::planned_asking(world, who, autopilot).0.by_plans {
        return Some(plans(world));
    }
    let question = make(world);
    decisions::ask_player(world, who, question)
}

/// The fighter a side's questions are put to (its tactics, its discards): its first fighter
/// still in the battle, by serial. A side handed to its plans there is answered by them.
pub fn leader(world: &mut World, side: usize) -> Option<Entity> {
    // The roster is in entry (serial) order: the first of the side still in.
    world
        .get_resource::<Roster>()?
        .standing
        .iter()
        .copied()
        .find(|e| world.part::<Fighter>(*e).is_some_and(|f| f.team == side))
}

/// Whether the battle waits for a player's answer: to a Vortex question, or to a card rules'
/// question (a target, a servant's square, an extra card).
pub fn waiting(world: &World) -> bool {
    decisions::waiting_on::<Request>(world)
        || decisions::waiting_on::<crate::rules::core::cards::ask::Request>(world)
}

crate::hot_parts!(crate::rules::core::decisions::Decisions<Request>);
