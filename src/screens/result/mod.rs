//! The result screen: who won (or a draw), rounds and turns taken, the clock against par, who
//! dealt and took what; and the way on: the next scenario after a win, the contender's builder
//! after an Arena loss, the same seed again, or back to the list or the campaign.

use super::input::{Actions, ResultAction};
use super::last_result::LastResult;
use super::style::{self, BAD, GOLD, GOOD, MUTED, TEXT, team_color};
use super::tournament::{self, Tournament};
use super::{Chosen, Notice, Screen};
use crate::data::lang::{t, tf};
use crate::data::{Catalog, Control};
use crate::rules::core::battle::Outcome;
use crate::rules::core::preset::Presets;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use ways::{Ways, play_next};

mod table;
mod ways;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.run_if(in_state(Screen::Result)));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Result)));
}

fn keys(
    keys: Actions<ResultAction>,
    result: Option<Res<LastResult>>,
    (catalog, presets): (Res<Catalog>, Res<Presets>),
    mut t: ResMut<Tournament>,
    mut chosen: ResMut<Chosen>,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<Screen>>,
) {
    if t.recorded.is_some() {
        // A tournament match is fought once: Enter goes on to the next, when there is one.
        if keys.just(ResultAction::Onward) && t.goes_on() {
            tournament::begin(&mut t, &catalog, &mut chosen, &mut notice, &mut next);
        } else if keys.just(ResultAction::Back) {
            next.set(Screen::Select);
        }
        return;
    }
    let ways = result
        .as_deref()
        .map(|r| Ways::of(r, &chosen, &catalog, &presets))
        .unwrap_or_default();
    let onward = keys.just(ResultAction::Onward);
    if let Some(id) = ways
        .next
        .as_deref()
        .filter(|_| onward || keys.just(ResultAction::Next))
    {
        play_next(id, &catalog, &mut chosen, &mut next);
    } else if onward || keys.just(ResultAction::Again) {
        next.set(Screen::Battle);
    } else if ways.edit && keys.just(ResultAction::Edit) {
        next.set(Screen::Build);
    } else if keys.just(ResultAction::Back) {
        next.set(chosen.back());
    }
}

/// The headline and its colour, from the player's side when there is one.
fn headline(r: &LastResult) -> (String, egui::Color32) {
    let player = r.teams.iter().position(|t| t.1 == Control::Player);
    match (&r.outcome, player) {
        (None, _) => (t("Battle left unfinished").into(), MUTED),
        (Some(Outcome::Draw), _) => (t("Draw").into(), GOLD),
        (Some(Outcome::Winner(w)), Some(p)) if *w == p => (t("Victory").into(), GOOD),
        (Some(Outcome::Winner(_)), Some(_)) => (t("Defeat").into(), BAD),
        (Some(Outcome::Winner(w)), None) => (
            tf("{0} win", &[&r.teams.get(*w).map_or("?", |t| t.0.as_str())]),
            team_color(*w),
        ),
    }
}

fn ui(
    mut contexts: EguiContexts,
    result: Option<Res<LastResult>>,
    (catalog, presets): (Res<Catalog>, Res<Presets>),
    mut tournament: ResMut<Tournament>,
    mut chosen: ResMut<Chosen>,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "result");
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE)
        .show(&mut root, |ui| {
            ui.add_space(40.0);
            ui.vertical_centered(|ui| {
                let Some(r) = result.as_deref() else {
                    ui.label(
                        RichText::new(t("No battle has been fought yet."))
                            .size(pt(20.0))
                            .color(MUTED),
                    );
                    return;
                };
                ui.label(
                    RichText::new(crate::data::lang::shown(&r.level_name))
                        .size(pt(22.0))
                        .color(MUTED),
                );
                let (head, color) = headline(r);
                ui.label(RichText::new(head).size(pt(72.0)).strong().color(color));
                if let Some(Outcome::Winner(w)) = &r.outcome {
                    let name = r.teams.get(*w).map_or("?", |t| t.0.as_str());
                    ui.label(
                        RichText::new(tf("{0} are the last standing", &[&name]))
                            .size(pt(20.0))
                            .color(team_color(*w)),
                    );
                } else if r.outcome == Some(Outcome::Draw) {
                    ui.label(
                        RichText::new(t("No side is left standing, or the round cap was reached"))
                            .size(pt(20.0))
                            .color(TEXT),
                    );
                }
                ui.add_space(26.0);
                let secs = r.seconds.max(0.0);
                let time = format!("{}:{:04.1}", (secs / 60.0).floor() as u32, secs % 60.0);
                let under = r.par_seconds > 0 && secs <= r.par_seconds as f32;
                let mut stats = vec![
                    (tf("{0}s", &[&t(r.words.round)]), r.rounds.to_string()),
                    (tf("{0}s", &[&t(r.words.turn)]), r.turns.to_string()),
                    (t("time").to_string(), time),
                ];
                // A scenario without a par shows none (never "par 0:00").
                if r.par_seconds > 0 {
                    let par = crate::data::results::clock(u64::from(r.par_seconds) * 1000);
                    stats.push((t("par").to_string(), par));
                }
                stats.push((t("seed").to_string(), r.seed.to_string()));
                stat_row(ui, &stats);
                if r.assisted {
                    let note =
                        t("plans played for you in this battle: the time is not held against par");
                    ui.label(RichText::new(note).size(pt(15.0)).color(MUTED));
                } else if under && matches!(r.outcome, Some(Outcome::Winner(_))) {
                    ui.label(RichText::new(t("under par")).size(pt(16.0)).color(GOLD));
                }
                ui.add_space(18.0);
                table::tally_table(ui, r);
                ui.add_space(22.0);
                if tournament.recorded.is_some() {
                    if tournament::result_block(ui, &tournament, &catalog) {
                        tournament::begin(
                            &mut tournament,
                            &catalog,
                            &mut chosen,
                            &mut notice,
                            &mut next,
                        );
                    }
                } else {
                    let ways = Ways::of(r, &chosen, &catalog, &presets);
                    if let Some(id) = &ways.next {
                        let name = catalog
                            .levels
                            .get(id)
                            .map_or(id.as_str(), |l| l.name.as_str());
                        let name = crate::data::lang::shown(name);
                        let text = tf("Next: {0}", &[&name]);
                        if style::big_button(ui, &text, "result:Onward", 360.0).clicked() {
                            play_next(id, &catalog, &mut chosen, &mut next);
                        }
                        ui.add_space(8.0);
                    }
                    if ways.edit {
                        if style::big_button(ui, t("Edit contender"), "result:Edit", 360.0)
                            .clicked()
                        {
                            next.set(Screen::Build);
                        }
                        ui.add_space(8.0);
                    }
                    let again = if ways.next.is_some() {
                        "result:Again"
                    } else {
                        "result:Onward"
                    };
                    if style::big_button(ui, t("Fight again (same seed)"), again, 360.0).clicked() {
                        next.set(Screen::Battle);
                    }
                }
                ui.add_space(8.0);
                let back = if chosen.campaign.is_some() {
                    t("Back to the campaign")
                } else {
                    t("Back to the scenario list")
                };
                if style::big_button(ui, back, "result:Back", 360.0).clicked() {
                    next.set(chosen.back());
                }
            });
        });
    Ok(())
}

/// Numbers in a row of boxes, centred.
fn stat_row(ui: &mut egui::Ui, stats: &[(String, String)]) {
    let w = 120.0;
    let total = stats.len() as f32 * (w + 10.0);
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - total) / 2.0).max(0.0));
        for (label, value) in stats {
            style::boxed(style::RAISED, style::LINE).show(ui, |ui| {
                ui.set_width(w - 18.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(value).size(pt(24.0)).strong().color(TEXT));
                    ui.label(RichText::new(label).size(pt(13.0)).color(MUTED));
                });
            });
        }
    });
}
