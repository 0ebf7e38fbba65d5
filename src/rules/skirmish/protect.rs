//! Protecting (seed 003, かばう): just before any damage to a character is worked out — a hit's, or
//! a fall's (⑥高低差: 「ダメージ算出タイミングを発生させる」) — any other character with a sheet
//! engaged with it, whose AC is not below 0, who is not absent and has not protected anyone this
//! turn, may pay AC 4 (going below 0 if need be) and take the damage in its place. The seed names
//! no side and does not bar the attacker; plans and the window offer it to the target's side
//! only (RULES.md).

use super::space::{absent, engaged};
use super::state::{Sheet, TurnActions};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{ActionCounter, Fighter, Hp, Roster};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The AC protecting costs.
pub const PROTECT_AC: i32 = 4;

/// The damage a protector would take in the target's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blow {
    /// A hit of this power (weapon and bonus), open 1 still to come, less defence.
    Hit(i32),
    /// A fall's damage, exactly, which defence does not reduce.
    Fall(i32),
}

/// Everyone who may protect `target` now (any side, the attacker included, as the seed has it),
/// in entry order.
pub fn candidates(world: &World, target: Entity) -> Vec<Entity> {
    may_protect(world, target, false)
}

/// Those of [`candidates`] on `target`'s side: the only ones plans and the window let protect
/// it (the others would always say no), found without weighing the others.
pub fn candidates_on_side(world: &World, target: Entity) -> Vec<Entity> {
    may_protect(world, target, true)
}

fn may_protect(world: &World, target: Entity, side_only: bool) -> Vec<Entity> {
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
                && (!side_only || world.get::<Fighter>(e).is_some_and(|f| f.team == team))
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

/// Whether `ally` is on `target`'s side.
pub fn same_side(world: &World, ally: Entity, target: Entity) -> bool {
    let team = |e: Entity| world.get::<Fighter>(e).map(|f| f.team);
    team(ally).is_some() && team(ally) == team(target)
}

/// Whether taking the blow is worth it, as plans' `Protect` weighs it: `target` is of `ally`'s
/// side, and the blow — a hit's power + 7 (an average card) less each one's defence, or a fall's
/// damage — would fell the target and not the ally.
pub fn would_save(world: &World, ally: Entity, target: Entity, blow: Blow) -> bool {
    let hp = |e: Entity| world.get::<Hp>(e).map_or(0, |h| h.current);
    let defence = |e: Entity| world.get::<Sheet>(e).map_or(0, |s| s.0.defence);
    let taken = |e: Entity| match blow {
        Blow::Hit(power) => power + 7 - defence(e),
        Blow::Fall(damage) => damage,
    };
    same_side(world, ally, target) && hp(target) <= taken(target) && hp(ally) > taken(ally)
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
        Facts::on(w, target)
            .by(w, ally)
            .what("protect")
            .amount(PROTECT_AC)
            .says(format!(
                "  {} protects {} (AC {PROTECT_AC})",
                log::name(w, ally),
                log::name(w, target)
            ))
    });
}
