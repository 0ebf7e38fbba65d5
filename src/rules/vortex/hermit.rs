//! Seed 002's 隠者 in the Vortex (vortex-design.md §2, 002 row): a hermit's single-target cards
//! never choose foes; instead, a single-target damage card it plays while standing on a zone
//! makes the enemy side take a life card into its hand, once a round per hermit (002's "attacks
//! the player" as an attack on the side's life). Decision: only while that side has a life
//! card left — a hermit never breaks a side by itself.

use super::tactics::Tactics;
use super::zones::zones;
use crate::data::keywords::Trait;
use crate::data::{ActionCard, Effect, Targeting};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The round a hermit last took a life card from the enemy side.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrippedIn(pub u32);

/// Whether `me`, playing `card` from `from`, takes a life card from the enemy side.
pub fn strips_from(world: &World, me: Entity, card: &ActionCard, from: GridPos) -> bool {
    let hermit = world
        .get::<HasTraits>(me)
        .is_some_and(|t| t.has(&Trait::Hermit));
    if !hermit || !matches!(card.target, Targeting::OneEnemy | Targeting::OneAny) {
        return false;
    }
    let damages = card
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Damage(_) | Effect::PiercingDamage(_)));
    let round = world.resource::<Battle>().round;
    let fresh = world.get::<StrippedIn>(me).is_none_or(|s| s.0 != round);
    let on_zone = zones(world).iter().any(|(_, sq)| sq.contains(&from));
    damages && fresh && on_zone && foe_life(world, me) > 0
}

/// The side `me` fights (a Vortex battle has two).
fn foe_side(world: &World, me: Entity) -> Option<usize> {
    world.get::<Fighter>(me).map(|f| 1 - f.team.min(1))
}

/// The life cards the enemy side of `me` has left.
fn foe_life(world: &World, me: Entity) -> usize {
    let Some(foe) = foe_side(world, me) else {
        return 0;
    };
    world
        .get_resource::<Tactics>()
        .map_or(0, |t| t.sides[foe].life_left())
}

/// `me`'s card takes a life card from the enemy side into its hand.
pub fn strip(world: &mut World, me: Entity, card: &ActionCard) {
    let Some(foe) = foe_side(world, me) else {
        return;
    };
    let round = world.resource::<Battle>().round;
    world.entity_mut(me).insert(StrippedIn(round));
    if let Some(mut t) = world.get_resource_mut::<Tactics>() {
        t.sides[foe].take_life();
    }
    let left = world
        .get_resource::<Tactics>()
        .map_or(0, |t| t.sides[foe].life_left());
    crate::rules::core::keywords::grid::acted(world, "Hermit");
    log::write(world, EventKind::Nothing, |w| {
        let team = &w.resource::<Battle>().teams[foe].name;
        Facts::on(w, me).what("hermit").says(format!(
            "  {} strikes past everyone with {} from a zone (hermit): {team} takes a life card \
             into its hand ({left} left)",
            log::name(w, me),
            card.name
        ))
    });
}
