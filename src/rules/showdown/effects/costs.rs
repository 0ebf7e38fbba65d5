//! Paying an effect's cost in its card's family's way (11., 12.特別なカードについて): a plain
//! card turns face-down charge cards face up, a D card sends charge cards to its trash, a C card
//! sends cards of the opponent's trash to the opponent's charge zone face up, a P card turns its
//! named cards face up in its charge zone, an F card turns its named cards sideways in its trash.
//! Never with the card itself, nor with a charge card still waiting to be used in the window.

use crate::data::showdown::{CardEffect, Family, ShowCard};
use crate::rules::showdown::table::{Charged, Table};

/// The charge cards that must not pay: the card using the effect, if it lies in the charge
/// zone, and those still waiting to be used.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spare<'a> {
    /// The place of the card using the effect.
    pub own: Option<usize>,
    /// The places of the cards still waiting.
    pub reserved: &'a [usize],
}

impl Spare<'_> {
    fn free(&self, i: usize) -> bool {
        Some(i) != self.own && !self.reserved.contains(&i)
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
        Family::Fusion => sets(&e.named, |id| mine.upright(id)),
    }
}

/// Pays `e` once; `None` when it cannot be paid. On success, where the card using it lies in
/// the charge zone now (a D cost may take cards before it).
pub fn pay(
    mine: &mut Table,
    theirs: &mut Table,
    card: &ShowCard,
    e: &CardEffect,
    spare: Spare,
) -> Option<Option<usize>> {
    if times(mine, theirs, card, e, spare) == 0 {
        return None;
    }
    let n = usize::from(e.cost);
    let mut own = spare.own;
    match card.family {
        Family::Plain => {
            let places: Vec<usize> = (0..mine.charge.len())
                .filter(|i| spare.free(*i) && !mine.charge[*i].face_up)
                .take(n)
                .collect();
            for i in places {
                mine.charge[i].face_up = true;
            }
        }
        Family::Destroyer => {
            // Face-up cards first (they are spent already), the oldest first.
            let mut places: Vec<usize> =
                (0..mine.charge.len()).filter(|i| spare.free(*i)).collect();
            places.sort_by_key(|i| (!mine.charge[*i].face_up, *i));
            places.truncate(n);
            places.sort_unstable_by(|a, b| b.cmp(a));
            for i in places {
                let c = mine.charge.remove(i);
                mine.trash.push(c.card);
                own = own.map(|o| if i < o { o - 1 } else { o });
            }
        }
        Family::Creator => {
            for _ in 0..n {
                let c = theirs.take_from_trash(0);
                theirs.charge.push(Charged::new(c, true));
            }
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
        Family::Fusion => mine.turned.extend(e.named.iter().cloned()),
    }
    Some(own)
}
