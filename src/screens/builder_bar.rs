//! What the two builders share (the Arena's contender, the Showdown's deck): the bar that plays,
//! saves, resets or goes back, with the notice beside it; and saving with a notice.

use super::style::{self, BAD, GOOD};
use bevy_egui::egui::{self, RichText};
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

/// The bar: Play/Fight (Enter), Save (S), back to the scenario's (R), Back (Esc), then the first
/// problem, else the last notice, else `ready`.
pub(super) fn bar(
    ui: &mut egui::Ui,
    play: &str,
    reset: &str,
    message: Option<&(String, bool)>,
    problem: Option<&String>,
    ready: &str,
) -> Pressed {
    let mut p = Pressed::default();
    ui.horizontal(|ui| {
        p.play = style::big_button(ui, play, "Enter", 130.0).clicked();
        p.save = style::big_button(ui, "Save", "S", 110.0).clicked();
        p.reset = style::big_button(ui, reset, "R", 240.0).clicked();
        p.back = style::big_button(ui, "Back", "Esc", 110.0).clicked();
        ui.add_space(10.0);
        let (text, bad) = match (message, problem) {
            (_, Some(p)) => (p.clone(), true),
            (Some((m, bad)), None) => (m.clone(), *bad),
            (None, None) => (ready.to_string(), false),
        };
        ui.label(
            RichText::new(text)
                .size(13.5)
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
        return ("There is no data folder to save in".into(), true);
    };
    match crate::data::saves::write_saved(dir, file, value) {
        Ok(()) => (format!("Saved as {}", dir.join(file).display()), false),
        Err(e) => (format!("Could not save in {}: {e}", dir.display()), true),
    }
}
