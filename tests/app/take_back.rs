//! Taking a move back in the real window (issue 40, items 6 and 9): a Skirmish fighter of the
//! player moves with the map's keys (the cursor on its first reachable square, Enter), the prompt
//! offers "Take the move back (Z)", Z takes it back, and the log says so — read back with OCR.

use crate::screenshot::{DISPLAY, cannot_drive, scratch_dir};
use crate::window::Window;
use std::process::Command;

/// The most a screen may take to answer a key on a busy machine.
const PATIENCE: u64 = 20;
/// The prompt bar over the map.
const PROMPT: Option<&str> = Some("940x110+0+80");
/// The battle log on the right.
const LOG: Option<&str> = Some("330x560+950+80");

#[test]
fn a_skirmish_move_is_taken_back_with_z_and_the_log_says_so() {
    if cannot_drive("a_skirmish_move_is_taken_back_with_z_and_the_log_says_so")
        || Command::new("Xvfb").arg("-help").output().is_err()
    {
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("take-back");
    let mut w = Window::open_with(&dir, &["--level", "skirmish_01_windmill_ridge", "--fight"]);
    let asked = w.wait_for(PROMPT, PATIENCE, |t| t.contains("click a square"));
    assert!(
        asked.contains("click a square"),
        "the player is asked:\n{asked}"
    );
    // The cursor to the first square a move reaches and back, then Enter: the move.
    w.key("Down", 400);
    w.key("Up", 400);
    w.key("Return", 800);
    let moved = w.wait_for(PROMPT, PATIENCE, |t| t.contains("Take the move back"));
    assert!(
        moved.contains("Take the move back"),
        "a move that revealed nothing may be taken back:\n{moved}"
    );
    w.key("z", 800);
    let log = w.wait_for(LOG, PATIENCE, |t| t.contains("takes the move back"));
    assert!(
        log.contains("takes the move back"),
        "the log says so:\n{log}"
    );
    let again = w.read(PROMPT);
    assert!(
        !again.contains("Take the move back"),
        "taken back once, the move is gone:\n{again}"
    );
    drop(w);
    let _ = std::fs::remove_dir_all(&dir);
}
