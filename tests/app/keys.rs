//! Keys are the player's (issue 42, item 3), driven through the real window with real keys and
//! read back with OCR: Settings → Keys, the battle's "fight again" bound to G (kept in
//! settings.ron at once), a clash refused naming the action; then in a battle G asks to fight
//! again and R no longer does; F11 switches to the full screen and back, kept.

use crate::screenshot::{DISPLAY, cannot_drive, scratch_dir};
use crate::window::Window;
use std::process::Command;

const PATIENCE: u64 = 20;
/// Where a dialog is drawn, in the middle of the window.
const DIALOG: Option<&str> = Some("640x720+320+0");

fn settings(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("data").join("settings.ron")).unwrap_or_default()
}

#[test]
fn a_key_bound_in_the_settings_acts_in_the_battle_and_a_clash_is_refused() {
    if cannot_drive("a_key_bound_in_the_settings_acts_in_the_battle_and_a_clash_is_refused")
        || Command::new("Xvfb").arg("-help").output().is_err()
    {
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("keys");
    let mut w = Window::open(&dir);
    w.wait_for(None, PATIENCE, |t| t.contains("Campaign"));

    // Settings (O), up twice past Done to Keys…, Enter.
    w.key("o", 500);
    w.wait_for(DIALOG, PATIENCE, |t| t.contains("Settings"));
    w.key("Up", 300);
    w.key("Up", 300);
    w.key("Return", 500);
    let keys = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Everywhere"));
    assert!(
        keys.contains("Keys")
            && keys.contains("Restore the defaults")
            && keys.contains("Questions"),
        "the Keys dialog opens on the global keys:\n{keys}"
    );
    // Right to the battle's keys, down to "Fight again", Enter, then G.
    for _ in 0..5 {
        w.key("Right", 300);
    }
    let battle = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Pause menu"));
    assert!(
        battle.contains("Fight again"),
        "the battle's keys:\n{battle}"
    );
    w.key("Down", 300);
    w.key("Return", 500);
    let waiting = w.wait_for(DIALOG, PATIENCE, |t| t.contains("press a key"));
    assert!(waiting.contains("press a key"), "it waits:\n{waiting}");
    w.key("g", 800);
    let bound = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Fight again: G"));
    assert!(bound.contains("Fight again: G"), "said:\n{bound}");
    assert!(
        settings(&dir).contains("\"KeyG\""),
        "kept:\n{}",
        settings(&dir)
    );
    // The pace's F taken for it: refused, naming the action that has it.
    w.key("Return", 500);
    w.key("f", 800);
    let refused = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Not bound"));
    assert!(
        refused.contains("Not bound") && refused.contains("Pace"),
        "refused, naming it:\n{refused}"
    );
    assert!(
        settings(&dir).contains("\"KeyG\""),
        "unchanged:\n{}",
        settings(&dir)
    );
    // Esc twice: out of the keys and the settings.
    w.key("Escape", 500);
    w.key("Escape", 500);
    w.wait_for(None, PATIENCE, |t| {
        t.contains("Rule systems") && !t.contains("Settings")
    });

    // A battle: the campaign's first scenario (a Vortex battle).
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("OPEN"));
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("Fight"));
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("Begin"));
    w.key("Return", 500);
    let on = w.wait_for(None, PATIENCE, |t| t.contains("BATTLE LOG"));
    assert!(
        on.contains("G restart") || on.contains("Grestart") || on.contains("G  restart"),
        "the log's foot names the new key:\n{on}"
    );
    w.key("r", 800);
    let nothing = w.read(DIALOG);
    assert!(
        !nothing
            .to_lowercase()
            .contains("fight again from the start?"),
        "R is no longer the key:\n{nothing}"
    );
    w.key("g", 500);
    let asks = |t: &str| t.to_lowercase().contains("fight again from the start?");
    let asked = w.wait_for(DIALOG, PATIENCE, asks);
    assert!(asks(&asked), "G asks to fight again:\n{asked}");
    w.key("Escape", 500);

    // F11: the full screen, kept; F11 again: a window.
    w.key("F11", 1500);
    assert!(
        settings(&dir).contains("mode: Borderless"),
        "{}",
        settings(&dir)
    );
    w.key("F11", 1500);
    assert!(
        settings(&dir).contains("mode: Window"),
        "{}",
        settings(&dir)
    );
    assert!(w.running());
    drop(w);
    let _ = std::fs::remove_dir_all(&dir);
}
