//! One fighter's turn (seed 000, <ゲームの流れ> and トークンの使役: 全体の流れ): turn-start
//! effects, the optional normal position move, the action die, the card, then the servants in
//! frame order inside the master's turn, then turn-end effects.

use crate::data::Modifier;
use crate::rules::core::cards::additive;
use crate::rules::core::cards::ask::{self as control, Choice, Request};
use crate::rules::core::cards::chain::effects::shift;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::chain::{Flow, Happened};
use crate::rules::core::cards::components::Deck;
use crate::rules::core::cards::die::DieRoll;
use crate::rules::core::cards::kit::{DuelWorld, Kit};
use crate::rules::core::cards::use_card::{CardUse, Played, choose_targets};
use crate::rules::core::countdown::{PresetTurn, Step};
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;
use smallvec::SmallVec;

/// Where a turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Turn-start effects are raised.
    Begin,
    /// Turn-start effects resolve; then the fighter may be unable to act.
    Started,
    /// The optional normal position move (once, before the action die).
    Move,
    /// The action die is rolled.
    Roll,
    /// The card's targets are chosen.
    Target,
    /// The card's effects resolve.
    Perform,
    /// The action is over: servants come next (for the master).
    AfterAction,
    /// The next servant in the frame starts, or the master's turn ends.
    NextServant,
    /// Turn-end effects are raised and named statuses count down.
    End,
    /// Turn-end effects resolve.
    Ending,
    /// Nothing is left of the turn.
    Done,
}

/// A turn in progress.
#[derive(Clone, Debug)]
pub struct Turn {
    /// Whose turn it is.
    pub owner: Entity,
    /// Who is acting now: the owner or one of its servants.
    pub acting: Entity,
    /// Where the turn is.
    pub stage: Stage,
    /// Servants still to act (few, kept off the heap).
    pub servants: SmallVec<[Entity; 4]>,
    /// The card being performed (the one on the face the action die picked) and its targets.
    pub using: CardUse,
    /// The effect clock when the acting fighter's action began (after its turn-start effects):
    /// a timed named status put in place after it does not count this turn as one of its own
    /// (seed 000 【付加要素】: "N turns unable to act" costs N turns whenever it arrives).
    pub acted_at: u64,
}

impl PresetTurn for Turn {
    /// What the Duel's rules keep at hand for a pass (see [`Kit`]).
    type Kit = Kit;

    fn take_kit(world: &mut World, kept: Option<Kit>) -> Kit {
        Kit::ready(world, kept)
    }

    fn give_back_kit(world: &mut World, kit: Kit) -> Kit {
        kit.set_aside(world)
    }

    fn begin(owner: Entity) -> Self {
        Turn {
            owner,
            acting: owner,
            stage: Stage::Begin,
            servants: SmallVec::new(),
            using: CardUse::default(),
            acted_at: 0,
        }
    }

    fn step(&mut self, world: &mut World, kit: &mut Kit) -> Step {
        step(&mut kit.on(world), self)
    }

    fn run(&mut self, world: &mut World, kit: &mut Kit) -> Step {
        advance(&mut kit.on(world), self, true)
    }

    fn owner(&self) -> Entity {
        self.owner
    }

    fn acting(&self) -> Entity {
        self.acting
    }
}

/// Advances the turn by one stage.
///
/// The stages that raise or push effects (`Begin`, `Target`, `End`) are each followed by one
/// that resolves them (skipped when no trigger fired), and a stage that waits is run again, so
/// the stack is empty between steps.
pub fn step(world: &mut DuelWorld, turn: &mut Turn) -> Step {
    advance(world, turn, false)
}

/// Advances the turn by one stage, or (`on`) stage after stage while it goes on: one call
/// for a whole turn run free of the window's pace (docs/PERFORMANCE.md).
fn advance(world: &mut DuelWorld, turn: &mut Turn, on: bool) -> Step {
    loop {
        match stage(world, turn) {
            Step::Continue if on => {}
            other => return other,
        }
    }
}

/// Runs the turn's current stage and moves it to the next.
#[inline(always)]
fn stage(world: &mut DuelWorld, turn: &mut Turn) -> Step {
    let me = turn.acting;
    let next = match turn.stage {
        Stage::Begin => {
            let servant = me != turn.owner;
            world.log(EventKind::TurnStart, |w| {
                let n = log::name(w, me);
                let facts = Facts::on(w, me).what(if servant { "servant" } else { "turn" });
                if servant {
                    facts.says(format!("  servant {n} acts"))
                } else {
                    let round = w.resource::<crate::rules::core::battle::Battle>().round;
                    facts.says(format!("[round {round}] {n}'s turn"))
                }
            });
            // Nothing to resolve when no trigger fired: the turn goes straight on.
            if chain::raise(world, &[Happened::TurnStart(me)]) {
                Stage::Started
            } else {
                turn.acted_at = world.stack().clock;
                started(world, me)
            }
        }
        Stage::Started => {
            match chain::resolve(world) {
                Flow::Done => {}
                Flow::Blocked => return Step::Blocked,
                Flow::Ended => return Step::Ended,
            }
            turn.acted_at = world.stack().clock;
            started(world, me)
        }
        Stage::Move => {
            let options = control::move_options(world, me);
            let request = Request::Move { who: me, options };
            // (A board the plans read for it is kept for the card's targets: the kit keeps it.)
            match control::decide(world, me, request) {
                // (Holding moves nothing.)
                Some(Choice::Move(m)) => shift(world, me, m.delta()),
                Some(_) => {}
                None => return Step::Blocked,
            }
            Stage::Roll
        }
        Stage::Roll => roll_action_die(world, me, turn),
        Stage::Target => match choose_targets(world, me, &mut turn.using) {
            Some(Played::Perform) => Stage::Perform,
            Some(Played::Nothing) => Stage::AfterAction,
            None => return Step::Blocked,
        },
        Stage::Perform => {
            match chain::resolve(world) {
                Flow::Done => {}
                Flow::Blocked => return Step::Blocked,
                Flow::Ended => return Step::Ended,
            }
            Stage::AfterAction
        }
        Stage::AfterAction => {
            // (No servant in the battle: no frame is read.)
            if me == turn.owner {
                if world.kit().held.servants {
                    turn.servants = world
                        .part::<ServantFrame>(me)
                        .map(|f| f.0.iter().copied().collect())
                        .unwrap_or_default();
                }
                Stage::NextServant
            } else {
                Stage::End
            }
        }
        Stage::NextServant => {
            let next = loop {
                if turn.servants.is_empty() {
                    break None;
                }
                let s = turn.servants.remove(0);
                if !world.retired(s) {
                    break Some(s);
                }
            };
            turn.acting = next.unwrap_or(turn.owner);
            if next.is_some() {
                Stage::Begin
            } else {
                Stage::End
            }
        }
        Stage::End => {
            if chain::raise(world, &[Happened::TurnEnd(me)]) {
                Stage::Ending
            } else {
                ended(world, me, turn.owner, turn.acted_at)
            }
        }
        Stage::Ending => {
            match chain::resolve(world) {
                Flow::Done => {}
                Flow::Blocked => return Step::Blocked,
                Flow::Ended => return Step::Ended,
            }
            ended(world, me, turn.owner, turn.acted_at)
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

/// After the turn-start effects: a retired fighter's action is over, one unable to act loses
/// the turn, anyone else may move.
fn started(world: &mut DuelWorld, me: Entity) -> Stage {
    if world.retired(me) {
        Stage::AfterAction
    } else if world.kit().held.modifiers.has(Modifier::SkipTurns(0))
        && additive::unable_to_act(world, me)
    {
        world.log(EventKind::Status, |w| {
            Facts::on(w, me)
                .what("unable to act")
                .says(format!("  {} is unable to act this turn", log::name(w, me)))
        });
        let stamp = world.stack().tick();
        additive::count_down_lost_turn(world, me, stamp);
        Stage::AfterAction
    } else {
        Stage::Move
    }
}

/// After the turn-end effects: the named statuses that were in place when the action began count
/// down; then the master's turn is done, or the next servant comes.
fn ended(world: &mut DuelWorld, me: Entity, owner: Entity, acted_at: u64) -> Stage {
    // (No named status in the battle: none counts down.)
    let ended = if world.kit().held.named {
        additive::tick_named(world, me, acted_at)
    } else {
        Vec::new()
    };
    for s in ended {
        world.log(EventKind::Status, |w| {
            Facts::on(w, me)
                .what(s.as_str())
                .says(format!("  {s} on {} wears off", log::name(w, me)))
        });
    }
    if me == owner {
        Stage::Done
    } else {
        Stage::NextServant
    }
}

/// The action die: 1D plus modifiers, clamped to 1..6; the card on that face is performed, and an
/// unusable card means "do nothing this turn". A fighter without an action table rolls none.
fn roll_action_die(world: &mut DuelWorld, me: Entity, turn: &mut Turn) -> Stage {
    // 手順, トークンが「特殊能力：トークン」を失ったら: a token without its action table rolls no
    // action die and goes on to the next step. (A character always has its deck; a token's
    // table is its deck, so having none is having lost "Token".)
    // The deck is read once, for whether there is one and for the face the die picks.
    let bonus = world.total(me, Modifier::ActionDie(0));
    let (read, rng) = world.reading_with_rng();
    let rolled = read
        .part::<Deck>(me)
        .filter(|d| !d.0.is_empty())
        .map(|deck| {
            let raw = rng.d6();
            let face = (raw + bonus).clamp(1, 6);
            let (card, usable) = deck
                .0
                .get(face as usize - 1)
                .map_or((None, false), |f| (Some(f.card.clone()), f.usable));
            (raw, face, card, usable)
        });
    let Some((raw, face, card, usable)) = rolled else {
        world.log(EventKind::Nothing, |w| {
            Facts::on(w, me).what("action die").says(format!(
                "  {} has no action table: no action die",
                log::name(w, me)
            ))
        });
        return Stage::AfterAction;
    };
    let roll = DieRoll {
        fighter: me,
        raw,
        face,
        card,
    };
    world.log(EventKind::Action, |w| {
        let (n, card_name) = (log::name(w, me), roll.card_name());
        let facts = Facts::on(w, me).what(card_name).amount(face).left(raw);
        if raw == face {
            facts.says(format!("  {n} rolls {raw}: {card_name}"))
        } else {
            facts.says(format!("  {n} rolls {raw} -> {face}: {card_name}"))
        }
    });
    let performed = roll.card.clone();
    world.kit().last_roll = Some(roll);
    match (performed, usable) {
        (Some(card), true) => {
            turn.using.card = Some(card);
            Stage::Target
        }
        _ => {
            world.log(EventKind::Nothing, |w| {
                Facts::on(w, me)
                    .what("no action")
                    .says(format!("  {} does nothing this turn", log::name(w, me)))
            });
            Stage::AfterAction
        }
    }
}

crate::hot_parts!(crate::rules::core::countdown::CurrentTurn<Turn>);
