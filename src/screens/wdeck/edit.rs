//! The Showdown deck builder's screen: every W card of the game by kind, each with how many the
//! deck holds and + to add one; the deck, card by card with − to take one out; and the bar that
//! plays, saves, resets or goes back. Enter plays, S saves, R goes back to the scenario's deck,
//! Esc to the list.

use super::super::battle::showdown::{CardView, card_hover, card_text, kind_color};
use super::super::builder_bar::{self, Pressed};
use super::super::style::{self, BAD, GOOD, MUTED};
use super::super::{Chosen, Screen};
use super::{DeckBuilder, fight};
use crate::data::Catalog;
use crate::data::lang::{t, tf};
use crate::data::load::Kind;
use crate::data::showdown::deck::{COPIES_MAX, DECK_MAX, DECK_MIN};
use crate::data::showdown::draft;
use crate::screens::pictures::Pictures;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, Margin, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Screen::Decks)));
}

fn draw(
    mut contexts: EguiContexts,
    input: Res<ButtonInput<KeyCode>>,
    bar_keys: crate::screens::input::Actions<crate::screens::keys::BuilderAction>,
    catalog: Res<Catalog>,
    mut builder: ResMut<DeckBuilder>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
    pictures: Res<Pictures>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "wdeck");
    let keys = Pressed::keys(&bar_keys, &input, false);
    let title = catalog
        .levels
        .get(&builder.level_id)
        .map_or(builder.level_id.clone(), |l| {
            crate::data::lang::shown(&l.name).into_owned()
        });
    let n = builder.draft.len();
    builder_bar::header(&mut root, "wdeck_top", t("BUILD YOUR DECK"), &title, |ui| {
        let ok = (DECK_MIN..=DECK_MAX).contains(&n);
        ui.label(
            RichText::new(tf(
                "{0} cards ({1} to {2}, at most {3} of a name)",
                &[&n, &DECK_MIN, &DECK_MAX, &COPIES_MAX],
            ))
            .size(pt(15.0))
            .strong()
            .color(if ok { GOOD } else { BAD }),
        );
    });
    let labels = (
        t("Play"),
        t("Scenario's deck"),
        t("Ready: the deck keeps the seed's rules"),
    );
    let go = builder_bar::footer(
        &mut root,
        "wdeck_bar",
        labels,
        keys,
        &mut *builder,
        &catalog,
        &mut next,
    );
    egui::Panel::right("wdeck_deck")
        .exact_size(420.0)
        .resizable(false)
        .frame(style::bare_panel().inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            deck_list(ui, &catalog, &mut builder.draft, &pictures)
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            card_list(ui, &catalog, &mut builder.draft, &pictures)
        });
    if go {
        let builder = &mut *builder;
        fight(builder, &catalog, &mut chosen, &mut next);
    }
    Ok(())
}

/// Every W card, by kind, with how many the deck holds and + to add one.
fn card_list(ui: &mut egui::Ui, catalog: &Catalog, deck: &mut Vec<String>, pictures: &Pictures) {
    ui.label(RichText::new(t("EVERY W CARD")).size(pt(12.0)).color(MUTED));
    let mut cards: Vec<(&String, &std::sync::Arc<crate::data::showdown::ShowCard>)> =
        catalog.show_cards.iter().collect();
    cards.sort_by_key(|(id, c)| (c.kind, c.cost_count(), c.name.clone(), (*id).clone()));
    egui::ScrollArea::vertical().show(ui, |ui| {
        for (id, c) in cards {
            let view = CardView::of(catalog, id);
            ui.horizontal(|ui| {
                let why = draft::cannot_add(&catalog.show_cards, deck, id);
                let plus = ui.add_enabled(
                    why.is_none(),
                    egui::Button::new(RichText::new("+").size(pt(15.0))),
                );
                if plus
                    .on_disabled_hover_text(why.unwrap_or_default())
                    .clicked()
                {
                    draft::add(&catalog.show_cards, deck, id);
                }
                let n = draft::copies(&catalog.show_cards, deck, id);
                ui.label(
                    RichText::new(format!("{n}/{COPIES_MAX}"))
                        .size(pt(13.0))
                        .color(MUTED),
                );
                kind_picture(ui, pictures, id);
                ui.label(
                    RichText::new(card_text(&view))
                        .size(pt(14.0))
                        .color(kind_color(&view.code)),
                )
                .on_hover_text(card_hover(&view));
                // Cut to the row (the whole text on hover).
                ui.add(
                    egui::Label::new(
                        RichText::new(crate::data::lang::said(&c.text))
                            .size(pt(12.0))
                            .color(MUTED),
                    )
                    .truncate(),
                )
                .on_hover_text(crate::data::lang::said(&c.text));
            });
        }
    });
}

/// The deck, one row per card with its count and − to take one out.
fn deck_list(ui: &mut egui::Ui, catalog: &Catalog, deck: &mut Vec<String>, pictures: &Pictures) {
    ui.label(RichText::new(t("YOUR DECK")).size(pt(12.0)).color(MUTED));
    let ids: Vec<String> = deck.clone();
    let mut seen = Vec::new();
    egui::ScrollArea::vertical().show(ui, |ui| {
        for id in ids {
            if seen.contains(&id) {
                continue;
            }
            seen.push(id.clone());
            let n = deck.iter().filter(|d| **d == id).count();
            let view = CardView::of(catalog, &id);
            ui.horizontal(|ui| {
                if ui.button(RichText::new("−").size(pt(15.0))).clicked() {
                    draft::remove(deck, &id);
                }
                ui.label(RichText::new(format!("{n}×")).size(pt(14.0)).strong());
                kind_picture(ui, pictures, &id);
                ui.label(
                    RichText::new(card_text(&view))
                        .size(pt(14.0))
                        .color(kind_color(&view.code)),
                )
                .on_hover_text(card_hover(&view));
            });
        }
    });
}

/// A card's picture (its own, else its kind's) before its line.
fn kind_picture(ui: &mut egui::Ui, pictures: &Pictures, id: &str) {
    if let Some(tex) = pictures.item(Kind::ShowCard, id) {
        ui.add(egui::Image::new((tex, egui::vec2(18.0, 18.0))));
    }
}
