//! The preparation screen's frame: the scenario's name, the three tabs, Fight and Back, the last
//! refusal, the key hints, and the screen-wide keys (tabs, fighter, fight, back).

use super::super::look::{from_level, look_panel};
use super::super::style::{self, BAD, GOOD, MUTED};
use super::super::{Chosen, Screen};
use super::{PrepTab, Preparation, Saves, choices, decks, fight, leave, lines};
use crate::data::Catalog;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.run_if(in_state(Screen::Prepare)));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Prepare)));
}

const TABS: [(PrepTab, &str, &str); 3] = [
    (PrepTab::Decks, "Decks", "F1"),
    (PrepTab::Lines, "Lines", "F2"),
    (PrepTab::Look, "Look over both sides", "F3"),
];

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    catalog: Res<Catalog>,
    mut prep: ResMut<Preparation>,
    mut saves: ResMut<Saves>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) {
    if input.just_pressed(KeyCode::Escape) {
        leave(&prep, &catalog, &mut saves, &chosen, &mut next);
        return;
    }
    for (key, tab) in [
        (KeyCode::F1, PrepTab::Decks),
        (KeyCode::F2, PrepTab::Lines),
        (KeyCode::F3, PrepTab::Look),
    ] {
        if input.just_pressed(key) && !(prep.vortex && tab == PrepTab::Lines) {
            prep.tab = tab;
        }
    }
    // Tab goes through the fighters the tab is about: on the deck tab, those with a deck.
    let decks_only = prep.tab == PrepTab::Decks;
    let slots: Vec<usize> = (0..prep.slots.len())
        .filter(|i| !decks_only || prep.slots[*i].character.is_some())
        .collect();
    if input.just_pressed(KeyCode::Tab) && !slots.is_empty() {
        let back = input.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let n = slots.len();
        let at = slots.iter().position(|i| *i == prep.slot).unwrap_or(0);
        prep.slot = slots[if back { (at + n - 1) % n } else { (at + 1) % n }];
        prep.face = 0;
    }
    if input.just_pressed(KeyCode::Enter) {
        fight(&mut prep, &catalog, &mut saves, &mut chosen, &mut next);
    }
}

fn ui(
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    mut prep: ResMut<Preparation>,
    mut saves: ResMut<Saves>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "prepare");
    egui::Panel::top("prepare_top")
        .frame(style::panel_frame(style::PANEL).inner_margin(egui::Margin::symmetric(24, 10)))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(&prep.level.name).size(24.0).strong());
                ui.add_space(18.0);
                for (tab, name, key) in TABS {
                    // A Vortex scenario's fighters start on their squares: no lines tab.
                    if prep.vortex && tab == PrepTab::Lines {
                        continue;
                    }
                    let on = prep.tab == tab;
                    let text = RichText::new(format!("{name}  [{key}]")).size(16.0);
                    let button = style::toggle_button(text, on);
                    if ui.add(button).clicked() {
                        prep.tab = tab;
                    }
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("Back  [Esc]").clicked() {
                        leave(&prep, &catalog, &mut saves, &chosen, &mut next);
                    }
                    let ready = prep.refusal(&catalog).is_none();
                    let fight_text = RichText::new("Fight  [Enter]")
                        .size(18.0)
                        .strong()
                        .color(if ready { GOOD } else { MUTED });
                    if ui.button(fight_text).clicked() {
                        fight(&mut prep, &catalog, &mut saves, &mut chosen, &mut next);
                    }
                });
            });
            // A notice stays with its own tab; the others say where it is.
            match &prep.message {
                Some((text, bad)) if prep.message_tab == prep.tab => {
                    let color = if *bad { BAD } else { GOOD };
                    ui.label(RichText::new(text).size(14.5).color(color));
                }
                Some((_, true)) => {
                    let (name, key) = TABS
                        .iter()
                        .find(|(t, _, _)| *t == prep.message_tab)
                        .map_or(("", ""), |(_, name, key)| (*name, *key));
                    let pointer = format!("A notice on the {name} tab ({key}).");
                    ui.label(RichText::new(pointer).size(14.5).color(MUTED));
                }
                _ => {}
            }
        });
    let hints: &[(&str, &str)] = match prep.tab {
        PrepTab::Decks => &decks::HINTS,
        PrepTab::Lines => &lines::HINTS,
        PrepTab::Look => &[("F1 F2 F3", "tabs"), ("Enter", "fight"), ("Esc", "back")],
    };
    egui::Panel::bottom("prepare_keys")
        .frame(style::bare_panel().inner_margin(egui::Margin::symmetric(24, 8)))
        .show(&mut root, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (key, action) in hints {
                    style::key_hint(ui, key, action);
                    ui.add_space(10.0);
                }
            });
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(24, 10)))
        .show(&mut root, |ui| match prep.tab {
            PrepTab::Decks => decks::tab(ui, &mut prep, &catalog),
            PrepTab::Lines => {
                choices::terrain_rows(ui, &mut prep, &catalog);
                lines::tab(ui, &mut prep);
            }
            PrepTab::Look => {
                ui.label(
                    RichText::new(
                        "Both sides check each other's characters and decks before the first \
                         initiative roll. Hover a face for its text.",
                    )
                    .size(14.0)
                    .color(MUTED),
                );
                look_panel(ui, &from_level(&prep.prepared(), &catalog));
            }
        });
    Ok(())
}
