//! Seed 002's 隠者 in the Vortex (vortex-design.md §2, 002 row, as F8 changes it): a hermit's
//! single-target cards never choose foes; instead, a single-target damage card it plays while
//! standing on a zone with no foe on it makes the enemy side take a life card into its hand, at
//! most once a round per side and never the last life card (002's "attacks the player" as an
//! attack on the side's life).

use super::tactics::Tactics;
use super::zones::zones;
use crate::data::keywords::Trait;
use crate::data::{ActionCard, Effect, Targeting};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::{Fighter, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The round each side's hermits last took a life card from the other side (F8: at most once a
/// round per side; none yet this battle: no entry).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StrippedIn(pub [Option<u32>; 2]);

/// Whether `me`, playing `card` from `from`, takes a life card from the enemy side.
pub fn strips_from(world: &World, me: Entity, card: &ActionCard, from: GridPos) -> bool {
    let hermit = world
        .part::<HasTraits>(me)
        .is_some_and(|t| t.has(&Trait::Hermit));
    if !hermit || !matches!(card.target, Targeting::OneEnemy | Targeting::OneAny) {
        return false;
    }
    let damages = card
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Damage(_) | Effect::PiercingDamage(_)));
    let Some(side) = world.part::<Fighter>(me).map(|f| f.team.min(1)) else {
        return false;
    };
    let round = world.resource::<Battle>().round;
    let fresh = world
        .get_resource::<StrippedIn>()
        .is_none_or(|s| s.0[side] != Some(round));
    let zones = zones(world);
    let Some((_, squares)) = zones.iter().find(|(_, sq)| sq.contains(&from)) else {
        return false;
    };
    // F8: "while it stands on a zone with no foe on it", and "never the last life card".
    let foe_on_zone = world.res::<Roster>().standing.iter().any(|&e| {
        world
            .part::<Fighter>(e)
            .is_some_and(|f| f.team.min(1) != side)
            && world
                .part::<GridPos>(e)
                .is_some_and(|p| squares.contains(p))
    });
    damages && fresh && !foe_on_zone && foe_life(world, me) > 1
}

/// The side `me` fights (a Vortex battle has two).
fn foe_side(world: &World, me: Entity) -> Option<usize> {
    world.part::<Fighter>(me).map(|f| 1 - f.team.min(1))
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
    let side = 1 - foe;
    world.get_resource_or_insert_with(StrippedIn::default).0[side] = Some(round);
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
