//! A fighter's statuses as small coloured chips (a named status with its picture), wrapped over
//! as many rows as the box allows, and the height a box needs to show them all.

use super::super::style::{MUTED, dim, font};
use super::model::FighterView;
use bevy_egui::egui::{self, Align2, Color32, Pos2, Rect, pos2, vec2};

/// Pixels a chip's picture takes, its gap included.
const ICON: f32 = 15.0;

/// A chip's width: its words, its picture and its margins.
fn chip_width(text_width: f32, tag: &super::model::Tag) -> f32 {
    text_width + 8.0 + if tag.picture.is_some() { ICON } else { 0.0 }
}

/// Statuses as small chips, wrapped; "+N" when they do not all fit.
pub(super) fn chips(painter: &egui::Painter, area: Rect, f: &FighterView) {
    let (mut x, mut y) = (area.left(), area.top());
    let row_h = 16.0;
    for (i, tag) in f.tags.iter().enumerate() {
        let galley = painter.layout_no_wrap(tag.text.clone(), font(11.0), tag.color);
        let w = chip_width(galley.size().x, tag);
        if x + w > area.right() && x > area.left() {
            x = area.left();
            y += row_h + 2.0;
        }
        let last_row = y + 2.0 * row_h + 2.0 > area.bottom();
        if y + row_h > area.bottom()
            || (last_row && x + w + 26.0 > area.right() && i + 1 < f.tags.len())
        {
            let more = format!("+{}", f.tags.len() - i);
            let at = pos2(area.right(), y.min(area.bottom() - row_h) + 1.0);
            painter.text(at, Align2::RIGHT_TOP, more, font(11.0), MUTED);
            return;
        }
        let chip = Rect::from_min_size(Pos2::new(x, y), vec2(w.min(area.width()), row_h));
        painter.rect_filled(chip, 3, dim(tag.color, 0.82));
        let mut text_at = pos2(x + 4.0, y + 1.0);
        if let Some(tex) = tag.picture {
            let at = Rect::from_min_size(pos2(x + 2.0, y + 1.5), vec2(13.0, 13.0));
            crate::screens::pictures::draw_picture(painter, tex, at, Color32::WHITE);
            text_at.x += ICON - 2.0;
        }
        // Clipped only when the chip is cut short: each clip rectangle is a draw call of its own.
        if w > area.width() {
            painter
                .with_clip_rect(chip)
                .galley(text_at, galley, tag.color);
        } else {
            painter.galley(text_at, galley, tag.color);
        }
        x += w + 4.0;
    }
}

/// The height the box needs at this width: name, kind, HP bar, every status chip and the frame.
pub(super) fn wanted_height(painter: &egui::Painter, f: &FighterView, width: f32) -> f32 {
    let w = width - 16.0;
    let (mut x, mut rows) = (0.0, if f.tags.is_empty() { 0.0 } else { 1.0 });
    for tag in &f.tags {
        let text = painter
            .layout_no_wrap(tag.text.clone(), font(11.0), tag.color)
            .size()
            .x;
        let chip = chip_width(text, tag);
        if x + chip > w && x > 0.0 {
            x = 0.0;
            rows += 1.0;
        }
        x += chip + 4.0;
    }
    let frame: f32 = if f.servants.is_empty() { 0.0 } else { 18.0 };
    (66.0 + rows * 18.0 + frame).max(78.0)
}
