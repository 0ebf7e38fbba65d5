//! Declarations a player may make at any time, outside any question (seed 003 ■グッドステータス:
//! 「任意のタイミングで、解除することを宣言する」): a good status released — in the holder's own
//! turn as an action, or in anyone's turn as an `Input::Declare` (an absent ally dropping its
//! absence so that it may protect).

use super::state::Conditions;
use crate::data::level::Control;
use crate::data::sheet::Boon;
use crate::rules::core::battle::Battle;
use crate::rules::core::decisions::by_plans;
use crate::rules::core::fighter::{Fighter, Retired};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The words of the declaration that releases `b` (`release Float`).
pub fn release_words(b: Boon) -> String {
    format!("release {b:?}")
}

/// Makes `what` for `who`: `release Float` or `release Absent` while it holds that status.
pub fn declare(world: &mut World, who: Entity, what: &str) -> Result<(), String> {
    let boon = match what.strip_prefix("release ") {
        Some("Float") => Boon::Float,
        Some("Absent") => Boon::Absent,
        _ => return Err(format!("no declaration `{what}` in the Skirmish")),
    };
    // Only a standing character its player answers for declares (▼死亡・気絶: a fainted one
    // does nothing; one played by plans is theirs to decide).
    let player = world
        .get::<Fighter>(who)
        .and_then(|f| world.resource::<Battle>().teams.get(f.team))
        .is_some_and(|t| t.control == Control::Player);
    if !player || by_plans(world, who) || world.get::<Retired>(who).is_some() {
        return Err(format!(
            "{} is not the player's to declare for now",
            log::name(world, who)
        ));
    }
    if !holds(world, who, boon) {
        return Err(format!("{} does not hold {boon:?}", log::name(world, who)));
    }
    release(world, who, boon);
    Ok(())
}

/// Whether `who` holds the good status `b`.
pub fn holds(world: &World, who: Entity, b: Boon) -> bool {
    world
        .get::<Conditions>(who)
        .is_some_and(|c| c.boons().any(|x| x == b))
}

/// Ends `who`'s good status `b` at will, and says so.
pub fn release(world: &mut World, who: Entity, b: Boon) {
    if let Some(mut c) = world.get_mut::<Conditions>(who) {
        match b {
            Boon::Float => {
                c.float = false;
                c.grounded = false;
            }
            Boon::Absent => c.absent = false,
        }
    }
    log::write(world, EventKind::Status, |w| {
        Facts::on(w, who)
            .what(format!("{b:?}"))
            .amount(0)
            .says(format!("  {} ends its {b:?} at will", log::name(w, who)))
    });
}
