//! Decisions: what the player or a fighter's plans choose. A player's decision is asked for and
//! the battle waits; plans answer at once.

use super::battle::Battle;
use super::battlefield;
use super::chain::order_key;
use super::fighter::{Controller, Fighter, Hp, Position, Roster};
use crate::data::level::{Control, LineName};
use crate::data::plan::{Condition, Instruction};
use bevy::prelude::*;
use std::collections::VecDeque;

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

/// What a decision is about.
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
}

/// An answer to a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A move.
    Move(MoveChoice),
    /// A target.
    Target(Entity),
    /// A line.
    Line(usize, LineName),
}

impl Request {
    /// Whether `c` answers this request.
    pub fn accepts(&self, c: &Choice) -> bool {
        match (self, c) {
            (Request::Move { options, .. }, Choice::Move(m)) => options.contains(m),
            (Request::Target { candidates, .. }, Choice::Target(e)) => candidates.contains(e),
            (Request::Line { options, .. }, Choice::Line(t, l)) => options.contains(&(*t, *l)),
            _ => false,
        }
    }
}

/// Decisions waiting for the player, answers given, and whether plans play for the player.
#[derive(Resource, Debug, Default)]
pub struct Decisions {
    /// The question the battle waits on: who decides, and what.
    pub pending: Option<(Entity, Request)>,
    /// Answers the player has given, used in order.
    pub answers: VecDeque<Choice>,
    /// Plans decide for player-controlled fighters too (headless battles, AI against AI).
    pub autopilot: bool,
}

/// Asks `actor`'s controller to decide. Plans answer at once; a player's answer is taken from
/// the given answers, or the request is left pending and `None` returned.
pub fn decide(world: &mut World, actor: Entity, request: Request) -> Option<Choice> {
    let by_plans = world.resource::<Decisions>().autopilot
        || world
            .get::<Controller>(actor)
            .is_none_or(|c| c.control == Control::Plans);
    if by_plans {
        world.resource_mut::<Decisions>().pending = None;
        return Some(plans_choose(world, actor, &request));
    }
    let mut d = world.resource_mut::<Decisions>();
    if d.answers.front().is_some_and(|c| request.accepts(c)) {
        d.pending = None;
        return d.answers.pop_front();
    }
    d.answers.clear();
    d.pending = Some((actor, request));
    None
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

/// Whether every condition of a plan holds for `me`.
fn holds(world: &mut World, me: Entity, when: &[Condition]) -> bool {
    let hp = world.get::<Hp>(me).copied();
    let team = world.get::<Fighter>(me).map(|f| f.team);
    let line = world.get::<Position>(me).map(|p| p.line);
    let round = world.resource::<Battle>().round;
    when.iter().all(|c| match c {
        Condition::HpAtMost(n) => hp.is_some_and(|h| h.current <= *n),
        Condition::HpPercentAtMost(p) => {
            hp.is_some_and(|h| h.current * 100 <= h.start * i32::from(*p))
        }
        Condition::OnLine(l) => line == Some(*l),
        Condition::EnemyWithin(d) => nearest_enemy(world, me).is_some_and(|n| n <= *d),
        Condition::NoEnemyWithin(d) => nearest_enemy(world, me).is_none_or(|n| n > *d),
        Condition::AlliesAtMost(n) => {
            Roster::standing(world)
                .iter()
                .filter(|e| world.get::<Fighter>(**e).map(|f| f.team) == team)
                .count()
                <= usize::from(*n)
        }
        Condition::RoundAtLeast(r) => round >= *r,
    })
}

fn nearest_enemy(world: &mut World, me: Entity) -> Option<i32> {
    let team = world.get::<Fighter>(me)?.team;
    Roster::standing(world)
        .into_iter()
        .filter(|e| world.get::<Fighter>(*e).is_some_and(|f| f.team != team))
        .filter_map(|e| battlefield::distance(world, me, e))
        .min()
}

/// The plans' answer: the first plan whose conditions hold and whose instruction fits.
pub fn plans_choose(world: &mut World, me: Entity, request: &Request) -> Choice {
    let plans = world
        .get::<Controller>(me)
        .map(|c| c.plans.clone())
        .unwrap_or_else(|| Vec::new().into());
    for plan in plans.iter() {
        let fits = match request {
            Request::Move { .. } => plan.then.is_move(),
            _ => !plan.then.is_move(),
        };
        if fits
            && holds(world, me, &plan.when)
            && let Some(c) = follow(world, me, plan.then, request)
        {
            return c;
        }
    }
    let team = world.get::<Fighter>(me).map(|f| f.team);
    let fallback = match request {
        Request::Move { .. } => Instruction::Hold,
        Request::Target { candidates, .. }
            if candidates
                .iter()
                .all(|e| world.get::<Fighter>(*e).map(|f| f.team) == team) =>
        {
            Instruction::TargetMostHurtAlly
        }
        _ => Instruction::TargetNearest,
    };
    follow(world, me, fallback, request).unwrap_or(Choice::Move(MoveChoice::Hold))
}

fn follow(world: &mut World, me: Entity, ins: Instruction, request: &Request) -> Option<Choice> {
    match request {
        Request::Move { options, .. } => {
            let want = match ins {
                Instruction::Advance => MoveChoice::Advance,
                Instruction::Retreat => MoveChoice::Retreat,
                _ => MoveChoice::Hold,
            };
            options.contains(&want).then_some(Choice::Move(want))
        }
        Request::Target { candidates, .. } => best(world, me, ins, candidates).map(Choice::Target),
        Request::Line { options, .. } => {
            // The line holding the most fighters; ties go to the frontmost.
            let places = battlefield::occupied_places(world);
            let count = |t: usize, l: LineName| {
                places.iter().filter(|p| p.team == t && p.line == l).count()
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

fn best(world: &mut World, me: Entity, ins: Instruction, candidates: &[Entity]) -> Option<Entity> {
    let hp = |e: Entity| {
        world.get::<Hp>(e).copied().unwrap_or(Hp {
            current: 0,
            start: 1,
        })
    };
    let tie = |e: Entity| order_key(world, e);
    let mut list: Vec<(Entity, i64, (u32, u32))> = candidates
        .iter()
        .map(|&e| {
            let h = hp(e);
            let score = match ins {
                Instruction::TargetWeakest => i64::from(h.current),
                Instruction::TargetStrongest => -i64::from(h.current),
                Instruction::TargetFirstToAct => 0,
                Instruction::TargetMostHurtAlly => -i64::from(h.start - h.current),
                _ => {
                    i64::from(battlefield::distance(world, me, e).unwrap_or(99)) * 1000
                        + i64::from(h.current)
                }
            };
            (e, score, tie(e))
        })
        .collect();
    list.sort_by_key(|(_, s, t)| (*s, *t));
    list.first().map(|(e, _, _)| *e)
}
