//! The two players, by team: every Showdown rule that runs "for both at once" goes through them
//! in this order, and what one side does is never visible to the other before the open.

use super::table::Table;
use crate::rules::core::fighter::{Fighter, Roster};
use bevy::prelude::*;

/// The players' entities, team 0 first.
#[derive(Resource, Clone, Debug, Default)]
pub struct Sides(pub Vec<Entity>);

/// Finds the players (called once both have entered).
pub fn find(world: &mut World) {
    let mut all = Roster::standing(world);
    all.sort_by_key(|e| world.get::<Fighter>(*e).map(|f| (f.team, f.serial)));
    world.resource_mut::<Sides>().0 = all;
}

/// The players, team 0 first.
pub fn all(world: &World) -> Vec<Entity> {
    world.resource::<Sides>().0.clone()
}

/// The other player.
pub fn foe(world: &World, me: Entity) -> Option<Entity> {
    world
        .resource::<Sides>()
        .0
        .iter()
        .copied()
        .find(|e| *e != me)
}

/// A player's table (a clone: rules change it through [`with_table`]).
pub fn table(world: &World, who: Entity) -> Table {
    world.get::<Table>(who).cloned().unwrap_or_default()
}

/// One step of the window's pace: a Showdown step is one stage of the reveal or of a battle.
pub use crate::rules::core::countdown::take_step;

/// Changes a player's table.
pub fn with_table<R>(world: &mut World, who: Entity, f: impl FnOnce(&mut Table) -> R) -> R {
    let mut t = world
        .get_mut::<Table>(who)
        .map(|mut t| std::mem::take(&mut *t))
        .unwrap_or_default();
    let out = f(&mut t);
    if let Some(mut slot) = world.get_mut::<Table>(who) {
        *slot = t;
    }
    out
}
