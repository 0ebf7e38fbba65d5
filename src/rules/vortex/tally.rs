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
    /// Turns whose card the player declined though it could be played (held).
    pub declined: u64,
    /// Fall checks made.
    pub falls: u64,
    /// Saves made (`Check` effects), and those failed.
    pub saves: u64,
    /// Saves failed.
    pub failed_saves: u64,
    /// Pattern switches.
    pub switches: u64,
    /// Per card name: (readied, played).
    pub cards: BTreeMap<String, (u64, u64)>,
    /// Tactics opened in a lane.
    pub tactics_opened: u64,
    /// Opened tactics that could not be played (charged).
    pub tactics_unplayable: u64,
    /// Tactics placed, by kind letter.
    pub tactics_placed: BTreeMap<&'static str, u64>,
    /// Tactics opened, by kind letter.
    pub tactics_kinds: BTreeMap<&'static str, u64>,
    /// Reveals (rounds with a reveal where at least one side set a lane card).
    pub reveals: u64,
    /// Reveals where both sides set a lane card.
    pub both_set: u64,
    /// Rounds whose zones were judged.
    pub zone_rounds: u64,
    /// Rounds with at least one zone where a side was breached.
    pub breached_rounds: u64,
    /// This battle: the side that lost the first life card to a breach.
    pub first_breach: Option<usize>,
    /// This battle: how it ended, when not by a rout (`"break"`, `"cap"`).
    pub ended_by: Option<&'static str>,
    /// Clashes (offsets).
    pub offsets: u64,
    /// Cost showdowns.
    pub showdowns: u64,
    /// Zones where a side was breached.
    pub breaches: u64,
    /// Zones where a side was driven off.
    pub drive_offs: u64,
}

/// Adds to the tally, when one is kept.
pub fn count(world: &mut World, f: impl FnOnce(&mut VortexTally)) {
    if let Some(mut t) = world.get_resource_mut::<VortexTally>() {
        f(&mut t);
    }
}
