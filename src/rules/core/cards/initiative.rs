//! Phase 2, initiative (seed 000, <ゲームの流れ> 3): the order is rolled in the first round and
//! kept for the battle unless an effect changes it; then battle-start abilities fire.

use super::chain::stack::{raise, resolve};
use super::chain::{Flow, Happened};
use super::kit::DuelWorld;
use super::order::roll_initiative;
use super::pass::{KitTurn, stack_waiting, with_kit};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::CurrentTurn;
use crate::rules::core::hot::{Hot, HotReads};
use bevy::ecs::component::Mutable;
use bevy::prelude::*;

/// Rolls initiative in the first round (seed 000 rolls it once per battle), then fires
/// battle-start abilities; waits on the stack when they need a decision.
/// Generic over the preset's turn, whose slot keeps the kit.
pub fn run<T: KitTurn>(world: &mut World)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    // Past the first round there is nothing to do unless battle-start effects wait on the stack.
    if world.res::<Battle>().round == 1 || stack_waiting::<T>(world) {
        with_kit::<T, _>(world, run_on);
    } else {
        world.res_mut::<Battle>().advance_phase();
    }
}

fn run_on(world: &mut DuelWorld) {
    if !world.stack().items.is_empty() {
        if resolve(world) == Flow::Blocked {
            return;
        }
        world.res_mut::<Battle>().advance_phase();
        return;
    }
    if world.res::<Battle>().round == 1 {
        roll_initiative(world);
        raise(world, &[Happened::BattleStart]);
        if resolve(world) == Flow::Blocked {
            return;
        }
    }
    world.res_mut::<Battle>().advance_phase();
}
