//! What the player's clicks and keys mean for the Brawl's open question: in the main step a
//! hand card or a creature is selected first, then a square, a foe or the other player finishes
//! the act; a skill's aim is one click; a seal's squares and the hand limit's cards are toggled
//! and confirmed. Kept apart from the drawing so it can be tested without a window.

use crate::rules::brawl::ask::{Act, Choice, Foe, Request};
use bevy::prelude::*;

/// Who acts next in the main step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Actor {
    /// A hand card, by its place in the hand.
    Hand(usize),
    /// A creature of the player's.
    Beast(Entity),
}

/// What was clicked on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Spot {
    /// A square of a territory: (team, index), with the creature on it.
    Square(usize, usize, Option<Entity>),
    /// The other player.
    Player,
}

/// The player's selection for the open question.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct Selection {
    /// The question it is for (dropped when it changes).
    pub question: Option<(Entity, Request)>,
    /// The actor chosen in the main step.
    pub actor: Option<Actor>,
    /// Toggled options (seal squares, discards).
    pub picks: Vec<usize>,
}

impl Selection {
    /// Starts afresh when the question changed.
    pub fn follow(&mut self, who: Entity, request: &Request) {
        if self
            .question
            .as_ref()
            .is_none_or(|(w, r)| *w != who || r != request)
        {
            *self = Selection {
                question: Some((who, request.clone())),
                ..default()
            };
        }
    }
}

/// The actor of an act.
pub(super) fn actor(act: &Act) -> Option<Actor> {
    match *act {
        Act::Play { card, .. } => Some(Actor::Hand(card)),
        Act::Attack { attacker, .. } => Some(Actor::Beast(attacker)),
        Act::Move { creature, .. } => Some(Actor::Beast(creature)),
        Act::End => None,
    }
}

/// Everyone who can act, in the acts' order.
pub(super) fn actors(acts: &[Act]) -> Vec<Actor> {
    let mut out: Vec<Actor> = Vec::new();
    for a in acts.iter().filter_map(actor) {
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

/// The acts of `who`, by index into `acts`.
pub(super) fn acts_of(acts: &[Act], who: Actor) -> Vec<usize> {
    (0..acts.len())
        .filter(|i| actor(&acts[*i]) == Some(who))
        .collect()
}

/// The act a click on `spot` finishes for the selected `who`, if any. `me` is the player's team.
pub(super) fn act_at(acts: &[Act], who: Actor, spot: Spot, me: usize) -> Option<usize> {
    acts_of(acts, who)
        .into_iter()
        .find(|&i| match (acts[i], spot) {
            (Act::Play { square, .. }, Spot::Square(t, s, None)) => t == me && s == square,
            (Act::Move { square, .. }, Spot::Square(t, s, None)) => t == me && s == square,
            (
                Act::Attack {
                    target: Foe::Creature(d),
                    ..
                },
                Spot::Square(_, _, Some(e)),
            ) => d == e,
            (
                Act::Attack {
                    target: Foe::Player,
                    ..
                },
                Spot::Player,
            ) => true,
            _ => false,
        })
}

/// What a click on `spot` does to the open question: an answer, or a new selection.
pub(super) fn click(
    sel: &mut Selection,
    request: &Request,
    spot: Spot,
    me: usize,
) -> Option<Choice> {
    match request {
        Request::Main { acts } => {
            if let Some(who) = sel.actor
                && let Some(i) = act_at(acts, who, spot, me)
            {
                sel.actor = None;
                return Some(Choice::Act(i));
            }
            if let Spot::Square(_, _, Some(e)) = spot
                && !acts_of(acts, Actor::Beast(e)).is_empty()
            {
                sel.actor = Some(Actor::Beast(e));
            }
            None
        }
        Request::Aim { candidates, .. } => match spot {
            Spot::Square(_, _, Some(e)) => candidates.iter().position(|c| *c == e).map(Choice::Aim),
            _ => None,
        },
        Request::Seal { squares, count, .. } => {
            if let Spot::Square(t, s, None) = spot
                && t != me
                && let Some(i) = squares.iter().position(|q| *q == s)
            {
                toggle(&mut sel.picks, i, *count);
            }
            None
        }
        Request::Discard { .. } => None,
    }
}

/// Picks or unpicks option `i`, keeping at most `most`.
pub(super) fn toggle(picks: &mut Vec<usize>, i: usize, most: usize) {
    if let Some(at) = picks.iter().position(|p| *p == i) {
        picks.remove(at);
    } else if picks.len() < most {
        picks.push(i);
    }
}

/// The answer Enter gives: the end of the main step, or the toggled picks once complete.
pub(super) fn confirm(sel: &Selection, request: &Request) -> Option<Choice> {
    match request {
        Request::Main { acts } => acts.iter().position(|a| *a == Act::End).map(Choice::Act),
        Request::Seal { count, .. } | Request::Discard { count, .. } => {
            (sel.picks.len() == *count).then(|| Choice::Picks(sel.picks.clone()))
        }
        Request::Aim { .. } => None,
    }
}

/// The numbered options keys 1–9 pick: the selected actor's acts, an aim's candidates, a
/// seal's squares, the hand's cards.
pub(super) fn numbered(sel: &Selection, request: &Request) -> Vec<usize> {
    match request {
        Request::Main { acts } => sel.actor.map_or_else(Vec::new, |a| acts_of(acts, a)),
        Request::Aim { candidates, .. } => (0..candidates.len()).collect(),
        Request::Seal { squares, .. } => (0..squares.len()).collect(),
        Request::Discard { hand, .. } => (0..hand.len()).collect(),
    }
}

/// What key `k` (0 for 1) does: an answer, or a toggle.
pub(super) fn key(sel: &mut Selection, request: &Request, k: usize) -> Option<Choice> {
    let options = numbered(sel, request);
    let i = *options.get(k)?;
    match request {
        Request::Main { .. } => {
            sel.actor = None;
            Some(Choice::Act(i))
        }
        Request::Aim { .. } => Some(Choice::Aim(i)),
        Request::Seal { count, .. } | Request::Discard { count, .. } => {
            toggle(&mut sel.picks, i, *count);
            None
        }
    }
}

/// Tab: the next actor after the selected one.
pub(super) fn next_actor(sel: &mut Selection, acts: &[Act]) {
    let all = actors(acts);
    let at = sel.actor.and_then(|a| all.iter().position(|x| *x == a));
    sel.actor = match at {
        Some(i) => all.get((i + 1) % all.len().max(1)).copied(),
        None => all.first().copied(),
    };
}
