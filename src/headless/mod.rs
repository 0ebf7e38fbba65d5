//! Battles without a window: the same `App`, rules plugin and content as the game.

pub mod answers;
pub mod verify;

use crate::data::{Catalog, ContentDirs, Problem, load_content};
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::decisions::Autopilot;
use crate::rules::core::log::BattleLog;
use crate::rules::core::preset::Presets;
use crate::rules::{self, start_battle};
use bevy::prelude::*;

/// The most frames one headless battle may take before it is called off (a safety net; the
/// round cap ends every battle long before).
pub const FRAME_LIMIT: u32 = 100_000;

/// An app with the rules and the given content, and no window.
pub fn app(catalog: Catalog) -> App {
    let mut app = App::new();
    // A battle's systems are a dozen small exclusive steps: running them on one thread avoids
    // the task hand-offs of the multi-threaded executor.
    use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
    let labels = [
        Main.intern(),
        First.intern(),
        PreUpdate.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ];
    for label in labels {
        app.edit_schedule(label, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
    }
    app.add_plugins(rules::plugin);
    app.insert_resource(catalog);
    app.insert_resource(Autopilot(true));
    app.insert_resource(BattleLog::new());
    app
}

/// Loads the game's content (and any extra folders), returning it with the problems found.
pub fn load(extra: Vec<std::path::PathBuf>) -> (Catalog, Vec<Problem>) {
    load_content(&ContentDirs {
        extra,
        ..Default::default()
    })
}

/// The result of one battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleReport {
    /// How it ended (none if called off).
    pub outcome: Option<Outcome>,
    /// Rounds played.
    pub rounds: u32,
    /// Turns taken.
    pub turns: u32,
}

/// Plays one battle of `level_id` with `seed` until it ends, every side by its plans.
pub fn run_battle(app: &mut App, level_id: &str, seed: u64) -> Result<BattleReport, String> {
    start_battle(app.world_mut(), level_id, seed)?;
    play_out(app)
}

/// Plays one battle of `level` (a scenario as prepared, under the id `level_id`) with `seed`
/// until it ends, every side by its plans.
pub fn run_prepared(
    app: &mut App,
    level_id: &str,
    level: &crate::data::Level,
    seed: u64,
) -> Result<BattleReport, String> {
    crate::rules::start_prepared_battle(app.world_mut(), level_id, level, seed)?;
    play_out(app)
}

/// Runs the battle started in `app` to its end.
fn play_out(app: &mut App) -> Result<BattleReport, String> {
    for _ in 0..FRAME_LIMIT {
        app.update();
        let b = app.world().resource::<Battle>();
        if b.outcome.is_some() {
            break;
        }
        if Presets::waiting(app.world()) {
            return Err("the battle waits for a player's decision".into());
        }
    }
    Ok(report(app.world()))
}

/// The battle's result as it stands.
pub fn report(world: &World) -> BattleReport {
    let b = world.resource::<Battle>();
    BattleReport {
        outcome: b.outcome.clone(),
        rounds: b.round,
        turns: b.turns,
    }
}
