//! The Duel's hot reads of a fighter's parts, through query states kept for the world (made on
//! the first battle, kept between battles), so that a read pays no `TypeId` look-up: the kit
//! holds them while the rules run.

use super::components::Abilities;
use crate::rules::core::fighter::Statuses;
use bevy::prelude::*;

/// The kept query states.
pub struct Reads {
    /// A fighter's abilities and statuses: what its triggers are read from.
    triggers: QueryState<(Option<&'static Abilities>, Option<&'static Statuses>)>,
}

/// Where the reads wait between battles (the kit, which holds them in a battle, is not kept).
#[derive(Resource, Default)]
pub(crate) struct KeptReads(Option<Box<Reads>>);

impl Reads {
    /// The kept reads (made on first use).
    pub(super) fn take(world: &mut World) -> Box<Reads> {
        let kept = world
            .get_resource_mut::<KeptReads>()
            .and_then(|mut k| k.0.take());
        kept.unwrap_or_else(|| {
            Box::new(Reads {
                triggers: world.query(),
            })
        })
    }

    /// Keeps the reads for the next battle.
    pub(super) fn keep(self: Box<Self>, world: &mut World) {
        match world.get_resource_mut::<KeptReads>() {
            Some(mut k) => k.0 = Some(self),
            None => world.insert_resource(KeptReads(Some(self))),
        }
    }

    /// The parts a fighter's triggers are read from: its abilities and its statuses.
    pub fn triggers<'w>(
        &mut self,
        world: &'w World,
    ) -> impl Fn(Entity) -> (Option<&'w Abilities>, Option<&'w Statuses>) + use<'w, '_> {
        self.triggers.update_archetypes(world);
        let q = &self.triggers;
        move |e| q.get_manual(world, e).unwrap_or((None, None))
    }
}
