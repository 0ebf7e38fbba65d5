//! Draws the dialog up as a modal box in the middle of the window: its title, a line on what it
//! is about, and its entries (the highlighted one ringed in gold), each with its key.

use super::{Dialog, Entry, Kind, entries};
use crate::data::settings::{Settings, Sound};
use crate::screens::style::{self, GOLD, LINE, MUTED, RAISED, TEXT};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText, Stroke};

/// What a dialog says: its title and the line under it.
fn words(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Pause => ("Paused", "The battle waits until you resume."),
        Kind::Settings { .. } => (
            "Settings",
            "Left and right change the highlighted setting; it is kept at once.",
        ),
        Kind::Leave => (
            "Leave the battle?",
            "It is not over: it ends unfinished (its replay is kept).",
        ),
        Kind::Restart => (
            "Fight again from the start?",
            "This battle is not over: it ends unfinished (its replay is kept), and the same \
             seed deals the new one.",
        ),
        Kind::Quit => ("Quit Vortex Tactics?", "Your results and decks are kept."),
    }
}

/// An entry's label, its key, and for a setting its value.
fn label(entry: Entry, kind: Kind, settings: &Settings) -> (String, &'static str) {
    match entry {
        Entry::Resume => ("Resume".into(), "Esc"),
        Entry::Restart if kind == Kind::Restart => ("Fight again".into(), "Y"),
        Entry::Restart => ("Restart".into(), ""),
        Entry::Settings => ("Settings".into(), ""),
        Entry::Leave => ("Leave the battle".into(), ""),
        Entry::LeaveNow => ("Leave".into(), "Y"),
        Entry::QuitNow => ("Quit".into(), "Y"),
        Entry::Close if matches!(kind, Kind::Settings { .. }) => ("Done".into(), "Esc"),
        Entry::Close => ("Stay".into(), "Esc"),
        Entry::GameSpeed => (
            format!("Game speed     ◀  {}  ▶", settings.game_speed.label()),
            "Left/Right",
        ),
        Entry::Animations => (
            format!("Animations     ◀  {}  ▶", settings.animations.label()),
            "Left/Right",
        ),
        // (The heading says Left and Right change a setting: no room for the key on a bar.)
        Entry::MasterVolume => (volume("Volume", settings.sound.master), ""),
        Entry::EffectsVolume => (volume("  Game sounds", settings.sound.effects), ""),
        Entry::InterfaceVolume => (volume("  Interface", settings.sound.interface), ""),
        Entry::Palette => (
            format!(
                "Team colours     {}",
                if settings.colour_blind {
                    "colour-blind safe"
                } else {
                    "standard"
                }
            ),
            "Enter",
        ),
        Entry::Mute => (
            format!(
                "Sound     {}",
                if settings.sound.muted { "muted" } else { "on" }
            ),
            "Enter",
        ),
    }
}

/// A volume's label: its name and a bar of its steps.
fn volume(name: &str, level: u8) -> String {
    let on = usize::from(level.min(Sound::STEPS));
    let off = usize::from(Sound::STEPS) - on;
    format!(
        "{name}     ◀  {}{}  {level}  ▶",
        "■".repeat(on),
        "□".repeat(off)
    )
}

/// What a setting does, under it.
fn help(entry: Entry) -> Option<&'static str> {
    match entry {
        Entry::GameSpeed => {
            Some("The pace each new scenario starts at (F changes the battle at hand).")
        }
        Entry::Animations => Some(
            "Numbers, flashes and cards turning on the board; instant shows the outcome at once.",
        ),
        Entry::MasterVolume => Some("Every sound, 0 (silent) to 10."),
        Entry::EffectsVolume => {
            Some("Dice, cards, hits, heals, guards, seals, victory and defeat.")
        }
        Entry::InterfaceVolume => Some("Moving through lists, answers taken and refused."),
        Entry::Mute => {
            Some("No sound at all, whatever the volumes (the machine may have no device).")
        }
        _ => None,
    }
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    settings: Res<Settings>,
    mut shown: Local<u8>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let Some(kind) = dialog.kind() else {
        *shown = 0;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    if *shown < 3 {
        // A few more frames when it opens: egui shows a new box once its size is known, and
        // the tooltip under the pointer is closed (`input::leave_esc_to_egui`).
        *shown += 1;
        redraw.write(RequestRedraw);
    }
    let frame = style::boxed(style::PANEL, GOLD).inner_margin(egui::Margin::same(24));
    let mut taken = None;
    egui::Modal::new(egui::Id::new("dialog"))
        .frame(frame)
        .backdrop_color(egui::Color32::from_black_alpha(150))
        .show(ctx, |ui| {
            ui.set_width(460.0);
            let (title, line) = words(kind);
            ui.label(RichText::new(title).size(28.0).strong().color(TEXT));
            ui.add(egui::Label::new(RichText::new(line).size(15.0).color(MUTED)).wrap());
            ui.add_space(14.0);
            for (i, entry) in entries(kind).iter().enumerate() {
                let picked = i == dialog.selected;
                let (text, key) = label(*entry, kind, &settings);
                let text = if key.is_empty() {
                    text
                } else {
                    format!("{text}   [{key}]")
                };
                let button = egui::Button::new(RichText::new(text).size(19.0).color(TEXT))
                    .min_size(egui::vec2(460.0, 40.0))
                    .fill(if picked { style::LIT } else { RAISED })
                    .stroke(Stroke::new(
                        if picked { 2.0 } else { 1.0 },
                        if picked { GOLD } else { LINE },
                    ))
                    .corner_radius(6);
                let r = ui.add(button);
                if r.hovered() && ui.input(|i| i.pointer.delta() != egui::Vec2::ZERO) {
                    dialog.selected = i;
                }
                if r.clicked() {
                    // A setting's value moves on with a click (right) or a right-click (left).
                    taken = Some((*entry, 1));
                } else if r.secondary_clicked() {
                    taken = Some((*entry, -1));
                }
                if let Some(help) = help(*entry) {
                    ui.label(RichText::new(help).size(13.0).color(MUTED));
                }
                ui.add_space(6.0);
            }
            ui.add_space(4.0);
            ui.label(
                RichText::new("Up/Down move  ·  Enter takes  ·  Esc closes")
                    .size(13.0)
                    .color(MUTED),
            );
        });
    if let Some((entry, step)) = taken {
        dialog.take(entry, step);
        // The click is applied at the start of the next frame: ask for it.
        ctx.request_repaint();
    }
    Ok(())
}
