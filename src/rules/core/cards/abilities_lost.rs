//! Losing special abilities (seed 000, 処理の手順: バトル中にデッキ組み込み条件を満たさなくなった
//! アクションカードの扱い; トークンが「特殊能力：トークン」を失ったら): the fighter keeps only its
//! card's own attributes and races, every deck card whose conditions no longer hold is turned face
//! down at once and the continuous status it kept is withdrawn, and a token loses its action table.

use super::components::{Abilities, Deck};
use crate::data::deck::may_use_with;
use crate::data::{Catalog, Modifier};
use crate::rules::core::fighter::{Fighter, FighterKind, Statuses};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// `e` loses every special ability for the rest of the battle.
pub fn lose_abilities(world: &mut World, e: Entity) {
    let Some(fighter) = world.part::<Fighter>(e).cloned() else {
        return;
    };
    let had = world.part::<Abilities>(e).is_some_and(|a| !a.0.is_empty());
    if let Some(mut abilities) = world.part_mut::<Abilities>(e) {
        abilities.0 = Vec::new().into();
    }
    let catalog = world.res::<Catalog>();
    let own = match fighter.kind {
        FighterKind::Character => catalog
            .characters
            .get(&fighter.card_id)
            .map(|c| (c.attributes.clone(), c.races.clone())),
        _ => catalog
            .tokens
            .get(&fighter.card_id)
            .map(|t| (t.attributes.clone(), t.races.clone())),
    };
    if let (Some((attributes, races)), Some(mut f)) = (own, world.part_mut::<Fighter>(e)) {
        f.attributes = attributes;
        f.races = races;
    }
    log::write(world, EventKind::Status, |w| {
        let n = log::name(w, e);
        let facts = Facts::on(w, e).what("lose abilities");
        if had {
            facts.says(format!("  {n} loses its special abilities"))
        } else {
            facts
                .amount(0)
                .says(format!("  {n} has no special ability to lose"))
        }
    });
    if fighter.kind != FighterKind::Character {
        // The "Token" ability goes with the rest: the action table is lost.
        if world.entity_mut(e).take::<Deck>().is_some() {
            log::write(world, EventKind::Status, |w| {
                Facts::on(w, e)
                    .what("action table")
                    .says(format!("  {} loses its action table", log::name(w, e)))
            });
        }
        return;
    }
    turn_down_unmet(world, e);
    super::additive::refresh_base_modifiers(world);
}

/// Turns face down every usable card of `e`'s deck whose attribute or race condition its
/// attributes and races no longer meet, and withdraws the continuous status each kept.
pub fn turn_down_unmet(world: &mut World, e: Entity) {
    let Some(f) = world.part::<Fighter>(e).cloned() else {
        return;
    };
    let mut withdrawn: Vec<Modifier> = Vec::new();
    let mut turned: Vec<String> = Vec::new();
    if let Some(mut deck) = world.part_mut::<Deck>(e) {
        for face in deck.0.iter_mut().filter(|face| face.usable) {
            if may_use_with(&f.attributes, &f.races, &face.card).is_err() {
                face.usable = false;
                withdrawn.extend(face.card.continuous.iter().copied());
                turned.push(face.card.name.clone());
            }
        }
    }
    for name in turned {
        log::write(world, EventKind::Status, |w| {
            let n = log::name(w, e);
            Facts::on(w, e).what(name.as_str()).says(format!(
                "  {n}'s {name} no longer meets its deck conditions and is turned face down"
            ))
        });
    }
    crate::rules::core::cards::additive::change_statuses(world, e, |st| withdraw(st, &withdrawn));
    // (Its kind, races and attributes may have changed: no board is kept past it.)
    crate::rules::core::battlefield::BoardReader::forget(world);
}

/// Takes continuous sources out of `st`, and their part of the status changes they kept.
fn withdraw(st: &mut Statuses, gone: &[Modifier]) {
    for m in gone {
        if let Some(i) = st.continuous.iter().position(|c| c == m) {
            st.continuous.remove(i);
        }
        if let Some(i) = st.changes.iter().position(|c| c.modifier.same_kind(*m)) {
            let left = st.changes[i].modifier.value() - m.value();
            if left == 0 {
                st.changes.remove(i);
            } else {
                st.changes[i].modifier = st.changes[i].modifier.with_value(left);
            }
        }
    }
}
