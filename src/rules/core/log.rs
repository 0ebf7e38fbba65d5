//! The battle log: one typed event per thing that happens, the same events for the same seed and
//! decisions. Each event carries its facts (who by serial, by whom, what, how much, what is left)
//! and its line of text (its `Display`, what `vortex sim --log` writes); the screens colour and
//! pace by [`EventKind`] and read [`Facts`], never the text.

use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::fmt;

pub use super::log_facts::{Facts, Line};

/// What kind of thing an event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EventKind {
    /// The battle starts.
    BattleStart,
    /// A round starts.
    RoundStart,
    /// The initiative order is rolled.
    Initiative,
    /// A fighter's turn (or a servant's action in it) starts.
    TurnStart,
    /// A die is rolled or a card is played: what the fighter will do.
    Action,
    /// A fighter moves.
    Move,
    /// A check (hit, dodge, guard, fall) and its result.
    Check,
    /// HP or MP is lost.
    Damage,
    /// HP or MP is recovered.
    Heal,
    /// A status is given, changes or ends.
    Status,
    /// A triggered ability or effect fires (or cannot).
    Trigger,
    /// A token is summoned or discarded.
    Summon,
    /// A field card is set or acts.
    Field,
    /// A fighter leaves the battle (retires or faints).
    Retire,
    /// Nothing happens: no target, no card, no effect.
    Nothing,
    /// The battle ends: a winner, a draw or the round cap.
    Outcome,
}

/// One event of the battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogEvent {
    /// The battle starts.
    BattleStart {
        /// The scenario's id.
        id: String,
        /// The scenario's name.
        level: String,
        /// The preset's name.
        preset: &'static str,
        /// The seed.
        seed: u64,
    },
    /// A round starts.
    RoundStart {
        /// The round, from 1.
        round: u32,
    },
    /// The round cap is reached: a draw.
    RoundCap {
        /// The cap.
        cap: u32,
    },
    /// A team wins.
    Winner {
        /// The team's name.
        team: String,
        /// The team's index.
        side: usize,
    },
    /// No team is left.
    Draw,
    /// A preset's event: its kind, its facts and its line (indented when it happens inside a turn).
    Rule {
        /// What kind of event it is.
        kind: EventKind,
        /// Who, by whom, what and how much.
        facts: Facts,
        /// Its line.
        text: String,
    },
}

impl LogEvent {
    /// A preset's event of `kind` with its facts and line.
    pub fn rule(kind: EventKind, line: impl Into<Line>) -> LogEvent {
        let Line { facts, text } = line.into();
        LogEvent::Rule { kind, facts, text }
    }

    /// The event's facts (none for the core's own events but the battle's start).
    pub fn facts(&self) -> Option<&Facts> {
        match self {
            LogEvent::Rule { facts, .. } => Some(facts),
            _ => None,
        }
    }

    /// What kind of event it is.
    pub fn kind(&self) -> EventKind {
        match self {
            LogEvent::BattleStart { .. } => EventKind::BattleStart,
            LogEvent::RoundStart { .. } => EventKind::RoundStart,
            LogEvent::RoundCap { .. } | LogEvent::Winner { .. } | LogEvent::Draw => {
                EventKind::Outcome
            }
            LogEvent::Rule { kind, .. } => *kind,
        }
    }
}

impl fmt::Display for LogEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogEvent::BattleStart {
                level,
                preset,
                seed,
                ..
            } => write!(f, "battle {level} ({preset}) seed {seed}"),
            LogEvent::RoundStart { round } => write!(f, "-- round {round} --"),
            LogEvent::RoundCap { cap } => {
                write!(f, "round cap {cap} reached: the battle is a draw")
            }
            LogEvent::Winner { team, .. } => write!(f, "{team} wins"),
            LogEvent::Draw => f.write_str("the battle is a draw"),
            LogEvent::Rule { text, .. } => f.write_str(text),
        }
    }
}

/// Every event the battle has logged, oldest first.
#[derive(Resource, Debug, Clone, Default)]
pub struct BattleLog {
    /// The events.
    pub events: Vec<LogEvent>,
    /// Whether events are kept (a benchmark may turn this off).
    pub enabled: bool,
}

impl BattleLog {
    /// A log that keeps its events.
    pub fn new() -> Self {
        Self {
            events: Vec::new(),
            enabled: true,
        }
    }

    /// Logs an event (made only when the log keeps events).
    pub fn push(&mut self, event: impl FnOnce() -> LogEvent) {
        if self.enabled {
            self.events.push(event());
        }
    }

    /// Logs a preset's event of `kind` whose facts and line are `line` (made only when the log
    /// keeps events).
    pub fn line<L: Into<Line>>(&mut self, kind: EventKind, line: impl FnOnce() -> L) {
        if self.enabled {
            self.events.push(LogEvent::rule(kind, line()));
        }
    }

    /// Whether events are kept.
    pub fn keeps_lines(world: &World) -> bool {
        world.res::<BattleLog>().enabled
    }

    /// The whole log as text, one line per event.
    pub fn text(&self) -> String {
        use fmt::Write;
        let mut out = String::new();
        for e in &self.events {
            let _ = writeln!(out, "{e}");
        }
        out
    }
}

/// Logs a preset's event of `kind` whose facts and line are made from the world; when the log
/// keeps no events this costs one look-up.
pub fn write<L: Into<Line>>(world: &mut World, kind: EventKind, line: impl FnOnce(&World) -> L) {
    if !BattleLog::keeps_lines(world) {
        return;
    }
    let event = LogEvent::rule(kind, line(world));
    world.res_mut::<BattleLog>().events.push(event);
}

/// A fighter's name, for log lines.
pub fn name(world: &World, e: Entity) -> &str {
    match world.get::<super::fighter::Fighter>(e) {
        Some(f) => f.name.as_str(),
        // (Not a fighter: a side's own effects, such as the Vortex's tactic cards.)
        None => world.get::<Name>(e).map_or("", |n| n.as_str()),
    }
}

crate::hot_parts!(BattleLog);
