//! A board kept between reads while the rules at work say what they change on it: handed out
//! again until a fighter enters, or changes its place in the order or its "distance is always
//! N" ([`BoardKeeper::forget`]); a change of HP is written into it ([`BoardKeeper::set_hp`]), a
//! fighter that leaves is taken off it ([`BoardKeeper::left`]), and after a move its places are
//! read again ([`BoardKeeper::moved`]). Between two boards a turn reads, most often only HP
//! changed, or nothing (docs/PERFORMANCE.md). A board is kept through one system run of the
//! rules, or through every pass of a frame (the round's own systems run between them).

use super::board::Board;
use crate::rules::core::fighter::Hp;
use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The kept board, shared by the board reader and the rules that keep it up to date (so that
/// they reach it without a resource look-up).
#[derive(Clone, Default)]
pub struct BoardKeeper(Arc<Mutex<Kept>>);

#[derive(Default)]
struct Kept {
    /// Whether the rules keep boards now, and for how long.
    during: During,
    /// Set while the round's passes of one frame run (see [`BoardKeeper::open_frame`]).
    frame: bool,
    /// The last board of standing fighters read in it.
    board: Option<Board>,
    /// Set when fighters moved since it was read: its places are read again before it is used.
    moved: bool,
}

/// How long the rules keep boards.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum During {
    /// They keep none.
    #[default]
    Off,
    /// For the system run at this change tick of the world: nothing done outside it is theirs
    /// to say, so no board is kept past it.
    Run(Tick),
    /// For the rest of the frame's passes: between them only the round's own systems run, and
    /// the rules say what those change on a board too.
    Frame,
}

/// What the keeper has for a board read now.
pub(super) enum Keeping {
    /// The board, kept.
    Board(Board),
    /// Boards are kept, but none is now: the one read is kept.
    Empty,
    /// Boards are not kept in this system run.
    Off,
}

impl BoardKeeper {
    fn lock(&self) -> MutexGuard<'_, Kept> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Keeps boards for the rest of the system run `now` (none kept yet) — or, while the passes
    /// of a frame run, for the rest of them (the board kept since an earlier pass stays).
    pub fn start(&self, now: Tick) {
        let mut kept = self.lock();
        match (kept.frame, kept.during) {
            (true, During::Frame) => {}
            (true, _) => kept.begin(During::Frame),
            (false, _) => kept.begin(During::Run(now)),
        }
    }

    /// The rules stopped work for now: no board is kept past their system run, unless the
    /// passes of a frame are running (the next pass takes the board up again).
    pub fn pause(&self) {
        let mut kept = self.lock();
        if kept.during != During::Frame {
            kept.begin(During::Off);
        }
    }

    /// Keeps no board (a frame's passes are over, or a new battle began).
    pub fn stop(&self) {
        self.lock().begin(During::Off);
    }

    /// The round's passes of one frame begin: boards the rules keep are kept from one pass to
    /// the next until [`BoardKeeper::close_frame`].
    pub fn open_frame(&self) {
        self.lock().frame = true;
    }

    /// The frame's passes are over: no board is kept past them (what runs between frames — a
    /// player's answer, a test — is not the rules' to say).
    pub fn close_frame(&self) {
        let mut kept = self.lock();
        kept.frame = false;
        kept.begin(During::Off);
    }

    /// Something on the board other than a fighter's HP changed: the kept board is dropped.
    pub fn forget(&self) {
        self.lock().board = None;
    }

    /// Fighters moved (nothing else changed): the kept board's places are read again when it is
    /// next used.
    pub fn moved(&self) {
        self.lock().moved = true;
    }

    /// `e` left the battle (retired or discarded): it is taken off the kept board (the others keep
    /// their order).
    pub fn left(&self, e: Entity) {
        if let Some(board) = self.lock().board.as_mut()
            && board.spots.iter().any(|s| s.entity == e)
        {
            Arc::make_mut(&mut board.spots).retain(|s| s.entity != e);
        }
    }

    /// `e`'s HP is now `hp`: the kept board, if it has `e`, says so.
    pub fn set_hp(&self, e: Entity, hp: Hp) {
        if let Some(board) = self.lock().board.as_mut()
            && let Some(i) = board.spots.iter().position(|s| s.entity == e)
        {
            Arc::make_mut(&mut board.spots)[i].hp = hp;
        }
    }

    /// The kept board, if boards are kept in the system run `now` and it holds `also` standing.
    pub(super) fn get(&self, world: &World, now: Tick, also: Option<Entity>) -> Keeping {
        let mut kept = self.lock();
        if !kept.keeps(now) {
            return Keeping::Off;
        }
        if std::mem::take(&mut kept.moved)
            && let Some(board) = kept.board.as_mut()
        {
            board.read_places_again(world);
        }
        match &kept.board {
            Some(b) if also.is_none_or(|e| b.spot(e).is_some()) => Keeping::Board(b.clone()),
            _ => Keeping::Empty,
        }
    }

    /// Keeps `board`, read in the system run `now`, if it holds only standing fighters.
    pub(super) fn keep(&self, now: Tick, board: &Board) {
        let mut kept = self.lock();
        if kept.keeps(now) && board.spots.iter().all(|s| s.standing) {
            kept.board = Some(board.clone());
            kept.moved = false;
        }
    }
}

impl Kept {
    /// Boards are kept `during` from now on, none kept yet.
    fn begin(&mut self, during: During) {
        self.during = during;
        self.board = None;
        self.moved = false;
    }

    /// Whether boards are kept in the system run `now`.
    fn keeps(&self, now: Tick) -> bool {
        match self.during {
            During::Off => false,
            During::Run(t) => t == now,
            During::Frame => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Battlefield, Place};
    use super::*;
    use crate::data::LineName;
    use crate::rules::core::battlefield::Spot;
    use crate::rules::core::fighter::FighterKind;

    fn board(world: &mut World) -> Board {
        let spot = Spot {
            entity: world.spawn_empty().id(),
            place: Place {
                team: 0,
                line: LineName::Front,
                square: None,
            },
            kind: FighterKind::Character,
            serial: 0,
            fixed_distance: None,
            order: (0, 0),
            hp: Hp {
                current: 10,
                start: 10,
            },
            standing: true,
        };
        Board {
            kind: Battlefield::Lines,
            spots: Arc::new(vec![spot]),
        }
    }

    fn kept(keeper: &BoardKeeper, world: &World, now: u32) -> Option<Board> {
        match keeper.get(world, Tick::new(now), None) {
            Keeping::Board(b) => Some(b),
            Keeping::Empty | Keeping::Off => None,
        }
    }

    #[test]
    fn a_board_is_kept_through_one_run_or_through_a_frame_s_passes_and_no_further() {
        let mut world = World::new();
        let b = board(&mut world);
        let keeper = BoardKeeper::default();
        // Outside a frame (a test's `with_duel`): kept through the rules' one system run.
        keeper.start(Tick::new(1));
        keeper.keep(Tick::new(1), &b);
        assert_eq!(kept(&keeper, &world, 1), Some(b.clone()));
        keeper.pause();
        assert_eq!(kept(&keeper, &world, 1), None, "set aside: kept no further");
        keeper.start(Tick::new(2));
        assert_eq!(kept(&keeper, &world, 2), None);
        // In a frame: the next pass (a later system run) takes the board up again, and so do
        // the reads of the round's own systems between passes.
        keeper.open_frame();
        keeper.start(Tick::new(3));
        keeper.keep(Tick::new(3), &b);
        keeper.pause();
        assert_eq!(kept(&keeper, &world, 4), Some(b.clone()));
        keeper.start(Tick::new(5));
        assert_eq!(kept(&keeper, &world, 5), Some(b.clone()));
        // The frame's passes are over: what runs next is not the rules' to say.
        keeper.close_frame();
        assert_eq!(kept(&keeper, &world, 5), None);
        // A frame whose rules keep no boards (another preset's) keeps none.
        keeper.open_frame();
        assert!(matches!(
            keeper.get(&world, Tick::new(6), None),
            Keeping::Off
        ));
        keeper.keep(Tick::new(6), &b);
        assert_eq!(kept(&keeper, &world, 6), None);
    }
}
