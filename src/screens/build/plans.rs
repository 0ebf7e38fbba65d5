//! The builder's patterns and plans. A click on a panel turns it to the next attribute; a plan
//! is written from lists only: ◀ ▶ pick the kind of condition or instruction, − + step its
//! parameter (a number, a skill, a status, a pattern, a panel), "not" turns a condition round,
//! and a plan joins conditions that must all hold with conditions of which one must.

use super::super::style::{GOLD, MUTED, TEXT, panel_color};
use crate::data::arena::contender::pattern_letter;
use crate::data::arena::menu::Menu;
use crate::data::arena::words::{fact_words, order_words};
use crate::data::arena::{ArenaPlan, Contender};
use crate::data::lang::{t, tf};
use crate::screens::style::pt;
use bevy_egui::egui::{self, Align2, RichText, Stroke, StrokeKind, vec2};

/// The most conditions a plan written here joins (the seed sets no limit: 3.2).
const MOST_FACTS: usize = 8;

/// The patterns, then the plans.
pub(super) fn patterns_and_plans(
    ui: &mut egui::Ui,
    c: &mut Contender,
    all: &[(String, String, String)],
) {
    ui.label(
        RichText::new(t(
            "PATTERNS (click a panel to change it; A is the one you start with)",
        ))
        .size(pt(12.0))
        .color(MUTED),
    );
    let mut clicked = None;
    for (p, row) in c.patterns.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(pattern_letter(p).to_string())
                    .size(pt(16.0))
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
                    crate::data::lang::word(panel.short()),
                    egui::FontId::proportional(14.0),
                    super::super::style::BG,
                );
                if r.on_hover_text(tf(
                    "P{0}: {1} (click: next attribute)",
                    &[&(k + 1), &t(panel.name())],
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
            .add_enabled(more, egui::Button::new(t("+ pattern")))
            .clicked()
        {
            c.add_pattern();
        }
        if ui
            .add_enabled(c.patterns.len() > 1, egui::Button::new(t("− last pattern")))
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
        RichText::new(tf(
            "PLANS ({0} of {1}): the earlier wins a conflict",
            &[&c.plans.len(), &c.stats.plans()],
        ))
        .size(pt(12.0))
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
        all.iter().find(|s| s.0 == id).map_or(id.to_string(), |s| {
            crate::data::lang::shown(&s.1).into_owned()
        })
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
                        for (d, label) in [(-1, t("up")), (1, t("down")), (0, "×")] {
                            if ui.small_button(label).clicked() {
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
    if ui
        .add_enabled(more, egui::Button::new(t("+ plan")))
        .clicked()
    {
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
            .size(pt(14.0))
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
            .on_hover_text(t("the instruction's other choice"))
            .clicked()
        {
            plan.then = menu.step_detail(&plan.then, false);
        }
        if ui
            .small_button(">")
            .on_hover_text(t("the instruction's other choice"))
            .clicked()
        {
            plan.then = menu.step_detail(&plan.then, true);
        }
    }
}

/// The conditions: those that must all hold (AND), then those of which one must (OR) — a plan
/// holds when all of the first hold and, if there are any of the second, one of them; each with
/// ◀ ▶ (its kind), − + and < > (its parameters), "not", and add or remove.
fn conditions(ui: &mut egui::Ui, plan: &mut ArenaPlan, menu: &Menu, name: &dyn Fn(&str) -> String) {
    let when = &mut plan.when;
    let total = when.all.len() + when.any.len();
    let room = total < MOST_FACTS;
    let (mut remove_all, mut remove_any, mut add_or) = (None, None, false);
    ui.horizontal_wrapped(|ui| {
        if total == 0 {
            ui.label(RichText::new(t("always")).size(pt(13.0)).color(MUTED));
        } else if !when.all.is_empty() {
            ui.label(RichText::new(t("when all of:")).size(pt(12.0)).color(MUTED));
        }
        for (j, f) in when.all.iter_mut().enumerate() {
            if j > 0 {
                ui.label(RichText::new(t("and")).color(GOLD));
            }
            if condition(ui, f, menu, name) {
                remove_all = Some(j);
            }
        }
        if room && ui.small_button(t("+ and")).clicked() {
            when.all.push(menu.facts()[0].clone());
        }
        // The OR list gets its own row once it has a condition.
        add_or = when.any.is_empty() && room && ui.small_button(t("+ or")).clicked();
    });
    if !when.any.is_empty() {
        ui.horizontal_wrapped(|ui| {
            let head = if when.all.is_empty() {
                t("when one of:")
            } else {
                t("and one of:")
            };
            ui.label(RichText::new(head).size(pt(12.0)).color(MUTED));
            for (j, f) in when.any.iter_mut().enumerate() {
                if j > 0 {
                    ui.label(RichText::new(t("or")).color(GOLD));
                }
                if condition(ui, f, menu, name) {
                    remove_any = Some(j);
                }
            }
            if room && ui.small_button(t("+ or")).clicked() {
                when.any.push(menu.facts()[0].clone());
            }
        });
    }
    if add_or {
        when.any.push(menu.facts()[0].clone());
    }
    if let Some(j) = remove_all {
        when.all.remove(j);
    }
    if let Some(j) = remove_any {
        when.any.remove(j);
    }
}

/// One condition's controls; whether × was clicked.
fn condition(
    ui: &mut egui::Ui,
    f: &mut crate::data::arena::Fact,
    menu: &Menu,
    name: &dyn Fn(&str) -> String,
) -> bool {
    if ui.small_button("◀").clicked() {
        *f = menu.next_fact_kind(f, false);
    }
    if ui.small_button("▶").clicked() {
        *f = menu.next_fact_kind(f, true);
    }
    let words = fact_words(f, name);
    let label = ui.label(RichText::new(&words).size(pt(13.0)));
    // A status the condition names says what it does (issue 40, item 5).
    let meanings: Vec<String> = crate::data::arena::ArenaStatus::ALL
        .into_iter()
        .filter(|s| words.contains(s.name()))
        .map(|s| format!("{}: {}", s.name(), crate::data::lang::t(s.meaning())))
        .collect();
    if !meanings.is_empty() {
        label.on_hover_text(meanings.join("\n"));
    }
    if menu.step_fact(f, true) != *f || menu.step_fact(f, false) != *f {
        if ui.small_button("−").clicked() {
            *f = menu.step_fact(f, false);
        }
        if ui.small_button("+").clicked() {
            *f = menu.step_fact(f, true);
        }
    }
    if menu.step_fact_detail(f, true) != *f || menu.step_fact_detail(f, false) != *f {
        if ui
            .small_button("<")
            .on_hover_text(t("the condition's other choice"))
            .clicked()
        {
            *f = menu.step_fact_detail(f, false);
        }
        if ui
            .small_button(">")
            .on_hover_text(t("the condition's other choice"))
            .clicked()
        {
            *f = menu.step_fact_detail(f, true);
        }
    }
    if ui
        .small_button(t("not"))
        .on_hover_text(t("the condition turned round (or back)"))
        .clicked()
    {
        *f = Menu::negate(f);
    }
    ui.small_button("×").clicked()
}
