//! Effects waiting to be used (20. Q3: one after another, never interrupted): a window's chosen
//! effects and the special effects that must be used. Each is paid in turn; where its player
//! may choose which cards pay, it is asked, and the queue waits for the answer.

use super::EffectState;
use super::costs::{self, Spare};
use super::resolve;
use super::usable::{self, Source, Usable};
use crate::data::Catalog;
use crate::rules::core::hot::HotReads;
use crate::rules::showdown::ask::{Choice, PayFor, Request, decide_all};
use crate::rules::showdown::table::{Table, card};
use crate::rules::showdown::{fusion, placing, sides};
use bevy::prelude::*;

/// One player's effects to use in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Whose they are.
    pub who: Entity,
    /// The zone whose battle it is, at a battle timing.
    pub battle: Option<usize>,
    /// Whether a card is spent as its kind says (an effect used by choice), or stays (a special
    /// effect, 17.).
    pub spend: bool,
    /// The effects, the next first.
    pub list: Vec<Usable>,
    /// Effects still to come at the window, not yet queued, whose cards must not pay either.
    pub keep: Vec<Usable>,
    /// Cards its player turned face up to pay an effect's or an upkeep's cost, offered to be
    /// placed (11.) when the group comes up; such a group holds no effects.
    pub place: Vec<String>,
}

/// Queues `who`'s effects `list`, after those waiting.
pub fn push(world: &mut World, who: Entity, list: Vec<Usable>, battle: Option<usize>, spend: bool) {
    push_keeping(world, who, list, Vec::new(), battle, spend);
}

/// Queues `who`'s special effects `list` before those waiting (an effect's own consequences:
/// 20. Q3).
pub fn push_front(world: &mut World, who: Entity, list: Vec<Usable>) {
    let mut st = world.res_mut::<EffectState>();
    // The effects it jumps ahead of still keep their cards from paying.
    let keep = match st.queue.first() {
        Some(g) if g.who == who => g.list.iter().chain(&g.keep).cloned().collect(),
        _ => Vec::new(),
    };
    let group = Group {
        who,
        battle: None,
        spend: false,
        list,
        keep,
        place: Vec::new(),
    };
    st.queue.insert(0, group);
}

/// Offers `who` to place `cards`, which it just turned face up to pay a cost (11.: 「コストとし
/// て表にした際に」): first in the queue when `front` (an effect's cost, once the effect and its
/// summons' effects are over: 20. Q1, Q3), else after those waiting (an upkeep's).
pub fn push_place(world: &mut World, who: Entity, cards: Vec<String>, front: bool) {
    if cards.is_empty() {
        return;
    }
    let group = Group {
        who,
        battle: None,
        spend: false,
        list: Vec::new(),
        keep: Vec::new(),
        place: cards,
    };
    let mut st = world.res_mut::<EffectState>();
    if front {
        st.queue.insert(0, group);
    } else {
        st.queue.push(group);
    }
}

/// Queues `who`'s effects `list`, after those waiting, sparing the cards of `keep` too.
pub fn push_keeping(
    world: &mut World,
    who: Entity,
    list: Vec<Usable>,
    keep: Vec<Usable>,
    battle: Option<usize>,
    spend: bool,
) {
    if !list.is_empty() {
        let group = Group {
            who,
            battle,
            spend,
            list,
            keep,
            place: Vec::new(),
        };
        world.res_mut::<EffectState>().queue.push(group);
    }
}

/// Uses the queued effects in order; `false` while a player is asked which cards pay. Each card
/// is found again where it lies now — a card that has left is skipped — and the cards still
/// waiting in its group never pay an earlier one's cost.
pub fn drain(world: &mut World) -> bool {
    loop {
        let placing = world
            .res::<EffectState>()
            .queue
            .first()
            .filter(|g| !g.place.is_empty())
            .map(|g| (g.who, g.place.clone()));
        if let Some((who, cards)) = placing {
            if !place_flipped(world, who, &cards) {
                return false;
            }
            continue;
        }
        let next = {
            let queue = &world.res::<EffectState>().queue;
            let Some(g) = queue.first() else {
                return true;
            };
            if g.list.is_empty() {
                None
            } else {
                let places = match world.get::<Table>(g.who) {
                    Some(t) if g.keep.is_empty() => usable::locate_all(t, &g.list),
                    Some(t) => {
                        let both: Vec<Usable> = g.list.iter().chain(&g.keep).cloned().collect();
                        usable::locate_all(t, &both)
                    }
                    None => vec![None; g.list.len()],
                };
                let reserved: Vec<Source> = places[1..].iter().flatten().copied().collect();
                let u = places[0].map(|source| Usable {
                    source,
                    ..g.list[0].clone()
                });
                Some((g.who, g.battle, g.spend, u, reserved))
            }
        };
        let Some((who, battle, spend, u, reserved)) = next else {
            world.res_mut::<EffectState>().queue.remove(0);
            continue;
        };
        let picks = match &u {
            Some(u) => match payment(world, who, u, &reserved) {
                Some(p) => Some(p),
                None => return false,
            },
            None => None,
        };
        world.res_mut::<EffectState>().queue[0].list.remove(0);
        if let (Some(u), Some(picks)) = (u, picks) {
            resolve::resolve(world, who, &u, battle, spend, &reserved, &picks);
        }
    }
}

/// Offers `who` to place those of `cards` it still may (the group first in the queue), then
/// queues the placed monsters' summon effects first; `false` while asked.
fn place_flipped(world: &mut World, who: Entity, cards: &[String]) -> bool {
    let candidates = placing::placeable_flipped(world, who, cards);
    let summoned = if candidates.is_empty() {
        Vec::new()
    } else {
        match placing::place_chosen(world, who, &candidates) {
            Some(s) => s,
            None => return false,
        }
    };
    world.res_mut::<EffectState>().queue.remove(0);
    super::special::summoned_by_effect(world, who, &summoned);
    true
}

/// Which cards pay `u`'s cost: all that may when there is no choice, else its player's answer
/// (`None` while asked).
fn payment(world: &mut World, who: Entity, u: &Usable, reserved: &[Source]) -> Option<Vec<usize>> {
    let request = {
        let catalog = world.res::<Catalog>();
        let (Some(c), Some(mine)) = (card(catalog, &u.card), world.get::<Table>(who)) else {
            return Some(Vec::new());
        };
        let Some(e) = c.effects.get(u.effect) else {
            return Some(Vec::new());
        };
        let empty = Table::default();
        let theirs = sides::foe(world, who)
            .and_then(|f| world.get::<Table>(f))
            .unwrap_or(&empty);
        let spare = Spare::of(u.source, reserved);
        let count = usize::from(e.cost);
        if costs::times(mine, theirs, c, e, spare) == 0 {
            return Some(Vec::new());
        }
        if fusion::holds(mine, c) {
            // An F card whose condition holds: where each named card comes from (12. F).
            let (options, choice) = fusion::choice(costs::fusion_options(mine, e, spare), &e.named);
            if !choice {
                return Some(fusion::usual(&options, &e.named).unwrap_or_default());
            }
            let request = Request::Fusion {
                card: u.card.clone(),
                what: PayFor::Effect(u.effect),
                named: e.named.clone(),
                options,
            };
            return ask_pay(world, who, request);
        }
        let available = costs::available(mine, theirs, c, spare);
        if count == 0 || available <= count {
            return Some((0..count.min(available)).collect());
        }
        let (from, candidates) = costs::candidates(mine, theirs, c, spare)?;
        Request::Pay {
            card: u.card.clone(),
            what: PayFor::Effect(u.effect),
            from,
            candidates,
            count,
        }
    };
    ask_pay(world, who, request)
}

/// Asks `who` which cards pay; `None` while asked.
fn ask_pay(world: &mut World, who: Entity, request: Request) -> Option<Vec<usize>> {
    match decide_all(world, vec![(who, request)])?.into_iter().next() {
        Some(Choice::Pay(p)) => Some(p),
        _ => Some(Vec::new()),
    }
}
