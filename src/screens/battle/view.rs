//! The battle screen's layout: the top bar (scenario, round, phase, clock), the initiative order,
//! the field and battle log on the right, the die and deck at the bottom, the battlefield between.

use super::super::Screen;
use super::super::style::{self, BAD, GOLD, GOOD, LINE, MUTED, PANEL, TEXT, dim, font, team_color};
use super::board::{Acting, board};
use super::deck::{deck_row, die_box};
use super::model::{FighterQuery, FighterView, find, snapshot};
use super::{BattleView, SPEEDS, prompt};
use crate::data::{Catalog, Control};
use crate::rules::battle::{Battle, Outcome};
use crate::rules::control::Decisions;
use crate::rules::field::FieldState;
use crate::rules::log::BattleLog;
use crate::rules::phase::RoundPhase;
use crate::rules::turn::{DieRoll, TurnState};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Rect, RichText, Stroke, StrokeKind, pos2, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

fn draw(
    mut contexts: EguiContexts,
    (battle, log, turn, field, catalog): (
        Res<Battle>,
        Res<BattleLog>,
        Res<TurnState>,
        Res<FieldState>,
        Res<Catalog>,
    ),
    mut decisions: ResMut<Decisions>,
    mut view: ResMut<BattleView>,
    mut seen_roll: Local<Option<DieRoll>>,
    q: FighterQuery,
) -> Result {
    let fighters = snapshot(&q);
    if *seen_roll != turn.last_roll {
        seen_roll.clone_from(&turn.last_roll);
        view.roll_age = 0.0;
    }
    let acting = Acting {
        owner: turn.turn.as_ref().map(|t| t.owner),
        now: turn.turn.as_ref().map(|t| t.acting),
    };
    let teams: Vec<String> = battle.teams.iter().map(|t| t.name.clone()).collect();
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "battle".into(),
        egui::UiBuilder::new().max_rect(ctx.viewport_rect()),
    );
    let bar = style::panel_frame(PANEL).inner_margin(egui::Margin::symmetric(12, 6));
    egui::Panel::top("battle_top")
        .frame(bar)
        .show(&mut root, |ui| top_bar(ui, &battle, &catalog, &view));
    egui::Panel::top("battle_order")
        .frame(style::panel_frame(style::BG).inner_margin(egui::Margin::symmetric(12, 6)))
        .show(&mut root, |ui| {
            order_bar(ui, &fighters, acting);
        });
    egui::Panel::right("battle_log")
        .exact_size(330.0)
        .resizable(false)
        .frame(style::panel_frame(PANEL))
        .show(&mut root, |ui| {
            field_box(ui, &field, &catalog);
            log_box(ui, &log);
        });
    egui::Panel::bottom("battle_deck")
        .exact_size(206.0)
        .resizable(false)
        .frame(style::panel_frame(style::BG))
        .show(&mut root, |ui| {
            let roller = turn
                .last_roll
                .as_ref()
                .and_then(|r| find(&fighters, r.fighter));
            let shown = acting
                .now
                .or(turn.last_roll.as_ref().map(|r| r.fighter))
                .and_then(|e| find(&fighters, e));
            let rolled = turn
                .last_roll
                .as_ref()
                .filter(|r| Some(r.fighter) == shown.map(|f| f.entity))
                .map(|r| r.face);
            ui.horizontal(|ui| {
                die_box(ui, turn.last_roll.as_ref(), roller, view.roll_age);
                deck_row(ui, shown, rolled);
            });
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::same(10)))
        .show(&mut root, |ui| {
            prompt::bar(ui, &mut decisions, &fighters, &teams);
            ui.add_space(4.0);
            board(ui, &fighters, &battle, acting, &mut decisions);
            if let Some(outcome) = &battle.outcome {
                banner(ui, &battle, outcome);
            }
        });
    Ok(())
}

fn phase_name(p: RoundPhase) -> &'static str {
    match p {
        RoundPhase::RoundStart => "round start",
        RoundPhase::Initiative => "initiative",
        RoundPhase::PatternSwitch => "pattern switch",
        RoundPhase::Reveal => "reveal",
        RoundPhase::Countdown => "turns",
        RoundPhase::Combat => "combat",
        RoundPhase::RoundEnd => "round end",
    }
}

fn clock(seconds: f32) -> String {
    let s = seconds.max(0.0);
    format!("{}:{:04.1}", (s / 60.0).floor() as u32, s % 60.0)
}

fn top_bar(ui: &mut egui::Ui, battle: &Battle, catalog: &Catalog, view: &BattleView) {
    let level = catalog.levels.get(&battle.level_id);
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(level.map_or(battle.level_id.as_str(), |l| l.name.as_str()))
                .size(18.0)
                .strong(),
        );
        ui.label(
            RichText::new(format!(
                "{} preset  ·  seed {}",
                battle.preset.name(),
                battle.seed
            ))
            .size(13.0)
            .color(MUTED),
        );
        ui.add_space(24.0);
        ui.label(
            RichText::new(format!("ROUND {}", battle.round))
                .size(18.0)
                .strong()
                .color(GOLD),
        );
        ui.label(
            RichText::new(format!(
                "{}  ·  turn {}  ·  cap {} rounds",
                phase_name(battle.phase),
                battle.turns,
                battle.round_cap
            ))
            .size(14.0),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let par = level.map_or(0, |l| l.par_seconds);
            ui.label(
                RichText::new(format!("par {}:{:02}", par / 60, par % 60))
                    .size(13.0)
                    .color(MUTED),
            );
            ui.label(
                RichText::new(clock(view.elapsed))
                    .font(style::mono(17.0))
                    .color(TEXT),
            );
            ui.add_space(12.0);
            let speed = if view.skip {
                "skipping to the end"
            } else if view.paused {
                "PAUSED"
            } else {
                SPEEDS[view.speed].0
            };
            ui.label(
                RichText::new(speed)
                    .size(14.0)
                    .strong()
                    .color(if view.paused { BAD } else { GOOD }),
            );
        });
    });
}

/// The initiative order, whose turn it is picked out; fighters who have acted this round dimmed.
fn order_bar(ui: &mut egui::Ui, fighters: &[FighterView], acting: Acting) {
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), 30.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.text(
        pos2(rect.left(), rect.center().y),
        Align2::LEFT_CENTER,
        "ORDER",
        font(12.0),
        MUTED,
    );
    let mut x = rect.left() + 54.0;
    for f in fighters
        .iter()
        .filter(|f| f.rank.is_some() || f.master.is_some())
    {
        let label = match f.rank {
            Some(r) => format!("{}  {}", r + 1, f.name),
            None => format!("+ {}", f.name),
        };
        let color = if f.retired { MUTED } else { team_color(f.team) };
        let galley =
            painter.layout_no_wrap(label, font(13.5), if f.retired { MUTED } else { TEXT });
        let chip = Rect::from_min_size(
            pos2(x, rect.top() + 2.0),
            vec2(galley.size().x + 18.0, 26.0),
        );
        if chip.right() > rect.right() {
            painter.text(
                pos2(rect.right(), rect.center().y),
                Align2::RIGHT_CENTER,
                "…",
                font(14.0),
                MUTED,
            );
            break;
        }
        let done = f.ac <= 0 && f.rank.is_some();
        let now = acting.owner == Some(f.entity) || acting.now == Some(f.entity);
        painter.rect_filled(
            chip,
            13,
            dim(
                color,
                if now {
                    0.45
                } else if done || f.retired {
                    0.88
                } else {
                    0.72
                },
            ),
        );
        let stroke = if now {
            Stroke::new(2.5, GOLD)
        } else {
            Stroke::new(1.0, dim(color, 0.4))
        };
        painter.rect_stroke(chip, 13, stroke, StrokeKind::Inside);
        let text_pos = pos2(chip.left() + 9.0, chip.center().y - galley.size().y / 2.0);
        painter.galley(text_pos, galley, TEXT);
        if f.retired {
            painter.line_segment(
                [
                    pos2(chip.left() + 8.0, chip.center().y),
                    pos2(chip.right() - 8.0, chip.center().y),
                ],
                Stroke::new(1.5, MUTED),
            );
        }
        x = chip.right() + 8.0;
    }
}

/// The field card out and the persistent terrain.
fn field_box(ui: &mut egui::Ui, field: &FieldState, catalog: &Catalog) {
    style::boxed(style::RAISED, LINE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new("FIELD").size(12.0).color(MUTED));
        match field.current.as_ref().and_then(|id| catalog.fields.get(id)) {
            Some(card) => {
                ui.label(RichText::new(&card.name).size(15.0).strong().color(GOLD))
                    .on_hover_text(&card.text);
                ui.add(
                    egui::Label::new(RichText::new(&card.text).size(12.0).color(MUTED)).truncate(),
                );
            }
            None => {
                ui.label(RichText::new("no field card out").size(13.0).color(MUTED));
            }
        }
        if !field.terrain.is_empty() {
            ui.label(RichText::new("PERSISTENT TERRAIN").size(12.0).color(MUTED));
            for id in &field.terrain {
                let (name, text) = catalog
                    .fields
                    .get(id)
                    .map_or((id.as_str(), ""), |c| (c.name.as_str(), c.text.as_str()));
                ui.label(RichText::new(name).size(14.0).strong().color(style::BASE))
                    .on_hover_text(text);
                ui.add(egui::Label::new(RichText::new(text).size(12.0).color(MUTED)).truncate());
            }
        }
    });
}

/// The battle log, newest at the bottom, and the keys under it.
fn log_box(ui: &mut egui::Ui, log: &BattleLog) {
    ui.add_space(4.0);
    ui.label(RichText::new("BATTLE LOG").size(12.0).color(MUTED));
    let keys_h = 64.0;
    let height = (ui.available_height() - keys_h).max(60.0);
    egui::ScrollArea::vertical()
        .max_height(height)
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let from = log.lines.len().saturating_sub(400);
            for line in &log.lines[from..] {
                let color = if line.starts_with("battle ") {
                    GOLD
                } else if line.starts_with('[') {
                    TEXT
                } else if line.contains("retire") || line.contains("damage") {
                    egui::Color32::from_rgb(236, 150, 140)
                } else if line.contains("heal") || line.contains("restore") {
                    egui::Color32::from_rgb(150, 220, 160)
                } else {
                    egui::Color32::from_rgb(176, 184, 200)
                };
                let text = RichText::new(line.trim_start()).size(12.5).color(color);
                let indent = if line.starts_with("  ") { 12.0 } else { 0.0 };
                ui.horizontal_wrapped(|ui| {
                    ui.add_space(indent);
                    ui.add(
                        egui::Label::new(if indent == 0.0 { text.strong() } else { text }).wrap(),
                    );
                });
            }
        });
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for (k, a) in [
            ("Space", "hold: faster"),
            ("F", "speed"),
            ("P", "pause"),
            ("A", "auto"),
            ("E", "skip to end"),
            ("R", "restart"),
            ("Esc", "leave"),
        ] {
            style::key_hint(ui, k, a);
            ui.add_space(6.0);
        }
    });
}

/// The result over the battlefield when the battle is over.
fn banner(ui: &mut egui::Ui, battle: &Battle, outcome: &Outcome) {
    let player = battle
        .teams
        .iter()
        .position(|t| t.control == Control::Player);
    let (head, color) = match (outcome, player) {
        (Outcome::Winner(w), Some(p)) if *w == p => ("VICTORY".to_string(), GOOD),
        (Outcome::Winner(_), Some(_)) => ("DEFEAT".to_string(), BAD),
        (Outcome::Winner(w), None) => (
            format!(
                "{} WINS",
                battle.teams.get(*w).map_or("?", |t| t.name.as_str())
            ),
            team_color(*w),
        ),
        (Outcome::Draw, _) => ("DRAW".to_string(), GOLD),
    };
    let area = ui.max_rect();
    let rect = Rect::from_center_size(area.center(), vec2(420.0, 110.0));
    let painter = ui.painter();
    painter.rect_filled(
        rect,
        10,
        egui::Color32::from_rgba_unmultiplied(10, 12, 18, 235),
    );
    painter.rect_stroke(rect, 10, Stroke::new(2.0, color), StrokeKind::Inside);
    painter.text(
        rect.center() - vec2(0.0, 16.0),
        Align2::CENTER_CENTER,
        head,
        font(38.0),
        color,
    );
    painter.text(
        rect.center() + vec2(0.0, 30.0),
        Align2::CENTER_CENTER,
        "Enter: results   ·   R: fight again",
        font(14.0),
        MUTED,
    );
}
