//! Seed 003's Action-Counter combat, as the Skirmish preset plays it: combat sheets, playing
//! cards and checks, aux and main actions, movement with falls, attacks with dodge, guard and
//! protect, fainting and enduring, and the bad and good statuses. The AC countdown itself is the
//! shared [`super::phase::countdown`].

pub mod actions;
pub mod attack;
pub mod cards;
pub mod check;
pub mod cooperate;
pub mod defence;
pub mod health;
pub mod movement;
pub mod plans;
pub mod protect;
pub mod reaction;
pub mod round;
pub mod space;
pub mod state;
pub mod turn;

use super::battlefield::grid::StopDistance;
use super::fighter::{Fighter, FighterKind, Hp, Roster};
use crate::data::Catalog;
use bevy::prelude::*;
use cards::{CardTable, OPENING_HAND};
use state::{Conditions, EndureUses, Mp, Sheet, TurnActions};

/// Gives every fighter of a Skirmish battle its sheet's state (from its character or token
/// card), and deals the opening hands: 5 cards for each player's character, 5 per fighter into
/// the GM's shared hand.
pub fn prepare_battle(world: &mut World) {
    world.insert_resource(CardTable::default());
    world.insert_resource(attack::AttackInProgress::default());
    let fighters = Roster::standing(world);
    for &e in &fighters {
        let Some(f) = world.get::<Fighter>(e).cloned() else {
            continue;
        };
        let catalog = world.resource::<Catalog>();
        let sheet = match f.kind {
            FighterKind::Character => catalog
                .characters
                .get(&f.card_id)
                .and_then(|c| c.sheet.clone()),
            _ => catalog.tokens.get(&f.card_id).and_then(|t| t.sheet.clone()),
        };
        let Some(sheet) = sheet else { continue };
        if let Some(hp) = sheet.hp {
            world.entity_mut(e).insert(Hp {
                current: hp,
                start: hp,
            });
        }
        world.entity_mut(e).insert((
            Mp {
                current: sheet.mp,
                start: sheet.mp,
            },
            Conditions::default(),
            TurnActions::default(),
            EndureUses(sheet.skills.will + 1),
            StopDistance(i32::from(sheet.stop_distance)),
            Sheet(sheet.into()),
        ));
    }
    for &e in &fighters {
        let holder = cards::holder_of(world, e);
        cards::deal(world, holder, OPENING_HAND);
    }
}
