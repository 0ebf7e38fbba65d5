//! The Arena tournament through the window (issue 37, item 7; seed 001, 1.ゲームの遊び方 and
//! 2.キャラクターの作成, 知性): from the scenario list the first match is fought, the result
//! screen offers the next, and the builder opens on the contender as it fought with the point
//! it won; an intellect point given adds three skills. Driven with real keys and clicks
//! (xdotool) and read off the window with tesseract; the run saved in the data folder.

use crate::screenshot::{cannot_drive, drive_and_read, scratch_dir};

#[test]
fn a_tournament_goes_from_a_won_match_to_growing_for_the_next() {
    if cannot_drive("a_tournament_goes_from_a_won_match_to_growing_for_the_next") {
        return;
    }
    let data = scratch_dir("tournament");
    let (won, grown) = (data.join("won.png"), data.join("grown.png"));
    // In the list (grouped: the campaign, then the Duel, the Skirmish, the Arena), Tab goes to
    // the next rule system's first row: three times, the Arena's, which is the tournament; its
    // first match's builder fights on Enter;
    // E skips the bout to its end. Intellect's "+" is at about (139, 255) in the growth builder.
    let script = format!(
        "{bin} play >{log} 2>&1 & g=$!; sleep 20; \
         w=$(xdotool search --name 'Vortex Tactics' | head -n 1); \
         xdotool windowfocus --sync $w 2>/dev/null; xdotool mousemove 5 5; \
         xdotool key s; sleep 3; xdotool key Tab; sleep 1; xdotool key Tab; sleep 1; \
         xdotool key Tab; sleep 1; xdotool key Return; sleep 4; \
         xdotool key Return; sleep 8; xdotool key e; sleep 8; \
         import -window root {won}; xdotool key Return; sleep 4; \
         xdotool mousemove 139 255; sleep 1; xdotool click 1; sleep 2; xdotool mousemove 5 5; \
         sleep 2; import -window root {grown}; kill $g; wait $g",
        bin = env!("CARGO_BIN_EXE_vortex"),
        log = data.join("game.log").display(),
        won = won.display(),
        grown = grown.display(),
    );
    let text = drive_and_read(&data, &script, &grown);
    let after = crate::screenshot::ocr(&won);
    assert!(
        after.contains("Tournament: 1 won") && after.contains("match 2 of 6"),
        "the result screen: {after}"
    );
    assert!(text.contains("match 2 of 6"), "the builder's title: {text}");
    assert!(
        text.contains("0 of 13 points left"),
        "the point given: {text}"
    );
    assert!(
        text.contains("6 skills, 3 patterns") && text.contains("(3 of 6)"),
        "intellect 2 grown to 3: 3 + 3 skills: {text}"
    );
    let run = std::fs::read_to_string(data.join("tournament.ron")).expect("the run is saved");
    assert!(
        run.contains("arena_01_iron_reed") && run.contains("won: true"),
        "{run}"
    );
    let kept = std::fs::read_to_string(data.join("replays/kept.ron")).expect("pinned");
    assert!(
        kept.contains("arena_01_iron_reed"),
        "the match's replay is pinned: {kept}"
    );
    let _ = std::fs::remove_dir_all(&data);
}
