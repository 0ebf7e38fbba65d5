//! The Skirmish map offers both ways at a foe in reach (issue 37, item 13; seed 003 ■ターン処理:
//! the aux action moves, the main action strikes): a right-click on the foe's square moves onto
//! it, engaging it, and the knife is offered next. Driven with real clicks (xdotool) and read off
//! the window with tesseract.

use crate::screenshot::{drive_and_read, no_display, ocr_tools_missing, root, scratch_dir};

#[test]
fn a_right_click_on_a_foe_in_reach_moves_onto_its_square() {
    if no_display("a_right_click_on_a_foe_in_reach_moves_onto_its_square") {
        return;
    }
    if ocr_tools_missing() {
        return;
    }
    let data = scratch_dir("close-in");
    let shot = data.join("moved.png");
    let level = root().join("tests/app/levels/app_close_in.level.ron");
    // The 6×4 map is drawn with the raider's square (4, 2) at about (583, 352) in a 1280×720
    // window; the pointer rests on it before the right-click.
    let script = format!(
        "{bin} play --level {level} --seed 1 --fight >{log} 2>&1 & g=$!; sleep 20; \
         w=$(xdotool search --name 'Vortex Tactics' | head -n 1); \
         xdotool windowfocus --sync $w 2>/dev/null; \
         xdotool key Return; sleep 8; \
         xdotool mousemove 583 352; sleep 2; xdotool mousemove 584 353; sleep 2; \
         xdotool click 3; sleep 5; xdotool mousemove 700 600; sleep 2; \
         import -window root {shot}; kill $g; wait $g",
        bin = env!("CARGO_BIN_EXE_vortex"),
        level = level.display(),
        log = data.join("game.log").display(),
        shot = shot.display(),
    );
    let text = drive_and_read(&data, &script, &shot);
    assert!(
        text.contains("to (4,2)") && text.contains("engaged"),
        "{text}"
    );
    assert!(
        text.contains("Skinning Knife (AC 4)"),
        "the knife next: {text}"
    );
    assert!(text.contains("right-click"), "the legend says so: {text}");
    let _ = std::fs::remove_dir_all(&data);
}
