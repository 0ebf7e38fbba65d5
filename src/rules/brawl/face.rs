//! The Brawl's questions on the answer face (docs/ARCHITECTURE.md): each kind, its words, and
//! its options in a fixed order (docs/RULES.md, "Questions and their options"): the acts in
//! the order the main step offers them, the aims and squares as listed, the hand in hand order.

use super::board::{Beast, Side, Sq};
use super::question::{Act, Choice, Foe, Request};
use crate::data::Catalog;
use crate::rules::core::answers::{Face, QuestionOption, Takes};
use bevy::prelude::*;

fn creature(world: &World, e: Entity) -> String {
    world
        .get::<Beast>(e)
        .map_or_else(|| "?".into(), |b| format!("{} ({})", b.name, b.sq.label()))
}

fn card_name(world: &World, id: &str) -> String {
    world
        .get_resource::<Catalog>()
        .and_then(|c| c.creatures.get(id))
        .map_or_else(|| id.to_string(), |c| c.name.clone())
}

/// An act of `who`'s main step in words.
fn act_words(world: &World, who: Entity, act: &Act) -> String {
    match *act {
        Act::Play { card, square } => {
            let id = world
                .get::<Side>(who)
                .and_then(|s| s.hand.get(card).cloned())
                .unwrap_or_default();
            format!(
                "Put {} onto {}",
                card_name(world, &id),
                Sq::at(square).label()
            )
        }
        Act::Attack {
            attacker,
            target: Foe::Player,
        } => format!("{} attacks the other player", creature(world, attacker)),
        Act::Attack {
            attacker,
            target: Foe::Creature(d),
        } => format!(
            "{} attacks {}",
            creature(world, attacker),
            creature(world, d)
        ),
        Act::Move {
            creature: c,
            square,
        } => {
            format!("{} moves to {}", creature(world, c), Sq::at(square).label())
        }
        Act::End => "End the turn".into(),
    }
}

impl Face for Request {
    fn kind(&self) -> &'static str {
        match self {
            Request::Main { .. } => "act",
            Request::Aim { .. } => "aim",
            Request::Seal { .. } => "seal",
            Request::Discard { .. } => "discard",
        }
    }

    fn words(&self, world: &World) -> String {
        match self {
            Request::Main { .. } => "Your main step: what next?".into(),
            Request::Aim { card, harms, .. } => format!(
                "Whom does {}'s skill {}?",
                card_name(world, card),
                if *harms { "strike" } else { "help" }
            ),
            Request::Seal { card, count, .. } => format!(
                "{}: seal {count} of the other territory's squares",
                card_name(world, card)
            ),
            Request::Discard { count, .. } => format!("Hand limit: discard {count}"),
        }
    }

    fn options(&self, world: &World, who: Entity) -> Vec<QuestionOption> {
        match self {
            // The cards an act plays are the hand of the player asked.
            Request::Main { acts } => acts
                .iter()
                .map(|a| QuestionOption::words(act_words(world, who, a)))
                .collect(),
            Request::Aim { candidates, .. } => candidates
                .iter()
                .map(|e| QuestionOption::words(creature(world, *e)))
                .collect(),
            Request::Seal { squares, .. } => squares
                .iter()
                .map(|s| QuestionOption::words(Sq::at(*s).label()))
                .collect(),
            Request::Discard { hand, .. } => hand
                .iter()
                .map(|id| QuestionOption::words(card_name(world, id)))
                .collect(),
        }
    }

    fn takes(&self) -> Takes {
        match self {
            Request::Main { .. } | Request::Aim { .. } => Takes::One,
            Request::Seal { count, .. } | Request::Discard { count, .. } => Takes::Exactly(*count),
        }
    }

    fn choose(&self, _world: &World, picks: &[usize]) -> Option<Choice> {
        Some(match self {
            Request::Main { .. } => Choice::Act(*picks.first()?),
            Request::Aim { .. } => Choice::Aim(*picks.first()?),
            Request::Seal { .. } | Request::Discard { .. } => Choice::Picks(picks.to_vec()),
        })
    }

    fn picks(&self, _world: &World, _who: Entity, answer: &Choice) -> Option<Vec<usize>> {
        Some(match answer {
            Choice::Act(i) | Choice::Aim(i) => vec![*i],
            Choice::Picks(p) => p.clone(),
        })
    }
}
