//! Using an effect: its cost paid in its family's way (`costs`), its acts done in order (`acts`),
//! the cards flipped to pay offered to be placed (11.), then the card goes where its kind says
//! (11.): an R card stays in the charge zone face up, an S or H card goes to the trash; a card in
//! a zone stays.

use super::acts;
use super::costs::{self, Spare};
use super::usable::{Source, Usable};
use crate::data::Catalog;
use crate::data::showdown::{Act, CardKind};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::showdown::sides::{self, with_table};
use crate::rules::showdown::table::{Table, card};
use bevy::prelude::*;

/// Uses `u`, `who`'s effect, paid with the candidates at `picks` (`costs::candidates`);
/// `battle` is the zone whose battle it is, at a battle timing. A
/// card used by choice is spent as its kind says; a special effect (17.) spends nothing — an
/// offset card's 相殺効果 leaves it where the offset left it (14.).
pub fn resolve(
    world: &mut World,
    who: Entity,
    u: &Usable,
    battle: Option<usize>,
    spend: bool,
    reserved: &[Source],
    picks: &[usize],
) {
    let Some(c) = card(world.res::<Catalog>(), &u.card).cloned() else {
        return;
    };
    let Some(effect) = c.effects.get(u.effect).cloned() else {
        return;
    };
    // Its own place and the cards still waiting in this window never pay its cost.
    let spare = Spare::of(u.source, reserved);
    // Which charge cards lie face down before paying: those face up after were flipped to pay.
    let down_before: Vec<bool> = world
        .get::<Table>(who)
        .map(|t| t.charge.iter().map(|ch| !ch.face_up).collect())
        .unwrap_or_default();
    let pay = |t: &mut Table, theirs: &mut Table| costs::pay(t, theirs, &c, &effect, spare, picks);
    let paid = match sides::foe(world, who) {
        Some(f) => sides::with_both(world, who, f, pay),
        None => with_table(world, who, |t| pay(t, &mut Table::default())),
    };
    let Some(now) = paid else {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, who).what(u.card.as_str()).says(format!(
                "  {} cannot pay for {} now",
                log::name(w, who),
                c.name
            ))
        });
        return;
    };
    let at = super::used_at(effect.timing, battle);
    let which = if c.effects.len() > 1 {
        format!(" (effect {})", u.effect + 1)
    } else {
        String::new()
    };
    log::write(world, EventKind::Trigger, |w| {
        Facts::on(w, who)
            .what(u.card.as_str())
            .amount(u.effect as i64)
            .says(format!(
                "  {} uses {}{which}, {at}",
                log::name(w, who),
                c.name
            ))
    });
    let here = match u.source {
        Source::Zone(z) => Some(z),
        _ => None,
    };
    // A plain or P card's cost turns charge cards face up in place (11.: they may be placed).
    let flipped: Vec<String> = if c.family.turns_up_its_cost() {
        world.get::<Table>(who).map_or_else(Vec::new, |t| {
            t.charge
                .iter()
                .zip(&down_before)
                .filter(|(ch, down)| **down && ch.face_up)
                .map(|(ch, _)| ch.card.clone())
                .collect()
        })
    } else {
        Vec::new()
    };
    let mut summoned = Vec::new();
    for act in &effect.does {
        if let Act::Summon(id) = act {
            summoned.extend(acts::summon(world, who, id).map(|z| (id.clone(), z)));
        } else {
            acts::perform(world, who, act, here, battle);
        }
    }
    // Then the cards flipped to pay may be placed (11.), after the summoned cards' summon
    // effects, as at the open (20. Q1); 20. Q3: those come next, in the order summoned.
    super::queue::push_place(world, who, flipped, true);
    super::special::summoned_by_effect(world, who, &summoned);
    if !spend {
        return;
    }
    // A card summoned from the hand before an H card moved it down.
    let now = match now {
        Source::Hand(h) => Source::Hand(h - summoned_before(world, who, &u.card, h)),
        other => other,
    };
    with_table(world, who, |t| match (c.kind, now) {
        (CardKind::Recycle, Source::Charge(i)) => {
            if let Some(ch) = t.charge.get_mut(i) {
                ch.face_up = true;
                // 20. Q7: face up by its own effect, a P or F card may go on being used.
                ch.again = c.family.names_its_cost();
                ch.used = true;
            }
        }
        (CardKind::Smash, Source::Charge(i)) if i < t.charge.len() => {
            let ch = t.charge.remove(i);
            t.trash.push(ch.card);
        }
        (CardKind::Hand, Source::Hand(i)) if i < t.hand.len() => {
            let h = t.hand.remove(i);
            t.trash.push(h);
        }
        _ => {}
    });
}

/// How far the card `id` at hand place `h` moved down: 0 when it is still there, else to the
/// nearest copy before `h`.
fn summoned_before(world: &World, who: Entity, id: &str, h: usize) -> usize {
    let Some(t) = world.get::<Table>(who) else {
        return 0;
    };
    (0..=h.min(t.hand.len().saturating_sub(1)))
        .rev()
        .find(|j| t.hand[*j] == id)
        .map_or(0, |j| h - j)
}
