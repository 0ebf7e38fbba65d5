//! Decisions: what the player or a fighter's plans choose.
//!
//! A preset asks with its own question type (a [`Question`]); each battle keeps one
//! [`Decisions`] of that type. Plans answer at once. A player's question is left open for the
//! player's side, and the rule that asked stops (its step returns `Blocked`) and asks again when
//! it runs next: by then the answer is there, or the question is still open. A side may have
//! several questions open at once and answer them in any order; the battle waits while any
//! question is open.

use super::answers;
use super::battle::Battle;
use super::fighter::{Controller, Fighter};
use crate::data::level::Control;
use crate::data::plan::FighterPlan;
use crate::rules::core::hot::{Hot, HotReads};
use bevy::prelude::*;
use std::fmt::Debug;
use std::sync::Arc;

/// A preset's question to a fighter's controller.
pub trait Question: Clone + PartialEq + Debug + Send + Sync + 'static {
    /// What answers it.
    type Answer: Clone + PartialEq + Debug + Send + Sync + 'static;
    /// Whether `answer` is one of the answers this question allows.
    fn accepts(&self, answer: &Self::Answer) -> bool;
}

/// Plans decide for the player's fighters too (headless battles, AI against AI, or the player
/// handing the battle to plans; whoever turns it on clears the open questions).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Autopilot(pub bool);

/// Whether a battle whose questions are `Q` waits for a player's answer (a preset's
/// `PresetRules::waiting`).
pub fn waiting_on<Q: Question>(world: &World) -> bool
where
    Decisions<Q>: Hot,
{
    world
        .hot_resource::<Decisions<Q>>()
        .is_some_and(|d| d.waiting())
}

/// A question put to a side, and its answer once given.
#[derive(Clone, Debug)]
pub struct Asked<Q: Question> {
    /// The side (team) that answers.
    pub side: usize,
    /// The fighter the question is for.
    pub who: Entity,
    /// The question.
    pub question: Q,
    /// Its number (the answer face's: questions asked of the player's sides, from 1).
    pub number: u64,
    /// The side's answer, until the rule that asked takes it.
    pub answer: Option<Q::Answer>,
}

/// Why an answer was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// No such question is open.
    NotOpen,
    /// The question does not allow that answer.
    NotAllowed,
}

/// The questions put to the sides in this battle, with the answers given and not yet taken.
#[derive(Resource, Clone, Debug)]
pub struct Decisions<Q: Question> {
    asked: Vec<Asked<Q>>,
}

impl<Q: Question> Default for Decisions<Q> {
    fn default() -> Self {
        Self { asked: Vec::new() }
    }
}

impl<Q: Question> Decisions<Q> {
    /// The questions still waiting for an answer, oldest first.
    pub fn open(&self) -> impl Iterator<Item = &Asked<Q>> {
        self.asked.iter().filter(|a| a.answer.is_none())
    }

    /// The questions still waiting for `side`'s answer, oldest first.
    pub fn open_for(&self, side: usize) -> impl Iterator<Item = &Asked<Q>> {
        self.open().filter(move |a| a.side == side)
    }

    /// The oldest question still open: who it is for, and what.
    pub fn pending(&self) -> Option<(Entity, Q)> {
        self.open().next().map(|a| (a.who, a.question.clone()))
    }

    /// Whether an answer was given that the rule that asked has not taken yet.
    pub fn answered(&self) -> bool {
        self.asked.iter().any(|a| a.answer.is_some())
    }

    /// Whether the battle waits for an answer.
    pub fn waiting(&self) -> bool {
        self.open().next().is_some()
    }

    /// Answers the open question `question` of `who`.
    pub fn answer(&mut self, who: Entity, question: &Q, answer: Q::Answer) -> Result<(), Refused> {
        self.answer_where(answer, |a| a.who == who && a.question == *question)
    }

    /// Answers the open question numbered `number`.
    pub fn answer_number(&mut self, number: u64, answer: Q::Answer) -> Result<(), Refused> {
        self.answer_where(answer, |a| a.number == number)
    }

    /// Whether nothing is asked: no question open, no answer waiting to be taken up.
    pub fn is_empty(&self) -> bool {
        self.asked.is_empty()
    }

    /// Answers the first open question `is` picks out, if it allows `answer`.
    fn answer_where(
        &mut self,
        answer: Q::Answer,
        is: impl Fn(&Asked<Q>) -> bool,
    ) -> Result<(), Refused> {
        let asked = self
            .asked
            .iter_mut()
            .find(|a| a.answer.is_none() && is(a))
            .ok_or(Refused::NotOpen)?;
        if !asked.question.accepts(&answer) {
            return Err(Refused::NotAllowed);
        }
        asked.answer = Some(answer);
        Ok(())
    }

    /// Answers the oldest open question.
    pub fn answer_pending(&mut self, answer: Q::Answer) -> Result<(), Refused> {
        let (who, question) = self.pending().ok_or(Refused::NotOpen)?;
        self.answer(who, &question, answer)
    }

    /// Drops every question (plans take over, or the battle is left).
    pub fn clear(&mut self) {
        self.asked.clear();
    }

    /// Drops the questions put to `who` (its plans take over; the rules ask again).
    pub fn drop_for(&mut self, who: Entity) {
        self.asked.retain(|a| a.who != who);
    }
}

/// Hands a fighter of the player's to its plans (`to_plans`), or takes it back: only a fighter
/// of a side the player controls changes hands. Returns whether it did; the caller drops the
/// questions left open for it ([`Decisions::drop_for`]) in the same step, before the rules run.
pub fn hand_over(world: &mut World, who: Entity, to_plans: bool) -> bool {
    let players = world.part::<Fighter>(who).is_some_and(|f| {
        world
            .hot_resource::<Battle>()
            .and_then(|b| b.teams.get(f.team))
            .is_some_and(|t| t.control == Control::Player)
    });
    let want = if to_plans {
        Control::Plans
    } else {
        Control::Player
    };
    let Some(mut controller) = world.part_mut::<Controller>(who) else {
        return false;
    };
    if !players || controller.control == want {
        return false;
    }
    controller.control = want;
    true
}

/// Whether `who` is decided for by its plans (its controller, or the autopilot).
pub fn by_plans(world: &World, who: Entity) -> bool {
    world.hot_resource::<Autopilot>().is_some_and(|a| a.0)
        || plans_control(world.part::<Controller>(who))
}

/// Whether a fighter with this controller (none: no player's) is decided for by its plans.
fn plans_control(controller: Option<&Controller>) -> bool {
    controller.is_none_or(|c| c.control == Control::Plans)
}

/// Asks `who`'s controller. Plans answer at once (with `plans`); a player's answer is taken if
/// it was given, otherwise the question is left open for the player's side and `None` returned.
pub fn ask<Q: Question>(
    world: &mut World,
    who: Entity,
    question: Q,
    plans: impl FnOnce(&mut World, &Q) -> Q::Answer,
) -> Option<Q::Answer> {
    ask_keeping(world, who, question, plans).0
}

/// [`ask`], giving the question back when plans answered it at once (for a caller that reuses
/// what the question holds).
pub fn ask_keeping<Q: Question>(
    world: &mut World,
    who: Entity,
    question: Q,
    plans: impl FnOnce(&mut World, &Q) -> Q::Answer,
) -> (Option<Q::Answer>, Option<Q>) {
    let autopilot = world.hot_resource::<Autopilot>().is_some_and(|a| a.0);
    if planned_asking(world, who, autopilot).0.by_plans {
        // Questions left open when plans took over are dropped by whoever handed over
        // ([`Decisions::clear`], [`Decisions::drop_for`]), so plans need not look at them.
        let answer = plans(world, &question);
        return (Some(answer), Some(question));
    }
    (ask_player(world, who, question), None)
}

/// Whether plans answer for `who` with the autopilot `autopilot` (read once by a caller that
/// asks many questions), and its controller's plans: one read of the controller. A caller that
/// has read it asks plans itself, or the player by [`ask_player`].
pub fn planned(world: &World, who: Entity, autopilot: bool) -> Planned {
    let controller = world.part::<Controller>(who);
    Planned {
        by_plans: autopilot || plans_control(controller),
        plans: controller.map(|c| c.plans.clone()),
        player_side: controller.is_some_and(|c| c.player_side),
    }
}

/// What [`planned`] reads of a fighter's controller.
pub struct Planned {
    /// Whether plans answer.
    pub by_plans: bool,
    /// Its plans.
    pub plans: Option<Arc<[FighterPlan]>>,
    /// Whether it is of a side the player controls (its questions are numbered).
    pub player_side: bool,
}

/// [`planned`] for a question about to be asked of `who`. For a fighter of a player's side,
/// the inputs waiting for this point apply first (a hand-over, the autopilot; then the
/// controller and the autopilot are read again), and a question its plans answer is counted (one
/// the player is asked is counted when it opens, by [`ask_player`]). Also says whether any input
/// applied (a caller that keeps the autopilot reads it again).
pub fn planned_asking(world: &mut World, who: Entity, autopilot: bool) -> (Planned, bool) {
    let mut read = planned(world, who, autopilot);
    if !read.player_side {
        return (read, false);
    }
    // Most questions find no input waiting: one look at the ledger counts them.
    if answers::ledger::count_unless_pending(world, read.by_plans) {
        return (read, false);
    }
    // Asking again (a question open, or an answer to take up) is not asking anew: inputs for
    // "just before the next question" wait on.
    let applied = !answers::any_asked(world) && answers::ledger::before_asking(world);
    if applied {
        let autopilot = world.hot_resource::<Autopilot>().is_some_and(|a| a.0);
        read = planned(world, who, autopilot);
    }
    if read.by_plans {
        answers::ledger::number(world);
    }
    (read, applied)
}

/// The player's side of [`ask`]: its answer if given, else the question left open.
pub fn ask_player<Q: Question>(world: &mut World, who: Entity, question: Q) -> Option<Q::Answer> {
    let side = world.part::<Fighter>(who).map_or(0, |f| f.team);
    let mut d = world.resource_mut::<Decisions<Q>>();
    match d
        .asked
        .iter()
        .position(|a| a.who == who && a.question == question)
    {
        Some(i) if d.asked[i].answer.is_some() => d.asked.remove(i).answer,
        Some(_) => None,
        None => {
            let number = answers::ledger::number(world);
            world.resource_mut::<Decisions<Q>>().asked.push(Asked {
                side,
                who,
                question,
                number,
                answer: None,
            });
            None
        }
    }
}

/// Asks several controllers at once and takes their answers only when every one is in: for a
/// rule where all sides choose before anything resolves (seed 004's set). Plans answer at once;
/// a player's question is opened (or left open) and nothing is taken while any is unanswered.
pub fn ask_all<Q: Question>(
    world: &mut World,
    questions: Vec<(Entity, Q)>,
    plans: impl Fn(&mut World, Entity, &Q) -> Q::Answer,
) -> Option<Vec<Q::Answer>> {
    let mut answers: Vec<Option<Q::Answer>> = Vec::with_capacity(questions.len());
    // Questions opened now are numbered together, by (side, serial).
    let mut opened: Vec<(usize, u32, usize)> = Vec::new();
    let player_side =
        |w: &World, who: Entity| w.part::<Controller>(who).is_some_and(|c| c.player_side);
    if questions.iter().any(|(who, _)| player_side(world, *who)) && !answers::any_asked(world) {
        answers::ledger::before_asking(world);
    }
    // Player's questions plans answer (the autopilot) count when all are taken in this call.
    let (mut planned_players, mut kept) = (0, false);
    for (i, (who, question)) in questions.iter().enumerate() {
        if by_plans(world, *who) {
            planned_players += usize::from(player_side(world, *who));
            answers.push(Some(plans(world, *who, question)));
            continue;
        }
        kept = true;
        let (side, serial) = world
            .part::<Fighter>(*who)
            .map_or((0, 0), |f| (f.team, f.serial));
        let d = world.resource::<Decisions<Q>>();
        match d
            .asked
            .iter()
            .find(|a| a.who == *who && a.question == *question)
        {
            Some(a) => answers.push(a.answer.clone()),
            None => {
                opened.push((side, serial, i));
                answers.push(None);
            }
        }
    }
    opened.sort_unstable();
    for (side, _, i) in opened {
        let number = answers::ledger::number(world);
        let (who, question) = &questions[i];
        world.resource_mut::<Decisions<Q>>().asked.push(Asked {
            side,
            who: *who,
            question: question.clone(),
            number,
            answer: None,
        });
    }
    if answers.iter().any(Option::is_none) {
        return None;
    }
    if !kept {
        for _ in 0..planned_players {
            answers::ledger::number(world);
        }
    }
    let mut d = world.resource_mut::<Decisions<Q>>();
    for (who, question) in &questions {
        if let Some(i) = d
            .asked
            .iter()
            .position(|a| a.who == *who && a.question == *question && a.answer.is_some())
        {
            d.asked.remove(i);
        }
    }
    answers.into_iter().collect()
}

crate::hot_parts!(Autopilot);
