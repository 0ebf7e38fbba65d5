//! The Showdown's questions asked: the player is asked; plans answer for computer sides. Both
//! sides' answers to the set are collected before anything is opened. The question types are
//! `super::question`.

use super::plans;
pub use super::question::*;
use crate::rules::core::decisions;
use bevy::prelude::*;

/// Asks every player its question at once and takes the answers only when all are in (`None`
/// until then: nothing is taken, so no answer given early is lost).
pub fn decide_all(world: &mut World, questions: Vec<(Entity, Request)>) -> Option<Vec<Choice>> {
    decisions::ask_all(world, questions, plans::answer)
}
