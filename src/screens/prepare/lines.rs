//! The placement tab (seed 000, ポジション 細則: the player places the team freely, filling the
//! lines from the front): each fighter on the front, middle or back line, the rule checked live.

use super::super::Screen;
use super::super::style::{self, BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT};
use super::{PrepTab, Preparation};
use crate::data::LineName;
use crate::data::lang::{t, tf};
use crate::data::level::check_lines;
use crate::screens::input::Actions;
use crate::screens::keys::PrepAction;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

/// The tab's keys, for the hint bar.
pub(super) const HINTS: [(&str, &str); 6] = [
    ("preparation:Up/preparation:Down", "fighter"),
    ("preparation:Left/preparation:Right", "line"),
    ("preparation:Terrain", "terrain"),
    (
        "preparation:DeckTab/preparation:LinesTab/preparation:LookTab",
        "tabs",
    ),
    ("preparation:Fight", "fight"),
    ("preparation:Back", "back"),
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.run_if(
            in_state(Screen::Prepare).and_then(|p: Res<Preparation>| p.tab == PrepTab::Lines),
        ),
    );
}

pub(super) fn keys(keys: Actions<PrepAction>, mut prep: ResMut<Preparation>) {
    let n = prep.slots.len();
    if n == 0 {
        return;
    }
    if keys.just(PrepAction::Down) {
        prep.slot = (prep.slot + 1) % n;
    }
    if keys.just(PrepAction::Up) {
        prep.slot = (prep.slot + n - 1) % n;
    }
    let i = prep.slot.min(n - 1);
    let depth = prep.slots[i].line.depth();
    if keys.just(PrepAction::Left) {
        prep.slots[i].line = LineName::from_depth(depth - 1);
    }
    if keys.just(PrepAction::Right) {
        prep.slots[i].line = LineName::from_depth(depth + 1);
    }
}

/// A line's button word: the line's own label in English ("front"), the line's name in the
/// language spoken otherwise (the table's "back" is the key legend's "go back").
fn line_word(line: LineName) -> &'static str {
    if crate::data::lang::current() == crate::data::lang::Lang::English {
        return line.label();
    }
    t(match line {
        LineName::Front => "front line",
        LineName::Middle => "middle line",
        LineName::Back => "back line",
    })
}

/// The tab: one row per fighter with its three lines, then the verdict.
pub(super) fn tab(ui: &mut egui::Ui, prep: &mut Preparation) {
    ui.label(
        RichText::new(t(
            "Choose where each fighter starts. A team's lines fill from the front: no one on the \
             middle line without someone on the front line, no one on the back line without \
             someone on the middle line. Range counts the lines between fighters.",
        ))
        .size(pt(14.5))
        .color(MUTED),
    );
    ui.add_space(10.0);
    let teams: Vec<usize> = {
        let mut t: Vec<usize> = prep.slots.iter().map(|s| s.team).collect();
        t.dedup();
        t
    };
    for team in teams {
        let name = prep
            .level
            .teams
            .get(team)
            .map_or("", |t| t.name.as_str())
            .to_string();
        ui.label(
            RichText::new(crate::data::lang::shown(&name))
                .size(pt(18.0))
                .strong()
                .color(style::team_color(team)),
        );
        let members: Vec<usize> = (0..prep.slots.len())
            .filter(|i| prep.slots[*i].team == team)
            .collect();
        for i in members {
            let picked = i == prep.slot;
            style::boxed(RAISED, if picked { GOLD } else { LINE })
                .inner_margin(egui::Margin::symmetric(12, 6))
                .show(ui, |ui| {
                    ui.set_width(560.0);
                    ui.horizontal(|ui| {
                        let text = RichText::new(crate::data::lang::shown(&prep.slots[i].name))
                            .size(pt(17.0))
                            .strong();
                        let label = ui.add_sized(
                            [200.0, 28.0],
                            egui::Label::new(text.color(if picked { GOLD } else { TEXT }))
                                .sense(egui::Sense::click()),
                        );
                        if label.clicked() {
                            prep.slot = i;
                        }
                        for line in LineName::ALL {
                            let on = prep.slots[i].line == line;
                            let text = RichText::new(line_word(line)).size(pt(15.0));
                            let button =
                                style::toggle_button(text, on).min_size(egui::vec2(96.0, 28.0));
                            if ui.add(button).clicked() {
                                prep.slot = i;
                                prep.slots[i].line = line;
                            }
                        }
                    });
                });
            ui.add_space(4.0);
        }
        let lines = prep.slots.iter().filter(|s| s.team == team).map(|s| s.line);
        match check_lines(lines) {
            Ok(()) => ui.label(
                RichText::new(t("The lines fill from the front."))
                    .size(pt(15.0))
                    .color(GOOD),
            ),
            Err(gap) => ui.label(
                RichText::new(tf("Refused: {0}.", &[&super::said::line_gap(&gap)]))
                    .size(pt(15.0))
                    .color(BAD),
            ),
        };
        ui.add_space(12.0);
    }
    if prep.slots.is_empty() {
        ui.label(RichText::new(t("You have no fighter to place in this scenario.")).color(MUTED));
    }
}
