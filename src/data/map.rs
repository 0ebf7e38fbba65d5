//! Battle maps (seed 003, 戦闘時に位置関係を表現する方法 and 特殊スクウェア): 5 m squares written as
//! rows of characters with a legend, plus rows of heights, and each team's deployment rows.
//!
//! ```ron
//! map: (
//!     rows: [
//!         "..##..",
//!         "..~~^.",
//!     ],
//!     legend: { '#': [Impassable], '~': [HardToEnter(1)], '^': [HardToLeave(1), Cover(3)] },
//!     heights: [
//!         "0 0 0 0 1 1",
//!         "0 0 0 -1 1 2",
//!     ],
//!     deployment: [(front: 1, middle: 1, back: 1), (front: 0, middle: 0, back: 0)],
//! )
//! ```

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One property of a square; a square may have several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TerrainSpec {
    /// 進入禁止: cannot be entered.
    Impassable,
    /// 進入困難(X): entering costs X more squares of movement.
    HardToEnter(u8),
    /// 離脱困難(X): leaving costs X more squares of movement.
    HardToLeave(u8),
    /// 遮蔽(X): a fighter standing here makes its checks at −X.
    Cover(u8),
    /// The Vortex's zone of lane 1, 2 or 3 (seed 004's monster zones on the map,
    /// vortex-design.md §3.4): judged at each round's combat.
    Zone(u8),
}

/// The rows a team deploys on: its front, middle and back lines on the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeploymentRows {
    /// The row of the team's front line.
    pub front: u32,
    /// The row of its middle line.
    pub middle: u32,
    /// The row of its back line.
    pub back: u32,
}

impl DeploymentRows {
    /// The rows front, middle, back.
    pub fn rows(&self) -> [u32; 3] {
        [self.front, self.middle, self.back]
    }
}

/// A map as written in a level file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapSpec {
    /// The squares, top row first; each character is a key of the legend (`.` is a plain square).
    pub rows: Vec<String>,
    /// What each character means (`.` needs no entry).
    #[serde(default)]
    pub legend: BTreeMap<char, Vec<TerrainSpec>>,
    /// Height levels, one row of whole numbers (space-separated) per row of squares; none is
    /// level 0 everywhere.
    #[serde(default)]
    pub heights: Vec<String>,
    /// Each team's deployment rows, in team order.
    pub deployment: Vec<DeploymentRows>,
}

/// A map problem: the field, the index of the row (or deployment) it is in, and the message.
pub type MapProblem = (&'static str, usize, String);

impl MapSpec {
    /// Width in squares (the first row's length).
    pub fn width(&self) -> usize {
        self.rows.first().map_or(0, |r| r.chars().count())
    }

    /// Height in squares.
    pub fn depth(&self) -> usize {
        self.rows.len()
    }

    /// The terrain of the square at column `x`, row `y` (unknown characters have none).
    pub fn terrain_at(&self, x: usize, y: usize) -> &[TerrainSpec] {
        self.rows
            .get(y)
            .and_then(|r| r.chars().nth(x))
            .and_then(|c| self.legend.get(&c))
            .map_or(&[], Vec::as_slice)
    }

    /// The height level of every square, row by row (0 where the heights leave it out or cannot
    /// be read; [`MapSpec::problems`] reports those).
    pub fn height_levels(&self) -> Vec<Vec<i32>> {
        (0..self.depth())
            .map(|y| {
                let parsed: Vec<i32> = self
                    .heights
                    .get(y)
                    .map(|r| {
                        r.split_whitespace()
                            .map(|n| n.parse().unwrap_or(0))
                            .collect()
                    })
                    .unwrap_or_default();
                (0..self.width())
                    .map(|x| parsed.get(x).copied().unwrap_or(0))
                    .collect()
            })
            .collect()
    }

    /// Everything wrong with the map: ragged or empty rows, characters not in the legend, height
    /// rows that do not match, deployment rows off the map; `teams` is the level's team count.
    pub fn problems(&self, teams: usize) -> Vec<MapProblem> {
        let mut out = Vec::new();
        let (w, d) = (self.width(), self.depth());
        if w == 0 || d == 0 {
            out.push(("rows", 0, "a map needs at least one row of squares".into()));
            return out;
        }
        for (y, row) in self.rows.iter().enumerate() {
            let n = row.chars().count();
            if n != w {
                out.push((
                    "rows",
                    y,
                    format!("row {y} has {n} squares; the first row has {w}"),
                ));
            }
            for (x, c) in row.chars().enumerate() {
                if c != '.' && !self.legend.contains_key(&c) {
                    out.push((
                        "rows",
                        y,
                        format!("row {y}, column {x}: `{c}` is not in the legend"),
                    ));
                }
            }
        }
        if !self.heights.is_empty() && self.heights.len() != d {
            out.push((
                "heights",
                0,
                format!("{} height rows for {d} rows of squares", self.heights.len()),
            ));
        }
        for (y, row) in self.heights.iter().enumerate() {
            let cells: Vec<&str> = row.split_whitespace().collect();
            if cells.len() != w {
                out.push((
                    "heights",
                    y,
                    format!(
                        "height row {y} has {} numbers; the map is {w} wide",
                        cells.len()
                    ),
                ));
            }
            for c in cells.iter().filter(|c| c.parse::<i32>().is_err()) {
                out.push((
                    "heights",
                    y,
                    format!("height row {y}: `{c}` is not a whole number"),
                ));
            }
        }
        if self.deployment.len() != teams {
            out.push((
                "deployment",
                0,
                format!(
                    "{} deployment entries for {teams} teams",
                    self.deployment.len()
                ),
            ));
        }
        for (t, rows) in self.deployment.iter().enumerate() {
            if let Some(r) = rows.rows().into_iter().find(|r| *r as usize >= d) {
                out.push((
                    "deployment",
                    t,
                    format!("team {t}: row {r} is off the map (rows 0 to {})", d - 1),
                ));
            }
        }
        out
    }
}

impl MapSpec {
    /// The zones on the map: for each lane 1 to 3 written, its squares as (column, row), row by
    /// row; lanes with no square are left out.
    pub fn zones(&self) -> Vec<(u8, Vec<(u32, u32)>)> {
        let mut out: Vec<(u8, Vec<(u32, u32)>)> = Vec::new();
        for y in 0..self.depth() {
            for x in 0..self.width() {
                for t in self.terrain_at(x, y) {
                    let TerrainSpec::Zone(n) = *t else { continue };
                    match out.iter_mut().find(|(m, _)| *m == n) {
                        Some((_, squares)) => squares.push((x as u32, y as u32)),
                        None => out.push((n, vec![(x as u32, y as u32)])),
                    }
                }
            }
        }
        out.sort_by_key(|(n, _)| *n);
        out
    }

    /// Whether the square at (`x`, `y`) is on the map and can be entered.
    pub fn passable(&self, x: u32, y: u32) -> bool {
        (x as usize) < self.width()
            && (y as usize) < self.depth()
            && !self
                .terrain_at(x as usize, y as usize)
                .contains(&TerrainSpec::Impassable)
    }

    /// Where each member of each team starts: its `at` square, or else the first free passable
    /// square from the left on its team's deployment row for its line (none when that row is
    /// full or the team has no deployment). Given squares are taken before any is chosen.
    pub fn placements(&self, teams: &[super::TeamSpec]) -> Vec<Vec<Option<(u32, u32)>>> {
        let mut taken: Vec<(u32, u32)> = teams
            .iter()
            .flat_map(|t| t.members.iter().filter_map(|m| m.at))
            .collect();
        let mut out = Vec::with_capacity(teams.len());
        for (t, team) in teams.iter().enumerate() {
            let mut placed = Vec::with_capacity(team.members.len());
            for m in &team.members {
                let square = m.at.or_else(|| {
                    let row = self.deployment.get(t)?.rows()[m.line.depth() as usize];
                    let free = (0..self.width() as u32)
                        .map(|x| (x, row))
                        .find(|&(x, y)| self.passable(x, y) && !taken.contains(&(x, y)))?;
                    taken.push(free);
                    Some(free)
                });
                placed.push(square);
            }
            out.push(placed);
        }
        out
    }
}
