//! The battle's end: when at most one team has a fighter standing, that team wins (none: a draw).

use super::battle::{Battle, Outcome};
use super::battlefield::Board;
use super::log::{BattleLog, LogEvent};
use bevy::prelude::*;

/// Ends the battle when at most one team has a fighter left.
pub fn decide_outcome(world: &mut World) {
    let mut teams: Vec<usize> = Board::of(world, None)
        .standing()
        .map(|s| s.place.team)
        .collect();
    teams.sort_unstable();
    teams.dedup();
    let outcome = match teams.as_slice() {
        [] => Outcome::Draw,
        [one] => Outcome::Winner(*one),
        _ => return,
    };
    finish(world, outcome);
}

/// Ends the battle with `outcome`, logged.
pub fn finish(world: &mut World, outcome: Outcome) {
    let event = match &outcome {
        Outcome::Winner(t) => LogEvent::Winner {
            team: world.resource::<Battle>().teams[*t].name.clone(),
        },
        Outcome::Draw => LogEvent::Draw,
    };
    world.resource_mut::<BattleLog>().push(|| event);
    world.resource_mut::<Battle>().outcome = Some(outcome);
}
