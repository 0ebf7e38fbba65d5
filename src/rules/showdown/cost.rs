//! Paying a cost (11., 12.): what may pay it, and moving the cards that do — turned face up in
//! the charge zone (plain), sent from the charge zone to the trash (D), taken from the
//! opponent's trash into the opponent's charge zone face up (C), or the named cards moved out of
//! the monster zone (P to the charge zone face down, F to the trash).

use super::place::{named_sources, take_part};
use super::question::{PayCard, PaySource};
use super::table::{Charged, Table};
use crate::data::showdown::{Family, ShowCard};

/// What may pay a cost of `card`'s family, and from where: `None` for P and F, whose named
/// cards are fixed (the lowest zone first).
pub fn candidates(
    mine: &Table,
    theirs: &Table,
    card: &ShowCard,
) -> Option<(PaySource, Vec<PayCard>)> {
    let charge = |face_down_only: bool| {
        mine.charge
            .iter()
            .enumerate()
            .filter(|(_, c)| !face_down_only || !c.face_up)
            .map(|(i, c)| PayCard {
                place: i,
                card: c.card.clone(),
                face_up: c.face_up,
            })
            .collect()
    };
    match card.family {
        Family::Plain => Some((PaySource::TurnUp, charge(true))),
        Family::Destroyer => Some((PaySource::ToTrash, charge(false))),
        Family::Creator => Some((
            PaySource::FoeTrash,
            theirs
                .trash
                .iter()
                .enumerate()
                .map(|(i, c)| PayCard {
                    place: i,
                    card: c.clone(),
                    face_up: true,
                })
                .collect(),
        )),
        Family::Progre | Family::Fusion => None,
    }
}

/// The cards that pay when nobody chooses otherwise (docs/RULES.md), as indices into
/// `cards`: the oldest; for a D cost, face-up cards first (they are spent already).
pub fn usual(from: PaySource, cards: &[PayCard], count: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..cards.len()).collect();
    if from == PaySource::ToTrash {
        order.sort_by_key(|i| (!cards[*i].face_up, cards[*i].place));
    }
    order.truncate(count);
    order
}

/// How the cost cards end up: as a normal payment, or revealed in a cost showdown (face up
/// wherever they go, 8.オープンについて).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Manner {
    /// A normal payment.
    Normal,
    /// A cost showdown's.
    Showdown,
}

/// Pays `count` of `card`'s cost with the candidates at `picks` (indices into [`candidates`], or
/// for an F card whose condition holds into `fusion::open_options`, none: the usual; ignored
/// for P and other F cards). Returns the cost cards' ids, in the order paid.
pub fn pay(
    mine: &mut Table,
    theirs: &mut Table,
    card: &ShowCard,
    picks: &[usize],
    count: usize,
    manner: Manner,
) -> Vec<String> {
    let Some((_, cands)) = candidates(mine, theirs, card) else {
        // An F card whose condition holds: from where its player picked (12. F).
        if let Some(options) = super::fusion::open_options(mine, card) {
            let named = &card.named[..count.min(card.named.len())];
            // The same options the player was asked about.
            let (options, _) = super::fusion::choice(options, named);
            let picks = if picks.is_empty() {
                super::fusion::usual(&options, named).unwrap_or_default()
            } else {
                picks.to_vec()
            };
            return super::fusion::take(mine, &options, &picks);
        }
        return pay_named(mine, card, count, manner);
    };
    let places: Vec<usize> = picks
        .iter()
        .filter_map(|i| cands.get(*i).map(|c| c.place))
        .take(count)
        .collect();
    move_cards(mine, theirs, card.family, &places)
}

/// Moves the cost cards at `places` (of the charge zone, or the opponent's trash for C) as
/// `family` pays: turned face up (plain), to the trash (D), to the opponent's charge zone face
/// up (C). Returns their ids, in the order of `places`.
pub fn move_cards(
    mine: &mut Table,
    theirs: &mut Table,
    family: Family,
    places: &[usize],
) -> Vec<String> {
    let paid: Vec<String> = places
        .iter()
        .filter_map(|p| match family {
            Family::Creator => theirs.trash.get(*p).cloned(),
            _ => mine.charge.get(*p).map(|c| c.card.clone()),
        })
        .collect();
    let mut back: Vec<usize> = places.to_vec();
    back.sort_unstable_by(|a, b| b.cmp(a));
    back.dedup();
    match family {
        Family::Plain => {
            for p in places {
                if let Some(c) = mine.charge.get_mut(*p) {
                    c.face_up = true;
                }
            }
        }
        Family::Destroyer => {
            for p in back {
                if p >= mine.charge.len() {
                    continue;
                }
                let c = mine.charge.remove(p);
                mine.trash.push(c.card);
            }
        }
        Family::Creator => {
            for p in back {
                if p >= theirs.trash.len() {
                    continue;
                }
                let c = theirs.take_from_trash(p);
                theirs.charge.push(Charged::new(c, true));
            }
        }
        Family::Progre | Family::Fusion => {}
    }
    paid
}

/// Moves the first `count` named cards of a P or F card out of the monster zone. A battle card
/// taken leaves its equips without a card to hold them: they go to the trash.
fn pay_named(mine: &mut Table, card: &ShowCard, count: usize, manner: Manner) -> Vec<String> {
    let Some(mut sources) = named_sources(mine, card) else {
        return Vec::new();
    };
    sources.truncate(count);
    // Take equips from the back so earlier indices stay right.
    sources.sort_by(|a, b| b.cmp(a));
    let mut paid = Vec::new();
    for (z, part) in sources {
        let Some(id) = take_part(mine, z, part) else {
            continue;
        };
        match card.family {
            Family::Progre => mine
                .charge
                .push(Charged::new(id.clone(), manner == Manner::Showdown)),
            _ => mine.trash.push(id.clone()),
        }
        paid.push(id);
    }
    paid.reverse();
    paid
}
