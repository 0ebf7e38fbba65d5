//! The `Grid` battlefield (seed 003, 戦闘時に位置関係を表現する方法 and 特殊スクウェア): 5 m squares,
//! each an entity with its place, height and terrain. A diagonal step counts as two squares, so
//! the distance between two squares is the sum of the column and row differences.

use super::Place;
use super::reach::{Cell, MoveField};
use crate::data::LineName;
use crate::data::map::{MapSpec, TerrainSpec};
use crate::rules::core::fighter::InBattle;
use bevy::prelude::*;
use std::sync::Arc;

/// Metres in one square.
pub const SQUARE_METRES: i32 = 5;

/// A square's column and row, from the top left of the map (also a fighter's square).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct GridPos {
    /// Column, from 0 at the left.
    pub x: i32,
    /// Row, from 0 at the top.
    pub y: i32,
}

impl GridPos {
    /// The square at column `x`, row `y`.
    pub const fn new(x: i32, y: i32) -> GridPos {
        GridPos { x, y }
    }

    /// Squares between two squares (a diagonal step counts 2): the column plus row difference.
    pub fn distance(self, other: GridPos) -> i32 {
        (self.x - other.x).abs() + (self.y - other.y).abs()
    }
}

/// A fighter's stop distance in squares (移動中止距離): a hostile fighter that enters a square this
/// close is engaged and stops. Without it, only the fighter's own square engages.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct StopDistance(pub i32);

/// Marks a square of the map.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Square;

/// A square's height level (高低差): above 0 is higher ground, below 0 lower.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Height(pub i32);

/// A square's terrain (特殊スクウェア); several properties at once.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Terrain {
    /// 進入禁止: cannot be entered.
    pub impassable: bool,
    /// 進入困難(X): entering costs X more squares of movement.
    pub hard_to_enter: u8,
    /// 離脱困難(X): leaving costs X more squares of movement.
    pub hard_to_leave: u8,
    /// 遮蔽(X): checks made here are at −X.
    pub cover: u8,
}

impl Terrain {
    /// The terrain written in a map's legend.
    pub fn of(specs: &[TerrainSpec]) -> Terrain {
        let mut t = Terrain::default();
        for s in specs {
            match *s {
                TerrainSpec::Impassable => t.impassable = true,
                TerrainSpec::HardToEnter(x) => t.hard_to_enter = t.hard_to_enter.max(x),
                TerrainSpec::HardToLeave(x) => t.hard_to_leave = t.hard_to_leave.max(x),
                TerrainSpec::Cover(x) => t.cover = t.cover.max(x),
                // (A zone changes no move: the preset that judges zones reads them off the map.)
                TerrainSpec::Zone(_) => {}
            }
        }
        t
    }
}

/// The map of the battle in progress: its size, its square entities (row by row), each team's
/// deployment rows (front, middle, back), and the squares as movement reads them.
#[derive(Resource, Clone, Debug, Default)]
pub struct GridMap {
    /// Columns.
    pub width: i32,
    /// Rows.
    pub depth: i32,
    /// The square entities, row by row from the top left.
    pub squares: Vec<Entity>,
    /// Each team's front, middle and back rows.
    pub deployment: Vec<[i32; 3]>,
    /// The squares' heights and terrain row by row, built with their entities. No rule changes
    /// a square during a battle, so movement, ranges and plans read this one list instead of
    /// the square entities (three look-ups a square).
    pub field: Arc<MoveField>,
}

impl GridMap {
    /// The square entity at a place, if it is on the map.
    pub fn square(&self, p: GridPos) -> Option<Entity> {
        self.index(p).and_then(|i| self.squares.get(i).copied())
    }

    /// The row-by-row index of a place, if it is on the map.
    pub fn index(&self, p: GridPos) -> Option<usize> {
        index_in(self.width, self.depth, p)
    }

    /// The square at a place as movement sees it (height and terrain), if it is on the map.
    pub fn cell(&self, p: GridPos) -> Option<&Cell> {
        self.field.cell(p)
    }

    /// The line of `team` a square counts as: the deployment row nearest to it (the front one
    /// on a tie), so that line-based cards work on the grid.
    pub fn line_of(&self, team: usize, p: GridPos) -> LineName {
        let Some(rows) = self.deployment.get(team) else {
            return LineName::Front;
        };
        let nearest = (0..3).min_by_key(|&i| (rows[i] - p.y).abs()).unwrap_or(0);
        LineName::from_depth(nearest as i32)
    }
}

/// The row-by-row index of `p` on a map `width` by `depth`, if it is on it.
pub fn index_in(width: i32, depth: i32, p: GridPos) -> Option<usize> {
    let inside = (0..width).contains(&p.x) && (0..depth).contains(&p.y);
    inside.then(|| (p.y * width + p.x) as usize)
}

/// The square at row-by-row index `i` on a map `width` wide.
pub fn pos_at(width: i32, i: usize) -> GridPos {
    GridPos::new(i as i32 % width, i as i32 / width)
}

/// Spawns a square entity for every square of `map` (scoped to the battle) and puts the map in
/// place as a resource.
pub fn spawn_map(world: &mut World, map: &MapSpec) {
    let heights = map.height_levels();
    let (width, depth) = (map.width() as i32, map.depth() as i32);
    let mut squares = Vec::with_capacity((width * depth).max(0) as usize);
    let mut cells = Vec::with_capacity(squares.capacity());
    for y in 0..depth {
        for x in 0..width {
            let level = heights[y as usize][x as usize];
            let terrain = Terrain::of(map.terrain_at(x as usize, y as usize));
            let e = world
                .spawn((InBattle, Square, GridPos::new(x, y), Height(level), terrain))
                .id();
            squares.push(e);
            cells.push(Cell {
                height: level,
                terrain,
            });
        }
    }
    let deployment = map
        .deployment
        .iter()
        .map(|d| d.rows().map(|r| r as i32))
        .collect();
    let field = known_field(world, map, || MoveField::new(width, depth, cells));
    world.insert_resource(GridMap {
        width,
        depth,
        squares,
        deployment,
        field,
    });
}

/// The movement fields of the maps played lately, kept between battles: a field works out its
/// steps on first use, so a map played again reuses them.
#[derive(Resource, Default)]
pub struct KnownFields(Vec<(MapSpec, Arc<MoveField>)>);

/// How many maps [`KnownFields`] keeps.
const KNOWN_FIELDS: usize = 16;

/// The field of `map`: the one kept for an identical map, or `make`'s, kept from now on.
fn known_field(
    world: &mut World,
    map: &MapSpec,
    make: impl FnOnce() -> MoveField,
) -> Arc<MoveField> {
    let mut known = world.get_resource_or_init::<KnownFields>();
    if let Some((_, field)) = known.0.iter().find(|(m, _)| m == map) {
        return Arc::clone(field);
    }
    let field = Arc::new(make());
    if known.0.len() >= KNOWN_FIELDS {
        known.0.remove(0);
    }
    known.0.push((map.clone(), Arc::clone(&field)));
    field
}

/// The distance in squares between two places on the grid (none when one has no square).
pub fn distance(a: Place, b: Place) -> i32 {
    match (a.square, b.square) {
        (Some(p), Some(q)) => p.distance(q),
        _ => i32::MAX / 4,
    }
}

/// Whether `c` lies strictly between `a` and `b`: on one of the shortest ways from one to the
/// other, and neither end.
pub fn lies_between(a: GridPos, b: GridPos, c: GridPos) -> bool {
    c != a && c != b && a.distance(c) + c.distance(b) == a.distance(b)
}

/// The distance in metres that a range is checked against, from a square of height `from_level`
/// to one of height `to_level` (高低差): 5 m less for each level the user stands above the
/// target, 5 m more for each level below it.
pub fn range_metres(squares: i32, from_level: i32, to_level: i32) -> i32 {
    squares * SQUARE_METRES - (from_level - to_level) * SQUARE_METRES
}

/// The distance a card's range counts on the grid with heights (vortex-design.md §1 "Range on
/// the grid", F4): squares (a diagonal 2), one less a level the user stands above the target
/// and one more a level below, never below 0 — for a range reaching 2 squares or more
/// (`farthest`); a range-1 card counts squares only, so it reaches a neighbour up to one level up
/// or down (two levels or more: out of its reach).
pub fn range_distance(
    field: &super::reach::MoveField,
    from: GridPos,
    to: GridPos,
    farthest: i32,
) -> i32 {
    let d = from.distance(to);
    let h = |p: GridPos| field.cell(p).map_or(0, |c| c.height);
    if farthest < 2 {
        // Up to one level above or below; a cliff of two is out of a range-1 card's reach.
        return if (h(from) - h(to)).abs() <= 1 {
            d
        } else {
            d.max(2)
        };
    }
    (d - (h(from) - h(to))).max(0)
}

/// Squares of movement for a move in metres (移動力を5で割って切り上げ).
pub fn move_squares(metres: i32) -> i32 {
    if metres <= 0 {
        0
    } else {
        (metres + SQUARE_METRES - 1) / SQUARE_METRES
    }
}

crate::hot_parts!(GridMap);

/// A sealed square (seed 002 封印, the Vortex's J tactic): closed to moves and placements until
/// its dawns run out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seal {
    /// The square.
    pub at: GridPos,
    /// The side that sealed it.
    pub side: usize,
    /// Dawns before it opens (it opens at the dawn that brings this to 0).
    pub dawns: u8,
}

/// The sealed squares of the battle in progress, in the order they were sealed.
#[derive(Resource, Clone, Debug, Default)]
pub struct Seals(pub Vec<Seal>);

impl Seals {
    /// The squares closed now.
    pub fn closed(&self) -> Vec<GridPos> {
        self.0.iter().map(|s| s.at).collect()
    }

    /// How many squares `side` keeps sealed.
    pub fn by(&self, side: usize) -> usize {
        self.0.iter().filter(|s| s.side == side).count()
    }

    /// Whether a square is sealed.
    pub fn sealed(&self, p: GridPos) -> bool {
        self.0.iter().any(|s| s.at == p)
    }

    /// A dawn: every seal counts down; the squares whose count ends open, returned.
    pub fn dawn(&mut self) -> Vec<GridPos> {
        let mut opened = Vec::new();
        self.0.retain_mut(|s| {
            s.dawns = s.dawns.saturating_sub(1);
            if s.dawns == 0 {
                opened.push(s.at);
            }
            s.dawns > 0
        });
        opened
    }
}
