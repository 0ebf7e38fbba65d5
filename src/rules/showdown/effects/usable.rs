//! Which effects a player may use at a moment (11.: where each kind of card works; 16.: its
//! timing; its cost payable), and where the card lies.

use super::Moment;
use super::costs::{Spare, times};
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
pub fn working<'a>(catalog: &Catalog, t: &'a Table) -> Vec<(&'a str, Source)> {
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
            out.push((id.as_str(), Source::Zone(z)));
        }
    }
    for (i, c) in t.charge.iter().enumerate() {
        let kind = crate::rules::showdown::table::kind(catalog, &c.card);
        if works_in_charge(c) && matches!(kind, Some(CardKind::Recycle | CardKind::Smash)) {
            out.push((c.card.as_str(), Source::Charge(i)));
        }
    }
    for (i, id) in t.hand.iter().enumerate() {
        if crate::rules::showdown::table::kind(catalog, id) == Some(CardKind::Hand) {
            out.push((id.as_str(), Source::Hand(i)));
        }
    }
    out
}

/// Whether a charge card works there: face down, or face up by its own P or F effect (20. Q7).
fn works_in_charge(c: &crate::rules::showdown::table::Charged) -> bool {
    // 20. Q8: an R card used this turn and turned face down again is not used again this turn
    // (a P or F card's own effect goes on: Q7).
    (!c.face_up && !c.used) || c.again
}

/// The effects of `t`'s player (`foe`: the other side's table) that `pick` accepts and whose
/// cost it can pay (an R or S card never pays with itself): every effect of a card that fits
/// (13.: its player picks among them), each offered as many times as it can be paid when a P or
/// F card in a zone or an R card may use it again (12., 20. Q7).
pub fn effects_where(
    catalog: &Catalog,
    t: &Table,
    foe: &Table,
    pick: impl Fn(Timing) -> bool,
) -> Vec<Usable> {
    let mut out = Vec::new();
    for (id, source) in working(catalog, t) {
        let Some(card) = crate::rules::showdown::table::card(catalog, id) else {
            continue;
        };
        let spare = Spare::of(source, &[]);
        let again = card.family.names_its_cost()
            && matches!(card.kind, CardKind::Recycle) | matches!(source, Source::Zone(_));
        for (k, e) in card.effects.iter().enumerate() {
            let n = if pick(e.timing) {
                times(t, foe, card, e, spare)
            } else {
                0
            };
            let uses = if again { n.min(REPEATS_MAX) } else { n.min(1) };
            for _ in 0..uses {
                out.push(Usable {
                    card: id.to_string(),
                    effect: k,
                    source,
                });
            }
        }
    }
    out
}

/// `picks` of `options` as used: one effect of a card at a moment (13.: its player picks
/// either), so a pick of another effect of a card already picked there is dropped; a P or F
/// card's one effect may be picked as often as it is offered.
pub fn one_effect_a_card(options: &[Usable], picks: &[usize]) -> Vec<Usable> {
    let mut out: Vec<Usable> = Vec::new();
    let mut seen: Vec<usize> = Vec::new();
    for i in picks {
        let Some(u) = options.get(*i) else { continue };
        if seen.contains(i) {
            continue;
        }
        seen.push(*i);
        if out
            .iter()
            .any(|o| o.source == u.source && o.card == u.card && o.effect != u.effect)
        {
            continue;
        }
        out.push(u.clone());
    }
    out
}

/// Which card each option of an `effects` question belongs to, as a card number: the options
/// come card by card, each card's effects in their order (`effects_where`), so a card's group
/// ends where the next option names another card or an earlier effect. Two options of one card
/// with different effects are either-or (13.).
pub fn cards_of_options(options: &[(String, usize)]) -> Vec<usize> {
    let mut out = Vec::with_capacity(options.len());
    let mut n = 0;
    for (i, (id, effect)) in options.iter().enumerate() {
        if let Some((prev, k)) = i.checked_sub(1).map(|j| &options[j])
            && (prev != id || effect < k)
        {
            n += 1;
        }
        out.push(n);
    }
    out
}

/// The most uses of one P or F effect offered at a moment (docs/RULES.md).
const REPEATS_MAX: usize = 9;

/// The effects its player may choose to use at `m`.
pub fn usable(catalog: &Catalog, t: &Table, foe: &Table, m: Moment) -> Vec<Usable> {
    effects_where(catalog, t, foe, |timing| {
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
                // A card used again by its own P or F effect lies at the same place.
                let again = |j: usize| t.charge.get(j).is_some_and(|c| c.card == u.card && c.again);
                if again(i) && charge_taken.contains(&i) {
                    return Some(Source::Charge(i));
                }
                let ok = |j: usize, taken: &[usize]| {
                    !taken.contains(&j)
                        && t.charge
                            .get(j)
                            .is_some_and(|c| c.card == u.card && (!c.face_up || again(j)))
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
