//! Movement on the grid (seed 003, 戦闘時に位置関係を表現する方法 and 特殊スクウェア ②③④⑥): which
//! squares a move reaches and by which path. A step costs 1 square, a diagonal 2; entering a
//! hard-to-enter square and leaving a hard-to-leave one cost X more; climbing costs 1 more per
//! level (not for a skill's move); impassable squares cannot be entered; entering a hostile
//! fighter's square, or a square within its stop distance, engages it and ends the move there.

use super::grid::{GridMap, GridPos, StopDistance, Terrain, index_in, pos_at};
use crate::rules::core::fighter::{Fighter, InTheBattle};
use crate::rules::core::hot::HotReads;
use crate::rules::core::query_cache::with_query;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use std::sync::{Arc, Mutex, OnceLock};

/// One square as movement sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cell {
    /// Its height level.
    pub height: i32,
    /// Its terrain.
    pub terrain: Terrain,
}

/// The map's squares as movement reads them, row by row: built once with the square entities
/// from the level's map (`grid::spawn_map`) and shared (kept between battles of the same map),
/// with each square's steps worked out on first use. Its squares cannot change once built (no rule changes a square in a battle), so
/// the steps, and the ways searched to a goal ([`MoveField::way_to`]), never go stale.
#[derive(Debug, Default)]
pub struct MoveField {
    /// Columns.
    pub width: i32,
    /// Rows.
    pub depth: i32,
    /// The squares, row by row.
    cells: Vec<Cell>,
    /// Per kind of move (ordinary, a skill's, floating), each square's steps out: the
    /// neighbour's index and the step's cost, in [`STEPS`] order; worked out on first use.
    steps_out: [OnceLock<Vec<Vec<(u32, i32)>>>; 3],
    /// The same, each square's steps in from its neighbours.
    steps_in: [OnceLock<Vec<Vec<(u32, i32)>>>; 3],
    /// The ways to a goal searched so far, by goal and kind of move.
    pub(super) ways: Mutex<HashMap<(GridPos, usize), Arc<[i32]>>>,
}

/// A kind of move as the step costs see it: ordinary, a skill's move, floating.
pub(super) fn kind(ask: &MoveAsk) -> usize {
    if ask.floating {
        2
    } else {
        usize::from(ask.skill_move)
    }
}

impl MoveField {
    /// A map `width` by `depth` of `cells`, row by row.
    pub fn new(width: i32, depth: i32, cells: Vec<Cell>) -> MoveField {
        MoveField {
            width,
            depth,
            cells,
            ..Default::default()
        }
    }

    /// Each square's steps out (`inward`: in) for a move like `ask`: the neighbour's index and
    /// the step's cost, in [`STEPS`] order.
    pub(super) fn steps(&self, ask: &MoveAsk, inward: bool) -> &[Vec<(u32, i32)>] {
        let lists = if inward {
            &self.steps_in
        } else {
            &self.steps_out
        };
        lists[kind(ask)].get_or_init(|| {
            (0..self.cells.len())
                .map(|i| {
                    let here = pos_at(self.width, i);
                    STEPS
                        .iter()
                        .filter_map(|(dx, dy)| {
                            let there = GridPos::new(here.x + dx, here.y + dy);
                            let j = self.index(there)?;
                            let cost = if inward {
                                step_cost(self, (there, j), (here, i), ask)?
                            } else {
                                step_cost(self, (here, i), (there, j), ask)?
                            };
                            Some((j as u32, cost))
                        })
                        .collect()
                })
                .collect()
        })
    }

    /// The battle's map (none when the battle is not on a grid), shared: built once with the
    /// squares (see [`GridMap::field`]).
    pub fn of(world: &World) -> Option<Arc<MoveField>> {
        world
            .hot_resource::<GridMap>()
            .map(|m| Arc::clone(&m.field))
    }

    /// The square at a place, if it is on the map.
    pub fn cell(&self, p: GridPos) -> Option<&Cell> {
        self.index(p).map(|i| &self.cells[i])
    }

    /// The row-by-row index of a place, if it is on the map.
    pub fn index(&self, p: GridPos) -> Option<usize> {
        index_in(self.width, self.depth, p)
    }

    /// How many squares the map has.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the map has no squares.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
}

/// Another fighter on the map, as the mover's movement sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupant {
    /// Its square.
    pub at: GridPos,
    /// Whether it is hostile to the mover (only hostile fighters engage).
    pub hostile: bool,
    /// Its stop distance in squares (移動中止距離; 0: only its own square).
    pub stop_distance: i32,
}

/// What kind of move is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveAsk {
    /// Where the mover stands.
    pub from: GridPos,
    /// Squares of movement (see [`super::grid::move_squares`]).
    pub squares: i32,
    /// A move made by a skill: climbing costs nothing extra.
    pub skill_move: bool,
    /// Floating (浮遊): no terrain effect but impassable squares, so no climbing cost either.
    pub floating: bool,
    /// Never step down (a way round the drops, 移動のルール: 迂回する).
    pub no_drops: bool,
}

/// Every square a move reaches, with its cost and the cheapest path to it.
#[derive(Clone, Debug)]
pub struct Reach {
    width: i32,
    from: GridPos,
    cost: Vec<i32>,
    prev: Vec<u32>,
    engaging: Vec<bool>,
}

pub(super) const UNREACHED: i32 = i32::MAX;
const NO_PREV: u32 = u32::MAX;

/// The eight steps, orthogonal first, in a fixed order (ties keep the first path found).
const STEPS: [(i32, i32); 8] = [
    (0, -1),
    (1, 0),
    (0, 1),
    (-1, 0),
    (1, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
];

/// The squares `ask` reaches on `field` among `others`.
pub fn reachable(field: &MoveField, others: &[Occupant], ask: &MoveAsk) -> Reach {
    reachable_past(field, others, ask, &[])
}

/// [`reachable`] with some squares closed for this move as if impassable (the Vortex's sealed
/// squares, seed 002 封印): none is entered or crossed.
pub fn reachable_past(
    field: &MoveField,
    others: &[Occupant],
    ask: &MoveAsk,
    closed: &[GridPos],
) -> Reach {
    let n = field.cells.len();
    let mut reach = Reach {
        width: field.width,
        from: ask.from,
        cost: vec![UNREACHED; n],
        prev: vec![NO_PREV; n],
        engaging: vec![false; n],
    };
    let Some(start) = field.index(ask.from) else {
        return reach;
    };
    for o in others.iter().filter(|o| o.hostile) {
        mark_zone(field, o, &mut reach.engaging);
    }
    let budget = ask.squares.max(0);
    let steps = field.steps(ask, false);
    // A closed square looks already reached at a cost below any step's, so no step enters it
    // (and the search pays nothing for it); it is unreached again after.
    let shut: Vec<usize> = closed
        .iter()
        .filter_map(|p| field.index(*p))
        .filter(|i| *i != start)
        .collect();
    for &i in &shut {
        reach.cost[i] = -1;
    }
    let mut buckets: Vec<Vec<u32>> = (0..=budget).map(|_| Vec::with_capacity(16)).collect();
    reach.cost[start] = 0;
    buckets[0].push(start as u32);
    for c in 0..=budget {
        let mut k = 0;
        while k < buckets[c as usize].len() {
            let i = buckets[c as usize][k] as usize;
            k += 1;
            // A stale entry, or a square that ends the move (the start never does).
            if reach.cost[i] != c || (i != start && reach.engaging[i]) {
                continue;
            }
            for &(j, step) in &steps[i] {
                let j = j as usize;
                let total = c + step;
                if total <= budget && total < reach.cost[j] {
                    reach.cost[j] = total;
                    reach.prev[j] = i as u32;
                    buckets[total as usize].push(j as u32);
                }
            }
        }
    }
    for i in shut {
        reach.cost[i] = UNREACHED;
    }
    reach
}

/// Marks the squares within a hostile fighter's stop distance.
fn mark_zone(field: &MoveField, o: &Occupant, engaging: &mut [bool]) {
    let r = o.stop_distance.max(0);
    for dy in -r..=r {
        for dx in -(r - dy.abs())..=(r - dy.abs()) {
            if let Some(i) = field.index(GridPos::new(o.at.x + dx, o.at.y + dy)) {
                engaging[i] = true;
            }
        }
    }
}

/// The squares of movement one step of `ask` costs from `from` (row-by-row index `i`) to its
/// neighbour `to` (index `j`), or none when it cannot be taken. Both squares are on the map, so
/// the diagonal's two corners are too.
fn step_cost(
    field: &MoveField,
    (from, i): (GridPos, usize),
    (to, j): (GridPos, usize),
    ask: &MoveAsk,
) -> Option<i32> {
    let (a, b) = (&field.cells[i], &field.cells[j]);
    if b.terrain.impassable {
        return None;
    }
    let diagonal = from.x != to.x && from.y != to.y;
    if diagonal {
        // No slipping between two impassable corners.
        let w = field.width;
        let side1 = &field.cells[(from.y * w + to.x) as usize];
        let side2 = &field.cells[(to.y * w + from.x) as usize];
        if side1.terrain.impassable && side2.terrain.impassable {
            return None;
        }
    }
    if ask.no_drops && !ask.floating && b.height < a.height {
        return None;
    }
    let mut cost = if diagonal { 2 } else { 1 };
    if !ask.floating {
        cost += i32::from(a.terrain.hard_to_leave) + i32::from(b.terrain.hard_to_enter);
        if !ask.skill_move {
            cost += (b.height - a.height).max(0);
        }
    }
    Some(cost)
}

impl Reach {
    /// The squares of movement it costs to reach `p` (none: out of reach).
    pub fn cost(&self, p: GridPos) -> Option<i32> {
        let i = self.index(p)?;
        (self.cost[i] != UNREACHED).then_some(self.cost[i])
    }

    /// Whether a move that ends on `p` engages a hostile fighter there.
    pub fn engages(&self, p: GridPos) -> bool {
        self.index(p).is_some_and(|i| self.engaging[i]) && p != self.from
    }

    /// Every square reached (the start included, at cost 0), row by row.
    pub fn squares(&self) -> impl Iterator<Item = (GridPos, i32)> + '_ {
        self.cost.iter().enumerate().filter_map(|(i, &c)| {
            let p = pos_at(self.width, i);
            (c != UNREACHED).then_some((p, c))
        })
    }

    /// The cheapest path to `p`, each square entered in order (empty when out of reach or
    /// already there).
    pub fn path(&self, p: GridPos) -> Vec<GridPos> {
        let Some(mut i) = self.index(p).filter(|&i| self.cost[i] != UNREACHED) else {
            return Vec::new();
        };
        // Every step costs at least 1: the cost bounds the path's length.
        let mut out = Vec::with_capacity(self.cost[i].max(0) as usize);
        while self.prev[i] != NO_PREV {
            out.push(pos_at(self.width, i));
            i = self.prev[i] as usize;
        }
        out.reverse();
        out
    }

    /// The levels dropped on the cheapest path to `p` (the sum of [`falls`] along it), walked
    /// back from `p` without listing the path.
    pub fn levels_dropped(&self, field: &MoveField, p: GridPos) -> i32 {
        let Some(mut i) = self.index(p).filter(|&i| self.cost[i] != UNREACHED) else {
            return 0;
        };
        let mut dropped = 0;
        while self.prev[i] != NO_PREV {
            let before = self.prev[i] as usize;
            dropped += (field.cells[before].height - field.cells[i].height).max(0);
            i = before;
        }
        dropped
    }

    fn index(&self, p: GridPos) -> Option<usize> {
        index_in(self.width, self.cost.len() as i32 / self.width.max(1), p)
    }
}

/// The drops along a path from `from` (落下判定): each step down, with the levels fallen.
pub fn falls(field: &MoveField, from: GridPos, path: &[GridPos]) -> Vec<(GridPos, i32)> {
    drops(field, from, path).collect()
}

/// [`falls`] one by one, without listing them.
fn drops<'a>(
    field: &'a MoveField,
    from: GridPos,
    path: &'a [GridPos],
) -> impl Iterator<Item = (GridPos, i32)> + 'a {
    let mut here = field.cell(from).map_or(0, |c| c.height);
    path.iter().filter_map(move |p| {
        let h = field.cell(*p).map_or(here, |c| c.height);
        let drop = (h < here).then_some((*p, here - h));
        here = h;
        drop
    })
}

/// The other fighters still in the battle, as `mover`'s movement sees them.
pub fn occupants(world: &mut World, mover: Entity) -> Vec<Occupant> {
    let team = world.part::<Fighter>(mover).map(|f| f.team);
    type Data = (
        Entity,
        &'static Fighter,
        &'static GridPos,
        Option<&'static StopDistance>,
    );
    with_query::<Data, InTheBattle, _>(world, |world, q| {
        q.iter_manual(world)
            .filter(|(e, ..)| *e != mover)
            .map(|(_, f, at, stop)| Occupant {
                at: *at,
                hostile: Some(f.team) != team,
                stop_distance: stop.map_or(0, |s| s.0),
            })
            .collect()
    })
}
