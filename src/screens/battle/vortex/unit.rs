//! The sheet of the fighter in focus: name, HP and AC; its readied card with its AC and panel
//! cost; its six faces, each marked payable now or why not; and its skill patterns, the one in
//! use marked, each panel shown used, bound or frozen.

use super::model::{PanelView, UnitView};
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
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(&u.name)
                    .size(pt(16.0))
                    .strong()
                    .color(team_color(u.team)),
            );
            let hp = if u.retired {
                "retired".to_string()
            } else {
                format!("HP {}/{}", u.hp.current, u.hp.start)
            };
            ui.label(RichText::new(hp).size(pt(14.0)).color(GOOD))
                .on_hover_text("HP: what damage takes away; at 0 the fighter retires.");
            ui.label(RichText::new(format!("AC {}", u.ac)).size(pt(14.0)).color(GOLD))
                .on_hover_text(AC_TIP);
        });
        match &u.readied {
            Some(r) => {
                let panels: Vec<&str> = r.panels.iter().map(|p| p.short()).collect();
                let panels = if panels.is_empty() {
                    "no panel".to_string()
                } else {
                    panels.join("+")
                };
                ui.label(
                    RichText::new(format!("READIED  face {}: {}", r.face, r.name))
                        .size(pt(14.0))
                        .strong()
                        .color(GOLD),
                )
                .on_hover_text(&r.text);
                ui.label(
                    RichText::new(format!("cost AC {}, {panels}  ·  {}", r.ac, r.range))
                        .size(pt(12.5))
                        .color(TEXT),
                )
                .on_hover_text(format!(
                    "{}\nRange: how many squares from the user a target may stand.",
                    cost_words(r.ac, &r.panels)
                ));
            }
            None => {
                ui.label(RichText::new("no card readied").size(pt(13.0)).color(MUTED));
            }
        }
        for f in &u.faces {
            let panels: Vec<&str> = f.cost.panels.iter().map(|p| p.short()).collect();
            let cost = format!("AC {} {}", f.cost.ac, panels.join("+"));
            let (state, color) = if f.payable {
                ("payable".to_string(), GOOD)
            } else {
                (f.why.to_string(), BAD)
            };
            let readied = u.readied.as_ref().is_some_and(|r| r.face == f.face);
            let text = format!("{} {}  {cost}  · {state}", f.face, f.name);
            let rich = RichText::new(text).size(pt(12.0));
            let state = if f.payable {
                "It could be played now (its targets aside).".to_string()
            } else {
                format!("Not now: {}.", f.why)
            };
            ui.label(if readied {
                rich.color(GOLD).strong()
            } else if f.payable {
                rich.color(TEXT)
            } else {
                rich.color(dim(color, 0.3))
            })
            .on_hover_text(format!(
                "Face {} of the action deck: the action die readies it on a roll of {}.\n{}\n{state}",
                f.face,
                f.face,
                cost_words(f.cost.ac, &f.cost.panels)
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
    format!("Cost: {ac} AC and {} ({PANEL_KEY}).", cost_words(panels))
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
            (_, _, true) => format!("{}*", p.panel.short()),
            (_, true, _) => format!("{}!", p.panel.short()),
            _ => p.panel.short().to_string(),
        };
        painter.text(
            chip.center(),
            Align2::CENTER_CENTER,
            mark,
            font(11.5),
            if p.used { MUTED } else { TEXT },
        );
        let mut w = p.panel.name().to_string();
        for (on, m) in [(p.used, "used"), (p.bound, "bound"), (p.frozen, "frozen")] {
            if on {
                w.push_str(&format!(" ({m})"));
            }
        }
        tip.push(w);
        x = chip.right() + 4.0;
    }
    let in_use = if in_use { ", in use" } else { "" };
    response.on_hover_text(format!(
        "Pattern {letter}{in_use}: {}. Used panels come back at the round's end; a bound one \
         (!) cannot pay; a frozen one (*) pays last and does not come back.",
        tip.join(", ")
    ));
}
