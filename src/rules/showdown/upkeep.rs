//! Upkeep (11.カードの種類について, 維持コスト): each turn at the window a J or I names, its
//! player turns that many face-down charge cards face up or it goes to the trash (the player may
//! also let it go). When both players have cards due at the same window they offset: the player
//! with fewer pays for none, the other for as many as it has more — it chooses which are offset;
//! equal counts pay for none. The face-down charge cards that pay are the oldest (docs/RULES.md).

use super::ask::{Choice, Request, decide_all};
use super::reveal::RevealState;
use super::sides::{self, with_table};
use super::table::{Table, card};
use crate::data::Catalog;
use crate::data::showdown::Window;
use crate::rules::core::log::{self, EventKind};
use bevy::prelude::*;

/// `who`'s installed cards due at `w`: zone, id and cost, zone ① first.
fn due(catalog: &Catalog, t: &Table, w: Window) -> Vec<(usize, String, u8)> {
    t.zones
        .iter()
        .enumerate()
        .filter_map(|(z, zone)| {
            let id = zone.installed.as_ref()?;
            let up = card(catalog, id)?.upkeep?;
            (up.timing == w).then(|| (z, id.clone(), up.cost))
        })
        .collect()
}

/// Which zones' upkeeps are offset, per player, when both have cards due at `w`: all of the side
/// with fewer (all of both on equal counts); of the side with more, as many as the other has,
/// chosen by its player (asked once; the choice is kept for the turn). `None` while asked.
fn offset_zones(
    world: &mut World,
    w: Window,
    all: &[Entity],
    lists: &[Vec<(usize, String, u8)>],
) -> Option<Vec<Vec<usize>>> {
    let zones = |l: &[(usize, String, u8)]| l.iter().map(|(z, _, _)| *z).collect::<Vec<_>>();
    let (a, b) = (lists[0].len(), lists[1].len());
    if a == b {
        return Some(vec![zones(&lists[0]), zones(&lists[1])]);
    }
    let (more, fewer) = if a > b { (0, 1) } else { (1, 0) };
    let kept = world
        .resource::<RevealState>()
        .upkeep_offsets
        .iter()
        .find(|(win, who, _)| *win == w && *who == all[more])
        .map(|(_, _, z)| z.clone());
    let chosen = match kept {
        Some(z) => z,
        None => {
            let due: Vec<(usize, String)> = lists[more]
                .iter()
                .map(|(z, id, _)| (*z, id.clone()))
                .collect();
            let request = Request::UpkeepOffset {
                due: due.clone(),
                offset: lists[fewer].len(),
            };
            let answer = decide_all(world, vec![(all[more], request)])?;
            let Some(Choice::Offset(picks)) = answer.into_iter().next() else {
                return None;
            };
            let z: Vec<usize> = picks
                .iter()
                .filter_map(|i| due.get(*i).map(|d| d.0))
                .collect();
            world
                .resource_mut::<RevealState>()
                .upkeep_offsets
                .push((w, all[more], z.clone()));
            z
        }
    };
    let mut out = vec![Vec::new(), Vec::new()];
    out[fewer] = zones(&lists[fewer]);
    out[more] = chosen;
    Some(out)
}

/// Pays the upkeeps due at `w`; `false` while a player is asked.
pub fn pay_at(world: &mut World, w: Window) -> bool {
    let all = sides::all(world);
    let catalog = world.resource::<Catalog>();
    let mut lists: Vec<Vec<(usize, String, u8)>> = all
        .iter()
        .map(|e| {
            world
                .get::<Table>(*e)
                .map_or_else(Vec::new, |t| due(catalog, t, w))
        })
        .collect();
    if lists.iter().all(Vec::is_empty) {
        return true;
    }
    if lists.len() == 2 && lists.iter().all(|l| !l.is_empty()) {
        let Some(offset) = offset_zones(world, w, &all, &lists) else {
            return false;
        };
        for ((who, list), zones) in all.iter().zip(&mut lists).zip(&offset) {
            list.retain(|(z, _, _)| !zones.contains(z));
            let n = zones.len();
            log::write(world, EventKind::Check, |wd| {
                format!(
                    "  upkeep at {w:?}: {n} of {}'s card(s) offset, kept without paying",
                    log::name(wd, *who)
                )
            });
        }
    }
    let mut due_now = Vec::new();
    let mut questions = Vec::new();
    for (who, list) in all.iter().zip(&lists) {
        let ready = sides::table(world, *who).ready();
        for (z, id, cost) in list {
            // One that cannot be paid goes to the trash without asking.
            let asks = ready >= usize::from(*cost);
            due_now.push((*who, *z, id.clone(), *cost, asks));
            if asks {
                questions.push((
                    *who,
                    Request::Upkeep {
                        zone: *z,
                        card: id.clone(),
                        cost: *cost,
                    },
                ));
            }
        }
    }
    let Some(answers) = decide_all(world, questions) else {
        return false;
    };
    let mut answers = answers.into_iter();
    let answers: Vec<_> = due_now
        .into_iter()
        .map(|(who, z, id, cost, asks)| {
            let pay = asks && answers.next() == Some(Choice::Upkeep(true));
            (who, z, id, cost, pay)
        })
        .collect();
    for (who, z, id, cost, pay) in answers {
        let kept = with_table(world, who, |t| {
            if pay && t.ready() >= usize::from(cost) {
                let mut left = usize::from(cost);
                for c in t.charge.iter_mut().filter(|c| !c.face_up) {
                    if left == 0 {
                        break;
                    }
                    c.face_up = true;
                    left -= 1;
                }
                true
            } else {
                if let Some(gone) = t.zones[z].installed.take() {
                    t.trash.push(gone);
                }
                false
            }
        });
        log::write(world, EventKind::Status, |w| {
            let name = card(w.resource::<Catalog>(), &id).map_or(id.as_str(), |c| c.name.as_str());
            if kept {
                format!("  {} pays {cost} to keep {name}", log::name(w, who))
            } else {
                format!(
                    "  {}'s {name} goes to the trash (upkeep unpaid)",
                    log::name(w, who)
                )
            }
        });
    }
    true
}
