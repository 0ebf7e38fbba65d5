//! Plans' conditions: what a fighter's plan may ask of the visible state of the battle (its own
//! HP, its line, how near the nearest foe is, the weakest foe's HP, how many allies and foes
//! stand, the round). Every preset's
//! plans read them through here; what a plan's instruction does is the preset's.

use super::battle::Battle;
use super::battlefield::{Board, BoardKeeper, BoardReader, Spot};
use super::fighter::Hp;
use crate::data::plan::{Condition, When};
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// The board, read the first time a plan needs it (or the one the question was asked on).
pub struct LazyBoard<'a> {
    given: Option<&'a Board>,
    own: Option<Board>,
    me: Entity,
    /// The board reader's keeper, when the rules asking hold it (a kept board is then handed
    /// out without looking the reader up).
    keeper: Option<BoardKeeper>,
}

impl<'a> LazyBoard<'a> {
    /// A board for `me`'s plans; `given` is used instead of reading a new one.
    pub fn new(given: Option<&'a Board>, me: Entity) -> Self {
        Self {
            given,
            own: None,
            me,
            keeper: None,
        }
    }

    /// [`LazyBoard::new`], for rules that hold the board reader's keeper.
    pub fn kept(given: Option<&'a Board>, me: Entity, keeper: BoardKeeper) -> Self {
        Self {
            keeper: Some(keeper),
            ..Self::new(given, me)
        }
    }

    /// The board.
    pub fn get(&mut self, world: &mut World) -> &Board {
        if let Some(b) = self.given {
            return b;
        }
        let (me, keeper) = (self.me, &self.keeper);
        self.own.get_or_insert_with(|| match keeper {
            Some(k) => BoardReader::board_kept(world, k, Some(me)),
            None => Board::of(world, Some(me)),
        })
    }
}

/// The facts of a preset's own that a fighter's plans may ask about, read by the preset (the
/// Vortex's zones, life cards, patterns and readied card); put in at a battle's setup.
#[derive(Resource, Clone, Copy)]
pub struct PresetFacts(pub fn(&mut World, Entity, &Condition) -> bool);

/// Whether a plan's conditions hold for `me`.
pub fn holds(world: &mut World, board: &mut LazyBoard, me: Entity, when: &When<Condition>) -> bool {
    when.holds(|c| fact(world, board, me, c))
}

/// Whether one condition holds for `me`.
fn fact(world: &mut World, board: &mut LazyBoard, me: Entity, c: &Condition) -> bool {
    match c {
        Condition::HpAtMost(n) => my_hp(world, board, me).is_some_and(|h| h.current <= *n),
        Condition::HpAtLeast(n) => my_hp(world, board, me).is_some_and(|h| h.current >= *n),
        Condition::HpPercentAtMost(p) => {
            my_hp(world, board, me).is_some_and(|h| h.current * 100 <= h.start * i32::from(*p))
        }
        Condition::OnLine(l) => board
            .get(world)
            .spot(me)
            .is_some_and(|s| s.place.line == *l),
        Condition::EnemyWithin(d) => nearest_enemy(board.get(world), me).is_some_and(|n| n <= *d),
        Condition::NoEnemyWithin(d) => nearest_enemy(board.get(world), me).is_none_or(|n| n > *d),
        Condition::FoeHpAtMost(n) => foes(board.get(world), me).any(|s| s.hp.current <= *n),
        Condition::AlliesAtMost(n) => {
            let board = board.get(world);
            let team = board.spot(me).map(|s| s.place.team);
            board
                .standing()
                .filter(|s| Some(s.place.team) == team)
                .count()
                <= usize::from(*n)
        }
        Condition::FoesAtMost(n) => foes(board.get(world), me).count() <= usize::from(*n),
        Condition::RoundAtLeast(r) => world.res::<Battle>().round >= *r,
        // The Vortex's own facts, read by the facts its preset puts in (none: false).
        Condition::OnZone(_)
        | Condition::ZoneHeld(_)
        | Condition::ZoneLost(_)
        | Condition::LifeAtMost(_)
        | Condition::FoeLifeAtMost(_)
        | Condition::PatternIs(_)
        | Condition::Readied(_) => world
            .get_resource::<PresetFacts>()
            .map(|f| f.0)
            .is_some_and(|read| read(world, me, c)),
    }
}

/// The standing foes of `me`.
fn foes<'b>(board: &'b Board, me: Entity) -> impl Iterator<Item = &'b Spot> + 'b {
    let team = board.spot(me).map(|s| s.place.team);
    board
        .standing()
        .filter(move |s| team.is_some_and(|t| s.place.team != t))
}

/// The decision-maker's HP, from the board (which always holds it) — read off the fighter, as
/// the board would have it, when no board is given or read yet and the rules keep none (a kept
/// board is handed out without reading every fighter).
fn my_hp(world: &mut World, board: &mut LazyBoard, me: Entity) -> Option<Hp> {
    if board.given.is_none()
        && board.own.is_none()
        && board.keeper.is_none()
        && Board::holds(world, me)
    {
        return world.part::<Hp>(me).copied();
    }
    board.get(world).spot(me).map(|s| s.hp)
}

/// The distance to the nearest standing foe of `me`.
fn nearest_enemy(board: &Board, me: Entity) -> Option<i32> {
    foes(board, me)
        .filter_map(|s| board.distance(me, s.entity))
        .min()
}
