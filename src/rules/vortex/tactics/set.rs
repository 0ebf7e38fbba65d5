//! A side's set in the reveal (vortex-design.md §1 Phase 4 step 3 with F7 and F15): what its plans
//! set face down in a lane and in its charge zone.

use super::plans::{in_force, lane_for, list};
use super::{Charge, Tactic, Tactics};
use super::{say, team};
use crate::data::vortex::TacticKind;
use bevy::prelude::*;

/// A side's set: the lane card, where it came from, and its lane.
#[derive(Clone, Debug)]
pub struct Set {
    /// The lane card.
    pub card: Tactic,
    /// The lane it names.
    pub lane: u8,
}

/// The side's set (its plans): the first card down its tactic list, from the hand or a face-down
/// R in its charge zone (F15), that it can pay and place in a lane; its lane by its kind; the
/// charge card is the last card of the list left in the hand. With nothing it could play, the
/// last card of the list goes to the lane anyway (it will fail, and charge: seed 004 8.5).
pub fn set(world: &mut World, side: usize) -> Option<Set> {
    let orders = in_force(world, side);
    let (hand, charge, face_down) = {
        let s = &world.resource::<Tactics>().sides[side];
        (s.hand.clone(), s.charge.clone(), s.face_down())
    };
    if hand.is_empty()
        && !charge
            .iter()
            .any(|c| !c.face_up && c.tactic.card.kind == TacticKind::Recycle)
    {
        return None;
    }
    let wanted = list(&world.resource::<Tactics>().sides[side], &orders);
    let rank = |id: &str| wanted.iter().position(|w| w == id).unwrap_or(usize::MAX);
    // Candidates: hand cards (the charge card then adds 1 to pay with, when one is left to set),
    // then face-down Rs in the charge zone (one fewer to pay with).
    let mut best: Option<(usize, bool, usize, u8)> = None; // (rank, from charge, index, lane)
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
    for (i, c) in charge.iter().enumerate() {
        if c.face_up
            || c.tactic.card.kind != TacticKind::Recycle
            || rank(&c.tactic.id) == usize::MAX
        {
            continue;
        }
        let budget = face_down - 1 + usize::from(!hand.is_empty());
        if usize::from(c.tactic.card.cost) > budget {
            continue;
        }
        if let Some(lane) = lane_for(world, side, &c.tactic, &orders)
            && best.is_none_or(|b| (rank(&c.tactic.id), true) < (b.0, b.1))
        {
            best = Some((rank(&c.tactic.id), true, i, lane));
        }
    }
    let lowest = super::super::zones::zones(world)
        .first()
        .map_or(1, |(n, _)| *n);
    let by_list = |cards: &[Tactic]| -> Vec<usize> {
        let mut idx: Vec<usize> = (0..cards.len()).collect();
        idx.sort_by_key(|&i| (rank(&cards[i].id), i));
        idx
    };
    let name = team(world, side);
    let mut t = world.resource_mut::<Tactics>();
    let s = &mut t.sides[side];
    let lane_card = match best {
        Some((_, true, i, lane)) => Some((s.charge.remove(i).tactic, lane)),
        Some((_, false, i, lane)) => Some((s.hand.remove(i), lane)),
        // Nothing playable: with two cards or more, the last of the list is set in a lane, to
        // be charged (never a `DontUse`'d card); with one, it goes to the charge zone only.
        None if s.hand.len() >= 2 => by_list(&s.hand)
            .into_iter()
            .rfind(|&i| rank(&s.hand[i].id) != usize::MAX)
            .map(|i| (s.hand.remove(i), lowest)),
        None => None,
    };
    let charge_card = by_list(&s.hand).last().copied().map(|i| s.hand.remove(i));
    let set_charge = charge_card.is_some();
    if let Some(c) = charge_card {
        s.charge.push(Charge {
            tactic: c,
            face_up: false,
        });
    }
    let text = match (&lane_card, set_charge) {
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
