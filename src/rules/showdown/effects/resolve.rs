//! Using an effect: its cost paid in its family's way (`costs`), its acts done in order, then the card goes where its kind says (11.): an R card stays in the
//! charge zone face up, an S or H card goes to the trash; a card in a zone stays.

use super::costs::{self, Spare};
use super::usable::{Source, Usable};
use crate::data::Catalog;
use crate::data::showdown::{Act, CardKind, Whose, Zones};
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::showdown::sides::{self, with_table};
use crate::rules::showdown::table::{Table, card, zone_power};
use bevy::prelude::*;

/// Uses `u`, `who`'s effect, paid with the candidates at `picks` (`costs::candidates`);
/// `battle` is the zone whose battle it is, at a battle timing. A
/// card used by choice is spent as its kind says; a special effect (17.) spends nothing — an
/// offset card's 相殺効果 leaves it where the offset left it (14.).
pub fn resolve(
    world: &mut World,
    who: Entity,
    u: &Usable,
    battle: Option<usize>,
    spend: bool,
    reserved: &[Source],
    picks: &[usize],
) {
    let Some(c) = card(world.resource::<Catalog>(), &u.card).cloned() else {
        return;
    };
    let Some(effect) = c.effects.get(u.effect).cloned() else {
        return;
    };
    // Its own place and the cards still waiting in this window never pay its cost.
    let spare = Spare::of(u.source, reserved);
    let pay = |t: &mut Table, theirs: &mut Table| costs::pay(t, theirs, &c, &effect, spare, picks);
    let paid = match sides::foe(world, who) {
        Some(f) => sides::with_both(world, who, f, pay),
        None => with_table(world, who, |t| pay(t, &mut Table::default())),
    };
    let Some(now) = paid else {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, who).what(u.card.as_str()).says(format!(
                "  {} cannot pay for {} now",
                log::name(w, who),
                c.name
            ))
        });
        return;
    };
    log::write(world, EventKind::Trigger, |w| {
        Facts::on(w, who)
            .what(u.card.as_str())
            .amount(u.effect as i64)
            .says(format!("  {} uses {}", log::name(w, who), c.name))
    });
    let here = match u.source {
        Source::Zone(z) => Some(z),
        _ => None,
    };
    let mut summoned = Vec::new();
    for act in &effect.does {
        if let Act::Summon(id) = act {
            summoned.extend(summon(world, who, id).map(|z| (id.clone(), z)));
        } else {
            perform(world, who, act, here, battle);
        }
    }
    // 20. Q3: the summoned cards' summon effects come next, in the order summoned.
    super::special::summoned_by_effect(world, who, &summoned);
    if !spend {
        return;
    }
    // A card summoned from the hand before an H card moved it down.
    let now = match now {
        Source::Hand(h) => Source::Hand(h - summoned_before(world, who, &u.card, h)),
        other => other,
    };
    with_table(world, who, |t| match (c.kind, now) {
        (CardKind::Recycle, Source::Charge(i)) => {
            if let Some(ch) = t.charge.get_mut(i) {
                ch.face_up = true;
                // 20. Q7: face up by its own effect, a P or F card may go on being used.
                ch.again = c.family.names_its_cost();
            }
        }
        (CardKind::Smash, Source::Charge(i)) if i < t.charge.len() => {
            let ch = t.charge.remove(i);
            t.trash.push(ch.card);
        }
        (CardKind::Hand, Source::Hand(i)) if i < t.hand.len() => {
            let h = t.hand.remove(i);
            t.trash.push(h);
        }
        _ => {}
    });
}

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

fn perform(world: &mut World, who: Entity, act: &Act, here: Option<usize>, battle: Option<usize>) {
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
        Act::Recharge(n) => {
            with_table(world, who, |t| {
                let mut left = usize::from(*n);
                for c in t.charge.iter_mut().filter(|c| c.face_up && !c.offset) {
                    if left == 0 {
                        break;
                    }
                    c.face_up = false;
                    left -= 1;
                }
            });
            log::write(world, EventKind::Heal, |w| {
                Facts::on(w, who).what("recharge").amount(*n).says(format!(
                    "    {} turns {n} charge card(s) face down",
                    log::name(w, who)
                ))
            });
        }
        Act::Destroy {
            zones,
            power_at_most,
        } => {
            let doomed: Vec<usize> = sides::read(world, who, |mine, theirs| {
                let catalog = world.resource::<Catalog>();
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

/// How far the card `id` at hand place `h` moved down: 0 when it is still there, else to the
/// nearest copy before `h`.
fn summoned_before(world: &World, who: Entity, id: &str, h: usize) -> usize {
    let Some(t) = world.get::<Table>(who) else {
        return 0;
    };
    (0..=h.min(t.hand.len().saturating_sub(1)))
        .rev()
        .find(|j| t.hand[*j] == id)
        .map_or(0, |j| h - j)
}

/// `who` summons the card `id` from its hand, free, into its lowest zone without a battle card
/// or a card set face down this turn (docs/RULES.md); the zone, or `None` when it cannot.
fn summon(world: &mut World, who: Entity, id: &str) -> Option<usize> {
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
            let name = card(w.resource::<Catalog>(), id).map_or(id, |c| c.name.as_str());
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
