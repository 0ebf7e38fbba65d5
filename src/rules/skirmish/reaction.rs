//! The reactions to a hit, each a decision the battle may wait on: the target answers (dodge,
//! guard or nothing, 回避/ガード), then each character who may protect it is asked in entry
//! order (かばう) until one does; then the hit lands.

use super::ask::{self as control, Choice, Request};
use super::attack::{self, AttackInProgress, AttackTerms, PendingAttack};
use super::check::CardPick;
use super::defence::{self, Answer, Defence};
use super::protect::{self, Blow};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::Step;
use crate::rules::core::decisions::by_plans;
use crate::rules::core::log;
use bevy::prelude::*;

/// Takes the attack in progress as far as the decisions allow; `Blocked` while a player is asked.
pub fn answer_attack(world: &mut World) -> Step {
    let Some(mut p) = world.resource_mut::<AttackInProgress>().0.take() else {
        return Step::Continue;
    };
    let answer = match p.answer {
        Some(a) => a,
        None => {
            // Plans answer without looking at the options: no need to list and label them.
            // (This is `decisions::ask`'s plans branch taken early; keep the two alike.)
            let how = if by_plans(world, p.target) {
                control::plans_defence(world, p.target)
            } else {
                loop {
                    let options = defence::options(world, p.target, &p.terms, &p.hit, &p.helped);
                    let request = Request::Defend {
                        who: p.target,
                        label: describe(world, &p),
                        options,
                    };
                    let Some(Choice::Defend(how)) = control::decide(world, p.target, request)
                    else {
                        return wait(world, p);
                    };
                    // 連携: a card handed over stays in the hand, and the answer is asked again.
                    let Defence::Take { ally, card } = how else {
                        break how;
                    };
                    super::cooperate::give(world, ally, p.target, usize::from(card));
                    p.helped.push(ally);
                }
            };
            let a = defence::defend(world, p.target, &p.terms, &p.hit, how);
            p.answer = Some(a);
            a
        }
    };
    let mut victim = p.target;
    if answer != Answer::Dodged {
        let blow = Blow::Hit(p.terms.power);
        let mut asked = std::mem::take(&mut p.asked);
        let found = protector(world, p.target, blow, &mut asked, |w| describe(w, &p));
        p.asked = asked;
        match found {
            None => return wait(world, p),
            Some(Some(ally)) => victim = ally,
            Some(None) => {}
        }
    }
    attack::land(world, &p, answer, victim);
    if world.resource::<Battle>().outcome.is_some() {
        return Step::Ended;
    }
    Step::Continue
}

/// Asks everyone who may protect `target` from `blow` in entry order, skipping those in `asked`
/// (who said no), until one does: `Some(Some(ally))` when one takes it (paying for it),
/// `Some(None)` when nobody does, `None` while a player is asked. Only the target's side is asked:
/// plans never shield the other side, and the window never asks a player's character to.
pub fn protector(
    world: &mut World,
    target: Entity,
    blow: Blow,
    asked: &mut Vec<Entity>,
    label: impl Fn(&World) -> String,
) -> Option<Option<Entity>> {
    // The other side's would say no (`plans_protect`; the window never asks them): not asked.
    for ally in protect::candidates_on_side(world, target) {
        if asked.contains(&ally) {
            continue;
        }
        let answer = if by_plans(world, ally) {
            Some(Choice::Protect(control::plans_protect(
                world, ally, target, blow,
            )))
        } else {
            let request = Request::Protect {
                who: ally,
                target,
                label: label(world),
                blow,
            };
            control::decide(world, ally, request)
        };
        match answer {
            None => return None,
            Some(Choice::Protect(true)) => {
                protect::take_blow(world, ally, target);
                return Some(Some(ally));
            }
            Some(_) => asked.push(ally),
        }
    }
    Some(None)
}

fn wait(world: &mut World, p: PendingAttack) -> Step {
    world.resource_mut::<AttackInProgress>().0 = Some(p);
    Step::Blocked
}

/// The attack and its hit check, for the prompt.
fn describe(world: &World, p: &PendingAttack) -> String {
    format!(
        "{} attacks {} with {}: hit check {}{}",
        log::name(world, p.attacker),
        log::name(world, p.target),
        p.terms.name,
        p.hit.value,
        if p.hit.critical { " (critical)" } else { "" }
    )
}

/// Resolves an attack already declared and paid for: the hit check, then the reactions as in a
/// turn (plans and the autopilot answer at once; a player's answer leaves it waiting in
/// [`AttackInProgress`]).
pub fn resolve(
    world: &mut World,
    attacker: Entity,
    terms: &AttackTerms,
    target: Entity,
    pick: CardPick,
) {
    let pending = attack::hit(world, attacker, terms, target, pick);
    world.resource_mut::<AttackInProgress>().0 = pending;
    answer_attack(world);
}
