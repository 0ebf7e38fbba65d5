//! Verifying a replay: the battle played again headless from the replay's choices and inputs,
//! every input checked as a legal answer to the question then open (or a hand-over at a point
//! the battle reached), every round's state hash compared, and the result compared with the
//! claim. A replay proves the line of play, not the time (docs/REPLAYS.md).

use super::answers::{Answerer, LineError, play_started};
use crate::data::{Catalog, Level};
use crate::replay::{ClaimedOutcome, Replay, content};
use crate::rules::core::answers::{Input, OpenQuestion};
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::Presets;
use crate::rules::core::state_hash::RoundHashes;
use bevy::prelude::*;

/// What verifying one replay found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The line of play holds: every input legal, every round's state as recorded, the result
    /// as claimed.
    Verified {
        /// The outcome (as claimed; `Left` for a battle left).
        outcome: ClaimedOutcome,
        /// Rounds.
        rounds: u32,
        /// Turns.
        turns: u32,
        /// The in-game time claimed.
        igt_ms: u64,
    },
    /// It went another way: at which input (from 1; 0 before the first), in which round, and how.
    Mismatch {
        /// The input.
        input: usize,
        /// The round.
        round: u32,
        /// What differs.
        why: String,
    },
    /// It cannot be judged here: another rules version, other content, a scenario this game
    /// lacks. Both values named.
    Incompatible {
        /// The field.
        field: &'static str,
        /// The replay's value.
        theirs: String,
        /// This game's.
        ours: String,
    },
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Verified {
                outcome,
                rounds,
                igt_ms,
                ..
            } => write!(
                f,
                "verified: {} after {rounds} rounds, {}",
                outcome.name(),
                crate::replay::igt(*igt_ms)
            ),
            Verdict::Mismatch { input, round, why } => {
                write!(f, "mismatch at input {input} (round {round}): {why}")
            }
            Verdict::Incompatible {
                field,
                theirs,
                ours,
            } => write!(
                f,
                "incompatible: {field} is {theirs} in the replay, {ours} in this game"
            ),
        }
    }
}

/// A replay's inputs, given in order: each answer to the question it names, each hand-over and
/// autopilot switch as soon as the answer before it is given.
pub struct FromReplay {
    inputs: Vec<Input>,
    next: usize,
    /// Set when the battle asked something else than the replay answers next.
    pub diverged: Option<String>,
}

impl FromReplay {
    /// Gives these inputs.
    pub fn new(inputs: Vec<Input>) -> Self {
        Self {
            inputs,
            next: 0,
            diverged: None,
        }
    }

    /// How many inputs were given.
    pub fn given(&self) -> usize {
        self.next
    }

    /// The non-answer inputs up to the next answer: given at once (those for a later point
    /// wait for it in the ledger).
    fn leading(&mut self) -> Vec<Input> {
        let mut out = Vec::new();
        while let Some(input) = self.inputs.get(self.next) {
            if matches!(input, Input::Answer(_)) {
                break;
            }
            out.push(input.clone());
            self.next += 1;
        }
        out
    }
}

impl Answerer for FromReplay {
    fn start(&mut self) -> Vec<Input> {
        self.leading()
    }

    fn pick(&mut self, q: &OpenQuestion) -> Option<Vec<usize>> {
        let Some(Input::Answer(a)) = self.inputs.get(self.next) else {
            return None;
        };
        if a.question != q.number || a.side != q.side {
            self.diverged = Some(format!(
                "question {} (side {}) was asked, but the replay answers question {} (side {})",
                q.number, q.side, a.question, a.side
            ));
            return None;
        }
        self.next += 1;
        Some(a.picks.clone())
    }

    fn inputs(&mut self, _asked: u64, _open: &[OpenQuestion]) -> Vec<Input> {
        self.leading()
    }

    fn after(&mut self, _q: &OpenQuestion, _asked: u64) -> Vec<Input> {
        self.leading()
    }
}

/// The content hashes worked out so far, by scenario and choices (a batch of replays of one
/// scenario hashes its content once; the catalog does not change while they are verified).
#[derive(Resource, Default)]
pub struct ContentHashes(std::collections::HashMap<(String, String), String>);

/// The scenario as the replay prepared it, the player's contender put in `catalog`; or why it
/// cannot be played here (incompatible) or was not legal (a mismatch at input 0).
pub fn prepare(world: &World, catalog: &mut Catalog, replay: &Replay) -> Result<Level, Verdict> {
    let incompatible = |field, theirs: String, ours: String| Verdict::Incompatible {
        field,
        theirs,
        ours,
    };
    let Some(written) = catalog.levels.get(&replay.level).cloned() else {
        return Err(incompatible(
            "level",
            format!("`{}`", replay.level),
            "no such scenario".into(),
        ));
    };
    if written.preset != replay.preset {
        return Err(incompatible(
            "preset",
            replay.preset.name().into(),
            written.preset.name().into(),
        ));
    }
    let ours = world
        .resource::<Presets>()
        .get(replay.preset)
        .map_or(0, |r| r.rules_version);
    if replay.rules != ours {
        return Err(incompatible(
            "rules",
            replay.rules.to_string(),
            ours.to_string(),
        ));
    }
    if !replay.mods.is_empty() {
        let theirs = replay
            .mods
            .iter()
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>();
        return Err(incompatible("mods", theirs.join(", "), "none".into()));
    }
    let level = replay
        .choices
        .apply(&written, catalog)
        .map_err(|why| Verdict::Mismatch {
            input: 0,
            round: 0,
            why,
        })?;
    let key = (
        replay.level.clone(),
        ron::to_string(&replay.choices).unwrap_or_default(),
    );
    let cached = world
        .get_resource::<ContentHashes>()
        .and_then(|c| c.0.get(&key).cloned());
    let hash = cached.unwrap_or_else(|| content::hash(catalog, &level));
    if hash != replay.content {
        return Err(incompatible("content", replay.content.clone(), hash));
    }
    Ok(level)
}

/// [`prepare`] with the app's own catalog (the player's contender put in it), remembering the
/// content hash for the next replay of the same scenario and choices.
pub fn prepare_in(world: &mut World, replay: &Replay) -> Result<Level, Verdict> {
    world.init_resource::<ContentHashes>();
    let level = world
        .resource_scope(|world, mut catalog: Mut<Catalog>| prepare(world, &mut catalog, replay))?;
    let key = (
        replay.level.clone(),
        ron::to_string(&replay.choices).unwrap_or_default(),
    );
    world
        .resource_mut::<ContentHashes>()
        .0
        .insert(key, replay.content.clone());
    Ok(level)
}

/// Plays `replay` in `app` (a headless app with this game's content) and judges it.
pub fn verify(app: &mut App, replay: &Replay) -> Verdict {
    let level = match prepare_in(app.world_mut(), replay) {
        Ok(p) => p,
        Err(v) => return v,
    };
    app.world_mut().insert_resource(RoundHashes::default());
    let started =
        crate::rules::start_prepared_battle(app.world_mut(), &replay.level, &level, replay.seed);
    if let Err(why) = started {
        return Verdict::Mismatch {
            input: 0,
            round: 0,
            why,
        };
    }
    let inputs: Vec<Input> = replay.inputs.iter().map(|s| s.input.clone()).collect();
    let total = inputs.len();
    let mut from = FromReplay::new(inputs);
    let played = play_started(app, &mut from, true);
    let world = app.world_mut();
    let hashes = world.remove_resource::<RoundHashes>().unwrap_or_default().0;
    let (round, turns, outcome) = {
        let b = world.resource::<Battle>();
        (b.round, b.turns, b.outcome.clone())
    };
    let mismatch = |input: usize, round: u32, why: String| Verdict::Mismatch { input, round, why };
    // Every round the replay recorded must have closed here with the same state.
    for (i, theirs) in replay.round_hashes.iter().enumerate() {
        match hashes.get(i) {
            Some(ours) if ours.hash == theirs.hash && ours.round == theirs.round => {}
            Some(ours) => {
                return mismatch(ours.inputs as usize, ours.round, "state differs".into());
            }
            None if played.is_ok() || replay.claimed.outcome != ClaimedOutcome::Left => {
                return mismatch(
                    from.given(),
                    round,
                    format!(
                        "the replay records round {} closing; it never did",
                        theirs.round
                    ),
                );
            }
            None => {}
        }
    }
    match played {
        Err(LineError::Refused { question, why, .. }) => mismatch(
            from.given(),
            round,
            format!("not a legal answer to question {question}: {why}"),
        ),
        Err(LineError::Input { why }) => mismatch(from.given(), round, why),
        Err(LineError::Outran { question, words }) => {
            if let Some(why) = from.diverged.clone() {
                return mismatch(from.given() + 1, round, why);
            }
            if replay.claimed.outcome == ClaimedOutcome::Left && from.given() == total {
                return left(replay, round);
            }
            mismatch(
                from.given() + 1,
                round,
                format!("question {question} ({words}) was asked; the replay's inputs end"),
            )
        }
        Err(LineError::CalledOff) => mismatch(from.given(), round, "the battle never ended".into()),
        Err(LineError::Start(why)) => mismatch(0, 0, why),
        Ok(_) if from.given() < total => mismatch(
            from.given() + 1,
            round,
            format!("the battle ended with {} inputs left", total - from.given()),
        ),
        Ok(_) if replay.claimed.outcome == ClaimedOutcome::Left => left(replay, round),
        Ok(_) => {
            let got = crate::replay::record::outcome_for(&level, outcome.as_ref());
            let c = &replay.claimed;
            if (got, round, turns) != (c.outcome, c.rounds, c.turns) {
                return mismatch(
                    total,
                    round,
                    format!(
                        "claimed {} after {} rounds, {} turns; plays to {} after {round} rounds, \
                         {turns} turns",
                        c.outcome.name(),
                        c.rounds,
                        c.turns,
                        got.name()
                    ),
                );
            }
            Verdict::Verified {
                outcome: got,
                rounds: round,
                turns,
                igt_ms: c.igt_ms,
            }
        }
    }
}

/// A battle left: verified up to its last input, the claim's rounds no later than reached.
fn left(replay: &Replay, reached: u32) -> Verdict {
    let c = &replay.claimed;
    if c.rounds > reached {
        return Verdict::Mismatch {
            input: replay.inputs.len(),
            round: reached,
            why: format!(
                "claimed to be left in round {}; round {reached} was the last",
                c.rounds
            ),
        };
    }
    Verdict::Verified {
        outcome: ClaimedOutcome::Left,
        rounds: c.rounds,
        turns: c.turns,
        igt_ms: c.igt_ms,
    }
}
