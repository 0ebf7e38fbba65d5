//! The Combat phase of a Showdown turn (9.戦闘について, 10.勝敗について): zones ①, ② and ③ battle
//! in turn. Where both players have a battle card, the lower power goes to the trash (both on a
//! tie) once the battle's after-battle window has passed (20. Q2); where only one has, the other
//! takes one of its life cards into its hand — or, with none left, loses. Then the turn ends.

use super::end;
use super::sides::{self, with_table};
use super::start::{finish, sync_life};
use super::table::zone_power;
use crate::data::Catalog;
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::{self, EventKind};
use bevy::prelude::*;

/// Whether this turn's battles have been fought (the turn end may wait on a player).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fought(pub bool);

/// The three battles, then the turn end; on to the next turn when both are done.
pub fn battles(world: &mut World) {
    if !world.get_resource::<Fought>().is_some_and(|f| f.0) {
        for z in 0..3 {
            battle(world, z);
            if world.resource::<Battle>().outcome.is_some() {
                return;
            }
        }
        world.insert_resource(Fought(true));
    }
    if !end::turn_end(world) {
        return;
    }
    world.insert_resource(Fought(false));
    world.resource_mut::<Battle>().advance_phase();
}

/// The battle of zone `z`.
fn battle(world: &mut World, z: usize) {
    let all = sides::all(world);
    let [a, b] = all.as_slice() else {
        return;
    };
    let (ta, tb) = (sides::table(world, *a), sides::table(world, *b));
    let catalog = world.resource::<Catalog>();
    let pa = zone_power(catalog, &ta, &tb, z);
    let pb = zone_power(catalog, &tb, &ta, z);
    match (pa, pb) {
        (None, None) => {}
        (Some(x), Some(y)) => {
            log::write(world, EventKind::Check, |w| {
                format!(
                    "  zone {}: {} {x} against {} {y}",
                    z + 1,
                    log::name(w, *a),
                    log::name(w, *b)
                )
            });
            // The losers stay through the after-battle window, then go to the trash.
            if x <= y {
                trash_battler(world, *a, z);
            }
            if y <= x {
                trash_battler(world, *b, z);
            }
        }
        (Some(_), None) => unopposed(world, *a, *b, z),
        (None, Some(_)) => unopposed(world, *b, *a, z),
    }
}

/// Only `winner` has a battle card in zone `z`: `loser` takes a life card into its hand, or,
/// with none, loses the game.
fn unopposed(world: &mut World, winner: Entity, loser: Entity, z: usize) {
    let took = with_table(world, loser, |t| {
        let c = t.life.pop()?;
        t.hand.push(c);
        Some(())
    });
    sync_life(world, loser);
    log::write(world, EventKind::Damage, |w| {
        let name = log::name(w, loser);
        if took.is_some() {
            let left = w
                .get::<super::table::Table>(loser)
                .map_or(0, |t| t.life.len());
            format!(
                "  zone {}: {} is unopposed; {name} takes a life card into hand ({left} left)",
                z + 1,
                log::name(w, winner)
            )
        } else {
            format!(
                "  zone {}: {} is unopposed and {name} has no life card",
                z + 1,
                log::name(w, winner)
            )
        }
    });
    if took.is_none() {
        let team = world.get::<Fighter>(winner).map_or(0, |f| f.team);
        finish(world, Outcome::Winner(team));
    }
}

/// `who`'s battle card in zone `z` goes to the trash with its equips; a J or I stays.
fn trash_battler(world: &mut World, who: Entity, z: usize) {
    let gone = with_table(world, who, |t| {
        let zone = &mut t.zones[z];
        let battler = zone.battler.take()?;
        let equips = std::mem::take(&mut zone.equips);
        t.trash.push(battler.clone());
        t.trash.extend(equips);
        Some(battler)
    });
    if let Some(id) = gone {
        log::write(world, EventKind::Retire, |w| {
            let name = super::table::card(w.resource::<Catalog>(), &id)
                .map_or(id.as_str(), |c| c.name.as_str());
            format!("    {}'s {name} goes to the trash", log::name(w, who))
        });
    }
}
