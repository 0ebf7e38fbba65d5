//! The card rules at work outside a pass of the countdown (the initiative's battle-start
//! effects, a round's dawn or dusk, a test): the kit is taken out of the slot of the preset's
//! turn ([`CurrentTurn<T>`]), where it waits between passes, and put back after; and it is taken
//! down with its battle. Generic over the turn, so every preset that plays action cards keeps
//! its one kit in its own turn's slot.

use super::kit::{DuelWorld, Kit};
use crate::rules::core::countdown::{CurrentTurn, PresetTurn};
use crate::rules::core::hot::{Hot, HotReads};
use bevy::ecs::component::Mutable;
use bevy::prelude::*;

/// The turn types whose slot can hold the card rules' kit.
pub trait KitTurn: PresetTurn<Kit = Kit> {}
impl<T: PresetTurn<Kit = Kit>> KitTurn for T {}

/// Runs `f` on the world with the kit of `T`'s slot taken out for it (an entry point of the
/// rules: a phase's system, or a test).
pub fn with_kit<T, R>(world: &mut World, f: impl FnOnce(&mut DuelWorld) -> R) -> R
where
    T: KitTurn,
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let mut kit = take::<T>(world);
    let out = f(&mut kit.on(world));
    give_back::<T>(kit, world);
    out
}

/// Takes the kit out of the turn's slot (a new one, with an empty stack, on a battle's first
/// use).
fn take<T: KitTurn>(world: &mut World) -> Kit
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let kept = world
        .hot_resource_mut::<CurrentTurn<T>>()
        .and_then(|mut slot| slot.take_kit());
    Kit::ready(world, kept)
}

/// Puts the kit back in the turn's slot until the next pass.
fn give_back<T: KitTurn>(kit: Kit, world: &mut World)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let kit = kit.set_aside(world);
    match world.hot_resource_mut::<CurrentTurn<T>>() {
        Some(mut slot) => slot.keep_kit(kit),
        None => {
            let mut slot = CurrentTurn::<T>::default();
            slot.keep_kit(kit);
            world.insert_resource(slot);
        }
    }
}

/// Takes the battle's kit down with the battle, keeping its reads for the next one.
pub fn teardown<T: KitTurn>(world: &mut World)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let kit = world
        .hot_resource_mut::<CurrentTurn<T>>()
        .and_then(|mut slot| slot.take_kit());
    if let Some(kit) = kit {
        kit.end_battle(world);
    }
}

/// Whether the kit waiting in `T`'s slot holds effects on its chain stack.
pub fn stack_waiting<T: KitTurn>(world: &World) -> bool
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    world
        .hot_resource::<CurrentTurn<T>>()
        .and_then(|slot| slot.kit())
        .is_some_and(|kit| !kit.stack.items.is_empty())
}

/// Puts in the card rules' resources for a battle of `level` (the fields in play, the card
/// questions, the die the screen shows) and empties `T`'s slot: the setup every preset that
/// plays action cards shares (its kit, with the chain stack, is made on the battle's first pass).
pub fn set_up<T: KitTurn>(world: &mut World, level: &crate::data::Level)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let catalog = world.resource::<crate::data::Catalog>();
    let fields = super::field::FieldState::with_terrain(catalog, &level.persistent_terrain);
    world.insert_resource(fields);
    world.insert_resource(super::ask::Decisions::default());
    CurrentTurn::<T>::reset(world);
    world.insert_resource(super::die::LastRoll::default());
}

/// Takes the card rules' resources down after a battle (the turn's slot stays, empty: it keeps
/// the next actor's query for the next battle).
pub fn take_down<T: KitTurn>(world: &mut World)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    world.remove_resource::<super::field::FieldState>();
    teardown::<T>(world);
    world.remove_resource::<super::ask::Decisions>();
    CurrentTurn::<T>::reset(world);
    world.remove_resource::<super::die::LastRoll>();
}
