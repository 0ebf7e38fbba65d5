//! Placing the open's cards flipped as a cost (11.: M, E, J, I 「コストとして表にした際に」), as
//! each player chooses; then a cost showdown's other cost cards are offset for the turn (20. Q8).

use super::ask::{Choice, Request, decide_all};
use super::reveal::{RevealState, Stage};
use super::sides::with_table;
use crate::data::Catalog;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// How many of `cards` are of a kind that is placed when flipped as a cost (M, E, J, I): what a
/// cost showdown counts.
pub fn placed_kinds(catalog: &Catalog, cards: &[String]) -> usize {
    cards
        .iter()
        .filter(|id| super::table::kind(catalog, id).is_some_and(|k| k.is_placed()))
        .count()
}

/// Places the cost cards each player chooses to, then marks a showdown's other cost cards as
/// offset for the turn (20. Q8), and ends the reveal.
pub(super) fn place_flipped(world: &mut World) -> Option<Stage> {
    let offers = world.res::<RevealState>().offers.clone();
    let offers: Vec<_> = offers
        .into_iter()
        .filter(|(_, c, up_to)| !c.is_empty() && *up_to > 0)
        .collect();
    let questions = offers
        .iter()
        .map(|(who, candidates, up_to)| {
            (
                *who,
                Request::Place {
                    candidates: candidates.clone(),
                    up_to: *up_to,
                },
            )
        })
        .collect();
    let answers = decide_all(world, questions)?;
    let mut chosen = Vec::new();
    for ((who, candidates, _), answer) in offers.iter().zip(answers) {
        if let Choice::Place(p) = answer {
            chosen.push((
                *who,
                p.iter().map(|i| candidates[*i].clone()).collect::<Vec<_>>(),
            ));
        }
    }
    let mut summoned = Vec::new();
    for (who, cards) in chosen {
        for id in cards {
            if let Some(super::place::Placement::Summon(z)) =
                super::placing::place_from_cost(world, who, &id)
            {
                summoned.push((who, id.clone(), z));
            }
        }
    }
    // The showdown's cost cards left in their player's charge zone (face up now) are offset for
    // the turn, one card for each paid — never a face-down copy of the same card.
    let showdown = world.res::<RevealState>().showdown_cards.clone();
    for (who, cards) in showdown {
        with_table(world, who, |t| {
            for id in &cards {
                if let Some(c) = t
                    .charge
                    .iter_mut()
                    .find(|c| c.card == *id && c.face_up && !c.offset)
                {
                    c.offset = true;
                }
            }
        });
    }
    // The summon effects of cards placed from the costs, after the showdown's marks.
    super::effects::on_summon(world, &summoned);
    Some(Stage::Placed)
}
