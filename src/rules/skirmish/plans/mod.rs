//! How plans play a Skirmish turn. The first plan whose conditions hold sets the style
//! (`Close`, `Shoot`, `Withdraw`, `Hold`) and the first target instruction ranks the foes; then
//! every square the aux move reaches is weighed for the best attack from it — height, cover, a
//! fall on the way and melee reach all count — and the turn's next action is the first step.

mod approach;
mod ground;
mod strike;

use super::actions::{Recovery, TacticalAction};
use super::state::{Conditions, Sheet};
use crate::data::plan::{Condition, FighterPlan, Instruction, Topic, When};
use crate::data::sheet::{Boon, TechniqueEffect, WeaponKind};
use crate::rules::core::fighter::Hp;
use approach::approach;
use bevy::prelude::*;
use strike::strike;

/// How a fighter moves and strikes this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Close,
    Shoot,
    Withdraw,
    Hold,
}

/// One decision as the plans weigh it: who decides, the actions open, the style and the foes'
/// ranking, and the ground, read once (on first use) for both the attack and the move.
struct Weighing<'a> {
    me: Entity,
    options: &'a [TacticalAction],
    style: Style,
    rank: Instruction,
    ground: Option<ground::Ground>,
}

/// The plans' next action for `me` among `options`; `applies` tells whether a plan's conditions
/// hold.
pub fn choose(
    world: &mut World,
    me: Entity,
    options: &[TacticalAction],
    plans: &[FighterPlan],
    applies: &mut dyn FnMut(&mut World, &When<Condition>) -> bool,
) -> TacticalAction {
    let mut style = None;
    let mut rank = None;
    for p in plans {
        let wanted = match p.then.topic() {
            Topic::Movement => style.is_none(),
            Topic::Target => rank.is_none(),
            _ => false,
        };
        if !wanted || !applies(world, &p.when) {
            continue;
        }
        match p.then {
            Instruction::Close | Instruction::Advance => style = Some(Style::Close),
            Instruction::Shoot => style = Some(Style::Shoot),
            Instruction::Withdraw | Instruction::Retreat => style = Some(Style::Withdraw),
            Instruction::Hold => style = Some(Style::Hold),
            Instruction::TargetWeakest
            | Instruction::TargetStrongest
            | Instruction::TargetNearest
            | Instruction::TargetFirstToAct => rank = Some(p.then.clone()),
            // Foes are ranked; the most hurt ally is for mending, which always takes it.
            _ => {}
        }
    }
    let sheet = world.get::<Sheet>(me).map(|s| s.0.clone());
    let shooter = sheet
        .as_ref()
        .and_then(|s| s.weapons.first())
        .is_some_and(|w| w.kind == WeaponKind::Ranged);
    let style = style.unwrap_or(if shooter { Style::Shoot } else { Style::Close });
    let rank = rank.unwrap_or(Instruction::TargetNearest);
    let fallback = *options.last().unwrap_or(&TacticalAction::Wait);
    // The recoveries open, found in one pass over the options.
    let recoveries: Vec<Recovery> = options
        .iter()
        .filter_map(|a| match a {
            TacticalAction::Recover(r) => Some(*r),
            _ => None,
        })
        .collect();
    let has =
        |a: &TacticalAction| matches!(a, TacticalAction::Recover(r) if recoveries.contains(r));
    for r in [Recovery::Prone, Recovery::Paralysis] {
        if has(&TacticalAction::Recover(r)) {
            return TacticalAction::Recover(r);
        }
    }
    if let Some(a) = mend(world, options) {
        return a;
    }
    if let Some(a) = bestow(world, me, options, style) {
        return a;
    }
    let mut weighing = Weighing {
        me,
        options,
        style,
        rank,
        ground: None,
    };
    if let Some(a) = strike(world, &mut weighing) {
        return a;
    }
    for r in [Recovery::Frenzy, Recovery::Shaken] {
        if has(&TacticalAction::Recover(r)) {
            return TacticalAction::Recover(r);
        }
    }
    if style != Style::Hold
        && let Some(a) = approach(world, &mut weighing)
    {
        return a;
    }
    fallback
}

/// Heal an ally (the user included) at half HP or less, the most hurt first.
fn mend(world: &World, options: &[TacticalAction]) -> Option<TacticalAction> {
    options
        .iter()
        .filter_map(|a| match a {
            TacticalAction::Mend { target, .. } => {
                let h = world.get::<Hp>(*target)?;
                (h.current * 2 <= h.start).then_some((*a, h.current - h.start))
            }
            _ => None,
        })
        .min_by_key(|(_, missing)| *missing)
        .map(|(a, _)| a)
}

/// Float for a shooter who has not got it; absent at half HP or less.
fn bestow(
    world: &World,
    me: Entity,
    options: &[TacticalAction],
    style: Style,
) -> Option<TacticalAction> {
    let sheet = world.get::<Sheet>(me)?.0.clone();
    let c = world.get::<Conditions>(me).copied().unwrap_or_default();
    let hurt = world
        .get::<Hp>(me)
        .is_some_and(|h| h.current * 2 <= h.start);
    options.iter().copied().find(|a| {
        let TacticalAction::Bestow { technique } = a else {
            return false;
        };
        match sheet.techniques[usize::from(*technique)].effect {
            TechniqueEffect::Bestow(Boon::Float) => !c.float && style == Style::Shoot,
            TechniqueEffect::Bestow(Boon::Absent) => !c.absent && hurt,
            _ => false,
        }
    })
}
