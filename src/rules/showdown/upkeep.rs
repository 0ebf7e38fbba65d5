//! Upkeep (11.カードの種類について, 維持コスト): each turn at the window a J or I names, its
//! player turns that many face-down charge cards face up or it goes to the trash (the player may
//! also let it go). Upkeeps due at a window offset with the other side's upkeeps and effects there
//! (`effects::offsets`); those left are paid here. The face-down charge cards that pay are the
//! oldest (docs/RULES.md).

use super::ask::{Choice, Request, decide_all};
use super::sides::{self, with_table};
use super::table::{Table, card};
use crate::data::Catalog;
use crate::data::showdown::Window;
use crate::rules::core::log::{self, EventKind};
use bevy::prelude::*;

/// One side's installed cards due at a window: zone, id and cost, zone ① first.
pub type Due = Vec<(usize, String, u8)>;

/// `t`'s installed cards due at `w`.
fn due(catalog: &Catalog, t: &Table, w: Window) -> Due {
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

/// Every side's installed cards due at `w`, in the order of `all`.
pub fn due_all(world: &World, all: &[Entity], w: Window) -> Vec<Due> {
    let catalog = world.resource::<Catalog>();
    all.iter()
        .map(|e| {
            world
                .get::<Table>(*e)
                .map_or_else(Vec::new, |t| due(catalog, t, w))
        })
        .collect()
}

/// An upkeep to settle: whose, where, which card, its cost, and whether it is paid.
pub type Settle = (Entity, usize, String, u8, bool);

/// Asks every player whether it pays each upkeep left due (one that cannot be paid goes to the
/// trash without asking); `None` while a player is asked.
pub fn ask(world: &mut World, all: &[Entity], lists: &[Due]) -> Option<Vec<Settle>> {
    let mut due_now = Vec::new();
    let mut questions = Vec::new();
    for (who, list) in all.iter().zip(lists) {
        let ready = sides::table(world, *who).ready();
        for (z, id, cost) in list {
            let asks = ready >= usize::from(*cost);
            due_now.push((*who, *z, id.clone(), *cost, asks));
            if asks {
                let (zone, card, cost) = (*z, id.clone(), *cost);
                questions.push((*who, Request::Upkeep { zone, card, cost }));
            }
        }
    }
    let answers = decide_all(world, questions)?;
    let mut answers = answers.into_iter();
    Some(
        due_now
            .into_iter()
            .map(|(who, z, id, cost, asks)| {
                let pay = asks && answers.next() == Some(Choice::Upkeep(true));
                (who, z, id, cost, pay)
            })
            .collect(),
    )
}

/// Pays (or lets go) the upkeeps as answered, in order: an upkeep no longer payable lets its
/// card go.
pub fn pay(world: &mut World, settled: Vec<Settle>) {
    for (who, z, id, cost, pay) in settled {
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
}
