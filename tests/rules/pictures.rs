//! Pictures (issue 42, item 1): every fighter, skill, status, field and extra of the game has a
//! picture of its own, every card its attribute's or kind's emblem, every kind a fallback; no
//! two fighters share one; each shipped PNG decodes; `vortex check` warns of a named picture
//! that is missing or outside its folder, with its file, line and column.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use std::collections::BTreeMap;
use std::path::Path;
use vortex_tactics::data::pictures::{check, picture_of};
use vortex_tactics::data::{ContentDirs, load_content};

fn images() -> std::path::PathBuf {
    ContentDirs::default().assets.join("images")
}

#[test]
fn every_item_of_the_game_has_its_picture_and_its_kind_a_fallback() {
    let dirs = ContentDirs::default();
    let (catalog, problems) = load_content(&dirs);
    assert!(problems.is_empty(), "{problems:?}");
    let mut counted = 0;
    for (kind, id) in catalog.sources.keys() {
        let Some(of) = picture_of(&catalog, *kind, id) else {
            continue;
        };
        counted += 1;
        assert!(
            of.named.is_none(),
            "{kind:?} {id}: the game's own content names no picture"
        );
        let own = images().join(format!("{}.png", of.key));
        assert!(own.is_file(), "{kind:?} {id}: no {}", own.display());
        let fallback = images().join(format!("{}.png", of.fallback));
        assert!(
            fallback.is_file(),
            "{kind:?} {id}: no fallback {}",
            fallback.display()
        );
    }
    // Characters, tokens, creatures, contenders, skills, statuses, fields, extras, cards, W
    // cards and tactics: every one was looked at.
    let c = &catalog;
    let all = c.characters.len()
        + c.tokens.len()
        + c.creatures.len()
        + c.contenders.len()
        + c.skills.len()
        + c.statuses.len()
        + c.fields.len()
        + c.extras.len()
        + c.cards.len()
        + c.show_cards.len()
        + c.tactics.len();
    assert_eq!(counted, all);
    assert_eq!(
        check(&catalog, &dirs),
        Vec::new(),
        "the game's content warns of no picture"
    );
}

#[test]
fn no_two_fighters_share_a_picture_and_every_picture_decodes() {
    let (catalog, _) = load_content(&ContentDirs::default());
    let fighters: Vec<&String> = catalog
        .characters
        .keys()
        .chain(catalog.tokens.keys())
        .chain(catalog.creatures.keys())
        .chain(catalog.contenders.keys())
        .collect();
    let mut seen: BTreeMap<Vec<u8>, &String> = BTreeMap::new();
    for id in &fighters {
        let bytes = std::fs::read(images().join(format!("fighter/{id}.png"))).expect("reads");
        if let Some(other) = seen.insert(bytes, id) {
            panic!("{other} and {id} share a picture");
        }
    }
    assert_eq!(seen.len(), fighters.len());
    let mut decoded = 0;
    for group in std::fs::read_dir(images()).expect("images/") {
        for file in std::fs::read_dir(group.expect("entry").path()).expect("group") {
            let path = file.expect("entry").path();
            let bytes = std::fs::read(&path).expect("reads");
            let image = Image::from_buffer(
                &bytes,
                ImageType::Extension("png"),
                CompressedImageFormats::NONE,
                true,
                ImageSampler::Default,
                RenderAssetUsages::RENDER_WORLD,
            )
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(
                (image.width(), image.height()),
                (96, 96),
                "{}",
                path.display()
            );
            decoded += 1;
        }
    }
    assert!(decoded >= 200, "{decoded} pictures");
}

/// A mod-like folder with one creature whose file names `image`.
fn creature_naming(dir: &Path, id: &str, image: &str) {
    let folder = dir.join("brawl/creatures");
    std::fs::create_dir_all(&folder).expect("folder");
    let text = format!(
        "(\n    name: \"Test {id}\",\n    image: \"{image}\",\n    bait: 1,\n    power: 1,\n    \
         colour: Blue,\n    family: \"Fish\",\n)\n"
    );
    std::fs::write(folder.join(format!("{id}.creature.ron")), text).expect("writes");
}

#[test]
fn check_warns_of_a_missing_or_escaping_picture_and_denies_it_on_request() {
    let dir = super::harness::temp_dir("pictures-check");
    creature_naming(&dir, "pic_missing", "images/none.png");
    creature_naming(&dir, "pic_escapes", "../../etc/passwd");
    creature_naming(&dir, "pic_absolute", "/etc/passwd");
    creature_naming(&dir, "pic_found", "images/found.png");
    std::fs::create_dir_all(dir.join("images")).expect("images");
    std::fs::copy(images().join("ui/die.png"), dir.join("images/found.png")).expect("copy");
    let path = dir.to_string_lossy().into_owned();
    let (code, out) = super::harness::check_cli(&[&path]);
    assert_eq!(code, Some(0), "warnings alone pass: {out}");
    let line = |id: &str| {
        out.lines()
            .find(|l| l.contains(&format!("{id}.creature.ron")))
            .unwrap_or_else(|| panic!("no line for {id}: {out}"))
            .to_string()
    };
    // path:line:col: field: message, at the `image:` the file writes (line 3, column 5).
    let missing = line("pic_missing");
    assert!(
        missing.contains(".creature.ron:3:5: image: warning: no picture at"),
        "{missing}"
    );
    assert!(
        missing.contains("its kind's picture `kind/creature`"),
        "{missing}"
    );
    assert!(line("pic_escapes").contains("leaves the folder"), "{out}");
    assert!(line("pic_absolute").contains("absolute path"), "{out}");
    assert!(
        !out.contains("pic_found.creature.ron"),
        "a picture that is there: {out}"
    );
    assert!(out.contains("3 warning(s)"), "{out}");
    let (code, _) = super::harness::check_cli(&[&path, "--deny-warnings"]);
    assert_eq!(code, Some(1), "--deny-warnings fails on a warning");
}
