//! The window keeps a replay of every battle the player finishes, and of every battle left
//! (Esc, a restart) after at least one input, in the data folder's `replays/` (written
//! atomically; docs/REPLAYS.md). Nothing is kept where the game has no data folder, nor in a
//! screenshot run.

use super::BattleView;
use crate::data::Catalog;
use crate::replay::{record, store};
use crate::rules::core::answers::ledger::Ledger;
use crate::rules::core::battle::Battle;
use crate::rules::core::schedule::BattleSystems;
use crate::rules::core::state_hash::RoundHashes;
use crate::screens::{Chosen, Notice, Screen};
use bevy::prelude::*;
use std::path::PathBuf;

/// Where replays are written (none: they are not kept).
#[derive(Resource, Clone, Debug, Default)]
pub struct ReplayFolder(pub Option<PathBuf>);

/// Whether this battle's replay was written, and where.
#[derive(Resource, Clone, Debug, Default)]
pub(crate) struct Recorded {
    /// Written already (once per battle).
    pub written: bool,
    /// The file, once written.
    pub file: Option<PathBuf>,
    /// A practice run: the replay it was taken over from, and where.
    pub practice: Option<crate::replay::TakenOver>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Recorded>();
    app.add_systems(
        Update,
        keep_when_over
            .after(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// A new battle starts: its round hashes are kept from its first round.
pub(super) fn start_recording(world: &mut World) {
    world.insert_resource(RoundHashes::default());
    world.insert_resource(Recorded::default());
}

fn keep_when_over(world: &mut World) {
    if world.resource::<Battle>().outcome.is_some() {
        keep(world);
    }
}

/// Writes the battle's replay if it is over or had an input, once.
pub(super) fn keep(world: &mut World) {
    let watching = world
        .get_resource::<super::playback::Playback>()
        .is_some_and(|p| !p.taken_over);
    if watching || world.resource::<Recorded>().written || !world.contains_resource::<Battle>() {
        return;
    }
    let Some(folder) = world
        .get_resource::<ReplayFolder>()
        .and_then(|f| f.0.clone())
    else {
        return;
    };
    let over = world.resource::<Battle>().outcome.is_some();
    let inputs = world
        .get_resource::<Ledger>()
        .is_some_and(|l| !l.taken().is_empty());
    if !over && !inputs {
        return;
    }
    world.resource_mut::<Recorded>().written = true;
    let chosen = world.resource::<Chosen>().clone();
    let level = match &chosen.prepared {
        Some(level) => Some((**level).clone()),
        None => world
            .resource::<Catalog>()
            .levels
            .get(&chosen.level)
            .map(|l| (**l).clone()),
    };
    let igt = world.resource::<BattleView>().igt_ms;
    let practice = world.resource::<Recorded>().practice.clone();
    let counts = practice.is_none();
    let Some(replay) = level.and_then(|l| record::of_battle(world, &l, igt, practice)) else {
        return;
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    match store::write(&folder, &replay, now) {
        Ok(file) => {
            if over && counts {
                note_result(world, &folder, Some(store::name_of(&file)));
            }
            world.resource_mut::<Recorded>().file = Some(file);
        }
        Err(e) => {
            world.resource_mut::<Notice>().0 = Some(crate::data::lang::tf(
                "The replay could not be written to {0}: {1}",
                &[&folder.display(), &e],
            ));
        }
    }
}

/// The one results file (issue 39), as read when the game started: every scenario's result,
/// shown by the lists and the campaign, and written when a battle ends.
#[derive(Resource, Clone, Debug, Default)]
pub struct KeptResults {
    /// The data folder it is written to (none: results are not kept).
    pub dir: Option<PathBuf>,
    /// The results.
    pub results: crate::data::results::Results,
}

/// Records a finished battle of the player's in the results (won: its winner is a team the
/// player controls), and, when it set a new best time, keeps its replay from pruning in place
/// of the one before.
fn note_result(world: &mut World, replays: &std::path::Path, replay: Option<String>) {
    let battle = world.resource::<Battle>();
    let won = matches!(
        battle.outcome,
        Some(crate::rules::core::battle::Outcome::Winner(t))
            if battle.teams.get(t).is_some_and(|t| t.control == crate::data::Control::Player)
    );
    let level = battle.level_id.clone();
    let view = world.resource::<BattleView>();
    // (Plans that played for the player win the scenario, but set no best time.)
    let igt = (!view.assisted).then_some(view.igt_ms);
    let Some(mut kept) = world.get_resource_mut::<KeptResults>() else {
        return;
    };
    let Some(dir) = kept.dir.clone() else {
        return;
    };
    let recorded = kept.results.record(&level, won, igt, replay.clone());
    let written = kept.results.save(&dir);
    if recorded.new_best
        && let Some(name) = replay
    {
        let mut best = store::Kept::load(replays);
        best.best.insert(name);
        if let Some(old) = recorded.replaced {
            best.best.remove(&old);
        }
        if let Err(e) = best.save(replays) {
            world.resource_mut::<Notice>().0 = Some(crate::data::lang::tf(
                "The best time's replay could not be marked in {0}: {1}",
                &[&replays.display(), &e],
            ));
        }
    }
    if let Err(e) = written {
        world.resource_mut::<Notice>().0 = Some(crate::data::lang::tf(
            "The results could not be written to {0}: {1}",
            &[&dir.display(), &e],
        ));
    }
}
