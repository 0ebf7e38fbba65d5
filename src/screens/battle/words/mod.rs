//! The battle log as the window shows it: each typed event said as a sentence through one message
//! table (`assets/words/log.en.ron`, which a translation replaces), or else its line matched to
//! one of the rules' line templates and said again in the language spoken (`lines`); the rule's
//! own line kept for the hover; built once per new event, not each frame. `vortex sim --log`
//! keeps the lines.

mod lines;
mod table;
#[cfg(test)]
mod tests;

use crate::data::Catalog;
use crate::rules::brawl::board::Beast;
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::{BattleLog, EventKind, LogEvent};
use crate::rules::core::log_facts::Serial;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use std::collections::BTreeMap;

/// One line of the window's log.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LogLine {
    /// The sentence shown.
    pub text: String,
    /// The rule's own line, when the sentence differs from it (shown on hover).
    pub rule: Option<String>,
    /// The event's kind (its colour).
    pub kind: EventKind,
    /// Inside a turn (drawn indented).
    pub indented: bool,
}

/// The window's log, a line an event of the battle log.
#[derive(Resource, Default)]
pub(crate) struct LogLines {
    /// The lines, oldest first.
    pub lines: Vec<LogLine>,
    /// The language they are said in (all said again in another).
    lang: crate::data::lang::Lang,
}

/// Every fighter's and creature's name by serial, noted as each enters the battle (a serial
/// given again in a later battle names its new holder): a creature that comes and goes between
/// two frames, or is defeated and gone, is still named in the lines said again in another
/// language.
#[derive(Resource, Default)]
pub(crate) struct SeenNames(pub BTreeMap<u32, String>);

/// Notes each fighter's and creature's name as it enters (observers, so none is missed).
pub(crate) fn note_names(app: &mut App) {
    app.init_resource::<SeenNames>();
    app.add_observer(
        |add: On<Add, Fighter>, q: Query<&Fighter>, mut seen: ResMut<SeenNames>| {
            if let Ok(f) = q.get(add.entity) {
                seen.0.insert(f.serial, f.name.clone());
            }
        },
    );
    app.add_observer(
        |add: On<Add, Serial>, q: Query<(&Serial, &Beast)>, mut seen: ResMut<SeenNames>| {
            if let Ok((s, b)) = q.get(add.entity) {
                seen.0.insert(s.0, b.name.clone());
            }
        },
    );
}

/// A button's words the rules wrote (`Use Ride the Updraft (Float)`), in the language spoken.
pub(crate) fn said_label(label: &str) -> String {
    crate::data::lang::reword(label, lines::lines()).unwrap_or_else(|| label.to_string())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LogLines>();
    note_names(app);
    app.add_systems(
        Update,
        follow
            .after(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// Says the log's new events (all of them again when the battle started over).
fn follow(
    log: Res<BattleLog>,
    battle: Res<Battle>,
    fighters: Query<&Fighter>,
    mut seen: ResMut<SeenNames>,
    catalog: Res<Catalog>,
    mut lines: ResMut<LogLines>,
) {
    let events = &log.events;
    let lang = crate::data::lang::current();
    if lines.lines.len() > events.len() || lines.lang != lang {
        // Another battle (or the same started again), or another language.
        lines.lines.clear();
        lines.lang = lang;
    }
    if lines.lines.len() == events.len() {
        return;
    }
    // (A copy's letter is given after it enters.)
    for f in &fighters {
        if seen.0.get(&f.serial) != Some(&f.name) {
            seen.0.insert(f.serial, f.name.clone());
        }
    }
    // (Names as the window shows them: in Japanese when it speaks Japanese.)
    let owned: BTreeMap<u32, String> = seen
        .0
        .iter()
        .map(|(k, v)| (*k, crate::data::lang::content::shown(v).into_owned()))
        .collect();
    let names: BTreeMap<u32, &str> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let from = lines.lines.len();
    for event in &events[from..] {
        let line = say(event, battle.preset, &names, &catalog);
        lines.lines.push(line);
    }
}

/// The window's line for `event`.
pub(crate) fn say(
    event: &LogEvent,
    preset: crate::data::Preset,
    names: &BTreeMap<u32, &str>,
    catalog: &Catalog,
) -> LogLine {
    // The interface font has no arrow: the log's "→" is shown as "->".
    let own = event.to_string().replace('→', "->");
    let indented = own.starts_with("  ");
    let sentence = {
        let f = crate::rules::core::log_file::core_facts(event);
        let thing = f.what.as_deref().map(|w| thing_name(catalog, w));
        // The winning side is named by its team (the core's outcome has no fighter).
        let team = match event {
            LogEvent::Winner { team, .. } => Some(crate::data::lang::shown(team)),
            _ => None,
        };
        let fill = table::Fill {
            who: team
                .as_deref()
                .or_else(|| f.who.and_then(|s| names.get(&s).copied())),
            by: f.by.and_then(|s| names.get(&s).copied()),
            what: thing.as_deref(),
            amount: f.amount,
            left: f.left,
        };
        table::say(table::table(), preset, event, &f, &fill)
            // An event whose facts do not tell its forms apart: its line said again from the
            // template it matches, in the language spoken.
            .or_else(|| crate::data::lang::reword(own.trim_start(), lines::lines()))
    };
    let rule = own.trim_start().to_string();
    match sentence {
        Some(text) if text != rule => LogLine {
            text,
            rule: Some(rule),
            kind: event.kind(),
            indented,
        },
        _ => LogLine {
            text: rule,
            rule: None,
            kind: event.kind(),
            indented,
        },
    }
}

/// A thing's name by its content id, or the word as written.
fn thing_name(catalog: &Catalog, what: &str) -> String {
    let found = catalog
        .show_cards
        .get(what)
        .map(|c| c.name.clone())
        .or_else(|| catalog.creatures.get(what).map(|c| c.name.clone()))
        .or_else(|| catalog.skills.get(what).map(|c| c.name.clone()))
        .or_else(|| catalog.tactics.get(what).map(|c| c.name.clone()))
        .or_else(|| catalog.cards.get(what).map(|c| c.name.clone()))
        .or_else(|| catalog.levels.get(what).map(|l| l.name.clone()));
    found.map_or_else(
        // A card or status written by its name, or a rule's word ("zone 2"): in the language
        // spoken when it has one.
        || crate::data::lang::said_word(what),
        |name| crate::data::lang::content::shown(&name).into_owned(),
    )
}
