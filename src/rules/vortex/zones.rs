//! The zones on the map (vortex-design.md §3.4): each lane's squares, read once from the level's
//! map, and who stands on them and holds them alone (what the zones' battles, the side plans and
//! the verdict read).

use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::{Fighter, FighterKind, InTheBattle};
use crate::rules::core::query_cache::with_query;
use bevy::prelude::*;
use std::sync::Arc;

/// The zones of the battle's map, lane order: each lane's number and its squares, row by row.
/// Read once from the level's map (no rule moves a zone).
#[derive(Resource, Clone, Debug, Default)]
pub struct Zones(pub Arc<[(u8, Vec<GridPos>)]>);

impl Zones {
    /// The zones of `map`.
    pub fn of(map: Option<&crate::data::MapSpec>) -> Zones {
        let zones: Vec<(u8, Vec<GridPos>)> = map
            .map(|m| m.zones())
            .unwrap_or_default()
            .into_iter()
            .map(|(n, squares)| {
                let squares = squares
                    .into_iter()
                    .map(|(x, y)| GridPos::new(x as i32, y as i32))
                    .collect();
                (n, squares)
            })
            .collect();
        Zones(zones.into())
    }
}

/// Every zone on the map, lane order: its number and its squares, row by row.
pub fn zones(world: &World) -> Arc<[(u8, Vec<GridPos>)]> {
    world
        .get_resource::<Zones>()
        .map_or_else(|| Arc::from([]), |z| Arc::clone(&z.0))
}

/// The squares of zone `n` (none when it is not on the map).
pub fn squares_of(world: &World, n: u8) -> Vec<GridPos> {
    zones(world)
        .iter()
        .find(|(z, _)| *z == n)
        .map(|(_, s)| s.clone())
        .unwrap_or_default()
}

/// Every standing fighter: its entity, side, square, and whether it is a character, in entry
/// order.
pub fn standing(world: &mut World) -> Vec<(Entity, usize, GridPos, bool)> {
    type Data = (Entity, &'static Fighter, &'static GridPos);
    let mut out: Vec<_> = with_query::<Data, InTheBattle, _>(world, |world, q| {
        q.iter_manual(world)
            .map(|(e, f, p)| (f.serial, (e, f.team, *p, f.kind == FighterKind::Character)))
            .collect()
    });
    out.sort_unstable_by_key(|(serial, _)| *serial);
    out.into_iter().map(|(_, row)| row).collect()
}

/// Who stands on zone `n`: each side's fighters there, in entry order.
pub fn on_zone(world: &mut World, n: u8) -> [Vec<Entity>; 2] {
    let squares = squares_of(world, n);
    let mut out = [Vec::new(), Vec::new()];
    for (e, side, at, _) in standing(world) {
        if side < 2 && squares.contains(&at) {
            out[side].push(e);
        }
    }
    out
}

/// Which side alone stands on zone `n`, if one does.
pub fn held_by(world: &mut World, n: u8) -> Option<usize> {
    match on_zone(world, n) {
        [a, b] if !a.is_empty() && b.is_empty() => Some(0),
        [a, b] if a.is_empty() && !b.is_empty() => Some(1),
        _ => None,
    }
}

/// How many zones each side holds alone now.
pub fn holds(world: &mut World) -> [usize; 2] {
    let mut out = [0, 0];
    for (n, _) in zones(world).iter() {
        if let Some(side) = held_by(world, *n) {
            out[side] += 1;
        }
    }
    out
}

/// The zones each side held alone at the last round end (F17's first count at the cap).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ZonesHeld(pub [usize; 2]);
