//! The sheet of the fighter in focus: name, HP and AC; its readied card with its AC and panel
//! cost; its six faces, each marked payable now or why not; and its skill patterns, the one in
//! use marked, each panel shown used, bound or frozen.

use super::model::{PanelView, UnitView};
use crate::data::lang::{self, t, tf};
use crate::screens::style::pt;
use crate::screens::style::{
    self, BAD, GOLD, GOOD, LINE, MUTED, TEXT, dim, font, panel_color, team_color,
};
use bevy_egui::egui::{self, Align2, Color32, Rect, RichText, Sense, Stroke, StrokeKind, vec2};

/// The fighter's sheet.
pub(super) fn sheet(ui: &mut egui::Ui, u: &UnitView) {
    ui.add_space(6.0);
    style::boxed(Color32::TRANSPARENT, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(&u.name)
                    .size(pt(16.0))
                    .strong()
                    .color(team_color(u.team)),
            );
            let hp = if u.retired {
                t("retired").to_string()
            } else {
                format!("HP {}/{}", u.hp.current, u.hp.start)
            };
            ui.label(RichText::new(hp).size(pt(14.0)).color(GOOD))
                .on_hover_text(t("HP: what damage takes away; at 0 the fighter retires."));
            ui.label(RichText::new(format!("AC {}", u.ac)).size(pt(14.0)).color(GOLD))
                .on_hover_text(t(AC_TIP));
        });
        match &u.readied {
            Some(r) => {
                let panels: Vec<&str> = r.panels.iter().map(|p| crate::data::lang::word(p.short())).collect();
                let panels = if panels.is_empty() {
                    t("no panel").to_string()
                } else {
                    panels.join("+")
                };
                ui.label(
                    RichText::new(tf("READIED  face {0}: {1}", &[&r.face, &r.name]))
                        .size(pt(14.0))
                        .strong()
                        .color(GOLD),
                )
                .on_hover_text(&r.text);
                ui.label(
                    RichText::new(tf("cost AC {0}, {1}  ·  {2}", &[&r.ac, &panels, &r.range]))
                        .size(pt(12.5))
                        .color(TEXT),
                )
                .on_hover_text(tf(
                    "{0}\nRange: how many squares from the user a target may stand.",
                    &[&cost_words(r.ac, &r.panels)],
                ));
            }
            None => {
                ui.label(RichText::new(t("no card readied")).size(pt(13.0)).color(MUTED));
            }
        }
        for f in &u.faces {
            let panels: Vec<&str> = f.cost.panels.iter().map(|p| crate::data::lang::word(p.short())).collect();
            let cost = format!("AC {} {}", f.cost.ac, panels.join("+"));
            let (state, color) = if f.payable {
                (t("payable").to_string(), GOOD)
            } else {
                (t(f.why).to_string(), BAD)
            };
            let readied = u.readied.as_ref().is_some_and(|r| r.face == f.face);
            let text = format!("{} {}  {cost}  · {state}", f.face, lang::shown(&f.name));
            let rich = RichText::new(text).size(pt(12.0));
            let state = if f.payable {
                t("It could be played now (its targets aside).").to_string()
            } else {
                tf("Not now: {0}.", &[&t(f.why)])
            };
            ui.label(if readied {
                rich.color(GOLD).strong()
            } else if f.payable {
                rich.color(TEXT)
            } else {
                rich.color(dim(color, 0.3))
            })
            .on_hover_text(tf(
                "Face {0} of the action deck: the action die readies it on a roll of {0}.\n{1}\n{2}",
                &[&f.face, &cost_words(f.cost.ac, &f.cost.panels), &state],
            ));
        }
        for (k, row) in u.patterns.iter().enumerate() {
            pattern_row(ui, k, row, k == u.pattern);
        }
    });
}

/// What the AC on a sheet or a map square is.
pub(super) const AC_TIP: &str = "AC, the action counter: set from speed at each round's start; \
    the fighter with the most AC acts next, and each turn takes 1. Playing a card takes its AC \
    cost too: one costing up to AC + 2 may be played, and AC below 0 is carried into the next \
    round.";

/// A card's cost in words: its AC and the panels it uses, by their full names.
fn cost_words(ac: u8, panels: &[crate::data::arena::Panel]) -> String {
    use crate::data::arena::words::{PANEL_KEY, cost_words};
    tf(
        "Cost: {0} AC and {1} ({2}).",
        &[&ac, &cost_words(panels), &PANEL_KEY],
    )
}

/// One pattern: its letter, then its panels left to right.
fn pattern_row(ui: &mut egui::Ui, k: usize, row: &[PanelView], in_use: bool) {
    let (rect, response) = ui.allocate_exact_size(vec2(ui.available_width(), 24.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let letter = crate::data::arena::contender::pattern_letter(k);
    let head = if in_use {
        format!("▶ {letter}")
    } else {
        format!("  {letter}")
    };
    painter.text(
        rect.left_center(),
        Align2::LEFT_CENTER,
        head,
        font(13.0),
        if in_use { GOLD } else { MUTED },
    );
    let mut x = rect.left() + 28.0;
    let mut tip = Vec::new();
    for p in row {
        let chip = Rect::from_min_size(egui::pos2(x, rect.top() + 2.0), vec2(34.0, 20.0));
        let color = panel_color(p.panel);
        let fill = if p.used {
            dim(color, 0.8)
        } else {
            dim(color, 0.35)
        };
        painter.rect_filled(chip, 3, fill);
        let stroke = if p.frozen {
            Stroke::new(2.0, Color32::from_rgb(170, 220, 255))
        } else if p.bound {
            Stroke::new(2.0, BAD)
        } else {
            Stroke::new(1.0, dim(color, 0.2))
        };
        painter.rect_stroke(chip, 3, stroke, StrokeKind::Inside);
        let mark = match (p.used, p.bound, p.frozen) {
            (_, _, true) => format!("{}*", crate::data::lang::word(p.panel.short())),
            (_, true, _) => format!("{}!", crate::data::lang::word(p.panel.short())),
            _ => crate::data::lang::word(p.panel.short()).to_string(),
        };
        painter.text(
            chip.center(),
            Align2::CENTER_CENTER,
            mark,
            font(11.5),
            if p.used { MUTED } else { TEXT },
        );
        let mut w = t(p.panel.name()).to_string();
        for (on, m) in [
            (p.used, " (used)"),
            (p.bound, " (bound)"),
            (p.frozen, " (frozen)"),
        ] {
            if on {
                w.push_str(t(m));
            }
        }
        tip.push(w);
        x = chip.right() + 4.0;
    }
    let words = if in_use {
        "Pattern {0}, in use: {1}. Used panels come back at the round's end; a bound one \
         (!) cannot pay; a frozen one (*) pays last and does not come back."
    } else {
        "Pattern {0}: {1}. Used panels come back at the round's end; a bound one \
         (!) cannot pay; a frozen one (*) pays last and does not come back."
    };
    response.on_hover_text(tf(words, &[&letter, &tip.join(", ")]));
}
