//! Moving on the grid (seed 003 ③④⑥; vortex-design.md §1 "Move", F2, F4): a move covers the
//! fighter's squares of movement (a step 1, a diagonal 2, climbing 1 a level, hard terrain its
//! cost), passes allies but never ends on an occupied square, and stops where a foe engages it.
//! Walking down one level is free; a drop of 2 or more levels in one step asks a fall check:
//! 2D + 2 × athletics against 7 + 3 × the drop (12 always succeeds, 2 always fails); a failure
//! reduces HP directly by 5 a level.

use super::parts::VortexFighter;
use crate::data::effect::CheckSkill;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::battlefield::reach::{
    MoveAsk, MoveField, Reach, falls, occupants, reachable_past,
};
use crate::rules::core::cards::chain::retire::retire_check;
use crate::rules::core::cards::chain::stack as chain;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{Fighter, Hp};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::rng::BattleRng;
use crate::rules::core::setup::move_onto;
use bevy::prelude::*;

/// Where `e` may end a move now: every square its move reaches that no one else stands on, with
/// the cost, and the reach (for the path).
pub fn ends(world: &mut World, e: Entity) -> (Reach, Vec<(GridPos, i32)>) {
    let from = world.part::<GridPos>(e).copied().unwrap_or_default();
    // Seed 002's 頑固者 never moves from its square.
    let stubborn = world
        .get::<crate::rules::core::keywords::traits::HasTraits>(e)
        .is_some_and(crate::rules::core::keywords::grid::bars_moves);
    let squares = match world.get::<VortexFighter>(e) {
        Some(_) if stubborn => 0,
        Some(v) => v.move_squares,
        None => 0,
    };
    let field = MoveField::of(world).unwrap_or_default();
    let others = occupants(world, e);
    let ask = MoveAsk {
        from,
        squares,
        skill_move: false,
        floating: false,
        no_drops: false,
    };
    let closed = world
        .get_resource::<crate::rules::core::battlefield::grid::Seals>()
        .map(|s| s.closed())
        .unwrap_or_default();
    let reach = reachable_past(&field, &others, &ask, &closed);
    let taken: Vec<GridPos> = others.iter().map(|o| o.at).collect();
    let mut out: Vec<(GridPos, i32)> = reach
        .squares()
        .filter(|(p, _)| *p == from || !taken.contains(p))
        .collect();
    let team = world.part::<Fighter>(e).map_or(0, |f| f.team);
    out.sort_by_key(|(p, c)| (*c, as_seen(team, *p)));
    (reach, out)
}

/// A square's place in row-major order as `team` sees the map: the first side counts from the
/// top-left corner, the second from the bottom-right, so that a mirrored map plays the same for
/// both (Decision: the design's "row-major" ties, read from each side's own corner).
pub fn as_seen(team: usize, p: GridPos) -> (i32, i32) {
    if team == 0 { (p.y, p.x) } else { (-p.y, -p.x) }
}

/// The steps of the cheapest path to `to` that drop 2 levels or more (a fall check each).
pub fn checked_drops(world: &World, e: Entity, reach: &Reach, to: GridPos) -> Vec<i32> {
    let from = world.part::<GridPos>(e).copied().unwrap_or_default();
    let field = MoveField::of(world).unwrap_or_default();
    falls(&field, from, &reach.path(to))
        .into_iter()
        .map(|(_, levels)| levels)
        .filter(|l| *l >= 2)
        .collect()
}

/// Moves `e` to `to` along `reach`'s cheapest path, with a fall check for each drop of 2 levels
/// or more on the way.
pub fn go(world: &mut DuelWorld, e: Entity, to: GridPos, reach: &Reach) {
    let cost = reach.cost(to).unwrap_or(0);
    let drops = checked_drops(world, e, reach, to);
    move_onto(world, e, to, cost, reach.engages(to));
    world.kit().board.moved();
    for levels in drops {
        if world.retired(e) {
            break;
        }
        fall_check(world, e, levels);
    }
}

/// A fall check for a drop of `levels` (F4).
pub fn fall_check(world: &mut DuelWorld, e: Entity, levels: i32) {
    let athletics = world.get::<VortexFighter>(e).map_or(0, |v| v.athletics);
    let (a, b) = {
        let rng = world.resource::<BattleRng>();
        (rng.d6(), rng.d6())
    };
    let target = 7 + 3 * levels;
    let value = a + b + 2 * athletics;
    let passed = a + b == 12 || (a + b != 2 && value >= target);
    let loss = if passed { 0 } else { 5 * levels };
    super::tally::count(world, |t| t.falls += 1);
    if let Some(mut hp) = world.get_mut::<Hp>(e) {
        hp.current -= loss;
        let now = *hp;
        world.kit().board.set_hp(e, now);
    }
    world.log(EventKind::Damage, |w| {
        Facts::on(w, e).what("fall").amount(loss).says(format!(
            "  {} drops {levels} levels: fall check {a}+{b}+{} = {value} against {target}, {}",
            log::name(w, e),
            2 * athletics,
            if passed {
                "lands".to_string()
            } else {
                format!("falls: HP -{loss}")
            }
        ))
    });
    if !passed {
        // A fall that retires sets off what a retirement sets off (an ally's grief), on the chain.
        let events = retire_check(world, &[e]);
        if !events.is_empty() && chain::raise(world, &events) {
            let _ = chain::resolve(world);
        }
    }
}

/// A save (vortex-design.md §1 "Checks" with F4 and F18): 2D + 2 × the skill against the card's
/// number, 12 always passing and 2 always failing; cover has no effect on it. Whether it passed.
pub fn save(world: &mut DuelWorld, e: Entity, skill: CheckSkill, target: u8) -> bool {
    let level = world.get::<VortexFighter>(e).map_or(0, |v| match skill {
        CheckSkill::Athletics => v.athletics,
        CheckSkill::Will => v.will,
    });
    let (a, b) = {
        let rng = world.resource::<BattleRng>();
        (rng.d6(), rng.d6())
    };
    let value = a + b + 2 * level;
    let passed = a + b == 12 || (a + b != 2 && value >= i32::from(target));
    super::tally::count(world, |t| {
        t.saves += 1;
        t.failed_saves += u64::from(!passed);
    });
    world.log(EventKind::Status, |w| {
        Facts::on(w, e)
            .what(skill.word())
            .amount(value)
            .says(format!(
                "  {} makes a {} save: {a}+{b}+{} = {value} against {target}, {}",
                log::name(w, e),
                skill.word(),
                2 * level,
                if passed { "passes" } else { "fails" }
            ))
    });
    passed
}
