//! Phase 3 (seed 001, 4.戦闘の流れ; vortex-design.md §1, F6, F10): every fighter with two or more
//! patterns may change the one in use, all at once, each choice read before anyone switches;
//! then recovery, in initiative order: each Bind on the pattern in use goes on a 1 of a d3,
//! each Freeze goes (seed 001's odds, from the battle's one generator).
//!
//! The plans' standing choice (Decision, until the fighter plans' `SwitchPattern` lands): keep
//! the pattern in use while it can pay the readied card; otherwise switch to the first pattern
//! that can.

use super::parts::Readied;
use super::question::{Choice, Request};
use crate::data::plan::{Instruction, Topic};
use crate::rules::core::decisions;
use crate::rules::core::hot::HotReads;
use crate::rules::core::panels::{
    PanelSlot, Patterns, choose_avoiding, recovery_check, switch_pattern,
};
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;

/// The pattern `e` would switch to, if any.
fn choice(world: &World, e: Entity) -> Option<usize> {
    let patterns = world.get::<Patterns>(e)?;
    let cost = &world.part::<Readied>(e)?.0.as_ref()?.cost.panels;
    // The pattern's panels as they stand (used, bound and Frozen ones pay last or not at all).
    let pays =
        |k: usize| choose_avoiding(&patterns.all[k].0, cost, None, PanelSlot::frozen).is_some();
    if pays(patterns.current) {
        return None;
    }
    (0..patterns.all.len()).find(|k| pays(*k))
}

/// Switches every fighter's pattern by its choice, all asked at once ([`Request::Pattern`] to a
/// player's fighter with two patterns or more), then recovers, in `order`. `false`: a player's
/// answer is awaited, and nothing has changed.
pub fn switch_and_recover(world: &mut World, order: &[Entity]) -> bool {
    let asked: Vec<(Entity, Request)> = order
        .iter()
        .filter_map(|&e| {
            let p = world.get::<Patterns>(e)?;
            (p.all.len() >= 2).then_some((
                e,
                Request::Pattern {
                    choices: p.all.len(),
                    current: p.current,
                },
            ))
        })
        .collect();
    // Plans: the first `SwitchPattern` in force to a pattern it has; with none, the standing
    // choice. Every choice is read before anyone switches (`ask_all` asks all first).
    let plans = |w: &mut World, e: Entity, q: &Request| {
        let (current, choices) = match q {
            Request::Pattern { current, choices } => (*current, *choices),
            _ => (0, 0),
        };
        let ordered = super::orders::in_force(w, e, Topic::Pattern)
            .into_iter()
            .find_map(|i| match i {
                Instruction::SwitchPattern(n) if usize::from(n) < choices => Some(usize::from(n)),
                _ => None,
            });
        Choice::Pattern(ordered.or_else(|| choice(w, e)).unwrap_or(current))
    };
    let Some(answers) = decisions::ask_all(world, asked.clone(), plans) else {
        return false;
    };
    for ((e, q), a) in asked.into_iter().zip(answers) {
        if let (Choice::Pattern(p), Request::Pattern { current, .. }) = (a, q)
            && p != current
            && switch_pattern(world, e, p)
        {
            super::tally::count(world, |t| t.switches += 1);
        }
    }
    for &e in order {
        recover(world, e);
        for face in crate::rules::core::cards::disrupt::recover_cards(world, e) {
            crate::rules::core::log::write(
                world,
                crate::rules::core::log::EventKind::Status,
                |w| {
                    crate::rules::core::log::Facts::on(w, e)
                        .what("Bind")
                        .says(format!(
                            "  {}'s face {} is no longer bound",
                            crate::rules::core::log::name(w, e),
                            face + 1
                        ))
                },
            );
        }
    }
    true
}

/// Recovery of the panels of `e`'s pattern in use, from the left.
fn recover(world: &mut World, e: Entity) {
    let Some(patterns) = world.get::<Patterns>(e) else {
        return;
    };
    let lists: Vec<_> = patterns
        .panels()
        .iter()
        .map(|p| p.statuses.clone())
        .collect();
    if lists.iter().all(Vec::is_empty) {
        return;
    }
    let kept: Vec<_> = lists
        .iter()
        .map(|s| recovery_check(world, s, |w, d| w.resource::<BattleRng>().die(d)))
        .collect();
    if let Some(mut patterns) = world.get_mut::<Patterns>(e) {
        for (p, k) in patterns.panels_mut().iter_mut().zip(kept) {
            p.statuses = k;
        }
    }
}
