//! Which picture shows each piece of content: the one its file names (`image: "..."`), else the
//! one the game ships for its id (`assets/images/<group>/<id>.png`, from `art/pictures.toml`),
//! else its kind's. `vortex check` warns of a named picture that is missing or outside its
//! folder, and of a fighter, skill, status, field or extra with no picture of its own.

use super::load::{Catalog, ContentDirs, Kind};
use super::problem::Problem;
use std::path::{Component, Path, PathBuf};

/// The folder under `assets/` the shipped pictures are in.
pub const IMAGES: &str = "images";

/// Where one item's picture is looked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureOf {
    /// The picture its file names, if any, as written.
    pub named: Option<String>,
    /// The shipped picture of its own or of what it is (`fighter/orrin_tidecaller`,
    /// `card/fire`, `wcard/monster`), a key of the picture table.
    pub key: String,
    /// Whether `key` is the item's own (a fighter's, a skill's) rather than its kind's emblem.
    pub own: bool,
    /// Its kind's picture (`kind/creature`), when neither of the others is there.
    pub fallback: String,
}

/// `Monster` → `monster`, `DoubleAttack` → `double_attack`: a variant's name as a picture id.
pub fn snake(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// The picture table's key of a variant (`status`, `arena_bind`), from its debug name.
pub fn variant_key(group: &str, prefix: &str, variant: &impl std::fmt::Debug) -> String {
    let name = format!("{variant:?}");
    let bare = name.split(['(', ' ', '{']).next().unwrap_or(&name);
    format!("{group}/{prefix}{}", snake(bare))
}

/// Where the picture of `id`, a `kind` of content, is looked for; none for a kind without
/// pictures (decks, levels, campaigns).
pub fn picture_of(catalog: &Catalog, kind: Kind, id: &str) -> Option<PictureOf> {
    let own = |group: &str, named: &Option<String>, fallback: &str| PictureOf {
        named: named.clone(),
        key: format!("{group}/{id}"),
        own: true,
        fallback: format!("kind/{fallback}"),
    };
    let emblem = |named: &Option<String>, key: String, fallback: &str| PictureOf {
        named: named.clone(),
        key,
        own: false,
        fallback: format!("kind/{fallback}"),
    };
    Some(match kind {
        Kind::Character => own("fighter", &catalog.characters.get(id)?.image, "character"),
        Kind::Token => own("fighter", &catalog.tokens.get(id)?.image, "token"),
        Kind::Creature => own("fighter", &catalog.creatures.get(id)?.image, "creature"),
        Kind::Contender => own("fighter", &catalog.contenders.get(id)?.image, "contender"),
        Kind::Skill => own("skill", &catalog.skills.get(id)?.image, "skill"),
        Kind::Status => own("status", &catalog.statuses.get(id)?.image, "status"),
        Kind::Field => own("field", &catalog.fields.get(id)?.image, "field"),
        Kind::Extra => own("extra", &catalog.extras.get(id)?.image, "extra"),
        Kind::Card => {
            let card = catalog.cards.get(id)?;
            let attribute = card.attributes.names().first().map(|a| snake(a));
            let key = format!("card/{}", attribute.as_deref().unwrap_or("neutral"));
            emblem(&card.image, key, "card")
        }
        Kind::ShowCard => {
            let card = catalog.show_cards.get(id)?;
            emblem(&card.image, variant_key("wcard", "", &card.kind), "wcard")
        }
        Kind::Tactic => {
            let card = catalog.tactics.get(id)?;
            emblem(&card.image, variant_key("tactic", "", &card.kind), "tactic")
        }
        _ => return None,
    })
}

/// The path a content file's `image` names, inside `root` (the folder the content was read
/// from); refused when it is absolute or climbs out with `..`.
pub fn named_path(root: &Path, image: &str) -> Result<PathBuf, String> {
    let rel = Path::new(image);
    if rel.is_absolute() || rel.has_root() {
        return Err(format!(
            "`{image}` is an absolute path; name a picture inside the folder"
        ));
    }
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return Err(format!(
            "`{image}` leaves the folder (`..`); name a picture inside it"
        ));
    }
    Ok(root.join(rel))
}

/// The content folder (of `dirs`) that `file` was read from.
pub fn root_of<'a>(dirs: &'a ContentDirs, file: &Path) -> &'a Path {
    std::iter::once(&dirs.assets)
        .chain(std::iter::once(&dirs.levels))
        .chain(dirs.extra.iter())
        .filter(|d| file.starts_with(d))
        .max_by_key(|d| d.components().count())
        .map_or(dirs.assets.as_path(), |d| d.as_path())
}

/// The warnings about pictures: a named one that is missing, unreadable as a path or outside
/// its folder, and an item that should have its own but shows its kind's.
pub fn check(catalog: &Catalog, dirs: &ContentDirs) -> Vec<Problem> {
    let shipped = dirs.assets.join(IMAGES);
    let mut out = Vec::new();
    for ((kind, id), source) in &catalog.sources {
        let Some(of) = picture_of(catalog, *kind, id) else {
            continue;
        };
        let at = |message: String| {
            Problem::at_field(
                &source.path,
                &source.text,
                "image",
                0,
                format!("warning: {message}"),
            )
        };
        if let Some(named) = &of.named {
            match named_path(root_of(dirs, &source.path), named) {
                Err(why) => out.push(at(why)),
                Ok(path) if !path.is_file() => out.push(at(format!(
                    "no picture at `{}`; it shows {}",
                    path.display(),
                    shown_instead(&shipped, &of)
                ))),
                Ok(_) => {}
            }
        } else if of.own && !shipped.join(format!("{}.png", of.key)).is_file() {
            out.push(at(format!(
                "no picture of its own (name one with `image: \"...\"`); it shows {}",
                shown_instead(&shipped, &of)
            )));
        }
    }
    out
}

/// What is shown instead of a missing picture, in words.
fn shown_instead(shipped: &Path, of: &PictureOf) -> String {
    if shipped.join(format!("{}.png", of.key)).is_file() {
        format!("the game's `{}`", of.key)
    } else {
        format!("its kind's picture `{}`", of.fallback)
    }
}
