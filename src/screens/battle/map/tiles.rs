//! The map's squares drawn with bevy_ecs_tilemap: one tile per square, its pattern showing the
//! terrain (plain, impassable, hard to enter, hard to leave, cover) and its tint the height —
//! lighter and warmer up high, darker and bluer below level 0. The tile art is painted in code.

use super::MapLayout;
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Height, Terrain};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy::window::PrimaryWindow;
use bevy_ecs_tilemap::prelude::*;

/// Pixels on a side of one tile of the painted art.
const ART: u32 = 32;
/// The tile patterns, in the art's order.
const PATTERNS: u32 = 5;

/// The tilemap of the battle in progress and the first square entity it was built from (a new
/// battle has new squares).
#[derive(Component)]
pub(super) struct MapTiles {
    built_from: Option<Entity>,
}

/// The pattern a square's terrain shows: impassable, then cover, hard-to-enter, hard-to-leave.
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

/// The tint for a height level.
pub(super) fn tint(level: i32) -> Color {
    let l = level.clamp(-3, 4) as f32;
    if l >= 0.0 {
        Color::srgb(0.55 + 0.11 * l, 0.60 + 0.08 * l, 0.50 + 0.03 * l)
    } else {
        Color::srgb(0.42 + 0.05 * l, 0.50 + 0.05 * l, 0.62 + 0.02 * l)
    }
}

/// The tint for a square: its height's, shifted by its terrain — rock grey, rough ground brown,
/// mire blue, cover green — so the terrain reads at a glance beside its pattern.
pub(super) fn terrain_tint(level: i32, t: &Terrain) -> Color {
    let base = tint(level).to_srgba();
    let (r, g, b) = if t.impassable {
        (0.55, 0.55, 0.58)
    } else if t.cover > 0 {
        (0.62, 0.95, 0.55)
    } else if t.hard_to_enter > 0 {
        (1.05, 0.80, 0.55)
    } else if t.hard_to_leave > 0 {
        (0.65, 0.78, 1.10)
    } else {
        (1.0, 1.0, 1.0)
    };
    Color::srgb(
        (base.red * r).min(1.0),
        (base.green * g).min(1.0),
        (base.blue * b).min(1.0),
    )
}

/// Paints the five patterns side by side, white on transparent-free grey, so the tint colours
/// them.
fn paint_art() -> Image {
    let (w, h) = (ART * PATTERNS, ART);
    let mut data = vec![0u8; (w * h * 4) as usize];
    for p in 0..PATTERNS {
        for y in 0..ART {
            for x in 0..ART {
                let edge = x == 0 || y == 0 || x == ART - 1 || y == ART - 1;
                let v: u8 = match p {
                    _ if edge => 120,
                    1 if (x + y) % 8 < 3 || (x + ART - y) % 8 < 3 => 70,
                    1 => 40,
                    2 if (x * 7 + y * 13) % 11 < 2 => 150,
                    3 if (x + y) % 10 < 2 => 170,
                    4 if ((x % 8) as i32 - 4).pow(2) + ((y % 8) as i32 - 4).pow(2) < 7 => 150,
                    _ => 235,
                };
                let i = (((y * w) + p * ART + x) * 4) as usize;
                data[i..i + 4].copy_from_slice(&[v, v, v, 255]);
            }
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.texture_descriptor.usage =
        TextureUsages::TEXTURE_BINDING | TextureUsages::COPY_SRC | TextureUsages::COPY_DST;
    image
}

/// Builds the tilemap when a battle on a grid starts (and pulls it down when it ends).
pub(super) fn build(
    mut commands: Commands,
    map: Option<Res<GridMap>>,
    squares: Query<(&GridPos, &Height, &Terrain)>,
    existing: Query<(Entity, &MapTiles)>,
    mut images: ResMut<Assets<Image>>,
) {
    let first = map.as_ref().and_then(|m| m.squares.first().copied());
    if existing.iter().any(|(_, t)| t.built_from == first) && first.is_some() {
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
                texture_index: TileTextureIndex(pattern(t)),
                color: TileColor(terrain_tint(h.0, t)),
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
    commands.entity(tilemap).insert((
        Name::new("map tiles"),
        MapTiles { built_from: first },
        TilemapBundle {
            grid_size: tile_size.into(),
            size,
            storage,
            texture: TilemapTexture::Single(images.add(paint_art())),
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
