//! Reading a board: the kept query over the fighters a [`Board`] is read through, with the
//! battlefield's kind beside it, so that a board costs one resource look-up; and, while a
//! preset's rules keep boards (the Duel's), the last board ([`BoardKeeper`]).

use super::board::{Board, Spot, order_key};
use super::kept_board::{BoardKeeper, Keeping};
use super::{Battlefield, GridPos, Place};
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use crate::rules::core::query_cache::KeptQuery;
use bevy::prelude::*;
use smallvec::SmallVec;

type SpotData = (
    Entity,
    &'static Fighter,
    &'static Position,
    &'static Hp,
    &'static Statuses,
    Option<&'static InitiativeRank>,
    Option<&'static Master>,
    Option<&'static GridPos>,
);

fn spot_of(d: <SpotData as bevy::ecs::query::QueryData>::Item<'_, '_>, retired: bool) -> Spot {
    let (entity, f, p, hp, st, rank, _, square) = d;
    Spot {
        entity,
        place: Place {
            team: f.team,
            line: p.line,
            square: square.copied(),
        },
        kind: f.kind,
        serial: f.serial,
        fixed_distance: fixed_distance_in(st),
        order: rank.map_or((u32::MAX, f.serial), |r| (r.0, 0)),
        hp: *hp,
        standing: !retired,
    }
}

/// The spot of a fighter out of the battle (not in the board's query).
fn retired_spot(world: &World, e: Entity) -> Option<Spot> {
    let d = (
        e,
        world.part::<Fighter>(e)?,
        world.part::<Position>(e)?,
        world.part::<Hp>(e)?,
        world.part::<Statuses>(e)?,
        world.part::<InitiativeRank>(e),
        world.part::<Master>(e),
        world.part::<GridPos>(e),
    );
    let mut s = spot_of(d, true);
    s.order = order_key(world, e);
    Some(s)
}

/// A kept board handed out: debug builds read the board again and check it is the board as it
/// stands.
fn handed_out(world: &World, also: Option<Entity>, board: Board) -> Board {
    debug_assert_eq!(
        board,
        world.res::<BoardReader>().read(world, also),
        "a kept board is the board as it stands: a rule changed it without saying so"
    );
    board
}

/// Where servant `e` stands in `master`'s frame (0 if it is not there).
pub(super) fn servant_index(world: &World, master: Entity, e: Entity) -> u32 {
    world
        .part::<ServantFrame>(master)
        .and_then(|f| f.0.iter().position(|s| *s == e))
        .unwrap_or(0) as u32
}

/// What a board is read through: the battlefield's kind and a kept query over the fighters, in
/// one resource (one look-up a board). The battle's setup keeps its kind in step with the
/// [`Battlefield`] resource.
///
/// While a preset's rules keep boards ([`BoardReader::keep_boards`]: for the rest of the system
/// run they work in, or of the frame's passes), the last board of standing fighters is kept and handed out again until a
/// rule says that something on it changed ([`BoardKeeper`]). Debug builds read every kept board
/// again and check that it is the board as it stands.
#[derive(Resource)]
pub struct BoardReader {
    /// The battlefield the battle is fought on.
    kind: Battlefield,
    /// The kept query over the fighters in the battle.
    query: KeptQuery<SpotData, InTheBattle>,
    /// The kept board.
    keeper: BoardKeeper,
}

impl BoardReader {
    fn new(world: &mut World, kind: Battlefield) -> BoardReader {
        BoardReader {
            kind,
            query: KeptQuery::new(world),
            keeper: BoardKeeper::default(),
        }
    }

    /// Puts the battle's battlefield in the world: the [`Battlefield`] resource and the kind the
    /// boards are read on, kept in step here (the reader is made on first use). A new battle
    /// keeps no board until its rules say they keep boards.
    pub fn set_battlefield(world: &mut World, kind: Battlefield) {
        world.insert_resource(kind);
        match world.hot_resource_mut::<BoardReader>() {
            Some(mut r) => {
                r.kind = kind;
                r.keeper.stop();
            }
            None => {
                let reader = BoardReader::new(world, kind);
                world.insert_resource(reader);
            }
        }
    }

    /// Keeps boards for the rest of this system run (or, while the passes of a frame run, for
    /// the rest of them: [`BoardKeeper::start`]): the rules at work say what they change on a
    /// board through the keeper returned (and [`BoardReader::forget`]). No board read before is
    /// kept, unless a frame's earlier pass kept it.
    pub fn keep_boards(world: &World) -> BoardKeeper {
        match world.hot_resource::<BoardReader>() {
            Some(r) => {
                r.keeper.start(world.read_change_tick());
                r.keeper.clone()
            }
            None => BoardKeeper::default(),
        }
    }

    /// The keeper of the kept board, to tell it what changed (nothing is kept when there is no
    /// reader yet).
    pub fn keeper(world: &World) -> Option<&BoardKeeper> {
        world.hot_resource::<BoardReader>().map(|r| &r.keeper)
    }

    /// The round's passes of one frame begin ([`BoardKeeper::open_frame`]).
    pub fn open_frame(world: &World) {
        if let Some(k) = Self::keeper(world) {
            k.open_frame();
        }
    }

    /// The frame's passes are over: no board is kept past them.
    pub fn close_frame(world: &World) {
        if let Some(k) = Self::keeper(world) {
            k.close_frame();
        }
    }

    /// Something a board holds changed (a fighter entered, or its order changed): a kept board
    /// is dropped.
    pub fn forget(world: &World) {
        if let Some(k) = Self::keeper(world) {
            k.forget();
        }
    }

    /// The board as it is now (see [`Board::of`]), the reader made on first use; the kept board
    /// when boards are kept and it holds `also` standing.
    pub(super) fn board(world: &mut World, also: Option<Entity>) -> Board {
        let shared: &World = world;
        let Some(reader) = shared.hot_resource::<BoardReader>() else {
            let reader = BoardReader::new(world, *world.res::<Battlefield>());
            world.insert_resource(reader);
            let shared: &World = world;
            return shared.res::<BoardReader>().read(shared, also);
        };
        let now = shared.read_change_tick();
        match reader.keeper.get(shared, now, also) {
            Keeping::Off => reader.read(shared, also),
            Keeping::Board(board) => handed_out(shared, also, board),
            Keeping::Empty => {
                let board = reader.read(shared, also);
                reader.keeper.keep(now, &board);
                board
            }
        }
    }

    /// [`Board::of`] through `keeper`, the reader's own keeper as a preset's rules hold it: a
    /// kept board is handed out without looking the reader up.
    pub fn board_kept(world: &mut World, keeper: &BoardKeeper, also: Option<Entity>) -> Board {
        let shared: &World = world;
        match keeper.get(shared, shared.read_change_tick(), also) {
            Keeping::Board(board) => handed_out(shared, also, board),
            Keeping::Empty | Keeping::Off => Self::board(world, also),
        }
    }

    fn read(&self, world: &World, also: Option<Entity>) -> Board {
        self.query
            .with(world, |world, query| self.read_through(query, world, also))
    }

    fn read_through(
        &self,
        query: &mut QueryState<SpotData, InTheBattle>,
        world: &World,
        also: Option<Entity>,
    ) -> Board {
        let mut spots = Vec::with_capacity(16);
        // (A servant without a rank of its own, and its master: few, kept off the heap.)
        let mut servants = SmallVec::<[(usize, Entity); 4]>::new();
        let mut also_standing = false;
        for d in query.iter_manual(world) {
            also_standing |= Some(d.0) == also;
            if let (Some(m), None) = (d.6, d.5) {
                servants.push((spots.len(), m.0));
            }
            spots.push(spot_of(d, false));
        }
        if let Some(e) = also
            && !also_standing
            && world.get::<Retired>(e).is_some()
            && let Some(s) = retired_spot(world, e)
        {
            spots.push(s);
        }
        for (i, master) in servants {
            let e = spots[i].entity;
            // A standing master's rank is on its spot (no rank: last); else read off it.
            let rank = match spots.iter().find(|s| s.entity == master) {
                Some(m) if m.kind != FighterKind::Servant => m.order.0,
                _ => world
                    .part::<InitiativeRank>(master)
                    .map_or(u32::MAX, |r| r.0),
            };
            spots[i].order = (rank, 1 + servant_index(world, master, e));
        }
        // Standing first, then the order, then the serial.
        spots.sort_unstable_by(|a, b| {
            b.standing
                .cmp(&a.standing)
                .then(a.order.cmp(&b.order))
                .then(a.serial.cmp(&b.serial))
        });
        Board {
            kind: self.kind,
            spots: std::sync::Arc::new(spots),
        }
    }
}
