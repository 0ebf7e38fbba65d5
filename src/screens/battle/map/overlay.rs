//! Drawn over the tiles: height numbers, the squares the chosen action reaches, the path and its
//! cost, the fighters (team colour, HP bar, whose turn), the cursor, and a hover card with the
//! square's height and terrain, who stands there and the forecast. A click acts on the square.

use super::super::super::style::{BAD, GOLD, GOOD, MUTED, TARGET, TEXT, font, team_color};
use super::super::ask::{Asking, Choice};
use super::{MapLayout, MapPreview, MapUi, Mode};
use crate::data::keywords::Trait;
use crate::data::lang::{self, t, tf};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Height, Square, Terrain};
use crate::rules::core::fighter::{ActionCounter, Fighter, Hp, Retired};
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::skirmish::ask::Choice as SkirmishChoice;
use crate::rules::skirmish::check::CardPick;
use crate::rules::skirmish::state::{Conditions, Mp};
use crate::screens::pictures::{Token, draw_token};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Pos2, Rect, Stroke, StrokeKind, pos2, vec2};

/// What the map overlay reads and writes.
#[derive(SystemParam)]
pub(in super::super) struct MapParams<'w, 's> {
    layout: ResMut<'w, MapLayout>,
    ui: ResMut<'w, MapUi>,
    preview: Res<'w, MapPreview>,
    map: Option<Res<'w, GridMap>>,
    pictures: Res<'w, crate::screens::pictures::Pictures>,
    squares: Query<'w, 's, (&'static GridPos, &'static Height, &'static Terrain), With<Square>>,
    fighters: Query<
        'w,
        's,
        (
            Entity,
            &'static Fighter,
            &'static GridPos,
            &'static Hp,
            Option<&'static Mp>,
            Option<&'static Conditions>,
            Option<&'static ActionCounter>,
        ),
        Without<Retired>,
    >,
    /// Seed 002's traits and states, on the fighters that carry them.
    keywords: Query<
        'w,
        's,
        (
            &'static HasTraits,
            Option<&'static ShieldLeft>,
            Option<&'static Ailments>,
        ),
    >,
}

/// An ally who may give a card, its name and its hand.
pub(in super::super) type Helper = (
    Entity,
    String,
    Vec<crate::rules::skirmish::cards::PlayingCard>,
);

impl MapParams<'_, '_> {
    /// The card picked for the next hit check, and the allies who may give one (連携).
    pub(in super::super) fn picked_card(&mut self) -> (&mut Option<CardPick>, &[Helper]) {
        (&mut self.ui.card, &self.preview.helpers)
    }
}

/// Lays the map out in the space left in `ui`, draws everything over the tiles and takes clicks;
/// `acting` is whose turn it is. False when the battle has no map.
pub(in super::super) fn show(
    ui: &mut egui::Ui,
    p: &mut MapParams,
    acting: Option<Entity>,
    decisions: &mut Asking,
) -> bool {
    let Some(map) = p.map.as_deref() else {
        p.layout.rect = None;
        return false;
    };
    let legend_h = 56.0;
    let area = ui.available_rect_before_wrap();
    let rect = p.layout.fit(area, (map.width, map.depth), legend_h, 72.0);
    let tile = p.layout.tile;
    let response = ui.allocate_rect(rect, egui::Sense::click());
    let painter = ui.painter_at(rect.expand(2.0));
    let placed = super::MapLayout {
        rect: p.layout.rect,
        tile,
    };
    let cell = |g: GridPos| placed.cell(g);
    let mode = p.preview.mode(p.ui.mode);
    // The squares the chosen action reaches.
    let reached: Vec<(GridPos, Color32)> = match mode {
        Mode::Move => p
            .preview
            .moves
            .iter()
            .map(|(g, main, _)| (*g, if *main { GOLD } else { TARGET }))
            .collect(),
        Mode::Attack(s) => p
            .preview
            .attacks
            .iter()
            .filter(|(src, ..)| *src == s)
            .map(|(_, _, g)| (*g, BAD))
            .collect(),
        Mode::MoveMain => p.preview.main_moves.iter().map(|g| (*g, GOLD)).collect(),
        Mode::MoveAround => p
            .preview
            .arounds
            .iter()
            .map(|(g, main)| (*g, if *main { GOLD } else { TARGET }))
            .collect(),
        Mode::Dash(i) | Mode::DashFalls(i) => {
            let falls = matches!(mode, Mode::DashFalls(_));
            p.preview
                .dashes
                .iter()
                .filter(|(t, _, f)| *t == i && *f == falls)
                .map(|(_, g, _)| (*g, if falls { BAD } else { TARGET }))
                .collect()
        }
        Mode::Mend(i) => p
            .preview
            .mends
            .iter()
            .filter(|(t, ..)| *t == i)
            .map(|(_, _, g)| (*g, GOOD))
            .collect(),
    };
    for (g, c) in &reached {
        let [r, gr, b, _] = c.to_array();
        let wash = Color32::from_rgba_unmultiplied(r, gr, b, 95);
        painter.rect_filled(cell(*g).shrink(2.0), 3, wash);
        painter.rect_stroke(
            cell(*g).shrink(2.0),
            3,
            Stroke::new(1.5, *c),
            StrokeKind::Inside,
        );
    }
    for (g, h, _) in &p.squares {
        if h.0 != 0 {
            let text = format!("{:+}", h.0);
            painter.text(
                cell(*g).min + vec2(3.0, 2.0),
                Align2::LEFT_TOP,
                text,
                font(11.0),
                Color32::from_black_alpha(200),
            );
        }
    }
    // The foes' reach: a red corner on every square a foe could strike next turn.
    for g in &p.preview.threat {
        let r = cell(*g).shrink(2.0);
        let k = (tile * 0.22).max(5.0);
        let corner = vec![
            r.right_bottom(),
            r.right_bottom() - vec2(k, 0.0),
            r.right_bottom() - vec2(0.0, k),
        ];
        painter.add(egui::Shape::convex_polygon(
            corner,
            BAD.gamma_multiply(0.85),
            Stroke::NONE,
        ));
    }
    path(&painter, &p.preview, acting, &p.fighters, cell);
    let discs = fighters(&painter, &p.fighters, &p.pictures, acting, tile, cell);
    if let Some(c) = p.ui.cursor {
        painter.rect_stroke(cell(c), 2, Stroke::new(2.5, GOLD), StrokeKind::Inside);
    }
    // Hover: the square under the pointer, its details and the click.
    let hovered = response.hover_pos().map(|pos| square_at(rect, tile, pos));
    p.ui.hovered =
        hovered.filter(|g| (0..map.width).contains(&g.x) && (0..map.depth).contains(&g.y));
    if let Some(g) = p.ui.hovered {
        painter.rect_stroke(cell(g), 2, Stroke::new(1.5, TEXT), StrokeKind::Inside);
        let text = details(p, g);
        response.clone().on_hover_text_at_pointer(text);
        // A click on one disc of a cluster takes that fighter (two foes on one square can
        // each be attacked).
        let on = response.hover_pos().and_then(|pos| {
            discs
                .iter()
                .find(|(_, c, r)| pos.distance(*c) <= *r)
                .map(|d| d.0)
        });
        let action = if response.secondary_clicked() {
            p.preview.move_at(mode, g)
        } else if response.clicked() {
            on.and_then(|e| p.preview.action_on(mode, g, e, p.ui.card))
                .or_else(|| p.preview.action_at(mode, g, p.ui.card))
        } else {
            None
        };
        if decisions.waiting().is_some()
            && let Some(action) = action
        {
            decisions.answer(Choice::Skirmish(SkirmishChoice::Tactical(action)));
            p.ui.mode = 0;
            p.ui.card = None;
        }
    }
    legend(ui, rect, &p.preview, p.ui.mode);
    true
}

fn square_at(rect: Rect, tile: f32, pos: Pos2) -> GridPos {
    let v = (pos - rect.min) / tile;
    GridPos::new(v.x.floor() as i32, v.y.floor() as i32)
}

/// The way to the square in focus, its cost at the end and a mark on each drop.
fn path(
    painter: &egui::Painter,
    preview: &MapPreview,
    acting: Option<Entity>,
    q: &Query<FighterData, Without<Retired>>,
    cell: impl Fn(GridPos) -> Rect,
) {
    let Some(from) = acting.and_then(|e| q.get(e).ok()).map(|f| *f.2) else {
        return;
    };
    if preview.path.is_empty() {
        return;
    }
    let mut points = vec![cell(from).center()];
    points.extend(preview.path.iter().map(|g| cell(*g).center()));
    painter.add(egui::Shape::line(points.clone(), Stroke::new(3.0, GOLD)));
    if let Some(end) = points.last() {
        painter.circle_filled(*end, 11.0, Color32::from_rgb(40, 34, 14));
        let cost = preview.path_cost.to_string();
        painter.text(*end, Align2::CENTER_CENTER, cost, font(13.0), GOLD);
    }
    for (g, levels) in &preview.falls {
        let text = tf("fall {0}", &[levels]);
        painter.text(
            cell(*g).center_bottom() - vec2(0.0, 3.0),
            Align2::CENTER_BOTTOM,
            text,
            font(11.0),
            BAD,
        );
    }
}

/// A fighter as the overlay reads it.
type FighterData = (
    Entity,
    &'static Fighter,
    &'static GridPos,
    &'static Hp,
    Option<&'static Mp>,
    Option<&'static Conditions>,
    Option<&'static ActionCounter>,
);

/// Where a fighter's disc sits in its square: alone, in the middle; several, as a cluster inside
/// the square (a grid of two by two, three by three...), in the order they entered.
fn disc_at(r: Rect, tile: f32, slot: usize, shared: usize) -> (Pos2, f32) {
    if shared < 2 {
        return (r.center() + vec2(0.0, -tile * 0.06), tile * 0.34);
    }
    let cols = (shared as f32).sqrt().ceil() as usize;
    let rows = shared.div_ceil(cols);
    let (w, h) = (r.width() / cols as f32, r.height() * 0.9 / rows as f32);
    let radius = w.min(h) * 0.42;
    let (col, row) = (slot % cols, slot / cols);
    let center = pos2(
        r.left() + w * (col as f32 + 0.5),
        r.top() + h * (row as f32 + 0.5),
    );
    (center, radius)
}

/// A fighter's letters on its disc: its initial, and the letter that tells it from another of
/// its name ("Ridge Raider B": RB).
pub(in crate::screens::battle) fn disc_label(name: &str) -> String {
    let initial: String = name.chars().take(1).collect();
    match name.rsplit_once(' ') {
        Some((_, l)) if l.len() == 1 && l.chars().all(|c| c.is_ascii_uppercase()) => {
            format!("{initial}{l}")
        }
        _ => initial,
    }
}

/// Each fighter as a token (its picture in its team's ring, its copy's letter) with an HP bar;
/// the one whose turn it is has a gold ring. Fighters sharing a square stand in a cluster inside it. Each
/// disc, for the pointer.
fn fighters(
    painter: &egui::Painter,
    q: &Query<FighterData, Without<Retired>>,
    pictures: &crate::screens::pictures::Pictures,
    acting: Option<Entity>,
    tile: f32,
    cell: impl Fn(GridPos) -> Rect,
) -> Vec<(Entity, Pos2, f32)> {
    let mut list: Vec<_> = q.iter().collect();
    list.sort_by_key(|f| f.1.serial);
    let mut discs = Vec::new();
    for (i, (e, f, g, hp, _, c, _)) in list.iter().enumerate() {
        let shared = list.iter().filter(|o| o.2 == *g).count();
        let slot = list[..i].iter().filter(|o| o.2 == *g).count();
        let r = cell(**g);
        let (center, radius) = disc_at(r, tile, slot, shared);
        discs.push((*e, center, radius));
        let spot = super::super::fx::Spot::Fighter(f.serial);
        super::super::fx::anchor(
            painter.ctx(),
            spot,
            Rect::from_center_size(center, vec2(2.0, 2.0) * radius),
        );
        let letters = disc_label(&f.name);
        draw_token(
            painter,
            &Token {
                center,
                radius,
                picture: pictures.fighter(&f.card_id),
                team: team_color(f.team),
                letters: &letters,
                acting: acting == Some(*e),
            },
        );
        let bar_y = if shared > 1 {
            (center.y + radius + 1.0).min(r.bottom() - 4.0)
        } else {
            r.bottom() - tile * 0.14
        };
        let bar = Rect::from_min_size(pos2(center.x - radius, bar_y), vec2(radius * 2.0, 3.5));
        let share = (hp.current.max(0) as f32 / hp.start.max(1) as f32).min(1.0);
        painter.rect_filled(bar, 1, Color32::from_black_alpha(180));
        painter.rect_filled(
            Rect::from_min_size(bar.min, vec2(bar.width() * share, bar.height())),
            1,
            GOOD,
        );
        // Its first status as a small picture at the token's shoulder (a dot before the
        // pictures load); the hover lists them all.
        if let Some(first) = c.and_then(|c| c.names().into_iter().next()) {
            let at = center + vec2(radius * 0.8, -radius * 0.8);
            match pictures.key(&super::super::sheet_lines::status_picture(&first)) {
                Some(tex) => {
                    let side = (radius * 0.75).clamp(9.0, 16.0);
                    painter.circle_filled(at, side * 0.62, Color32::from_black_alpha(200));
                    let icon = Rect::from_center_size(at, vec2(side, side));
                    crate::screens::pictures::draw_picture(painter, tex, icon, Color32::WHITE);
                }
                None => {
                    painter.circle_filled(at, 4.0, BAD);
                }
            }
        }
    }
    discs
}

/// The hover card: the square, its height and terrain, who stands there, and the forecast.
fn details(p: &MapParams, g: GridPos) -> String {
    let mut lines = vec![tf("Square ({0}, {1})", &[&g.x, &g.y])];
    if let Some((_, h, t)) = p.squares.iter().find(|(q, ..)| **q == g) {
        let mut terrain = Vec::new();
        if t.impassable {
            terrain.push(lang::t("impassable").to_string());
        }
        if t.hard_to_enter > 0 {
            terrain.push(lang::tf(
                "hard to enter {0} (+{0} to step in)",
                &[&t.hard_to_enter],
            ));
        }
        if t.hard_to_leave > 0 {
            terrain.push(lang::tf(
                "hard to leave {0} (+{0} to step out)",
                &[&t.hard_to_leave],
            ));
        }
        if t.cover > 0 {
            terrain.push(lang::tf("cover {0} (checks made here −{0})", &[&t.cover]));
        }
        if terrain.is_empty() {
            terrain.push(lang::t("open ground").into());
        }
        lines.push(lang::tf(
            "height {0} · {1}",
            &[&format!("{:+}", h.0), &terrain.join(", ")],
        ));
    }
    for (e, f, at, hp, mp, c, ac) in p.fighters.iter() {
        if *at != g {
            continue;
        }
        let mp = mp.map_or(String::new(), |m| {
            format!(" · MP {}/{}", m.current, m.start)
        });
        let ac = ac.map_or(0, |a| a.0);
        lines.push(format!(
            "{} — HP {}/{}{mp} · AC {ac}",
            lang::shown(&f.name),
            hp.current,
            hp.start
        ));
        if let Some(c) = c.filter(|c| **c != Conditions::default()) {
            // Each status with what it does and how it ends (issue 40, item 5).
            for n in c.names() {
                let meaning = super::super::sheet_lines::status_meaning(&n);
                lines.push(format!("   {}", meaning.unwrap_or(&n)));
            }
        }
        if let Ok((traits, shield, states)) = p.keywords.get(e) {
            lines.extend(keyword_line(traits, shield, states));
        }
    }
    if let Some((_, _, cost)) = p.preview.moves.iter().find(|(q, ..)| *q == g) {
        lines.push(tf("reach: {0} squares of movement", &[cost]));
    }
    if let Some(f) = &p.preview.forecast {
        lines.push(f.clone());
    }
    if p.preview.strike_or_close_in(p.preview.mode(p.ui.mode), g) {
        lines.push(
            t("click: strike from here · right-click (Shift+Enter): move onto it, then strike")
                .into(),
        );
    }
    lines.join("\n")
}

/// A fighter's seed 002 traits (a shield with what is left of it) and states, as one line.
fn keyword_line(
    traits: &HasTraits,
    shield: Option<&ShieldLeft>,
    states: Option<&Ailments>,
) -> Option<String> {
    let mut words: Vec<String> = traits
        .0
        .iter()
        .map(|t| match t {
            Trait::Shield(_) => lang::tf(
                "{0} ({1} left)",
                &[
                    &crate::screens::battle::model::trait_words(t).0,
                    &shield.map_or(0, |s| s.0),
                ],
            ),
            _ => crate::screens::battle::model::trait_words(t).0,
        })
        .collect();
    if states.is_some_and(|s| s.poison) {
        words.push(t("venom (1 HP at each round's end)").into());
    }
    if states.is_some_and(Ailments::asleep) {
        words.push(t("asleep").into());
    }
    (!words.is_empty()).then(|| format!("   {}", words.join(", ")))
}
/// Under the map: the modes (Tab) and what the colours mean.
fn legend(ui: &mut egui::Ui, rect: Rect, preview: &MapPreview, mode: usize) {
    let painter = ui.painter();
    let mut x = rect.left();
    let y = rect.bottom() + 12.0;
    if !preview.labels.is_empty() {
        painter.text(
            pos2(x, y),
            Align2::LEFT_CENTER,
            crate::screens::keys::keyed(t("{map:NextMode}: a click")),
            font(12.0),
            MUTED,
        );
        x += 78.0;
        for (i, l) in preview.labels.iter().enumerate() {
            let color = if i == mode { GOLD } else { MUTED };
            let text = if i == mode {
                format!("▶ {l}")
            } else {
                l.clone()
            };
            let r = painter.text(pos2(x, y), Align2::LEFT_CENTER, text, font(12.5), color);
            // What a click does in this mode, and what it spends (issue 40, item 5).
            ui.interact(r, ui.id().with(("mode", i)), egui::Sense::hover())
                .on_hover_text(t(
                    "Tab picks what a click on the map does. Move: the aux move (blue), or the \
                     main action's move (gold). A weapon: an attack with it, spending the AC \
                     shown. A technique: used on the square, spending the AC and MP shown.",
                ));
            x = r.right() + 14.0;
        }
    }
    let colours = t(
        "blue: aux move · gold: main move · red: foes in reach · red corner: a foe could strike there next turn · ±n: height",
    );
    let keys = crate::screens::keys::keyed(t(
        "click or {map:CursorUp/map:CursorDown/map:CursorLeft/map:CursorRight} + {map:Act} · right-click or Shift+{map:Act} on a foe: move onto it · {map:Wait} wait · {map:EndTurn} end turn · {map:TakeBack} take back · {map:NextCard} next hand card",
    ));
    for (i, line) in [colours, &keys].into_iter().enumerate() {
        painter.text(
            pos2(rect.left(), y + 17.0 + 16.0 * i as f32),
            Align2::LEFT_CENTER,
            line,
            font(11.5),
            MUTED,
        );
    }
    let terrain = t(
        "tiles: stone wall impassable · thorns hard to enter · blue marsh hard to leave · trees cover · lighter is higher, a dark lip a drop",
    );
    painter.text(
        pos2(rect.left(), y + 49.0),
        Align2::LEFT_CENTER,
        terrain,
        font(11.5),
        MUTED,
    );
}

#[cfg(test)]
mod tests {
    use super::{disc_at, disc_label};
    use bevy_egui::egui::{Rect, pos2, vec2};

    /// Issue 40, item 7: fighters on one square stand in a cluster inside it, none over another.
    #[test]
    fn a_square_of_several_fighters_holds_them_all_apart() {
        let tile = 40.0;
        let r = Rect::from_min_size(pos2(100.0, 100.0), vec2(tile, tile));
        for shared in 2..=9 {
            let discs: Vec<_> = (0..shared).map(|s| disc_at(r, tile, s, shared)).collect();
            for (c, radius) in &discs {
                assert!(
                    r.expand(0.5).contains(*c + vec2(*radius, *radius)),
                    "{shared}"
                );
                assert!(
                    r.expand(0.5).contains(*c - vec2(*radius, *radius)),
                    "{shared}"
                );
            }
            for (i, (a, ra)) in discs.iter().enumerate() {
                for (b, rb) in &discs[i + 1..] {
                    assert!(a.distance(*b) >= ra + rb - 0.01, "{shared}: overlap");
                }
            }
        }
    }

    #[test]
    fn a_disc_shows_the_letter_that_tells_two_of_a_name_apart() {
        assert_eq!(disc_label("Ridge Raider B"), "RB");
        assert_eq!(disc_label("Sylla Windreed"), "S");
    }
}
