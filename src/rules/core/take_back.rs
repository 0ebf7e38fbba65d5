//! What every preset with a map shares in taking a move back (issue 40, item 6; Into the Breach's
//! rule): why the last move cannot be taken back, the generator's count of words drawn (a move
//! that drew any cannot be), and putting the mover back where it stood, said in the log. What a
//! move changes, and so what is kept before it, is each preset's own (`skirmish::undo`,
//! `vortex::undo`).

use super::battle::Battle;
use super::battlefield::board_reader::BoardReader;
use super::battlefield::grid::GridPos;
use super::fighter::{ActionCounter, Fighter};
use super::log::{self, EventKind, Facts};
use super::rng::BattleRng;
use bevy::prelude::*;

/// Why the last move cannot be taken back: the mover, the battle's turn it moved in, and why.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct Refused(Option<(Entity, u32, &'static str)>);

impl Refused {
    /// Why `who`'s move in turn `turn` cannot be taken back, if it moved then and cannot.
    pub fn why_not(&self, who: Entity, turn: u32) -> Option<&'static str> {
        self.0
            .filter(|(w, t, _)| *w == who && *t == turn)
            .map(|(_, _, why)| why)
    }
}

/// The battle's turn (`Battle::turns`).
pub fn turn(world: &World) -> u32 {
    world.get_resource::<Battle>().map_or(0, |b| b.turns)
}

/// The words the battle's generator has drawn.
pub fn drawn(world: &World) -> u64 {
    world
        .get_resource::<BattleRng>()
        .map_or(0, BattleRng::drawn)
}

/// Why not: the mover left the battle.
pub const LEFT_THE_BATTLE: &str = "the fighter left the battle";
/// Why not: something random was drawn.
pub const DIE_ROLLED: &str = "a die was rolled";

/// Why a move that began with `before` words drawn can no longer be taken back: its fighter left
/// the battle, or a die was rolled since (none: it still may be, as far as these go).
pub fn spoiled(world: &World, who: Entity, before: u64) -> Option<&'static str> {
    if world.get::<super::fighter::Retired>(who).is_some() {
        Some(LEFT_THE_BATTLE)
    } else if drawn(world) != before {
        Some(DIE_ROLLED)
    } else {
        None
    }
}

/// `who`'s move in this turn cannot be taken back, for `why`.
pub fn refuse(world: &mut World, who: Entity, why: &'static str) {
    let turn = turn(world);
    world.insert_resource(Refused(Some((who, turn, why))));
}

/// Forgets why a move could not be taken back (another move was made, or the turn ended).
pub fn forgive(world: &mut World) {
    if world
        .get_resource::<Refused>()
        .is_some_and(|r| r.0.is_some())
    {
        world.insert_resource(Refused::default());
    }
}

/// Why `who`'s move in this turn cannot be taken back, if it moved and cannot.
pub fn why_not(world: &World, who: Entity) -> Option<&'static str> {
    world.get_resource::<Refused>()?.why_not(who, turn(world))
}

/// Puts `who` back on `at` with AC `ac` (its line, and so its engagements, with it), and says so.
pub fn put_back(world: &mut World, who: Entity, at: GridPos, ac: i32) {
    let from = world.get::<GridPos>(who).copied().unwrap_or(at);
    let team = world.get::<Fighter>(who).map_or(0, |f| f.team);
    super::setup::stand_on(world, who, team, at);
    world.entity_mut(who).insert(ActionCounter(ac));
    BoardReader::forget(world);
    log::write(world, EventKind::Move, |w| {
        Facts::on(w, who)
            .what("take back")
            .amount(from.distance(at))
            .says(format!(
                "  {} takes the move back: from ({},{}) to ({},{}) again, AC {ac}",
                log::name(w, who),
                from.x,
                from.y,
                at.x,
                at.y,
            ))
    });
}
