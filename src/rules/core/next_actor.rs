//! Who acts next in the countdown: the fighter with the highest AC above 0, ties to players first
//! when the preset says so, then the initiative order, then entry order; read from the roster's
//! standing fighters (a handful: cheaper than a query over the battle's archetypes).

use crate::data::level::Control;
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{ActionCounter, Fighter, FighterKind, InitiativeRank, Roster};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

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
        if let Some(side) = battle.first_side {
            // The side first this round goes before the others on equal AC.
            return TieBreak {
                players_first: false,
                yields: (0..battle.teams.len()).map(|t| t != side).collect(),
            };
        }
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

/// Where `e`, at AC `ac`, comes in the countdown (lowest first): the highest AC, then the
/// players' side when ties favour it, then the initiative order, then entry order; none for a
/// servant (it acts in its master's turn).
fn order_key(world: &World, e: Entity, ac: i32, ties: &TieBreak) -> Option<(i32, bool, u32, u32)> {
    let f = world
        .part::<Fighter>(e)
        .filter(|f| f.kind != FighterKind::Servant)?;
    let npc = ties
        .yields
        .get(f.team)
        .copied()
        .unwrap_or(ties.players_first);
    let rank = world.part::<InitiativeRank>(e).map_or(u32::MAX, |r| r.0);
    Some((-ac, npc, rank, f.serial))
}

/// The fighter with the highest AC above 0 among the standing fighters; ties go to players
/// first (if the preset says so), then to the initiative order, then to entry order.
pub fn next_actor(world: &World, ties: &TieBreak) -> Option<Entity> {
    let mut best: Option<(Entity, (i32, bool, u32, u32))> = None;
    for &e in &world.res::<Roster>().standing {
        // (Most fighters have no AC left late in a round: their other parts are not read.)
        let Some(ac) = world.part::<ActionCounter>(e).filter(|ac| ac.0 > 0) else {
            continue;
        };
        let Some(key) = order_key(world, e, ac.0, ties) else {
            continue;
        };
        if best.is_none_or(|(_, k)| key < k) {
            best = Some((e, key));
        }
    }
    best.map(|(e, _)| e)
}

/// Every standing fighter (servants aside) in the order the countdown would give them turns if
/// no AC changed: the highest AC first, with [`next_actor`]'s ties; those at AC 0 or less last,
/// in the same order (what the screens' order bar shows).
pub fn countdown_order(world: &World, ties: &TieBreak) -> Vec<(Entity, i32)> {
    let mut all: Vec<((i32, bool, u32, u32), Entity, i32)> = Vec::new();
    for &e in &world.res::<Roster>().standing {
        let ac = world.part::<ActionCounter>(e).map_or(0, |a| a.0);
        if let Some(key) = order_key(world, e, ac.max(0), ties) {
            all.push((key, e, ac));
        }
    }
    all.sort_by_key(|(k, ..)| *k);
    all.into_iter().map(|(_, e, ac)| (e, ac)).collect()
}
