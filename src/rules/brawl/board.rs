//! The Brawl's board (docs/RULES.md, Brawl): each player's territory is 2 rows of 3 squares,
//! the front rows facing each other, so the columns run through both territories. The squares
//! are entities; a creature on the board is an entity with the engine's keyword components
//! (`rules::core::keywords`) and a [`Beast`]; a player is a fighter with a [`Side`].

use crate::data::Catalog;
use crate::data::brawl::Creature;
use crate::data::keywords::Row;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::order::ArrivedAt;
use crate::rules::core::keywords::traits::HasTraits;
use bevy::prelude::*;
use std::sync::Arc;

/// Squares in a row.
pub const COLUMNS: u8 = 3;
/// Squares in a territory.
pub const SQUARES: usize = 6;

/// A square of one territory: its row and its column (0 to 2; both territories number their
/// columns alike, so a column is one line through both).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sq {
    /// Front or back.
    pub row: Row,
    /// 0 to 2.
    pub col: u8,
}

impl Sq {
    /// The square at `index` (0–2 the front row, 3–5 the back row).
    pub fn at(index: usize) -> Sq {
        Sq {
            row: if index < COLUMNS as usize {
                Row::Front
            } else {
                Row::Back
            },
            col: (index % COLUMNS as usize) as u8,
        }
    }

    /// Its index in its territory (what seals name).
    pub fn index(self) -> usize {
        self.col as usize
            + if self.row == Row::Back {
                COLUMNS as usize
            } else {
                0
            }
    }

    /// The square behind it in its column (none behind the back row).
    pub fn behind(self) -> Option<Sq> {
        (self.row == Row::Front).then_some(Sq {
            row: Row::Back,
            col: self.col,
        })
    }

    /// Its label for the log and the window: "front 2", "back 1" (columns from 1).
    pub fn label(self) -> String {
        let row = match self.row {
            Row::Front => "front",
            Row::Back => "back",
        };
        format!("{row} {}", self.col + 1)
    }
}

/// Whether two squares (each with its territory's team) are adjacent (「隣接するマス」: up,
/// down, left or right — across into the other territory too, front row to front row).
pub fn adjacent(a: (usize, Sq), b: (usize, Sq)) -> bool {
    if a.0 == b.0 {
        let same_row = a.1.row == b.1.row && a.1.col.abs_diff(b.1.col) == 1;
        let same_col = a.1.col == b.1.col && a.1.row != b.1.row;
        same_row || same_col
    } else {
        a.1.col == b.1.col && a.1.row == Row::Front && b.1.row == Row::Front
    }
}

/// A square of a territory, as an entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    /// The territory's team.
    pub team: usize,
    /// Where in it.
    pub sq: Sq,
}

/// A player's cards and bait.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// The hand, by card id.
    pub hand: Vec<String>,
    /// The deck, top last.
    pub deck: Vec<String>,
    /// The graveyard (墓場), by card id, the latest last.
    pub graveyard: Vec<String>,
    /// Bait (エサ) held.
    pub bait: u8,
}

/// A creature on the board.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Beast {
    /// Its card's id.
    pub card: String,
    /// Its card.
    pub def: std::sync::Arc<crate::data::brawl::Creature>,
    /// Its name.
    pub name: String,
    /// Its controller's team.
    pub team: usize,
    /// Where it stands.
    pub sq: Sq,
    /// Its power now (damage and power-downs lower it; at 0 it is defeated).
    pub power: i32,
    /// The turn it came onto the board.
    pub arrived_turn: u32,
    /// Attacks made this turn.
    pub attacks: u8,
    /// Whether it moved this turn.
    pub moved: bool,
    /// The power 常在 skills lend it now (in `power`: +ups, −downs).
    pub lent: i32,
}

/// A creature's own traits: its card's and those abilities gave it. [`HasTraits`] adds what
/// its side's 常在 auras lend.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnTraits(pub HasTraits);

/// Everything a creature entering the board is made of.
#[derive(Bundle)]
pub struct BeastBundle {
    /// The creature.
    pub beast: Beast,
    /// Its own traits.
    pub own: OwnTraits,
    /// Its traits now.
    pub traits: HasTraits,
    /// Its states.
    pub ailments: Ailments,
    /// What is left of its shield.
    pub shield: ShieldLeft,
    /// When it came onto the board.
    pub arrived: ArrivedAt,
}

/// Spawns the twelve squares (called once both players are in).
pub fn spawn_squares(world: &mut World) {
    for team in 0..2 {
        for i in 0..SQUARES {
            world.spawn(Square {
                team,
                sq: Sq::at(i),
            });
        }
    }
}

/// The creature card `id`.
pub fn creature(world: &World, id: &str) -> Option<Arc<Creature>> {
    world.res::<Catalog>().creatures.get(id).cloned()
}
