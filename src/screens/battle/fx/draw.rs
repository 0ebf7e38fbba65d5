//! Drawing the effects over the board with egui's painter, each at the place its screen gave
//! (`anchor`): eased by its share played, so at 2× or 4× the same motion is only quicker.

use super::Effects;
use super::anchor::{self, Anchors, Spot};
use super::make::{Effect, Look};
use super::marks::{card_label, ease, fade, float, label, pill};
use crate::data::lang;
use crate::screens::style::{BAD, BG, GOLD, GOOD, MUTED, NAMED, TARGET, font};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{
    self, Align2, Color32, LayerId, Order, Painter, Rect, Stroke, StrokeKind, pos2, vec2,
};

/// Draws every effect playing over what the screens drew this frame.
pub(super) fn overlay(mut contexts: EguiContexts, mut effects: ResMut<Effects>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if std::mem::take(&mut effects.new_battle) {
        anchor::forget(ctx);
    }
    let anchors = anchor::take(ctx);
    // Above the panels, below the dialogs and tooltips.
    let painter = ctx.layer_painter(LayerId::new(Order::Middle, egui::Id::new("vortex-fx")));
    for e in &mut effects.list {
        let Some(at) =
            place(&anchors, &e.spot).or_else(|| e.or.as_ref().and_then(|s| place(&anchors, s)))
        else {
            continue;
        };
        if e.was.is_none() {
            e.was = Some(anchors.before.get(&e.spot).copied().unwrap_or(at));
        }
        let from = e.from.as_ref().and_then(|s| place(&anchors, s));
        paint(&painter, e, at, from);
    }
    if effects.playing() {
        ctx.request_repaint();
    }
    anchor::finish(ctx, anchors);
    Ok(())
}

fn place(anchors: &Anchors, spot: &Spot) -> Option<Rect> {
    anchors
        .now
        .get(spot)
        .or_else(|| anchors.known.get(spot))
        .copied()
}

fn paint(painter: &Painter, e: &Effect, at: Rect, from: Option<Rect>) {
    let t = e.t();
    match &e.look {
        Look::Lose(n, unit) => {
            let color = if unit.is_some() { NAMED } else { BAD };
            if unit.is_none() {
                // The thing hit flashes and shakes.
                let shake = (t * 40.0).sin() * 4.0 * (1.0 - t);
                let r = at.translate(vec2(shake, 0.0));
                painter.rect_filled(r, 6, BAD.gamma_multiply(0.4 * (1.0 - t)));
                painter.rect_stroke(
                    r,
                    6,
                    Stroke::new(2.0, BAD.gamma_multiply(1.0 - t)),
                    StrokeKind::Outside,
                );
            }
            let text = format!("-{n}{}", unit.map_or(String::new(), |u| format!(" {u}")));
            float(painter, at, t, &text, color);
        }
        Look::Gain(n, unit) => {
            let glow = GOOD.gamma_multiply(0.3 * (1.0 - t));
            painter.rect_stroke(
                at.expand(2.0 + 6.0 * t),
                8,
                Stroke::new(3.0, glow),
                StrokeKind::Outside,
            );
            let text = format!("+{n}{}", unit.map_or(String::new(), |u| format!(" {u}")));
            float(painter, at, t, &text, GOOD);
        }
        Look::Retire => {
            // A grey veil falls over it and a cross is drawn through it.
            let veil = Rect::from_min_max(at.min, pos2(at.max.x, at.min.y + at.height() * ease(t)));
            painter.rect_filled(veil, 4, BG.gamma_multiply(0.55 * fade(t)));
            let k = ease((t / 0.6).min(1.0));
            let c = at.center();
            let d = at.size().min_elem() * 0.35;
            let stroke = Stroke::new(4.0, BAD.gamma_multiply(fade(t)));
            painter.line_segment(
                [c - vec2(d, d), c - vec2(d, d) + vec2(2.0 * d, 2.0 * d) * k],
                stroke,
            );
            painter.line_segment(
                [
                    c + vec2(d, -d),
                    c + vec2(d, -d) + vec2(-2.0 * d, 2.0 * d) * k,
                ],
                stroke,
            );
            label(
                painter,
                at.center_bottom() + vec2(0.0, 4.0),
                lang::t("OUT"),
                BAD,
                fade(t),
            );
        }
        Look::Summon => {
            // A gold frame grows out of it and fades as it settles.
            let grow = at.expand(2.0 + 14.0 * ease(t));
            painter.rect_stroke(
                grow,
                8,
                Stroke::new(3.0, GOLD.gamma_multiply(1.0 - t)),
                StrokeKind::Outside,
            );
            painter.rect_filled(at, 6, GOLD.gamma_multiply(0.18 * (1.0 - t)));
            label(
                painter,
                at.center_top() + vec2(0.0, 2.0),
                lang::t("enters"),
                GOLD,
                fade(t),
            );
        }
        Look::Move(shoved) => {
            let was = e.was.unwrap_or(at);
            let color = if shoved.is_some() { BAD } else { TARGET };
            let now = was.center().lerp(at.center(), ease(t));
            if was.center().distance(at.center()) > 2.0 {
                let trail = Stroke::new(3.0, color.gamma_multiply(0.6 * (1.0 - t)));
                painter.line_segment([was.center(), now], trail);
                let ghost = at.size().min_elem() * 0.32;
                painter.circle_stroke(now, ghost, Stroke::new(2.5, color.gamma_multiply(1.0 - t)));
            } else {
                painter.rect_stroke(
                    at,
                    6,
                    Stroke::new(2.0, color.gamma_multiply(1.0 - t)),
                    StrokeKind::Outside,
                );
            }
            if let Some(how) = shoved {
                label(
                    painter,
                    at.center_top() - vec2(0.0, 4.0),
                    lang::t(how),
                    BAD,
                    fade(t),
                );
            }
        }
        Look::Status(gained, word) => {
            let (sign, color) = if *gained {
                ("+", NAMED)
            } else {
                ("−", MUTED)
            };
            let y = 10.0 * ease(t);
            pill(
                painter,
                at.center_bottom() - vec2(0.0, 12.0 + y),
                // (A status's name or a rule's word: two look-ups, cheap each frame.)
                &format!("{sign}{}", {
                    let shown = crate::data::lang::shown(word);
                    crate::data::lang::word(&shown).to_string()
                }),
                color,
                fade(t),
            );
        }
        Look::Open(name) => {
            // The card's name turns over above it.
            let turn = ease((t / 0.3).min(1.0));
            card_label(
                painter,
                at.center_top() - vec2(0.0, 14.0),
                &lang::shown(name),
                turn,
                fade(t),
            );
        }
        Look::Strike(name) => {
            if let Some(from) = from {
                let (a, b) = (from.center(), at.center());
                let tip = a.lerp(b, ease((t / 0.5).min(1.0)));
                painter.arrow(a, tip - a, Stroke::new(3.0, BAD.gamma_multiply(fade(t))));
                if let Some(name) = name {
                    card_label(painter, a.lerp(b, 0.5), &lang::shown(name), 1.0, fade(t));
                }
            }
        }
        Look::Roll(face, card) => {
            // A small die tumbles above the roller, then lands on its face.
            let landed = t > 0.55;
            let shown = if landed {
                *face
            } else {
                1 + ((t * 30.0) as i32 % 6)
            };
            let size = 26.0 * (if landed { 1.0 } else { 0.85 });
            let c = at.center_top() - vec2(0.0, 18.0);
            let r = Rect::from_center_size(c, vec2(size, size));
            let a = fade(t);
            painter.rect_filled(r, 5, Color32::from_rgb(240, 236, 226).gamma_multiply(a));
            painter.rect_stroke(
                r,
                5,
                Stroke::new(2.0, GOLD.gamma_multiply(a)),
                StrokeKind::Inside,
            );
            painter.text(
                c,
                Align2::CENTER_CENTER,
                shown.to_string(),
                font(16.0),
                Color32::from_rgb(30, 30, 40).gamma_multiply(a),
            );
            if let (true, Some(card)) = (landed, card) {
                card_label(painter, c - vec2(0.0, 26.0), &lang::shown(card), 1.0, a);
            }
        }
    }
}
