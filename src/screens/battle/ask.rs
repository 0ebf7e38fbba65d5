//! The battle's questions as the window shows them: the open question of the battle's preset,
//! whichever preset asked it, and the player's answer sent back to that preset's decisions.

use crate::data::Control;
use crate::data::Preset;
use crate::rules::core::battle::Battle;
use crate::rules::core::decisions::{Autopilot, Decisions, Question};
use crate::rules::core::fighter::{Controller, Fighter};
use crate::rules::{brawl, duel, showdown, skirmish};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// A question the battle waits on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Request {
    /// A Duel question (a move, a target, a line).
    Duel(duel::ask::Request),
    /// A Skirmish question (an action, an answer to a hit, protecting).
    Skirmish(skirmish::ask::Request),
    /// A Showdown question (the set, paying, placing, upkeep, effects, discarding).
    Showdown(showdown::ask::Request),
    /// A Brawl question (the main step, a skill's aim, a seal, discarding).
    Brawl(brawl::ask::Request),
}

/// The player's answer to a [`Request`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    /// To a Duel question.
    Duel(duel::ask::Choice),
    /// To a Skirmish question.
    Skirmish(skirmish::ask::Choice),
}

/// The battle's open questions and the autopilot, for systems of the battle screen.
#[derive(SystemParam)]
pub(crate) struct Asking<'w, 's> {
    battle: Option<Res<'w, Battle>>,
    duel: Option<ResMut<'w, duel::ask::Decisions>>,
    skirmish: Option<ResMut<'w, skirmish::ask::Decisions>>,
    showdown: Option<ResMut<'w, showdown::ask::Decisions>>,
    brawl: Option<ResMut<'w, brawl::ask::Decisions>>,
    /// Whether plans play for the player.
    pub autopilot: ResMut<'w, Autopilot>,
    controllers: Query<'w, 's, (Entity, &'static Fighter, &'static Controller)>,
    hand_overs: ResMut<'w, super::hand::HandOvers>,
}

fn first<Q: Question>(d: Option<&Decisions<Q>>) -> Option<(Entity, Q)> {
    d.and_then(Decisions::pending)
}

impl Asking<'_, '_> {
    /// The oldest open question for the player, unless plans play for them.
    pub(crate) fn waiting(&self) -> Option<(Entity, Request)> {
        if self.autopilot.0 {
            return None;
        }
        match self.battle.as_ref()?.preset {
            Preset::Duel => first(self.duel.as_deref()).map(|(e, q)| (e, Request::Duel(q))),
            Preset::Skirmish => {
                first(self.skirmish.as_deref()).map(|(e, q)| (e, Request::Skirmish(q)))
            }
            // Seed 001: once built, a contender fights by its plans; nothing is asked.
            Preset::Arena => None,
            Preset::Showdown => {
                first(self.showdown.as_deref()).map(|(e, q)| (e, Request::Showdown(q)))
            }
            Preset::Brawl => first(self.brawl.as_deref()).map(|(e, q)| (e, Request::Brawl(q))),
        }
    }

    /// Whether an answer is on its way to the rules.
    pub(crate) fn answered(&self) -> bool {
        self.duel.as_ref().is_some_and(|d| d.answered())
            || self.skirmish.as_ref().is_some_and(|d| d.answered())
            || self.showdown.as_ref().is_some_and(|d| d.answered())
            || self.brawl.as_ref().is_some_and(|d| d.answered())
    }

    /// Hands the player's decisions to plans, or takes them back; questions left open are
    /// dropped (the rules ask again, and plans answer).
    pub(crate) fn set_autopilot(&mut self, on: bool) {
        self.autopilot.0 = on;
        if on {
            if let Some(d) = self.duel.as_mut() {
                d.clear();
            }
            if let Some(d) = self.skirmish.as_mut() {
                d.clear();
            }
            if let Some(d) = self.showdown.as_mut() {
                d.clear();
            }
            if let Some(d) = self.brawl.as_mut() {
                d.clear();
            }
        }
    }

    /// Asks to hand the player's fighter `who` to its plans, or to take it back: done before
    /// the rules run next ([`super::hand::apply`]), its open questions dropped with it.
    pub(crate) fn hand_over(&mut self, who: Entity, to_plans: bool) {
        self.hand_overs.0.push((who, to_plans));
    }

    /// The player's fighters their plans play for now (handed over one by one).
    pub(crate) fn handed(&self) -> Vec<Entity> {
        let Some(battle) = self.battle.as_deref() else {
            return Vec::new();
        };
        let mut out: Vec<(u32, Entity)> = self
            .controllers
            .iter()
            .filter(|(_, f, c)| {
                c.control == Control::Plans
                    && battle
                        .teams
                        .get(f.team)
                        .is_some_and(|t| t.control == Control::Player)
            })
            .map(|(e, f, _)| (f.serial, e))
            .collect();
        out.sort_unstable();
        out.into_iter().map(|(_, e)| e).collect()
    }

    /// Answers the oldest open question (an answer it does not allow is dropped).
    pub(crate) fn answer(&mut self, choice: Choice) {
        let _ = match choice {
            Choice::Duel(c) => self.duel.as_mut().map(|d| d.answer_pending(c)),
            Choice::Skirmish(c) => self.skirmish.as_mut().map(|d| d.answer_pending(c)),
        };
    }

    /// Answers `who`'s open Showdown question `question` (both players may be asked at once).
    pub(crate) fn answer_showdown(
        &mut self,
        who: Entity,
        question: &showdown::ask::Request,
        choice: showdown::ask::Choice,
    ) {
        if let Some(d) = self.showdown.as_mut() {
            let _ = d.answer(who, question, choice);
        }
    }

    /// Answers `who`'s open Brawl question `question`.
    pub(crate) fn answer_brawl(
        &mut self,
        who: Entity,
        question: &brawl::ask::Request,
        choice: brawl::ask::Choice,
    ) {
        if let Some(d) = self.brawl.as_mut() {
            let _ = d.answer(who, question, choice);
        }
    }

    /// The Showdown questions open for `side`, oldest first.
    pub(crate) fn showdown_open_for(&self, side: usize) -> Vec<(Entity, showdown::ask::Request)> {
        if self.autopilot.0 {
            return Vec::new();
        }
        self.showdown.as_ref().map_or_else(Vec::new, |d| {
            d.open_for(side)
                .map(|a| (a.who, a.question.clone()))
                .collect()
        })
    }
}

/// The oldest open question of the battle in `world`.
pub(crate) fn pending(world: &World) -> Option<(Entity, Request)> {
    match world.get_resource::<Battle>()?.preset {
        Preset::Duel => {
            first(world.get_resource::<duel::ask::Decisions>()).map(|(e, q)| (e, Request::Duel(q)))
        }
        Preset::Skirmish => first(world.get_resource::<skirmish::ask::Decisions>())
            .map(|(e, q)| (e, Request::Skirmish(q))),
        Preset::Showdown => first(world.get_resource::<showdown::ask::Decisions>())
            .map(|(e, q)| (e, Request::Showdown(q))),
        Preset::Brawl => first(world.get_resource::<brawl::ask::Decisions>())
            .map(|(e, q)| (e, Request::Brawl(q))),
        Preset::Arena => None,
    }
}

/// Answers the oldest open question of the battle in `world`.
pub(crate) fn answer(world: &mut World, choice: Choice) {
    let _ = match choice {
        Choice::Duel(c) => world
            .get_resource_mut::<duel::ask::Decisions>()
            .map(|mut d| d.answer_pending(c)),
        Choice::Skirmish(c) => world
            .get_resource_mut::<skirmish::ask::Decisions>()
            .map(|mut d| d.answer_pending(c)),
    };
}
