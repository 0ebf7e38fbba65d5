//! Phase 5, the countdown: while a fighter has AC above 0, the highest (ties: players first when
//! the preset says so, then initiative order) takes a turn and loses 1 AC.

use crate::data::level::Control;
use crate::rules::battle::Battle;
use crate::rules::fighter::{
    ActionCounter, Fighter, FighterKind, InBattle, InitiativeRank, Retired,
};
use crate::rules::query_cache::with_query;
use crate::rules::turn::{self, Step, Turn, TurnState};
use bevy::prelude::*;

/// How many turn steps one frame may take (the window paces the battle; headless runs free).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BattlePace {
    /// Steps per frame; none is unlimited.
    pub steps_per_frame: Option<u32>,
}

/// Runs turns until the round's counters are spent, a decision is awaited or the pace is used.
pub fn run(world: &mut World) {
    let mut budget = world
        .get_resource::<BattlePace>()
        .and_then(|p| p.steps_per_frame);
    // The turn in progress is held here while it runs and put back when the frame stops.
    let mut current = world.resource_mut::<TurnState>().turn.take();
    let ties = TieBreak::of(world.resource::<Battle>());
    let tactical = world.resource::<Battle>().rules.tactical;
    loop {
        if world.resource::<Battle>().outcome.is_some() {
            break;
        }
        if let Some(b) = budget.as_mut() {
            if *b == 0 {
                break;
            }
            *b -= 1;
        }
        if let Some(turn) = current.as_mut() {
            // A turn steps on until it ends or waits; the battle only ends when a chain does.
            loop {
                // The battle can only end in a chain, which a step reports.
                let step = if tactical {
                    crate::rules::tactical::turn::step(world, turn)
                } else {
                    turn::step(world, turn)
                };
                match step {
                    Step::Continue if budget.is_none() => {}
                    Step::Continue | Step::Ended => break,
                    Step::Blocked => {
                        world.resource_mut::<TurnState>().turn = current;
                        return;
                    }
                    Step::TurnOver => {
                        current = None;
                        break;
                    }
                }
            }
            continue;
        }
        match next_actor(world, &ties) {
            Some(e) => {
                if let Some(mut ac) = world.get_mut::<ActionCounter>(e) {
                    ac.0 -= 1;
                }
                world.resource_mut::<Battle>().turns += 1;
                current = Some(Turn {
                    owner: e,
                    acting: e,
                    stage: turn::Stage::Begin,
                    servants: Vec::new(),
                    face: None,
                    board: None,
                });
            }
            None => {
                world.resource_mut::<Battle>().advance_phase();
                break;
            }
        }
    }
    world.resource_mut::<TurnState>().turn = current;
}

/// How ties on AC are broken: which teams yield to the player's (none unless the preset puts
/// players first), then the initiative order.
pub struct TieBreak {
    /// Whether players act first on equal AC.
    players_first: bool,
    /// For each team, whether it acts after players on equal AC.
    yields: Vec<bool>,
}

impl TieBreak {
    /// The tie-break of a battle (its teams and preset do not change while it runs).
    pub fn of(battle: &Battle) -> TieBreak {
        let first = battle.rules.players_first_on_ties;
        TieBreak {
            players_first: first,
            yields: battle
                .teams
                .iter()
                .map(|t| first && t.control != Control::Player)
                .collect(),
        }
    }
}

/// The fighter with the highest AC above 0; ties go to players first (if the preset says so),
/// then to the initiative order.
pub fn next_actor(world: &mut World, ties: &TieBreak) -> Option<Entity> {
    with_query::<ActorData, (With<InBattle>, Without<Retired>), _>(world, |world, query| {
        query
            .iter_manual(world)
            .filter(|(_, ac, f, _)| ac.0 > 0 && f.kind != FighterKind::Servant)
            .map(|(e, ac, f, rank)| {
                let npc = ties
                    .yields
                    .get(f.team)
                    .copied()
                    .unwrap_or(ties.players_first);
                let rank = rank.map_or(u32::MAX, |r| r.0);
                (e, (-ac.0, npc, rank, f.serial))
            })
            .min_by_key(|(_, key)| *key)
            .map(|(e, _)| e)
    })
}

/// What the next actor is chosen by.
type ActorData = (
    Entity,
    &'static ActionCounter,
    &'static Fighter,
    Option<&'static InitiativeRank>,
);
