//! Queries kept between uses. The rules are exclusive systems that read a few components of
//! every fighter many times a turn; a typed `world.get` pays a `TypeId` look-up each time, and
//! building a `QueryState` costs dozens of them, so hot reads run a query state kept here.

use bevy::ecs::query::{QueryData, QueryFilter};
use bevy::prelude::*;
use std::sync::{Mutex, PoisonError};

/// A query state kept in the world between uses. It sits behind a lock so that a use needs only
/// a shared borrow of the world (one resource look-up, not a take and a put back).
#[derive(Resource)]
pub struct KeptQuery<D: QueryData + 'static, F: QueryFilter + 'static = ()>(
    Mutex<QueryState<D, F>>,
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
    let shared: &World = world;
    if let Some(kept) = shared.get_resource::<KeptQuery<D, F>>() {
        return kept.with(shared, f);
    }
    let kept = KeptQuery::<D, F>::new(world);
    world.insert_resource(kept);
    let shared: &World = world;
    shared.resource::<KeptQuery<D, F>>().with(shared, f)
}

impl<D: QueryData + 'static, F: QueryFilter + 'static> KeptQuery<D, F> {
    /// A kept state for `D` and `F` (held in its own resource by [`with_query`], or in a
    /// resource that keeps it beside what it is read with).
    pub fn new(world: &mut World) -> Self {
        KeptQuery(Mutex::new(world.query_filtered::<D, F>()))
    }

    /// Runs `f` with the kept state, its archetypes brought up to date; when it is in use
    /// further up the call, with a new state made for this use only.
    pub fn with<R>(&self, world: &World, f: impl FnOnce(&World, &mut QueryState<D, F>) -> R) -> R {
        use std::sync::TryLockError;
        let mut query = match self.0.try_lock() {
            Ok(guard) => guard,
            Err(TryLockError::Poisoned(p)) => PoisonError::into_inner(p),
            Err(TryLockError::WouldBlock) => return with_new(world, f),
        };
        query.update_archetypes(world);
        f(world, &mut query)
    }
}

/// Runs `f` with a state made for this use (the kept one's components are registered, so it can
/// be made on a shared world).
fn with_new<D, F, R>(world: &World, f: impl FnOnce(&World, &mut QueryState<D, F>) -> R) -> R
where
    D: QueryData + 'static,
    F: QueryFilter + 'static,
{
    let mut query = QueryState::<D, F>::try_new(world)
        .expect("a kept query's components are registered when it is first made");
    query.update_archetypes(world);
    f(world, &mut query)
}
