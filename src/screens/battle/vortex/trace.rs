//! The questions as they open, one line each on standard output (`ask <number> <kind>
//! <options> <suggested>`), when `VORTEX_ASK_TRACE` is set: what a driver of the real window
//! (`scripts/clean-run`, an auto-splitter) reads to know the game waits on a key. Nothing is
//! printed otherwise.

use super::VortexUi;
use super::model::VortexView;
use bevy::prelude::*;
use std::io::Write;

/// Whether the questions are traced, and the last one printed.
#[derive(Resource, Default)]
pub(super) struct AskTrace {
    on: bool,
    last: Option<u64>,
}

impl AskTrace {
    /// A new battle: its first question is printed whatever its number.
    pub(super) fn forget(&mut self) {
        self.last = None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(AskTrace {
        on: std::env::var_os("VORTEX_ASK_TRACE").is_some(),
        last: None,
    });
}

/// Prints the open question when it is new (and the scenario's first screen is down).
pub(super) fn trace(view: Res<VortexView>, ui: Res<VortexUi>, mut trace: ResMut<AskTrace>) {
    if !trace.on || ui.intro.is_some() {
        return;
    }
    let Some(a) = &view.asked else { return };
    if trace.last == Some(a.open.number) {
        return;
    }
    trace.last = Some(a.open.number);
    let suggested = a.suggested.map_or("-".to_string(), |s| s.to_string());
    let mut out = std::io::stdout().lock();
    // (A closed pipe only stops the trace: the game goes on.)
    let _ = writeln!(
        out,
        "ask {} {} {} {suggested}",
        a.open.number,
        a.open.kind,
        a.open.options.len()
    );
    let _ = out.flush();
}
