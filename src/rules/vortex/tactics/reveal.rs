//! Phase 4, the reveal (vortex-design.md §1 Phase 4 with F7, F15, F19; seed 004 §5–§8, §14):
//! both sides recharge, draw, set a lane card and a charge card face down, and open at once. An
//! unplayable lane card goes to the charge zone face down; two playable cards in one lane (or two
//! I anywhere) offset each other; two playable placed cards that both cost something hold a cost
//! showdown; then each playable card pays by turning its oldest face-down charge cards face up,
//! and the placements resolve, first side first.

use super::open::{self, Opened};
use super::set::{self, Set};
use super::{Tactics, say, team};
use crate::rules::core::battle::Battle;
use crate::rules::core::decisions;
use crate::rules::vortex::question::{Choice, Request, leader};
use bevy::prelude::*;

/// Phase 4. Empty when neither side has a tactic deck.
pub fn run(world: &mut World) {
    let any = world
        .get_resource::<Tactics>()
        .is_some_and(Tactics::any_deck);
    if any && !super::super::zones::zones(world).is_empty() && !reveal(world) {
        return;
    }
    if world.resource::<Battle>().outcome.is_none() {
        world.resource_mut::<Battle>().advance_phase();
    }
}

/// Where the reveal is while a player's answer is awaited: drawn, the lane cards chosen, the
/// sets made, the cards opened and what is left to place.
#[derive(Resource, Clone, Debug, Default)]
pub struct RevealAt {
    drawn: bool,
    lanes: Option<[Option<(usize, u8)>; 2]>,
    sets: Option<[Option<Set>; 2]>,
    opened: Option<Opened>,
}

/// The reveal; `false` while a player's set is awaited.
fn reveal(world: &mut World) -> bool {
    let first = world.resource::<Battle>().first_side.unwrap_or(0);
    let order = [first, 1 - first];
    let mut at = world
        .get_resource::<RevealAt>()
        .cloned()
        .unwrap_or_default();
    if !at.drawn {
        recharge_and_draw(world, order);
        at.drawn = true;
        world.insert_resource(at.clone());
    }
    // 3. Set, both sides at once: the lane card, then the charge card.
    if at.sets.is_none() {
        let Some(sets) = sets(world, order, &mut at) else {
            return false;
        };
        at.sets = Some(sets);
        world.insert_resource(at.clone());
    }
    // 4.–7. Open, clash, showdown, pay.
    if at.opened.is_none() {
        let sets = at.sets.clone().unwrap_or_default();
        let Some(opened) = open::open(world, order, sets) else {
            return false;
        };
        let Some(opened) = opened else {
            world.remove_resource::<RevealAt>();
            return true;
        };
        at.opened = Some(opened);
    }
    // 8. Place.
    let mut opened = at.opened.take();
    let done = opened
        .as_mut()
        .is_none_or(|o| super::placing::place_all(world, order, o));
    if done {
        world.remove_resource::<RevealAt>();
    } else {
        at.opened = opened;
        world.insert_resource(at);
    }
    done
}

/// Steps 1 and 2: recharge; draw (an empty deck takes a life card instead, 004 §19).
fn recharge_and_draw(world: &mut World, order: [usize; 2]) {
    world.resource_mut::<Tactics>().lanes = [None, None];
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
}

/// Step 3: both sides' lane cards are asked at once, then their charge cards; `None` while a
/// player's answer is awaited.
fn sets(world: &mut World, order: [usize; 2], at: &mut RevealAt) -> Option<[Option<Set>; 2]> {
    let lanes = match at.lanes {
        Some(l) => l,
        None => {
            let asked: Vec<(Entity, Request)> = order
                .iter()
                .filter_map(|&side| Some((leader(world, side)?, set::lane_question(world, side)?)))
                .collect();
            let plans = |w: &mut World, _: Entity, q: &Request| match q {
                Request::Lane { side, .. } => Choice::Lane(set::plan_lane(w, *side)),
                _ => Choice::Lane(None),
            };
            let answers = decisions::ask_all(world, asked.clone(), plans)?;
            let mut lanes = [None, None];
            for ((_, q), a) in asked.iter().zip(answers) {
                if let (Request::Lane { side, .. }, Choice::Lane(l)) = (q, a) {
                    lanes[*side] = l;
                }
            }
            at.lanes = Some(lanes);
            world.insert_resource(at.clone());
            lanes
        }
    };
    let hands = [0, 1].map(|side| set::hand_after(world, side, lanes[side]));
    let asked: Vec<(Entity, Request)> = order
        .iter()
        .filter(|&&side| hands[side].len() >= 2)
        .filter_map(|&side| {
            let hand = hands[side].iter().map(|t| t.card.name.clone()).collect();
            Some((leader(world, side)?, Request::Charge { side, hand }))
        })
        .collect();
    let plans = |w: &mut World, _: Entity, q: &Request| match q {
        Request::Charge { side, .. } => {
            Choice::Charge(set::plan_charge(w, *side, &hands[*side]).unwrap_or(0))
        }
        _ => Choice::Charge(0),
    };
    let answers = decisions::ask_all(world, asked.clone(), plans)?;
    // One card left: it goes to the charge zone.
    let mut charges = hands.clone().map(|h| (h.len() == 1).then_some(0));
    for ((_, q), a) in asked.iter().zip(answers) {
        if let (Request::Charge { side, .. }, Choice::Charge(i)) = (q, a) {
            charges[*side] = Some(i);
        }
    }
    let mut sets: [Option<Set>; 2] = [None, None];
    for side in order {
        sets[side] = set::apply(world, side, lanes[side], charges[side]);
    }
    crate::rules::vortex::tally::count(world, |t| {
        t.reveals += u64::from(sets.iter().any(Option::is_some));
        t.both_set += u64::from(sets.iter().all(Option::is_some));
    });
    Some(sets)
}
