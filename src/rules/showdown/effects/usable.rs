//! Which effects a player may use at a moment (11.: where each kind of card works; 16.: its
//! timing; its cost payable), and where the card lies.

use super::Moment;
use crate::data::Catalog;
use crate::data::showdown::{CardKind, Timing};
use crate::rules::showdown::table::Table;

/// Where a card whose effect is used lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// In monster zone `z` (a battle card, an equip, or the installed card).
    Zone(usize),
    /// Face down in the charge zone, at this place (R and S).
    Charge(usize),
    /// In the hand, at this place (H).
    Hand(usize),
}

/// An effect its player may use now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Usable {
    /// The card's id.
    pub card: String,
    /// Which of its effects.
    pub effect: usize,
    /// Where the card lies.
    pub source: Source,
}

/// Whether `timing` is used at `m`.
pub fn matches(timing: Timing, m: Moment) -> bool {
    match (timing, m) {
        (Timing::At(w), Moment::Turn(v)) => w == v,
        (Timing::BeforeBattle, Moment::Before(_))
        | (Timing::InBattle, Moment::During(_))
        | (Timing::AfterBattle, Moment::After(_))
        | (Timing::Offset, Moment::Offset) => true,
        _ => false,
    }
}

/// Every card of `t` with its place, where its kind works (11.): battle cards, equips and
/// installed cards in the zones; R and S face down in the charge zone; H in the hand.
pub fn working(catalog: &Catalog, t: &Table) -> Vec<(String, Source)> {
    if t.sideways {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (z, zone) in t.zones.iter().enumerate() {
        for id in zone
            .battler
            .iter()
            .chain(&zone.equips)
            .chain(&zone.installed)
        {
            out.push((id.clone(), Source::Zone(z)));
        }
    }
    for (i, c) in t.charge.iter().enumerate() {
        let kind = crate::rules::showdown::table::kind(catalog, &c.card);
        if !c.face_up && matches!(kind, Some(CardKind::Recycle | CardKind::Smash)) {
            out.push((c.card.clone(), Source::Charge(i)));
        }
    }
    for (i, id) in t.hand.iter().enumerate() {
        if crate::rules::showdown::table::kind(catalog, id) == Some(CardKind::Hand) {
            out.push((id.clone(), Source::Hand(i)));
        }
    }
    out
}

/// The effects of `t`'s player that `pick` accepts and whose cost it can pay (an R or S card
/// never pays with itself).
pub fn effects_where(catalog: &Catalog, t: &Table, pick: impl Fn(Timing) -> bool) -> Vec<Usable> {
    let mut out = Vec::new();
    for (id, source) in working(catalog, t) {
        let Some(card) = crate::rules::showdown::table::card(catalog, &id) else {
            continue;
        };
        let own = usize::from(matches!(source, Source::Charge(_)));
        // One effect of a card at a moment: its first that fits (docs/RULES.md).
        if let Some(k) = card
            .effects
            .iter()
            .position(|e| pick(e.timing) && t.ready().saturating_sub(own) >= usize::from(e.cost))
        {
            out.push(Usable {
                card: id.clone(),
                effect: k,
                source,
            });
        }
    }
    out
}

/// The effects its player may choose to use at `m`.
pub fn usable(catalog: &Catalog, t: &Table, m: Moment) -> Vec<Usable> {
    effects_where(catalog, t, |timing| {
        !timing.is_forced() && matches(timing, m)
    })
}

/// Where each card of `list` lies now on `t`, each a different card: its recorded place when
/// that still holds it (an R or S card face down, an H card in the hand, a card in its zone),
/// else the first other place that does. `None`: the card has left.
pub fn locate_all(t: &Table, list: &[Usable]) -> Vec<Option<Source>> {
    let mut charge_taken: Vec<usize> = Vec::new();
    let mut hand_taken: Vec<usize> = Vec::new();
    list.iter()
        .map(|u| match u.source {
            Source::Zone(z) => {
                let zone = &t.zones[z];
                let there = zone.battler.as_deref() == Some(u.card.as_str())
                    || zone.equips.contains(&u.card)
                    || zone.installed.as_deref() == Some(u.card.as_str());
                there.then_some(Source::Zone(z))
            }
            Source::Charge(i) => {
                let ok = |j: usize, taken: &[usize]| {
                    !taken.contains(&j)
                        && t.charge
                            .get(j)
                            .is_some_and(|c| c.card == u.card && !c.face_up)
                };
                let j = if ok(i, &charge_taken) {
                    Some(i)
                } else {
                    (0..t.charge.len()).find(|j| ok(*j, &charge_taken))
                };
                charge_taken.extend(j);
                j.map(Source::Charge)
            }
            Source::Hand(i) => {
                let ok = |j: usize, taken: &[usize]| {
                    !taken.contains(&j) && t.hand.get(j).is_some_and(|c| *c == u.card)
                };
                let j = if ok(i, &hand_taken) {
                    Some(i)
                } else {
                    (0..t.hand.len()).find(|j| ok(*j, &hand_taken))
                };
                hand_taken.extend(j);
                j.map(Source::Hand)
            }
        })
        .collect()
}
