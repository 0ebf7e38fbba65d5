//! Card effects (13.カードの効果について, 14.相殺について, 16.効果の発動タイミングについて,
//! 17.特殊な効果について). At each window both players choose at once which of their effects to
//! use; there is no priority, so when both use some they offset: the player who used more keeps
//! as many as it used more (the first it chose), every other is offset — no cost paid, an R or S
//! card stays face down, an H card stays in the hand. An offset opens the 相殺 window once, and
//! sets off the offset cards' 相殺効果. Special effects (summon, just-before-battle, offset)
//! must be used, and always offset when both players' come at once.

pub mod costs;
pub mod offsets;
pub mod resolve;
pub mod special;
pub mod usable;

pub use special::{just_before_battle, on_summon};

use super::ask::{Choice, Request, decide_all};
use super::{sides, upkeep};
use crate::data::Catalog;
use crate::data::showdown::Window;
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
    /// The effects each player chose at a moment not yet done.
    pub chosen: Vec<(Moment, Vec<Vec<Usable>>)>,
    /// At a window not yet done, which of its upkeeps and effects a player picked to have
    /// offset.
    pub offset_picks: Vec<(Window, Entity, Vec<usize>)>,
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

/// Asks both players which effects they use at `m` (or takes the answer kept from an earlier
/// pass), settles the offsets with the upkeeps due there, pays those upkeeps, then uses the
/// effects; `None` while asked, else whether an effect was offset.
fn choose_and_use(world: &mut World, m: Moment) -> Option<bool> {
    let all = sides::all(world);
    let chosen = chosen_at(world, &all, m)?;
    let w = match m {
        Moment::Turn(w) => Some(w),
        _ => None,
    };
    let due = match w {
        Some(w) => upkeep::due_all(world, &all, w),
        None => vec![Vec::new(); all.len()],
    };
    if chosen.iter().all(Vec::is_empty) && due.iter().all(Vec::is_empty) {
        // Nothing left to ask: the 相殺 window, which comes again, must ask afresh.
        let mut st = world.resource_mut::<EffectState>();
        st.chosen.retain(|(at, _)| *at != m);
        return Some(false);
    }
    let s = offsets::settle(world, w, &all, due, chosen)?;
    let upkeeps = upkeep::ask(world, &all, &s.upkeeps)?;
    let mut st = world.resource_mut::<EffectState>();
    st.chosen.retain(|(at, _)| *at != m);
    st.offset_picks.retain(|(at, _, _)| Some(*at) != w);
    offsets::log_offsets(world, w, &all, &s);
    upkeep::pay(world, upkeeps);
    for (who, list) in all.iter().zip(s.kept) {
        use_in_order(world, *who, list, m.battle(), true);
    }
    if s.offset.is_empty() {
        return Some(false);
    }
    special::when_offset(world, &all, &s.offset, m.battle());
    Some(true)
}

/// The effects each player chooses to use at `m`, asked of both at once; kept until the window
/// is done, so later questions there do not ask again. `None` while asked.
fn chosen_at(world: &mut World, all: &[Entity], m: Moment) -> Option<Vec<Vec<Usable>>> {
    let kept = world
        .resource::<EffectState>()
        .chosen
        .iter()
        .find(|(at, _)| *at == m)
        .map(|(_, c)| c.clone());
    if kept.is_some() {
        return kept;
    }
    let catalog = world.resource::<Catalog>();
    let options: Vec<Vec<Usable>> = all
        .iter()
        .map(|e| {
            let foe = sides::foe(world, *e).and_then(|f| world.get::<super::table::Table>(f));
            match (world.get::<super::table::Table>(*e), foe) {
                (Some(t), Some(f)) => usable(catalog, t, f, m),
                (Some(t), None) => usable(catalog, t, &super::table::Table::default(), m),
                _ => Vec::new(),
            }
        })
        .collect();
    if options.iter().all(Vec::is_empty) {
        return Some(options);
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
    world
        .resource_mut::<EffectState>()
        .chosen
        .push((m, chosen.clone()));
    Some(chosen)
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
