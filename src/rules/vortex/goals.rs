//! The Vortex's goals in play (vortex-design.md §1 Phase 7 steps 4–5, §3.6, F3, F17), read from
//! the side the player controls: a rout, a defeat or a retirement ends the battle whenever
//! fighters go out (seed 000 補足3: when the chain empties; both sides at once is a draw); a
//! break only when the goals name it (F3); held zones, a square reached and a round survived at
//! round ends; and at the cap, `CapReached` loses before the verdict is read.

use super::zones::held_by;
use crate::data::Level;
use crate::data::vortex::goals::player_side;
use crate::data::vortex::{Goals, LoseGoal, WinGoal};
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::{Fighter, FighterKind, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::{OutcomeRule, finish};
use bevy::prelude::*;

/// The battle's goals, the side they are read from, and per win goal the rounds its zones were
/// held.
#[derive(Resource, Clone, Debug)]
pub struct InPlay {
    goals: Goals,
    side: usize,
    held: Vec<u32>,
}

/// Puts the level's goals in play (none written: the default).
pub fn set_up(world: &mut World, level: &Level) {
    let goals = level.goals.clone().unwrap_or_default();
    let held = vec![0; goals.win.len()];
    world.insert_resource(InPlay {
        goals,
        side: player_side(level),
        held,
    });
    world.insert_resource(OutcomeRule(judge));
}

/// Takes the goals out of the world.
pub fn take_down(world: &mut World) {
    world.remove_resource::<InPlay>();
    world.remove_resource::<OutcomeRule>();
}

/// Every standing fighter: its side, whether a character, its card id and square.
fn standing(world: &World) -> Vec<(usize, bool, &str, Option<GridPos>)> {
    let Some(roster) = world.get_resource::<Roster>() else {
        return Vec::new();
    };
    roster
        .standing
        .iter()
        .filter_map(|e| {
            let f = world.part::<Fighter>(*e)?;
            let character = f.kind == FighterKind::Character;
            Some((
                f.team,
                character,
                f.card_id.as_str(),
                world.part::<GridPos>(*e).copied(),
            ))
        })
        .collect()
}

fn say(world: &mut World, text: String) {
    log::write(world, EventKind::Nothing, |_| {
        Facts::default().what("goal").says(text)
    });
}

/// Ends the battle for the player's side `p` winning, losing, or both at once (a draw).
fn end(world: &mut World, p: usize, won: Option<String>, lost: Option<String>) {
    let outcome = match (&won, &lost) {
        (Some(_), Some(_)) => Outcome::Draw,
        (Some(_), None) => Outcome::Winner(p),
        (None, Some(_)) => Outcome::Winner(1 - p),
        (None, None) => return,
    };
    for why in won.into_iter().chain(lost) {
        say(world, format!("  goal: {why}"));
    }
    finish(world, outcome);
}

/// Whenever fighters go out (`core::outcome::decide_outcome`): rout, defeat, routed, retired.
pub fn judge(world: &mut World) {
    if world.resource::<Battle>().outcome.is_some() {
        return;
    }
    let Some(g) = world.get_resource::<InPlay>().cloned() else {
        return;
    };
    let (p, o) = (g.side, 1 - g.side);
    let (won, lost) = {
        let up = standing(world);
        let team = |s: usize| world.resource::<Battle>().teams[s].name.clone();
        let won = g.goals.win.iter().find_map(|w| match w {
            WinGoal::Rout if !up.iter().any(|f| f.0 == o) => Some(format!("{} is routed", team(o))),
            WinGoal::Defeat(id) if !up.iter().any(|f| f.0 == o && f.2 == id) => {
                Some(format!("{id} of {} is defeated", team(o)))
            }
            _ => None,
        });
        let lost = g.goals.lose.iter().find_map(|l| match l {
            LoseGoal::Routed if !up.iter().any(|f| f.0 == p && f.1) => {
                Some(format!("every character of {} is out", team(p)))
            }
            LoseGoal::Retired(id) if !up.iter().any(|f| f.0 == p && f.2 == id) => {
                Some(format!("{id} of {} is out", team(p)))
            }
            _ => None,
        });
        (won, lost)
    };
    end(world, p, won, lost);
}

/// Side `side` is broken (breached with no life card left): the battle ends only if the goals
/// name it (F3). Returns whether it ended.
pub fn broken(world: &mut World, side: usize) -> bool {
    let Some(g) = world.get_resource::<InPlay>().cloned() else {
        finish(world, Outcome::Winner(1 - side));
        return true;
    };
    let p = g.side;
    let name = world.resource::<Battle>().teams[side].name.clone();
    let why = Some(format!("{name} is broken"));
    if side != p && g.goals.win.contains(&WinGoal::Break) {
        end(world, p, why, None);
    } else if side == p && g.goals.lose.contains(&LoseGoal::Broken) {
        end(world, p, None, why);
    }
    world.resource::<Battle>().outcome.is_some()
}

/// A round end: held zones counted, a square reached, a round survived; then at the cap,
/// `CapReached`. Returns whether the battle ended.
pub fn at_round_end(world: &mut World) -> bool {
    let Some(mut g) = world.get_resource::<InPlay>().cloned() else {
        return false;
    };
    let p = g.side;
    let round = world.resource::<Battle>().round;
    let up: Vec<(usize, String, Option<GridPos>)> = standing(world)
        .into_iter()
        .map(|(side, _, id, at)| (side, id.to_string(), at))
        .collect();
    let mut won = None;
    for (i, w) in g.goals.win.clone().iter().enumerate() {
        match w {
            WinGoal::HoldZones(list, rounds) => {
                let all = list.iter().all(|n| held_by(world, *n) == Some(p));
                if all {
                    g.held[i] += 1;
                }
                if g.held[i] >= u32::from(*rounds) {
                    won.get_or_insert(format!("zones {list:?} held {} rounds", g.held[i]));
                }
            }
            WinGoal::Reach(id, (x, y)) => {
                let at = GridPos::new(*x, *y);
                let there = up.iter().any(|f| f.0 == p && f.1 == *id && f.2 == Some(at));
                let zone = super::zones::zones(world)
                    .iter()
                    .find(|(_, s)| s.contains(&at))
                    .map(|(n, _)| *n);
                let held = zone.is_none_or(|n| held_by(world, n) == Some(p));
                if there && held {
                    won.get_or_insert(format!("{id} reaches ({x},{y})"));
                }
            }
            WinGoal::Survive(r) if round >= *r => {
                won.get_or_insert(format!("round {r} survived"));
            }
            _ => {}
        }
    }
    let cap = world.resource::<Battle>().round_cap;
    let lost = (won.is_none() && round >= cap && g.goals.lose.contains(&LoseGoal::CapReached))
        .then(|| format!("the round cap ({cap}) is reached"));
    world.insert_resource(g);
    let route = if lost.is_some() { "cap" } else { "goal" };
    if won.is_some() || lost.is_some() {
        super::tally::count(world, |t| t.ended_by = Some(route));
    }
    end(world, p, won, lost);
    world.resource::<Battle>().outcome.is_some()
}
