//! Card effects (13.カードの効果について, 14.相殺について, 16.効果の発動タイミングについて,
//! 17.特殊な効果について). At each window both players choose at once which of their effects to
//! use; there is no priority, so when both use some they offset: the player who used more keeps
//! as many as it used more (the first it chose), every other is offset — no cost paid, an R or S
//! card stays face down, an H card stays in the hand. An offset opens the 相殺 window once, and
//! sets off the offset cards' 相殺効果. Special effects (summon, just-before-battle, offset)
//! must be used, and always offset when both players' come at once.

mod acts;
mod choose;
pub mod costs;
pub mod offsets;
pub mod queue;
pub mod resolve;
pub mod special;
pub mod usable;

pub use special::{just_before_battle, on_summon};

pub use super::moment::{Moment, used_at};
use super::table::Table;
use super::{sides, upkeep};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use usable::Usable;

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
    /// At a moment not yet done, which of its upkeeps and effects a player picked to have
    /// offset.
    pub offset_picks: Vec<(Moment, Entity, Vec<usize>)>,
    /// The moment whose effects and upkeeps are settled and being used.
    pub resolving: Option<Resolving>,
    /// The effects waiting to be used, the next group first (`queue::drain`).
    pub queue: Vec<queue::Group>,
    /// Moments whose choices set off their 効果前効果 already (20. Q4).
    pub before_done: Vec<Moment>,
}

/// A moment's effects and upkeeps once they have offset, used in turn: the upkeeps first, then
/// the effects kept (queued), then the 相殺効果 of the cards offset.
#[derive(Clone, Debug)]
pub struct Resolving {
    /// The moment.
    pub m: Moment,
    /// The upkeeps still to pay or let go, the next first.
    pub upkeeps: Vec<upkeep::Settle>,
    /// The effects kept, per player, queued once the upkeeps are paid (then emptied).
    pub kept: Vec<(Entity, Vec<Usable>)>,
    /// The effects offset, with their players.
    pub offset: Vec<(Entity, Usable)>,
    /// Whether the offset cards' 相殺効果 are queued.
    pub specials: bool,
    /// The cards each upkeep paid so far turned face up, offered for placing once all are paid.
    pub flipped: Vec<(Entity, Vec<String>)>,
}

/// Lets both players use effects at `m`, then, if that offset anything, at the 相殺 window;
/// `false` while a player is asked.
pub fn window(world: &mut World, m: Moment) -> bool {
    if !world.res::<EffectState>().done.contains(&m) {
        let Some(offset) = choose_and_use(world, m) else {
            return false;
        };
        let mut st = world.res_mut::<EffectState>();
        st.done.push(m);
        if offset && m != Moment::Offset {
            st.offset_after.push(m);
        }
    }
    if world.res::<EffectState>().offset_after.contains(&m) {
        // The 相殺 window is asked once; its own offsets open no further one.
        if choose_and_use(world, Moment::Offset).is_none() {
            return false;
        }
        world
            .res_mut::<EffectState>()
            .offset_after
            .retain(|d| *d != m);
    }
    for who in sides::all(world) {
        if world
            .get::<Table>(who)
            .is_some_and(|t| !t.barred.is_empty())
        {
            sides::with_table(world, who, |t| t.barred.clear());
        }
    }
    true
}

/// Asks both players which effects they use at `m` (or takes the answer kept from an earlier
/// pass), settles the offsets with the upkeeps due there, pays those upkeeps, then uses the
/// effects; `None` while asked, else whether an effect was offset.
fn choose_and_use(world: &mut World, m: Moment) -> Option<bool> {
    if !queue::drain(world) {
        return None;
    }
    let settled = world
        .res::<EffectState>()
        .resolving
        .as_ref()
        .is_some_and(|r| r.m == m);
    if !settled && !choose::settle(world, m)? {
        return Some(false);
    }
    // The upkeeps left, one by one (their players pick the cards that pay).
    loop {
        let next = world
            .res::<EffectState>()
            .resolving
            .as_ref()
            .and_then(|r| r.upkeeps.first().cloned());
        let Some(u) = next else { break };
        let flipped = upkeep::pay_one(world, &u)?;
        if let Some(r) = world.res_mut::<EffectState>().resolving.as_mut() {
            r.upkeeps.remove(0);
            r.flipped.push((u.0, flipped));
        }
    }
    // The cards turned face up to pay may be placed (11.), once every upkeep of the window is
    // paid and before its effects are used.
    let flipped = world
        .res_mut::<EffectState>()
        .resolving
        .as_mut()
        .map(|r| std::mem::take(&mut r.flipped))
        .unwrap_or_default();
    for (who, cards) in flipped {
        queue::push_place(world, who, cards, false);
    }
    // Then the effects kept, queued only now: never used before an upkeep is paid.
    let kept = world
        .res_mut::<EffectState>()
        .resolving
        .as_mut()
        .map(|r| std::mem::take(&mut r.kept))
        .unwrap_or_default();
    for (who, list) in kept {
        queue::push(world, who, list, m.battle(), true);
    }
    if !queue::drain(world) {
        return None;
    }
    let Some(r) = world.res::<EffectState>().resolving.clone() else {
        return Some(false);
    };
    if !r.offset.is_empty() && !r.specials {
        if let Some(r) = world.res_mut::<EffectState>().resolving.as_mut() {
            r.specials = true;
        }
        let all = sides::all(world);
        special::when_offset(world, &all, &r.offset, m.battle());
        if !queue::drain(world) {
            return None;
        }
    }
    world.res_mut::<EffectState>().resolving = None;
    Some(!r.offset.is_empty())
}
crate::hot_parts!(EffectState);
