//! The chain stack's logic: pushing a card's lines, raising triggers in seed 000's order, and
//! resolving until the stack is empty (then retirement) or a decision is awaited.

use super::effects;
use super::fire::resolve_trigger;
use super::retire::retire_check;
use super::triggers::{Found, collect, may_fire};
use super::{
    Apply, ChainItem, ChainStack, Flow, Happened, Lineage, NeedsDecision, Target, Triggered,
};
use crate::data::Effect;
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Pushes one card's effect lines so that the first line resolves first.
pub fn push_lines(world: &mut DuelWorld, source: Entity, effects: &[Effect], targets: &[Target]) {
    let stack = world.stack();
    let root = Lineage::clone(&stack.root);
    push_on(stack, source, effects, targets, &root);
}

/// [`push_lines`] for effects that `lineage`'s triggers led to.
pub fn push_lines_in(
    world: &mut DuelWorld,
    source: Entity,
    effects: &[Effect],
    targets: &[Target],
    lineage: &Lineage,
) {
    push_on(world.stack(), source, effects, targets, lineage);
}

/// Pushes the lines on `stack`, stamped with one tick of its clock.
fn push_on(
    stack: &mut ChainStack,
    source: Entity,
    effects: &[Effect],
    targets: &[Target],
    lineage: &Lineage,
) {
    let stamp = stack.tick();
    for effect in effects.iter().rev() {
        stack.items.push(ChainItem::Apply(Apply {
            source,
            effect: effect.clone(),
            targets: targets.into(),
            stamp,
            lineage: Lineage::clone(lineage),
        }));
    }
}

/// Checks what happened for triggers and pushes them in seed 000's order (first on top).
/// Returns whether any fired (none: the stack is as it was).
pub fn raise(world: &mut DuelWorld, happened: &[Happened]) -> bool {
    raise_with(world, happened, None)
}

/// [`raise`] for events that `lineage`'s triggers led to: each event fires every trigger it
/// meets, except those in the lineage.
pub fn raise_in(world: &mut DuelWorld, happened: &[Happened], lineage: &Lineage) -> bool {
    raise_with(world, happened, Some(lineage))
}

/// [`raise_in`]; no lineage is the root one (a card's own events), read only if a trigger fires.
fn raise_with(world: &mut DuelWorld, happened: &[Happened], lineage: Option<&Lineage>) -> bool {
    // (Most events meet no trigger: nothing is gathered for them.)
    if !happened.iter().any(|h| may_fire(world, *h)) {
        return false;
    }
    let mut found = Found::new();
    let filter = lineage.map_or(&[][..], |l| &l[..]);
    for (i, h) in happened.iter().enumerate() {
        collect(world, *h, i, filter, &mut found);
    }
    if found.is_empty() {
        return false;
    }
    found.sort_by_key(|a| a.0);
    let stack = world.stack();
    let lineage = Lineage::clone(lineage.unwrap_or(&stack.root));
    for (_, (holder, origin, cause)) in found.into_iter().rev() {
        stack.items.push(ChainItem::Triggered(Triggered {
            holder,
            origin,
            cause,
            lineage: Lineage::clone(&lineage),
        }));
    }
    true
}

/// Resolves the stack until it is empty (then checks retirement, and again for what that
/// triggers) or until a decision is needed.
pub fn resolve(world: &mut DuelWorld) -> Flow {
    // The battle can only end in the retirement check, which runs when the stack is empty and
    // returns at once; so no stack outlives its battle (and a new battle gets a new stack).
    loop {
        let next = {
            let stack = world.stack();
            match stack.items.pop() {
                Some(item) => Ok(item),
                None if stack.hp_changed.is_empty() => {
                    stack.firings = 0;
                    return Flow::Done;
                }
                None => Err(std::mem::take(&mut stack.hp_changed)),
            }
        };
        let item = match next {
            Ok(item) => item,
            Err(mut hp_changed) => {
                // The stack is empty: only fighters whose HP changed can retire.
                let retired = retire_check(world, &hp_changed);
                // Only a retirement ends the battle (the check decides the outcome).
                let ended = !retired.is_empty() && world.res::<Battle>().outcome.is_some();
                let stack = world.stack();
                if stack.hp_changed.is_empty() {
                    // Keep the list's allocation for the next chain.
                    hp_changed.clear();
                    stack.hp_changed = hp_changed;
                }
                if retired.is_empty() || ended {
                    stack.firings = 0;
                    return if ended { Flow::Ended } else { Flow::Done };
                }
                raise(world, &retired);
                continue;
            }
        };
        let result = match &item {
            ChainItem::Apply(a) => effects::apply(world, a),
            ChainItem::Triggered(t) => resolve_trigger(world, t),
        };
        match result {
            Ok(happened) => {
                if !happened.is_empty() {
                    let lineage = match &item {
                        ChainItem::Apply(a) => Lineage::clone(&a.lineage),
                        ChainItem::Triggered(t) => Lineage::clone(&t.lineage),
                    };
                    raise_in(world, &happened, &lineage);
                }
            }
            Err(NeedsDecision) => {
                world.stack().items.push(item);
                return Flow::Blocked;
            }
        }
    }
}
