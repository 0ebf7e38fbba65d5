//! An F card's charge-zone and hand cost condition (12. F: チャージゾーン・手札コスト条件):
//! while it holds, the cards the F card names may also come from its player's charge zone or
//! hand, to the trash — for its summon or equip and for its effects. Where each comes from is
//! its player's choice; a plan takes the usual place first.

use super::place::{Part, named_sources, parts, take_part};
use super::question::Spot;
use super::table::Table;
use crate::data::showdown::{CostCondition, Family, ShowCard};

/// Whether `card`'s condition holds for `t`'s player (never for a card without one).
pub fn holds(t: &Table, card: &ShowCard) -> bool {
    if card.family != Family::Fusion || t.sideways {
        return false;
    }
    match card.charge_hand {
        None => false,
        Some(CostCondition::Always) => true,
        Some(CostCondition::LifeAtMost(n)) => t.life.len() <= usize::from(n),
        Some(CostCondition::HandAtLeast(n)) => t.hand.len() >= usize::from(n),
        Some(CostCondition::ChargeAtLeast(n)) => t.charge.len() >= usize::from(n),
    }
}

/// The charge and hand places of cards with the ids in `named`, leaving out those `keep`
/// refuses and, in the hand, ids `t` has barred.
fn others(t: &Table, named: &[String], keep: impl Fn(Spot) -> bool) -> Vec<(String, Spot)> {
    let wanted = |id: &String| named.contains(id);
    let charge = t
        .charge
        .iter()
        .enumerate()
        .filter(|(_, c)| wanted(&c.card))
        .map(|(i, c)| (c.card.clone(), Spot::Charge(i)));
    let hand = t
        .hand
        .iter()
        .enumerate()
        .filter(|(_, id)| wanted(id) && !t.barred.contains(id))
        .map(|(i, id)| (id.clone(), Spot::Hand(i)));
    charge.chain(hand).filter(|(_, s)| keep(*s)).collect()
}

/// Where `card`'s named cards may come from for its summon or equip when its condition holds:
/// the monster zones (the lowest first), then the charge zone, then the hand. `None` when it
/// does not hold.
pub fn open_options(t: &Table, card: &ShowCard) -> Option<Vec<(String, Spot)>> {
    if !holds(t, card) {
        return None;
    }
    let mut out = Vec::new();
    for (z, zone) in t.zones.iter().enumerate() {
        for (id, part) in parts(zone) {
            if card.named.contains(id) {
                out.push((id.clone(), Spot::Zone(z, part)));
            }
        }
    }
    out.extend(others(t, &card.named, |_| true));
    Some(out)
}

/// Where an F effect naming `named` may take them from when its card's condition holds: upright
/// in the trash (one entry each), then the charge zone, then the hand — only places `free`
/// accepts (never the card itself, nor a card still waiting to be used).
pub fn effect_options(
    t: &Table,
    named: &[String],
    free: impl Fn(Spot) -> bool,
) -> Vec<(String, Spot)> {
    let mut ids: Vec<&String> = named.iter().collect();
    ids.sort();
    ids.dedup();
    let mut out: Vec<(String, Spot)> = ids
        .iter()
        .flat_map(|id| std::iter::repeat_n(((*id).clone(), Spot::Trash), t.upright(id)))
        .collect();
    out.extend(others(t, named, free));
    out
}

/// The usual picks for `named` from `options`: for each, the first option with its id not yet
/// taken. `None` when they do not cover it.
pub fn usual(options: &[(String, Spot)], named: &[String]) -> Option<Vec<usize>> {
    let mut picks = Vec::new();
    for id in named {
        let i = (0..options.len()).find(|i| options[*i].0 == *id && !picks.contains(i))?;
        picks.push(i);
    }
    Some(picks)
}

/// The options with an id among `named`, and whether they leave their player a choice: for some
/// id, more distinct places than it needs (copies upright in the trash are alike, and so are
/// copies in the hand).
pub fn choice(options: Vec<(String, Spot)>, named: &[String]) -> (Vec<(String, Spot)>, bool) {
    let options: Vec<(String, Spot)> = options
        .into_iter()
        .filter(|(id, _)| named.contains(id))
        .collect();
    let mut ids: Vec<&String> = named.iter().collect();
    ids.sort();
    ids.dedup();
    let choice = ids.iter().any(|id| {
        let need = named.iter().filter(|n| n == id).count();
        let of_id = || options.iter().filter(|(o, _)| o == *id);
        let trash = of_id().filter(|(_, s)| *s == Spot::Trash).count();
        let hand = of_id().filter(|(_, s)| matches!(s, Spot::Hand(_))).count();
        let singles = of_id().count() - trash - hand;
        singles + trash.min(need) + hand.min(need) > need
    });
    (options, choice)
}

/// How many whole sets of `named` `options` hold.
pub fn sets(options: &[(String, Spot)], named: &[String]) -> usize {
    let mut ids: Vec<&String> = named.iter().collect();
    ids.sort();
    ids.dedup();
    ids.iter()
        .map(|id| {
            options.iter().filter(|(o, _)| o == *id).count()
                / named.iter().filter(|n| n == id).count()
        })
        .min()
        .unwrap_or(1)
}

/// Pays with the options at `picks`: a zone's card and one from the charge zone or the hand go
/// to the trash (a battle card taken sends its equips there too), a trash card turns
/// sideways. Returns the ids paid, in the order picked.
pub fn take(t: &mut Table, options: &[(String, Spot)], picks: &[usize]) -> Vec<String> {
    let chosen: Vec<(String, Spot)> = picks
        .iter()
        .filter_map(|i| options.get(*i))
        .cloned()
        .collect();
    let mut charge: Vec<usize> = Vec::new();
    let mut hand: Vec<usize> = Vec::new();
    let mut zone_parts: Vec<(usize, Part)> = Vec::new();
    for (id, spot) in &chosen {
        match spot {
            Spot::Zone(z, part) => zone_parts.push((*z, *part)),
            Spot::Trash => t.turned.push(id.clone()),
            Spot::Charge(i) => charge.push(*i),
            Spot::Hand(i) => hand.push(*i),
        }
    }
    // From the back, so earlier places stay right.
    zone_parts.sort_by(|a, b| b.cmp(a));
    for (z, part) in zone_parts {
        let taken = take_part(t, z, part);
        t.trash.extend(taken);
    }
    charge.sort_unstable_by(|a, b| b.cmp(a));
    for i in charge {
        if i < t.charge.len() {
            let c = t.charge.remove(i);
            t.trash.push(c.card);
        }
    }
    hand.sort_unstable_by(|a, b| b.cmp(a));
    for i in hand {
        if i < t.hand.len() {
            let c = t.hand.remove(i);
            t.trash.push(c);
        }
    }
    chosen.into_iter().map(|(id, _)| id).collect()
}

/// Whether `card`'s first `n` named cards can be paid now, from the monster zone or, while its
/// condition holds, from the charge zone and the hand too.
pub fn can_pay(t: &Table, card: &ShowCard, n: usize) -> bool {
    let named = &card.named[..n.min(card.named.len())];
    if named_sources(t, card).is_some() {
        return true;
    }
    open_options(t, card).is_some_and(|o| usual(&o, named).is_some())
}
