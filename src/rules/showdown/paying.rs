//! Paying the opened cards' costs (8., 11., 12., 15.): which cards pay, asked of both players at
//! once where they have a choice; then what each may place of the cards it flipped.

use super::ask::{Choice, PayFor, Request, decide_all};
use super::flipped::placed_kinds;
use super::open::{self, Meeting, Opened};
use super::reveal::{RevealState, Stage};
use super::table::{Slot, Table};
use super::{cost, place, sides};
use crate::data::Catalog;
use crate::data::showdown::{Family, ShowCard};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Pays every cost (asking which cards pay where there is a choice) and places the opened
/// cards; their summon effects are queued.
pub(super) fn pay(world: &mut World) -> Option<Stage> {
    let (opened, meeting) = {
        let s = world.res::<RevealState>();
        (s.opened.clone(), s.meeting)
    };
    let picks = choose_payments(world, &opened)?;
    let paid = open::pay_and_place(world, &opened, &picks, meeting);
    world.res_mut::<RevealState>().paid = paid;
    Some(Stage::Paid)
}

/// Once the summon effects are used (20. Q1), works out what each player may place of the
/// cards it flipped.
pub(super) fn offer(world: &mut World) -> Option<Stage> {
    if !super::effects::queue::drain(world) {
        return None;
    }
    let (opened, meeting, paid) = {
        let s = world.res::<RevealState>();
        (s.opened.clone(), s.meeting, s.paid.clone())
    };
    let offers = offers(world, &opened, &paid, meeting);
    world.res_mut::<RevealState>().offers = offers;
    if meeting == Meeting::Showdown {
        // Every card revealed in the showdown is treated as offset for the turn unless placed
        // now — but the cards a player passes over when the other revealed none that could be
        // placed stay free (20. Q8).
        let catalog = world.res::<Catalog>();
        let counts: Vec<usize> = paid.iter().map(|p| placed_kinds(catalog, p)).collect();
        let marked = opened
            .iter()
            .zip(&paid)
            .enumerate()
            .filter(|(i, _)| !(counts[*i] > 0 && counts[1 - *i] == 0))
            // A C card's cost cards went to the opponent's charge zone: not its own to mark.
            .filter(|(_, (o, _))| {
                super::table::card(catalog, &o.card).map(|c| c.family) != Some(Family::Creator)
            })
            .map(|(_, (o, p))| (o.who, p.clone()))
            .collect();
        world.res_mut::<RevealState>().showdown_cards = marked;
    }
    Some(Stage::Place)
}

/// Which candidates pay each opened card's cost: every one when there is no choice, else the
/// player's (both players asked at once). `None` while asked.
fn choose_payments(world: &mut World, opened: &[Opened]) -> Option<Vec<Vec<usize>>> {
    let mut picks: Vec<Option<Vec<usize>>> = Vec::new();
    let mut questions = Vec::new();
    for o in opened {
        let catalog = world.res::<Catalog>();
        let Some(c) = super::table::card(catalog, &o.card) else {
            picks.push(Some(Vec::new()));
            continue;
        };
        match sides::read(world, o.who, |mine, foe| payment(mine, foe, c, o)) {
            Ok(p) => picks.push(Some(p)),
            Err(q) => {
                picks.push(None);
                questions.push((o.who, q));
            }
        }
    }
    let mut answers = decide_all(world, questions)?.into_iter();
    Some(
        picks
            .into_iter()
            .map(|p| {
                p.unwrap_or_else(|| match answers.next() {
                    Some(Choice::Pay(p)) => p,
                    _ => Vec::new(),
                })
            })
            .collect(),
    )
}

/// Which candidates pay `o`'s cost when there is no choice, or the question to its player.
fn payment(mine: &Table, foe: &Table, c: &ShowCard, o: &Opened) -> Result<Vec<usize>, Request> {
    if let Some(options) = super::fusion::open_options(mine, c) {
        // An F card whose condition holds: asked where its named cards come from when there is
        // more than one way (12. F) — except in 予, where only battle cards taken from a zone
        // free the zone it is summoned to.
        let named: Vec<String> = c.named.iter().take(o.pays).cloned().collect();
        let (options, choice) = super::fusion::choice(options, &named);
        if !choice || o.slot == Slot::Reserve {
            return Ok(super::fusion::usual(&options, &named).unwrap_or_default());
        }
        let (card, what) = (o.card.clone(), PayFor::Open);
        return Err(Request::Fusion {
            card,
            what,
            named,
            options,
        });
    }
    match cost::candidates(mine, foe, c) {
        None => Ok(Vec::new()),
        Some(_) if o.pays == 0 => Ok(Vec::new()),
        Some((_, candidates)) if candidates.len() <= o.pays => Ok((0..candidates.len()).collect()),
        Some((from, candidates)) => Err(Request::Pay {
            card: o.card.clone(),
            what: PayFor::Open,
            from,
            candidates,
            count: o.pays,
        }),
    }
}

/// What each player may place of its cost cards: after a normal payment, every card it turned
/// face up in its charge zone that has a place (M, E, J, I); after a cost showdown, the player
/// who revealed more such cards may place as many as the difference, of its own cost cards.
fn offers(
    world: &World,
    opened: &[Opened],
    paid: &[Vec<String>],
    meeting: Meeting,
) -> Vec<(Entity, Vec<String>, usize)> {
    let catalog = world.res::<Catalog>();
    let placeable = |who: Entity, cards: &[String]| -> Vec<String> {
        sides::read(world, who, |t, _| {
            cards
                .iter()
                .filter(|id| place::placeable_from_charge(catalog, t, id))
                .cloned()
                .collect()
        })
    };
    let family = |o: &Opened| super::table::card(catalog, &o.card).map(|c| c.family);
    match meeting {
        Meeting::Showdown => {
            let (a, b) = (
                placed_kinds(catalog, &paid[0]),
                placed_kinds(catalog, &paid[1]),
            );
            let more = if a > b { 0 } else { 1 };
            let d = a.abs_diff(b);
            // A C card's cost cards are the opponent's: it has none of its own to place.
            if d == 0 || family(&opened[more]) == Some(Family::Creator) {
                return Vec::new();
            }
            vec![(
                opened[more].who,
                placeable(opened[more].who, &paid[more]),
                d,
            )]
        }
        Meeting::Apart | Meeting::Offset => opened
            .iter()
            .zip(paid)
            .filter(|(o, _)| family(o) == Some(Family::Plain))
            .map(|(o, p)| {
                let cards = placeable(o.who, p);
                let n = cards.len();
                (o.who, cards, n)
            })
            .filter(|(_, c, _)| !c.is_empty())
            .collect(),
    }
}
