//! The deck tab's three columns: the character card, the six faces with AP used and left, and
//! the pool of action cards with why each cannot go in now. Clicks come back as an [`Edit`].

use super::super::style::{self, BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT, dim};
use super::Preparation;
use super::decks::Edit;
use crate::data::deck::{DECK_SIZE, DeckError};
use crate::data::deck_draft::PoolCard;
use crate::data::lang::{t, tf};
use crate::data::{Catalog, CharacterCard};
use crate::screens::style::pt;
use bevy_egui::egui::{self, RichText};

/// The character card: HP, AP, attributes, races, abilities and extra cards.
pub(super) fn character_card(
    ui: &mut egui::Ui,
    ch: &CharacterCard,
    catalog: &Catalog,
    vortex: bool,
) {
    style::boxed(RAISED, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(crate::data::lang::shown(&ch.name))
                .size(pt(20.0))
                .strong()
                .color(GOLD),
        );
        ui.label(RichText::new(format!("HP {}   ·   AP {}", ch.hp, ch.ap)).size(pt(16.0)))
            .on_hover_text(t(
                "HP: at 0 the character retires. AP: the most the six cards of its deck may \
                 cost together (each card's cost is the number before its name).",
            ));
        let or_none = |v: &[String]| {
            if v.is_empty() {
                t("none").into()
            } else {
                crate::data::lang::words(v)
            }
        };
        ui.label(tf("Attributes: {0}", &[&or_none(&ch.attributes)]));
        ui.label(tf("Races: {0}", &[&or_none(&ch.races)]));
        if let Some(sheet) = ch.vortex.as_ref().filter(|_| vortex) {
            // Every card of the deck pays its panels from one of these (design §3.1).
            for (k, row) in sheet.patterns.iter().enumerate() {
                let panels: Vec<&str> = row
                    .iter()
                    .map(|p| crate::data::lang::word(p.short()))
                    .collect();
                let letter = crate::data::arena::contender::pattern_letter(k);
                ui.label(
                    RichText::new(tf("Pattern {0}: {1}", &[&letter, &panels.join(" ")]))
                        .font(style::mono(14.0))
                        .color(GOLD),
                )
                .on_hover_text(tf(
                    "A card's panels are paid from the pattern in use; a card no pattern pays \
                     cannot go in the deck. {0}.",
                    &[&t(crate::data::arena::words::PANEL_KEY)],
                ));
            }
            ui.label(tf(
                "Speed {0}  ·  move {1}",
                &[&sheet.speed, &sheet.move_squares()],
            ))
            .on_hover_text(t(
                "Speed: the AC the hero starts each round with. Move: the squares one move \
                 covers (a diagonal counts 2, climbing a level 1 more).",
            ));
        }
        if !ch.text.is_empty() {
            ui.add(
                egui::Label::new(
                    RichText::new(crate::data::lang::said(&ch.text))
                        .size(pt(13.5))
                        .color(MUTED),
                )
                .wrap(),
            );
        }
        for id in &ch.extras {
            let (name, text) = catalog.extras.get(id).map_or((id.into(), "".into()), |x| {
                (
                    crate::data::lang::shown(&x.name),
                    crate::data::lang::said(&x.text),
                )
            });
            ui.label(
                RichText::new(tf("Extra card: {0}", &[&name]))
                    .size(pt(13.5))
                    .color(style::NAMED),
            )
            .on_hover_text(text);
        }
        if !ch.flavour.is_empty() {
            ui.add(
                egui::Label::new(
                    RichText::new(crate::data::lang::said(&ch.flavour))
                        .size(pt(12.5))
                        .italics()
                        .color(dim(MUTED, 0.3)),
                )
                .wrap(),
            );
        }
    });
}

/// The six faces, AP used and left, and whether the deck holds.
pub(super) fn deck_column(
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
        ui.label(RichText::new(t("Deck")).size(pt(18.0)).strong());
        ui.label(
            RichText::new(tf(
                "AP used {0} of {1}  ·  {2} left",
                &[&used, &ch.ap, &left],
            ))
            .size(pt(15.0))
            .color(if left < 0 { BAD } else { GOOD }),
        )
        .on_hover_text(t(
            "The deck's cards' costs added up, against the character's AP: the finished deck \
             may cost at most its AP.",
        ));
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
                            .size(pt(20.0))
                            .strong()
                            .color(GOLD),
                    );
                    match card {
                        Some(c) => {
                            ui.label(
                                RichText::new(format!("{:>2}", c.cost)).font(style::mono(15.0)),
                            );
                            ui.label(
                                RichText::new(crate::data::lang::shown(&c.name))
                                    .size(pt(15.5))
                                    .color(TEXT),
                            )
                            .on_hover_text(crate::data::lang::said(&c.text));
                            if prep.vortex {
                                vortex_cost(ui, c, ch, slot.draft.ids.get(face), catalog);
                            }
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    if ui
                                        .small_button("x")
                                        .on_hover_text(t("take it out"))
                                        .clicked()
                                    {
                                        *edit = Some(Edit::Remove(face));
                                    }
                                    if ui
                                        .small_button(">")
                                        .on_hover_text(t("one face later (equal costs only)"))
                                        .clicked()
                                    {
                                        *edit = Some(Edit::Shift(face, true));
                                    }
                                    if ui
                                        .small_button("<")
                                        .on_hover_text(t("one face earlier (equal costs only)"))
                                        .clicked()
                                    {
                                        *edit = Some(Edit::Shift(face, false));
                                    }
                                },
                            );
                        }
                        None => {
                            ui.label(
                                RichText::new(t("empty"))
                                    .size(pt(15.0))
                                    .italics()
                                    .color(MUTED),
                            );
                        }
                    }
                });
            });
    }
    ui.add_space(4.0);
    match slot.draft.check(ch, &catalog.cards) {
        Ok(()) => ui.label(
            RichText::new(t("The deck holds: ready to fight."))
                .size(pt(15.0))
                .color(GOOD),
        ),
        Err(e) => ui.add(
            egui::Label::new(
                RichText::new(tf("Not yet: {0}.", &[&super::said::deck_error(&e)]))
                    .size(pt(14.5))
                    .color(BAD),
            )
            .wrap(),
        ),
    };
    if ui
        .button(format!("{}  [R]", t("Scenario's deck")))
        .clicked()
    {
        *edit = Some(Edit::Reset);
    }
}

/// Every action card: the ones the character may use first, each with why it cannot go in now.
pub(super) fn pool_column(
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
        RichText::new(t("Action cards  (click or Space to put one in)"))
            .size(pt(18.0))
            .strong(),
    );
    if slot.draft.ids.len() >= DECK_SIZE {
        let full = super::said::deck_error(&DeckError::Full);
        // As a sentence: a capital first, a full stop after an English one.
        let mut chars = full.chars();
        let mut full: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        if full.ends_with(|c: char| c.is_ascii_alphanumeric()) {
            full.push('.');
        }
        ui.label(RichText::new(full).size(pt(13.5)).color(MUTED));
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
                                RichText::new(crate::data::lang::shown(&p.card.name))
                                    .size(pt(15.0))
                                    .strong()
                                    .color(text_color),
                            );
                            ui.label(
                                RichText::new(said_requirement(&p.card.attributes))
                                    .size(pt(13.0))
                                    .color(MUTED),
                            );
                            if prep.vortex {
                                vortex_cost(ui, &p.card, ch, Some(&p.id), catalog);
                            }
                            let copies = slot.draft.count_named(&p.card.name, &catalog.cards);
                            if copies > 0 {
                                ui.label(
                                    RichText::new(tf("in deck ×{0}", &[&copies]))
                                        .size(pt(13.0))
                                        .color(GOLD),
                                );
                            }
                        });
                        ui.add(
                            egui::Label::new(
                                RichText::new(crate::data::lang::said(&p.card.text)).size(pt(12.5)).color(if barred {
                                    dim(MUTED, 0.4)
                                } else {
                                    MUTED
                                }),
                            )
                            .truncate(),
                        );
                        let over = slot.draft.total_cost(&catalog.cards) + p.card.cost - ch.ap;
                        if why_not.is_none() && over > 0 && slot.draft.ids.len() < DECK_SIZE {
                            let said = tf("would take the deck {0} over AP", &[&over]);
                            ui.label(RichText::new(said).size(pt(12.0)).color(MUTED));
                        }
                        if let Some(e) = &why_not {
                            ui.add(
                                egui::Label::new(
                                    RichText::new(super::said::deck_error(e))
                                        .size(pt(12.0))
                                        .color(dim(BAD, 0.25)),
                                )
                                .truncate(),
                            );
                        }
                    });
                // The row takes the click over its words, so its tip is the row's own: the card
                // in full, its cost, and for the Vortex what its cost means.
                let vortex = if prep.vortex {
                    t("\nVortex cost: the AC it takes when played and the panels it uses from the \
                     pattern in use.")
                } else {
                    ""
                };
                let response = ui
                    .interact(
                        inner.response.rect,
                        ui.id().with(("pool", row)),
                        egui::Sense::click(),
                    )
                    .on_hover_text(tf(
                        "{0} (cost {1} of the character's AP)\n{2}{3}\nClick: add it to the deck.",
                        &[
                            &crate::data::lang::shown(&p.card.name),
                            &p.card.cost,
                            &crate::data::lang::said(&p.card.text),
                            &vortex,
                        ],
                    ));
                if picked && follow {
                    response.scroll_to_me(None);
                }
                if response.clicked() {
                    *edit = Some(Edit::Add(p.id.clone()));
                }
            }
        });
}

/// A card's Vortex cost (design §3.1): its AC and the panels it pays, in gold; in red with the
/// reason when none of the hero's patterns pays it (the Vortex's check refuses the deck).
fn vortex_cost(
    ui: &mut egui::Ui,
    card: &crate::data::ActionCard,
    ch: &CharacterCard,
    id: Option<&String>,
    catalog: &Catalog,
) {
    let words = match crate::data::vortex::cost_of(card) {
        Ok(c) => {
            let panels: Vec<&str> = c
                .panels
                .iter()
                .map(|p| crate::data::lang::word(p.short()))
                .collect();
            if panels.is_empty() {
                format!("AC {}", c.ac)
            } else {
                format!("AC {} {}", c.ac, panels.join("+"))
            }
        }
        Err(_) => t("no Vortex cost").to_string(),
    };
    let refused = id.and_then(|id| super::vortex_refusal(ch, id, catalog));
    let label = ui.label(
        RichText::new(words)
            .font(style::mono(13.0))
            .color(if refused.is_some() { BAD } else { GOLD }),
    );
    let meaning = tf(
        "The card's Vortex cost: the AC it takes when played, and the panels it uses from the \
         pattern in use ({0}).",
        &[&t(crate::data::arena::words::PANEL_KEY)],
    );
    match refused {
        Some(why) => label.on_hover_text(format!("{why}\n{meaning}")),
        None => label.on_hover_text(meaning),
    };
}

/// A card's attributes as the seed writes them (`Fire, Wind`, `Moon & Shadow`, `neutral`), each
/// word in the language spoken.
fn said_requirement(r: &crate::data::requirement::Requirement) -> String {
    use crate::data::requirement::Requirement;
    let said = |names: &[String]| -> Vec<String> {
        names
            .iter()
            .map(|n| crate::data::lang::word(n).to_string())
            .collect()
    };
    match r {
        Requirement::Neutral => crate::data::lang::t("neutral").to_string(),
        Requirement::Any(n) => said(n).join(", "),
        Requirement::All(n) => said(n).join(" & "),
    }
}
