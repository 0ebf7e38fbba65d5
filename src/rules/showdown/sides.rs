//! The two players, by team: every Showdown rule that runs "for both at once" goes through them
//! in this order, and what one side does is never visible to the other before the open.

use super::table::Table;
use crate::rules::core::fighter::{Fighter, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The players' entities, team 0 first.
#[derive(Resource, Clone, Debug, Default)]
pub struct Sides(pub Vec<Entity>);

/// Finds the players (called once both have entered).
pub fn find(world: &mut World) {
    let mut all = Roster::standing(world);
    all.sort_by_key(|e| world.get::<Fighter>(*e).map(|f| (f.team, f.serial)));
    world.res_mut::<Sides>().0 = all;
}

/// The players, team 0 first.
pub fn all(world: &World) -> Vec<Entity> {
    world.res::<Sides>().0.clone()
}

/// The other player.
pub fn foe(world: &World, me: Entity) -> Option<Entity> {
    world.res::<Sides>().0.iter().copied().find(|e| *e != me)
}

/// Changes `who`'s table and `other`'s (another player's) together.
pub fn with_both<R>(
    world: &mut World,
    who: Entity,
    other: Entity,
    f: impl FnOnce(&mut Table, &mut Table) -> R,
) -> R {
    let mut theirs = world
        .get_mut::<Table>(other)
        .map(|mut t| std::mem::take(&mut *t))
        .unwrap_or_default();
    let out = with_table(world, who, |mine| f(mine, &mut theirs));
    if let Some(mut slot) = world.get_mut::<Table>(other) {
        *slot = theirs;
    }
    out
}

/// Reads `who`'s table and its opponent's (an empty table for one missing), without copying
/// them.
pub fn read<R>(world: &World, who: Entity, f: impl FnOnce(&Table, &Table) -> R) -> R {
    let empty = Table::default();
    let mine = world.get::<Table>(who).unwrap_or(&empty);
    let theirs = foe(world, who)
        .and_then(|f| world.get::<Table>(f))
        .unwrap_or(&empty);
    f(mine, theirs)
}

/// One step of the window's pace: a Showdown step is one stage of the reveal or of a battle.
pub use crate::rules::core::countdown::take_step;

/// Changes a player's table.
pub fn with_table<R>(world: &mut World, who: Entity, f: impl FnOnce(&mut Table) -> R) -> R {
    let mut t = world
        .get_mut::<Table>(who)
        .map(|mut t| std::mem::take(&mut *t))
        .unwrap_or_default();
    let out = f(&mut t);
    if let Some(mut slot) = world.get_mut::<Table>(who) {
        *slot = t;
    }
    out
}

/// `who`'s battle card in zone `z` goes to the trash with its equips; a J or I stays.
pub fn trash_battler(world: &mut World, who: Entity, z: usize) {
    let gone = with_table(world, who, |t| {
        let zone = &mut t.zones[z];
        let battler = zone.battler.take()?;
        let equips = std::mem::take(&mut zone.equips);
        t.trash.push(battler.clone());
        t.trash.extend(equips);
        Some(battler)
    });
    if let Some(id) = gone {
        log::write(world, EventKind::Retire, |w| {
            let name = super::table::card(w.resource::<crate::data::Catalog>(), &id)
                .map_or(id.as_str(), |c| c.name.as_str());
            Facts::on(w, who).what(id.as_str()).says(format!(
                "    {}'s {name} goes to the trash",
                log::name(w, who)
            ))
        });
    }
}
crate::hot_parts!(Sides);
