//! Draws one side of the Showdown's table: its name, life cards, deck and trash; monster zones
//! ①②③ and 予 with their battle cards (and power now), equips and installed cards; the charge
//! zone, each card face up or face down. Zone cards are drawn framed in their kind's colour, with
//! their picture.

use super::super::super::style::{self, BAD, GOLD, LINE, MUTED, RAISED, TEXT, dim};
use super::super::frame::{Framed, framed_row};
use super::super::fx::{Spot, anchor};
use super::model::{CardView, SideView, ZoneView};
use crate::data::lang::{t, tf};
use crate::data::load::Kind;
use crate::screens::pictures::Pictures;
use crate::screens::style::pt;
use bevy_egui::egui::{self, RichText};

pub(crate) use super::super::frame::kind_color;

/// A card in one line: its code, name, power (a battle card's, or what it adds) and cost.
pub(crate) fn card_text(c: &CardView) -> String {
    let power = if c.code.ends_with('M') {
        format!("  {}", c.power)
    } else if c.power != 0 {
        format!("  {:+}", c.power)
    } else {
        String::new()
    };
    format!("{} {}{power}  ({})", c.code, c.name, c.cost)
}

/// A card of a zone framed in its kind's colour: a battle card with its power now, an equip or
/// installed card with what it adds.
fn framed<'a>(c: &'a CardView, pictures: &Pictures, lit: bool) -> Framed<'a> {
    let power = if c.code.ends_with('M') {
        c.power.to_string()
    } else if c.power != 0 {
        format!("{:+}", c.power)
    } else {
        String::new()
    };
    Framed {
        name: &c.name,
        code: &c.code,
        tint: kind_color(&c.code),
        picture: pictures.item(Kind::ShowCard, &c.id),
        corner: power,
        cost: tf("cost {0}", &[&c.cost]),
        lit,
        faded: false,
    }
}

/// One side of the table.
pub(super) fn side(ui: &mut egui::Ui, s: &SideView, pictures: &Pictures) {
    let color = style::team_color(s.team);
    ui.horizontal(|ui| {
        ui.label(RichText::new(&s.name).size(pt(17.0)).strong().color(color));
        ui.add_space(10.0);
        let life = ui.label(
            RichText::new(tf("life {0}", &[&s.life]))
                .size(pt(15.0))
                .strong()
                .color(if s.life <= 1 { BAD } else { GOLD }),
        );
        anchor(ui.ctx(), Spot::Fighter(s.serial), life.rect);
        life.on_hover_text(t("Life cards: when only the other side has a battle card in a zone, one goes into the hand; with none left, that side loses."));
        ui.label(RichText::new(tf("deck {0}", &[&s.deck])).size(pt(13.0)).color(MUTED));
        let hand = if s.own {
            tf("hand {0}", &[&s.hand.len()])
        } else {
            tf("hand {0} (hidden)", &[&s.hand_count])
        };
        ui.label(RichText::new(hand).size(pt(13.0)).color(MUTED));
        let trash = match s.trash.last() {
            Some(top) => tf("trash {0} (top: {1})", &[&s.trash.len(), &top.name]),
            None => t("trash 0").into(),
        };
        ui.label(RichText::new(trash).size(pt(13.0)).color(MUTED));
        if s.sideways {
            ui.label(RichText::new(t("no cards: everything lies sideways")).color(BAD));
        }
    });
    ui.horizontal_top(|ui| {
        let w = ((ui.available_width() - 24.0) / 4.0).max(120.0);
        for (z, zone) in s.zones.iter().enumerate() {
            zone_box(ui, z, zone, w, s.serial, pictures);
        }
        reserve_box(ui, s.reserve, w);
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t("CHARGE")).size(pt(11.0)).color(MUTED));
        let down = s.charge.iter().filter(|c| !c.face_up).count();
        ui.label(
            RichText::new(tf("{0} face down (pay costs)", &[&down]))
                .size(pt(11.0))
                .color(MUTED),
        );
        for c in &s.charge {
            let text = match (&c.card, c.face_up) {
                (Some(card), true) => RichText::new(&card.name).color(dim(TEXT, 0.55)),
                (Some(card), false) => {
                    RichText::new(format!("[{}]", card.name)).color(kind_color(&card.code))
                }
                (None, _) => RichText::new(t("[face down]")).color(MUTED),
            };
            let text = if c.offset { text.strikethrough() } else { text };
            let state = if c.face_up {
                t("face up: spent until the recharge")
            } else {
                t("face down: turned face up to pay a cost")
            };
            let offset = if c.offset {
                t("\nStruck through: its effect was offset (cancelled by one used at the same time).")
            } else {
                ""
            };
            ui.label(text.size(pt(12.0)))
                .on_hover_text(format!("{state}{offset}"));
        }
    });
}

fn zone_box(ui: &mut egui::Ui, z: usize, zone: &ZoneView, w: f32, side: u32, pictures: &Pictures) {
    let lit = zone.battler.is_some();
    let shown = style::boxed(RAISED, if lit { GOLD } else { LINE })
        .inner_margin(egui::Margin::symmetric(8, 4))
        .show(ui, |ui| {
            ui.set_width(w);
            ui.set_min_height(74.0);
            // One line each, stacked, cut to the box (the full text on hover).
            ui.vertical(|ui| {
                ui.set_width(w);
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(tf("zone {0}", &[&(z + 1)]))
                            .size(pt(11.0))
                            .color(MUTED),
                    );
                    if let Some(p) = zone.power {
                        ui.label(
                            RichText::new(tf("power {0}", &[&p]))
                                .size(pt(13.0))
                                .strong()
                                .color(GOLD),
                        )
                        .on_hover_text(t(
                            "The zone's power now: its monster's, with its equips and the J and \
                             I cards installed there; the higher power wins the zone's battle.",
                        ));
                    }
                });
                match &zone.battler {
                    Some(b) => {
                        framed_row(ui, 36.0, &framed(b, pictures, true))
                            .on_hover_text(super::codes::hover(b));
                    }
                    None if zone.face_down => {
                        ui.label(
                            RichText::new(t("a card face down"))
                                .size(pt(13.0))
                                .color(MUTED),
                        );
                    }
                    None => {
                        ui.label(
                            RichText::new(t("no battle card"))
                                .size(pt(12.0))
                                .color(dim(MUTED, 0.6)),
                        );
                    }
                }
                if zone.face_down && zone.battler.is_some() {
                    ui.label(
                        RichText::new(t("+ a card face down"))
                            .size(pt(12.0))
                            .color(MUTED),
                    );
                }
                for c in zone.equips.iter().chain(&zone.installed) {
                    framed_row(ui, 22.0, &framed(c, pictures, false))
                        .on_hover_text(super::codes::hover(c));
                }
            });
        });
    // The zone's cards: where each one's summon, equip or trip to the trash is shown.
    let cards = zone
        .battler
        .iter()
        .chain(&zone.equips)
        .chain(&zone.installed);
    for c in cards {
        anchor(
            ui.ctx(),
            Spot::Card(side, c.id.clone()),
            shown.response.rect,
        );
    }
}

fn reserve_box(ui: &mut egui::Ui, face_down: bool, w: f32) {
    style::boxed(RAISED, LINE)
        .inner_margin(egui::Margin::symmetric(8, 4))
        .show(ui, |ui| {
            ui.set_width(w * 0.6);
            ui.set_min_height(74.0);
            ui.label(RichText::new(t("reserve")).size(pt(11.0)).color(MUTED))
                .on_hover_text(t("予: a card set here when all three zones hold a battle card goes to the charge zone when opened."));
            if face_down {
                ui.label(RichText::new(t("a card face down")).size(pt(13.0)).color(MUTED));
            }
        });
}
