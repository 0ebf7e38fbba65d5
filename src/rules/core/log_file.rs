//! The log as typed records (`vortex sim --log-format ron|json`): one versioned document of
//! battles, each a list of events with their round, kind, facts and line. This is what tests and
//! tools outside the crate read (docs/REPLAYS.md, "The typed log").

use super::log::{BattleLog, EventKind, Facts, LogEvent};
use serde::{Deserialize, Serialize};

/// The `format` of a typed log.
pub const LOG_FORMAT: &str = "vortex-log";
/// The version of the typed log's layout: bumped whenever a field changes meaning or goes.
pub const LOG_VERSION: u32 = 1;

/// One battle's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleRecord {
    /// The scenario's id.
    pub level: String,
    /// The preset's name.
    pub preset: String,
    /// The seed.
    pub seed: u64,
    /// Its events, oldest first.
    pub events: Vec<EventRecord>,
}

/// One event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventRecord {
    /// The round it happened in (0 before the first round starts).
    pub round: u32,
    /// What kind of event it is.
    pub kind: EventKind,
    /// Who (by serial), by whom, what, how much and what is left.
    pub facts: Facts,
    /// Its line, as the text log writes it.
    pub text: String,
}

/// A whole typed log: its format, version, the game's version and every battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogDocument {
    /// Always [`LOG_FORMAT`].
    pub format: String,
    /// [`LOG_VERSION`] when written.
    pub version: u32,
    /// The game's version.
    pub game: String,
    /// The battles, in the order played.
    pub battles: Vec<BattleRecord>,
}

/// The facts of an event: a preset's event carries its own; the core's own events (the battle's
/// start, a round's start, the outcome) have theirs made here.
pub fn core_facts(event: &LogEvent) -> Facts {
    match event {
        LogEvent::BattleStart { id, seed, .. } => Facts::about(id.as_str()).amount(*seed as i64),
        LogEvent::RoundStart { round } => Facts::about("round").amount(*round),
        LogEvent::RoundCap { cap } => Facts::about("round cap").amount(*cap),
        LogEvent::Winner { side, .. } => Facts::about("winner").amount(*side as i64),
        LogEvent::Draw => Facts::about("draw"),
        LogEvent::Rule { facts, .. } => facts.clone(),
    }
}

impl BattleRecord {
    /// The battle `log` holds, as records.
    pub fn of(log: &BattleLog) -> BattleRecord {
        let (mut level, mut preset, mut seed) = (String::new(), String::new(), 0);
        let mut round = 0;
        let mut events = Vec::with_capacity(log.events.len());
        for e in &log.events {
            match e {
                LogEvent::BattleStart {
                    id: l,
                    preset: p,
                    seed: s,
                    ..
                } => {
                    (level, preset, seed) = (l.clone(), (*p).to_string(), *s);
                }
                LogEvent::RoundStart { round: r } => round = *r,
                _ => {}
            }
            events.push(EventRecord {
                round,
                kind: e.kind(),
                facts: core_facts(e),
                text: e.to_string(),
            });
        }
        BattleRecord {
            level,
            preset,
            seed,
            events,
        }
    }
}

impl LogDocument {
    /// A document of `battles` in this version.
    pub fn new(battles: Vec<BattleRecord>) -> Self {
        LogDocument {
            format: LOG_FORMAT.into(),
            version: LOG_VERSION,
            game: env!("CARGO_PKG_VERSION").into(),
            battles,
        }
    }
}
