//! The Arena's bout screen (seed 001): both contenders side by side — stats, HP, statuses,
//! every pattern panel by panel, skills in the order they are tried, plans with those in force
//! marked — and the chain area between them as it resolves, a step at a time. The controls
//! pause, step, change the speed, restart and leave; the log is on the right.

mod chain;
mod contender;
mod model;
#[cfg(test)]
mod tests;

use super::super::Screen;
use super::super::style::{self, GOLD, MUTED, PANEL};
use super::side::log_box;
use super::top::top_bar;
use super::view::banner;
use super::{BattleView, SPEEDS, begin};
use crate::data::lang::{t, tf};
use crate::data::{Catalog, Preset};
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::preset_is;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, Margin, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use model::ArenaSnapshot;

/// The keys of the bout screen, as the log's foot lists them.
pub(super) const KEYS: [&[(&str, &str)]; 2] = [
    &[
        ("battle:Faster", "hold: faster"),
        ("battle:Speed", "speed"),
        ("battle:Pause", "pause"),
        ("battle:Step", "step"),
    ],
    &[
        ("battle:Skip", "skip to end"),
        ("battle:Restart", "restart"),
        ("battle:Menu", "menu"),
    ],
];

pub(super) fn plugin(app: &mut App) {
    super::own_screen::OwnScreens::register(app, Preset::Arena);
    let shown = in_state(Screen::Battle)
        .and_then(resource_exists::<Battle>)
        .and_then(preset_is(Preset::Arena));
    app.init_resource::<ArenaSnapshot>();
    app.add_systems(
        Update,
        model::snapshot.after(BattleSystems).run_if(shown.clone()),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(shown).in_set(super::fx::BoardDrawn),
    );
}

fn draw(
    mut contexts: EguiContexts,
    battle: Res<Battle>,
    log: Res<super::words::LogLines>,
    catalog: Res<Catalog>,
    snapshot: Res<ArenaSnapshot>,
    mut view: ResMut<BattleView>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    goal: super::goal::GoalLine,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "arena");
    let top = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 6));
    egui::Panel::top("arena_top")
        .frame(top)
        .show(&mut root, |ui| top_bar(ui, &battle, &catalog, &view));
    let controls = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 6));
    egui::Panel::bottom("arena_controls")
        .frame(controls)
        .show(&mut root, |ui| {
            controls_bar(ui, &battle, &mut view, &mut next, &mut commands);
        });
    egui::Panel::right("arena_log")
        .exact_size(300.0)
        .resizable(false)
        .frame(style::bare_panel())
        .show(&mut root, |ui| log_box(ui, &log, &KEYS));
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(8)))
        .show(&mut root, |ui| {
            let width = ui.available_width();
            let middle = 250.0;
            let side = ((width - middle) / 2.0 - 12.0).max(200.0);
            ui.horizontal_top(|ui| {
                let side_column = |ui: &mut egui::Ui, i: usize| {
                    ui.vertical(|ui| {
                        ui.set_width(side);
                        if let Some(c) = snapshot.contenders.get(i) {
                            contender::column(ui, c);
                        }
                    });
                };
                side_column(ui, 0);
                ui.vertical(|ui| {
                    ui.set_width(middle);
                    chain::column(ui, &battle, &snapshot.chain, goal.line());
                });
                side_column(ui, 1);
            });
            if let Some(outcome) = &battle.outcome {
                banner(ui, &battle, outcome);
            }
        });
    Ok(())
}

/// Pause, step, speed, restart and leave, as buttons (each with its key).
fn controls_bar(
    ui: &mut egui::Ui,
    battle: &Battle,
    view: &mut BattleView,
    next: &mut NextState<Screen>,
    commands: &mut Commands,
) {
    ui.horizontal(|ui| {
        let pause = if view.paused {
            t("▶ Play  (P)")
        } else {
            t("⏸ Pause  (P)")
        };
        if ui.button(RichText::new(pause).size(pt(14.0))).clicked() {
            view.paused = !view.paused;
        }
        let can_step = view.paused && battle.outcome.is_none();
        let step = ui.add_enabled(
            can_step,
            egui::Button::new(RichText::new(t("Step  (N)")).size(pt(14.0))),
        );
        if step
            .on_disabled_hover_text(t(
                "Pause first: then each step is one roll, switch, use, check or resolution",
            ))
            .clicked()
        {
            view.step = true;
        }
        let speed = tf("Speed {0}  (F)", &[&SPEEDS[view.speed].0]);
        if ui.button(RichText::new(speed).size(pt(14.0))).clicked() {
            view.speed = (view.speed + 1) % SPEEDS.len();
        }
        if ui
            .button(RichText::new(t("Skip to end  (E)")).size(pt(14.0)))
            .clicked()
        {
            // As the E key: the time is not held against par.
            view.skip = true;
            view.assisted = true;
        }
        if ui
            .button(RichText::new(t("Restart  (R)")).size(pt(14.0)))
            .clicked()
        {
            commands.queue(begin);
        }
        if ui
            .button(RichText::new(t("Leave  (Esc)")).size(pt(14.0)))
            .clicked()
        {
            next.set(Screen::Select);
        }
        ui.add_space(12.0);
        let hint = if view.paused {
            RichText::new(t("paused: N steps the bout one event at a time")).color(GOLD)
        } else {
            RichText::new(t("the contenders fight by their plans")).color(MUTED)
        };
        ui.label(hint.size(pt(12.5)));
    });
}
