//! Moving in a turn (seed 003, 移動のルール and 高低差): the squares a fighter's move reaches
//! among the others (absent foes never stop it), the move along the cheapest path, and the fall
//! check — 【運動】 against Y×5+10 for a drop of Y levels, Y×10 HP on a failure, no defence.

use super::seen::{Other, others};
use super::state::Conditions;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::grid::move_squares;
use crate::rules::core::battlefield::reach::{
    MoveAsk, MoveField, Occupant, Reach, falls, reachable,
};
use bevy::prelude::*;
use std::sync::Arc;

/// The others on the map as the mover sees them ([`others`]): absent foes hold nobody.
pub fn occupants_among(seen: &[Other]) -> Vec<Occupant> {
    seen.iter()
        .filter_map(|o| {
            Some(Occupant {
                at: o.at?,
                hostile: o.hostile && !o.absent,
                stop_distance: o.stop,
            })
        })
        .collect()
}

/// The moves searched lately, by everything a search depends on: a decision asks for the same
/// move up to three times (the options, the plans' attack, the move itself). Cleared with the
/// battle.
#[derive(Resource, Default)]
pub struct Reaches(Vec<(MoveKey, Arc<Reach>)>);

/// Everything a move's search depends on besides the map, which no rule changes in a battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveKey {
    mover: Entity,
    ask: MoveAsk,
    others: Vec<Occupant>,
}

/// How many searches [`Reaches`] keeps.
const KEPT_REACHES: usize = 4;

/// The squares a move of `metres` reaches from where `e` stands (`skill_move`: a technique's
/// move, which climbs at no extra cost).
pub fn reach_for(world: &mut World, e: Entity, metres: i32, skill_move: bool) -> Arc<Reach> {
    let seen = others(world, e);
    reach_among(world, e, metres, skill_move, &seen)
}

/// [`reach_for`] among `seen`, the others as `e` sees them ([`others`]).
pub fn reach_among(
    world: &mut World,
    e: Entity,
    metres: i32,
    skill_move: bool,
    seen: &[Other],
) -> Arc<Reach> {
    reach_kept(world, e, metres, (skill_move, false), seen)
}

/// The squares an ordinary move of `metres` reaches without ever stepping down: the way round
/// the drops (移動のルール: 「…と移動して迂回する」), with no fall check on it.
pub fn reach_around(world: &mut World, e: Entity, metres: i32, seen: &[Other]) -> Arc<Reach> {
    reach_kept(world, e, metres, (false, true), seen)
}

fn reach_kept(
    world: &mut World,
    e: Entity,
    metres: i32,
    (skill_move, no_drops): (bool, bool),
    seen: &[Other],
) -> Arc<Reach> {
    let key = MoveKey {
        mover: e,
        ask: MoveAsk {
            from: world.get::<GridPos>(e).copied().unwrap_or_default(),
            squares: move_squares(metres),
            skill_move,
            floating: world
                .get::<Conditions>(e)
                .is_some_and(Conditions::above_terrain),
            no_drops,
        },
        others: occupants_among(seen),
    };
    // (Read and written without `get_resource_or_init`, which registers the resource's type at
    // every call; the battle's setup makes it.)
    if let Some(kept) = world.get_resource::<Reaches>()
        && let Some((_, reach)) = kept.0.iter().find(|(k, _)| *k == key)
    {
        return Arc::clone(reach);
    }
    let field = MoveField::of(world).unwrap_or_default();
    let reach = Arc::new(reachable(&field, &key.others, &key.ask));
    let entry = (key, Arc::clone(&reach));
    match world.get_resource_mut::<Reaches>() {
        Some(mut kept) => {
            if kept.0.len() >= KEPT_REACHES {
                kept.0.remove(0);
            }
            kept.0.push(entry);
        }
        None => world.insert_resource(Reaches(vec![entry])),
    }
    reach
}

/// Moves `e` to `to` along the cheapest path of a move of `metres`; an ordinary move leaves a
/// fall check for each drop on the way in [`FallsInProgress`] (floating fighters and technique
/// moves make none).
/// Returns false when `to` is out of reach.
pub fn move_to(world: &mut World, e: Entity, to: GridPos, metres: i32, skill_move: bool) -> bool {
    move_checking(world, e, to, metres, skill_move, !skill_move)
}

/// Moves `e` to `to` the way round the drops ([`reach_around`]): no step down, no fall check.
/// Returns false when that way does not reach `to`.
pub fn move_around(world: &mut World, e: Entity, to: GridPos, metres: i32) -> bool {
    let seen = others(world, e);
    let reach = reach_around(world, e, metres, &seen);
    go(world, e, to, &reach, false)
}

/// [`move_to`], with fall checks on the way or not: a technique's move makes them only when its
/// user chooses (⑥高低差: 「この処理を行うか否かを選択してもよい」); a floating fighter never does.
pub fn move_checking(
    world: &mut World,
    e: Entity,
    to: GridPos,
    metres: i32,
    skill_move: bool,
    fall_checks: bool,
) -> bool {
    let reach = reach_for(world, e, metres, skill_move);
    go(world, e, to, &reach, fall_checks)
}

/// Moves `e` to `to` along `reach`'s cheapest path, with the fall checks of its drops or not.
fn go(world: &mut World, e: Entity, to: GridPos, reach: &Reach, fall_checks: bool) -> bool {
    let Some(cost) = reach.cost(to) else {
        return false;
    };
    let path = reach.path(to);
    let from = world.get::<GridPos>(e).copied().unwrap_or_default();
    crate::rules::core::setup::move_onto(world, e, to, cost, reach.engages(to));
    let floating = world
        .get::<Conditions>(e)
        .is_some_and(Conditions::above_terrain);
    if !fall_checks || floating {
        return true;
    }
    let field = MoveField::of(world).unwrap_or_default();
    let drops: Vec<i32> = falls(&field, from, &path)
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    if !drops.is_empty() {
        world.get_resource_or_init::<FallsInProgress>().0 = Some(Falls::new(e, drops));
    }
    true
}

/// A move's drops still to be checked (the fall checks check them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Falls {
    /// Who fell.
    pub who: Entity,
    /// The drops still to check, in levels, the next first.
    pub drops: Vec<i32>,
    /// The next drop's check failed: its damage waits for the protectors' answers.
    pub failed: bool,
    /// Those asked whether they protect the faller from it who said no.
    pub asked: Vec<Entity>,
    /// Those who handed the faller a card for the next drop's check already (連携: once a
    /// check each).
    pub helped: Vec<Entity>,
}

impl Falls {
    /// `who`'s drops, none checked yet.
    pub fn new(who: Entity, drops: Vec<i32>) -> Falls {
        Falls {
            who,
            drops,
            failed: false,
            asked: Vec::new(),
            helped: Vec::new(),
        }
    }
}

/// The falls of the last move, waiting to be checked or on a player's answer (the card, or
/// whether to protect).
#[derive(Resource, Clone, Debug, Default)]
pub struct FallsInProgress(pub Option<Falls>);
