//! The Skirmish round's edges (seed 003, 戦闘ルール 1–3 and 7): AC := speed − last round's
//! overspend, the preparation step in AC order, and at the round's end the hand limit and the
//! statuses that last until then.

use super::cards;
use super::state::{Conditions, Mp, Sheet};
use crate::data::sheet::{TechniqueEffect, Timing};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{ActionCounter, Fighter, Roster};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The preparation step's place (the fighter in AC order, its technique), so that a player's
/// answer goes on from there; a step that is over (or none yet) means the next call starts a
/// round.
#[derive(Resource, Default)]
pub struct Preparing {
    order: Vec<Entity>,
    at: (usize, usize),
}

/// Sets every standing fighter's AC to its speed less what it overspent last round (the AC it
/// ended the round below 0), once a round, then runs the preparation step (which may wait for
/// a player's answer: it goes on where it stopped).
pub fn start_round(world: &mut World) {
    // (A preparation step that waits for an answer goes on where it stopped: the round cannot
    // move on while it waits.)
    if world
        .get_resource::<Preparing>()
        .is_none_or(|p| p.at.0 >= p.order.len())
    {
        set_action_counters(world);
        let order = by_ac(world);
        world.insert_resource(Preparing { order, at: (0, 0) });
    }
    preparation(world);
}

fn set_action_counters(world: &mut World) {
    for e in Roster::standing(world) {
        let speed = world.get::<Sheet>(e).map_or(0, |s| s.0.speed);
        if let Some(mut ac) = world.get_mut::<ActionCounter>(e) {
            ac.0 = speed + ac.0.min(0);
        }
    }
    log::write(world, EventKind::Action, |w| {
        let standing = Roster::standing(w);
        let list: Vec<String> = standing
            .iter()
            .map(|&e| {
                let ac = w.get::<ActionCounter>(e).map_or(0, |a| a.0);
                format!("{} {ac}", log::name(w, e))
            })
            .collect();
        Facts::about("ac")
            .amount(standing.len() as i64)
            .says(format!("  AC: {}", list.join(", ")))
    });
}

/// The standing fighters by AC, highest first (ties: players first, then entry order).
pub fn by_ac(world: &World) -> Vec<Entity> {
    let battle = world.resource::<Battle>();
    let mut list: Vec<(Entity, (i32, bool, u32))> = Roster::standing(world)
        .into_iter()
        .map(|e| {
            let ac = world.get::<ActionCounter>(e).map_or(0, |a| a.0);
            let f = world.get::<Fighter>(e);
            let npc = f
                .and_then(|f| battle.teams.get(f.team))
                .is_none_or(|t| t.control != crate::data::Control::Player);
            (e, (-ac, npc, f.map_or(u32::MAX, |f| f.serial)))
        })
        .collect();
    list.sort_by_key(|(_, k)| *k);
    list.into_iter().map(|(e, _)| e).collect()
}

/// The preparation step (準備行動): in AC order each fighter may use (使用できる) each of its
/// preparation techniques that grants a good status it lacks and whose MP it can pay — the
/// player is asked, plans use it. Returns while a player is asked.
fn preparation(world: &mut World) {
    loop {
        let (next, (i, k)) = {
            let p = world.resource::<Preparing>();
            (p.order.get(p.at.0).copied(), p.at)
        };
        let Some(e) = next else {
            return;
        };
        let technique = world.get::<Sheet>(e).and_then(|s| {
            s.0.techniques
                .iter()
                .filter(|t| t.timing == Timing::Preparation)
                .nth(k)
                .cloned()
        });
        let Some(t) = technique else {
            world.resource_mut::<Preparing>().at = (i + 1, 0);
            continue;
        };
        if usable(world, e, &t) {
            let request = super::ask::Request::Prepare {
                who: e,
                technique: t.name.clone(),
                mp: t.mp,
            };
            match super::ask::decide(world, e, request) {
                None => return,
                Some(super::ask::Choice::Prepare(true)) => prepare(world, e, &t),
                Some(_) => {}
            }
        }
        world.resource_mut::<Preparing>().at = (i, k + 1);
    }
}

/// Whether `e` may use preparation technique `t` now: it grants a good status `e` lacks, and
/// `e` has the MP for it.
fn usable(world: &World, e: Entity, t: &crate::data::sheet::Technique) -> bool {
    let TechniqueEffect::Bestow(b) = t.effect else {
        return false;
    };
    let mp = world.get::<Mp>(e).map_or(0, |m| m.current);
    let mut c = world.get::<Conditions>(e).copied().unwrap_or_default();
    let before = c;
    c.grant(b);
    c != before && t.mp <= mp
}

/// `e` uses preparation technique `t`: pays its MP and gains its status.
fn prepare(world: &mut World, e: Entity, t: &crate::data::sheet::Technique) {
    let TechniqueEffect::Bestow(b) = t.effect else {
        return;
    };
    super::health::spend_mp(world, e, t.mp);
    if let Some(mut held) = world.get_mut::<Conditions>(e) {
        held.grant(b);
    }
    log::write(world, EventKind::Action, |w| {
        Facts::on(w, e)
            .what(t.name.as_str())
            .amount(t.mp)
            .says(format!("  {} prepares {}", log::name(w, e), t.name))
    });
}

/// Round end: hands over the limit are cut to 7 — a player's character discarding the cards its
/// player chooses, one at a time (the round waits), the others their lowest; then paralysis,
/// frenzy, shaken and curse end.
pub fn end_round(world: &mut World) {
    if !players_discard(world) {
        return;
    }
    for (holder, gone) in cards::cut_to_limit(world) {
        if let cards::Holder::Fighter(e) = holder {
            log::write(world, EventKind::Action, |w| {
                let labels: Vec<String> = gone.iter().map(|c| c.label()).collect();
                Facts::on(w, e)
                    .what("discard")
                    .amount(gone.len() as i64)
                    .says(format!(
                        "  {} discards to 7: {}",
                        log::name(w, e),
                        labels.join(" ")
                    ))
            });
        }
    }
    for e in Roster::standing(world) {
        super::health::end_statuses(world, e, Conditions::end_of_round, |who, ended| {
            format!("  {who}'s {ended} end")
        });
    }
    super::keywords::dusk(world);
}

/// 【戦闘ルール】 7: 手札が8枚以上になっている場合は7枚になるまで捨てて — the player of each of
/// its characters over the limit chooses the cards, one at a time; `false` while asked.
fn players_discard(world: &mut World) -> bool {
    let mut mine: Vec<Entity> = Roster::standing(world)
        .into_iter()
        .filter(|e| !crate::rules::core::decisions::by_plans(world, *e))
        .collect();
    mine.sort_by_key(|e| {
        world
            .get::<crate::rules::core::fighter::Fighter>(*e)
            .map(|f| f.serial)
    });
    for e in mine {
        loop {
            let hand = cards::hand(world, cards::Holder::Fighter(e));
            if hand.len() <= cards::HAND_LIMIT {
                break;
            }
            let request = super::ask::Request::Discard {
                who: e,
                hand: hand.iter().map(|c| c.label()).collect(),
                over: hand.len() - cards::HAND_LIMIT,
            };
            let Some(super::ask::Choice::Discard(i)) = super::ask::decide(world, e, request) else {
                return false;
            };
            if let Some(card) = cards::play(world, cards::Holder::Fighter(e), usize::from(i)) {
                log::write(world, EventKind::Action, |w| {
                    Facts::on(w, e)
                        .what("discard")
                        .amount(card.value())
                        .says(format!("  {} discards {}", log::name(w, e), card.label()))
                });
            }
        }
    }
    true
}
