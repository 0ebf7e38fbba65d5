//! The battlefield: each team's back, middle and front lines, front lines facing each other in the
//! centre, with a box per fighter (HP, statuses, servants). Clicking a box answers a target
//! request; clicking a line answers a line request.

use super::super::style::{
    self, BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT, dim, font, team_color,
};
use super::model::FighterView;
use super::prompt::{answer, waiting};
use crate::data::{Control, LineName};
use crate::rules::battle::Battle;
use crate::rules::control::{Choice, Decisions, Request};
use crate::rules::fighter::FighterKind;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Pos2, Rect, Sense, Stroke, StrokeKind, pos2, vec2};

/// Who is acting: the turn's owner and the fighter acting now (the owner or a servant).
#[derive(Clone, Copy, Default)]
pub(super) struct Acting {
    pub owner: Option<Entity>,
    pub now: Option<Entity>,
}

/// The whole battlefield in the space left in `ui`.
pub(super) fn board(
    ui: &mut egui::Ui,
    fighters: &[FighterView],
    battle: &Battle,
    acting: Acting,
    decisions: &mut Decisions,
) {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, Sense::hover());
    let pending = waiting(decisions).map(|(_, r)| r.clone());
    let gap = 34.0;
    let half = (area.width() - gap) / 2.0;
    let painter = ui.painter().clone();
    let mid = area.center().x;
    painter.line_segment(
        [pos2(mid, area.top() + 4.0), pos2(mid, area.bottom() - 4.0)],
        Stroke::new(1.0, LINE),
    );
    painter.text(
        pos2(mid, area.center().y),
        Align2::CENTER_CENTER,
        "VS",
        font(15.0),
        MUTED,
    );
    for (t, team) in battle.teams.iter().enumerate().take(2) {
        let left = if t == 0 { area.left() } else { mid + gap / 2.0 };
        let rect = Rect::from_min_size(pos2(left, area.top()), vec2(half, area.height()));
        let members: Vec<&FighterView> = fighters.iter().filter(|f| f.team == t).collect();
        let standing = members.iter().filter(|f| !f.retired).count();
        let who = if team.control == Control::Player {
            "you"
        } else {
            "plans"
        };
        let head = format!("{}  ·  {who}  ·  {standing} standing", team.name);
        let align = if t == 0 {
            Align2::LEFT_TOP
        } else {
            Align2::RIGHT_TOP
        };
        let x = if t == 0 {
            rect.left() + 2.0
        } else {
            rect.right() - 2.0
        };
        painter.text(pos2(x, rect.top()), align, head, font(16.0), team_color(t));
        let lines = if t == 0 {
            [LineName::Back, LineName::Middle, LineName::Front]
        } else {
            [LineName::Front, LineName::Middle, LineName::Back]
        };
        let col_gap = 6.0;
        let col_w = (half - 2.0 * col_gap) / 3.0;
        for (i, line) in lines.into_iter().enumerate() {
            let col = Rect::from_min_size(
                pos2(
                    rect.left() + i as f32 * (col_w + col_gap),
                    rect.top() + 24.0,
                ),
                vec2(col_w, rect.height() - 24.0),
            );
            let in_line: Vec<&FighterView> =
                members.iter().copied().filter(|f| f.line == line).collect();
            column(
                ui,
                col,
                t,
                line,
                &in_line,
                acting,
                pending.as_ref(),
                decisions,
            );
        }
    }
}

/// One line of one team, with its fighters stacked.
fn column(
    ui: &mut egui::Ui,
    col: Rect,
    team: usize,
    line: LineName,
    members: &[&FighterView],
    acting: Acting,
    pending: Option<&Request>,
    decisions: &mut Decisions,
) {
    let painter = ui.painter().clone();
    let pickable =
        matches!(pending, Some(Request::Line { options, .. }) if options.contains(&(team, line)));
    let response = ui.interact(
        col,
        ui.id().with(("line", team, line.label())),
        if pickable {
            Sense::click()
        } else {
            Sense::hover()
        },
    );
    let fill = if pickable && response.hovered() {
        dim(GOLD, 0.8)
    } else {
        dim(team_color(team), 0.9)
    };
    painter.rect_filled(col, 6, fill);
    if pickable {
        painter.rect_stroke(col, 6, Stroke::new(2.0, GOLD), StrokeKind::Inside);
        if response.clicked() {
            answer(decisions, Choice::Line(team, line));
        }
    }
    let label = match line {
        LineName::Front => "FRONT",
        LineName::Middle => "MIDDLE",
        LineName::Back => "BACK",
    };
    painter.text(
        pos2(col.center().x, col.top() + 4.0),
        Align2::CENTER_TOP,
        label,
        font(12.0),
        dim(team_color(team), 0.3),
    );
    let mut list: Vec<&FighterView> = members.to_vec();
    list.sort_by_key(|f| (f.retired, f.order));
    let active = list.iter().filter(|f| !f.retired).count() as f32;
    let retired = list.len() as f32 - active;
    let inner = col.shrink2(vec2(5.0, 0.0));
    let top = col.top() + 22.0;
    let space = col.bottom() - top - 4.0 - retired * 32.0;
    let each = if active > 0.0 {
        ((space - 6.0 * (active - 1.0)) / active).clamp(44.0, 128.0)
    } else {
        0.0
    };
    let mut y = top;
    for f in list {
        let h = if f.retired { 28.0 } else { each };
        let rect = Rect::from_min_size(pos2(inner.left(), y), vec2(inner.width(), h));
        if rect.bottom() > col.bottom() + 1.0 {
            break;
        }
        let candidate = matches!(pending, Some(Request::Target { candidates, .. }) if candidates.contains(&f.entity));
        if card(ui, rect, f, acting, candidate).clicked() && candidate {
            answer(decisions, Choice::Target(f.entity));
        }
        y += h + if f.retired { 4.0 } else { 6.0 };
    }
}

/// One fighter's box.
fn card(
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
    let fill = if f.retired {
        dim(RAISED, 0.5)
    } else if candidate && response.hovered() {
        Color32::from_rgb(70, 62, 34)
    } else {
        RAISED
    };
    painter.rect_filled(rect, 5, fill);
    painter.rect_filled(
        Rect::from_min_size(rect.min, vec2(4.0, rect.height())),
        egui::CornerRadius {
            nw: 5,
            sw: 5,
            ne: 0,
            se: 0,
        },
        if f.retired { dim(color, 0.6) } else { color },
    );
    let (border, width) = if candidate {
        let pulse = (ui.input(|i| i.time) * 5.0).sin() as f32 * 0.5 + 0.5;
        ui.ctx().request_repaint();
        (GOLD.gamma_multiply(0.55 + 0.45 * pulse), 2.5)
    } else if now {
        (GOLD, 2.5)
    } else if acting.owner == Some(f.entity) {
        (dim(GOLD, 0.4), 2.0)
    } else {
        (LINE, 1.0)
    };
    painter.rect_stroke(rect, 5, Stroke::new(width, border), StrokeKind::Inside);
    let text = if f.retired { MUTED } else { TEXT };
    let x = rect.left() + 10.0;
    let w = rect.width() - 16.0;
    style::paint_text(
        &painter,
        pos2(x, rect.top() + 5.0),
        &f.name,
        font(14.5),
        text,
        w - 26.0,
        1,
    );
    if let Some(r) = f.rank {
        painter.text(
            pos2(rect.right() - 6.0, rect.top() + 6.0),
            Align2::RIGHT_TOP,
            format!("#{}", r + 1),
            font(12.0),
            MUTED,
        );
    }
    if f.retired {
        painter.text(
            pos2(rect.right() - 8.0, rect.center().y),
            Align2::RIGHT_CENTER,
            "RETIRED",
            font(11.0),
            BAD,
        );
        return response.on_hover_text(format!("{} has retired", f.name));
    }
    let kind = match (&f.kind, &f.master) {
        (FighterKind::Servant, Some(m)) => format!("servant of {m}"),
        (FighterKind::Servant, None) => "servant".to_string(),
        (FighterKind::IndependentToken, _) => "token".to_string(),
        (FighterKind::Character, _) => f.attributes.join(" · "),
    };
    let kind = if now { format!("ACTING  {kind}") } else { kind };
    style::paint_text(
        &painter,
        pos2(x, rect.top() + 23.0),
        &kind,
        font(11.5),
        if now { GOLD } else { MUTED },
        w,
        1,
    );
    hp_bar(
        &painter,
        Rect::from_min_size(pos2(x, rect.top() + 40.0), vec2(w, 14.0)),
        f,
    );
    let bottom = rect.bottom() - if f.servants.is_empty() { 4.0 } else { 18.0 };
    tags(
        &painter,
        Rect::from_min_max(pos2(x, rect.top() + 58.0), pos2(x + w, bottom)),
        f,
    );
    if !f.servants.is_empty() {
        let frame = format!("frame: {}", f.servants.join(", "));
        style::paint_text(
            &painter,
            pos2(x, rect.bottom() - 17.0),
            &frame,
            font(11.5),
            style::NAMED,
            w,
            1,
        );
    }
    response.on_hover_ui(|ui| details(ui, f))
}

fn hp_bar(painter: &egui::Painter, bar: Rect, f: &FighterView) {
    let start = f.hp.start.max(1) as f32;
    let frac = (f.hp.current as f32 / start).clamp(0.0, 1.0);
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
    painter.text(
        bar.center(),
        Align2::CENTER_CENTER,
        format!("HP {} / {}", f.hp.current, f.hp.start),
        font(11.5),
        TEXT,
    );
}

/// Statuses as small chips, wrapped; "+N" when they do not all fit.
fn tags(painter: &egui::Painter, area: Rect, f: &FighterView) {
    let (mut x, mut y) = (area.left(), area.top());
    let row_h = 16.0;
    for (i, tag) in f.tags.iter().enumerate() {
        let galley = painter.layout_no_wrap(tag.text.clone(), font(11.0), tag.color);
        let w = galley.size().x + 8.0;
        if x + w > area.right() && x > area.left() {
            x = area.left();
            y += row_h + 2.0;
        }
        let last_row = y + 2.0 * row_h + 2.0 > area.bottom();
        if y + row_h > area.bottom()
            || (last_row && x + w + 26.0 > area.right() && i + 1 < f.tags.len())
        {
            let more = format!("+{}", f.tags.len() - i);
            painter.text(
                pos2(area.right(), y.min(area.bottom() - row_h) + 1.0),
                Align2::RIGHT_TOP,
                more,
                font(11.0),
                MUTED,
            );
            return;
        }
        let chip = Rect::from_min_size(Pos2::new(x, y), vec2(w.min(area.width()), row_h));
        painter.rect_filled(chip, 3, dim(tag.color, 0.82));
        painter
            .with_clip_rect(chip)
            .galley(pos2(x + 4.0, y + 1.0), galley, tag.color);
        x += w + 4.0;
    }
}

/// The tooltip: everything about a fighter.
fn details(ui: &mut egui::Ui, f: &FighterView) {
    ui.set_max_width(320.0);
    ui.label(
        egui::RichText::new(&f.name)
            .strong()
            .color(team_color(f.team)),
    );
    let races = if f.races.is_empty() {
        String::new()
    } else {
        format!("  ·  {}", f.races.join(", "))
    };
    ui.label(format!(
        "HP {} / {}  ·  {} line  ·  AC {}{races}",
        f.hp.current,
        f.hp.start,
        f.line.label(),
        f.ac
    ));
    for t in &f.tags {
        ui.label(egui::RichText::new(&t.tip).size(13.0).color(t.color));
    }
    if !f.extras.is_empty() {
        ui.label(
            egui::RichText::new(format!("{} extra card(s) held face down", f.extras.len()))
                .size(13.0)
                .color(MUTED),
        );
    }
    if !f.servants.is_empty() {
        ui.label(
            egui::RichText::new(format!("servant frame: {}", f.servants.join(", "))).size(13.0),
        );
    }
}
