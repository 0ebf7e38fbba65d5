//! The Duel's questions (seed 000) asked: the player is asked in the window; plans answer for
//! computer sides. The question types are `super::question`.

use super::kit::DuelWorld;
pub use super::plans::View;
pub use super::plans::plans_choose;
use super::plans::plans_choose_on;
pub use super::question::{Choice, Decisions, MoveChoice, Request, move_options};
use crate::rules::core::battlefield::Board;
use crate::rules::core::decisions;
use crate::rules::core::plans::LazyBoard;
use bevy::prelude::*;

/// Asks `actor`'s controller to decide. Plans answer at once; a player's answer is taken if
/// given, or the request is left open and `None` returned.
pub fn decide(world: &mut DuelWorld, actor: Entity, request: Request) -> Option<Choice> {
    decide_on(world, actor, request, None)
}

/// [`decide`], with the board the request was made on (plans read it instead of a new one).
pub fn decide_on(
    world: &mut DuelWorld,
    actor: Entity,
    request: Request,
    board: Option<&Board>,
) -> Option<Choice> {
    let mut board = world.lazy_board(board, actor);
    decide_with(world, actor, request, &mut board)
}

/// [`decide`], with plans reading `board` (a board they read is left in it for the caller).
pub fn decide_with(
    world: &mut DuelWorld,
    actor: Entity,
    request: Request,
    board: &mut LazyBoard,
) -> Option<Choice> {
    decide_viewed(world, actor, request.view(), || request.clone(), board)
}

/// [`decide_with`] for a question plans read as `view`: the request is made (`make`) only when
/// a player is asked, so a question plans answer at once copies nothing.
pub fn decide_viewed(
    world: &mut DuelWorld,
    actor: Entity,
    view: View,
    make: impl FnOnce() -> Request,
    board: &mut LazyBoard,
) -> Option<Choice> {
    let autopilot = world.autopilot();
    let (planned, applied) = decisions::planned_asking(world, actor, autopilot);
    if applied {
        world.reread_autopilot();
    }
    if planned.by_plans {
        return Some(plans_choose_on(world, actor, view, board, planned.plans));
    }
    decisions::ask_player(world, actor, make())
}
