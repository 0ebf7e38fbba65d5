//! The pictures the window draws: the shipped ones (`assets/images/`) loaded behind the loading
//! screen by bevy_asset_loader, a content file's own (`image: "..."`) read the tolerant way (a
//! missing or broken one shows its kind's), and each one's egui texture, found by content id.

mod token;

pub(crate) use token::{Token, draw_picture, draw_token};

use crate::data::load::Kind;
use crate::data::pictures::{IMAGES, named_path, picture_of, root_of, variant_key};
use crate::data::{Catalog, ContentDirs, ContentProblems, Problem};
use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::{EguiTextureHandle, EguiUserTextures, egui};

/// Every shipped picture, by its path (`images/fighter/orrin_tidecaller.png`).
#[derive(AssetCollection, Resource)]
pub(crate) struct PictureFiles {
    #[asset(path = "images", collection(typed, mapped))]
    files: HashMap<String, Handle<Image>>,
}

impl PictureFiles {
    /// The image of the shipped picture `key` (`terrain/cover`).
    pub(crate) fn handle(&self, key: &str) -> Option<&Handle<Image>> {
        self.files.get(&format!("{IMAGES}/{key}.png"))
    }
}

/// Each picture's egui texture: the shipped ones by key (`fighter/orrin_tidecaller`) and each
/// content item's own, resolved (its named picture, else the shipped one, else its kind's).
#[derive(Resource, Default)]
pub(crate) struct Pictures {
    by_key: HashMap<String, egui::TextureId>,
    items: HashMap<(Kind, String), egui::TextureId>,
}

impl Pictures {
    /// The shipped picture `key` (`ui/die`, `terrain/cover`), if it loaded.
    pub(crate) fn key(&self, key: &str) -> Option<egui::TextureId> {
        self.by_key.get(key).copied()
    }

    /// The picture of content item `id` of `kind`.
    pub(crate) fn item(&self, kind: Kind, id: &str) -> Option<egui::TextureId> {
        self.items.get(&(kind, id.to_string())).copied()
    }

    /// A fighter's picture by its content id: a character's, token's, creature's or
    /// contender's (their ids are one name space on the board).
    pub(crate) fn fighter(&self, id: &str) -> Option<egui::TextureId> {
        [
            Kind::Character,
            Kind::Token,
            Kind::Creature,
            Kind::Contender,
        ]
        .into_iter()
        .find_map(|k| self.item(k, id))
        .or_else(|| self.key(&format!("fighter/{id}")))
    }

    /// A variant's picture (`status/arena_bind`, `keyword/venom_fang`, `panel/fire`).
    pub(crate) fn variant(
        &self,
        group: &str,
        prefix: &str,
        v: &impl std::fmt::Debug,
    ) -> Option<egui::TextureId> {
        self.key(&variant_key(group, prefix, v))
    }

    /// How many pictures have a texture (shipped and content items).
    pub(crate) fn len(&self) -> (usize, usize) {
        (self.by_key.len(), self.items.len())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pictures>();
    app.add_systems(
        Update,
        resolve.run_if(
            resource_exists::<PictureFiles>
                .and_then(resource_changed::<Catalog>.or_else(resource_added::<PictureFiles>)),
        ),
    );
}

/// Gives every shipped picture its texture and resolves each content item's, again whenever
/// the content is reloaded.
fn resolve(
    files: Res<PictureFiles>,
    catalog: Res<Catalog>,
    dirs: Res<ContentDirs>,
    mut images: ResMut<Assets<Image>>,
    mut textures: ResMut<EguiUserTextures>,
    mut pictures: ResMut<Pictures>,
    mut problems: ResMut<ContentProblems>,
    launch: Option<Res<super::Launch>>,
) {
    let prefix = format!("{IMAGES}/");
    for (path, handle) in &files.files {
        let Some(key) = path
            .strip_prefix(&prefix)
            .and_then(|k| k.strip_suffix(".png"))
        else {
            continue;
        };
        let id = textures.add_image(EguiTextureHandle::Strong(handle.clone()));
        pictures.by_key.insert(key.to_string(), id);
    }
    let mut items = HashMap::default();
    for ((kind, id), source) in &catalog.sources {
        let Some(of) = picture_of(&catalog, *kind, id) else {
            continue;
        };
        let named = of.named.as_deref().and_then(|named| {
            let read = named_path(root_of(&dirs, &source.path), named).and_then(|path| {
                read_png(&path).map_err(|why| format!("{}: {why}", path.display()))
            });
            match read {
                Ok(image) => Some(textures.add_image(EguiTextureHandle::Strong(images.add(image)))),
                Err(why) => {
                    let warning = Problem::at_field(
                        &source.path,
                        &source.text,
                        "image",
                        0,
                        format!("warning: {why}; it shows {} instead", of.key),
                    );
                    // Once, however often the content is resolved again.
                    if !problems.0.contains(&warning) {
                        problems.0.push(warning);
                    }
                    None
                }
            }
        });
        let texture = named
            .or_else(|| pictures.key(&of.key))
            .or_else(|| pictures.key(&of.fallback));
        if let Some(t) = texture {
            items.insert((*kind, id.clone()), t);
        }
    }
    pictures.items = items;
    // What a screenshot run loaded, for the test that every picture loads.
    if launch.is_some_and(|l| l.screenshot.is_some()) {
        let (shipped, pictured) = pictures.len();
        let images = images.iter().count();
        eprintln!(
            "pictures: {shipped} shipped loaded, {pictured} content items pictured ({images} images)"
        );
    }
}

/// A PNG read from disk, or why not.
fn read_png(path: &std::path::Path) -> Result<Image, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::RENDER_WORLD,
    )
    .map_err(|e| e.to_string())
}
