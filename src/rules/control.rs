//! Decisions: what the player or a fighter's plans choose. A player's decision is asked for and
//! the battle waits; plans answer at once.

use super::battle::Battle;
use super::battlefield::Board;
use super::fighter::{Controller, Hp, Position};
use super::tactical::actions::TacticalAction;
use super::tactical::defence::Defence;
use crate::data::level::{Control, LineName};
use crate::data::plan::{Condition, Instruction, Plan};
use bevy::prelude::*;
use std::collections::VecDeque;
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
    /// Answer a hit: dodge, guard (with a card) or take it (seed 003).
    Defend {
        /// Who is attacked.
        who: Entity,
        /// The attack and its hit check, for the screen.
        label: String,
        /// The answers open, with their labels.
        options: Vec<(Defence, String)>,
    },
    /// Protect an engaged ally from a hit, for AC 4 (seed 003), or not.
    Protect {
        /// Who may protect.
        who: Entity,
        /// Whom.
        target: Entity,
        /// The attack and its hit check, for the screen.
        label: String,
        /// The attack's power (weapon and bonus), for the plans' estimate.
        power: i32,
    },
    /// Choose the next action of a Skirmish turn (seed 003).
    Tactical {
        /// Whose turn it is.
        who: Entity,
        /// The actions open now.
        options: Vec<TacticalAction>,
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
    /// An action of a Skirmish turn.
    Tactical(TacticalAction),
    /// An answer to a hit.
    Defend(Defence),
    /// Whether to protect.
    Protect(bool),
}

impl Request {
    /// Whether `c` answers this request.
    pub fn accepts(&self, c: &Choice) -> bool {
        match (self, c) {
            (Request::Move { options, .. }, Choice::Move(m)) => options.contains(m),
            (Request::Target { candidates, .. }, Choice::Target(e)) => candidates.contains(e),
            (Request::Line { options, .. }, Choice::Line(t, l)) => options.contains(&(*t, *l)),
            (Request::Defend { options, .. }, Choice::Defend(d)) => {
                *d == Defence::Auto || options.iter().any(|(o, _)| o == d)
            }
            (Request::Protect { .. }, Choice::Protect(_)) => true,
            (Request::Tactical { options, .. }, Choice::Tactical(a)) => {
                options.iter().any(|o| a.matches(o))
            }
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
    decide_on(world, actor, request, None)
}

/// [`decide`], with the board the request was made on (plans read it instead of a new one).
pub fn decide_on(
    world: &mut World,
    actor: Entity,
    request: Request,
    board: Option<&Board>,
) -> Option<Choice> {
    let (by_plans, plans) = world.get::<Controller>(actor).map_or((true, None), |c| {
        (c.control == Control::Plans, Some(c.plans.clone()))
    });
    let mut d = world.resource_mut::<Decisions>();
    if by_plans || d.autopilot {
        d.pending = None;
        return Some(plans_choose_on(world, actor, &request, board, plans));
    }
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

/// The board, read the first time a plan needs it.
struct LazyBoard<'a> {
    given: Option<&'a Board>,
    own: Option<Board>,
    me: Entity,
}

impl LazyBoard<'_> {
    fn get(&mut self, world: &mut World) -> &Board {
        if let Some(b) = self.given {
            return b;
        }
        self.own
            .get_or_insert_with(|| Board::of(world, Some(self.me)))
    }
}

/// Whether every condition of a plan holds for `me`.
fn holds(world: &mut World, board: &mut LazyBoard, me: Entity, when: &[Condition]) -> bool {
    when.iter().all(|c| match c {
        Condition::HpAtMost(n) => my_hp(world, board, me).is_some_and(|h| h.current <= *n),
        Condition::HpPercentAtMost(p) => {
            my_hp(world, board, me).is_some_and(|h| h.current * 100 <= h.start * i32::from(*p))
        }
        Condition::OnLine(l) => board
            .get(world)
            .spot(me)
            .is_some_and(|s| s.place.line == *l),
        Condition::EnemyWithin(d) => nearest_enemy(board.get(world), me).is_some_and(|n| n <= *d),
        Condition::NoEnemyWithin(d) => nearest_enemy(board.get(world), me).is_none_or(|n| n > *d),
        Condition::AlliesAtMost(n) => {
            let board = board.get(world);
            let team = board.spot(me).map(|s| s.place.team);
            board
                .standing()
                .filter(|s| Some(s.place.team) == team)
                .count()
                <= usize::from(*n)
        }
        Condition::RoundAtLeast(r) => world.resource::<Battle>().round >= *r,
    })
}

/// The decision-maker's HP, from the board (which always holds it).
fn my_hp(world: &mut World, board: &mut LazyBoard, me: Entity) -> Option<Hp> {
    board.get(world).spot(me).map(|s| s.hp)
}

fn nearest_enemy(board: &Board, me: Entity) -> Option<i32> {
    let team = board.spot(me)?.place.team;
    board
        .standing()
        .filter(|s| s.place.team != team)
        .filter_map(|s| board.distance(me, s.entity))
        .min()
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
    let plans = plans.unwrap_or_else(|| Vec::new().into());
    let mut board = LazyBoard {
        given: board,
        own: None,
        me,
    };
    if let Request::Defend { .. } = request {
        return Choice::Defend(Defence::Auto);
    }
    if let Request::Protect {
        who, target, power, ..
    } = request
    {
        let yes = super::tactical::protect::plans_would(world, *who, *target, *power);
        return Choice::Protect(yes);
    }
    if let Request::Tactical { options, .. } = request {
        let mut applies = |w: &mut World, when: &[Condition]| holds(w, &mut board, me, when);
        let action = super::tactical::plans::choose(world, me, options, &plans, &mut applies);
        return Choice::Tactical(action);
    }
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
        // Answered by the Skirmish plans before any instruction is followed.
        Request::Tactical { .. } | Request::Defend { .. } | Request::Protect { .. } => None,
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
