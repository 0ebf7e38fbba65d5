//! Additive elements (seed 000, <付加要素に関するルール> and its 細則): the one merged base
//! modifier, status changes that merge by kind and vanish at ±0, named statuses that never merge,
//! and continuous sources that re-create what is removed.

use crate::data::{Ability, Modifier};
use crate::rules::core::battlefield::BoardReader;
use crate::rules::core::cards::components::Abilities;
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{
    Fighter, NamedInstance, Roster, StatusChange, Statuses, fixed_distance_in,
};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use std::sync::Arc;

/// A merged list of modifiers being made: few, kept off the heap.
pub type MergedList = smallvec::SmallVec<[Modifier; 8]>;

/// Adds `m` into a merged list: one entry per kind, summed; an entry at 0 is removed.
pub fn merge(list: &mut MergedList, m: Modifier) {
    if let Some(i) = list.iter().position(|x| x.same_kind(m)) {
        let v = list[i].value() + m.value();
        if v == 0 {
            list.remove(i);
        } else {
            list[i] = m.with_value(v);
        }
    } else if m.value() != 0 {
        list.push(m);
    }
}

/// The total of one kind of modifier on a fighter: base modifier, status changes and named
/// statuses together (`kind`'s own value is ignored).
pub fn total(world: &World, e: Entity, kind: Modifier) -> i32 {
    world.part::<Statuses>(e).map_or(0, |s| {
        // (Row skills are rare: only a holder of one reads its row.)
        if s.rows.is_empty() {
            total_in(s, kind)
        } else {
            total_in(s, kind) + rows_total(world, e, s, kind)
        }
    })
}

/// What `e`'s row skills' passives of `kind` add while it stands in their rows (seed 002's
/// 前列・後列, the Vortex's).
#[cold]
fn rows_total(world: &World, e: Entity, s: &Statuses, kind: Modifier) -> i32 {
    s.rows
        .iter()
        .filter(|(row, m)| {
            m.same_kind(kind) && crate::rules::core::keywords::grid::in_row(world, e, *row)
        })
        .map(|(_, m)| m.value())
        .sum()
}

/// [`total`] in a fighter's statuses (its base modifier, status changes and named statuses).
fn total_in(s: &Statuses, kind: Modifier) -> i32 {
    sum_kind(&s.base.0, kind)
        + s.changes
            .iter()
            .filter(|c| c.modifier.same_kind(kind))
            .map(|c| c.modifier.value())
            .sum::<i32>()
        + s.named
            .iter()
            .map(|n| sum_kind(&n.card.modifiers, kind))
            .sum::<i32>()
}

fn sum_kind(list: &[Modifier], kind: Modifier) -> i32 {
    list.iter()
        .filter(|m| m.same_kind(kind))
        .map(|m| m.value())
        .sum()
}

/// What a blow meets on a fighter, read in one look at its statuses and base modifier: its
/// "damage taken" ([`total`]) and the stamp of its latest ward (0 for one in its base
/// modifier), if it is warded.
pub fn damage_taken_and_ward(world: &World, e: Entity) -> (i32, Option<u64>) {
    let kind = Modifier::DamageTaken(0);
    world.part::<Statuses>(e).map_or((0, None), |st| {
        let rows = if st.rows.is_empty() {
            0
        } else {
            rows_total(world, e, st, kind)
        };
        (total_in(st, kind) + rows, ward_in(st))
    })
}

/// The latest ward in `st` (0 for one in its base modifier), if any.
fn ward_in(st: &Statuses) -> Option<u64> {
    let probe = Modifier::Ward(0);
    let changes = st
        .changes
        .iter()
        .filter(|c| c.modifier.same_kind(probe) && c.modifier.value() > 0)
        .map(|c| c.stamp);
    let named = st
        .named
        .iter()
        .filter(|n| sum_kind(&n.card.modifiers, probe) > 0)
        .map(|n| n.stamp);
    let base = (sum_kind(&st.base.0, probe) > 0).then_some(0);
    changes.chain(named).chain(base).max()
}

/// Changes `e`'s statuses with `f` (`None` if it has none). "Distance is always N" is on a
/// board: when it changed, the kept board is dropped ([`BoardReader::forget`]).
pub fn change_statuses<R>(
    world: &mut World,
    e: Entity,
    f: impl FnOnce(&mut Statuses) -> R,
) -> Option<R> {
    let mut st = world.part_mut::<Statuses>(e)?;
    let before = fixed_distance_in(&st);
    let out = f(&mut st);
    if fixed_distance_in(&st) != before {
        BoardReader::forget(world);
    }
    Some(out)
}

/// Gives a status change, merged with one of its kind.
pub fn give_change(world: &mut World, e: Entity, m: Modifier, stamp: u64) {
    // (Only a change of its kind can change "distance is always N": the continuous sources
    // put back only what was just removed.)
    if m.same_kind(Modifier::DistanceIs(0)) {
        change_statuses(world, e, |st| give_change_in(st, m, stamp));
    } else if let Some(mut st) = world.part_mut::<Statuses>(e) {
        give_change_in(&mut st, m, stamp);
    }
}

fn give_change_in(st: &mut Statuses, m: Modifier, stamp: u64) {
    match st.changes.iter().position(|c| c.modifier.same_kind(m)) {
        Some(i) => {
            let v = st.changes[i].modifier.value() + m.value();
            if v == 0 {
                st.changes.remove(i);
            } else {
                st.changes[i] = StatusChange {
                    modifier: m.with_value(v),
                    stamp,
                };
            }
        }
        None if m.value() != 0 => st.changes.push(StatusChange { modifier: m, stamp }),
        None => {}
    }
    reassert_continuous(st, stamp);
}

/// Gives a named status: always a new, separate instance. Its trigger joins what the fighters
/// hold ([`crate::rules::core::cards::holdings::Holdings`]).
pub fn give_named(
    world: &mut DuelWorld,
    e: Entity,
    id: &str,
    card: Arc<crate::data::NamedStatusCard>,
    stamp: u64,
) {
    world.kit().held.add_named(&card);
    change_statuses(world, e, |st| {
        st.named.push(NamedInstance {
            id: id.to_string(),
            name: card.name.clone(),
            attribute: card.attribute.clone(),
            influence: card.influence,
            turns_left: card.turns,
            card,
            stamp,
        });
    });
}

/// Removes up to `count` statuses: normal status changes first (oldest first), then named
/// statuses with the lowest influence (oldest first). Returns the names removed.
pub fn remove_statuses(world: &mut World, e: Entity, count: u8, stamp: u64) -> Vec<String> {
    change_statuses(world, e, |st| remove_statuses_in(st, count, stamp)).unwrap_or_default()
}

fn remove_statuses_in(st: &mut Statuses, count: u8, stamp: u64) -> Vec<String> {
    let mut removed = Vec::new();
    for _ in 0..count {
        if !st.changes.is_empty() {
            removed.push(st.changes.remove(0).modifier.describe());
        } else if let Some(i) =
            (0..st.named.len()).min_by_key(|&i| (st.named[i].influence, st.named[i].stamp))
        {
            removed.push(st.named.remove(i).name);
        }
    }
    reassert_continuous(st, stamp);
    removed
}

/// A status change kept by a continuous source comes back at once when it is gone.
pub fn reassert_continuous(st: &mut Statuses, stamp: u64) {
    let sources = st.continuous.clone();
    for m in sources {
        if !st.changes.iter().any(|c| c.modifier.same_kind(m)) {
            let v: i32 = st
                .continuous
                .iter()
                .filter(|c| c.same_kind(m))
                .map(|c| c.value())
                .sum();
            if v != 0 {
                st.changes.push(StatusChange {
                    modifier: m.with_value(v),
                    stamp,
                });
            }
        }
    }
}

/// Whether the fighter must lose this turn ("N turns unable to act").
pub fn unable_to_act(world: &World, e: Entity) -> bool {
    let probe = Modifier::SkipTurns(0);
    world.part::<Statuses>(e).is_some_and(|s| {
        s.changes
            .iter()
            .any(|c| c.modifier.same_kind(probe) && c.modifier.value() > 0)
            || s.named
                .iter()
                .any(|n| sum_kind(&n.card.modifiers, probe) > 0)
    })
}

/// A lost turn counts down the "N turns unable to act" status change by one, if there is one.
/// A named status counts its own turns down ([`tick_named`]): normal and named statuses never
/// merge (seed 000, 複数の状態変化の統合方法), so a turn lost to a named status alone leaves no
/// change behind that would cancel a later "1 turn unable to act".
pub fn count_down_lost_turn(world: &mut World, e: Entity, stamp: u64) {
    let probe = Modifier::SkipTurns(0);
    let normal = world.part::<Statuses>(e).is_some_and(|s| {
        s.changes
            .iter()
            .any(|c| c.modifier.same_kind(probe) && c.modifier.value() > 0)
    });
    if normal {
        give_change(world, e, Modifier::SkipTurns(-1), stamp);
    }
}

/// At the end of its holder's turn each timed named status that was in place when the holder's
/// action began (its stamp at or before `acted_at`) loses a turn; those at 0 end. One put in
/// place later in the turn (a counter, the holder's own card, a turn-end effect) counts from the
/// holder's next turn: "N turns" are N whole turns of the holder (docs/RULES.md).
pub fn tick_named(world: &mut World, e: Entity, acted_at: u64) -> Vec<String> {
    let none = world
        .part::<Statuses>(e)
        .is_none_or(|st| st.named.is_empty());
    if none {
        return Vec::new();
    }
    change_statuses(world, e, |st| tick_named_in(st, acted_at)).unwrap_or_default()
}

fn tick_named_in(st: &mut Statuses, acted_at: u64) -> Vec<String> {
    let mut ended = Vec::new();
    st.named.retain_mut(|n| match n.turns_left.as_mut() {
        Some(t) if n.stamp <= acted_at => {
            *t = t.saturating_sub(1);
            if *t == 0 {
                ended.push(n.name.clone());
            }
            *t > 0
        }
        _ => true,
    });
    ended
}

/// Recomputes every fighter's base modifier from its passive abilities, the field out and the
/// persistent terrain (one merged record each).
pub fn refresh_base_modifiers(world: &mut World) {
    let fields = fields_in_play(world);
    for e in Roster::standing(world) {
        refresh_base_modifier_of(world, e, &fields);
    }
}

/// Computes one fighter's base modifier (a fighter that enters the battle: nobody else's changes).
pub fn refresh_base_modifier(world: &mut World, e: Entity) {
    let fields = fields_in_play(world);
    refresh_base_modifier_of(world, e, &fields);
}

/// The field cards in play, in the order they apply.
fn fields_in_play(world: &World) -> Vec<Arc<crate::data::FieldCard>> {
    world
        .res::<FieldState>()
        .all_in_order()
        .map(|f| f.card.clone())
        .collect()
}

/// Recomputes `e`'s base modifier with `fields` in play.
fn refresh_base_modifier_of(world: &mut World, e: Entity, fields: &[Arc<crate::data::FieldCard>]) {
    let (Some(fighter), Some(abilities)) = (world.part::<Fighter>(e), world.part::<Abilities>(e))
    else {
        return;
    };
    let mut list = MergedList::new();
    let mut rows = Vec::new();
    for a in abilities.0.iter() {
        match a.unwrapped() {
            (Ability::Passive(m), None) => merge(&mut list, *m),
            (Ability::Passive(m), Some(row)) => rows.push((row, *m)),
            _ => {}
        }
    }
    for f in fields
        .iter()
        .filter(|f| f.affects.met_by(&fighter.attributes))
    {
        for m in &f.modifiers {
            merge(&mut list, *m);
        }
    }
    change_statuses(world, e, |st| {
        if st.base.0[..] != list[..] {
            st.base.0 = list.into_vec();
        }
        if st.rows != rows {
            st.rows = rows;
        }
    });
}

/// The range modifier a fighter's own effects get.
pub fn range_bonus(world: &World, e: Entity) -> i32 {
    total(world, e, Modifier::Range(0))
}
