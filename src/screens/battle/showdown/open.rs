//! The open between the two sides (8.オープンについて): both cards set face down turn face up at
//! once — drawn as two cards flipping together, back to face, over the first moments after the
//! open, then left face up and lit for the rest of the turn.

use super::super::super::style::{GOLD, LINE, MUTED, RAISED, TEXT};
use super::model::{OpenView, ShowdownSnapshot};
use super::side::{card_text, kind_color};
use crate::data::lang::{self, t};
use crate::screens::style::pt;
use bevy_egui::egui::{self, Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind, vec2};

/// How long the flip takes, in seconds: as long as the window draws frames after a change.
pub(super) const FLIP_SECONDS: f32 = crate::screens::idle::DIE_FLASH;

/// How far a card is turned `age` seconds after the open: 0 shows its back, 1 its face.
pub(super) fn turned(age: f32) -> f32 {
    (age / FLIP_SECONDS).clamp(0.0, 1.0)
}

/// This turn's open, flipping for a moment after it happens.
pub(super) fn open_strip(ui: &mut egui::Ui, snap: &ShowdownSnapshot, age: f32) {
    ui.horizontal(|ui| {
        // ("open" upper-cased: the campaign's "OPEN" is another word, an unlocked scenario.)
        let head = RichText::new(t("open").to_uppercase())
            .size(pt(13.0))
            .strong();
        ui.label(if snap.opened.is_empty() {
            head.color(MUTED)
        } else {
            head.color(GOLD)
        });
        if snap.opened.is_empty() {
            ui.label(
                RichText::new(t("both set their cards face down; they open at once")).color(MUTED),
            );
            return;
        }
        let t = turned(age);
        for o in &snap.opened {
            flipping_card(ui, o, t);
            ui.add_space(16.0);
        }
    });
}

/// One opened card, `t` of the way from its back to its face: it narrows to its edge showing
/// its back, then widens showing its face.
fn flipping_card(ui: &mut egui::Ui, o: &OpenView, t: f32) {
    let size = vec2(250.0, 44.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let width = ((t * std::f32::consts::PI).cos()).abs().max(0.04);
    let shown = egui::Rect::from_center_size(rect.center(), vec2(size.x * width, size.y));
    let painter = ui.painter_at(rect);
    let face = t >= 0.5;
    if face {
        painter.rect(
            shown,
            5.0,
            RAISED,
            Stroke::new(1.5, GOLD),
            StrokeKind::Inside,
        );
        if width > 0.6 {
            let color = kind_color(&o.card.code);
            painter.text(
                shown.left_top() + vec2(8.0, 5.0),
                Align2::LEFT_TOP,
                card_text(&o.card),
                FontId::proportional(14.0),
                color,
            );
            painter.text(
                shown.left_bottom() + vec2(8.0, -5.0),
                Align2::LEFT_BOTTOM,
                lang::tf("{0} — from {1}", &[&o.side, &o.place]),
                FontId::proportional(11.5),
                TEXT,
            );
        }
    } else {
        let back = Color32::from_rgb(52, 44, 88);
        painter.rect(shown, 5.0, back, Stroke::new(1.5, LINE), StrokeKind::Inside);
        if width > 0.3 {
            painter.text(
                shown.center(),
                Align2::CENTER_CENTER,
                "W",
                FontId::proportional(20.0),
                MUTED,
            );
        }
    }
    response.on_hover_text(lang::tf(
        "{0} opened {1} from {2}.\n{3}",
        &[
            &o.side,
            &o.card.name,
            &o.place,
            &super::codes::hover(&o.card),
        ],
    ));
}
