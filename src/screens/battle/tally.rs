//! The battle's tally for the result screen: who dealt and took how much, healed how much and
//! who left, read from the typed facts of the battle log (never from its wording).

use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::{BattleLog, EventKind, LogEvent};
use bevy::prelude::*;
use std::collections::BTreeMap;

/// One fighter's share of the battle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Its name.
    pub name: String,
    /// Its team's index.
    pub team: usize,
    /// HP damage it dealt.
    pub dealt: i64,
    /// HP damage it took.
    pub taken: i64,
    /// HP it recovered.
    pub healed: i64,
    /// It left the battle (retired or fainted).
    pub left: bool,
}

/// Whether damage event `i` is a calculation before the loss itself (the Skirmish's "damage:
/// open … = 11", then "takes 11 damage: HP 23"): it says nothing of what is left, and the next
/// damage event is about the same fighter and the same thing and says what is left.
pub(super) fn reckoning(events: &[LogEvent], i: usize) -> bool {
    let Some(f) = events.get(i).and_then(LogEvent::facts) else {
        return false;
    };
    if f.left.is_some() || events.get(i).map(LogEvent::kind) != Some(EventKind::Damage) {
        return false;
    }
    let next = events[i + 1..]
        .iter()
        .find(|e| e.kind() == EventKind::Damage)
        .and_then(LogEvent::facts);
    next.is_some_and(|n| n.left.is_some() && n.who == f.who && n.what == f.what)
}

/// The attacker a loss's calculation named, when loss `i` names none.
fn reckoned_by(events: &[LogEvent], i: usize) -> Option<u32> {
    let f = events.get(i)?.facts()?;
    let before = events[..i]
        .iter()
        .rev()
        .find(|e| e.kind() == EventKind::Damage)?;
    let b = before.facts()?;
    (b.left.is_none() && b.who == f.who && b.what == f.what)
        .then_some(b.by)
        .flatten()
}

/// Each fighter's tally, by team then by the order it entered; fighters that did nothing of the
/// kind are kept (a row of zeros says as much). MP lost or recovered is not counted.
pub fn tally(world: &mut World) -> Vec<Tally> {
    if world.get_resource::<Battle>().is_none() {
        return Vec::new();
    }
    let mut by_serial: BTreeMap<u32, Tally> = BTreeMap::new();
    let mut fighters = world.query::<&Fighter>();
    for f in fighters.iter(world) {
        by_serial.insert(
            f.serial,
            Tally {
                name: f.name.clone(),
                team: f.team,
                ..default()
            },
        );
    }
    let Some(log) = world.get_resource::<BattleLog>() else {
        return Vec::new();
    };
    let events = &log.events;
    for (i, event) in events.iter().enumerate() {
        let Some(facts) = event.facts() else { continue };
        if facts.what.as_deref() == Some("mp") {
            continue;
        }
        let amount = facts.amount.unwrap_or(0).max(0);
        match event.kind() {
            // A hit's calculation counts as its loss does; a shield's stop is no loss.
            EventKind::Damage
                if reckoning(events, i) || facts.what.as_deref() == Some("shield") => {}
            EventKind::Damage => {
                if let Some(t) = facts.who.and_then(|w| by_serial.get_mut(&w)) {
                    t.taken += amount;
                }
                // The attacker, named here or by the calculation just before.
                let by = facts.by.or_else(|| reckoned_by(events, i));
                if let Some(t) = by.and_then(|b| by_serial.get_mut(&b)) {
                    t.dealt += amount;
                }
            }
            EventKind::Heal => {
                if let Some(t) = facts.who.and_then(|w| by_serial.get_mut(&w)) {
                    t.healed += amount;
                }
            }
            EventKind::Retire => {
                if let Some(t) = facts.who.and_then(|w| by_serial.get_mut(&w)) {
                    t.left = true;
                }
            }
            _ => {}
        }
    }
    let mut out: Vec<(u32, Tally)> = by_serial.into_iter().collect();
    out.sort_by_key(|(serial, t)| (t.team, *serial));
    out.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::tally;
    use crate::data::{ContentDirs, load_content};

    #[test]
    fn the_tally_adds_up_the_logs_damage_by_whom_and_to_whom() {
        // Issue 40, item 2: the result screen sums up who dealt and took what.
        let (catalog, _) = load_content(&ContentDirs::default());
        let mut app = crate::headless::app(catalog);
        crate::rules::start_battle(app.world_mut(), "duel_01_first_spark", 3).expect("starts");
        for _ in 0..5000 {
            app.update();
            let over = app
                .world()
                .resource::<crate::rules::core::battle::Battle>()
                .outcome
                .is_some();
            if over {
                break;
            }
        }
        let rows = tally(app.world_mut());
        assert!(rows.len() >= 2, "{rows:?}");
        let dealt: i64 = rows.iter().map(|t| t.dealt).sum();
        let taken: i64 = rows.iter().map(|t| t.taken).sum();
        assert!(taken > 0, "someone was hit: {rows:?}");
        // Every blow dealt was taken by someone (some are dealt by no fighter: a field, a
        // status).
        assert!(dealt <= taken, "{rows:?}");
        assert!(rows.iter().any(|t| t.left), "someone left: {rows:?}");
        assert!(rows.windows(2).all(|w| w[0].team <= w[1].team), "by team");
    }

    #[test]
    fn a_skirmish_hit_is_counted_once_for_its_taker_and_its_attacker() {
        // The Skirmish logs a hit's calculation (by the attacker) and then the HP lost: the
        // tally counts the HP lost once, for the one hit and for the attacker.
        let (catalog, _) = load_content(&ContentDirs::default());
        let mut app = crate::headless::app(catalog);
        crate::rules::start_battle(app.world_mut(), "skirmish_01_windmill_ridge", 3)
            .expect("starts");
        app.update();
        let log = app.world().resource::<crate::rules::BattleLog>().text();
        // The lines' own words, read independently of the facts: "X takes N damage (...)".
        let lost: i64 = log
            .lines()
            .filter(|l| !l.contains(" MP"))
            .filter_map(|l| l.split(" takes ").nth(1))
            .filter_map(|rest| rest.split(" damage").next()?.parse::<i64>().ok())
            .sum();
        let rows = tally(app.world_mut());
        let taken: i64 = rows.iter().map(|t| t.taken).sum();
        let dealt: i64 = rows.iter().map(|t| t.dealt).sum();
        assert!(lost > 0, "{log}");
        assert_eq!(taken, lost, "{rows:?}\n{log}");
        assert!(dealt > 0 && dealt <= taken, "{rows:?}");
    }
}
