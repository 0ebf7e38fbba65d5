//! Paying for opened tactics and the cost showdown (seed 004 8.7–8.11; vortex-design.md §1 Phase 4
//! steps 7–8 with F19): which face-down charge cards turn face up, and how many cost cards the
//! showdown's winner may place (placing them is `super::open`).

use super::Tactics;
use super::plans::in_force;
use super::{say, team};
use crate::data::vortex::SideOrder;
use crate::rules::core::battle::Battle;
use bevy::prelude::*;

/// The plans' cost cards for a showdown (F19): `count` of the side's face-down charge cards,
/// placeable ones first, the costliest first (`PayWithOthers` the other way), as places among
/// the face-down cards.
pub fn planned_cost_cards(world: &mut World, side: usize, count: usize) -> Vec<usize> {
    let orders = in_force(world, side);
    let others_first = orders
        .iter()
        .find(|o| matches!(o, SideOrder::PayWithPlaceable | SideOrder::PayWithOthers))
        == Some(&SideOrder::PayWithOthers);
    let s = &world.resource::<Tactics>().sides[side];
    let down: Vec<usize> = (0..s.charge.len())
        .filter(|&i| !s.charge[i].face_up)
        .collect();
    let mut places: Vec<usize> = (0..down.len()).collect();
    places.sort_by_key(|&k| {
        let c = &s.charge[down[k]].tactic.card;
        (
            c.kind.is_placed() == others_first,
            std::cmp::Reverse(c.cost),
            k,
        )
    });
    places.truncate(count);
    places
}

/// Pays `cost` from the side's face-down charge cards: the oldest first, or in a showdown the
/// cards `chosen` (charge-zone places). Returns the places turned face up.
pub fn pay(world: &mut World, side: usize, cost: usize, chosen: Option<Vec<usize>>) -> Vec<usize> {
    let showdown = chosen.is_some();
    let mut t = world.resource_mut::<Tactics>();
    let s = &mut t.sides[side];
    let down = chosen.unwrap_or_else(|| {
        let mut down: Vec<usize> = (0..s.charge.len())
            .filter(|&i| !s.charge[i].face_up)
            .collect();
        down.truncate(cost);
        down
    });
    for &i in &down {
        if let Some(c) = s.charge.get_mut(i) {
            c.face_up = true;
        }
    }
    let names: Vec<String> = down
        .iter()
        .filter_map(|&i| s.charge.get(i).map(|c| c.tactic.card.name.clone()))
        .collect();
    if cost > 0 {
        let name = team(world, side);
        let text = if showdown {
            format!("  {name} pays with {}", names.join(", "))
        } else {
            format!(
                "  {name} turns {cost} charge card{} face up to pay",
                if cost == 1 { "" } else { "s" }
            )
        };
        say(world, "pay", text);
    }
    down
}

/// The cost showdown (seed 004 8.7–8.11): the side whose cost cards hold more M, E, J and I may
/// place up to the difference of them, the costliest first (F19). Returns, for each side, its
/// placeable cost cards costliest first (charge-zone indices) and how many it may place.
pub fn cost_showdown(world: &mut World, paid: &[Vec<usize>; 2]) -> [(Vec<usize>, usize); 2] {
    let t = world.resource::<Tactics>();
    let placed = |side: usize| -> Vec<usize> {
        let mut v: Vec<usize> = paid[side]
            .iter()
            .copied()
            .filter(|&i| t.sides[side].charge[i].tactic.card.kind.is_placed())
            .collect();
        v.sort_by_key(|&i| {
            (
                std::cmp::Reverse(t.sides[side].charge[i].tactic.card.cost),
                i,
            )
        });
        v
    };
    let counts = [placed(0), placed(1)];
    let (a, b) = (counts[0].len(), counts[1].len());
    let mut out: [(Vec<usize>, usize); 2] = [(Vec::new(), 0), (Vec::new(), 0)];
    let winner = match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    let text = match winner {
        Some(w) => {
            let d = a.abs_diff(b);
            out[w] = (counts[w].clone(), d);
            format!(
                "  cost showdown: {a} placeable cost cards against {b}: {} may place {d}",
                world.resource::<Battle>().teams[w].name
            )
        }
        None => format!("  cost showdown: {a} placeable cost cards against {b}: no one places"),
    };
    super::super::tally::count(world, |t| t.showdowns += 1);
    say(world, "showdown", text);
    out
}
