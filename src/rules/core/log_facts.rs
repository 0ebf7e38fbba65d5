//! What a log event is about, as facts: who (by serial), by whom, what, how much and what is left.
//! Tests, tools (`vortex sim --log-format json`) and the screens read these, not the line's words.

use super::fighter::Fighter;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Who, by whom, what and how much one event is about. A field the event has nothing for is `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    /// The fighter it happens to (hit, healed, moved, given a status, retired; or acting, when it
    /// acts), by serial.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub who: Option<u32>,
    /// The fighter who caused it to `who`, by serial, when another (the attacker, the healer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<u32>,
    /// What: the card, status, skill, trait, zone or check by its content id (or the rule's own word,
    /// such as `"hit"`, `"initiative"` or `"mp"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub what: Option<String>,
    /// How much: damage dealt, HP healed, lines or squares moved, a die's roll, turns of a status.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<i64>,
    /// What is left after it: `who`'s HP after damage or healing (MP when `what` is `"mp"`), a
    /// check's target number, cards left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left: Option<i64>,
}

/// An event's facts and its line of text, as a preset writes it (made by [`Facts::says`]: no
/// event is written without its facts).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The facts.
    pub facts: Facts,
    /// The line.
    pub text: String,
}

/// The serial of something in the battle that is not a fighter but is named in the log (a
/// Brawl creature), taken from the battle's one count of serials when it enters.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Serial(pub u32);

/// `e`'s serial, if it is a fighter or has a [`Serial`].
pub fn serial(world: &World, e: Entity) -> Option<u32> {
    world
        .get::<Fighter>(e)
        .map(|f| f.serial)
        .or_else(|| world.get::<Serial>(e).map(|s| s.0))
}

impl Facts {
    /// An event about fighter `e`.
    pub fn on(world: &World, e: Entity) -> Self {
        Facts {
            who: serial(world, e),
            ..Facts::default()
        }
    }

    /// An event about the fighter with `serial`.
    pub fn on_serial(serial: u32) -> Self {
        Facts {
            who: Some(serial),
            ..Facts::default()
        }
    }

    /// An event about no one fighter, only a thing (a round's zone, the initiative, a field card).
    pub fn about(what: impl Into<String>) -> Self {
        Facts {
            what: Some(what.into()),
            ..Facts::default()
        }
    }

    /// Caused by fighter `e` (nothing when `e` is `who` itself).
    #[must_use]
    pub fn by(mut self, world: &World, e: Entity) -> Self {
        let by = serial(world, e);
        if by != self.who {
            self.by = by;
        }
        self
    }

    /// Caused by the fighter with `serial`, if any (nothing when it is `who` itself).
    #[must_use]
    pub fn by_serial(mut self, serial: Option<u32>) -> Self {
        if serial != self.who {
            self.by = serial;
        }
        self
    }

    /// What it is about.
    #[must_use]
    pub fn what(mut self, what: impl Into<String>) -> Self {
        self.what = Some(what.into());
        self
    }

    /// How much.
    #[must_use]
    pub fn amount(mut self, amount: impl Into<i64>) -> Self {
        self.amount = Some(amount.into());
        self
    }

    /// What is left after it.
    #[must_use]
    pub fn left(mut self, left: impl Into<i64>) -> Self {
        self.left = Some(left.into());
        self
    }

    /// These facts with their line.
    pub fn says(self, text: impl Into<String>) -> Line {
        Line {
            facts: self,
            text: text.into(),
        }
    }
}
