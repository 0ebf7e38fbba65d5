//! Pictures in the window (issue 42, items 1 and 6): the real binary loads every shipped picture
//! behind its loading screen, resolves every content item's, and draws the fighters' tokens with
//! them.

use super::screenshot::{
    assert_window_picture, cannot_drive, drive_and_read, no_display, pixels_near, root,
    run_screenshot, scratch_dir,
};
use vortex_tactics::data::pictures::picture_of;
use vortex_tactics::data::{ContentDirs, load_content};

/// The number after `word` in `line` (`pictures: 214 shipped loaded, …`).
fn number_before(line: &str, word: &str) -> usize {
    let head = line.split(word).next().unwrap_or_default();
    head.split_whitespace()
        .last()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX)
}

#[test]
fn every_picture_loads_and_the_fighters_stand_as_their_pictures() {
    if no_display("every_picture_loads_and_the_fighters_stand_as_their_pictures") {
        return;
    }
    let dir = scratch_dir("pictures");
    let out = dir.join("shot.png");
    let args = ["--level", "vortex_04_three_stones", "--frames", "8"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let line = printed
        .lines()
        .find(|l| l.starts_with("pictures: "))
        .unwrap_or_else(|| panic!("the run says what it loaded:\n{printed}"));
    let shipped = walk(&root().join("assets/images"));
    assert!(shipped >= 200, "{shipped} pictures in assets/images");
    assert_eq!(number_before(line, "shipped"), shipped, "{line}");
    let (catalog, _) = load_content(&ContentDirs::default());
    let pictured = catalog
        .sources
        .keys()
        .filter(|(k, id)| picture_of(&catalog, *k, id).is_some())
        .count();
    assert_eq!(number_before(line, "content"), pictured, "{line}");
    // On the map: Sylla Windreed's archer in the wind's green, Orrin Tidecaller's trident in the
    // water's blue, the Clockwork Decoy and the foes' own (art/pictures.toml's tints).
    for (what, tint) in [
        ("wind", [143, 217, 138]),
        ("water", [90, 167, 232]),
        ("fire", [240, 122, 74]),
    ] {
        let n = pixels_near(&out, tint);
        assert!(n > 40, "{what} tint {tint:?}: {n} pixels");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 42, item 1: "cards get frames by attribute or kind". The Showdown's zone cards stand
/// framed in their kind's colour with their kind's picture (the monster's grasp, #f07a5a, over
/// hundreds of pixels: before the frames the Showdown drew no picture at all), and the Vortex's
/// lane and hand cards likewise (its monster card in lane 1, Batwing Lantern).
#[test]
fn the_showdowns_and_the_vortexs_cards_stand_in_frames_with_their_pictures() {
    if no_display("the_showdowns_and_the_vortexs_cards_stand_in_frames_with_their_pictures") {
        return;
    }
    let dir = scratch_dir("frames");
    for (level, frames) in [
        ("showdown_01_first_open", "150"),
        ("vortex_07_frostglass_terraces", "150"),
    ] {
        let out = dir.join(format!("{level}.png"));
        let args = ["--level", level, "--frames", frames];
        let (ok, printed) = run_screenshot(&dir, &out, &args);
        assert!(ok, "`vortex screenshot` failed:\n{printed}");
        assert_window_picture(&out, &printed);
        let monster = pixels_near(&out, [240, 122, 90]);
        assert!(
            monster > 150,
            "{level}: the monster cards' picture: {monster} pixels"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_credits_screen_names_every_assets_source_and_licence() {
    // Issue 42, item 1: "an in-game Credits screen shows it". Title, I; read off the window.
    if cannot_drive("the_credits_screen_names_every_assets_source_and_licence") {
        return;
    }
    let data = scratch_dir("credits");
    let shot = data.join("credits.png");
    let script = format!(
        "{bin} play >{log} 2>&1 & g=$!; sleep 12; \
         w=$(xdotool search --name 'Vortex Tactics' | head -n 1); \
         xdotool windowfocus --sync $w 2>/dev/null; xdotool key i; sleep 2; \
         for i in 1 2 3 4; do xdotool key Down; sleep 0.3; done; sleep 1; \
         import -window root {shot}; kill $g; wait $g",
        bin = env!("CARGO_BIN_EXE_vortex"),
        log = data.join("game.log").display(),
        shot = shot.display(),
    );
    let text = drive_and_read(&data, &script, &shot);
    assert!(text.contains("Credits"), "{text}");
    // Scrolled down to the pictures' licence.
    assert!(text.contains("Game-icons"), "{text}");
    assert!(text.contains("CC BY 3.0"), "{text}");
    let _ = std::fs::remove_dir_all(&data);
}

/// How many PNG files are under `dir`, at any depth.
fn walk(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .map(|p| {
                    if p.is_dir() {
                        walk(&p)
                    } else {
                        usize::from(p.extension().is_some_and(|e| e == "png"))
                    }
                })
                .sum()
        })
        .unwrap_or(0)
}
