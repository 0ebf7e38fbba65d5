//! Paying for opened tactics and the cost showdown (seed 004 8.7–8.11; vortex-design.md §1 Phase 4
//! steps 7–8 with F19): which face-down charge cards turn face up, and what the showdown's winner
//! places from its cost cards.

use super::place;
use super::plans::in_force;
use super::{Tactic, Tactics};
use super::{say, team};
use crate::data::vortex::SideOrder;
use crate::rules::core::battle::Battle;
use bevy::prelude::*;

/// Pays `cost` from the side's face-down charge cards: the oldest first, or in a showdown the
/// cards its plans pick (placeable ones first, the costliest first; `PayWithOthers` the other way).
/// Returns the indices turned face up.
pub fn pay(world: &mut World, side: usize, cost: usize, showdown: bool) -> Vec<usize> {
    let orders = in_force(world, side);
    let others_first = orders
        .iter()
        .find(|o| matches!(o, SideOrder::PayWithPlaceable | SideOrder::PayWithOthers))
        == Some(&SideOrder::PayWithOthers);
    let mut t = world.resource_mut::<Tactics>();
    let s = &mut t.sides[side];
    let mut down: Vec<usize> = (0..s.charge.len())
        .filter(|&i| !s.charge[i].face_up)
        .collect();
    if showdown {
        down.sort_by_key(|&i| {
            let c = &s.charge[i].tactic.card;
            (
                c.kind.is_placed() == others_first,
                std::cmp::Reverse(c.cost),
                i,
            )
        });
    }
    down.truncate(cost);
    for &i in &down {
        s.charge[i].face_up = true;
    }
    let names: Vec<String> = down
        .iter()
        .map(|&i| s.charge[i].tactic.card.name.clone())
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

/// The showdown's winner places up to `d` of its placeable cost cards (costliest first) in its
/// own lane, going on past any that cannot be placed (the plans place all they can); those that
/// are not placed stay face up in the charge zone.
pub fn place_won(world: &mut World, side: usize, lane: u8, (chosen, d): &mut (Vec<usize>, usize)) {
    let cards: Vec<Tactic> = {
        let t = world.resource::<Tactics>();
        chosen
            .iter()
            .filter_map(|&i| t.sides[side].charge.get(i).map(|c| c.tactic.clone()))
            .collect()
    };
    let mut gone = Vec::new();
    for (k, card) in cards.iter().enumerate() {
        if gone.len() >= *d || world.resource::<Battle>().outcome.is_some() {
            break;
        }
        let name = card.card.name.clone();
        let team = team(world, side);
        say(
            world,
            "showdown",
            format!("  {team} places {name} from its cost cards"),
        );
        if place::place(world, side, card, lane, None) {
            gone.push(chosen[k]);
        }
    }
    gone.sort_unstable();
    let mut t = world.resource_mut::<Tactics>();
    for i in gone.into_iter().rev() {
        let c = t.sides[side].charge.remove(i);
        t.sides[side].trash.push(c.tactic);
    }
    chosen.clear();
    *d = 0;
}
