//! Tokens that enter the map after the battle began (vortex-design.md F13): an M tactic's token
//! and a card's summon. A token enters with AC 0, or its speed when Swift, and ranks in the
//! initiative right after `after`; its first active round follows (`keywords::grid::Entered`).
//! A summon (seed 000's `Summon`, read on the grid) goes to the free square within 2 of its
//! summoner nearest it, then nearest the foe's front row, then first as the side sees the map;
//! with none free it fails. A summoner keeps at most 2 tokens on the map: a third discards its
//! oldest (000's overflow; a discard is not a retirement).

use super::moves::as_seen;
use super::parts::VortexFighter;
use super::zones::standing;
use crate::data::keywords::Trait;
use crate::data::{Catalog, LineName, TokenCard};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Seals};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::cards::{additive, order, spawn};
use crate::rules::core::fighter::{ActionCounter, Fighter, Hp, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::grid::Entered;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::setup::stand_on;
use bevy::prelude::*;
use std::sync::Arc;

/// Which summoner brought a token in, and when (its place in the summoner's tokens).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SummonedBy(pub Entity);

/// The most tokens one summoner keeps on the map (F13).
pub const MOST_SUMMONED: usize = 2;

/// Puts token `id` of `side` on `square`, ranked after `after`: its entity and its AC. None when
/// the token is unknown or has no `vortex` sheet. (The caller's kit learns what it holds.)
pub fn enter_token(
    world: &mut World,
    card: &Arc<TokenCard>,
    id: &str,
    side: usize,
    square: GridPos,
    after: Option<Entity>,
) -> Option<(Entity, i32)> {
    let sheet = card.vortex.clone()?;
    let serial = world.resource_mut::<Battle>().next_serial();
    let e = spawn::spawn_token(world, card, id, side, LineName::Front, serial, None);
    stand_on(world, e, side, square);
    super::enter(world, e, &sheet, false);
    let round = world.resource::<Battle>().round;
    world.entity_mut(e).insert(Entered(round));
    let swift = world
        .part::<HasTraits>(e)
        .is_some_and(|t| t.has(&Trait::Swift));
    let ac = if swift { i32::from(sheet.speed) } else { 0 };
    world.entity_mut(e).insert(ActionCounter(ac));
    if let Some(after) = after {
        order::insert_after(world, after, e);
    }
    additive::refresh_base_modifier(world, e);
    Some((e, ac))
}

/// The squares a summon of `summoner` may go to, the first best (F13, §1 "Movement effects").
pub fn summon_squares(world: &mut World, summoner: Entity) -> Vec<GridPos> {
    let (Some(&at), Some(side)) = (
        world.part::<GridPos>(summoner),
        world.part::<Fighter>(summoner).map(|f| f.team),
    ) else {
        return Vec::new();
    };
    let taken: Vec<GridPos> = standing(world).into_iter().map(|(_, _, p, _)| p).collect();
    let seals = world.get_resource::<Seals>().cloned().unwrap_or_default();
    let Some(map) = world.get_resource::<GridMap>() else {
        return Vec::new();
    };
    // The foe's front row: its deployment's first.
    let front = map.deployment.get(1 - side.min(1)).map(|r| r[0]);
    let mut out: Vec<GridPos> = Vec::new();
    for y in (at.y - 2)..=(at.y + 2) {
        for x in (at.x - 2)..=(at.x + 2) {
            let p = GridPos::new(x, y);
            let open = map.cell(p).is_some_and(|c| !c.terrain.impassable);
            if open && p.distance(at) <= 2 && !taken.contains(&p) && !seals.sealed(p) {
                out.push(p);
            }
        }
    }
    out.sort_by_key(|p| {
        let to_front = front.map_or(0, |row| (p.y - row).abs());
        (p.distance(at), to_front, as_seen(side, *p))
    });
    out
}

/// The card rules' `Summon` on the Vortex's grid (`CardRules::summon`): the token enters next to
/// `summoner` (its oldest beyond the second is discarded first); the token, when it entered.
pub fn summon(world: &mut DuelWorld, summoner: Entity, id: &str) -> Option<Entity> {
    let who = log::name(world, summoner).to_string();
    let card = world.resource::<Catalog>().tokens.get(id).cloned();
    let Some(card) = card.filter(|c| c.vortex.is_some()) else {
        world.log(EventKind::Nothing, |w| {
            Facts::on(w, summoner).what(id).says(format!(
                "  no token `{id}` with a vortex sheet: nothing is summoned"
            ))
        });
        return None;
    };
    let squares = summon_squares(world, summoner);
    let Some(&square) = squares.first() else {
        world.log(EventKind::Summon, |w| {
            Facts::on(w, summoner).what(id).amount(0).says(format!(
                "  {} fails: no free square within 2 of {who}",
                card.name
            ))
        });
        return None;
    };
    let mut mine: Vec<(u32, Entity)> = Roster::standing(world)
        .into_iter()
        .filter(|e| world.get::<SummonedBy>(*e).is_some_and(|s| s.0 == summoner))
        .filter_map(|e| world.part::<Fighter>(e).map(|f| (f.serial, e)))
        .collect();
    mine.sort_unstable();
    while mine.len() >= MOST_SUMMONED {
        let (_, oldest) = mine.remove(0);
        Roster::retire(world, oldest);
        world.log(EventKind::Summon, |w| {
            Facts::on(w, oldest).what("discard").says(format!(
                "  {} is discarded: {who} keeps at most {MOST_SUMMONED} tokens",
                log::name(w, oldest)
            ))
        });
    }
    let side = world.part::<Fighter>(summoner).map_or(0, |f| f.team);
    let (e, ac) = enter_token(world, &card, id, side, square, Some(summoner))?;
    world.entity_mut(e).insert(SummonedBy(summoner));
    world.hold(e);
    let hp = world.get::<Hp>(e).map_or(0, |h| h.current);
    let speed = world.get::<VortexFighter>(e).map_or(0, |v| v.speed);
    world.log(EventKind::Summon, |w| {
        Facts::on(w, e).what(id).says(format!(
            "  {who} summons {} onto ({},{}), HP {hp}, AC {ac} (speed {speed})",
            card.name, square.x, square.y
        ))
    });
    Some(e)
}
