//! What `vortex screenshot` measures and prints (`scripts/bench` reads the lines): frames
//! counted from the battle's first, the mean frame time over the last half, the time from launch
//! to the first battle frame and to the first one that shows the screen drawn (`--frames 0`),
//! and the process's peak resident memory. A run that cannot finish ends with an error instead of
//! waiting for ever.

use super::super::Launch;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// Frames to wait for a picture (or for the battle, or for a drawn frame) before giving up.
pub(super) const TIMEOUT_FRAMES: u32 = 600;
/// Log lines wanted on the screen before the battle is held still.
pub(super) const WANTED_LINES: usize = 8;
/// Log lines wanted with `--busy`: enough to fill the log panel.
const BUSY_LINES: usize = 40;

/// The screenshot being taken.
#[derive(Resource)]
pub(super) struct Shot {
    path: PathBuf,
    /// Frames to count before the picture (`u32::MAX` with `--frames 0`).
    pub frames: u32,
    /// Frames counted so far.
    pub drawn: u32,
    /// Frames of the app so far, counted or not (for the watchdog).
    app_frames: u32,
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
    /// With `until_drawn`: the launch time of the frame whose picture is awaited, if any.
    probing: Option<f32>,
    /// Seconds from launch to the start of the first battle frame that shows the screen drawn.
    drawn_after: Option<f32>,
    /// Log lines wanted before the battle is held still.
    pub wanted_lines: usize,
    /// Log lines wanted before a Duel target prompt is left open (`--busy`: a full log).
    pub prompt_lines: usize,
    /// What the held picture shows was printed (an Arena bout's chain area).
    pub told: bool,
    /// Frames the battle has been held for the animation on screen now.
    pub animating_for: u32,
    /// `--ask`: the question to wait for.
    pub ask: Option<super::AskKind>,
    /// `--question`: the kind of question (the answer face's word) to wait for.
    pub question: Option<String>,
    /// `--answers`: the player's answers still to give, in order.
    pub answers: std::collections::VecDeque<Vec<usize>>,
}

impl Shot {
    /// A picture to `path` after `frames` frames (0: the first drawn one); `busy`: a full log.
    pub fn new(path: PathBuf, frames: u32, busy: bool) -> Shot {
        Shot {
            wanted_lines: if busy { BUSY_LINES } else { WANTED_LINES },
            prompt_lines: if busy { BUSY_LINES } else { 0 },
            path,
            frames: if frames == 0 { u32::MAX } else { frames.max(2) },
            drawn: 0,
            app_frames: 0,
            requested_at: None,
            told: false,
            animating_for: 0,
            ask: None,
            question: None,
            answers: Default::default(),
            captured: false,
            frame_seconds: 0.0,
            steady_seconds: 0.0,
            first_battle: None,
            captured_after: None,
            until_drawn: frames == 0,
            probing: None,
            drawn_after: None,
        }
    }
}

/// `vortex screenshot --blank`: only counts the frames of an empty window and takes the picture.
pub(in super::super) fn blank_plugin(app: &mut App) {
    let Some((path, frames)) = app.world().resource::<Launch>().screenshot.clone() else {
        return;
    };
    app.insert_resource(Shot::new(path, frames.max(1), false));
    app.add_systems(Update, (count_and_shoot, watchdog).chain());
}

/// Notes how long after launch the first battle frame came.
pub(super) fn note_first_battle_frame(launch: Res<Launch>, mut shot: ResMut<Shot>) {
    if shot.first_battle.is_none() {
        shot.first_battle = since_launch(&launch);
    }
}

fn since_launch(launch: &Launch) -> Option<f32> {
    launch.started.map(|t| t.elapsed().as_secs_f32())
}

/// Ends a run that cannot finish: no battle, no drawn frame, or no picture in time.
pub(super) fn watchdog(mut shot: ResMut<Shot>, mut exit: MessageWriter<AppExit>) {
    shot.app_frames += 1;
    let problem = if shot.drawn == 0 && shot.app_frames > TIMEOUT_FRAMES {
        Some("no battle to picture (did it fail to start?)")
    } else if shot.until_drawn && shot.drawn_after.is_none() && shot.drawn > TIMEOUT_FRAMES {
        Some("no battle frame showed the screen drawn")
    } else if shot
        .requested_at
        .is_some_and(|at| shot.drawn > at + TIMEOUT_FRAMES)
    {
        Some("no picture of the window; is there a display?")
    } else {
        None
    };
    if let Some(p) = problem {
        eprintln!("screenshot: {p} after {TIMEOUT_FRAMES} frames");
        exit.write(AppExit::error());
    }
}

/// Counts a frame; takes the picture once enough are drawn (or, with `--frames 0`, pictures one
/// frame at a time until one shows the screen drawn); exits when the file is written.
pub(super) fn count_and_shoot(
    time: Res<Time>,
    launch: Res<Launch>,
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
    if shot.until_drawn && shot.drawn_after.is_none() && shot.probing.is_none() {
        // One picture at a time: this frame's, checked when it comes back.
        shot.probing = Some(since_launch(&launch).unwrap_or(0.0));
        commands.spawn(Screenshot::primary_window()).observe(
            |ev: On<ScreenshotCaptured>, mut shot: ResMut<Shot>| {
                if drawn_ui(&ev.image) {
                    shot.drawn_after = shot.probing;
                }
                shot.probing = None;
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
                        shot.captured_after = since_launch(&launch);
                    },
                );
        }
        Some(_) if shot.captured && std::fs::metadata(&shot.path).is_ok_and(|m| m.len() > 0) => {
            report(&shot);
            // `--question`: a picture taken without the question asked is not the one wanted.
            if let Some(kind) = shot.question.as_ref().filter(|_| !shot.told) {
                eprintln!("no `{kind}` question was asked of the player in {drawn} frames");
                exit.write(AppExit::error());
            } else {
                exit.write(AppExit::Success);
            }
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
            if image.get_color_at(x, y).is_ok_and(|c| {
                let c = c.to_srgba();
                c.red + c.green > 1.2
            }) {
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
            "first drawn battle frame: {:.0} ms after launch (the frame's start)",
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
