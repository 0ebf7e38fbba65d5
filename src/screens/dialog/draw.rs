//! Draws the dialog up as a modal box in the middle of the window: its title, a line on what it
//! is about, and its entries (the highlighted one ringed in gold, with a line of help under it),
//! each with its key; the Keys dialog shows its contexts as tabs and each action's keys.

use super::{Dialog, Entry, Kind, entries};
use crate::data::lang::{t, tf};
use crate::data::settings::{Settings, Sound};
use crate::screens::keys::Context;
use crate::screens::style::{self, BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT, pt};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText, Stroke};

/// What a dialog says: its title and the line under it.
fn words(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Pause => (t("Paused"), t("The battle waits until you resume.")),
        Kind::Settings { .. } => (
            t("Settings"),
            t("Left and right change the highlighted setting; it is kept at once."),
        ),
        Kind::Keys { .. } => (
            t("Keys"),
            t(
                "Left/Right: the context. Enter: press the action's new key (Esc keeps the old). \
             Backspace: its default keys.",
            ),
        ),
        Kind::Leave => (
            t("Leave the battle?"),
            t("It is not over: it ends unfinished (its replay is kept)."),
        ),
        Kind::Restart => (
            t("Fight again from the start?"),
            t(
                "This battle is not over: it ends unfinished (its replay is kept), and the same \
             seed deals the new one.",
            ),
        ),
        Kind::Quit => (
            t("Quit Vortex Tactics?"),
            t("Your results and decks are kept."),
        ),
    }
}

/// A setting's label: its name, then its value between arrows.
fn value(name: &str, value: impl std::fmt::Display) -> String {
    format!("{name}     ◀  {value}  ▶")
}

/// An entry's label, its key, and for a setting its value.
fn label(entry: Entry, kind: Kind, settings: &Settings, dialog: &Dialog) -> (String, String) {
    let display = &settings.display;
    let (text, key) = match entry {
        Entry::Resume => (t("Resume").into(), "Esc"),
        Entry::Restart if kind == Kind::Restart => (t("Fight again").into(), "Y"),
        Entry::Restart => (t("Restart").into(), ""),
        Entry::Settings => (t("Settings").into(), ""),
        Entry::Leave => (t("Leave the battle").into(), ""),
        Entry::LeaveNow => (t("Leave").into(), "Y"),
        Entry::QuitNow => (t("Quit").into(), "Y"),
        Entry::Close if matches!(kind, Kind::Settings { .. } | Kind::Keys { .. }) => {
            (t("Done").into(), "Esc")
        }
        Entry::Close => (t("Stay").into(), "Esc"),
        Entry::GameSpeed => (value(t("Game speed"), settings.game_speed.label()), ""),
        Entry::Animations => (value(t("Animations"), t(settings.animations.label())), ""),
        // (The heading says Left and Right change a setting: no room for the key on a bar.)
        Entry::MasterVolume => (volume(t("Volume"), settings.sound.master), ""),
        Entry::EffectsVolume => (
            volume(&format!("  {}", t("Game sounds")), settings.sound.effects),
            "",
        ),
        Entry::InterfaceVolume => (
            volume(&format!("  {}", t("Interface")), settings.sound.interface),
            "",
        ),
        Entry::Palette => (
            format!(
                "{}     {}",
                t("Team colours"),
                if settings.colour_blind {
                    t("colour-blind safe")
                } else {
                    t("standard")
                }
            ),
            "Enter",
        ),
        Entry::Mute => (
            format!(
                "{}     {}",
                t("Sound"),
                if settings.sound.muted {
                    t("muted")
                } else {
                    t("on")
                }
            ),
            "Enter",
        ),
        Entry::ScreenMode => (value(t("Screen"), t(display.mode.label())), ""),
        Entry::WindowSize => {
            let (w, h) = display.window_size();
            (value(t("Window size"), format!("{w} × {h}")), "")
        }
        Entry::UiScale => (
            value(t("Interface scale"), format!("{} %", display.ui_scale)),
            "",
        ),
        Entry::TextSize => (
            value(t("Text size"), format!("{} %", display.text_percent())),
            "",
        ),
        Entry::Keys => (t("Keys…").into(), "Enter"),
        Entry::Language => (value(t("Language"), settings.language.label()), ""),
        Entry::RestoreKeys => (
            tf("Restore the defaults: {0}", &[&t(dialog.context().label())]),
            "",
        ),
        Entry::Binding(row) => {
            let context = dialog.context();
            let rows = context.rows();
            let Some(r) = rows.get(usize::from(row)) else {
                return (String::new(), String::new());
            };
            let keys = if dialog.listening_for() == Some(r.id.as_str()) {
                t("press a key…").to_string()
            } else {
                super::binding::keys_shown(settings, context, r)
            };
            // (Drawn as the label, with the keys on the right of the row.)
            return (r.label.clone(), keys);
        }
    };
    (text, key.to_string())
}

/// A volume's label: its name and a bar of its steps.
fn volume(name: &str, level: u8) -> String {
    let on = usize::from(level.min(Sound::STEPS));
    let off = usize::from(Sound::STEPS) - on;
    value(
        name,
        format!("{}{}  {level}", "■".repeat(on), "□".repeat(off)),
    )
}

/// What a setting does, under it while it is highlighted.
fn help(entry: Entry) -> Option<&'static str> {
    match entry {
        Entry::GameSpeed => Some(t(
            "The pace each new scenario starts at (F changes the battle at hand).",
        )),
        Entry::Animations => Some(t(
            "Numbers, flashes and cards turning on the board; instant shows the outcome at once.",
        )),
        Entry::MasterVolume => Some(t("Every sound, 0 (silent) to 10.")),
        Entry::EffectsVolume => Some(t(
            "Dice, cards, hits, heals, guards, seals, victory and defeat.",
        )),
        Entry::InterfaceVolume => Some(t("Moving through lists, answers taken and refused.")),
        Entry::Mute => Some(t(
            "No sound at all, whatever the volumes (the machine may have no device).",
        )),
        Entry::ScreenMode => Some(t("A window, or the whole screen (F11 switches, anywhere).")),
        Entry::WindowSize => Some(t("The window's size, when in a window.")),
        Entry::UiScale => Some(t("Everything drawn, boxes and text alike.")),
        Entry::TextSize => Some(t("The text alone, on top of the interface's scale.")),
        Entry::Palette => Some(t(
            "Sky blue, orange, bluish green and reddish purple (Okabe–Ito).",
        )),
        Entry::Keys => Some(t("Every key of every screen, and the defaults back.")),
        Entry::Language => Some(t(
            "The window's words: English, or Japanese (the rules' log stays English).",
        )),
        _ => None,
    }
}

/// The Keys dialog's contexts as tabs, the one shown lit; a click shows another.
fn context_tabs(ui: &mut egui::Ui, dialog: &mut Dialog) {
    ui.horizontal_wrapped(|ui| {
        for (i, context) in Context::ALL.iter().enumerate() {
            let lit = i == dialog.context;
            let text = RichText::new(t(context.label()))
                .size(pt(14.0))
                .color(if lit { GOLD } else { MUTED });
            if ui.selectable_label(lit, text).clicked() {
                dialog.context = i;
                dialog.selected = 0;
                dialog.notice = None;
            }
        }
    });
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut dialog: ResMut<Dialog>,
    settings: Res<Settings>,
    mut shown: Local<(u8, usize, u8)>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let Some(kind) = dialog.kind() else {
        *shown = (0, 0, 0);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    if shown.0 < 3 {
        // A few more frames when it opens: egui shows a new box once its size is known, and
        // the tooltip under the pointer is closed (`input::leave_esc_to_egui`).
        shown.0 += 1;
        redraw.write(RequestRedraw);
    }
    // The highlight moved by a key is scrolled into view.
    // (A setting changed may change the layout under it, the text's size or the scale, a frame
    // later: the highlight is followed for a few frames.)
    if shown.1 != dialog.selected || settings.is_changed() {
        shown.2 = 3;
    }
    shown.1 = dialog.selected;
    let follow = shown.2 > 0;
    if follow {
        shown.2 -= 1;
        redraw.write(RequestRedraw);
    }
    let frame = style::boxed(style::PANEL, GOLD).inner_margin(egui::Margin::same(24));
    let mut taken = None;
    let keys = matches!(kind, Kind::Keys { .. });
    // The entries scroll in what the title, the tabs, the notice and the foot leave.
    let room = (ctx.content_rect().height() - if keys { 340.0 } else { 200.0 }).max(160.0);
    egui::Modal::new(egui::Id::new("dialog"))
        .frame(frame)
        .backdrop_color(egui::Color32::from_black_alpha(150))
        .show(ctx, |ui| {
            // As wide as its text needs at the text size set, within the window.
            let most = (ui.ctx().content_rect().width() - 80.0).max(300.0);
            let width = (if keys { 560.0 } else { 460.0 } * pt(1.0)).min(most);
            ui.set_width(width);
            let (title, line) = words(kind);
            ui.label(RichText::new(title).size(pt(28.0)).strong().color(TEXT));
            ui.add(egui::Label::new(RichText::new(line).size(pt(15.0)).color(MUTED)).wrap());
            ui.add_space(10.0);
            if keys {
                context_tabs(ui, &mut dialog);
                ui.add_space(6.0);
            }
            let list = entries(kind, dialog.context());
            egui::ScrollArea::vertical()
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for (i, entry) in list.iter().enumerate() {
                        let picked = i == dialog.selected;
                        let (text, key) = label(*entry, kind, &settings, &dialog);
                        let binding = matches!(entry, Entry::Binding(_));
                        let text = if key.is_empty() || binding {
                            text
                        } else {
                            format!("{text}   [{key}]")
                        };
                        let (size, height) = match kind {
                            Kind::Keys { .. } => (16.0, 30.0),
                            Kind::Settings { .. } => (18.0, 34.0),
                            _ => (19.0, 40.0),
                        };
                        let rich = RichText::new(text).size(pt(size)).color(TEXT);
                        let mut button = egui::Button::new(rich);
                        if binding {
                            // The keys in a column of their own, on the right.
                            let keys = RichText::new(format!("{key}   "))
                                .size(pt(size))
                                .color(GOLD);
                            button = button.right_text(keys.monospace());
                        }
                        let button = button
                            .min_size(egui::vec2(width - 12.0, height * pt(1.0)))
                            .fill(if picked { style::LIT } else { RAISED })
                            .stroke(Stroke::new(
                                if picked { 2.0 } else { 1.0 },
                                if picked { GOLD } else { LINE },
                            ))
                            .corner_radius(6);
                        let r = ui.add(button);
                        if picked && follow {
                            r.scroll_to_me(None);
                        }
                        if r.hovered() && ui.input(|i| i.pointer.delta() != egui::Vec2::ZERO) {
                            dialog.selected = i;
                        }
                        if r.clicked() {
                            // A setting's value moves on with a click (right) or a
                            // right-click (left); a key's row waits for its key, or a
                            // right-click gives it its defaults.
                            taken = Some((*entry, 1));
                        } else if r.secondary_clicked() {
                            let back = if matches!(entry, Entry::Binding(_)) {
                                0
                            } else {
                                -1
                            };
                            taken = Some((*entry, back));
                        }
                        if picked && let Some(help) = help(*entry) {
                            ui.label(RichText::new(help).size(pt(13.0)).color(MUTED));
                        }
                        ui.add_space(3.0);
                    }
                });
            if let Some((notice, bad)) = &dialog.notice {
                ui.add_space(4.0);
                let colour = if *bad { BAD } else { GOOD };
                ui.label(RichText::new(notice).size(pt(15.0)).color(colour));
            }
            ui.add_space(4.0);
            ui.label(
                RichText::new(t("Up/Down move  ·  Enter takes  ·  Esc closes"))
                    .size(pt(13.0))
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
