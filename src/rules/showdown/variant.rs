//! The rules a Showdown plays by: as written, or 18.変則ルール 例1's 2T1S5C (「ライフカード無し、
//! セットする時にモンスターゾーンに1枚、チャージゾーンに5枚のカードを裏側で置くルール」), a level's
//! `variant`.

use super::start::LIFE;
use crate::data::level::{Level, Variant};
use crate::rules::core::battle::Battle;
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

/// The turns a 2T1S5C battle lasts (「2ターン」; **Decision**, shared/rules A21: then a draw).
pub const VARIANT_TURNS: u32 = 2;

/// Takes the level's variant: the setting, and for 2T1S5C the battle's two turns.
pub(super) fn setup(world: &mut World, level: &Level) {
    let setting = match level.variant {
        None => Setting::default(),
        Some(Variant::TwoTurnsOneShotFiveCharge) => {
            if let Some(mut b) = world.get_resource_mut::<Battle>() {
                b.round_cap = VARIANT_TURNS;
            }
            Setting {
                life: 0,
                charge_set: 5,
            }
        }
    };
    world.insert_resource(setting);
}
