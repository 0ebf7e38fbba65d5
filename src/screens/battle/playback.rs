//! Watching a replay in the window (`vortex play --replay FILE`): the battle is played from
//! the replay's choices and seed, each of its inputs given through the answer face as its
//! question opens (the player's own answers are held back). P pauses, N steps, F changes the
//! speed, E runs to the end, `]` runs to the next round; T takes over: from there the battle is a
//! live game, and its replay is written marked as practice, with the input it was taken over at
//! (docs/REPLAYS.md).

use super::BattleView;
use super::ask::Inbox;
use super::record::Recorded;
use crate::headless::answers::Answerer;
use crate::headless::verify::FromReplay;
use crate::replay::TakenOver;
use crate::rules::core::answers::{self, Answer, Input, ledger};
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::Presets;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::Screen;
use bevy::prelude::*;

/// A replay being watched.
#[derive(Resource)]
pub struct Playback {
    /// The replay's inputs, in order (to start again from).
    pub inputs: Vec<Input>,
    /// The inputs being given, as `vortex verify` gives them.
    from: FromReplay,
    /// An input was refused: the replay does not fit this game (the player may take over).
    stopped: bool,
    /// The replay's file name.
    pub file: String,
    /// The player took over.
    pub taken_over: bool,
    /// Running unpaced until this round starts (`]`).
    pub until_round: Option<u32>,
}

impl Playback {
    /// Watching these inputs of the replay `file`.
    pub fn new(file: String, inputs: Vec<Input>) -> Self {
        Self {
            from: FromReplay::new(inputs.clone()),
            inputs,
            stopped: false,
            file,
            taken_over: false,
            until_round: None,
        }
    }

    /// The banner the top bar shows.
    pub fn banner(&self) -> String {
        let given = self.from.given();
        use crate::data::lang::{t, tf};
        if self.taken_over {
            tf("PRACTICE from {0} at input {1}", &[&self.file, &given])
        } else if self.stopped || given >= self.inputs.len() {
            t("REPLAY: its inputs are over  ·  T: take over").into()
        } else {
            tf(
                "REPLAY {0}/{1}  ·  T: take over  ·  ]: next round  ·  E: to the end",
                &[&given, &self.inputs.len()],
            )
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (playback_keys, feed)
            .chain()
            .before(super::ask::deliver)
            .before(BattleSystems)
            .run_if(
                in_state(Screen::Battle)
                    .and_then(resource_exists::<Battle>)
                    .and_then(resource_exists::<Playback>),
            ),
    );
}

fn playback_keys(
    keys: crate::screens::input::Actions<crate::screens::input::BattleAction>,
    battle: Res<Battle>,
    mut playback: ResMut<Playback>,
    mut recorded: ResMut<Recorded>,
) {
    if playback.taken_over {
        return;
    }
    if keys.just(crate::screens::input::BattleAction::TakeOver) {
        playback.taken_over = true;
        // From here the battle is the player's: its replay is kept, as practice.
        recorded.written = false;
        recorded.practice = Some(TakenOver {
            from: playback.file.clone(),
            at_input: playback.from.given() as u32,
        });
    }
    if keys.just(crate::screens::input::BattleAction::NextRound) {
        playback.until_round = Some(battle.round + 1);
    }
}

/// Gives the replay's inputs as the battle reaches them.
pub(crate) fn feed(world: &mut World) {
    let Some(mut pb) = world.remove_resource::<Playback>() else {
        return;
    };
    if !pb.taken_over {
        // While watching, the player's clicks and keys answer nothing.
        world.resource_mut::<Inbox>().0.clear();
        give(world, &mut pb);
        if let Some(round) = pb.until_round {
            let b = world.resource::<Battle>();
            let running = b.round < round && b.outcome.is_none();
            world.resource_mut::<BattleView>().skip = running;
            if !running {
                pb.until_round = None;
            }
        }
    }
    world.resource_mut::<BattleView>().banner = Some(pb.banner());
    world.insert_resource(pb);
}

/// Gives the inputs the battle has reached, the way `vortex verify` gives them
/// (`headless::answers::play_started` with [`FromReplay`]): the inputs that answer no question
/// as soon as the answer before them is given, and each answer when its question is open.
fn give(world: &mut World, pb: &mut Playback) {
    if pb.stopped {
        return;
    }
    let asked = world.resource::<ledger::Ledger>().asked();
    let leading = pb.from.inputs(asked, &[]);
    pb.stopped |= submit(world, leading);
    if pb.stopped || !Presets::waiting(world) {
        return;
    }
    ledger::apply_due(world);
    for q in answers::open_questions(world) {
        let Some(picks) = pb.from.pick(&q) else {
            continue;
        };
        let answer = Answer {
            side: q.side,
            question: q.number,
            picks,
        };
        if answers::answer(world, &answer).is_err() {
            pb.stopped = true;
            return;
        }
        let asked = world.resource::<ledger::Ledger>().asked();
        let after = pb.from.after(&q, asked);
        if submit(world, after) {
            pb.stopped = true;
            return;
        }
    }
}

/// Submits inputs; whether one was refused.
fn submit(world: &mut World, inputs: Vec<Input>) -> bool {
    inputs
        .into_iter()
        .any(|input| ledger::submit(world, input).is_err())
}

/// Opens the replay at `path` to watch: the scenario as its choices prepared it, with its seed
/// (the player's contender put in the catalog); or why it cannot be watched here.
pub(crate) fn open(world: &mut World, path: &std::path::Path) -> Result<(), String> {
    let replay = crate::replay::read(path).map_err(|e| e.to_string())?;
    let level = crate::headless::verify::prepare_in(world, &replay).map_err(|v| {
        crate::data::lang::tf(
            "{0}: this replay cannot be watched here: {1}",
            &[&path.display(), &v],
        )
    })?;
    let mut chosen = world.resource_mut::<crate::screens::Chosen>();
    chosen.level = replay.level.clone();
    chosen.seed = replay.seed;
    chosen.prepared = Some(std::sync::Arc::new(level));
    let inputs = replay.inputs.iter().map(|s| s.input.clone()).collect();
    world.insert_resource(Playback::new(crate::replay::store::name_of(path), inputs));
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Battle);
    Ok(())
}

/// A battle starts again (R): a replay being watched starts from its first input; a practice
/// run goes on as a plain battle.
pub(super) fn restart(world: &mut World) {
    let Some(mut pb) = world.get_resource_mut::<Playback>() else {
        return;
    };
    if pb.taken_over {
        world.remove_resource::<Playback>();
    } else {
        pb.from = FromReplay::new(pb.inputs.clone());
        pb.stopped = false;
        pb.until_round = None;
    }
}
