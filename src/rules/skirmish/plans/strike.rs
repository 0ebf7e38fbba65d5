//! Plans' attack: the best attack this turn, from where the fighter stands or after an aux move.

use super::Style;
use super::ground::{Ground, worth};
use crate::data::plan::Instruction;
use crate::rules::core::battlefield::GridPos;
use crate::rules::skirmish::actions::{TacticalAction, targets};
use crate::rules::skirmish::attack::{AttackTerms, Source};
use crate::rules::skirmish::movement::reach_for;
use crate::rules::skirmish::space::{holding_foes, in_range_from};
use crate::rules::skirmish::state::{Conditions, Sheet, TurnActions};
use bevy::prelude::*;

/// The best attack this turn: from here, or after an aux move to a better square.
pub(super) fn strike(
    world: &mut World,
    me: Entity,
    options: &[TacticalAction],
    style: Style,
    rank: Instruction,
) -> Option<TacticalAction> {
    let sheet = world.get::<Sheet>(me)?.0.clone();
    let used = world.get::<TurnActions>(me).copied().unwrap_or_default();
    if used.main || world.get::<Conditions>(me).is_some_and(|c| c.paralysis) {
        return None;
    }
    let here = *world.get::<GridPos>(me)?;
    // The attacks open now name the sources the fighter may use (AC, MP, frenzy).
    let mut sources: Vec<Source> = options
        .iter()
        .filter_map(|a| match a {
            TacticalAction::Attack { source, .. } => Some(*source),
            _ => None,
        })
        .collect();
    sources.dedup();
    if sources.is_empty() {
        return None;
    }
    let may_move = !used.aux && style != Style::Hold && holding_foes(world, me).is_empty();
    let mut squares = vec![(here, Vec::new())];
    if may_move && !world.get::<Conditions>(me).is_some_and(|c| c.prone) {
        let reach = reach_for(world, me, sheet.move_metres, false);
        for (p, _) in reach.squares().filter(|(p, _)| *p != here) {
            squares.push((p, reach.path(p)));
        }
    }
    let foes = targets(world, me, true);
    let ground = Ground::read(world, me);
    let mut best: Option<(i32, GridPos, TacticalAction)> = None;
    for (p, path) in &squares {
        let merit = ground.merit(*p, path, style);
        for &source in &sources {
            let Some(terms) = AttackTerms::of(&sheet, source) else {
                continue;
            };
            let cost = match source {
                Source::Weapon(_) => 4,
                Source::Technique(i) => sheet.techniques[usize::from(i)].ac,
            };
            for &t in &foes {
                if !in_range_from(world, me, *p, t, terms.range) {
                    continue;
                }
                let score = worth(world, me, &terms, t, rank) + merit - cost * 2;
                let action = TacticalAction::Attack {
                    source,
                    target: t,
                    card: Default::default(),
                };
                if best.is_none_or(|(s, ..)| score > s) {
                    best = Some((score, *p, action));
                }
            }
        }
    }
    let (_, p, action) = best?;
    if p == here {
        options.iter().copied().find(|o| action.matches(o))
    } else {
        Some(TacticalAction::Move { to: p, main: false })
    }
}
