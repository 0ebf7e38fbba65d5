//! The Duel's questions (seed 000): a normal position move, a target, a line, a servant's first
//! line, whether to reveal an extra card. The player is asked in the window; plans answer for
//! computer sides.

use crate::data::level::LineName;
use crate::data::plan::{FighterPlan, Instruction, Topic, on_topic};
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

/// The plans' answer: the first plan on the decision's topic whose conditions hold and which
/// can be followed; when none can, the Duel's standing plans.
pub fn plans_choose(world: &mut World, me: Entity, request: &Request) -> Choice {
    let plans = world.get::<Controller>(me).map(|c| c.plans.clone());
    plans_choose_on(world, me, request, None, plans)
}

fn plans_choose_on(
    world: &mut World,
    me: Entity,
    request: &Request,
    board: Option<&Board>,
    plans: Option<Arc<[FighterPlan]>>,
) -> Choice {
    let plans = plans.unwrap_or_else(|| Vec::new().into());
    let mut board = LazyBoard::new(board, me);
    let topic = match request {
        Request::Move { .. } => Topic::Movement,
        Request::Target { .. } => Topic::Target,
        Request::Line { .. } => Topic::Line,
        Request::ServantLine { .. } => Topic::Servant,
        Request::Reveal { .. } => Topic::Reveal,
    };
    for plan in on_topic(&plans, topic) {
        // Closing in, shooting and withdrawing are a map's; the Duel has lines.
        if plan.then.map_only() || !holds(world, &mut board, me, &plan.when) {
            continue;
        }
        if let Some(c) = follow(world, &mut board, me, plan.then, request) {
            return c;
        }
    }
    // The Duel's standing plans, which end every fighter's list (docs/RULES.md, Plans).
    let standing = match request {
        Request::Move { .. } => Instruction::Hold,
        Request::Target { candidates, .. } => {
            let board = board.get(world);
            let team = |e: Entity| board.spot(e).map(|s| s.place.team);
            if candidates.iter().all(|e| team(*e) == team(me)) {
                Instruction::TargetMostHurtAlly
            } else {
                Instruction::TargetNearest
            }
        }
        Request::Line { .. } => Instruction::CrowdedLine,
        Request::ServantLine { named, .. } => Instruction::PlaceServant(*named),
        Request::Reveal { .. } => Instruction::RevealExtra,
    };
    follow(world, &mut board, me, standing, request).unwrap_or(Choice::Move(MoveChoice::Hold))
}

/// What `ins` answers to `request`, if it can be followed.
fn follow(
    world: &mut World,
    board: &mut LazyBoard,
    me: Entity,
    ins: Instruction,
    request: &Request,
) -> Option<Choice> {
    match request {
        Request::Move { options, .. } => {
            let want = match ins {
                Instruction::Advance => MoveChoice::Advance,
                Instruction::Retreat => MoveChoice::Retreat,
                _ => MoveChoice::Hold,
            };
            options.contains(&want).then_some(Choice::Move(want))
        }
        Request::Target { candidates, .. } => {
            best(board.get(world), me, ins, candidates).map(Choice::Target)
        }
        Request::Reveal { .. } => Some(Choice::Reveal(ins == Instruction::RevealExtra)),
        Request::ServantLine { options, named, .. } => match ins {
            Instruction::PlaceServant(l) if options.contains(&l) => Some(Choice::Line(0, l)),
            _ => Some(Choice::Line(0, *named)),
        },
        Request::Line { options, .. } => line(board.get(world), ins, options),
    }
}

/// The line `ins` aims a card at: the one holding the most fighters, or the one whose fighters
/// have the least HP between them (an empty line only when every line is empty); ties go to
/// the frontmost, then the lower team.
fn line(board: &Board, ins: Instruction, options: &[(usize, LineName)]) -> Option<Choice> {
    let on = |t: usize, l: LineName| {
        board
            .standing()
            .filter(move |s| s.place.team == t && s.place.line == l)
    };
    let mut scored: Vec<((usize, LineName), i64)> = options
        .iter()
        .map(|&(t, l)| {
            let score = match ins {
                Instruction::WeakestLine => {
                    let hp: i64 = on(t, l).map(|s| i64::from(s.hp.current)).sum();
                    if on(t, l).next().is_some() {
                        hp
                    } else {
                        i64::MAX
                    }
                }
                _ => -(on(t, l).count() as i64),
            };
            ((t, l), score)
        })
        .collect();
    scored.sort_by(|a, b| {
        a.1.cmp(&b.1)
            .then(a.0.1.cmp(&b.0.1))
            .then(a.0.0.cmp(&b.0.0))
    });
    scored.first().map(|((t, l), _)| Choice::Line(*t, *l))
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
