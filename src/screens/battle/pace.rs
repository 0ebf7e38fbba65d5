//! Pacing: one turn step after each new log line's pause, so a person can follow the battle;
//! and, once it is over, the final position for a moment before the result screen.

use super::super::Screen;
use super::{BattleView, LINGER, SPEEDS};
use crate::rules::battle::Battle;
use crate::rules::control::Decisions;
use crate::rules::log::BattleLog;
use crate::rules::phase::BattleSystems;
use crate::rules::phase::countdown::BattlePace;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pace, finish)
            .chain()
            .after(super::keys)
            .before(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// One turn step after each new log line's pause; at once while Space is held or an answer waits.
fn pace(
    time: Res<Time>,
    input: Res<ButtonInput<KeyCode>>,
    battle: Res<Battle>,
    log: Res<BattleLog>,
    decisions: Res<Decisions>,
    mut view: ResMut<BattleView>,
    mut pace: ResMut<BattlePace>,
) {
    let dt = time.delta_secs();
    view.roll_age += dt;
    if battle.outcome.is_none() {
        view.elapsed += dt;
    }
    if view.scripted {
        return;
    }
    if view.skip {
        pace.steps_per_frame = None;
        return;
    }
    if log.lines.len() > view.seen_lines {
        view.seen_lines = log.lines.len();
        view.cooldown = SPEEDS[view.speed].1;
    }
    view.cooldown -= dt;
    let answered = decisions.pending.is_some() && !decisions.answers.is_empty();
    let fast = input.pressed(KeyCode::Space);
    let go = answered || (!view.paused && (fast || view.cooldown <= 0.0));
    pace.steps_per_frame = Some(if go { if fast { 3 } else { 1 } } else { 0 });
}

/// After the battle ends, the final position stays up a moment, then the result screen.
fn finish(
    time: Res<Time>,
    battle: Res<Battle>,
    mut view: ResMut<BattleView>,
    mut next: ResMut<NextState<Screen>>,
) {
    if battle.outcome.is_none() || view.scripted {
        return;
    }
    view.over_for += time.delta_secs();
    if view.over_for > LINGER {
        next.set(Screen::Result);
    }
}
