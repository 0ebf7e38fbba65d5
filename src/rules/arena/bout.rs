//! The bout in progress: its two contenders, who is first this turn, and the dice (every chance
//! of seed 001 is one roll of a die with as many faces as the chance's denominator).

use crate::rules::core::hot::HotReads;
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;
use std::collections::VecDeque;

/// The two contenders and this turn's order.
#[derive(Resource, Clone, Debug, Default)]
pub struct Bout {
    /// The contenders, by team.
    pub contenders: Vec<Entity>,
    /// Who is first (先行) this turn, once initiative is decided.
    pub first: Option<Entity>,
    /// Where the action phases are (kept between steps when the window paces the bout).
    pub acting: Acting,
    /// Every die rolled in the match, with its turn, in order (a plan may ask about them: 3.24).
    pub dice: Vec<(u32, i32)>,
}

/// Where the action phases are: whose phase (0 first, 1 second), whether it has begun, and
/// how many skills it has used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Acting {
    /// 0: the first contender's phase; 1: the second's; 2: both done.
    pub phase: usize,
    /// The phase's opening line is written.
    pub begun: bool,
    /// Skills used in this phase.
    pub uses: usize,
    /// Chain steps taken since the last use.
    pub chain_steps: usize,
}

impl Bout {
    /// The other contender.
    pub fn foe(&self, me: Entity) -> Option<Entity> {
        self.contenders.iter().copied().find(|e| *e != me)
    }

    /// The contenders in this turn's order: first, then second (by team before initiative).
    pub fn in_order(&self) -> Vec<Entity> {
        let mut out = self.contenders.clone();
        if let Some(first) = self.first {
            out.sort_by_key(|e| *e != first);
        }
        out
    }
}

/// Rolls a test decides in advance (a replay or a rule test); the battle's generator rolls
/// when none is left.
#[derive(Resource, Clone, Debug, Default)]
pub struct PinnedRolls(pub VecDeque<i32>);

/// One die of `sides` faces.
pub fn roll(world: &mut World, sides: u8) -> i32 {
    let r = match world
        .get_resource_mut::<PinnedRolls>()
        .and_then(|mut p| p.0.pop_front())
    {
        Some(r) => r,
        None => world.resource::<BattleRng>().die(sides),
    };
    let turn = world
        .get_resource::<crate::rules::core::battle::Battle>()
        .map_or(0, |b| b.round);
    if let Some(mut bout) = world.hot_resource_mut::<Bout>() {
        bout.dice.push((turn, r));
    }
    r
}

/// A chance of `hit` in `of`: one die of `of` faces, a hit on `hit` or less.
pub fn chance(world: &mut World, (hit, of): (u8, u8)) -> bool {
    if hit >= of {
        return true;
    }
    roll(world, of) <= i32::from(hit)
}

/// One step of the window's pace: one step of the bout is a phase's roll or switch, one skill
/// use, or one check or resolution on the chain.
pub use crate::rules::core::countdown::take_step;
crate::hot_parts!(Bout);
