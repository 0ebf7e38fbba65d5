//! What the fighters in a battle hold that the rules look for on every fighter they meet: kinds
//! of trigger (triggered abilities and named statuses), extra cards, guardians, servants, named
//! statuses, shields, kinds of modifier. Abilities, extra cards, traits and shields are only ever
//! lost in a Duel; a new one comes only with a summoned token, a named status, a status change or
//! a new field. So the kit reads them off the fighters when it is made, and those effects add
//! theirs ([`Holdings::add_fighter`], [`Holdings::add_named`]). What nobody holds is not looked
//! for fighter by fighter.

use crate::data::keywords::Trait;
use crate::data::{Ability, Modifier, NamedStatusCard, Trigger};
use crate::rules::core::cards::components::{Abilities, Extras};
use crate::rules::core::fighter::{Master, Roster, Statuses};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::traits::HasTraits;
use bevy::prelude::*;

/// What the fighters in a battle hold (or may: nothing is taken away when one is lost).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Holdings {
    /// The kinds of their triggers.
    pub triggers: TriggerKinds,
    /// Whether one holds an extra card (none comes in after the battle starts).
    pub extras: bool,
    /// Whether one is a guardian (守護者).
    pub guardians: bool,
    /// Whether one is a servant (its master's frame is read after the master's action).
    pub servants: bool,
    /// Whether one holds a named status (they count down at their holder's turn end).
    pub named: bool,
    /// Whether one has a shield left (seed 002's シールド: a shield is only ever used up).
    pub shields: bool,
    /// The kinds of modifier in their statuses and base modifiers (a total of a kind nobody
    /// holds is 0). The effects that give a status change or a named status, and a new field,
    /// add theirs.
    pub modifiers: ModifierKinds,
}

impl Holdings {
    /// Adds what `e` holds.
    pub fn add_fighter(&mut self, world: &World, e: Entity) {
        self.triggers.add_fighter(world, e);
        self.extras |= world.part::<Extras>(e).is_some_and(|x| !x.0.is_empty());
        self.guardians |= world
            .part::<HasTraits>(e)
            .is_some_and(|t| t.has(&Trait::Guardian));
        self.servants |= world.part::<Master>(e).is_some();
        self.shields |= world.part::<ShieldLeft>(e).is_some_and(|s| s.0 > 0);
        if let Some(st) = world.part::<Statuses>(e) {
            self.named |= !st.named.is_empty();
            self.modifiers.add_statuses(st);
        }
    }

    /// A named status given by an effect: its trigger's kind and its modifiers' kinds.
    pub fn add_named(&mut self, card: &NamedStatusCard) {
        if let Some(t) = card.trigger {
            self.triggers.add(t);
        }
        self.named = true;
        self.modifiers.add(card.modifiers.iter().copied());
    }

    /// What every fighter that has entered the battle holds.
    pub fn of_battle(world: &World) -> Holdings {
        let mut held = Holdings::default();
        if let Some(roster) = world.hot_resource::<Roster>() {
            for &e in &roster.all {
                held.add_fighter(world, e);
            }
        }
        held
    }
}

/// A set of modifier kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModifierKinds(u16);

impl ModifierKinds {
    /// Whether `m`'s kind is in the set.
    pub fn has(self, m: Modifier) -> bool {
        self.0 & (1 << m.kind_index()) != 0
    }

    /// Adds the kinds of `ms`.
    pub fn add(&mut self, ms: impl IntoIterator<Item = Modifier>) {
        for m in ms {
            self.0 |= 1 << m.kind_index();
        }
    }

    /// Adds every kind in a fighter's statuses: its base modifier, status changes (with their
    /// continuous sources) and named statuses.
    pub fn add_statuses(&mut self, st: &Statuses) {
        self.add(st.base.0.iter().copied());
        self.add(st.rows.iter().map(|(_, m)| *m));
        self.add(st.changes.iter().map(|c| c.modifier));
        self.add(st.continuous.iter().copied());
        for n in &st.named {
            self.add(n.card.modifiers.iter().copied());
        }
    }
}

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

    /// Adds `t`, with the kind of event it answers where that is another kind's (the Vortex's
    /// Dawn and Dusk answer a turn's start and end, a Retreat a retirement), so that a look for
    /// an event's kind is one test.
    pub fn add(&mut self, t: Trigger) {
        self.0 |= Self::bit(t) | Self::bit(t.event_kind());
        // (A Retreat fires on its holder's retirement, an event of the AllyRetired kind.)
        if t == Trigger::Retreat {
            self.0 |= Self::bit(Trigger::AllyRetired);
        }
    }

    /// Adds the kinds of `abilities`' triggered abilities.
    pub fn add_abilities(&mut self, abilities: &[Ability]) {
        for a in abilities {
            if let (Ability::Triggered { when, .. }, _) = a.unwrapped() {
                self.add(*when);
            }
        }
    }

    /// Adds the kinds `e`'s abilities and named statuses hold.
    pub fn add_fighter(&mut self, world: &World, e: Entity) {
        if let Some(a) = world.part::<Abilities>(e) {
            self.add_abilities(&a.0);
        }
        if let Some(st) = world.part::<Statuses>(e) {
            for n in &st.named {
                if let Some(t) = n.card.trigger {
                    self.add(t);
                }
            }
        }
    }
}
