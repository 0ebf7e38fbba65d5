//! Draws the look-over: one column per team, a box per fighter (card, deck faces 1–6, extra
//! cards, states, plans), and the field and terrain above them.

use super::super::style::{self, BAD, BASE, GOLD, LINE, MUTED, NAMED, RAISED, TEXT, dim};
use super::{ExtrasSeen, LookFace, LookFighter, LookOver};
use crate::data::lang::{t, tf};
use crate::data::{Control, LineName};
use crate::screens::style::pt;
use bevy_egui::egui::{self, RichText};

/// The whole look-over in the space left in `ui`, scrolling when it is taller.
pub(in super::super) fn look_panel(ui: &mut egui::Ui, look: &LookOver) {
    if look.field.is_some() || !look.terrain.is_empty() {
        ui.horizontal_wrapped(|ui| {
            if let Some((name, text)) = &look.field {
                ui.label(RichText::new(t("Field card:")).size(pt(14.0)).color(MUTED));
                ui.label(RichText::new(name).size(pt(14.0)).strong().color(GOLD))
                    .on_hover_text(text);
                ui.add_space(16.0);
            }
            for (name, text) in &look.terrain {
                ui.label(RichText::new(t("Terrain:")).size(pt(14.0)).color(MUTED));
                ui.label(RichText::new(name).size(pt(14.0)).strong().color(BASE))
                    .on_hover_text(text);
                ui.label(RichText::new(text).size(pt(13.0)).color(MUTED));
                ui.add_space(16.0);
            }
        });
        ui.add_space(6.0);
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let n = look.teams.len().max(1);
            ui.columns(n, |columns| {
                for (team, column) in look.teams.iter().zip(columns.iter_mut()) {
                    let color = style::team_color(team.fighters.first().map_or(0, |f| f.team));
                    let who = match team.control {
                        Control::Player => t("you"),
                        Control::Plans => t("plans"),
                    };
                    column.label(
                        RichText::new(format!("{}  ({who})", crate::data::lang::shown(&team.name)))
                            .size(pt(18.0))
                            .strong()
                            .color(color),
                    );
                    for f in &team.fighters {
                        fighter_box(column, f);
                        column.add_space(6.0);
                    }
                }
            });
        });
}

/// One fighter's box.
fn fighter_box(ui: &mut egui::Ui, f: &LookFighter) {
    let color = style::team_color(f.team);
    let border = if f.retired { LINE } else { dim(color, 0.35) };
    style::boxed(RAISED, border)
        .inner_margin(egui::Margin::symmetric(10, 6))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                let name = RichText::new(&f.name).size(pt(16.0)).strong();
                ui.label(if f.retired {
                    name.color(MUTED).strikethrough()
                } else {
                    name.color(TEXT)
                });
                let place = match &f.map {
                    Some(m) => m.square.map_or(String::new(), |(x, y)| {
                        tf(" · square ({0}, {1})", &[&x, &y])
                    }),
                    // The line's name whole ("front line"), as the table has it.
                    None => format!(
                        " · {}",
                        t(match f.line {
                            LineName::Front => "front line",
                            LineName::Middle => "middle line",
                            LineName::Back => "back line",
                        })
                    ),
                };
                ui.label(
                    RichText::new(format!("{}{place}", f.kind))
                        .size(pt(13.0))
                        .color(MUTED),
                );
            });
            if let Some(m) = &f.map {
                // A map fighter: its sheet, not a Duel fighter's AP, lines and deck.
                for (text, color, tip) in &m.lines {
                    // The map sheet's own words for each line (issue 40, item 5).
                    let label = ui.label(RichText::new(text).size(pt(12.5)).color(*color));
                    if let Some(tip) = tip {
                        label.on_hover_text(tip);
                    }
                }
                if !f.text.is_empty() {
                    ui.add(
                        egui::Label::new(RichText::new(&f.text).size(pt(12.5)).color(MUTED)).wrap(),
                    );
                }
                plans_label(ui, &f.plans);
                return;
            }
            let mut facts = vec![format!("HP {} / {}", f.hp.0, f.hp.1)];
            if let Some((ap, total)) = f.ap {
                facts.push(tf("AP {0} (deck costs {1})", &[&ap, &total]));
            }
            if let Some(threat) = f.threat {
                facts.push(tf("threat {0}", &[&threat]));
            }
            let names = |v: &[String]| {
                if v.is_empty() {
                    t("none").to_string()
                } else {
                    crate::data::lang::words(v)
                }
            };
            facts.push(tf("attributes {0}", &[&names(&f.attributes)]));
            facts.push(tf("races {0}", &[&names(&f.races)]));
            ui.label(
                RichText::new(facts.join("  ·  "))
                    .size(pt(13.0))
                    .color(TEXT),
            )
            .on_hover_text(t(
                "HP: at 0 it retires. AP: the most its deck's six cards may cost together. \
                     Threat: a token's weight in its master's servant frame. Attributes and \
                     races: what cards and abilities name.",
            ));
            if !f.text.is_empty() {
                ui.add(egui::Label::new(RichText::new(&f.text).size(pt(12.5)).color(MUTED)).wrap());
            }
            // Faces 1-3 on the left, 4-6 on the right.
            let half = f.deck.len().div_ceil(2);
            ui.columns(2, |columns| {
                for (i, face) in f.deck.iter().enumerate() {
                    face_label(&mut columns[i / half.max(1)], i, face);
                }
            });
            match &f.extras {
                ExtrasSeen::Shown(list) => {
                    for (name, text) in list {
                        ui.label(
                            RichText::new(tf("extra: {0}", &[&name]))
                                .size(pt(12.5))
                                .color(NAMED),
                        )
                        .on_hover_text(text);
                    }
                }
                ExtrasSeen::Hidden(0) => {}
                ExtrasSeen::Hidden(n) => {
                    ui.label(
                        RichText::new(tf("{0} extra card(s), held face down", &[&n]))
                            .size(pt(12.5))
                            .color(MUTED),
                    );
                }
            }
            if !f.states.is_empty() {
                ui.add(
                    egui::Label::new(
                        RichText::new(f.states.join("  ·  "))
                            .size(pt(12.5))
                            .color(BAD),
                    )
                    .wrap(),
                );
            }
            plans_label(ui, &f.plans);
        });
}

/// A fighter's plans, numbered, on one wrapped line (all of them on hover).
fn plans_label(ui: &mut egui::Ui, plans: &[String]) {
    if plans.is_empty() {
        return;
    }
    let numbered: Vec<String> = plans
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}. {p}", i + 1))
        .collect();
    ui.add(
        egui::Label::new(
            RichText::new(tf("plans: {0}", &[&numbered.join("  ")]))
                .size(pt(12.0))
                .color(MUTED),
        )
        .truncate(),
    )
    .on_hover_text(numbered.join("\n"));
}

/// One face of a deck: its number, cost and name, its text on hover.
fn face_label(ui: &mut egui::Ui, i: usize, face: &LookFace) {
    let line = format!("{}  {:>2}  {}", i + 1, face.cost, face.name);
    let what = tf(
        "Face {0}, cost {1} (of the fighter's AP).\n",
        &[&(i + 1), &face.cost],
    );
    let color = if face.up { TEXT } else { dim(TEXT, 0.55) };
    let text = RichText::new(line).font(style::mono(12.5)).color(color);
    let label = ui.add(egui::Label::new(text).truncate());
    let down = if face.up {
        ""
    } else {
        t("\n(turned face down)")
    };
    label.on_hover_text(format!("{what}{}{down}", face.text));
}
