//! Seed 000's movement effects read on a grid of squares (vortex-design.md §1 "Movement effects on
//! the grid"): a knock-back pushes the target straight away from the user, along the axis of the
//! larger difference (the rows' on a tie), a pull draws it toward the user; either stops before a
//! wall, an occupied or sealed square, a higher square or the map's edge. A drop of 2 levels or
//! more on the way asks the preset's fall check (`CardRules::fall`) when the user so chooses; the
//! plans choose it when the pushed fighter is a foe. A position move takes the target one
//! orthogonal square away from the user when it is a foe, else away from its own nearest foe.
//! On lines (the Duel) none of this applies: a fighter with no square is moved by lines.

use super::kit::{CardRules, DuelWorld};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Seals};
use crate::rules::core::battlefield::reach::{Occupant, occupants};
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::setup::stand_on;
use bevy::prelude::*;

/// Whether `e` stands on a square of a grid battle (so its movement effects are read there).
pub fn on_grid(world: &World, e: Entity) -> bool {
    world.get::<GridPos>(e).is_some() && world.contains_resource::<GridMap>()
}

/// Whether `e` may step from `from` to `to`: on the map, not impassable, free, not sealed, and not
/// higher.
fn open(world: &World, taken: &[Occupant], from: GridPos, to: GridPos) -> bool {
    let Some(map) = world.get_resource::<GridMap>() else {
        return false;
    };
    let (Some(a), Some(b)) = (map.cell(from), map.cell(to)) else {
        return false;
    };
    let sealed = world.get_resource::<Seals>().is_some_and(|s| s.sealed(to));
    !b.terrain.impassable && b.height <= a.height && !sealed && !taken.iter().any(|o| o.at == to)
}

fn height(world: &World, p: GridPos) -> i32 {
    world
        .get_resource::<GridMap>()
        .and_then(|m| m.cell(p).map(|c| c.height))
        .unwrap_or(0)
}

/// The unit step from `from` toward `to` along the axis of the larger difference (rows on a tie).
fn toward(from: GridPos, to: GridPos) -> (i32, i32) {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    if dx.abs() > dy.abs() {
        (dx.signum(), 0)
    } else {
        (0, dy.signum())
    }
}

/// Pushes `e` up to `n` squares away from `source` (`away`), or pulls it toward it, and says so.
pub fn shove(world: &mut DuelWorld, source: Entity, e: Entity, n: u8, away: bool) {
    let (Some(&s), Some(&t)) = (world.get::<GridPos>(source), world.get::<GridPos>(e)) else {
        return;
    };
    let (dx, dy) = toward(s, t);
    let step = if away { (dx, dy) } else { (-dx, -dy) };
    go(
        world,
        source,
        e,
        step,
        i32::from(n),
        if away { "knocked back" } else { "pulled" },
    );
}

/// A position move (seed 000 ポジション移動) on the grid: one orthogonal square away from `source`
/// when `e` is its foe, else away from `e`'s own nearest foe (the plans' reading, F16: a step out of
/// reach); no move when the square is not open.
pub fn step_aside(world: &mut DuelWorld, source: Entity, e: Entity) {
    let Some(&at) = world.get::<GridPos>(e) else {
        return;
    };
    let side = |w: &World, x: Entity| w.get::<Fighter>(x).map(|f| f.team);
    let foe = side(world, source) != side(world, e) && source != e;
    let from = if foe {
        world.get::<GridPos>(source).copied()
    } else {
        occupants(world, e)
            .into_iter()
            .filter(|o| o.hostile)
            .map(|o| o.at)
            .min_by_key(|p| (p.distance(at), p.y, p.x))
    };
    let Some(from) = from else {
        return;
    };
    go(world, source, e, toward(from, at), 1, "moved");
}

fn go(world: &mut DuelWorld, source: Entity, e: Entity, step: (i32, i32), n: i32, how: &str) {
    let Some(&start) = world.get::<GridPos>(e) else {
        return;
    };
    if step == (0, 0) {
        return;
    }
    let taken = occupants(world, e);
    let (mut at, mut drops) = (start, Vec::new());
    for _ in 0..n {
        let next = GridPos::new(at.x + step.0, at.y + step.1);
        if !open(world, &taken, at, next) {
            break;
        }
        let drop = height(world, at) - height(world, next);
        if drop >= 2 {
            drops.push(drop);
        }
        at = next;
    }
    let moved = start.distance(at);
    if moved > 0 {
        let team = world.get::<Fighter>(e).map_or(0, |f| f.team);
        stand_on(world, e, team, at);
        world.kit().board.moved();
    }
    world.log(EventKind::Move, |w| {
        Facts::on(w, e)
            .by(w, source)
            .what(how)
            .amount(moved)
            .says(format!(
                "  {} is {how} {moved} square{} to ({},{})",
                log::name(w, e),
                if moved == 1 { "" } else { "s" },
                at.x,
                at.y
            ))
    });
    // The user chooses the fall checks (003 ⑥: a skill's move); the plans choose them for a foe.
    let foe =
        world.get::<Fighter>(source).map(|f| f.team) != world.get::<Fighter>(e).map(|f| f.team);
    let fall = world.get_resource::<CardRules>().and_then(|r| r.fall);
    if let (Some(fall), true) = (fall, foe) {
        for levels in drops {
            if world.retired(e) {
                break;
            }
            fall(world, e, levels);
        }
    }
}
