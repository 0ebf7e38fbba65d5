//! Retirement (seed 000, 補足3 and <トークンの使役に関するルール>): checked only when all
//! processing is over; servants of a retired master are discarded; the last team standing wins.

use crate::rules::core::battlefield::BoardReader;
use crate::rules::core::cards::chain::{Events, Happened};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::cards::tokens::discard_servant;
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::decide_outcome;
use bevy::prelude::*;
use smallvec::SmallVec;

/// Retires every fighter among `changed` (those whose HP changed) at HP 0 or less, in entry
/// order (servants of a retired master are discarded), fills empty lines and decides the outcome
/// when one team or none is left.
pub fn retire_check(world: &mut DuelWorld, changed: &[Entity]) -> Events {
    let at_zero = |e: &&Entity| world.part::<Hp>(**e).is_some_and(|h| h.current <= 0);
    if !changed.iter().any(|e| at_zero(&e)) {
        return Events::new();
    }
    let down: SmallVec<[Entity; 4]> = world
        .res::<Roster>()
        .standing
        .iter()
        .filter(|e| changed.contains(e))
        .filter(at_zero)
        .copied()
        .collect();
    let mut happened = Events::new();
    for e in down {
        Roster::retire(world, e);
        world.log(EventKind::Retire, |w| {
            Facts::on(w, e)
                .what("retire")
                .says(format!("  {} retires", log::name(w, e)))
        });
        if let Some(m) = world.part::<Master>(e).map(|m| m.0)
            && let Some(mut frame) = world.part_mut::<ServantFrame>(m)
        {
            frame.0.retain(|s| *s != e);
            // (The servants after it move up in the order.)
            BoardReader::forget(world);
        }
        let servants = world
            .part::<ServantFrame>(e)
            .map(|f| f.0.clone())
            .unwrap_or_default();
        for s in servants {
            discard_servant(world, e, s, "because its master retired");
        }
        happened.push(Happened::Retired(e));
    }
    if !happened.is_empty() {
        crate::rules::core::battlefield::settle(world);
        decide_outcome(world);
    }
    happened
}
