//! Sealing squares (seed 002, 「封印」): only empty squares, at most 4 of a territory — a skill
//! that would seal past that cannot be used at all — and a seal ends at the second dawn.

use super::board::{SQUARES, Sq};
use super::state::BrawlState;
use super::state::at;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::seals::{SEALS_MAX, Seals};
use bevy::prelude::*;

/// The seals on `team`'s territory.
pub fn seals(world: &World, team: usize) -> Seals {
    world
        .res::<BrawlState>()
        .player(team)
        .and_then(|p| world.get::<Seals>(p))
        .cloned()
        .unwrap_or_default()
}

/// The squares of `team`'s territory a skill sealing `n` may choose from: the empty, unsealed
/// ones — or `None` when it cannot be used (past 4 sealed, or fewer than `n` to seal).
pub fn open_squares(world: &mut World, team: usize, n: usize) -> Option<Vec<usize>> {
    let s = seals(world, team);
    if s.count() + n > SEALS_MAX {
        return None;
    }
    let open: Vec<usize> = (0..SQUARES)
        .filter(|i| !s.sealed(*i) && at(world, team, Sq::at(*i)).is_none())
        .collect();
    (open.len() >= n).then_some(open)
}

/// Seals `squares` of `team`'s territory; whether it could.
pub fn seal(world: &mut World, team: usize, squares: &[usize]) -> bool {
    let occupied: Vec<bool> = (0..SQUARES)
        .map(|i| at(world, team, Sq::at(i)).is_some())
        .collect();
    let Some(p) = world.res::<BrawlState>().player(team) else {
        return false;
    };
    let Some(mut s) = world.get_mut::<Seals>(p) else {
        return false;
    };
    s.seal(squares, |i| occupied.get(i).copied().unwrap_or(true))
        .is_ok()
}
