//! The battle's questions as the window shows them: the open question of the battle's preset,
//! whichever preset asked it, and the player's answers and other inputs, delivered through the
//! answer face (`rules::core::answers`) before the rules run next, so every one is recorded
//! and applies where a replay applies it.

use crate::data::Control;
use crate::data::Preset;
use crate::rules::core::answers::{self, Input, ledger};
use crate::rules::core::battle::Battle;
use crate::rules::core::decisions::{Autopilot, Decisions, Question};
use crate::rules::core::fighter::{Controller, Fighter};
use crate::rules::{brawl, showdown, skirmish};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// A question the battle waits on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Request {
    /// A Duel question (a move, a target, a line).
    Duel(crate::rules::core::cards::ask::Request),
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
    Duel(crate::rules::core::cards::ask::Choice),
    /// To a Skirmish question.
    Skirmish(skirmish::ask::Choice),
}

/// One thing the player did this frame, on its way to the rules.
#[derive(Clone, Debug)]
pub(crate) enum Given {
    /// An answer to a Duel question.
    Duel(
        Entity,
        crate::rules::core::cards::ask::Request,
        crate::rules::core::cards::ask::Choice,
    ),
    /// An answer to a Skirmish question.
    Skirmish(Entity, skirmish::ask::Request, skirmish::ask::Choice),
    /// An answer to a Showdown question.
    Showdown(Entity, showdown::ask::Request, showdown::ask::Choice),
    /// An answer to a Brawl question.
    Brawl(Entity, brawl::ask::Request, brawl::ask::Choice),
    /// Hand a fighter to its plans (`true`) or take it back.
    HandOver(Entity, bool),
    /// Let plans play for the player, or take the battle back.
    Autopilot(bool),
    /// A declaration the player's fighter makes outside any question (`Input::Declare`).
    Declare(Entity, String),
    /// An answer by the question's number and the options picked (the answer face's own form).
    Answer(answers::Answer),
}

use crate::screens::sound::Cue;

/// The fighter whose question the prompt bar drew last (H hands over the fighter the player
/// saw, even when another question came in since).
#[derive(Resource, Default, Debug)]
pub(crate) struct ShownAsk(pub Option<Entity>);

/// What the player did, in order, delivered before the rules run next ([`deliver`]).
#[derive(Resource, Default, Debug)]
pub(crate) struct Inbox(pub Vec<Given>);

/// Delivers the inbox through the answer face: answers by number, the other inputs at the
/// point the battle is at (`rules::core::answers::ledger`).
pub(crate) fn deliver(world: &mut World) {
    let given = std::mem::take(&mut world.resource_mut::<Inbox>().0);
    for g in given {
        let sounded = !matches!(g, Given::Autopilot(_) | Given::HandOver(..));
        let taken = match g {
            Given::Duel(who, q, c) => answers::face::answer_choice(world, who, &q, &c),
            Given::Skirmish(who, q, c) => answers::face::answer_choice(world, who, &q, &c),
            Given::Showdown(who, q, c) => answers::face::answer_choice(world, who, &q, &c),
            Given::Brawl(who, q, c) => answers::face::answer_choice(world, who, &q, &c),
            Given::HandOver(who, to_plans) => {
                if let Some(fighter) = world.get::<Fighter>(who).map(|f| f.serial) {
                    ledger::submit_now(world, |at| Input::hand_over(at, fighter, to_plans));
                }
                Ok(())
            }
            Given::Autopilot(on) => {
                ledger::submit_now(world, |at| Input::autopilot(at, on));
                Ok(())
            }
            Given::Answer(a) => answers::answer(world, &a),
            Given::Declare(who, what) => {
                if let Some(fighter) = world.get::<Fighter>(who).map(|f| f.serial) {
                    ledger::submit_now(world, |at| Input::declare(at, fighter, what));
                }
                Ok(())
            }
        };
        // An answer taken sounds a confirm; one the rules do not allow, a refusal.
        if sounded {
            let cue = if taken.is_ok() {
                Cue::Confirm
            } else {
                Cue::Refuse
            };
            crate::screens::sound::cue(world, cue);
        }
    }
    ledger::apply_due(world);
}

/// The battle's open questions and the autopilot, for systems of the battle screen.
#[derive(SystemParam)]
pub(crate) struct Asking<'w, 's> {
    battle: Option<Res<'w, Battle>>,
    duel: Option<Res<'w, crate::rules::core::cards::ask::Decisions>>,
    skirmish: Option<Res<'w, skirmish::ask::Decisions>>,
    showdown: Option<Res<'w, showdown::ask::Decisions>>,
    brawl: Option<Res<'w, brawl::ask::Decisions>>,
    vortex: Option<Res<'w, crate::rules::vortex::question::Decisions>>,
    /// Whether plans play for the player.
    pub autopilot: Res<'w, Autopilot>,
    controllers: Query<'w, 's, (Entity, &'static Fighter, &'static Controller)>,
    conditions: Query<
        'w,
        's,
        (
            Entity,
            &'static Fighter,
            &'static skirmish::state::Conditions,
        ),
        Without<crate::rules::core::fighter::Retired>,
    >,
    inbox: ResMut<'w, Inbox>,
    shown: Option<ResMut<'w, ShownAsk>>,
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
            // The Vortex's screen asks through the answer face (`super::vortex`).
            Preset::Vortex => None,
        }
    }

    /// Whether the battle waits on the player: [`Self::waiting`], or an open question the
    /// Vortex's screen asks through the answer face (its own or the card rules').
    pub(crate) fn asks_player(&self) -> bool {
        // (The Vortex's decisions exist only in its battles.)
        self.waiting().is_some()
            || (!self.autopilot.0
                && (self.vortex.as_ref().is_some_and(|d| d.waiting())
                    || self.duel.as_ref().is_some_and(|d| d.waiting())))
    }

    /// Whether an answer is on its way to the rules.
    pub(crate) fn answered(&self) -> bool {
        !self.inbox.0.is_empty()
            || self.duel.as_ref().is_some_and(|d| d.answered())
            || self.skirmish.as_ref().is_some_and(|d| d.answered())
            || self.showdown.as_ref().is_some_and(|d| d.answered())
            || self.brawl.as_ref().is_some_and(|d| d.answered())
            || self.vortex.as_ref().is_some_and(|d| d.answered())
    }

    /// Hands the player's decisions to plans, or takes them back; questions left open are
    /// dropped (the rules ask again, and plans answer).
    pub(crate) fn set_autopilot(&mut self, on: bool) {
        self.inbox.0.push(Given::Autopilot(on));
    }

    /// Makes the declaration `what` for the player's fighter `who` (seed 003: a good status
    /// released at any time): applied at the point the battle is at.
    pub(crate) fn declare(&mut self, who: Entity, what: String) {
        self.inbox.0.push(Given::Declare(who, what));
    }

    /// The good statuses the player's characters (not handed to their plans) may release now,
    /// by entry order (■グッドステータス: 「任意のタイミングで、解除することを宣言する」).
    pub(crate) fn releasable(&self) -> Vec<(Entity, String, crate::data::sheet::Boon)> {
        use crate::data::sheet::Boon;
        let Some(battle) = self.battle.as_deref() else {
            return Vec::new();
        };
        let handed = self.handed();
        let mut out: Vec<(u32, Entity, String, Boon)> = Vec::new();
        for (e, f, c) in &self.conditions {
            let player = battle
                .teams
                .get(f.team)
                .is_some_and(|t| t.control == Control::Player);
            if !player || handed.contains(&e) {
                continue;
            }
            out.extend(c.boons().map(|b| (f.serial, e, f.name.clone(), b)));
        }
        out.sort_by_key(|(s, ..)| *s);
        out.into_iter().map(|(_, e, n, b)| (e, n, b)).collect()
    }

    /// Asks to hand the player's fighter `who` to its plans, or to take it back: done before
    /// the rules run next ([`deliver`]), its open questions dropped with it.
    /// Notes that the prompt bar shows `who`'s question (none: no question is shown).
    pub(crate) fn show(&mut self, who: Option<Entity>) {
        if let Some(shown) = self.shown.as_mut()
            && shown.0 != who
        {
            shown.0 = who;
        }
    }

    /// The fighter whose question the prompt bar shows.
    pub(crate) fn shown(&self) -> Option<Entity> {
        self.shown.as_ref().and_then(|s| s.0)
    }

    pub(crate) fn hand_over(&mut self, who: Entity, to_plans: bool) {
        self.inbox.0.push(Given::HandOver(who, to_plans));
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
        let given = match choice {
            Choice::Duel(c) => first(self.duel.as_deref()).map(|(who, q)| Given::Duel(who, q, c)),
            Choice::Skirmish(c) => {
                first(self.skirmish.as_deref()).map(|(who, q)| Given::Skirmish(who, q, c))
            }
        };
        self.inbox.0.extend(given);
    }

    /// Answers `who`'s open Showdown question `question` (both players may be asked at once).
    pub(crate) fn answer_showdown(
        &mut self,
        who: Entity,
        question: &showdown::ask::Request,
        choice: showdown::ask::Choice,
    ) {
        self.inbox
            .0
            .push(Given::Showdown(who, question.clone(), choice));
    }

    /// Answers an open question by its number and the options picked (the Vortex's screen).
    pub(crate) fn answer_open(&mut self, answer: answers::Answer) {
        self.inbox.0.push(Given::Answer(answer));
    }

    /// Answers `who`'s open Brawl question `question`.
    pub(crate) fn answer_brawl(
        &mut self,
        who: Entity,
        question: &brawl::ask::Request,
        choice: brawl::ask::Choice,
    ) {
        self.inbox
            .0
            .push(Given::Brawl(who, question.clone(), choice));
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
        Preset::Duel => first(world.get_resource::<crate::rules::core::cards::ask::Decisions>())
            .map(|(e, q)| (e, Request::Duel(q))),
        Preset::Skirmish => first(world.get_resource::<skirmish::ask::Decisions>())
            .map(|(e, q)| (e, Request::Skirmish(q))),
        Preset::Showdown => first(world.get_resource::<showdown::ask::Decisions>())
            .map(|(e, q)| (e, Request::Showdown(q))),
        Preset::Brawl => first(world.get_resource::<brawl::ask::Decisions>())
            .map(|(e, q)| (e, Request::Brawl(q))),
        Preset::Arena | Preset::Vortex => None,
    }
}

/// Answers `actor`'s `request` as its plans would, through the answer face (the screenshot's
/// and the tests' stand-in for the player).
pub(crate) fn answer_as_plans(world: &mut World, actor: Entity, request: &Request) {
    match request {
        Request::Duel(r) => {
            let c = crate::rules::core::cards::ask::plans_choose(world, actor, r);
            answer(world, Choice::Duel(c));
        }
        Request::Skirmish(r) => {
            let c = skirmish::ask::plans_choose(world, actor, r);
            answer(world, Choice::Skirmish(c));
        }
        Request::Brawl(r) => {
            let c = brawl::plans::answer(world, actor, r);
            let _ = answers::face::answer_choice(world, actor, r, &c);
        }
        Request::Showdown(r) => {
            let c = showdown::plans::answer(world, actor, r);
            let _ = answers::face::answer_choice(world, actor, r, &c);
        }
    }
}

/// Answers the oldest open question of the battle in `world`, through the answer face.
pub(crate) fn answer(world: &mut World, choice: Choice) {
    let _ = match (pending(world), choice) {
        (Some((who, Request::Duel(q))), Choice::Duel(c)) => {
            answers::face::answer_choice(world, who, &q, &c)
        }
        (Some((who, Request::Skirmish(q))), Choice::Skirmish(c)) => {
            answers::face::answer_choice(world, who, &q, &c)
        }
        _ => Ok(()),
    };
}
