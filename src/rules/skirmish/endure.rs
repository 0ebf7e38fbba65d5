//! ▼「耐える」 asked: a player's character that fainted with uses left is out until its player
//! says whether it endures (`health::faint` puts it in `PendingEndure`); the turn asks first.

use super::health::PendingEndure;
use super::state::EndureUses;
use crate::rules::core::fighter::Roster;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::decide_outcome;
use bevy::prelude::*;

/// Asks the player of each fainted character that may endure whether it does: `None` when none
/// is waiting, `Some(false)` while asked, `Some(true)` when one was settled.
pub fn settle_endure(world: &mut World) -> Option<bool> {
    let e = world.get_resource::<PendingEndure>()?.0.first().copied()?;
    let uses = world.get::<EndureUses>(e).map_or(0, |u| u.0);
    let request = super::ask::Request::Endure { who: e, uses };
    let Some(super::ask::Choice::Endure(yes)) = super::ask::decide(world, e, request) else {
        return Some(false);
    };
    world.resource_mut::<PendingEndure>().0.remove(0);
    if yes {
        Roster::rejoin(world, e);
        super::health::endure(world, e, None);
    } else {
        log::write(world, EventKind::Retire, |w| {
            Facts::on(w, e)
                .what("endure")
                .amount(0)
                .says(format!("  {} stays down", log::name(w, e)))
        });
        decide_outcome(world);
    }
    Some(true)
}
