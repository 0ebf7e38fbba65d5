//! What a skill's effect does once its aim is chosen and its bait paid.

use super::board::{Beast, OwnTraits};
use super::harm::change_life;
use super::harm::{self, DamageFrom};
use super::state::{Due, player_facts, with_side};
use crate::data::brawl::check::BAIT_MAX;
use crate::data::brawl::{Aim, Skill, SkillEffect};
use crate::data::keywords::Trait;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts, Line};
use bevy::prelude::*;

/// Applies `skill` of `due`'s creature (`name`) to `creatures` (its aim, chosen), or to its
/// controller or the opponent, or seals `sealed`.
pub fn apply(
    world: &mut World,
    due: &Due,
    name: &str,
    skill: &Skill,
    creatures: &[Entity],
    sealed: &[usize],
) {
    let foe = 1 - due.team;
    let say = |w: &mut World, kind, line: Line| log::write(w, kind, |_| line);
    let skill_id = super::skills::skill_id(due);
    let on_player = |w: &World, team| {
        player_facts(w, team)
            .by(w, due.source)
            .what(skill_id.as_str())
    };
    match &skill.effect {
        SkillEffect::Damage(n) if skill.aim == Aim::Opponent => {
            say(
                world,
                EventKind::Damage,
                on_player(world, foe).amount(*n).says(format!(
                    "  {name}'s skill deals {n} damage to the other player"
                )),
            );
            change_life(world, foe, -i32::from(*n));
        }
        SkillEffect::Heal(n) => {
            say(
                world,
                EventKind::Heal,
                on_player(world, due.team)
                    .amount(*n)
                    .says(format!("  {name}'s skill: its player regains {n} life")),
            );
            change_life(world, due.team, i32::from(*n));
        }
        SkillEffect::Draw(n) => {
            say(
                world,
                EventKind::Action,
                on_player(world, due.team)
                    .amount(*n)
                    .says(format!("  {name}'s skill: its player draws {n}")),
            );
            for _ in 0..*n {
                super::state::draw(world, due.team);
            }
        }
        SkillEffect::Bait(n) => {
            with_side(world, due.team, |s| {
                s.bait = s.bait.saturating_add(*n).min(BAIT_MAX)
            });
            say(
                world,
                EventKind::Heal,
                on_player(world, due.team)
                    .amount(*n)
                    .says(format!("  {name}'s skill: its player gains {n} bait")),
            );
        }
        SkillEffect::Seal(_) => {
            if super::seal::seal(world, foe, sealed) {
                super::skills::react(world, crate::data::brawl::Cue::Sealed, |_, b| b.team == foe);
                let squares: Vec<String> = sealed
                    .iter()
                    .map(|i| super::board::Sq::at(*i).label())
                    .collect();
                say(
                    world,
                    EventKind::Field,
                    on_player(world, foe)
                        .amount(squares.len() as i64)
                        .says(format!(
                            "  {name} seals the other territory's {}",
                            squares.join(", ")
                        )),
                );
            }
        }
        SkillEffect::Aura(_) => {}
        effect => {
            if creatures.is_empty() {
                say(
                    world,
                    EventKind::Nothing,
                    Facts::on(world, due.source)
                        .what(skill_id.as_str())
                        .says(format!("  {name}'s skill reaches no creature")),
                );
            }
            for &e in creatures {
                on_creature(world, due, name, effect, e);
            }
        }
    }
}

fn on_creature(world: &mut World, due: &Due, name: &str, effect: &SkillEffect, e: Entity) {
    let Some(target) = world.get::<Beast>(e).map(|b| b.name.clone()) else {
        return;
    };
    let say = |w: &mut World, kind, line: Line| log::write(w, kind, |_| line);
    let facts = Facts::on(world, e)
        .by(world, due.source)
        .what(super::skills::skill_id(due));
    match effect {
        SkillEffect::Damage(n) => {
            say(
                world,
                EventKind::Damage,
                facts
                    .amount(*n)
                    .says(format!("  {name}'s skill deals {n} damage to {target}")),
            );
            harm::hurt(world, e, u32::from(*n), DamageFrom::Ability(due.team));
        }
        SkillEffect::PowerUp(n) => {
            let power = world.get_mut::<Beast>(e).map(|mut b| {
                b.power += i32::from(*n);
                b.power
            });
            say(
                world,
                EventKind::Heal,
                facts
                    .amount(*n)
                    .left(power.unwrap_or(0))
                    .says(format!("  {name}'s skill: {target} gains {n} power")),
            );
        }
        SkillEffect::PowerDown(n) => {
            say(
                world,
                EventKind::Damage,
                facts
                    .amount(*n)
                    .says(format!("  {name}'s skill lowers {target}'s power")),
            );
            harm::power_down(world, e, i32::from(*n));
        }
        SkillEffect::Inflict(a) => {
            // A sleeper's traits are off: a sleeping 健康体 creature can be poisoned.
            let traits = super::fight::working(world, e);
            let before = world.get::<Ailments>(e).cloned();
            let done = world
                .get_mut::<Ailments>(e)
                .is_some_and(|mut s| s.inflict(*a, &traits));
            if done && before != world.get::<Ailments>(e).cloned() {
                super::skills::react(world, crate::data::brawl::Cue::Afflicted, |x, _| x == e);
            }
            let facts = facts.what(a.key()).amount(i64::from(done));
            let text = if done {
                format!("  {name}'s skill puts {target} in {}", a.key())
            } else {
                format!("  {target} is Hale: no {} takes hold", a.key())
            };
            say(world, EventKind::Status, facts.says(text));
        }
        SkillEffect::Grant(t) => grant(world, name, &target, e, t, facts),
        SkillEffect::Discard => {
            say(
                world,
                EventKind::Action,
                facts.says(format!("  {name}'s skill discards {target}")),
            );
            harm::discard(world, e);
        }
        _ => {}
    }
}

/// Gives creature `e` trait `t` — never one its traits now exclude (軽快 and 鈍足), nor one it
/// has; a shield starts at its value.
fn grant(world: &mut World, name: &str, target: &str, e: Entity, t: &Trait, facts: Facts) {
    let now = world.get::<HasTraits>(e).cloned().unwrap_or_default();
    let mut probe = now.clone();
    let allowed = probe.gain(t.clone());
    let text = if allowed {
        if let Some(mut own) = world.get_mut::<OwnTraits>(e) {
            own.0.0.push(t.clone());
        }
        if let Trait::Shield(n) = t
            && let Some(mut s) = world.get_mut::<ShieldLeft>(e)
        {
            s.0 = *n;
        }
        format!("  {name}'s skill gives {target} {}", t.explain().0)
    } else {
        format!(
            "  {target} cannot gain {}: its traits exclude it, or it has it",
            t.explain().0
        )
    };
    let facts = facts.what(t.explain().0).amount(i64::from(allowed));
    log::write(world, EventKind::Status, |_| facts.says(text));
    super::skills::refresh_traits(world);
}
