//! The action die as it was rolled (raw face, used face, card) and the acting fighter's six-card
//! deck with the rolled face picked out.

use super::super::style::{self, GOLD, LINE, MUTED, RAISED, TEXT, dim, font, team_color};
use super::model::FighterView;
use crate::rules::turn::DieRoll;
use bevy_egui::egui::{self, Align2, Color32, Pos2, Rect, Stroke, StrokeKind, pos2, vec2};

/// Draws one die face with pips.
fn die(painter: &egui::Painter, rect: Rect, face: i32, color: Color32, glow: f32) {
    if glow > 0.0 {
        painter.rect_filled(
            rect.expand(3.0 + 5.0 * glow),
            12,
            GOLD.gamma_multiply(0.35 * glow),
        );
    }
    painter.rect_filled(rect, 9, Color32::from_rgb(240, 236, 226));
    painter.rect_stroke(rect, 9, Stroke::new(2.0, color), StrokeKind::Inside);
    let c = rect.center();
    let d = rect.width() * 0.26;
    let at = |x: f32, y: f32| Pos2::new(c.x + x * d, c.y + y * d);
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        6 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[],
    };
    for (x, y) in pips {
        painter.circle_filled(
            at(*x, *y),
            rect.width() * 0.085,
            Color32::from_rgb(30, 30, 40),
        );
    }
    if !(1..=6).contains(&face) {
        painter.text(
            c,
            Align2::CENTER_CENTER,
            face.to_string(),
            font(rect.width() * 0.45),
            Color32::from_rgb(30, 30, 40),
        );
    }
}

/// The die box: who rolled, the raw face, the face used after modifiers, and the card.
pub(super) fn die_box(
    ui: &mut egui::Ui,
    roll: Option<&DieRoll>,
    roller: Option<&FighterView>,
    age: f32,
) {
    let (rect, _) =
        ui.allocate_exact_size(vec2(190.0, ui.available_height()), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6, RAISED);
    painter.rect_stroke(rect, 6, Stroke::new(1.0, LINE), StrokeKind::Inside);
    painter.text(
        rect.left_top() + vec2(10.0, 8.0),
        Align2::LEFT_TOP,
        "ACTION DIE",
        font(12.0),
        MUTED,
    );
    let Some(roll) = roll else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "not rolled yet",
            font(14.0),
            MUTED,
        );
        return;
    };
    let color = roller.map_or(GOLD, |f| team_color(f.team));
    if let Some(f) = roller {
        style::paint_text(
            &painter,
            rect.left_top() + vec2(10.0, 26.0),
            &format!("{} rolls", f.name),
            font(14.0),
            color,
            rect.width() - 20.0,
            1,
        );
    }
    let glow = (1.0 - age / 0.6).clamp(0.0, 1.0);
    let size = 62.0;
    let top = rect.top() + 52.0;
    if roll.raw == roll.face {
        die(
            &painter,
            Rect::from_min_size(pos2(rect.center().x - size / 2.0, top), vec2(size, size)),
            roll.raw,
            color,
            glow,
        );
    } else {
        let small = 44.0;
        let raw = Rect::from_min_size(
            pos2(rect.left() + 18.0, top + (size - small) / 2.0),
            vec2(small, small),
        );
        die(&painter, raw, roll.raw, dim(color, 0.4), 0.0);
        painter.text(
            raw.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            "rolled",
            font(11.0),
            MUTED,
        );
        let used = Rect::from_min_size(pos2(rect.right() - 18.0 - size, top), vec2(size, size));
        painter.arrow(
            pos2(raw.right() + 6.0, raw.center().y),
            vec2(used.left() - raw.right() - 14.0, 0.0),
            Stroke::new(2.0, GOLD),
        );
        die(&painter, used, roll.face, color, glow);
        painter.text(
            used.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            "used",
            font(11.0),
            MUTED,
        );
    }
    let face = format!("face {}", roll.face);
    painter.text(
        pos2(rect.center().x, top + size + 18.0),
        Align2::CENTER_TOP,
        face,
        font(12.0),
        MUTED,
    );
    let galley = style::text_block(
        &painter,
        &roll.card,
        font(15.0),
        GOLD,
        rect.width() - 20.0,
        2,
    );
    let pos = pos2(rect.center().x - galley.size().x / 2.0, top + size + 34.0);
    painter.galley(pos, galley, GOLD);
}

/// The six faces of a fighter's deck; `rolled` is the face to pick out (1-6).
pub(super) fn deck_row(ui: &mut egui::Ui, owner: Option<&FighterView>, rolled: Option<i32>) {
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let Some(f) = owner else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "The acting fighter's deck appears here.",
            font(14.0),
            MUTED,
        );
        return;
    };
    let title = format!("{}'s deck  ·  the die picks a face", f.name);
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
        let fill = if chosen {
            Color32::from_rgb(64, 54, 26)
        } else if face.usable {
            RAISED
        } else {
            dim(RAISED, 0.6)
        };
        painter.rect_filled(card, 6, fill);
        let stroke = if chosen {
            Stroke::new(2.5, GOLD)
        } else {
            Stroke::new(1.0, LINE)
        };
        painter.rect_stroke(card, 6, stroke, StrokeKind::Inside);
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
        painter.text(
            card.right_top() + vec2(-7.0, 8.0),
            Align2::RIGHT_TOP,
            format!("cost {}", face.card.cost),
            font(11.0),
            MUTED,
        );
        let inner_w = card.width() - 14.0;
        let name_color = if face.usable {
            if chosen { GOLD } else { TEXT }
        } else {
            MUTED
        };
        let h = style::paint_text(
            &painter,
            card.left_top() + vec2(7.0, 31.0),
            &face.card.name,
            font(13.5),
            name_color,
            inner_w,
            2,
        );
        let body = if face.usable {
            face.card.text.clone()
        } else {
            "face down: does nothing".to_string()
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
