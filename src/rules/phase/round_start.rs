//! Phase 1, round start: each fighter's action counter is set for the round.

use crate::rules::battle::Battle;
use crate::rules::fighter::{ActionCounter, Fighter, FighterKind, Retired};
use crate::rules::log::BattleLog;
use bevy::prelude::*;

/// AC := speed (presets without AC give every fighter one turn a round).
pub fn run(world: &mut World) {
    let (round, speed) = {
        let b = world.resource::<Battle>();
        (b.round, b.rules.default_speed)
    };
    world
        .resource_mut::<BattleLog>()
        .line(|| format!("-- round {round} --"));
    let mut q = world.query_filtered::<(&Fighter, &mut ActionCounter), Without<Retired>>();
    for (f, mut ac) in q.iter_mut(world) {
        ac.0 = if f.kind == FighterKind::Servant {
            0
        } else {
            speed
        };
    }
    world.resource_mut::<Battle>().advance_phase();
}
