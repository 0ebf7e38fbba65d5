//! How a computer side sets its tactics (vortex-design.md §1 Phase 4 "The plans decide", §3.5,
//! F7): its side plans in force, in seed 001's grammar, over the tactic list; the lane chosen by
//! the card's kind; the cost cards of a showdown; single targets by its aim orders.

use super::super::zones::{on_zone, standing, zones};
use super::place::{bearer, placeable, targets};
use super::{Tactic, TacticSide, Tactics};
use crate::data::vortex::{Place, SideFact, SideOrder, TacticKind};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::Hp;
use bevy::prelude::*;

/// What a side sees when its plans are read.
struct View {
    round: u32,
    life: [usize; 2],
    hand: usize,
    charge: usize,
    /// Per zone on the map: its number and each side's fighters on it.
    zones: Vec<(u8, [usize; 2])>,
    foes: usize,
}

fn view(world: &mut World, side: usize) -> View {
    let round = world.resource::<Battle>().round;
    let t = world.resource::<Tactics>();
    let life = [t.sides[0].life_left(), t.sides[1].life_left()];
    let own = &t.sides[side];
    let (hand, charge) = (own.hand.len(), own.face_down());
    let zones = zones(world)
        .iter()
        .map(|(n, _)| {
            let [a, b] = on_zone(world, *n);
            (*n, [a.len(), b.len()])
        })
        .collect();
    let foes = standing(world)
        .iter()
        .filter(|(_, s, ..)| *s != side)
        .count();
    View {
        round,
        life,
        hand,
        charge,
        zones,
        foes,
    }
}

fn holds(v: &View, side: usize, f: &SideFact) -> bool {
    let zone = |n: u8| v.zones.iter().find(|(z, _)| *z == n).map(|(_, c)| *c);
    match *f {
        SideFact::LifeAtMost(n) => v.life[side] <= usize::from(n),
        SideFact::FoeLifeAtMost(n) => v.life[1 - side] <= usize::from(n),
        SideFact::HandAtLeast(n) => v.hand >= usize::from(n),
        SideFact::ChargeAtLeast(n) => v.charge >= usize::from(n),
        SideFact::RoundAtLeast(n) => v.round >= n,
        SideFact::ZoneHeld(n) => zone(n).is_some_and(|c| c[side] > 0 && c[1 - side] == 0),
        SideFact::ZoneLost(n) => zone(n).is_some_and(|c| c[side] == 0 && c[1 - side] > 0),
        SideFact::ZoneEmpty(n) => zone(n).is_some_and(|c| c == [0, 0]),
        SideFact::FoesAtMost(n) => v.foes <= usize::from(n),
    }
}

/// The orders of `side`'s plans whose conditions hold now, in plan order.
pub fn in_force(world: &mut World, side: usize) -> Vec<SideOrder> {
    let Some(deck) = world.resource::<Tactics>().sides[side].deck.clone() else {
        return Vec::new();
    };
    let v = view(world, side);
    deck.plans
        .iter()
        .filter(|p| p.when.holds(|f| holds(&v, side, f)))
        .map(|p| p.then.clone())
        .collect()
}

/// The tactic list as the orders in force leave it: `Prioritize` moves a card (the earlier plan
/// wins, so it is applied last), every `DontUse` takes one out.
pub fn list(side: &TacticSide, orders: &[SideOrder]) -> Vec<String> {
    let mut list: Vec<String> = side.list().into_iter().map(str::to_string).collect();
    for o in orders.iter().rev() {
        if let SideOrder::Prioritize(id, place) = o
            && let Some(i) = list.iter().position(|c| c == id)
        {
            let card = list.remove(i);
            match place {
                Place::Top => list.insert(0, card),
                Place::Bottom => list.push(card),
            }
        }
    }
    list.retain(|c| !orders.contains(&SideOrder::DontUse(c.clone())));
    list
}

/// The lane `side` would open `t` in, if any can take it: the first `Lane(n)` in force that
/// can, else by its kind (F7).
pub fn lane_for(world: &mut World, side: usize, t: &Tactic, orders: &[SideOrder]) -> Option<u8> {
    let lanes: Vec<u8> = zones(world).iter().map(|(n, _)| *n).collect();
    let open: Vec<u8> = lanes
        .iter()
        .copied()
        .filter(|n| placeable(world, side, t, *n))
        .collect();
    for o in orders {
        if let SideOrder::Lane(n) = o
            && open.contains(n)
        {
            return Some(*n);
        }
    }
    let state = |w: &mut World, n: u8| {
        let [a, b] = on_zone(w, n);
        let (own, foe) = if side == 0 {
            (a.len(), b.len())
        } else {
            (b.len(), a.len())
        };
        (own, foe)
    };
    // Ties: the zone nearest the side's fighters, then the lowest lane (Decision).
    let mut ranked: Vec<(i32, i32, u8)> = Vec::new();
    for &n in &open {
        let (own, foe) = state(world, n);
        let rank = match t.card.kind {
            // M: a zone the foe holds alone, then a contested one, then an empty one.
            TacticKind::Monster => match (own, foe) {
                (0, f) if f > 0 => 0,
                (o, f) if o > 0 && f > 0 => 1,
                (0, 0) => 2,
                _ => 3,
            },
            // J: a zone its own side holds alone, else the empty zone nearest its fighters; never
            // one where a foe stands (F7: a seal there locks the foe in).
            TacticKind::Jail => match (own, foe) {
                (o, 0) if o > 0 => 0,
                (0, 0) => 1 + nearest_own(world, side, n),
                _ => continue,
            },
            // S and R: the lane with the most targets.
            TacticKind::Smash | TacticKind::Recycle => -(targets(world, side, t, n).len() as i32),
            // E: the lane nearest the fighter it would go to.
            TacticKind::Equip => {
                bearer(world, side, n).map_or(i32::MAX, |_| nearest_own(world, side, n))
            }
            // I: the lowest lane.
            TacticKind::Invoke => 0,
        };
        let near = if t.card.kind == TacticKind::Invoke {
            0
        } else {
            nearest_own(world, side, n)
        };
        ranked.push((rank, near, n));
    }
    ranked.sort();
    ranked.first().map(|(_, _, n)| *n)
}

/// Squares from zone `n` to `side`'s nearest standing fighter.
fn nearest_own(world: &mut World, side: usize, n: u8) -> i32 {
    let zone = super::super::zones::squares_of(world, n);
    standing(world)
        .iter()
        .filter(|(_, s, ..)| *s == side)
        .flat_map(|(_, _, p, _)| zone.iter().map(move |z: &GridPos| z.distance(*p)))
        .min()
        .unwrap_or(i32::MAX / 2)
}

/// Whether a single-target S or R aims by `order`: the foe with the least or most HP, or the ally
/// that has lost the most; else the card's kind decides (a foe: the weakest; an ally: the most
/// hurt). Ties: initiative order.
pub fn aim(
    world: &mut World,
    side: usize,
    t: &Tactic,
    lane: u8,
    orders: &[SideOrder],
) -> Option<Entity> {
    let all = targets(world, side, t, lane);
    // A foe-aimed card reads `AimWeakest` and `AimStrongest`, an ally-aimed one
    // `AimMostHurtAlly`: the first of its kind in force.
    let heals = t.card.target == Some(crate::data::Targeting::OneAlly);
    let order = orders.iter().find(|o| match o {
        SideOrder::AimWeakest | SideOrder::AimStrongest => !heals,
        SideOrder::AimMostHurtAlly => heals,
        _ => false,
    });
    let hp = |w: &World, e: Entity| {
        w.get::<Hp>(e)
            .map_or((0, 0), |h| (h.current, h.start - h.current))
    };
    let key = |w: &World, e: Entity| -> i32 {
        let (now, lost) = hp(w, e);
        match order {
            Some(SideOrder::AimStrongest) => -now,
            Some(SideOrder::AimMostHurtAlly) => -lost,
            Some(_) => now,
            None if heals => -lost,
            None => now,
        }
    };
    all.iter().copied().min_by_key(|e| key(world, *e))
}
