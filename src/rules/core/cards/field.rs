//! Field cards and persistent terrain (seed 000, 用語あれこれ and <エクストラ・ルール> 定常地形):
//! one field card at a time, the old one discarded; terrain kept for the battle in placement order.

use crate::data::{Catalog, FieldCard};
use crate::rules::core::cards::additive::refresh_base_modifiers;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{EventKind, Facts};
use bevy::prelude::*;
use std::sync::Arc;

/// A field card in play: its id and the card itself (read without a catalog look-up).
#[derive(Clone, Debug)]
pub struct FieldOut {
    /// The card's id (shared: a trigger of the field names it).
    pub id: Arc<str>,
    /// The card.
    pub card: Arc<FieldCard>,
}

/// The field card out and the persistent terrain.
#[derive(Resource, Clone, Debug, Default)]
pub struct FieldState {
    /// The field card out.
    pub current: Option<FieldOut>,
    /// Persistent terrain, in placement order.
    pub terrain: Vec<FieldOut>,
}

impl FieldState {
    /// Whether a field in effect has turn-start effects (which every turn start then checks).
    pub fn acts_at_turn_start(&self) -> bool {
        self.all_in_order().any(|f| !f.card.turn_start.is_empty())
    }

    /// Every field in effect, in the order placed (terrain before the battle, then the field).
    pub fn all_in_order(&self) -> impl Iterator<Item = &FieldOut> {
        self.terrain.iter().chain(self.current.iter())
    }

    /// The persistent terrain of a scenario, resolved from the catalog (ids not in it are left
    /// out; `vortex check` reports them).
    pub fn with_terrain(catalog: &Catalog, ids: &[String]) -> FieldState {
        let terrain = ids
            .iter()
            .filter_map(|id| {
                let card = catalog.fields.get(id)?.clone();
                Some(FieldOut {
                    id: id.as_str().into(),
                    card,
                })
            })
            .collect();
        FieldState {
            current: None,
            terrain,
        }
    }
}

/// Sets a field card, discarding the one out before it.
pub fn set_field(world: &mut DuelWorld, id: &str) {
    let card = world.res::<Catalog>().fields.get(id).cloned();
    let Some(card) = card else {
        world.log(EventKind::Nothing, |_| {
            Facts::about(id).says(format!("  no field card `{id}`: nothing happens"))
        });
        return;
    };
    let name = card.name.clone();
    // (Its modifiers join the kinds in play: every fighter's base modifier is made again below.)
    world
        .kit()
        .held
        .modifiers
        .add(card.modifiers.iter().copied());
    let mut state = world.res_mut::<FieldState>();
    let old = state.current.replace(FieldOut {
        id: id.into(),
        card,
    });
    let acts = state.acts_at_turn_start();
    world.kit().fields_act_at_turn_start = acts;
    world.log(EventKind::Field, |_| match old {
        Some(o) => Facts::about(id).says(format!(
            "  field {name} is set; {} is discarded",
            o.card.name
        )),
        None => Facts::about(id).says(format!("  field {name} is set")),
    });
    refresh_base_modifiers(world);
}

crate::hot_parts!(FieldState);
