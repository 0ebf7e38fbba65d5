//! The builder's screen: the stats with what they allow, the skills (the contender's in the
//! order tried, and every skill of the game to take), the patterns and plans (`super::plans`),
//! and the bar that saves, resets, fights or goes back. Enter fights, S saves, R goes back to the
//! scenario's contender, Esc goes back to the list.

use super::super::builder_bar::{self, Pressed};
use super::super::style::{self, GOLD, MUTED, TEXT};
use super::super::{Chosen, Screen};
use super::{Builder, fight};
use crate::data::Catalog;
use crate::data::arena::Contender;
use crate::data::arena::build::Stat;
use crate::data::lang::{t, tf};
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, Margin, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Screen::Build)));
}

fn draw(
    mut contexts: EguiContexts,
    input: Res<ButtonInput<KeyCode>>,
    bar_keys: crate::screens::input::Actions<crate::screens::keys::BuilderAction>,
    mut catalog: ResMut<Catalog>,
    mut builder: ResMut<Builder>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "build");
    // The name field takes letters: S and R act only while it is not being typed in.
    let keys = Pressed::keys(&bar_keys, &input, ctx.egui_wants_keyboard_input());
    let mut title = catalog
        .levels
        .get(&builder.level_id)
        .map_or(builder.level_id.clone(), |l| {
            crate::data::lang::shown(&l.name).into_owned()
        });
    if let Some(m) = &builder.tournament {
        title = tf(
            "Tournament, match {0} of {1}: {2}",
            &[&(m.index + 1), &m.of, &title],
        );
    }
    builder_bar::header(
        &mut root,
        "build_top",
        t("BUILD YOUR CONTENDER"),
        &title,
        |_| {},
    );
    let before = builder
        .tournament
        .as_ref()
        .and_then(|m| m.before().cloned());
    let labels = match &before {
        Some(_) => (
            t("Fight"),
            t("Last match's contender"),
            t("Ready: every point won is given, and what the last match had is kept"),
        ),
        None => (
            t("Fight"),
            t("Scenario's contender"),
            t("Ready: the contender keeps every creation rule"),
        ),
    };
    let go = builder_bar::footer(
        &mut root,
        "build_bar",
        labels,
        keys,
        &mut *builder,
        &catalog,
        &mut next,
    );
    let skills: Vec<(String, String, String)> = catalog
        .skills
        .iter()
        .map(|(id, s)| {
            (
                id.clone(),
                crate::data::lang::shown(&s.name).into_owned(),
                super::opponent::skill_hover(&catalog, id),
            )
        })
        .collect();
    let opponent = super::opponent::of_level(&catalog, &builder.level).cloned();
    let Some(draft) = builder.draft.as_mut() else {
        egui::CentralPanel::default().show(&mut root, |ui| {
            ui.label(t("This scenario has no contender for the player."));
        });
        return Ok(());
    };
    egui::Panel::left("build_left")
        .exact_size(430.0)
        .resizable(false)
        .frame(style::bare_panel().inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            stats_box(ui, draft, before.as_ref());
            ui.add_space(6.0);
            skills_box(ui, draft, &skills, before.as_ref());
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            // The bout ahead: whom the contender will face (issue 40, item 4).
            if let Some(o) = &opponent {
                super::opponent::opponent_box(ui, &catalog, o);
                ui.add_space(6.0);
            }
            super::plans::patterns_and_plans(ui, draft, &skills)
        });
    if go {
        let builder = &mut *builder;
        fight(builder, &mut catalog, &mut chosen, &mut next);
    }
    Ok(())
}

fn stats_box(ui: &mut egui::Ui, c: &mut Contender, before: Option<&Contender>) {
    ui.label(RichText::new(t("STATS")).size(pt(12.0)).color(MUTED));
    ui.horizontal(|ui| {
        ui.label(t("Name"));
        let name = ui.add(egui::TextEdit::singleline(&mut c.name).desired_width(300.0));
        // The player's own words: the Japanese of the contender it was made from no longer fits.
        if name.changed() {
            c.ja = None;
        }
    });
    ui.horizontal(|ui| {
        ui.label(t("Story"));
        let story = ui.add(
            egui::TextEdit::multiline(&mut c.text)
                .desired_rows(2)
                .desired_width(300.0)
                .hint_text(t("who they are, in a line or two")),
        );
        if story.changed() {
            c.ja = None;
        }
    });
    if let Some(b) = before {
        ui.label(
            RichText::new(tf(
                "Grown: a point for each win. Stats never go below the last match's                  ({0}/{1}/{2}); its skills are kept; intellect given now adds 3 skills a point.",
                &[&b.stats.body, &b.stats.reflex, &b.stats.intellect],
            ))
            .size(pt(12.0))
            .color(GOLD),
        );
    }
    let step = |c: &mut Contender, which, up| match before {
        Some(b) => c.grow_stat(which, up, b),
        None => c.step_stat(which, up),
    };
    for (which, label, gives) in [
        (Stat::Body, t("Body"), t("HP ×4")),
        (Stat::Reflex, t("Reflex"), t("panels per pattern")),
        (
            Stat::Intellect,
            t("Intellect"),
            t("skills, patterns, plans"),
        ),
    ] {
        let value = match which {
            Stat::Body => c.stats.body,
            Stat::Reflex => c.stats.reflex,
            Stat::Intellect => c.stats.intellect,
        };
        ui.horizontal(|ui| {
            ui.label(RichText::new(label).size(pt(15.0)).strong());
            // (In characters: a Japanese label's bytes are three a character.)
            ui.add_space(70.0 - 8.0 * label.chars().count() as f32);
            if ui.button("−").clicked() {
                step(c, which, false);
            }
            ui.label(
                RichText::new(value.to_string())
                    .size(pt(17.0))
                    .strong()
                    .color(GOLD),
            );
            if ui.button("+").clicked() {
                step(c, which, true);
            }
            ui.label(RichText::new(gives).size(pt(12.0)).color(MUTED));
        });
    }
    let s = c.stats;
    ui.label(
        RichText::new(tf(
            "{0} of {1} points left  ·  HP {2}  ·  {3} panels a pattern  ·  {4} skills, {5} patterns, {6} plans",
            &[
                &c.points_left(),
                &c.stat_points(),
                &s.hp(),
                &s.panels_per_pattern(),
                &c.skills_allowed(),
                &s.patterns(),
                &s.plans(),
            ],
        ))
        .size(pt(12.5))
        .color(TEXT),
    );
}

fn skills_box(
    ui: &mut egui::Ui,
    c: &mut Contender,
    all: &[(String, String, String)],
    before: Option<&Contender>,
) {
    let kept = |id: &str| before.is_some_and(|b| b.skills.iter().any(|s| s == id));
    let name_of = |id: &str| {
        all.iter()
            .find(|s| s.0 == id)
            .map_or(id.to_string(), |s| s.1.clone())
    };
    ui.label(
        RichText::new(tf(
            "YOUR SKILLS ({0} of {1}), tried top first",
            &[&c.skills.len(), &c.skills_allowed()],
        ))
        .size(pt(12.0))
        .color(MUTED),
    );
    let mut action: Option<(usize, i8)> = None;
    for (i, id) in c.skills.iter().enumerate() {
        ui.horizontal(|ui| {
            if ui.small_button(t("up")).clicked() {
                action = Some((i, -1));
            }
            if ui.small_button(t("down")).clicked() {
                action = Some((i, 1));
            }
            let drop = ui.add_enabled(!kept(id), egui::Button::new("×").small());
            if drop
                .on_disabled_hover_text(t("kept: it fought the last match"))
                .clicked()
            {
                action = Some((i, 0));
            }
            let hover = all.iter().find(|s| s.0 == *id).map_or("", |s| s.2.as_str());
            ui.label(RichText::new(name_of(id)).size(pt(14.0)))
                .on_hover_text(hover);
        });
    }
    match action {
        Some((i, 0)) => {
            let id = c.skills[i].clone();
            c.toggle_skill(&id);
        }
        Some((i, d)) => c.move_skill(i, d < 0),
        None => {}
    }
    ui.add_space(4.0);
    ui.label(
        RichText::new(t("EVERY SKILL (click to take)"))
            .size(pt(12.0))
            .color(MUTED),
    );
    let full = c.skills.len() >= c.skills_allowed();
    egui::ScrollArea::vertical()
        .id_salt("build_skills")
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (id, name, text) in all {
                    let taken = c.skills.contains(id);
                    let button = style::toggle_button(RichText::new(name).size(pt(13.0)), taken);
                    let free = (taken && !kept(id)) || (!taken && !full);
                    // Its text and cost show whether it can be taken now or not.
                    let why = if taken {
                        t("kept: it fought the last match")
                    } else {
                        t("every skill slot is full: drop one of yours to take it")
                    };
                    let r = ui
                        .add_enabled(free, button)
                        .on_hover_text(text)
                        .on_disabled_hover_text(format!("{text}\n\n{why}"));
                    if r.clicked() {
                        c.toggle_skill(id);
                    }
                }
            });
        });
}
