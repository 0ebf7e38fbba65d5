//! The action phases (seed 001, 4.戦闘の流れ 先行行動・後攻行動): the first contender, then the
//! second, uses skills. Before every use the list is read again from the top (plans may move a
//! skill up or down), and the first skill that can be used is used: not passive, not forbidden
//! by a plan in force, without Bind, and payable. When none can be, the phase ends; the chain
//! empties between uses.

use super::bout::Bout;
use super::chain::{run, use_skill};
use super::panels::payment;
use super::plans::{forbidden, in_force};
use super::state::SkillList;
use super::verdict::over;
use crate::data::arena::{ArenaStatus, Order, Place};
use crate::rules::core::battle::Battle;
use crate::rules::core::log::{self, EventKind};
use bevy::prelude::*;

/// The most skill uses one phase may make (a cost is at least one panel, so a phase ends long
/// before; this guards against content that slipped past the checks).
const MAX_USES: usize = 256;

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

/// One contender's action phase.
pub fn act(world: &mut World, me: Entity) {
    for _ in 0..MAX_USES {
        if over(world) {
            return;
        }
        let Some((k, panels)) = next_use(world, me) else {
            log::write(world, EventKind::Nothing, |w| {
                format!("  {} can use no more skills", log::name(w, me))
            });
            return;
        };
        if !use_skill(world, me, k, panels, None) {
            return;
        }
        run(world);
    }
}

/// Both action phases, first then second.
pub fn action_phases(world: &mut World) {
    let order = world.resource::<Bout>().in_order();
    for (i, me) in order.into_iter().enumerate() {
        if over(world) {
            return;
        }
        log::write(world, EventKind::TurnStart, |w| {
            let round = w.resource::<Battle>().round;
            let which = if i == 0 { "first" } else { "second" };
            format!("[turn {round}] {} acts {which}", log::name(w, me))
        });
        act(world, me);
        world.resource_mut::<Battle>().turns += 1;
    }
    if !over(world) {
        world.resource_mut::<Battle>().advance_phase();
    }
}
