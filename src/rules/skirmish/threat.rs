//! The foes' reach (a forecast for the window, read-only; issue 40, item 4): every square a foe
//! of a fighter could strike on its next turn, moving as far as its move goes and then attacking
//! with its longest weapon (engaged within the larger stop distance for a melee weapon), by the
//! rules' own move search and range check.

use super::movement::reach_for;
use super::space::{RangeSpot, spot_in_range};
use super::state::Sheet;
use crate::data::sheet::WeaponKind;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::grid::GridMap;
use crate::rules::core::fighter::{Fighter, InTheBattle};
use bevy::prelude::*;
use std::collections::BTreeSet;

/// The squares `who`'s foes could strike next, each once, in order.
pub fn foes_reach(world: &mut World, who: Entity) -> Vec<GridPos> {
    let Some(team) = world.get::<Fighter>(who).map(|f| f.team) else {
        return Vec::new();
    };
    let mut q = world.query_filtered::<(Entity, &Fighter, &Sheet), InTheBattle>();
    let mut foes: Vec<(u32, Entity, i32, i32)> = q
        .iter(world)
        .filter(|(_, f, _)| f.team != team)
        .map(|(e, f, s)| {
            let range =
                s.0.arms()
                    .iter()
                    .map(|w| {
                        if w.kind == WeaponKind::Ranged {
                            w.range
                        } else {
                            0
                        }
                    })
                    .max()
                    .unwrap_or(0);
            (f.serial, e, s.0.move_metres, range)
        })
        .collect();
    foes.sort_by_key(|f| f.0);
    // A foe engages the asked fighter within the larger of their stop distances.
    let my_stop = super::space::stop_distance(world, who);
    let mut out = BTreeSet::new();
    for (_, foe, metres, range) in foes {
        let Some(spot) = RangeSpot::of(world, foe) else {
            continue;
        };
        let reach = reach_for(world, foe, metres, false);
        let Some(map) = world.get_resource::<GridMap>() else {
            return Vec::new();
        };
        let field = &map.field;
        let from: Vec<GridPos> = std::iter::once(spot.at)
            .chain(reach.squares().map(|(g, _)| g))
            .collect();
        for y in 0..map.depth {
            for x in 0..map.width {
                let at = GridPos { x, y };
                let target = RangeSpot {
                    at,
                    stop: my_stop,
                    floating: false,
                };
                if from
                    .iter()
                    .any(|&r| spot_in_range(field, RangeSpot { at: r, ..spot }, target, range))
                {
                    out.insert((y, x));
                }
            }
        }
    }
    out.into_iter().map(|(y, x)| GridPos { x, y }).collect()
}

#[cfg(test)]
mod tests {
    use super::foes_reach;
    use crate::data::sheet::WeaponKind;
    use crate::rules::core::battlefield::GridPos;
    use crate::rules::core::battlefield::grid::GridMap;
    use crate::rules::core::fighter::{Fighter, InTheBattle};
    use crate::rules::skirmish::state::Sheet;
    use bevy::prelude::*;

    #[test]
    fn the_foes_reach_is_where_their_move_and_longest_weapon_take_them() {
        // Issue 40, item 4: the Skirmish shows the foes' reach when the player is asked (seed
        // 003, ■戦闘: 移動中止距離 and ranges in metres).
        let (catalog, problems) = crate::data::load_content(&crate::data::ContentDirs::default());
        assert!(problems.is_empty(), "{problems:?}");
        let mut app = crate::headless::app(catalog);
        crate::rules::start_battle(app.world_mut(), "skirmish_01_windmill_ridge", 3)
            .expect("starts");
        let world = app.world_mut();
        let mut q = world.query_filtered::<(Entity, &Fighter, &GridPos), InTheBattle>();
        let all: Vec<(Entity, usize, GridPos)> =
            q.iter(world).map(|(e, f, g)| (e, f.team, *g)).collect();
        let me = all
            .iter()
            .find(|f| f.1 == 0)
            .expect("a fighter of the first side")
            .0;
        let foes: Vec<&(Entity, usize, GridPos)> = all.iter().filter(|f| f.1 != 0).collect();
        let full = foes_reach(world, me);
        let mine = crate::rules::skirmish::space::stop_distance(world, me);
        for f in &foes {
            assert!(full.contains(&f.2), "a foe strikes its own square");
        }
        // Held still with melee weapons only, a foe reaches no further than its stop distance.
        let mut expected = std::collections::BTreeSet::new();
        let (w, d) = {
            let map = world.resource::<GridMap>();
            (map.width, map.depth)
        };
        for &&(e, _, at) in &foes {
            let mut sheet = world.get_mut::<Sheet>(e).expect("a sheet");
            let held = std::sync::Arc::make_mut(&mut sheet.0);
            held.move_metres = 0;
            for weapon in &mut held.weapons {
                weapon.kind = WeaponKind::Melee;
            }
            let stop = i32::from(held.stop_distance).max(mine);
            for y in 0..d {
                for x in 0..w {
                    let sq = GridPos { x, y };
                    if sq.distance(at) <= stop {
                        expected.insert((y, x));
                    }
                }
            }
        }
        let still = foes_reach(world, me);
        let expected: Vec<GridPos> = expected
            .into_iter()
            .map(|(y, x)| GridPos { x, y })
            .collect();
        assert_eq!(still, expected);
        assert!(
            full.len() > still.len(),
            "moving and shooting reaches further"
        );
    }
}
