//! How plans answer the Duel's questions (docs/RULES.md, Duel, Plans): the first plan on the
//! question's topic whose conditions hold and which can be followed, else the Duel's standing
//! plans.

use super::question::{Choice, MoveChoice, Request};
use crate::data::level::LineName;
use crate::data::plan::{FighterPlan, Instruction, Topic, on_topic};
use crate::rules::core::battlefield::Board;
use crate::rules::core::fighter::Controller;
use crate::rules::core::hot::HotReads;
use crate::rules::core::plans::{LazyBoard, holds};
use bevy::prelude::*;
use std::sync::Arc;

/// The plans' answer: the first plan on the decision's topic whose conditions hold and which
/// can be followed; when none can, the Duel's standing plans.
pub fn plans_choose(world: &mut World, me: Entity, request: &Request) -> Choice {
    let plans = world.part::<Controller>(me).map(|c| c.plans.clone());
    plans_choose_on(
        world,
        me,
        request.view(),
        &mut LazyBoard::new(None, me),
        plans,
    )
}

/// A question as plans read it: its kind and the choices it offers, borrowed (a question plans
/// answer at once is never made into a [`Request`]).
#[derive(Clone, Copy, Debug)]
pub enum View<'a> {
    /// [`Request::Move`]'s options.
    Move(&'a [MoveChoice]),
    /// [`Request::Target`]'s candidates.
    Target(&'a [Entity]),
    /// [`Request::Line`]'s options.
    Line(&'a [(usize, LineName)]),
    /// [`Request::ServantLine`]'s options and the line the card names.
    ServantLine(&'a [LineName], LineName),
    /// [`Request::Reveal`], and whether the card is an ally's.
    Reveal(bool),
}

impl Request {
    /// The request as plans read it.
    pub fn view(&self) -> View<'_> {
        match self {
            Request::Move { options, .. } => View::Move(options),
            Request::Target { candidates, .. } => View::Target(candidates),
            Request::Line { options, .. } => View::Line(options),
            Request::ServantLine { options, named, .. } => View::ServantLine(options, *named),
            Request::Reveal { by_ally, .. } => View::Reveal(*by_ally),
        }
    }
}

pub(super) fn plans_choose_on(
    world: &mut World,
    me: Entity,
    request: View,
    board: &mut LazyBoard,
    plans: Option<Arc<[FighterPlan]>>,
) -> Choice {
    let plans = plans.unwrap_or_else(|| Vec::new().into());
    let topic = match request {
        View::Move(_) => Topic::Movement,
        View::Target(_) => Topic::Target,
        View::Line(_) => Topic::Line,
        View::ServantLine(..) => Topic::Servant,
        View::Reveal(_) => Topic::Reveal,
    };
    for plan in on_topic(&plans, topic) {
        // Closing in, shooting and withdrawing are a map's; the Duel has lines.
        if plan.then.map_only() || !holds(world, board, me, &plan.when) {
            continue;
        }
        if let Some(c) = follow(world, board, me, &plan.then, request) {
            return c;
        }
    }
    // The Duel's standing plans, which end every fighter's list (docs/RULES.md, Plans).
    let standing = match request {
        View::Move(_) => Instruction::Hold,
        View::Target(candidates) => {
            let board = board.get(world);
            let team = |e: Entity| board.spot(e).map(|s| s.place.team);
            if candidates.iter().all(|e| team(*e) == team(me)) {
                Instruction::TargetMostHurtAlly
            } else {
                Instruction::TargetNearest
            }
        }
        View::Line(_) => Instruction::CrowdedLine,
        View::ServantLine(_, named) => Instruction::PlaceServant(named),
        // An extra card answers an enemy's card; against an ally's it stays face down.
        View::Reveal(false) => Instruction::RevealExtra,
        View::Reveal(true) => Instruction::KeepExtraHidden,
    };
    follow(world, board, me, &standing, request).unwrap_or(Choice::Move(MoveChoice::Hold))
}

/// What `ins` answers to `request`, if it can be followed.
fn follow(
    world: &mut World,
    board: &mut LazyBoard,
    me: Entity,
    ins: &Instruction,
    request: View,
) -> Option<Choice> {
    match request {
        View::Move(options) => {
            let want = match ins {
                Instruction::Advance => MoveChoice::Advance,
                Instruction::Retreat => MoveChoice::Retreat,
                _ => MoveChoice::Hold,
            };
            options.contains(&want).then_some(Choice::Move(want))
        }
        View::Target(candidates) => best(board.get(world), me, ins, candidates).map(Choice::Target),
        View::Reveal(_) => Some(Choice::Reveal(*ins == Instruction::RevealExtra)),
        // A line the card does not allow falls through to the next plan (the standing plan names
        // the card's own line, which it always allows).
        View::ServantLine(options, _) => match ins {
            Instruction::PlaceServant(l) if options.contains(l) => Some(Choice::Line(0, *l)),
            _ => None,
        },
        View::Line(options) => line(board.get(world), ins, options),
    }
}

/// The line `ins` aims a card at: the one holding the most fighters, or the one whose fighters
/// have the least HP between them (an empty line only when every line is empty); ties go to
/// the frontmost, then the lower team.
fn line(board: &Board, ins: &Instruction, options: &[(usize, LineName)]) -> Option<Choice> {
    let on = |t: usize, l: LineName| {
        board
            .standing()
            .filter(move |s| s.place.team == t && s.place.line == l)
    };
    options
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
        // The first of the lowest scores, as a stable sort would put it first.
        .min_by(|a, b| {
            a.1.cmp(&b.1)
                .then(a.0.1.cmp(&b.0.1))
                .then(a.0.0.cmp(&b.0.0))
        })
        .map(|((t, l), _)| Choice::Line(t, l))
}

fn best(board: &Board, me: Entity, ins: &Instruction, candidates: &[Entity]) -> Option<Entity> {
    candidates
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
        // The first of the lowest (score, order), as a stable sort would put it first.
        .min_by_key(|(_, s, t)| (*s, *t))
        .map(|(e, _, _)| e)
}
