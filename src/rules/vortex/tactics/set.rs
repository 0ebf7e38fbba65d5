//! A side's set in the reveal (vortex-design.md §1 Phase 4 step 3 with F7 and F15): a card face
//! down in a lane (from the hand, or a face-down R of the charge zone) and one in the charge zone.
//! The player is asked in two questions, the lane card then the charge card; plans answer both.

use super::plans::{in_force, lane_for, list};
use super::{Charge, Tactic, Tactics};
use super::{say, team};
use crate::data::vortex::TacticKind;
use crate::rules::vortex::question::Request;
use bevy::prelude::*;

/// A side's set: the lane card, where it came from, and its lane.
#[derive(Clone, Debug)]
pub struct Set {
    /// The lane card.
    pub card: Tactic,
    /// The lane it names.
    pub lane: u8,
}

/// The cards `side` may set in a lane: its hand, then the face-down R cards of its charge zone
/// (their places there).
fn lane_cards(world: &World, side: usize) -> (Vec<Tactic>, Vec<usize>) {
    let s = &world.resource::<Tactics>().sides[side];
    let recycles = (0..s.charge.len())
        .filter(|&i| !s.charge[i].face_up && s.charge[i].tactic.card.kind == TacticKind::Recycle)
        .collect();
    (s.hand.clone(), recycles)
}

/// The lane question to `side`, when it has anything to set.
pub fn lane_question(world: &World, side: usize) -> Option<Request> {
    let (hand, recycles) = lane_cards(world, side);
    if hand.is_empty() && recycles.is_empty() {
        return None;
    }
    let s = &world.resource::<Tactics>().sides[side];
    let mut cards: Vec<String> = hand.iter().map(|t| t.card.name.clone()).collect();
    cards.extend(
        recycles
            .iter()
            .map(|&i| s.charge[i].tactic.card.name.clone()),
    );
    Some(Request::Lane {
        side,
        cards,
        hand: hand.len(),
        lanes: super::super::zones::zones(world)
            .iter()
            .map(|(n, _)| *n)
            .collect(),
    })
}

/// The plans' lane card (its place among the lane question's cards) and lane: the first card down
/// its tactic list, from the hand or a face-down R (F15), that it can pay and place in a lane; its
/// lane by its kind. With nothing it could play and two cards or more in hand, the last card of
/// the list goes to the lowest lane anyway (it will fail, and charge: seed 004 8.5).
pub fn plan_lane(world: &mut World, side: usize) -> Option<(usize, u8)> {
    let orders = in_force(world, side);
    let (hand, recycles) = lane_cards(world, side);
    let (charge, face_down, wanted) = {
        let s = &world.resource::<Tactics>().sides[side];
        (s.charge.clone(), s.face_down(), list(s, &orders))
    };
    let rank = |id: &str| wanted.iter().position(|w| w == id).unwrap_or(usize::MAX);
    // Candidates: hand cards (the charge card then adds 1 to pay with, when one is left to set),
    // then face-down Rs in the charge zone (one fewer to pay with).
    let mut best: Option<(usize, bool, usize, u8)> = None; // (rank, from charge, place, lane)
    for (i, t) in hand.iter().enumerate() {
        let budget = face_down + usize::from(hand.len() >= 2);
        if usize::from(t.card.cost) > budget || rank(&t.id) == usize::MAX {
            continue;
        }
        if let Some(lane) = lane_for(world, side, t, &orders)
            && best.is_none_or(|b| (rank(&t.id), false) < (b.0, b.1))
        {
            best = Some((rank(&t.id), false, i, lane));
        }
    }
    for (k, &i) in recycles.iter().enumerate() {
        let c = &charge[i].tactic;
        let budget = face_down - 1 + usize::from(!hand.is_empty());
        if rank(&c.id) == usize::MAX || usize::from(c.card.cost) > budget {
            continue;
        }
        if let Some(lane) = lane_for(world, side, c, &orders)
            && best.is_none_or(|b| (rank(&c.id), true) < (b.0, b.1))
        {
            best = Some((rank(&c.id), true, hand.len() + k, lane));
        }
    }
    if let Some((_, _, place, lane)) = best {
        return Some((place, lane));
    }
    let lowest = super::super::zones::zones(world)
        .first()
        .map_or(1, |(n, _)| *n);
    // Never a `DontUse`'d card; with one card, it goes to the charge zone only.
    (hand.len() >= 2)
        .then(|| {
            by_list(&hand, &rank)
                .into_iter()
                .rfind(|&i| rank(&hand[i].id) != usize::MAX)
        })
        .flatten()
        .map(|i| (i, lowest))
}

/// The places of `cards` in the order of the tactic list (`rank`), equals in their order.
fn by_list(cards: &[Tactic], rank: &impl Fn(&str) -> usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..cards.len()).collect();
    idx.sort_by_key(|&i| (rank(&cards[i].id), i));
    idx
}

/// The hand left once the lane card `lane` is taken from it.
pub fn hand_after(world: &World, side: usize, lane: Option<(usize, u8)>) -> Vec<Tactic> {
    let mut hand = world.resource::<Tactics>().sides[side].hand.clone();
    match lane {
        Some((i, _)) if i < hand.len() => {
            hand.remove(i);
        }
        // One card in hand and no lane card: it goes to the charge zone only.
        _ => {}
    }
    hand
}

/// The plans' charge card (its place in `hand`, the hand after the lane card): the last card
/// of the tactic list left there.
pub fn plan_charge(world: &mut World, side: usize, hand: &[Tactic]) -> Option<usize> {
    let orders = in_force(world, side);
    let wanted = list(&world.resource::<Tactics>().sides[side], &orders);
    let rank = |id: &str| wanted.iter().position(|w| w == id).unwrap_or(usize::MAX);
    by_list(hand, &rank).last().copied()
}

/// Sets the lane card `lane` (a place among the lane question's cards, and a lane) and the
/// charge card `charge` (a place in the hand after the lane card), and says so.
pub fn apply(
    world: &mut World,
    side: usize,
    lane: Option<(usize, u8)>,
    charge: Option<usize>,
) -> Option<Set> {
    let (hand, recycles) = lane_cards(world, side);
    let name = team(world, side);
    let mut t = world.resource_mut::<Tactics>();
    let s = &mut t.sides[side];
    let lane_card = lane.and_then(|(i, lane)| {
        let card = if i < hand.len() {
            s.hand.remove(i)
        } else {
            s.charge.remove(*recycles.get(i - hand.len())?).tactic
        };
        Some((card, lane))
    });
    let set_charge = charge
        .filter(|&i| i < s.hand.len())
        .map(|i| s.hand.remove(i));
    let charged = set_charge.is_some();
    if let Some(c) = set_charge {
        s.charge.push(Charge {
            tactic: c,
            face_up: false,
        });
    }
    t.lanes[side] = lane_card.as_ref().map(|(card, lane)| super::LaneCard {
        card: card.clone(),
        lane: *lane,
        open: false,
        playable: false,
    });
    let text = match (&lane_card, charged) {
        (Some((_, lane)), true) => {
            format!("  {name} sets a tactic in lane {lane} and one in its charge zone")
        }
        (Some((_, lane)), false) => format!("  {name} sets a tactic in lane {lane}"),
        (None, true) => format!("  {name} sets a tactic in its charge zone"),
        (None, false) => return None,
    };
    say(world, "set", text);
    lane_card.map(|(card, lane)| Set { card, lane })
}
