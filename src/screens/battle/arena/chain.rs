//! The middle of the bout screen: the chain area as it resolves, the top (what resolves next)
//! first, each event in its owner's colour and marked once its triggers were checked; under it,
//! where the bout is.

use super::super::super::style::{self, GOLD, LINE, MUTED, RAISED, TEXT, dim, team_color};
use super::super::top::phase_name;
use super::model::ChainRow;
use crate::data::lang::{t, tf};
use crate::rules::core::battle::Battle;
use crate::screens::style::pt;
use bevy_egui::egui::{self, RichText};

/// The chain column.
pub(super) fn column(ui: &mut egui::Ui, battle: &Battle, chain: &[ChainRow], goal: Option<&str>) {
    style::boxed(RAISED, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(tf("TURN {0} of {1}", &[&battle.round, &battle.round_cap]))
                .size(pt(16.0))
                .strong()
                .color(GOLD),
        );
        ui.label(
            RichText::new(phase_name(battle.phase, battle.rules.words))
                .size(pt(13.0))
                .color(TEXT),
        );
        // How the bout is won (the contenders fight by their plans: the whole bout long).
        if let Some(goal) = goal {
            ui.label(RichText::new(goal).size(pt(12.5)).color(MUTED));
        }
    });
    ui.add_space(6.0);
    ui.label(RichText::new(t("CHAIN AREA")).size(pt(12.0)).color(MUTED))
        .on_hover_text(t(
            "Every event goes on top. Unchecked events have their triggers checked, oldest \
             first; then the top event resolves. A skill's lines go on in reverse, so they \
             resolve in the order written.",
        ));
    if chain.is_empty() {
        ui.label(RichText::new(t("empty")).size(pt(12.5)).color(MUTED));
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("arena_chain")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let checked = chain.iter().all(|r| r.checked);
            for (i, row) in chain.iter().enumerate().rev() {
                event_box(ui, row, i + 1 == chain.len(), checked);
            }
        });
}

/// One event; `top` is the chain's top, `settled` that every event is checked (so the top
/// resolves next).
fn event_box(ui: &mut egui::Ui, row: &ChainRow, top: bool, settled: bool) {
    let color = row.team.map_or(MUTED, team_color);
    let border = if top { GOLD } else { dim(color, 0.35) };
    style::boxed(dim(color, 0.82), border).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(&row.words).size(pt(12.5)).color(TEXT));
        let state = match (top && settled, row.checked) {
            (true, _) => t("resolves next"),
            (_, true) => t("checked"),
            (_, false) => t("triggers to check"),
        };
        ui.label(
            RichText::new(state)
                .size(pt(10.5))
                .color(if top { GOLD } else { MUTED }),
        );
    });
}
