//! Taking back a move (issue 40, item 6; Into the Breach's rule, docs/RULES.md, Vortex): a
//! player's fighter that moved to play its readied card may take the move back while the turn
//! waits on the card's targets, if nothing random was drawn since the move began (no fall
//! check). Its square (and so its engagements), its AC and its panels are as before the move, and
//! the turn asks its action again. It is a declaration (`Input::Declare`, [`WORDS`]), so a replay
//! records it; plans never take a move back. A move that holds the card ends the turn at once
//! (F1), so there is no turn left to take it back in.

use super::tally::VortexTally;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::log;
use crate::rules::core::panels::Patterns;
use crate::rules::core::take_back::{self, drawn};
use bevy::prelude::*;

/// The declaration's words.
pub const WORDS: &str = "take back the move";

/// The move that may be taken back, if any (why the last one cannot be:
/// [`take_back::Refused`]).
#[derive(Resource, Default, Clone, Debug)]
pub struct TakeBack(Option<Before>);

/// A fighter as it stood before its move, and how many words the battle's generator had drawn.
#[derive(Clone, Debug)]
struct Before {
    who: Entity,
    turn: u32,
    at: GridPos,
    ac: i32,
    patterns: Option<Patterns>,
    tally: Option<VortexTally>,
    drawn: u64,
}

/// Remembers `who` as it stands, before it moves to play its card.
pub fn remember(world: &mut World, who: Entity) {
    let Some(&at) = world.get::<GridPos>(who) else {
        return;
    };
    let before = Before {
        who,
        turn: take_back::turn(world),
        at,
        ac: super::act::ac(world, who),
        patterns: world.get::<Patterns>(who).cloned(),
        tally: world.get_resource::<VortexTally>().cloned(),
        drawn: drawn(world),
    };
    world.insert_resource(TakeBack(Some(before)));
    take_back::forgive(world);
}

/// After the move and the payment: it can no longer be taken back if a fall check was rolled or
/// the fighter left the battle.
pub fn settle(world: &mut World) {
    let Some(b) = world.get_resource::<TakeBack>().and_then(|t| t.0.clone()) else {
        return;
    };
    if let Some(why) = take_back::spoiled(world, b.who, b.drawn) {
        world.insert_resource(TakeBack(None));
        take_back::refuse(world, b.who, why);
    }
}

/// Why `who`'s move in this turn cannot be taken back, if it moved and cannot.
pub fn why_not(world: &World, who: Entity) -> Option<&'static str> {
    take_back::why_not(world, who)
}

/// Whether `who` may take its move back now: it moved in this turn, nothing random was drawn
/// since, and its turn waits on the card's targets.
pub fn offered(world: &World, who: Entity) -> bool {
    let turn = take_back::turn(world);
    world
        .get_resource::<TakeBack>()
        .and_then(|t| t.0.as_ref())
        .is_some_and(|b| b.who == who && b.turn == turn && b.drawn == drawn(world))
        && super::turn::at_targets(world, who)
}

/// The declaration (the preset's `declare`): takes `who`'s move back, or says why not.
pub fn declare(world: &mut World, who: Entity, what: &str) -> Result<(), String> {
    if what != WORDS {
        return Err(format!("no declaration `{what}` in the Vortex"));
    }
    if !offered(world, who) {
        return Err(format!(
            "{} has no move to take back now",
            log::name(world, who)
        ));
    }
    let Some(b) = world.resource_mut::<TakeBack>().0.take() else {
        return Err("no move to take back".into());
    };
    super::turn::rewind_to_choice(world, who);
    if let Some(p) = b.patterns {
        world.entity_mut(who).insert(p);
    }
    if let Some(t) = b.tally {
        world.insert_resource(t);
    }
    take_back::put_back(world, who, b.at, b.ac);
    Ok(())
}
