//! Reads of the parts the rules read most, by their ids kept for the world they were read in:
//! a typed `world.get` or `world.resource` first looks the type's id up by its `TypeId` (a
//! hash-map probe, the largest single cost of the rules' reads: docs/PERFORMANCE.md); a read
//! here takes the id kept in the type's slot when it is the same world's.
//!
//! This is the crate's one module that reads through `unsafe` code (the [`hot_parts!`] macro
//! only gives each type its slot, where the type is declared). Bevy's reads by id give untyped
//! pointers; an id is kept only together with the world it was looked up in (worlds' ids are
//! never reused), only this module writes a slot, and an id is read only as the type whose slot
//! keeps it.
#![allow(unsafe_code)]

use bevy::ecs::component::{ComponentId, Mutable, StorageType};
use bevy::ecs::storage::SparseSetIndex;
use bevy::prelude::*;
use std::any::TypeId;
use std::sync::atomic::{AtomicU64, Ordering};

/// A component or resource read through its kept id.
///
/// # Safety
/// `slot` gives a static that no other type uses (a generic type's instances would share one):
/// implement it through [`hot_parts!`], which takes concrete types only.
pub unsafe trait Hot: Component {
    /// The type's slot.
    fn slot() -> &'static HotSlot;
}

/// Where a [`Hot`] type keeps its id: the world's index plus one in the high half, the type's
/// id in that world in the low half; 0 while none is kept. Only this module reads or writes it.
pub struct HotSlot(AtomicU64);

impl HotSlot {
    /// An empty slot (for [`hot_parts!`]).
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        HotSlot(AtomicU64::new(0))
    }
}

/// Gives each of the (concrete) types its own [`Hot`] slot.
#[macro_export]
macro_rules! hot_parts {
    ($($t:ty),* $(,)?) => {
        $(#[allow(unsafe_code)]
        // SAFETY: the slot is a static of this implementation's own function.
        unsafe impl $crate::rules::core::hot::Hot for $t {
            fn slot() -> &'static $crate::rules::core::hot::HotSlot {
                static SLOT: $crate::rules::core::hot::HotSlot =
                    $crate::rules::core::hot::HotSlot::new();
                &SLOT
            }
        })*
    };
}

// The catalog is data, which never reaches the rules: its fast lookup is the rules' own.
crate::hot_parts!(crate::data::Catalog);

/// `T`'s id in `world`, if its slot keeps it for `world`; else looked up by type and kept.
#[inline]
fn id_in<T: Hot>(world: &World) -> Option<ComponentId> {
    let here = world.id().sparse_set_index() as u64 + 1;
    let kept = T::slot().0.load(Ordering::Relaxed);
    if kept >> 32 == here {
        return Some(ComponentId::new((kept & 0xffff_ffff) as usize));
    }
    look_up::<T>(world, here)
}

#[cold]
fn look_up<T: Hot>(world: &World, here: u64) -> Option<ComponentId> {
    // (Only a registered type's id, as a typed read takes it.)
    let id = world.components().get_valid_id(TypeId::of::<T>())?;
    if let (Ok(low), true) = (u32::try_from(id.index()), here <= u64::from(u32::MAX)) {
        T::slot()
            .0
            .store(here << 32 | u64::from(low), Ordering::Relaxed);
    }
    Some(id)
}

/// Reads of hot parts, on the world.
pub trait HotReads {
    /// `e`'s `T`, as `get::<T>(e)` reads it.
    fn part<T: Hot>(&self, e: Entity) -> Option<&T>;
    /// `e`'s `T` to change, as `get_mut::<T>(e)` gives it.
    fn part_mut<T: Hot + Component<Mutability = Mutable>>(
        &mut self,
        e: Entity,
    ) -> Option<Mut<'_, T>>;
    /// The resource `R`, as `get_resource::<R>()` reads it.
    fn hot_resource<R: Hot + Resource>(&self) -> Option<&R>;
    /// The resource `R` to change, as `get_resource_mut::<R>()` gives it.
    fn hot_resource_mut<R: Hot + Resource + Component<Mutability = Mutable>>(
        &mut self,
    ) -> Option<Mut<'_, R>>;
    /// The resource `R`, as `resource::<R>()` reads it (which panics when it is missing).
    fn res<R: Hot + Resource>(&self) -> &R;
    /// The resource `R` to change, as `resource_mut::<R>()` gives it (which panics when it is
    /// missing).
    fn res_mut<R: Hot + Resource + Component<Mutability = Mutable>>(&mut self) -> Mut<'_, R>;
}

impl HotReads for World {
    #[inline]
    fn part<T: Hot>(&self, e: Entity) -> Option<&T> {
        if T::STORAGE_TYPE != StorageType::Table {
            return self.get::<T>(e);
        }
        table_read(self, id_in::<T>(self)?, e)
    }

    #[inline]
    fn part_mut<T: Hot + Component<Mutability = Mutable>>(
        &mut self,
        e: Entity,
    ) -> Option<Mut<'_, T>> {
        let id = id_in::<T>(self)?;
        let ptr = self.get_mut_by_id(e, id)?;
        // SAFETY: `id` is `T`'s in this world (`id_in`), so the pointee is a `T`.
        Some(unsafe { ptr.with_type::<T>() })
    }

    #[inline]
    fn hot_resource<R: Hot + Resource>(&self) -> Option<&R> {
        let id = id_in::<R>(self)?;
        let ptr = self.get_resource_by_id(id)?;
        // SAFETY: `id` is `R`'s in this world (`id_in`), so the pointee is an `R`.
        Some(unsafe { ptr.deref::<R>() })
    }

    #[inline]
    fn hot_resource_mut<R: Hot + Resource + Component<Mutability = Mutable>>(
        &mut self,
    ) -> Option<Mut<'_, R>> {
        let id = id_in::<R>(self)?;
        let ptr = self.get_resource_mut_by_id(id)?;
        // SAFETY: `id` is `R`'s in this world (`id_in`), so the pointee is an `R`.
        Some(unsafe { ptr.with_type::<R>() })
    }

    #[inline]
    fn res<R: Hot + Resource>(&self) -> &R {
        self.hot_resource::<R>().unwrap_or_else(|| missing::<R>())
    }

    #[inline]
    fn res_mut<R: Hot + Resource + Component<Mutability = Mutable>>(&mut self) -> Mut<'_, R> {
        self.hot_resource_mut::<R>()
            .unwrap_or_else(|| missing::<R>())
    }
}

/// `e`'s component `id`, read straight from its table: `id` is `T`'s in `world` and `T` is kept
/// in tables.
#[inline]
fn table_read<T: Hot>(world: &World, id: ComponentId, e: Entity) -> Option<&T> {
    let at = world.entities().get(e).ok()??;
    let table = world.storages().tables.get(at.table_id)?;
    // SAFETY: `at` is where `e` is now (the world is borrowed: nothing moves), so its row is in
    // its table. The caller gives `T`'s id in this world, and `T` is kept in tables, so the
    // table's column for `id`, if it has one, holds `T`s. The `T` is borrowed for as long as the
    // world is.
    unsafe {
        let ptr = table.get_component(id, at.table_row)?;
        Some(ptr.deref::<T>())
    }
}

/// A resource the rules need is not in the world: a bug, as with `World::resource`.
#[cold]
#[track_caller]
fn missing<R>() -> ! {
    panic!(
        "the resource {} is not in the world: the battle's setup puts it in",
        std::any::type_name::<R>()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Component)]
    struct Other;

    #[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
    struct Hp {
        current: i32,
        start: i32,
    }

    #[derive(Component)]
    struct Position;

    #[derive(Resource, Debug, PartialEq, Eq)]
    struct Autopilot(bool);

    crate::hot_parts!(Hp, Position, Autopilot);

    fn hp(n: i32) -> Hp {
        Hp {
            current: n,
            start: n,
        }
    }

    #[test]
    fn a_hot_read_is_the_typed_read() {
        let mut world = World::new();
        let a = world.spawn(hp(7)).id();
        let b = world.spawn((hp(3), Other)).id();
        let none = world.spawn(Other).id();
        for e in [a, b, none] {
            assert_eq!(world.part::<Hp>(e), world.get::<Hp>(e));
        }
        assert_eq!(world.part::<Hp>(b), Some(&hp(3)));
        assert_eq!(world.part::<Hp>(none), None);
        // A type never registered in the world is in nobody.
        assert!(world.part::<Position>(a).is_none());
        world.despawn(a);
        assert_eq!(world.part::<Hp>(a), None);
    }

    #[test]
    fn an_id_kept_for_one_world_is_not_read_in_another() {
        // The two worlds give `Hp` different ids: a read with the other world's id would be
        // wrong, and is not made.
        let mut first = World::new();
        let mut second = World::new();
        second.register_component::<Other>();
        let x = first.spawn(hp(1)).id();
        let y = second.spawn((Other, hp(2))).id();
        assert_ne!(first.component_id::<Hp>(), second.component_id::<Hp>());
        for _ in 0..3 {
            assert_eq!(first.part::<Hp>(x), Some(&hp(1)));
            assert_eq!(second.part::<Hp>(y), Some(&hp(2)));
        }
    }

    #[test]
    fn a_hot_write_is_seen_and_marked_changed() {
        let mut world = World::new();
        let e = world.spawn(hp(5)).id();
        world.clear_trackers();
        if let Some(mut h) = world.part_mut::<Hp>(e) {
            h.current -= 2;
        }
        assert_eq!(world.get::<Hp>(e).map(|h| h.current), Some(3));
        assert!(
            world
                .entity(e)
                .get_ref::<Hp>()
                .is_some_and(|h| h.is_changed())
        );
    }

    #[test]
    fn a_hot_resource_is_the_typed_resource() {
        let mut world = World::new();
        assert!(world.hot_resource::<Autopilot>().is_none());
        world.insert_resource(Autopilot(false));
        world.res_mut::<Autopilot>().0 = true;
        assert_eq!(world.res::<Autopilot>(), world.resource::<Autopilot>());
        assert_eq!(world.hot_resource::<Autopilot>(), Some(&Autopilot(true)));
        world.remove_resource::<Autopilot>();
        assert!(world.hot_resource::<Autopilot>().is_none());
    }
}
