//! The Showdown's questions on the answer face (docs/ARCHITECTURE.md): each kind, its words,
//! and its options in a fixed order (docs/RULES.md, "Questions and their options"): the hand,
//! the candidates, the places or the effects in the order the question lists them.

use super::question::{Choice, PayFor, PaySource, Picks, Request, Spot};
use crate::data::Catalog;
use crate::rules::core::answers::{Face, QuestionOption, Takes};
use bevy::prelude::*;

fn name(world: &World, id: &str) -> String {
    world
        .get_resource::<Catalog>()
        .and_then(|c| c.show_cards.get(id))
        .map_or_else(|| id.to_string(), |c| c.name.clone())
}

fn purpose(world: &World, card: &str, what: PayFor) -> String {
    let name = name(world, card);
    match what {
        PayFor::Open => name,
        PayFor::Effect(i) => format!("{name}'s effect {}", i + 1),
        PayFor::Upkeep => format!("{name}'s upkeep"),
    }
}

impl Face for Request {
    fn kind(&self) -> &'static str {
        match self {
            Request::Set { .. } => "set",
            Request::Pay { .. } => "pay",
            Request::Fusion { .. } => "fusion",
            Request::Place { .. } => "place",
            Request::Upkeep { .. } => "upkeep",
            Request::UpkeepOffset { .. } => "offset",
            Request::Activate { .. } => "effects",
            Request::Discard { .. } => "discard",
        }
    }

    fn words(&self, world: &World) -> String {
        match self {
            Request::Set { hand, .. } if hand.len() == 1 => "Set your one card".into(),
            Request::Set { hand, charge } if (*charge).min(hand.len() - 1) > 1 => format!(
                "Set {} cards: the monster zone's first, then {} for the charge zone",
                1 + (*charge).min(hand.len() - 1),
                (*charge).min(hand.len() - 1)
            ),
            Request::Set { .. } => {
                "Set two cards: the monster zone's first, then the charge zone's".into()
            }
            Request::Pay {
                card,
                what,
                from,
                count,
                ..
            } => {
                let how = match from {
                    PaySource::TurnUp => "face-down charge cards to turn face up",
                    PaySource::ToTrash => "charge cards to send to your trash",
                    PaySource::FoeTrash => "cards of the opponent's trash for their charge zone",
                };
                format!(
                    "Pay for {}: pick {count} {how}",
                    purpose(world, card, *what)
                )
            }
            Request::Fusion {
                card, what, named, ..
            } => {
                let names: Vec<String> = named.iter().map(|id| name(world, id)).collect();
                format!(
                    "Pay for {}: pick where {} come from",
                    purpose(world, card, *what),
                    names.join(" and ")
                )
            }
            Request::Place { up_to, .. } => {
                format!("Flipped as a cost: place up to {up_to} of them (or none)")
            }
            Request::Upkeep { zone, card, cost } => format!(
                "Pay {cost} to keep {} in zone {}?",
                name(world, card),
                zone + 1
            ),
            Request::UpkeepOffset {
                at, offset, due, ..
            } => {
                let what = if due.is_empty() {
                    "Effects"
                } else {
                    "Upkeeps and effects"
                };
                format!(
                    "{what} offset ({}): you have more, pick the {offset} of yours that are offset",
                    at.label()
                )
            }
            Request::Activate { at, .. } => format!(
                "Use effects now ({})? Pick any, in the order they are used (or none; one effect a card)",
                at.label()
            ),
            Request::Discard { count, .. } => format!("Hand limit: discard {count}"),
        }
    }

    /// The hand in hand order; candidates, places and effects as listed; an offset's upkeeps
    /// due, then its effects; an upkeep: pay, then let it go.
    fn options(&self, world: &World, _who: Entity) -> Vec<QuestionOption> {
        let card = |id: &str| QuestionOption::words(name(world, id));
        match self {
            Request::Set { hand, .. } | Request::Discard { hand, .. } => {
                hand.iter().map(|c| card(c)).collect()
            }
            Request::Pay { candidates, .. } => candidates
                .iter()
                .map(|p| {
                    let up = if p.face_up { " (face up)" } else { "" };
                    QuestionOption::words(format!("{}{up}", name(world, &p.card)))
                })
                .collect(),
            Request::Fusion { options, .. } => options
                .iter()
                .map(|(id, spot)| {
                    let at = match spot {
                        Spot::Zone(z, _) => format!("zone {}", z + 1),
                        Spot::Trash => "trash".into(),
                        Spot::Charge(_) => "charge zone".into(),
                        Spot::Hand(_) => "hand".into(),
                    };
                    QuestionOption::words(format!("{} ({at})", name(world, id)))
                })
                .collect(),
            Request::Place { candidates, .. } => candidates.iter().map(|c| card(c)).collect(),
            Request::Upkeep { .. } => vec![
                QuestionOption::words("Pay the upkeep"),
                QuestionOption::words("Let it go to the trash"),
            ],
            Request::UpkeepOffset { due, effects, .. } => due
                .iter()
                .map(|(z, id)| {
                    QuestionOption::words(format!("{}'s upkeep (zone {})", name(world, id), z + 1))
                })
                .chain(effects.iter().map(|(id, i)| {
                    QuestionOption::words(format!("{}'s effect {}", name(world, id), i + 1))
                }))
                .collect(),
            Request::Activate { options, .. } => options
                .iter()
                .map(|(id, i)| {
                    QuestionOption::words(format!("{}'s effect {}", name(world, id), i + 1))
                })
                .collect(),
        }
    }

    fn takes(&self) -> Takes {
        match self.picks() {
            Picks::Set(n) | Picks::Exactly(n) => Takes::Exactly(n),
            Picks::UpTo(n) => Takes::UpTo(n),
            Picks::YesNo => Takes::One,
        }
    }

    fn choose(&self, _world: &World, picks: &[usize]) -> Option<Choice> {
        let p = picks.to_vec();
        Some(match self {
            Request::Set { .. } => Choice::Set {
                zone: *picks.first()?,
                charge: picks.get(1..).map(<[usize]>::to_vec).unwrap_or_default(),
            },
            Request::Pay { .. } | Request::Fusion { .. } => Choice::Pay(p),
            Request::Place { .. } => Choice::Place(p),
            Request::Upkeep { .. } => Choice::Upkeep(*picks.first()? == 0),
            Request::UpkeepOffset { .. } => Choice::Offset(p),
            Request::Activate { .. } => Choice::Activate(p),
            Request::Discard { .. } => Choice::Discard(p),
        })
    }

    fn picks(&self, _world: &World, _who: Entity, answer: &Choice) -> Option<Vec<usize>> {
        Some(match answer {
            Choice::Set { zone, charge } => std::iter::once(*zone).chain(charge.clone()).collect(),
            Choice::Pay(p)
            | Choice::Place(p)
            | Choice::Offset(p)
            | Choice::Activate(p)
            | Choice::Discard(p) => p.clone(),
            Choice::Upkeep(pay) => vec![usize::from(!pay)],
        })
    }
}
