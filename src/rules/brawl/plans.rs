//! How a computer side plays the Brawl: its deck's plans, in the one plan grammar, read by topic
//! (what to put onto the board, what to attack, whom a skill aims at), the earliest that holds
//! and can be followed first; the standing plans when none does — the strongest creature it can
//! pay for, attacks that win their battle (else the player), skills at the strongest foe and the
//! strongest ally, the first squares of a seal, the costliest cards at the hand limit.

use super::board::creature;
use super::board::{Beast, Sq};
use super::question::{Act, Choice, Foe, Request};
use super::state::{BrawlState, life, side};
use crate::data::brawl::{BrawlPlan, Sight, Tactic, TacticTopic};
use crate::data::keywords::{Row, SkillTiming, Trait};
use crate::rules::core::fighter::Fighter;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use bevy::prelude::*;
use std::sync::Arc;

/// A side's plans (its deck's, or the scenario's).
#[derive(Component, Clone, Debug, Default)]
pub struct SidePlans(pub Arc<Vec<BrawlPlan>>);

/// Answers `who`'s request by its plans.
pub fn answer(world: &mut World, who: Entity, q: &Request) -> Choice {
    let team = world.get::<Fighter>(who).map_or(0, |f| f.team);
    match q {
        Request::Main { acts } => Choice::Act(main(world, team, acts)),
        Request::Aim {
            harms, candidates, ..
        } => {
            let weakest =
                *harms && tactic(world, team, TacticTopic::Aim) == Some(Tactic::AimWeakest);
            let power = |w: &World, e: Entity| w.get::<Beast>(e).map_or(0, |b| b.power);
            let pick = (0..candidates.len()).max_by_key(|i| {
                let p = power(world, candidates[*i]);
                (if weakest { -p } else { p }, std::cmp::Reverse(*i))
            });
            Choice::Aim(pick.unwrap_or(0))
        }
        Request::Seal { count, .. } => Choice::Picks((0..*count).collect()),
        Request::Discard { hand, count } => {
            let mut order: Vec<usize> = (0..hand.len()).collect();
            order.sort_by_key(|i| {
                std::cmp::Reverse((creature(world, &hand[*i]).map_or(0, |c| c.bait), *i))
            });
            Choice::Picks(order.into_iter().take(*count).collect())
        }
    }
}

/// The first tactic of `team`'s plans on `topic` whose conditions hold.
fn tactic(world: &World, team: usize, topic: TacticTopic) -> Option<Tactic> {
    let who = world.res::<BrawlState>().player(team)?;
    let plans = world.get::<SidePlans>(who)?.0.clone();
    plans
        .iter()
        .filter(|p| p.then.topic() == topic)
        .find(|p| p.when.holds(|f| sees(world, team, *f)))
        .map(|p| p.then)
}

fn sees(world: &World, team: usize, f: Sight) -> bool {
    let s = side(world, team);
    let count = |t: usize| super::state::count(world, t);
    match f {
        Sight::LifeAtMost(n) => life(world, team) <= i32::from(n),
        Sight::FoeLifeAtMost(n) => life(world, 1 - team) <= i32::from(n),
        Sight::BaitAtLeast(n) => s.is_some_and(|s| s.bait >= n),
        Sight::HandAtLeast(n) => s.is_some_and(|s| s.hand.len() >= usize::from(n)),
        Sight::AlliesAtMost(n) => count(team) <= usize::from(n),
        Sight::FoesAtLeast(n) => count(1 - team) >= usize::from(n),
    }
}

/// The main step's act: a creature to play, else an attack, else the end of the turn.
fn main(world: &mut World, team: usize, acts: &[Act]) -> usize {
    let end = acts.len().saturating_sub(1);
    if let Some(i) = play(world, team, acts) {
        return i;
    }
    attack(world, team, acts).unwrap_or(end)
}

fn play(world: &mut World, team: usize, acts: &[Act]) -> Option<usize> {
    let how = tactic(world, team, TacticTopic::Play).unwrap_or(Tactic::PlayStrongest);
    if how == Tactic::SaveBait {
        return None;
    }
    let hand: Vec<_> = side(world, team)?
        .hand
        .iter()
        .map(|id| creature(world, id))
        .collect();
    let mut best: Option<((i32, i32, i32), usize)> = None;
    for (i, a) in acts.iter().enumerate() {
        let Act::Play { card, square } = *a else {
            continue;
        };
        let Some(c) = hand.get(card).cloned().flatten() else {
            continue;
        };
        let back = c.traits.0.contains(&Trait::Hermit)
            || c.skills
                .iter()
                .any(|s| s.row == Some(Row::Back) && s.timing != SkillTiming::Arrival);
        let wants = if back { Row::Back } else { Row::Front };
        let fit = i32::from(Sq::at(square).row == wants);
        let strength = match how {
            Tactic::PlayCheapest => -i32::from(c.bait),
            _ => i32::from(c.power) + i32::from(c.bait),
        };
        let key = (strength, fit, -(square as i32));
        if best.is_none_or(|(k, _)| key > k) {
            best = Some((key, i));
        }
    }
    best.map(|(_, i)| i)
}

fn attack(world: &mut World, team: usize, acts: &[Act]) -> Option<usize> {
    let how = tactic(world, team, TacticTopic::Attack).unwrap_or(Tactic::Trade);
    if how == Tactic::HoldBack {
        return None;
    }
    let power = |w: &World, e: Entity| w.get::<Beast>(e).map_or(0, |b| b.power);
    // What a shield still stops (none while its holder sleeps).
    let guard = |w: &World, e: Entity| {
        let asleep = w.get::<Ailments>(e).is_some_and(Ailments::asleep);
        if asleep {
            0
        } else {
            w.get::<ShieldLeft>(e).map_or(0, |s| i32::from(s.0))
        }
    };
    let mut best: Option<(i32, usize)> = None;
    for (i, a) in acts.iter().enumerate() {
        let Act::Attack { attacker, target } = *a else {
            continue;
        };
        let mine = power(world, attacker);
        let score = match (how, target) {
            (Tactic::GoFace, Foe::Player) => 1000,
            (Tactic::GoFace, Foe::Creature(d)) => 500 - power(world, d),
            (_, Foe::Player) => 400 + mine,
            (_, Foe::Creature(d)) => {
                let (theirs, shield) = (power(world, d), guard(world, d));
                let wins = mine >= theirs + shield;
                let lives = theirs < mine + guard(world, attacker);
                match (wins, lives) {
                    (true, true) => 600 + theirs,
                    (true, false) if theirs > mine => 300 + theirs,
                    _ => continue,
                }
            }
        };
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, i));
        }
    }
    best.map(|(_, i)| i)
}
