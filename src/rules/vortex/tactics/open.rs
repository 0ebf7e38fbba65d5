//! Steps 4–8 of the reveal (vortex-design.md §1 Phase 4 with F7, F15, F19; seed 004 §8, §14): the
//! open, the playable check, the clash, the cost showdown, paying and placing. A player's side is
//! asked which cards pay a showdown; placing (step 8) is `super::placing`.

use super::place::placeable;
use super::set::Set;
use super::showdown::{cost_showdown, pay, planned_cost_cards};
use super::{Tactics, say, team, to_charge};
use crate::data::vortex::TacticKind;
use crate::rules::core::decisions;
use crate::rules::vortex::question::{Choice, Request, leader};
use bevy::prelude::*;

/// The open cards and what is left to place.
#[derive(Clone, Debug)]
pub struct Opened {
    pub(super) sets: [Option<Set>; 2],
    pub(super) playable: [bool; 2],
    pub(super) paid: [Vec<usize>; 2],
    /// Per side: the placeable cost cards it may place (charge-zone places) and how many.
    pub(super) extra: [(Vec<usize>, usize); 2],
    /// The place in the order of the side placing now.
    pub(super) next: usize,
    /// Whether its lane card is placed.
    pub(super) placed: bool,
    /// Its showdown placements: the cards picked, how many are tried, and those placed.
    pub(super) won: Option<(Vec<usize>, usize, Vec<usize>)>,
}

/// Whether `set` can be played: its cost can be paid and it can be placed in its lane.
fn playable(world: &mut World, side: usize, set: &Option<Set>) -> bool {
    let Some(s) = set else { return false };
    world.resource::<Tactics>().sides[side].can_pay(&s.card.card)
        && placeable(world, side, &s.card, s.lane)
}

/// Steps 4–7: open both cards, the clash, the showdown's cost cards (asked of a player's side at
/// once: `None` while awaited) and the payments. `Some(None)`: nothing is left to place.
pub fn open(
    world: &mut World,
    order: [usize; 2],
    sets: [Option<Set>; 2],
) -> Option<Option<Opened>> {
    let playable = [0, 1].map(|side| playable(world, side, &sets[side]));
    // 4. Both open at once: the screens show them face up from here.
    for side in order {
        if let Some(l) = world.resource_mut::<Tactics>().lanes[side].as_mut() {
            l.open = true;
            l.playable = playable[side];
        }
    }
    let clash = match (&sets, playable) {
        ([Some(a), Some(b)], [true, true]) => {
            a.lane == b.lane
                || (a.card.card.kind == TacticKind::Invoke
                    && b.card.card.kind == TacticKind::Invoke)
        }
        _ => false,
    };
    let showdown = !clash
        && world.resource::<Tactics>().showdown
        && playable == [true, true]
        && sets
            .iter()
            .flatten()
            .all(|s| s.card.card.kind.is_placed() && s.card.card.cost >= 1);
    let mut costs: [Option<Vec<usize>>; 2] = [None, None];
    if showdown {
        let asked: Vec<(Entity, Request)> = order
            .iter()
            .filter_map(|&side| {
                let count = usize::from(sets[side].as_ref()?.card.card.cost);
                let s = &world.resource::<Tactics>().sides[side];
                let cards = s.charge.iter().filter(|c| !c.face_up);
                let cards = cards.map(|c| c.tactic.card.name.clone()).collect();
                let against = sets[1 - side].as_ref()?.card.card.name.clone();
                let q = Request::CostCards {
                    side,
                    cards,
                    count,
                    against,
                };
                Some((leader(world, side)?, q))
            })
            .collect();
        let plans = |w: &mut World, _: Entity, q: &Request| match q {
            Request::CostCards { side, count, .. } => {
                Choice::CostCards(planned_cost_cards(w, *side, *count))
            }
            _ => Choice::CostCards(Vec::new()),
        };
        let answers = decisions::ask_all(world, asked.clone(), plans)?;
        for ((_, q), a) in asked.iter().zip(answers) {
            if let (Request::CostCards { side, .. }, Choice::CostCards(v)) = (q, a) {
                // Places among the face-down cards, as charge-zone places.
                let s = &world.resource::<Tactics>().sides[*side];
                let down: Vec<usize> = (0..s.charge.len())
                    .filter(|&i| !s.charge[i].face_up)
                    .collect();
                costs[*side] = Some(v.iter().filter_map(|&k| down.get(k).copied()).collect());
            }
        }
    }
    opened_says(world, order, &sets, playable);
    // 6. Clash (F7): both playable in one lane, or two I anywhere.
    if clash && let [Some(a), Some(b)] = &sets {
        say(
            world,
            "clash",
            format!(
                "  {} and {} clash and offset each other",
                a.card.card.name, b.card.card.name
            ),
        );
        crate::rules::vortex::tally::count(world, |t| t.offsets += 1);
        for side in order {
            if let Some(s) = &sets[side] {
                to_charge(world, side, s.card.clone());
            }
        }
        return Some(None);
    }
    // 7. Cost showdown; 8. pay.
    let mut paid: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for side in order {
        if let (Some(s), true) = (&sets[side], playable[side]) {
            let cost = usize::from(s.card.card.cost);
            paid[side] = pay(world, side, cost, costs[side].take());
        }
    }
    let mut extra: [(Vec<usize>, usize); 2] = [(Vec::new(), 0), (Vec::new(), 0)];
    if showdown {
        extra = cost_showdown(world, &paid);
    }
    Some(Some(Opened {
        sets,
        playable,
        paid,
        extra,
        next: 0,
        placed: false,
        won: None,
    }))
}

/// Step 4 and 5 in the log: each card opened, and an unplayable one charged.
fn opened_says(world: &mut World, order: [usize; 2], sets: &[Option<Set>; 2], playable: [bool; 2]) {
    for side in order {
        let Some(s) = &sets[side] else { continue };
        let charge = world.resource::<Tactics>().sides[side].face_down();
        let name = team(world, side);
        let c = &s.card.card;
        let kind = c.kind.letter();
        crate::rules::vortex::tally::count(world, |t| {
            t.tactics_opened += 1;
            *t.tactics_kinds.entry(kind).or_default() += 1;
        });
        let unplayable = if playable[side] {
            String::new()
        } else {
            format!(": it cannot be played ({charge} charge), to the charge zone")
        };
        say(
            world,
            "open",
            format!(
                "  {name} opens {} ({}, cost {}) in lane {}{unplayable}",
                c.name, kind, c.cost, s.lane
            ),
        );
        if !playable[side] {
            crate::rules::vortex::tally::count(world, |t| t.tactics_unplayable += 1);
            to_charge(world, side, s.card.clone());
        }
    }
}
