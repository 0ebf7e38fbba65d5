//! What the builder shows of the bout ahead: the opponent's build (its stats, skills with their
//! panel costs, and patterns), and each skill's panel cost in words for every skill's hover.

use crate::data::arena::Contender;
use crate::data::lang::{t, tf};
use crate::data::{Catalog, Control, Level};
use crate::screens::style::pt;
use crate::screens::style::{self, GOLD, LINE, MUTED, RAISED, TEXT};
use bevy_egui::egui::{self, RichText};

pub(super) use crate::data::arena::words::cost_words;

/// A skill's hover in the builder: its text and its cost, one unused panel of each attribute in
/// the pattern in use.
pub(super) fn skill_hover(catalog: &Catalog, id: &str) -> String {
    match catalog.skills.get(id) {
        Some(s) => tf(
            "{0}\n\nCost: {1}",
            &[&crate::data::lang::said(&s.text), &cost_words(&s.cost)],
        ),
        None => id.to_string(),
    }
}

/// The contender the player faces in `level` (the first member of the first other side).
pub(super) fn of_level<'a>(catalog: &'a Catalog, level: &Level) -> Option<&'a Contender> {
    let foe = level.teams.iter().find(|t| t.control != Control::Player)?;
    let card = &foe.members.first()?.card;
    catalog.contenders.get(card).map(|c| &**c)
}

/// The opponent's build in a box: name, stats and HP, its skills (tried top first, each with
/// its cost on hover) and its patterns.
pub(super) fn opponent_box(ui: &mut egui::Ui, catalog: &Catalog, c: &Contender) {
    style::boxed(RAISED, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t("YOUR OPPONENT"))
                    .size(pt(12.0))
                    .color(MUTED),
            );
            ui.label(
                RichText::new(crate::data::lang::shown(&c.name))
                    .size(pt(15.0))
                    .strong()
                    .color(GOLD),
            );
            let s = c.stats;
            ui.label(
                RichText::new(tf(
                    "body {0} · reflex {1} · intellect {2} · HP {3}",
                    &[&s.body, &s.reflex, &s.intellect, &s.hp()],
                ))
                .size(pt(12.5))
                .color(TEXT),
            )
            .on_hover_text(t(crate::data::arena::words::STATS));
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t("skills:")).size(pt(12.5)).color(MUTED));
            for id in &c.skills {
                let name = catalog
                    .skills
                    .get(id)
                    .map_or(id.as_str(), |s| s.name.as_str());
                let name = crate::data::lang::shown(name);
                ui.label(RichText::new(name).size(pt(12.5)).color(TEXT))
                    .on_hover_text(skill_hover(catalog, id));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t("patterns:")).size(pt(12.5)).color(MUTED));
            for (i, row) in c.patterns.iter().enumerate() {
                let letters: Vec<&str> = row
                    .iter()
                    .map(|p| crate::data::lang::word(p.short()))
                    .collect();
                let letter = crate::data::arena::contender::pattern_letter(i);
                ui.label(
                    RichText::new(format!("{letter}: {}", letters.join(" ")))
                        .size(pt(12.5))
                        .color(TEXT),
                )
                .on_hover_text(tf(
                    "A pattern's panels, left to right: each use pays with unused panels of the \
                     pattern in use ({0})",
                    &[&t(crate::data::arena::words::PANEL_KEY)],
                ));
            }
        });
    });
}
