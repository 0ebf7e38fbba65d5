//! Starting a battle: the world is cleared of the last one, the battle's resources are put in
//! place, and the preset spawns the scenario's fighters.

use super::battle::{Battle, TeamInfo};
use super::battlefield::grid::{GridMap, GridPos, spawn_map};
use super::battlefield::{Battlefield, BoardReader};
use super::fighter::*;
use super::log::{BattleLog, LogEvent};
use super::preset::{Entry, Presets};
use super::rng::BattleRng;
use super::schedule::RoundPhase;
use crate::data::level::MemberSpec;
use crate::data::{Catalog, Level, LineName};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Starts the scenario `level_id` from the catalog with `seed`. Fails with a message when the
/// scenario, its preset or one of its fighters is not there.
pub fn start_battle(world: &mut World, level_id: &str, seed: u64) -> Result<(), String> {
    let level = world
        .res::<Catalog>()
        .levels
        .get(level_id)
        .cloned()
        .ok_or_else(|| format!("no scenario `{level_id}`"))?;
    start_prepared_battle(world, level_id, &level, seed)
}

/// Starts `level` (the scenario `level_id` as the player prepared it: decks and lines chosen
/// before the battle) with `seed`.
pub fn start_prepared_battle(
    world: &mut World,
    level_id: &str,
    level: &Level,
    seed: u64,
) -> Result<(), String> {
    let preset = world
        .hot_resource::<Presets>()
        .and_then(|p| p.get(level.preset))
        .cloned()
        .ok_or_else(|| format!("the {} preset is not in this game", level.preset.name()))?;
    end_battle(world);
    let keep_log = world.hot_resource::<BattleLog>().is_none_or(|l| l.enabled);
    let first_phase = preset
        .round
        .phases
        .first()
        .copied()
        .unwrap_or(RoundPhase::RoundStart);
    world.insert_resource(Battle {
        preset: level.preset,
        rules: preset.round.clone(),
        level_id: level_id.to_string(),
        seed,
        teams: level
            .teams
            .iter()
            .map(|t| TeamInfo {
                name: t.name.clone(),
                control: t.control,
            })
            .collect(),
        round: 1,
        phase: first_phase,
        round_cap: preset.round.cap.unwrap_or(level.round_cap),
        outcome: None,
        next_serial: 0,
        turns: 0,
        announced: 0,
        first_side: None,
    });
    world.insert_resource(BattleRng::new(seed));
    world.insert_resource(super::answers::Ledger::default());
    world.insert_resource(crate::rules::core::countdown::WhoseTurn::default());
    world.insert_resource(BattleLog {
        events: Vec::new(),
        enabled: keep_log,
    });
    (preset.setup)(world, level);
    let battlefield = match &level.map {
        Some(map) => {
            spawn_map(world, map);
            Battlefield::Grid
        }
        None => Battlefield::Lines,
    };
    BoardReader::set_battlefield(world, battlefield);
    let squares = level.map.as_ref().map(|m| m.placements(&level.teams));
    world.res_mut::<BattleLog>().push(|| LogEvent::BattleStart {
        id: level_id.to_string(),
        level: level.name.clone(),
        preset: level.preset.name(),
        seed,
    });
    for (team, spec) in level.teams.iter().enumerate() {
        for (index, member) in spec.members.iter().enumerate() {
            let serial = world.res_mut::<Battle>().next_serial();
            let entry = Entry {
                team,
                control: spec.control,
                serial,
            };
            let e = (preset.spawn_member)(world, member, entry)?;
            let square = squares.as_ref().and_then(|s| s[team][index]);
            if let Some((x, y)) = square {
                stand_on(world, e, team, GridPos::new(x as i32, y as i32));
            }
        }
    }
    name_apart(world);
    (preset.ready)(world);
    Ok(())
}

/// Fighters of the battle that share a name are told apart by a letter, as a tabletop GM does
/// (ゴブリンA, ゴブリンB): "Ridge Raider A", "Ridge Raider B", in the order they entered, so the
/// log, the order bar and the map say which one acts or is hit. (Fighters that enter later, a
/// summoned token, keep their card's name.)
fn name_apart(world: &mut World) {
    let mut by_name: std::collections::BTreeMap<String, Vec<(u32, Entity)>> = Default::default();
    let mut fighters = world.query::<(Entity, &Fighter)>();
    for (e, f) in fighters.iter(world) {
        by_name
            .entry(f.name.clone())
            .or_default()
            .push((f.serial, e));
    }
    for (name, mut same) in by_name {
        if same.len() < 2 {
            continue;
        }
        same.sort();
        for ((_, e), letter) in same.into_iter().zip('A'..='Z') {
            if let Some(mut f) = world.get_mut::<Fighter>(e) {
                f.name = format!("{name} {letter}");
            }
        }
    }
}

/// Takes the battle's fighters, squares and preset resources out of the world (leaving a
/// battle); `start_battle` does the same for the battle before it. The `Battle` itself stays,
/// for its result.
pub fn end_battle(world: &mut World) {
    let teardown = world.hot_resource::<Battle>().and_then(|b| {
        let presets = world.hot_resource::<Presets>()?;
        presets.get(b.preset).map(|rules| rules.teardown)
    });
    if let Some(teardown) = teardown {
        teardown(world);
    }
    let old = world
        .hot_resource::<Roster>()
        .map(|r| r.all.clone())
        .unwrap_or_default();
    for e in old {
        world.despawn(e);
    }
    world.insert_resource(Roster::default());
    if let Some(map) = world.remove_resource::<GridMap>() {
        for e in map.squares {
            world.despawn(e);
        }
    }
}

/// Puts a fighter on a square of the grid; its line is the deployment row the square counts as.
pub fn stand_on(world: &mut World, e: Entity, team: usize, square: GridPos) {
    let line = world
        .hot_resource::<GridMap>()
        .map_or(LineName::Front, |m| m.line_of(team, square));
    world.entity_mut(e).insert((square, Position { line }));
}

/// Moves a fighter to `to` by a move that cost `cost` squares of movement (and engaged it there,
/// or not), and says so: the one move line of every grid preset.
pub fn move_onto(world: &mut World, e: Entity, to: GridPos, cost: i32, engaged: bool) {
    let from = world.get::<GridPos>(e).copied().unwrap_or_default();
    let team = world.get::<Fighter>(e).map_or(0, |f| f.team);
    stand_on(world, e, team, to);
    super::log::write(world, super::log::EventKind::Move, |w| {
        super::log::Facts::on(w, e)
            .what(format!("{},{}", to.x, to.y))
            .amount(cost)
            .says(format!(
                "  {} moves ({},{}) to ({},{}), {cost} squares of movement{}",
                super::log::name(w, e),
                from.x,
                from.y,
                to.x,
                to.y,
                if engaged { ", engaged" } else { "" }
            ))
    });
}

/// What every fighter is made of, in any preset.
pub struct FighterSpawn {
    /// Who it is.
    pub fighter: Fighter,
    /// Its HP at the start.
    pub hp: i32,
    /// Its line.
    pub line: LineName,
    /// Who decides for it.
    pub controller: Controller,
    /// Its additive elements at the start.
    pub statuses: Statuses,
}

impl FighterSpawn {
    /// A player of a card game (the Showdown, the Brawl) for the scenario's member `m`: named
    /// after its team (or `fallback`), with `life` as its HP and no plans of its own (its deck's
    /// plans are the preset's).
    pub fn player(
        world: &World,
        m: &MemberSpec,
        fallback: &str,
        life: i32,
        entry: Entry,
    ) -> FighterSpawn {
        let name = world
            .hot_resource::<Battle>()
            .and_then(|b| b.teams.get(entry.team))
            .map_or_else(|| fallback.to_string(), |t| t.name.clone());
        FighterSpawn {
            fighter: Fighter {
                card_id: m.card.clone(),
                name,
                team: entry.team,
                kind: FighterKind::Character,
                attributes: Vec::new(),
                races: Vec::new(),
                serial: entry.serial,
            },
            hp: life,
            line: m.line,
            controller: Controller::new(entry.control, Vec::new().into()),
            statuses: Statuses::default(),
        }
    }
}

/// Spawns a fighter with the components every preset's fighters have and the preset's own
/// (`own`), and enters it in the roster.
pub fn spawn_fighter(world: &mut World, spawn: FighterSpawn, own: impl Bundle) -> Entity {
    let e = world
        .spawn((
            InBattle,
            spawn.fighter,
            Hp {
                current: spawn.hp,
                start: spawn.hp,
            },
            Position { line: spawn.line },
            spawn.controller,
            spawn.statuses,
            ActionCounter(0),
            own,
        ))
        .id();
    Roster::enter(world, e);
    e
}
