//! What a placed tactic is aimed at (vortex-design.md §1 Phase 4 step 8, F13, F19): the fighter a
//! single-target S or R hits, the free square an M's token appears on, the fighter an E goes to.
//! A player's side is asked when there is more than one; plans pick by their aim orders, the
//! highest free square, and the nearest fighter.

use super::Tactic;
use super::place::{Picks, bearers, targets, token_squares};
use super::plans::{aim, in_force};
use crate::data::vortex::TacticKind;
use crate::data::{Catalog, Targeting};
use crate::rules::vortex::question::{Choice, Request, decide, leader};
use bevy::prelude::*;

/// The placement's choices for `t` in `lane`: asked of a player's side when there is more than
/// one, else the plans'. `None` while the player's answer is awaited.
pub fn ask(world: &mut World, side: usize, t: &Tactic, lane: u8) -> Option<Picks> {
    let card = t.card.name.clone();
    let who = leader(world, side);
    match t.card.kind {
        TacticKind::Monster => {
            let squares = token_squares(world, side, lane);
            let make = |w: &World, squares| {
                let id = t.card.summon.clone().unwrap_or_default();
                let token = w
                    .resource::<Catalog>()
                    .tokens
                    .get(&id)
                    .map_or(id, |c| c.name.clone());
                Request::Square {
                    side,
                    token,
                    squares,
                }
            };
            let square = one_of(world, who, squares, Choice::Square, make)?;
            Some(Picks {
                square,
                ..Picks::default()
            })
        }
        TacticKind::Equip => {
            let bearers = bearers(world, side, lane);
            let make = |_: &World, bearers| Request::Bearer {
                side,
                card,
                bearers,
            };
            let bearer = one_of(world, who, bearers, Choice::Bearer, make)?;
            Some(Picks {
                bearer,
                ..Picks::default()
            })
        }
        TacticKind::Smash | TacticKind::Recycle
            if t.card.target.is_some_and(Targeting::is_choice) =>
        {
            let plans = |w: &mut World| {
                let orders = in_force(w, side);
                aim(w, side, t, lane, &orders).map_or(Choice::Aim(Entity::PLACEHOLDER), Choice::Aim)
            };
            let Some(who) = who else {
                let Choice::Aim(e) = plans(world) else {
                    return Some(Picks::default());
                };
                return Some(Picks {
                    target: Some(e),
                    ..Picks::default()
                });
            };
            let all = targets(world, side, t, lane);
            let decided = if all.len() > 1 {
                let make = |_: &mut World| Request::Aim {
                    side,
                    card,
                    targets: all.clone(),
                };
                decide(world, who, make, plans)?
            } else {
                plans(world)
            };
            match decided {
                Choice::Aim(e) if e != Entity::PLACEHOLDER => Some(Picks {
                    target: Some(e),
                    ..Picks::default()
                }),
                _ => Some(Picks::default()),
            }
        }
        _ => Some(Picks::default()),
    }
}

/// One of `options`, the plans taking the first: asked of the side's leader `who` (the question
/// `make` builds) when there are two or more. `None` while the answer is awaited.
fn one_of<T: Copy>(
    world: &mut World,
    who: Option<Entity>,
    options: Vec<T>,
    wrap: fn(T) -> Choice,
    make: impl FnOnce(&World, Vec<T>) -> Request,
) -> Option<Option<T>> {
    let first = options.first().copied();
    let (Some(who), Some(plan), true) = (who, first, options.len() > 1) else {
        return Some(first);
    };
    let answer = decide(world, who, |w| make(w, options.clone()), |_| wrap(plan))?;
    Some(options.into_iter().find(|o| wrap(*o) == answer).or(first))
}
