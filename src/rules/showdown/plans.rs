//! How plans play a Showdown side, in the one plan grammar (docs/RULES.md, Showdown, plans):
//! the first plan on the decision's topic whose conditions hold and which can be followed, else
//! the standing plans. Plans see what their player sees: its own hand and table, and of the
//! opponent only what lies face up and how many cards lie face down — never the card it sets.

use super::place::{can_pay, placement};
use super::question::{Choice, PayFor, PaySource, Request};
use super::sides;
use super::table::{Slot, Table, card};
use crate::data::Catalog;
use crate::data::plan::When;
use crate::data::showdown::{CardKind, Play, PlayTopic, ShowCard, ShowdownPlan, Sight};
use crate::rules::core::battle::Battle;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use std::sync::Arc;

/// A side's plans (from its deck file).
#[derive(Component, Clone, Debug, Default)]
pub struct SidePlans(pub Arc<[ShowdownPlan]>);

/// What a side sees when its plans decide: its own table, read in place, and the other's
/// public copy.
struct View<'w> {
    mine: &'w Table,
    foe: Table,
    turn: u32,
}

impl<'w> View<'w> {
    fn of(world: &'w World, who: Entity, empty: &'w Table) -> View<'w> {
        View {
            mine: world.get::<Table>(who).unwrap_or(empty),
            // What lies face down on the other side is blanked: plans cannot read it.
            foe: sides::foe(world, who)
                .and_then(|f| world.get::<Table>(f))
                .map(Table::public)
                .unwrap_or_default(),
            turn: world.res::<Battle>().round,
        }
    }

    fn sees(&self, s: &Sight) -> bool {
        let n = |x: &u8| usize::from(*x);
        match s {
            Sight::LifeAtMost(x) => self.mine.life.len() <= n(x),
            Sight::FoeLifeAtMost(x) => self.foe.life.len() <= n(x),
            Sight::HandAtLeast(x) => self.mine.hand.len() >= n(x),
            Sight::ReadyAtLeast(x) => self.mine.ready() >= n(x),
            Sight::TurnAtLeast(t) => self.turn >= *t,
            Sight::BattlersAtMost(x) => self.mine.battlers() <= n(x),
            Sight::FoeBattlersAtLeast(x) => self.foe.battlers() >= n(x),
        }
    }

    fn holds(&self, when: &When<Sight>) -> bool {
        when.holds(|s| self.sees(s))
    }
}

/// The answers no plan changes: an effect's or an upkeep's cost is paid with the usual cards
/// (nothing is placed from them), an F card's named cards come from the usual place first, then
/// the charge zone, then the hand.
fn usual(request: &Request) -> Option<Choice> {
    match request {
        Request::Pay {
            candidates,
            count,
            from,
            what,
            ..
        } if *what != PayFor::Open => {
            Some(Choice::Pay(super::cost::usual(*from, candidates, *count)))
        }
        Request::Fusion { named, options, .. } => Some(Choice::Pay(
            super::fusion::usual(options, named).unwrap_or_default(),
        )),
        _ => None,
    }
}

/// The plans' answer to a request.
pub fn answer(world: &mut World, who: Entity, request: &Request) -> Choice {
    if let Some(usual) = usual(request) {
        return usual;
    }
    let plans = world
        .get::<SidePlans>(who)
        .map(|p| p.0.clone())
        .unwrap_or_else(|| Vec::new().into());
    let world: &World = world;
    let empty = Table::default();
    let view = View::of(world, who, &empty);
    let catalog = world.res::<Catalog>();
    let on = |topic: PlayTopic| {
        plans
            .iter()
            .filter(move |p| p.then.topic() == topic)
            .filter(|p| view.holds(&p.when))
            .map(|p| p.then)
    };
    match request {
        Request::Set { hand, charge: n } => {
            let standing = [Play::SetStrongest, Play::SetSupport];
            let charged = (*n).min(hand.len().saturating_sub(1));
            let at_open = at_open(view.mine, charged);
            let zone = on(PlayTopic::Set)
                .chain(standing)
                .find_map(|play| pick_for_zone(catalog, &at_open, &view.foe, hand, play))
                .unwrap_or(0);
            Choice::Set {
                zone,
                charge: least_valued(catalog, hand, zone, charged),
            }
        }
        Request::Pay {
            candidates,
            count,
            from,
            ..
        } => {
            let play = on(PlayTopic::Pay).next().unwrap_or(Play::PayWithPlaced);
            // What goes to the opponent's charge zone: the cards least useful to it.
            let placed_first = play == Play::PayWithPlaced && *from != PaySource::FoeTrash;
            let mut order: Vec<usize> = (0..candidates.len()).collect();
            order.sort_by_key(|i| {
                let c = card(catalog, &candidates[*i].card);
                let placed = c.is_some_and(|c| c.kind.is_placed());
                let power = c.map_or(0, |c| c.power);
                if placed_first {
                    (!placed, -power, *i as i32)
                } else {
                    (placed, power, *i as i32)
                }
            });
            order.truncate(*count);
            Choice::Pay(order)
        }
        // Answered above.
        Request::Fusion { .. } => Choice::Pay(Vec::new()),
        Request::Place { candidates, up_to } => {
            let mut order: Vec<usize> = (0..candidates.len()).collect();
            order.sort_by_key(|i| (-card(catalog, &candidates[*i]).map_or(0, |c| c.power), *i));
            order.truncate(*up_to);
            Choice::Place(order)
        }
        Request::Upkeep { .. } => {
            Choice::Upkeep(on(PlayTopic::Upkeep).next() != Some(Play::DropInstalled))
        }
        Request::Activate { options, .. } => {
            if on(PlayTopic::Effects).next() == Some(Play::HoldEffects) {
                Choice::Activate(Vec::new())
            } else {
                Choice::Activate((0..options.len()).collect())
            }
        }
        // The costliest upkeeps are the ones worth having offset; then the effects chosen last.
        Request::UpkeepOffset {
            due,
            effects,
            offset,
            ..
        } => {
            let mut order: Vec<usize> = (0..due.len() + effects.len()).collect();
            order.sort_by_key(|i| match due.get(*i) {
                Some((_, id)) => {
                    let up = card(catalog, id)
                        .and_then(|c| c.upkeep)
                        .map_or(0, |u| u.cost);
                    (0, std::cmp::Reverse(up), *i)
                }
                None => (1, std::cmp::Reverse(0), usize::MAX - *i),
            });
            order.truncate(*offset);
            Choice::Offset(order)
        }
        Request::Discard { hand, count } => {
            let mut order: Vec<usize> = (0..hand.len()).collect();
            order.sort_by_key(|i| (value(catalog, &hand[*i]), *i));
            order.truncate(*count);
            Choice::Discard(order)
        }
    }
}

/// What a card is worth keeping, roughly: a battle card its power, an equip or invoke its
/// power, a jail what it takes away; other kinds little.
fn value(catalog: &Catalog, id: &str) -> i32 {
    card(catalog, id).map_or(0, |c| match c.kind {
        CardKind::Jail => -c.power,
        k if k.is_placed() => c.power,
        _ => 0,
    })
}

/// The card of `hand` the charge zone gets: the least valued, not `besides`.
fn least_valued(catalog: &Catalog, hand: &[String], besides: usize, n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..hand.len()).filter(|i| *i != besides).collect();
    order.sort_by_key(|i| (value(catalog, &hand[*i]), *i));
    order.truncate(n);
    order
}

/// `mine` as it will be at the open, for what placing and paying read: the `charged` other
/// cards set add face-down charge cards (the deck and the trash, which neither reads, are left
/// out).
fn at_open(mine: &Table, charged: usize) -> Table {
    let mut charge = mine.charge.clone();
    for _ in 0..charged {
        charge.push(super::table::Charged::new(String::new(), false));
    }
    Table {
        hand: mine.hand.clone(),
        life: mine.life.clone(),
        charge,
        zones: mine.zones.clone(),
        sideways: mine.sideways,
        trash_sideways: mine.trash_sideways,
        ..Table::default()
    }
}

/// The hand's card `play` sets in the monster zone, if one fits: it can be placed where it
/// would be set and paid for with the charge zone as it will be at the open (`at_open`).
fn pick_for_zone(
    catalog: &Catalog,
    at_open: &Table,
    foe: &Table,
    hand: &[String],
    play: Play,
) -> Option<usize> {
    let slot = at_open.first_free().map_or(Slot::Reserve, Slot::Zone);
    let fits = |c: &ShowCard| {
        placement(at_open, c, Some(slot), super::place::freed_by(at_open, c)).is_some()
            && can_pay(at_open, foe, c)
    };
    let cards = hand
        .iter()
        .enumerate()
        .filter_map(|(i, id)| card(catalog, id).map(|c| (i, c)))
        .filter(|(_, c)| fits(c));
    match play {
        Play::SetStrongest => cards
            .filter(|(_, c)| c.kind == CardKind::Monster)
            .max_by_key(|(i, c)| (c.power, -(c.cost_count() as i32), -(*i as i32)))
            .map(|(i, _)| i),
        Play::SetCheapest => cards
            .filter(|(_, c)| c.kind == CardKind::Monster)
            .min_by_key(|(i, c)| (c.cost_count(), -c.power, *i))
            .map(|(i, _)| i),
        Play::SetSupport => cards
            .filter(|(_, c)| matches!(c.kind, CardKind::Equip | CardKind::Jail | CardKind::Invoke))
            .max_by_key(|(i, c)| (value(catalog, &hand[*i]).max(c.power.abs()), -(*i as i32)))
            .map(|(i, _)| i),
        _ => None,
    }
}
