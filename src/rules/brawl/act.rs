//! The main step's acts: putting a creature onto the board from the hand by paying its bait
//! (its 登場 skills and the other side's 反応 to an arrival come due), moving a creature to an
//! adjacent empty square of its territory (never a 頑固者, never onto a sealed square), and
//! attacking (`fight`).

use super::board::{Beast, BeastBundle, OwnTraits, SQUARES, Sq, adjacent, creature};
use super::question::Act;
use super::skills::{queue, refresh_traits};
use super::state::beasts;
use super::state::{BrawlState, side, with_side};
use crate::data::brawl::Cue;
use crate::data::keywords::SkillTiming;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::order::ArrivedAt;
use crate::rules::core::keywords::readiness::movable;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The squares of `team`'s territory a creature may be put on or moved to: empty and unsealed.
pub fn free_squares(world: &mut World, team: usize) -> Vec<usize> {
    let seals = super::seal::seals(world, team);
    let mut taken = [false; SQUARES];
    for (_, b) in beasts(world).iter().filter(|(_, b)| b.team == team) {
        taken[b.sq.index()] = true;
    }
    (0..SQUARES)
        .filter(|i| !seals.sealed(*i) && !taken[*i])
        .collect()
}

/// Everything `team` may do now in its main step, ending the turn last.
pub fn acts(world: &mut World, team: usize) -> Vec<Act> {
    let mut out = Vec::new();
    let free = free_squares(world, team);
    if let Some(s) = side(world, team).cloned() {
        for (i, id) in s.hand.iter().enumerate() {
            if creature(world, id).is_some_and(|c| c.bait <= s.bait) {
                out.extend(free.iter().map(|&square| Act::Play { card: i, square }));
            }
        }
    }
    for (e, b) in beasts(world).into_iter().filter(|(_, b)| b.team == team) {
        for target in super::fight::options(world, e) {
            out.push(Act::Attack {
                attacker: e,
                target,
            });
        }
        let traits = world.get::<HasTraits>(e).cloned().unwrap_or_default();
        let asleep = world.get::<Ailments>(e).is_some_and(Ailments::asleep);
        if !b.moved && (asleep || movable(&traits)) {
            for &square in &free {
                if adjacent((team, b.sq), (team, Sq::at(square))) {
                    out.push(Act::Move {
                        creature: e,
                        square,
                    });
                }
            }
        }
    }
    out.push(Act::End);
    out
}

/// Does `act` for `team`.
pub fn apply(world: &mut World, team: usize, act: Act) {
    match act {
        Act::Play { card, square } => play(world, team, card, square),
        Act::Attack { attacker, target } => super::fight::attack(world, attacker, target),
        Act::Move { creature, square } => {
            let sq = Sq::at(square);
            if let Some(mut b) = world.get_mut::<Beast>(creature) {
                b.sq = sq;
                b.moved = true;
            }
            let name = world
                .get::<Beast>(creature)
                .map(|b| b.name.clone())
                .unwrap_or_default();
            log::write(world, EventKind::Move, |w| {
                Facts::on(w, creature)
                    .what(sq.label())
                    .amount(1)
                    .says(format!("  {name} moves to {}", sq.label()))
            });
            refresh_traits(world);
            super::skills::react(world, Cue::Moves, |x, _| x == creature);
        }
        Act::End => {}
    }
}

/// Puts the hand's card `index` onto `square`, paying its bait.
fn play(world: &mut World, team: usize, index: usize, square: usize) {
    let Some(id) = side(world, team).and_then(|s| s.hand.get(index).cloned()) else {
        return;
    };
    let Some(card) = creature(world, &id) else {
        return;
    };
    with_side(world, team, |s| {
        s.hand.remove(index);
        s.bait -= card.bait.min(s.bait);
    });
    log::write(world, EventKind::Summon, |w| {
        let who = &w.res::<crate::rules::core::battle::Battle>().teams[team].name;
        super::state::player_facts(w, team)
            .what(id.as_str())
            .amount(card.bait)
            .says(format!("  {who} pays {} bait for {}", card.bait, card.name))
    });
    enter(world, team, &id, Sq::at(square));
}

/// Creature `id` comes onto `sq` of `team`'s territory (from the hand: its 登場 skills and the
/// other side's 反応 to an arrival come due).
pub fn enter(world: &mut World, team: usize, id: &str, sq: Sq) -> Option<Entity> {
    let card = creature(world, id)?;
    let (turn, arrival) = {
        let mut st = world.res_mut::<BrawlState>();
        st.next_arrival += 1;
        (st.turn, st.next_arrival)
    };
    let (own, shield) = crate::rules::core::keywords::battle::carried(&card.traits);
    let serial = world
        .res_mut::<crate::rules::core::battle::Battle>()
        .next_serial();
    let e = world
        .spawn(BeastBundle {
            beast: Beast {
                card: id.to_string(),
                def: card.clone(),
                name: card.name.clone(),
                team,
                sq,
                power: i32::from(card.power),
                arrived_turn: turn,
                attacks: 0,
                moved: false,
                lent: 0,
            },
            shield,
            own: OwnTraits(own.clone()),
            traits: own,
            ailments: Ailments::default(),
            arrived: ArrivedAt(arrival),
        })
        .insert(crate::rules::core::log_facts::Serial(serial))
        .id();
    world.res_mut::<BrawlState>().board.push(e);
    log::write(world, EventKind::Summon, |_| {
        Facts::on_serial(serial)
            .what(id)
            .amount(card.power)
            .says(format!(
                "  {} comes onto {} ({} power)",
                card.name,
                sq.label(),
                card.power
            ))
    });
    refresh_traits(world);
    queue(world, SkillTiming::Arrival, None, |x, _| x == e);
    queue(
        world,
        SkillTiming::Reaction,
        Some(Cue::FoeArrives),
        |_, b| b.team != team,
    );
    super::skills::react(world, Cue::AllyArrives, |x, b| b.team == team && x != e);
    Some(e)
}
