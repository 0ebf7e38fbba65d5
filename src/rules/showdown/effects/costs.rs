//! Paying an effect's cost in its card's family's way (11., 12.特別なカードについて): a plain
//! card turns face-down charge cards face up, a D card sends charge cards to its trash, a C card
//! sends cards of the opponent's trash to the opponent's charge zone face up, a P card turns its
//! named cards face up in its charge zone, an F card turns its named cards sideways in its trash.
//! Never with the card itself, nor with a charge card still waiting to be used in the window.

use super::usable::Source;
use crate::data::showdown::{CardEffect, Family, ShowCard};
use crate::rules::showdown::ask::{PayCard, PaySource, Spot};
use crate::rules::showdown::table::Table;
use crate::rules::showdown::{cost, fusion};

/// The cards that must not pay: the card using the effect, and those still waiting to be used
/// in the window (in the charge zone or the hand).
#[derive(Clone, Copy, Debug)]
pub struct Spare<'a> {
    /// Where the card using the effect lies.
    pub source: Source,
    /// Where the cards still waiting lie.
    pub reserved: &'a [Source],
}

impl<'a> Spare<'a> {
    /// The spare cards of a card lying at `source`, with `reserved` still waiting.
    pub fn of(source: Source, reserved: &'a [Source]) -> Spare<'a> {
        Spare { source, reserved }
    }

    /// Whether charge card `i` may pay.
    fn free(&self, i: usize) -> bool {
        self.source != Source::Charge(i) && !self.reserved.contains(&Source::Charge(i))
    }

    /// Whether hand card `i` may pay.
    fn free_in_hand(&self, i: usize) -> bool {
        self.source != Source::Hand(i) && !self.reserved.contains(&Source::Hand(i))
    }
}

/// How many whole sets of `named` `available` gives (an effect naming nothing: one).
fn sets(named: &[String], available: impl Fn(&str) -> usize) -> usize {
    let mut ids: Vec<&String> = named.iter().collect();
    ids.sort();
    ids.dedup();
    ids.iter()
        .map(|id| available(id) / named.iter().filter(|n| n == id).count())
        .min()
        .unwrap_or(1)
}

/// How many times `mine`'s player could pay `e`, `card`'s effect, now: 0 or 1, except for a P or
/// F card, which may pay as many times as its named cards allow (12.: 存在している回数).
pub fn times(mine: &Table, theirs: &Table, card: &ShowCard, e: &CardEffect, spare: Spare) -> usize {
    if mine.sideways {
        return 0;
    }
    let n = usize::from(e.cost);
    let charge = |face_down_only: bool| {
        mine.charge
            .iter()
            .enumerate()
            .filter(|(i, c)| spare.free(*i) && (!face_down_only || !c.face_up))
            .count()
    };
    match card.family {
        Family::Plain => usize::from(charge(true) >= n),
        Family::Destroyer => usize::from(charge(false) >= n),
        Family::Creator => {
            usize::from(n == 0 || (!theirs.trash_sideways && theirs.trash.len() >= n))
        }
        Family::Progre => sets(&e.named, |id| {
            mine.charge
                .iter()
                .enumerate()
                .filter(|(i, c)| spare.free(*i) && !c.face_up && c.card == id)
                .count()
        }),
        Family::Fusion if fusion::holds(mine, card) => {
            fusion::sets(&fusion_options(mine, e, spare), &e.named)
        }
        Family::Fusion => sets(&e.named, |id| mine.upright(id)),
    }
}

/// Where an F effect's named cards may come from while its card's condition holds (12. F).
pub fn fusion_options(mine: &Table, e: &CardEffect, spare: Spare) -> Vec<(String, Spot)> {
    fusion::effect_options(mine, &e.named, |s| match s {
        Spot::Charge(i) => spare.free(i),
        Spot::Hand(i) => spare.free_in_hand(i),
        _ => true,
    })
}

/// The places of the cards that may pay an effect of `card` now (in the charge zone, or the
/// opponent's trash for C), leaving out the spare charge cards; none for P and F.
fn places(mine: &Table, theirs: &Table, card: &ShowCard, spare: Spare) -> Vec<usize> {
    let charge = |face_down_only: bool| {
        (0..mine.charge.len())
            .filter(|i| spare.free(*i) && (!face_down_only || !mine.charge[*i].face_up))
            .collect()
    };
    match card.family {
        Family::Plain => charge(true),
        Family::Destroyer => charge(false),
        Family::Creator => (0..theirs.trash.len()).collect(),
        Family::Progre | Family::Fusion => Vec::new(),
    }
}

/// The cards that may pay an effect of `card` now, and from where, leaving out the spare charge
/// cards: `None` for a P or F card, whose named cards pay.
pub fn candidates(
    mine: &Table,
    theirs: &Table,
    card: &ShowCard,
    spare: Spare,
) -> Option<(PaySource, Vec<PayCard>)> {
    let from = match card.family {
        Family::Plain => PaySource::TurnUp,
        Family::Destroyer => PaySource::ToTrash,
        Family::Creator => PaySource::FoeTrash,
        Family::Progre | Family::Fusion => return None,
    };
    let cards = places(mine, theirs, card, spare)
        .into_iter()
        .map(|place| match from {
            PaySource::FoeTrash => PayCard {
                place,
                card: theirs.trash[place].clone(),
                face_up: true,
            },
            _ => PayCard {
                place,
                card: mine.charge[place].card.clone(),
                face_up: mine.charge[place].face_up,
            },
        })
        .collect();
    Some((from, cards))
}

/// How many cards could pay an effect of `card` now (P and F: 0), without listing them.
pub fn available(mine: &Table, theirs: &Table, card: &ShowCard, spare: Spare) -> usize {
    places(mine, theirs, card, spare).len()
}

/// Pays `e` once, with the candidates at `picks` (indices into [`candidates`] or
/// [`fusion_options`]; ignored for P); `None` when it cannot be paid so. On success, where the
/// card using it lies now (cards taken before it in the charge zone or the hand move it down).
pub fn pay(
    mine: &mut Table,
    theirs: &mut Table,
    card: &ShowCard,
    e: &CardEffect,
    spare: Spare,
    picks: &[usize],
) -> Option<Source> {
    if times(mine, theirs, card, e, spare) == 0 {
        return None;
    }
    let n = usize::from(e.cost);
    let mut now = spare.source;
    match card.family {
        Family::Plain | Family::Destroyer | Family::Creator => {
            let all = places(mine, theirs, card, spare);
            let places: Vec<usize> = picks
                .iter()
                .filter_map(|i| all.get(*i).copied())
                .take(n)
                .collect();
            if places.len() < n {
                return None;
            }
            if let (Family::Destroyer, Source::Charge(o)) = (card.family, now) {
                now = Source::Charge(o - places.iter().filter(|p| **p < o).count());
            }
            cost::move_cards(mine, theirs, card.family, &places);
        }
        Family::Progre => {
            for id in &e.named {
                if let Some(i) = (0..mine.charge.len()).find(|i| {
                    spare.free(*i) && !mine.charge[*i].face_up && mine.charge[*i].card == *id
                }) {
                    mine.charge[i].face_up = true;
                }
            }
        }
        Family::Fusion if fusion::holds(mine, card) => {
            let options = fusion_options(mine, e, spare);
            let picks = if picks.is_empty() {
                fusion::usual(&options, &e.named)?
            } else {
                picks.to_vec()
            };
            let before = |o: usize, hand: bool| {
                picks
                    .iter()
                    .filter(|i| match options.get(**i) {
                        Some((_, Spot::Charge(c))) => !hand && *c < o,
                        Some((_, Spot::Hand(h))) => hand && *h < o,
                        _ => false,
                    })
                    .count()
            };
            now = match now {
                Source::Charge(o) => Source::Charge(o - before(o, false)),
                Source::Hand(o) => Source::Hand(o - before(o, true)),
                zone => zone,
            };
            fusion::take(mine, &options, &picks);
        }
        Family::Fusion => mine.turned.extend(e.named.iter().cloned()),
    }
    Some(now)
}
