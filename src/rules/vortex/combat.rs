//! Phase 6, the zones' battles (vortex-design.md §1 Phase 6 with F2, F3 and F19; seed 004
//! §9–§10): zone by zone, a side's power is its standing fighters' on the zone's squares. Where
//! only one side has power, the other is *breached* and takes a life card into its hand; with
//! none left it is *broken*, and loses. Where both have power, the weaker side is *driven off*:
//! its tokens there are discarded, its characters pushed to the nearest free square off the zone
//! (a character that cannot be moved takes 2, reduced directly); on equal power only tokens
//! facing tokens are discarded.

use super::moves::{as_seen, fall_check};
use super::parts::VortexFighter;
use super::tactics::Tactics;
use super::turn::with_vortex;
use super::zones::{on_zone, standing, zones};
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Seals};
use crate::rules::core::cards::chain::retire::retire_check;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{Fighter, FighterKind, Hp, Roster};
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::{decide_outcome, finish};
use bevy::prelude::*;

/// Phase 6: each zone's battle, lane order; then the zones held are kept for the verdict.
pub fn combat(world: &mut World) {
    let all = zones(world);
    let before = world
        .get_resource::<super::tally::VortexTally>()
        .map_or(0, |t| t.breaches);
    for (n, _) in all.iter() {
        if world.resource::<Battle>().outcome.is_some() {
            break;
        }
        judge(world, *n);
    }
    if !all.is_empty() {
        super::tally::count(world, |t| {
            t.zone_rounds += 1;
            t.breached_rounds += u64::from(t.breaches > before);
        });
    }
    if world.resource::<Battle>().outcome.is_some() {
        return;
    }
    world.resource_mut::<Battle>().advance_phase();
}

fn power(world: &World, fighters: &[Entity]) -> i32 {
    fighters
        .iter()
        .filter_map(|e| world.get::<VortexFighter>(*e))
        .map(|v| v.power)
        .sum()
}

fn judge(world: &mut World, n: u8) {
    let [a, b] = on_zone(world, n);
    let power = [power(world, &a), power(world, &b)];
    let said = format!("  zone {n}: power {} against {}", power[0], power[1]);
    match power {
        [0, 0] => {}
        [_, 0] => breach(world, n, 1, said),
        [0, _] => breach(world, n, 0, said),
        [p, q] if p == q => {
            log::write(world, EventKind::Nothing, |_| {
                Facts::default()
                    .what("zone")
                    .amount(i64::from(n))
                    .says(format!("{said}: even"))
            });
            if a.iter().any(|e| is_token(world, *e)) && b.iter().any(|e| is_token(world, *e)) {
                let tokens: Vec<Entity> = a
                    .iter()
                    .chain(&b)
                    .copied()
                    .filter(|e| is_token(world, *e))
                    .collect();
                for e in tokens {
                    discard(world, e, n);
                }
            }
        }
        [p, q] => {
            let loser = usize::from(p > q);
            log::write(world, EventKind::Nothing, |w| {
                let team = &w.resource::<Battle>().teams[loser].name;
                Facts::default()
                    .what("zone")
                    .amount(i64::from(n))
                    .says(format!("{said}: {team} is driven off"))
            });
            let driven = if loser == 0 { a } else { b };
            drive_off(world, n, loser, &driven);
        }
    }
    if world.resource::<Battle>().outcome.is_none() {
        decide_outcome(world);
    }
}

fn is_token(world: &World, e: Entity) -> bool {
    world
        .get::<Fighter>(e)
        .is_some_and(|f| f.kind != FighterKind::Character)
}

/// A side with no power on a zone the other stands on takes a life card into its hand; with none
/// left, it is broken: the battle ends (F3: the default goals list Break and Broken).
fn breach(world: &mut World, n: u8, side: usize, said: String) {
    let took = world
        .get_resource_mut::<Tactics>()
        .is_some_and(|mut t| t.sides[side].take_life());
    let left = world
        .get_resource::<Tactics>()
        .map_or(0, |t| t.sides[side].life_left());
    super::tally::count(world, |t| {
        t.breaches += 1;
        t.first_breach.get_or_insert(side);
        if !took {
            t.ended_by = Some("break");
        }
    });
    log::write(world, EventKind::Nothing, |w| {
        let team = &w.resource::<Battle>().teams[side].name;
        let what = if took {
            format!("{team} is breached and takes a life card into its hand ({left} left)")
        } else {
            format!("{team} is breached with no life card left: broken")
        };
        Facts::default()
            .what("breach")
            .amount(i64::from(n))
            .says(format!("{said}: {what}"))
    });
    if !took {
        finish(world, Outcome::Winner(1 - side));
    }
}

/// A fighter leaves the battle without retiring (no `Retreat` trigger): it is out (F17).
fn discard(world: &mut World, e: Entity, n: u8) {
    Roster::retire(world, e);
    log::write(world, EventKind::Summon, |w| {
        Facts::on(w, e)
            .what("discard")
            .says(format!("  {} is discarded from zone {n}", log::name(w, e)))
    });
    crate::rules::core::battlefield::settle(world);
}

fn drive_off(world: &mut World, n: u8, loser: usize, driven: &[Entity]) {
    super::tally::count(world, |t| t.drive_offs += 1);
    for &e in driven {
        if is_token(world, e) {
            discard(world, e, n);
        } else {
            push_off(world, n, loser, e);
        }
    }
}

/// The free squares off zone `n` nearest `e`'s square; among them the one farthest from its
/// allies (the winner's plans, F2), then the first as the winner sees the map.
fn push_off(world: &mut World, n: u8, side: usize, e: Entity) {
    // (Off every zone: one pushed onto a zone judged later would fight there again.)
    let zone: Vec<GridPos> = zones(world).iter().flat_map(|(_, s)| s.clone()).collect();
    let Some(at) = world.get::<GridPos>(e).copied() else {
        return;
    };
    let stubborn = world
        .get::<HasTraits>(e)
        .is_some_and(crate::rules::core::keywords::grid::bars_moves);
    let others = standing(world);
    let allies: Vec<GridPos> = others
        .iter()
        .filter(|(o, s, ..)| *s == side && *o != e)
        .map(|(_, _, p, _)| *p)
        .collect();
    let taken: Vec<GridPos> = others.iter().map(|(_, _, p, _)| *p).collect();
    let seals = world.get_resource::<Seals>().cloned().unwrap_or_default();
    let Some(map) = world.get_resource::<GridMap>() else {
        return;
    };
    let winner = 1 - side;
    let free = (0..map.depth)
        .flat_map(|y| (0..map.width).map(move |x| GridPos::new(x, y)))
        .filter(|p| !zone.contains(p) && !taken.contains(p) && !seals.sealed(*p))
        .filter(|p| map.cell(*p).is_some_and(|c| !c.terrain.impassable));
    let best = free.min_by_key(|p| {
        let near = allies.iter().map(|a| a.distance(*p)).min().unwrap_or(0);
        (p.distance(at), -near, as_seen(winner, *p))
    });
    let height = |p: GridPos| map.cell(p).map_or(0, |c| c.height);
    match best.filter(|_| !stubborn) {
        Some(to) => {
            let drop = height(at) - height(to);
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
