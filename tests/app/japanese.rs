//! The window in Japanese (issue 42, items 4 and 6): with the settings' language Japanese the
//! title and the settings draw Japanese glyphs from the bundled font, not boxes (read back with
//! tesseract's Japanese), and switching the language in the settings speaks English at once; and
//! every preset's battle, pictured in Japanese, reads back in Japanese.

use crate::screenshot::{DISPLAY, cannot_drive, ocr_in, run_screenshot, scratch_dir};
use crate::window::Window;
use std::process::Command;

const PATIENCE: u64 = 20;

fn has_japanese_ocr() -> bool {
    Command::new("tesseract")
        .arg("--list-langs")
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| l == "jpn")
        })
}

#[test]
fn a_japanese_window_draws_japanese_and_the_language_switches_back() {
    if cannot_drive("a_japanese_window_draws_japanese_and_the_language_switches_back")
        || Command::new("Xvfb").arg("-help").output().is_err()
    {
        return;
    }
    if !has_japanese_ocr() {
        eprintln!("SKIPPED: tesseract has no Japanese (apt-get install tesseract-ocr-jpn)");
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("japanese");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).expect("a data folder");
    std::fs::write(data.join("settings.ron"), "(language: Japanese)").expect("settings");
    let mut w = Window::open(&dir);
    let squeezed = |t: &str| t.replace([' ', '\u{3000}'], "");
    let title = w.wait_for_in(None, "jpn+eng", PATIENCE, |t| {
        squeezed(t).contains("キャンペーン")
    });
    let title = squeezed(&title);
    assert!(
        title.contains("キャンペーン") && title.contains("ルールシステム"),
        "the title in Japanese:\n{title}"
    );
    // The settings: their title and the language's own entry.
    w.key("o", 800);
    let settings = w.wait_for_in(None, "jpn+eng", PATIENCE, |t| squeezed(t).contains("言語"));
    let settings = squeezed(&settings);
    assert!(
        settings.contains("設定") && settings.contains("言語"),
        "the settings in Japanese:\n{settings}"
    );
    // Up three times (past Done and Keys) to the language, Left: English at once.
    for _ in 0..3 {
        w.key("Up", 300);
    }
    w.key("Left", 800);
    let english = w.wait_for(None, PATIENCE, |t| t.contains("Language"));
    assert!(
        english.contains("Settings") && english.contains("English"),
        "English again:\n{english}"
    );
    let kept = std::fs::read_to_string(data.join("settings.ron")).unwrap_or_default();
    assert!(kept.contains("language: English"), "kept:\n{kept}");
    drop(w);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_presets_battle_draws_its_top_bar_in_japanese() {
    // Issue 42, item 6: each rule system's battle, pictured with `--lang ja`, reads back in
    // Japanese (the top bar's phase word and its round or turn), so its glyphs are drawn, not
    // boxes.
    if cannot_drive("every_presets_battle_draws_its_top_bar_in_japanese")
        || Command::new("Xvfb").arg("-help").output().is_err()
    {
        return;
    }
    if !has_japanese_ocr() {
        eprintln!("SKIPPED: tesseract has no Japanese (apt-get install tesseract-ocr-jpn)");
        return;
    }
    let squeezed = |t: &str| t.replace([' ', '\u{3000}'], "");
    for level in [
        "duel_01_first_spark",
        "arena_01_iron_reed",
        "brawl_01_thornwall_crossing",
        "skirmish_01_windmill_ridge",
        "showdown_01_first_open",
        "vortex_01_ember_road",
    ] {
        let dir = scratch_dir(&format!("japanese-{level}"));
        let out = dir.join("shot.png");
        let args = ["--level", level, "--lang", "ja", "--frames", "60"];
        let (ok, printed) = run_screenshot(&dir, &out, &args);
        assert!(
            ok,
            "{level}: `vortex screenshot --lang ja` failed:\n{printed}"
        );
        let text = squeezed(&ocr_in(&out, "jpn+eng"));
        assert!(
            text.contains("フェイズ") && (text.contains("ラウンド") || text.contains("ターン")),
            "{level}: the top bar in Japanese:\n{text}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
