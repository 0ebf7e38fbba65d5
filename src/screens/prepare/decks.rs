//! The deck tab (seed 000, <デッキ（行動表）構築>): the character card, its six faces in cost
//! order with AP used and left, and every action card — the ones it may use, and the others
//! greyed with the rule that bars them. Each refusal is named.

use super::super::Screen;
use super::super::style::{self, BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT, dim};
use super::{PrepTab, Preparation, Saves};
use crate::data::deck::{DECK_SIZE, DeckError};
use crate::data::deck_draft::{PoolCard, pool_for};
use crate::data::{Catalog, CharacterCard};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};

/// The tab's keys, for the hint bar.
pub(super) const HINTS: [(&str, &str); 9] = [
    ("Up/Down", "card"),
    ("Space", "put in"),
    ("Left/Right", "face"),
    ("Del", "take out"),
    (", .", "swap equal costs"),
    ("R", "scenario's deck"),
    ("Tab", "next fighter"),
    ("F1 F2 F3", "tabs"),
    ("Enter", "fight"),
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.run_if(
            in_state(Screen::Prepare).and_then(|p: Res<Preparation>| p.tab == PrepTab::Decks),
        ),
    );
}

/// What a key or click asks of the deck.
enum Edit {
    Add(String),
    Remove(usize),
    Shift(usize, bool),
    Reset,
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    catalog: Res<Catalog>,
    mut prep: ResMut<Preparation>,
    mut saves: ResMut<Saves>,
) {
    let Some(ch) = prep.slots.get(prep.slot).and_then(|s| s.character.clone()) else {
        return;
    };
    let pool = pool_for(&ch, &catalog.cards);
    let n = pool.len().max(1);
    if input.any_just_pressed([KeyCode::ArrowDown, KeyCode::KeyS]) {
        prep.pool_row = (prep.pool_row + 1) % n;
        prep.follow = true;
    }
    if input.any_just_pressed([KeyCode::ArrowUp, KeyCode::KeyW]) {
        prep.pool_row = (prep.pool_row + n - 1) % n;
        prep.follow = true;
    }
    if input.any_just_pressed([KeyCode::ArrowRight, KeyCode::KeyD]) {
        prep.face = (prep.face + 1) % DECK_SIZE;
    }
    if input.any_just_pressed([KeyCode::ArrowLeft, KeyCode::KeyA]) {
        prep.face = (prep.face + DECK_SIZE - 1) % DECK_SIZE;
    }
    let face = prep.face;
    let edit = if input.just_pressed(KeyCode::Space) {
        pool.get(prep.pool_row).map(|c| Edit::Add(c.id.clone()))
    } else if input.any_just_pressed([KeyCode::Delete, KeyCode::Backspace, KeyCode::KeyX]) {
        Some(Edit::Remove(face))
    } else if input.just_pressed(KeyCode::Comma) {
        Some(Edit::Shift(face, false))
    } else if input.just_pressed(KeyCode::Period) {
        Some(Edit::Shift(face, true))
    } else if input.just_pressed(KeyCode::KeyR) {
        Some(Edit::Reset)
    } else {
        None
    };
    if let Some(edit) = edit {
        apply(&mut prep, &ch, &catalog, &mut saves, edit);
    }
}

/// Makes one edit to the picked fighter's deck and says what happened or why it was refused.
fn apply(
    prep: &mut Preparation,
    ch: &CharacterCard,
    catalog: &Catalog,
    saves: &mut Saves,
    edit: Edit,
) {
    let level = prep.level_id.clone();
    let Some(slot) = prep.slots.get_mut(prep.slot) else {
        return;
    };
    let pool = &catalog.cards;
    let name = |id: &str| pool.get(id).map_or(id.to_string(), |c| c.name.clone());
    let (message, face) = match edit {
        Edit::Add(id) => match slot.draft.add(&id, ch, pool) {
            Ok(at) => (
                (format!("{} goes on face {}.", name(&id), at + 1), false),
                Some(at),
            ),
            Err(e) => ((format!("{} cannot go in: {e}.", name(&id)), true), None),
        },
        Edit::Remove(at) => match slot.draft.remove(at) {
            Some(id) => (
                (
                    format!("{} taken out of face {}.", name(&id), at + 1),
                    false,
                ),
                Some(at),
            ),
            None => ((format!("Face {} is empty.", at + 1), true), None),
        },
        Edit::Shift(at, later) => match slot.draft.shift(at, later, pool) {
            Ok(to) => ((format!("Moved to face {}.", to + 1), false), Some(to)),
            Err(e) => ((format!("Refused: {e}."), true), None),
        },
        Edit::Reset => {
            slot.draft.ids = slot.default_deck.clone();
            saves.decks.forget(&level, &slot.card);
            let said = match saves.write() {
                Ok(()) => (
                    format!("{}'s deck is the scenario's again.", slot.name),
                    false,
                ),
                Err(e) => (
                    format!("{}'s deck is the scenario's again, but {e}.", slot.name),
                    true,
                ),
            };
            (said, Some(0))
        }
    };
    if let Some(face) = face {
        prep.face = face.min(DECK_SIZE - 1);
    }
    prep.message = Some(message);
}

/// The tab: the fighters, the character card, the deck, and the pool of cards.
pub(super) fn tab(ui: &mut egui::Ui, prep: &mut Preparation, catalog: &Catalog, saves: &mut Saves) {
    let builders: Vec<usize> = (0..prep.slots.len())
        .filter(|i| prep.slots[*i].character.is_some())
        .collect();
    if !builders.contains(&prep.slot) {
        prep.slot = builders.first().copied().unwrap_or(0);
    }
    let Some(ch) = prep.slots.get(prep.slot).and_then(|s| s.character.clone()) else {
        ui.label(RichText::new("No character of yours has a deck to build here.").color(MUTED));
        return;
    };
    if builders.len() > 1 {
        ui.horizontal(|ui| {
            for i in builders {
                let on = i == prep.slot;
                let text = RichText::new(&prep.slots[i].name).color(if on { GOLD } else { TEXT });
                if ui
                    .add(
                        egui::Button::new(text)
                            .stroke(Stroke::new(1.0, if on { GOLD } else { LINE })),
                    )
                    .clicked()
                {
                    prep.slot = i;
                }
            }
        });
    }
    let pool = pool_for(&ch, &catalog.cards);
    prep.pool_row = prep.pool_row.min(pool.len().saturating_sub(1));
    let follow = std::mem::take(&mut prep.follow);
    let mut edit = None;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(300.0);
            character_card(ui, &ch, catalog);
        });
        ui.add_space(12.0);
        ui.vertical(|ui| {
            ui.set_width(400.0);
            deck_column(ui, prep, &ch, catalog, &mut edit);
        });
        ui.add_space(12.0);
        ui.vertical(|ui| pool_column(ui, prep, (&pool, follow), &ch, catalog, &mut edit));
    });
    if let Some(edit) = edit {
        apply(prep, &ch, catalog, saves, edit);
    }
}

/// The character card: HP, AP, attributes, races, abilities and extra cards.
fn character_card(ui: &mut egui::Ui, ch: &CharacterCard, catalog: &Catalog) {
    style::boxed(RAISED, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(&ch.name).size(20.0).strong().color(GOLD));
        ui.label(RichText::new(format!("HP {}   ·   AP {}", ch.hp, ch.ap)).size(16.0));
        let or_none = |v: &[String]| {
            if v.is_empty() {
                "none".into()
            } else {
                v.join(", ")
            }
        };
        ui.label(format!("Attributes: {}", or_none(&ch.attributes)));
        ui.label(format!("Races: {}", or_none(&ch.races)));
        if !ch.text.is_empty() {
            ui.add(egui::Label::new(RichText::new(&ch.text).size(13.5).color(MUTED)).wrap());
        }
        for id in &ch.extras {
            let (name, text) = catalog
                .extras
                .get(id)
                .map_or((id.as_str(), ""), |x| (x.name.as_str(), x.text.as_str()));
            ui.label(
                RichText::new(format!("Extra card: {name}"))
                    .size(13.5)
                    .color(style::NAMED),
            )
            .on_hover_text(text);
        }
        if !ch.flavour.is_empty() {
            ui.add(
                egui::Label::new(
                    RichText::new(&ch.flavour)
                        .size(12.5)
                        .italics()
                        .color(dim(MUTED, 0.3)),
                )
                .wrap(),
            );
        }
    });
}

/// The six faces, AP used and left, and whether the deck holds.
fn deck_column(
    ui: &mut egui::Ui,
    prep: &Preparation,
    ch: &CharacterCard,
    catalog: &Catalog,
    edit: &mut Option<Edit>,
) {
    let Some(slot) = prep.slots.get(prep.slot) else {
        return;
    };
    let used = slot.draft.total_cost(&catalog.cards);
    let left = ch.ap - used;
    ui.horizontal(|ui| {
        ui.label(RichText::new("Deck").size(18.0).strong());
        ui.label(
            RichText::new(format!("AP used {used} of {}  ·  {left} left", ch.ap))
                .size(15.0)
                .color(if left < 0 { BAD } else { GOOD }),
        );
    });
    for face in 0..DECK_SIZE {
        let card = slot
            .draft
            .ids
            .get(face)
            .and_then(|id| catalog.cards.get(id));
        let picked = face == prep.face;
        style::boxed(RAISED, if picked { GOLD } else { LINE })
            .inner_margin(egui::Margin::symmetric(8, 4))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(format!("{}", face + 1))
                            .size(20.0)
                            .strong()
                            .color(GOLD),
                    );
                    match card {
                        Some(c) => {
                            ui.label(
                                RichText::new(format!("{:>2}", c.cost)).font(style::mono(15.0)),
                            );
                            ui.label(RichText::new(&c.name).size(15.5).color(TEXT))
                                .on_hover_text(&c.text);
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    if ui.small_button("x").on_hover_text("take it out").clicked() {
                                        *edit = Some(Edit::Remove(face));
                                    }
                                    if ui
                                        .small_button(">")
                                        .on_hover_text("one face later (equal costs only)")
                                        .clicked()
                                    {
                                        *edit = Some(Edit::Shift(face, true));
                                    }
                                    if ui
                                        .small_button("<")
                                        .on_hover_text("one face earlier (equal costs only)")
                                        .clicked()
                                    {
                                        *edit = Some(Edit::Shift(face, false));
                                    }
                                },
                            );
                        }
                        None => {
                            ui.label(RichText::new("empty").size(15.0).italics().color(MUTED));
                        }
                    }
                });
            });
    }
    ui.add_space(4.0);
    match slot.draft.check(ch, &catalog.cards) {
        Ok(()) => ui.label(
            RichText::new("The deck holds: ready to fight.")
                .size(15.0)
                .color(GOOD),
        ),
        Err(e) => ui.add(
            egui::Label::new(
                RichText::new(format!("Not yet: {e}."))
                    .size(14.5)
                    .color(BAD),
            )
            .wrap(),
        ),
    };
    if ui.button("Scenario's deck  [R]").clicked() {
        *edit = Some(Edit::Reset);
    }
}

/// Every action card: the ones the character may use first, each with why it cannot go in now.
fn pool_column(
    ui: &mut egui::Ui,
    prep: &Preparation,
    (pool, follow): (&[PoolCard], bool),
    ch: &CharacterCard,
    catalog: &Catalog,
    edit: &mut Option<Edit>,
) {
    let Some(slot) = prep.slots.get(prep.slot) else {
        return;
    };
    ui.label(
        RichText::new("Action cards  (click or Space to put one in)")
            .size(18.0)
            .strong(),
    );
    if slot.draft.ids.len() >= DECK_SIZE {
        let full = DeckError::Full.to_string();
        ui.label(
            RichText::new(format!("The {full}."))
                .size(13.5)
                .color(MUTED),
        );
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (row, p) in pool.iter().enumerate() {
                // "The deck is full" is said once above the list, not on every card.
                let why_not = p
                    .barred
                    .clone()
                    .or_else(|| slot.draft.refusal(&p.id, ch, &catalog.cards))
                    .filter(|e| *e != DeckError::Full);
                let picked = row == prep.pool_row;
                let barred = p.barred.is_some();
                let fill = if barred { dim(RAISED, 0.5) } else { RAISED };
                let inner = style::boxed(fill, if picked { GOLD } else { LINE })
                    .inner_margin(egui::Margin::symmetric(8, 3))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        let text_color = if barred { dim(TEXT, 0.5) } else { TEXT };
                        ui.horizontal(|ui| {
                            ui.label(
                                RichText::new(format!("{:>2}", p.card.cost))
                                    .font(style::mono(14.0))
                                    .color(text_color),
                            );
                            ui.label(
                                RichText::new(&p.card.name)
                                    .size(15.0)
                                    .strong()
                                    .color(text_color),
                            );
                            ui.label(
                                RichText::new(p.card.attributes.describe())
                                    .size(13.0)
                                    .color(MUTED),
                            );
                            let copies = slot.draft.count_named(&p.card.name, &catalog.cards);
                            if copies > 0 {
                                ui.label(
                                    RichText::new(format!("in deck ×{copies}"))
                                        .size(13.0)
                                        .color(GOLD),
                                );
                            }
                        });
                        ui.add(
                            egui::Label::new(
                                RichText::new(&p.card.text).size(12.5).color(if barred {
                                    dim(MUTED, 0.4)
                                } else {
                                    MUTED
                                }),
                            )
                            .truncate(),
                        );
                        if let Some(e) = &why_not {
                            ui.add(
                                egui::Label::new(
                                    RichText::new(e.to_string())
                                        .size(12.0)
                                        .color(dim(BAD, 0.25)),
                                )
                                .truncate(),
                            );
                        }
                    });
                let response = ui.interact(
                    inner.response.rect,
                    ui.id().with(("pool", row)),
                    egui::Sense::click(),
                );
                if picked && follow {
                    response.scroll_to_me(None);
                }
                if response.clicked() {
                    *edit = Some(Edit::Add(p.id.clone()));
                }
            }
        });
}
