//! The Showdown's screen (seed 004): the opponent's side above, the player's below — life
//! cards, deck, trash, monster zones ①②③ and 予 with their cards and power, the charge zone
//! face up and face down — the cards opened this turn between them, and at the foot the
//! player's hand and whatever the game asks. The log is on the right.

mod codes;
mod model;
mod open;
mod prompt;
mod side;
#[cfg(test)]
mod tests;
mod words;

use super::super::Screen;
use super::super::style::{self, PANEL};
use super::BattleView;
use super::ask::Asking;
use super::side::log_box;
use super::top::top_bar;
use super::view::banner;
use crate::data::{Catalog, Preset};
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::preset_is;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, Margin};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
pub(crate) use codes::hover as card_hover;
pub(crate) use model::CardView;
use model::ShowdownSnapshot;
use prompt::Picks;
pub(crate) use side::{card_text, kind_color};

/// The keys of the Showdown screen, as the log's foot lists them.
const KEYS: [&[(&str, &str)]; 2] = [
    &[
        ("1-9", "pick"),
        ("question:Confirm", "answer"),
        ("battle:Faster", "faster"),
        ("battle:Pause", "pause"),
    ],
    &[
        ("battle:Speed", "speed"),
        ("battle:Auto", "auto"),
        ("battle:Skip", "skip"),
        ("battle:Menu", "menu"),
    ],
];

pub(super) fn plugin(app: &mut App) {
    super::own_screen::OwnScreens::register(app, Preset::Showdown);
    let shown = in_state(Screen::Battle)
        .and_then(resource_exists::<Battle>)
        .and_then(preset_is(Preset::Showdown));
    app.init_resource::<ShowdownSnapshot>();
    app.init_resource::<Picks>();
    app.add_systems(
        Update,
        (
            model::snapshot.after(BattleSystems).run_if(shown.clone()),
            prompt::keys.before(BattleSystems).run_if(shown.clone()),
        ),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(shown).in_set(super::fx::BoardDrawn),
    );
}

fn draw(
    mut contexts: EguiContexts,
    (battle, log, catalog): (Res<Battle>, Res<super::words::LogLines>, Res<Catalog>),
    snap: Res<ShowdownSnapshot>,
    mut picks: ResMut<Picks>,
    mut asking: Asking,
    mut view: ResMut<BattleView>,
    mut seen_open: Local<Vec<model::OpenView>>,
    goal: super::goal::GoalLine,
    cues: Option<ResMut<Messages<crate::screens::sound::PlayCue>>>,
    pictures: Res<crate::screens::pictures::Pictures>,
) -> Result {
    // The open: both cards turn face up at once; the screen flips them over a moment.
    if *seen_open != snap.opened {
        if !snap.opened.is_empty() {
            view.roll_age = 0.0;
            view.hold = open::FLIP_SECONDS;
            if let Some(mut cues) = cues {
                cues.write(crate::screens::sound::PlayCue(
                    crate::screens::sound::Cue::Open,
                ));
            }
        }
        *seen_open = snap.opened.clone();
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "showdown");
    let top = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 6));
    egui::Panel::top("showdown_top")
        .frame(top)
        .show(&mut root, |ui| top_bar(ui, &battle, &catalog, &view));
    egui::Panel::right("showdown_log")
        .exact_size(320.0)
        .resizable(false)
        .frame(style::bare_panel())
        .show(&mut root, |ui| log_box(ui, &log, &KEYS));
    let foot = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 8));
    egui::Panel::bottom("showdown_prompt")
        .frame(foot)
        .show(&mut root, |ui| {
            // How the game is won, until the player's first answer.
            if let Some(goal) = goal.line() {
                ui.label(egui::RichText::new(goal).size(pt(13.0)).color(style::TEXT));
            }
            prompt::prompt(ui, &catalog, &snap, &mut asking, &mut picks);
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            if let Some(foe) = snap.sides.first() {
                side::side(ui, foe, &pictures);
            }
            ui.add_space(6.0);
            open::open_strip(ui, &snap, view.roll_age);
            ui.add_space(6.0);
            if let Some(me) = snap.sides.get(1) {
                side::side(ui, me, &pictures);
            }
            if let Some(outcome) = &battle.outcome {
                banner(ui, &battle, outcome);
            }
        });
    Ok(())
}
