//! The initiative order (seed 000, <ゲームの流れ> 3): 1D per fighter, highest first, re-rolled
//! among the tied only; a token summoned mid-battle is put right after its summoner.

use crate::data::Modifier;
use crate::rules::core::battlefield::BoardReader;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{Fighter, FighterKind, InitiativeRank, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Rolls initiative for every fighter that has its own place in the order (not servants).
pub fn roll_initiative(world: &mut DuelWorld) {
    let entities: Vec<Entity> = Roster::standing(world)
        .into_iter()
        .filter(|e| {
            world
                .part::<Fighter>(*e)
                .is_some_and(|f| f.kind != FighterKind::Servant)
        })
        .collect();
    let order = order_by_dice(world, entities);
    for (rank, (e, _)) in order.iter().enumerate() {
        match world.part_mut::<InitiativeRank>(*e) {
            Some(mut r) => r.0 = rank as u32,
            None => {
                world.entity_mut(*e).insert(InitiativeRank(rank as u32));
            }
        }
    }
    BoardReader::forget(world);
    world.log(EventKind::Initiative, |w| {
        let mut text = String::from("initiative:");
        for (e, rolls) in &order {
            let shown: Vec<String> = rolls.iter().map(i32::to_string).collect();
            text.push_str(&format!(" {} ({})", log::name(w, *e), shown.join("/")));
        }
        // (The order itself is each fighter's place: the first to act is `who`.)
        let first = order.first().map(|(e, _)| *e);
        let facts = first.map_or_else(|| Facts::about("initiative"), |e| Facts::on(w, e));
        facts
            .what("initiative")
            .amount(order.len() as i64)
            .says(text)
    });
}

/// Orders fighters by 1D (+ modifiers), highest first; each group of ties rolls again among
/// itself until it is split. Returns each fighter with all its rolls.
fn order_by_dice(world: &mut DuelWorld, group: Vec<Entity>) -> Vec<(Entity, Vec<i32>)> {
    let mut rolled: Vec<(Entity, i32)> = group
        .into_iter()
        .map(|e| {
            let bonus = world.total(e, Modifier::InitiativeDie(0));
            (e, world.rng().d6() + bonus)
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
    let Some(rank) = world.part::<InitiativeRank>(after).map(|r| r.0) else {
        return;
    };
    for e in world.res::<Roster>().all.clone() {
        let Some(mut r) = world.part_mut::<InitiativeRank>(e) else {
            continue;
        };
        if r.0 > rank {
            r.0 += 1;
        }
    }
    world.entity_mut(newcomer).insert(InitiativeRank(rank + 1));
    BoardReader::forget(world);
}
