//! The hand limit at a round's end (seed 004 §19; vortex-design.md §1 Phase 7): a hand over nine
//! tactics discards down to nine, both sides asked at once; plans discard the cards last in their
//! tactic list first.

use super::Tactics;
use super::plans::{in_force, list};
use crate::rules::core::battle::Battle;
use crate::rules::core::decisions;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::vortex::question::{Choice, Request, leader};
use bevy::prelude::*;

/// The most tactics a hand keeps at a round's end (seed 004 §19).
pub const HAND_LIMIT: usize = 9;

/// The plans' discards for `side`: the cards last in its tactic list, one after another (the
/// last of equals first), as places in the hand.
fn planned(world: &mut World, side: usize) -> Vec<usize> {
    let orders = in_force(world, side);
    let s = &world.resource::<Tactics>().sides[side];
    let wanted = list(s, &orders);
    let rank = |id: &str| wanted.iter().position(|w| w == id).unwrap_or(usize::MAX);
    let mut left: Vec<usize> = (0..s.hand.len()).collect();
    let mut out = Vec::new();
    while left.len() > HAND_LIMIT {
        let Some(k) = (0..left.len()).max_by_key(|&k| (rank(&s.hand[left[k]].id), left[k])) else {
            break;
        };
        out.push(left.remove(k));
    }
    out
}

/// Round end: each hand over the limit discards down to it. `false`: a player's answer is
/// awaited, and nothing has changed.
pub fn hand_limit(world: &mut World) -> bool {
    let over: Vec<(usize, Vec<String>)> = match world.get_resource::<Tactics>() {
        Some(t) => (0..2)
            .filter(|&s| t.sides[s].hand.len() > HAND_LIMIT)
            .map(|s| {
                (
                    s,
                    t.sides[s]
                        .hand
                        .iter()
                        .map(|c| c.card.name.clone())
                        .collect(),
                )
            })
            .collect(),
        None => return true,
    };
    let mut asked = Vec::new();
    for (side, hand) in over {
        if let Some(who) = leader(world, side) {
            let count = hand.len() - HAND_LIMIT;
            asked.push((who, Request::Discard { side, hand, count }));
        }
    }
    if asked.is_empty() {
        return true;
    }
    let plans = |w: &mut World, _: Entity, q: &Request| match q {
        Request::Discard { side, .. } => Choice::Discard(planned(w, *side)),
        _ => Choice::Discard(Vec::new()),
    };
    let Some(answers) = decisions::ask_all(world, asked.clone(), plans) else {
        return false;
    };
    for ((_, q), a) in asked.into_iter().zip(answers) {
        if let (Request::Discard { side, .. }, Choice::Discard(picks)) = (q, a) {
            discard(world, side, &picks);
        }
    }
    true
}

/// Sends the hand's cards at `picks` to the trash, in that order.
fn discard(world: &mut World, side: usize, picks: &[usize]) {
    let mut t = world.resource_mut::<Tactics>();
    let s = &mut t.sides[side];
    let gone: Vec<_> = picks
        .iter()
        .filter_map(|&i| s.hand.get(i).cloned())
        .collect();
    let mut places = picks.to_vec();
    places.sort_unstable_by(|a, b| b.cmp(a));
    for i in places {
        if i < s.hand.len() {
            s.hand.remove(i);
        }
    }
    let names: Vec<String> = gone.iter().map(|c| c.card.name.clone()).collect();
    s.trash.extend(gone);
    log::write(world, EventKind::Nothing, |w| {
        let team = &w.resource::<Battle>().teams[side].name;
        Facts::default().what("hand limit").says(format!(
            "  {team} discards {} down to {HAND_LIMIT}",
            names.join(", ")
        ))
    });
}
