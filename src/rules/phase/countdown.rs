//! Phase 5, the countdown: while a fighter has AC above 0, the highest (ties: players first when
//! the preset says so, then initiative order) takes a turn and loses 1 AC.

use crate::data::level::Control;
use crate::rules::battle::Battle;
use crate::rules::fighter::{ActionCounter, Fighter, FighterKind, InitiativeRank, Roster};
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
    loop {
        if world.resource::<Battle>().outcome.is_some() {
            return;
        }
        if let Some(b) = budget.as_mut() {
            if *b == 0 {
                return;
            }
            *b -= 1;
        }
        if world.resource::<TurnState>().turn.is_some() {
            match turn::step(world) {
                Step::Continue => {}
                Step::Blocked => return,
                Step::TurnOver => world.resource_mut::<TurnState>().turn = None,
            }
            continue;
        }
        match next_actor(world) {
            Some(e) => {
                if let Some(mut ac) = world.get_mut::<ActionCounter>(e) {
                    ac.0 -= 1;
                }
                world.resource_mut::<Battle>().turns += 1;
                world.resource_mut::<TurnState>().turn = Some(Turn {
                    owner: e,
                    acting: e,
                    stage: turn::Stage::Begin,
                    servants: Vec::new(),
                    face: None,
                });
            }
            None => {
                world.resource_mut::<Battle>().advance_phase();
                return;
            }
        }
    }
}

/// The fighter with the highest AC above 0; ties go to players first (if the preset says so),
/// then to the initiative order.
pub fn next_actor(world: &mut World) -> Option<Entity> {
    let players_first = world.resource::<Battle>().rules.players_first_on_ties;
    let teams: Vec<Control> = world
        .resource::<Battle>()
        .teams
        .iter()
        .map(|t| t.control)
        .collect();
    Roster::standing(world)
        .into_iter()
        .filter_map(|e| {
            let (f, ac) = (world.get::<Fighter>(e)?, world.get::<ActionCounter>(e)?);
            if ac.0 <= 0 || f.kind == FighterKind::Servant {
                return None;
            }
            let npc = players_first && teams.get(f.team) != Some(&Control::Player);
            let rank = world.get::<InitiativeRank>(e).map_or(u32::MAX, |r| r.0);
            Some((e, (-ac.0, npc, rank, f.serial)))
        })
        .min_by_key(|(_, key)| *key)
        .map(|(e, _)| e)
}
