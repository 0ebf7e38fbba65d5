//! The Vortex's battle screen as the real binary draws it (`vortex screenshot --question KIND`,
//! issue 39 item 5): the battle plays on, every other question given its first answer, until the
//! player is asked the question, which is held open for the picture. The picture is read back:
//! the scenario's and a hero's names and "AC" by OCR, at least three terrain tints on the map,
//! and each zone's numeral read off its badge.

use crate::screenshot::{
    assert_window_picture, cannot_drive, ocr, pixels_near, run_screenshot, scratch_dir,
};
use std::path::Path;
use std::process::Command;

/// Pictures `level` once the player is asked `kind`; the picture's path and what was printed.
fn asked(test: &str, level: &str, kind: &str) -> Option<(std::path::PathBuf, String)> {
    if cannot_drive(test) {
        return None;
    }
    let dir = scratch_dir(test);
    let out = dir.join("shot.png");
    let args = ["--level", level, "--question", kind, "--frames", "6000"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    assert!(
        printed.contains(&format!("vortex: {kind} is asked in round")),
        "the player is asked `{kind}`:\n{printed}"
    );
    Some((out, printed))
}

/// The text tesseract reads off one zone badge (`x,y size s` as printed), scaled up, as a single
/// character.
fn badge_text(shot: &Path, at: &str) -> String {
    let (xy, size) = at.split_once(" size ").expect("`x,y size s`");
    let (x, y) = xy.split_once(',').expect("`x,y`");
    let s: u32 = size.trim().parse().expect("a size");
    let crop = shot.with_extension(format!("badge{x}-{y}.png"));
    let made = Command::new("convert")
        .arg(shot)
        .args([
            "-crop",
            &format!("{s}x{s}+{x}+{y}"),
            "+repage",
            "-resize",
            "600%",
            "-colorspace",
            "Gray",
            "-negate",
        ])
        .arg(&crop)
        .status()
        .is_ok_and(|st| st.success());
    assert!(made, "the badge is cut out of the picture");
    let read = Command::new("tesseract")
        .arg(&crop)
        .args([
            "-",
            "--psm",
            "10",
            "-c",
            "tessedit_char_whitelist=0123456789",
        ])
        .output()
        .expect("tesseract runs");
    String::from_utf8_lossy(&read.stdout).trim().to_string()
}

/// Issue 39 item 5 (vortex-design.md §5): a turn's question on Thornwall Keep — the scenario's
/// name, a hero's name and "AC" read back; open ground, rock and thicket each in its own tint
/// over the map; zones 1, 2 and 3 each read off its badge.
#[test]
fn a_vortex_turn_shows_the_map_its_terrain_and_zones_and_the_question() {
    let Some((shot, printed)) = asked("vortex_act", "vortex_06_thornwall_keep", "act") else {
        return;
    };
    let text = ocr(&shot);
    assert!(
        text.contains("Thornwall Keep"),
        "the scenario's name:\n{text}"
    );
    let heroes = [
        "Sylla Windreed",
        "Kaede Ashwright",
        "Orrin Tidecaller",
        "Garron Deepstone",
    ];
    assert!(
        heroes.iter().any(|h| text.contains(h)),
        "a hero's name:\n{text}"
    );
    assert!(
        text.contains("AC ORDER") || text.contains("AC "),
        "AC:\n{text}"
    );
    // Each terrain's tile (made from its picture) times level 0's shade: open ground's meadow,
    // the stone wall's grey laid over rock, a thicket's woodland green under its trees, over
    // thousands of pixels each (issue 42, item 1: tiles by terrain).
    let tints = [
        ("open ground", [143, 151, 122], 20_000),
        ("rock", [128, 127, 124], 3_000),
        ("thicket", [111, 140, 99], 1_500),
    ];
    for (what, rgb, least) in tints {
        let n = pixels_near(&shot, rgb);
        assert!(n > least, "{what}: {n} pixels of {rgb:?}\n{printed}");
    }
    let badges: Vec<(String, String)> = printed
        .lines()
        .filter_map(|l| l.strip_prefix("vortex: zone "))
        .filter_map(|l| l.split_once(" badge at "))
        .map(|(n, at)| (n.to_string(), at.to_string()))
        .collect();
    assert_eq!(badges.len(), 3, "three zones:\n{printed}");
    for (n, at) in &badges {
        let read = badge_text(&shot, at);
        assert_eq!(&read, n, "zone {n}'s badge at {at} reads {read:?}");
    }
    let _ = std::fs::remove_dir_all(shot.parent().expect("a folder"));
}
