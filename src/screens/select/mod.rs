//! The scenario list: the campaign first, then each rule system as a group with a line on what
//! it is and the scenario to start with; each scenario with its briefing, sides, and whether it
//! was won, its best time and its par (from the one results file). The arrows move the
//! highlight, which the list keeps in view and keeps when the player comes back; Enter or a
//! click plays it.

mod rows;

use super::input::{Actions, ListAction};
use super::tournament::{self, Tournament};
use super::{Chosen, Notice, Screen, windowed};
use crate::data::{Catalog, Level, Preset};
use crate::rules::core::preset::Presets;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// The highlighted row, kept while the game runs (the list keeps its place).
#[derive(Resource, Default)]
struct Selected {
    /// Its index in [`rows`].
    index: usize,
    /// The highlight moved by a key (or the screen was entered): it is scrolled into view.
    reveal: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selected>();
    app.add_systems(
        OnEnter(Screen::Select),
        (
            super::title::spawn_vortex(Screen::Select),
            |mut s: ResMut<Selected>| s.reveal = true,
        ),
    );
    app.add_systems(Update, keys.run_if(in_state(Screen::Select)));
    app.add_systems(
        EguiPrimaryContextPass,
        rows::ui.run_if(in_state(Screen::Select)),
    );
}

/// One row of the list that can be highlighted and played.
#[derive(Clone, Copy)]
enum Row<'a> {
    /// The campaign (opens its screen).
    Campaign,
    /// The Arena tournament (before the first Arena scenario).
    Tournament,
    /// A scenario.
    Level(&'a str, &'a Level),
}

impl Row<'_> {
    /// The rule system's group the row is in (none: the campaign's, first).
    fn group(&self) -> Option<Preset> {
        match self {
            Row::Campaign => None,
            Row::Tournament => Some(Preset::Arena),
            Row::Level(_, level) => Some(level.preset),
        }
    }
}

/// The list's rows, in order: the campaign when there is one, then each rule system's
/// scenarios, grouped in the order the game lists the presets (the Vortex's are played from the
/// campaign screen).
fn rows<'a>(catalog: &'a Catalog, presets: &'a Presets, t: &Tournament) -> Vec<Row<'a>> {
    let mut out = Vec::new();
    if !catalog.campaigns.is_empty() {
        out.push(Row::Campaign);
    }
    for preset in Preset::ALL.into_iter().filter(|p| *p != Preset::Vortex) {
        for (id, level) in windowed(catalog, presets).filter(|(_, l)| l.preset == preset) {
            if t.rungs.first() == Some(id) {
                out.push(Row::Tournament);
            }
            out.push(Row::Level(id, level));
        }
    }
    out
}

/// The scenario to start a rule system with: its first in id order (the scenarios are
/// numbered to be played in order).
fn first_of(catalog: &Catalog, presets: &Presets, preset: Preset) -> Option<String> {
    windowed(catalog, presets)
        .find(|(_, l)| l.preset == preset)
        .map(|(_, l)| l.name.clone())
}

/// Plays a row: a scenario at its own seed (its preparation, or its battle), the tournament's
/// next match, or the campaign's screen.
fn start(
    row: Row,
    world: (&Catalog, &mut Tournament, &mut Notice),
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    let (catalog, t, notice) = world;
    match row {
        Row::Campaign => next.set(Screen::Campaign),
        Row::Level(id, level) => chosen.go(id, level, level.seed, next, None),
        Row::Tournament => tournament::begin(t, catalog, chosen, notice, next),
    }
}

fn keys(
    keys: Actions<ListAction>,
    catalog: Res<Catalog>,
    presets: Res<Presets>,
    mut t: ResMut<Tournament>,
    mut notice: ResMut<Notice>,
    mut selected: ResMut<Selected>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) {
    let rows = rows(&catalog, &presets, &t);
    let n = rows.len();
    if keys.just(ListAction::Back) {
        next.set(Screen::Title);
        return;
    }
    if n == 0 {
        return;
    }
    let at = selected.index.min(n - 1);
    let mut to = at;
    if keys.just(ListAction::Down) {
        to = (at + 1) % n;
    }
    if keys.just(ListAction::Up) {
        to = (at + n - 1) % n;
    }
    if keys.just(ListAction::Next) {
        // Tab: the first row of the next group.
        let group = rows[at].group();
        to = (1..=n)
            .map(|k| (at + k) % n)
            .find(|i| rows[*i].group() != group)
            .unwrap_or(at);
    }
    if to != at {
        selected.index = to;
        selected.reveal = true;
    }
    if keys.just(ListAction::Play)
        && let Some(row) = rows.get(selected.index.min(n - 1))
    {
        let world = (&*catalog, &mut *t, &mut *notice);
        start(*row, world, &mut chosen, &mut next);
    }
}
