//! Battlefields: fighters stand on places, and the battlefield measures the distance between
//! places. Rules ask only for distances and what stands between; each battlefield answers.

pub mod board;
pub mod board_reader;
pub mod grid;
pub mod kept_board;
pub mod lines;
pub mod reach;
pub mod ways;

pub use board::{Board, Spot, Standing, order_key};
pub use board_reader::BoardReader;
pub use grid::GridPos;
pub use kept_board::BoardKeeper;

use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// The kind of battlefield a battle is fought on.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Battlefield {
    /// Front, middle and back lines per team (seed 000).
    #[default]
    Lines,
    /// 5 m squares with height and terrain (seed 003); each team's deployment rows are its lines.
    Grid,
}

/// A fighter's place as the battlefield sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The fighter's team.
    pub team: usize,
    /// Its line (on a grid, the deployment row its square counts as).
    pub line: crate::data::LineName,
    /// Its square, on a grid.
    pub square: Option<GridPos>,
}

/// Fills empty lines by moving the fighters behind them forward (done at once, automatically).
pub fn settle(world: &mut World) {
    match *world.res::<Battlefield>() {
        Battlefield::Lines => lines::advance_into_empty_lines(world),
        // On a grid fighters keep their squares; nobody advances into an emptied row.
        Battlefield::Grid => {}
    }
}

crate::hot_parts!(Battlefield, GridPos, BoardReader);
