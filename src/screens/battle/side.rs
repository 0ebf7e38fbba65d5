//! The right-hand column: the field card out and the persistent terrain, the battle log (newest
//! at the bottom) and the keys.

use super::super::style::{self, GOLD, LINE, MUTED, TEXT};
use super::words::LogLines;
use crate::data::lang::{t, tf};
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::log::EventKind;
use crate::screens::style::pt;
use bevy_egui::egui::{self, Color32, RichText};

/// The field card out and the persistent terrain, each with its rules text.
pub(super) fn field_box(ui: &mut egui::Ui, field: &FieldState) {
    // Outlined, not filled: every covered pixel costs on a software renderer (docs/PERFORMANCE.md).
    style::boxed(Color32::TRANSPARENT, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(crate::data::lang::t("FIELD"))
                .size(pt(12.0))
                .color(MUTED),
        );
        match field.current.as_ref().map(|f| &f.card) {
            Some(card) => {
                ui.label(
                    RichText::new(crate::data::lang::shown(&card.name))
                        .size(pt(15.0))
                        .strong()
                        .color(GOLD),
                )
                .on_hover_text(crate::data::lang::said(&card.text));
                ui.add(
                    egui::Label::new(
                        RichText::new(crate::data::lang::said(&card.text))
                            .size(pt(12.0))
                            .color(MUTED),
                    )
                    .truncate(),
                );
            }
            None => {
                ui.label(
                    RichText::new(t("no field card out"))
                        .size(pt(13.0))
                        .color(MUTED),
                );
            }
        }
        if !field.terrain.is_empty() {
            ui.label(
                RichText::new(crate::data::lang::t("PERSISTENT TERRAIN"))
                    .size(pt(12.0))
                    .color(MUTED),
            );
            for f in &field.terrain {
                let (name, text) = (
                    crate::data::lang::shown(&f.card.name),
                    crate::data::lang::said(&f.card.text),
                );
                ui.label(
                    RichText::new(name)
                        .size(pt(14.0))
                        .strong()
                        .color(style::BASE),
                )
                .on_hover_text(&*text);
                ui.add(
                    egui::Label::new(RichText::new(&*text).size(pt(12.0)).color(MUTED)).truncate(),
                );
            }
        }
    });
}

/// The colour of an event's line: the battle's start and end gold, rounds and turns bright,
/// losses red, recoveries green, the rest grey.
fn event_color(kind: EventKind) -> Color32 {
    match kind {
        EventKind::BattleStart | EventKind::Outcome => GOLD,
        EventKind::RoundStart | EventKind::TurnStart => TEXT,
        EventKind::Damage | EventKind::Retire => Color32::from_rgb(236, 150, 140),
        EventKind::Heal => Color32::from_rgb(150, 220, 160),
        _ => Color32::from_rgb(176, 184, 200),
    }
}

/// The keys the battle screen lists under its log.
pub(super) const KEYS: [&[(&str, &str)]; 2] = [
    &[
        ("battle:Faster", "hold: faster"),
        ("battle:Speed", "speed"),
        ("battle:Pause", "pause"),
        ("battle:Auto", "auto"),
    ],
    &[
        ("battle:Look", "look over"),
        ("battle:Skip", "skip to end"),
        ("battle:Restart", "restart"),
        ("battle:Menu", "menu"),
    ],
];

/// The battle log, newest at the bottom, and the screen's keys under it.
pub(super) fn log_box(ui: &mut egui::Ui, log: &LogLines, keys: &[&[(&str, &'static str)]]) {
    ui.add_space(4.0);
    ui.label(
        RichText::new(crate::data::lang::t("BATTLE LOG"))
            .size(pt(12.0))
            .color(MUTED),
    );
    // The keys' rows under the log take what they took last frame (in Japanese, or at a large
    // text size, their words wrap to more rows).
    let legend_id = ui.id().with("log-legend-height");
    let legend = ui
        .ctx()
        .data(|d| d.get_temp::<f32>(legend_id))
        .unwrap_or(56.0);
    let height = (ui.available_height() - legend - 8.0).max(60.0);
    let follow_id = ui.id().with("log-follow");
    let back = ui
        .ctx()
        .data_mut(|d| d.remove_temp::<bool>(follow_id))
        .unwrap_or(false);
    let mut scroll = egui::ScrollArea::vertical()
        .max_height(height)
        .auto_shrink([false, false])
        .stick_to_bottom(true);
    if back {
        scroll = scroll.vertical_scroll_offset(f32::MAX);
    }
    let out = scroll.show(ui, |ui| {
        ui.spacing_mut().item_spacing.y = 3.0;
        let from = log.lines.len().saturating_sub(400);
        for line in &log.lines[from..] {
            let text = RichText::new(&line.text)
                .size(pt(12.5))
                .color(event_color(line.kind));
            let indented = line.indented;
            ui.horizontal_wrapped(|ui| {
                ui.add_space(if indented { 12.0 } else { 0.0 });
                let label =
                    ui.add(egui::Label::new(if indented { text } else { text.strong() }).wrap());
                // The rule's own line, as `vortex sim --log` writes it.
                if let Some(rule) = &line.rule {
                    label.on_hover_text(tf("The rule's line:\n{0}", &[rule]));
                }
            });
        }
    });
    following(ui, &out, log.lines.len(), follow_id);
    ui.separator();
    let top = ui.cursor().top();
    for &row in keys {
        // Wrapped: a row's words may be longer in another language than the panel is wide.
        ui.horizontal_wrapped(|ui| {
            for (k, a) in row {
                ui.spacing_mut().item_spacing.x = 4.0;
                style::key_hint(ui, k, a);
                ui.add_space(8.0);
            }
        });
    }
    let took = ui.cursor().top() - top;
    if (took - legend).abs() > 0.5 {
        ui.ctx().data_mut(|d| d.insert_temp(legend_id, took));
        ui.ctx().request_repaint();
    }
}

/// The log follows the newest line unless the player scrolled up; then it says so, with how many
/// lines came since, and a click on the note goes back down. Drawn over the log's foot, so
/// nothing moves when it shows.
fn following<R>(
    ui: &mut egui::Ui,
    out: &egui::scroll_area::ScrollAreaOutput<R>,
    lines: usize,
    id: egui::Id,
) {
    let bottom = out.content_size.y - out.inner_rect.height();
    let away = bottom > 0.0 && out.state.offset.y < bottom - 4.0;
    let since_id = id.with("since");
    if !away {
        ui.ctx().data_mut(|d| d.remove_temp::<usize>(since_id));
        return;
    }
    let since = ui
        .ctx()
        .data_mut(|d| *d.get_temp_mut_or_insert_with(since_id, || lines));
    let new = lines.saturating_sub(since);
    let text = match new {
        0 => t("scrolled up: not following  ·  click: newest").to_string(),
        1 => tf("{0} new line below  ·  click: newest", &[&1]),
        n => tf("{0} new lines below  ·  click: newest", &[&n]),
    };
    let rect = out.inner_rect;
    let note = egui::Rect::from_min_max(egui::pos2(rect.left(), rect.bottom() - 22.0), rect.max);
    let painter = ui.painter();
    painter.rect_filled(note, 4, style::RAISED);
    painter.rect_stroke(
        note,
        4,
        egui::Stroke::new(1.0, GOLD),
        egui::StrokeKind::Inside,
    );
    painter.text(
        note.center(),
        egui::Align2::CENTER_CENTER,
        text,
        style::font(12.0),
        GOLD,
    );
    if ui
        .interact(note, id.with("note"), egui::Sense::click())
        .clicked()
    {
        ui.ctx().data_mut(|d| d.insert_temp(id, true));
        ui.ctx().request_repaint();
    }
}
