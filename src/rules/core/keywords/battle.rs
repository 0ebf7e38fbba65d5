//! What traits do to a battle between two characters (seed 002, ②): シールド lessens damage until
//! it is used up, キラー shifts both powers by 1 (and a power brought to 0 that way falls before
//! any damage), 貫通攻撃 carries what exceeds the defender's power past it.

use bevy::prelude::*;

/// What is left of a character's シールド: each damage it takes is lessened by it, and what it
/// stops is gone for good (「一度受けたダメージ分のシールドは自然には回復しない」).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShieldLeft(pub u8);

impl ShieldLeft {
    /// The shield a character with `traits` starts with (or gains): its シールド's value, 0 without.
    pub fn of(traits: &super::traits::HasTraits) -> ShieldLeft {
        ShieldLeft(
            traits
                .0
                .iter()
                .find_map(|t| match t {
                    crate::data::keywords::Trait::Shield(n) => Some(*n),
                    _ => None,
                })
                .unwrap_or(0),
        )
    }

    /// Takes `damage`: the shield stops what it can; returns what gets through.
    pub fn absorb(&mut self, damage: u32) -> u32 {
        let stopped = damage.min(u32::from(self.0));
        self.0 -= stopped as u8;
        damage - stopped
    }
}

/// The keyword components a card's seed 002 traits give a fighter: its traits, and the shield
/// its シールド starts it with.
pub fn carried(traits: &crate::data::keywords::Traits) -> (super::traits::HasTraits, ShieldLeft) {
    let has = super::traits::HasTraits(traits.0.clone());
    let shield = ShieldLeft::of(&has);
    (has, shield)
}

/// The two powers of a battle once キラー has had its say: each side hunting the other's mark
/// has +1 and leaves the other -1 (by rule, not as an ability's target). A side brought to 0 or
/// less so falls at once, and no damage is dealt (「ダメージを与え合うことなくその時点でダウン」).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Faced {
    /// The attacker's power.
    pub attacker: i32,
    /// The defender's power.
    pub defender: i32,
    /// Whether the attacker fell to its 0 before the damage.
    pub attacker_down: bool,
    /// Whether the defender fell to its 0 before the damage.
    pub defender_down: bool,
}

/// The powers of a battle between `attacker` and `defender` (their powers now), each hunting the
/// other's mark or not.
pub fn killers(attacker: i32, defender: i32, attacker_hunts: bool, defender_hunts: bool) -> Faced {
    let shift = |hunts: bool| if hunts { 1 } else { 0 };
    let a = attacker + shift(attacker_hunts) - shift(defender_hunts);
    let d = defender + shift(defender_hunts) - shift(attacker_hunts);
    Faced {
        attacker: a,
        defender: d,
        attacker_down: defender_hunts && a <= 0,
        defender_down: attacker_hunts && d <= 0,
    }
}

/// What a 貫通攻撃 carries past the defender: as much as the attack's power exceeds the
/// defender's — to the card behind it, or to its player when there is none.
pub fn piercing(attack: i32, defender: i32) -> u32 {
    (attack - defender).max(0) as u32
}

/// The damage a character deals in a battle: its power, or none while asleep (「戦闘の際にも自身
/// からはダメージを与えず一方的に相手キャラクターからのダメージを受ける」).
pub fn damage_dealt(power: i32, asleep: bool) -> u32 {
    if asleep { 0 } else { power.max(0) as u32 }
}

/// The life a 吸血 attacker's controller regains: the damage it dealt, to a character or a
/// player — only when it attacked itself, and never to the character (「キャラクター自身が回復する
/// わけではない」).
pub fn lifedrink(has_lifedrink: bool, attacked_itself: bool, dealt: u32) -> u32 {
    if has_lifedrink && attacked_itself {
        dealt
    } else {
        0
    }
}

/// Whether a 道連れ character's fall takes the one it fought with it: only when battle damage
/// defeated it (not a discard, nor an ability's damage outside the battle).
pub fn takes_along(has_take_along: bool, defeated_by_battle_damage: bool) -> bool {
    has_take_along && defeated_by_battle_damage
}

/// Whether a 毒牙 character leaves the one it fought poisoned: once the battle is over, if that
/// one is still on the board (and not 健康体: `Ailments::inflict` refuses it).
pub fn venom(has_venom_fang: bool, opponent_still_there: bool) -> bool {
    has_venom_fang && opponent_still_there
}

crate::hot_parts!(ShieldLeft);
