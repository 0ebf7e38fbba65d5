//! Phase 4, the reveal (vortex-design.md §1 Phase 4 with F7, F15, F19; seed 004 §5–§8, §14):
//! both sides recharge, draw, set a lane card and a charge card face down, and open at once. An
//! unplayable lane card goes to the charge zone face down; two playable cards in one lane (or two
//! I anywhere) offset each other; two playable placed cards that both cost something hold a cost
//! showdown; then each playable card pays by turning its oldest face-down charge cards face up,
//! and the placements resolve, first side first.

use super::place::{self, placeable};
use super::plans::{aim, in_force};
use super::set::{Set, set};
use super::showdown::{cost_showdown, pay, place_won};
use super::{Charge, Tactic, Tactics, say, team};
use crate::data::vortex::TacticKind;
use crate::rules::core::battle::Battle;
use bevy::prelude::*;

/// Phase 4. Empty when neither side has a tactic deck.
pub fn run(world: &mut World) {
    let any = world
        .get_resource::<Tactics>()
        .is_some_and(Tactics::any_deck);
    if any && !super::super::zones::zones(world).is_empty() {
        reveal(world);
    }
    if world.resource::<Battle>().outcome.is_none() {
        world.resource_mut::<Battle>().advance_phase();
    }
}

fn reveal(world: &mut World) {
    let first = world.resource::<Battle>().first_side.unwrap_or(0);
    let order = [first, 1 - first];
    // 1. Recharge; 2. draw (an empty deck takes a life card instead, 004 §19).
    for side in order {
        let mut t = world.resource_mut::<Tactics>();
        let s = &mut t.sides[side];
        if s.deck.is_none() {
            continue;
        }
        for c in &mut s.charge {
            c.face_up = false;
        }
        let text = if let Some(card) = s.pile.pop() {
            s.hand.push(card);
            format!("draws a tactic (hand {})", s.hand.len())
        } else if s.take_life() {
            format!(
                "has no tactic to draw: takes a life card into its hand ({} left)",
                s.life_left()
            )
        } else {
            "has nothing to draw".to_string()
        };
        let name = team(world, side);
        say(world, "draw", format!("  {name} {text}"));
    }
    // 3. Set.
    let mut sets: [Option<Set>; 2] = [None, None];
    for side in order {
        sets[side] = set(world, side);
    }
    super::super::tally::count(world, |t| {
        t.reveals += u64::from(sets.iter().any(Option::is_some));
        t.both_set += u64::from(sets.iter().all(Option::is_some));
    });
    // 4. Open; 5. playable?
    let mut playable = [false; 2];
    for side in order {
        let Some(s) = &sets[side] else { continue };
        let (cost, charge) = {
            let t = world.resource::<Tactics>();
            (usize::from(s.card.card.cost), t.sides[side].face_down())
        };
        playable[side] = cost <= charge && placeable(world, side, &s.card, s.lane);
        let name = team(world, side);
        let c = &s.card.card;
        let kind = c.kind.letter();
        super::super::tally::count(world, |t| {
            t.tactics_opened += 1;
            *t.tactics_kinds.entry(kind).or_default() += 1;
        });
        say(
            world,
            "open",
            format!(
                "  {name} opens {} ({}, cost {}) in lane {}{}",
                c.name,
                c.kind.letter(),
                c.cost,
                s.lane,
                if playable[side] {
                    String::new()
                } else {
                    format!(": it cannot be played ({charge} charge), to the charge zone")
                }
            ),
        );
        if !playable[side] {
            super::super::tally::count(world, |t| t.tactics_unplayable += 1);
            to_charge(world, side, s.card.clone());
        }
    }
    // 6. Clash (F7): both playable in one lane, or two I anywhere.
    if let ([Some(a), Some(b)], [true, true]) = (&sets, playable) {
        let both_invoke =
            a.card.card.kind == TacticKind::Invoke && b.card.card.kind == TacticKind::Invoke;
        if a.lane == b.lane || both_invoke {
            say(
                world,
                "clash",
                format!(
                    "  {} and {} clash and offset each other",
                    a.card.card.name, b.card.card.name
                ),
            );
            super::super::tally::count(world, |t| t.offsets += 1);
            for side in order {
                if let Some(s) = &sets[side] {
                    to_charge(world, side, s.card.clone());
                }
            }
            return;
        }
    }
    // 7. Cost showdown; 8. pay and place.
    let showdown = world.resource::<Tactics>().showdown
        && playable == [true, true]
        && sets
            .iter()
            .flatten()
            .all(|s| s.card.card.kind.is_placed() && s.card.card.cost >= 1);
    let mut paid: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for side in order {
        if let (Some(s), true) = (&sets[side], playable[side]) {
            paid[side] = pay(world, side, usize::from(s.card.card.cost), showdown);
        }
    }
    let mut extra: [(Vec<usize>, usize); 2] = [(Vec::new(), 0), (Vec::new(), 0)];
    if showdown {
        extra = cost_showdown(world, &paid);
    }
    for side in order {
        let Some(s) = sets[side].clone().filter(|_| playable[side]) else {
            continue;
        };
        if world.resource::<Battle>().outcome.is_some() {
            return;
        }
        let orders = in_force(world, side);
        let target = aim(world, side, &s.card, s.lane, &orders);
        if place::place(world, side, &s.card, s.lane, target) {
            let kind = s.card.card.kind;
            super::super::tally::count(world, |t| {
                *t.tactics_placed.entry(kind.letter()).or_default() += 1
            });
            let keep = kind == TacticKind::Recycle;
            if keep {
                to_charge(world, side, s.card.clone());
            } else {
                world.resource_mut::<Tactics>().sides[side]
                    .trash
                    .push(s.card.clone());
            }
        } else {
            // F7: a card that cannot be placed when it resolves goes back, its cost unpaid.
            let name = s.card.card.name.clone();
            say(
                world,
                "unplaced",
                format!("  {name} cannot be placed now: back to the charge zone"),
            );
            let mut t = world.resource_mut::<Tactics>();
            for &i in &paid[side] {
                if let Some(c) = t.sides[side].charge.get_mut(i) {
                    c.face_up = false;
                }
            }
            to_charge(world, side, s.card.clone());
            // Its payment is undone, so a showdown won with it places nothing.
            extra[side] = (Vec::new(), 0);
        }
        place_won(world, side, s.lane, &mut extra[side]);
    }
}

/// A card goes to the charge zone (an R after it resolves, F15: face down, to be set again).
pub(super) fn to_charge(world: &mut World, side: usize, tactic: Tactic) {
    world.resource_mut::<Tactics>().sides[side]
        .charge
        .push(Charge {
            tactic,
            face_up: false,
        });
}
