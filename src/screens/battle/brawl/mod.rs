//! The Brawl's screen (seed 002): the opponent above, both territories as one grid, the player
//! below, and at the foot the player's hand and whatever the game asks. Mouse: click a hand card
//! or a creature, then a square, a foe or the other player. Keys: Tab picks who acts, 1–9 its
//! acts (or an aim, a square, a card), Enter ends the turn or confirms, Backspace clears.

mod board;
mod model;
mod pick;
mod prompt;
#[cfg(test)]
mod tests;

use super::super::Screen;
use super::super::style::{self, PANEL};
use super::BattleView;
use super::ask::{Asking, Request as AnyRequest};
use super::side::log_box;
use super::top::top_bar;
use super::view::banner;
use crate::data::{Catalog, Preset};
use crate::rules::brawl::ask::{Foe, Request};
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::preset_is;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::input::Actions;
use crate::screens::keys::QuestionAction;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, Margin};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use model::BrawlSnapshot;
use pick::{Selection, Spot};

/// The keys of the Brawl screen, as the log's foot lists them.
const KEYS: [&[(&str, &str)]; 2] = [
    &[
        ("question:NextActor", "who"),
        ("1-9", "pick"),
        ("question:Confirm", "end/ok"),
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
    super::own_screen::OwnScreens::register(app, Preset::Brawl);
    let shown = in_state(Screen::Battle)
        .and_then(resource_exists::<Battle>)
        .and_then(preset_is(Preset::Brawl));
    app.init_resource::<BrawlSnapshot>();
    app.init_resource::<Selection>();
    app.add_systems(
        Update,
        (
            model::snapshot.after(BattleSystems).run_if(shown.clone()),
            keys.before(BattleSystems).run_if(shown.clone()),
        ),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(shown).in_set(super::fx::BoardDrawn),
    );
}

/// The player's open Brawl question.
fn open(asking: &Asking) -> Option<(Entity, Request)> {
    match asking.waiting()? {
        (who, AnyRequest::Brawl(r)) => Some((who, r)),
        _ => None,
    }
}

fn keys(keys: Actions<QuestionAction>, mut sel: ResMut<Selection>, mut asking: Asking) {
    let Some((who, request)) = open(&asking) else {
        return;
    };
    sel.follow(who, &request);
    let mut chosen = None;
    if let Some(k) = keys.picked() {
        chosen = pick::key(&mut sel, &request, k);
    }
    if keys.just(QuestionAction::NextActor)
        && let Request::Main { acts } = &request
    {
        pick::next_actor(&mut sel, acts);
    }
    if keys.just(QuestionAction::Clear) {
        sel.actor = None;
        sel.picks.clear();
    }
    if keys.just(QuestionAction::Confirm) {
        chosen = chosen.or_else(|| pick::confirm(&sel, &request));
    }
    if let Some(c) = chosen {
        asking.answer_brawl(who, &request, c);
    }
}

fn draw(
    mut contexts: EguiContexts,
    (battle, log, catalog): (Res<Battle>, Res<super::words::LogLines>, Res<Catalog>),
    snap: Res<BrawlSnapshot>,
    mut sel: ResMut<Selection>,
    mut asking: Asking,
    view: Res<BattleView>,
    goal: super::goal::GoalLine,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "brawl");
    let top = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 6));
    egui::Panel::top("brawl_top")
        .frame(top)
        .show(&mut root, |ui| top_bar(ui, &battle, &catalog, &view));
    egui::Panel::right("brawl_log")
        .exact_size(320.0)
        .resizable(false)
        .frame(style::bare_panel())
        .show(&mut root, |ui| log_box(ui, &log, &KEYS));
    let question = open(&asking);
    if let Some((who, r)) = &question {
        sel.follow(*who, r);
    } else {
        *sel = Selection::default();
    }
    let mut chosen = None;
    let foot = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 8));
    egui::Panel::bottom("brawl_prompt")
        .frame(foot)
        .show(&mut root, |ui| {
            // How the game is won, until the player's first answer.
            if let Some(goal) = goal.line() {
                ui.label(egui::RichText::new(goal).size(pt(13.0)).color(style::TEXT));
            }
            chosen = prompt::prompt(
                ui,
                &catalog,
                &snap,
                question.as_ref().map(|q| &q.1),
                &mut sel,
                asking.autopilot.0,
            );
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            let r = question.as_ref().map(|q| &q.1);
            let seen = sel.clone();
            let lit = |s: Spot| r.is_some_and(|r| prompt::reaches(&seen, r, s, snap.me));
            let picked = |s: Spot| r.is_some_and(|r| prompt::picked(&seen, r, s, snap.me));
            let foe = 1 - snap.me;
            // The player struck in the step just taken: the other side of the attacker's.
            let struck = |team: usize| {
                snap.clash.is_some_and(|(a, t)| {
                    t == Foe::Player && snap.beasts.iter().any(|b| b.entity == a && b.team != team)
                })
            };
            if let Some(p) = snap.players.get(foe)
                && board::player_strip(
                    ui,
                    p,
                    foe,
                    (lit(Spot::Player), snap.active == foe, struck(foe)),
                )
                && let Some(r) = r
            {
                chosen = pick::click(&mut sel, r, Spot::Player, snap.me);
            }
            ui.add_space(4.0);
            if let Some(spot) = board::grid(ui, &snap, &catalog, &lit, &picked)
                && let Some(r) = r
            {
                chosen = chosen
                    .take()
                    .or_else(|| pick::click(&mut sel, r, spot, snap.me));
            }
            ui.add_space(4.0);
            if let Some(p) = snap.players.get(snap.me) {
                board::player_strip(
                    ui,
                    p,
                    snap.me,
                    (false, snap.active == snap.me, struck(snap.me)),
                );
            }
            if let Some(outcome) = &battle.outcome {
                banner(ui, &battle, outcome);
            }
        });
    if let (Some(c), Some((who, r))) = (chosen, &question) {
        asking.answer_brawl(*who, r, c);
    }
    Ok(())
}
