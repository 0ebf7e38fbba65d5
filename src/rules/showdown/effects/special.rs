//! Special effects (17.特殊な効果について): they must be used when their moment comes, and always
//! offset when both players' come at once — summon effects, just-before-battle effects, and an
//! offset card's own 相殺効果.

use super::costs::{Spare, times};
use super::queue;
use super::usable::{Source, Usable, effects_where};
use crate::data::Catalog;
use crate::data::showdown::Timing;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::showdown::sides;
use crate::rules::showdown::table::Table;
use bevy::prelude::*;

/// The effects of timing `timing` of the card `id`, lying at `source`.
fn of_card(catalog: &Catalog, id: &str, source: Source, timing: Timing) -> Vec<Usable> {
    crate::rules::showdown::table::card(catalog, id)
        .map(|c| {
            c.effects
                .iter()
                .enumerate()
                .filter(|(_, e)| e.timing == timing)
                .map(|(k, _)| Usable {
                    card: id.to_string(),
                    effect: k,
                    source,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Per player, the `timing` effects of the cards listed for it.
fn per_player(
    world: &World,
    all: &[Entity],
    cards: &[(Entity, String, Source)],
    timing: Timing,
) -> Vec<Vec<Usable>> {
    let catalog = world.res::<Catalog>();
    all.iter()
        .map(|who| {
            // Only what its player can pay for counts (and happens).
            let empty = Table::default();
            let mine = world.get::<Table>(*who).unwrap_or(&empty);
            let foe = sides::foe(world, *who).and_then(|f| world.get::<Table>(f));
            let foe = foe.unwrap_or(&empty);
            cards
                .iter()
                .filter(|(w, _, _)| w == who)
                .flat_map(|(_, id, source)| of_card(catalog, id, *source, timing))
                .filter(|u| {
                    let spare = Spare::of(u.source, &[]);
                    crate::rules::showdown::table::card(catalog, &u.card).is_some_and(|c| {
                        c.effects
                            .get(u.effect)
                            .is_some_and(|e| times(mine, foe, c, e, spare) > 0)
                    })
                })
                .collect()
        })
        .collect()
}

/// The 相殺効果 of the cards just offset must be used — offset again when both players have
/// one, without setting off more.
pub(super) fn when_offset(
    world: &mut World,
    all: &[Entity],
    offset_cards: &[(Entity, Usable)],
    battle: Option<usize>,
) {
    let cards = once_each(offset_cards.iter().map(|(w, u)| (*w, u)));
    let forced = per_player(world, all, &cards, Timing::WhenOffset);
    forced_at_once(world, all, forced, battle, &[]);
}

/// Each card of `used` once (a P or F card used twice at a moment sets off its special
/// effects once), in the order first used.
fn once_each<'a>(
    used: impl Iterator<Item = (Entity, &'a Usable)>,
) -> Vec<(Entity, String, Source)> {
    let mut cards: Vec<(Entity, String, Source)> = Vec::new();
    for (w, u) in used {
        let c = (w, u.card.clone(), u.source);
        if !cards.contains(&c) {
            cards.push(c);
        }
    }
    cards
}

/// Forced effects of both players at once: always offset when both have some, else queued to
/// be used (`queue::drain`), sparing the cards of `keep` (per player, effects still to come).
pub fn forced_at_once(
    world: &mut World,
    all: &[Entity],
    forced: Vec<Vec<Usable>>,
    battle: Option<usize>,
    keep: &[Vec<Usable>],
) {
    if forced.iter().all(Vec::is_empty) {
        return;
    }
    if forced.len() == 2 && forced.iter().all(|f| !f.is_empty()) {
        log::write(world, EventKind::Check, |_| {
            Facts::about("special offset")
                .says("  both players' special effects came at once: all offset (17.)")
        });
        return;
    }
    for (i, (who, list)) in all.iter().zip(forced).enumerate() {
        // The cards whose 効果前効果 these are stay out of `keep`: they are these cards.
        let keep: Vec<Usable> = keep
            .get(i)
            .into_iter()
            .flatten()
            .filter(|k| {
                !list
                    .iter()
                    .any(|u| u.card == k.card && u.source == k.source)
            })
            .cloned()
            .collect();
        queue::push_keeping(world, *who, list, keep, battle, false);
    }
}

/// The 効果前効果 of the cards whose effects the players chose at a moment (20. Q4): used
/// before that moment's offsets, so they stay done when the chosen effect is offset; offset
/// when both players' come at once (17.).
pub(super) fn before_effects(
    world: &mut World,
    all: &[Entity],
    chosen: &[Vec<Usable>],
    battle: Option<usize>,
) {
    let cards = once_each(
        all.iter()
            .zip(chosen)
            .flat_map(|(w, list)| list.iter().map(move |u| (*w, u))),
    );
    let forced = per_player(world, all, &cards, Timing::BeforeEffect);
    // The chosen effects' cards never pay for these (they are used next).
    forced_at_once(world, all, forced, battle, chosen);
}

/// Queues the summon effects (召喚効果) of the cards just summoned (20. Q1: used before any card
/// flipped as a cost is placed).
pub fn on_summon(world: &mut World, summoned: &[(Entity, String, usize)]) {
    let all = sides::all(world);
    let cards: Vec<(Entity, String, Source)> = summoned
        .iter()
        .map(|(w, id, z)| (*w, id.clone(), Source::Zone(*z)))
        .collect();
    let forced = per_player(world, &all, &cards, Timing::OnSummon);
    forced_at_once(world, &all, forced, None, &[]);
}

/// Queues the summon effects of the cards one of `who`'s effects just summoned (`(id, zone)`,
/// in order), first in the queue: they come once that effect is over, before anything else
/// (20. Q3).
pub(super) fn summoned_by_effect(world: &mut World, who: Entity, summoned: &[(String, usize)]) {
    if summoned.is_empty() {
        return;
    }
    let all = sides::all(world);
    let cards: Vec<(Entity, String, Source)> = summoned
        .iter()
        .map(|(id, z)| (who, id.clone(), Source::Zone(*z)))
        .collect();
    let forced = per_player(world, &all, &cards, Timing::OnSummon);
    for (w, list) in all.into_iter().zip(forced) {
        if !list.is_empty() {
            queue::push_front(world, w, list);
        }
    }
}

/// Queues the just-before-battle effects (戦闘直前効果) of the cards in zone `z`: forced, and never
/// offset by what was used in the window before the battle.
pub fn just_before_battle(world: &mut World, z: usize) {
    let all = sides::all(world);
    let catalog = world.res::<Catalog>();
    let forced: Vec<Vec<Usable>> = all
        .iter()
        .map(|who| {
            let empty = Table::default();
            let mine = world.get::<Table>(*who).unwrap_or(&empty);
            let foe = sides::foe(world, *who).and_then(|f| world.get::<Table>(f));
            let mut list: Vec<Usable> = effects_where(catalog, mine, foe.unwrap_or(&empty), |t| {
                t == Timing::JustBeforeBattle
            })
            .into_iter()
            .filter(|u| u.source == Source::Zone(z))
            .collect();
            // A forced effect is used once, however often a P or F card could pay it.
            list.dedup();
            list
        })
        .collect();
    forced_at_once(world, &all, forced, Some(z), &[]);
}
