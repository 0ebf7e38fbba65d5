//! Damage, power-downs and leaving the board (seed 002, ※その他テキスト専門用語): a creature's
//! power is what it can take; damage passes its シールド first (while awake), a power-down does
//! not; at 0 power a creature is defeated (撃破) — its 撤退 skills and its allies' 反応 to a fallen
//! ally come due — while a discard (捨て札) puts it in the graveyard with no skill answering.

use super::board::Beast;
use super::skills::{queue, react, refresh_traits};
use super::state::{BrawlState, Due, beasts, check_outcome, with_side};
use crate::data::brawl::Cue;
use crate::data::keywords::SkillTiming;
use crate::rules::core::fighter::Hp;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::order::ArrivedAt;
use crate::rules::core::keywords::readiness::abilities_on;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Where damage comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamageFrom {
    /// A battle.
    Battle,
    /// An ability of `team`'s creature.
    Ability(usize),
    /// Of itself (poison at dusk: no ability answers it as the opponent's).
    Nature,
}

/// Deals `amount` damage to creature `e`: its shield (while awake) stops what it can, for good;
/// the rest lowers its power. Returns what got through. Damage from the opponent's ability that
/// gets through sets off the creature's 反応 to it.
pub fn hurt(world: &mut World, e: Entity, amount: u32, from: DamageFrom) -> u32 {
    let Some(team) = world.get::<Beast>(e).map(|b| b.team) else {
        return 0;
    };
    let awake = world.get::<Ailments>(e).is_none_or(abilities_on);
    let through = match world.get_mut::<ShieldLeft>(e) {
        Some(mut shield) if awake => shield.absorb(amount),
        _ => amount,
    };
    if let Some(mut b) = world.get_mut::<Beast>(e) {
        b.power -= through as i32;
    }
    log::write(world, EventKind::Damage, |w| {
        let b = w.get::<Beast>(e);
        let name = b.map_or("?", |b| b.name.as_str());
        let left = b.map_or(0, |b| b.power.max(0));
        let stopped = amount - through;
        let shield = if stopped > 0 {
            format!(" ({stopped} stopped by its shield)")
        } else {
            String::new()
        };
        let how = if from == DamageFrom::Nature {
            " of poison"
        } else {
            ""
        };
        Facts::on(w, e)
            .what(if from == DamageFrom::Nature {
                "poison"
            } else {
                "damage"
            })
            .amount(i64::from(through))
            .left(left)
            .says(format!(
                "    {name} takes {through} damage{how}{shield}: power {left}"
            ))
    });
    if through > 0 {
        super::skills::react(world, Cue::Damaged, |x, _| x == e);
    }
    if through > 0 && matches!(from, DamageFrom::Ability(t) if t != team) {
        queue(
            world,
            SkillTiming::Reaction,
            Some(Cue::DamagedByFoe),
            |x, _| x == e,
        );
    }
    through
}

/// Lowers creature `e`'s power by `amount` (not damage: no shield stops it).
pub fn power_down(world: &mut World, e: Entity, amount: i32) {
    if let Some(mut b) = world.get_mut::<Beast>(e) {
        b.power -= amount;
    }
    log::write(world, EventKind::Damage, |w| {
        let b = w.get::<Beast>(e);
        let left = b.map_or(0, |b| b.power.max(0));
        Facts::on(w, e)
            .what("power down")
            .amount(amount)
            .left(left)
            .says(format!(
                "    {} loses {amount} power: power {left}",
                b.map_or("?", |b| b.name.as_str()),
            ))
    });
    if amount > 0 {
        super::skills::react(world, Cue::PoweredDown, |x, _| x == e);
    }
}

/// Defeats every creature at 0 power or less, the earliest arrival first.
pub fn settle(world: &mut World) {
    for (e, b) in beasts(world) {
        if b.power <= 0 {
            defeat(world, e);
        }
    }
}

/// Defeats creature `e` (撃破): to its owner's graveyard; its 撤退 skills come due (when it was
/// awake), and each awake ally's 反応 to a fallen ally.
pub fn defeat(world: &mut World, e: Entity) {
    let Some(b) = world.get::<Beast>(e).cloned() else {
        return;
    };
    log::write(world, EventKind::Retire, |w| {
        Facts::on(w, e)
            .what("defeated")
            .says(format!("    {} is defeated", b.name))
    });
    if world.get::<Ailments>(e).is_none_or(abilities_on) {
        let card = b.def.clone();
        let arrived = world.get::<ArrivedAt>(e).copied().unwrap_or_default();
        let due: Vec<Due> = card
            .skills
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                s.timing == SkillTiming::Retreat && s.row.is_none_or(|r| r == b.sq.row)
            })
            .map(|(i, _)| Due {
                source: e,
                card: b.card.clone(),
                team: b.team,
                skill: i,
                arrived,
                gone: true,
                chain: world.res::<BrawlState>().firing.clone(),
            })
            .collect();
        world.res_mut::<BrawlState>().fresh.extend(due);
    }
    leave(world, e, &b);
    queue(
        world,
        SkillTiming::Reaction,
        Some(Cue::AllyDefeated),
        |_, o| o.team == b.team,
    );
    super::skills::react(world, Cue::FoeDefeated, |_, o| o.team != b.team);
}

/// Discards creature `e` (捨て札): to its owner's graveyard, and no skill answers it.
pub fn discard(world: &mut World, e: Entity) {
    let Some(b) = world.get::<Beast>(e).cloned() else {
        return;
    };
    log::write(world, EventKind::Retire, |w| {
        Facts::on(w, e)
            .what("discarded")
            .says(format!("    {} is discarded to the graveyard", b.name))
    });
    leave(world, e, &b);
}

fn leave(world: &mut World, e: Entity, b: &Beast) {
    let card = b.card.clone();
    with_side(world, b.team, |s| s.graveyard.push(card));
    world.res_mut::<BrawlState>().board.retain(|x| *x != e);
    world.despawn(e);
    refresh_traits(world);
}

/// Changes `team`'s life by `delta`; the battle ends when a player has none left.
pub fn change_life(world: &mut World, team: usize, delta: i32) {
    let Some(p) = world.res::<BrawlState>().player(team) else {
        return;
    };
    if let Some(mut hp) = world.get_mut::<Hp>(p) {
        hp.current += delta;
    }
    check_outcome(world);
    if delta > 0 {
        react(world, crate::data::brawl::Cue::LifeRegained, |_, b| {
            b.team == team
        });
    }
}
