//! The effect pipeline (DESIGN.md §3; seed 001's chain area with seed 000's order rules).
//!
//! Every effect is an item on one stack. The top item resolves first; what it makes happen is
//! checked for triggers, which are pushed so that the first in seed 000's order of simultaneous
//! effects resolves first (field → earlier initiative → special ability → action card by die face
//! → additive elements: named by influence, normal by influence, base). A trigger whose source is
//! gone when its turn comes is cancelled. Retirement is checked only when the stack is empty.

use super::battle::Battle;
use super::effects;
use super::retire::retire_check;
use super::triggers::{TriggerKey, collect, resolve_trigger};
use crate::data::Effect;
use bevy::prelude::*;

pub use super::triggers::{active_fighters, order_key};

/// One target of an effect line, with the shortfall the relief rule takes off (if it applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The fighter.
    pub entity: Entity,
    /// Set when the target is out of range but reached by the relief rule: the range missing.
    pub relief: Option<i32>,
}

/// One line of effects to apply to its targets.
#[derive(Clone, Debug)]
pub struct Apply {
    /// Who the effect comes from.
    pub source: Entity,
    /// What it does.
    pub effect: Effect,
    /// Who it is applied to.
    pub targets: Vec<Target>,
    /// When it was put in place ("the later effect wins").
    pub stamp: u64,
}

/// Where a triggered effect comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TriggerOrigin {
    /// The holder's special ability at this index.
    Ability(usize),
    /// The holder's named status given at this stamp.
    Named(u64),
    /// A field card's turn-start effects on the holder.
    Field(String),
}

/// A triggered effect waiting on the stack.
#[derive(Clone, Debug)]
pub struct Triggered {
    /// The fighter it belongs to (or, for a field, the fighter it affects).
    pub holder: Entity,
    /// Its source.
    pub origin: TriggerOrigin,
    /// The fighter that set it off, if any.
    pub cause: Option<Entity>,
}

/// An item on the chain stack.
#[derive(Clone, Debug)]
pub enum ChainItem {
    /// A line of effects.
    Apply(Apply),
    /// A trigger to resolve.
    Triggered(Triggered),
}

/// Something that happened, checked for triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happened {
    /// The battle began.
    BattleStart,
    /// A fighter's turn began.
    TurnStart(Entity),
    /// A fighter's turn ended.
    TurnEnd(Entity),
    /// A fighter took damage (0 counts).
    Damaged {
        /// Who took it.
        target: Entity,
        /// Who dealt it.
        source: Entity,
    },
    /// A fighter retired.
    Retired(Entity),
}

/// The chain stack: the last item is the top.
#[derive(Clone, Debug, Default)]
pub struct ChainStack(pub Vec<ChainItem>, pub FiredThisChain, pub HpChanged);

/// The fighters whose HP changed since retirement was last checked (only they can retire).
#[derive(Clone, Debug, Default)]
pub struct HpChanged(pub Vec<Entity>);

/// Triggered abilities that have fired since the stack was last empty: each fires at most once
/// per chain, so two counters cannot set each other off forever (a decision the seeds leave open).
#[derive(Clone, Debug, Default)]
pub struct FiredThisChain(pub Vec<(Entity, usize)>);

/// Whether the chain ran until empty or waits for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// The stack is empty and retirement has been checked.
    Done,
    /// A player's decision is needed; the item waits on the stack.
    Blocked,
    /// The battle is over (the stack is dropped).
    Ended,
}

/// Pushes one card's (or ability's) effect lines so that the first line resolves first.
pub fn push_lines(world: &mut World, source: Entity, effects: &[Effect], targets: &[Target]) {
    let mut battle = world.resource_mut::<Battle>();
    let stamp = battle.tick();
    for effect in effects.iter().rev() {
        battle.chain.0.push(ChainItem::Apply(Apply {
            source,
            effect: effect.clone(),
            targets: targets.to_vec(),
            stamp,
        }));
    }
}

/// Checks what happened for triggers and pushes them in seed 000's order (first on top).
pub fn raise(world: &mut World, happened: &[Happened]) {
    let mut found: Vec<(TriggerKey, Triggered)> = Vec::new();
    for (i, h) in happened.iter().enumerate() {
        collect(world, *h, i, &mut found);
    }
    if found.is_empty() {
        return;
    }
    found.sort_by_key(|a| a.0);
    let stack = &mut world.resource_mut::<Battle>().into_inner().chain;
    for (_, t) in found.into_iter().rev() {
        stack.0.push(ChainItem::Triggered(t));
    }
}

/// Resolves the stack until it is empty (then checks retirement, and again for what that
/// triggers) or until a decision is needed.
pub fn resolve(world: &mut World) -> Flow {
    loop {
        let next = {
            let battle = world.resource_mut::<Battle>().into_inner();
            // A stack left over from a battle that has ended is dropped.
            if battle.outcome.is_some() {
                battle.chain.0.clear();
                return Flow::Ended;
            }
            let stack = &mut battle.chain;
            match stack.0.pop() {
                Some(item) => Ok(item),
                None if stack.2.0.is_empty() => {
                    stack.1.0.clear();
                    return Flow::Done;
                }
                None => Err(std::mem::take(&mut stack.2.0)),
            }
        };
        let item = match next {
            Ok(item) => item,
            Err(mut hp_changed) => {
                // The stack is empty: only fighters whose HP changed can retire.
                let retired = retire_check(world, &hp_changed);
                let mut battle = world.resource_mut::<Battle>();
                if battle.chain.2.0.is_empty() {
                    // Keep the list's allocation for the next chain.
                    hp_changed.clear();
                    battle.chain.2.0 = hp_changed;
                }
                if retired.is_empty() || battle.outcome.is_some() {
                    battle.chain.1.0.clear();
                    return if battle.outcome.is_some() {
                        Flow::Ended
                    } else {
                        Flow::Done
                    };
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
                    raise(world, &happened);
                }
            }
            Err(effects::NeedsDecision) => {
                world.resource_mut::<Battle>().chain.0.push(item);
                return Flow::Blocked;
            }
        }
    }
}
