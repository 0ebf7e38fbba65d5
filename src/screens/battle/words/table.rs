//! The message table (`assets/words/log.en.ron`, or `log.ja.ron` when the window speaks
//! Japanese): which sentence the window shows for a log event, filled in from its facts.

use crate::data::Preset;
use crate::rules::core::log::{EventKind, LogEvent};
use serde::Deserialize;
use std::sync::OnceLock;

/// What the fact `what` of an event must be for an entry to say it.
#[derive(Clone, Debug, Deserialize)]
pub(super) enum What {
    /// Anything, or nothing.
    Any,
    /// Exactly this.
    Is(String),
    /// Beginning with this.
    Starts(String),
}

/// One entry of the table.
#[derive(Clone, Debug, Deserialize)]
pub(super) struct Message {
    /// The rule system (`None`: any).
    pub preset: Option<Preset>,
    /// The event's kind.
    pub kind: EventKind,
    /// What the event is about.
    pub what: What,
    /// The sentence, with `{who}`, `{by}`, `{what}`, `{amount}`, `{left}` and `{s}`.
    pub says: String,
}

/// The table's text, built into the game (its file is checked by a test).
const TEXT: &str = include_str!("../../../../assets/words/log.en.ron");

/// The Japanese table's text: the same entries, in Japanese.
pub(super) const TEXT_JA: &str = include_str!("../../../../assets/words/log.ja.ron");

/// The table of the language spoken, read once.
pub(super) fn table() -> &'static [Message] {
    static TABLE: OnceLock<Vec<Message>> = OnceLock::new();
    static JAPANESE: OnceLock<Vec<Message>> = OnceLock::new();
    match crate::data::lang::current() {
        crate::data::lang::Lang::English => TABLE.get_or_init(|| parse(TEXT).unwrap_or_default()),
        crate::data::lang::Lang::Japanese => {
            JAPANESE.get_or_init(|| parse(TEXT_JA).unwrap_or_default())
        }
    }
}

/// Reads a table, or where it is wrong (line, column and what).
pub(super) fn parse(text: &str) -> Result<Vec<Message>, ron::error::SpannedError> {
    crate::data::load::ron_options().from_str(text)
}

/// The names and numbers a sentence is filled in with.
pub(super) struct Fill<'a> {
    pub who: Option<&'a str>,
    pub by: Option<&'a str>,
    pub what: Option<&'a str>,
    pub amount: Option<i64>,
    pub left: Option<i64>,
}

/// The sentence the first matching entry says of `event`, filled in; `None` when no entry
/// matches or one it names is missing (the event's own line is shown then).
pub(super) fn say(
    table: &[Message],
    preset: Preset,
    event: &LogEvent,
    facts: &crate::rules::core::log_facts::Facts,
    fill: &Fill,
) -> Option<String> {
    let what = facts.what.as_deref().unwrap_or("");
    table
        .iter()
        .filter(|m| m.preset.is_none_or(|p| p == preset) && m.kind == event.kind())
        .filter(|m| match &m.what {
            What::Any => true,
            What::Is(w) => what == w,
            What::Starts(w) => what.starts_with(w.as_str()),
        })
        .find_map(|m| fill_in(&m.says, fill))
}

/// `says` with its places filled, or `None` if a place has nothing to fill it.
pub(super) fn fill_in(says: &str, fill: &Fill) -> Option<String> {
    let number = |n: Option<i64>| n.map(|n| n.to_string());
    let plural = fill
        .amount
        .map(|n| if n == 1 { String::new() } else { "s".into() });
    let mut out = String::with_capacity(says.len() + 24);
    let mut rest = says;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..].find('}')? + open;
        let value = match &rest[open + 1..close] {
            "who" => fill.who.map(str::to_string),
            "by" => fill.by.map(str::to_string),
            "what" => fill.what.map(str::to_string),
            "amount" => number(fill.amount),
            "left" => number(fill.left),
            "s" => plural.clone(),
            _ => None,
        };
        out.push_str(&value?);
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    Some(out)
}
