//! `vortex screenshot`: goes straight into a battle, drives it until the screen shows fighters, a
//! rolled die and log lines (a target prompt if the player's fighter has one to choose; on a map,
//! the player's action prompt with the move preview), draws
//! the asked number of frames, saves the window as a PNG, waits for the file and exits. It prints
//! the mean frame time over the last half of the frames (the screen held still), the time from
//! launch to the first battle frame and the process's peak resident memory. With `--blank` it
//! does the same for an empty window: the floor the game's frame time is compared with.

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
/// Log lines wanted with `--busy`: enough to fill the log panel.
const BUSY_LINES: usize = 40;

/// The screenshot being taken.
#[derive(Resource)]
struct Shot {
    path: PathBuf,
    frames: u32,
    drawn: u32,
    requested_at: Option<u32>,
    captured: bool,
    frame_seconds: f32,
    /// Seconds spent in the last half of the frames.
    steady_seconds: f32,
    /// Seconds from launch to the first frame of a battle.
    first_battle: Option<f32>,
    /// Seconds from launch to the picture's capture (the frame drawn and read back).
    captured_after: Option<f32>,
    /// `--frames 0`: a picture of every battle frame until one shows the screen drawn.
    until_drawn: bool,
    /// Seconds from launch to the first battle frame captured with the screen drawn.
    drawn_after: Option<f32>,
    /// Log lines wanted before the battle is held still.
    wanted_lines: usize,
    /// Log lines wanted before a Duel target prompt is left open (`--busy`: a full log).
    prompt_lines: usize,
}

impl Shot {
    fn new(path: PathBuf, frames: u32, busy: bool) -> Shot {
        Shot {
            wanted_lines: if busy { BUSY_LINES } else { WANTED_LINES },
            prompt_lines: if busy { BUSY_LINES } else { 0 },
            path,
            frames: if frames == 0 { u32::MAX } else { frames.max(2) },
            drawn: 0,
            requested_at: None,
            captured: false,
            frame_seconds: 0.0,
            steady_seconds: 0.0,
            first_battle: None,
            captured_after: None,
            until_drawn: frames == 0,
            drawn_after: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    let Some((path, frames)) = app.world().resource::<Launch>().screenshot.clone() else {
        return;
    };
    let busy = app.world().resource::<Launch>().busy;
    app.world_mut().resource_mut::<BattleView>().scripted = true;
    app.insert_resource(Shot::new(path, frames, busy));
    let in_battle = in_state(Screen::Battle).and_then(resource_exists::<Battle>);
    app.add_systems(
        Update,
        (
            drive.before(BattleSystems).run_if(in_battle.clone()),
            // Frames are counted from the battle's first (`--frames 1`: that frame's picture).
            count_and_shoot.run_if(in_battle.clone()),
        ),
    );
    app.add_systems(Last, note_first_battle_frame.run_if(in_battle));
}

/// `vortex screenshot --blank`: only counts the frames of an empty window and takes the picture.
pub(super) fn blank_plugin(app: &mut App) {
    let Some((path, frames)) = app.world().resource::<Launch>().screenshot.clone() else {
        return;
    };
    app.insert_resource(Shot::new(path, frames, false));
    app.add_systems(Update, count_and_shoot);
}

/// Notes how long after launch the first battle frame came.
fn note_first_battle_frame(launch: Res<Launch>, mut shot: ResMut<Shot>) {
    if shot.first_battle.is_none() {
        shot.first_battle = launch.started.map(|t| t.elapsed().as_secs_f32());
    }
}

/// Whether the picture is worth taking now: a die was rolled this turn and the log has lines.
fn worth_showing(world: &World) -> bool {
    let after_roll = world
        .get_resource::<CurrentTurn<Turn>>()
        .and_then(|t| t.0.as_ref())
        .is_some_and(|t| matches!(t.stage, Stage::Target | Stage::Perform | Stage::AfterAction));
    let wanted = world.resource::<Shot>().wanted_lines;
    after_roll && rolled(world) && world.resource::<BattleLog>().events.len() >= wanted
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
    let (drawn, frames, wanted, prompt_lines) = world
        .get_resource::<Shot>()
        .map_or((0, 1, WANTED_LINES, 0), |s| {
            (s.drawn, s.frames, s.wanted_lines, s.prompt_lines)
        });
    let lines = world.resource::<BattleLog>().events.len();
    let rolled = rolled(world);
    let pending = ask::pending(world);
    let mut prompt_open = false;
    if let Some((actor, request)) = pending {
        prompt_open = matches!(request, Request::Duel(DuelRequest::Target { .. }))
            && rolled
            && lines >= prompt_lines;
        // On a map: the player's first decision after a few log lines stays open, the cursor on
        // the square the plans would move to, so the picture shows the move preview.
        if let Request::Skirmish(r @ SkirmishRequest::Tactical { .. }) = &request
            && lines >= wanted
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
    if shot.drawn > shot.frames / 2 && shot.requested_at.is_none() {
        shot.steady_seconds += time.delta_secs();
    }
    let drawn = shot.drawn;
    if shot.until_drawn && shot.drawn_after.is_none() {
        commands.spawn(Screenshot::primary_window()).observe(
            |ev: On<ScreenshotCaptured>, mut shot: ResMut<Shot>, launch: Res<Launch>| {
                if shot.drawn_after.is_none() && drawn_ui(&ev.image) {
                    shot.drawn_after = launch.started.map(|t| t.elapsed().as_secs_f32());
                }
            },
        );
    }
    match shot.requested_at {
        None if drawn >= shot.frames || shot.drawn_after.is_some() => {
            shot.requested_at = Some(drawn);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(shot.path.clone()))
                .observe(
                    |_: On<ScreenshotCaptured>, mut shot: ResMut<Shot>, launch: Res<Launch>| {
                        shot.captured = true;
                        shot.captured_after = launch.started.map(|t| t.elapsed().as_secs_f32());
                    },
                );
        }
        Some(_) if shot.captured && std::fs::metadata(&shot.path).is_ok_and(|m| m.len() > 0) => {
            report(&shot);
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

/// Whether a picture shows the screen drawn: a few thousand light pixels (text), where a frame
/// drawn before the renderer's pipelines are ready is black or bare.
fn drawn_ui(image: &Image) -> bool {
    let (w, h) = (image.width(), image.height());
    let mut light = 0;
    for y in (0..h).step_by(2) {
        for x in (0..w).step_by(2) {
            if image
                .get_color_at(x, y)
                .is_ok_and(|c| c.to_srgba().red + c.to_srgba().green > 1.2)
            {
                light += 1;
            }
        }
    }
    light > 500
}

/// Prints what the run measured, a line each (`scripts/bench` reads them).
fn report(shot: &Shot) {
    let frames = if shot.until_drawn {
        shot.drawn
    } else {
        shot.frames
    };
    let steady = frames - frames / 2;
    eprintln!(
        "screenshot: {} written after {frames} frames",
        shot.path.display()
    );
    if !shot.until_drawn {
        eprintln!(
            "frame time: {:.1} ms mean over the last {steady} frames ({:.1} ms over all {frames})",
            1000.0 * shot.steady_seconds / steady.max(1) as f32,
            1000.0 * shot.frame_seconds / frames.max(1) as f32,
        );
    }
    if let Some(s) = shot.first_battle {
        eprintln!("first battle frame: {:.0} ms after launch", 1000.0 * s);
    }
    if let Some(s) = shot.captured_after {
        eprintln!("picture captured: {:.0} ms after launch", 1000.0 * s);
    }
    if let Some(s) = shot.drawn_after {
        eprintln!(
            "first drawn battle frame: {:.0} ms after launch",
            1000.0 * s
        );
    }
    if let Some(kb) = peak_resident_kb() {
        eprintln!("peak memory: {:.0} MB resident (VmHWM)", kb as f32 / 1024.0);
    }
}

/// The process's peak resident memory in kB, where the system tells it (Linux's `/proc`).
fn peak_resident_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
