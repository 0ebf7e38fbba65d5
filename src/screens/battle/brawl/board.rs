//! Draws the Brawl's board: the opponent's strip, both territories as one grid of 4 rows by 3
//! columns (the fronts facing each other), the player's strip. Each creature shows its power and
//! shield, its traits as badges and its states; hover explains each in full. Sealed squares are
//! barred; what the open question can reach is outlined.

use super::super::super::style::{self, BAD, GOLD, LINE, MUTED, RAISED, TARGET, TEXT, dim};
use super::model::{BeastView, BrawlSnapshot, PlayerView};
use super::pick::Spot;
use crate::data::Catalog;
use crate::data::brawl::words;
use crate::data::keywords::Row;
use crate::data::lang::{t, tf};
use crate::rules::brawl::ask::Foe;
use crate::rules::brawl::board::{COLUMNS, Sq};
use crate::screens::style::pt;
use bevy_egui::egui::{self, RichText, Sense, Stroke};

/// A player's strip: name, life, bait, hand, deck, graveyard; clickable (an attack on it).
pub(super) fn player_strip(
    ui: &mut egui::Ui,
    p: &PlayerView,
    team: usize,
    (lit, active, struck): (bool, bool, bool),
) -> bool {
    let border = if struck {
        BAD
    } else if lit {
        TARGET
    } else {
        LINE
    };
    let frame = style::boxed(RAISED, border).inner_margin(egui::Margin::symmetric(10, 4));
    let r = frame.show(ui, |ui| {
        ui.set_width(ui.available_width() - 8.0);
        ui.horizontal(|ui| {
            if active {
                ui.label(RichText::new(t("TURN")).size(pt(12.0)).strong().color(GOLD)).on_hover_text(t("Whose turn it is."));
            }
            ui.label(RichText::new(&p.name).size(pt(16.0)).strong().color(style::team_color(team)));
            ui.label(RichText::new(tf("life {0}", &[&p.life])).size(pt(15.0)).strong().color(if p.life <= 5 { BAD } else { GOLD }))
                .on_hover_text(t("A player at 0 life loses."));
            ui.label(RichText::new(tf("bait {0}", &[&p.bait])).size(pt(14.0)).color(TEXT))
                .on_hover_text(t("Bait: paid to put creatures onto the board and for skills that ask for it; +2 at the start of each of your turns (at most 10 held)."));
            ui.label(RichText::new(tf("hand {0}", &[&p.hand_count])).size(pt(13.0)).color(MUTED));
            ui.label(RichText::new(tf("deck {0}", &[&p.deck])).size(pt(13.0)).color(MUTED));
            let grave = p.graveyard.last().map_or_else(|| t("graveyard 0").into(), |c| tf("graveyard {0} (top: {1})", &[&p.graveyard.len(), c]));
            ui.label(RichText::new(grave).size(pt(13.0)).color(MUTED));
            if lit {
                ui.label(RichText::new(t("click: attack this player")).size(pt(13.0)).color(TARGET));
            }
        });
    });
    let spot = super::super::fx::Spot::Fighter(p.serial);
    super::super::fx::anchor(ui.ctx(), spot, r.response.rect);
    lit && ui
        .interact(
            r.response.rect,
            ui.id().with(("player", team)),
            Sense::click(),
        )
        .clicked()
}

/// The grid: `foe`'s back and front rows on top, `me`'s front and back rows below. `lit` says
/// which spots the open question can reach, `chosen` which are picked; returns the clicked spot.
pub(super) fn grid(
    ui: &mut egui::Ui,
    snap: &BrawlSnapshot,
    catalog: &Catalog,
    lit: &dyn Fn(Spot) -> bool,
    chosen: &dyn Fn(Spot) -> bool,
) -> Option<Spot> {
    let me = snap.me;
    let foe = 1 - me;
    let rows = [
        (foe, Row::Back),
        (foe, Row::Front),
        (me, Row::Front),
        (me, Row::Back),
    ];
    let w = ((ui.available_width() - 24.0) / f32::from(COLUMNS)).max(150.0);
    let h = 112.0;
    let mut clicked = None;
    for (i, (team, row)) in rows.into_iter().enumerate() {
        if i == 2 {
            ui.add_space(6.0);
        }
        ui.horizontal(|ui| {
            for col in 0..COLUMNS {
                let sq = Sq { row, col };
                let beast = snap.at(team, sq);
                let spot = Spot::Square(team, sq.index(), beast.map(|b| b.entity));
                let sealed = snap.players.get(team).and_then(|p| {
                    p.seals
                        .iter()
                        .find(|(s, _)| *s == sq.index())
                        .map(|(_, n)| *n)
                });
                let clash = beast.and_then(|b| match snap.clash {
                    Some((a, _)) if a == b.entity => Some(GOLD),
                    Some((_, Foe::Creature(d))) if d == b.entity => Some(BAD),
                    _ => None,
                });
                let stroke = if let Some(c) = clash {
                    Stroke::new(3.0, c)
                } else if chosen(spot) {
                    Stroke::new(2.5, GOLD)
                } else if lit(spot) {
                    Stroke::new(2.0, TARGET)
                } else {
                    Stroke::new(1.0, LINE)
                };
                let fill = if sealed.is_some() {
                    dim(BAD, 0.25)
                } else {
                    RAISED
                };
                let r = egui::Frame::new()
                    .fill(fill)
                    .stroke(stroke)
                    .corner_radius(4)
                    .inner_margin(egui::Margin::symmetric(6, 3))
                    .show(ui, |ui| {
                        ui.set_width(w - 16.0);
                        ui.set_height(h - 8.0);
                        ui.vertical(|ui| square(ui, team, sq, beast, sealed, catalog))
                            .inner
                    });
                if let Some(c) = beast.and_then(|b| catalog.creatures.get(&b.card)) {
                    // Framed by its colour: a band along the top of its card.
                    let rect = r.response.rect;
                    let band =
                        egui::Rect::from_min_size(rect.left_top(), egui::vec2(rect.width(), 4.0));
                    let round = egui::CornerRadius {
                        nw: 4,
                        ne: 4,
                        sw: 0,
                        se: 0,
                    };
                    ui.painter()
                        .rect_filled(band, round, style::brawl_color(c.colour));
                }
                if let Some(b) = beast {
                    // The creature, by itself and as its player's card (its summon names the card).
                    let (ctx, rect) = (ui.ctx().clone(), r.response.rect);
                    super::super::fx::anchor(&ctx, super::super::fx::Spot::Fighter(b.serial), rect);
                    if let Some(p) = snap.players.get(team) {
                        let card = super::super::fx::Spot::Card(p.serial, b.card.clone());
                        super::super::fx::anchor(&ctx, card, rect);
                    }
                }
                let square = ui.interact(
                    r.response.rect,
                    ui.id().with((team, sq.index())),
                    Sense::click(),
                );
                // The square takes the click over everything in it, so the words' tips are the
                // square's own, by where the pointer is.
                let tip = square
                    .hover_pos()
                    .and_then(|at| r.inner.iter().find(|(rect, _)| rect.contains(at)));
                let square = match tip {
                    Some((_, words)) => square.on_hover_text(words),
                    None => square,
                };
                if square.clicked() {
                    clicked = Some(spot);
                }
            }
        });
    }
    clicked
}

/// Draws a square's contents; returns each word's place with its tip (the square, which takes
/// the click, shows them).
fn square(
    ui: &mut egui::Ui,
    team: usize,
    sq: Sq,
    beast: Option<&BeastView>,
    sealed: Option<u8>,
    catalog: &Catalog,
) -> Vec<(egui::Rect, String)> {
    let mut tips: Vec<(egui::Rect, String)> = Vec::new();
    let mut tip = |r: egui::Response, words: String| tips.push((r.rect, words));
    let color = style::team_color(team);
    match beast {
        None => {
            ui.label(
                RichText::new(match sq.row {
                    Row::Front => tf("front {0}", &[&(sq.col + 1)]),
                    Row::Back => tf("back {0}", &[&(sq.col + 1)]),
                })
                .size(pt(11.0))
                .color(dim(MUTED, 0.6)),
            );
            if let Some(n) = sealed {
                let r = ui.label(
                    RichText::new(if n == 1 {
                        tf("SEALED ({0} dawn left)", &[&n])
                    } else {
                        tf("SEALED ({0} dawns left)", &[&n])
                    })
                    .size(pt(13.0))
                    .strong()
                    .color(BAD),
                );
                tip(r, t("Sealed: no card may be put here and no creature moved here; a seal ends at the second dawn after it was made.").into());
            }
        }
        Some(b) => {
            let card = catalog.creatures.get(&b.card);
            let hover = card.map(|c| words::card(c).join("\n")).unwrap_or_default();
            ui.horizontal(|ui| {
                if let Some(tex) = b.picture {
                    let r = ui.add(egui::Image::new((tex, egui::vec2(26.0, 26.0))));
                    tip(r, hover.clone());
                }
                let r = ui.add(
                    egui::Label::new(RichText::new(&b.name).size(pt(14.0)).strong().color(color))
                        .truncate(),
                );
                tip(r, hover);
                if let Some(c) = card {
                    let r = ui.label(
                        RichText::new(format!("{} {}", t(c.colour.name()), crate::data::lang::word(&c.family)))
                            .size(pt(11.0))
                            .color(MUTED),
                    );
                    tip(r, tf("Colour {0} and family {1}: what other cards' effects may name (the {0} creatures, the {1} family).", &[&t(c.colour.name()), &crate::data::lang::word(&c.family)]));
                }
            });
            ui.horizontal(|ui| {
                let hurt = b.power < b.printed;
                let r = ui.label(RichText::new(tf("power {0}", &[&b.power])).size(pt(14.0)).strong().color(if hurt { BAD } else { GOLD }));
                tip(r, tf("Power: what it deals in battle and what damage must take from it (printed {0}). At 0 it is defeated.", &[&b.printed]));
                if b.shield > 0 {
                    let r = ui.label(RichText::new(tf("shield {0}", &[&b.shield])).size(pt(12.0)).color(TARGET));
                    tip(r, tf("Shield left: the next {0} damage it takes is stopped, while it is awake; what is used never comes back.", &[&b.shield]));
                }
                if let Some(n) = b.asleep {
                    if let Some(tex) = b.ailment_pictures[0] {
                        ui.add(egui::Image::new((tex, egui::vec2(14.0, 14.0))));
                    }
                    let r = ui.label(RichText::new(t("ASLEEP")).size(pt(12.0)).strong().color(style::NAMED));
                    let wakes = if n <= 1 {
                        t("Asleep: every ability off; it cannot attack and deals no damage in battle. Wakes at its next dawn.")
                    } else {
                        t("Asleep: every ability off; it cannot attack and deals no damage in battle. Wakes at its second dawn.")
                    };
                    tip(r, wakes.to_string());
                }
                if b.poisoned {
                    if let Some(tex) = b.ailment_pictures[1] {
                        ui.add(egui::Image::new((tex, egui::vec2(14.0, 14.0))));
                    }
                    let r = ui.label(RichText::new(t("POISON")).size(pt(12.0)).strong().color(style::GOOD));
                    tip(r, t("Poison: 1 damage at every dusk, of itself (no ability answers it as the opponent's).").into());
                }
                if b.fresh {
                    let r = ui.label(RichText::new(t("new")).size(pt(11.0)).color(MUTED));
                    tip(r, t("Came onto the board this turn: it may attack creatures but not the player (a Swift one may; a Sluggish one attacks nothing).").into());
                }
            });
            ui.horizontal_wrapped(|ui| {
                for (i, tr) in b.traits.iter().enumerate() {
                    let (word, what) = super::super::model::trait_words(tr);
                    if let Some(tex) = b.trait_pictures.get(i).copied().flatten() {
                        let r = ui.add(egui::Image::new((tex, egui::vec2(14.0, 14.0))));
                        tip(r, format!("{word}: {what}"));
                    }
                    let off = if b.asleep.is_some() {
                        t(" (off while asleep)")
                    } else {
                        ""
                    };
                    let r = badge(ui, &word);
                    tip(r, format!("{word}: {what}{off}"));
                }
            });
        }
    }
    tips
}

/// A small framed label; its response is the label's, so a tooltip on it shows when the
/// pointer is over the word (a selectable label inside the frame took the hover before, and
/// the frame's tooltip never showed).
pub(super) fn badge(ui: &mut egui::Ui, text: &str) -> egui::Response {
    egui::Frame::new()
        .fill(dim(TARGET, 0.18))
        .corner_radius(3)
        .inner_margin(egui::Margin::symmetric(4, 0))
        .show(ui, |ui| {
            ui.add(
                egui::Label::new(RichText::new(text).size(pt(11.0)).color(TEXT))
                    .selectable(false)
                    .sense(Sense::hover()),
            )
        })
        .inner
}
