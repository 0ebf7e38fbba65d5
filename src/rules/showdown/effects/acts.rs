//! What an effect does, act by act (13.): drawing, power changed until the turn ends, a
//! monster summoned from the hand, charge cards turned face down, a battle card destroyed.

use crate::data::Catalog;
use crate::data::showdown::{Act, Whose, Zones};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::showdown::sides::{self, with_table};
use crate::rules::showdown::table::{Table, card, zone_power};
use bevy::prelude::*;

/// The zones an act reaches on `t`'s side.
fn zones_of(t: &Table, zones: Zones, here: Option<usize>, battle: Option<usize>) -> Vec<usize> {
    match zones {
        Zones::Here => here.into_iter().collect(),
        Zones::Battle => battle.into_iter().collect(),
        Zones::Lowest => t
            .zones
            .iter()
            .position(|z| z.battler.is_some())
            .into_iter()
            .collect(),
        Zones::All => (0..3).collect(),
    }
}

pub(super) fn perform(
    world: &mut World,
    who: Entity,
    act: &Act,
    here: Option<usize>,
    battle: Option<usize>,
) {
    let Some(foe) = sides::foe(world, who) else {
        return;
    };
    match act {
        Act::Draw(n) => {
            let drawn = with_table(world, who, |t| {
                let mut k = 0;
                for _ in 0..*n {
                    if let Some(c) = t.deck.pop() {
                        t.hand.push(c);
                        k += 1;
                    }
                }
                k
            });
            log::write(world, EventKind::Action, |w| {
                Facts::on(w, who)
                    .what("draw")
                    .amount(drawn)
                    .says(format!("    {} draws {drawn}", log::name(w, who)))
            });
        }
        Act::Power { whose, zones, by } => {
            let target = if *whose == Whose::Own { who } else { foe };
            let reached = with_table(world, target, |t| {
                let zs = zones_of(t, *zones, here, battle);
                for z in &zs {
                    t.boost[*z] += by;
                }
                zs
            });
            log::write(world, EventKind::Status, |w| {
                let list: Vec<String> = reached.iter().map(|z| (z + 1).to_string()).collect();
                Facts::on(w, target)
                    .by(w, who)
                    .what(format!("zone {}", list.join(",")))
                    .amount(*by)
                    .says(format!(
                        "    {}'s zone {} power {by:+} until the turn ends",
                        log::name(w, target),
                        list.join(", ")
                    ))
            });
        }
        // Done by `resolve`, which queues the summoned cards' summon effects after the act.
        Act::Summon(_) => {}
        Act::Recharge(n) => recharge(world, who, usize::from(*n)),
        Act::Destroy {
            zones,
            power_at_most,
        } => {
            let doomed: Vec<usize> = sides::read(world, who, |mine, theirs| {
                let catalog = world.res::<Catalog>();
                zones_of(theirs, *zones, here, battle)
                    .into_iter()
                    .filter(|z| {
                        zone_power(catalog, theirs, mine, *z).is_some_and(|p| p <= *power_at_most)
                    })
                    .collect()
            });
            for z in doomed {
                sides::trash_battler(world, foe, z);
            }
        }
    }
}

/// `who` summons the card `id` from its hand, free, into its lowest zone without a battle card
/// or a card set face down this turn (docs/RULES.md); the zone, or `None` when it cannot.
pub(super) fn summon(world: &mut World, who: Entity, id: &str) -> Option<usize> {
    let zone = with_table(world, who, |t| {
        let i = t.hand.iter().position(|h| h == id)?;
        let set_in = match t.set {
            Some((_, crate::rules::showdown::table::Slot::Zone(z))) => Some(z),
            _ => None,
        };
        let z = (0..3).find(|z| t.zones[*z].battler.is_none() && Some(*z) != set_in)?;
        t.hand.remove(i);
        t.zones[z].battler = Some(id.to_string());
        Some(z)
    });
    let Some(z) = zone else {
        log::write(world, EventKind::Nothing, |w| {
            let name = card(w.res::<Catalog>(), id).map_or(id, |c| c.name.as_str());
            Facts::on(w, who).what(id).says(format!(
                "    {} cannot summon {name} now",
                log::name(w, who)
            ))
        });
        return None;
    };
    crate::rules::showdown::open::log_placed(
        world,
        who,
        id,
        crate::rules::showdown::place::Placement::Summon(z),
    );
    Some(z)
}

/// Turns up to `n` of `who`'s face-up charge cards face down, the first in the charge zone
/// first (**Decision**, docs/RULES.md), cards put forward in this turn's cost showdown among
/// them: those stay offset for the turn (20. Q8), so turned face up again they pay but are not
/// placed. The log names each card and says how many there were.
fn recharge(world: &mut World, who: Entity, n: usize) {
    let turned: Vec<(String, bool)> = with_table(world, who, |t| {
        t.charge
            .iter_mut()
            .filter(|c| c.face_up)
            .take(n)
            .map(|c| {
                c.face_up = false;
                (c.card.clone(), c.offset)
            })
            .collect()
    });
    log::write(world, EventKind::Heal, |w| {
        let catalog = w.res::<Catalog>();
        let names: Vec<String> = turned
            .iter()
            .map(|(id, offset)| {
                let name = card(catalog, id).map_or(id.as_str(), |c| c.name.as_str());
                if *offset {
                    format!("{name} (put forward in the cost showdown: still offset this turn)")
                } else {
                    name.to_string()
                }
            })
            .collect();
        let short = if turned.len() < n {
            format!(" (of {n}: no more lay face up)")
        } else {
            String::new()
        };
        Facts::on(w, who)
            .what("recharge")
            .amount(turned.len() as i64)
            .says(format!(
                "    {} turns {} charge card(s) face down{short}{}{}",
                log::name(w, who),
                turned.len(),
                if names.is_empty() { "" } else { ": " },
                names.join(", ")
            ))
    });
}
