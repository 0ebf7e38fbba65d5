//! Who acts next in the countdown: the fighter with the highest AC above 0, ties to players first
//! when the preset says so, then the initiative order, then entry order; read through a query
//! the countdown keeps out of the world for a pass.

use crate::data::level::Control;
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{
    ActionCounter, Fighter, FighterKind, InTheBattle, InitiativeRank,
};
use crate::rules::core::query_cache::with_query;
use bevy::prelude::*;

/// The query the next actor is chosen by, kept between the countdown's passes (in
/// [`super::countdown::CurrentTurn`]), so that choosing the next actor costs no resource
/// look-up a turn.
pub struct ActorQuery(QueryState<ActorData, InTheBattle>);

impl ActorQuery {
    /// A new query (made on a battle's first pass).
    pub(crate) fn new(world: &mut World) -> ActorQuery {
        ActorQuery(world.query_filtered())
    }

    /// [`next_actor`] through this query.
    pub(crate) fn next_actor(&mut self, world: &World, ties: &TieBreak) -> Option<Entity> {
        self.0.update_archetypes(world);
        highest(self.0.iter_manual(world), ties)
    }
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

/// The fighter with the highest AC above 0; ties go to players first (if the preset says so),
/// then to the initiative order.
pub fn next_actor(world: &mut World, ties: &TieBreak) -> Option<Entity> {
    with_query::<ActorData, InTheBattle, _>(world, |world, query| {
        highest(query.iter_manual(world), ties)
    })
}

/// The fighter with the highest AC above 0 among `fighters`, ties broken by `ties`.
fn highest<'a>(
    fighters: impl Iterator<
        Item = (
            Entity,
            &'a ActionCounter,
            &'a Fighter,
            Option<&'a InitiativeRank>,
        ),
    >,
    ties: &TieBreak,
) -> Option<Entity> {
    fighters
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
}

/// What the next actor is chosen by.
type ActorData = (
    Entity,
    &'static ActionCounter,
    &'static Fighter,
    Option<&'static InitiativeRank>,
);
