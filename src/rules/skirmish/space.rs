//! Where fighters stand on the map, as seed 003's actions see it: engagement (接敵), ranges
//! adjusted by height (高低差), and floating's range from level 1 (<浮遊>).

use super::state::{Conditions, Sheet};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Height, range_metres};
use crate::rules::core::fighter::{Fighter, Roster};
use bevy::prelude::*;

/// The height level of a square (0 off the map).
pub fn height_at(world: &World, p: GridPos) -> i32 {
    world
        .get_resource::<GridMap>()
        .and_then(|m| m.square(p))
        .and_then(|s| world.get::<Height>(s))
        .map_or(0, |h| h.0)
}

/// A fighter's stop distance in squares (移動中止距離).
pub fn stop_distance(world: &World, e: Entity) -> i32 {
    world
        .get::<Sheet>(e)
        .map_or(0, |s| i32::from(s.0.stop_distance))
}

/// Whether two fighters are engaged: within either one's stop distance (the same square when
/// both have 0).
pub fn engaged(world: &World, a: Entity, b: Entity) -> bool {
    let (Some(p), Some(q)) = (world.get::<GridPos>(a), world.get::<GridPos>(b)) else {
        return false;
    };
    p.distance(*q) <= stop_distance(world, a).max(stop_distance(world, b))
}

/// Whether two fighters are foes.
pub fn hostile(world: &World, a: Entity, b: Entity) -> bool {
    match (world.get::<Fighter>(a), world.get::<Fighter>(b)) {
        (Some(x), Some(y)) => x.team != y.team,
        _ => false,
    }
}

/// Whether a fighter is absent (<不在>).
pub fn absent(world: &World, e: Entity) -> bool {
    world.get::<Conditions>(e).is_some_and(|c| c.absent)
}

/// The standing foes `e` is engaged with that hold it in place (an absent foe does not).
pub fn holding_foes(world: &World, e: Entity) -> Vec<Entity> {
    world
        .resource::<Roster>()
        .standing
        .iter()
        .copied()
        .filter(|&o| o != e && hostile(world, e, o) && !absent(world, o) && engaged(world, e, o))
        .collect()
}

/// The level a fighter measures its own ranges from: its square's, and at least 1 while
/// floating.
pub fn range_level(world: &World, e: Entity, at: GridPos) -> i32 {
    let h = height_at(world, at);
    if world.get::<Conditions>(e).is_some_and(|c| c.float) {
        h.max(1)
    } else {
        h
    }
}

/// Whether `target` is within `metres` of `user` standing on `at` (0: engaged only), the
/// distance shortened 5 m per level the user stands above it and lengthened per level below.
pub fn in_range_from(
    world: &World,
    user: Entity,
    at: GridPos,
    target: Entity,
    metres: i32,
) -> bool {
    let Some(q) = world.get::<GridPos>(target).copied() else {
        return false;
    };
    let squares = at.distance(q);
    if metres <= 0 {
        let stop = stop_distance(world, user).max(stop_distance(world, target));
        return squares <= stop;
    }
    let from = range_level(world, user, at);
    let to = height_at(world, q);
    squares == 0 || range_metres(squares, from, to) <= metres
}

/// [`in_range_from`] where the user stands now.
pub fn in_range(world: &World, user: Entity, target: Entity, metres: i32) -> bool {
    world
        .get::<GridPos>(user)
        .copied()
        .is_some_and(|at| in_range_from(world, user, at, target, metres))
}
