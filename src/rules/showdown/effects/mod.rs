//! Card effects (13.カードの効果について, 14.相殺について, 16.効果の発動タイミングについて,
//! 17.特殊な効果について). At each window both players choose at once which of their effects to
//! use; there is no priority, so when both use some they offset: the player who used more keeps
//! as many as it used more (the first it chose), every other is offset — no cost paid, an R or S
//! card stays face down, an H card stays in the hand. An offset opens the 相殺 window once, and
//! sets off the offset cards' 相殺効果. Special effects (summon, just-before-battle, offset)
//! must be used, and always offset when both players' come at once.

pub mod resolve;
pub mod special;
pub mod usable;

pub use special::{just_before_battle, on_summon};

use super::ask::{Choice, Request, decide_all};
use super::sides;
use crate::data::Catalog;
use crate::data::showdown::Window;
use crate::rules::core::log::{self, EventKind};
use bevy::prelude::*;
use usable::{Usable, usable};

/// A moment effects may be used at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A window of the turn.
    Turn(Window),
    /// The window before zone `z`'s battle.
    Before(usize),
    /// Zone `z`'s battle.
    During(usize),
    /// The window after zone `z`'s battle.
    After(usize),
    /// Just after an offset (相殺).
    Offset,
}

impl Moment {
    /// The zone whose battle it is, at a battle moment.
    pub fn battle(self) -> Option<usize> {
        match self {
            Moment::Before(z) | Moment::During(z) | Moment::After(z) => Some(z),
            _ => None,
        }
    }
}

/// The moments of this turn whose effects are done.
#[derive(Resource, Clone, Debug, Default)]
pub struct EffectState {
    /// Moments whose choices were made and resolved (and whether an offset opened the 相殺
    /// window, then done too).
    pub done: Vec<Moment>,
    /// Moments whose effects offset something: the 相殺 window follows them.
    pub offset_after: Vec<Moment>,
}

/// Lets both players use effects at `m`, then, if that offset anything, at the 相殺 window;
/// `false` while a player is asked.
pub fn window(world: &mut World, m: Moment) -> bool {
    if !world.resource::<EffectState>().done.contains(&m) {
        let Some(offset) = choose_and_use(world, m) else {
            return false;
        };
        let mut st = world.resource_mut::<EffectState>();
        st.done.push(m);
        if offset && m != Moment::Offset {
            st.offset_after.push(m);
        }
    }
    if world.resource::<EffectState>().offset_after.contains(&m) {
        // The 相殺 window is asked once; its own offsets open no further one.
        if choose_and_use(world, Moment::Offset).is_none() {
            return false;
        }
        world
            .resource_mut::<EffectState>()
            .offset_after
            .retain(|d| *d != m);
    }
    true
}

/// Asks both players which effects they use at `m`, then uses them; `None` while asked, else
/// whether an offset happened.
fn choose_and_use(world: &mut World, m: Moment) -> Option<bool> {
    let all = sides::all(world);
    let catalog = world.resource::<Catalog>();
    let options: Vec<Vec<Usable>> = all
        .iter()
        .map(|e| {
            world
                .get::<super::table::Table>(*e)
                .map_or_else(Vec::new, |t| usable(catalog, t, m))
        })
        .collect();
    if options.iter().all(Vec::is_empty) {
        return Some(false);
    }
    let questions: Vec<(Entity, Request)> = all
        .iter()
        .zip(&options)
        .filter(|(_, o)| !o.is_empty())
        .map(|(who, o)| {
            let labels = o.iter().map(|u| (u.card.clone(), u.effect)).collect();
            (*who, Request::Activate { options: labels })
        })
        .collect();
    let answers = decide_all(world, questions)?;
    let mut answers = answers.into_iter();
    let chosen: Vec<Vec<Usable>> = options
        .iter()
        .map(|o| {
            if o.is_empty() {
                return Vec::new();
            }
            match answers.next() {
                Some(Choice::Activate(picks)) => {
                    picks.iter().filter_map(|i| o.get(*i).cloned()).collect()
                }
                _ => Vec::new(),
            }
        })
        .collect();
    Some(use_at_once(world, &all, chosen, m.battle(), "used"))
}

/// Uses what both players chose at once: when both chose some they offset (14.), the side that
/// chose more keeping the difference, the first it chose. Returns whether an offset happened.
fn use_at_once(
    world: &mut World,
    all: &[Entity],
    mut chosen: Vec<Vec<Usable>>,
    battle: Option<usize>,
    verb: &str,
) -> bool {
    let mut offset_cards: Vec<(Entity, Usable)> = Vec::new();
    if chosen.len() == 2 && chosen.iter().all(|c| !c.is_empty()) {
        let (a, b) = (chosen[0].len(), chosen[1].len());
        let fewer = a.min(b);
        for (i, c) in chosen.iter_mut().enumerate() {
            let keep = c.len() - fewer;
            for u in c.drain(keep..) {
                offset_cards.push((all[i], u));
            }
        }
        let n = offset_cards.len();
        log::write(world, EventKind::Check, |_| {
            format!("  {n} effect(s) {verb} at once offset: no cost paid, nothing happens")
        });
    }
    for (who, list) in all.iter().zip(chosen) {
        use_in_order(world, *who, list, battle, true);
    }
    if offset_cards.is_empty() {
        return false;
    }
    special::when_offset(world, all, &offset_cards, battle);
    true
}

/// Uses the effects of `list`, one after another, never interrupted (20. Q3). Each card is
/// found again where it lies now — a card that has left is skipped — and the cards still
/// waiting never pay an earlier one's cost.
pub(super) fn use_in_order(
    world: &mut World,
    who: Entity,
    list: Vec<Usable>,
    battle: Option<usize>,
    spend: bool,
) {
    let mut queue = list;
    while !queue.is_empty() {
        let places = {
            let Some(t) = world.get::<super::table::Table>(who) else {
                return;
            };
            usable::locate_all(t, &queue)
        };
        let first = queue.remove(0);
        let Some(source) = places[0] else {
            continue;
        };
        let reserved: Vec<usize> = places[1..]
            .iter()
            .filter_map(|p| match p {
                Some(usable::Source::Charge(i)) => Some(*i),
                _ => None,
            })
            .collect();
        let u = Usable { source, ..first };
        resolve::resolve(world, who, &u, battle, spend, &reserved);
    }
}
