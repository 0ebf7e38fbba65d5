//! Panels (seed 001, 2.キャラクターの作成 神経反射; 5.スキルについて 維持; 7.用語): paying a cost
//! from the unused panels of the pattern in use by the left-front rule (or the panels a plan
//! names first), holding a skill (構えている), and which skills are maintained.

use super::plans::first_of;
use super::state::{Patterns, SkillList};
use crate::data::arena::{ArenaStatus, Order};
pub use crate::rules::core::panels::choose;
use bevy::prelude::*;

/// The panels `me` would pay skill `k` with now (its plans' cost-panel instruction applied).
pub fn payment(world: &World, me: Entity, k: usize) -> Option<Vec<usize>> {
    let skill = world.get::<SkillList>(me)?.0.get(k)?;
    let pick = first_of(world, me, |o| match o {
        Order::PayWith(p) => Some(*p),
        _ => None,
    });
    choose(world.get::<Patterns>(me)?.panels(), &skill.card.cost, pick)
}

/// 構えている (7.用語): `me` has skill `k`, it has no Bind, and unused panels without Bind in the
/// pattern in use can pay its whole cost.
pub fn holds(world: &World, me: Entity, k: usize) -> bool {
    let (Some(list), Some(patterns)) = (world.get::<SkillList>(me), world.get::<Patterns>(me))
    else {
        return false;
    };
    list.0.get(k).is_some_and(|s| {
        !s.statuses.contains(&ArenaStatus::Bind)
            && choose(patterns.panels(), &s.card.cost, None).is_some()
    })
}

/// Whether skill `k` of `me` is maintained now (5.スキルについて 維持): it has maintenance panels
/// in the pattern in use, every one of them used and without Bind, and the skill has no Bind.
pub fn maintained(world: &World, me: Entity, k: usize) -> bool {
    let (Some(list), Some(patterns)) = (world.get::<SkillList>(me), world.get::<Patterns>(me))
    else {
        return false;
    };
    let mut marks = patterns
        .panels()
        .iter()
        .filter(|p| p.maintains == Some(k))
        .peekable();
    marks.peek().is_some()
        && marks.all(|p| p.used && !p.bound())
        && list
            .0
            .get(k)
            .is_some_and(|s| !s.statuses.contains(&ArenaStatus::Bind))
}

/// Ends the maintenance of skill `k` of `me` in every pattern: its panels are no longer
/// maintenance panels (they stay used until the turn ends).
pub fn release(world: &mut World, me: Entity, k: usize) {
    if let Some(mut patterns) = world.get_mut::<Patterns>(me) {
        for p in patterns.all.iter_mut().flat_map(|p| p.0.iter_mut()) {
            if p.maintains == Some(k) {
                p.maintains = None;
            }
        }
    }
}
