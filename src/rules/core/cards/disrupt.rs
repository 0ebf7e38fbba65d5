//! Seed 001's statuses put on a fighter's panels and cards by a card (`Effect::Disrupt`, the
//! Vortex's, vortex-design.md §3.3, F19): Bind on a panel of the pattern in use or a card of the
//! deck, Freeze on a panel; the place is the user's pick (the preset asks it through
//! [`CardRules::aim`](super::kit::CardRules)), by default the dispersion rule (fewest statuses)
//! then the leftmost (seed 001 6.細則); the chance is rolled once the place is chosen. A Hale
//! fighter never takes one (vortex-design.md §2, Hale).

use super::chain::NeedsDecision;
use super::components::Deck;
use super::kit::{CardRules, DuelWorld};
use crate::data::arena::{ArenaStatus, SkillFilter};
use crate::data::effect::{DisruptOn, Disruption};
use crate::data::keywords::Trait;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::panels::Patterns;
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;

/// The Binds on a fighter's deck, by face (0–5): a bound face cannot be played.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct BoundCards(pub Vec<usize>);

impl BoundCards {
    /// Whether face `i` (0–5) carries a Bind.
    pub fn bound(&self, i: usize) -> bool {
        self.0.contains(&i)
    }
}

/// A place a disruption may land, with its description and the statuses on it now.
pub struct Place {
    /// Panel or face index.
    pub index: usize,
    /// How the question lists it.
    pub words: String,
    /// How many statuses it carries.
    pub statuses: usize,
}

/// The places on `holder` that `status` may go to, in order (panels left to right, faces 1–6).
pub fn places(world: &World, holder: Entity, status: Disruption, on: DisruptOn) -> Vec<Place> {
    match on {
        DisruptOn::Panel => world
            .get::<Patterns>(holder)
            .map(|p| {
                p.panels()
                    .iter()
                    .enumerate()
                    .map(|(i, s)| Place {
                        index: i,
                        words: format!("panel P{} ({:?})", i + 1, s.panel),
                        statuses: s.statuses.len(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        DisruptOn::Card(_) if status == Disruption::Freeze => Vec::new(),
        DisruptOn::Card(kind) => {
            let bound = world.get::<BoundCards>(holder).cloned().unwrap_or_default();
            world
                .get::<Deck>(holder)
                .map(|d| {
                    d.0.iter()
                        .enumerate()
                        .filter(|(_, f)| of_kind(&f.card, kind))
                        .map(|(i, f)| Place {
                            index: i,
                            words: format!("face {}: {}", i + 1, f.card.name),
                            statuses: bound.0.iter().filter(|b| **b == i).count(),
                        })
                        .collect()
                })
                .unwrap_or_default()
        }
    }
}

/// Whether a card is of `kind`: a sword skill pays a Sword panel, magic an attribute's panel
/// (seed 001's 剣技 and 魔法, read on the card's Vortex cost).
fn of_kind(card: &crate::data::ActionCard, kind: SkillFilter) -> bool {
    use crate::data::arena::Panel;
    let panels = crate::data::vortex::cost_of(card)
        .map(|c| c.panels)
        .unwrap_or_default();
    match kind {
        SkillFilter::Any => true,
        SkillFilter::SwordSkill => panels.contains(&Panel::Sword),
        SkillFilter::Magic => panels.iter().any(|p| *p != Panel::Sword),
    }
}

/// The dispersion rule's pick: the first of the places with the fewest statuses.
pub fn dispersed(places: &[Place]) -> usize {
    let fewest = places.iter().map(|p| p.statuses).min().unwrap_or(0);
    places
        .iter()
        .position(|p| p.statuses == fewest)
        .unwrap_or(0)
}

/// What one disruption does to `holder`: `Err` while the user's pick is awaited (nothing rolled
/// or given yet).
pub fn disrupt(
    world: &mut DuelWorld,
    (user, holder): (Entity, Entity),
    (status, on, chance): (Disruption, DisruptOn, (u8, u8)),
    ask: bool,
) -> Result<(), NeedsDecision> {
    let who = log::name(world, holder).to_string();
    let word = format!("{status:?}");
    let hale = world
        .part::<HasTraits>(holder)
        .is_some_and(|t| t.has(&Trait::Hale));
    let places = places(world, holder, status, on);
    if hale || places.is_empty() {
        let why = if hale {
            "is hale"
        } else {
            "has nothing it fits"
        };
        world.log(EventKind::Nothing, |w| {
            Facts::on(w, holder)
                .by(w, user)
                .what(word.as_str())
                .says(format!("  {word} does not land: {who} {why}"))
        });
        return Ok(());
    }
    let default = dispersed(&places);
    let aim = world.get_resource::<CardRules>().and_then(|r| r.aim);
    let pick = match aim {
        Some(aim) if ask && places.len() > 1 => {
            let words: Vec<String> = places.iter().map(|p| p.words.clone()).collect();
            aim(world, user, holder, &word, words, default).ok_or(NeedsDecision)?
        }
        _ => default,
    };
    let place = places.get(pick).unwrap_or(&places[default]);
    let (hits, of) = chance;
    let landed = hits >= of || world.resource::<BattleRng>().die(of) <= i32::from(hits);
    if !landed {
        world.log(EventKind::Nothing, |w| {
            Facts::on(w, holder)
                .by(w, user)
                .what(word.as_str())
                .amount(0)
                .says(format!(
                    "  {word} on {who}'s {} is not given (the roll fails)",
                    place.words
                ))
        });
        return Ok(());
    }
    let index = place.index;
    match on {
        DisruptOn::Panel => {
            if let Some(mut p) = world.get_mut::<Patterns>(holder)
                && let Some(slot) = p.panels_mut().get_mut(index)
            {
                slot.statuses.push(status.status());
            }
        }
        DisruptOn::Card(_) => {
            if let Some(mut b) = world.get_mut::<BoundCards>(holder) {
                b.0.push(index);
            } else {
                world.entity_mut(holder).insert(BoundCards(vec![index]));
            }
        }
    }
    world.log(EventKind::Status, |w| {
        Facts::on(w, holder)
            .by(w, user)
            .what(word.as_str())
            .says(format!("  {word} lands on {who}'s {}", place.words))
    });
    Ok(())
}

/// Recovery of the Binds on `e`'s cards (seed 001's odds for Bind, rolled in face order); the
/// faces that recovered.
pub fn recover_cards(world: &mut World, e: Entity) -> Vec<usize> {
    let Some(bound) = world.get::<BoundCards>(e).cloned() else {
        return Vec::new();
    };
    let mut kept = Vec::new();
    let mut freed = Vec::new();
    let mut faces = bound.0;
    faces.sort_unstable();
    for face in faces {
        let statuses =
            crate::rules::core::panels::recovery_check(world, &[ArenaStatus::Bind], |w, d| {
                w.resource::<BattleRng>().die(d)
            });
        if statuses.is_empty() {
            freed.push(face);
        } else {
            kept.push(face);
        }
    }
    if let Some(mut b) = world.get_mut::<BoundCards>(e) {
        b.0 = kept;
    }
    freed
}
