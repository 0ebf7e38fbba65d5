//! Protecting (seed 003, かばう): just before the damage of a hit is worked out, an ally engaged
//! with the target, whose AC is not below 0, who is not absent and has not protected anyone this
//! turn, may pay AC 4 (going below 0 if need be) and take the damage in its place.

use super::space::{absent, engaged};
use super::state::{Sheet, TurnActions};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{ActionCounter, Fighter, Hp, Roster};
use crate::rules::core::log::{self, EventKind};
use bevy::prelude::*;

/// The AC protecting costs.
pub const PROTECT_AC: i32 = 4;

/// The allies that may protect `target` from `attacker`'s hit now, in entry order.
pub fn candidates(world: &World, attacker: Entity, target: Entity) -> Vec<Entity> {
    let Some(team) = world.get::<Fighter>(target).map(|f| f.team) else {
        return Vec::new();
    };
    let turn = world.resource::<Battle>().turns;
    world
        .resource::<Roster>()
        .standing
        .iter()
        .copied()
        .filter(|&e| {
            e != target
                && e != attacker
                && world.get::<Fighter>(e).is_some_and(|f| f.team == team)
                && world.get::<Sheet>(e).is_some()
                && !absent(world, e)
                && engaged(world, e, target)
                && world.get::<ActionCounter>(e).is_some_and(|ac| ac.0 >= 0)
                && world
                    .get::<TurnActions>(e)
                    .is_none_or(|t| t.protected_on != Some(turn))
        })
        .collect()
}

/// Whether taking the blow is worth it, as plans' `Protect` weighs it: a blow of `power` + 7
/// (an average card) would fell the target and not the ally.
pub fn would_save(world: &World, ally: Entity, target: Entity, power: i32) -> bool {
    let hp = |e: Entity| world.get::<Hp>(e).map_or(0, |h| h.current);
    let defence = |e: Entity| world.get::<Sheet>(e).map_or(0, |s| s.0.defence);
    let blow = power + 7;
    hp(target) <= blow - defence(target) && hp(ally) > blow - defence(ally)
}

/// `ally` protects `target`: it pays AC 4 and cannot protect again this turn.
pub fn take_blow(world: &mut World, ally: Entity, target: Entity) {
    let turn = world.resource::<Battle>().turns;
    if let Some(mut ac) = world.get_mut::<ActionCounter>(ally) {
        ac.0 -= PROTECT_AC;
    }
    if let Some(mut t) = world.get_mut::<TurnActions>(ally) {
        t.protected_on = Some(turn);
    }
    log::write(world, EventKind::Check, |w| {
        format!(
            "  {} protects {} (AC {PROTECT_AC})",
            log::name(w, ally),
            log::name(w, target)
        )
    });
}
