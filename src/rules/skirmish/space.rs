//! Where fighters stand on the map, as seed 003's actions see it: engagement (接敵), ranges
//! adjusted by height (高低差), and floating's range from level 1 (<浮遊>).

use super::state::{Conditions, Sheet};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, range_metres};
use crate::rules::core::battlefield::reach::MoveField;
use crate::rules::core::fighter::{Fighter, Hp, Roster};
use crate::rules::core::query_cache::with_query;
use bevy::prelude::*;

/// The height level of a square (0 off the map).
pub fn height_at(world: &World, p: GridPos) -> i32 {
    world
        .get_resource::<GridMap>()
        .and_then(|m| m.cell(p))
        .map_or(0, |c| c.height)
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

/// What the map's rules read of another standing fighter, in entry order.
#[derive(Clone, Copy, Debug)]
pub struct Other {
    /// The fighter.
    pub entity: Entity,
    /// Whether it is on the other team from the one asking.
    pub hostile: bool,
    /// Whether it is absent (<不在>).
    pub absent: bool,
    /// Whether it has a combat sheet (tokens without one are never aimed at).
    pub has_sheet: bool,
    /// Its square, if it stands on the map.
    pub at: Option<GridPos>,
    /// Its stop distance in squares.
    pub stop: i32,
    /// Whether it floats (<浮遊>).
    pub floating: bool,
    /// Its defence (0 without a sheet).
    pub defence: i32,
    /// Its current HP (0 without HP).
    pub hp: i32,
}

impl Other {
    /// Where it stands, for range checks (none off the map).
    pub fn spot(&self) -> Option<RangeSpot> {
        Some(RangeSpot {
            at: self.at?,
            stop: self.stop,
            floating: self.floating,
        })
    }
}

/// The standing fighters other than `e`, in entry order, as `e` sees them: one kept query
/// instead of a look-up per component per fighter.
pub fn others(world: &mut World, e: Entity) -> Vec<Other> {
    let team = world.get::<Fighter>(e).map(|f| f.team);
    type Data = (
        &'static Fighter,
        Option<&'static GridPos>,
        Option<&'static Conditions>,
        Option<&'static Sheet>,
        Option<&'static Hp>,
    );
    with_query::<Data, (), _>(world, |world, q| {
        let standing = &world.resource::<Roster>().standing;
        let mut out = Vec::with_capacity(standing.len());
        for &o in standing.iter().filter(|&&o| o != e) {
            let Ok((f, at, c, sheet, hp)) = q.get_manual(world, o) else {
                continue;
            };
            out.push(Other {
                entity: o,
                hostile: team.is_some_and(|t| t != f.team),
                absent: c.is_some_and(|c| c.absent),
                has_sheet: sheet.is_some(),
                at: at.copied(),
                stop: sheet.map_or(0, |s| i32::from(s.0.stop_distance)),
                floating: c.is_some_and(|c| c.float),
                defence: sheet.map_or(0, |s| s.0.defence),
                hp: hp.map_or(0, |h| h.current),
            });
        }
        out
    })
}

/// Whether a fighter is absent (<不在>).
pub fn absent(world: &World, e: Entity) -> bool {
    world.get::<Conditions>(e).is_some_and(|c| c.absent)
}

/// The standing foes `e` is engaged with that hold it in place (an absent foe does not).
pub fn holding_foes(world: &mut World, e: Entity) -> Vec<Entity> {
    let seen = others(world, e);
    holding_among(world, e, &seen)
}

/// [`holding_foes`] among `seen`, the others as `e` sees them ([`others`]).
pub fn holding_among(world: &World, e: Entity, seen: &[Other]) -> Vec<Entity> {
    let (Some(&at), stop) = (world.get::<GridPos>(e), stop_distance(world, e)) else {
        return Vec::new();
    };
    seen.iter()
        .filter(|o| {
            o.hostile && !o.absent && o.at.is_some_and(|q| at.distance(q) <= stop.max(o.stop))
        })
        .map(|o| o.entity)
        .collect()
}

/// The foes among `seen` one may aim at, in entry order: with a sheet, not absent.
pub fn foes_among(seen: &[Other]) -> Vec<Entity> {
    seen.iter()
        .filter(|o| o.has_sheet && !o.absent && o.hostile)
        .map(|o| o.entity)
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
}

/// Whether `target` is within `metres` of `user` (0: engaged only), the distance shortened 5 m
/// per level the user stands above it and lengthened per level below; `field` gives the heights.
pub fn spot_in_range(field: &MoveField, user: RangeSpot, target: RangeSpot, metres: i32) -> bool {
    let squares = user.at.distance(target.at);
    if metres <= 0 {
        return squares <= user.stop.max(target.stop);
    }
    let height = |p| field.cell(p).map_or(0, |c| c.height);
    let from = if user.floating {
        height(user.at).max(1)
    } else {
        height(user.at)
    };
    squares == 0 || range_metres(squares, from, height(target.at)) <= metres
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
