//! The plans' standing turn (vortex-design.md §1 "The plans decide", simplified for milestone 1):
//! play the readied card from the cheapest square the move reaches where a target is in range
//! (squares with no fall check first; ties row-major); when none, close on the nearest foe.

use super::moves;
use crate::data::plan::Instruction;
use crate::data::{ActionCard, Effect, Modifier, Targeting};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, range_distance};
use crate::rules::core::battlefield::reach::{MoveField, Reach, occupants};
use crate::rules::core::cards::additive;
use crate::rules::core::cards::keywords;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Every other standing fighter's square, and whether it is a foe of `me`.
fn others(world: &mut World, me: Entity) -> Vec<(GridPos, bool)> {
    occupants(world, me)
        .into_iter()
        .map(|o| (o.at, o.hostile))
        .collect()
}

/// Every standing foe's square.
fn foe_squares(world: &mut World, me: Entity) -> Vec<GridPos> {
    others(world, me)
        .into_iter()
        .filter(|(_, foe)| *foe)
        .map(|(p, _)| p)
        .collect()
}

/// What `card`'s targets are, read once for every square it might be played from: its range,
/// the squares of the fighters it could choose, and the map's heights.
struct Reacher {
    range: Option<crate::data::Range>,
    field: std::sync::Arc<MoveField>,
    target: Targeting,
    /// The fighters the card may choose (other than its user), with their squares.
    chosen: Vec<(Entity, GridPos)>,
}

impl Reacher {
    fn of(world: &mut World, me: Entity, card: &ActionCard) -> Reacher {
        let range = card
            .range
            .as_ref()
            .map(|r| r.shifted(additive::total(world, me, Modifier::Range(0))));
        let wants = |foe: bool| match card.target {
            Targeting::OneEnemy | Targeting::AllEnemies | Targeting::EnemyLine => foe,
            Targeting::OneAlly | Targeting::AllAllies => !foe,
            Targeting::OneAny | Targeting::Everyone => true,
            Targeting::Myself | Targeting::Source => false,
        };
        let damages = card.effects.iter().any(Effect::is_hp_loss);
        let team = world.part::<Fighter>(me).map_or(0, |f| f.team);
        let chosen = super::zones::standing(world)
            .into_iter()
            .filter(|&(e, side, _, _)| {
                let foe = side != team;
                e != me
                    && wants(foe)
                    && keywords::may_choose(world, me, e, card.target, damages, foe)
            })
            .map(|(e, _, p, _)| (e, p))
            .collect();
        Reacher {
            range,
            field: MoveField::of(world).unwrap_or_default(),
            target: card.target,
            chosen,
        }
    }

    /// Whether the card, used from `from`, has a target within its range.
    fn reaches(&self, from: GridPos) -> bool {
        let in_range = |p: GridPos| {
            self.range
                .as_ref()
                .is_none_or(|r| r.reaches(range_distance(&self.field, from, p, r.farthest())))
        };
        // F16: a line card hits the row or the column through its user.
        let line = self.target == Targeting::EnemyLine;
        match self.target {
            Targeting::Myself => true,
            Targeting::OneAlly | Targeting::AllAllies if in_range(from) => true,
            _ => self
                .chosen
                .iter()
                .any(|&(_, p)| (!line || p.x == from.x || p.y == from.y) && in_range(p)),
        }
    }

    /// The fighters the card, used from `from`, may choose among (its user for a card on
    /// itself), in the standing order.
    fn reached(&self, me: Entity, from: GridPos) -> Vec<Entity> {
        let in_range = |p: GridPos| {
            self.range
                .as_ref()
                .is_none_or(|r| r.reaches(range_distance(&self.field, from, p, r.farthest())))
        };
        let line = self.target == Targeting::EnemyLine;
        let mut out: Vec<Entity> = match self.target {
            Targeting::Myself | Targeting::Source => return vec![me],
            Targeting::OneAlly | Targeting::AllAllies | Targeting::Everyone => vec![me],
            _ => Vec::new(),
        };
        out.extend(
            self.chosen
                .iter()
                .filter(|&&(_, p)| (!line || p.x == from.x || p.y == from.y) && in_range(p))
                .map(|&(e, _)| e),
        );
        out
    }
}

/// For each square of `from`, the fighters `card` would reach from there (what the screen
/// previews before a square is chosen).
pub fn targets_from(
    world: &mut World,
    me: Entity,
    card: &ActionCard,
    from: &[GridPos],
) -> Vec<Vec<Entity>> {
    let reacher = Reacher::of(world, me, card);
    from.iter().map(|p| reacher.reached(me, *p)).collect()
}

/// Whether `card`, used from `from`, has a target within its range (or, a hermit's, takes a
/// life card from there).
fn reaches_from(world: &World, me: Entity, card: &ActionCard, r: &Reacher, from: GridPos) -> bool {
    r.reaches(from) || super::hermit::strips_from(world, me, card, from)
}

/// Every square of `ends` (in its order) from which `card` has a target: where a player may play it.
pub fn squares_to_play(
    world: &mut World,
    me: Entity,
    card: &ActionCard,
    ends: &[(GridPos, i32)],
) -> Vec<GridPos> {
    let reacher = Reacher::of(world, me, card);
    ends.iter()
        .map(|(p, _)| *p)
        .filter(|p| reaches_from(world, me, card, &reacher, *p))
        .collect()
}

/// The square to play `card` from, with its cost: none when no square in reach has a target.
pub fn square_to_play(
    world: &mut World,
    me: Entity,
    card: &ActionCard,
    ends: &[(GridPos, i32)],
    reach: &Reach,
) -> Option<(GridPos, i32)> {
    let mut fallback = None;
    let reacher = Reacher::of(world, me, card);
    for &(p, cost) in ends {
        if !reaches_from(world, me, card, &reacher, p) {
            continue;
        }
        if moves::checked_drops(world, me, reach, p).is_empty() {
            return Some((p, cost));
        }
        fallback = fallback.or(Some((p, cost)));
    }
    fallback
}

/// The square nearest the nearest foe, if it is nearer than where `me` stands (no fall check
/// first, then the cheapest, then row-major).
pub fn square_to_close(
    world: &mut World,
    me: Entity,
    ends: &[(GridPos, i32)],
    reach: &Reach,
) -> Option<GridPos> {
    let foes = foe_squares(world, me);
    let nearest = |p: GridPos| foes.iter().map(|f| p.distance(*f)).min().unwrap_or(0);
    best_gain(world, me, ends, reach, |_, p| (nearest(p), 0))
}

/// The square of `ends` least by `measure`, then with no fall check on the way, the cheapest,
/// and the first as the side sees the map; only when it measures less than `me`'s own square.
fn best_gain(
    world: &mut World,
    me: Entity,
    ends: &[(GridPos, i32)],
    reach: &Reach,
    measure: impl Fn(&World, GridPos) -> (i32, i32),
) -> Option<GridPos> {
    let here = world.part::<GridPos>(me).copied()?;
    let team = world.part::<Fighter>(me).map_or(0, |f| f.team);
    let best = ends
        .iter()
        .map(|&(p, cost)| {
            let drops = !moves::checked_drops(world, me, reach, p).is_empty();
            ((measure(world, p), drops, cost, moves::as_seen(team, p)), p)
        })
        .min_by_key(|(key, _)| *key)?;
    (best.0.0 < measure(world, here)).then_some(best.1)
}

/// The square `me` moves to when it does not play, by its first movement word in force
/// (vortex-design.md §1 phase 5 step 1): `Close` (and no word) the nearest foe; `Hold` nowhere;
/// `Withdraw` away from the foes; `Shoot` the highest ground not beside a foe; `Seize(n)` zone n
/// (0: the nearest zone its side does not hold alone). Ties: no fall check, the cheapest, then as
/// the side sees the map; it moves only to gain what the word asks.
pub fn square_to_move(
    world: &mut World,
    me: Entity,
    ends: &[(GridPos, i32)],
    reach: &Reach,
    order: Option<&Instruction>,
) -> Option<GridPos> {
    match order {
        Some(Instruction::Withdraw | Instruction::Shoot | Instruction::Seize(_)) => {}
        Some(Instruction::Hold) => return None,
        _ => return square_to_close(world, me, ends, reach),
    }
    let here = world.part::<GridPos>(me).copied()?;
    let team = world.part::<Fighter>(me).map_or(0, |f| f.team);
    let foes = foe_squares(world, me);
    let nearest = |p: GridPos| foes.iter().map(|f| p.distance(*f)).min().unwrap_or(0);
    let height = |w: &World, p: GridPos| {
        w.get_resource::<GridMap>()
            .and_then(|m| m.cell(p).map(|c| c.height))
            .unwrap_or(0)
    };
    // The word's measure of a square (less is better).
    let measure: Box<dyn Fn(&World, GridPos) -> (i32, i32)> = match order {
        Some(Instruction::Withdraw) => Box::new(move |_, p| (-nearest(p), 0)),
        Some(Instruction::Shoot) => {
            Box::new(move |w, p| (i32::from(nearest(p) <= 1), -height(w, p)))
        }
        Some(Instruction::Seize(n)) => {
            let n = seize_zone(world, team, here, *n)?;
            let zone = super::zones::squares_of(world, n);
            Box::new(move |_, p| (zone.iter().map(|z| z.distance(p)).min().unwrap_or(0), 0))
        }
        _ => return square_to_close(world, me, ends, reach),
    };
    best_gain(world, me, ends, reach, measure)
}

/// The zone `Seize(n)` makes for: n, or with 0 the nearest zone to `from` its side does not hold
/// alone (ties: the lowest).
fn seize_zone(world: &mut World, side: usize, from: GridPos, n: u8) -> Option<u8> {
    if n != 0 {
        return Some(n);
    }
    let zones: Vec<(u8, Vec<GridPos>)> = super::zones::zones(world).to_vec();
    let mut open = Vec::new();
    for (z, squares) in zones {
        if super::zones::held_by(world, z) != Some(side) {
            let d = squares.iter().map(|s| s.distance(from)).min().unwrap_or(0);
            open.push((d, z));
        }
    }
    open.into_iter().min().map(|(_, z)| z)
}
