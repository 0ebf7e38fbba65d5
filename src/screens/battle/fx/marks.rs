//! The marks the effects are drawn with: a rising number, a word, a pill, a small card; and
//! the easing they share.

use crate::screens::style::{BG, GOLD, TEXT, font};
use bevy_egui::egui::{Align2, Color32, Painter, Pos2, Rect, Stroke, StrokeKind, vec2};

/// Eases out: quick at first, settling at the end.
pub(super) fn ease(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

/// Full for the first part, fading over the last 40 %.
pub(super) fn fade(t: f32) -> f32 {
    ((1.0 - t) / 0.4).clamp(0.0, 1.0)
}

/// A number rising from the thing and fading, popping in large.
pub(super) fn float(painter: &Painter, at: Rect, t: f32, text: &str, color: Color32) {
    let pop = if t < 0.15 { 1.5 - t / 0.15 * 0.5 } else { 1.0 };
    let pos = at.center() - vec2(0.0, 10.0 + 34.0 * ease(t));
    let a = fade(t);
    let f = font(24.0 * pop);
    painter.text(
        pos + vec2(1.5, 1.5),
        Align2::CENTER_CENTER,
        text,
        f.clone(),
        Color32::BLACK.gamma_multiply(0.8 * a),
    );
    painter.text(pos, Align2::CENTER_CENTER, text, f, color.gamma_multiply(a));
}

/// A short word under or over a thing.
pub(super) fn label(painter: &Painter, pos: Pos2, text: &str, color: Color32, a: f32) {
    painter.text(
        pos,
        Align2::CENTER_TOP,
        text,
        font(13.0),
        color.gamma_multiply(a),
    );
}

/// Words on a small pill.
pub(super) fn pill(painter: &Painter, pos: Pos2, text: &str, color: Color32, a: f32) {
    let galley = painter.layout_no_wrap(text.to_string(), font(13.0), color.gamma_multiply(a));
    let r = Rect::from_center_size(pos, galley.size() + vec2(12.0, 4.0));
    painter.rect_filled(r, 8, BG.gamma_multiply(0.9 * a));
    painter.rect_stroke(
        r,
        8,
        Stroke::new(1.0, color.gamma_multiply(a)),
        StrokeKind::Inside,
    );
    painter.galley(r.center() - galley.size() / 2.0, galley, color);
}

/// A card's name on a small card, turned `turn` of the way over (0: edge on, 1: face up).
pub(super) fn card_label(painter: &Painter, pos: Pos2, name: &str, turn: f32, a: f32) {
    let galley = painter.layout_no_wrap(name.to_string(), font(14.0), TEXT.gamma_multiply(a));
    let full = galley.size() + vec2(16.0, 8.0);
    let r = Rect::from_center_size(pos, vec2(full.x * turn.max(0.05), full.y));
    painter.rect_filled(r, 5, Color32::from_rgb(34, 39, 52).gamma_multiply(a));
    painter.rect_stroke(
        r,
        5,
        Stroke::new(1.5, GOLD.gamma_multiply(a)),
        StrokeKind::Inside,
    );
    if turn > 0.6 {
        painter.galley(r.center() - galley.size() / 2.0, galley, TEXT);
    }
}
