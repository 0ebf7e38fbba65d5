//! A fired trigger (seed 000, 処理の手順・方法に関する事柄): its holder's ability, named status
//! or field puts its effect lines on the stack, carrying the lineage that keeps it from answering
//! what its own firing leads to; a trigger whose holder has retired, or one past the chain's
//! limit, does nothing.

use crate::data::{Ability, Effect};
use crate::rules::core::cards::chain::stack::push_lines_in;
use crate::rules::core::cards::chain::{
    Events, Lineage, MAX_FIRINGS, NeedsDecision, Target, TriggerOrigin, Triggered,
};
use crate::rules::core::cards::components::*;
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::cards::targets;
use crate::rules::core::fighter::Statuses;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Resolves a fired trigger: its effect lines go on the stack (it makes nothing happen itself).
pub(super) fn resolve_trigger(
    world: &mut DuelWorld,
    t: &Triggered,
) -> Result<Events, NeedsDecision> {
    if world.retired(t.holder) {
        return Ok(Events::new());
    }
    let holder = t.holder;
    if world.stack().firings >= MAX_FIRINGS {
        world.log(EventKind::Trigger, |w| {
            Facts::on(w, holder)
                .what("chain exhausted")
                .amount(i64::from(MAX_FIRINGS))
                .says(format!(
                    "  the chain is exhausted ({MAX_FIRINGS} triggers): no more fire in it"
                ))
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
            let Some(abilities) = world.part::<Abilities>(t.holder).map(|a| a.0.clone()) else {
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
                    Facts::on(w, holder)
                        .what(ability.to_string())
                        .says(format!("  {}'s {ability}: no target", log::name(w, holder)))
                });
                return Ok(Events::new());
            };
            world.log(EventKind::Trigger, |w| {
                Facts::on(w, holder)
                    .what(ability.to_string())
                    .says(format!("  {}'s {ability} fires", log::name(w, holder)))
            });
            world.stack().firings += 1;
            push_lines_in(world, t.holder, effects, &picked, &lineage);
        }
        TriggerOrigin::Named(stamp) => {
            let inst = world
                .part::<Statuses>(t.holder)
                .and_then(|s| s.named.iter().find(|n| n.stamp == *stamp).cloned());
            if let Some(inst) = inst {
                world.log(EventKind::Trigger, |w| {
                    Facts::on(w, holder).what(inst.id.to_string()).says(format!(
                        "  {}'s {} takes effect",
                        log::name(w, holder),
                        inst.name
                    ))
                });
                world.stack().firings += 1;
                push_on_holder(world, holder, &inst.card.effects, &lineage);
            }
        }
        TriggerOrigin::Field(id) => {
            let field = world
                .res::<FieldState>()
                .all_in_order()
                .find(|f| f.id == *id)
                .map(|f| f.card.clone());
            if let Some(field) = field {
                world.log(EventKind::Field, |w| {
                    Facts::on(w, holder).what(id.to_string()).says(format!(
                        "  field {} affects {}",
                        field.name,
                        log::name(w, holder)
                    ))
                });
                world.stack().firings += 1;
                push_on_holder(world, holder, &field.turn_start, &lineage);
            }
        }
        // (A side's effect is pushed as lines, never as a trigger.)
        TriggerOrigin::Side(_) => {}
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
