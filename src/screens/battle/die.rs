//! The action die as it was rolled: who rolled, the raw face, the face used after modifiers and
//! the clamp to 1-6, and the card on that face; it flashes when it lands.

use super::super::style::{self, GOLD, LINE, MUTED, dim, font, team_color};
use super::model::FighterView;
use crate::data::lang::{t, tf};
use crate::rules::core::cards::die::DieRoll;
use bevy_egui::egui::{self, Align2, Color32, Pos2, Rect, Stroke, StrokeKind, pos2, vec2};

/// Seconds the die tumbles before it lands (at 1×; the animations' clock).
pub(crate) const TUMBLE: f32 = 0.4;

/// The card on the rolled face, in the window's language ("no card" when the face has none).
pub(super) fn card_words(roll: &DieRoll) -> std::borrow::Cow<'_, str> {
    match &roll.card {
        Some(c) => crate::data::lang::shown(&c.name),
        None => t("no card").into(),
    }
}

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
    painter.rect_stroke(rect, 9, Stroke::new(2.5, color), StrokeKind::Inside);
    let c = rect.center();
    let d = rect.width() * 0.26;
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
    let ink = Color32::from_rgb(30, 30, 40);
    for (x, y) in pips {
        painter.circle_filled(
            Pos2::new(c.x + x * d, c.y + y * d),
            rect.width() * 0.085,
            ink,
        );
    }
    if !(1..=6).contains(&face) {
        painter.text(
            c,
            Align2::CENTER_CENTER,
            face.to_string(),
            font(rect.width() * 0.45),
            ink,
        );
    }
}

/// The die box in `rect`; `age` is the seconds since the die last changed.
pub(super) fn die_box(
    ui: &egui::Ui,
    rect: Rect,
    roll: Option<&DieRoll>,
    roller: Option<&FighterView>,
    age: f32,
) {
    let painter = ui.painter_at(rect);
    // Outlined, not filled: every covered pixel costs on a software renderer (docs/PERFORMANCE.md).
    painter.rect_stroke(rect, 6, Stroke::new(1.0, LINE), StrokeKind::Inside);
    painter.text(
        rect.left_top() + vec2(10.0, 8.0),
        Align2::LEFT_TOP,
        t("ACTION DIE"),
        font(12.0),
        MUTED,
    );
    let Some(roll) = roll else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            t("not rolled yet"),
            font(14.0),
            MUTED,
        );
        return;
    };
    let color = roller.map_or(GOLD, |f| team_color(f.team));
    if let Some(f) = roller {
        let who = tf("{0} rolls", &[&f.name]);
        style::paint_text(
            &painter,
            rect.left_top() + vec2(10.0, 26.0),
            &who,
            font(14.0),
            color,
            rect.width() - 20.0,
            1,
        );
    }
    // The die tumbles through faces, then lands with a flash (issue 40, item 3).
    let tumbling = age < TUMBLE;
    let glow = if tumbling {
        0.0
    } else {
        (1.0 - (age - TUMBLE) / 0.6).clamp(0.0, 1.0)
    };
    let tumble = |face: i32| {
        if tumbling {
            1 + (face + (age * 24.0) as i32) % 6
        } else {
            face
        }
    };
    let size = 62.0;
    let top = rect.top() + 50.0;
    if roll.raw == roll.face {
        let at = Rect::from_min_size(pos2(rect.center().x - size / 2.0, top), vec2(size, size));
        let at = if tumbling {
            at.translate(vec2(0.0, -6.0 * (age / TUMBLE * 9.0).sin().abs()))
        } else {
            at
        };
        die(&painter, at, tumble(roll.raw), color, glow);
    } else {
        let small = 44.0;
        let raw = Rect::from_min_size(
            pos2(rect.left() + 18.0, top + (size - small) / 2.0),
            vec2(small, small),
        );
        die(&painter, raw, tumble(roll.raw), dim(color, 0.4), 0.0);
        painter.text(
            raw.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            t("rolled"),
            font(11.0),
            MUTED,
        );
        let used = Rect::from_min_size(pos2(rect.right() - 18.0 - size, top), vec2(size, size));
        let from = pos2(raw.right() + 6.0, raw.center().y);
        painter.arrow(
            from,
            vec2(used.left() - raw.right() - 14.0, 0.0),
            Stroke::new(2.0, GOLD),
        );
        die(&painter, used, tumble(roll.face), color, glow);
        painter.text(
            used.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            t("used"),
            font(11.0),
            MUTED,
        );
    }
    let face = if roll.raw == roll.face {
        tf("face {0}", &[&roll.face])
    } else {
        tf("{0} -> face {1}", &[&roll.raw, &roll.face])
    };
    let drawn = painter.text(
        pos2(rect.center().x, top + size + 18.0),
        Align2::CENTER_TOP,
        face,
        font(12.0),
        MUTED,
    );
    // The roll in words (issue 40, item 5).
    let why = if roll.raw == roll.face {
        tf(
            "The action die rolled {0}: face {0} of the deck is readied.",
            &[&roll.face],
        )
    } else {
        tf(
            "The action die rolled {0}; the fighter's action-die modifiers made it {1} (a roll \
             stays within 1–6): face {1} of the deck is readied.",
            &[&roll.raw, &roll.face],
        )
    };
    ui.interact(
        drawn.expand(4.0),
        ui.id().with("die-face"),
        egui::Sense::hover(),
    )
    .on_hover_text(why);
    let galley = style::text_block(
        &painter,
        &card_words(roll),
        font(15.0),
        GOLD,
        rect.width() - 20.0,
        2,
    );
    painter.galley(
        pos2(rect.center().x - galley.size().x / 2.0, top + size + 34.0),
        galley,
        GOLD,
    );
}
