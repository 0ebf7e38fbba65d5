//! Which kinds of trigger can fire in a battle: those of the fighters' triggered abilities and
//! named statuses. Abilities are only ever lost, and only a summoned token or a named status
//! given by an effect brings a new one, so the kit starts from the fighters in the battle and the
//! effects that summon or give a named status add theirs; an event whose kind no fighter can
//! answer is not checked fighter by fighter.

use crate::data::{Ability, Trigger};
use crate::rules::core::fighter::{Roster, Statuses};
use crate::rules::duel::components::Abilities;
use bevy::prelude::*;

/// A set of trigger kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TriggerKinds(u32);

impl TriggerKinds {
    fn bit(t: Trigger) -> u32 {
        1 << (t as u32)
    }

    /// Whether `t` is in the set.
    pub fn has(self, t: Trigger) -> bool {
        self.0 & Self::bit(t) != 0
    }

    /// Adds `t`.
    pub fn add(&mut self, t: Trigger) {
        self.0 |= Self::bit(t);
    }

    /// Adds the kinds of `abilities`' triggered abilities.
    pub fn add_abilities(&mut self, abilities: &[Ability]) {
        for a in abilities {
            if let Ability::Triggered { when, .. } = a {
                self.add(*when);
            }
        }
    }

    /// Adds the kinds `e`'s abilities and named statuses hold.
    pub fn add_fighter(&mut self, world: &World, e: Entity) {
        if let Some(a) = world.get::<Abilities>(e) {
            self.add_abilities(&a.0);
        }
        if let Some(st) = world.get::<Statuses>(e) {
            for n in &st.named {
                if let Some(t) = n.card.trigger {
                    self.add(t);
                }
            }
        }
    }

    /// The kinds every fighter that has entered the battle holds.
    pub fn of_battle(world: &World) -> TriggerKinds {
        let mut kinds = TriggerKinds::default();
        if let Some(roster) = world.get_resource::<Roster>() {
            for &e in &roster.all {
                kinds.add_fighter(world, e);
            }
        }
        kinds
    }
}
