//! The effect pipeline (DESIGN.md §3; seed 001's chain area with seed 000's order rules).
//!
//! Every effect is an item on one stack. The top item resolves first; what it makes happen is
//! checked for triggers, which are pushed so that the first in seed 000's order of simultaneous
//! effects resolves first (field → earlier initiative → special ability → action card by die face
//! → additive elements: named by influence, normal by influence, base). A trigger whose source is
//! gone when its turn comes is cancelled. Retirement is checked only when the stack is empty.

use super::battle::{Battle, Outcome};
use super::effects;
use super::field::FieldState;
use super::fighter::*;
use super::log::BattleLog;
use super::targets;
use super::tokens::discard_servant;
use crate::data::{Ability, Catalog, Effect, Trigger};
use bevy::prelude::*;

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
#[derive(Resource, Clone, Debug, Default)]
pub struct ChainStack(pub Vec<ChainItem>, pub FiredThisChain);

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
}

/// Pushes one card's (or ability's) effect lines so that the first line resolves first.
pub fn push_lines(world: &mut World, source: Entity, effects: &[Effect], targets: &[Target]) {
    let stamp = world.resource_mut::<Battle>().tick();
    let mut stack = world.resource_mut::<ChainStack>();
    for effect in effects.iter().rev() {
        stack.0.push(ChainItem::Apply(Apply {
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
    found.sort_by(|a, b| a.0.cmp(&b.0));
    let mut stack = world.resource_mut::<ChainStack>();
    for (_, t) in found.into_iter().rev() {
        stack.0.push(ChainItem::Triggered(t));
    }
}

/// Resolves the stack until it is empty (then checks retirement, and again for what that
/// triggers) or until a decision is needed.
pub fn resolve(world: &mut World) -> Flow {
    loop {
        while let Some(item) = world.resource_mut::<ChainStack>().0.pop() {
            if world.resource::<Battle>().outcome.is_some() {
                world.resource_mut::<ChainStack>().0.clear();
                return Flow::Done;
            }
            let result = match &item {
                ChainItem::Apply(a) => effects::apply(world, a),
                ChainItem::Triggered(t) => resolve_trigger(world, t),
            };
            match result {
                Ok(happened) => raise(world, &happened),
                Err(effects::NeedsDecision) => {
                    world.resource_mut::<ChainStack>().0.push(item);
                    return Flow::Blocked;
                }
            }
        }
        let retired = retire_check(world);
        if retired.is_empty() || world.resource::<Battle>().outcome.is_some() {
            world.resource_mut::<ChainStack>().1.0.clear();
            return Flow::Done;
        }
        raise(world, &retired);
    }
}

/// Sort key for simultaneous triggers: field first, then the holder's place in the initiative
/// order, then ability / action card / named (high influence first) / normal / base, then index.
type TriggerKey = (u8, (u32, u32), u8, i32, usize, usize);

fn collect(world: &mut World, h: Happened, event: usize, out: &mut Vec<(TriggerKey, Triggered)>) {
    let fighter_triggers = |world: &World,
                            holder: Entity,
                            when: Trigger,
                            cause: Option<Entity>,
                            out: &mut Vec<(TriggerKey, Triggered)>| {
        let order = order_key(world, holder);
        if let Some(abilities) = world.get::<Abilities>(holder) {
            for (i, a) in abilities.0.iter().enumerate() {
                if matches!(a, Ability::Triggered { when: w, .. } if *w == when) {
                    out.push((
                        (1, order, 0, 0, i, event),
                        Triggered {
                            holder,
                            origin: TriggerOrigin::Ability(i),
                            cause,
                        },
                    ));
                }
            }
        }
        if let Some(st) = world.get::<Statuses>(holder) {
            for (i, n) in st.named.iter().enumerate() {
                if n.card.trigger == Some(when) {
                    let key = (1, order, 2, -i32::from(n.influence), i, event);
                    out.push((
                        key,
                        Triggered {
                            holder,
                            origin: TriggerOrigin::Named(n.stamp),
                            cause,
                        },
                    ));
                }
            }
        }
    };
    match h {
        Happened::BattleStart => {
            for e in active_fighters(world) {
                fighter_triggers(world, e, Trigger::BattleStart, None, out);
            }
        }
        Happened::TurnStart(e) => {
            let fields: Vec<String> = world
                .resource::<FieldState>()
                .all_in_order()
                .cloned()
                .collect();
            let attributes = world
                .get::<Fighter>(e)
                .map(|f| f.attributes.clone())
                .unwrap_or_default();
            for (i, id) in fields.into_iter().enumerate() {
                let hits = world
                    .resource::<Catalog>()
                    .fields
                    .get(&id)
                    .is_some_and(|f| !f.turn_start.is_empty() && f.affects.met_by(&attributes));
                if hits {
                    out.push((
                        (0, (0, 0), 0, 0, i, event),
                        Triggered {
                            holder: e,
                            origin: TriggerOrigin::Field(id),
                            cause: None,
                        },
                    ));
                }
            }
            fighter_triggers(world, e, Trigger::TurnStart, None, out);
        }
        Happened::TurnEnd(e) => fighter_triggers(world, e, Trigger::TurnEnd, None, out),
        Happened::Damaged { target, source } => {
            fighter_triggers(world, target, Trigger::Damaged, Some(source), out)
        }
        Happened::Retired(e) => {
            let team = world.get::<Fighter>(e).map(|f| f.team);
            for ally in active_fighters(world) {
                if world.get::<Fighter>(ally).map(|f| f.team) == team {
                    fighter_triggers(world, ally, Trigger::AllyRetired, Some(e), out);
                }
            }
        }
    }
}

/// A fighter's place for ordering: its initiative rank; a servant goes right after its master.
pub fn order_key(world: &World, e: Entity) -> (u32, u32) {
    if let Some(r) = world.get::<InitiativeRank>(e) {
        return (r.0, 0);
    }
    if let Some(m) = world.get::<Master>(e) {
        let rank = world.get::<InitiativeRank>(m.0).map_or(u32::MAX, |r| r.0);
        let idx = world
            .get::<ServantFrame>(m.0)
            .and_then(|f| f.0.iter().position(|s| *s == e))
            .unwrap_or(0);
        return (rank, 1 + idx as u32);
    }
    (u32::MAX, world.get::<Fighter>(e).map_or(0, |f| f.serial))
}

/// Fighters still in the battle, in initiative order.
pub fn active_fighters(world: &mut World) -> Vec<Entity> {
    let mut list = Roster::standing(world);
    list.sort_by_cached_key(|e| order_key(world, *e));
    list
}

fn resolve_trigger(
    world: &mut World,
    t: &Triggered,
) -> Result<Vec<Happened>, effects::NeedsDecision> {
    if world.get::<Retired>(t.holder).is_some() {
        return Ok(Vec::new());
    }
    let name = world
        .get::<Fighter>(t.holder)
        .map(|f| f.name.clone())
        .unwrap_or_default();
    match &t.origin {
        TriggerOrigin::Ability(i) => {
            let Some(Ability::Triggered {
                name: ability,
                target,
                range,
                effects,
                ..
            }) = world
                .get::<Abilities>(t.holder)
                .and_then(|a| a.0.get(*i))
                .cloned()
            else {
                return Ok(Vec::new());
            };
            if world.resource::<ChainStack>().1.0.contains(&(t.holder, *i)) {
                world
                    .resource_mut::<BattleLog>()
                    .line(|| format!("  {name}'s {ability} has already fired in this chain"));
                return Ok(Vec::new());
            }
            let has_hp_loss = effects.iter().any(Effect::is_hp_loss);
            let Some(picked) = targets::pick(
                world,
                t.holder,
                target,
                range.as_ref(),
                t.cause,
                has_hp_loss,
                &ability,
            )?
            else {
                world
                    .resource_mut::<BattleLog>()
                    .line(|| format!("  {name}'s {ability}: no target"));
                return Ok(Vec::new());
            };
            world
                .resource_mut::<BattleLog>()
                .line(|| format!("  {name}'s {ability} fires"));
            world.resource_mut::<ChainStack>().1.0.push((t.holder, *i));
            push_lines(world, t.holder, &effects, &picked);
        }
        TriggerOrigin::Named(stamp) => {
            let inst = world
                .get::<Statuses>(t.holder)
                .and_then(|s| s.named.iter().find(|n| n.stamp == *stamp).cloned());
            if let Some(inst) = inst {
                world
                    .resource_mut::<BattleLog>()
                    .line(|| format!("  {name}'s {} takes effect", inst.name));
                let target = [Target {
                    entity: t.holder,
                    relief: None,
                }];
                push_lines(world, t.holder, &inst.card.effects, &target);
            }
        }
        TriggerOrigin::Field(id) => {
            let still_out = world
                .resource::<FieldState>()
                .all_in_order()
                .any(|f| f == id);
            let field = world.resource::<Catalog>().fields.get(id).cloned();
            if let (true, Some(field)) = (still_out, field) {
                world
                    .resource_mut::<BattleLog>()
                    .line(|| format!("  field {} affects {name}", field.name));
                let target = [Target {
                    entity: t.holder,
                    relief: None,
                }];
                push_lines(world, t.holder, &field.turn_start, &target);
            }
        }
    }
    Ok(Vec::new())
}

/// Retires every fighter at HP 0 or less (servants of a retired master are discarded), fills
/// empty lines and decides the outcome when one team or none is left.
pub fn retire_check(world: &mut World) -> Vec<Happened> {
    let down: Vec<Entity> = {
        Roster::standing(world)
            .into_iter()
            .filter(|e| world.get::<Hp>(*e).is_some_and(|h| h.current <= 0))
            .collect::<Vec<_>>()
    };
    let mut happened = Vec::new();
    for e in down {
        Roster::retire(world, e);
        let name = world
            .get::<Fighter>(e)
            .map(|f| f.name.clone())
            .unwrap_or_default();
        world
            .resource_mut::<BattleLog>()
            .line(|| format!("  {name} retires"));
        if let Some(m) = world.get::<Master>(e).map(|m| m.0) {
            if let Some(mut frame) = world.get_mut::<ServantFrame>(m) {
                frame.0.retain(|s| *s != e);
            }
        }
        let servants = world
            .get::<ServantFrame>(e)
            .map(|f| f.0.clone())
            .unwrap_or_default();
        for s in servants {
            discard_servant(world, e, s, "because its master retired");
        }
        happened.push(Happened::Retired(e));
    }
    if !happened.is_empty() {
        super::battlefield::settle(world);
        decide_outcome(world);
    }
    happened
}

/// Ends the battle when at most one team has a fighter left.
pub fn decide_outcome(world: &mut World) {
    let mut teams: Vec<usize> = Roster::standing(world)
        .iter()
        .filter_map(|e| world.get::<Fighter>(*e).map(|f| f.team))
        .collect();
    teams.sort_unstable();
    teams.dedup();
    let outcome = match teams.as_slice() {
        [] => Outcome::Draw,
        [one] => Outcome::Winner(*one),
        _ => return,
    };
    let text = match &outcome {
        Outcome::Winner(t) => format!("{} wins", world.resource::<Battle>().teams[*t].name),
        Outcome::Draw => "the battle is a draw".to_string(),
    };
    world.resource_mut::<BattleLog>().line(|| text);
    world.resource_mut::<Battle>().outcome = Some(outcome);
}
