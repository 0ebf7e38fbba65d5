//! Choosing targets: sides, range (with range modifiers on every number), and the relief rule
//! for damage and HP reduction out of range (seed 000, 詰み回避の為の特例ルール).

use super::battlefield;
use super::chain::{Target, active_fighters};
use super::control::{self, Choice, Request};
use super::effects::NeedsDecision;
use super::fighter::{Fighter, Position, Retired};
use crate::data::{Range, Targeting};
use bevy::prelude::*;

/// Whether `user` reaches `target` with `range`: `Some(None)` in range, `Some(Some(shortfall))`
/// by the relief rule (only when the effect deals damage or reduces HP and no fighter stands on a
/// line between them), `None` not at all.
pub fn reach(
    world: &mut World,
    user: Entity,
    target: Entity,
    range: Option<&Range>,
    has_hp_loss: bool,
) -> Option<Option<i32>> {
    let Some(range) = range else {
        return Some(None);
    };
    let range = range.shifted(battlefield::range_bonus(world, user));
    let d = battlefield::distance(world, user, target)?;
    if range.reaches(d) {
        return Some(None);
    }
    let shortfall = range.shortfall(d);
    (has_hp_loss && shortfall > 0 && battlefield::nothing_between(world, user, target))
        .then_some(Some(shortfall))
}

/// Picks the targets of a card or ability. `Ok(None)`: nobody can be targeted.
pub fn pick(
    world: &mut World,
    user: Entity,
    targeting: Targeting,
    range: Option<&Range>,
    cause: Option<Entity>,
    has_hp_loss: bool,
    label: &str,
) -> Result<Option<Vec<Target>>, NeedsDecision> {
    let Some(team) = world.get::<Fighter>(user).map(|f| f.team) else {
        return Ok(None);
    };
    let wants = |world: &World, e: Entity| {
        let other = world.get::<Fighter>(e).map(|f| f.team);
        match targeting {
            Targeting::OneEnemy | Targeting::AllEnemies | Targeting::EnemyLine => {
                other != Some(team)
            }
            Targeting::OneAlly | Targeting::AllAllies => other == Some(team),
            Targeting::OneAny | Targeting::Everyone => true,
            Targeting::Myself => e == user,
            Targeting::Source => Some(e) == cause,
        }
    };
    let mut candidates = Vec::new();
    for e in active_fighters(world) {
        if !wants(world, e) {
            continue;
        }
        let in_reach = if targeting == Targeting::Myself {
            Some(None)
        } else {
            reach(world, user, e, range, has_hp_loss)
        };
        if let Some(relief) = in_reach {
            candidates.push(Target { entity: e, relief });
        }
    }
    if candidates.is_empty() {
        return Ok(None);
    }
    let chosen = match targeting {
        Targeting::OneEnemy | Targeting::OneAlly | Targeting::OneAny => {
            let request = Request::Target {
                label: label.to_string(),
                candidates: candidates.iter().map(|t| t.entity).collect(),
            };
            match control::decide(world, user, request) {
                Some(Choice::Target(e)) => {
                    candidates.into_iter().filter(|t| t.entity == e).collect()
                }
                Some(_) => Vec::new(),
                None => return Err(NeedsDecision),
            }
        }
        Targeting::EnemyLine => {
            let mut lines: Vec<(usize, crate::data::LineName)> = candidates
                .iter()
                .filter_map(|t| {
                    Some((
                        world.get::<Fighter>(t.entity)?.team,
                        world.get::<Position>(t.entity)?.line,
                    ))
                })
                .collect();
            lines.sort();
            lines.dedup();
            match control::decide(
                world,
                user,
                Request::Line {
                    label: label.to_string(),
                    options: lines,
                },
            ) {
                Some(Choice::Line(team, line)) => candidates
                    .into_iter()
                    .filter(|t| {
                        world.get::<Fighter>(t.entity).map(|f| f.team) == Some(team)
                            && world.get::<Position>(t.entity).map(|p| p.line) == Some(line)
                    })
                    .collect(),
                Some(_) => Vec::new(),
                None => return Err(NeedsDecision),
            }
        }
        _ => candidates,
    };
    let chosen: Vec<Target> = chosen
        .into_iter()
        .filter(|t| world.get::<Retired>(t.entity).is_none())
        .collect();
    Ok((!chosen.is_empty()).then_some(chosen))
}
