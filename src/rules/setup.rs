//! Starting a battle: the world is cleared of the last one and the scenario's fighters spawned.

use super::additive::{reassert_continuous, refresh_base_modifiers};
use super::battle::{Battle, RuleSet, TeamInfo};
use super::battlefield::Battlefield;
use super::battlefield::grid::{GridMap, GridPos, spawn_map};
use super::control::Decisions;
use super::field::FieldState;
use super::fighter::*;
use super::log::BattleLog;
use super::phase::RoundPhase;
use super::rng::BattleRng;
use super::turn::TurnState;
use crate::data::level::{Control, MemberSpec};
use crate::data::plan::Plan;
use crate::data::{Catalog, CharacterCard, LineName, TokenCard};
use bevy::prelude::*;
use std::sync::Arc;

/// Starts the scenario `level_id` from the catalog with `seed`. Fails with a message when the
/// scenario or one of its fighters is not in the catalog.
pub fn start_battle(world: &mut World, level_id: &str, seed: u64) -> Result<(), String> {
    let level = world
        .resource::<Catalog>()
        .levels
        .get(level_id)
        .cloned()
        .ok_or_else(|| format!("no scenario `{level_id}`"))?;
    end_battle(world);
    let keep_log = world.get_resource::<BattleLog>().is_none_or(|l| l.enabled);
    let autopilot = world
        .get_resource::<Decisions>()
        .is_some_and(|d| d.autopilot);
    let rules = RuleSet::of(level.preset);
    let first_phase = rules
        .phases
        .first()
        .copied()
        .unwrap_or(RoundPhase::RoundStart);
    world.insert_resource(Battle {
        preset: level.preset,
        rules,
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
        round_cap: level.round_cap,
        outcome: None,
        clock: 0,
        next_serial: 0,
        turns: 0,
        chain: Default::default(),
    });
    world.insert_resource(BattleRng::new(seed));
    world.insert_resource(BattleLog {
        lines: Vec::new(),
        enabled: keep_log,
    });
    let fields = FieldState::with_terrain(world.resource::<Catalog>(), &level.persistent_terrain);
    world.insert_resource(fields);
    world.insert_resource(Decisions {
        autopilot,
        ..Default::default()
    });
    world.insert_resource(TurnState::default());
    let battlefield = match &level.map {
        Some(map) => {
            spawn_map(world, map);
            Battlefield::Grid
        }
        None => Battlefield::Lines,
    };
    world.insert_resource(battlefield);
    let squares = level.map.as_ref().map(|m| m.placements(&level.teams));
    world.resource_mut::<BattleLog>().line(|| {
        format!(
            "battle {} ({}) seed {seed}",
            level.name,
            level.preset.name()
        )
    });
    for (team, spec) in level.teams.iter().enumerate() {
        for (index, member) in spec.members.iter().enumerate() {
            let serial = {
                let mut b = world.resource_mut::<Battle>();
                b.next_serial += 1;
                b.next_serial
            };
            let e = spawn_member(world, member, team, spec.control, serial)?;
            let square = squares.as_ref().and_then(|s| s[team][index]);
            if let Some((x, y)) = square {
                stand_on(world, e, team, GridPos::new(x as i32, y as i32));
            }
        }
    }
    refresh_base_modifiers(world);
    if world.resource::<Battle>().rules.tactical {
        super::tactical::prepare_battle(world);
    }
    Ok(())
}

/// Takes the battle's fighters out of the world (leaving a battle); `start_battle` does the same
/// for the battle before it.
pub fn end_battle(world: &mut World) {
    let old = world
        .get_resource::<Roster>()
        .map(|r| r.0.clone())
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
        .get_resource::<GridMap>()
        .map_or(LineName::Front, |m| m.line_of(team, square));
    world.entity_mut(e).insert((square, Position { line }));
}

fn spawn_member(
    world: &mut World,
    m: &MemberSpec,
    team: usize,
    control: Control,
    serial: u32,
) -> Result<Entity, String> {
    let catalog = world.resource::<Catalog>();
    if let Some(ch) = catalog.characters.get(&m.card).cloned() {
        let ids = m.deck.as_ref().unwrap_or(&ch.deck);
        let deck = ids
            .iter()
            .map(|id| {
                catalog.cards.get(id).map(|c| DeckFace {
                    id: id.clone(),
                    card: c.clone(),
                    usable: true,
                })
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| format!("{}: a deck card is missing", ch.name))?;
        let extras = ch
            .extras
            .iter()
            .filter_map(|x| {
                catalog.extras.get(x).map(|c| HeldExtra {
                    id: x.clone(),
                    card: c.clone(),
                })
            })
            .collect();
        let plans: Arc<[Plan]> = m.plans.clone().unwrap_or_else(|| ch.plans.clone()).into();
        Ok(spawn_character(
            world,
            &ch,
            &m.card,
            deck,
            extras,
            team,
            m.line,
            Controller { control, plans },
            serial,
        ))
    } else if let Some(tk) = catalog.tokens.get(&m.card).cloned() {
        let e = spawn_token(world, &tk, &m.card, team, m.line, serial, false);
        if let Some(plans) = &m.plans {
            world.entity_mut(e).insert(Controller {
                control,
                plans: plans.clone().into(),
            });
        }
        Ok(e)
    } else {
        Err(format!("no character or token `{}`", m.card))
    }
}

/// Spawns a character with its deck, abilities, extras and continuous sources.
pub fn spawn_character(
    world: &mut World,
    ch: &CharacterCard,
    id: &str,
    deck: Vec<DeckFace>,
    extras: Vec<HeldExtra>,
    team: usize,
    line: LineName,
    controller: Controller,
    serial: u32,
) -> Entity {
    let mut statuses = Statuses::default();
    for face in deck.iter().filter(|f| f.usable) {
        statuses
            .continuous
            .extend(face.card.continuous.iter().copied());
    }
    reassert_continuous(&mut statuses, 0);
    let e = world
        .spawn((
            InBattle,
            Fighter {
                card_id: id.to_string(),
                name: ch.name.clone(),
                team,
                kind: FighterKind::Character,
                attributes: ch.attributes.clone(),
                races: ch.races.clone(),
                serial,
            },
            Hp {
                current: ch.hp,
                start: ch.hp,
            },
            Position { line },
            Deck(deck),
            Abilities(ch.abilities.clone().into()),
            controller,
            statuses,
            BaseModifier::default(),
            ServantFrame::default(),
            Extras(extras),
            ActionCounter(0),
        ))
        .id();
    Roster::enter(world, e);
    e
}

/// Spawns a token (a servant when `servant`, else independent) with its action table.
pub fn spawn_token(
    world: &mut World,
    tk: &Arc<TokenCard>,
    id: &str,
    team: usize,
    line: LineName,
    serial: u32,
    servant: bool,
) -> Entity {
    let catalog = world.resource::<Catalog>();
    let deck: Vec<DeckFace> = tk
        .actions
        .iter()
        .filter_map(|a| {
            catalog.cards.get(a).map(|c| DeckFace {
                id: a.clone(),
                card: c.clone(),
                usable: true,
            })
        })
        .collect();
    let control = world
        .resource::<Battle>()
        .teams
        .get(team)
        .map_or(Control::Plans, |t| t.control);
    let kind = if servant {
        FighterKind::Servant
    } else {
        FighterKind::IndependentToken
    };
    let e = world
        .spawn((
            InBattle,
            Fighter {
                card_id: id.to_string(),
                name: tk.name.clone(),
                team,
                kind,
                attributes: tk.attributes.clone(),
                races: tk.races.clone(),
                serial,
            },
            Hp {
                current: tk.hp,
                start: tk.hp,
            },
            Position { line },
            Deck(deck),
            Abilities(tk.abilities.clone().into()),
            Controller {
                control,
                plans: tk.plans.clone().into(),
            },
            Statuses::default(),
            BaseModifier::default(),
            Threat(tk.threat),
            ActionCounter(0),
        ))
        .id();
    Roster::enter(world, e);
    e
}
