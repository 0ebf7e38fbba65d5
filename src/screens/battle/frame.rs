//! A card drawn in its frame, for the Showdown's and the Vortex's cards: the border and a band
//! along its top in its kind's colour, its picture, its name, and in its corners its power and
//! its cost; a card that cannot be used now is drawn faded.

use super::super::style::{GOLD, MUTED, TEXT, dim, font};
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, Rect, Stroke, StrokeKind, pos2, vec2};

/// The colour of a card's kind, by its code's last letter (the Showdown's `DM`, the Vortex's
/// `E`): monster, equip, jail, invoke, and the rest.
pub(crate) fn kind_color(code: &str) -> Color32 {
    match code.chars().last() {
        Some('M') => Color32::from_rgb(236, 150, 110),
        Some('E') => Color32::from_rgb(150, 200, 240),
        Some('J') => Color32::from_rgb(200, 140, 240),
        Some('I') => Color32::from_rgb(140, 220, 170),
        Some('S') => Color32::from_rgb(240, 200, 120),
        _ => Color32::from_rgb(220, 210, 150),
    }
}

/// What a framed card shows.
pub(crate) struct Framed<'a> {
    /// Its name, in the language spoken.
    pub name: &'a str,
    /// Its kind's short code, shown small under the name (`DM`, `E`); empty: none.
    pub code: &'a str,
    /// Its kind's or attribute's colour.
    pub tint: Color32,
    /// Its picture (none before the pictures load).
    pub picture: Option<egui::TextureId>,
    /// At the top right: a battle card's power, a lane card's state (empty: none).
    pub corner: String,
    /// Its cost, at the bottom right (empty: none).
    pub cost: String,
    /// Picked out in gold (a battle card, the card set).
    pub lit: bool,
    /// Drawn faded (cannot be paid, face up and spent).
    pub faded: bool,
}

/// The card's fill: a dark shade of its tint.
fn fill(tint: Color32) -> Color32 {
    let [r, g, b, _] = tint.to_array();
    Color32::from_rgb(18 + r / 9, 20 + g / 9, 26 + b / 9)
}

/// Draws `card` into `rect`: one line (name, power, cost) when the frame is low, two (the name
/// over its code and cost) when it has room.
pub(crate) fn framed_card(painter: &egui::Painter, rect: Rect, card: &Framed) {
    let tint = if card.faded {
        dim(card.tint, 0.45)
    } else {
        card.tint
    };
    painter.rect_filled(rect, 5, fill(tint));
    let band = Rect::from_min_size(rect.left_top(), vec2(rect.width(), 3.0));
    let round = CornerRadius {
        nw: 5,
        ne: 5,
        sw: 0,
        se: 0,
    };
    painter.rect_filled(band, round, tint);
    let stroke = if card.lit {
        Stroke::new(2.0, GOLD)
    } else {
        Stroke::new(1.0, dim(tint, 0.7))
    };
    painter.rect_stroke(rect, 5, stroke, StrokeKind::Inside);
    let inner = rect.shrink2(vec2(5.0, 3.0));
    let side = (inner.height() - 2.0).clamp(12.0, 26.0);
    let mut left = inner.left();
    if let Some(tex) = card.picture {
        let at = Rect::from_min_size(
            pos2(left, inner.center().y - side / 2.0 + 1.0),
            vec2(side, side),
        );
        let shade = if card.faded {
            Color32::from_gray(120)
        } else {
            Color32::WHITE
        };
        crate::screens::pictures::draw_picture(painter, tex, at, shade);
        left += side + 5.0;
    }
    let text = if card.faded { MUTED } else { TEXT };
    let two_lines = rect.height() >= 32.0;
    let mut right = inner.right();
    if !card.corner.is_empty() {
        // A number stands out; words are kept small.
        let short = card.corner.chars().count() <= 3;
        let size = match (two_lines, short) {
            (true, true) => 15.0,
            (false, true) => 13.0,
            _ => 11.5,
        };
        let at = if two_lines {
            pos2(right, inner.top() + 1.0)
        } else {
            pos2(right, inner.center().y + 1.0)
        };
        let anchor = if two_lines {
            Align2::RIGHT_TOP
        } else {
            Align2::RIGHT_CENTER
        };
        let drawn = painter.text(
            at,
            anchor,
            &card.corner,
            font(size),
            if card.faded { MUTED } else { GOLD },
        );
        right = drawn.left() - 6.0;
    }
    if two_lines {
        let name_w = (right - left).max(10.0);
        let galley =
            super::super::style::text_block(painter, card.name, font(13.0), text, name_w, 1);
        painter.galley(pos2(left, inner.top() + 1.0), galley, text);
        let below = match (card.code.is_empty(), card.cost.is_empty()) {
            (false, false) => format!("{}  ·  {}", card.code, card.cost),
            (false, true) => card.code.to_string(),
            (true, _) => card.cost.clone(),
        };
        painter.text(
            pos2(left, inner.bottom()),
            Align2::LEFT_BOTTOM,
            below,
            font(10.5),
            MUTED,
        );
    } else {
        if !card.cost.is_empty() {
            let drawn = painter.text(
                pos2(right, inner.center().y + 1.0),
                Align2::RIGHT_CENTER,
                &card.cost,
                font(11.0),
                MUTED,
            );
            right = drawn.left() - 6.0;
        }
        let name_w = (right - left).max(10.0);
        let galley =
            super::super::style::text_block(painter, card.name, font(12.5), text, name_w, 1);
        let y = inner.center().y - galley.size().y / 2.0 + 1.0;
        painter.galley(pos2(left, y), galley, text);
    }
}

/// Takes a `height`-point-high row of the layout's width and draws `card` framed in it; the
/// row's response, for its hover.
pub(crate) fn framed_row(ui: &mut egui::Ui, height: f32, card: &Framed) -> egui::Response {
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), height), egui::Sense::hover());
    framed_card(&ui.painter_at(rect.expand(1.0)), rect, card);
    response
}
