//! A fighter's token on a board: its picture on a disc of its team's colour, its team's ring
//! (gold while it acts) and, for one of several copies, the copy's letter on a badge. Without a
//! picture it shows its letters, as before pictures.

use crate::screens::style::{GOLD, TEXT};
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, pos2, vec2};

/// What one token shows.
pub(crate) struct Token<'a> {
    /// Its centre on the screen.
    pub center: Pos2,
    /// Its radius in points.
    pub radius: f32,
    /// Its picture, if one loaded.
    pub picture: Option<egui::TextureId>,
    /// Its team's colour.
    pub team: Color32,
    /// Its letters (`O`, `GA`): shown without a picture; the copy's letter (`A`) on a badge with
    /// one.
    pub letters: &'a str,
    /// Whether it is the one acting (a gold ring).
    pub acting: bool,
}

/// Draws picture `tex` whole into `rect`, shaded by `tint` (white: as it is).
pub(crate) fn draw_picture(
    painter: &egui::Painter,
    tex: egui::TextureId,
    rect: Rect,
    tint: Color32,
) {
    painter.image(
        tex,
        rect,
        Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
        tint,
    );
}

/// Draws `t`.
pub(crate) fn draw_token(painter: &egui::Painter, t: &Token) {
    let fill = Color32::from_rgb(
        (t.team.r() as f32 * 0.28) as u8,
        (t.team.g() as f32 * 0.28) as u8,
        (t.team.b() as f32 * 0.28) as u8,
    );
    painter.circle_filled(t.center, t.radius, fill);
    match t.picture {
        Some(tex) => {
            let side = t.radius * 1.5;
            let rect = Rect::from_center_size(t.center, vec2(side, side));
            draw_picture(painter, tex, rect, Color32::WHITE);
            let mut chars = t.letters.chars();
            if let (Some(_), Some(copy), None) = (chars.next(), chars.next(), chars.next()) {
                let at = t.center + vec2(t.radius * 0.72, t.radius * 0.72);
                let r = (t.radius * 0.42).max(6.0);
                painter.circle_filled(at, r, t.team);
                painter.text(
                    at,
                    Align2::CENTER_CENTER,
                    copy,
                    FontId::proportional(r * 1.5),
                    Color32::BLACK,
                );
            }
        }
        None => {
            let size = t.radius
                * if t.letters.chars().count() > 1 {
                    0.85
                } else {
                    1.1
                };
            painter.text(
                t.center,
                Align2::CENTER_CENTER,
                t.letters,
                FontId::proportional(size),
                TEXT,
            );
        }
    }
    painter.circle_stroke(t.center, t.radius, Stroke::new(2.5, t.team));
    if t.acting {
        painter.circle_stroke(t.center, t.radius + 2.5, Stroke::new(3.0, GOLD));
    }
}
