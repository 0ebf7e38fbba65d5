//! A snapshot of the battlefield for one decision: every fighter still in the battle with its
//! place, HP, "distance is always N" and place in the initiative order, read in one pass of a
//! kept query. Rules ask it for distances and orders instead of looking the same components up
//! again for every pair of fighters (a pass costs about as much as fifteen typed look-ups).

use super::board_reader::{BoardReader, servant_index};
use super::{Battlefield, GridPos, Place, grid, lines};
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use std::sync::Arc;

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

/// The fighters a board counts as standing, as a query filter: in the battle, not retired, with
/// every part a spot requires (the parts of a fighter a board reads that are not optional).
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
    /// is no longer standing; shared by the copies of a kept board (written on copy).
    pub spots: Arc<Vec<Spot>>,
}

impl Board {
    /// The board as it is now; `also` is added if it is no longer standing (a fighter whose
    /// effect still resolves measures from where it stood).
    pub fn of(world: &mut World, also: Option<Entity>) -> Board {
        BoardReader::board(world, also)
    }

    /// Whether [`Board::of`] with `also` = `e` gives `e` a spot: a fighter in the battle,
    /// standing or retired, with every part a spot reads — so a caller that needs
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
        for s in Arc::make_mut(&mut self.spots) {
            if let Some(p) = world.part::<Position>(s.entity) {
                s.place.line = p.line;
            }
            if self.kind == Battlefield::Grid {
                s.place.square = world.part::<GridPos>(s.entity).copied();
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
            Battlefield::Lines => lines::places_between(a.place, b.place)
                .all(|p| !self.standing().any(|s| s.place == p)),
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
    if let Some(r) = world.part::<InitiativeRank>(e) {
        return (r.0, 0);
    }
    if let Some(m) = world.part::<Master>(e) {
        let rank = world.part::<InitiativeRank>(m.0).map_or(u32::MAX, |r| r.0);
        return (rank, 1 + servant_index(world, m.0, e));
    }
    (u32::MAX, world.part::<Fighter>(e).map_or(0, |f| f.serial))
}
