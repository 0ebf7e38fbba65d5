//! The turn end (seed 001, 4.戦闘の流れ ターン終了フェイズ): the used panels of the pattern in
//! use come back unused — except a Frozen panel, and the panels of a skill a plan in force
//! keeps maintained (●使用したスキルを維持する); a maintained skill no plan keeps is released.
//! After turn 8 the bout is judged by HP lost.

use super::bout::Bout;
use super::panels::{maintained, release};
use super::plans::first_of;
use super::state::{Patterns, SkillList};
use super::verdict::{judge_by_loss, over};
use crate::data::arena::{ArenaStatus, Order};
use crate::rules::core::battle::Battle;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The turn's end for both contenders, then the cap.
pub fn end_turn(world: &mut World) {
    if over(world) {
        return;
    }
    for e in world.res::<Bout>().in_order() {
        let skills: Vec<(String, String)> = world.get::<SkillList>(e).map_or(Vec::new(), |l| {
            l.0.iter()
                .map(|s| (s.id.clone(), s.card.name.clone()))
                .collect()
        });
        for (k, (id, name)) in skills.iter().enumerate() {
            if !maintained(world, e, k) {
                continue;
            }
            let kept = first_of(world, e, |o| {
                matches!(o, Order::Maintain(m) if m == id).then_some(())
            });
            if kept.is_none() {
                release(world, e, k);
                log::write(world, EventKind::Status, |w| {
                    Facts::on(w, e)
                        .what(id.as_str())
                        .amount(0)
                        .says(format!("  {} no longer maintains {name}", log::name(w, e)))
                });
            }
        }
        if let Some(mut patterns) = world.get_mut::<Patterns>(e) {
            for p in patterns.panels_mut() {
                if p.maintains.is_none() && !p.statuses.contains(&ArenaStatus::Freeze) {
                    p.used = false;
                }
            }
        }
    }
    let (round, cap) = {
        let b = world.res::<Battle>();
        (b.round, b.round_cap)
    };
    if round >= cap {
        log::write(world, EventKind::Outcome, |_| {
            Facts::about("round cap")
                .amount(cap)
                .says(format!("turn {cap} is over"))
        });
        judge_by_loss(world);
    }
}
