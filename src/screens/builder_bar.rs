//! What the two builders share (the Arena's contender, the Showdown's deck): the title panel, the
//! bar that plays, saves, resets or goes back, with the notice beside it, and its keys; and saving
//! with a notice.

use super::Screen;
use super::input::Actions;
use super::keys::BuilderAction;
use super::style::{self, BAD, GOLD, GOOD, MUTED, PANEL};
use crate::data::Catalog;
use crate::data::lang::{t, tf};
use crate::screens::style::pt;
use bevy::prelude::{ButtonInput, KeyCode, NextState};
use bevy_egui::egui::{self, Margin, RichText};
use serde::Serialize;
use std::path::Path;

/// Which of the bar's buttons were clicked.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Pressed {
    pub play: bool,
    pub save: bool,
    pub reset: bool,
    pub back: bool,
}

impl Pressed {
    /// The bar's keys pressed this frame (by default Enter, S, R, Esc); while text is typed,
    /// only those that are not letters or digits.
    pub fn keys(
        keys: &Actions<BuilderAction>,
        input: &ButtonInput<KeyCode>,
        typing: bool,
    ) -> Pressed {
        // A key that types is the text field's while it has the keyboard.
        let typed = typing
            && input.get_just_pressed().any(|k| {
                super::keys::names::name_of(*k)
                    .is_some_and(|n| n.starts_with("Key") || n.starts_with("Digit") || n == "Space")
            });
        let act = |a: BuilderAction| keys.just(a) && !typed;
        Pressed {
            play: act(BuilderAction::Play),
            save: act(BuilderAction::Save),
            reset: act(BuilderAction::Reset),
            back: act(BuilderAction::Back),
        }
    }

    /// Either's presses.
    pub fn or(self, o: Pressed) -> Pressed {
        Pressed {
            play: self.play || o.play,
            save: self.save || o.save,
            reset: self.reset || o.reset,
            back: self.back || o.back,
        }
    }
}

/// The builder's title panel: `title`, what it is for, then whatever `extra` adds.
pub(super) fn header(
    root: &mut egui::Ui,
    id: &'static str,
    title: &str,
    level: &str,
    extra: impl FnOnce(&mut egui::Ui),
) {
    egui::Panel::top(id)
        .frame(style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 8)))
        .show(root, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(title).size(pt(20.0)).strong().color(GOLD));
                ui.label(
                    RichText::new(crate::data::lang::tf("for {0}", &[&level]))
                        .size(pt(15.0))
                        .color(MUTED),
                );
                extra(ui);
            });
        });
}

/// A builder's draft: what `vortex check` would refuse in it, the last notice, and going back
/// to the scenario's or saving it.
pub(super) trait Drafting {
    /// What `vortex check` would refuse, as sentences.
    fn problems(&self, catalog: &Catalog) -> Vec<String>;
    /// The last notice, and whether it is bad.
    fn message(&self) -> Option<&(String, bool)>;
    /// Back to the scenario's.
    fn reset(&mut self, catalog: &Catalog);
    /// Saves it; the result as a notice.
    fn save(&mut self, catalog: &Catalog) -> bool;
}

/// The bar in its own panel at the foot of the screen (see [`bar`]), with the keys `keys`:
/// saves, resets or goes back as pressed; whether to play.
pub(super) fn footer(
    root: &mut egui::Ui,
    id: &'static str,
    labels: (&str, &str, &str),
    keys: Pressed,
    draft: &mut impl Drafting,
    catalog: &Catalog,
    next: &mut NextState<Screen>,
) -> bool {
    let (play, reset, ready) = labels;
    let problems = draft.problems(catalog);
    let p = egui::Panel::bottom(id)
        .frame(style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 8)))
        .show(root, |ui| {
            bar(ui, play, reset, draft.message(), problems.first(), ready)
        })
        .inner
        .or(keys);
    if p.save {
        draft.save(catalog);
    }
    if p.reset {
        draft.reset(catalog);
    }
    if p.back {
        next.set(Screen::Select);
    }
    p.play
}

/// The bar: Play/Fight (Enter), Save (S), back to the scenario's (R), Back (Esc), then the first
/// problem, else the last notice, else `ready`.
fn bar(
    ui: &mut egui::Ui,
    play: &str,
    reset: &str,
    message: Option<&(String, bool)>,
    problem: Option<&String>,
    ready: &str,
) -> Pressed {
    let mut p = Pressed::default();
    ui.horizontal(|ui| {
        p.play = style::big_button(ui, play, "builder:Play", 130.0).clicked();
        p.save =
            style::big_button(ui, crate::data::lang::t("Save"), "builder:Save", 110.0).clicked();
        p.reset = style::big_button(ui, reset, "builder:Reset", 240.0).clicked();
        p.back =
            style::big_button(ui, crate::data::lang::t("Back"), "builder:Back", 110.0).clicked();
        ui.add_space(10.0);
        let (text, bad) = match (message, problem) {
            (_, Some(p)) => (p.clone(), true),
            (Some((m, bad)), None) => (m.clone(), *bad),
            (None, None) => (ready.to_string(), false),
        };
        ui.label(
            RichText::new(text)
                .size(pt(13.5))
                .color(if bad { BAD } else { GOOD }),
        );
    });
    p
}

/// Writes `value` as `file` in `dir` (atomically): the notice to show, and whether it is bad.
pub(super) fn save_notice<T: Serialize>(
    dir: Option<&Path>,
    file: &str,
    value: &T,
) -> (String, bool) {
    let Some(dir) = dir else {
        return (t("There is no data folder to save in").into(), true);
    };
    match crate::data::saves::write_saved(dir, file, value) {
        Ok(()) => (tf("Saved as {0}", &[&dir.join(file).display()]), false),
        Err(e) => (
            tf("Could not save in {0}: {1}", &[&dir.display(), &e]),
            true,
        ),
    }
}
