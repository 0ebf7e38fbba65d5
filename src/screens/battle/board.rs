//! The battlefield: each team's back, middle and front lines, front lines facing each other in the
//! centre (two teams a row, the first on the left; three or four teams take two rows), with a box
//! per fighter. Clicking a box answers a target request; clicking a line answers a line request.

use super::super::style::{GOLD, LINE, MUTED, dim, font, team_color};
use super::ask::{Asking, Choice, Request};
use super::card::card;
use super::chips::wanted_height;
use super::model::FighterView;
use crate::data::lang::{self, t};
use crate::data::{Control, LineName};
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::ask::{Choice as DuelChoice, Request as DuelRequest};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, CornerRadius, Rect, Sense, Stroke, StrokeKind, pos2, vec2};

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
    decisions: &mut Asking,
) {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, Sense::hover());
    let pending = decisions.waiting().map(|(_, r)| r);
    // Two teams a row, facing each other: the first of a row on the left (front line to the
    // right), the second on the right (front line to the left); more teams (seed 000's examples
    // have up to four) take more rows.
    let (gap, row_gap) = (30.0, 10.0);
    let rows = battle.teams.len().div_ceil(2).max(1);
    let row_h = (area.height() - row_gap * (rows - 1) as f32) / rows as f32;
    let half = (area.width() - gap) / 2.0;
    let painter = ui.painter().clone();
    let mid = area.center().x;
    painter.line_segment(
        [pos2(mid, area.top() + 30.0), pos2(mid, area.bottom() - 4.0)],
        Stroke::new(1.0, LINE),
    );
    for row in 0..rows {
        let top = area.top() + row as f32 * (row_h + row_gap);
        let vs = pos2(mid, top + row_h / 2.0 + 12.0);
        painter.circle_filled(vs, 13.0, super::super::style::BG);
        painter.text(vs, Align2::CENTER_CENTER, "VS", font(13.0), MUTED);
    }
    for (t, team) in battle.teams.iter().enumerate() {
        let (row, right) = (t / 2, t % 2 == 1);
        let left = if right { mid + gap / 2.0 } else { area.left() };
        let top = area.top() + row as f32 * (row_h + row_gap);
        let rect = Rect::from_min_size(pos2(left, top), vec2(half, row_h));
        let members: Vec<&FighterView> = fighters.iter().filter(|f| f.team == t).collect();
        let standing = members.iter().filter(|f| !f.retired).count();
        let head = if team.control == Control::Player {
            lang::tf(
                "{0}  ·  you  ·  {1} standing",
                &[&lang::shown(&team.name), &standing],
            )
        } else {
            lang::tf(
                "{0}  ·  plans  ·  {1} standing",
                &[&lang::shown(&team.name), &standing],
            )
        };
        let (align, x) = if right {
            (Align2::RIGHT_TOP, rect.right() - 2.0)
        } else {
            (Align2::LEFT_TOP, rect.left() + 2.0)
        };
        painter.text(pos2(x, rect.top()), align, head, font(16.0), team_color(t));
        let lines = if right {
            [LineName::Front, LineName::Middle, LineName::Back]
        } else {
            [LineName::Back, LineName::Middle, LineName::Front]
        };
        let col_gap = 6.0;
        let col_w = (half - 2.0 * col_gap) / 3.0;
        for (i, line) in lines.into_iter().enumerate() {
            let min = pos2(
                rect.left() + i as f32 * (col_w + col_gap),
                rect.top() + 24.0,
            );
            let col = Rect::from_min_size(min, vec2(col_w, rect.height() - 24.0));
            let in_line: Vec<&FighterView> =
                members.iter().copied().filter(|f| f.line == line).collect();
            column(
                ui,
                col,
                (t, line),
                &in_line,
                acting,
                pending.as_ref(),
                decisions,
            );
        }
    }
}

/// One line of one team, with its fighters stacked, in initiative order, the retired last.
fn column(
    ui: &mut egui::Ui,
    col: Rect,
    (team, line): (usize, LineName),
    members: &[&FighterView],
    acting: Acting,
    pending: Option<&Request>,
    decisions: &mut Asking,
) {
    let painter = ui.painter().clone();
    let pickable = matches!(pending, Some(Request::Duel(DuelRequest::Line { options, .. })) if options.contains(&(team, line)));
    let sense = if pickable {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(col, ui.id().with(("line", team, line.label())), sense);
    // An outlined column with a tinted head: on a software renderer every pixel an egui shape
    // covers costs, and six filled columns were a sixth of a frame (docs/PERFORMANCE.md).
    if pickable && response.hovered() {
        painter.rect_filled(col, 6, dim(GOLD, 0.8));
    } else {
        let head = Rect::from_min_size(col.min, vec2(col.width(), 20.0));
        let round = CornerRadius {
            nw: 6,
            ne: 6,
            sw: 0,
            se: 0,
        };
        painter.rect_filled(head, round, dim(team_color(team), 0.8));
        let edge = Stroke::new(1.0, dim(team_color(team), 0.7));
        painter.rect_stroke(col, 6, edge, StrokeKind::Inside);
    }
    if pickable {
        painter.rect_stroke(col, 6, Stroke::new(2.0, GOLD), StrokeKind::Inside);
        if response.clicked() {
            decisions.answer(Choice::Duel(DuelChoice::Line(team, line)));
        }
    }
    let label = match line {
        LineName::Front => t("FRONT"),
        LineName::Middle => t("MIDDLE"),
        LineName::Back => t("BACK"),
    };
    painter.text(
        pos2(col.center().x, col.top() + 4.0),
        Align2::CENTER_TOP,
        label,
        font(12.0),
        dim(team_color(team), 0.3),
    );
    if members.is_empty() {
        painter.text(
            col.center(),
            Align2::CENTER_CENTER,
            t("empty"),
            font(12.0),
            dim(team_color(team), 0.7),
        );
        return;
    }
    let mut list: Vec<&FighterView> = members.to_vec();
    list.sort_by_key(|f| (f.retired, f.order));
    let active = list.iter().filter(|f| !f.retired).count() as f32;
    let retired = list.len() as f32 - active;
    let inner = col.shrink2(vec2(5.0, 0.0));
    let top = col.top() + 22.0;
    let space = col.bottom() - top - 4.0 - retired * 32.0;
    let each = if active > 0.0 {
        ((space - 6.0 * (active - 1.0)) / active).clamp(44.0, 240.0)
    } else {
        0.0
    };
    let mut y = top;
    for f in list {
        let h = if f.retired {
            28.0
        } else {
            each.min(wanted_height(&painter, f, inner.width()))
        };
        let rect = Rect::from_min_size(pos2(inner.left(), y), vec2(inner.width(), h));
        if rect.bottom() > col.bottom() + 1.0 {
            break;
        }
        let candidate = matches!(pending, Some(Request::Duel(DuelRequest::Target { candidates, .. })) if candidates.contains(&f.entity));
        super::fx::anchor(ui.ctx(), super::fx::Spot::Fighter(f.serial), rect);
        if card(ui, rect, f, acting, candidate).clicked() && candidate {
            decisions.answer(Choice::Duel(DuelChoice::Target(f.entity)));
        }
        y += h + if f.retired { 4.0 } else { 6.0 };
    }
}
