//! The other standing fighters as one fighter's decision sees them, read once (seed 003: who
//! holds it in place, 接敵; whom it may aim at; where they stand for its moves and ranges): one
//! kept query instead of a look-up per component per fighter.

use super::space::{RangeSpot, stop_distance};
use super::state::{Conditions, Sheet};
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::fighter::{ActionCounter, Fighter, Hp, Roster};
use crate::rules::core::query_cache::with_query;
use bevy::prelude::*;

/// What the map's rules read of another standing fighter, in entry order.
#[derive(Clone, Copy, Debug)]
pub struct Other {
    /// The fighter.
    pub entity: Entity,
    /// Whether it is on the other team from the one asking.
    pub hostile: bool,
    /// Whether it is absent (<不在>).
    pub absent: bool,
    /// Whether it has a combat sheet (tokens without one are never aimed at).
    pub has_sheet: bool,
    /// Its square, if it stands on the map.
    pub at: Option<GridPos>,
    /// Its stop distance in squares.
    pub stop: i32,
    /// Whether it floats (<浮遊>).
    pub floating: bool,
    /// Its defence (0 without a sheet).
    pub defence: i32,
    /// Its current HP (0 without HP).
    pub hp: i32,
    /// Its AC now (the higher, the sooner it acts).
    pub ac: i32,
}

impl Other {
    /// Where it stands, for range checks (none off the map).
    pub fn spot(&self) -> Option<RangeSpot> {
        Some(RangeSpot {
            at: self.at?,
            stop: self.stop,
            floating: self.floating,
        })
    }
}

/// The standing fighters other than `e`, in entry order, as `e` sees them: one kept query
/// instead of a look-up per component per fighter.
pub fn others(world: &mut World, e: Entity) -> Vec<Other> {
    let team = world.get::<Fighter>(e).map(|f| f.team);
    type Data = (
        &'static Fighter,
        Option<&'static GridPos>,
        Option<&'static Conditions>,
        Option<&'static Sheet>,
        Option<&'static Hp>,
        Option<&'static ActionCounter>,
    );
    with_query::<Data, (), _>(world, |world, q| {
        let standing = &world.resource::<Roster>().standing;
        let mut out = Vec::with_capacity(standing.len());
        for &o in standing.iter().filter(|&&o| o != e) {
            let Ok((f, at, c, sheet, hp, ac)) = q.get_manual(world, o) else {
                continue;
            };
            out.push(Other {
                entity: o,
                hostile: team.is_some_and(|t| t != f.team),
                absent: c.is_some_and(|c| c.absent),
                has_sheet: sheet.is_some(),
                at: at.copied(),
                stop: sheet.map_or(0, |s| i32::from(s.0.stop_distance)),
                floating: c.is_some_and(|c| c.float),
                defence: sheet.map_or(0, |s| s.0.defence),
                hp: hp.map_or(0, |h| h.current),
                ac: ac.map_or(0, |a| a.0),
            });
        }
        out
    })
}

/// The others as the fighter choosing its next action sees them, read once for the action's
/// options and kept for its plans' weighing of them (nothing changes in between); forgotten as
/// soon as the action is chosen ([`forget`]).
#[derive(Resource, Default)]
pub struct SeenForChoice(Option<(Entity, std::sync::Arc<[Other]>)>);

/// [`others`], kept for the choice `e` is about to make ([`SeenForChoice`]).
pub fn others_for_choice(world: &mut World, e: Entity) -> std::sync::Arc<[Other]> {
    let seen: std::sync::Arc<[Other]> = others(world, e).into();
    let kept = Some((e, seen.clone()));
    // The resource is there after the first choice: no registering and inserting each time.
    match world.get_resource_mut::<SeenForChoice>() {
        Some(mut k) => k.0 = kept,
        None => world.insert_resource(SeenForChoice(kept)),
    }
    seen
}

/// The others as `e` sees them: those kept for its choice, if it is choosing, else read now.
pub fn others_now(world: &mut World, e: Entity) -> std::sync::Arc<[Other]> {
    match world
        .get_resource::<SeenForChoice>()
        .and_then(|k| k.0.as_ref())
    {
        Some((who, seen)) if *who == e => seen.clone(),
        _ => others(world, e).into(),
    }
}

/// The choice is made: what was kept for it goes (the world changes next).
pub fn forget(world: &mut World) {
    if let Some(mut k) = world.get_resource_mut::<SeenForChoice>() {
        k.0 = None;
    }
}

/// The standing foes among `seen` (the others as `e` sees them, [`others`]) that hold `e` in
/// place: engaged with it (within either one's stop distance) and not absent.
pub fn holding_among(world: &World, e: Entity, seen: &[Other]) -> Vec<Entity> {
    let (Some(&at), stop) = (world.get::<GridPos>(e), stop_distance(world, e)) else {
        return Vec::new();
    };
    seen.iter()
        .filter(|o| !o.absent && o.engaged_with(at, stop))
        .map(|o| o.entity)
        .collect()
}

impl Other {
    /// Whether it is engaged with one standing on `at` with stop distance `stop`
    /// ([`super::space::engages`]).
    pub fn engaged_with(&self, at: GridPos, stop: i32) -> bool {
        self.at.is_some_and(|q| {
            super::space::engages(at.distance(q), self.hostile, stop.max(self.stop))
        })
    }
}

/// The foes among `seen` one may aim at, in entry order: with a sheet, not absent.
pub fn foes_in(seen: &[Other]) -> impl Iterator<Item = &Other> {
    seen.iter()
        .filter(|o| o.has_sheet && !o.absent && o.hostile)
}

/// [`foes_in`], as entities.
pub fn foes_among(seen: &[Other]) -> Vec<Entity> {
    foes_in(seen).map(|o| o.entity).collect()
}
