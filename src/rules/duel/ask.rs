//! The Duel's questions (seed 000): a normal position move, a target, a line, a servant's first
//! line, whether to reveal an extra card. The player is asked in the window; plans answer for
//! computer sides.

use crate::data::level::LineName;
use crate::data::plan::{Instruction, Plan};
use crate::rules::core::battlefield::Board;
use crate::rules::core::decisions::{self, Question};
use crate::rules::core::fighter::{Controller, Position};
use crate::rules::core::plans::{LazyBoard, holds};
use bevy::prelude::*;
use std::sync::Arc;

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
        options: Vec<MoveChoice>,
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

/// Asks `actor`'s controller to decide. Plans answer at once; a player's answer is taken if
/// given, or the request is left open and `None` returned.
pub fn decide(world: &mut World, actor: Entity, request: Request) -> Option<Choice> {
    decide_on(world, actor, request, None)
}

/// [`decide`], with the board the request was made on (plans read it instead of a new one).
pub fn decide_on(
    world: &mut World,
    actor: Entity,
    request: Request,
    board: Option<&Board>,
) -> Option<Choice> {
    decisions::ask(world, actor, request, |world, request| {
        let plans = world.get::<Controller>(actor).map(|c| c.plans.clone());
        plans_choose_on(world, actor, request, board, plans)
    })
}

/// The moves open to a fighter: forward unless on the front line, back unless on the back line.
pub fn move_options(world: &World, e: Entity) -> Vec<MoveChoice> {
    let depth = world.get::<Position>(e).map_or(0, |p| p.line.depth());
    let mut o = Vec::new();
    if depth > 0 {
        o.push(MoveChoice::Advance);
    }
    if depth < 2 {
        o.push(MoveChoice::Retreat);
    }
    o.push(MoveChoice::Hold);
    o
}

/// The plans' answer: the first plan whose conditions hold and whose instruction fits.
pub fn plans_choose(world: &mut World, me: Entity, request: &Request) -> Choice {
    let plans = world.get::<Controller>(me).map(|c| c.plans.clone());
    plans_choose_on(world, me, request, None, plans)
}

fn plans_choose_on(
    world: &mut World,
    me: Entity,
    request: &Request,
    board: Option<&Board>,
    plans: Option<Arc<[Plan]>>,
) -> Choice {
    match request {
        // Plans use an extra card whenever it can answer (docs/RULES.md).
        Request::Reveal { .. } => return Choice::Reveal(true),
        // Plans place a servant where the card names.
        Request::ServantLine { named, .. } => return Choice::Line(0, *named),
        _ => {}
    }
    let plans = plans.unwrap_or_else(|| Vec::new().into());
    let mut board = LazyBoard::new(board, me);
    let is_move = matches!(request, Request::Move { .. });
    for plan in plans.iter() {
        let map_only = plan.then.is_tactical() && !plan.then.is_move();
        if map_only || plan.then.is_move() != is_move || !holds(world, &mut board, me, &plan.when) {
            continue;
        }
        let choice = match request {
            Request::Move { options, .. } => follow_move(plan.then, options),
            _ => follow(board.get(world), me, plan.then, request),
        };
        if let Some(c) = choice {
            return c;
        }
    }
    if let Request::Move { options, .. } = request {
        return follow_move(Instruction::Hold, options).unwrap_or(Choice::Move(MoveChoice::Hold));
    }
    let board = board.get(world);
    let team = |e: Entity| board.spot(e).map(|s| s.place.team);
    let fallback = match request {
        Request::Target { candidates, .. } if candidates.iter().all(|e| team(*e) == team(me)) => {
            Instruction::TargetMostHurtAlly
        }
        _ => Instruction::TargetNearest,
    };
    follow(board, me, fallback, request).unwrap_or(Choice::Move(MoveChoice::Hold))
}

fn follow_move(ins: Instruction, options: &[MoveChoice]) -> Option<Choice> {
    let want = match ins {
        Instruction::Advance => MoveChoice::Advance,
        Instruction::Retreat => MoveChoice::Retreat,
        _ => MoveChoice::Hold,
    };
    options.contains(&want).then_some(Choice::Move(want))
}

fn follow(board: &Board, me: Entity, ins: Instruction, request: &Request) -> Option<Choice> {
    match request {
        Request::Move { options, .. } => follow_move(ins, options),
        Request::Target { candidates, .. } => best(board, me, ins, candidates).map(Choice::Target),
        Request::Reveal { .. } => Some(Choice::Reveal(true)),
        Request::ServantLine { named, .. } => Some(Choice::Line(0, *named)),
        Request::Line { options, .. } => {
            // The line holding the most fighters; ties go to the frontmost.
            let count = |t: usize, l: LineName| {
                board
                    .standing()
                    .filter(|s| s.place.team == t && s.place.line == l)
                    .count()
            };
            let mut scored: Vec<((usize, LineName), usize)> = options
                .iter()
                .map(|&(t, l)| ((t, l), count(t, l)))
                .collect();
            scored.sort_by(|a, b| {
                b.1.cmp(&a.1)
                    .then(a.0.1.cmp(&b.0.1))
                    .then(a.0.0.cmp(&b.0.0))
            });
            scored.first().map(|((t, l), _)| Choice::Line(*t, *l))
        }
    }
}

fn best(board: &Board, me: Entity, ins: Instruction, candidates: &[Entity]) -> Option<Entity> {
    let mut list: Vec<(Entity, i64, (u32, u32))> = candidates
        .iter()
        .filter_map(|&e| {
            let s = board.spot(e)?;
            let h = s.hp;
            let score = match ins {
                Instruction::TargetWeakest => i64::from(h.current),
                Instruction::TargetStrongest => -i64::from(h.current),
                Instruction::TargetFirstToAct => 0,
                Instruction::TargetMostHurtAlly => -i64::from(h.start - h.current),
                _ => i64::from(board.distance(me, e).unwrap_or(99)) * 1000 + i64::from(h.current),
            };
            Some((e, score, s.order))
        })
        .collect();
    list.sort_by_key(|(_, s, t)| (*s, *t));
    list.first().map(|(e, _, _)| *e)
}
