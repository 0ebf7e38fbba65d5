//! A Vortex fighter's turn (vortex-design.md §1 phase 5 with F1, F11, F14): it takes its readied
//! card (rolling one if it has none); if the card can be paid — its panels from the pattern in
//! use (left-front, Frozen panels last, F19), its AC cost at most AC + 2 (F14) — and a target is
//! within range from a square its move reaches, it moves there, pays, and plays the card through
//! the card rules' chain (seed 000). Otherwise it moves toward the nearest foe and the turn costs
//! AC 1 more (F1); a card that cannot be paid from its panels, or is face down, is dropped. After
//! a turn that played or dropped its card it readies the next at once while it has AC left. The
//! turn's choice and action are `super::act`; this is the turn's course around them.

use super::act::{Acted, ac, act, again};
use super::parts::Readied;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::chain::{Flow, Happened};
use crate::rules::core::cards::kit::{DuelWorld, Kit};
use crate::rules::core::cards::use_card::{CardUse, Played, choose_targets};
use crate::rules::core::cards::{additive, pass};
use crate::rules::core::countdown::{PresetTurn, Step};
use crate::rules::core::fighter::ActionCounter;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Where a turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Begin,
    Act,
    Target,
    Perform,
    FollowUp,
    Again,
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
    /// The readied card was played a second time this turn (seed 002 2回攻撃).
    twice: bool,
    /// The card's 追い討ち was raised and its chain is resolving.
    following: bool,
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
            twice: false,
            following: false,
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
            } else if world.get::<Ailments>(me).is_some_and(Ailments::asleep) {
                // Seed 002 眠り: a sleeping fighter loses its turns until it wakes (F5: the rest
                // of the round).
                if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
                    a.0 = 0;
                }
                crate::rules::core::keywords::grid::acted(world, "Sleep");
                world.log(EventKind::Status, |w| {
                    Facts::on(w, me).what("Sleep").says(format!(
                        "  {} is asleep: its round is over",
                        log::name(w, me)
                    ))
                });
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
        Stage::Act => match act(world, me) {
            Some(Acted::Played(card)) => {
                turn.using.card = Some(card);
                turn.spent = true;
                Stage::Target
            }
            Some(Acted::Held { spent }) => {
                turn.spent = spent;
                Stage::End
            }
            Some(Acted::Over) => Stage::Done,
            None => return Step::Blocked,
        },
        Stage::Target
            if turn.using.card.as_ref().is_some_and(|c| {
                world
                    .part::<GridPos>(me)
                    .is_some_and(|p| super::hermit::strips_from(world, me, c, *p))
            }) =>
        {
            if let Some(card) = turn.using.card.clone() {
                super::hermit::strip(world, me, &card);
            }
            Stage::End
        }
        Stage::Target => match choose_targets(world, me, &mut turn.using) {
            Some(Played::Perform) => Stage::Perform,
            Some(Played::Nothing) => Stage::End,
            None => return Step::Blocked,
        },
        Stage::Perform => match chain::resolve(world) {
            Flow::Done => Stage::FollowUp,
            Flow::Blocked => return Step::Blocked,
            Flow::Ended => return Step::Ended,
        },
        // Seed 002 追い討ち: after the card dealt damage, while its user still stands.
        Stage::FollowUp => {
            if !turn.following {
                turn.following = true;
                let dealt = std::mem::take(&mut world.stack().dealt);
                if !(dealt && !world.retired(me) && chain::raise(world, &[Happened::FollowUp(me)]))
                {
                    turn.following = false;
                }
            }
            if turn.following {
                match chain::resolve(world) {
                    Flow::Done => turn.following = false,
                    Flow::Blocked => return Step::Blocked,
                    Flow::Ended => return Step::Ended,
                }
            }
            if turn.twice { Stage::End } else { Stage::Again }
        }
        Stage::Again => match again(world, me) {
            Some(Some(card)) => {
                turn.twice = true;
                turn.using = CardUse {
                    card: Some(card),
                    ..CardUse::default()
                };
                Stage::Target
            }
            Some(None) => Stage::End,
            None => return Step::Blocked,
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

/// Whether `who`'s turn waits on the targets of the card it played first this turn.
pub(super) fn at_targets(world: &World, who: Entity) -> bool {
    world
        .get_resource::<crate::rules::core::countdown::CurrentTurn<VortexTurn>>()
        .and_then(|c| c.0.as_ref())
        .is_some_and(|t| t.owner == who && t.stage == Stage::Target && !t.twice)
}

/// Winds `who`'s turn back from its card's targets to its choice (a move taken back: the card is
/// not played); whether it did.
pub(super) fn rewind_to_choice(world: &mut World, who: Entity) -> bool {
    if !at_targets(world, who) {
        return false;
    }
    let mut slot = world.resource_mut::<crate::rules::core::countdown::CurrentTurn<VortexTurn>>();
    let Some(turn) = slot.0.as_mut() else {
        return false;
    };
    turn.stage = Stage::Act;
    turn.using = CardUse::default();
    turn.spent = false;
    true
}

/// Runs `f` with the Vortex's kit taken out of its turn's slot (a rule outside a pass, a test).
pub fn with_vortex<R>(world: &mut World, f: impl FnOnce(&mut DuelWorld) -> R) -> R {
    pass::with_kit::<VortexTurn, R>(world, f)
}

crate::hot_parts!(crate::rules::core::countdown::CurrentTurn<VortexTurn>);
