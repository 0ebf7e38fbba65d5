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
        for (k, e) in card.effects.iter().enumerate() {
            if pick(e.timing) && t.ready().saturating_sub(own) >= usize::from(e.cost) {
                out.push(Usable {
                    card: id.clone(),
                    effect: k,
                    source,
                });
            }
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
