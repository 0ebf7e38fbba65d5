//! Upkeep (11.カードの種類について, 維持コスト): each turn at the window a J or I names, its
//! player turns that many face-down charge cards face up or it goes to the trash (the player may
//! also let it go). When both players have cards due at the same window they offset: the player
//! with fewer pays for none, the other for as many as it has more; equal counts pay for none.

use super::ask::{Choice, Request, decide_all};
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

/// Pays the upkeeps due at `w`; `false` while a player is asked.
pub fn pay_at(world: &mut World, w: Window) -> bool {
    let all = sides::all(world);
    let catalog = world.resource::<Catalog>();
    let mut lists: Vec<Vec<(usize, String, u8)>> = all
        .iter()
        .map(|e| due(catalog, &sides::table(world, *e), w))
        .collect();
    if lists.iter().all(Vec::is_empty) {
        return true;
    }
    if lists.len() == 2 && lists.iter().all(|l| !l.is_empty()) {
        // Offset: the fewer side's all; the more side's first as many (zone ① first, our order
        // where the seed lets that player choose, docs/RULES.md).
        let fewer = lists[0].len().min(lists[1].len());
        let offset: usize = fewer * 2;
        for l in &mut lists {
            l.drain(..fewer.min(l.len()));
        }
        log::write(world, EventKind::Check, |_| {
            format!("  upkeep at {w:?}: {offset} card(s) offset, none paid for them")
        });
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
