//! The preparation screen's frame: the scenario's name, the three tabs, Fight and Back, the last
//! refusal, the key hints, and the screen-wide keys (tabs, fighter, fight, back).

use super::super::look::{from_level, look_panel};
use super::super::style::{self, BAD, GOOD, MUTED};
use super::super::{Chosen, Screen};
use super::{PrepTab, Preparation, Saves, choices, decks, fight, leave, lines};
use crate::data::Catalog;
use crate::data::lang::{t, tf};
use crate::screens::input::Actions;
use crate::screens::keys::PrepAction;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.run_if(in_state(Screen::Prepare)));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Prepare)));
}

const TABS: [(PrepTab, &str, &str); 3] = [
    (PrepTab::Decks, "Decks", "preparation:DeckTab"),
    (PrepTab::Lines, "Lines", "preparation:LinesTab"),
    (PrepTab::Look, "Look over both sides", "preparation:LookTab"),
];

fn keys(
    keys: Actions<PrepAction>,
    input: Res<ButtonInput<KeyCode>>,
    catalog: Res<Catalog>,
    mut prep: ResMut<Preparation>,
    mut saves: ResMut<Saves>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.just(PrepAction::Back) {
        leave(&prep, &catalog, &mut saves, &chosen, &mut next);
        return;
    }
    for (key, tab) in [
        (PrepAction::DeckTab, PrepTab::Decks),
        (PrepAction::LinesTab, PrepTab::Lines),
        (PrepAction::LookTab, PrepTab::Look),
    ] {
        if keys.just(key) && !(prep.vortex && tab == PrepTab::Lines) {
            prep.tab = tab;
        }
    }
    // Tab goes through the fighters the tab is about: on the deck tab, those with a deck.
    let decks_only = prep.tab == PrepTab::Decks;
    let slots: Vec<usize> = (0..prep.slots.len())
        .filter(|i| !decks_only || prep.slots[*i].character.is_some())
        .collect();
    if keys.just(PrepAction::NextFighter) && !slots.is_empty() {
        let back = input.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let n = slots.len();
        let at = slots.iter().position(|i| *i == prep.slot).unwrap_or(0);
        prep.slot = slots[if back { (at + n - 1) % n } else { (at + 1) % n }];
        prep.face = 0;
    }
    if keys.just(PrepAction::Fight) {
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
                ui.label(
                    RichText::new(crate::data::lang::shown(&prep.level.name))
                        .size(pt(24.0))
                        .strong(),
                );
                ui.add_space(18.0);
                for (tab, name, key) in TABS {
                    // A Vortex scenario's fighters start on their squares: no lines tab.
                    if prep.vortex && tab == PrepTab::Lines {
                        continue;
                    }
                    let on = prep.tab == tab;
                    let text = RichText::new(format!(
                        "{}  [{}]",
                        t(name),
                        crate::screens::keys::hint(key)
                    ))
                    .size(pt(16.0));
                    let button = style::toggle_button(text, on);
                    if ui.add(button).clicked() {
                        prep.tab = tab;
                    }
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if style::back_button(ui, "preparation:Back") {
                        leave(&prep, &catalog, &mut saves, &chosen, &mut next);
                    }
                    let ready = prep.refusal(&catalog).is_none();
                    let fight_text = RichText::new(format!(
                        "{}  [{}]",
                        t("Fight"),
                        crate::screens::keys::hint("preparation:Fight")
                    ))
                    .size(pt(18.0))
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
                    ui.label(RichText::new(text).size(pt(14.5)).color(color));
                }
                Some((_, true)) => {
                    let (name, key) = TABS
                        .iter()
                        .find(|(t, _, _)| *t == prep.message_tab)
                        .map_or(("", ""), |(_, name, key)| (*name, *key));
                    let pointer = tf(
                        "A notice on the {0} tab ({1}).",
                        &[&t(name), &crate::screens::keys::hint(key)],
                    );
                    ui.label(RichText::new(pointer).size(pt(14.5)).color(MUTED));
                }
                _ => {}
            }
        });
    let hints: &[(&str, &str)] = match prep.tab {
        PrepTab::Decks => &decks::HINTS,
        PrepTab::Lines => &lines::HINTS,
        PrepTab::Look => &[
            (
                "preparation:DeckTab/preparation:LinesTab/preparation:LookTab",
                "tabs",
            ),
            ("preparation:Fight", "fight"),
            ("preparation:Back", "back"),
        ],
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
                    RichText::new(t(
                        "Both sides check each other's characters and decks before the first \
                         initiative roll. Hover a face for its text.",
                    ))
                    .size(pt(14.0))
                    .color(MUTED),
                );
                look_panel(ui, &from_level(&prep.prepared(), &catalog));
            }
        });
    Ok(())
}
