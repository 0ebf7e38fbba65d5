//! Extra cards (seed 000, <エクストラ・ルール> エクストラカード): held face down, used the moment
//! their condition is met, then discarded.

use crate::data::field::{ExtraEffect, ExtraTrigger};
use crate::data::{Ability, ActionCard, Requirement};
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::{BattleLog, EventKind};
use crate::rules::duel::chain::ChainStack;
use crate::rules::duel::components::{Abilities, Extras};
use bevy::prelude::*;

/// Whether `owner`, made a target of `card` by `user`, answers with an extra card that cancels
/// the card's effects on it. Only cards used by another team are answered, never a card of a
/// Resist-Extra holder; a usable extra card is always used (the choice the seed leaves to its
/// holder is made for it).
pub fn extra_cancels(world: &mut World, owner: Entity, user: Entity, card: &ActionCard) -> bool {
    let Some(extras) = world.get::<Extras>(owner).filter(|x| !x.0.is_empty()) else {
        return false;
    };
    // レジスト・エクストラ: the effects of a Resist-Extra holder are not affected by extra cards.
    let resists = world
        .get::<Abilities>(user)
        .is_some_and(|a| a.0.iter().any(|a| matches!(a, Ability::ResistExtra)));
    if resists {
        return false;
    }
    let same_team =
        world.get::<Fighter>(owner).map(|f| f.team) == world.get::<Fighter>(user).map(|f| f.team);
    if same_team {
        return false;
    }
    let found = extras.0.iter().position(|x| match &x.card.when {
        ExtraTrigger::TargetedBy(req) => answers(req, card),
    });
    let Some(i) = found else { return false };
    let Some(mut extras) = world.get_mut::<Extras>(owner) else {
        return false;
    };
    let used = extras.0.remove(i);
    // The extra card is put in place after the card it answers: the later effect wins.
    world.resource_mut::<ChainStack>().tick();
    let owner_name = world
        .get::<Fighter>(owner)
        .map(|f| f.name.clone())
        .unwrap_or_default();
    match used.card.effect {
        ExtraEffect::CancelOnOwner => {
            world.resource_mut::<BattleLog>().line(EventKind::Trigger, || {
                format!("  {owner_name} reveals {}: {} has no effect on {owner_name}; the extra card is discarded", used.card.name, card.name)
            });
        }
    }
    true
}

/// Whether a card's attributes meet an extra card's condition (`Neutral`: any card).
fn answers(req: &Requirement, card: &ActionCard) -> bool {
    match req {
        Requirement::Neutral => true,
        Requirement::Any(names) => names.iter().any(|n| card.attributes.has(n)),
        Requirement::All(names) => names.iter().all(|n| card.attributes.has(n)),
    }
}
