//! The Vortex's battle screen (vortex-design.md §5): the map of squares with height, terrain and
//! the numbered zones, fighters on their squares; the AC order; the player's side on the left
//! (life cards, hand with what can be paid, charge zone, the lane card, the fighter in focus with
//! its readied card, faces and patterns); the other side and the log on the right; and every
//! question over the map, each answer's effect shown before it is given. Mouse and keyboard both
//! answer every question (`keys`).

mod intro;
mod keys;
mod lanes;
mod map;
pub(super) mod model;
mod prompt;
mod sides;
#[cfg(test)]
mod tests;
mod trace;
mod unit;

use super::super::Screen;
use super::ask::Asking;
use super::own_screen::OwnScreens;
use super::side::{KEYS, log_box};
use super::top::top_bar;
use super::{BattleView, view::banner};
use crate::data::{Catalog, Preset};
use crate::rules::core::answers::Answer;
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::style::{self, PANEL};
use bevy::prelude::*;
use bevy_egui::egui::{self, Margin};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use model::VortexView;

/// The player's pointer, keyboard cursor and picks on the Vortex screen.
#[derive(Resource, Default)]
pub(super) struct VortexUi {
    /// The square under the pointer.
    pub hovered: Option<GridPos>,
    /// The keyboard's square on the map.
    pub cursor: Option<GridPos>,
    /// The option the keyboard is on (a question answered from its list).
    pub focus: usize,
    /// The options picked so far of a question that takes several.
    pub picks: Vec<usize>,
    /// A lane question's card, once picked (its lane is asked next).
    pub lane_card: Option<usize>,
    /// The question the focus and picks belong to.
    pub question: u64,
    /// The fighter the sheet shows (hovered or clicked; none: whoever acts or is asked).
    pub shown: Option<Entity>,
    /// Seconds since the latest open turned the lane cards over (for the flip).
    pub open_age: f32,
    /// Whether each side's lane card was open at the last look.
    pub open_seen: [bool; 2],
    /// The level whose first screen was shown.
    pub intro_for: Option<String>,
    /// The scenario's first screen, while it is up: its name and two lines on what it adds
    /// (the battle waits, paused, until Enter or a click).
    pub intro: Option<(String, String, String)>,
}

/// A battle starts (or starts again, R): the last one's question, picks, cursor and trace are
/// forgotten (its question numbers start again at 1); which scenario's first screen was shown
/// is kept, so a restart does not show it again.
pub(super) fn forget_last_battle(world: &mut World) {
    if let Some(mut ui) = world.get_resource_mut::<VortexUi>() {
        let intro_for = ui.intro_for.take();
        *ui = VortexUi {
            intro_for,
            ..VortexUi::default()
        };
    }
    if let Some(mut trace) = world.get_resource_mut::<trace::AskTrace>() {
        trace.forget();
    }
    if world.contains_resource::<VortexView>() {
        world.insert_resource(VortexView::default());
    }
}

/// Run condition: the battle in progress is a Vortex battle.
fn vortex_battle(battle: Option<Res<Battle>>) -> bool {
    battle.is_some_and(|b| b.preset == Preset::Vortex)
}

pub(super) fn plugin(app: &mut App) {
    OwnScreens::register(app, Preset::Vortex);
    app.init_resource::<VortexView>();
    app.init_resource::<VortexUi>();
    trace::plugin(app);
    let shown = in_state(Screen::Battle).and_then(vortex_battle);
    app.add_systems(
        Update,
        (
            (intro::open, intro::hold_clock)
                .chain()
                .before(keys::keys)
                .run_if(shown.clone()),
            keys::keys
                .before(super::ask::deliver)
                .after(super::keys)
                .run_if(shown.clone()),
            (model::refresh, trace::trace)
                .chain()
                .after(BattleSystems)
                .run_if(shown.clone()),
        ),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(shown).in_set(super::fx::BoardDrawn),
    );
    app.add_systems(OnExit(Screen::Battle), |world: &mut World| {
        forget_last_battle(world);
        world.insert_resource(VortexUi::default());
    });
}

fn draw(
    mut contexts: EguiContexts,
    (battle, log, catalog): (Res<Battle>, Res<super::words::LogLines>, Res<Catalog>),
    view: Res<VortexView>,
    mut bview: ResMut<BattleView>,
    mut ui_state: ResMut<VortexUi>,
    mut asking: Asking,
    mut layout: ResMut<super::map::MapLayout>,
    cues: Option<ResMut<Messages<crate::screens::sound::PlayCue>>>,
) -> Result {
    let dt = bview.anim_dt;
    if flip_clock(&view, &mut ui_state, &mut bview, dt)
        && let Some(mut cues) = cues
    {
        cues.write(crate::screens::sound::PlayCue(
            crate::screens::sound::Cue::Open,
        ));
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "vortex_battle");
    let top = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 6));
    egui::Panel::top("vortex_top")
        .frame(top)
        .show(&mut root, |ui| top_bar(ui, &battle, &catalog, &bview));
    let order = style::bare_panel().inner_margin(Margin::symmetric(12, 4));
    egui::Panel::top("vortex_order")
        .frame(order)
        .show(&mut root, |ui| sides::order_bar(ui, &view));
    let player = view.sides.iter().position(|s| s.player).unwrap_or(0);
    egui::Panel::left("vortex_mine")
        .exact_size(280.0)
        .resizable(false)
        .frame(style::bare_panel())
        .show(&mut root, |ui| {
            sides::side_box(ui, &view, player, ui_state.open_age);
            let shown = ui_state
                .shown
                .or(view.asked.as_ref().map(|a| a.who))
                .or(view.acting);
            if let Some(u) = shown.and_then(|e| view.unit(e)) {
                unit::sheet(ui, u);
            }
        });
    egui::Panel::right("vortex_theirs")
        .exact_size(330.0)
        .resizable(false)
        .frame(style::bare_panel())
        .show(&mut root, |ui| {
            sides::side_box(ui, &view, 1 - player.min(1), ui_state.open_age);
            log_box(ui, &log, &KEYS);
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(8)))
        .show(&mut root, |ui| {
            if intro::show(ui, &mut ui_state, &mut bview) {
                return;
            }
            prompt::bar(ui, &view, &mut ui_state, &mut asking);
            map::show(ui, &view, &mut ui_state, &mut asking, &mut layout);
            if let Some(outcome) = &battle.outcome {
                banner(ui, &battle, outcome);
            }
        });
    Ok(())
}

/// Starts the lane cards' flip when an open happens, and holds the battle while it turns (the
/// Showdown's flip, the same length); whether one started.
fn flip_clock(view: &VortexView, ui: &mut VortexUi, bview: &mut BattleView, dt: f32) -> bool {
    let open = [0, 1].map(|s| view.sides[s].lane.as_ref().is_some_and(|l| l.open));
    let started = open.iter().any(|o| *o) && open != ui.open_seen;
    if started {
        ui.open_age = 0.0;
        bview.hold = bview.hold.max(sides::FLIP_SECONDS);
    } else {
        ui.open_age += dt;
    }
    ui.open_seen = open;
    started
}

/// Sends the answer `picks` to the open question.
fn send(view: &VortexView, ui: &mut VortexUi, asking: &mut Asking, picks: Vec<usize>) {
    let Some(a) = &view.asked else { return };
    if !a.open.takes.allows(&picks, a.open.options.len()) {
        return;
    }
    asking.answer_open(Answer {
        side: a.open.side,
        question: a.open.number,
        picks,
    });
    ui.picks.clear();
    ui.focus = 0;
}

/// Adds or takes away `i` from the picks of a question that takes several.
fn toggle(ui: &mut VortexUi, i: usize) {
    if let Some(at) = ui.picks.iter().position(|p| *p == i) {
        ui.picks.remove(at);
    } else {
        ui.picks.push(i);
    }
}
