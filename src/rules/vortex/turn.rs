//! A Vortex fighter's turn (vortex-design.md §1 phase 5 with F1, F11, F14): it takes its readied
//! card (rolling one if it has none); if the card can be paid — its panels from the pattern in
//! use (left-front, Frozen panels last, F19), its AC cost at most AC + 2 (F14) — and a target is
//! within range from a square its move reaches, it moves there, pays, and plays the card through
//! the card rules' chain (seed 000). Otherwise it moves toward the nearest foe and the turn costs
//! AC 1 more (F1); a card that cannot be paid from its panels, or is face down, is dropped. After
//! a turn that played or dropped its card it readies the next at once while it has AC left.

use super::moves;
use super::parts::Readied;
use super::plan;
use crate::rules::core::cards::chain::Flow;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::kit::{DuelWorld, Kit};
use crate::rules::core::cards::use_card::{CardUse, Played, choose_targets};
use crate::rules::core::cards::{additive, pass};
use crate::rules::core::countdown::{PresetTurn, Step};
use crate::rules::core::fighter::ActionCounter;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::panels::{PanelSlot, Patterns, choose_avoiding};
use bevy::prelude::*;

/// Where a turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Begin,
    Act,
    Target,
    Perform,
    End,
    Done,
}

/// A turn in progress.
#[derive(Clone, Debug)]
pub struct VortexTurn {
    owner: Entity,
    stage: Stage,
    using: CardUse,
    /// The readied card is spent (played or dropped): the next is readied at the turn's end.
    spent: bool,
}

impl PresetTurn for VortexTurn {
    type Kit = Kit;

    fn take_kit(world: &mut World, kept: Option<Kit>) -> Kit {
        Kit::ready(world, kept)
    }

    fn give_back_kit(world: &mut World, kit: Kit) -> Kit {
        kit.set_aside(world)
    }

    fn begin(owner: Entity) -> Self {
        VortexTurn {
            owner,
            stage: Stage::Begin,
            using: CardUse::default(),
            spent: false,
        }
    }

    fn step(&mut self, world: &mut World, kit: &mut Kit) -> Step {
        stage(&mut kit.on(world), self)
    }

    fn owner(&self) -> Entity {
        self.owner
    }

    fn acting(&self) -> Entity {
        self.owner
    }
}

fn ac(world: &World, e: Entity) -> i32 {
    world.get::<ActionCounter>(e).map_or(0, |a| a.0)
}

fn stage(world: &mut DuelWorld, turn: &mut VortexTurn) -> Step {
    let me = turn.owner;
    let next = match turn.stage {
        Stage::Begin => {
            world.log(EventKind::TurnStart, |w| {
                let round = w.resource::<crate::rules::core::battle::Battle>().round;
                Facts::on(w, me).what("turn").says(format!(
                    "[round {round}] {}'s turn (AC {})",
                    log::name(w, me),
                    ac(w, me)
                ))
            });
            if world.retired(me) {
                Stage::Done
            } else if additive::unable_to_act(world, me) {
                // F5: a lost turn loses the rest of the round; "N turns unable to act" counts
                // one down (seed 000, as the Duel does).
                let stamp = world.stack().tick();
                additive::count_down_lost_turn(world, me, stamp);
                if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
                    a.0 = 0;
                }
                world.log(EventKind::Status, |w| {
                    Facts::on(w, me).what("unable to act").says(format!(
                        "  {} is unable to act: its round is over",
                        log::name(w, me)
                    ))
                });
                Stage::Done
            } else {
                Stage::Act
            }
        }
        Stage::Act => act(world, turn),
        Stage::Target => match choose_targets(world, me, &mut turn.using) {
            Some(Played::Perform) => Stage::Perform,
            Some(Played::Nothing) => Stage::End,
            None => return Step::Blocked,
        },
        Stage::Perform => match chain::resolve(world) {
            Flow::Done => Stage::End,
            Flow::Blocked => return Step::Blocked,
            Flow::Ended => return Step::Ended,
        },
        Stage::End => {
            if turn.spent && !world.retired(me) {
                if let Some(mut r) = world.get_mut::<Readied>(me) {
                    r.0 = None;
                }
                if ac(world, me) > 0 {
                    super::ready::roll(world, me);
                }
            }
            Stage::Done
        }
        Stage::Done => return Step::TurnOver,
    };
    turn.stage = next;
    if next == Stage::Done {
        Step::TurnOver
    } else {
        Step::Continue
    }
}

/// The panels `me` would pay its readied card with now (none needed: `Some([])`); `None` when
/// the pattern in use cannot pay it.
fn panels_to_pay(world: &World, me: Entity) -> Option<Vec<usize>> {
    let cost = &world.get::<Readied>(me)?.0.as_ref()?.cost.panels;
    let Some(patterns) = world.get::<Patterns>(me) else {
        // A token's table costs no panels.
        return Some(Vec::new());
    };
    choose_avoiding(patterns.panels(), cost, None, PanelSlot::frozen)
}

/// The turn's choice and action: play the readied card, or move and hold or drop it.
fn act(world: &mut DuelWorld, turn: &mut VortexTurn) -> Stage {
    let me = turn.owner;
    if world.get::<Readied>(me).is_some_and(|r| r.0.is_none()) {
        super::ready::roll(world, me);
    }
    let (reach, ends) = moves::ends(world, me);
    let Some(readied) = world.get::<Readied>(me).and_then(|r| r.0.clone()) else {
        // No action table: it moves, and the turn costs AC 1 more (F1).
        if let Some(square) = plan::square_to_close(world, me, &ends, &reach) {
            moves::go(world, me, square, &reach);
        }
        if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
            a.0 -= 1;
        }
        return Stage::Done;
    };
    // A face turned down since it was readied is dropped (F1).
    let usable = readied.usable && face_up(world, me, readied.face);
    let panels = panels_to_pay(world, me).filter(|_| usable);
    let affordable = i32::from(readied.cost.ac) <= ac(world, me) + 2;
    // An engaged fighter makes no aux move: it plays from where it stands, or dashes away
    // (seed 003 接敵; vortex-design.md §1 phase 5).
    let here = world
        .get::<crate::rules::core::battlefield::grid::GridPos>(me)
        .copied();
    let engaged = here.is_some_and(|p| reach.engages(p));
    let play_from: Vec<_> = if engaged {
        ends.iter()
            .copied()
            .filter(|(p, _)| Some(*p) == here)
            .collect()
    } else {
        ends.clone()
    };
    if let (Some(panels), true) = (&panels, affordable)
        && let Some((square, _)) =
            plan::square_to_play(world, me, &readied.card, &play_from, &reach)
    {
        if world.get::<crate::rules::core::battlefield::grid::GridPos>(me) != Some(&square) {
            moves::go(world, me, square, &reach);
            if world.retired(me) {
                return Stage::Done;
            }
        }
        pay(world, me, panels, &readied);
        let name = readied.card.name.clone();
        super::tally::count(world, |t| {
            t.turns += 1;
            t.played += 1;
            t.cards.entry(name).or_default().1 += 1;
        });
        turn.using.card = Some(readied.card.clone());
        turn.spent = true;
        return Stage::Target;
    }
    // Not played: a move toward the nearest foe, and AC 1 more (F1).
    if let Some(square) = plan::square_to_close(world, me, &ends, &reach) {
        moves::go(world, me, square, &reach);
        if world.retired(me) {
            return Stage::Done;
        }
    }
    if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
        a.0 -= 1;
    }
    let why = match (&panels, affordable) {
        (None, _) if !usable => "it is face down: dropped",
        (None, _) => "its panels cannot be paid: dropped",
        (_, false) => "its AC cost is more than AC + 2: held",
        _ => "no target in reach: held",
    };
    turn.spent = panels.is_none();
    let dropped = turn.spent;
    super::tally::count(world, |t| {
        t.turns += 1;
        match (dropped, affordable) {
            (true, _) => t.unplayable += 1,
            (false, false) => t.over_ac += 1,
            (false, true) => t.no_target += 1,
        }
    });
    world.log(EventKind::Nothing, |w| {
        Facts::on(w, me)
            .what(readied.card.name.as_str())
            .says(format!(
                "  {} does not play {} ({why}), AC {}",
                log::name(w, me),
                readied.card.name,
                ac(w, me)
            ))
    });
    Stage::End
}

/// Whether face `face` (1–6) of `me`'s deck is face up now.
fn face_up(world: &World, me: Entity, face: i32) -> bool {
    use crate::rules::core::cards::components::Deck;
    world
        .get::<Deck>(me)
        .and_then(|d| d.0.get(face as usize - 1))
        .is_some_and(|f| f.usable)
}

/// Pays the readied card: its panels are used, its AC cost taken (AC may go below 0, F14).
fn pay(world: &mut DuelWorld, me: Entity, panels: &[usize], readied: &super::parts::ReadiedCard) {
    if let Some(mut patterns) = world.get_mut::<Patterns>(me) {
        let slots = patterns.panels_mut();
        for &i in panels {
            if let Some(p) = slots.get_mut(i) {
                p.used = true;
            }
        }
    }
    if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
        a.0 -= i32::from(readied.cost.ac);
    }
    let places: Vec<String> = panels.iter().map(|i| format!("P{}", i + 1)).collect();
    world.log(EventKind::Action, |w| {
        Facts::on(w, me)
            .what(readied.card.name.as_str())
            .amount(i64::from(readied.cost.ac))
            .says(format!(
                "  {} plays {} (AC {}{}{}), AC {}",
                log::name(w, me),
                readied.card.name,
                readied.cost.ac,
                if places.is_empty() { "" } else { ", " },
                places.join("+"),
                ac(w, me)
            ))
    });
}

/// Runs `f` with the Vortex's kit taken out of its turn's slot (a rule outside a pass, a test).
pub fn with_vortex<R>(world: &mut World, f: impl FnOnce(&mut DuelWorld) -> R) -> R {
    pass::with_kit::<VortexTurn, R>(world, f)
}

crate::hot_parts!(crate::rules::core::countdown::CurrentTurn<VortexTurn>);
