//! What a screen asks of a Vortex fighter before an answer is given (vortex-design.md §1 phase 5,
//! F1, F14): each face of its action deck with its AC and panel cost and whether it could be
//! paid now, and, for the readied card, the fighters it would reach from each square. Read-only:
//! the rules that act (`super::act`) decide the same way.

use super::act::{ac, bound_face, face_up};
use super::parts::Readied;
use crate::data::vortex::{VortexCost, ac_of, cost_of};
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::cards::components::Deck;
use crate::rules::core::cards::keywords;
use crate::rules::core::hot::HotReads;
use crate::rules::core::panels::{PanelSlot, Patterns, choose_avoiding};
use bevy::prelude::*;

/// One face of a fighter's action deck, as it stands now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceCheck {
    /// The face, 1 to 6.
    pub face: i32,
    /// The card's name.
    pub name: String,
    /// Its AC and panel cost.
    pub cost: VortexCost,
    /// Whether it could be played now (its targets aside): face up, not bound, not barred by a
    /// trait, its panels payable from the pattern in use and its AC cost at most AC + 2.
    pub payable: bool,
    /// Why not, in a few words (empty when payable).
    pub why: &'static str,
}

/// Every face of `me`'s action deck, 1 to 6 (none for a fighter without one).
pub fn faces(world: &World, me: Entity) -> Vec<FaceCheck> {
    let Some(deck) = world.get::<Deck>(me) else {
        return Vec::new();
    };
    let now = ac(world, me);
    let patterns = world.get::<Patterns>(me);
    deck.0
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let face = i as i32 + 1;
            let cost = cost_of(&slot.card).unwrap_or_else(|_| VortexCost {
                ac: ac_of(&slot.card),
                panels: Vec::new(),
            });
            let panels = patterns.is_none_or(|p| {
                choose_avoiding(p.panels(), &cost.panels, None, PanelSlot::frozen).is_some()
            });
            let why = if !slot.usable || !face_up(world, me, face) {
                "face down"
            } else if bound_face(world, me, face) {
                "bound"
            } else if keywords::bars_play(world, me, &slot.card).is_some() {
                "barred by a trait"
            } else if !panels {
                "panels cannot pay"
            } else if i32::from(cost.ac) > now + 2 {
                "AC cost over AC + 2"
            } else {
                ""
            };
            FaceCheck {
                face,
                name: slot.card.name.clone(),
                cost,
                payable: why.is_empty(),
                why,
            }
        })
        .collect()
}

/// For each square of `from`, the fighters `me`'s readied card would reach from there (none
/// without a readied card).
pub fn reached_from(world: &mut World, me: Entity, from: &[GridPos]) -> Vec<Vec<Entity>> {
    let Some(card) = world
        .part::<Readied>(me)
        .and_then(|r| r.0.as_ref())
        .map(|r| r.card.clone())
    else {
        return vec![Vec::new(); from.len()];
    };
    super::plan::targets_from(world, me, &card, from)
}

/// The forecast of `me`'s readied card on `target`: the HP it would take away, least and most
/// (its damage after "damage dealt" and "damage taken", and its HP reductions; before a ward,
/// a shield or a save), and the HP it would restore. `None` without a readied card.
pub fn blow(world: &World, me: Entity, target: Entity) -> Option<Blow> {
    use crate::data::Effect;
    use crate::rules::core::cards::chain::effects::modified_damage;
    let card = world.part::<Readied>(me)?.0.as_ref()?.card.clone();
    let mut out = Blow::default();
    let span = |d: &crate::data::Dice| {
        let (n, s) = (i32::from(d.count), i32::from(d.sides));
        (n + d.bonus, n * s + d.bonus)
    };
    for e in &card.effects {
        match e {
            Effect::Damage(d) | Effect::PiercingDamage(d) => {
                let (lo, hi) = span(d);
                out.loss.0 += modified_damage(world, me, target, lo, 0);
                out.loss.1 += modified_damage(world, me, target, hi, 0);
            }
            Effect::ReduceHp(d) => {
                let (lo, hi) = span(d);
                out.loss.0 += lo.max(0);
                out.loss.1 += hi.max(0);
            }
            Effect::Heal(d) => {
                let (lo, hi) = span(d);
                out.heal.0 += lo.max(0);
                out.heal.1 += hi.max(0);
            }
            _ => {}
        }
    }
    Some(out)
}

/// A readied card's forecast on one target ([`blow`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Blow {
    /// HP taken away, least and most.
    pub loss: (i32, i32),
    /// HP restored, least and most.
    pub heal: (i32, i32),
}

/// The answer `me`'s own plans would give its turn's question now: the square it would play its
/// readied card from, or move to (the screen offers it as the suggested square).
pub fn suggested_turn(world: &mut World, me: Entity) -> super::question::Choice {
    let t = super::act::turn_at(world, me);
    super::act::planned(world, me, &t).0
}

/// The option of `me`'s open turn question (its play squares, then its move squares) that
/// [`suggested_turn`] is; none when no turn is asked of it, or the suggestion is not listed.
pub fn suggested_option(world: &mut World, me: Entity) -> Option<usize> {
    use super::question::{Choice, Decisions, Request};
    let (play, moves) =
        world
            .get_resource::<Decisions>()?
            .open()
            .find_map(|a| match &a.question {
                Request::Act { play, moves, .. } if a.who == me => {
                    Some((play.clone(), moves.clone()))
                }
                _ => None,
            })?;
    match suggested_turn(world, me) {
        Choice::Play(p) => play.iter().position(|s| *s == p),
        Choice::Move(p) => moves.iter().position(|s| *s == p).map(|i| play.len() + i),
        _ => None,
    }
}
