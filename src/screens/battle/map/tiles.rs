//! The map's squares drawn with bevy_ecs_tilemap: one tile per square, its terrain's tile
//! (plain, impassable, hard to enter, hard to leave, cover; made from the terrain pictures) with
//! a shaded lip where the ground drops to a lower neighbour, and its tint the height — lighter
//! and warmer up high, darker and bluer below level 0.

use super::MapLayout;
use super::tile_art::{ART, TERRAINS, index, paint, shade};
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Height, Terrain};
use crate::screens::pictures::PictureFiles;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_ecs_tilemap::prelude::*;

/// The tilemap of the battle in progress, the first square entity it was built from (a new
/// battle has new squares) and whether its art had the terrain pictures.
#[derive(Component)]
pub(super) struct MapTiles {
    built_from: Option<Entity>,
    pictured: bool,
}

/// The terrain tile a square shows (its place in [`TERRAINS`]): impassable, then cover,
/// hard-to-enter, hard-to-leave.
pub(super) fn pattern(t: &Terrain) -> u32 {
    if t.impassable {
        1
    } else if t.cover > 0 {
        4
    } else if t.hard_to_enter > 0 {
        2
    } else if t.hard_to_leave > 0 {
        3
    } else {
        0
    }
}

/// Which of a square's south and east neighbours stand lower (bit 0 south, bit 1 east): the
/// drop its tile shades.
fn drop_at(p: GridPos, level: i32, height_at: &impl Fn(GridPos) -> Option<i32>) -> u32 {
    let lower = |q: GridPos| height_at(q).is_some_and(|h| h < level);
    u32::from(lower(GridPos::new(p.x, p.y + 1))) | u32::from(lower(GridPos::new(p.x + 1, p.y))) << 1
}

/// Builds the tilemap when a battle on a grid starts, again once the terrain pictures have
/// loaded (and pulls it down when it ends).
pub(super) fn build(
    mut commands: Commands,
    map: Option<Res<GridMap>>,
    squares: Query<(&GridPos, &Height, &Terrain)>,
    existing: Query<(Entity, &MapTiles)>,
    mut images: ResMut<Assets<Image>>,
    (files, launch): (
        Option<Res<PictureFiles>>,
        Option<Res<crate::screens::Launch>>,
    ),
) {
    let first = map.as_ref().and_then(|m| m.squares.first().copied());
    // Built for this battle from the pictures: nothing to do (the steady state, every frame).
    if first.is_some()
        && existing
            .iter()
            .any(|(_, t)| t.built_from == first && t.pictured)
    {
        return;
    }
    let handles = TERRAINS.map(|id| {
        files
            .as_ref()
            .and_then(|f| f.handle(&format!("terrain/{id}")))
            .cloned()
    });
    let pictured = handles
        .iter()
        .all(|h| h.as_ref().is_some_and(|h| images.contains(h)));
    if first.is_some()
        && existing
            .iter()
            .any(|(_, t)| t.built_from == first && t.pictured == pictured)
    {
        return;
    }
    for (e, _) in &existing {
        commands.entity(e).despawn();
    }
    let Some(map) = map else { return };
    let size = TilemapSize {
        x: map.width.max(1) as u32,
        y: map.depth.max(1) as u32,
    };
    let height_at = |q: GridPos| {
        map.square(q)
            .and_then(|e| squares.get(e).ok())
            .map(|(_, h, _)| h.0)
    };
    let tilemap = commands.spawn_empty().id();
    let mut storage = TileStorage::empty(size);
    for &square in &map.squares {
        let Ok((p, h, t)) = squares.get(square) else {
            continue;
        };
        // The tilemap counts rows from the bottom; the map from the top.
        let position = TilePos {
            x: p.x as u32,
            y: (map.depth - 1 - p.y) as u32,
        };
        let tile = commands
            .spawn(TileBundle {
                position,
                tilemap_id: TilemapId(tilemap),
                texture_index: TileTextureIndex(index(pattern(t), drop_at(*p, h.0, &height_at))),
                color: TileColor(shade(h.0)),
                ..Default::default()
            })
            .id();
        commands.entity(tilemap).add_child(tile);
        storage.set(&position, tile);
    }
    let tile_size = TilemapTileSize {
        x: ART as f32,
        y: ART as f32,
    };
    let pictures = handles.map(|h| h.and_then(|h| images.get(&h).cloned()));
    // What a screenshot run drew the map with, for the test that the tiles are the pictures'.
    if pictured && launch.is_some_and(|l| l.screenshot.is_some()) {
        eprintln!("map tiles: made from the terrain pictures");
    }
    let art = paint([0, 1, 2, 3, 4].map(|i| pictures[i].as_ref()));
    commands.entity(tilemap).insert((
        Name::new("map tiles"),
        MapTiles {
            built_from: first,
            pictured,
        },
        TilemapBundle {
            grid_size: tile_size.into(),
            size,
            storage,
            texture: TilemapTexture::Single(images.add(art)),
            tile_size,
            anchor: TilemapAnchor::Center,
            visibility: Visibility::Hidden,
            ..Default::default()
        },
    ));
}

/// Puts the tilemap where the battle screen laid out the map, at its tile size.
pub(super) fn place(
    layout: Res<MapLayout>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut tiles: Query<(&mut Transform, &mut Visibility), With<MapTiles>>,
) {
    let Ok(window) = window.single() else { return };
    for (mut transform, mut visible) in &mut tiles {
        let Some(rect) = layout.rect else {
            *visible = Visibility::Hidden;
            continue;
        };
        let center = rect.center();
        transform.translation = Vec3::new(
            center.x - window.width() / 2.0,
            window.height() / 2.0 - center.y,
            0.0,
        );
        transform.scale = Vec3::splat(layout.tile / ART as f32);
        *visible = Visibility::Visible;
    }
}
