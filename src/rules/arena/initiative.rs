//! The initiative phase (seed 001, 4.戦闘の流れ 先制決定フェイズ): each contender rolls 1D6 and
//! adds its body (−1 per Slow); the higher is first. The one first by the dice may give up first
//! place by plan (●先行権を放棄する); the one that became first by that cannot.

use super::bout::{Bout, roll, take_step};
use super::plans::first_of;
use super::state::{ArenaStats, CharacterStatuses, count};
use crate::data::arena::{ArenaStatus, Order};
use crate::rules::core::battle::Battle;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Rolls this turn's initiative. Ties (the seed is silent): the higher body is first, and on
/// equal bodies a die decides (docs/RULES.md, Arena).
pub fn roll_initiative(world: &mut World) {
    if !take_step(world) {
        return;
    }
    let contenders = world.res::<Bout>().contenders.clone();
    {
        let mut bout = world.res_mut::<Bout>();
        bout.first = None;
        bout.acting = Default::default();
    }
    let mut rolled = Vec::new();
    for &e in &contenders {
        let body = world
            .get::<ArenaStats>(e)
            .map_or(0, |s| i32::from(s.0.body));
        let slow = world
            .get::<CharacterStatuses>(e)
            .map_or(0, |c| count(&c.0, ArenaStatus::Slow) as i32);
        let die = roll(world, 6);
        rolled.push((e, die, body, slow, die + body - slow));
    }
    log::write(world, EventKind::Initiative, |w| {
        let parts: Vec<String> = rolled
            .iter()
            .map(|(e, die, body, slow, total)| {
                let slow = if *slow > 0 {
                    format!(" − {slow} Slow")
                } else {
                    String::new()
                };
                format!("{} {die} + {body}{slow} = {total}", log::name(w, *e))
            })
            .collect();
        let top = rolled.iter().max_by_key(|r| r.4);
        let facts = top.map_or_else(|| Facts::about("initiative"), |r| Facts::on(w, r.0));
        facts
            .what("initiative")
            .amount(top.map_or(0, |r| r.4))
            .says(format!("initiative: {}", parts.join(", ")))
    });
    let first = match rolled.as_slice() {
        [a, b] if a.4 != b.4 => {
            if a.4 > b.4 {
                a.0
            } else {
                b.0
            }
        }
        [a, b] if a.2 != b.2 => {
            if a.2 > b.2 {
                a.0
            } else {
                b.0
            }
        }
        [a, b] => {
            let pick = roll(world, 2);
            let first = if pick == 1 { a.0 } else { b.0 };
            log::write(world, EventKind::Initiative, |w| {
                Facts::on(w, first)
                    .what("initiative tie")
                    .amount(pick)
                    .says(format!(
                        "  a tie on equal bodies: a die gives first place to {}",
                        log::name(w, first)
                    ))
            });
            first
        }
        [a, ..] => a.0,
        [] => return advance(world),
    };
    world.res_mut::<Bout>().first = Some(first);
    let gives_up = first_of(world, first, |o| {
        matches!(o, Order::YieldInitiative).then_some(())
    });
    let foe = world.res::<Bout>().foe(first);
    let first = match (gives_up, foe) {
        (Some(()), Some(foe)) => {
            log::write(world, EventKind::Initiative, |w| {
                Facts::on(w, first)
                    .what("give up first")
                    .says(format!("  {} gives up first place", log::name(w, first)))
            });
            world.res_mut::<Bout>().first = Some(foe);
            foe
        }
        _ => first,
    };
    log::write(world, EventKind::Initiative, |w| {
        Facts::on(w, first)
            .what("first")
            .says(format!("  {} is first", log::name(w, first)))
    });
    advance(world);
}

fn advance(world: &mut World) {
    world.res_mut::<Battle>().advance_phase();
}
