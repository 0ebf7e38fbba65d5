//! Queries kept between uses. The rules are exclusive systems that read a few components of
//! every fighter many times a turn; a typed `world.get` pays a `TypeId` look-up each time, and
//! building a `QueryState` costs dozens of them, so hot reads run a query state kept here.

use bevy::ecs::query::{QueryData, QueryFilter};
use bevy::prelude::*;

/// A query state kept in the world between uses (taken out while it runs).
#[derive(Resource)]
pub struct KeptQuery<D: QueryData + 'static, F: QueryFilter + 'static = ()>(
    Option<QueryState<D, F>>,
);

/// Runs `f` with the kept query state for `D` and `F` (made on first use), its archetypes
/// brought up to date.
pub fn with_query<D, F, R>(
    world: &mut World,
    f: impl FnOnce(&World, &mut QueryState<D, F>) -> R,
) -> R
where
    D: QueryData + 'static,
    F: QueryFilter + 'static,
{
    let kept = world
        .get_resource_mut::<KeptQuery<D, F>>()
        .and_then(|mut k| k.0.take());
    let mut query = kept.unwrap_or_else(|| world.query_filtered::<D, F>());
    query.update_archetypes(world);
    let out = f(world, &mut query);
    match world.get_resource_mut::<KeptQuery<D, F>>() {
        Some(mut k) => k.0 = Some(query),
        None => world.insert_resource(KeptQuery(Some(query))),
    }
    out
}
