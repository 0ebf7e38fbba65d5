//! The right-hand column: the field card out and the persistent terrain, the battle log (newest
//! at the bottom) and the keys.

use super::super::style::{self, GOLD, LINE, MUTED, TEXT};
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::log::{BattleLog, EventKind};
use bevy_egui::egui::{self, Color32, RichText};

/// The field card out and the persistent terrain, each with its rules text.
pub(super) fn field_box(ui: &mut egui::Ui, field: &FieldState) {
    // Outlined, not filled: every covered pixel costs on a software renderer (docs/PERFORMANCE.md).
    style::boxed(Color32::TRANSPARENT, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new("FIELD").size(12.0).color(MUTED));
        match field.current.as_ref().map(|f| &f.card) {
            Some(card) => {
                ui.label(RichText::new(&card.name).size(15.0).strong().color(GOLD))
                    .on_hover_text(&card.text);
                ui.add(
                    egui::Label::new(RichText::new(&card.text).size(12.0).color(MUTED)).truncate(),
                );
            }
            None => {
                ui.label(RichText::new("no field card out").size(13.0).color(MUTED));
            }
        }
        if !field.terrain.is_empty() {
            ui.label(RichText::new("PERSISTENT TERRAIN").size(12.0).color(MUTED));
            for f in &field.terrain {
                let (name, text) = (f.card.name.as_str(), f.card.text.as_str());
                ui.label(RichText::new(name).size(14.0).strong().color(style::BASE))
                    .on_hover_text(text);
                ui.add(egui::Label::new(RichText::new(text).size(12.0).color(MUTED)).truncate());
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
        ("Space", "hold: faster"),
        ("F", "speed"),
        ("P", "pause"),
        ("A", "auto"),
    ],
    &[
        ("L", "look over"),
        ("E", "skip to end"),
        ("R", "restart"),
        ("Esc", "menu"),
    ],
];

/// The battle log, newest at the bottom, and the screen's keys under it.
pub(super) fn log_box(ui: &mut egui::Ui, log: &BattleLog, keys: &[&[(&str, &str)]]) {
    ui.add_space(4.0);
    ui.label(RichText::new("BATTLE LOG").size(12.0).color(MUTED));
    let height = (ui.available_height() - 64.0).max(60.0);
    let scroll = egui::ScrollArea::vertical()
        .max_height(height)
        .auto_shrink([false, false])
        .stick_to_bottom(true);
    scroll.show(ui, |ui| {
        ui.spacing_mut().item_spacing.y = 3.0;
        let from = log.events.len().saturating_sub(400);
        for event in &log.events[from..] {
            // The interface font has no arrow: the log's "→" is shown as "->".
            let line = event.to_string().replace('→', "->");
            let text = RichText::new(line.trim_start())
                .size(12.5)
                .color(event_color(event.kind()));
            let indented = line.starts_with("  ");
            ui.horizontal_wrapped(|ui| {
                ui.add_space(if indented { 12.0 } else { 0.0 });
                ui.add(egui::Label::new(if indented { text } else { text.strong() }).wrap());
            });
        }
    });
    ui.separator();
    for &row in keys {
        ui.horizontal(|ui| {
            for (k, a) in row {
                ui.spacing_mut().item_spacing.x = 4.0;
                style::key_hint(ui, k, a);
                ui.add_space(8.0);
            }
        });
    }
}
