//! Paying a cost (11., 12.): what may pay it, and moving the cards that do — turned face up in
//! the charge zone (plain), sent from the charge zone to the trash (D), taken from the
//! opponent's trash into the opponent's charge zone face up (C), or the named cards moved out of
//! the monster zone (P to the charge zone face down, F to the trash).

use super::ask::PaySource;
use super::place::{Part, named_sources};
use super::table::{Charged, Table};
use crate::data::showdown::{Family, ShowCard};

/// What may pay `card`'s cost, and from where: `None` for P and F, whose named cards are
/// fixed (the lowest zone first).
pub fn candidates(
    mine: &Table,
    theirs: &Table,
    card: &ShowCard,
) -> Option<(PaySource, Vec<(usize, String)>)> {
    let charge = |face_down_only: bool| {
        mine.charge
            .iter()
            .enumerate()
            .filter(|(_, c)| !face_down_only || !c.face_up)
            .map(|(i, c)| (i, c.card.clone()))
            .collect()
    };
    match card.family {
        Family::Plain => Some((PaySource::OwnCharge, charge(true))),
        Family::Destroyer => Some((PaySource::OwnCharge, charge(false))),
        Family::Creator => Some((
            PaySource::FoeTrash,
            theirs
                .trash
                .iter()
                .enumerate()
                .map(|(i, c)| (i, c.clone()))
                .collect(),
        )),
        Family::Progre | Family::Fusion => None,
    }
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

/// Pays `count` of `card`'s cost with the candidates at `picks` (indices into [`candidates`];
/// ignored for P and F). Returns the cost cards' ids, in the order paid.
pub fn pay(
    mine: &mut Table,
    theirs: &mut Table,
    card: &ShowCard,
    picks: &[usize],
    count: usize,
    manner: Manner,
) -> Vec<String> {
    let Some((_, cands)) = candidates(mine, theirs, card) else {
        return pay_named(mine, card, count, manner);
    };
    let mut places: Vec<usize> = picks
        .iter()
        .filter_map(|i| cands.get(*i).map(|(p, _)| *p))
        .take(count)
        .collect();
    let paid: Vec<String> = places
        .iter()
        .filter_map(|p| cands.iter().find(|(q, _)| q == p).map(|(_, id)| id.clone()))
        .collect();
    match card.family {
        Family::Plain => {
            for p in &places {
                mine.charge[*p].face_up = true;
            }
        }
        Family::Destroyer => {
            places.sort_unstable_by(|a, b| b.cmp(a));
            for p in places {
                let c = mine.charge.remove(p);
                mine.trash.push(c.card);
            }
        }
        Family::Creator => {
            places.sort_unstable_by(|a, b| b.cmp(a));
            for p in places {
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
        let zone = &mut mine.zones[z];
        let taken = match part {
            Part::Battler => {
                let equips = std::mem::take(&mut zone.equips);
                mine.trash.extend(equips);
                mine.zones[z].battler.take()
            }
            Part::Equip(i) => (i < zone.equips.len()).then(|| zone.equips.remove(i)),
            Part::Installed => zone.installed.take(),
        };
        let Some(id) = taken else { continue };
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
