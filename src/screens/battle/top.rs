//! The bars over the battlefield: scenario, round, phase and clock; then the initiative order
//! with whose turn it is picked out and those who have acted this round dimmed.

use super::super::style::{self, BAD, GOLD, GOOD, MUTED, TEXT, dim, font, team_color};
use super::board::Acting;
use super::model::FighterView;
use super::{BattleView, SPEEDS};
use crate::data::lang::{t, tf};
use crate::data::{Catalog, Preset};
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::RoundWords;
use crate::rules::core::schedule::RoundPhase;
use crate::screens::style::pt;
use bevy_egui::egui::{self, Align2, Color32, Rect, RichText, Stroke, StrokeKind, pos2, vec2};

/// A phase's name in the preset's words (seed 001's rounds are turns, its turns action phases).
pub(super) fn phase_name(p: RoundPhase, words: RoundWords) -> String {
    match p {
        RoundPhase::RoundStart => tf("{0} start", &[&t(words.round)]),
        RoundPhase::Initiative => t("initiative").into(),
        RoundPhase::PatternSwitch => t("pattern switch").into(),
        RoundPhase::Reveal => t("set and open").into(),
        RoundPhase::Combat => t(words.combat).into(),
        RoundPhase::Countdown => tf("{0}s", &[&t(words.turn)]),
        RoundPhase::RoundEnd => tf("{0} end", &[&t(words.round)]),
    }
}

/// The in-game time as minutes, seconds and milliseconds (`3:03.402`, docs/REPLAYS.md).
pub(crate) fn igt(ms: u64) -> String {
    format!("{}:{:02}.{:03}", ms / 60_000, ms / 1000 % 60, ms % 1000)
}

/// The clock, one fixed-width cell per character so its digits never shift.
fn clock_label(ui: &mut egui::Ui, text: &str) {
    let cell = 10.5;
    let size = vec2(cell * text.chars().count() as f32, 22.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    for (i, ch) in text.chars().enumerate() {
        let at = pos2(rect.left() + cell * (i as f32 + 0.5), rect.center().y);
        ui.painter()
            .text(at, Align2::CENTER_CENTER, ch, style::mono(17.0), TEXT);
    }
}

/// The width the top bar keeps on its right for the speed, the clock and par.
const RIGHT_ROOM: f32 = 250.0;

pub(super) fn top_bar(ui: &mut egui::Ui, battle: &Battle, catalog: &Catalog, view: &BattleView) {
    let level = catalog.levels.get(&battle.level_id);
    // Every digit of the clock laid out once, unseen, so none shows before its glyph is ready.
    let warm = ui.max_rect().min;
    ui.painter().text(
        warm,
        Align2::LEFT_TOP,
        "0123456789:.",
        style::mono(17.0),
        Color32::TRANSPARENT,
    );
    ui.horizontal(|ui| {
        let name =
            crate::data::lang::shown(level.map_or(battle.level_id.as_str(), |l| l.name.as_str()));
        ui.label(RichText::new(name).size(pt(18.0)).strong());
        ui.label(
            RichText::new(tf(
                "{0} preset  ·  seed {1}",
                &[&t(battle.preset.name()), &battle.seed],
            ))
            .size(pt(13.0))
            .color(MUTED),
        );
        ui.add_space(24.0);
        let words = battle.rules.words;
        ui.label(
            RichText::new(format!(
                "{} {}",
                t(words.round).to_uppercase(),
                battle.round
            ))
            .size(pt(18.0))
            .strong()
            .color(GOLD),
        );
        // A preset without a countdown (the Showdown) has no turns within its rounds to count.
        let turns = if battle.rules.phases.contains(&RoundPhase::Countdown) {
            format!("  ·  {} {}", t(words.turn), battle.turns)
        } else {
            String::new()
        };
        let phase = tf(
            "phase: {0}{1}  ·  {2} after {3} {4}",
            &[
                &phase_name(battle.phase, words),
                &turns,
                &t(words.at_cap),
                &t(words.round),
                &battle.round_cap,
            ],
        );
        ui.label(RichText::new(phase).size(pt(14.0)));
        if let Some(banner) = &view.banner {
            ui.add_space(16.0);
            // The clock, speed and par keep their room on the right: a long banner is cut short
            // (its whole text on hover).
            let room = (ui.available_width() - RIGHT_ROOM).max(0.0);
            let text = RichText::new(banner).size(pt(14.0)).strong().color(GOLD);
            ui.allocate_ui(egui::vec2(room, 20.0), |ui| {
                ui.add(egui::Label::new(text).truncate())
                    .on_hover_text(banner.as_str());
            });
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // A scenario without a par shows none (no "par 0:00").
            let par = level.map_or(0, |l| l.par_seconds);
            if par > 0 {
                ui.label(
                    RichText::new(tf("par {0}", &[&format!("{}:{:02}", par / 60, par % 60)]))
                        .size(pt(13.0))
                        .color(MUTED),
                )
                .on_hover_text(t(
                    "Par: a good time for this scenario, for speedrunners to beat.",
                ));
            }
            clock_label(ui, &igt(view.igt_ms));
            ui.add_space(12.0);
            let looking;
            let speed = if view.skip {
                t("skipping to the end")
            } else if view.looking {
                looking = crate::screens::keys::keyed(t("LOOKING OVER ({battle:Look} to go on)"));
                looking.as_str()
            } else if view.paused {
                t("PAUSED")
            } else {
                SPEEDS[view.speed].0
            };
            ui.label(RichText::new(speed).size(pt(14.0)).strong().color(
                if view.paused || view.looking {
                    BAD
                } else {
                    GOOD
                },
            ));
        });
    });
}

/// The initiative order as chips; in an AC countdown (seed 003), who acts next: the highest AC
/// first, a player's fighter before the GM's on a tie, each chip with its AC.
pub(super) fn order_bar(
    ui: &mut egui::Ui,
    fighters: &[FighterView],
    acting: Acting,
    battle: &Battle,
) {
    if battle.preset == Preset::Skirmish {
        let mut by_ac: Vec<&FighterView> = fighters.iter().filter(|f| !f.retired).collect();
        let npc = |f: &FighterView| {
            battle
                .teams
                .get(f.team)
                .is_none_or(|t| t.control != crate::data::Control::Player)
        };
        by_ac.sort_by_key(|f| (-f.ac, npc(f), f.order));
        let chips: Vec<(String, &FighterView)> = by_ac
            .into_iter()
            .map(|f| (format!("AC {}  {}", f.ac, f.name), f))
            .collect();
        return chips_row(ui, t("NEXT"), &chips, acting, true);
    }
    let chips: Vec<(String, &FighterView)> = fighters
        .iter()
        .filter(|f| f.rank.is_some() || f.master.is_some())
        .map(|f| {
            let label = match f.rank {
                Some(r) => format!("{}  {}", r + 1, f.name),
                None => format!("+ {}", f.name),
            };
            (label, f)
        })
        .collect();
    chips_row(ui, t("ORDER"), &chips, acting, false);
}

/// A row of fighter chips after a heading; a fighter whose turns are spent is faded (with
/// `by_ac`, every fighter at AC 0 or less; otherwise those with an initiative rank).
fn chips_row(
    ui: &mut egui::Ui,
    head: &str,
    chips: &[(String, &FighterView)],
    acting: Acting,
    by_ac: bool,
) {
    let chips: Vec<Chip> = chips
        .iter()
        .map(|(label, f)| Chip {
            label: label.clone(),
            team: f.team,
            now: acting.owner == Some(f.entity) || acting.now == Some(f.entity),
            done: f.ac <= 0 && (by_ac || f.rank.is_some()),
            retired: f.retired,
        })
        .collect();
    chip_row(ui, head, 54.0, &chips);
}

/// One chip of an order bar.
pub(super) struct Chip {
    /// Its words.
    pub label: String,
    /// Its fighter's team (the chip's colour).
    pub team: usize,
    /// Its fighter acts now (ringed in gold).
    pub now: bool,
    /// Its fighter's turns are spent (faded).
    pub done: bool,
    /// Its fighter is retired (greyed and struck through).
    pub retired: bool,
}

/// A row of chips after a heading `head` of `head_width` pixels, "…" where they run out.
pub(super) fn chip_row(ui: &mut egui::Ui, head: &str, head_width: f32, chips: &[Chip]) {
    let (rect, row) =
        ui.allocate_exact_size(vec2(ui.available_width(), 30.0), egui::Sense::hover());
    // The row says what its order is (issue 40, item 5: AC in plain words).
    let tip = if head == t("ORDER") {
        t(
            "Initiative order, rolled once per battle: 1 acts first. \"+\" marks a servant, which acts in its master's turn. Faded: its turn is over this round.",
        )
    } else {
        t(
            "AC: action counter. Every round starts each AC at the fighter's speed; the highest AC acts next, and each action spends AC. Faded: at AC 0 or below, done for the round.",
        )
    };
    row.on_hover_text(tip);
    let painter = ui.painter_at(rect);
    painter.text(
        pos2(rect.left(), rect.center().y),
        Align2::LEFT_CENTER,
        head,
        font(12.0),
        MUTED,
    );
    let mut x = rect.left() + head_width;
    for c in chips {
        let color = if c.retired { MUTED } else { team_color(c.team) };
        let galley = painter.layout_no_wrap(
            c.label.clone(),
            font(13.5),
            if c.retired { MUTED } else { TEXT },
        );
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
        let fade = if c.now {
            0.45
        } else if c.done || c.retired {
            0.88
        } else {
            0.72
        };
        painter.rect_filled(chip, 13, dim(color, fade));
        let stroke = if c.now {
            Stroke::new(2.5, GOLD)
        } else {
            Stroke::new(1.0, dim(color, 0.4))
        };
        painter.rect_stroke(chip, 13, stroke, StrokeKind::Inside);
        painter.galley(
            pos2(chip.left() + 9.0, chip.center().y - galley.size().y / 2.0),
            galley,
            TEXT,
        );
        if c.retired {
            let y = chip.center().y;
            painter.line_segment(
                [pos2(chip.left() + 8.0, y), pos2(chip.right() - 8.0, y)],
                Stroke::new(1.5, MUTED),
            );
        }
        x = chip.right() + 8.0;
    }
}
