//! The pattern switch and status recovery phases (seed 001, 4.戦闘の流れ): both contenders
//! switch their skill pattern by plan at the same time (each reads the bout as it was before
//! either switch), then recover: each Bind goes with a 1/3 chance, Freeze and Boil always;
//! Poison, Weaken, Charge, Slow and Heat stay (the seed gives them no recovery).

use super::bout::{Bout, roll, take_step};
use super::plans::first_of;
use super::state::{CharacterStatuses, Patterns, PlanList, SkillList};
use crate::data::arena::{ArenaStatus, Order, contender::pattern_letter};
use crate::rules::core::battle::Battle;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::panels::{recovery_check, switch_pattern};
use bevy::prelude::*;

/// Switches patterns, then recovers statuses, first contender first.
pub fn switch_and_recover(world: &mut World) {
    if !take_step(world) {
        return;
    }
    let order = world.res::<Bout>().in_order();
    let choices: Vec<(Entity, Option<u8>)> = order
        .iter()
        .map(|&e| {
            let p = first_of(world, e, |o| match o {
                Order::SwitchPattern(p) => Some(*p),
                _ => None,
            });
            (e, p)
        })
        .collect();
    for (e, choice) in choices {
        let Some(p) = choice.map(usize::from) else {
            continue;
        };
        switch_pattern(world, e, p);
    }
    for e in order {
        recover(world, e);
    }
    world.res_mut::<Battle>().advance_phase();
}

/// Each status instance's recovery check, in order, with the bout's dice: the statuses kept.
fn check(world: &mut World, statuses: &[ArenaStatus]) -> Vec<ArenaStatus> {
    recovery_check(world, statuses, roll)
}

/// Recovers everything of `e`: itself, its skills in order, its panels pattern by pattern from
/// the left, its plans in order.
fn recover(world: &mut World, e: Entity) {
    let mut removed: Vec<String> = Vec::new();
    let mut note = |what: String, before: &[ArenaStatus], after: &[ArenaStatus]| {
        for s in [ArenaStatus::Bind, ArenaStatus::Freeze, ArenaStatus::Boil] {
            let n = before.iter().filter(|x| **x == s).count()
                - after.iter().filter(|x| **x == s).count();
            for _ in 0..n {
                removed.push(format!("{s:?} on {what}"));
            }
        }
    };
    if let Some(c) = world.get::<CharacterStatuses>(e).map(|c| c.0.clone()) {
        let kept = check(world, &c);
        note(String::from("itself"), &c, &kept);
        if let Some(mut x) = world.get_mut::<CharacterStatuses>(e) {
            x.0 = kept;
        }
    }
    let skills = world.get::<SkillList>(e).map_or(0, |l| l.0.len());
    for k in 0..skills {
        let Some(s) = world
            .get::<SkillList>(e)
            .map(|l| (l.0[k].statuses.clone(), l.0[k].card.name.clone()))
        else {
            continue;
        };
        let kept = check(world, &s.0);
        note(s.1, &s.0, &kept);
        if let Some(mut l) = world.get_mut::<SkillList>(e) {
            l.0[k].statuses = kept;
        }
    }
    let shape: Vec<usize> = world
        .get::<Patterns>(e)
        .map_or(Vec::new(), |p| p.all.iter().map(|x| x.0.len()).collect());
    for (pi, n) in shape.into_iter().enumerate() {
        for i in 0..n {
            let Some(before) = world
                .get::<Patterns>(e)
                .map(|p| p.all[pi].0[i].statuses.clone())
            else {
                continue;
            };
            let kept = check(world, &before);
            note(
                format!("panel {}{}", pattern_letter(pi), i + 1),
                &before,
                &kept,
            );
            if let Some(mut p) = world.get_mut::<Patterns>(e) {
                p.all[pi].0[i].statuses = kept;
            }
        }
    }
    let plans = world.get::<PlanList>(e).map_or(0, |l| l.0.len());
    for i in 0..plans {
        let Some(before) = world.get::<PlanList>(e).map(|l| l.0[i].statuses.clone()) else {
            continue;
        };
        let kept = check(world, &before);
        note(format!("plan {}", i + 1), &before, &kept);
        if let Some(mut l) = world.get_mut::<PlanList>(e) {
            l.0[i].statuses = kept;
        }
    }
    for r in removed {
        log::write(world, EventKind::Status, |w| {
            Facts::on(w, e)
                .what(r.as_str())
                .amount(0)
                .says(format!("  {}: {r} wears off", log::name(w, e)))
        });
    }
}
