//! A player's turn (docs/RULES.md, Brawl): 夜明けステップ (states and seals count down at every
//! turn's dawn, dawn skills come due), the draw and the turn's bait, the main step (one act at a
//! time, the skills it sets off applied before the next), 日没ステップ (poison bites, dusk skills),
//! and the hand limit. Both players' turns make a round.

use super::act;
use super::ask::{Act, Choice, Request, decide};
use super::board::Beast;
use super::harm::{self, DamageFrom};
use super::skills::{drain_one, queue, refresh_traits};
use super::state::beasts;
use super::state::{BAIT_PER_TURN, BrawlState, HAND_LIMIT, Stage, side, with_side};
use crate::data::brawl::check::BAIT_MAX;
use crate::data::keywords::SkillTiming;
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::take_step;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::seals::Seals;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Plays the round's turns as far as the players' answers allow; on to the round end when both
/// players have taken theirs.
pub fn play_round(world: &mut World) {
    loop {
        if super::state::over(world) || !take_step(world) {
            return;
        }
        // What comes due applies one skill a step, so the window shows each in turn.
        match drain_one(world) {
            Some(true) => continue,
            Some(false) => return,
            None => {}
        }
        world.res_mut::<BrawlState>().clash = None;
        let (stage, team) = {
            let s = world.res::<BrawlState>();
            (s.stage, s.active)
        };
        let next = match stage {
            Stage::Dawn => {
                dawn(world, team);
                Some(Stage::Draw)
            }
            Stage::Draw => {
                let first_turn = world.res::<BrawlState>().turn == 1;
                if !first_turn {
                    super::state::draw(world, team);
                }
                with_side(world, team, |s| {
                    s.bait = s.bait.saturating_add(BAIT_PER_TURN).min(BAIT_MAX)
                });
                log::write(world, EventKind::Action, |w| {
                    let s = side(w, team);
                    let bait = s.map_or(0, |s| s.bait);
                    super::state::player_facts(w, team)
                        .what("bait")
                        .amount(BAIT_PER_TURN)
                        .left(bait)
                        .says(format!(
                            "  +{BAIT_PER_TURN} bait ({bait} held), {} in hand",
                            s.map_or(0, |s| s.hand.len())
                        ))
                });
                Some(Stage::Main)
            }
            Stage::Main => main_step(world, team),
            Stage::Dusk => {
                dusk(world);
                Some(Stage::HandLimit)
            }
            Stage::HandLimit => hand_limit(world, team).then(|| end_turn(world)).flatten(),
        };
        match next {
            Some(n) => world.res_mut::<BrawlState>().stage = n,
            None => return,
        }
    }
}

/// 夜明けステップ: every creature's sleep and every territory's seals count down (「2回目の夜明
/// け」), the active player's creatures may attack and move again, and dawn skills come due.
pub fn dawn(world: &mut World, team: usize) {
    let turn = {
        let mut s = world.res_mut::<BrawlState>();
        s.turn += 1;
        s.turn
    };
    world.res_mut::<Battle>().turns += 1;
    log::write(world, EventKind::TurnStart, |w| {
        let name = &w.res::<Battle>().teams[team].name;
        super::state::player_facts(w, team)
            .what("dawn")
            .amount(turn)
            .says(format!("Turn {turn}: {name} — dawn"))
    });
    for (e, b) in beasts(world) {
        let woke = world.get_mut::<Ailments>(e).is_some_and(|mut a| a.dawn());
        if woke {
            log::write(world, EventKind::Status, |w| {
                Facts::on(w, e)
                    .what("sleep")
                    .amount(0)
                    .says(format!("  {} wakes", b.name))
            });
        }
        if b.team == team
            && let Some(mut x) = world.get_mut::<Beast>(e)
        {
            x.attacks = 0;
            x.moved = false;
        }
    }
    for p in world.res::<BrawlState>().players.clone() {
        if let Some(mut s) = world.get_mut::<Seals>(p) {
            s.dawn();
        }
    }
    refresh_traits(world);
    queue(world, SkillTiming::Dawn, None, |_, _| true);
}

/// The main step: one act at a time until the player ends it. `None` while the player is asked.
fn main_step(world: &mut World, team: usize) -> Option<Stage> {
    let who = world.res::<BrawlState>().player(team)?;
    let acts = act::acts(world, team);
    let Choice::Act(i) = decide(world, who, Request::Main { acts: acts.clone() })? else {
        return Some(Stage::Main);
    };
    match acts.get(i).copied() {
        Some(Act::End) | None => Some(Stage::Dusk),
        Some(a) => {
            act::apply(world, team, a);
            harm::settle(world);
            Some(Stage::Main)
        }
    }
}

/// 日没ステップ: each poisoned creature takes 1 damage of itself, then dusk skills come due.
pub fn dusk(world: &mut World) {
    log::write(world, EventKind::TurnStart, |w| {
        let team = w.res::<BrawlState>().active;
        super::state::player_facts(w, team)
            .what("dusk")
            .says("  dusk")
    });
    for (e, _) in beasts(world) {
        let bite = world.get::<Ailments>(e).and_then(Ailments::dusk);
        if let Some(b) = bite {
            harm::hurt(world, e, u32::from(b.amount), DamageFrom::Nature);
        }
    }
    harm::settle(world);
    queue(world, SkillTiming::Dusk, None, |_, _| true);
}

/// The hand limit: a player holding more than [`HAND_LIMIT`] discards down to it, choosing
/// which. `false` while asked.
fn hand_limit(world: &mut World, team: usize) -> bool {
    let Some(hand) = side(world, team).map(|s| s.hand.clone()) else {
        return true;
    };
    if hand.len() <= HAND_LIMIT {
        return true;
    }
    let Some(who) = world.res::<BrawlState>().player(team) else {
        return true;
    };
    let count = hand.len() - HAND_LIMIT;
    let Some(Choice::Picks(mut picks)) = decide(world, who, Request::Discard { hand, count })
    else {
        return false;
    };
    picks.sort_unstable_by(|a, b| b.cmp(a));
    with_side(world, team, |s| {
        for i in picks {
            if i < s.hand.len() {
                let c = s.hand.remove(i);
                s.graveyard.push(c);
            }
        }
    });
    log::write(world, EventKind::Nothing, |w| {
        Facts::on(w, who)
            .what("discard")
            .amount(count as i64)
            .left(HAND_LIMIT as i64)
            .says(format!("  discards {count} down to {HAND_LIMIT}"))
    });
    true
}

/// The turn is over: the other player's turn, or the round end when both have had theirs.
fn end_turn(world: &mut World) -> Option<Stage> {
    let done = {
        let mut s = world.res_mut::<BrawlState>();
        s.taken += 1;
        s.active = 1 - s.active;
        s.stage = Stage::Dawn;
        s.taken >= 2
    };
    if done {
        world.res_mut::<BrawlState>().taken = 0;
        world.res_mut::<Battle>().advance_phase();
        return None;
    }
    Some(Stage::Dawn)
}
