//! The battle screen: starts the chosen scenario, paces it so a person can follow it, takes the
//! player's keys and hands over to the result screen. What it draws is in the child modules.

mod arena;
pub(super) mod ask;
mod board;
mod brawl;
mod card;
mod chips;
mod deck;
pub(crate) mod die;
mod forecast;
mod frame;
pub(crate) mod fx;
mod goal;
pub(crate) mod hand;
mod look;
pub(in crate::screens) mod map;
mod menus;
mod model;
pub(super) mod own_screen;
mod pace;
#[cfg(test)]
mod pause_tests;
pub(crate) mod playback;
mod prompt;
pub(crate) mod record;
mod sheet;
mod sheet_lines;
pub(crate) mod showdown;
mod side;
pub(super) mod tally;
#[cfg(test)]
pub(super) mod tests;
mod top;
mod view;
mod vortex;
pub(crate) mod words;

use super::dialog::{Asked, DialogSystems, Kind};
use super::input::{Actions, BattleAction};
use super::last_result::LastResult;
use super::{Chosen, Notice, Screen};
use crate::data::Catalog;
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::decisions::Autopilot;
use crate::rules::core::schedule::BattleSystems;
use crate::rules::{start_battle, start_prepared_battle};
use bevy::prelude::*;

/// Seconds between two things happening, at each speed.
const SPEEDS: [(&str, f32); 3] = [("1x", 0.35), ("2x", 0.16), ("4x", 0.05)];
/// Seconds the final position stays up before the result screen.
pub(super) const LINGER: f32 = 2.5;

/// How the battle screen shows the battle: pace, timer and toggles.
#[derive(Resource, Default)]
pub(super) struct BattleView {
    /// Index into [`SPEEDS`].
    pub speed: usize,
    /// Seconds until the next step may run.
    pub cooldown: f32,
    /// Log lines seen, to wait after each new one.
    pub seen_lines: usize,
    /// Nothing advances.
    pub paused: bool,
    /// The look-over of both sides is up (nothing advances while it is).
    pub looking: bool,
    /// The player asked to skip to the end: plans decide, no pacing.
    pub skip: bool,
    /// The battle's clock, in seconds (the in-game time, for the screens).
    pub elapsed: f32,
    /// The in-game time, in milliseconds (docs/REPLAYS.md).
    pub igt_ms: u64,
    /// The real clock's reading at the battle's first frame.
    pub clock_start: Option<std::time::Duration>,
    /// Seconds since the battle ended.
    pub over_for: f32,
    /// Seconds since the die last changed (for its flash).
    pub roll_age: f32,
    /// Plans played for the player at some point (auto or skip to the end).
    pub assisted: bool,
    /// Another module (the screenshot) drives the pace.
    pub scripted: bool,
    /// While paused: one step asked for (N).
    pub step: bool,
    /// A line the top bar shows above all (a replay being watched).
    pub banner: Option<String>,
    /// Seconds the battle still waits for an animation on screen (a Showdown's open turning
    /// over); Space or an answer does not wait.
    pub hold: f32,
    /// This frame's step of the animations' clock, in seconds: the real step times the
    /// animation speed (infinite when animations are instant: each ends at once).
    pub anim_dt: f32,
    /// The scenario the battle is of (the pace is kept when it is fought again).
    pub scenario: String,
    /// The prompt bar's height: one row of buttons, or the tallest it has been this battle, so
    /// the board below never moves up when a prompt shrinks (the first question's goal line).
    pub prompt_height: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BattleView>();
    app.insert_resource(BattlePace {
        steps_per_frame: Some(0),
    });
    app.add_systems(OnEnter(Screen::Battle), begin);
    app.add_systems(OnExit(Screen::Battle), leave);
    app.add_systems(
        Update,
        (follow_dialog, keys)
            .chain()
            .after(DialogSystems)
            .before(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
    app.add_plugins((
        view::plugin,
        arena::plugin,
        showdown::plugin,
        brawl::plugin,
        prompt::plugin,
        hand::plugin,
        pace::plugin,
        map::plugin,
        record::plugin,
        playback::plugin,
        vortex::plugin,
        fx::plugin,
        words::plugin,
    ));
}

/// Starts (or restarts) the chosen scenario with its seed.
pub(super) fn begin(world: &mut World) {
    // A restart leaves the battle before it: its replay is kept first.
    record::keep(world);
    playback::restart(world);
    vortex::forget_last_battle(world);
    let chosen = world.resource::<Chosen>().clone();
    let scripted = world.resource::<BattleView>().scripted;
    // The scenario fought again keeps its pace; a new one starts at the settings' (1× unless
    // the player chose otherwise).
    let last = &world.resource::<BattleView>().scenario;
    let speed = if *last == chosen.level {
        world.resource::<BattleView>().speed
    } else {
        world
            .get_resource::<crate::data::settings::Settings>()
            .map_or(0, |s| s.game_speed.index())
    };
    world.insert_resource(BattleView {
        scripted,
        speed,
        scenario: chosen.level.clone(),
        ..default()
    });
    world.insert_resource(Autopilot(false));
    world.insert_resource(ask::ShownAsk::default());
    world.insert_resource(fx::Effects::fresh());
    world.insert_resource(words::LogLines::default());
    world.insert_resource(BattlePace {
        steps_per_frame: Some(0),
    });
    let started = match &chosen.prepared {
        Some(level) => start_prepared_battle(world, &chosen.level, level, chosen.seed),
        None => start_battle(world, &chosen.level, chosen.seed),
    };
    if let Err(e) = started {
        world.resource_mut::<Notice>().0 = Some(crate::data::lang::tf(
            "The scenario could not start: {0}",
            &[&e],
        ));
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Select);
    } else {
        world.resource_mut::<Notice>().0 = None;
        record::start_recording(world);
    }
}

/// Keeps what the result screen needs, then clears the battle away.
fn leave(world: &mut World) {
    record::keep(world);
    world.remove_resource::<playback::Playback>();
    let tally = tally::tally(world);
    crate::rules::core::setup::end_battle(world);
    if let Some(battle) = world.remove_resource::<Battle>() {
        let name = world
            .resource::<Catalog>()
            .levels
            .get(&battle.level_id)
            .map_or_else(|| battle.level_id.clone(), |l| l.name.clone());
        let par = world
            .resource::<Catalog>()
            .levels
            .get(&battle.level_id)
            .map_or(0, |l| l.par_seconds);
        let seconds = world.resource::<BattleView>().elapsed;
        world.insert_resource(LastResult {
            level_name: name,
            teams: battle
                .teams
                .iter()
                .map(|t| (crate::data::lang::shown(&t.name).into_owned(), t.control))
                .collect(),
            outcome: battle.outcome.clone(),
            rounds: battle.round,
            turns: battle.turns,
            words: battle.rules.words,
            seed: battle.seed,
            seconds,
            par_seconds: par,
            assisted: world.resource::<BattleView>().assisted,
            level_id: battle.level_id.clone(),
            tally,
        });
    }
    world.insert_resource(BattlePace {
        steps_per_frame: Some(0),
    });
}

/// Follows what the pause menu and its Settings asked: the battle fought again, a new pace.
pub(super) fn follow_dialog(
    mut asked: MessageReader<Asked>,
    mut view: ResMut<BattleView>,
    mut commands: Commands,
) {
    for a in asked.read() {
        match a {
            Asked::Restart => commands.queue(begin),
            Asked::Pace(speed) => view.speed = speed.index(),
        }
    }
}

/// Screen keys (decisions are answered in `prompt`). Esc closes what is open first (a menu of
/// the prompt, the look-over), else opens the pause menu; R asks before it throws away a battle
/// that is not over.
pub(super) fn keys(
    mut keys: Actions<BattleAction>,
    battle: Res<Battle>,
    mut view: ResMut<BattleView>,
    mut decisions: ask::Asking,
    own: Option<Res<own_screen::OwnScreens>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if keys.just(BattleAction::Menu) {
        // (A menu or a tooltip of egui's is closed first: Esc does not reach here then.)
        if view.looking {
            view.looking = false;
        } else {
            keys.open(Kind::Pause);
        }
        return;
    }
    if keys.just(BattleAction::Restart) {
        if battle.outcome.is_some() {
            commands.queue(begin);
        } else {
            keys.open(Kind::Restart);
        }
        return;
    }
    if keys.just(BattleAction::Speed) {
        view.speed = (view.speed + 1) % SPEEDS.len();
    }
    if keys.just(BattleAction::Pause) {
        view.paused = !view.paused;
    }
    if keys.just(BattleAction::Step) && view.paused {
        view.step = true;
    }
    // A screen of its own shows both sides all the time: only the generic view has a look-over.
    if keys.just(BattleAction::Look) && !own.is_some_and(|o| o.has(battle.preset)) {
        view.looking = !view.looking;
    }
    if keys.just(BattleAction::Auto) {
        let on = !decisions.autopilot.0;
        decisions.set_autopilot(on);
        view.assisted = true;
    }
    if keys.just(BattleAction::Skip) {
        view.skip = true;
        view.assisted = true;
        decisions.set_autopilot(true);
    }
    if battle.outcome.is_some() && keys.just(BattleAction::Onward) {
        next.set(Screen::Result);
    }
}
