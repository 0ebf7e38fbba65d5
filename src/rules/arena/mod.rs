//! The Arena preset: seed 001's panels and plans as written. Two contenders built from three
//! stats fight by themselves: each turn the initiative roll (with yielding), the simultaneous
//! pattern switch and status recovery, the first and second action phases paying skill costs
//! with panels, and the turn end — through the chain area, for at most 8 turns.

pub mod act;
pub mod bout;
pub mod chain;
pub mod end;
pub mod initiative;
pub mod lines;
pub mod panels;
pub mod pattern;
pub mod plans;
pub mod state;
pub mod verdict;

use crate::data::level::MemberSpec;
use crate::data::{Catalog, Level, Preset};
use crate::rules::core::fighter::{Controller, Fighter, FighterKind, Roster, Statuses};
use crate::rules::core::hot::HotReads;
use crate::rules::core::preset::{Entry, PresetRules, Presets, RoundRules, RoundWords};
use crate::rules::core::schedule::{RoundPhase, RoundSchedule};
use crate::rules::core::setup::{FighterSpawn, spawn_fighter};
use crate::rules::core::state_hash::{StateDigest, each_fighter};
use bevy::prelude::*;

/// The Arena's systems: they run only in an Arena bout.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArenaSystems;

/// A turn of seed 001: initiative, pattern switch (and recovery), the two action phases, the
/// turn end.
const PHASES: &[RoundPhase] = &[
    RoundPhase::RoundStart,
    RoundPhase::Initiative,
    RoundPhase::PatternSwitch,
    RoundPhase::Countdown,
    RoundPhase::RoundEnd,
];

/// The most turns of a bout (4.戦闘の流れ: 8ターン目が終了した場合).
pub const TURNS: u32 = 8;

/// Registers the Arena and puts its systems in the round's phases.
pub fn plugin(app: &mut App) {
    Presets::register(
        app,
        Preset::Arena,
        PresetRules {
            round: RoundRules {
                phases: PHASES,
                players_first_on_ties: false,
                cap: Some(TURNS),
                // Seed 001 calls its rounds turns, and judges the bout after the last.
                words: RoundWords {
                    round: "turn",
                    turn: "action phase",
                    at_cap: "judged by HP lost",
                    combat: "battles",
                },
            },
            setup,
            spawn_member,
            ready,
            waiting: |_| false,
            teardown,
            goal: "To win: bring the other contender's HP to 0 within 8 turns.",
            drawn: true,
            // Seed 001: once built, a contender fights by its plans; nothing is asked.
            faces: &[],
            rules_version: 1,
            digest,
            declare: crate::rules::core::preset::no_declarations,
        },
    );
    app.add_systems(
        RoundSchedule(Preset::Arena),
        (
            initiative::roll_initiative.in_set(RoundPhase::Initiative.preset()),
            pattern::switch_and_recover.in_set(RoundPhase::PatternSwitch.preset()),
            act::action_phases.in_set(RoundPhase::Countdown.preset()),
            end::end_turn.in_set(RoundPhase::RoundEnd.preset()),
        )
            .in_set(ArenaSystems),
    );
}

/// The bout's resources (the cap, the seed's 8 turns, is the preset's `RoundRules::cap`).
fn setup(world: &mut World, _level: &Level) {
    world.insert_resource(bout::Bout::default());
    world.insert_resource(chain::ChainArea::default());
    world.insert_resource(bout::PinnedRolls::default());
}

fn teardown(world: &mut World) {
    world.remove_resource::<bout::Bout>();
    world.remove_resource::<chain::ChainArea>();
    world.remove_resource::<bout::PinnedRolls>();
}

/// Spawns a contender: HP four times its body, its skills, patterns and plans.
fn spawn_member(world: &mut World, m: &MemberSpec, entry: Entry) -> Result<Entity, String> {
    let catalog = world.res::<Catalog>();
    let who = catalog
        .contenders
        .get(&m.card)
        .cloned()
        .ok_or_else(|| format!("no contender `{}`", m.card))?;
    let own = state::contender_state(&who, &catalog.skills);
    let spawn = FighterSpawn {
        fighter: Fighter {
            card_id: m.card.clone(),
            name: who.name.clone(),
            team: entry.team,
            kind: FighterKind::Character,
            attributes: Vec::new(),
            races: Vec::new(),
            serial: entry.serial,
        },
        hp: who.stats.hp(),
        line: m.line,
        controller: Controller::new(entry.control, Vec::new().into()),
        statuses: Statuses::default(),
    };
    Ok(spawn_fighter(world, spawn, own))
}

/// The two contenders, by team.
fn ready(world: &mut World) {
    let mut contenders = Roster::standing(world);
    contenders.sort_by_key(|e| world.get::<Fighter>(*e).map(|f| (f.team, f.serial)));
    world.res_mut::<bout::Bout>().contenders = contenders;
}

/// The Arena's part of the state hash: each contender's pattern in use and its statuses.
fn digest(world: &mut World, d: &mut StateDigest) {
    each_fighter::<state::Patterns>(world, d, |p, d| d.put(p.current as i64));
    each_fighter::<state::CharacterStatuses>(world, d, |s, d| d.put_str(&format!("{:?}", s.0)));
}
