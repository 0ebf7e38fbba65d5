//! Battlefields: fighters stand on places, and the battlefield measures the distance between
//! places. Rules ask only for distances and what stands between; each battlefield answers.

pub mod lines;

use super::fighter::{Fighter, Position, Roster};
use crate::data::Modifier;
use crate::rules::additive;
use bevy::prelude::*;

/// The kind of battlefield a battle is fought on.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Battlefield {
    /// Front, middle and back lines per team (seed 000).
    #[default]
    Lines,
}

/// A fighter's place as the battlefield sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The fighter's team.
    pub team: usize,
    /// Its line.
    pub line: crate::data::LineName,
}

/// The place of a fighter, if it stands on the battlefield.
pub fn place_of(world: &World, e: Entity) -> Option<Place> {
    let f = world.get::<Fighter>(e)?;
    let p = world.get::<Position>(e)?;
    Some(Place {
        team: f.team,
        line: p.line,
    })
}

/// The distance from `from` to `to`, with "distance is always N" modifiers applied.
pub fn distance(world: &World, from: Entity, to: Entity) -> Option<i32> {
    for e in [to, from] {
        if let Some(n) = additive::fixed_distance(world, e) {
            return Some(n);
        }
    }
    let (a, b) = (place_of(world, from)?, place_of(world, to)?);
    Some(match world.resource::<Battlefield>() {
        Battlefield::Lines => lines::distance(a, b),
    })
}

/// Whether no fighter (of either side) stands on a line between the two places.
pub fn nothing_between(world: &mut World, from: Entity, to: Entity) -> bool {
    let (Some(a), Some(b)) = (place_of(world, from), place_of(world, to)) else {
        return false;
    };
    let occupied = occupied_places(world);
    match *world.resource::<Battlefield>() {
        Battlefield::Lines => lines::between(a, b).iter().all(|p| !occupied.contains(p)),
    }
}

/// Every place a fighter still in the battle stands on.
pub fn occupied_places(world: &World) -> Vec<Place> {
    Roster::standing(world)
        .into_iter()
        .filter_map(|e| place_of(world, e))
        .collect()
}

/// Fills empty lines by moving the fighters behind them forward (done at once, automatically).
pub fn settle(world: &mut World) {
    match *world.resource::<Battlefield>() {
        Battlefield::Lines => lines::advance_into_empty_lines(world),
    }
}

/// The range modifier a fighter's own effects get.
pub fn range_bonus(world: &World, e: Entity) -> i32 {
    additive::total(world, e, Modifier::Range(0))
}
