//! One contender's column on the bout screen: name, stats, HP and statuses; every skill pattern
//! panel by panel (the one in use lit; used panels dark, maintenance panels ringed in gold,
//! statuses under each panel); the skills in the order they are tried now; the plans, those in
//! force now marked.

use super::super::super::style::{
    self, BAD, GOLD, GOOD, LINE, MUTED, NAMED, RAISED, TEXT, dim, font, panel_color, team_color,
};
use super::model::{ContenderView, PlanRow, SkillRow};
use crate::data::arena::ArenaStatus;
use crate::data::arena::contender::pattern_letter;
use crate::data::lang::{t, tf};
use crate::rules::arena::state::PanelSlot;
use crate::screens::style::pt;
use bevy_egui::egui::{self, Align2, Rect, RichText, Stroke, StrokeKind, pos2, vec2};

/// Statuses as short chips, each with its picture from `icons` and explained on hover.
fn status_chips(
    ui: &mut egui::Ui,
    statuses: &[ArenaStatus],
    icons: &[(ArenaStatus, egui::TextureId)],
) {
    let mut seen: Vec<ArenaStatus> = statuses.to_vec();
    seen.sort();
    seen.dedup();
    for s in seen {
        let n = statuses.iter().filter(|x| **x == s).count();
        let text = if n > 1 {
            format!("{} ×{n}", s.name())
        } else {
            s.name().to_string()
        };
        if let Some((_, tex)) = icons.iter().find(|(x, _)| *x == s) {
            ui.add(egui::Image::new((*tex, vec2(14.0, 14.0))));
        }
        ui.label(RichText::new(text).size(pt(11.5)).color(NAMED).strong())
            .on_hover_text(format!(
                "{}: {}",
                s.name(),
                crate::data::lang::t(s.meaning())
            ));
    }
}

/// The contender's column.
pub(super) fn column(ui: &mut egui::Ui, c: &ContenderView) {
    let color = team_color(c.team);
    let border = if c.acting { GOLD } else { dim(color, 0.4) };
    let card = style::boxed(RAISED, border).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            if let Some(tex) = c.picture {
                let (r, _) = ui.allocate_exact_size(vec2(34.0, 34.0), egui::Sense::hover());
                let letters = crate::screens::battle::map::disc_label(&c.name);
                crate::screens::pictures::draw_token(
                    ui.painter(),
                    &crate::screens::pictures::Token {
                        center: r.center(),
                        radius: 16.0,
                        picture: Some(tex),
                        team: color,
                        letters: &letters,
                        acting: false,
                    },
                );
            }
            let name = RichText::new(&c.name)
                .size(pt(17.0))
                .strong()
                .color(if c.retired { MUTED } else { color });
            ui.label(if c.retired {
                name.strikethrough()
            } else {
                name
            });
            if c.first {
                ui.label(RichText::new(t("FIRST")).size(pt(11.0)).strong().color(GOLD))
                    .on_hover_text(t(
                        "Won this turn's initiative (1D6 + body, −1 per Slow): it acts first.",
                    ));
            }
            if c.acting {
                ui.label(RichText::new(t("▶ acting")).size(pt(11.0)).color(GOLD));
            }
        });
        let s = c.stats;
        ui.label(
            RichText::new(tf(
                "body {0} · reflex {1} · intellect {2}",
                &[&s.body, &s.reflex, &s.intellect],
            ))
            .size(pt(12.0))
            .color(MUTED),
        )
        .on_hover_text(crate::data::arena::words::STATS);
        if !c.text.is_empty() {
            ui.label(RichText::new(&c.text).size(pt(12.0)).italics().color(MUTED));
        }
        hp_bar(ui, c.hp, c.max_hp);
        ui.horizontal_wrapped(|ui| status_chips(ui, &c.statuses, &c.status_icons));
        // What its plans use next, decided already (issue 40, item 4).
        let next = c.next.as_deref().map_or_else(
            || t("NEXT: no skill it can use").to_string(),
            |n| tf("NEXT: {0}", &[&n]),
        );
        ui.label(RichText::new(next).size(pt(12.5)).color(if c.next.is_some() { GOLD } else { MUTED }))
            .on_hover_text(t("What its plans use next: the first skill, in the order tried, that is not passive, bound or forbidden and that the pattern in use can pay (with those panels). It changes as panels are used and plans come into force."));
    });
    let spot = super::super::fx::Spot::Fighter(c.serial);
    super::super::fx::anchor(ui.ctx(), spot, card.response.rect);
    ui.add_space(4.0);
    heading(ui, t("PATTERNS"));
    for (i, p) in c.patterns.iter().enumerate() {
        pattern_row(ui, i, p, i == c.current);
    }
    heading(ui, t("SKILLS (tried top first)"));
    for s in &c.skills {
        skill_row(ui, s, &c.status_icons);
    }
    heading(ui, t("PLANS"));
    for (i, p) in c.plans.iter().enumerate() {
        plan_row(ui, i, p);
    }
}

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(2.0);
    ui.label(RichText::new(text).size(pt(11.0)).color(MUTED));
}

fn hp_bar(ui: &mut egui::Ui, hp: i32, max: i32) {
    let (rect, bar) =
        ui.allocate_exact_size(vec2(ui.available_width(), 18.0), egui::Sense::hover());
    bar.on_hover_text(t(
        "HP: what attacks take away (4 × body at the start); at 0 the bout is lost.",
    ));
    let p = ui.painter_at(rect);
    p.rect_filled(rect, 4, style::BG);
    let share = if max > 0 {
        (hp.max(0) as f32 / max as f32).min(1.0)
    } else {
        0.0
    };
    let fill = Rect::from_min_size(rect.min, vec2(rect.width() * share, rect.height()));
    p.rect_filled(fill, 4, if share > 0.34 { GOOD } else { BAD });
    p.text(
        rect.center(),
        Align2::CENTER_CENTER,
        format!("HP {hp} / {max}"),
        font(12.5),
        TEXT,
    );
}

/// One pattern: its letter, then its panels left to right.
fn pattern_row(ui: &mut egui::Ui, i: usize, panels: &[PanelSlot], current: bool) {
    let n = panels.len().max(1) as f32;
    let size = ((ui.available_width() - 30.0) / n - 4.0).clamp(18.0, 38.0);
    let (rect, _) = ui.allocate_exact_size(
        vec2(ui.available_width(), size + 14.0),
        egui::Sense::hover(),
    );
    let p = ui.painter_at(rect);
    let tag = if current {
        format!("{} ▶", pattern_letter(i))
    } else {
        pattern_letter(i).to_string()
    };
    let letter = p.text(
        pos2(rect.left(), rect.top() + size / 2.0),
        Align2::LEFT_CENTER,
        tag,
        font(13.0),
        if current { GOLD } else { MUTED },
    );
    let words = if current {
        t(
            "The pattern in use (▶): skills are paid from its unused panels; a used panel is dimmed, \
             a gold rim keeps a maintained skill.",
        )
    } else {
        t("Another pattern: a pattern switch (a plan's SwitchPattern) makes it the one in use.")
    };
    ui.interact(
        letter.expand(3.0),
        ui.id().with(("pattern", i)),
        egui::Sense::hover(),
    )
    .on_hover_text(tf("Pattern {0}. {1}", &[&pattern_letter(i), &words]));
    for (k, slot) in panels.iter().enumerate() {
        let at = pos2(rect.left() + 30.0 + k as f32 * (size + 4.0), rect.top());
        let square = Rect::from_min_size(at, vec2(size, size));
        let base = panel_color(slot.panel);
        let fade = match (current, slot.used) {
            (true, false) => 0.0,
            (true, true) => 0.72,
            (false, _) => 0.55,
        };
        p.rect_filled(square, 5, dim(base, fade));
        if slot.maintains.is_some() {
            p.rect_stroke(square, 5, Stroke::new(2.5, GOLD), StrokeKind::Inside);
        } else if current {
            p.rect_stroke(square, 5, Stroke::new(1.0, LINE), StrokeKind::Inside);
        }
        let label = crate::data::lang::word(slot.panel.short());
        let ink = if fade > 0.5 { MUTED } else { style::BG };
        p.text(
            square.center(),
            Align2::CENTER_CENTER,
            label,
            font(size * 0.38),
            ink,
        );
        if let Some(s) = slot.statuses.first() {
            let more = if slot.statuses.len() > 1 { "+" } else { "" };
            p.text(
                pos2(square.center().x, square.bottom() + 1.0),
                Align2::CENTER_TOP,
                format!("{}{more}", s.name().chars().take(3).collect::<String>()),
                font(9.5),
                NAMED,
            );
        }
        // The hover covers the status's letters under the square too.
        let area = square.with_max_y(square.bottom() + 12.0);
        let hover = ui.interact(area, ui.id().with(("panel", i, k)), egui::Sense::hover());
        hover.on_hover_text(panel_hover(i, k, slot));
    }
}

fn panel_hover(i: usize, k: usize, slot: &PanelSlot) -> String {
    let panel = if slot.used {
        "Pattern {0} panel P{1}: {2}, used"
    } else {
        "Pattern {0} panel P{1}: {2}, unused"
    };
    let mut text = tf(
        panel,
        &[&pattern_letter(i), &(k + 1), &t(slot.panel.name())],
    );
    if slot.maintains.is_some() {
        text.push_str(t("\nkeeps a maintained skill"));
    }
    for s in &slot.statuses {
        text.push_str(&format!(
            "\n{}: {}",
            s.name(),
            crate::data::lang::t(s.meaning())
        ));
    }
    text
}

/// A skill's hover: its text, its panel cost in words, and whether the pattern in use pays it now
/// (and with which panels).
fn skill_hover(s: &SkillRow) -> String {
    let cost = tf(
        "Cost: {0}",
        &[&crate::data::arena::words::cost_words(&s.cost)],
    );
    let now = match &s.pays {
        Some(p) if p.is_empty() => t("Payable now: it costs no panel").to_string(),
        Some(p) => {
            let at: Vec<String> = p.iter().map(|i| format!("P{}", i + 1)).collect();
            tf("Payable now with {0}", &[&at.join("+")])
        }
        None => t("Not payable now: the pattern in use has no such unused panels").to_string(),
    };
    format!("{}\n\n{cost}\n{now}", s.text)
}

fn skill_row(ui: &mut egui::Ui, s: &SkillRow, icons: &[(ArenaStatus, egui::TextureId)]) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for &p in &s.cost {
            let (r, square) = ui.allocate_exact_size(vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter().rect_filled(r, 2, panel_color(p));
            square.on_hover_text(tf(
                "Cost: {0}",
                &[&crate::data::arena::words::cost_words(&s.cost)],
            ));
        }
        ui.add_space(4.0);
        if let Some(tex) = s.picture {
            ui.add(egui::Image::new((tex, vec2(16.0, 16.0))));
        }
        let bound = s.statuses.contains(&ArenaStatus::Bind);
        let mut name = RichText::new(&s.name)
            .size(pt(13.0))
            .color(if s.forbidden || bound { MUTED } else { TEXT });
        if s.forbidden {
            name = name.strikethrough();
        }
        ui.label(name).on_hover_text(skill_hover(s));
        if s.passive {
            ui.label(RichText::new(t("passive")).size(pt(10.5)).color(MUTED))
                .on_hover_text(t(
                    "Passive: never used in its owner's action phase; it answers its trigger (an \
                 attack on its owner, or a foe's skill), paid from the pattern in use then.",
                ));
        }
        let maintenance = t(
            "Maintain: once used, it goes on working while the panels it used stay \
            used and unbound in the pattern in use; a Bind on them or on the skill ends it.",
        );
        if s.maintained {
            ui.label(
                RichText::new(t("MAINTAINED"))
                    .size(pt(10.5))
                    .strong()
                    .color(GOLD),
            )
            .on_hover_text(tf("Working now. {0}", &[&maintenance]));
        } else if s.maintainable {
            ui.label(RichText::new(t("maintain")).size(pt(10.5)).color(MUTED))
                .on_hover_text(maintenance);
        }
        status_chips(ui, &s.statuses, icons);
    });
}

fn plan_row(ui: &mut egui::Ui, i: usize, p: &PlanRow) {
    let bound = p.statuses.contains(&ArenaStatus::Bind);
    let (mark, color) = match (p.in_force, bound) {
        (_, true) => ("×", MUTED),
        (true, false) => ("▶", GOLD),
        (false, false) => ("·", MUTED),
    };
    let hover = match (p.in_force, bound) {
        (_, true) => t("Bound: this plan is not referred to"),
        (true, false) => t("In force now"),
        (false, false) => t("Its conditions do not hold now"),
    };
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.label(RichText::new(mark).size(pt(12.0)).color(color));
        let text = RichText::new(format!("{}. {}", i + 1, p.words))
            .size(pt(12.0))
            .color(if p.in_force { TEXT } else { MUTED });
        ui.add(egui::Label::new(text).truncate())
            .on_hover_text(format!("{}\n{hover}", p.words));
    });
}
