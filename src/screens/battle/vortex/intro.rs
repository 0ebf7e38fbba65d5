//! A scenario's first screen (issue 39, "taught in play"): before its first round, its name and
//! the two lines its campaign says it adds (a scenario of no campaign: its briefing), over the
//! map; the battle waits, paused, until Enter, Space or a click. A restart does not show it
//! again; a screenshot run never does.

use super::VortexUi;
use crate::data::Catalog;
use crate::data::lang::t;
use crate::rules::core::battle::Battle;
use crate::screens::battle::BattleView;
use crate::screens::style::pt;
use crate::screens::style::{self, GOLD, MUTED, TEXT};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

/// Puts the first screen up when a scenario's battle begins.
pub(super) fn open(
    battle: Res<Battle>,
    catalog: Res<Catalog>,
    mut ui: ResMut<VortexUi>,
    mut view: ResMut<BattleView>,
    watching: Option<Res<crate::screens::battle::playback::Playback>>,
) {
    if ui.intro_for.as_deref() == Some(battle.level_id.as_str()) {
        return;
    }
    ui.intro_for = Some(battle.level_id.clone());
    if view.scripted || watching.is_some() {
        return;
    }
    let level = catalog.levels.get(&battle.level_id);
    let name = level.map_or_else(
        || battle.level_id.clone(),
        |l| crate::data::lang::shown(&l.name).into_owned(),
    );
    let intro = catalog
        .campaigns
        .values()
        .flat_map(|c| c.scenarios.iter())
        .find(|s| s.level == battle.level_id)
        .map(|s| {
            (
                crate::data::lang::said(&s.intro.0).into_owned(),
                crate::data::lang::said(&s.intro.1).into_owned(),
            )
        })
        .unwrap_or_else(|| {
            (
                level.map_or_else(String::new, |l| {
                    crate::data::lang::said(&l.briefing).into_owned()
                }),
                String::new(),
            )
        });
    ui.intro = Some((name, intro.0, intro.1));
    view.paused = true;
}

/// While the first screen is up the clock stays at 0:00 (it starts when the screen is closed).
pub(super) fn hold_clock(ui: Res<VortexUi>, mut view: ResMut<BattleView>) {
    if ui.intro.is_some() {
        view.clock_start = None;
        view.igt_ms = 0;
        view.elapsed = 0.0;
    }
}

/// Takes the first screen down and lets the battle go: its in-game time starts now (the
/// first frame that accepts input, docs/REPLAYS.md; reading the first screen is not timed).
pub(super) fn close(ui: &mut VortexUi, view: &mut BattleView) {
    ui.intro = None;
    view.paused = false;
    view.clock_start = None;
}

/// Draws the first screen while it is up; `true` when it is.
pub(super) fn show(ui: &mut egui::Ui, state: &mut VortexUi, view: &mut BattleView) -> bool {
    let Some((name, first, second)) = state.intro.clone() else {
        return false;
    };
    ui.add_space(60.0);
    let mut close_it = false;
    ui.vertical_centered(|ui| {
        style::boxed(egui::Color32::from_rgb(30, 32, 44), GOLD)
            .inner_margin(egui::Margin::same(24))
            .show(ui, |ui| {
                ui.set_max_width(560.0);
                ui.label(RichText::new(name).size(pt(30.0)).strong().color(GOLD));
                ui.add_space(12.0);
                ui.label(RichText::new(first).size(pt(17.0)).color(TEXT));
                if !second.is_empty() {
                    ui.label(RichText::new(second).size(pt(17.0)).color(TEXT));
                }
                ui.add_space(18.0);
                close_it = style::big_button(ui, t("Begin"), "question:Confirm", 240.0).clicked();
                ui.add_space(6.0);
                ui.label(
                    RichText::new(t(
                        "Point at anything on the battle screen to learn what it is.",
                    ))
                    .size(pt(13.0))
                    .color(MUTED),
                );
            });
    });
    if close_it {
        close(state, view);
    }
    true
}
