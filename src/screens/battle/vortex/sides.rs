//! The AC order bar and each side's tactics box: life cards, hand (the player's by name with what
//! its charge can pay, the other's as a count), charge zone, zones held, and the lane card set
//! face down, turning over when both open at once. Cards are drawn framed in their kind's colour
//! with their picture.

use super::model::{SideView, TacticView, VortexView};
use crate::data::lang::{t, tf};
use crate::screens::battle::frame::{Framed, framed_card, framed_row, kind_color};
use crate::screens::battle::top::{Chip, chip_row};
use crate::screens::style::pt;
use crate::screens::style::{self, LINE, MUTED, dim, font, team_color};
use bevy_egui::egui::{self, Align2, Color32, Rect, RichText, Sense, Stroke, StrokeKind, vec2};

/// How long the lane cards take to turn over, in seconds.
pub(super) const FLIP_SECONDS: f32 = crate::screens::idle::DIE_FLASH;

/// The AC order: who acts next, highest AC first; those at AC 0 or less faded.
pub(super) fn order_bar(ui: &mut egui::Ui, view: &VortexView) {
    let chips: Vec<Chip> = view
        .order
        .iter()
        .filter_map(|(e, ac)| {
            let u = view.unit(*e)?;
            Some(Chip {
                label: format!("AC {ac}  {}", u.name),
                team: u.team,
                now: view.acting == Some(*e),
                done: *ac <= 0,
                retired: false,
            })
        })
        .collect();
    chip_row(ui, t("AC ORDER"), 76.0, &chips);
}

/// A side's tactics. The player's hand is shown by name; the other side's cards are backs.
pub(super) fn side_box(ui: &mut egui::Ui, view: &VortexView, side: usize, open_age: f32) {
    let Some(s) = view.sides.get(side) else {
        return;
    };
    let color = team_color(side);
    style::boxed(Color32::TRANSPARENT, dim(color, 0.3)).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&s.name).size(pt(16.0)).strong().color(color));
            let who = if s.player { t("you") } else { t("foe") };
            ui.label(RichText::new(who).size(pt(12.0)).color(MUTED));
        });
        if !s.has_deck {
            ui.label(
                RichText::new(tf(
                    "Life cards {0}  ·  zones held {1}",
                    &[&s.life, &s.zones_held],
                ))
                .size(pt(13.0)),
            );
            ui.label(
                RichText::new(t("no tactic deck"))
                    .size(pt(12.0))
                    .color(MUTED),
            );
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(tf("Life {0}", &[&s.life]))
                    .size(pt(14.0))
                    .strong(),
            )
            .on_hover_text(t(
                "Life cards: a zone's battle lost takes one into the hand (seed 004 §9). \
                     None left when one must be taken: the side is broken.",
            ));
            ui.label(
                RichText::new(tf(
                    "deck {0}  ·  trash {1}  ·  zones {2}",
                    &[&s.pile, &s.trash, &s.zones_held],
                ))
                .size(pt(12.5))
                .color(MUTED),
            );
        });
        lane(ui, s, open_age);
        let charge = s.charge.iter().filter(|(_, up)| !up).count();
        ui.label(
            RichText::new(tf(
                "CHARGE {0} face down, {1} paid",
                &[&charge, &(s.charge.len() - charge)],
            ))
            .size(pt(12.0))
            .color(MUTED),
        )
        .on_hover_text(t(
            "Face-down charge cards pay a tactic's cost; they turn back at the next reveal.",
        ));
        if s.player {
            ui.label(
                RichText::new(tf("HAND {0}", &[&s.hand.len()]))
                    .size(pt(12.0))
                    .color(MUTED),
            );
            for c in &s.hand {
                hand_card(ui, c);
            }
        } else {
            ui.label(
                RichText::new(tf("HAND {0} (face down)", &[&s.hand.len()]))
                    .size(pt(12.0))
                    .color(MUTED),
            );
        }
    });
}

/// A tactic framed in its kind's colour, with its cost; faded when it cannot be paid now.
fn framed(c: &TacticView, lit: bool, faded: bool) -> Framed<'_> {
    Framed {
        name: &c.name,
        code: c.kind,
        tint: kind_color(c.kind),
        picture: c.picture,
        corner: String::new(),
        cost: tf("cost {0}", &[&c.cost]),
        lit,
        faded,
    }
}

/// One hand card: framed, its kind and cost said; faded when its cost cannot be paid now.
fn hand_card(ui: &mut egui::Ui, c: &TacticView) {
    let mark = if c.payable {
        t("payable")
    } else {
        t("cannot pay")
    };
    framed_row(ui, 22.0, &framed(c, false, !c.payable))
        .on_hover_text(format!(
            "{} ({mark})\n\n{}\n\n{}\n{}",
            c.name,
            c.text,
            t(c.kind_words),
            cost_words(c.cost)
        ))
        .on_hover_cursor(egui::CursorIcon::Help);
}

/// The lane card: a back until the open, then turning over to its face.
fn lane(ui: &mut egui::Ui, s: &SideView, open_age: f32) {
    let (rect, response) = ui.allocate_exact_size(vec2(ui.available_width(), 34.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let Some(l) = &s.lane else {
        painter.text(
            rect.left_center(),
            Align2::LEFT_CENTER,
            t("LANE  nothing set"),
            font(12.5),
            MUTED,
        );
        return;
    };
    let turned = if l.open {
        (open_age / FLIP_SECONDS).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let width = ((turned * std::f32::consts::PI).cos()).abs().max(0.04);
    let card = Rect::from_center_size(rect.center(), vec2(rect.width() * width, rect.height()));
    let face = l.open && turned >= 0.5;
    // The player sees its own set card face up from the start; the other's is a back.
    let known = face || (s.player && !l.open);
    if known && width > 0.5 {
        let state = match (l.open, l.playable) {
            (false, _) => tf("lane {0} · set", &[&l.lane]),
            (true, true) => tf("lane {0} · open", &[&l.lane]),
            (true, false) => tf("lane {0} · unplayable", &[&l.lane]),
        };
        let mut framed = framed(&l.card, true, l.open && !l.playable);
        framed.corner = state;
        framed_card(&painter, card, &framed);
    } else {
        painter.rect(
            card,
            5.0,
            Color32::from_rgb(52, 44, 88),
            Stroke::new(1.5, LINE),
            StrokeKind::Inside,
        );
        if width > 0.5 {
            painter.text(
                card.center(),
                Align2::CENTER_CENTER,
                tf("LANE {0}  face down", &[&l.lane]),
                font(12.5),
                MUTED,
            );
        }
    }
    if known {
        let state = if l.open && !l.playable {
            t("\nUnplayable: it cannot be placed now, so it goes to the charge zone.")
        } else {
            ""
        };
        response.on_hover_text(tf(
            "Lane {0} (its card works on zone {0}).\n{1}\n\n{2}\n{3}{4}",
            &[
                &l.lane,
                &l.card.text,
                &t(l.card.kind_words),
                &cost_words(l.card.cost),
                &state,
            ],
        ));
    }
}

/// A tactic's cost in words.
fn cost_words(cost: u8) -> String {
    if cost == 1 {
        tf(
            "Cost {0}: at the open, {0} face-down card of the charge zone turn face up to pay it.",
            &[&cost],
        )
    } else {
        tf(
            "Cost {0}: at the open, {0} face-down cards of the charge zone turn face up to pay it.",
            &[&cost],
        )
    }
}
