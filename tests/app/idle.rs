//! Quiet when idle: the real game under Xvfb, in a Duel that reaches the player's first question,
//! then left alone; `scripts/idle-cpu` reads the process's CPU time and fails above 2 % of a core.

use crate::screenshot::{DISPLAY, no_display, root};
use std::process::Command;

#[test]
fn a_battle_waiting_for_the_player_uses_next_to_no_cpu() {
    if no_display("a_battle_waiting_for_the_player_uses_next_to_no_cpu") {
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let out = Command::new("bash")
        .arg(root().join("scripts/idle-cpu"))
        .arg(env!("CARGO_BIN_EXE_vortex"))
        .env("WARM", "25")
        .env("SECONDS_IDLE", "8")
        .env(
            "VORTEX_DATA_DIR",
            std::env::temp_dir().join("vortex-app-idle-saves"),
        )
        .current_dir(root())
        .output()
        .expect("scripts/idle-cpu runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("idle CPU:"), "{said}");
}
