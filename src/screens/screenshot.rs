//! `vortex screenshot`: goes straight into a battle, drives it until the screen shows fighters, a
//! rolled die and log lines (a target prompt if the player's fighter has one to choose; on a map,
//! the player's action prompt with the move preview), draws
//! the asked number of frames, saves the window as a PNG, waits for the file and exits.

use super::battle::BattleView;
use super::battle::ask::{self, Choice, Request};
use super::{Launch, Screen};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::countdown::CurrentTurn;
use crate::rules::core::log::BattleLog;
use crate::rules::core::schedule::BattleSystems;
use crate::rules::duel::ask::Request as DuelRequest;
use crate::rules::duel::turn::{LastRoll, Stage, Turn};
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::ask::{Choice as SkirmishChoice, Request as SkirmishRequest};
use crate::rules::{duel, skirmish};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// Frames to wait for the picture before giving up.
const TIMEOUT_FRAMES: u32 = 600;
/// Log lines wanted on the screen before the battle is held still.
const WANTED_LINES: usize = 8;

/// The screenshot being taken.
#[derive(Resource)]
struct Shot {
    path: PathBuf,
    frames: u32,
    drawn: u32,
    requested_at: Option<u32>,
    captured: bool,
    frame_seconds: f32,
}

pub(super) fn plugin(app: &mut App) {
    let Some((path, frames)) = app.world().resource::<Launch>().screenshot.clone() else {
        return;
    };
    app.world_mut().resource_mut::<BattleView>().scripted = true;
    app.insert_resource(Shot {
        path,
        frames: frames.max(1),
        drawn: 0,
        requested_at: None,
        captured: false,
        frame_seconds: 0.0,
    });
    let in_battle = in_state(Screen::Battle).and_then(resource_exists::<Battle>);
    app.add_systems(
        Update,
        (
            drive.before(BattleSystems).run_if(in_battle),
            count_and_shoot,
        ),
    );
}

/// Whether the picture is worth taking now: a die was rolled this turn and the log has lines.
fn worth_showing(world: &World) -> bool {
    let after_roll = world
        .get_resource::<CurrentTurn<Turn>>()
        .and_then(|t| t.0.as_ref())
        .is_some_and(|t| matches!(t.stage, Stage::Target | Stage::Perform | Stage::AfterAction));
    after_roll && rolled(world) && world.resource::<BattleLog>().events.len() >= WANTED_LINES
}

/// Whether a Duel's action die has been rolled.
fn rolled(world: &World) -> bool {
    world
        .get_resource::<LastRoll>()
        .is_some_and(|r| r.0.is_some())
}

/// Plans answer the player's moves; the player's first target choice after a roll is left open,
/// so the picture shows the prompt. Failing that, the battle is held still once a die is rolled
/// past half the frames.
fn drive(world: &mut World) {
    let (drawn, frames) = world
        .get_resource::<Shot>()
        .map_or((0, 1), |s| (s.drawn, s.frames));
    let rolled = rolled(world);
    let pending = ask::pending(world);
    let mut prompt_open = false;
    if let Some((actor, request)) = pending {
        prompt_open = matches!(request, Request::Duel(DuelRequest::Target { .. })) && rolled;
        // On a map: the player's first decision after a few log lines stays open, the cursor on
        // the square the plans would move to, so the picture shows the move preview.
        if let Request::Skirmish(r @ SkirmishRequest::Tactical { .. }) = &request
            && world.resource::<BattleLog>().events.len() >= WANTED_LINES
        {
            prompt_open = true;
            if let SkirmishChoice::Tactical(TacticalAction::Move { to, .. }) =
                skirmish::ask::plans_choose(world, actor, r)
            {
                super::battle::map::focus(world, to);
            }
        }
        if !prompt_open {
            let choice = match &request {
                Request::Duel(r) => Choice::Duel(duel::ask::plans_choose(world, actor, r)),
                Request::Skirmish(r) => {
                    Choice::Skirmish(skirmish::ask::plans_choose(world, actor, r))
                }
            };
            ask::answer(world, choice);
        }
    }
    let late = drawn + 3 >= frames || (2 * drawn >= frames && worth_showing(world));
    let hold = prompt_open || late;
    world.resource_mut::<BattlePace>().steps_per_frame = Some(if hold { 0 } else { 2 });
}

fn count_and_shoot(
    time: Res<Time>,
    mut shot: ResMut<Shot>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    shot.drawn += 1;
    shot.frame_seconds += time.delta_secs();
    let drawn = shot.drawn;
    match shot.requested_at {
        None if drawn >= shot.frames => {
            shot.requested_at = Some(drawn);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(shot.path.clone()))
                .observe(|_: On<ScreenshotCaptured>, mut shot: ResMut<Shot>| {
                    shot.captured = true;
                });
        }
        Some(_) if shot.captured && std::fs::metadata(&shot.path).is_ok_and(|m| m.len() > 0) => {
            let mean_ms = 1000.0 * shot.frame_seconds / drawn as f32;
            eprintln!(
                "screenshot: {} written after {} frames (mean frame time {mean_ms:.1} ms)",
                shot.path.display(),
                shot.frames
            );
            exit.write(AppExit::Success);
        }
        Some(at) if drawn > at + TIMEOUT_FRAMES => {
            eprintln!(
                "screenshot: no picture of the window after {TIMEOUT_FRAMES} frames; is there a display?"
            );
            exit.write(AppExit::error());
        }
        _ => {}
    }
}
