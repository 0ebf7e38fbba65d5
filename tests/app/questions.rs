//! The Skirmish's questions to the player as the real binary draws them (`vortex screenshot
//! --ask`): the battle plays on, plans answering, until the player is asked the question, which
//! is held open on screen for the picture.

use crate::screenshot::{
    assert_window_picture, no_display, pixels_near, run_screenshot, scratch_dir,
};

/// Pictures `level` once the player is asked `kind`; returns what the binary printed.
fn asked(test: &str, level: &str, kind: &str, frames: &str) -> Option<String> {
    if no_display(test) {
        return None;
    }
    let dir = scratch_dir(test);
    let out = dir.join("shot.png");
    let args = ["--level", level, "--ask", kind, "--frames", frames];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    // The prompt bar's gold frame is up.
    let gold = pixels_near(&out, [48, 42, 22]);
    assert!(gold > 20_000, "the prompt bar: {gold} pixels\n{printed}");
    let _ = std::fs::remove_dir_all(&dir);
    Some(printed)
}

/// ⑥高低差: the player's character comes down a drop and is asked for the fall check's card
/// (issue 15). The scenario is the tests' own (`tests/app/levels/app_fall_drop.level.ron`): a
/// fighter on a ledge three levels above its foe, its plans closing in, so the drop is certain
/// (a shipped scenario's line of play changes with the rules).
#[test]
fn a_fall_check_asks_the_player_for_its_card() {
    let level = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/app/levels/app_fall_drop.level.ron"
    );
    let Some(printed) = asked("fall", level, "fall", "200") else {
        return;
    };
    assert!(printed.contains("the player is asked (Fall)"), "{printed}");
}

/// 回避/ガード with 連携: a hit on the player's character asks for the answer, the allies' cards in
/// menus.
#[test]
fn a_hit_asks_the_player_for_an_answer() {
    let Some(printed) = asked("defend", "skirmish_01_windmill_ridge", "defend", "200") else {
        return;
    };
    assert!(
        printed.contains("the player is asked (Defend)"),
        "{printed}"
    );
}
