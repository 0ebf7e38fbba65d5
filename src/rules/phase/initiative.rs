//! Phase 2, initiative (seed 000, <ゲームの流れ> 3): 1D per fighter, highest first, re-rolled among
//! the tied only; the order is kept for the battle unless an effect changes it.

use crate::data::Modifier;
use crate::rules::additive;
use crate::rules::battle::Battle;
use crate::rules::chain::{self, Flow, Happened};
use crate::rules::fighter::{Fighter, FighterKind, InitiativeRank, Roster};
use crate::rules::rng::BattleRng;
use bevy::prelude::*;

/// Rolls initiative when the preset calls for it, then fires battle-start abilities.
pub fn run(world: &mut World) {
    if !world.resource::<Battle>().chain.0.is_empty() {
        if chain::resolve(world) == Flow::Blocked {
            return;
        }
        world.resource_mut::<Battle>().advance_phase();
        return;
    }
    let (round, once) = {
        let b = world.resource::<Battle>();
        (b.round, b.rules.initiative_once)
    };
    if round == 1 || !once {
        roll_initiative(world);
    }
    if round == 1 {
        chain::raise(world, &[Happened::BattleStart]);
        if chain::resolve(world) == Flow::Blocked {
            return;
        }
    }
    world.resource_mut::<Battle>().advance_phase();
}

/// Rolls initiative for every fighter that has its own place in the order (not servants).
pub fn roll_initiative(world: &mut World) {
    let entities: Vec<Entity> = Roster::standing(world)
        .into_iter()
        .filter(|e| {
            world
                .get::<Fighter>(*e)
                .is_some_and(|f| f.kind != FighterKind::Servant)
        })
        .collect();
    let order = order_by_dice(world, entities);
    for (rank, (e, _)) in order.iter().enumerate() {
        match world.get_mut::<InitiativeRank>(*e) {
            Some(mut r) => r.0 = rank as u32,
            None => {
                world.entity_mut(*e).insert(InitiativeRank(rank as u32));
            }
        }
    }
    crate::rules::log::write(world, |w| {
        let mut text = String::from("initiative:");
        for (e, rolls) in &order {
            let shown: Vec<String> = rolls.iter().map(i32::to_string).collect();
            text.push_str(&format!(
                " {} ({})",
                crate::rules::log::name(w, *e),
                shown.join("/")
            ));
        }
        text
    });
}

/// Orders fighters by 1D (+ modifiers), highest first; each group of ties rolls again among
/// itself until it is split. Returns each fighter with all its rolls.
fn order_by_dice(world: &mut World, group: Vec<Entity>) -> Vec<(Entity, Vec<i32>)> {
    let mut rolled: Vec<(Entity, i32)> = group
        .into_iter()
        .map(|e| {
            let bonus = additive::total(world, e, Modifier::InitiativeDie(0));
            (e, world.resource_mut::<BattleRng>().d6() + bonus)
        })
        .collect();
    rolled.sort_by_key(|r| std::cmp::Reverse(r.1));
    let mut out = Vec::new();
    let mut i = 0;
    while i < rolled.len() {
        let j = (i..rolled.len())
            .take_while(|&k| rolled[k].1 == rolled[i].1)
            .count()
            + i;
        if j - i == 1 {
            out.push((rolled[i].0, vec![rolled[i].1]));
        } else {
            let tied: Vec<Entity> = rolled[i..j].iter().map(|(e, _)| *e).collect();
            for (e, mut more) in order_by_dice(world, tied) {
                more.insert(0, rolled[i].1);
                out.push((e, more));
            }
        }
        i = j;
    }
    out
}

/// Puts `newcomer` in the initiative order right after `after` (an independent token summoned
/// mid-battle acts right after its summoner).
pub fn insert_after(world: &mut World, after: Entity, newcomer: Entity) {
    let Some(rank) = world.get::<InitiativeRank>(after).map(|r| r.0) else {
        return;
    };
    for e in world.resource::<Roster>().0.clone() {
        let Some(mut r) = world.get_mut::<InitiativeRank>(e) else {
            continue;
        };
        if r.0 > rank {
            r.0 += 1;
        }
    }
    world.entity_mut(newcomer).insert(InitiativeRank(rank + 1));
}
