//! A Vortex fighter's own plans (vortex-design.md §3.6, F10; seed 001 3.プランについて): the facts
//! they may ask about (its zone, the zones held, life cards, its pattern, its readied card) and
//! the orders it follows — `SwitchPattern` in phase 3, `DontUse` and `PayWith` in its turn,
//! `Seize` and the other movement words when it does not play. The earliest plan on the topic
//! whose conditions hold wins.

use super::parts::{Readied, VortexPlans};
use super::tactics::Tactics;
use super::zones::{held_by, on_zone};
use crate::data::plan::{Condition, Instruction, Topic, on_topic};
use crate::rules::core::fighter::Fighter;
use crate::rules::core::hot::HotReads;
use crate::rules::core::panels::Patterns;
use crate::rules::core::plans::{LazyBoard, holds};
use bevy::prelude::*;

/// The Vortex's own facts (`core::plans::PresetFacts`).
pub fn fact(world: &mut World, me: Entity, c: &Condition) -> bool {
    let side = world.part::<Fighter>(me).map_or(0, |f| f.team);
    let life = |w: &World, s: usize| {
        w.get_resource::<Tactics>()
            .map_or(0, |t| t.sides[s].life_left())
    };
    match c {
        Condition::OnZone(n) => on_zone(world, *n)[side].contains(&me),
        Condition::ZoneHeld(n) => held_by(world, *n) == Some(side),
        Condition::ZoneLost(n) => held_by(world, *n) == Some(1 - side),
        Condition::LifeAtMost(n) => life(world, side) <= usize::from(*n),
        Condition::FoeLifeAtMost(n) => life(world, 1 - side) <= usize::from(*n),
        Condition::PatternIs(n) => world
            .get::<Patterns>(me)
            .is_some_and(|p| p.current == usize::from(*n)),
        Condition::Readied(id) => world
            .part::<Readied>(me)
            .and_then(|r| r.0.as_ref())
            .is_some_and(|r| *r.id == **id),
        _ => false,
    }
}

/// The instructions of `me`'s plans on `topic` whose conditions hold now, in plan order.
pub fn in_force(world: &mut World, me: Entity, topic: Topic) -> Vec<Instruction> {
    let Some(plans) = world.get::<VortexPlans>(me).map(|p| p.0.clone()) else {
        return Vec::new();
    };
    if !plans.iter().any(|p| p.then.topic() == topic) {
        return Vec::new();
    }
    let mut board = LazyBoard::new(None, me);
    on_topic(&plans, topic)
        .filter(|p| holds(world, &mut board, me, &p.when))
        .map(|p| p.then.clone())
        .collect()
}
