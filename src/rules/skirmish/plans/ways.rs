//! The way to a goal square from every square of the map, kept for the battle: no rule changes
//! a square during a battle, so plans search the map once per goal instead of once per decision.

use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::{MoveAsk, MoveField};
use crate::rules::core::battlefield::ways::cost_to;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use std::sync::Arc;

/// The ways searched so far this battle, by goal and kind of move (floating, a skill's move).
#[derive(Resource, Default)]
pub struct Ways(HashMap<(GridPos, bool, bool), Arc<[i32]>>);

/// [`cost_to`] `goal` for a mover like `ask` (its square and squares of movement do not count),
/// searched once per battle.
pub(super) fn way_to(
    world: &mut World,
    field: &MoveField,
    goal: GridPos,
    ask: &MoveAsk,
) -> Arc<[i32]> {
    let key = (goal, ask.floating, ask.skill_move);
    let mut ways = world.get_resource_or_init::<Ways>();
    Arc::clone(
        ways.0
            .entry(key)
            .or_insert_with(|| cost_to(field, goal, ask).into()),
    )
}
