//! Moving in a turn (seed 003, 移動のルール and 高低差): the squares a fighter's move reaches
//! among the others (absent foes never stop it), the move along the cheapest path, and the fall
//! check — 【運動】 against Y×5+10 for a drop of Y levels, Y×10 HP on a failure, no defence.

use super::check::{Aim, CardPick, make_check};
use super::health;
use super::space::others;
use super::state::Conditions;
use crate::data::sheet::Skill;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::grid::move_squares;
use crate::rules::core::battlefield::reach::{
    MoveAsk, MoveField, Occupant, Reach, falls, reachable,
};
use crate::rules::core::fighter::{Fighter, Retired};
use crate::rules::core::log::{self, EventKind};
use crate::rules::core::setup::stand_on;
use bevy::prelude::*;

/// The others on the map as `mover`'s movement sees them: absent foes hold nobody.
pub fn occupants(world: &mut World, mover: Entity) -> Vec<Occupant> {
    others(world, mover)
        .into_iter()
        .filter_map(|o| {
            Some(Occupant {
                at: o.at?,
                hostile: o.hostile && !o.absent,
                stop_distance: o.stop,
            })
        })
        .collect()
}

/// The squares a move of `metres` reaches from where `e` stands (`skill_move`: a technique's
/// move, which climbs at no extra cost).
pub fn reach_for(world: &mut World, e: Entity, metres: i32, skill_move: bool) -> Reach {
    let field = MoveField::of(world).unwrap_or_default();
    let from = world.get::<GridPos>(e).copied().unwrap_or_default();
    let floating = world.get::<Conditions>(e).is_some_and(|c| c.float);
    let others = occupants(world, e);
    reachable(
        &field,
        &others,
        &MoveAsk {
            from,
            squares: move_squares(metres),
            skill_move,
            floating,
        },
    )
}

/// Moves `e` to `to` along the cheapest path of a move of `metres`; an ordinary move makes a
/// fall check for each drop on the way (floating fighters and technique moves make none).
/// Returns false when `to` is out of reach.
pub fn move_to(world: &mut World, e: Entity, to: GridPos, metres: i32, skill_move: bool) -> bool {
    let reach = reach_for(world, e, metres, skill_move);
    let Some(cost) = reach.cost(to) else {
        return false;
    };
    let path = reach.path(to);
    let from = world.get::<GridPos>(e).copied().unwrap_or_default();
    let team = world.get::<Fighter>(e).map_or(0, |f| f.team);
    stand_on(world, e, team, to);
    let engages = reach.engages(to);
    log::write(world, EventKind::Move, |w| {
        format!(
            "  {} moves ({},{}) to ({},{}), {cost} squares of movement{}",
            log::name(w, e),
            from.x,
            from.y,
            to.x,
            to.y,
            if engages { ", engaged" } else { "" }
        )
    });
    let floating = world.get::<Conditions>(e).is_some_and(|c| c.float);
    if skill_move || floating {
        return true;
    }
    let field = MoveField::of(world).unwrap_or_default();
    for (_, levels) in falls(&field, from, &path) {
        fall_check(world, e, levels);
        if world.get::<Retired>(e).is_some() {
            break;
        }
    }
    true
}

/// The fall check (落下判定) for a drop of `levels`: 【運動】 against levels×5+10; a failure
/// takes levels×10 HP that defence does not reduce.
pub fn fall_check(world: &mut World, e: Entity, levels: i32) {
    let target = levels * 5 + 10;
    let Some(r) = make_check(
        world,
        e,
        Skill::Athletics,
        Aim::Reach(target),
        CardPick::Auto,
    ) else {
        return;
    };
    let ok = r.reaches(target);
    log::write(world, EventKind::Check, |w| {
        format!(
            "  {} fall check ({levels} level{}, target {target}): {} = {}{}",
            log::name(w, e),
            if levels == 1 { "" } else { "s" },
            r.card.label(),
            r.value,
            if ok { ", lands" } else { ", falls" }
        )
    });
    if !ok {
        health::hp_damage(world, e, levels * 10, "fall");
    }
}
