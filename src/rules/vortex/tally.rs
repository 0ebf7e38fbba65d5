//! What `vortex sim --report` counts (vortex-design.md §6): turns, fighter-rounds and carried
//! overspends, readied cards played, held or dropped, action dice, fall checks, and per card how
//! often it was readied and played. The rules count only while the resource is in the world (the
//! report puts it there); a plain battle pays nothing.

use bevy::prelude::*;
use std::collections::BTreeMap;

/// The running counts of the battles played since the tally was put in.
#[derive(Resource, Clone, Debug, Default)]
pub struct VortexTally {
    /// Turns taken.
    pub turns: u64,
    /// Fighter-rounds: a fighter standing at a round's start.
    pub fighter_rounds: u64,
    /// Fighter-rounds that began with an overspend carried.
    pub overspent: u64,
    /// Action dice rolled (cards readied).
    pub rolls: u64,
    /// Cards played.
    pub played: u64,
    /// Turns whose card could not be paid from its panels or was face down (dropped).
    pub unplayable: u64,
    /// Turns whose card cost more AC than AC + 2 (held).
    pub over_ac: u64,
    /// Turns whose card had no target in reach (held; the fighter moved).
    pub no_target: u64,
    /// Fall checks made.
    pub falls: u64,
    /// Pattern switches.
    pub switches: u64,
    /// Per card name: (readied, played).
    pub cards: BTreeMap<String, (u64, u64)>,
}

/// Adds to the tally, when one is kept.
pub fn count(world: &mut World, f: impl FnOnce(&mut VortexTally)) {
    if let Some(mut t) = world.get_resource_mut::<VortexTally>() {
        f(&mut t);
    }
}
