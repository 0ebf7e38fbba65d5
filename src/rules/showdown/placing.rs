//! Placing a card flipped as a cost (11.: M, E, J, I 「コストとして表にした際に」): which cards
//! an effect's or an upkeep's cost turned face up may still be placed, the player's pick of
//! them, and taking a card from the charge zone (or the trash) to its place.

use super::ask::{Choice, Request, decide_all};
use super::sides::with_table;
use super::{open, place};
use crate::data::Catalog;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Of `cards`, turned face up in `who`'s charge zone to pay an effect's or an upkeep's cost,
/// those that may be placed now: M, E, J and I cards with a place, still face up there and not
/// put forward in this turn's cost showdown (20. Q8: those stay offset, even turned face down
/// and up again), one for each copy so flipped.
pub(crate) fn placeable_flipped(world: &World, who: Entity, cards: &[String]) -> Vec<String> {
    let catalog = world.res::<Catalog>();
    let Some(t) = world.get::<super::table::Table>(who) else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for id in cards {
        let free = t
            .charge
            .iter()
            .filter(|c| c.card == *id && c.face_up && !c.offset && !c.used)
            .count();
        let taken = out.iter().filter(|o| *o == id).count();
        if taken < free && place::placeable_from_charge(catalog, t, id) {
            out.push(id.clone());
        }
    }
    out
}

/// Asks `who` which of `candidates` (cards it flipped to pay an effect's or an upkeep's cost)
/// are placed, and places them; `None` while asked. The placed monsters, with their zones.
pub(crate) fn place_chosen(
    world: &mut World,
    who: Entity,
    candidates: &[String],
) -> Option<Vec<(String, usize)>> {
    let request = Request::Place {
        candidates: candidates.to_vec(),
        up_to: candidates.len(),
    };
    let answer = decide_all(world, vec![(who, request)])?;
    let picks = match answer.into_iter().next() {
        Some(Choice::Place(p)) => p,
        _ => Vec::new(),
    };
    let mut summoned = Vec::new();
    for i in picks {
        let Some(id) = candidates.get(i) else {
            continue;
        };
        if let Some(place::Placement::Summon(z)) = place_from_cost(world, who, id) {
            summoned.push((id.clone(), z));
        }
    }
    Some(summoned)
}

/// Takes a cost card out of the charge zone (or the trash, for D and F) and places it; one
/// with no place left by then stays where it is.
pub(crate) fn place_from_cost(
    world: &mut World,
    who: Entity,
    id: &str,
) -> Option<place::Placement> {
    let c = super::table::card(world.res::<Catalog>(), id).cloned()?;
    let placed = with_table(world, who, |t| {
        let p = place::placement(t, &c, None, None)?;
        // The card flipped is face up: never a face-down copy of it.
        if let Some(i) = t
            .charge
            .iter()
            .position(|x| x.card == id && x.face_up && !x.offset)
        {
            t.charge.remove(i);
        } else if let Some(i) = t.trash.iter().rposition(|x| x == id) {
            t.take_from_trash(i);
        } else {
            return None;
        }
        open::put(t, id, p);
        Some(p)
    });
    if let Some(p) = placed {
        open::log_placed(world, who, id, p);
    }
    placed
}
