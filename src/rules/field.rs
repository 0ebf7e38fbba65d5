//! Field cards and persistent terrain (seed 000, 用語あれこれ and <エクストラ・ルール> 定常地形):
//! one field card at a time, the old one discarded; terrain kept for the battle in placement order.

use super::additive::refresh_base_modifiers;
use super::log::BattleLog;
use crate::data::Catalog;
use bevy::prelude::*;

/// The field card out and the persistent terrain.
#[derive(Resource, Clone, Debug, Default)]
pub struct FieldState {
    /// The field card out, by id.
    pub current: Option<String>,
    /// Persistent terrain, in placement order.
    pub terrain: Vec<String>,
}

impl FieldState {
    /// Every field in effect, in the order placed (terrain before the battle, then the field).
    pub fn all_in_order(&self) -> impl Iterator<Item = &String> {
        self.terrain.iter().chain(self.current.iter())
    }
}

/// Sets a field card, discarding the one out before it.
pub fn set_field(world: &mut World, id: &str) {
    let name = world
        .resource::<Catalog>()
        .fields
        .get(id)
        .map(|f| f.name.clone());
    let Some(name) = name else {
        world
            .resource_mut::<BattleLog>()
            .line(|| format!("  no field card `{id}`: nothing happens"));
        return;
    };
    let old = world
        .resource_mut::<FieldState>()
        .current
        .replace(id.to_string());
    let old_name = old.and_then(|o| {
        world
            .resource::<Catalog>()
            .fields
            .get(&o)
            .map(|f| f.name.clone())
    });
    world.resource_mut::<BattleLog>().line(|| match old_name {
        Some(o) => format!("  field {name} is set; {o} is discarded"),
        None => format!("  field {name} is set"),
    });
    refresh_base_modifiers(world);
}
