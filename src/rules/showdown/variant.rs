//! The rules a Showdown plays by: as written, or 18.変則ルール 例1's 2T1S5C (「ライフカード無し、
//! セットする時にモンスターゾーンに1枚、チャージゾーンに5枚のカードを裏側で置くルール」), a level's
//! `variant`.

use super::start::LIFE;
use crate::data::level::{Level, Variant};
use bevy::prelude::*;

/// What a variant changes of the battle's setting.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// Life cards laid out at the start.
    pub life: usize,
    /// Cards each set puts face down in the charge zone (with one in the monster zone).
    pub charge_set: usize,
}

impl Default for Setting {
    fn default() -> Self {
        Setting {
            life: LIFE,
            charge_set: 1,
        }
    }
}

/// Takes the level's variant. A 2T1S5C battle's two turns (「2ターン」; **Decision**, shared/rules
/// A21: then a draw) are its level's `round_cap: 2`, which `vortex check` requires.
pub(super) fn setup(world: &mut World, level: &Level) {
    let setting = match level.variant {
        None => Setting::default(),
        Some(Variant::TwoTurnsOneShotFiveCharge) => Setting {
            life: 0,
            charge_set: 5,
        },
    };
    world.insert_resource(setting);
}
crate::hot_parts!(Setting);
