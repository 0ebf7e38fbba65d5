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
    // (A 撤退 ability answers its own holder's retirement.)
    if world.retired(t.holder) && !retreats(world, t) {
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
            let Some((
                Ability::Triggered {
                    name: ability,
                    target,
                    range,
                    effects,
                    bait,
                    ..
                },
                _,
            )) = abilities.get(*i).map(Ability::unwrapped)
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
            // Seed 002's bait: paid from unused panels as it fires; unpaid, it does not fire.
            if !bait.is_empty() && !pay_bait(world, holder, bait, ability) {
                return Ok(Events::new());
            }
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

/// Whether `t` is a 撤退 ability (it fires for its retired holder).
fn retreats(world: &World, t: &Triggered) -> bool {
    let TriggerOrigin::Ability(i) = t.origin else {
        return false;
    };
    world.part::<Abilities>(t.holder).is_some_and(|a| {
        a.0.get(i).is_some_and(|a| {
            matches!(
                a.unwrapped().0,
                Ability::Triggered {
                    when: crate::data::Trigger::Retreat,
                    ..
                }
            )
        })
    })
}

/// Pays seed 002's bait for `ability` from `holder`'s unused, unbound panels of its pattern in use
/// (left-front); whether it could (said in the log either way).
fn pay_bait(
    world: &mut DuelWorld,
    holder: Entity,
    bait: &[crate::data::arena::Panel],
    ability: &str,
) -> bool {
    use crate::rules::core::panels::{Patterns, choose};
    let chosen = world
        .get::<Patterns>(holder)
        .and_then(|p| choose(p.panels(), bait, None));
    let Some(chosen) = chosen else {
        world.log(EventKind::Nothing, |w| {
            Facts::on(w, holder).what(ability.to_string()).says(format!(
                "  {}'s {ability} does not fire: its bait cannot be paid",
                log::name(w, holder)
            ))
        });
        return false;
    };
    if let Some(mut p) = world.get_mut::<Patterns>(holder) {
        for &i in &chosen {
            if let Some(s) = p.panels_mut().get_mut(i) {
                s.used = true;
            }
        }
    }
    let places: Vec<String> = chosen.iter().map(|i| format!("P{}", i + 1)).collect();
    world.log(EventKind::Trigger, |w| {
        Facts::on(w, holder).what(ability.to_string()).says(format!(
            "  {} pays {ability}'s bait ({})",
            log::name(w, holder),
            places.join("+")
        ))
    });
    true
}

/// Pushes a fired named status's or field's effects on the fighter it affects.
fn push_on_holder(world: &mut DuelWorld, holder: Entity, effects: &[Effect], lineage: &Lineage) {
    let target = [Target {
        entity: holder,
        relief: None,
    }];
    push_lines_in(world, holder, effects, &target, lineage);
}
