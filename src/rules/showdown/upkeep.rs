//! Upkeep (11.カードの種類について, 維持コスト): each turn at the window a J or I names, its
//! player turns that many face-down charge cards face up or it goes to the trash (the player may
//! also let it go). Upkeeps due at a window offset with the other side's upkeeps and effects there
//! (`effects::offsets`); those left are paid here, with the face-down charge cards their player
//! picks.

use super::ask::{Choice, PayCard, PayFor, PaySource, Request, decide_all};
use super::cost;
use super::sides::{self, with_table};
use super::table::{Table, card};
use crate::data::Catalog;
use crate::data::showdown::{Family, Window};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
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
    let catalog = world.res::<Catalog>();
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
        let ready = world.get::<Table>(*who).map_or(0, Table::ready);
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

/// Pays (or lets go) one upkeep as answered: the face-down charge cards its player picks
/// turn face up (asked only when more could pay than it costs); an upkeep no longer payable
/// lets its card go. The cards turned face up to pay (to be offered for placing: 11.), or `None`
/// while the player is asked.
pub fn pay_one(world: &mut World, settled: &Settle) -> Option<Vec<String>> {
    let (who, z, id, cost) = (settled.0, settled.1, settled.2.clone(), settled.3);
    let n = usize::from(cost);
    let ready = sides::read(world, who, |mine, _| mine.ready());
    let places = if settled.4 && ready >= n {
        let candidates: Vec<PayCard> = sides::read(world, who, |mine, _| {
            mine.charge
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.face_up)
                .map(|(place, c)| PayCard {
                    place,
                    card: c.card.clone(),
                    face_up: false,
                })
                .collect()
        });
        let picks = if n > 0 && candidates.len() > n {
            let request = Request::Pay {
                card: id.clone(),
                what: PayFor::Upkeep,
                from: PaySource::TurnUp,
                candidates: candidates.clone(),
                count: n,
            };
            let answers = decide_all(world, vec![(who, request)])?;
            match answers.into_iter().next() {
                Some(Choice::Pay(p)) => p,
                _ => (0..n).collect(),
            }
        } else {
            (0..n).collect()
        };
        Some(
            picks
                .iter()
                .filter_map(|i| candidates.get(*i).map(|c| c.place))
                .collect::<Vec<_>>(),
        )
    } else {
        None
    };
    let flipped: Vec<String> = sides::read(world, who, |mine, _| {
        places
            .iter()
            .flatten()
            .filter_map(|p| mine.charge.get(*p).map(|c| c.card.clone()))
            .collect()
    });
    let kept = with_table(world, who, |t| match places {
        Some(places) => {
            cost::move_cards(t, &mut Table::default(), Family::Plain, &places);
            true
        }
        None => {
            if let Some(gone) = t.zones[z].installed.take() {
                t.trash.push(gone);
            }
            false
        }
    });
    log::write(world, EventKind::Status, |w| {
        let name = card(w.res::<Catalog>(), &id).map_or(id.as_str(), |c| c.name.as_str());
        let facts = Facts::on(w, who)
            .what(id.as_str())
            .amount(if kept { cost as i64 } else { 0 });
        facts.says(if kept {
            format!("  {} pays {cost} to keep {name}", log::name(w, who))
        } else {
            format!(
                "  {}'s {name} goes to the trash (upkeep unpaid)",
                log::name(w, who)
            )
        })
    });
    Some(if kept { flipped } else { Vec::new() })
}
