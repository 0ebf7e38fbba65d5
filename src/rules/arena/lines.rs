//! A skill's lines as they resolve (seed 001, 〔イベントについて〕 and 《状態異常》): an attack or
//! counterattack goes on the chain; a heal restores HP (or, under Boil, loses it); a reduction
//! answers an attack; a status is given by the dispersion and left-front rules unless a plan
//! aims it. Amounts take Weaken and Heat and are never below 0 (基本原則).

use super::bout::{Bout, chance};
use super::chain::{Attack, ChainArea, Event, place};
use super::panels::{maintained, release};
use super::plans::first_of;
use super::state::{CharacterStatuses, Patterns, PlanList, SkillList, WaitingReductions, count};
use super::verdict::check_defeat;
use crate::data::arena::{
    Aim, ArenaStatus, Definition, Order, Side, SkillFilter, SkillLine, StatusHolder,
    WhileMaintained,
};
use crate::rules::core::fighter::Hp;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// `base` for skill `k` of `me` paid with `panels`: +1 per Heat on the skill, −1 per Weaken on
/// the skill and on each of those panels, never below 0.
pub fn amount(world: &World, me: Entity, k: usize, panels: &[usize], base: u32) -> i32 {
    let skill = world.get::<SkillList>(me).and_then(|l| l.0.get(k));
    let on_skill = |s: ArenaStatus| skill.map_or(0, |x| count(&x.statuses, s)) as i32;
    let on_panels: i32 = world.get::<Patterns>(me).map_or(0, |p| {
        panels
            .iter()
            .filter_map(|i| p.panels().get(*i))
            .map(|x| count(&x.statuses, ArenaStatus::Weaken) as i32)
            .sum()
    });
    (base as i32 + on_skill(ArenaStatus::Heat) - on_skill(ArenaStatus::Weaken) - on_panels).max(0)
}

/// Loses `n` HP (not damage: nothing reduces it).
pub fn lose_hp(world: &mut World, who: Entity, n: i32, why: &str) {
    let Some(mut hp) = world.get_mut::<Hp>(who) else {
        return;
    };
    let before = hp.current;
    hp.current -= n;
    let after = hp.current;
    log::write(world, EventKind::Damage, |w| {
        Facts::on(w, who)
            .what(why)
            .amount(n)
            .left(after)
            .says(format!(
                "  {} loses {n} HP to {why} ({before} → {after})",
                log::name(w, who)
            ))
    });
}

/// Marks the panels paid for maintained skill `k` as its maintenance panels, when it can be
/// maintained as its use resolves (5.スキルについて 維持: every panel still used and without
/// Bind, the skill without Bind).
pub fn begin_maintenance(world: &mut World, me: Entity, k: usize, panels: &[usize]) {
    let skill_free = world
        .get::<SkillList>(me)
        .and_then(|l| l.0.get(k))
        .is_some_and(|s| !s.statuses.contains(&ArenaStatus::Bind));
    let Some(mut patterns) = world.get_mut::<Patterns>(me) else {
        return;
    };
    let ok = skill_free
        && panels.iter().all(|i| {
            patterns
                .panels()
                .get(*i)
                .is_some_and(|p| p.used && !p.bound())
        });
    if !ok {
        return;
    }
    for &i in panels {
        if let Some(p) = patterns.panels_mut().get_mut(i) {
            p.maintains = Some(k);
        }
    }
    log::write(world, EventKind::Status, |w| {
        let skill = w.get::<SkillList>(me).and_then(|l| l.0.get(k));
        let name = skill.map_or("", |s| s.card.name.as_str());
        Facts::on(w, me)
            .what(skill.map_or("", |s| s.id.as_str()))
            .says(format!("  {}'s {name} is maintained", log::name(w, me)))
    });
}

/// Resolves line `line` of skill `k` of `me`.
pub fn resolve_line(
    world: &mut World,
    me: Entity,
    k: usize,
    line: usize,
    panels: &[usize],
    answering: Option<u32>,
) {
    let Some(card) = world
        .get::<SkillList>(me)
        .and_then(|l| l.0.get(k))
        .map(|s| s.card.clone())
    else {
        return;
    };
    let Some(text) = card.lines.get(line).cloned() else {
        return;
    };
    let foe = world.res::<Bout>().foe(me);
    match text {
        SkillLine::Attack(n) | SkillLine::Counterattack(n) => {
            let Some(target) = foe else { return };
            let amount = amount(world, me, k, panels, n);
            let id = world.res_mut::<ChainArea>().attack_id();
            let counter = matches!(text, SkillLine::Counterattack(_));
            place(
                world,
                Event::Attack(Attack {
                    id,
                    owner: me,
                    target,
                    amount,
                    counter,
                    not_reduced: card.definitions.contains(&Definition::NotReduced),
                    reductions: Vec::new(),
                }),
            );
        }
        SkillLine::Heal(n) => {
            let amount = amount(world, me, k, panels, n);
            heal(world, me, amount);
        }
        SkillLine::Reduce(n) => {
            let amount = amount(world, me, k, panels, n);
            let mut chain = world.res_mut::<ChainArea>();
            let on_chain = chain.events.iter_mut().find_map(|(e, _)| match e {
                Event::Attack(a) if Some(a.id) == answering => Some(a),
                _ => None,
            });
            let answered = on_chain.map(|a| a.reductions.push(amount)).is_some();
            if !answered && let Some(mut w) = world.get_mut::<WaitingReductions>(me) {
                w.0.push(amount);
            }
        }
        SkillLine::Give {
            status,
            to,
            side,
            skills,
            chance: odds,
        } => {
            let holder = match side {
                Side::Opponent => foe,
                Side::Myself => Some(me),
            };
            if let Some(holder) = holder {
                give(world, (me, k), holder, (status, to, skills), odds);
            }
        }
    }
}

/// Heals `who` by `n`, never above its most HP; under Boil it loses `n` instead.
fn heal(world: &mut World, who: Entity, n: i32) {
    let boiled = world
        .get::<CharacterStatuses>(who)
        .is_some_and(|c| c.0.contains(&ArenaStatus::Boil));
    if boiled {
        if n > 0 {
            lose_hp(world, who, n, "Boil");
            check_defeat(world);
        }
        return;
    }
    let Some(mut hp) = world.get_mut::<Hp>(who) else {
        return;
    };
    let before = hp.current;
    hp.current = (hp.current + n).min(hp.start).max(before);
    let after = hp.current;
    log::write(world, EventKind::Heal, |w| {
        Facts::on(w, who)
            .what("heal")
            .amount(after - before)
            .left(after)
            .says(format!(
                "  {} heals {} ({before} → {after})",
                log::name(w, who),
                after - before
            ))
    });
}

/// An attack resolves: its damage, reduced (unless it cannot be) by the reductions that
/// answered it, the ones waiting on its target, and the target's maintained skills.
pub fn resolve_attack(world: &mut World, a: Attack) {
    let mut damage = a.amount;
    if !a.not_reduced {
        let mut all = a.reductions.clone();
        if let Some(mut w) = world.get_mut::<WaitingReductions>(a.target) {
            all.append(&mut w.0);
        }
        if let Some(list) = world.get::<SkillList>(a.target).cloned() {
            for (k, s) in list.0.iter().enumerate() {
                if !maintained(world, a.target, k) {
                    continue;
                }
                let marks: Vec<usize> = world.get::<Patterns>(a.target).map_or(Vec::new(), |p| {
                    (0..p.panels().len())
                        .filter(|i| p.panels()[*i].maintains == Some(k))
                        .collect()
                });
                for WhileMaintained::ReduceAttacks(n) in &s.card.while_maintained {
                    all.push(amount(world, a.target, k, &marks, *n));
                }
            }
        }
        for r in all {
            damage = (damage - r).max(0);
        }
    }
    let kind = if a.counter { "counterattack" } else { "attack" };
    let Some(mut hp) = world.get_mut::<Hp>(a.target) else {
        return;
    };
    let before = hp.current;
    hp.current -= damage;
    let after = hp.current;
    log::write(world, EventKind::Damage, |w| {
        let facts = Facts::on(w, a.target)
            .by(w, a.owner)
            .what(kind)
            .amount(damage)
            .left(after);
        facts.says(if damage == 0 {
            format!(
                "  {}'s {kind} deals no damage to {}",
                log::name(w, a.owner),
                log::name(w, a.target)
            )
        } else {
            format!(
                "  {}'s {kind} deals {damage} to {} ({before} → {after})",
                log::name(w, a.owner),
                log::name(w, a.target)
            )
        })
    });
    if damage > 0 {
        check_defeat(world);
    }
}

/// What a status line may go to on `holder`: (the holder's kind, places), in left-front order.
fn candidates(world: &World, holder: Entity, to: StatusHolder, filter: SkillFilter) -> Vec<usize> {
    match to {
        StatusHolder::Character => vec![0],
        StatusHolder::Skill => world.get::<SkillList>(holder).map_or(Vec::new(), |l| {
            (0..l.0.len())
                .filter(|k| match filter {
                    SkillFilter::Any => true,
                    SkillFilter::SwordSkill => l.0[*k].card.is_sword_skill(),
                    SkillFilter::Magic => !l.0[*k].card.is_sword_skill(),
                })
                .collect()
        }),
        StatusHolder::Panel => world
            .get::<Patterns>(holder)
            .map_or(Vec::new(), |p| (0..p.panels().len()).collect()),
        StatusHolder::Plan => world
            .get::<PlanList>(holder)
            .map_or(Vec::new(), |p| (0..p.0.len()).collect()),
    }
}

/// The statuses on one candidate.
fn statuses_of(world: &World, holder: Entity, to: StatusHolder, i: usize) -> Vec<ArenaStatus> {
    match to {
        StatusHolder::Character => world.get::<CharacterStatuses>(holder).map(|c| c.0.clone()),
        StatusHolder::Skill => world
            .get::<SkillList>(holder)
            .and_then(|l| l.0.get(i).map(|s| s.statuses.clone())),
        StatusHolder::Panel => world
            .get::<Patterns>(holder)
            .and_then(|p| p.panels().get(i).map(|x| x.statuses.clone())),
        StatusHolder::Plan => world
            .get::<PlanList>(holder)
            .and_then(|p| p.0.get(i).map(|x| x.statuses.clone())),
    }
    .unwrap_or_default()
}

/// Whether `aim` takes candidate `i`.
fn aimed(world: &World, holder: Entity, to: StatusHolder, aim: &Aim, i: usize) -> bool {
    match (to, aim) {
        (StatusHolder::Skill, Aim::SkillWithout(s)) => {
            !statuses_of(world, holder, to, i).contains(s)
        }
        (StatusHolder::Skill, Aim::Skill(id)) => world
            .get::<SkillList>(holder)
            .is_some_and(|l| l.0.get(i).is_some_and(|x| x.id == *id)),
        (StatusHolder::Panel, aim) => world.get::<Patterns>(holder).is_some_and(|p| {
            let panels = p.panels();
            let Some(x) = panels.get(i) else { return false };
            match aim {
                Aim::PanelOf(attr) => x.panel == *attr,
                Aim::UnusedPanel => !x.used,
                Aim::MostNumerousPanel => {
                    let n = |a| panels.iter().filter(|y| y.panel == a).count();
                    panels.iter().all(|y| n(y.panel) <= n(x.panel))
                }
                _ => false,
            }
        }),
        _ => false,
    }
}

/// Gives `status` to one of `holder`'s `to`: nothing when there is none to give it to (and no
/// roll); otherwise the chance is rolled, then the target chosen as the line resolves — within
/// the first plan in force that aims this skill (left-front), or else by the dispersion rule
/// (fewest statuses) and then left-front (6.細則). A plan that finds nothing is ignored.
fn give(
    world: &mut World,
    (me, k): (Entity, usize),
    holder: Entity,
    (status, to, filter): (ArenaStatus, StatusHolder, SkillFilter),
    odds: (u8, u8),
) {
    let Some(user) = world.get::<SkillList>(me).and_then(|l| l.0.get(k)).cloned() else {
        return;
    };
    let skill = user.card.name.as_str();
    let all = candidates(world, holder, to, filter);
    if all.is_empty() {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, me)
                .what(format!("{status:?}"))
                .says(format!("  {skill}: nothing to give {status:?} to"))
        });
        return;
    }
    if !chance(world, odds) {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, me)
                .what(format!("{status:?}"))
                .amount(0)
                .says(format!(
                    "  {skill}: {status:?} is not given (the roll fails)"
                ))
        });
        return;
    }
    let aim = first_of(world, me, |o| match o {
        Order::Aim(id, aim) if *id == user.id => Some(aim.clone()),
        _ => None,
    });
    let by_plan = aim.and_then(|aim| {
        all.iter()
            .copied()
            .find(|&i| aimed(world, holder, to, &aim, i))
    });
    let target = by_plan.unwrap_or_else(|| {
        let fewest = all
            .iter()
            .map(|&i| statuses_of(world, holder, to, i).len())
            .min()
            .unwrap_or(0);
        all.iter()
            .copied()
            .find(|&i| statuses_of(world, holder, to, i).len() == fewest)
            .unwrap_or(all[0])
    });
    add_status(world, holder, to, target, status);
}

/// Puts one `status` on place `i` of `holder`'s `to`, and ends a maintenance it breaks (Bind on a
/// maintenance panel or a maintained skill, 5.スキルについて 維持).
fn add_status(world: &mut World, holder: Entity, to: StatusHolder, i: usize, status: ArenaStatus) {
    let mut broken = None;
    let what = match to {
        StatusHolder::Character => {
            if let Some(mut c) = world.get_mut::<CharacterStatuses>(holder) {
                c.0.push(status);
            }
            String::new()
        }
        StatusHolder::Skill => {
            let Some(mut l) = world.get_mut::<SkillList>(holder) else {
                return;
            };
            let Some(s) = l.0.get_mut(i) else { return };
            s.statuses.push(status);
            broken = (status == ArenaStatus::Bind).then_some(i);
            format!("'s {}", s.card.name)
        }
        StatusHolder::Panel => {
            let Some(mut p) = world.get_mut::<Patterns>(holder) else {
                return;
            };
            let Some(x) = p.panels_mut().get_mut(i) else {
                return;
            };
            x.statuses.push(status);
            if status == ArenaStatus::Bind {
                broken = x.maintains;
            }
            format!("'s panel P{} ({:?})", i + 1, x.panel)
        }
        StatusHolder::Plan => {
            if let Some(mut p) = world.get_mut::<PlanList>(holder)
                && let Some(x) = p.0.get_mut(i)
            {
                x.statuses.push(status);
            }
            format!("'s plan {}", i + 1)
        }
    };
    log::write(world, EventKind::Status, |w| {
        Facts::on(w, holder)
            .what(format!("{status:?}"))
            .amount(1)
            .says(format!("  {status:?} on {}{what}", log::name(w, holder)))
    });
    if let Some(k) = broken {
        release(world, holder, k);
    }
}
