//! Equipment in a turn (seed 003, ターン処理 1.3–1.4 and 2.4–2.5): with the aux action, equip a
//! carried item, or take one off and carry it or throw it away; with the main action, swap an
//! equipped item for a carried one, or hand an item to a character engaged with you — it arrives
//! unequipped, and a personal weapon (専用武器) vanishes the moment it changes hands. Only the
//! equipped weapons attack ([`crate::data::sheet::CombatSheet::arms`]).

use super::actions::TacticalAction;
use super::seen::Other;
use super::state::Sheet;
use crate::data::sheet::{CombatSheet, Weapon};
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;
use std::sync::Arc;

/// An item a fighter has, by its place on the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// An equipped weapon, by index among the equipped.
    Worn(u8),
    /// A carried item, by index among the carried.
    Carried(u8),
}

/// The equipment actions open to `e`: aux ones when `aux`, main ones when `main`; `seen` are
/// the others as `e` sees them (for the engaged characters it may hand an item to).
pub fn options(
    world: &World,
    e: Entity,
    sheet: &CombatSheet,
    (aux, main): (bool, bool),
    seen: &[Other],
) -> Vec<TacticalAction> {
    let mut out = Vec::new();
    let (worn, carried) = (sheet.weapons.len() as u8, sheet.carried.len() as u8);
    if aux {
        out.extend((0..carried).map(TacticalAction::Equip));
        for weapon in 0..worn {
            for drop in [false, true] {
                out.push(TacticalAction::Unequip { weapon, drop });
            }
        }
    }
    if main && worn + carried > 0 {
        for weapon in 0..worn {
            out.extend((0..carried).map(|c| TacticalAction::Swap { weapon, carried: c }));
        }
        // Those engaged with `e` (接敵: on its square, or a foe within a stop distance).
        let (here, stop) = (
            world.get::<GridPos>(e).copied(),
            i32::from(sheet.stop_distance),
        );
        let partners: Vec<Entity> = seen
            .iter()
            .filter(|o| here.is_some_and(|p| o.has_sheet && o.engaged_with(p, stop)))
            .map(|o| o.entity)
            .collect();
        let items = (0..worn)
            .map(Item::Worn)
            .chain((0..carried).map(Item::Carried));
        for item in items {
            out.extend(partners.iter().map(|&to| TacticalAction::Give { to, item }));
        }
    }
    out
}

/// The weapon an item names on `sheet`.
pub fn weapon(sheet: &CombatSheet, item: Item) -> Option<&Weapon> {
    match item {
        Item::Worn(i) => sheet.weapons.get(usize::from(i)),
        Item::Carried(i) => sheet.carried.get(usize::from(i)),
    }
}

/// Changes `e`'s sheet (its own copy from now on).
fn edit<R>(world: &mut World, e: Entity, f: impl FnOnce(&mut CombatSheet) -> R) -> Option<R> {
    let mut sheet = world.get_mut::<Sheet>(e)?;
    Some(f(Arc::make_mut(&mut sheet.0)))
}

/// Takes an item off `e`'s sheet.
fn take(world: &mut World, e: Entity, item: Item) -> Option<Weapon> {
    edit(world, e, |s| {
        let (list, i) = match item {
            Item::Worn(i) => (&mut s.weapons, i),
            Item::Carried(i) => (&mut s.carried, i),
        };
        (usize::from(i) < list.len()).then(|| list.remove(usize::from(i)))
    })
    .flatten()
}

/// Performs an equipment action (the caller has marked the action used); false for any other.
pub fn perform(world: &mut World, me: Entity, action: TacticalAction) -> bool {
    let line = match action {
        TacticalAction::Equip(i) => {
            let Some(w) = take(world, me, Item::Carried(i)) else {
                return true;
            };
            let line = format!("equips {}", w.name);
            edit(world, me, |s| s.weapons.push(w));
            line
        }
        TacticalAction::Unequip { weapon, drop } => {
            let Some(w) = take(world, me, Item::Worn(weapon)) else {
                return true;
            };
            if drop {
                format!("takes off {} and throws it away", w.name)
            } else {
                let line = format!("takes off {} and carries it", w.name);
                edit(world, me, |s| s.carried.push(w));
                line
            }
        }
        TacticalAction::Swap { weapon, carried } => {
            let swapped = edit(world, me, |s| {
                let (i, j) = (usize::from(weapon), usize::from(carried));
                if i >= s.weapons.len() || j >= s.carried.len() {
                    return None;
                }
                std::mem::swap(&mut s.weapons[i], &mut s.carried[j]);
                Some((s.carried[j].name.clone(), s.weapons[i].name.clone()))
            });
            let Some(Some((off, on))) = swapped else {
                return true;
            };
            format!("swaps {off} for {on}")
        }
        TacticalAction::Give { to, item } => {
            let Some(w) = take(world, me, item) else {
                return true;
            };
            let whom = log::name(world, to).to_string();
            if w.personal {
                format!("hands {} to {whom}: a personal weapon, it vanishes", w.name)
            } else {
                let line = format!("hands {} to {whom}, who carries it", w.name);
                edit(world, to, |s| s.carried.push(w));
                line
            }
        }
        _ => return false,
    };
    log::write(world, EventKind::Action, |w| {
        Facts::on(w, me)
            .what("equipment")
            .says(format!("  {} {line}", log::name(w, me)))
    });
    true
}

/// The words for an equipment action on `me`'s buttons.
pub fn label(world: &World, me: Entity, action: &TacticalAction) -> Option<String> {
    let sheet = world.get::<Sheet>(me)?;
    let name = |item| weapon(&sheet.0, item).map_or("?", |w| w.name.as_str());
    Some(match *action {
        TacticalAction::Equip(i) => format!("Equip {} (aux)", name(Item::Carried(i))),
        TacticalAction::Unequip { weapon, drop } => {
            let what = name(Item::Worn(weapon));
            if drop {
                format!("Throw away {what} (aux)")
            } else {
                format!("Take off {what} (aux)")
            }
        }
        TacticalAction::Swap { weapon, carried } => format!(
            "Swap {} for {} (main)",
            name(Item::Worn(weapon)),
            name(Item::Carried(carried))
        ),
        TacticalAction::Give { to, item } => {
            format!("Hand {} to {} (main)", name(item), log::name(world, to))
        }
        _ => return None,
    })
}
