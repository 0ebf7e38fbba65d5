//! Reading a contender's plans (seed 001, 3.プランについて): a plan is referred to only when
//! neither it nor its contender carries Bind (《状態異常》 Bind), and it applies when its
//! conditions hold; the earlier plan wins a conflict (6.細則, 複数のプランの指定が矛盾する場合).

use super::bout::Bout;
use super::panels::holds;
use super::state::{CharacterStatuses, PanelSlot, Patterns, PlanList, SkillList, count};
use crate::data::arena::{ArenaStatus, Fact, Order, When};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::Hp;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Whether `fact` is true for `me` now.
fn fact(world: &World, me: Entity, f: &Fact) -> bool {
    let bout = world.res::<Bout>();
    let foe = bout.foe(me);
    let hp = |e: Option<Entity>| e.and_then(|e| world.get::<Hp>(e)).copied();
    let Some(mine) = hp(Some(me)) else {
        return false;
    };
    match f {
        Fact::HpAtMost(n) => mine.current <= *n,
        Fact::HpAtLeast(n) => mine.current >= *n,
        Fact::HpIsMax => mine.current >= mine.start,
        Fact::FoeHpAtMost(n) => hp(foe).is_some_and(|h| h.current <= *n),
        Fact::First => bout.first == Some(me),
        Fact::Second => bout.first.is_some() && bout.first != Some(me),
        Fact::TurnAtLeast(n) => world.res::<Battle>().round >= u32::from(*n),
        Fact::FoeHolds(id) => foe.is_some_and(|foe| {
            world
                .get::<SkillList>(foe)
                .and_then(|l| l.0.iter().position(|s| s.id == *id))
                .is_some_and(|k| holds(world, foe, k))
        }),
        Fact::FoeHas(s) => foe.is_some_and(|foe| carries(world, foe, *s)),
        Fact::IHave(s) => carries(world, me, *s),
        Fact::TurnIs(n) => world.res::<Battle>().round == u32::from(*n),
        Fact::DieWas { turn, nth, value } => bout
            .dice
            .iter()
            .filter(|(t, _)| *t == u32::from(*turn))
            .nth(usize::from(*nth).saturating_sub(1))
            .is_some_and(|(_, v)| *nth > 0 && *v == i32::from(*value)),
        Fact::SkillHas(id, s) => skill_has(world, me, id, *s),
        Fact::FoeSkillHas(id, s) => foe.is_some_and(|foe| skill_has(world, foe, id, *s)),
        Fact::PanelHas(n, s) => panel(world, me, *n).is_some_and(|p| p.statuses.contains(s)),
        Fact::PanelIs(n, attribute) => panel(world, me, *n).is_some_and(|p| p.panel == *attribute),
        Fact::PanelUsed(n) => panel(world, me, *n).is_some_and(|p| p.used),
        Fact::Not(inner) => !fact(world, me, inner),
    }
}

/// Whether `who`'s skill `id` carries `status`.
fn skill_has(world: &World, who: Entity, id: &str, status: ArenaStatus) -> bool {
    world.get::<SkillList>(who).is_some_and(|l| {
        l.0.iter()
            .any(|s| s.id == id && s.statuses.contains(&status))
    })
}

/// The `n`-th panel (from 1) of `who`'s pattern in use.
fn panel(world: &World, who: Entity, n: u8) -> Option<&PanelSlot> {
    let k = usize::from(n).checked_sub(1)?;
    world.get::<Patterns>(who)?.panels().get(k)
}

/// Whether anything of `who` (itself, a skill, a panel of any pattern, a plan) carries `status`.
pub fn carries(world: &World, who: Entity, status: ArenaStatus) -> bool {
    let on = |v: &[ArenaStatus]| count(v, status) > 0;
    world
        .get::<CharacterStatuses>(who)
        .is_some_and(|c| on(&c.0))
        || world
            .get::<SkillList>(who)
            .is_some_and(|l| l.0.iter().any(|s| on(&s.statuses)))
        || world.get::<Patterns>(who).is_some_and(|p| {
            p.all
                .iter()
                .flat_map(|p| &p.0)
                .any(|x: &PanelSlot| on(&x.statuses))
        })
        || world
            .get::<PlanList>(who)
            .is_some_and(|l| l.0.iter().any(|p| on(&p.statuses)))
}

fn holds_when(world: &World, me: Entity, when: &When<Fact>) -> bool {
    when.holds(|f| fact(world, me, f))
}

/// The instructions of `me`'s plans that apply now, earliest first, with each plan's number
/// (from 1). A contender with Bind refers to none of its plans; a plan with Bind is skipped.
pub fn in_force(world: &World, me: Entity) -> Vec<(usize, Order)> {
    let bound = world
        .get::<CharacterStatuses>(me)
        .is_some_and(|c| c.0.contains(&ArenaStatus::Bind));
    let Some(plans) = world.get::<PlanList>(me) else {
        return Vec::new();
    };
    if bound {
        return Vec::new();
    }
    plans
        .0
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.statuses.contains(&ArenaStatus::Bind))
        .filter(|(_, p)| holds_when(world, me, &p.plan.when))
        .map(|(i, p)| (i + 1, p.plan.then.clone()))
        .collect()
}

/// The first instruction in force that `pick` accepts.
pub fn first_of<T>(world: &World, me: Entity, pick: impl Fn(&Order) -> Option<T>) -> Option<T> {
    in_force(world, me).iter().find_map(|(_, o)| pick(o))
}

/// The skills a `DontUse` in force forbids (●特定のスキルを使用しない; a passive skill too).
pub fn forbidden(world: &World, me: Entity) -> Vec<String> {
    in_force(world, me)
        .into_iter()
        .filter_map(|(_, o)| match o {
            Order::DontUse(id) => Some(id),
            _ => None,
        })
        .collect()
}
