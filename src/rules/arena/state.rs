//! A contender's state as components (seed 001): its stats, its skills, its skill patterns with
//! their panels, its plans, and the statuses each of them carries — every status instance kept,
//! since all of them stack (《状態異常》: 全てが累積する).

use crate::data::arena::{ArenaPlan, ArenaStatus, Contender, SkillCard, Stats};
pub use crate::rules::core::panels::{PanelSlot, Patterns, SkillPattern, count};
use bevy::prelude::*;
use std::sync::Arc;

/// The contender's stats (能力値).
#[derive(Component, Clone, Copy, Debug)]
pub struct ArenaStats(pub Stats);

/// One skill the contender has, in priority order.
#[derive(Clone, Debug)]
pub struct SkillSlot {
    /// Its id (file name).
    pub id: String,
    /// The skill.
    pub card: Arc<SkillCard>,
    /// Statuses on it.
    pub statuses: Vec<ArenaStatus>,
}

/// The contender's skills, the top one first (2.キャラクターの作成: 常に並び順で一番上のもの).
#[derive(Component, Clone, Debug, Default)]
pub struct SkillList(pub Vec<SkillSlot>);

/// One plan and the statuses on it.
#[derive(Clone, Debug)]
pub struct PlanSlot {
    /// The plan.
    pub plan: ArenaPlan,
    /// Statuses on it (Bind: it is not referred to).
    pub statuses: Vec<ArenaStatus>,
}

/// The contender's plans, in order.
#[derive(Component, Clone, Debug, Default)]
pub struct PlanList(pub Vec<PlanSlot>);

/// Statuses on the contender itself (Bind, Charge, Slow, Boil).
#[derive(Component, Clone, Debug, Default)]
pub struct CharacterStatuses(pub Vec<ArenaStatus>);

/// Reductions that found no attack to replace when they resolved: they apply to the next attack
/// on the contender (置換効果: 次にそのイベントが起こった時に適用される).
#[derive(Component, Clone, Debug, Default)]
pub struct WaitingReductions(pub Vec<i32>);

/// Everything a contender is made of in a bout, from its card (4.戦闘の流れ, at the start: every
/// panel unused, no statuses, pattern A in use).
pub fn contender_state(
    who: &Contender,
    skills: &std::collections::BTreeMap<String, Arc<SkillCard>>,
) -> impl Bundle {
    let list = who
        .skills
        .iter()
        .filter_map(|id| {
            skills.get(id).map(|card| SkillSlot {
                id: id.clone(),
                card: card.clone(),
                statuses: Vec::new(),
            })
        })
        .collect();
    let plans = who
        .plans
        .iter()
        .map(|plan| PlanSlot {
            plan: plan.clone(),
            statuses: Vec::new(),
        })
        .collect();
    (
        ArenaStats(who.stats),
        SkillList(list),
        crate::rules::core::panels::fresh_patterns(&who.patterns),
        PlanList(plans),
        CharacterStatuses::default(),
        WaitingReductions::default(),
    )
}
