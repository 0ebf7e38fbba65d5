//! Where a card opened or flipped as a cost goes (8.オープンについて, 11.カードの種類について):
//! a monster stays where it was set (flipped as a cost: the lowest zone without a battle card);
//! an equip goes on the battle card of the lowest zone that has one; a J or I is installed
//! where it was set unless a card is installed there, else in the lowest zone with nothing
//! installed — never where an equip is.

use super::table::{Slot, Table, Zone, kind};
use crate::data::Catalog;
use crate::data::showdown::{CardKind, Family, ShowCard};

/// Where a card is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Summoned as the battle card of this zone.
    Summon(usize),
    /// Equipped to the battle card of this zone.
    Equip(usize),
    /// Installed in this zone.
    Install(usize),
}

impl Placement {
    /// The zone.
    pub fn zone(self) -> usize {
        match self {
            Placement::Summon(z) | Placement::Equip(z) | Placement::Install(z) => z,
        }
    }
}

/// Whether a J or I may be installed in `zone`: nothing installed there and no equip.
fn installable(zone: &Zone) -> bool {
    zone.installed.is_none() && zone.equips.is_empty()
}

/// Where `card` goes: opened at `at` (this turn's set place), or, with `at` none, flipped as a
/// cost in the charge zone. `freed` is the zone a P card's cost empties (a P card opened in
/// 予 takes it: 20. Q5's reading, docs/RULES.md). `None`: it cannot be placed (to the charge
/// zone face down, when opened).
pub fn placement(
    table: &Table,
    card: &ShowCard,
    at: Option<Slot>,
    freed: Option<usize>,
) -> Option<Placement> {
    let lowest_battler = || table.zones.iter().position(|z| z.battler.is_some());
    match (card.kind, at) {
        (CardKind::Monster, Some(Slot::Zone(z))) => Some(Placement::Summon(z)),
        (CardKind::Monster, Some(Slot::Reserve)) => freed.map(Placement::Summon),
        (CardKind::Monster, None) => table.first_free().map(Placement::Summon),
        // 予 is a reserve place only: what is opened there goes to the charge zone.
        (_, Some(Slot::Reserve)) => None,
        (CardKind::Equip, _) => lowest_battler().map(Placement::Equip),
        (CardKind::Jail | CardKind::Invoke, at) => {
            let here = match at {
                Some(Slot::Zone(z)) if installable(&table.zones[z]) => Some(z),
                _ => None,
            };
            here.or_else(|| table.zones.iter().position(installable))
                .map(Placement::Install)
        }
        _ => None,
    }
}

/// Where each card a P or F card names is taken from: the zone and whether it is the battle
/// card, an equip (its index) or the installed card — the lowest zone first (12. P, F). `None`
/// when one is missing.
pub fn named_sources(table: &Table, card: &ShowCard) -> Option<Vec<(usize, Part)>> {
    let mut taken: Vec<(usize, Part)> = Vec::new();
    for id in &card.named {
        let found = table.zones.iter().enumerate().find_map(|(z, zone)| {
            parts(zone)
                .filter(|(c, part)| *c == id && !taken.contains(&(z, *part)))
                .map(|(_, part)| (z, part))
                .next()
        })?;
        taken.push(found);
    }
    Some(taken)
}

/// The cards of a monster zone with their parts: the battle card, the equips, the installed
/// card.
pub fn parts(zone: &Zone) -> impl Iterator<Item = (&String, Part)> {
    zone.battler
        .iter()
        .map(|b| (b, Part::Battler))
        .chain(
            zone.equips
                .iter()
                .enumerate()
                .map(|(i, e)| (e, Part::Equip(i))),
        )
        .chain(zone.installed.iter().map(|i| (i, Part::Installed)))
}

/// Takes the card at `part` of zone `z` out of `t`; a battle card taken leaves its equips
/// without a card to hold them: they go to the trash.
pub fn take_part(t: &mut Table, z: usize, part: Part) -> Option<String> {
    let zone = &mut t.zones[z];
    match part {
        Part::Battler => {
            let equips = std::mem::take(&mut zone.equips);
            t.trash.extend(equips);
            t.zones[z].battler.take()
        }
        Part::Equip(i) => (i < zone.equips.len()).then(|| zone.equips.remove(i)),
        Part::Installed => zone.installed.take(),
    }
}

/// A part of a monster zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// Its battle card.
    Battler,
    /// The equip at this index.
    Equip(usize),
    /// Its installed J or I.
    Installed,
}

/// Whether `card`'s cost can be paid now by its owner (`mine`) against `theirs`.
pub fn can_pay(mine: &Table, theirs: &Table, card: &ShowCard) -> bool {
    can_pay_n(mine, theirs, card, card.cost_count())
}

/// Whether `n` of `card`'s cost can be paid now (less than its cost after a cost offset). A side
/// whose cards lie sideways (19.) pays nothing; a sideways trash gives nothing to a C card.
pub fn can_pay_n(mine: &Table, theirs: &Table, card: &ShowCard, n: usize) -> bool {
    if n == 0 {
        return !mine.sideways;
    }
    if mine.sideways {
        return false;
    }
    match card.family {
        Family::Plain => mine.ready() >= n,
        Family::Creator => !theirs.trash_sideways && theirs.trash.len() >= n,
        Family::Destroyer => mine.charge.len() >= n,
        Family::Progre => named_sources(mine, card).is_some(),
        Family::Fusion => super::fusion::can_pay(mine, card, n),
    }
}

/// The zone a P card's cost would empty of its battle card, if any (the lowest).
pub fn freed_by(table: &Table, card: &ShowCard) -> Option<usize> {
    if card.family != Family::Progre && card.family != Family::Fusion {
        return None;
    }
    named_sources(table, card)?
        .iter()
        .filter(|(_, p)| *p == Part::Battler)
        .map(|(z, _)| *z)
        .min()
}

/// Whether the card with `id` would be placed if flipped as a cost now (M, E, J, I with a place
/// for it).
pub fn placeable_from_charge(catalog: &Catalog, table: &Table, id: &str) -> bool {
    let Some(card) = super::table::card(catalog, id) else {
        return false;
    };
    kind(catalog, id).is_some_and(CardKind::is_placed)
        && placement(table, card, None, None).is_some()
}
