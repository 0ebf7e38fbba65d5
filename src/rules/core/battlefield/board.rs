//! A snapshot of the battlefield for one decision: every fighter still in the battle with its
//! place, HP, "distance is always N" and place in the initiative order, read in one pass of a
//! kept query. Rules ask it for distances and orders instead of looking the same components up
//! again for every pair of fighters (a pass costs about as much as fifteen typed look-ups).

use super::{Battlefield, GridPos, Place, grid, lines};
use crate::rules::core::fighter::*;
use crate::rules::core::query_cache::with_query;
use bevy::prelude::*;

/// One fighter as the board sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The fighter.
    pub entity: Entity,
    /// Where it stands.
    pub place: Place,
    /// Character, independent token or servant.
    pub kind: FighterKind,
    /// Its entry number (the last tie-breaker).
    pub serial: u32,
    /// "Distance is always N", if it has it.
    pub fixed_distance: Option<i32>,
    /// Its place in the initiative order (a servant right after its master).
    pub order: (u32, u32),
    /// Its HP.
    pub hp: Hp,
    /// False for a fighter out of the battle, kept only because a decision is about it.
    pub standing: bool,
}

type SpotData = (
    Entity,
    &'static Fighter,
    &'static Position,
    &'static Hp,
    &'static Statuses,
    Option<&'static InitiativeRank>,
    Option<&'static Master>,
    Option<&'static GridPos>,
);

/// The fighters a board counts as standing, as a query filter: in the battle, not retired, with
/// every part a spot requires ([`SpotData`]'s terms that are not optional).
pub type Standing = (
    With<InBattle>,
    Without<Retired>,
    With<Fighter>,
    With<Position>,
    With<Hp>,
    With<Statuses>,
);

/// The fighters still in the battle, in initiative order, and the battlefield they stand on.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The kind of battlefield.
    pub kind: Battlefield,
    /// Standing fighters in initiative order, then (if asked for) the one decision-maker that
    /// is no longer standing.
    pub spots: Vec<Spot>,
}

fn spot_of(d: <SpotData as bevy::ecs::query::QueryData>::Item<'_, '_>, retired: bool) -> Spot {
    let (entity, f, p, hp, st, rank, _, square) = d;
    Spot {
        entity,
        place: Place {
            team: f.team,
            line: p.line,
            square: square.copied(),
        },
        kind: f.kind,
        serial: f.serial,
        fixed_distance: fixed_distance_in(st),
        order: rank.map_or((u32::MAX, f.serial), |r| (r.0, 0)),
        hp: *hp,
        standing: !retired,
    }
}

/// The spot of a fighter out of the battle (not in the board's query).
fn retired_spot(world: &World, e: Entity) -> Option<Spot> {
    let d = (
        e,
        world.get::<Fighter>(e)?,
        world.get::<Position>(e)?,
        world.get::<Hp>(e)?,
        world.get::<Statuses>(e)?,
        world.get::<InitiativeRank>(e),
        world.get::<Master>(e),
        world.get::<GridPos>(e),
    );
    let mut s = spot_of(d, true);
    s.order = order_key(world, e);
    Some(s)
}

fn servant_index(world: &World, master: Entity, e: Entity) -> u32 {
    world
        .get::<ServantFrame>(master)
        .and_then(|f| f.0.iter().position(|s| *s == e))
        .unwrap_or(0) as u32
}

impl Board {
    /// The board as it is now; `also` is added if it is no longer standing (a fighter whose
    /// effect still resolves measures from where it stood).
    pub fn of(world: &mut World, also: Option<Entity>) -> Board {
        with_query::<SpotData, (With<InBattle>, Without<Retired>), _>(world, |world, query| {
            let mut spots = Vec::with_capacity(16);
            let mut servants = Vec::new();
            let mut also_standing = false;
            for d in query.iter_manual(world) {
                also_standing |= Some(d.0) == also;
                if let (Some(m), None) = (d.6, d.5) {
                    servants.push((spots.len(), m.0));
                }
                spots.push(spot_of(d, false));
            }
            if let Some(e) = also
                && !also_standing
                && world.get::<Retired>(e).is_some()
                && let Some(s) = retired_spot(world, e)
            {
                spots.push(s);
            }
            for (i, master) in servants {
                let e = spots[i].entity;
                // A standing master's rank is on its spot (no rank: last); else read off it.
                let rank = match spots.iter().find(|s| s.entity == master) {
                    Some(m) if m.kind != FighterKind::Servant => m.order.0,
                    _ => world
                        .get::<InitiativeRank>(master)
                        .map_or(u32::MAX, |r| r.0),
                };
                spots[i].order = (rank, 1 + servant_index(world, master, e));
            }
            // (standing first, order, serial) packed into one number, compared at once.
            spots.sort_unstable_by_key(|s| {
                (u128::from(!s.standing) << 96)
                    | (u128::from(s.order.0) << 64)
                    | (u128::from(s.order.1) << 32)
                    | u128::from(s.serial)
            });
            Board {
                kind: *world.resource::<Battlefield>(),
                spots,
            }
        })
    }

    /// Whether [`Board::of`] with `also` = `e` gives `e` a spot: a fighter in the battle,
    /// standing or retired, with every part a spot reads ([`SpotData`]) — so a caller that needs
    /// only `e`'s own parts may read them off `e` instead of building the board.
    pub fn holds(world: &World, e: Entity) -> bool {
        let Ok(e) = world.get_entity(e) else {
            return false;
        };
        (e.contains::<InBattle>() || e.contains::<Retired>())
            && e.contains::<Fighter>()
            && e.contains::<Position>()
            && e.contains::<Hp>()
            && e.contains::<Statuses>()
    }

    /// The board after fighters moved and nothing else changed (a normal position move and the
    /// lines settling behind it): each spot's place read again, without reading the rest.
    pub fn read_places_again(&mut self, world: &World) {
        for s in &mut self.spots {
            if let Some(p) = world.get::<Position>(s.entity) {
                s.place.line = p.line;
            }
            if self.kind == Battlefield::Grid {
                s.place.square = world.get::<GridPos>(s.entity).copied();
            }
        }
    }

    /// The spot of a fighter on the board.
    pub fn spot(&self, e: Entity) -> Option<&Spot> {
        self.spots.iter().find(|s| s.entity == e)
    }

    /// Standing fighters in initiative order.
    pub fn standing(&self) -> impl Iterator<Item = &Spot> {
        self.spots.iter().filter(|s| s.standing)
    }

    /// The distance from `from` to `to`, with "distance is always N" applied (the target's
    /// first, then the user's).
    pub fn distance(&self, from: Entity, to: Entity) -> Option<i32> {
        let (a, b) = (self.spot(from)?, self.spot(to)?);
        if let Some(n) = b.fixed_distance.or(a.fixed_distance) {
            return Some(n);
        }
        Some(self.measure(a.place, b.place))
    }

    /// The distance between two places on this battlefield.
    pub fn measure(&self, a: Place, b: Place) -> i32 {
        match self.kind {
            Battlefield::Lines => lines::distance(a, b),
            Battlefield::Grid => grid::distance(a, b),
        }
    }

    /// Whether no standing fighter (of either side) stands on a place between the two.
    pub fn nothing_between(&self, from: Entity, to: Entity) -> bool {
        let (Some(a), Some(b)) = (self.spot(from), self.spot(to)) else {
            return false;
        };
        match self.kind {
            Battlefield::Lines => lines::between(a.place, b.place)
                .iter()
                .all(|p| !self.standing().any(|s| s.place == *p)),
            Battlefield::Grid => match (a.place.square, b.place.square) {
                (Some(p), Some(q)) => !self
                    .standing()
                    .filter_map(|s| s.place.square)
                    .any(|c| grid::lies_between(p, q, c)),
                _ => false,
            },
        }
    }
}

/// A fighter's place in the initiative order: its rank, and a servant right after its master
/// (in frame order); a fighter with no rank comes last, by entry.
pub fn order_key(world: &World, e: Entity) -> (u32, u32) {
    if let Some(r) = world.get::<InitiativeRank>(e) {
        return (r.0, 0);
    }
    if let Some(m) = world.get::<Master>(e) {
        let rank = world.get::<InitiativeRank>(m.0).map_or(u32::MAX, |r| r.0);
        let idx = world
            .get::<ServantFrame>(m.0)
            .and_then(|f| f.0.iter().position(|s| *s == e))
            .unwrap_or(0);
        return (rank, 1 + idx as u32);
    }
    (u32::MAX, world.get::<Fighter>(e).map_or(0, |f| f.serial))
}

/// Fighters still in the battle, in initiative order.
pub fn active_fighters(world: &mut World) -> Vec<Entity> {
    Board::of(world, None)
        .standing()
        .map(|s| s.entity)
        .collect()
}
