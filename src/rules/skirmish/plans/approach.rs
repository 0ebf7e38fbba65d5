//! Plans' move when no attack is possible this turn.

use super::ground::Ground;
use super::{Style, Weighing};
use crate::data::plan::Instruction;
use crate::data::sheet::WeaponKind;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::grid::range_metres;
use crate::rules::core::battlefield::reach::MoveAsk;
use crate::rules::core::fighter::{ActionCounter, Hp};
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::space::RangeSpot;
use crate::rules::skirmish::state::{Conditions, Sheet};
use bevy::prelude::*;

/// No attack this turn: move towards the foes (closing), to range and high ground (shooting)
/// or away (withdrawing), by the aux move, then the main move or a technique's dash.
pub(super) fn approach(world: &mut World, w: &mut Weighing) -> Option<TacticalAction> {
    let (me, options, style, rank) = (w.me, w.options, w.style, w.rank.clone());
    let kept = &mut w.ground;
    let here = *world.get::<GridPos>(me)?;
    let ground = Ground::of(kept, world, me);
    let goal = ground
        .foes
        .iter()
        .copied()
        .max_by_key(|t| {
            let hp = world.get::<Hp>(*t).map_or(0, |h| h.current);
            let d = world.get::<GridPos>(*t).map_or(99, |q| q.distance(here));
            let ac = world.get::<ActionCounter>(*t).map_or(0, |a| a.0);
            match rank {
                Instruction::TargetWeakest => (-hp, -d),
                Instruction::TargetStrongest => (hp, -d),
                Instruction::TargetFirstToAct => (ac, -d),
                _ => (-d, -hp),
            }
        })
        .and_then(|t| world.get::<GridPos>(t).copied())?;
    let range = world.get::<Sheet>(me).map_or(0, |s| {
        s.0.weapons
            .iter()
            .filter(|w| w.kind == WeaponKind::Ranged)
            .map(|w| w.range)
            .max()
            .unwrap_or(0)
    });
    // The way to the goal around walls and up stairs, not as the crow flies.
    let field = &ground.field;
    let ask = MoveAsk {
        from: here,
        squares: 0,
        skill_move: false,
        floating: world.get::<Conditions>(me).is_some_and(|c| c.float),
        no_drops: false,
    };
    let way = field.way_to(goal, &ask);
    let way_of = |p: GridPos| {
        field
            .index(p)
            .and_then(|i| way.get(i).copied())
            .filter(|c| *c != i32::MAX)
            .unwrap_or(999)
    };
    let score = |p: GridPos| -> i32 {
        let d = way_of(p);
        let merit = ground.merit(p, 0, style);
        match style {
            Style::Close | Style::Hold => -d * 10 + merit,
            Style::Shoot => {
                // Whether the goal is out of reach from p, height counted.
                let from = RangeSpot {
                    at: p,
                    stop: 0,
                    floating: ask.floating,
                };
                let to = field.cell(goal).map_or(0, |c| c.height);
                let metres = range_metres(p.distance(goal), from.level(field), to);
                // Out of reach: head along the way to the goal; in reach: the best ground.
                let short = if metres > range { d } else { 0 };
                -short * 10 + merit
            }
            Style::Withdraw => p.distance(goal) * 10 + merit,
        }
    };
    let now = score(here);
    let mut best: Option<(i32, TacticalAction)> = None;
    for a in options {
        let to = match a {
            TacticalAction::Move { to, .. } | TacticalAction::Dash { to, .. } => *to,
            _ => continue,
        };
        // The aux move first; the main action's move or dash only once the aux action is used.
        let main_step = matches!(
            a,
            TacticalAction::Move { main: true, .. } | TacticalAction::Dash { .. }
        );
        let aux_left = options
            .iter()
            .any(|o| matches!(o, TacticalAction::Move { main: false, .. }));
        if main_step && aux_left {
            continue;
        }
        let s = score(to);
        if s > now && best.is_none_or(|(b, _)| s > b) {
            best = Some((s, *a));
        }
    }
    best.map(|(_, a)| a)
}
