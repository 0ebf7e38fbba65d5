//! The Brawl's questions asked: the player is asked; plans answer for computer sides. The
//! question types are `super::question`.

use super::plans;
pub use super::question::*;
use crate::rules::core::decisions;
use bevy::prelude::*;

/// Asks `who` (a player): plans answer at once, the player's answer is taken when given.
pub fn decide(world: &mut World, who: Entity, request: Request) -> Option<Choice> {
    decisions::ask(world, who, request, |w, q| plans::answer(w, who, q))
}
