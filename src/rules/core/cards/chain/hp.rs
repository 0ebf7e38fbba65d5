//! HP lost or regained by an effect, as the chain keeps it: the kept board learns the new HP and
//! the fighter is one whose retirement is checked once the stack is empty.

use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::Hp;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;

/// Lowers HP by `amount` (raises it when negative).
#[inline]
pub fn lose_hp(world: &mut DuelWorld, e: Entity, amount: i32) {
    if let Some(mut hp) = world.part_mut::<Hp>(e) {
        hp.current -= amount;
        let hp = *hp;
        world.kit().board.set_hp(e, hp);
    }
    let changed = &mut world.stack().hp_changed;
    if !changed.contains(&e) {
        changed.push(e);
    }
}
