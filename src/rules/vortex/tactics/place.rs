//! Placing an opened tactic (vortex-design.md §1 Phase 4 step 8, F7, F13, F19): when each kind
//! can be placed in a lane, and what it does there. M calls its token onto a free square of the
//! zone; E gives its status to a fighter of the side within 2 squares of the zone (one E each);
//! J seals the zone's empty squares until the second dawn (a side keeps at most 4 seals); I sets
//! its field; S and R resolve their effects on fighters near the zone through the chain.

use super::super::moves::as_seen;
use super::super::ready::in_initiative_order;
use super::super::turn::with_vortex;
use super::super::zones::{squares_of, standing};
use super::{Tactic, Tactics};
use crate::data::vortex::TacticKind;
use crate::data::{Catalog, Effect, StatusSpec, Targeting};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Seal, Seals};
use crate::rules::core::cards::additive;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::chain::{Flow, Lineage, Target, TriggerOrigin};
use crate::rules::core::fighter::{Fighter, Hp};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;
use std::sync::Arc;

/// Seals a side may keep at once (seed 002 封印).
pub const MOST_SEALS: usize = 4;

/// The E a fighter holds (F19: one at a time; a new one replaces it).
#[derive(Component, Clone, Debug)]
pub struct Equipped(pub String);

/// The zone's squares no one stands on and no seal closes.
pub fn free_squares(world: &mut World, lane: u8) -> Vec<GridPos> {
    let taken: Vec<GridPos> = standing(world).into_iter().map(|(_, _, p, _)| p).collect();
    let seals = world.get_resource::<Seals>().cloned().unwrap_or_default();
    squares_of(world, lane)
        .into_iter()
        .filter(|p| !taken.contains(p) && !seals.sealed(*p))
        .collect()
}

/// Squares from `p` to the nearest square of the zone.
fn to_zone(zone: &[GridPos], p: GridPos) -> i32 {
    zone.iter().map(|z| z.distance(p)).min().unwrap_or(i32::MAX)
}

/// The fighters an S or R card in `lane` may aim at: its target kind, seen from `side`, within
/// `reach` squares of the zone (anywhere without one), in initiative order.
pub fn targets(world: &mut World, side: usize, t: &Tactic, lane: u8) -> Vec<Entity> {
    let zone = squares_of(world, lane);
    let kind = t.card.target.unwrap_or(Targeting::OneEnemy);
    let reach = t.card.reach.map(i32::from);
    let order = in_initiative_order(world);
    order
        .into_iter()
        .filter(|e| {
            let Some(f) = world.part::<Fighter>(*e) else {
                return false;
            };
            let fits = match kind {
                Targeting::OneEnemy | Targeting::AllEnemies | Targeting::EnemyLine => {
                    f.team != side
                }
                Targeting::OneAlly | Targeting::AllAllies => f.team == side,
                _ => true,
            };
            let near = reach.is_none_or(|r| {
                world
                    .part::<GridPos>(*e)
                    .is_some_and(|p| to_zone(&zone, *p) <= r)
            });
            fits && near
        })
        .collect()
}

/// The fighter of `side` an E in `lane` goes to: within 2 squares of the zone, the nearest
/// (ties: initiative order).
pub fn bearer(world: &mut World, side: usize, lane: u8) -> Option<Entity> {
    let zone = squares_of(world, lane);
    let order = in_initiative_order(world);
    order
        .into_iter()
        .filter(|e| world.part::<Fighter>(*e).is_some_and(|f| f.team == side))
        .filter_map(|e| world.part::<GridPos>(e).map(|p| (to_zone(&zone, *p), e)))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, e)| e)
}

/// A placement's choices (none: the standing rule's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Picks {
    /// The fighter a single-target S or R hits.
    pub target: Option<Entity>,
    /// The square an M's token appears on.
    pub square: Option<GridPos>,
    /// The fighter an E goes to.
    pub bearer: Option<Entity>,
}

/// The zone's free squares an M's token may appear on: the highest first, then the first as the
/// side sees the map (the plans take the first).
pub fn token_squares(world: &mut World, side: usize, lane: u8) -> Vec<GridPos> {
    let height = |w: &World, p: GridPos| {
        w.get_resource::<GridMap>()
            .and_then(|m| m.cell(p).map(|c| c.height))
            .unwrap_or(0)
    };
    let mut free = free_squares(world, lane);
    free.sort_by_key(|p| (-height(world, *p), as_seen(side, *p)));
    free
}

/// The fighters of `side` an E in `lane` may go to: within 2 squares of the zone, the nearest
/// first (ties: initiative order; the plans take the first).
pub fn bearers(world: &mut World, side: usize, lane: u8) -> Vec<Entity> {
    let zone = squares_of(world, lane);
    let mut near: Vec<(i32, Entity)> = in_initiative_order(world)
        .into_iter()
        .filter(|e| world.part::<Fighter>(*e).is_some_and(|f| f.team == side))
        .filter_map(|e| world.part::<GridPos>(e).map(|p| (to_zone(&zone, *p), e)))
        .filter(|(d, _)| *d <= 2)
        .collect();
    near.sort_by_key(|(d, _)| *d);
    near.into_iter().map(|(_, e)| e).collect()
}

/// Whether `t` can be placed in `lane` by `side` now (the table of §1 Phase 4 step 8).
pub fn placeable(world: &mut World, side: usize, t: &Tactic, lane: u8) -> bool {
    if squares_of(world, lane).is_empty() {
        return false;
    }
    match t.card.kind {
        TacticKind::Monster => !free_squares(world, lane).is_empty(),
        TacticKind::Equip => bearer(world, side, lane).is_some(),
        TacticKind::Jail => {
            let empty = free_squares(world, lane).len();
            let kept = world.get_resource::<Seals>().map_or(0, |s| s.by(side));
            empty > 0 && kept + empty <= MOST_SEALS
        }
        TacticKind::Invoke => true,
        TacticKind::Smash | TacticKind::Recycle => !targets(world, side, t, lane).is_empty(),
    }
}

/// Places `t` for `side` in `lane` by `picks` (its target, its token's square, its bearer; none
/// or one no longer open: the plans' choice). Returns false when it could not be placed (F7: it
/// then goes back to the charge zone).
pub fn place(world: &mut World, side: usize, t: &Tactic, lane: u8, picks: Picks) -> bool {
    if !placeable(world, side, t, lane) {
        return false;
    }
    let source = world
        .get_resource::<Tactics>()
        .and_then(|s| s.sides[side].source);
    let Some(source) = source else {
        return false;
    };
    match t.card.kind {
        TacticKind::Monster => call_token(world, side, t, lane, picks.square),
        TacticKind::Equip => {
            let open = bearers(world, side, lane);
            let Some(e) = picks
                .bearer
                .filter(|b| open.contains(b))
                .or(open.first().copied())
            else {
                return false;
            };
            let id = t.card.equip.clone().unwrap_or_default();
            if let Some(old) = world.get::<Equipped>(e).map(|q| q.0.clone()) {
                additive::change_statuses(world, e, |st| {
                    if let Some(i) = st.named.iter().position(|n| n.id == old) {
                        st.named.remove(i);
                    }
                });
            }
            world.entity_mut(e).insert(Equipped(id.clone()));
            resolve(
                world,
                source,
                t,
                &[Effect::Status(StatusSpec::Named(id))],
                &[e],
            );
        }
        TacticKind::Jail => seal(world, side, lane),
        TacticKind::Invoke => {
            let id = t.card.field.clone().unwrap_or_default();
            resolve(world, source, t, &[Effect::SetField(id)], &[source]);
        }
        TacticKind::Smash | TacticKind::Recycle => {
            let all = targets(world, side, t, lane);
            let chosen: Vec<Entity> = if t.card.target.is_some_and(Targeting::is_choice) {
                picks
                    .target
                    .filter(|a| all.contains(a))
                    .or(all.first().copied())
                    .into_iter()
                    .collect()
            } else {
                all
            };
            resolve(world, source, t, &t.card.effects, &chosen);
        }
    }
    true
}

/// Puts effect lines from a side's tactic on the chain, as the side's own (dealt by no fighter:
/// no "damage dealt", and no counter answers it), and resolves them.
fn resolve(world: &mut World, source: Entity, t: &Tactic, effects: &[Effect], on: &[Entity]) {
    let name = format!("{} {}", log::name(world, source), t.card.name);
    // (The source is named "<team>'s", so this reads "Dawnward's Rockslide".)
    let lineage: Lineage = Arc::from([(source, TriggerOrigin::Side(Arc::from(name)))]);
    let targets: Vec<Target> = on
        .iter()
        .map(|e| Target {
            entity: *e,
            relief: None,
        })
        .collect();
    with_vortex(world, |w| {
        chain::push_lines_in(w, source, effects, &targets, &lineage);
        let _ = chain::resolve(w) == Flow::Done;
    });
}

/// J: every empty square of the zone is sealed until the second dawn.
fn seal(world: &mut World, side: usize, lane: u8) {
    let squares = free_squares(world, lane);
    let mut seals = world.remove_resource::<Seals>().unwrap_or_default();
    for at in &squares {
        seals.0.push(Seal {
            at: *at,
            side,
            dawns: 2,
        });
    }
    world.insert_resource(seals);
    log::write(world, EventKind::Status, |w| {
        let team = &w.resource::<Battle>().teams[side].name;
        Facts::default()
            .what("seal")
            .amount(i64::from(lane))
            .says(format!(
                "  {team} seals {} square{} of zone {lane} until the second dawn",
                squares.len(),
                if squares.len() == 1 { "" } else { "s" }
            ))
    });
}

/// M: the token appears on the zone's free square picked (the plans': the highest, then the
/// first as the side sees the map), with AC 0, or its speed when Swift (F13). It ranks right after
/// its side's last fighter.
fn call_token(world: &mut World, side: usize, t: &Tactic, lane: u8, pick: Option<GridPos>) {
    let id = t.card.summon.clone().unwrap_or_default();
    let Some(card) = world.resource::<Catalog>().tokens.get(&id).cloned() else {
        return;
    };
    if card.vortex.is_none() {
        return;
    }
    let free = token_squares(world, side, lane);
    let Some(square) = pick.filter(|p| free.contains(p)).or(free.first().copied()) else {
        return;
    };
    let last_ally = in_initiative_order(world)
        .into_iter()
        .filter(|e| world.part::<Fighter>(*e).is_some_and(|f| f.team == side))
        .last();
    let Some((e, ac)) =
        super::super::arrive::enter_token(world, &card, &id, side, square, last_ally)
    else {
        return;
    };
    with_vortex(world, |w| w.hold(e));
    let hp = world.get::<Hp>(e).map_or(0, |h| h.current);
    log::write(world, EventKind::Summon, |w| {
        let team = &w.resource::<Battle>().teams[side].name;
        Facts::on(w, e).what(id.as_str()).says(format!(
            "  {} appears for {team} on ({},{}) in zone {lane}, HP {hp}, AC {ac}",
            card.name, square.x, square.y
        ))
    });
    // Seed 002 登場: a token placed on the map enters it (F13).
    with_vortex(world, |w| {
        if chain::raise(w, &[crate::rules::core::cards::chain::Happened::Arrived(e)]) {
            let _ = chain::resolve(w);
        }
    });
}
