//! The builder's patterns and plans. A click on a panel turns it to the next attribute; a plan
//! is written from lists only: ◀ ▶ pick the kind of condition or instruction, − + step its
//! parameter (a number, a skill, a status, a pattern, a panel), and AND/OR joins its conditions.

use super::super::style::{GOLD, MUTED, TEXT, panel_color};
use crate::data::arena::contender::pattern_letter;
use crate::data::arena::menu::Menu;
use crate::data::arena::words::{fact_words, order_words};
use crate::data::arena::{ArenaPlan, Contender};
use bevy_egui::egui::{self, Align2, RichText, Stroke, StrokeKind, vec2};

/// The most conditions a plan written here joins.
const MOST_FACTS: usize = 3;

/// The patterns, then the plans.
pub(super) fn patterns_and_plans(
    ui: &mut egui::Ui,
    c: &mut Contender,
    all: &[(String, String, String)],
) {
    ui.label(
        RichText::new("PATTERNS (click a panel to change it; A is the one you start with)")
            .size(12.0)
            .color(MUTED),
    );
    let mut clicked = None;
    for (p, row) in c.patterns.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(pattern_letter(p).to_string())
                    .size(16.0)
                    .strong()
                    .color(GOLD),
            );
            for (k, panel) in row.iter().enumerate() {
                let (rect, r) = ui.allocate_exact_size(vec2(40.0, 40.0), egui::Sense::click());
                let painter = ui.painter_at(rect);
                painter.rect_filled(rect, 5, panel_color(*panel));
                if r.hovered() {
                    painter.rect_stroke(rect, 5, Stroke::new(2.0, GOLD), StrokeKind::Inside);
                }
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    panel.short(),
                    egui::FontId::proportional(14.0),
                    super::super::style::BG,
                );
                if r.on_hover_text(format!(
                    "P{}: {} (click: next attribute)",
                    k + 1,
                    panel.name()
                ))
                .clicked()
                {
                    clicked = Some((p, k));
                }
            }
        });
    }
    if let Some((p, k)) = clicked {
        c.cycle_panel(p, k);
    }
    ui.horizontal(|ui| {
        let more = c.patterns.len() < c.stats.patterns();
        if ui
            .add_enabled(more, egui::Button::new("+ pattern"))
            .clicked()
        {
            c.add_pattern();
        }
        if ui
            .add_enabled(c.patterns.len() > 1, egui::Button::new("− last pattern"))
            .clicked()
        {
            c.remove_pattern();
        }
    });
    ui.add_space(8.0);
    plans(ui, c, all);
}

fn plans(ui: &mut egui::Ui, c: &mut Contender, all: &[(String, String, String)]) {
    ui.label(
        RichText::new(format!(
            "PLANS ({} of {}): the earlier wins a conflict",
            c.plans.len(),
            c.stats.plans()
        ))
        .size(12.0)
        .color(MUTED),
    );
    let ids: Vec<String> = all.iter().map(|s| s.0.clone()).collect();
    let own = c.skills.clone();
    let menu = Menu {
        own: &own,
        all: &ids,
        patterns: c.patterns.len(),
        reflex: c.stats.panels_per_pattern(),
    };
    let name = |id: &str| {
        all.iter()
            .find(|s| s.0 == id)
            .map_or(id.to_string(), |s| s.1.clone())
    };
    let mut order_change: Option<(usize, i8)> = None;
    egui::ScrollArea::vertical()
        .id_salt("build_plans")
        .show(ui, |ui| {
            for (i, plan) in c.plans.iter_mut().enumerate() {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(format!("{}.", i + 1)).strong().color(GOLD));
                        for (d, t) in [(-1, "up"), (1, "down"), (0, "×")] {
                            if ui.small_button(t).clicked() {
                                order_change = Some((i, d));
                            }
                        }
                        instruction_row(ui, plan, &menu, &name);
                    });
                    conditions(ui, plan, &menu, &name);
                });
            }
        });
    match order_change {
        Some((i, 0)) => c.remove_plan(i),
        Some((i, d)) => c.move_plan(i, d < 0),
        None => {}
    }
    let more = c.plans.len() < c.stats.plans();
    if ui.add_enabled(more, egui::Button::new("+ plan")).clicked() {
        c.add_plan();
    }
}

/// ◀ kind ▶, the words, and the parameters' steppers.
fn instruction_row(
    ui: &mut egui::Ui,
    plan: &mut ArenaPlan,
    menu: &Menu,
    name: &dyn Fn(&str) -> String,
) {
    if ui.small_button("◀").clicked() {
        plan.then = menu.next_order_kind(&plan.then, false);
    }
    if ui.small_button("▶").clicked() {
        plan.then = menu.next_order_kind(&plan.then, true);
    }
    ui.label(
        RichText::new(order_words(&plan.then, name))
            .size(14.0)
            .color(TEXT),
    );
    let first = menu.step_order(&plan.then, true) != plan.then;
    if first {
        if ui.small_button("−").clicked() {
            plan.then = menu.step_order(&plan.then, false);
        }
        if ui.small_button("+").clicked() {
            plan.then = menu.step_order(&plan.then, true);
        }
    }
    let detail = menu.step_detail(&plan.then, true) != plan.then;
    if detail && menu.step_order(&plan.then, true) != menu.step_detail(&plan.then, true) {
        if ui
            .small_button("<")
            .on_hover_text("the instruction's other choice")
            .clicked()
        {
            plan.then = menu.step_detail(&plan.then, false);
        }
        if ui
            .small_button(">")
            .on_hover_text("the instruction's other choice")
            .clicked()
        {
            plan.then = menu.step_detail(&plan.then, true);
        }
    }
}

/// The conditions: each with ◀ ▶ and − +, an AND/OR switch, and add or remove.
fn conditions(ui: &mut egui::Ui, plan: &mut ArenaPlan, menu: &Menu, name: &dyn Fn(&str) -> String) {
    let or = !plan.when.any.is_empty();
    let facts = if or {
        &mut plan.when.any
    } else {
        &mut plan.when.all
    };
    let (mut remove, mut switch) = (None, false);
    ui.horizontal_wrapped(|ui| {
        if facts.is_empty() {
            ui.label(RichText::new("always").size(13.0).color(MUTED));
        }
        for (j, f) in facts.iter_mut().enumerate() {
            if j > 0 {
                ui.label(RichText::new(if or { "or" } else { "and" }).color(GOLD));
            }
            if ui.small_button("◀").clicked() {
                *f = menu.next_fact_kind(f, false);
            }
            if ui.small_button("▶").clicked() {
                *f = menu.next_fact_kind(f, true);
            }
            ui.label(RichText::new(fact_words(f, name)).size(13.0));
            if menu.step_fact(f, true) != *f {
                if ui.small_button("−").clicked() {
                    *f = menu.step_fact(f, false);
                }
                if ui.small_button("+").clicked() {
                    *f = menu.step_fact(f, true);
                }
            }
            if ui.small_button("×").clicked() {
                remove = Some(j);
            }
        }
        if let Some(j) = remove {
            facts.remove(j);
        }
        if facts.len() < MOST_FACTS && ui.small_button("+ condition").clicked() {
            facts.push(menu.facts()[0].clone());
        }
        let other = if or { "make it AND" } else { "make it OR" };
        switch = facts.len() > 1 && ui.small_button(other).clicked();
    });
    if switch {
        let w = &mut plan.when;
        if or {
            w.all = std::mem::take(&mut w.any);
        } else {
            w.any = std::mem::take(&mut w.all);
        }
    }
}
