//! Step 8 of the reveal (vortex-design.md §1 Phase 4 with F7, F13, F19; seed 004 8.9–8.11): each
//! side's lane card is placed, then what it won in the cost showdown, first side first. A
//! player's side is asked where each placement aims and which cost cards it places; the step goes
//! on from where an answer stopped it, and nothing runs twice.

use super::open::Opened;
use super::picks;
use super::place::{self, Picks};
use super::set::Set;
use super::{Tactic, Tactics, say, team, to_charge};
use crate::data::vortex::TacticKind;
use crate::rules::core::battle::Battle;
use crate::rules::vortex::question::{Choice, Request, decide, leader};
use bevy::prelude::*;

/// Step 8: each side's lane card is placed, then what it won in the showdown, first side first.
/// `false` while a player's answer is awaited (`at` keeps the place).
pub fn place_all(world: &mut World, order: [usize; 2], at: &mut Opened) -> bool {
    while let Some(&side) = order.get(at.next) {
        if world.resource::<Battle>().outcome.is_some() {
            return true;
        }
        if let (Some(s), true, false) = (at.sets[side].clone(), at.playable[side], at.placed) {
            let Some(picks) = picks::ask(world, side, &s.card, s.lane) else {
                return false;
            };
            place_lane_card(world, side, &s, picks, at);
        }
        at.placed = true;
        if !place_won(world, side, at) {
            return false;
        }
        at.next += 1;
        at.placed = false;
        at.won = None;
    }
    true
}

fn place_lane_card(world: &mut World, side: usize, s: &Set, picks: Picks, at: &mut Opened) {
    if place::place(world, side, &s.card, s.lane, picks) {
        let kind = s.card.card.kind;
        crate::rules::vortex::tally::count(world, |t| {
            *t.tactics_placed.entry(kind.letter()).or_default() += 1
        });
        if kind == TacticKind::Recycle {
            to_charge(world, side, s.card.clone());
        } else {
            world.resource_mut::<Tactics>().sides[side]
                .trash
                .push(s.card.clone());
        }
        return;
    }
    // F7: a card that cannot be placed when it resolves goes back, its cost unpaid.
    let name = s.card.card.name.clone();
    say(
        world,
        "unplaced",
        format!("  {name} cannot be placed now: back to the charge zone"),
    );
    let mut t = world.resource_mut::<Tactics>();
    for &i in &at.paid[side] {
        if let Some(c) = t.sides[side].charge.get_mut(i) {
            c.face_up = false;
        }
    }
    to_charge(world, side, s.card.clone());
    // Its payment is undone, so a showdown won with it places nothing.
    at.extra[side] = (Vec::new(), 0);
}

/// The showdown's winner places up to `d` of its placeable cost cards in its own lane: the
/// player's side picks which, in order; plans take them costliest first and go on past any that
/// cannot be placed. Those not placed stay face up in the charge zone. `false` while awaited.
fn place_won(world: &mut World, side: usize, at: &mut Opened) -> bool {
    let (chosen, d) = at.extra[side].clone();
    let Some(lane) = at.sets[side].as_ref().map(|s| s.lane) else {
        return true;
    };
    if d == 0 || chosen.is_empty() {
        return true;
    }
    let cards: Vec<Tactic> = {
        let t = world.resource::<Tactics>();
        chosen
            .iter()
            .filter_map(|&i| t.sides[side].charge.get(i).map(|c| c.tactic.clone()))
            .collect()
    };
    if at.won.is_none() {
        let Some(who) = leader(world, side) else {
            return true;
        };
        let names: Vec<String> = cards.iter().map(|c| c.card.name.clone()).collect();
        let make = |_: &mut World| Request::Placements {
            side,
            cards: names,
            up_to: d,
        };
        // Plans try them all, costliest first, until `d` are placed.
        let plans = |_: &mut World| Choice::Placements((0..cards.len()).collect());
        let Some(choice) = decide(world, who, make, plans) else {
            return false;
        };
        let Choice::Placements(picked) = choice else {
            return true;
        };
        at.won = Some((picked, 0, Vec::new()));
    }
    let Some((picked, tried, gone)) = at.won.as_mut() else {
        return true;
    };
    while let Some(&k) = picked.get(*tried) {
        if gone.len() >= d || world.resource::<Battle>().outcome.is_some() {
            break;
        }
        let Some(card) = cards.get(k) else {
            *tried += 1;
            continue;
        };
        let Some(picks) = picks::ask(world, side, card, lane) else {
            return false;
        };
        let team = team(world, side);
        let name = card.card.name.clone();
        say(
            world,
            "showdown",
            format!("  {team} places {name} from its cost cards"),
        );
        if place::place(world, side, card, lane, picks) {
            gone.push(chosen[k]);
        }
        *tried += 1;
    }
    let mut gone = gone.clone();
    gone.sort_unstable();
    let mut t = world.resource_mut::<Tactics>();
    for i in gone.into_iter().rev() {
        let c = t.sides[side].charge.remove(i);
        t.sides[side].trash.push(c.tactic);
    }
    at.extra[side] = (Vec::new(), 0);
    true
}
