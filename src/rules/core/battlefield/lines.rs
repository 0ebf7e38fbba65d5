//! The `Lines` battlefield (seed 000, <ポジション（前衛・中衛・後衛）に関するルール>).

use super::Place;
use crate::data::LineName;
use crate::rules::core::fighter::{Fighter, InTheBattle, Position};
use crate::rules::core::hot::HotReads;
use crate::rules::core::query_cache::with_query;
use bevy::prelude::*;
use smallvec::SmallVec;
use std::ops::RangeInclusive;

/// Same team: the difference of the lines; other teams: both depths + 1, counted through both
/// front lines (front = 0), so back to back is 5.
pub fn distance(a: Place, b: Place) -> i32 {
    if a.team == b.team {
        (a.line.depth() - b.line.depth()).abs()
    } else {
        a.line.depth() + b.line.depth() + 1
    }
}

/// The places strictly between two places, on the way through the front lines.
pub fn places_between(a: Place, b: Place) -> impl Iterator<Item = Place> {
    let lines_of = |(team, from, to): (usize, i32, i32)| {
        (from..to).map(move |d| Place {
            team,
            line: LineName::from_depth(d),
            square: None,
        })
    };
    let (first, then) = if a.team == b.team {
        let (lo, hi) = (
            a.line.depth().min(b.line.depth()),
            a.line.depth().max(b.line.depth()),
        );
        ((a.team, lo + 1, hi), (b.team, 0, 0))
    } else {
        ((a.team, 0, a.line.depth()), (b.team, 0, b.line.depth()))
    };
    lines_of(first).chain(lines_of(then))
}

/// When a line has no fighter, every fighter behind it moves forward one line, until no line in
/// front of a fighter is empty (ポジション決定に関するルール; knock-back case 1).
pub fn advance_into_empty_lines(world: &mut World) {
    let mut places = SmallVec::<[(Entity, usize, i32); 16]>::new();
    each_standing_place(world, |e, team, depth| places.push((e, team, depth)));
    let mut moved = false;
    for &(e, team, depth) in &places {
        let new_depth = settled_depth(places.iter().map(|p| (p.1, p.2)), team, depth);
        if new_depth != depth
            && let Some(mut pos) = world.part_mut::<Position>(e)
        {
            pos.line = LineName::from_depth(new_depth);
            moved = true;
        }
    }
    if moved && let Some(k) = super::BoardReader::keeper(world) {
        k.moved();
    }
}

/// The depth a fighter of `team` at `depth` has once empty lines are filled: the number of
/// occupied lines of its team in front of it, among the standing `places` (team, depth). The
/// screens' forecasts read it too.
pub fn settled_depth(places: impl Iterator<Item = (usize, i32)>, team: usize, depth: i32) -> i32 {
    let mut in_front = [false; 3];
    for (_, d) in places.filter(|p| p.0 == team && p.1 < depth) {
        if let Some(seen) = usize::try_from(d).ok().and_then(|d| in_front.get_mut(d)) {
            *seen = true;
        }
    }
    in_front.iter().filter(|x| **x).count() as i32
}

/// The lines a fighter may be placed on when it enters its team: any line up to one behind the
/// rearmost occupied line (no line may be left empty in front of a fighter).
pub fn legal_entry_depths(world: &mut World, team: usize) -> RangeInclusive<i32> {
    let mut deepest = None;
    each_standing_place(world, |_, t, depth| {
        if t == team {
            deepest = deepest.max(Some(depth));
        }
    });
    let last = deepest.map_or(0, |d| (d + 1).min(2));
    0..=last
}

/// Each fighter in the battle with its team and line depth (in no set order: its callers read
/// them all before they change any), read through one kept query (no look-up per part).
fn each_standing_place(world: &mut World, mut f: impl FnMut(Entity, usize, i32)) {
    with_query::<(Entity, &Fighter, &Position), InTheBattle, _>(world, |world, q| {
        for (e, fighter, p) in q.iter_manual(world) {
            f(e, fighter.team, p.line.depth());
        }
    })
}
