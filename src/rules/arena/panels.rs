//! Panels (seed 001, 2.キャラクターの作成 神経反射; 5.スキルについて 維持; 7.用語): paying a cost
//! from the unused panels of the pattern in use by the left-front rule (or the panels a plan
//! names first), holding a skill (構えている), and which skills are maintained.

use super::plans::first_of;
use super::state::{PanelSlot, Patterns, SkillList};
use crate::data::arena::{ArenaStatus, Order, Panel, PanelPick};
use bevy::prelude::*;

/// Whether `pick` names this panel (at `i` from the left, from 0).
fn picked(pick: PanelPick, i: usize, p: &PanelSlot) -> bool {
    match pick {
        PanelPick::At(n) => usize::from(n) == i + 1,
        PanelPick::Carrying(s) => p.statuses.contains(&s),
        PanelPick::Clean => p.statuses.is_empty(),
    }
}

/// The panels (places in the pattern in use) that would pay `cost`: for each symbol, an unused
/// panel of that attribute without Bind — first among those `pick` names, then by the
/// left-front rule (6.細則 左前の法則). None when the cost cannot be paid.
pub fn choose(panels: &[PanelSlot], cost: &[Panel], pick: Option<PanelPick>) -> Option<Vec<usize>> {
    let mut chosen: Vec<usize> = Vec::with_capacity(cost.len());
    for &symbol in cost {
        let free = |i: &usize| {
            let p = &panels[*i];
            p.panel == symbol && !p.used && !p.bound() && !chosen.contains(i)
        };
        let named = pick.and_then(|k| {
            (0..panels.len())
                .filter(free)
                .find(|&i| picked(k, i, &panels[i]))
        });
        chosen.push(named.or_else(|| (0..panels.len()).find(free))?);
    }
    Some(chosen)
}

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
