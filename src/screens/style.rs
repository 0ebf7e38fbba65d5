//! The look shared by every screen: colours, text sizes and a few small widgets.

use crate::data::arena::Panel;
use bevy::prelude::*;
use bevy_egui::egui::{
    self, Color32, CornerRadius, FontFamily, FontId, RichText, Stroke, TextStyle,
};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::sync::Arc;

/// The window's clear colour (the same as [`BG`]).
pub const BACKGROUND: Color = Color::srgb(0.055, 0.063, 0.090);
/// Screen background.
pub const BG: Color32 = Color32::from_rgb(14, 16, 23);
/// Panels.
pub const PANEL: Color32 = Color32::from_rgb(24, 28, 38);
/// Raised boxes (cards, rows).
pub const RAISED: Color32 = Color32::from_rgb(34, 39, 52);
/// Borders and separators.
pub const LINE: Color32 = Color32::from_rgb(58, 66, 86);
/// Main text.
pub const TEXT: Color32 = Color32::from_rgb(226, 230, 240);
/// Secondary text.
pub const MUTED: Color32 = Color32::from_rgb(140, 148, 168);
/// The highlight: whose turn, the chosen face, what can be clicked.
pub const GOLD: Color32 = Color32::from_rgb(244, 196, 72);
/// The fill of a choice that is made (a lit toggle button).
pub const LIT: Color32 = Color32::from_rgb(52, 48, 34);
/// Good news: HP, healing, buffs.
pub const GOOD: Color32 = Color32::from_rgb(92, 200, 120);
/// Bad news: damage, debuffs, problems.
pub const BAD: Color32 = Color32::from_rgb(232, 92, 84);
/// What can be chosen as a target.
pub const TARGET: Color32 = Color32::from_rgb(96, 224, 255);
/// Named statuses.
pub const NAMED: Color32 = Color32::from_rgb(190, 140, 250);
/// Base modifiers (abilities, field, terrain).
pub const BASE: Color32 = Color32::from_rgb(120, 180, 230);

/// Whether the teams take the colour-blind-safe palette (the settings' `colour_blind`, set by
/// [`follow_the_palette`]): a drawing setting every screen reads, kept beside the colours.
static COLOUR_BLIND: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// A team's colour: blue for the first, red for the second, then others; with the colour-blind
/// palette (Okabe and Ito's), sky blue, orange, bluish green and reddish purple, which differ in
/// lightness as well as hue for every common colour vision.
pub fn team_color(team: usize) -> Color32 {
    if COLOUR_BLIND.load(std::sync::atomic::Ordering::Relaxed) {
        return match team {
            0 => Color32::from_rgb(86, 180, 233),
            1 => Color32::from_rgb(230, 159, 0),
            2 => Color32::from_rgb(0, 158, 115),
            _ => Color32::from_rgb(204, 121, 167),
        };
    }
    match team {
        0 => Color32::from_rgb(82, 148, 240),
        1 => Color32::from_rgb(232, 96, 88),
        2 => Color32::from_rgb(96, 200, 140),
        _ => Color32::from_rgb(210, 170, 80),
    }
}

/// A Duel attribute's colour (a card's frame, its emblem's tint in `art/pictures.toml`); an
/// attribute of a mod's own, or none, is neutral.
pub fn attribute_color(attribute: Option<&str>) -> Color32 {
    match attribute {
        Some("Fire") => Color32::from_rgb(240, 122, 74),
        Some("Water") => Color32::from_rgb(90, 167, 232),
        Some("Earth") => Color32::from_rgb(201, 163, 106),
        Some("Wind") => Color32::from_rgb(143, 217, 138),
        Some("Moon") => Color32::from_rgb(200, 184, 240),
        Some("Shadow") => Color32::from_rgb(165, 139, 214),
        _ => Color32::from_rgb(216, 216, 208),
    }
}

/// A Brawl creature's colour (seed 002's six; its card's frame, its picture's tint in
/// `art/pictures.toml`).
pub fn brawl_color(c: crate::data::brawl::creature::Colour) -> Color32 {
    use crate::data::brawl::creature::Colour;
    match c {
        Colour::Red => Color32::from_rgb(240, 120, 90),
        Colour::Blue => Color32::from_rgb(106, 180, 240),
        Colour::Green => Color32::from_rgb(134, 214, 122),
        Colour::Yellow => Color32::from_rgb(240, 210, 100),
        Colour::Black => Color32::from_rgb(169, 146, 216),
        Colour::White => Color32::from_rgb(240, 238, 228),
    }
}

/// An Arena panel attribute's colour (seed 001: Fire, Water, Sword, Wind, and our Earth).
pub fn panel_color(p: Panel) -> Color32 {
    match p {
        Panel::Fire => Color32::from_rgb(226, 104, 56),
        Panel::Water => Color32::from_rgb(64, 136, 228),
        Panel::Sword => Color32::from_rgb(186, 192, 208),
        Panel::Wind => Color32::from_rgb(96, 196, 124),
        Panel::Earth => Color32::from_rgb(170, 128, 76),
        Panel::Moon => Color32::from_rgb(206, 200, 150),
        Panel::Shadow => Color32::from_rgb(120, 96, 160),
    }
}

/// A colour darkened towards the background (`t` = 0 keeps it, 1 is the background).
pub fn dim(c: Color32, t: f32) -> Color32 {
    let mix = |a: u8, b: u8| (f32::from(a) * (1.0 - t) + f32::from(b) * t).round() as u8;
    Color32::from_rgb(mix(c.r(), BG.r()), mix(c.g(), BG.g()), mix(c.b(), BG.b()))
}

/// A proportional font of this size (times the text size setting).
pub fn font(size: f32) -> FontId {
    FontId::new(pt(size), FontFamily::Proportional)
}

/// A monospace font of this size (times the text size setting).
pub fn mono(size: f32) -> FontId {
    FontId::new(pt(size), FontFamily::Monospace)
}

/// The text size setting, in per cent (the bits of an `f32` factor would do, but a whole number
/// of per cent is what the settings keep).
static TEXT_PERCENT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(100);

/// A text's size in points as drawn: its size as designed times the text size setting.
pub fn pt(size: f32) -> f32 {
    size * TEXT_PERCENT.load(std::sync::atomic::Ordering::Relaxed) as f32 / 100.0
}

/// Draws every text from now on at `percent` of its designed size.
pub fn set_text_percent(percent: u32) {
    TEXT_PERCENT.store(percent, std::sync::atomic::Ordering::Relaxed);
}

/// A frame for a panel on the window's own background: no fill, so the clear colour
/// ([`BACKGROUND`], the same as [`BG`]) shows there. Every pixel an egui fill covers costs a
/// software renderer (docs/PERFORMANCE.md), so the battle's order bar, deck and log panels use
/// it (the log panel was a shade lighter before).
pub fn bare_panel() -> egui::Frame {
    egui::Frame::new().inner_margin(egui::Margin::same(8))
}

/// A frame for a panel.
pub fn panel_frame(fill: Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(fill)
        .inner_margin(egui::Margin::same(8))
}

/// A rounded box with a border.
pub fn boxed(fill: Color32, border: Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(fill)
        .stroke(Stroke::new(1.0, border))
        .corner_radius(CornerRadius::same(6))
        .inner_margin(egui::Margin::same(8))
}

/// A big menu button of a fixed width.
pub fn big_button(ui: &mut egui::Ui, text: &str, key: &str, width: f32) -> egui::Response {
    let key = super::keys::hint(key);
    let label = RichText::new(format!("{text}   [{key}]"))
        .size(pt(20.0))
        .color(TEXT);
    ui.add(
        egui::Button::new(label)
            .min_size(egui::vec2(width, 44.0))
            .fill(RAISED)
            .stroke(Stroke::new(1.0, LINE))
            .corner_radius(6),
    )
}

/// A screen's whole-window `Ui` for this frame, named `id`. The screen's keys are its own: no
/// egui widget keeps the keyboard focus (Tab would move it onto a button, and Enter or Space
/// would then press that button as well as doing the screen's own action).
pub fn screen_root(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    if let Some(focused) = ctx.memory(|m| m.focused()) {
        ctx.memory_mut(|m| m.surrender_focus(focused));
    }
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new().max_rect(ctx.viewport_rect()),
    )
}

/// A button that shows whether its choice is the one made (lit in gold) or not.
pub fn toggle_button(text: RichText, on: bool) -> egui::Button<'static> {
    egui::Button::new(text.color(if on { GOLD } else { TEXT }))
        .fill(if on { LIT } else { RAISED })
        .stroke(Stroke::new(1.0, if on { GOLD } else { LINE }))
}

/// The "Back  [key]" button of a screen's top bar; `tag` names its key (`"list:Back"`).
pub fn back_button(ui: &mut egui::Ui, tag: &str) -> bool {
    let text = format!(
        "{}  [{}]",
        crate::data::lang::t("Back"),
        super::keys::hint(tag)
    );
    ui.button(text).clicked()
}

/// A small "key: action" hint.
pub fn key_hint(ui: &mut egui::Ui, key: &str, action: &'static str) {
    // One label: a wrapped row breaks between hints, never inside one.
    let mut job = egui::text::LayoutJob::default();
    job.append(
        &super::keys::hint(key),
        0.0,
        egui::TextFormat {
            font_id: mono(13.0),
            color: GOLD,
            background: RAISED,
            ..Default::default()
        },
    );
    job.append(
        crate::data::lang::t(action),
        4.0,
        egui::TextFormat {
            font_id: FontId::proportional(pt(13.0)),
            color: MUTED,
            ..Default::default()
        },
    );
    ui.add(egui::Label::new(job).extend());
}

/// Text laid out to at most `rows` lines of `width`, cut with "…" when it does not fit.
pub fn text_block(
    painter: &egui::Painter,
    text: &str,
    font: FontId,
    color: Color32,
    width: f32,
    rows: usize,
) -> Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple(text.to_string(), font, color, width.max(8.0));
    job.wrap.max_rows = rows.max(1);
    job.wrap.break_anywhere = rows == 1;
    painter.layout_job(job)
}

/// Paints text of at most `rows` lines at `pos` (top left); returns its height.
pub fn paint_text(
    painter: &egui::Painter,
    pos: egui::Pos2,
    text: &str,
    font: FontId,
    color: Color32,
    width: f32,
    rows: usize,
) -> f32 {
    let galley = text_block(painter, text, font, color, width, rows);
    let h = galley.size().y;
    painter.galley(pos, galley, color);
    h
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, setup_style);
    app.add_systems(
        Update,
        follow_the_palette.run_if(resource_changed::<crate::data::settings::Settings>),
    );
}

/// The teams' palette follows the settings.
pub fn follow_the_palette(settings: Res<crate::data::settings::Settings>) {
    COLOUR_BLIND.store(settings.colour_blind, std::sync::atomic::Ordering::Relaxed);
}

/// Larger text than egui's defaults, for 1280×720 and a couch; dark visuals in our colours.
fn setup_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (TextStyle::Heading, font(26.0)),
            (TextStyle::Body, font(15.0)),
            (TextStyle::Button, font(16.0)),
            (TextStyle::Small, font(12.0)),
            (TextStyle::Monospace, mono(13.0)),
        ]
        .into();
        let v = &mut style.visuals;
        v.dark_mode = true;
        v.panel_fill = PANEL;
        v.window_fill = PANEL;
        v.extreme_bg_color = BG;
        v.override_text_color = Some(TEXT);
        v.widgets.inactive.weak_bg_fill = RAISED;
        v.widgets.inactive.bg_fill = RAISED;
        v.widgets.hovered.weak_bg_fill = Color32::from_rgb(52, 60, 80);
        v.widgets.hovered.bg_stroke = Stroke::new(1.5, GOLD);
        v.widgets.active.weak_bg_fill = Color32::from_rgb(70, 80, 104);
        v.selection.bg_fill = Color32::from_rgb(70, 80, 104);
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
    });
    *done = true;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::settings::Settings;

    #[test]
    fn the_team_colours_follow_the_colour_blind_setting() {
        let mut app = App::new();
        app.add_systems(Update, follow_the_palette);
        let standard = team_color(1);
        app.insert_resource(Settings {
            colour_blind: true,
            ..Settings::default()
        });
        app.update();
        // Orange, not red: told from the first team's sky blue by lightness too.
        assert_eq!(team_color(1), Color32::from_rgb(230, 159, 0));
        assert_ne!(team_color(1), standard);
        app.insert_resource(Settings::default());
        app.update();
        assert_eq!(team_color(1), standard);
    }
}
