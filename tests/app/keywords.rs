//! Seed 002's traits on the Skirmish's map (issue 37, item 10): hovering a fighter shows the
//! traits it carries and what is left of its shield. Driven with the real pointer (xdotool) and
//! read off the window with tesseract.

use crate::screenshot::{cannot_drive, drive_and_read, scratch_dir};

#[test]
fn hovering_a_fighter_shows_its_traits_and_its_shield_left() {
    if cannot_drive("hovering_a_fighter_shows_its_traits_and_its_shield_left") {
        return;
    }
    let data = scratch_dir("keywords");
    let shot = data.join("warden.png");
    // The 10×8 map of Thornback Gate is drawn with the warden's square (3, 2) at about
    // (419, 266) in a 1280×720 window.
    let script = format!(
        "{bin} play --level skirmish_04_thornback_gate --fight >{log} 2>&1 & g=$!; sleep 20; \
         w=$(xdotool search --name 'Vortex Tactics' | head -n 1); \
         xdotool windowfocus --sync $w 2>/dev/null; \
         xdotool key Return; sleep 6; \
         xdotool mousemove 419 266; sleep 1; xdotool mousemove 420 267; sleep 2; \
         import -window root {shot}; kill $g; wait $g",
        bin = env!("CARGO_BIN_EXE_vortex"),
        log = data.join("game.log").display(),
        shot = shot.display(),
    );
    let text = drive_and_read(&data, &script, &shot);
    assert!(text.contains("Thornback Warden"), "{text}");
    assert!(
        text.contains("Guardian, Shield 4 (4 left), Stubborn"),
        "the warden's traits: {text}"
    );
    let _ = std::fs::remove_dir_all(&data);
}
