//! Phase 1, round start: each fighter's action counter is set for the round (in the Skirmish
//! preset, speed less last round's overspend, then the preparation step).

use crate::rules::battle::Battle;
use crate::rules::fighter::{ActionCounter, Fighter, FighterKind, Roster};
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
    if world.resource::<Battle>().rules.tactical {
        crate::rules::tactical::round::start_round(world);
        world.resource_mut::<Battle>().advance_phase();
        return;
    }
    for e in Roster::standing(world) {
        let servant = world
            .get::<Fighter>(e)
            .is_some_and(|f| f.kind == FighterKind::Servant);
        if let Some(mut ac) = world.get_mut::<ActionCounter>(e) {
            ac.0 = if servant { 0 } else { speed };
        }
    }
    world.resource_mut::<Battle>().advance_phase();
}
