//! Phase 6, the zones' battles (vortex-design.md §1 Phase 6 with F2, F3 and F19; seed 004
//! §9–§10): zone by zone, a side's power is its standing fighters' on the zone's squares. Where
//! only one side has power, the other is *breached* and takes a life card into its hand; with
//! none left it is *broken*, and loses. Where both have power, the weaker side is *driven off*:
//! its tokens there are discarded, its characters pushed to the nearest free square off the zone
//! (a character that cannot be moved takes 2, reduced directly); on equal power only tokens
//! facing tokens are discarded.

use super::drive_off::{Driving, discard, drive_off, is_token};
use super::parts::VortexFighter;
use super::tactics::Tactics;
use super::zones::{on_zone, zones};
use crate::rules::core::battle::Battle;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::decide_outcome;
use bevy::prelude::*;

/// Where the zones' battles are while a player's answer is awaited: the next zone, the breaches
/// counted before the phase, and the drive-off under way.
#[derive(Resource, Clone, Debug)]
pub struct CombatAt {
    next: usize,
    before: u64,
    driving: Option<Driving>,
}

/// Phase 6: each zone's battle, lane order (a drive-off may ask the winner where each fighter
/// goes, and goes on from there); then the zones held are kept for the verdict.
pub fn combat(world: &mut World) {
    let all = zones(world);
    let mut at = world
        .remove_resource::<CombatAt>()
        .unwrap_or_else(|| CombatAt {
            next: 0,
            before: world
                .get_resource::<super::tally::VortexTally>()
                .map_or(0, |t| t.breaches),
            driving: None,
        });
    let before = at.before;
    while let Some((n, _)) = all.get(at.next) {
        if at.driving.is_none() {
            if world.resource::<Battle>().outcome.is_some() {
                break;
            }
            at.driving = judge(world, *n);
        }
        if let Some(d) = at.driving.as_mut()
            && !drive_off(world, d)
        {
            world.insert_resource(at);
            return;
        }
        at.driving = None;
        if world.resource::<Battle>().outcome.is_none() {
            decide_outcome(world);
        }
        at.next += 1;
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

/// A side's power on a zone: its fighters' there, a sleeping one's 0 (seed 002 眠り: power 0).
fn power(world: &World, fighters: &[Entity]) -> i32 {
    use crate::rules::core::keywords::ailments::Ailments;
    fighters
        .iter()
        .filter(|e| !world.get::<Ailments>(**e).is_some_and(Ailments::asleep))
        .filter_map(|e| world.get::<VortexFighter>(*e))
        .map(|v| v.power)
        .sum()
}

/// Zone `n`'s battle, up to the drive-off it starts (if any).
fn judge(world: &mut World, n: u8) -> Option<Driving> {
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
            super::tally::count(world, |t| t.drive_offs += 1);
            return Some(Driving::new(n, loser, driven));
        }
    }
    None
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
    // F3: a break ends the battle only when the goals name it.
    if !took && super::goals::broken(world, side) {
        super::tally::count(world, |t| t.ended_by = Some("break"));
    }
}
