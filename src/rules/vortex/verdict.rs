//! The verdict at the round cap (vortex-design.md F17): first the zones each side held alone at
//! the last round end, then life cards, then the share of start HP lost over all of a side's
//! fighters, tokens included (the lower share wins); equal, a draw. On a map without zones the
//! first two are always equal, and the log names the HP only.

use crate::rules::core::battle::Outcome;
use crate::rules::core::fighter::{Fighter, Hp, InBattle, Retired};
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::finish;
use bevy::prelude::*;

/// Each side's start HP lost and start HP (HP below 0 counts as 0 left).
pub fn losses(world: &mut World) -> [(i64, i64); 2] {
    let mut lost = [0i64; 2];
    let mut start = [0i64; 2];
    let mut q = world.query_filtered::<(&Fighter, &Hp, Has<Retired>), With<InBattle>>();
    for (f, hp, out) in q.iter(world) {
        let Some(t) = (f.team < 2).then_some(f.team) else {
            continue;
        };
        start[t] += i64::from(hp.start.max(0));
        // An out fighter (retired, or a token discarded with HP left, F17) lost all of it.
        let left = if out { 0 } else { hp.current.max(0) };
        lost[t] += i64::from((hp.start - left).max(0));
    }
    [0, 1].map(|t| (lost[t], start[t]))
}

/// A share in thousandths (none to lose: all of it).
fn thousandths(lost: i64, start: i64) -> i64 {
    if start == 0 {
        1000
    } else {
        lost * 1000 / start
    }
}

/// Each side's share of start HP lost, in thousandths (for the log; the verdict compares the
/// shares exactly).
pub fn shares(world: &mut World) -> [i64; 2] {
    losses(world).map(|(lost, start)| thousandths(lost, start))
}

/// Ends the battle at the cap: the side that lost the smaller share of its HP wins.
pub fn at_the_cap(world: &mut World) {
    let [(la, sa), (lb, sb)] = losses(world);
    let (a, b) = (thousandths(la, sa), thousandths(lb, sb));
    // lost_a / start_a against lost_b / start_b, exactly (a side with no start HP lost it all).
    let (la, sa) = if sa == 0 { (1, 1) } else { (la, sa) };
    let (lb, sb) = if sb == 0 { (1, 1) } else { (lb, sb) };
    let zoned = !super::zones::zones(world).is_empty();
    let held = world
        .get_resource::<super::zones::ZonesHeld>()
        .map_or([0, 0], |z| z.0);
    let life = world
        .get_resource::<super::tactics::Tactics>()
        .map_or([0, 0], |t| [t.sides[0].life_left(), t.sides[1].life_left()]);
    let before = if zoned {
        format!(
            "zones held {} against {}, life {} against {}, ",
            held[0], held[1], life[0], life[1]
        )
    } else {
        String::new()
    };
    log::write(world, EventKind::Nothing, |_| {
        Facts::default().what("verdict").says(format!(
            "  verdict at the round cap: {before}HP lost {}.{}% against {}.{}%",
            a / 10,
            a % 10,
            b / 10,
            b % 10
        ))
    });
    // More zones, then more life, then the smaller share lost (lost_a / start_a against
    // lost_b / start_b, exactly).
    let outcome = match held[1]
        .cmp(&held[0])
        .then(life[1].cmp(&life[0]))
        .then((la * sb).cmp(&(lb * sa)))
    {
        std::cmp::Ordering::Less => Outcome::Winner(0),
        std::cmp::Ordering::Greater => Outcome::Winner(1),
        std::cmp::Ordering::Equal => Outcome::Draw,
    };
    super::tally::count(world, |t| t.ended_by = Some("cap"));
    finish(world, outcome);
}
