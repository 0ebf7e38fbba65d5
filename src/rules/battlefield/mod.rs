//! Battlefields: fighters stand on places, and the battlefield measures the distance between
//! places. Rules ask only for distances and what stands between; each battlefield answers.

pub mod board;
pub mod lines;

pub use board::{Board, Spot};

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
