//! The Vortex map drawn over the tilemap's squares (`super::super::map`'s tiles, tinted by
//! terrain and height): each zone tinted and numbered, heights, the fighters with HP and AC, the
//! squares and fighters that answer the open question lit, and, for the square under the pointer
//! or the cursor, what answering with it would do: whom the readied card reaches from there, with
//! the forecast of each blow. A click answers; a right-click moves without playing.

use super::VortexUi;
use super::keys::square_option;
use super::model::{SquareView, VortexView};
use super::send;
use crate::data::lang::{self, t, tf};
use crate::rules::core::battlefield::grid::{GridPos, Terrain};
use crate::screens::battle::ask::Asking;
use crate::screens::battle::map::MapLayout;
use crate::screens::pictures::{Token, draw_token};
use crate::screens::style::{BAD, GOLD, GOOD, MUTED, TARGET, TEXT, dim, font, team_color};
use bevy_egui::egui::{self, Align2, Color32, Pos2, Rect, Stroke, StrokeKind, pos2, vec2};

/// The height kept under the map for the square in focus.
const INFO: f32 = 58.0;

/// A zone's tint, by its number (none of them the blue of the squares that answer a question).
pub(super) fn zone_color(n: u8) -> Color32 {
    match n % 3 {
        1 => Color32::from_rgb(240, 120, 170),
        2 => Color32::from_rgb(200, 120, 240),
        _ => Color32::from_rgb(250, 170, 70),
    }
}

/// A square's terrain in words.
pub(super) fn terrain_words(t: &Terrain) -> String {
    let mut out = Vec::new();
    if t.impassable {
        out.push(lang::t("rock: impassable").to_string());
    }
    if t.hard_to_enter > 0 {
        out.push(lang::tf(
            "rough: entering costs {0} more",
            &[&t.hard_to_enter],
        ));
    }
    if t.hard_to_leave > 0 {
        out.push(lang::tf(
            "mire: leaving costs {0} more",
            &[&t.hard_to_leave],
        ));
    }
    if t.cover > 0 {
        out.push(lang::tf("cover: checks here at -{0}", &[&t.cover]));
    }
    if out.is_empty() {
        lang::t("open ground").to_string()
    } else {
        out.join(", ")
    }
}

/// Lays the map out in what is left of `ui`, draws it and takes clicks.
pub(super) fn show(
    ui: &mut egui::Ui,
    view: &VortexView,
    state: &mut VortexUi,
    asking: &mut Asking,
    layout: &mut MapLayout,
) {
    if view.width <= 0 || view.depth <= 0 {
        layout.rect = None;
        return;
    }
    let area = ui.available_rect_before_wrap();
    let rect = layout.fit(area, (view.width, view.depth), INFO, 64.0);
    let tile = layout.tile;
    let response = ui.allocate_rect(rect, egui::Sense::click());
    let painter = ui.painter_at(rect.expand(3.0));
    let placed = MapLayout {
        rect: layout.rect,
        tile,
    };
    let cell = |g: GridPos| placed.cell(g);
    let at_pointer = response
        .hover_pos()
        .and_then(|p| square_at(rect, tile, view, p));
    if response.hovered() {
        state.hovered = at_pointer;
    } else if state.hovered.is_some() && response.hover_pos().is_none() {
        state.hovered = None;
    }
    state.shown = state.hovered.and_then(|p| view.on(p)).map(|u| u.entity);
    zones(&painter, view, &cell, tile);
    for s in &view.squares {
        if s.height != 0 {
            painter.text(
                cell(s.at).left_bottom() + vec2(3.0, -1.0),
                Align2::LEFT_BOTTOM,
                format!("{}", s.height),
                font((tile * 0.26).max(9.0)),
                Color32::from_rgba_unmultiplied(20, 20, 20, 200),
            );
        }
    }
    let suggested = view
        .asked
        .as_ref()
        .and_then(|a| a.suggested_square())
        .map(|s| s.at);
    let focus = state.hovered.or(state.cursor).or(suggested);
    answers(&painter, view, &cell, focus);
    lane_in_focus(&painter, view, state, &cell);
    fighters(&painter, view, &cell, tile);
    if let Some(c) = state.cursor {
        painter.rect_stroke(cell(c), 2, Stroke::new(2.5, TEXT), StrokeKind::Inside);
    }
    info(ui, rect, view, focus);
    // A click answers with the square (or the fighter on it); a right-click moves there.
    let clicked = if response.clicked() {
        Some(true)
    } else if response.secondary_clicked() {
        Some(false)
    } else {
        None
    };
    if let (Some(play), Some(at)) = (clicked, at_pointer) {
        state.cursor = Some(at);
        if let Some(option) = square_option(view, at, play) {
            send(view, state, asking, vec![option]);
        } else if let Some(option) = fighter_option(view, at) {
            send(view, state, asking, vec![option]);
        }
    }
}

/// The option of the open question that names the fighter standing on `at`.
fn fighter_option(view: &VortexView, at: GridPos) -> Option<usize> {
    let a = view.asked.as_ref()?;
    let u = view.on(at)?;
    a.fighters
        .iter()
        .find(|(e, _)| *e == u.entity)
        .map(|(_, o)| *o)
}

/// The square under the point `p`.
fn square_at(rect: Rect, tile: f32, view: &VortexView, p: Pos2) -> Option<GridPos> {
    let x = ((p.x - rect.left()) / tile).floor() as i32;
    let y = ((p.y - rect.top()) / tile).floor() as i32;
    (x >= 0 && y >= 0 && x < view.width && y < view.depth).then(|| GridPos::new(x, y))
}

/// Each zone: its squares tinted and outlined, its number on its first square, in the colour of
/// the side holding it (its own colour when nobody does).
fn zones(painter: &egui::Painter, view: &VortexView, cell: &dyn Fn(GridPos) -> Rect, tile: f32) {
    for &(n, holder) in &view.zones {
        let color = zone_color(n);
        let squares: Vec<&SquareView> = view.squares.iter().filter(|s| s.zone == Some(n)).collect();
        for s in &squares {
            let r = cell(s.at);
            painter.rect_filled(r.shrink(1.0), 0, color.gamma_multiply(0.28));
            painter.rect_stroke(
                r.shrink(1.0),
                0,
                Stroke::new(2.0, color),
                StrokeKind::Inside,
            );
        }
        if let Some(first) = squares.first() {
            let r = cell(first.at);
            let badge = Rect::from_min_size(
                r.left_top() + vec2(2.0, 2.0),
                vec2(tile * 0.42, tile * 0.42),
            );
            let fill = holder.map_or(dim(color, 0.3), team_color);
            painter.rect_filled(badge, 4, fill);
            painter.text(
                badge.center(),
                Align2::CENTER_CENTER,
                format!("{n}"),
                font((tile * 0.34).max(11.0)),
                Color32::BLACK,
            );
        }
    }
}

/// The squares that answer the open question (gold: play from there; blue: move or place
/// there) and, from the square in focus, lines to whom the readied card reaches.
fn answers(
    painter: &egui::Painter,
    view: &VortexView,
    cell: &dyn Fn(GridPos) -> Rect,
    focus: Option<GridPos>,
) {
    let Some(a) = &view.asked else { return };
    for s in &a.squares {
        let (color, width) = if s.play { (GOLD, 3.0) } else { (TARGET, 1.5) };
        let r = cell(s.at).shrink(if s.play { 2.0 } else { 5.0 });
        painter.rect_stroke(r, 3, Stroke::new(width, color), StrokeKind::Inside);
    }
    for (e, _) in &a.fighters {
        if let Some(at) = view.unit(*e).and_then(|u| u.at) {
            painter.circle_stroke(
                cell(at).center(),
                cell(at).width() * 0.45,
                Stroke::new(3.0, TARGET),
            );
        }
    }
    if let Some(s) = a.suggested_square() {
        // The suggested square: a white ring inside its light.
        painter.circle_stroke(
            cell(s.at).center(),
            cell(s.at).width() * 0.47,
            Stroke::new(2.0, Color32::WHITE),
        );
    }
    let Some(f) = focus else { return };
    for s in a.squares.iter().filter(|s| s.at == f && s.play) {
        for e in &s.reaches {
            if let Some(to) = view.unit(*e).and_then(|u| u.at) {
                painter.line_segment([cell(f).center(), cell(to).center()], Stroke::new(2.0, BAD));
                painter.circle_stroke(
                    cell(to).center(),
                    cell(to).width() * 0.45,
                    Stroke::new(3.0, BAD),
                );
            }
        }
    }
}

/// A lane question's second step: the zone of the lane in the keyboard's focus, outlined in gold
/// (lane n is zone n).
fn lane_in_focus(
    painter: &egui::Painter,
    view: &VortexView,
    state: &VortexUi,
    cell: &dyn Fn(GridPos) -> Rect,
) {
    let Some(grid) = view.asked.as_ref().and_then(|a| a.lanes.as_ref()) else {
        return;
    };
    let Some(lane) = state.lane_card.and(grid.lanes.get(state.focus)) else {
        return;
    };
    for s in view.squares.iter().filter(|s| s.zone == Some(*lane)) {
        painter.rect_stroke(
            cell(s.at).shrink(2.0),
            3,
            Stroke::new(3.0, GOLD),
            StrokeKind::Inside,
        );
    }
}

/// The fighters: a token (its picture in its team's ring; a token on a square plate), an HP bar
/// and the AC; a gold ring on whoever acts.
fn fighters(painter: &egui::Painter, view: &VortexView, cell: &dyn Fn(GridPos) -> Rect, tile: f32) {
    for u in view.units.iter().filter(|u| !u.retired) {
        let Some(at) = u.at else { continue };
        let r = cell(at);
        let c = r.center() - vec2(0.0, tile * 0.06);
        let radius = tile * 0.32;
        let color = team_color(u.team);
        // Two initials, or the initial and the letter that tells two of a name apart (GA, GB).
        let lettered = super::super::map::disc_label(&u.name);
        let initials: String = if lettered.chars().count() > 1 || u.picture.is_some() {
            lettered
        } else {
            u.name
                .split_whitespace()
                .filter_map(|w| w.chars().next())
                .take(2)
                .collect()
        };
        if u.token {
            // A token (a creature, a servant): a square plate under its disc, so heroes stand out.
            let body = Rect::from_center_size(c, vec2(radius * 2.1, radius * 2.1));
            painter.rect_filled(body, 4, dim(color, 0.30));
            painter.rect_stroke(body, 4, Stroke::new(1.5, color), StrokeKind::Inside);
        }
        draw_token(
            painter,
            &Token {
                center: c,
                radius,
                picture: u.picture,
                team: color,
                letters: &initials,
                acting: view.acting == Some(u.entity),
            },
        );
        let spot = super::super::fx::Spot::Fighter(u.serial);
        super::super::fx::anchor(
            painter.ctx(),
            spot,
            Rect::from_center_size(c, vec2(2.0, 2.0) * radius),
        );
        let bar = Rect::from_min_size(
            pos2(r.left() + tile * 0.12, r.bottom() - tile * 0.14),
            vec2(tile * 0.76, (tile * 0.08).max(3.0)),
        );
        painter.rect_filled(bar, 1, Color32::from_rgb(40, 20, 20));
        let share = (u.hp.current.max(0) as f32 / u.hp.start.max(1) as f32).clamp(0.0, 1.0);
        let mut hp = bar;
        hp.set_width(bar.width() * share);
        painter.rect_filled(hp, 1, GOOD);
        painter.text(
            r.right_top() + vec2(-2.0, 1.0),
            Align2::RIGHT_TOP,
            format!("{}", u.ac),
            font((tile * 0.24).max(9.0)),
            GOLD,
        );
        // A foe's intent, shown without hovering where it is known (Into the Breach): the card
        // it readied for its turn.
        let foe = view.sides.get(u.team).is_some_and(|s| !s.player);
        if let (true, Some(r)) = (foe, &u.readied) {
            intent(painter, r, cell(at), tile);
        }
    }
}

/// A foe's readied card as a tag on the top edge of its square (up to one and a half squares
/// wide, kept inside the map), cut to fit.
fn intent(painter: &egui::Painter, readied: &super::model::ReadiedView, r: Rect, tile: f32) {
    let size = (tile * 0.18).max(9.0);
    let room = tile * 1.5;
    let mut name = readied.name.clone();
    let mut galley = painter.layout_no_wrap(name.clone(), font(size), TEXT);
    while galley.size().x > room - 6.0 && name.chars().count() > 2 {
        name.pop();
        galley = painter.layout_no_wrap(format!("{}…", name.trim_end()), font(size), TEXT);
    }
    let wide = vec2(galley.size().x + 6.0, galley.size().y + 2.0);
    let mut tag = Rect::from_center_size(r.center_top() + vec2(0.0, 1.0), wide);
    let map = painter.clip_rect().shrink(3.0);
    let shift = (map.left() - tag.left()).max(0.0) + (map.right() - tag.right()).min(0.0);
    tag = tag.translate(vec2(shift, (map.top() - tag.top()).max(0.0)));
    painter.rect_filled(tag, 3, Color32::from_rgba_unmultiplied(40, 14, 14, 220));
    painter.rect_stroke(tag, 3, Stroke::new(1.0, BAD), StrokeKind::Inside);
    painter.galley(tag.min + vec2(3.0, 1.0), galley, TEXT);
}

/// The square in focus under the map: its height, terrain and zone, who stands there, and what
/// answering with it would do.
fn info(ui: &mut egui::Ui, map: Rect, view: &VortexView, focus: Option<GridPos>) {
    let rect = Rect::from_min_size(
        pos2(map.left(), map.bottom() + 6.0),
        vec2(map.width().max(520.0), INFO - 8.0),
    );
    let painter = ui.painter_at(rect);
    let mut lines: Vec<(String, Color32)> = Vec::new();
    match focus.and_then(|p| view.squares.iter().find(|s| s.at == p)) {
        Some(s) => {
            let zone = s
                .zone
                .map_or_else(String::new, |n| tf("  ·  zone {0}", &[&n]));
            let mut first = tf(
                "({0},{1}) height {2}  ·  {3}{4}",
                &[
                    &s.at.x,
                    &s.at.y,
                    &s.height,
                    &terrain_words(&s.terrain),
                    &zone,
                ],
            );
            if let Some(u) = view.on(s.at) {
                first.push_str(&format!(
                    "  ·  {} HP {}/{} AC {}",
                    u.name, u.hp.current, u.hp.start, u.ac
                ));
                if let Some(r) = &u.readied {
                    first.push_str(&tf(" readies {0}", &[&r.name]));
                }
            }
            lines.push((first, TEXT));
            lines.extend(what_it_does(view, s.at));
        }
        None => lines.push((
            t("Point at a square: its height, terrain and zone, and what an answer there would do.")
                .to_string(),
            MUTED,
        )),
    }
    for (i, (line, color)) in lines.iter().take(3).enumerate() {
        painter.text(
            rect.left_top() + vec2(0.0, i as f32 * 17.0),
            Align2::LEFT_TOP,
            line,
            font(13.0),
            *color,
        );
    }
}

/// What answering the open question with the square `at` would do.
fn what_it_does(view: &VortexView, at: GridPos) -> Vec<(String, Color32)> {
    let Some(a) = &view.asked else {
        return Vec::new();
    };
    let card = view
        .unit(a.who)
        .and_then(|u| u.readied.as_ref())
        .map_or(t("its card"), |r| r.name.as_str());
    let mut out = Vec::new();
    for s in a.squares.iter().filter(|s| s.at == at) {
        if s.play {
            let hits: Vec<String> = s
                .reaches
                .iter()
                .filter_map(|e| {
                    let u = view.unit(*e)?;
                    Some(match view.forecast(*e) {
                        Some(f) => format!("{} {f}", u.name),
                        None => u.name.clone(),
                    })
                })
                .collect();
            let hits = if hits.is_empty() {
                t("no one").to_string()
            } else {
                hits.join(", ")
            };
            out.push((
                tf("Click: play {0} from here, reaching {1}", &[&card, &hits]),
                GOLD,
            ));
        } else if a.open.kind == "act" {
            let how = if a.squares.iter().any(|o| o.at == at && o.play) {
                "Right-click: move here and hold {0} (costs AC 1)"
            } else {
                "Click: move here and hold {0} (costs AC 1)"
            };
            out.push((tf(how, &[&card]), TARGET));
        } else {
            out.push((t("Click: this square").to_string(), TARGET));
        }
    }
    out
}
