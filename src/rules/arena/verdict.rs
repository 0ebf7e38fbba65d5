//! The end of a bout (seed 001, 4.戦闘の流れ): a contender whose HP is 0 or less loses at that
//! moment; when both lose at once, or turn 8 ends, the one that lost less HP (|max − current|)
//! wins, and equal losses are a draw (docs/RULES.md, Arena: the seed's "現在HPが等しい場合").

use super::bout::Bout;
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::fighter::{Fighter, Hp, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, BattleLog, EventKind, Facts, LogEvent};
use bevy::prelude::*;

/// Whether the bout is over.
pub fn over(world: &World) -> bool {
    world
        .get_resource::<Battle>()
        .is_none_or(|b| b.outcome.is_some())
}

fn end(world: &mut World, winner: Option<Entity>) {
    let event = match winner.and_then(|w| world.get::<Fighter>(w)) {
        Some(f) => {
            let team = f.team;
            let name = world.res::<Battle>().teams[team].name.clone();
            world.res_mut::<Battle>().outcome = Some(Outcome::Winner(team));
            LogEvent::Winner {
                team: name,
                side: team,
            }
        }
        None => {
            world.res_mut::<Battle>().outcome = Some(Outcome::Draw);
            LogEvent::Draw
        }
    };
    world.resource_mut::<BattleLog>().push(|| event);
}

/// Ends the bout when a contender's HP is 0 or less (both: judged by HP lost). Called after
/// every change of HP. Returns whether the bout is over.
pub fn check_defeat(world: &mut World) -> bool {
    if over(world) {
        return true;
    }
    let contenders = world.res::<Bout>().contenders.clone();
    let down: Vec<Entity> = contenders
        .iter()
        .copied()
        .filter(|e| world.get::<Hp>(*e).is_some_and(|h| h.current <= 0))
        .collect();
    match down.as_slice() {
        [] => return false,
        [one] => {
            let winner = contenders.iter().copied().find(|e| e != one);
            Roster::retire(world, *one);
            log::write(world, EventKind::Retire, |w| {
                Facts::on(w, *one)
                    .what("down")
                    .says(format!("  {} is down", log::name(w, *one)))
            });
            end(world, winner);
        }
        _ => judge_by_loss(world),
    }
    true
}

/// The less HP lost wins; equal losses draw.
pub fn judge_by_loss(world: &mut World) {
    let contenders = world.res::<Bout>().contenders.clone();
    let mut lost: Vec<(i32, Entity)> = contenders
        .iter()
        .map(|&e| {
            let h = world.get::<Hp>(e).copied().unwrap_or(Hp {
                current: 0,
                start: 0,
            });
            ((h.start - h.current).abs(), e)
        })
        .collect();
    lost.sort_by_key(|(l, _)| *l);
    log::write(world, EventKind::Outcome, |w| {
        let parts: Vec<String> = lost
            .iter()
            .map(|(l, e)| format!("{} lost {l}", log::name(w, *e)))
            .collect();
        let least = lost.first();
        let facts = least.map_or_else(|| Facts::about("hp lost"), |(_, e)| Facts::on(w, *e));
        facts
            .what("hp lost")
            .amount(least.map_or(0, |(l, _)| i64::from(*l)))
            .says(format!("judged by HP lost: {}", parts.join(", ")))
    });
    let winner = match lost.as_slice() {
        [(a, w), (b, _), ..] if a < b => Some(*w),
        _ => None,
    };
    end(world, winner);
}
