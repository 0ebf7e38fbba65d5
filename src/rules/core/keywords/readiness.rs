//! Whether a character may attack now, and what else its traits allow (seed 002, ②, ③): 軽快 may
//! attack the player from the turn it came onto the board, 鈍足 attacks nothing that turn,
//! 2回攻撃 attacks twice a turn, a sleeping or 平和主義者 character never attacks; 頑固者 never
//! moves nor is an ability's target.

use super::ailments::Ailments;
use super::traits::HasTraits;
use crate::data::keywords::Trait;

/// What a character may attack now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Readiness {
    /// Characters of the other side.
    pub characters: bool,
    /// The other player.
    pub player: bool,
}

impl Readiness {
    const NONE: Readiness = Readiness {
        characters: false,
        player: false,
    };
}

/// What a character may attack now: `arrived_this_turn` if it came onto the board this turn,
/// `attacks_made` this turn so far. **Decision** (docs/RULES.md): a character without 軽快 or 鈍足
/// may attack characters, but not the player, in the turn it arrives — 軽快's 「盤上に出たターン
/// からプレイヤーへ攻撃することができる」 read against 鈍足's 「盤上に出たターン中は攻撃できない」.
pub fn readiness(
    traits: &HasTraits,
    ailments: &Ailments,
    arrived_this_turn: bool,
    attacks_made: u8,
) -> Readiness {
    let allowed = if traits.has(&Trait::DoubleAttack) {
        2
    } else {
        1
    };
    if ailments.asleep() || traits.has(&Trait::Pacifist) || attacks_made >= allowed {
        return Readiness::NONE;
    }
    match (
        arrived_this_turn,
        traits.has(&Trait::Swift),
        traits.has(&Trait::Sluggish),
    ) {
        (true, _, true) => Readiness::NONE,
        (true, false, false) => Readiness {
            characters: true,
            player: false,
        },
        _ => Readiness {
            characters: true,
            player: true,
        },
    }
}

/// Whether a card's ability may name the character as its target (頑固者: never).
pub fn targetable(traits: &HasTraits) -> bool {
    !traits.has(&Trait::Stubborn)
}

/// Whether the character may move between squares (頑固者: never).
pub fn movable(traits: &HasTraits) -> bool {
    !traits.has(&Trait::Stubborn)
}

/// Whether the character's abilities work (眠り: every one is off).
pub fn abilities_on(ailments: &Ailments) -> bool {
    !ailments.asleep()
}
