//! The core's part of the round's first and last phases: the round is announced when it starts;
//! at its end the round cap is checked, and the battle moves on. What a preset does at round
//! start and end (action counters, hand limits, statuses that last the round) is its own system
//! in [`RoundPhase::preset`] of those phases.

use super::battle::{Battle, Outcome};
use super::log::{BattleLog, LogEvent};
use super::phase::RoundPhase;
use bevy::prelude::*;

/// Writes the round's opening line, once a round.
pub fn announce_round(mut battle: ResMut<Battle>, mut log: ResMut<BattleLog>) {
    let round = battle.round;
    if battle.announced == round {
        return;
    }
    battle.announced = round;
    log.push(|| LogEvent::RoundStart { round });
}

/// Moves on from the round start once nothing waits for a player's answer (the Skirmish's
/// preparation step may ask).
pub fn next_phase(mut battle: ResMut<Battle>) {
    battle.advance_phase();
}

/// Ends the battle as a draw when the round cap is reached; otherwise on to the next round. A
/// preset that judges the battle at its cap (seed 001) has set the outcome already. The round's
/// state hash is kept first, when hashes are kept (a replay's; one system, not two, for the
/// battles that keep none).
pub fn close_round(world: &mut World) {
    if world.contains_resource::<super::state_hash::RoundHashes>() {
        super::state_hash::hash_round(world);
    }
    let mut battle = world.resource_mut::<Battle>();
    if battle.outcome.is_some() {
        return;
    }
    let (round, cap) = (battle.round, battle.round_cap);
    if round >= cap {
        battle.outcome = Some(Outcome::Draw);
        world
            .resource_mut::<BattleLog>()
            .push(|| LogEvent::RoundCap { cap });
        return;
    }
    battle.advance_phase();
}

/// Adds the core's round systems to a preset's round schedule.
pub(super) fn add_core_systems(app: &mut App, schedule: super::phase::RoundSchedule) {
    app.add_systems(
        schedule,
        (
            announce_round.in_set(RoundPhase::RoundStart.open()),
            next_phase
                .run_if(|w: &World| !super::preset::Presets::waiting(w))
                .in_set(RoundPhase::RoundStart.close()),
            // A round end that asks a player (a hand over the limit) waits for the answer.
            close_round
                .run_if(|w: &World| !super::preset::Presets::waiting(w))
                .in_set(RoundPhase::RoundEnd.close()),
        ),
    );
}
