//! The battle's end: when at most one team has a fighter standing, that team wins (none: a draw).

use super::battle::{Battle, Outcome};
use super::battlefield::Standing;
use super::fighter::Fighter;
use super::log::{BattleLog, LogEvent};
use super::query_cache::with_query;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Ends the battle when at most one team has a fighter left.
pub fn decide_outcome(world: &mut World) {
    if let Some(rule) = world.get_resource::<OutcomeRule>().map(|r| r.0) {
        rule(world);
        return;
    }
    // The teams still standing: none, one (its index), or more than one.
    let left = with_query::<&Fighter, Standing, _>(world, |world, query| {
        let mut teams = query.iter_manual(world).map(|f| f.team);
        let first = teams.next()?;
        Some(teams.all(|t| t == first).then_some(first))
    });
    let outcome = match left {
        None => Outcome::Draw,
        Some(Some(one)) => Outcome::Winner(one),
        Some(None) => return,
    };
    finish(world, outcome);
}

/// A preset's own rule for when a battle is decided (the Vortex's goals), which
/// [`decide_outcome`] follows instead of the last side standing; put in at a battle's setup.
#[derive(Resource, Clone, Copy)]
pub struct OutcomeRule(pub fn(&mut World));

/// Ends the battle with `outcome`, logged.
pub fn finish(world: &mut World, outcome: Outcome) {
    let event = match &outcome {
        Outcome::Winner(t) => LogEvent::Winner {
            team: world.res::<Battle>().teams[*t].name.clone(),
            side: *t,
        },
        Outcome::Draw => LogEvent::Draw,
    };
    world.res_mut::<BattleLog>().push(|| event);
    world.res_mut::<Battle>().outcome = Some(outcome);
}
