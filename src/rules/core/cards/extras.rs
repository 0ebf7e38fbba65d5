//! Extra cards (seed 000, <エクストラ・ルール> エクストラカード): held face down, used the moment
//! their condition is met, then discarded.

use crate::data::field::{ExtraEffect, ExtraTrigger};
use crate::data::{Ability, ActionCard, ExtraCard, Requirement};
use crate::rules::core::cards::components::{Abilities, Extras};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{EventKind, Facts};
use bevy::prelude::*;
use std::sync::Arc;

/// The extra card of `owner`'s (its index, and the card) that may answer `card`, used on it by
/// `user`: a card of any team (「自分が…アクションカードの対象になった瞬間に発動させてもよい」
/// names no side; docs/RULES.md), never one of a Resist-Extra holder (レジスト・エクストラ: the
/// holder and the effects it causes are not affected by extra cards). Its holder may reveal it
/// or not (「発動させてもよい」).
pub fn answering_extra(
    world: &World,
    owner: Entity,
    user: Entity,
    card: &ActionCard,
) -> Option<(usize, Arc<ExtraCard>)> {
    let extras = world.part::<Extras>(owner)?;
    // (Which extra card answers is read first: it needs no other part of either fighter.)
    let i = extras.0.iter().position(|x| match &x.card.when {
        ExtraTrigger::TargetedBy(req) => answers(req, card),
    })?;
    let resists = world
        .part::<Abilities>(user)
        .is_some_and(|a| a.0.iter().any(|a| matches!(a, Ability::ResistExtra)));
    if resists {
        return None;
    }
    Some((i, Arc::clone(&extras.0[i].card)))
}

/// Whether `user` is on `owner`'s team (an extra card answering an ally's card).
pub fn by_ally(world: &World, owner: Entity, user: Entity) -> bool {
    world.part::<Fighter>(owner).map(|f| f.team) == world.part::<Fighter>(user).map(|f| f.team)
}

/// Reveals `owner`'s extra card at `index` against `card`: it takes effect and is discarded.
/// Returns whether it cancels the card's effects on its owner.
pub fn reveal(world: &mut DuelWorld, owner: Entity, index: usize, card: &ActionCard) -> bool {
    let Some(mut extras) = world.part_mut::<Extras>(owner) else {
        return false;
    };
    if index >= extras.0.len() {
        return false;
    }
    let used = extras.0.remove(index);
    // The extra card is put in place after the card it answers: the later effect wins.
    world.stack().tick();
    let owner_name = world
        .part::<Fighter>(owner)
        .map(|f| f.name.clone())
        .unwrap_or_default();
    match used.card.effect {
        ExtraEffect::CancelOnOwner => {
            world.log(EventKind::Trigger, |w| {
                Facts::on(w, owner).what(used.card.name.as_str()).says(format!("  {owner_name} reveals {}: {} has no effect on {owner_name}; the extra card is discarded", used.card.name, card.name))
            });
            true
        }
    }
}

/// Whether a card's attributes meet an extra card's condition (`Neutral`: any card).
fn answers(req: &Requirement, card: &ActionCard) -> bool {
    match req {
        Requirement::Neutral => true,
        Requirement::Any(names) => names.iter().any(|n| card.attributes.has(n)),
        Requirement::All(names) => names.iter().all(|n| card.attributes.has(n)),
    }
}
