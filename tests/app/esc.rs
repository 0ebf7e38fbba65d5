//! Esc is safe everywhere (issue 40, items 1, 2 and 9), driven through the real window with real
//! keys and read back with OCR: on the title it asks before quitting; the scenario list keeps
//! the highlighted row in view as the arrows move it, and keeps its place when the player comes
//! back; in a battle Esc opens the pause menu, and leaving asks while the battle is not over.

use crate::screenshot::{DISPLAY, cannot_drive, scratch_dir};
use crate::window::Window;
use std::process::Command;

/// The most a screen may take to answer a key on a busy machine.
const PATIENCE: u64 = 20;
/// Where a dialog is drawn, in the middle of the window (read alone, OCR reads it whole).
const DIALOG: Option<&str> = Some("560x420+360+150");

#[test]
fn esc_never_quits_or_leaves_a_battle_on_one_key_and_the_list_keeps_its_place() {
    if cannot_drive("esc_never_quits_or_leaves_a_battle_on_one_key_and_the_list_keeps_its_place")
        || Command::new("Xvfb").arg("-help").output().is_err()
    {
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("esc");
    let mut w = Window::open(&dir);
    let title = w.wait_for(None, PATIENCE, |t| t.contains("Campaign"));
    assert!(title.contains("Quit"), "the title:\n{title}");

    // The title: Esc asks; Esc again stays.
    w.key("Escape", 500);
    let asked = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Quit Vortex Tactics?"));
    assert!(
        asked.contains("Quit Vortex Tactics?"),
        "the title's Esc asks:\n{asked}"
    );
    assert!(w.running(), "Esc alone does not quit");
    w.key("Escape", 500);
    let title = w.wait_for(DIALOG, PATIENCE, |t| !t.contains("Quit Vortex Tactics?"));
    assert!(
        !title.contains("Quit Vortex Tactics?"),
        "Esc on the question stays:\n{title}"
    );
    assert!(w.running());

    // The list, grouped: the Duel's scenarios first, the others below.
    w.key("s", 500);
    let list = w.wait_for(None, PATIENCE, |t| t.contains("Choose a scenario"));
    assert!(
        list.contains("Duel") && list.contains("start with") && list.contains("First Spark"),
        "the list, grouped by rule system, from its top:\n{list}"
    );
    // Twelve rows down, the highlight is kept in view: the list has scrolled past the first.
    for _ in 0..12 {
        w.key("Down", 250);
    }
    let moved = w.wait_for(None, PATIENCE, |t| {
        !t.contains("First Spark") && t.contains("Arena")
    });
    assert!(
        !moved.contains("First Spark") && moved.contains("Arena"),
        "the list follows the highlight:\n{moved}"
    );
    // Back to the title and in again: the list keeps its place.
    w.key("Escape", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("Rule systems"));
    w.key("s", 500);
    let again = w.wait_for(None, PATIENCE, |t| {
        t.contains("Choose a scenario") && t.contains("Arena")
    });
    assert!(
        !again.contains("First Spark") && again.contains("Arena"),
        "the list keeps its place:\n{again}"
    );
    w.key("Escape", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("Rule systems"));

    // A battle: the campaign's first scenario, its deck screen, its first screen.
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("OPEN"));
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("Fight"));
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("Begin"));
    w.key("Return", 500);
    w.wait_for(None, PATIENCE, |t| t.contains("BATTLE LOG"));
    w.key("Escape", 500);
    let paused = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Paused"));
    assert!(
        paused.contains("Paused") && paused.contains("Leave the battle"),
        "Esc in a battle opens the pause menu:\n{paused}"
    );
    // Down to "Leave the battle" and Enter: the battle is not over, so it asks.
    for _ in 0..3 {
        w.key("Down", 300);
    }
    w.key("Return", 500);
    let question = w.wait_for(DIALOG, PATIENCE, |t| t.contains("Leave the battle?"));
    assert!(
        question.contains("Leave the battle?") && question.contains("Stay"),
        "leaving asks first:\n{question}"
    );
    // Enter stays (the safe answer is highlighted): the battle is still on screen.
    w.key("Return", 500);
    let stayed = w.wait_for(DIALOG, PATIENCE, |t| !t.contains("Leave the battle?"));
    assert!(
        !stayed.contains("Leave the battle?"),
        "Enter stays:\n{stayed}"
    );
    let battle = w.read(None);
    assert!(battle.contains("Ember Road"), "in the battle:\n{battle}");
    // Esc, down to Leave, Enter, then Y: back on the campaign screen.
    w.key("Escape", 500);
    w.wait_for(DIALOG, PATIENCE, |t| t.contains("Paused"));
    for _ in 0..3 {
        w.key("Down", 300);
    }
    w.key("Return", 500);
    w.wait_for(DIALOG, PATIENCE, |t| t.contains("Leave the battle?"));
    w.key("y", 500);
    let campaign = w.wait_for(None, PATIENCE, |t| t.contains("OPEN"));
    assert!(
        campaign.contains("OPEN") && !campaign.contains("Paused"),
        "Y leaves, to the campaign:\n{campaign}"
    );
    assert!(w.running(), "and the game goes on");
    drop(w);
    let _ = std::fs::remove_dir_all(&dir);
}
