//! Whom a character may attack (seed 002, ②): 平和主義者 never attacks; a 隠者 is never attacked
//! and attacks only the player, past 守護者 and everything else; while a 守護者 is on the board
//! every attack goes to one, whatever the lines — the front row's before the back row's;
//! otherwise a character attacks one in its own line (同ライン上), or the player when its line
//! holds none (docs/RULES.md). A 隠者 in the line is passed over.

use super::traits::HasTraits;
use crate::data::keywords::{Row, Trait};

/// A character of the other side, as an attacker sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defender {
    /// Which one.
    pub id: usize,
    /// Its row.
    pub row: Row,
    /// Whether it stands in the attacker's line.
    pub in_line: bool,
    /// Its traits.
    pub traits: HasTraits,
    /// Asleep: its abilities, traits too, are off (「全ての能力が無効になる」).
    pub asleep: bool,
}

impl Defender {
    /// Whether it has `t` working now.
    fn has(&self, t: &Trait) -> bool {
        !self.asleep && self.traits.has(t)
    }
}

/// What an attack may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The character with this id.
    Character(usize),
    /// The other player.
    Player,
}

/// What a character with `traits` may attack, of the other side's `defenders` (one that may
/// attack at all: `readiness`). **Decision:** a 隠者 that is also a 守護者 is a 隠者.
pub fn targets(traits: &HasTraits, defenders: &[Defender]) -> Vec<Target> {
    if traits.has(&Trait::Pacifist) {
        return Vec::new();
    }
    if traits.has(&Trait::Hermit) {
        return vec![Target::Player];
    }
    let open: Vec<&Defender> = defenders
        .iter()
        .filter(|d| !d.has(&Trait::Hermit))
        .collect();
    let guardians: Vec<&&Defender> = open.iter().filter(|d| d.has(&Trait::Guardian)).collect();
    if !guardians.is_empty() {
        let front = guardians.iter().any(|d| d.row == Row::Front);
        return guardians
            .iter()
            .filter(|d| !front || d.row == Row::Front)
            .map(|d| Target::Character(d.id))
            .collect();
    }
    let in_line: Vec<Target> = open
        .iter()
        .filter(|d| d.in_line)
        .map(|d| Target::Character(d.id))
        .collect();
    if in_line.is_empty() {
        vec![Target::Player]
    } else {
        in_line
    }
}
