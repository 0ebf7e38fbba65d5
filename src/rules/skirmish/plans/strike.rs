//! Plans' attack: the best attack this turn, from where the fighter stands or after an aux move.

use super::ground::{Foe, Ground, worth};
use super::{Style, Weighing};
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::MoveField;
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::attack::{AttackTerms, Source};
use crate::rules::skirmish::movement::reach_among;
use crate::rules::skirmish::seen::{foes_in, holding_among, others_now};
use crate::rules::skirmish::space::{RangeSpot, spot_in_range};
use crate::rules::skirmish::state::{Conditions, Sheet, TurnActions};
use bevy::prelude::*;

/// The best attack this turn: from here, or after an aux move to a better square.
pub(super) fn strike(world: &mut World, w: &mut Weighing) -> Option<TacticalAction> {
    let (me, options, style, rank) = (w.me, w.options, w.style, w.rank.clone());
    let kept = &mut w.ground;
    let sheet = world.get::<Sheet>(me)?.0.clone();
    let used = world.get::<TurnActions>(me).copied().unwrap_or_default();
    let again = super::super::keywords::attacks_again(world, me, &used);
    if used.main && !again || world.get::<Conditions>(me).is_some_and(|c| c.paralysis) {
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
    let field = MoveField::of(world)?;
    let seen = others_now(world, me);
    let may_move = !used.aux && style != Style::Hold && holding_among(world, me, &seen).is_empty();
    // Each square open to the aux move, with the levels dropped on the way there.
    let mut squares = vec![(here, 0)];
    if may_move && !world.get::<Conditions>(me).is_some_and(|c| c.prone) {
        let reach = reach_among(world, me, sheet.move_metres, false, &seen);
        for (p, _) in reach.squares().filter(|(p, _)| *p != here) {
            squares.push((p, reach.levels_dropped(&field, p)));
        }
    }
    let me_spot = RangeSpot::of(world, me)?;
    let ground = Ground::of_seen(kept, world, &seen);
    let foes: Vec<Foe> = foes_in(&seen).filter_map(Foe::of).collect();
    // Each source's terms and AC, worked out once for every square.
    let terms: Vec<(Source, AttackTerms, i32)> = sources
        .iter()
        .filter_map(|&source| {
            let cost = match source {
                Source::Weapon(_) => 4,
                Source::Technique(i) | Source::TechniqueWith(i, _) => {
                    sheet.techniques[usize::from(i)].ac
                }
            };
            Some((source, AttackTerms::of(&sheet, source)?, cost))
        })
        .collect();
    let guards = super::super::keywords::in_play(world);
    let mut best: Option<(i32, GridPos, TacticalAction)> = None;
    for &(p, dropped) in &squares {
        let merit = ground.merit(p, dropped, style);
        for (source, terms, cost) in &terms {
            let (source, cost) = (*source, *cost);
            let from = RangeSpot { at: p, ..me_spot };
            // 守護者: from there, this way of attacking must take a guardian it reaches.
            let reached: Vec<Entity> = if guards {
                foes.iter()
                    .filter(|f| spot_in_range(&field, from, f.spot, terms.range))
                    .map(|f| f.entity)
                    .collect()
            } else {
                Vec::new()
            };
            for foe in &foes {
                if !spot_in_range(&field, from, foe.spot, terms.range)
                    || guards && !super::super::keywords::may_aim(world, foe.entity, &reached)
                {
                    continue;
                }
                let score = worth(here, terms, foe, &rank) + merit - cost * 2;
                let action = TacticalAction::Attack {
                    source,
                    target: foe.entity,
                    card: Default::default(),
                };
                if best.is_none_or(|(s, ..)| score > s) {
                    best = Some((score, p, action));
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
