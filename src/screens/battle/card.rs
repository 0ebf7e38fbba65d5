//! One fighter's box: name, kind, HP bar (current / start), statuses as coloured chips (status
//! changes, named statuses, base modifiers), its servant frame; greyed once retired. Hovering
//! shows everything about it.

use super::super::style::{
    self, BAD, GOLD, GOOD, LINE, MUTED, NAMED, TARGET, TEXT, dim, font, team_color,
};
use super::board::Acting;
use super::chips::chips;
use super::model::{FighterView, line_words};
use crate::data::lang::{t, tf};
use crate::rules::core::fighter::FighterKind;
use crate::screens::pictures::{Token, draw_token};
use crate::screens::style::pt;
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, Rect, RichText, Sense, Stroke, StrokeKind, pos2, vec2,
};

/// Draws the box in `rect`; it answers clicks when it is a target `candidate`.
pub(super) fn card(
    ui: &mut egui::Ui,
    rect: Rect,
    f: &FighterView,
    acting: Acting,
    candidate: bool,
) -> egui::Response {
    let sense = if candidate {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(rect, ui.id().with(("fighter", f.entity)), sense);
    let painter = ui.painter_at(rect.expand(3.0));
    let color = team_color(f.team);
    let now = acting.now == Some(f.entity);
    // Outlined, filled only under the pointer when it may be picked: on a software renderer
    // every pixel a shape covers costs, and six filled boxes were 1.8 ms of the Duel's frame
    // (docs/PERFORMANCE.md).
    if candidate && response.hovered() && !f.retired {
        painter.rect_filled(rect, 5, Color32::from_rgb(30, 66, 80));
    }
    let stripe = Rect::from_min_size(rect.min, vec2(4.0, rect.height()));
    painter.rect_filled(
        stripe,
        CornerRadius {
            nw: 5,
            sw: 5,
            ne: 0,
            se: 0,
        },
        if f.retired { dim(color, 0.6) } else { color },
    );
    let (border, width) = if candidate {
        // A steady outline: a pulse would redraw the window every frame while the player thinks.
        (TARGET, 3.0)
    } else if now {
        (GOLD, 2.5)
    } else if acting.owner == Some(f.entity) {
        (dim(GOLD, 0.4), 2.0)
    } else {
        (LINE, 1.0)
    };
    painter.rect_stroke(rect, 5, Stroke::new(width, border), StrokeKind::Inside);
    let x = rect.left() + 10.0;
    let w = rect.width() - 16.0;
    if f.retired {
        style::paint_text(
            &painter,
            pos2(x, rect.top() + 6.0),
            &f.name,
            font(13.0),
            MUTED,
            w - 56.0,
            1,
        );
        painter.text(
            pos2(rect.right() - 7.0, rect.center().y),
            Align2::RIGHT_CENTER,
            t("RETIRED"),
            font(11.0),
            BAD,
        );
        return response.on_hover_text(tf("{0} has retired", &[&f.name]));
    }
    let name_rows = if rect.height() >= 100.0 { 2 } else { 1 };
    // Its token at the top right, beside its name.
    let radius = 15.0;
    let head_w = if rect.width() > 120.0 {
        let letters = crate::screens::battle::map::disc_label(&f.name);
        draw_token(
            &painter,
            &Token {
                center: pos2(rect.right() - radius - 6.0, rect.top() + radius + 5.0),
                radius,
                picture: f.picture,
                team: color,
                letters: &letters,
                acting: false,
            },
        );
        w - 2.0 * radius - 6.0
    } else {
        w
    };
    let mut y = rect.top() + 5.0;
    y += style::paint_text(
        &painter,
        pos2(x, y),
        &f.name,
        font(14.5),
        TEXT,
        head_w,
        name_rows,
    ) + 2.0;
    let kind = match (&f.kind, &f.master) {
        (FighterKind::Servant, Some(m)) => tf("servant of {0}", &[m]),
        (FighterKind::Servant, None) => t("servant").to_string(),
        (FighterKind::IndependentToken, _) => t("token").to_string(),
        (FighterKind::Character, _) => f
            .attributes
            .iter()
            .map(|a| crate::data::lang::word(a))
            .collect::<Vec<_>>()
            .join(" · "),
    };
    let (kind, kind_color) = match (now, candidate) {
        (true, _) => (tf("ACTING  {0}", &[&kind]), GOLD),
        (false, true) => (tf("TARGET?  {0}", &[&kind]), TARGET),
        (false, false) => (kind, MUTED),
    };
    style::paint_text(
        &painter,
        pos2(x, y),
        &kind,
        font(11.5),
        kind_color,
        head_w - 26.0,
        1,
    );
    if let Some(r) = f.rank {
        painter.text(
            pos2(x + head_w, y),
            Align2::RIGHT_TOP,
            format!("#{}", r + 1),
            font(11.5),
            MUTED,
        );
    }
    y += 17.0;
    hp_bar(&painter, Rect::from_min_size(pos2(x, y), vec2(w, 14.0)), f);
    let bottom = rect.bottom() - if f.servants.is_empty() { 4.0 } else { 18.0 };
    chips(
        &painter,
        Rect::from_min_max(pos2(x, y + 18.0), pos2(x + w, bottom)),
        f,
    );
    // The servant frame's line, when the box is tall enough to keep it clear of the HP bar (the
    // hover details always list it).
    if !f.servants.is_empty() && rect.bottom() - 17.0 >= y + 16.0 {
        let frame = tf("frame: {0}", &[&f.servants.join(", ")]);
        style::paint_text(
            &painter,
            pos2(x, rect.bottom() - 17.0),
            &frame,
            font(11.5),
            NAMED,
            w,
            1,
        );
    }
    response.on_hover_ui(|ui| details(ui, f))
}

fn hp_bar(painter: &egui::Painter, bar: Rect, f: &FighterView) {
    let frac = (f.hp.current as f32 / f.hp.start.max(1) as f32).clamp(0.0, 1.0);
    let color = if frac > 0.5 {
        GOOD
    } else if frac > 0.25 {
        GOLD
    } else {
        BAD
    };
    painter.rect_filled(bar, 3, Color32::from_rgb(20, 22, 30));
    painter.rect_filled(
        Rect::from_min_size(bar.min, vec2(bar.width() * frac, bar.height())),
        3,
        dim(color, 0.25),
    );
    let text = format!("HP {} / {}", f.hp.current, f.hp.start);
    painter.text(bar.center(), Align2::CENTER_CENTER, text, font(11.5), TEXT);
}

/// The tooltip: everything about a fighter.
fn details(ui: &mut egui::Ui, f: &FighterView) {
    ui.set_max_width(320.0);
    ui.label(RichText::new(&f.name).strong().color(team_color(f.team)));
    let races = if f.races.is_empty() {
        String::new()
    } else {
        format!("  ·  {}", crate::data::lang::words(&f.races))
    };
    ui.label(tf(
        "HP {0} / {1}  ·  {2}  ·  AC {3}{4}",
        &[
            &f.hp.current,
            &f.hp.start,
            &line_words(f.line),
            &f.ac,
            &races,
        ],
    ));
    // The box's marks in words (issue 40, item 5).
    let rank = f.rank.map_or(String::new(), |r| {
        tf("#{0}: its place in the initiative order. ", &[&(r + 1)])
    });
    ui.label(
        RichText::new(tf(
            "{0}HP: at 0 it retires. Line: front, middle or back; the distance between two \
             fighters of different sides is both depths + 1.",
            &[&rank],
        ))
        .size(pt(12.0))
        .color(MUTED),
    );
    if !f.attributes.is_empty() {
        ui.label(
            RichText::new(tf(
                "Attributes: {0}",
                &[&crate::data::lang::words(&f.attributes)],
            ))
            .size(pt(12.5))
            .color(TEXT),
        );
    }
    if let Some(next) = &f.next {
        ui.label(
            RichText::new(tf("NEXT: {0}", &[next]))
                .size(pt(13.0))
                .color(GOLD),
        );
    }
    for t in &f.tags {
        ui.label(RichText::new(&t.tip).size(pt(13.0)).color(t.color));
    }
    if !f.extras.is_empty() {
        ui.label(
            RichText::new(tf("{0} extra card(s) held face down", &[&f.extras.len()]))
                .size(pt(13.0))
                .color(MUTED),
        );
    }
    if !f.servants.is_empty() {
        ui.label(RichText::new(tf("servant frame: {0}", &[&f.servants.join(", ")])).size(pt(13.0)));
    }
}
