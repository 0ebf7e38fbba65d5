//! Replays through the real window (issue 36, items 5 and 9; docs/REPLAYS.md): the game under
//! Xvfb, a Duel's first question answered with the key 1 and the rest left to plans with E
//! (xdotool, `scripts/window-replay`); the battle's replay is written to the data folder's
//! `replays/` and `vortex verify` says it holds.

use crate::screenshot::{DISPLAY, no_display, root, scratch_dir};
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
    let _ = std::fs::remove_dir_all(&data);
}
