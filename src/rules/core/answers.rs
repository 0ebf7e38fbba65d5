//! One answer face for every question of every preset (docs/ARCHITECTURE.md, "The answer
//! face"): each open question lists its options in a stable, documented order with words a
//! player can read, and is answered by (side, question number, option indexes). Fighters are
//! named by their serial, never by `Entity`. The window's prompts, `vortex sim --answers`,
//! replays and `vortex verify` all answer through it.

pub mod face;
pub mod ledger;
pub mod words;

pub use face::{Face, FaceFns};
pub use ledger::{Input, Ledger, Stamped};
pub use words::{Answer, AnswerError, OpenQuestion, QuestionOption, Takes};

use super::battle::Battle;
use super::preset::Presets;
use bevy::prelude::*;

/// The faces of the battle's preset (empty when no battle is on).
fn faces(world: &World) -> &'static [FaceFns] {
    world
        .get_resource::<Battle>()
        .and_then(|b| {
            world
                .get_resource::<Presets>()
                .and_then(|p| p.get(b.preset))
        })
        .map_or(&[], |rules| rules.faces)
}

/// Every question open now, by number (oldest first).
pub fn open_questions(world: &World) -> Vec<OpenQuestion> {
    let mut out = Vec::new();
    for face in faces(world) {
        (face.list)(world, &mut out);
    }
    out.sort_by_key(|q| q.number);
    out
}

/// Answers an open question through the face, recording the answer in the battle's
/// [`Ledger`]. A refused answer changes nothing.
pub fn answer(world: &mut World, answer: &Answer) -> Result<(), AnswerError> {
    for face in faces(world) {
        if let Some(result) = (face.answer)(world, answer) {
            if result.is_ok() {
                ledger::record(world, Input::Answer(answer.clone()));
            }
            return result;
        }
    }
    Err(AnswerError::NotOpen(answer.question))
}

/// Drops the questions open for `who` in every face (its plans take over; the rules ask again).
pub(crate) fn drop_for(world: &mut World, who: Entity) {
    for face in faces(world) {
        (face.drop_for)(world, who);
    }
}

/// Whether a question is open, or answered and not yet taken up by the rules: the rules are
/// asking again, not asking anew (inputs waiting for "just before the next question" wait on).
pub(crate) fn any_asked(world: &World) -> bool {
    faces(world).iter().any(|f| (f.asked)(world))
}

/// Drops every open question (the autopilot takes over).
pub(crate) fn clear(world: &mut World) {
    for face in faces(world) {
        (face.clear)(world);
    }
}

/// An option naming the fighter `e` (its name, then `more`), with its serial.
pub fn fighter_option(world: &World, e: Entity, more: &str) -> QuestionOption {
    let fighter = world.get::<super::fighter::Fighter>(e);
    QuestionOption {
        words: format!("{}{more}", fighter.map_or("?", |f| f.name.as_str())),
        fighter: fighter.map(|f| f.serial),
    }
}
