//! `vortex screenshot` on a Vortex battle: every question of the player's side not wanted is
//! given its first allowed answer through the answer face; the wanted one (`--question KIND`, or
//! a turn's `act` once the log has its lines) is held open and pictured, and what it holds is
//! printed once for a test to read.

use super::measure::Shot;
use crate::data::Preset;
use crate::rules::core::answers::{self, Answer};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::log::BattleLog;
use crate::screens::battle::playback::Playback;
use bevy::prelude::*;

/// Frames drawn after the wanted question opens and the battle's frames before it are doubled,
/// before the picture.
const AFTER: u32 = 6;

/// Prints where each zone's numbered badge is in the window (its zone's first square, top left,
/// as the screen draws it), for a test to read each numeral back.
fn tell_badges(world: &World) {
    let Some(layout) = world.get_resource::<crate::screens::battle::map::MapLayout>() else {
        return;
    };
    if layout.rect.is_none() {
        return;
    }
    for (n, squares) in crate::rules::vortex::zones::zones(world).iter() {
        let Some(first) = squares.iter().min_by_key(|p| (p.y, p.x)) else {
            continue;
        };
        // (The badge sits 2 pixels into the square, as `map::zones` draws it.)
        let at = layout.cell(*first).left_top();
        println!(
            "vortex: zone {n} badge at {:.0},{:.0} size {:.0}",
            at.x + 2.0,
            at.y + 2.0,
            layout.tile * 0.42
        );
    }
}

/// Drives a Vortex battle; `false` for any other preset.
pub(super) fn drive(world: &mut World) -> bool {
    if world.get_resource::<Battle>().map(|b| b.preset) != Some(Preset::Vortex) {
        return false;
    }
    let Some((wanted, asked, lines_wanted, drawn, frames)) =
        world.get_resource::<Shot>().map(|s| {
            let asked = s.question.is_some();
            let kind = s.question.clone().unwrap_or_else(|| "act".to_string());
            (kind, asked, s.wanted_lines, s.drawn, s.frames)
        })
    else {
        return true;
    };
    let lines = world.resource::<BattleLog>().events.len();
    let mut hold = false;
    // (`--replay`: the replay's inputs answer, until the wanted question, which they must not.)
    let watching = world.contains_resource::<Playback>();
    if let Some(q) = answers::open_questions(world).into_iter().next() {
        if q.kind == wanted && (asked || lines >= lines_wanted) {
            hold = true;
            world.remove_resource::<Playback>();
            let first = {
                let mut shot = world.resource_mut::<Shot>();
                let first = !std::mem::replace(&mut shot.told, true);
                if first {
                    // Held for as many frames again: the frame time, taken over the last half,
                    // is the held screen's.
                    shot.frames = shot.frames.min(2 * shot.drawn + AFTER);
                }
                first
            };
            if first {
                let round = world.resource::<Battle>().round;
                println!(
                    "vortex: {} is asked in round {round} with {} options: {}",
                    q.kind,
                    q.options.len(),
                    q.words
                );
                tell_badges(world);
            }
        } else if !watching {
            let given = world.resource_mut::<Shot>().answers.pop_front();
            let from_file = given.is_some();
            let picks = given.unwrap_or_else(|| q.takes.first());
            let taken = answers::answer(
                world,
                &Answer {
                    side: q.side,
                    question: q.number,
                    picks,
                },
            );
            // A refused entry of `--answers` would shift every later one onto the wrong question.
            if let (Err(why), true) = (taken, from_file) {
                eprintln!(
                    "--answers: the entry for question {} ({}) is refused: {why}",
                    q.number, q.kind
                );
                world.write_message(AppExit::error());
            }
        }
    }
    let late = !asked && drawn + 3 >= frames;
    let pace = match (hold || late, asked) {
        (true, _) => 0,
        (false, true) => 20,
        (false, false) => 2,
    };
    world.resource_mut::<BattlePace>().steps_per_frame = Some(pace);
    true
}
