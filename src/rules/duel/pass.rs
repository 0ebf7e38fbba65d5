//! The Duel's rules at work outside a pass of the countdown (the initiative's battle-start
//! effects, a test): the kit is taken out of the turn's slot ([`CurrentTurn`]), where it waits
//! between passes, and put back after; and it is taken down with its battle.

use super::kit::{DuelWorld, Kit};
use super::turn::Turn;
use crate::rules::core::countdown::CurrentTurn;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Runs `f` on the world with the Duel's kit taken out for it (an entry point of the rules: a
/// phase's system, or a test).
pub fn with_duel<R>(world: &mut World, f: impl FnOnce(&mut DuelWorld) -> R) -> R {
    let mut kit = take(world);
    let out = f(&mut kit.on(world));
    give_back(kit, world);
    out
}

/// Takes the kit out of the turn's slot (a new one, with an empty stack, on a battle's first
/// use).
fn take(world: &mut World) -> Kit {
    let kept = world
        .hot_resource_mut::<CurrentTurn<Turn>>()
        .and_then(|mut slot| slot.take_kit());
    Kit::ready(world, kept)
}

/// Puts the kit back in the turn's slot until the next pass.
fn give_back(kit: Kit, world: &mut World) {
    let kit = kit.set_aside(world);
    match world.hot_resource_mut::<CurrentTurn<Turn>>() {
        Some(mut slot) => slot.keep_kit(kit),
        None => {
            let mut slot = CurrentTurn::<Turn>::default();
            slot.keep_kit(kit);
            world.insert_resource(slot);
        }
    }
}

/// Takes the battle's kit down with the battle, keeping its reads for the next one.
pub fn teardown(world: &mut World) {
    let kit = world
        .hot_resource_mut::<CurrentTurn<Turn>>()
        .and_then(|mut slot| slot.take_kit());
    if let Some(kit) = kit {
        kit.end_battle(world);
    }
}

/// Whether the kit waiting in the turn's slot holds effects on its chain stack.
pub fn stack_waiting(world: &World) -> bool {
    world
        .hot_resource::<CurrentTurn<Turn>>()
        .and_then(|slot| slot.kit())
        .is_some_and(|kit| !kit.stack.items.is_empty())
}
