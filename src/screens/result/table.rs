//! The result's tally: each fighter's damage dealt and taken, healing, and whether it left the
//! battle, with each side's totals, in a table centred under the numbers.

use super::LastResult;
use crate::data::lang::{t, tf};
use crate::screens::style::pt;
use crate::screens::style::{self, MUTED, TEXT, team_color};
use bevy_egui::egui::{self, RichText};

/// The most fighters listed by name; the rest are in their side's total.
const MOST: usize = 10;

/// Draws the tally of `r` (nothing when no fighter was tallied).
pub(super) fn tally_table(ui: &mut egui::Ui, r: &LastResult) {
    if r.tally.is_empty() {
        return;
    }
    let width = 620.0_f32.min(ui.available_width());
    ui.allocate_ui(egui::vec2(width, 0.0), |ui| {
        style::boxed(style::RAISED, style::LINE).show(ui, |ui| {
            ui.set_width(width - 18.0);
            egui::Grid::new("tally")
                .num_columns(5)
                .spacing([28.0, 3.0])
                .show(ui, |ui| {
                    // The table's "taken" is the preparation's word for an extra card taken
                    // into the battle: this column's says it whole.
                    let taken = match crate::data::lang::current() {
                        crate::data::lang::Lang::English => "taken",
                        _ => t("damage taken"),
                    };
                    for head in ["", t("dealt"), taken, t("healed"), ""] {
                        ui.label(RichText::new(head).size(pt(13.0)).color(MUTED));
                    }
                    ui.end_row();
                    for t in r.tally.iter().take(MOST) {
                        let name = RichText::new(crate::data::lang::shown(&t.name))
                            .size(pt(15.0))
                            .color(team_color(t.team));
                        ui.label(name);
                        for n in [t.dealt, t.taken, t.healed] {
                            ui.label(RichText::new(n.to_string()).size(pt(15.0)).color(TEXT));
                        }
                        // (`t` is the fighter's tally here.)
                        let left = if t.left {
                            crate::data::lang::t("left the battle")
                        } else {
                            ""
                        };
                        ui.label(RichText::new(left).size(pt(13.0)).color(MUTED));
                        ui.end_row();
                    }
                    for (team, (name, _)) in r.teams.iter().enumerate() {
                        let rows = r.tally.iter().filter(|t| t.team == team);
                        let (dealt, taken, healed) = rows.fold((0, 0, 0), |(d, k, h), t| {
                            (d + t.dealt, k + t.taken, h + t.healed)
                        });
                        let total = tf("{0}, all", &[&name]);
                        ui.label(
                            RichText::new(total)
                                .size(pt(14.0))
                                .strong()
                                .color(team_color(team)),
                        );
                        for n in [dealt, taken, healed] {
                            ui.label(
                                RichText::new(n.to_string())
                                    .size(pt(14.0))
                                    .strong()
                                    .color(TEXT),
                            );
                        }
                        ui.label("");
                        ui.end_row();
                    }
                });
        });
    });
}
