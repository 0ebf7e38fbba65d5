//! Decks resolved from the catalog: the action cards of a list of ids, looked up once and kept
//! while the catalog is unchanged, so that spawning a fighter or summoning a token copies a
//! resolved list instead of looking every card up by its id.

use super::components::DeckFace;
use crate::data::Catalog;
use crate::rules::core::hot::HotReads;
use bevy::ecs::change_detection::Tick;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use std::sync::Arc;

/// The most decks kept at once (a battle has a few; tokens a few more).
const MAX_KEPT: usize = 64;

/// The decks resolved so far, and the catalog change they were resolved from.
#[derive(Resource, Default)]
pub struct ResolvedDecks {
    /// When the catalog last changed before these were resolved (none: nothing resolved yet).
    catalog: Option<Tick>,
    /// Each list of ids, with each id's face (none where the catalog has no such card).
    decks: HashMap<Vec<String>, Arc<[Option<DeckFace>]>>,
}

/// The faces of `ids`, in order: none where the catalog has no such card.
pub fn resolved_faces(world: &mut World, ids: &[String]) -> Arc<[Option<DeckFace>]> {
    let changed = world
        .get_resource_ref::<Catalog>()
        .map(|c| c.last_changed());
    if let Some(kept) = world.hot_resource::<ResolvedDecks>()
        && kept.catalog == changed
        && let Some(faces) = kept.decks.get(ids)
    {
        return Arc::clone(faces);
    }
    let catalog = world.hot_resource::<Catalog>();
    let faces: Arc<[Option<DeckFace>]> = ids
        .iter()
        .map(|id| {
            let (id, card) = catalog?.cards.get_key_value(id)?;
            Some(DeckFace {
                id: id.as_str().into(),
                card: card.clone(),
                usable: true,
            })
        })
        .collect();
    let mut kept = world.get_resource_or_init::<ResolvedDecks>();
    // (Kept few: a player trying deck after deck would otherwise add one for every try.)
    if kept.decks.len() >= MAX_KEPT {
        kept.decks.clear();
    }
    if kept.catalog != changed {
        kept.decks.clear();
        kept.catalog = changed;
        // A change to the catalog later in this same tick would look like none: the world's
        // tick moves on, so that any later change is seen.
        world.increment_change_tick();
    }
    world
        .res_mut::<ResolvedDecks>()
        .decks
        .insert(ids.to_vec(), Arc::clone(&faces));
    faces
}

crate::hot_parts!(ResolvedDecks);
