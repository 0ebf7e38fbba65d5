//! A drive-off in the zones' battles (vortex-design.md §1 Phase 6 with F2): the weaker side's
//! tokens on the zone are discarded and its characters pushed, one by one, to a free square off
//! every zone nearest each (the winner picks among those squares: a player's side is asked, plans
//! take the one farthest from the pushed fighter's allies, then the first as the winner sees the
//! map). A Stubborn character, or one with nowhere to go, takes 2, reduced directly, and stays.

use super::moves::{as_seen, fall_check};
use super::question::{Choice, Request, decide, leader};
use super::turn::with_vortex;
use super::zones::{standing, zones};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Seals};
use crate::rules::core::cards::chain::retire::retire_check;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{Fighter, FighterKind, Hp, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// A drive-off under way: the zone, the side driven off, its fighters there, and how many of
/// them are dealt with.
#[derive(Clone, Debug)]
pub struct Driving {
    zone: u8,
    loser: usize,
    driven: Vec<Entity>,
    done: usize,
}

impl Driving {
    /// A drive-off of `driven` (side `loser`) from zone `zone`.
    pub fn new(zone: u8, loser: usize, driven: Vec<Entity>) -> Self {
        Self {
            zone,
            loser,
            driven,
            done: 0,
        }
    }
}

/// Goes on with the drive-off; `false` while the winner's answer is awaited.
pub fn drive_off(world: &mut World, d: &mut Driving) -> bool {
    while let Some(&e) = d.driven.get(d.done) {
        if is_token(world, e) {
            discard(world, e, d.zone);
        } else {
            let squares = off_squares(world, d.loser, e);
            let winner = 1 - d.loser;
            let to = match (squares.len() > 1, leader(world, winner)) {
                (true, Some(who)) => {
                    let make = |_: &mut World| Request::DriveOff {
                        side: winner,
                        fighter: e,
                        squares: squares.clone(),
                    };
                    let plans = |_: &mut World| Choice::Square(squares[0]);
                    match decide(world, who, make, plans) {
                        None => return false,
                        Some(Choice::Square(p)) => Some(p),
                        Some(_) => squares.first().copied(),
                    }
                }
                _ => squares.first().copied(),
            };
            push_to(world, d.zone, e, to);
        }
        d.done += 1;
    }
    true
}

/// The free squares off every zone nearest `e`'s square (none when it cannot be moved), the
/// plans' first: farthest from its allies, then the first as the winner sees the map. (Off every
/// zone: one pushed onto a zone judged later would fight there again.)
fn off_squares(world: &mut World, side: usize, e: Entity) -> Vec<GridPos> {
    let zone: Vec<GridPos> = zones(world).iter().flat_map(|(_, s)| s.clone()).collect();
    let Some(at) = world.part::<GridPos>(e).copied() else {
        return Vec::new();
    };
    if world
        .part::<HasTraits>(e)
        .is_some_and(crate::rules::core::keywords::grid::bars_moves)
    {
        return Vec::new();
    }
    let others = standing(world);
    let allies: Vec<GridPos> = others
        .iter()
        .filter(|(o, s, ..)| *s == side && *o != e)
        .map(|(_, _, p, _)| *p)
        .collect();
    let taken: Vec<GridPos> = others.iter().map(|(_, _, p, _)| *p).collect();
    let seals = world.get_resource::<Seals>().cloned().unwrap_or_default();
    let Some(map) = world.get_resource::<GridMap>() else {
        return Vec::new();
    };
    let winner = 1 - side;
    let mut free: Vec<GridPos> = (0..map.depth)
        .flat_map(|y| (0..map.width).map(move |x| GridPos::new(x, y)))
        .filter(|p| !zone.contains(p) && !taken.contains(p) && !seals.sealed(*p))
        .filter(|p| map.cell(*p).is_some_and(|c| !c.terrain.impassable))
        .collect();
    let Some(nearest) = free.iter().map(|p| p.distance(at)).min() else {
        return Vec::new();
    };
    free.retain(|p| p.distance(at) == nearest);
    free.sort_by_key(|p| {
        let near = allies.iter().map(|a| a.distance(*p)).min().unwrap_or(0);
        (-near, as_seen(winner, *p))
    });
    free
}

/// Pushes `e` to `to` (a fall check on a drop of 2 or more), or, with nowhere, it stays.
fn push_to(world: &mut World, n: u8, e: Entity, to: Option<GridPos>) {
    let height = |w: &World, p: GridPos| {
        w.get_resource::<GridMap>()
            .and_then(|m| m.cell(p).map(|c| c.height))
            .unwrap_or(0)
    };
    let Some(at) = world.part::<GridPos>(e).copied() else {
        return;
    };
    match to {
        Some(to) => {
            let drop = height(world, at) - height(world, to);
            crate::rules::core::setup::move_onto(world, e, to, 0, false);
            with_vortex(world, |w| {
                w.kit().board.moved();
                if drop >= 2 {
                    fall_check(w, e, drop);
                }
            });
        }
        None => with_vortex(world, |w| stays(w, e, n)),
    }
}

/// A character that cannot be pushed off takes 2, reduced directly, and stays (F2).
fn stays(world: &mut DuelWorld, e: Entity, n: u8) {
    if let Some(mut hp) = world.get_mut::<Hp>(e) {
        hp.current -= 2;
        let now = *hp;
        world.kit().board.set_hp(e, now);
    }
    world.log(EventKind::Damage, |w| {
        Facts::on(w, e).what("driven off").amount(2).says(format!(
            "  {} cannot be pushed off zone {n}: HP -2",
            log::name(w, e)
        ))
    });
    let events = retire_check(world, &[e]);
    if !events.is_empty() && chain::raise(world, &events) {
        let _ = chain::resolve(world);
    }
}

/// Whether `e` is a token (anything but a character).
pub(super) fn is_token(world: &World, e: Entity) -> bool {
    world
        .part::<Fighter>(e)
        .is_some_and(|f| f.kind != FighterKind::Character)
}

/// A fighter leaves the battle without retiring (no `Retreat` trigger): it is out (F17).
pub(super) fn discard(world: &mut World, e: Entity, n: u8) {
    Roster::retire(world, e);
    log::write(world, EventKind::Summon, |w| {
        Facts::on(w, e)
            .what("discard")
            .says(format!("  {} is discarded from zone {n}", log::name(w, e)))
    });
    crate::rules::core::battlefield::settle(world);
}
