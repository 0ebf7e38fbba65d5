//! Using the card the action die picked (seed 000, ゲームの流れ and エクストラカード): its targets
//! (the player chooses, plans answer otherwise), each target's extra card that may answer it
//! (its holder may reveal it), and the card's lines put on the chain stack.

use super::ask::{self as control, Choice, Request, View};
use super::chain::stack as chain;
use super::chain::{Target, Targets};
use super::extras::{answering_extra, by_ally, reveal};
use super::kit::DuelWorld;
use super::targets;
use super::tokens::{entry_line, entry_lines, mastery_in};
use crate::data::effect::SummonLine;
use crate::data::{ActionCard, Catalog, Effect, LineName, Targeting};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;
use std::borrow::Cow;
use std::sync::Arc;

/// A card being used: the card, its targets while their extra cards are asked about (and how
/// many were asked), the targets it still affects, and the lines chosen so far for the servants
/// it summons. A turn of any preset that plays action cards keeps one.
#[derive(Clone, Debug, Default)]
pub struct CardUse {
    /// The card being performed.
    pub card: Option<Arc<ActionCard>>,
    /// The card's targets while their extra cards are asked about, and how many were asked.
    pub picked: Option<(Targets, usize)>,
    /// The targets the card still affects (no extra card cancelled it on them).
    pub kept: Targets,
    /// The lines chosen so far for the servants the card summons, in the card's order.
    pub servant_lines: Vec<LineName>,
}

/// What choosing a card's targets led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// Nothing to perform (no card, or no target in range).
    Nothing,
    /// The card's lines are on the chain stack: resolve them.
    Perform,
}

/// Picks the card's targets (`None`: waiting for the player); each target holding an extra card
/// that answers the card may reveal it and cancel the card's effects on itself.
pub fn choose_targets(world: &mut DuelWorld, me: Entity, turn: &mut CardUse) -> Option<Played> {
    let Some(card) = turn.card.clone() else {
        return Some(Played::Nothing);
    };
    if let Some((picked, asked)) = turn.picked.take() {
        return ask_extras(world, me, turn, &card, picked, asked);
    }
    let has_hp_loss = card.effects.iter().any(Effect::is_hp_loss);
    let picked = if card.target == Targeting::Myself {
        Ok(Some(smallvec::smallvec![Target {
            entity: me,
            relief: None,
        }]))
    } else {
        let asked = targets::Asked {
            targeting: card.target,
            range: card.range.as_ref(),
            cause: None,
            has_hp_loss,
            label: &card.name,
        };
        targets::pick_on(world, me, asked)
    };
    let picked = match picked {
        Err(_) => return None,
        Ok(None) => {
            world.log(EventKind::Nothing, |w| {
                let n = log::name(w, me);
                Facts::on(w, me).what(card.name.as_str()).says(format!(
                    "  {n} has no target in range: {} does nothing",
                    card.name
                ))
            });
            return Some(Played::Nothing);
        }
        Ok(Some(t)) => t,
    };
    ask_extras(world, me, turn, &card, picked, 0)
}

/// エクストラカード (「発動させてもよい」): asks each target from `asked` on whose extra card may
/// answer `card` whether to reveal it (waiting, `None`, for a player), then pushes the card's
/// lines on the targets it still affects.
fn ask_extras(
    world: &mut DuelWorld,
    me: Entity,
    turn: &mut CardUse,
    card: &ActionCard,
    picked: Targets,
    mut asked: usize,
) -> Option<Played> {
    // (No fighter in the battle holds an extra card: none is looked for.)
    let extras = world.kit().held.extras;
    while let Some(&t) = picked.get(asked) {
        let answering = extras
            .then(|| answering_extra(world, t.entity, me, card))
            .flatten();
        let cancelled = match answering {
            Some((i, extra)) => {
                // (The question is written out only when a player is asked.)
                let by_ally = by_ally(world, t.entity, me);
                let request = || Request::Reveal {
                    owner: t.entity,
                    extra: extra.name.clone(),
                    card: card.name.clone(),
                    by_ally,
                };
                let mut board = world.lazy_board(None, t.entity);
                match control::decide_viewed(
                    world,
                    t.entity,
                    View::Reveal(by_ally),
                    request,
                    &mut board,
                ) {
                    None => {
                        turn.picked = Some((picked, asked));
                        return None;
                    }
                    Some(Choice::Reveal(true)) => reveal(world, t.entity, i, card),
                    Some(_) => false,
                }
            }
            None => false,
        };
        if !cancelled {
            turn.kept.push(t);
        }
        asked += 1;
    }
    let Some(effects) = servant_lines(world, me, turn, card) else {
        turn.picked = Some((picked, asked));
        return None;
    };
    // An extra card cancels the card's effects on its owner only: its effects on the others and
    // on its user still happen, even when every target cancelled it (エクストラカード: 「自分を
    // 対象にした効果を、全て打ち消す」).
    let kept = std::mem::take(&mut turn.kept);
    world.stack().dealt = false;
    world.stack().single = matches!(
        card.target,
        Targeting::OneEnemy | Targeting::OneAlly | Targeting::OneAny
    );
    chain::push_lines(world, me, &effects, &kept);
    Some(Played::Perform)
}

/// 使役トークンのポジション (the summoner decides a servant's first line, within the placement
/// rule): for a card that summons onto its user, a summoner with token mastery chooses each
/// servant's line as the card is played — the player in the window (`None`: waiting), or its
/// plans (`PlaceServant`, else the line the card names). Returns the card's effects with the
/// lines chosen (the card's own, uncopied, when there is no choice).
fn servant_lines<'c>(
    world: &mut DuelWorld,
    me: Entity,
    turn: &mut CardUse,
    card: &'c ActionCard,
) -> Option<Cow<'c, [Effect]>> {
    let asks = card.target == Targeting::Myself
        && !turn.kept.is_empty()
        && mastery_in(world, me).is_some();
    if !asks {
        return Some(Cow::Borrowed(&card.effects));
    }
    let mut effects = card.effects.clone();
    let summons = effects.iter_mut().filter_map(|e| match e {
        Effect::Summon { token, line } => Some((token.clone(), line)),
        _ => None,
    });
    for (k, (token, line)) in summons.enumerate() {
        if let Some(chosen) = turn.servant_lines.get(k) {
            *line = SummonLine::Chosen(*chosen);
            continue;
        }
        let name = world
            .res::<Catalog>()
            .tokens
            .get(&token)
            .map_or(token.clone(), |t| t.name.clone());
        let request = Request::ServantLine {
            token: name,
            card: card.name.clone(),
            options: entry_lines(world, me),
            named: entry_line(world, me, *line),
        };
        let Some(Choice::Line(_, chosen)) = control::decide(world, me, request) else {
            return None;
        };
        turn.servant_lines.push(chosen);
        *line = SummonLine::Chosen(chosen);
    }
    turn.servant_lines.clear();
    Some(Cow::Owned(effects))
}
