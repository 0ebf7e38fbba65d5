//! Readying (seed 000's action die, vortex-design.md F1 and F11): a fighter rolls 1D plus its
//! action-die modifiers, clamped to 1..6, and the card on that face is readied. Every fighter
//! rolls at Dawn; after a turn that played or dropped its card it rolls again at once while it
//! has AC left (Decision: one with none left waits for the next Dawn).

use super::parts::{Readied, ReadiedCard};
use crate::data::Modifier;
use crate::data::vortex::{VortexCost, ac_of, cost_of};
use crate::rules::core::cards::additive;
use crate::rules::core::cards::components::Deck;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;

/// Rolls `e`'s action die and readies the face's card (a fighter without a deck readies none).
pub fn roll(world: &mut World, e: Entity) {
    let Some(deck) = world.get::<Deck>(e).filter(|d| !d.0.is_empty()).cloned() else {
        return;
    };
    let bonus = additive::total(world, e, Modifier::ActionDie(0));
    let raw = world.resource::<BattleRng>().d6();
    let face = (raw + bonus).clamp(1, 6);
    let Some(slot) = deck.0.get(face as usize - 1) else {
        return;
    };
    // (A card whose panels the table cannot read is refused by `vortex check` in a hero's deck;
    // a token pays no panels, and its AC is always the table's.)
    let cost = cost_of(&slot.card).unwrap_or_else(|_| VortexCost {
        ac: ac_of(&slot.card),
        panels: Vec::new(),
    });
    let readied = ReadiedCard {
        face,
        id: slot.id.clone(),
        card: slot.card.clone(),
        usable: slot.usable,
        cost,
    };
    log::write(world, EventKind::Action, |w| {
        let n = log::name(w, e);
        let c = &readied.card.name;
        let rolled = if raw == face {
            format!("{raw}")
        } else {
            format!("{raw} -> {face}")
        };
        let panels: Vec<&str> = readied.cost.panels.iter().map(|p| p.name()).collect();
        let panels = if panels.is_empty() {
            "no panel".to_string()
        } else {
            panels.join(" + ")
        };
        Facts::on(w, e)
            .what(c.as_str())
            .amount(i64::from(face))
            .left(i64::from(raw))
            .says(format!(
                "  {n} readies {rolled}: {c} (AC {}, {panels})",
                readied.cost.ac
            ))
    });
    let name = readied.card.name.clone();
    super::tally::count(world, |t| {
        t.rolls += 1;
        t.cards.entry(name).or_default().0 += 1;
    });
    if let Some(mut r) = world.get_mut::<Readied>(e) {
        r.0 = Some(readied);
    }
}

/// The fighters in the battle, standing, in initiative order (entry order without ranks).
pub fn in_initiative_order(world: &mut World) -> Vec<Entity> {
    use crate::rules::core::battlefield::order_key;
    use crate::rules::core::fighter::InTheBattle;
    type Data = (Entity, &'static Fighter);
    let fighters: Vec<(Entity, u32)> =
        crate::rules::core::query_cache::with_query::<Data, InTheBattle, _>(world, |world, q| {
            q.iter_manual(world).map(|(e, f)| (e, f.serial)).collect()
        });
    let mut rows: Vec<((u32, u32), u32, Entity)> = fighters
        .into_iter()
        .map(|(e, serial)| (order_key(world, e), serial, e))
        .collect();
    rows.sort_unstable();
    rows.into_iter().map(|(_, _, e)| e).collect()
}
