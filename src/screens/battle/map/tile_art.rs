//! The map's tile art, made once per battle from the terrain pictures (`images/terrain/*.png`):
//! a tile for each terrain (its ground colour, its picture laid into it) and each drop to a lower
//! neighbour (a shaded lip on the south or east edge, or both), so height reads as relief. The
//! height itself is the tile's tint ([`shade`]). Before the pictures load, the tiles carry a
//! painted mark of their terrain instead.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};

/// Pixels on a side of one tile.
pub(super) const ART: u32 = 48;
/// The terrains' pictures (`terrain/<id>`), in the order of [`super::tiles::pattern`].
pub(super) const TERRAINS: [&str; 5] = [
    "plain",
    "impassable",
    "hard_to_enter",
    "hard_to_leave",
    "cover",
];
/// The drops a tile shows: none, south lower, east lower, both.
pub(super) const DROPS: u32 = 4;

/// Each terrain's ground (sRGB): meadow, rock, rough earth, mire, woodland.
const GROUND: [[f32; 3]; 5] = [
    [0.70, 0.74, 0.60],
    [0.47, 0.46, 0.48],
    [0.70, 0.61, 0.46],
    [0.52, 0.61, 0.66],
    [0.55, 0.69, 0.49],
];

/// How much of the tile a terrain's picture covers, and how strongly it shows: plain ground
/// stays calm, a wall fills its square.
const ICON: [(f32, f32); 5] = [
    (0.46, 0.30),
    (0.92, 0.95),
    (0.66, 0.62),
    (0.66, 0.58),
    (0.72, 0.70),
];

/// The tile of a terrain pattern and a drop, in the art.
pub(super) fn index(pattern: u32, drop: u32) -> u32 {
    pattern * DROPS + drop.min(DROPS - 1)
}

/// The tint of a height level: level 0 a little dimmed, higher ground lighter and warmer, lower
/// ground darker and bluer (level 4 and above at full light).
pub(super) fn shade(level: i32) -> Color {
    let l = level.clamp(-3, 4) as f32;
    let v = 0.80 + 0.05 * l;
    if l >= 0.0 {
        Color::srgb(v, v * (1.0 - 0.01 * l), v * (1.0 - 0.035 * l))
    } else {
        Color::srgb(v * (1.0 + 0.04 * l), v * (1.0 + 0.02 * l), v)
    }
}

/// A small fixed noise for the ground's grain (the same every run).
fn grain(x: u32, y: u32, p: u32) -> f32 {
    let mut h =
        x.wrapping_mul(0x9E37_79B1) ^ y.wrapping_mul(0x85EB_CA77) ^ p.wrapping_mul(0xC2B2_AE3D);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    (h % 1000) as f32 / 1000.0 - 0.5
}

/// The painted mark of a terrain, for tiles made before the pictures load: its strength at
/// `(x, y)` (0 none, 1 full).
fn mark(p: u32, x: u32, y: u32) -> f32 {
    let on = match p {
        1 => (x + y) % 8 < 3 || (x + ART - y) % 8 < 3,
        2 => (x * 7 + y * 13) % 11 < 2,
        3 => (x + y) % 10 < 2,
        4 => ((x % 8) as i32 - 4).pow(2) + ((y % 8) as i32 - 4).pow(2) < 7,
        _ => false,
    };
    if on { 0.45 } else { 0.0 }
}

/// The average colour (straight sRGB and alpha) of `picture` over the square of it that the
/// tile pixel `(u, v)` of a `box_side`-pixel box covers.
fn sample(picture: &Image, u: u32, v: u32, box_side: u32) -> Option<[f32; 4]> {
    let (w, h) = (picture.width(), picture.height());
    let x0 = u * w / box_side;
    let y0 = v * h / box_side;
    let x1 = ((u + 1) * w / box_side).max(x0 + 1).min(w);
    let y1 = ((v + 1) * h / box_side).max(y0 + 1).min(h);
    let (mut sum, mut n) = ([0.0f32; 4], 0.0);
    for y in y0..y1 {
        for x in x0..x1 {
            let c = picture.get_color_at(x, y).ok()?.to_srgba();
            sum[0] += c.red * c.alpha;
            sum[1] += c.green * c.alpha;
            sum[2] += c.blue * c.alpha;
            sum[3] += c.alpha;
            n += 1.0;
        }
    }
    if n == 0.0 {
        return None;
    }
    let a = sum[3] / n;
    if a <= 0.0 {
        return Some([0.0; 4]);
    }
    Some([sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3], a])
}

/// The tile of terrain `p` with drop `drop`, as sRGB bytes, its picture laid in if given.
fn tile(p: u32, drop: u32, picture: Option<&Image>) -> Vec<[u8; 4]> {
    let ground = GROUND[p as usize];
    let (cover, strength) = ICON[p as usize];
    let side = ((ART as f32 * cover) as u32).max(1);
    let start = (ART - side) / 2;
    let lip = ART / 8;
    let mut out = Vec::with_capacity((ART * ART) as usize);
    for y in 0..ART {
        for x in 0..ART {
            let g = 1.0 + 0.10 * grain(x, y, p);
            let mut c = [ground[0] * g, ground[1] * g, ground[2] * g];
            let inside = (start..start + side).contains(&x) && (start..start + side).contains(&y);
            match picture {
                Some(pic) if inside => {
                    if let Some(s) = sample(pic, x - start, y - start, side) {
                        let a = s[3] * strength;
                        for i in 0..3 {
                            c[i] = c[i] * (1.0 - a) + s[i] * a;
                        }
                    }
                }
                None => {
                    let m = mark(p, x, y);
                    c = c.map(|v| v * (1.0 - m));
                }
                _ => {}
            }
            // The square's edge, and a darker lip where the ground drops away.
            let mut light = 1.0;
            if x == 0 || y == 0 || x == ART - 1 || y == ART - 1 {
                light *= 0.78;
            }
            if drop & 1 == 1 && y >= ART - lip {
                light *= 0.80 - 0.35 * (y + lip + 1 - ART) as f32 / lip as f32;
            }
            if drop & 2 == 2 && x >= ART - lip {
                light *= 0.80 - 0.35 * (x + lip + 1 - ART) as f32 / lip as f32;
            }
            let [r, g, b] = c.map(|v| ((v * light).clamp(0.0, 1.0) * 255.0).round() as u8);
            out.push([r, g, b, 255]);
        }
    }
    out
}

/// The whole art: every terrain's tiles (each drop) side by side, from `pictures` (a terrain's
/// picture, in [`TERRAINS`] order; none: its painted mark).
pub(super) fn paint(pictures: [Option<&Image>; 5]) -> Image {
    let count = TERRAINS.len() as u32 * DROPS;
    let (w, h) = (ART * count, ART);
    let mut data = vec![0u8; (w * h * 4) as usize];
    for (p, picture) in pictures.iter().enumerate() {
        for drop in 0..DROPS {
            let at = index(p as u32, drop);
            for (i, px) in tile(p as u32, drop, *picture).iter().enumerate() {
                let (x, y) = (i as u32 % ART, i as u32 / ART);
                let o = ((y * w + at * ART + x) * 4) as usize;
                data[o..o + 4].copy_from_slice(px);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(art: &Image, tile: u32, x: u32, y: u32) -> Srgba {
        art.get_color_at(tile * ART + x, y)
            .map(|c| c.to_srgba())
            .unwrap_or(Srgba::NONE)
    }

    fn brightness(c: Srgba) -> f32 {
        c.red + c.green + c.blue
    }

    /// Issue 42, item 1: map squares get tiles by terrain with height shading. Each terrain's
    /// tile differs from every other's; a drop darkens the lip on its edge and nothing else; the
    /// height's tint rises with the level.
    #[test]
    fn tiles_tell_terrains_apart_and_shade_height() {
        let art = paint([None; 5]);
        assert_eq!(art.width(), ART * 5 * DROPS);
        let centre = |p: u32| {
            (0..ART)
                .map(|x| brightness(pixel(&art, index(p, 0), x, ART / 2)))
                .sum::<f32>()
        };
        let sums: Vec<f32> = (0..5).map(centre).collect();
        for a in 0..5 {
            for b in a + 1..5 {
                assert!(
                    (sums[a] - sums[b]).abs() > 0.5,
                    "{} and {} differ",
                    TERRAINS[a],
                    TERRAINS[b]
                );
            }
        }
        for p in 0..5 {
            let flat = index(p, 0);
            let south = index(p, 1);
            let east = index(p, 2);
            let bottom = ART - 2;
            assert!(
                brightness(pixel(&art, south, ART / 2, bottom))
                    < 0.8 * brightness(pixel(&art, flat, ART / 2, bottom))
            );
            assert_eq!(
                pixel(&art, south, ART / 2, 4),
                pixel(&art, flat, ART / 2, 4),
                "only the lip"
            );
            assert!(
                brightness(pixel(&art, east, bottom, ART / 2))
                    < 0.8 * brightness(pixel(&art, flat, bottom, ART / 2))
            );
            assert_eq!(index(p, 3), p * DROPS + 3);
        }
        let levels: Vec<f32> = (-3..=4).map(|l| brightness(shade(l).to_srgba())).collect();
        assert!(levels.windows(2).all(|w| w[0] < w[1]), "{levels:?}");
    }

    /// A terrain's picture is laid into its tile: the tile's centre takes the picture's colour.
    #[test]
    fn a_terrains_picture_is_laid_into_its_tile() {
        let red = Image::new_fill(
            Extent3d {
                width: 8,
                height: 8,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            &[255, 0, 0, 255],
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        let plain = paint([None; 5]);
        let pictured = paint([None, None, None, None, Some(&red)]);
        let at = index(4, 0);
        let before = pixel(&plain, at, ART / 2, ART / 2);
        let after = pixel(&pictured, at, ART / 2, ART / 2);
        assert!(
            after.red > before.red + 0.2 && after.green < before.green,
            "{before:?} → {after:?}"
        );
        assert_eq!(
            pixel(&pictured, index(0, 0), ART / 2, ART / 2),
            pixel(&plain, index(0, 0), ART / 2, ART / 2)
        );
    }
}
