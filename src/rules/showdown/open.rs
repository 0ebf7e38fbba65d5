//! The open (8.オープンについて, 15.コスト相殺について): both set cards turn face up at once; a
//! card that can be summoned, equipped or installed and paid for must be, the rest go to the
//! charge zone face down. When both are placed and both cost at least 1, the costs meet: a cost
//! offset when one asks its cost of the opponent (C) and the other pays its own, else a cost
//! showdown.

use super::cost::{self, Manner};
use super::place::{Placement, can_pay_n, freed_by, placement};
use super::sides::{self, with_table};
use super::table::{Charged, Slot, Table, card};
use crate::data::Catalog;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// A card opened this turn that will be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// Its player.
    pub who: Entity,
    /// The card's id.
    pub card: String,
    /// Where it was set.
    pub slot: Slot,
    /// Where it goes.
    pub placement: Placement,
    /// How much of its cost it pays (less after a cost offset).
    pub pays: usize,
}

/// How the two costs meet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Meeting {
    /// Each pays its own way.
    #[default]
    Apart,
    /// コストの見せあい.
    Showdown,
    /// コスト相殺.
    Offset,
}

/// Turns both set cards face up: those that cannot be placed go to the charge zone face down;
/// returns those that will be, and how their costs meet. A cost offset is settled before the
/// costs are checked (15.: the higher pays only the difference); any other card must be able to
/// pay its whole cost.
pub fn flip(world: &mut World) -> (Vec<Opened>, Meeting) {
    let all = sides::all(world);
    let mut opened = Vec::new();
    for &who in &all {
        let Some((id, slot)) = world.get::<Table>(who).and_then(|t| t.set.clone()) else {
            continue;
        };
        let turn = world.res::<crate::rules::core::battle::Battle>().round;
        with_table(world, who, |t| t.opened = Some((id.clone(), slot, turn)));
        let catalog = world.res::<Catalog>();
        let place = sides::read(world, who, |mine, _| {
            card(catalog, &id).and_then(|c| {
                let freed = (slot == Slot::Reserve).then(|| freed_by(mine, c)).flatten();
                placement(mine, c, Some(slot), freed)
            })
        });
        let pays = card(catalog, &id).map_or(0, |c| c.cost_count());
        log_open(world, who, &id, slot);
        match place {
            Some(placement) => opened.push(Opened {
                who,
                card: id,
                slot,
                placement,
                pays,
            }),
            None => to_charge(world, who, &id),
        }
    }
    let offset = super::offset::offset(world, &mut opened);
    // Each card that cannot pay what it owes goes to the charge zone.
    let mut kept = Vec::new();
    for o in opened {
        if can_pay_what_it_owes(world, &o) {
            kept.push(o);
        } else {
            prove(world, o.who, &o.card);
            to_charge(world, o.who, &o.card);
        }
    }
    let meeting = if offset {
        Meeting::Offset
    } else if kept.len() == 2 && kept.iter().all(|o| o.pays > 0) {
        Meeting::Showdown
    } else {
        Meeting::Apart
    };
    (kept, meeting)
}

pub(super) fn can_pay_what_it_owes(world: &World, o: &Opened) -> bool {
    let Some(c) = card(world.res::<Catalog>(), &o.card) else {
        return false;
    };
    sides::read(world, o.who, |mine, theirs| {
        can_pay_n(mine, theirs, c, o.pays)
    })
}

fn log_open(world: &mut World, who: Entity, id: &str, slot: Slot) {
    log::write(world, EventKind::Action, |w| {
        let c = card(w.res::<Catalog>(), id);
        let place = match slot {
            Slot::Zone(z) => format!("zone {}", z + 1),
            Slot::Reserve => "the reserve".into(),
        };
        let cost = c.map_or(0, |c| c.cost_count());
        Facts::on(w, who).what(id).amount(cost as i64).says(format!(
            "  {} opens {} ({}, cost {cost}) in {place}",
            log::name(w, who),
            c.map_or(id, |c| c.name.as_str()),
            c.map_or(String::new(), |c| c.code()),
        ))
    });
}

/// An F card with a charge-zone and hand cost condition that cannot pay at the open goes to the
/// charge zone only once its player has shown its hand and charge zone (12. F:
/// 召喚できないことを証明しなければなりません): the log lists both.
fn prove(world: &mut World, who: Entity, id: &str) {
    let proves = card(world.res::<Catalog>(), id).is_some_and(|c| c.charge_hand.is_some());
    if proves {
        log::write(world, EventKind::Check, |w| {
            let t = w.get::<Table>(who).cloned().unwrap_or_default();
            let catalog = w.res::<Catalog>();
            let name = |id: &str| card(catalog, id).map_or(id.to_string(), |c| c.name.clone());
            let hand: Vec<String> = t.hand.iter().map(|id| name(id)).collect();
            let charge: Vec<String> = t.charge.iter().map(|c| name(&c.card)).collect();
            Facts::on(w, who).what(id).says(format!(
                "  {} shows its hand [{}] and charge zone [{}]: it cannot pay",
                log::name(w, who),
                hand.join(", "),
                charge.join(", ")
            ))
        });
    }
}

/// A card that cannot be summoned, equipped or installed goes to the charge zone face down.
pub(super) fn to_charge(world: &mut World, who: Entity, id: &str) {
    with_table(world, who, |t| {
        t.set = None;
        t.charge.push(Charged::new(id, false));
    });
    log::write(world, EventKind::Nothing, |w| {
        Facts::on(w, who).what(id).says(format!(
            "  {}'s {} goes to the charge zone face down",
            log::name(w, who),
            card(w.res::<Catalog>(), id).map_or(id, |c| c.name.as_str())
        ))
    });
}

/// Pays every opened card's cost with the cards chosen (`picks`, per opened card) and places
/// it; returns each card's cost cards.
pub fn pay_and_place(
    world: &mut World,
    opened: &[Opened],
    picks: &[Vec<usize>],
    meeting: Meeting,
) -> Vec<Vec<String>> {
    let manner = if meeting == Meeting::Showdown {
        Manner::Showdown
    } else {
        Manner::Normal
    };
    let mut paid = Vec::new();
    for (o, p) in opened.iter().zip(picks) {
        let Some(c) = card(world.res::<Catalog>(), &o.card).cloned() else {
            paid.push(Vec::new());
            continue;
        };
        let Some(foe) = sides::foe(world, o.who) else {
            paid.push(Vec::new());
            continue;
        };
        let cards = sides::with_both(world, o.who, foe, |mine, theirs| {
            cost::pay(mine, theirs, &c, p, o.pays, manner)
        });
        paid.push(cards);
    }
    // Placed once every cost is paid: a P card's cost may free its own zone, or take the battle
    // card an equip was going to (then the equip finds another, or goes to the charge zone).
    let mut summoned = Vec::new();
    for o in opened {
        let Some(c) = card(world.res::<Catalog>(), &o.card).cloned() else {
            continue;
        };
        let now = sides::read(world, o.who, |t, _| match o.slot {
            Slot::Reserve => t.first_free().map(Placement::Summon),
            at => placement(t, &c, Some(at), None),
        });
        match now {
            Some(p) => {
                with_table(world, o.who, |t| {
                    t.set = None;
                    put(t, &o.card, p);
                });
                log_placed(world, o.who, &o.card, p);
                if let Placement::Summon(z) = p {
                    summoned.push((o.who, o.card.clone(), z));
                }
            }
            None => to_charge(world, o.who, &o.card),
        }
    }
    // 20. Q1: the summon is confirmed by its cost; its summon effect comes next, before any card
    // flipped as a cost is placed.
    super::effects::on_summon(world, &summoned);
    paid
}

/// Puts a card where it goes.
pub fn put(t: &mut Table, id: &str, p: Placement) {
    let zone = &mut t.zones[p.zone()];
    match p {
        Placement::Summon(_) => zone.battler = Some(id.to_string()),
        Placement::Equip(_) => zone.equips.push(id.to_string()),
        Placement::Install(_) => zone.installed = Some(id.to_string()),
    }
}

/// Logs a placement.
pub fn log_placed(world: &mut World, who: Entity, id: &str, p: Placement) {
    log::write(world, EventKind::Summon, |w| {
        let name = card(w.res::<Catalog>(), id).map_or(id, |c| c.name.as_str());
        let (verb, z) = match p {
            Placement::Summon(z) => ("summons", z),
            Placement::Equip(z) => ("equips", z),
            Placement::Install(z) => ("installs", z),
        };
        Facts::on(w, who)
            .what(id)
            .amount(z as i64 + 1)
            .says(format!(
                "  {} {verb} {name} in zone {}",
                log::name(w, who),
                z + 1
            ))
    });
}
