//! The Vortex's round around its turns (vortex-design.md §1): the round start sets every
//! fighter's AC (speed, less last round's overspend); after the initiative comes Dawn, where
//! every fighter readies a card, then the pattern switch and the recovery (seed 001); the round
//! end returns the used panels of the pattern in use (not the Frozen ones), drops the readied
//! cards, and at the round cap gives the verdict.

use super::parts::{Readied, VortexFighter};
use super::turn::with_vortex;
use super::{patterns, ready, verdict};
use crate::data::{Dice, Effect};
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::additive;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::chain::{Flow, Happened, Lineage, Target, TriggerOrigin};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{ActionCounter, InTheBattle};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::panels::Patterns;
use bevy::prelude::*;

/// Phase 1: AC = speed + the overspend carried from last round (a negative AC left at its end).
pub fn start(world: &mut World) {
    let first = world.resource::<Battle>().round == 1;
    let (mut standing, mut overspent) = (0, 0);
    let mut q = world.query_filtered::<(&VortexFighter, &mut ActionCounter), InTheBattle>();
    for (v, mut ac) in q.iter_mut(world) {
        let carried = if first { 0 } else { ac.0.min(0) };
        ac.0 = v.speed + carried;
        standing += 1;
        overspent += u64::from(carried < 0);
    }
    super::tally::count(world, |t| {
        t.fighter_rounds += standing;
        t.overspent += overspent;
    });
}

/// The effect clock at this round's Dawn: a named status put in place after it counts from the
/// next round (F5: `turns: N` counts rounds).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct DawnClock(pub u64);

/// Dawn and phase 3, after the initiative (Decision: in round 1 Dawn waits for the initiative,
/// so that it runs in initiative order): each fighter's turn-start effects fire and resolve (F5:
/// a Duel turn is a Vortex round), then every fighter readies a card, in initiative order; then
/// patterns are switched and statuses recover.
pub fn dawn_and_switch(world: &mut World) {
    if !world.contains_resource::<Dawn>() {
        let order = ready::in_initiative_order(world);
        first_side(world, &order);
        seals_count_down(world);
        wake_at_dawn(world, &order);
        world.insert_resource(Dawn {
            order,
            next: 0,
            resolving: false,
            switching: false,
        });
    }
    if !world.resource::<Dawn>().switching {
        let mut dawn = world.resource::<Dawn>().clone();
        let flow = with_vortex(world, |w| {
            let flow = each_fires(w, &mut dawn, Happened::TurnStart, |_, _| false, |_, _| {});
            if flow == Flow::Done {
                let clock = w.stack().clock;
                w.insert_resource(DawnClock(clock));
            }
            flow
        });
        dawn.switching = flow == Flow::Done;
        world.insert_resource(dawn);
        if flow != Flow::Done {
            return;
        }
        let order = ready::in_initiative_order(world);
        for &e in &order {
            ready::roll(world, e);
        }
    }
    let order = ready::in_initiative_order(world);
    if patterns::switch_and_recover(world, &order) {
        world.remove_resource::<Dawn>();
        world.resource_mut::<Battle>().advance_phase();
    }
}

/// Where Dawn or Dusk is (kept while a player's answer is awaited, so that nothing runs twice):
/// the fighters in initiative order, the next whose effects fire, whether the chain it raised is
/// still resolving, and (Dawn) whether the cards are readied and the pattern switch is asked.
#[derive(Resource, Clone, Debug)]
pub struct Dawn {
    order: Vec<Entity>,
    next: usize,
    resolving: bool,
    switching: bool,
}

/// Dusk's place, as [`Dawn`]'s (`switching`: the round end's discards are asked).
#[derive(Resource, Clone, Debug)]
pub struct Dusk(Dawn);

/// Raises `event` for each fighter of `at`'s order from its next, and resolves each chain in
/// turn, going on from where a player's answer stopped it (`Flow::Blocked`).
fn each_fires(
    w: &mut DuelWorld,
    at: &mut Dawn,
    event: fn(Entity) -> Happened,
    also: fn(&mut DuelWorld, Entity) -> bool,
    mut after: impl FnMut(&mut DuelWorld, Entity),
) -> Flow {
    while let Some(&e) = at.order.get(at.next) {
        // A fighter whose chain is resolving was standing when its effects fired.
        if at.resolving || !w.retired(e) {
            if at.resolving || {
                // (What `also` puts in place goes on top: it resolves first.)
                let raised = chain::raise(w, &[event(e)]);
                also(w, e) || raised
            } {
                at.resolving = true;
                let flow = chain::resolve(w);
                if flow != Flow::Done {
                    return flow;
                }
                at.resolving = false;
            }
            after(w, e);
        }
        at.next += 1;
    }
    Flow::Done
}

/// Dawn: every seal counts down; a seal opens at its second dawn (seed 002 封印).
fn seals_count_down(world: &mut World) {
    use crate::rules::core::battlefield::grid::Seals;
    let opened = world
        .get_resource_mut::<Seals>()
        .map(|mut s| s.dawn())
        .unwrap_or_default();
    if opened.is_empty() {
        return;
    }
    let squares: Vec<String> = opened
        .iter()
        .map(|p| format!("({},{})", p.x, p.y))
        .collect();
    log::write(world, EventKind::Status, |_| {
        Facts::default()
            .what("seal")
            .says(format!("  the seals on {} open", squares.join(" ")))
    });
}

/// Dawn: every sleeper counts a dawn down and wakes at its second (seed 002 眠り).
fn wake_at_dawn(world: &mut World, order: &[Entity]) {
    for &e in order {
        let woke = world.get_mut::<Ailments>(e).is_some_and(|mut a| a.dawn());
        if woke {
            log::write(world, EventKind::Status, |w| {
                Facts::on(w, e)
                    .what("Sleep")
                    .says(format!("  {} wakes", log::name(w, e)))
            });
        }
    }
}

/// Dusk: a poisoned fighter loses 1 HP, of itself (seed 002 毒: no modifier, no shield, and no
/// ability takes it for damage), before its turn-end effects. Whether a line was put in place.
fn poison_at_dusk(w: &mut DuelWorld, e: Entity) -> bool {
    if !w.get::<Ailments>(e).is_some_and(|a| a.poison) {
        return false;
    }
    crate::rules::core::keywords::grid::acted(w, "Poison");
    w.log(EventKind::Status, |w| {
        Facts::on(w, e)
            .what("Poison")
            .says(format!("  {} suffers its poison", log::name(w, e)))
    });
    let lineage: Lineage = std::sync::Arc::from([(e, TriggerOrigin::Side("poison".into()))]);
    let line = [Effect::ReduceHp(Dice::fixed(1))];
    let target = [Target {
        entity: e,
        relief: None,
    }];
    chain::push_lines_in(w, e, &line, &target, &lineage);
    true
}

/// The side whose fighter won the initiative (kept for the battle).
#[derive(Resource, Clone, Copy, Debug)]
pub struct InitiativeWinner(pub usize);

/// F2: the first side on equal AC alternates every round, starting with the side of the
/// initiative's winner.
fn first_side(world: &mut World, order: &[Entity]) {
    use crate::rules::core::fighter::Fighter;
    let winner = match world.get_resource::<InitiativeWinner>() {
        Some(w) => w.0,
        None => {
            let side = order
                .first()
                .and_then(|e| world.part::<Fighter>(*e))
                .map_or(0, |f| f.team);
            world.insert_resource(InitiativeWinner(side));
            side
        }
    };
    let mut battle = world.resource_mut::<Battle>();
    let round = battle.round as usize;
    let side = (winner + round - 1) % 2;
    battle.first_side = Some(side);
    log::write(world, EventKind::Initiative, |w| {
        let team = &w.resource::<Battle>().teams[side].name;
        Facts::default()
            .what("first side")
            .amount(side as i64)
            .says(format!("  {team} goes first on equal AC this round"))
    });
}

/// Dusk (F5): each fighter's turn-end effects fire and resolve, and its named statuses that were
/// in place at Dawn count a round down, in initiative order.
fn dusk(world: &mut World, at: &mut Dawn) -> Flow {
    let at_dawn = world.get_resource::<DawnClock>().map_or(0, |c| c.0);
    with_vortex(world, |w| {
        each_fires(w, at, Happened::TurnEnd, poison_at_dusk, |w, e| {
            for s in additive::tick_named(w, e, at_dawn) {
                w.log(EventKind::Status, |w| {
                    Facts::on(w, e)
                        .what(s.as_str())
                        .says(format!("  {s} on {} wears off", log::name(w, e)))
                });
            }
        })
    })
}

/// Phase 7: Dusk, then panels come back, readied cards are dropped, a hand over the limit
/// discards, and the verdict at the cap. It goes on from where a player's answer stopped it.
pub fn end(world: &mut World) {
    if !world.contains_resource::<Dusk>() {
        let order = ready::in_initiative_order(world);
        world.insert_resource(Dusk(Dawn {
            order,
            next: 0,
            resolving: false,
            switching: false,
        }));
    }
    let mut at = world.resource::<Dusk>().0.clone();
    let fresh = !at.switching;
    if fresh {
        let flow = dusk(world, &mut at);
        at.switching = flow == Flow::Done;
        world.insert_resource(Dusk(at.clone()));
        if flow == Flow::Blocked {
            return;
        }
    }
    if world.resource::<Battle>().outcome.is_some() {
        world.remove_resource::<Dusk>();
        return;
    }
    if fresh {
        // F17: the zones each side holds alone at the round's end, for the verdict at the cap.
        let held = super::zones::holds(world);
        world.insert_resource(super::zones::ZonesHeld(held));
        let mut patterns = world.query::<&mut Patterns>();
        for mut p in patterns.iter_mut(world) {
            for slot in p.panels_mut().iter_mut().filter(|s| !s.frozen()) {
                slot.used = false;
            }
        }
        let mut readied = world.query::<&mut Readied>();
        for mut r in readied.iter_mut(world) {
            r.0 = None;
        }
    }
    if !super::tactics::hand_limit(world) {
        return;
    }
    world.remove_resource::<Dusk>();
    if world.resource::<Battle>().outcome.is_none() && super::goals::at_round_end(world) {
        return;
    }
    let battle = world.resource::<Battle>();
    if battle.outcome.is_none() && battle.round >= battle.round_cap {
        verdict::at_the_cap(world);
    }
}
