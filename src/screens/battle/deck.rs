//! The acting fighter's six-card deck, one card per die face, framed by its attribute (a band of
//! its colour and its emblem), with the rolled face picked out and cards turned face down muted.

use super::super::style::{self, GOLD, LINE, MUTED, TEXT, font, team_color};
use super::model::FighterView;
use crate::data::lang::{t, tf};
use crate::data::load::Kind;
use crate::screens::pictures::Pictures;
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, Rect, Stroke, StrokeKind, pos2, vec2};

/// The deck of `owner` in `rect`; `rolled` is the face to pick out (1-6).
pub(super) fn deck_row(
    ui: &egui::Ui,
    rect: Rect,
    owner: Option<&FighterView>,
    rolled: Option<i32>,
    pictures: &Pictures,
) {
    let painter = ui.painter_at(rect);
    let Some(f) = owner else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            t("The acting fighter's deck appears here."),
            font(14.0),
            MUTED,
        );
        return;
    };
    let title = tf("{0}'s deck  ·  the action die picks a face", &[&f.name]);
    painter.text(
        rect.left_top() + vec2(2.0, 0.0),
        Align2::LEFT_TOP,
        title,
        font(13.0),
        team_color(f.team),
    );
    let top = rect.top() + 20.0;
    let gap = 6.0;
    let n = f.deck.len().max(6) as f32;
    let w = (rect.width() - gap * (n - 1.0)) / n;
    for (i, face) in f.deck.iter().enumerate() {
        let card = Rect::from_min_size(
            pos2(rect.left() + i as f32 * (w + gap), top),
            vec2(w, rect.bottom() - top),
        );
        let chosen = rolled == Some(i as i32 + 1);
        // Only the rolled card is filled: every covered pixel costs on a software renderer
        // (docs/PERFORMANCE.md); a face-down card says so in its text and muted name.
        if chosen {
            painter.rect_filled(card, 6, Color32::from_rgb(64, 54, 26));
        }
        // Framed by its attribute: a band of its colour along the top and its emblem.
        let attribute = face.card.attributes.names().first().map(String::as_str);
        let tint = style::attribute_color(attribute);
        let faded = if face.usable {
            tint
        } else {
            style::dim(tint, 0.4)
        };
        let band = Rect::from_min_size(card.left_top(), vec2(card.width(), 4.0));
        painter.rect_filled(
            band,
            CornerRadius {
                nw: 6,
                ne: 6,
                sw: 0,
                se: 0,
            },
            faded,
        );
        let stroke = if chosen {
            Stroke::new(2.5, GOLD)
        } else {
            Stroke::new(1.0, style::dim(faded, 0.55))
        };
        painter.rect_stroke(card, 6, stroke, StrokeKind::Inside);
        if let Some(tex) = pictures.item(Kind::Card, &face.id) {
            let at = Rect::from_min_size(card.left_top() + vec2(30.0, 7.0), vec2(18.0, 18.0));
            let shade = if face.usable {
                Color32::WHITE
            } else {
                Color32::from_gray(110)
            };
            crate::screens::pictures::draw_picture(&painter, tex, at, shade);
        }
        let badge = Rect::from_min_size(card.left_top() + vec2(6.0, 6.0), vec2(20.0, 20.0));
        painter.rect_filled(badge, 4, if chosen { GOLD } else { LINE });
        let num_color = if chosen { Color32::BLACK } else { TEXT };
        painter.text(
            badge.center(),
            Align2::CENTER_CENTER,
            (i + 1).to_string(),
            font(13.0),
            num_color,
        );
        let cost = tf("cost {0}", &[&face.card.cost]);
        painter.text(
            card.right_top() + vec2(-7.0, 9.0),
            Align2::RIGHT_TOP,
            cost,
            font(11.0),
            MUTED,
        );
        // The whole card in words on hover: its face, its full text (cut short on the card) and
        // its cost (issue 40, item 5).
        let state = if face.usable {
            ""
        } else {
            t("\nFace down: it does nothing until turned face up again.")
        };
        ui.interact(card, ui.id().with(("deck-face", i)), egui::Sense::hover())
            .on_hover_text(tf(
                "Face {0}: the action die readies it on a roll of {0}.\n{1}: {2}\nCost {3}: what \
                 it took of the fighter's AP when the deck was built.{4}",
                &[
                    &(i + 1),
                    &crate::data::lang::shown(&face.card.name),
                    &crate::data::lang::said(&face.card.text),
                    &face.card.cost,
                    &state,
                ],
            ));
        let inner_w = card.width() - 14.0;
        let name_color = match (face.usable, chosen) {
            (false, _) => MUTED,
            (true, true) => GOLD,
            (true, false) => TEXT,
        };
        let name_at = card.left_top() + vec2(7.0, 31.0);
        let h = style::paint_text(
            &painter,
            name_at,
            &crate::data::lang::shown(&face.card.name),
            font(13.5),
            name_color,
            inner_w,
            2,
        );
        let body = if face.usable {
            crate::data::lang::said(&face.card.text).into_owned()
        } else {
            t("face down: does nothing").to_string()
        };
        let rows = ((card.bottom() - (card.top() + 36.0 + h) - 4.0) / 14.0)
            .floor()
            .max(1.0) as usize;
        style::paint_text(
            &painter,
            card.left_top() + vec2(7.0, 35.0 + h),
            &body,
            font(11.0),
            MUTED,
            inner_w,
            rows,
        );
    }
}
