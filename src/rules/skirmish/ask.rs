//! The Skirmish's questions (seed 003): the next action of a turn, the answer to a hit, and
//! whether to protect an ally. The player is asked in the window; plans answer for computer
//! sides.

use super::actions::TacticalAction;
use super::defence::Defence;
use crate::data::plan::{Condition, Instruction, Topic, When, on_topic};
use crate::rules::core::decisions::{self, Question};
use crate::rules::core::fighter::Controller;
use crate::rules::core::plans::{LazyBoard, holds};
use bevy::prelude::*;

/// What a Skirmish decision is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Answer a hit: dodge, guard (with a card) or take it.
    Defend {
        /// Who is attacked.
        who: Entity,
        /// The attack and its hit check, for the screen.
        label: String,
        /// The answers open, with their labels.
        options: Vec<(Defence, String)>,
    },
    /// Protect an engaged ally from a hit or a fall, for AC 4, or not.
    Protect {
        /// Who may protect.
        who: Entity,
        /// Whom.
        target: Entity,
        /// The attack and its hit check, or the fall, for the screen.
        label: String,
        /// The damage to come, for the plans' estimate.
        blow: super::protect::Blow,
    },
    /// The card for a fall check (落下判定): one of the hand, an ally's for its AC 2 (連携), or
    /// the deck's top card.
    Fall {
        /// Who falls.
        who: Entity,
        /// The drop, for the screen: "2 levels, target 20".
        label: String,
        /// The cards open, with their labels.
        options: Vec<(super::check::CardPick, String)>,
    },
    /// Choose the next action of a turn.
    Tactical {
        /// Whose turn it is.
        who: Entity,
        /// The actions open now.
        options: Vec<TacticalAction>,
        /// Words for the actions whose buttons name something on the sheet (a technique, an
        /// item), for the player; empty for plans.
        labels: Vec<(TacticalAction, String)>,
    },
    /// A player's character fainted: does it endure (▼「耐える」), rising with open 1 of HP and MP?
    Endure {
        /// The fainted character.
        who: Entity,
        /// Its uses left.
        uses: u8,
    },
    /// Player characters are tied on AC for the turn just given: which of them takes it first
    /// (【戦闘ルール】4: 同値ACのPCがターンを貰う順番は自由である).
    Order {
        /// The character the countdown gave the turn to.
        who: Entity,
        /// The tied characters, `who` first.
        tied: Vec<Entity>,
    },
    /// The preparation step (準備行動): a technique it may use now (使用できる) — use it, or not
    /// this round.
    Prepare {
        /// Who may use it.
        who: Entity,
        /// The technique's name.
        technique: String,
        /// Its MP cost.
        mp: i32,
    },
    /// The round's end: the hand is over the limit; choose a card to discard (asked again
    /// until the hand holds 7).
    Discard {
        /// Whose hand.
        who: Entity,
        /// The hand, by label.
        hand: Vec<String>,
        /// How many are still to go.
        over: usize,
    },
}

/// An answer to a Skirmish request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// An action of the turn.
    Tactical(TacticalAction),
    /// An answer to a hit.
    Defend(Defence),
    /// Whether to protect.
    Protect(bool),
    /// The hand's card to discard, by its place in the hand.
    Discard(u8),
    /// The tied character that takes the turn first.
    Order(Entity),
    /// Whether the fainted character endures.
    Endure(bool),
    /// Whether to use the preparation technique.
    Prepare(bool),
    /// The card a check plays.
    Card(super::check::CardPick),
}

impl Question for Request {
    type Answer = Choice;

    fn accepts(&self, c: &Choice) -> bool {
        match (self, c) {
            (Request::Defend { options, .. }, Choice::Defend(d)) => {
                *d == Defence::Auto || options.iter().any(|(o, _)| o == d)
            }
            (Request::Protect { .. }, Choice::Protect(_)) => true,
            (Request::Discard { hand, .. }, Choice::Discard(i)) => usize::from(*i) < hand.len(),
            (Request::Order { tied, .. }, Choice::Order(e)) => tied.contains(e),
            (Request::Endure { .. }, Choice::Endure(_)) => true,
            (Request::Prepare { .. }, Choice::Prepare(_)) => true,
            (Request::Fall { options, .. }, Choice::Card(c)) => {
                *c == super::check::CardPick::Auto || options.iter().any(|(o, _)| o == c)
            }
            (Request::Tactical { options, .. }, Choice::Tactical(a)) => {
                options.iter().any(|o| a.matches(o))
            }
            _ => false,
        }
    }
}

/// The Skirmish's decisions in the battle.
pub type Decisions = decisions::Decisions<Request>;

/// Asks `actor`'s controller to decide. Plans answer at once; a player's answer is taken if
/// given, or the request is left open and `None` returned.
pub fn decide(world: &mut World, actor: Entity, request: Request) -> Option<Choice> {
    decide_keeping(world, actor, request).0
}

/// [`decide`], giving the request back when plans answered it at once.
pub fn decide_keeping(
    world: &mut World,
    actor: Entity,
    request: Request,
) -> (Option<Choice>, Option<Request>) {
    decisions::ask_keeping(world, actor, request, |world, request| {
        plans_choose(world, actor, request)
    })
}

/// The plans' answer to a hit: the first plan on defence whose conditions hold — `Defend`
/// (a dodge or a guard with a card that beats the hit) or `Endure` (take it, keep the cards);
/// when none does, the Skirmish's standing plan, `Defend`.
pub fn plans_defence(world: &mut World, me: Entity) -> Defence {
    match first_in_force(world, me, Topic::Defence) {
        Some(Instruction::Endure) => Defence::Nothing,
        _ => Defence::Auto,
    }
}

/// Whether plans take `target`'s blow for it: never a foe's; else the first plan on protecting
/// whose conditions hold — `Protect` (when the blow would fell `target` and not `me`) or
/// `DontProtect`; when none does, the standing plan, `Protect`.
pub fn plans_protect(
    world: &mut World,
    me: Entity,
    target: Entity,
    blow: super::protect::Blow,
) -> bool {
    if !super::protect::same_side(world, me, target) {
        return false;
    }
    match first_in_force(world, me, Topic::Protect) {
        Some(Instruction::DontProtect) => false,
        _ => super::protect::would_save(world, me, target, blow),
    }
}

/// The instruction of `me`'s first plan on `topic` whose conditions hold.
fn first_in_force(world: &mut World, me: Entity, topic: Topic) -> Option<Instruction> {
    let plans = world.get::<Controller>(me).map(|c| c.plans.clone())?;
    let mut board = LazyBoard::new(None, me);
    on_topic(&plans, topic)
        .find(|p| holds(world, &mut board, me, &p.when))
        .map(|p| p.then.clone())
}

/// The plans' answer to a request.
pub fn plans_choose(world: &mut World, me: Entity, request: &Request) -> Choice {
    match request {
        Request::Defend { .. } => Choice::Defend(plans_defence(world, me)),
        // Plans always endure, and use every preparation technique they may.
        Request::Endure { .. } => Choice::Endure(true),
        Request::Prepare { .. } => Choice::Prepare(true),
        // Plans keep the order the countdown gives.
        Request::Order { who, .. } => Choice::Order(*who),
        Request::Discard { .. } => {
            let hand = super::cards::hand(world, super::cards::Holder::Fighter(me));
            Choice::Discard(super::cards::lowest(&hand).unwrap_or(0) as u8)
        }
        Request::Protect {
            who, target, blow, ..
        } => Choice::Protect(plans_protect(world, *who, *target, *blow)),
        // Plans play the usual card (an ally of theirs may give one).
        Request::Fall { .. } => Choice::Card(super::check::CardPick::Auto),
        Request::Tactical { options, .. } => {
            let plans = world
                .get::<Controller>(me)
                .map(|c| c.plans.clone())
                .unwrap_or_else(|| Vec::new().into());
            let mut board = LazyBoard::new(None, me);
            let mut applies =
                |w: &mut World, when: &When<Condition>| holds(w, &mut board, me, when);
            Choice::Tactical(super::plans::choose(
                world,
                me,
                options,
                &plans,
                &mut applies,
            ))
        }
    }
}

crate::hot_parts!(crate::rules::core::decisions::Decisions<Request>);
