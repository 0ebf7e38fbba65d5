//! Seed 002's keywords read on a grid of squares, for every grid preset (the Skirmish now, the
//! Vortex later): an attack is a fighter's single-target harm, "behind" is the next square
//! beyond along the attack's larger axis, a player's life is the most-hurt ally's HP, and a
//! fighter's first active round is round 1 unless it entered later ([`Entered`]). The preset
//! calls these where its own steps happen; `data::keywords::honoured` lists what it reads.

use super::ailments::Ailments;
use super::battle::ShieldLeft;
use super::traits::HasTraits;
use crate::data::keywords::{Ailment, Trait, Traits};
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// The round a fighter entered a grid battle already under way (a fighter deployed at the start
/// has none: it does not *enter*, vortex-design.md F13).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entered(pub u32);

crate::hot_parts!(Entered);

/// The keyword components a fighter starts with: its traits, its shield, no state.
pub fn parts(traits: &Traits) -> (HasTraits, ShieldLeft, Ailments) {
    let (has, shield) = super::battle::carried(traits);
    (has, shield, Ailments::default())
}

/// Whether the fighter may not attack now: 平和主義者 never does; 鈍足 not in its first active
/// round (「場に出たターンには攻撃できない」: on a grid, the first round).
pub fn bars_attacks(traits: &HasTraits, first_round: bool) -> bool {
    traits.has(&Trait::Pacifist) || (first_round && traits.has(&Trait::Sluggish))
}

/// Whether the fighter may not move from its square (頑固者: 「マス間の移動ができない」).
pub fn bars_moves(traits: &HasTraits) -> bool {
    traits.has(&Trait::Stubborn)
}

/// 守護者 on a grid: of the targets one attack could choose (each with whether it guards), only
/// the guardians when any is among them (「配置を無視して必ずこのキャラクターを攻撃対象」, read
/// as: a guardian the attack reaches).
pub fn guardians_first<T: Copy>(targets: &[(T, bool)]) -> Vec<T> {
    let guards = targets.iter().any(|(_, g)| *g);
    targets
        .iter()
        .filter(|(_, g)| !guards || *g)
        .map(|(t, _)| *t)
        .collect()
}

/// What a fighter is, for a キラー's mark: its attributes and races, its traits' names and its
/// states' names.
pub fn marks(
    fighter: &Fighter,
    traits: Option<&HasTraits>,
    states: Option<&Ailments>,
) -> Vec<String> {
    let mut out: Vec<String> = fighter
        .attributes
        .iter()
        .chain(&fighter.races)
        .cloned()
        .collect();
    out.extend(
        traits
            .into_iter()
            .flat_map(|t| t.0.iter().map(|t| t.key().to_string())),
    );
    if let Some(s) = states {
        if s.asleep() {
            out.push(Ailment::Sleep.key().into());
        }
        if s.poison {
            out.push(Ailment::Poison.key().into());
        }
    }
    out
}

/// Whether a fighter with `traits` hunts one with `marks` (its キラー's mark is among them).
pub fn hunts(traits: &HasTraits, marks: &[String]) -> bool {
    traits.0.iter().any(|t| match t {
        Trait::Killer(m) => marks.iter().any(|k| k == m),
        _ => false,
    })
}

/// キラー on a grid: the attack deals 1 more to the prey of its attacker, and 1 less to a
/// fighter that hunts its attacker (「自身のパワー+1」「相手のパワー−1」 read as damage).
pub fn killer_shift(attacker_hunts: bool, target_hunts: bool) -> i32 {
    i32::from(attacker_hunts) - i32::from(target_hunts)
}

/// 貫通攻撃 on a grid: the square beyond `target` seen from `attacker`, straight on along the
/// larger axis (a tie goes along the columns' axis, x).
pub fn beyond(attacker: GridPos, target: GridPos) -> GridPos {
    let (dx, dy) = (target.x - attacker.x, target.y - attacker.y);
    if dx == 0 && dy == 0 {
        return target;
    }
    if dx.abs() >= dy.abs() {
        GridPos {
            x: target.x + dx.signum(),
            y: target.y,
        }
    } else {
        GridPos {
            x: target.x,
            y: target.y + dy.signum(),
        }
    }
}

/// 貫通攻撃: what an attack's damage exceeds its target's HP by (「上回った分」).
pub fn excess(dealt: i32, hp_left: i32) -> i32 {
    (dealt - hp_left.max(0)).max(0)
}

/// 吸血 on a grid: of the allies (each with the HP it has lost), the most hurt — the first
/// given among equals; none when no one is hurt.
pub fn most_hurt<T: Copy>(allies: &[(T, i32)]) -> Option<T> {
    let most = allies.iter().map(|(_, lost)| *lost).max()?;
    (most > 0)
        .then(|| {
            allies
                .iter()
                .find(|(_, lost)| *lost == most)
                .map(|(t, _)| *t)
        })
        .flatten()
}

/// Whether `e` has trait `t` now (a fighter without traits has none).
pub fn has(world: &World, e: Entity, t: &Trait) -> bool {
    world.part::<HasTraits>(e).is_some_and(|h| h.has(t))
}

/// How often each trait or state acted, by its key, counted while the resource is in the world
/// (a balance report puts it there; a plain battle pays nothing).
#[derive(Resource, Clone, Debug, Default)]
pub struct KeywordsActed(pub std::collections::BTreeMap<&'static str, u64>);

/// Counts one act of `key` (when a report counts).
pub fn acted(world: &mut World, key: &'static str) {
    if let Some(mut k) = world.get_resource_mut::<KeywordsActed>() {
        *k.0.entry(key).or_default() += 1;
    }
}

/// Seed 002's rows read on a grid (vortex-design.md F16): `Front` while `e` is engaged (a
/// standing foe's stop distance reaches its square), `Back` while no standing foe is within 3
/// squares.
pub fn in_row(world: &World, e: Entity, row: crate::data::keywords::Row) -> bool {
    use crate::rules::core::battlefield::grid::StopDistance;
    use crate::rules::core::fighter::Roster;
    let (Some(&at), Some(team)) = (
        world.part::<GridPos>(e),
        world.part::<Fighter>(e).map(|f| f.team),
    ) else {
        return false;
    };
    let foes = || {
        Roster::standing(world).into_iter().filter_map(move |o| {
            let f = world.part::<Fighter>(o)?;
            (f.team != team).then(|| world.part::<GridPos>(o).map(|p| (o, *p)))?
        })
    };
    match row {
        crate::data::keywords::Row::Front => {
            foes().any(|(o, p)| at.distance(p) <= world.get::<StopDistance>(o).map_or(0, |s| s.0))
        }
        crate::data::keywords::Row::Back => foes().all(|(_, p)| at.distance(p) > 3),
    }
}
