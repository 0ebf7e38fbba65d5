//! Choosing targets: sides, range (with range modifiers on every number), and the relief rule
//! for damage and HP reduction out of range (seed 000, 詰み回避の為の特例ルール).

use crate::data::keywords::Trait;
use crate::data::{Modifier, Range, Targeting};
use crate::rules::core::battlefield::grid::range_distance;
use crate::rules::core::battlefield::reach::MoveField;
use crate::rules::core::battlefield::{Board, Spot};
use crate::rules::core::cards::additive::range_bonus;
use crate::rules::core::cards::ask::{self as control, Choice, Request, View};
use crate::rules::core::cards::chain::NeedsDecision;
use crate::rules::core::cards::chain::{Target, Targets};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::plans::LazyBoard;
use bevy::prelude::*;
use smallvec::SmallVec;

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
    let range = range.map(|r| r.shifted(range_bonus(world, user)));
    reach_on(
        &Board::of(world, Some(user)),
        user,
        target,
        range.as_ref(),
        has_hp_loss,
    )
}

/// [`reach`] on a board, with the user's range modifiers already applied to `range`.
fn reach_on(
    board: &Board,
    user: Entity,
    target: Entity,
    range: Option<&Range>,
    has_hp_loss: bool,
) -> Option<Option<i32>> {
    let Some(range) = range else {
        return Some(None);
    };
    let d = board.distance(user, target)?;
    if range.reaches(d) {
        return Some(None);
    }
    let shortfall = range.shortfall(d);
    (has_hp_loss && shortfall > 0 && board.nothing_between(user, target)).then_some(Some(shortfall))
}

/// Picks the targets of a card or ability. `Ok(None)`: nobody can be targeted.
pub fn pick(
    world: &mut DuelWorld,
    user: Entity,
    targeting: Targeting,
    range: Option<&Range>,
    cause: Option<Entity>,
    has_hp_loss: bool,
    label: &str,
) -> Result<Option<Targets>, NeedsDecision> {
    let asked = Asked {
        targeting,
        range,
        cause,
        has_hp_loss,
        label,
    };
    pick_on(world, user, asked)
}

/// What a card or ability asks of its targets.
#[derive(Clone, Copy, Debug)]
pub struct Asked<'a> {
    /// Which side, and how many.
    pub targeting: Targeting,
    /// Its range (none: unlimited).
    pub range: Option<&'a Range>,
    /// The fighter that set it off (for `Source`).
    pub cause: Option<Entity>,
    /// Whether it deals damage or reduces HP (the relief rule).
    pub has_hp_loss: bool,
    /// The card's or ability's name.
    pub label: &'a str,
}

/// [`pick`], with what is asked in one record.
pub fn pick_on(
    world: &mut DuelWorld,
    user: Entity,
    asked: Asked,
) -> Result<Option<Targets>, NeedsDecision> {
    let Asked {
        targeting,
        range,
        cause,
        has_hp_loss,
        label,
    } = asked;
    let board = world.board(Some(user));
    let Some(team) = board.spot(user).map(|s| s.place.team) else {
        return Ok(None);
    };
    let wants = |s: &Spot| match targeting {
        Targeting::OneEnemy | Targeting::AllEnemies | Targeting::EnemyLine => s.place.team != team,
        Targeting::OneAlly | Targeting::AllAllies => s.place.team == team,
        Targeting::OneAny | Targeting::Everyone => true,
        Targeting::Myself => s.entity == user,
        Targeting::Source => Some(s.entity) == cause,
    };
    let range = range.map(|r| r.shifted(world.total(user, Modifier::Range(0))));
    let damages = has_hp_loss;
    let has_hp_loss = has_hp_loss && world.kit().relief;
    // (Heights count only where the preset's card rules say so, on a grid.)
    let heights = if world.kit().height_ranges {
        MoveField::of(world)
    } else {
        None
    };
    let from = board.spot(user).and_then(|s| s.place.square);
    let straight = world.kit().straight;
    let mut candidates = Targets::new();
    for s in board.standing().filter(|s| wants(s)) {
        let in_reach = if targeting == Targeting::Myself {
            Some(None)
        } else if let (Some(field), Some(r), Some(a), Some(b)) =
            (&heights, range.as_ref(), from, s.place.square)
        {
            let fixed = s
                .fixed_distance
                .or(board.spot(user).and_then(|u| u.fixed_distance));
            r.reaches(fixed.unwrap_or_else(|| range_distance(field, a, b, r.farthest())))
                .then_some(None)
        } else {
            reach_on(&board, user, s.entity, range.as_ref(), has_hp_loss)
        };
        if let Some(relief) = in_reach {
            candidates.push(Target {
                entity: s.entity,
                relief,
            });
        }
    }
    // Seed 002's hermits and stubborn fighters, where the preset's card rules read them; then
    // the guardians, who bind only cards that may choose them.
    if world.kit().keywords {
        let team_of = |e: Entity| board.spot(e).map(|s| s.place.team);
        super::keywords::narrow(world, user, targeting, damages, team_of, &mut candidates);
    }
    // (No fighter in the battle is a guardian: none is looked for.)
    // (On a grid's straight lines, a line card's guardians are read per line: `straight_line`.)
    let straight_lines = straight.is_some() && from.is_some() && targeting == Targeting::EnemyLine;
    let candidates = if world.kit().held.guardians && !straight_lines {
        guardians_first(world, &board, targeting, candidates)
    } else {
        candidates
    };
    if candidates.is_empty() {
        return Ok(None);
    }
    let mut chosen: Targets = match targeting {
        Targeting::OneEnemy | Targeting::OneAlly | Targeting::OneAny => {
            let entities: SmallVec<[Entity; 4]> = candidates.iter().map(|t| t.entity).collect();
            let request = || Request::Target {
                label: label.to_string(),
                candidates: entities.to_vec(),
            };
            let view = View::Target(&entities);
            let board_read = &mut LazyBoard::new(Some(&board), user);
            match control::decide_viewed(world, user, view, request, board_read) {
                Some(Choice::Target(e)) => {
                    candidates.into_iter().filter(|t| t.entity == e).collect()
                }
                Some(_) => Targets::new(),
                None => return Err(NeedsDecision),
            }
        }
        Targeting::EnemyLine if straight.is_some() && from.is_some() => {
            let (Some(ask), Some(at)) = (straight, from) else {
                return Ok(None);
            };
            match straight_line(world, &board, user, at, label, candidates, ask) {
                Some(chosen) => chosen,
                None => return Err(NeedsDecision),
            }
        }
        Targeting::EnemyLine => {
            let place = |e: Entity| board.spot(e).map(|s| (s.place.team, s.place.line));
            let mut lines: Vec<(usize, crate::data::LineName)> =
                candidates.iter().filter_map(|t| place(t.entity)).collect();
            lines.sort();
            lines.dedup();
            let request = Request::Line {
                label: label.to_string(),
                options: lines,
            };
            match control::decide_on(world, user, request, Some(&board)) {
                Some(Choice::Line(team, line)) => candidates
                    .into_iter()
                    .filter(|t| place(t.entity) == Some((team, line)))
                    .collect(),
                Some(_) => Targets::new(),
                None => return Err(NeedsDecision),
            }
        }
        _ => candidates,
    };
    // Only standing fighters were candidates, and nobody retires while a target is chosen; a
    // fighter that did would be off the board's standing spots too.
    chosen.retain(|t| board.spot(t.entity).is_some_and(|s| s.standing));
    Ok((!chosen.is_empty()).then_some(chosen))
}

/// F16: an `EnemyLine` card on a grid hits the foes (`candidates`, in range) in the row or the
/// column through the user's square (002's 同ライン): the user picks one that holds a foe (plans:
/// the one with more foes, the row on a tie). `None` while the answer is awaited.
#[allow(clippy::type_complexity)]
fn straight_line(
    world: &mut DuelWorld,
    board: &Board,
    user: Entity,
    at: crate::rules::core::battlefield::grid::GridPos,
    label: &str,
    candidates: Targets,
    ask: fn(&mut DuelWorld, Entity, &str, Vec<String>, usize) -> Option<usize>,
) -> Option<Targets> {
    let square = |t: &Target| board.spot(t.entity).and_then(|s| s.place.square);
    let row: Targets = candidates
        .iter()
        .filter(|t| square(t).is_some_and(|p| p.y == at.y))
        .copied()
        .collect();
    let column: Targets = candidates
        .iter()
        .filter(|t| square(t).is_some_and(|p| p.x == at.x))
        .copied()
        .collect();
    let mut lines: Vec<(String, Targets)> = Vec::new();
    if !row.is_empty() {
        lines.push((format!("row {} ({} foes)", at.y, row.len()), row));
    }
    if !column.is_empty() {
        lines.push((format!("column {} ({} foes)", at.x, column.len()), column));
    }
    // Seed 002's 守護者: while a line holds a guardian, a line card picks such a line.
    let guard = |t: &Target| {
        world
            .part::<HasTraits>(t.entity)
            .is_some_and(|h| h.has(&Trait::Guardian))
    };
    if lines.iter().any(|(_, l)| l.iter().any(guard)) {
        lines.retain(|(_, l)| l.iter().any(guard));
    }
    let Some(most) = lines.iter().map(|(_, t)| t.len()).max() else {
        return Some(Targets::new());
    };
    let default = lines.iter().position(|(_, t)| t.len() == most).unwrap_or(0);
    let pick = if lines.len() > 1 {
        let words = lines.iter().map(|(w, _)| w.clone()).collect();
        ask(world, user, label, words, default)?
    } else {
        0
    };
    Some(lines.swap_remove(pick.min(lines.len() - 1)).1)
}

/// Seed 002's 守護者, the engine's: while a guardian of the other side is in reach, a card or
/// ability that chooses one enemy must choose a guardian — those of the front-most line first
/// (「前列に“守護者”がいるなら後列の“守護者”には攻撃できず」) — and one that chooses an enemy line
/// must choose that guardian's line (and hits everyone in it).
fn guardians_first(
    world: &World,
    board: &Board,
    targeting: Targeting,
    candidates: Targets,
) -> Targets {
    if !matches!(targeting, Targeting::OneEnemy | Targeting::EnemyLine) {
        return candidates;
    }
    let guard = |t: &Target| {
        world
            .part::<HasTraits>(t.entity)
            .is_some_and(|h| h.has(&Trait::Guardian))
    };
    let line = |t: &Target| board.spot(t.entity).map(|s| s.place.line);
    let Some(front) = candidates
        .iter()
        .filter(|t| guard(t))
        .filter_map(line)
        .min()
    else {
        return candidates;
    };
    // One enemy: a guardian of that line. An enemy line: that line, and everyone in it.
    let line_only = targeting == Targeting::EnemyLine;
    candidates
        .into_iter()
        .filter(|t| (line_only || guard(t)) && line(t) == Some(front))
        .collect()
}
