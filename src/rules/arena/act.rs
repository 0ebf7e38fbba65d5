//! The action phases (seed 001, 4.戦闘の流れ 先行行動・後攻行動): the first contender, then the
//! second, uses skills. Before every use the list is read again from the top (plans may move a
//! skill up or down), and the first skill that can be used is used: not passive, not forbidden
//! by a plan in force, without Bind, and payable. When none can be, the phase ends; the chain
//! empties between uses.

use super::bout::{Acting, Bout, take_step};
use super::chain::{self, ChainArea, use_skill};
use super::panels::payment;
use super::plans::{forbidden, in_force};
use super::state::SkillList;
use super::verdict::over;
use crate::data::arena::{ArenaStatus, Order, Place};
use crate::rules::core::battle::Battle;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::schedule::RoundPhase;
use bevy::prelude::*;

/// The most skill uses one phase may make (a cost is at least one panel, so a phase ends long
/// before; this guards against content that slipped past the checks).
const MAX_USES: usize = 256;
/// The most chain steps one use may take (the same guard for content whose chain never
/// settles: the chain is cleared and the phase goes on).
const MAX_CHAIN_STEPS: usize = 10_000;

/// The skills in the order they are tried now: the list, with the priority changes of the plans
/// in force applied last-plan-first, so that the earlier plan has the last word.
pub fn skill_order(world: &World, me: Entity) -> Vec<usize> {
    let Some(list) = world.get::<SkillList>(me) else {
        return Vec::new();
    };
    let mut order: Vec<usize> = (0..list.0.len()).collect();
    let place_of = |id: &str| list.0.iter().position(|s| s.id == id);
    for (_, o) in in_force(world, me).iter().rev() {
        let Order::Prioritize(id, place) = o else {
            continue;
        };
        let Some(k) = place_of(id) else { continue };
        order.retain(|x| *x != k);
        let at = match place {
            Place::Top => 0,
            Place::Bottom => order.len(),
            Place::Before(other) => place_of(other)
                .and_then(|o| order.iter().position(|x| *x == o))
                .unwrap_or(order.len()),
            Place::After(other) => place_of(other)
                .and_then(|o| order.iter().position(|x| *x == o))
                .map_or(order.len(), |p| p + 1),
        };
        order.insert(at, k);
    }
    order
}

/// The skill `me` uses next, with the panels it pays: none when no skill can be used.
pub fn next_use(world: &World, me: Entity) -> Option<(usize, Vec<usize>)> {
    let list = world.get::<SkillList>(me)?;
    let forbidden = forbidden(world, me);
    skill_order(world, me).into_iter().find_map(|k| {
        let s = &list.0[k];
        let usable = !s.card.passive
            && !s.statuses.contains(&ArenaStatus::Bind)
            && !forbidden.contains(&s.id);
        usable
            .then(|| payment(world, me, k))
            .flatten()
            .map(|p| (k, p))
    })
}

/// What one try at a skill use did.
enum Tried {
    /// A skill went on the chain.
    Used,
    /// No skill can be used: the phase is over.
    Done,
    /// The use ended the bout (Poison as its cost was paid).
    Ended,
}

/// Uses the skill `me` uses next, or says it can use none.
fn try_use(world: &mut World, me: Entity) -> Tried {
    let Some((k, panels)) = next_use(world, me) else {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, me)
                .what("no skill")
                .says(format!("  {} can use no more skills", log::name(w, me)))
        });
        return Tried::Done;
    };
    if use_skill(world, me, k, panels, None) {
        Tried::Used
    } else {
        Tried::Ended
    }
}

/// One contender's whole action phase, begun (each use's chain run to the end before the
/// next), by the same steps the bout takes.
pub fn act(world: &mut World, me: Entity) {
    let Some(phase) = world.res::<Bout>().in_order().iter().position(|e| *e == me) else {
        return;
    };
    world.res_mut::<Bout>().acting = Acting {
        phase,
        begun: true,
        ..default()
    };
    while !over(world) && world.res::<Bout>().acting.phase == phase {
        action_step(world);
    }
}

/// The action phases, a step at a time while the window paces the bout (headless, to the end).
pub fn action_phases(world: &mut World) {
    while !over(world) && world.res::<Battle>().phase == RoundPhase::Countdown && take_step(world) {
        action_step(world);
    }
}

/// One step of the action phases: a check or resolution on the chain; else the acting
/// contender's opening line, its next skill use, or the end of its phase; after both phases,
/// the move to the turn end. A bout that ends counts the phase it ended in.
pub fn action_step(world: &mut World) {
    if chain::step(world) {
        let mut bout = world.res_mut::<Bout>();
        bout.acting.chain_steps += 1;
        if bout.acting.chain_steps >= MAX_CHAIN_STEPS {
            // Content that never lets the chain settle: the use is given up.
            world.res_mut::<ChainArea>().events.clear();
        }
        return count_if_over(world);
    }
    let acting = world.res::<Bout>().acting;
    let Some(&me) = world.res::<Bout>().in_order().get(acting.phase) else {
        world.res_mut::<Bout>().acting = Acting::default();
        world.res_mut::<Battle>().advance_phase();
        return;
    };
    if !acting.begun {
        log::write(world, EventKind::TurnStart, |w| {
            let round = w.res::<Battle>().round;
            let which = if acting.phase == 0 { "first" } else { "second" };
            Facts::on(w, me)
                .what("turn")
                .amount(acting.phase as i64 + 1)
                .says(format!("[turn {round}] {} acts {which}", log::name(w, me)))
        });
        world.res_mut::<Bout>().acting.begun = true;
        return;
    }
    let tried = if acting.uses < MAX_USES {
        let mut bout = world.res_mut::<Bout>();
        bout.acting.uses += 1;
        bout.acting.chain_steps = 0;
        try_use(world, me)
    } else {
        Tried::Done
    };
    match tried {
        Tried::Used => {}
        Tried::Done => next_phase(world),
        Tried::Ended => count_if_over(world),
    }
}

/// The acting contender's phase is over: on to the other's.
fn next_phase(world: &mut World) {
    world.res_mut::<Battle>().turns += 1;
    let mut bout = world.res_mut::<Bout>();
    bout.acting = Acting {
        phase: bout.acting.phase + 1,
        ..default()
    };
}

/// When the bout has just ended, the phase it ended in is counted (and the chain cleared).
fn count_if_over(world: &mut World) {
    if over(world) {
        world.res_mut::<ChainArea>().events.clear();
        next_phase(world);
    }
}
