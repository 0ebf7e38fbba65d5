//! Cooperation (seed 003, 連携): just before another fighter checks — any check: a hit, a dodge or
//! guard, a fall — any fighter with a sheet whose AC is not below 0 may pay AC 2 and give it a
//! card from its own hand, of any side (「全てのPCやNPC等…あなた以外のキャラクターが判定を行う直
//! 前に」), each once a check, so several may; the card is the receiver's, kept in its hand when
//! the check plays another. Only a player's characters hold hands of their own; the GM's
//! fighters share one. Plans help only their own side (RULES.md).

use super::cards::{self, Holder, PlayingCard};
use super::check::{Aim, ranked, works};
use super::state::Sheet;
use crate::rules::core::decisions::by_plans;
use crate::rules::core::fighter::{ActionCounter, Fighter, Roster};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The AC cooperating costs.
pub const COOPERATE_AC: i32 = 2;

/// The fighters of any side who may give `e` a card now, in entry order.
pub fn helpers(world: &World, e: Entity) -> Vec<Entity> {
    helpers_but(world, e, &[])
}

/// The fighters who may give `e` a card now, in entry order, but those in `done` (who gave one
/// for this check already).
pub fn helpers_but(world: &World, e: Entity, done: &[Entity]) -> Vec<Entity> {
    if !matches!(cards::holder_of(world, e), Holder::Fighter(_)) {
        return Vec::new();
    }
    world
        .resource::<Roster>()
        .standing
        .iter()
        .copied()
        .filter(|&a| {
            a != e
                && !done.contains(&a)
                && world.get::<Sheet>(a).is_some()
                && world.get::<ActionCounter>(a).is_some_and(|ac| ac.0 >= 0)
                && matches!(cards::holder_of(world, a), Holder::Fighter(_))
        })
        .collect()
}

/// The helpers a player is offered for `e`'s check (each once a check, so none in `done`): those
/// the player answers for — neither played by plans nor handed to them. A helper declares its
/// own cooperation (「…連携を行う事を宣言できる」), so a character its plans play is never put
/// forward by another's question (its plans decide in [`auto`]).
pub fn offered(world: &World, e: Entity, done: &[Entity]) -> Vec<Entity> {
    helpers_but(world, e, done)
        .into_iter()
        .filter(|a| !by_plans(world, *a))
        .collect()
}

/// Every card a player's helpers could give `e` now, for a check with skill part `base` aiming
/// at `aim`: (ally, index in its hand, card, whether it makes the check succeed), ally by ally
/// in entry order, the cards that work first, the lowest first.
pub fn offers(
    world: &World,
    e: Entity,
    base: i32,
    aim: Aim,
    done: &[Entity],
) -> Vec<(Entity, u8, PlayingCard, bool)> {
    let mut out = Vec::new();
    for ally in offered(world, e, done) {
        let hand = cards::hand(world, cards::holder_of(world, ally));
        out.extend(
            ranked(&hand, base, aim)
                .into_iter()
                .map(|(i, ok)| (ally, i as u8, hand[i], ok)),
        );
    }
    out
}

/// `ally` gives `e` the card at `index` of its hand for AC 2; the card goes to the end of `e`'s
/// hand.
pub fn give(world: &mut World, ally: Entity, e: Entity, index: usize) -> Option<PlayingCard> {
    let (from, to) = (cards::holder_of(world, ally), cards::holder_of(world, e));
    let card = cards::give(world, from, to, index)?;
    if let Some(mut ac) = world.get_mut::<ActionCounter>(ally) {
        ac.0 -= COOPERATE_AC;
    }
    log::write(world, EventKind::Check, |w| {
        Facts::on(w, e)
            .by(w, ally)
            .what("cooperate")
            .amount(card.value())
            .says(format!(
                "  {} cooperates with {}: gives {} (AC {COOPERATE_AC})",
                log::name(w, ally),
                log::name(w, e),
                card.label()
            ))
    });
    Some(card)
}

/// The usual choice, for helpers played by plans (or the autopilot): when `e`'s own cards fall
/// short, the first helper of its side holding a card that makes the check succeed gives the
/// lowest such (plans never help the other side).
pub fn auto(world: &mut World, e: Entity, base: i32, aim: Aim) -> bool {
    let team = world.get::<Fighter>(e).map(|f| f.team);
    for ally in helpers(world, e) {
        if !by_plans(world, ally) || world.get::<Fighter>(ally).map(|f| f.team) != team {
            continue;
        }
        let hand = cards::hand(world, cards::holder_of(world, ally));
        let best = hand
            .iter()
            .enumerate()
            .filter(|(_, c)| works(**c, base, aim))
            .min_by_key(|(i, c)| (c.is_ace(), c.value(), *i))
            .map(|(i, _)| i);
        if let Some(i) = best
            && give(world, ally, e, i).is_some()
        {
            return true;
        }
    }
    false
}
