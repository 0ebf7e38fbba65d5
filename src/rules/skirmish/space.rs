//! Where fighters stand on the map, as seed 003's actions see it: engagement (接敵), ranges
//! adjusted by height (高低差), and floating's range from level 1 (<浮遊>).

use super::state::{Conditions, Sheet};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, range_metres};
use crate::rules::core::battlefield::reach::MoveField;
use bevy::prelude::*;

/// A fighter's stop distance in squares (移動中止距離).
pub fn stop_distance(world: &World, e: Entity) -> i32 {
    world
        .get::<Sheet>(e)
        .map_or(0, |s| i32::from(s.0.stop_distance))
}

/// Whether two fighters are engaged (接敵, [`engages`]).
pub fn engaged(world: &World, a: Entity, b: Entity) -> bool {
    let (Some(p), Some(q)) = (world.get::<GridPos>(a), world.get::<GridPos>(b)) else {
        return false;
    };
    let team = |e| {
        world
            .get::<crate::rules::core::fighter::Fighter>(e)
            .map(|f| f.team)
    };
    let stop = stop_distance(world, a).max(stop_distance(world, b));
    engages(p.distance(*q), team(a) != team(b), stop)
}

/// 接敵 at `squares` apart: on the same square, whichever sides they are on (「同じスクウェアに
/// 居るものは距離が0であるものとして扱い、接敵状態になる」), or foes within `stop` (the larger
/// stop distance: 「敵対キャラクターの移動中止距離に居たり…」); an ally's stop distance holds
/// nobody.
pub fn engages(squares: i32, hostile: bool, stop: i32) -> bool {
    squares == 0 || (hostile && squares <= stop)
}

/// Whether a fighter is absent (<不在>).
pub fn absent(world: &World, e: Entity) -> bool {
    world.get::<Conditions>(e).is_some_and(|c| c.absent)
}

/// What a range check reads of a fighter: its square, stop distance and whether it floats.
#[derive(Clone, Copy, Debug)]
pub struct RangeSpot {
    /// Its square.
    pub at: GridPos,
    /// Its stop distance in squares.
    pub stop: i32,
    /// Whether it floats (<浮遊>: ranges from level 1 at least).
    pub floating: bool,
}

impl RangeSpot {
    /// `e` as it stands now (none off the map).
    pub fn of(world: &World, e: Entity) -> Option<RangeSpot> {
        Some(RangeSpot {
            at: *world.get::<GridPos>(e)?,
            stop: stop_distance(world, e),
            floating: world.get::<Conditions>(e).is_some_and(|c| c.float),
        })
    }

    /// The level it measures its own ranges from on `field`: its square's, and at least 1
    /// while floating.
    pub fn level(&self, field: &MoveField) -> i32 {
        let h = height(field, self.at);
        if self.floating { h.max(1) } else { h }
    }
}

/// The height level of a square (0 off the map).
fn height(field: &MoveField, p: GridPos) -> i32 {
    field.cell(p).map_or(0, |c| c.height)
}

/// Whether `target` is within `metres` of `user` (0: engaged only), the distance shortened 5 m
/// per level the user stands above it and lengthened per level below; `field` gives the heights.
pub fn spot_in_range(field: &MoveField, user: RangeSpot, target: RangeSpot, metres: i32) -> bool {
    let squares = user.at.distance(target.at);
    if metres <= 0 {
        return squares <= user.stop.max(target.stop);
    }
    squares == 0 || range_metres(squares, user.level(field), height(field, target.at)) <= metres
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
    let (Some(u), Some(t), Some(map)) = (
        RangeSpot::of(world, user),
        RangeSpot::of(world, target),
        world.get_resource::<GridMap>(),
    ) else {
        return false;
    };
    spot_in_range(&map.field, RangeSpot { at, ..u }, t, metres)
}

/// [`in_range_from`] where the user stands now.
pub fn in_range(world: &World, user: Entity, target: Entity, metres: i32) -> bool {
    world
        .get::<GridPos>(user)
        .copied()
        .is_some_and(|at| in_range_from(world, user, at, target, metres))
}
