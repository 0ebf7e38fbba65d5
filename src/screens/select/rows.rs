//! Draws the scenario list: a group heading for each rule system (what it is, where to start),
//! and each row as a box ringed in gold when highlighted, scrolled into view when a key moved it.

use super::{Row, Selected, first_of, rows, start};
use crate::data::lang::{t, tf};
use crate::data::results::{Results, clock};
use crate::data::{Catalog, Control, Level, Preset};
use crate::rules::core::preset::Presets;
use crate::screens::battle::record::KeptResults;
use crate::screens::style::pt;
use crate::screens::style::{self, GOLD, GOOD, LINE, MUTED, RAISED, TEXT};
use crate::screens::tournament::Tournament;
use crate::screens::{Chosen, Notice, Screen};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText, Stroke};

/// What a rule system is, in a line, for its group's heading.
fn about(preset: Preset) -> (&'static str, &'static str) {
    match preset {
        Preset::Duel => (
            t("Duel"),
            t(
                "Dice and decks: each fighter's die has six faces of cards you choose; lines decide \
             who reaches whom.",
            ),
        ),
        Preset::Skirmish => (
            t("Skirmish"),
            t(
                "A map of squares with height and terrain; the Action Counter says who moves next, \
             and playing cards settle every check.",
            ),
        ),
        Preset::Arena => (
            t("Arena"),
            t(
                "Build a contender from skills and panels; it fights by its plans for at most 8 turns.",
            ),
        ),
        Preset::Showdown => (
            t("Showdown"),
            t(
                "Both sides set two cards face down and open them at once, pay with charge cards, and \
             fight in three zones for life cards.",
            ),
        ),
        Preset::Brawl => (
            t("Brawl"),
            t(
                "Put creatures on two rows by paying bait and attack along lines; keywords decide the \
             fights.",
            ),
        ),
        Preset::Vortex => (t("Vortex"), t("The five rule systems on one battlefield.")),
    }
}

pub(super) fn ui(
    mut contexts: EguiContexts,
    (catalog, presets, kept): (Res<Catalog>, Res<Presets>, Res<KeptResults>),
    mut tournament: ResMut<Tournament>,
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
                    RichText::new(t("Choose a scenario"))
                        .size(pt(28.0))
                        .strong(),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if style::back_button(ui, "list:Back") {
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
                    ("list:Up/list:Down", "move"),
                    ("list:Next", "next rule system"),
                    ("list:Play", "play"),
                    ("list:Back", "back"),
                ] {
                    style::key_hint(ui, key, action);
                    ui.add_space(14.0);
                }
                ui.label(
                    RichText::new(t("or click a scenario"))
                        .size(pt(13.0))
                        .color(MUTED),
                );
            });
        });
    let list = rows(&catalog, &presets, &tournament);
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(120, 16)))
        .show(&mut root, |ui| {
            if list.is_empty() {
                ui.add_space(60.0);
                ui.vertical_centered(|ui| {
                    ui.label(
                        RichText::new(t("No scenario was found in levels/."))
                            .size(pt(20.0))
                            .color(MUTED),
                    )
                });
                return;
            }
            let at = selected.index.min(list.len() - 1);
            let reveal = std::mem::take(&mut selected.reveal);
            egui::ScrollArea::vertical()
                .id_salt("scenario list")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let mut group = None;
                    for (i, row) in list.iter().enumerate() {
                        if row.group() != group {
                            group = row.group();
                            if let Some(p) = group {
                                heading(ui, p, first_of(&catalog, &presets, p));
                            }
                        }
                        let picked = i == at;
                        let r = match row {
                            Row::Campaign => campaign_row(ui, &catalog, &kept.results, picked),
                            Row::Level(id, level) => {
                                level_row(ui, (id, level), &kept.results, picked, &presets)
                            }
                            Row::Tournament => tournament_row(ui, &tournament, &catalog, picked),
                        };
                        if picked && reveal {
                            r.scroll_to_me(Some(egui::Align::Center));
                        }
                        if r.hovered() && ui.input(|i| i.pointer.delta() != egui::Vec2::ZERO) {
                            selected.index = i;
                        }
                        if r.clicked() {
                            let world = (&*catalog, &mut *tournament, &mut *notice);
                            start(*row, world, &mut chosen, &mut next);
                        }
                        ui.add_space(8.0);
                    }
                });
        });
    Ok(())
}

/// A rule system's heading: its name, what it is, and where to start.
fn heading(ui: &mut egui::Ui, preset: Preset, first: Option<String>) {
    let (name, line) = about(preset);
    ui.add_space(10.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new(name).size(pt(24.0)).strong().color(GOLD));
        if let Some(first) = first {
            ui.add_space(12.0);
            ui.label(
                RichText::new(tf("start with {0}", &[&crate::data::lang::shown(&first)]))
                    .size(pt(14.0))
                    .color(MUTED),
            );
        }
    });
    ui.add(egui::Label::new(RichText::new(line).size(pt(14.5)).color(TEXT)).wrap());
    ui.add_space(6.0);
}

/// The campaign's row: what it is and how far the player is.
fn campaign_row(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    results: &Results,
    picked: bool,
) -> egui::Response {
    row_box(ui, picked, |ui| {
        for c in catalog.campaigns.values() {
            let won = c.scenarios.iter().filter(|s| results.won(&s.level)).count();
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(crate::data::lang::shown(&c.name))
                        .size(pt(21.0))
                        .strong()
                        .color(TEXT),
                );
                ui.add_space(12.0);
                let facts = tf("campaign  ·  {0} of {1} won", &[&won, &c.scenarios.len()]);
                ui.label(RichText::new(facts).size(pt(14.0)).color(MUTED));
            });
        }
        ui.label(
            RichText::new(t(
                "The Vortex: the five rule systems on one battlefield, scenario by scenario.",
            ))
            .size(pt(14.5))
            .color(TEXT),
        );
    })
}

/// The tournament as a clickable box: what it is and where the run stands.
fn tournament_row(
    ui: &mut egui::Ui,
    tournament: &Tournament,
    catalog: &Catalog,
    picked: bool,
) -> egui::Response {
    row_box(ui, picked, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(t("Arena tournament"))
                    .size(pt(21.0))
                    .strong()
                    .color(TEXT),
            );
            ui.add_space(12.0);
            let facts = t("your contender grows between matches");
            ui.label(RichText::new(facts).size(pt(14.0)).color(MUTED));
        });
        ui.label(
            RichText::new(tournament.standing(catalog))
                .size(pt(14.5))
                .color(TEXT),
        );
    })
}

/// One scenario as a clickable box.
fn level_row(
    ui: &mut egui::Ui,
    level: (&str, &Level),
    results: &Results,
    picked: bool,
    presets: &Presets,
) -> egui::Response {
    row_box(ui, picked, |ui| level_words(ui, level, results, presets))
}

/// A row's box around `body`: clickable, ringed in gold when highlighted.
fn row_box(ui: &mut egui::Ui, picked: bool, body: impl FnOnce(&mut egui::Ui)) -> egui::Response {
    let fill = if picked {
        egui::Color32::from_rgb(42, 46, 60)
    } else {
        RAISED
    };
    let inner = style::boxed(fill, if picked { GOLD } else { LINE })
        .inner_margin(egui::Margin::symmetric(16, 10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical(body);
        });
    let response = ui.interact(
        inner.response.rect,
        inner.response.id.with("row"),
        egui::Sense::click(),
    );
    if picked {
        let stroke = Stroke::new(2.0, GOLD);
        ui.painter()
            .rect_stroke(inner.response.rect, 6, stroke, egui::StrokeKind::Inside);
    }
    response
}

/// What the results say of a scenario: won, its best time, its par (none when it has none).
fn standing(level_id: &str, level: &Level, results: &Results) -> Vec<String> {
    let mut out = Vec::new();
    match results.of(level_id) {
        Some(r) if r.won => out.push(t("won").to_string()),
        Some(_) => out.push(t("not won yet").to_string()),
        None => out.push(t("not played").to_string()),
    }
    if let Some(ms) = results.of(level_id).and_then(|r| r.best_ms) {
        out.push(tf("best {0}", &[&clock(ms)]));
    }
    if level.par_seconds > 0 {
        out.push(tf(
            "par {0}",
            &[&clock(u64::from(level.par_seconds) * 1000)],
        ));
    }
    out
}

/// A scenario's name, standing, facts, briefing and sides.
fn level_words(
    ui: &mut egui::Ui,
    (id, level): (&str, &Level),
    results: &Results,
    presets: &Presets,
) {
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(crate::data::lang::shown(&level.name))
                .size(pt(21.0))
                .strong()
                .color(TEXT),
        );
        ui.add_space(12.0);
        let standing = standing(id, level, results);
        let won = results.won(id);
        ui.label(
            RichText::new(standing.join("  ·  "))
                .size(pt(14.5))
                .strong()
                .color(if won { GOOD } else { MUTED }),
        );
        // A preset may fix its cap whatever the level says (seed 001: 8 turns).
        let rules = presets.get(level.preset).map(|r| &r.round);
        let cap = rules.and_then(|r| r.cap).unwrap_or(level.round_cap);
        let word = rules.map_or("round", |r| r.words.round);
        let facts = tf(
            "·  seed {0}  ·  {1} {2}s at most",
            &[&level.seed, &cap, &t(word)],
        );
        ui.label(RichText::new(facts).size(pt(14.0)).color(MUTED));
    });
    ui.add(
        egui::Label::new(
            RichText::new(crate::data::lang::said(&level.briefing))
                .size(pt(14.5))
                .color(TEXT),
        )
        .wrap(),
    );
    ui.horizontal_wrapped(|ui| {
        for (t, team) in level.teams.iter().enumerate() {
            if t > 0 {
                ui.label(
                    RichText::new(crate::data::lang::t("vs"))
                        .size(pt(13.0))
                        .color(MUTED),
                );
            }
            // (`t` is the team's index here.)
            let who = if team.control == Control::Player {
                crate::data::lang::t("you")
            } else {
                crate::data::lang::t("plans")
            };
            let text = format!(
                "{} ({who}, {})",
                crate::data::lang::shown(&team.name),
                team.members.len()
            );
            ui.label(
                RichText::new(text)
                    .size(pt(14.0))
                    .strong()
                    .color(style::team_color(t)),
            );
        }
    });
}
