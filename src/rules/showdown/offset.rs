//! The cost offset (15.コスト相殺について, 20. Q5): settled before the opened cards' costs are
//! checked.

use super::open::{Opened, can_pay_what_it_owes, to_charge};
use super::table::{Slot, card};
use crate::data::Catalog;
use crate::data::showdown::Family;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Settles a cost offset (15.): a C card opened with a card paying its own cost, both to be
/// placed and both costing 1 or more — the higher cost pays the difference, the other nothing.
/// When the higher cannot pay even that, it goes to the charge zone and the other pays in full
/// (**Decision**, shared/rules A9). A P or F card opened in 予 that needs its own cost to free a
/// zone is not offset (20. Q5): it goes to the charge zone and the C card pays in full. Returns
/// whether an offset happened.
pub(super) fn offset(world: &mut World, opened: &mut Vec<Opened>) -> bool {
    if opened.len() != 2 || opened.iter().any(|o| o.pays == 0) {
        return false;
    }
    let family =
        |o: &Opened| card(world.res::<Catalog>(), &o.card).map_or(Family::Plain, |c| c.family);
    let creators: Vec<bool> = opened
        .iter()
        .map(|o| family(o) == Family::Creator)
        .collect();
    if creators[0] == creators[1] {
        return false;
    }
    let other = usize::from(creators[0]);
    if opened[other].slot == Slot::Reserve {
        let gone = opened.remove(other);
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, gone.who).what(gone.card.as_str()).says(
                "  no cost offset: the card in the reserve could not be summoned without its cost \
                 (20. Q5)",
            )
        });
        to_charge(world, gone.who, &gone.card);
        return false;
    }
    let (a, b) = (opened[0].pays, opened[1].pays);
    let d = a.abs_diff(b);
    let higher = if a > b {
        Some(0)
    } else if b > a {
        Some(1)
    } else {
        None
    };
    let mut settled = opened.clone();
    for (i, o) in settled.iter_mut().enumerate() {
        o.pays = if Some(i) == higher { d } else { 0 };
    }
    if let Some(h) = higher
        && !can_pay_what_it_owes(world, &settled[h])
    {
        let gone = opened.remove(h);
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, gone.who)
                .what(gone.card.as_str())
                .amount(d as i64)
                .says(format!(
                    "  no cost offset: the higher cost cannot pay even the difference of {d}"
                ))
        });
        to_charge(world, gone.who, &gone.card);
        return false;
    }
    *opened = settled;
    let payer = higher.map(|h| opened[h].who);
    log::write(world, EventKind::Check, |w| {
        let facts = payer.map_or_else(Facts::default, |p| Facts::on(w, p));
        facts.what("cost offset").amount(d as i64).says(format!(
            "  cost offset: {a} against {b}, the higher pays {d}"
        ))
    });
    true
}
