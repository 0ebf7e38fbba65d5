//! How plans play a Skirmish turn. The first plan whose conditions hold sets the style
//! (`Close`, `Shoot`, `Withdraw`, `Hold`) and the first target instruction ranks the foes; then
//! every square the aux move reaches is weighed for the best attack from it — height, cover, a
//! fall on the way and melee reach all count — and the turn's next action is the first step.

use super::actions::{Recovery, TacticalAction, targets};
use super::attack::{AttackTerms, Source};
use super::movement::reach_for;
use super::space::{height_at, holding_foes, in_range_from};
use super::state::{Conditions, Sheet, TurnActions};
use crate::data::plan::{Condition, Instruction, Plan};
use crate::data::sheet::{Boon, TechniqueEffect, WeaponKind};
use crate::rules::battlefield::GridPos;
use crate::rules::battlefield::grid::range_metres;
use crate::rules::battlefield::reach::{MoveAsk, MoveField, cost_to, falls};
use crate::rules::fighter::Hp;
use bevy::prelude::*;

/// How a fighter moves and strikes this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Close,
    Shoot,
    Withdraw,
    Hold,
}

/// The plans' next action for `me` among `options`; `applies` tells whether a plan's conditions
/// hold.
pub fn choose(
    world: &mut World,
    me: Entity,
    options: &[TacticalAction],
    plans: &[Plan],
    applies: &mut dyn FnMut(&mut World, &[Condition]) -> bool,
) -> TacticalAction {
    let mut style = None;
    let mut rank = None;
    for p in plans {
        let wanted = if p.then.is_tactical() {
            style.is_none()
        } else {
            rank.is_none()
        };
        if !wanted || !applies(world, &p.when) {
            continue;
        }
        match p.then {
            Instruction::Close | Instruction::Advance => style = Some(Style::Close),
            Instruction::Shoot => style = Some(Style::Shoot),
            Instruction::Withdraw | Instruction::Retreat => style = Some(Style::Withdraw),
            Instruction::Hold => style = Some(Style::Hold),
            other => rank = Some(other),
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
    let has = |a: &TacticalAction| options.contains(a);
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
    if let Some(a) = strike(world, me, options, style, rank) {
        return a;
    }
    for r in [Recovery::Frenzy, Recovery::Shaken] {
        if has(&TacticalAction::Recover(r)) {
            return TacticalAction::Recover(r);
        }
    }
    if style != Style::Hold
        && let Some(a) = approach(world, me, options, style, rank)
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

/// What an attack from a square is worth: the damage it should do, the target's rank, and the
/// square's merit for the style.
fn worth(world: &World, me: Entity, terms: &AttackTerms, target: Entity, rank: Instruction) -> i32 {
    let defence = world.get::<Sheet>(target).map_or(0, |s| s.0.defence);
    let expected = (terms.power + 7 - defence).max(0) * 10;
    let hp = world.get::<Hp>(target).map_or(0, |h| h.current);
    let felled = if hp <= terms.power + 7 - defence {
        40
    } else {
        0
    };
    let order = match rank {
        Instruction::TargetWeakest => -hp,
        Instruction::TargetStrongest => hp,
        Instruction::TargetMostHurtAlly => 0,
        _ => {
            let (a, b) = (world.get::<GridPos>(me), world.get::<GridPos>(target));
            -a.zip(b).map_or(0, |(a, b)| a.distance(*b))
        }
    };
    expected + felled + order
}

/// What a decision weighs squares by: the merit of standing on one for the style — high ground
/// (much more for shooters), no cover (it hinders one's own checks), no fall on the way, and for
/// shooters no foe close by.
struct Ground {
    field: MoveField,
    from: GridPos,
    foes: Vec<GridPos>,
}

impl Ground {
    /// The map and the foes' squares as `me` sees them, read once per decision.
    fn read(world: &mut World, me: Entity) -> Ground {
        let field = MoveField::read(world).unwrap_or_default();
        let from = world.get::<GridPos>(me).copied().unwrap_or_default();
        let foes = targets(world, me, true)
            .iter()
            .filter_map(|f| world.get::<GridPos>(*f).copied())
            .collect();
        Ground { field, from, foes }
    }

    /// The merit of standing on `p` (reached by `path`) for the style.
    fn merit(&self, p: GridPos, path: &[GridPos], style: Style) -> i32 {
        let fall: i32 = falls(&self.field, self.from, path)
            .iter()
            .map(|(_, l)| l * 8)
            .sum();
        let cell = self.field.cell(p).copied().unwrap_or_default();
        let cover = i32::from(cell.terrain.cover) * 3;
        let nearest = self.foes.iter().map(|q| q.distance(p)).min().unwrap_or(0);
        match style {
            Style::Shoot | Style::Withdraw => cell.height * 12 + nearest.min(4) * 6 - cover - fall,
            Style::Close | Style::Hold => cell.height * 3 - cover - fall,
        }
    }
}

/// The best attack this turn: from here, or after an aux move to a better square.
fn strike(
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

/// No attack this turn: move towards the foes (closing), to range and high ground (shooting)
/// or away (withdrawing), by the aux move, then the main move or a technique's dash.
fn approach(
    world: &mut World,
    me: Entity,
    options: &[TacticalAction],
    style: Style,
    rank: Instruction,
) -> Option<TacticalAction> {
    let here = *world.get::<GridPos>(me)?;
    let foes = targets(world, me, true);
    let goal = foes
        .iter()
        .copied()
        .max_by_key(|t| {
            let hp = world.get::<Hp>(*t).map_or(0, |h| h.current);
            let d = world.get::<GridPos>(*t).map_or(99, |q| q.distance(here));
            match rank {
                Instruction::TargetWeakest => (-hp, -d),
                Instruction::TargetStrongest => (hp, -d),
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
    let ground = Ground::read(world, me);
    let field = &ground.field;
    let ask = MoveAsk {
        from: here,
        squares: 0,
        skill_move: false,
        floating: world.get::<Conditions>(me).is_some_and(|c| c.float),
    };
    let way = cost_to(field, goal, &ask);
    let way_of = |p: GridPos| {
        field
            .index(p)
            .and_then(|i| way.get(i).copied())
            .filter(|c| *c != i32::MAX)
            .unwrap_or(999)
    };
    let score = |world: &mut World, p: GridPos| -> i32 {
        let d = way_of(p);
        let merit = ground.merit(p, &[], style);
        match style {
            Style::Close | Style::Hold => -d * 10 + merit,
            Style::Shoot => {
                // Whether the goal is out of reach from p, height counted.
                let from = super::space::range_level(world, me, p);
                let metres = range_metres(p.distance(goal), from, height_at(world, goal));
                // Out of reach: head along the way to the goal; in reach: the best ground.
                let short = if metres > range { d } else { 0 };
                -short * 10 + merit
            }
            Style::Withdraw => p.distance(goal) * 10 + merit,
        }
    };
    let now = score(world, here);
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
        let s = score(world, to);
        if s > now && best.is_none_or(|(b, _)| s > b) {
            best = Some((s, *a));
        }
    }
    best.map(|(_, a)| a)
}
