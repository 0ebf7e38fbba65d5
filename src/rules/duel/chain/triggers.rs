//! Triggers (seed 000, 処理の手順・方法に関する事柄): what fires when something happens — every
//! trigger an event meets, for every event — in the order of simultaneous effects, and how a
//! fired trigger becomes effect lines on the stack. A trigger does not answer an event its own
//! firing led to (its lineage), so every chain ends.

use crate::data::{Ability, Effect, Trigger};
use crate::rules::core::battlefield::order_key;
use crate::rules::core::fighter::*;
use crate::rules::core::log::{self, EventKind};
use crate::rules::duel::chain::stack::push_lines_in;
use crate::rules::duel::chain::{
    Events, Happened, Lineage, MAX_FIRINGS, NeedsDecision, Target, TriggerOrigin, Triggered,
};
use crate::rules::duel::components::*;
use crate::rules::duel::field::FieldState;
use crate::rules::duel::kit::DuelWorld;
use crate::rules::duel::targets;
use bevy::prelude::*;
use smallvec::SmallVec;

/// Sort key for simultaneous triggers: field first, then the holder's place in the initiative
/// order, then ability / action card / named (high influence first) / normal / base, then index.
pub(super) type TriggerKey = (u8, (u32, u32), u8, i32, usize, usize);

/// A trigger an event meets: its holder, its source and the fighter that set it off (the
/// lineage it carries is the event's, given when it is pushed).
pub(super) type Hit = (Entity, TriggerOrigin, Option<Entity>);

/// The triggers a batch of events fires: few, kept off the heap.
pub(super) type Found = smallvec::SmallVec<[(TriggerKey, Hit); 4]>;

/// The triggers event `h` (the `event`-th of its batch) fires, each with its sort key; a trigger
/// in `lineage` (its own firing led to the event) does not answer it.
pub(super) fn collect(
    world: &mut DuelWorld,
    h: Happened,
    event: usize,
    lineage: &[(Entity, TriggerOrigin)],
    out: &mut Found,
) {
    let fires = |holder: Entity, origin: &TriggerOrigin| {
        !lineage.iter().any(|(e, o)| *e == holder && o == origin)
    };
    // (The fields are read only when one acts at a turn's start.)
    if let Happened::TurnStart(e) = h
        && world.kit().fields_act_at_turn_start
    {
        field_triggers(world, e, event, &fires, out);
    }
    // Every trigger's key holds its holder's place in the initiative order, so the order the
    // holders are read in does not decide anything: the standing fighters are read off the
    // roster, not a board.
    let when = match h {
        Happened::BattleStart => Trigger::BattleStart,
        Happened::TurnStart(_) => Trigger::TurnStart,
        Happened::TurnEnd(_) => Trigger::TurnEnd,
        Happened::Damaged { .. } => Trigger::Damaged,
        Happened::Retired(_) => Trigger::AllyRetired,
    };
    // No fighter holds a trigger of this kind: none is looked for.
    if !world.kit().held.triggers.has(when) {
        return;
    }
    let (one, many): (_, SmallVec<[Entity; 8]>);
    let (when, cause, holders): (Trigger, Option<Entity>, &[Entity]) = match h {
        Happened::BattleStart => {
            many = world
                .resource::<Roster>()
                .standing
                .iter()
                .copied()
                .collect();
            (Trigger::BattleStart, None, &many)
        }
        Happened::TurnStart(e) => {
            one = [e];
            (Trigger::TurnStart, None, &one)
        }
        Happened::TurnEnd(e) => {
            one = [e];
            (Trigger::TurnEnd, None, &one)
        }
        Happened::Damaged { target, source } => {
            one = [target];
            (Trigger::Damaged, Some(source), &one)
        }
        Happened::Retired(e) => {
            let team = world.get::<Fighter>(e).map(|f| f.team);
            let standing = &world.resource::<Roster>().standing;
            many = standing
                .iter()
                .copied()
                .filter(|ally| world.get::<Fighter>(*ally).map(|f| f.team) == team)
                .collect();
            (Trigger::AllyRetired, Some(e), &many)
        }
    };
    let (world, reads) = world.reading_with_reads();
    let parts = reads.triggers(world);
    for &holder in holders {
        let (abilities, statuses) = parts(holder);
        let order = || order_key(world, holder);
        let mut found = |key: TriggerKey, origin: TriggerOrigin| {
            if fires(holder, &origin) {
                out.push((key, (holder, origin, cause)));
            }
        };
        if let Some(abilities) = abilities {
            for (i, a) in abilities.0.iter().enumerate() {
                if matches!(a, Ability::Triggered { when: w, .. } if *w == when) {
                    found((1, order(), 0, 0, i, event), TriggerOrigin::Ability(i));
                }
            }
        }
        if let Some(st) = statuses {
            for (i, n) in st.named.iter().enumerate() {
                if n.card.trigger == Some(when) {
                    let key = (1, order(), 2, -i32::from(n.influence), i, event);
                    found(key, TriggerOrigin::Named(n.stamp));
                }
            }
        }
    }
}

/// The fields in play whose turn-start effects reach `e`, in the fields' order.
fn field_triggers(
    world: &World,
    e: Entity,
    event: usize,
    fires: &impl Fn(Entity, &TriggerOrigin) -> bool,
    out: &mut Found,
) {
    let state = world.resource::<FieldState>();
    let mut attributes = None;
    for (i, f) in state.all_in_order().enumerate() {
        if f.card.turn_start.is_empty() {
            continue;
        }
        let attributes = *attributes
            .get_or_insert_with(|| world.get::<Fighter>(e).map_or(&[][..], |f| &f.attributes));
        let origin = TriggerOrigin::Field(f.id.clone());
        if f.card.affects.met_by(attributes) && fires(e, &origin) {
            out.push(((0, (0, 0), 0, 0, i, event), (e, origin, None)));
        }
    }
}

pub(super) fn resolve_trigger(
    world: &mut DuelWorld,
    t: &Triggered,
) -> Result<Events, NeedsDecision> {
    if world.retired(t.holder) {
        return Ok(Events::new());
    }
    let holder = t.holder;
    if world.stack().firings >= MAX_FIRINGS {
        world.log(EventKind::Trigger, |_| {
            format!("  the chain is exhausted ({MAX_FIRINGS} triggers): no more fire in it")
        });
        return Ok(Events::new());
    }
    // What this trigger sets off carries it in its lineage.
    let lineage: Lineage = t
        .lineage
        .iter()
        .cloned()
        .chain([(holder, t.origin.clone())])
        .collect();
    match &t.origin {
        TriggerOrigin::Ability(i) => {
            let Some(abilities) = world.get::<Abilities>(t.holder).map(|a| a.0.clone()) else {
                return Ok(Events::new());
            };
            let Some(Ability::Triggered {
                name: ability,
                target,
                range,
                effects,
                ..
            }) = abilities.get(*i)
            else {
                return Ok(Events::new());
            };
            let has_hp_loss = effects.iter().any(Effect::is_hp_loss);
            let Some(picked) = targets::pick(
                world,
                t.holder,
                *target,
                range.as_ref(),
                t.cause,
                has_hp_loss,
                ability,
            )?
            else {
                world.log(EventKind::Nothing, |w| {
                    format!("  {}'s {ability}: no target", log::name(w, holder))
                });
                return Ok(Events::new());
            };
            world.log(EventKind::Trigger, |w| {
                format!("  {}'s {ability} fires", log::name(w, holder))
            });
            world.stack().firings += 1;
            push_lines_in(world, t.holder, effects, &picked, &lineage);
        }
        TriggerOrigin::Named(stamp) => {
            let inst = world
                .get::<Statuses>(t.holder)
                .and_then(|s| s.named.iter().find(|n| n.stamp == *stamp).cloned());
            if let Some(inst) = inst {
                world.log(EventKind::Trigger, |w| {
                    format!("  {}'s {} takes effect", log::name(w, holder), inst.name)
                });
                world.stack().firings += 1;
                push_on_holder(world, holder, &inst.card.effects, &lineage);
            }
        }
        TriggerOrigin::Field(id) => {
            let field = world
                .resource::<FieldState>()
                .all_in_order()
                .find(|f| f.id == *id)
                .map(|f| f.card.clone());
            if let Some(field) = field {
                world.log(EventKind::Field, |w| {
                    format!("  field {} affects {}", field.name, log::name(w, holder))
                });
                world.stack().firings += 1;
                push_on_holder(world, holder, &field.turn_start, &lineage);
            }
        }
    }
    Ok(Events::new())
}

/// Pushes a fired named status's or field's effects on the fighter it affects.
fn push_on_holder(world: &mut DuelWorld, holder: Entity, effects: &[Effect], lineage: &Lineage) {
    let target = [Target {
        entity: holder,
        relief: None,
    }];
    push_lines_in(world, holder, effects, &target, lineage);
}
