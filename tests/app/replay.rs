//! Replays through the real window (issue 36, items 5 and 9; docs/REPLAYS.md): the game under
//! Xvfb, a Duel's first question answered with the key 1 and the rest left to plans with E
//! (xdotool, `scripts/window-replay`); the battle's replay is written to the data folder's
//! `replays/` and `vortex verify` says it holds.

use crate::screenshot::{
    DISPLAY, drive_and_read, no_display, ocr_tools_missing, root, scratch_dir,
};
use std::process::Command;

#[test]
fn a_battle_won_in_the_window_leaves_a_replay_that_verifies() {
    if no_display("a_battle_won_in_the_window_leaves_a_replay_that_verifies") {
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let data = scratch_dir("replay");
    let out = Command::new("bash")
        .arg(root().join("scripts/window-replay"))
        .arg(env!("CARGO_BIN_EXE_vortex"))
        .args(["duel_01_first_spark", "1"])
        .arg(&data)
        .env("WARM", "25")
        .current_dir(root())
        .output()
        .expect("scripts/window-replay runs");
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = said.lines().last().unwrap_or_default().trim().to_string();
    let text = std::fs::read_to_string(&file).expect("the replay is there");
    assert!(
        text.contains("Answer((side: 0, question: 1, picks: [0]))"),
        "{text}"
    );
    assert!(text.contains("Autopilot(at: "), "{text}");
    let verified = Command::new(env!("CARGO_BIN_EXE_vortex"))
        .args(["verify", &file])
        .current_dir(root())
        .output()
        .expect("verify runs");
    let line = String::from_utf8_lossy(&verified.stdout).into_owned();
    assert!(verified.status.success(), "{line}");
    assert!(
        line.starts_with("ok: level=duel_01_first_spark seed=1 outcome=Won rounds="),
        "{line}"
    );
    // Issue 39, item 2: the one results file holds the win. E handed the battle to plans, so
    // its time is not held against par: no best time, no best replay kept for it (an
    // unassisted win's best time and replay: `tests/app/newcomer.rs`).
    let results = std::fs::read_to_string(data.join("results.ron")).expect("results written");
    let name = std::path::Path::new(&file)
        .file_name()
        .and_then(|n| n.to_str())
        .expect("a file name")
        .to_string();
    assert!(results.contains("\"duel_01_first_spark\""), "{results}");
    assert!(results.contains("won: true"), "{results}");
    assert!(results.contains("wins: 1"), "{results}");
    assert!(!results.contains("best_ms"), "{results}");
    assert!(!results.contains("best_replay"), "{results}");
    let kept = std::fs::read_to_string(data.join("replays/kept.ron")).unwrap_or_default();
    assert!(!kept.contains(&name), "{kept}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_replays_screen_lists_the_kept_replays_and_pins_one() {
    // Issue 36, item 7: the title's Replays entry (R) lists the replays of the data folder with
    // scenario, result and time; P pins the one chosen (kept.ron). Read off the window with
    // tesseract.
    if no_display("the_replays_screen_lists_the_kept_replays_and_pins_one") {
        return;
    }
    if ocr_tools_missing() {
        return;
    }
    let data = scratch_dir("replays-screen");
    let folder = data.join("replays");
    std::fs::create_dir_all(&folder).expect("folder");
    std::fs::copy(
        root().join("tests/replays/window-duel_01_first_spark-1.replay.ron"),
        folder.join("20261127-010048-duel_01_first_spark-1.replay.ron"),
    )
    .expect("copied");
    let shot = data.join("list.png");
    let script = format!(
        "{bin} >{log} 2>&1 & g=$!; sleep 20; \
         w=$(xdotool search --name 'Vortex Tactics' | head -n 1); \
         xdotool windowfocus --sync $w 2>/dev/null; \
         xdotool key r; sleep 2; xdotool key p; sleep 2; \
         import -window root {shot}; kill $g; wait $g",
        bin = env!("CARGO_BIN_EXE_vortex"),
        log = data.join("game.log").display(),
        shot = shot.display(),
    );
    let text = drive_and_read(&data, &script, &shot);
    assert!(text.contains("REPLAYS"), "{text}");
    assert!(
        text.contains("First Spark") && text.contains("Won"),
        "{text}"
    );
    assert!(text.contains("PINNED"), "{text}");
    let kept = std::fs::read_to_string(folder.join("kept.ron")).expect("pins saved");
    assert!(
        kept.contains("20261127-010048-duel_01_first_spark-1.replay.ron"),
        "{kept}"
    );
    let _ = std::fs::remove_dir_all(&data);
}
