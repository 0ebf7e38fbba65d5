//! The battle's ledger of questions and inputs: how many questions the player's sides have been
//! asked (the numbers questions take), the inputs that answer no question waiting for their
//! point, and every input taken, in order, with its in-game time (what a replay records).
//!
//! An input that answers no question (handing a fighter to its plans or taking it back, the
//! autopilot, a declaration a rule lets a player make at any time) applies at a point: "after question N was asked". Given while the battle waits, it
//! applies at once; given while the rules run, it waits and applies just before the next
//! question is asked of a player's side. So the window, which runs a battle one stage a frame,
//! and a free run apply it at the same place in the battle.

use super::words::Answer;
use crate::rules::core::battle::Battle;
use crate::rules::core::decisions::{self, Autopilot};
use crate::rules::core::fighter::{Fighter, InBattle};
use crate::rules::core::hot::HotReads;
use crate::rules::core::preset::Presets;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Where an input that answers no question applied: kept with it in a replay, so that a replay
/// applies it at the same place (a point can be reached both ways: a wait with question N
/// asked, and the moment before question N + 1 is asked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Applied {
    /// While the battle waited with question `at` asked.
    AtWait,
    /// Just before question `at + 1` was asked.
    BeforeNext,
}

/// One input of a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Input {
    /// An answer to an open question.
    Answer(Answer),
    /// Hands the player's fighter with this serial to its plans (`to_plans`) or takes it back,
    /// after question `at` was asked.
    HandOver {
        /// The point: after this many questions were asked of the player's sides.
        at: u64,
        /// The fighter, by serial.
        fighter: u32,
        /// To its plans, or back to the player.
        to_plans: bool,
        /// Where it applied (recorded; given again by a replay): none, where it comes first.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        applied: Option<Applied>,
    },
    /// A declaration the player's fighter with this serial makes at any time, outside any
    /// question (its preset's `declare`: seed 003's release of a good status, 「任意のタイミング
    /// で、解除することを宣言する」), after question `at`.
    Declare {
        /// The point: after this many questions were asked of the player's sides.
        at: u64,
        /// The fighter, by serial.
        fighter: u32,
        /// What it declares, in its preset's words (`release Float`).
        what: String,
        /// Where it applied (recorded; given again by a replay): none, where it comes first.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        applied: Option<Applied>,
    },
    /// Lets plans play for the player (`on`) or takes the battle back, after question `at`.
    Autopilot {
        /// The point: after this many questions were asked of the player's sides.
        at: u64,
        /// On or off.
        on: bool,
        /// Where it applied (recorded; given again by a replay): none, where it comes first.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        applied: Option<Applied>,
    },
}

impl Input {
    /// Hands a fighter over (or back) at point `at`, wherever the point comes first.
    pub fn hand_over(at: u64, fighter: u32, to_plans: bool) -> Input {
        Input::HandOver {
            at,
            fighter,
            to_plans,
            applied: None,
        }
    }

    /// The autopilot on or off at point `at`, wherever the point comes first.
    pub fn autopilot(at: u64, on: bool) -> Input {
        Input::Autopilot {
            at,
            on,
            applied: None,
        }
    }

    /// A declaration by the fighter with serial `fighter` at point `at`, wherever the point
    /// comes first.
    pub fn declare(at: u64, fighter: u32, what: impl Into<String>) -> Input {
        Input::Declare {
            at,
            fighter,
            what: what.into(),
            applied: None,
        }
    }

    /// The point an input that answers no question applies at (none for an answer).
    pub fn at(&self) -> Option<u64> {
        match self {
            Input::Answer(_) => None,
            Input::HandOver { at, .. }
            | Input::Declare { at, .. }
            | Input::Autopilot { at, .. } => Some(*at),
        }
    }

    /// Where it must apply (none: wherever its point comes first).
    pub fn applied(&self) -> Option<Applied> {
        match self {
            Input::Answer(_) => None,
            Input::HandOver { applied, .. }
            | Input::Declare { applied, .. }
            | Input::Autopilot { applied, .. } => *applied,
        }
    }

    /// The input, marked as applied `how`.
    fn marked(mut self, how: Applied) -> Input {
        if let Input::HandOver { applied, .. }
        | Input::Declare { applied, .. }
        | Input::Autopilot { applied, .. } = &mut self
        {
            *applied = Some(how);
        }
        self
    }
}

/// An input taken, with the in-game time it was given at (integer milliseconds,
/// docs/REPLAYS.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamped {
    /// In-game milliseconds.
    pub ms: u64,
    /// The input.
    pub input: Input,
}

/// The battle's questions and inputs (new for every battle).
#[derive(Resource, Clone, Debug, Default)]
pub struct Ledger {
    asked: u64,
    pending: Vec<Input>,
    taken: Vec<Stamped>,
    /// The in-game time now, in milliseconds, as the window's clock gives it (0 headless):
    /// inputs taken are stamped with it.
    pub now_ms: u64,
}

impl Ledger {
    /// How many questions the player's sides have been asked.
    pub fn asked(&self) -> u64 {
        self.asked
    }

    /// Every input taken, in order.
    pub fn taken(&self) -> &[Stamped] {
        &self.taken
    }

    /// Whether inputs wait for their point.
    pub fn pending(&self) -> bool {
        !self.pending.is_empty()
    }
}

/// Counts a question asked of a player's side and gives its number (from 1).
pub(crate) fn number(world: &mut World) -> u64 {
    let Some(mut ledger) = world.hot_resource_mut::<Ledger>() else {
        return 0;
    };
    ledger.asked += 1;
    ledger.asked
}

/// With no input waiting for its point, counts the question about to be asked (when `count`:
/// plans answer it) and says so; with inputs waiting, leaves everything to
/// [`before_asking`] and [`number`]. One look at the ledger for the usual case.
pub(crate) fn count_unless_pending(world: &mut World, count: bool) -> bool {
    let Some(mut ledger) = world.hot_resource_mut::<Ledger>() else {
        return true;
    };
    if ledger.pending() {
        return false;
    }
    if count {
        ledger.asked += 1;
    }
    true
}

/// Records an input taken.
pub(crate) fn record(world: &mut World, input: Input) {
    if let Some(mut ledger) = world.get_resource_mut::<Ledger>() {
        let ms = ledger.now_ms;
        ledger.taken.push(Stamped { ms, input });
    }
}

/// Just before a question is asked of a player's side: applies the inputs waiting for their
/// point. Returns whether any applied (a caller that read the autopilot reads it again).
pub fn before_asking(world: &mut World) -> bool {
    if !world.hot_resource::<Ledger>().is_some_and(Ledger::pending) {
        return false;
    }
    apply_pending(world, Applied::BeforeNext)
}

/// Gives an input that answers no question, for the point `at` (the questions asked so far, or
/// a later point; never an earlier one). At the point the battle is at while it waits, it
/// applies at once; otherwise just before question `at + 1` is asked.
pub fn submit(world: &mut World, input: Input) -> Result<(), String> {
    let Some(at) = input.at() else {
        return Err("an answer goes through answers::answer".into());
    };
    let Some(mut ledger) = world.get_resource_mut::<Ledger>() else {
        return Err("no battle".into());
    };
    if at < ledger.asked {
        return Err(format!(
            "the input applies after question {at}, but {} have been asked",
            ledger.asked
        ));
    }
    ledger.pending.push(input);
    if at == ledger.asked && Presets::waiting(world) {
        apply_pending(world, Applied::AtWait);
    }
    Ok(())
}

/// While the battle waits with question N asked: applies the inputs pending for point N (given
/// ahead, for a point the battle has now reached). With [`before_asking`] this makes the rule
/// "an input for point N applies at the first wait after question N was asked, or just before
/// question N + 1 is asked, whichever comes first" — the same wherever the input was given.
pub fn apply_due(world: &mut World) -> bool {
    if !world.hot_resource::<Ledger>().is_some_and(Ledger::pending) || !Presets::waiting(world) {
        return false;
    }
    apply_pending(world, Applied::AtWait)
}

/// [`submit`] at the point where the battle is now.
pub fn submit_now(world: &mut World, make: impl FnOnce(u64) -> Input) {
    let at = world.get_resource::<Ledger>().map_or(0, Ledger::asked);
    let _ = submit(world, make(at));
}

/// Applies the inputs waiting for the point the battle is at, reached `how` (in the order
/// given; one a replay marked as applied the other way waits); returns whether any applied.
fn apply_pending(world: &mut World, how: Applied) -> bool {
    let due: Vec<Input> = {
        let Some(mut ledger) = world.get_resource_mut::<Ledger>() else {
            return false;
        };
        let now = ledger.asked;
        let (due, later) = std::mem::take(&mut ledger.pending)
            .into_iter()
            .partition(|i| i.at() == Some(now) && i.applied().is_none_or(|a| a == how));
        ledger.pending = later;
        due
    };
    let applied = !due.is_empty();
    for input in due {
        match &input {
            Input::Answer(_) => continue,
            Input::HandOver {
                fighter, to_plans, ..
            } => {
                let Some(who) = by_serial(world, *fighter) else {
                    continue;
                };
                decisions::hand_over(world, who, *to_plans);
                if *to_plans {
                    super::drop_for(world, who);
                }
            }
            Input::Declare { fighter, what, .. } => {
                let Some(who) = by_serial(world, *fighter) else {
                    continue;
                };
                let declare = world
                    .hot_resource::<Battle>()
                    .map(|b| b.preset)
                    .and_then(|p| world.resource::<Presets>().get(p).map(|r| r.declare));
                // A declaration the rules refuse now (the status already gone) does nothing,
                // and is not recorded: a replay gives only what applied.
                if declare.is_none_or(|d| d(world, who, what).is_err()) {
                    continue;
                }
                // What was asked may no longer be what the rules would ask: they ask again.
                super::clear(world);
            }
            Input::Autopilot { on, .. } => {
                world.insert_resource(Autopilot(*on));
                if *on {
                    super::clear(world);
                }
            }
        }
        record(world, input.marked(how));
    }
    applied
}

/// The fighter in the battle with this serial.
pub fn by_serial(world: &mut World, serial: u32) -> Option<Entity> {
    let mut q = world.query_filtered::<(Entity, &Fighter), With<InBattle>>();
    q.iter(world)
        .find(|(_, f)| f.serial == serial)
        .map(|(e, _)| e)
}

crate::hot_parts!(Ledger);
