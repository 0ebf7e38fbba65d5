//! A Vortex turn's choice and action (vortex-design.md §1 phase 5 with F1, F11, F14): play the
//! readied card from a square in reach with a target — its panels paid from the pattern in use
//! (left-front, Frozen panels last, F19), its AC cost at most AC + 2 (F14) — or move (or stay) and
//! hold it at AC 1 more (F1), dropping a card its panels cannot pay or that is face down. A
//! player's fighter is asked ([`Request::Act`]); plans take the standing turn (`super::plan`).

use super::moves;
use super::orders;
use super::parts::Readied;
use super::plan;
use super::question::{self, Choice, Request};
use crate::data::ActionCard;
use crate::data::plan::{Instruction, Topic};
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::cards::keywords;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::ActionCounter;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::panels::{PanelSlot, Patterns, choose_avoiding};
use bevy::prelude::*;

/// What a turn's action came to.
pub enum Acted {
    /// The readied card is paid and played (its targets next).
    Played(std::sync::Arc<ActionCard>),
    /// Not played: held, or dropped when `spent`.
    Held {
        /// The readied card is spent (dropped): the next is readied at the turn's end.
        spent: bool,
    },
    /// The turn is over (a fighter without an action table moved, or one retired moving).
    Over,
}

/// `e`'s Action Counter.
pub fn ac(world: &World, e: Entity) -> i32 {
    world.get::<ActionCounter>(e).map_or(0, |a| a.0)
}

/// The panels `me` would pay its readied card with now (none needed: `Some([])`); `None` when
/// the pattern in use cannot pay it.
pub(super) fn panels_to_pay(world: &World, me: Entity) -> Option<Vec<usize>> {
    let cost = &world.part::<Readied>(me)?.0.as_ref()?.cost.panels;
    let Some(patterns) = world.get::<Patterns>(me) else {
        // A token's table costs no panels.
        return Some(Vec::new());
    };
    choose_avoiding(patterns.panels(), cost, None, PanelSlot::frozen)
}

/// Where plans move `me` when it does not play: by its first movement word in force that the
/// Vortex reads (none: it closes on the nearest foe).
fn moving(
    world: &mut World,
    me: Entity,
    ends: &[(GridPos, i32)],
    reach: &crate::rules::core::battlefield::reach::Reach,
) -> Option<GridPos> {
    let order = orders::in_force(world, me, Topic::Movement)
        .into_iter()
        .find(|i| !i.not_in_vortex());
    plan::square_to_move(world, me, ends, reach, order.as_ref())
}

/// The panels the first `PayWith` of `me`'s plans in force would pay its readied card with.
fn paying_with(world: &mut World, me: Entity) -> Option<Vec<usize>> {
    let picks = orders::in_force(world, me, Topic::Pay);
    let cost = world.part::<Readied>(me)?.0.as_ref()?.cost.panels.clone();
    let patterns = world.get::<Patterns>(me)?;
    picks.into_iter().find_map(|i| match i {
        Instruction::PayWith(pick) => {
            choose_avoiding(patterns.panels(), &cost, Some(pick), PanelSlot::frozen)
        }
        _ => None,
    })
}

/// What a turn may do, read before its question: the move's reach and ends, where the fighter
/// stands, its readied card, whether the card can be paid and the squares it may be played
/// from.
pub(super) struct TurnAt {
    pub reach: crate::rules::core::battlefield::reach::Reach,
    pub ends: Vec<(GridPos, i32)>,
    pub here: Option<GridPos>,
    pub stay: GridPos,
    pub readied: Option<super::parts::ReadiedCard>,
    pub barred: Option<keywords::Barred>,
    pub bound: bool,
    pub usable: bool,
    pub panels: Option<Vec<usize>>,
    pub affordable: bool,
    pub payable: bool,
    pub play_from: Vec<(GridPos, i32)>,
}

/// Reads what `me`'s turn may do now (nothing changes).
pub(super) fn turn_at(world: &mut World, me: Entity) -> TurnAt {
    let (reach, ends) = moves::ends(world, me);
    let here = world.part::<GridPos>(me).copied();
    let readied = world.part::<Readied>(me).and_then(|r| r.0.clone());
    // A face turned down since it was readied is dropped (F1), and so is a card the fighter's
    // seed 002 traits bar (a pacifist's or a sluggish one's harmful card).
    let barred = readied
        .as_ref()
        .and_then(|r| keywords::bars_play(world, me, &r.card));
    let bound = readied
        .as_ref()
        .is_some_and(|r| bound_face(world, me, r.face));
    let usable = readied
        .as_ref()
        .is_some_and(|r| r.usable && face_up(world, me, r.face) && barred.is_none() && !bound);
    let panels = panels_to_pay(world, me).filter(|_| usable);
    let affordable = readied
        .as_ref()
        .is_some_and(|r| i32::from(r.cost.ac) <= ac(world, me) + 2);
    let payable = panels.is_some() && affordable;
    // An engaged fighter makes no aux move: it plays from where it stands, or dashes away
    // (seed 003 接敵; vortex-design.md §1 phase 5).
    let engaged = here.is_some_and(|p| reach.engages(p));
    let play_from: Vec<_> = if engaged {
        ends.iter()
            .copied()
            .filter(|(p, _)| Some(*p) == here)
            .collect()
    } else {
        ends.clone()
    };
    TurnAt {
        stay: here.unwrap_or_default(),
        reach,
        ends,
        here,
        readied,
        barred,
        bound,
        usable,
        panels,
        affordable,
        payable,
        play_from,
    }
}

/// The plans' answer to `me`'s turn: play the readied card from the square with a target its
/// move reaches first (no fall check first), unless a `DontUse` in force holds it; else move by
/// its movement words. Also whether a `DontUse` held it.
pub(super) fn planned(world: &mut World, me: Entity, t: &TurnAt) -> (Choice, bool) {
    let Some(readied) = &t.readied else {
        return (
            Choice::Move(moving(world, me, &t.ends, &t.reach).unwrap_or(t.stay)),
            false,
        );
    };
    // A `DontUse` in force for the readied card holds it, like a declined one (F1).
    let dont_use = t.payable
        && orders::in_force(world, me, Topic::Play)
            .iter()
            .any(|i| matches!(i, Instruction::DontUse(id) if **id == *readied.id));
    let choice = (t.payable && !dont_use)
        .then(|| plan::square_to_play(world, me, &readied.card, &t.play_from, &t.reach))
        .flatten()
        .map_or_else(
            || Choice::Move(moving(world, me, &t.ends, &t.reach).unwrap_or(t.stay)),
            |(square, _)| Choice::Play(square),
        );
    (choice, dont_use)
}

/// The turn's choice and action: play the readied card from a square, or move and hold or drop
/// it. The player is asked ([`Request::Act`]); plans take the standing turn. `None`: the question
/// waits for the player's answer.
pub fn act(world: &mut DuelWorld, me: Entity) -> Option<Acted> {
    if world.part::<Readied>(me).is_some_and(|r| r.0.is_none()) {
        super::ready::roll(world, me);
    }
    let t = turn_at(world, me);
    let (reach, ends, here) = (&t.reach, &t.ends, t.here);
    let squares: Vec<GridPos> = ends.iter().map(|(p, _)| *p).collect();
    let Some(readied) = t.readied.clone() else {
        // No action table: it moves, and the turn costs AC 1 more (F1).
        let make = |_: &mut World| Request::Act {
            card: String::new(),
            play: Vec::new(),
            moves: squares.clone(),
            drop: false,
        };
        let plans = |w: &mut World| planned(w, me, &t).0;
        let Choice::Move(square) = question::decide(world, me, make, plans)? else {
            return Some(Acted::Over);
        };
        if Some(square) != here {
            moves::go(world, me, square, reach);
        }
        if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
            a.0 -= 1;
        }
        return Some(Acted::Over);
    };
    let barred = t.barred;
    if let Some(b) = &barred {
        crate::rules::core::keywords::grid::acted(world, b.key);
    }
    let (bound, usable, affordable, payable) = (t.bound, t.usable, t.affordable, t.payable);
    let panels = t.panels.clone();
    let play_from = &t.play_from;
    let (mut by_plans, mut dont_use) = (false, false);
    let make = |w: &mut World| Request::Act {
        card: readied.card.name.clone(),
        play: if payable {
            plan::squares_to_play(w, me, &readied.card, play_from)
        } else {
            Vec::new()
        },
        moves: squares.clone(),
        drop: panels.is_none(),
    };
    let plans = |w: &mut World| {
        by_plans = true;
        let (choice, held) = planned(w, me, &t);
        dont_use = held;
        choice
    };
    let choice = question::decide(world, me, make, plans)?;
    if let (Choice::Play(square), Some(panels)) = (&choice, &panels) {
        if here != Some(*square) {
            if !by_plans {
                super::undo::remember(world, me);
            }
            moves::go(world, me, *square, reach);
            if world.retired(me) {
                return Some(Acted::Over);
            }
        }
        // Plans pay by the first `PayWith` in force that can pay (seed 001 3.19), else left-front.
        let chosen = if by_plans {
            paying_with(world, me).unwrap_or_else(|| panels.clone())
        } else {
            panels.clone()
        };
        pay(world, me, &chosen, &readied);
        super::undo::settle(world);
        let name = readied.card.name.clone();
        super::tally::count(world, |t| {
            t.turns += 1;
            t.played += 1;
            t.cards.entry(name).or_default().1 += 1;
        });
        return Some(Acted::Played(readied.card.clone()));
    }
    // Not played: a move (or a stay), and AC 1 more (F1).
    if let Choice::Move(square) = choice
        && Some(square) != here
    {
        moves::go(world, me, square, reach);
        if world.retired(me) {
            return Some(Acted::Over);
        }
    }
    if let Some(mut a) = world.get_mut::<ActionCounter>(me) {
        a.0 -= 1;
    }
    // A player who moves though the card could be played from a square in reach declines it.
    let declined = payable
        && !by_plans
        && plan::square_to_play(world, me, &readied.card, play_from, reach).is_some();
    let barred_why = barred.map(|b| format!("{}: dropped", b.why));
    let why = match (&panels, affordable) {
        (None, _) if barred_why.is_some() => barred_why.as_deref().unwrap_or_default(),
        (None, _) if bound => "it is bound: dropped",
        (None, _) if !usable => "it is face down: dropped",
        (None, _) => "its panels cannot be paid: dropped",
        (_, false) => "its AC cost is more than AC + 2: held",
        _ if dont_use => "its plans do not use it: held",
        _ if declined => "it is declined: held",
        _ => "no target in reach: held",
    };
    let dropped = panels.is_none();
    super::tally::count(world, |t| {
        t.turns += 1;
        match (dropped, affordable) {
            (true, _) => t.unplayable += 1,
            (false, false) => t.over_ac += 1,
            (false, true) if declined || dont_use => t.declined += 1,
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
    Some(Acted::Held { spent: dropped })
}

/// Whether face `face` (1–6) of `me`'s deck carries a Bind (seed 001: a bound skill cannot be
/// used).
pub(super) fn bound_face(world: &World, me: Entity, face: i32) -> bool {
    use crate::rules::core::cards::disrupt::BoundCards;
    world
        .get::<BoundCards>(me)
        .is_some_and(|b| b.bound(face as usize - 1))
}

/// Whether face `face` (1–6) of `me`'s deck is face up now.
pub(super) fn face_up(world: &World, me: Entity, face: i32) -> bool {
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

/// Seed 002's 2回攻撃 (vortex-design.md §1): after playing its readied card, a double attacker
/// may play it once more this turn from where it stands, paying again, only with AC 0 or more
/// and while a target is in range. Plans play it again whenever they can; a player is asked
/// ([`Request::Again`]). `None`: waiting for the answer; `Some(None)`: the turn goes on to its
/// end.
pub fn again(world: &mut DuelWorld, me: Entity) -> Option<Option<std::sync::Arc<ActionCard>>> {
    use crate::data::keywords::Trait;
    use crate::rules::core::keywords::traits::HasTraits;
    let double = world
        .part::<HasTraits>(me)
        .is_some_and(|t| t.has(&Trait::DoubleAttack));
    let readied = world.part::<Readied>(me).and_then(|r| r.0.clone());
    let (Some(readied), Some(&here), true) = (readied, world.part::<GridPos>(me), double) else {
        return Some(None);
    };
    let playable = !world.retired(me)
        && ac(world, me) >= 0
        && i32::from(readied.cost.ac) <= ac(world, me) + 2
        && readied.usable
        && face_up(world, me, readied.face)
        && !bound_face(world, me, readied.face)
        && keywords::bars_play(world, me, &readied.card).is_none();
    let panels = panels_to_pay(world, me).filter(|_| playable);
    let Some(panels) = panels else {
        return Some(None);
    };
    if plan::squares_to_play(world, me, &readied.card, &[(here, 0)]).is_empty() {
        return Some(None);
    }
    let make = |_: &mut World| Request::Again {
        card: readied.card.name.clone(),
    };
    let Choice::Again(true) = question::decide(world, me, make, |_| Choice::Again(true))? else {
        return Some(None);
    };
    pay(world, me, &panels, &readied);
    crate::rules::core::keywords::grid::acted(world, "DoubleAttack");
    let name = readied.card.name.clone();
    super::tally::count(world, |t| {
        t.played += 1;
        t.cards.entry(name).or_default().1 += 1;
    });
    Some(Some(readied.card.clone()))
}
