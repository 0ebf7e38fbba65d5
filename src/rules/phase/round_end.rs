//! Phase 7, round end: the Skirmish preset's hand limit and round-long statuses, then the round
//! cap.

use crate::rules::battle::{Battle, Outcome};
use crate::rules::log::BattleLog;
use bevy::prelude::*;

/// Ends the battle as a draw when the round cap is reached; otherwise on to the next round.
pub fn run(world: &mut World) {
    if world.resource::<Battle>().rules.tactical {
        crate::rules::tactical::round::end_round(world);
    }
    let (round, cap) = {
        let b = world.resource::<Battle>();
        (b.round, b.round_cap)
    };
    if round >= cap {
        world
            .resource_mut::<BattleLog>()
            .line(|| format!("round cap {cap} reached: the battle is a draw"));
        world.resource_mut::<Battle>().outcome = Some(Outcome::Draw);
        return;
    }
    world.resource_mut::<Battle>().advance_phase();
}
