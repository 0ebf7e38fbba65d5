//! The scenario list: every level in the catalog with its preset, briefing, par time and seed.
//! Click a scenario (or pick it with the arrows or its number and press Enter) to fight it.

use super::style::{self, GOLD, LINE, MUTED, RAISED, TEXT};
use super::tournament::{self, Tournament};
use super::{Chosen, Notice, Screen, windowed};
use crate::data::{Catalog, Control, Level};
use crate::rules::core::preset::Presets;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The highlighted row.
#[derive(Resource, Default)]
struct Selected(usize);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selected>();
    app.add_systems(
        OnEnter(Screen::Select),
        super::title::spawn_vortex(Screen::Select),
    );
    app.add_systems(Update, keys.run_if(in_state(Screen::Select)));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Select)));
}

/// One row of the list: the Arena tournament (before the first Arena scenario), or a scenario.
#[derive(Clone, Copy)]
enum Row<'a> {
    Tournament,
    Level(&'a str, &'a Level),
}

/// The list's rows, in order: the five rule systems' scenarios (the Vortex's are played from
/// the campaign screen).
fn rows<'a>(catalog: &'a Catalog, presets: &'a Presets, t: &Tournament) -> Vec<Row<'a>> {
    let mut out = Vec::new();
    let systems =
        windowed(catalog, presets).filter(|(_, l)| l.preset != crate::data::Preset::Vortex);
    for (id, level) in systems {
        if t.rungs.first() == Some(id) {
            out.push(Row::Tournament);
        }
        out.push(Row::Level(id, level));
    }
    out
}

/// Chooses a row: a scenario at its own seed (its preparation, or its battle), or the
/// tournament's next match.
fn start(
    row: Row,
    world: (&Catalog, &mut Tournament, &mut Notice),
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    let (catalog, t, notice) = world;
    match row {
        Row::Level(id, level) => chosen.go(id, level, level.seed, next, None),
        Row::Tournament => tournament::begin(t, catalog, chosen, notice, next),
    }
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
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
    if input.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
        return;
    }
    if n == 0 {
        return;
    }
    if input.any_just_pressed([KeyCode::ArrowDown, KeyCode::KeyS]) {
        selected.0 = (selected.0 + 1) % n;
    }
    if input.any_just_pressed([KeyCode::ArrowUp, KeyCode::KeyW]) {
        selected.0 = (selected.0 + n - 1) % n;
    }
    let mut go = input.any_just_pressed([KeyCode::Enter, KeyCode::Space]);
    if let Some(i) = style::DIGITS
        .iter()
        .position(|k| input.just_pressed(*k))
        .filter(|i| *i < n)
    {
        selected.0 = i;
        go = true;
    }
    selected.0 = selected.0.min(n - 1);
    if go && let Some(row) = rows.get(selected.0) {
        let world = (&*catalog, &mut *t, &mut *notice);
        start(*row, world, &mut chosen, &mut next);
    }
}

fn ui(
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    presets: Res<Presets>,
    mut t: ResMut<Tournament>,
    mut notice: ResMut<Notice>,
    mut selected: ResMut<Selected>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "select");
    egui::Panel::top("select_top")
        .frame(style::panel_frame(style::PANEL).inner_margin(egui::Margin::symmetric(24, 12)))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new("Rule systems: choose a scenario")
                        .size(28.0)
                        .strong(),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("Back  [Esc]").clicked() {
                        next.set(Screen::Title);
                    }
                });
            });
            if let Some(text) = &notice.0 {
                ui.label(RichText::new(text).color(style::BAD));
            }
        });
    let footer = style::bare_panel().inner_margin(egui::Margin::symmetric(120, 10));
    egui::Panel::bottom("select_keys")
        .frame(footer)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                for (key, action) in [
                    ("Up/Down", "move"),
                    ("1-9", "pick"),
                    ("Enter", "fight"),
                    ("Esc", "back"),
                ] {
                    style::key_hint(ui, key, action);
                    ui.add_space(14.0);
                }
                ui.label(RichText::new("or click a scenario").size(13.0).color(MUTED));
            });
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(120, 16)))
        .show(&mut root, |ui| {
            if windowed(&catalog, &presets).next().is_none() {
                ui.add_space(60.0);
                ui.vertical_centered(|ui| {
                    ui.label(
                        RichText::new("No scenario was found in levels/.")
                            .size(20.0)
                            .color(MUTED),
                    )
                });
                return;
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let rows = rows(&catalog, &presets, &t);
                    for (i, row) in rows.iter().enumerate() {
                        let picked = i == selected.0;
                        let r = match row {
                            Row::Level(_, level) => level_row(ui, i, level, picked, &presets),
                            Row::Tournament => tournament_row(ui, i, &t, &catalog, picked),
                        };
                        if r.hovered() {
                            selected.0 = i;
                        }
                        if r.clicked() {
                            let world = (&*catalog, &mut *t, &mut *notice);
                            start(*row, world, &mut chosen, &mut next);
                        }
                        ui.add_space(8.0);
                    }
                });
        });
    Ok(())
}

/// The tournament as a clickable box: what it is and where the run stands.
fn tournament_row(
    ui: &mut egui::Ui,
    index: usize,
    t: &Tournament,
    catalog: &Catalog,
    selected: bool,
) -> egui::Response {
    row_box(ui, index, selected, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new("Arena tournament")
                    .size(21.0)
                    .strong()
                    .color(TEXT),
            );
            ui.add_space(12.0);
            ui.label(
                RichText::new("Arena preset   ·   your contender grows between matches")
                    .size(14.0)
                    .color(MUTED),
            );
        });
        ui.label(
            RichText::new(t.standing(catalog))
                .size(14.5)
                .color(egui::Color32::from_rgb(196, 202, 216)),
        );
    })
}

/// One scenario as a clickable box.
fn level_row(
    ui: &mut egui::Ui,
    index: usize,
    level: &Level,
    selected: bool,
    presets: &Presets,
) -> egui::Response {
    row_box(ui, index, selected, |ui| level_words(ui, level, presets))
}

/// A row's box: its number, then `body`; clickable, ringed in gold when selected.
fn row_box(
    ui: &mut egui::Ui,
    index: usize,
    selected: bool,
    body: impl FnOnce(&mut egui::Ui),
) -> egui::Response {
    let border = if selected { GOLD } else { LINE };
    let fill = if selected {
        egui::Color32::from_rgb(42, 46, 60)
    } else {
        RAISED
    };
    let inner = style::boxed(fill, border)
        .inner_margin(egui::Margin::symmetric(16, 10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(format!("{}", index + 1))
                        .size(30.0)
                        .strong()
                        .color(if selected { GOLD } else { MUTED }),
                );
                ui.add_space(10.0);
                ui.vertical(body);
            });
        });
    let response = ui.interact(
        inner.response.rect,
        ui.id().with(("level", index)),
        egui::Sense::click(),
    );
    if selected {
        ui.painter().rect_stroke(
            inner.response.rect,
            6,
            Stroke::new(2.0, GOLD),
            egui::StrokeKind::Inside,
        );
    }
    response
}

/// A scenario's name, facts, briefing and sides.
fn level_words(ui: &mut egui::Ui, level: &Level, presets: &Presets) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(&level.name).size(21.0).strong().color(TEXT));
        ui.add_space(12.0);
        let par = crate::data::results::clock(u64::from(level.par_seconds) * 1000);
        // A preset may fix its cap whatever the level says (seed 001: 8 turns).
        let rules = presets.get(level.preset).map(|r| &r.round);
        let cap = rules.and_then(|r| r.cap).unwrap_or(level.round_cap);
        let word = rules.map_or("round", |r| r.words.round);
        let most = format!("{cap} {word}s at most");
        let facts = format!(
            "{} preset   ·   par {par}   ·   seed {}   ·   {most}",
            level.preset.name(),
            level.seed,
        );
        ui.label(RichText::new(facts).size(14.0).color(MUTED));
    });
    ui.add(
        egui::Label::new(
            RichText::new(&level.briefing)
                .size(14.5)
                .color(egui::Color32::from_rgb(196, 202, 216)),
        )
        .wrap(),
    );
    ui.horizontal_wrapped(|ui| {
        for (t, team) in level.teams.iter().enumerate() {
            if t > 0 {
                ui.label(RichText::new("vs").size(13.0).color(MUTED));
            }
            let who = if team.control == Control::Player {
                "you"
            } else {
                "plans"
            };
            let text = format!("{} ({who}, {})", team.name, team.members.len());
            ui.label(
                RichText::new(text)
                    .size(14.0)
                    .strong()
                    .color(style::team_color(t)),
            );
        }
    });
}
