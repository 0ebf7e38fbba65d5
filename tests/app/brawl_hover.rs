//! The Brawl's creature squares take the click and still show each word's tip (issue 40, item
//! 5: "the Brawl's trait badges included"): a trait badge's hover says what the trait does. Driven
//! with the real keys and pointer (xdotool) and read off the window with tesseract.

use crate::screenshot::{cannot_drive, drive_and_read, scratch_dir};

#[test]
fn hovering_a_brawl_trait_badge_says_what_the_trait_does() {
    if cannot_drive("hovering_a_brawl_trait_badge_says_what_the_trait_does") {
        return;
    }
    let data = scratch_dir("brawl-hover");
    let shot = data.join("badge.png");
    // Thornwall Crossing with seed 2001: after six Enters (the player's turns ended, a discard
    // question up) the foe's Cinder Wasp stands on front 2, its Venom fang badge at about
    // (447, 270) in a 1280×720 window (after its picture and the Swift badge).
    let script = format!(
        "{bin} play --level brawl_01_thornwall_crossing --fight >{log} 2>&1 & g=$!; sleep 16; \
         w=$(xdotool search --name 'Vortex Tactics' | head -n 1); \
         xdotool windowfocus --sync $w 2>/dev/null; \
         for i in 1 2 3 4 5 6; do xdotool key Return; sleep 1.5; done; \
         xdotool mousemove 444 268; sleep 1; xdotool mousemove 447 270; sleep 2; \
         import -window root {shot}; kill $g; wait $g",
        bin = env!("CARGO_BIN_EXE_vortex"),
        log = data.join("game.log").display(),
        shot = shot.display(),
    );
    let text = drive_and_read(&data, &script, &shot);
    assert!(text.contains("Cinder Wasp"), "{text}");
    assert!(
        text.contains("Venom fang: The creature it fought is poisoned"),
        "the badge's tip shows over the clickable square: {text}"
    );
    let _ = std::fs::remove_dir_all(&data);
}
