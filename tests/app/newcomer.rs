//! A newcomer plays the campaign's first three scenarios through the real window (issue 39 item
//! 3): the game starts on a fresh data folder; from then on every key is chosen from what the
//! screen says, read back with OCR — Enter on the title's first entry, on the campaign's open
//! scenario, on the deck screen's Fight and on the scenario's first screen; F for speed, as the
//! key hints say; then, whenever a question is up, the number or Enter its words point to: 1 for
//! a pattern or a target, Enter on a turn's suggested answer. When the battle is over, Enter
//! goes on to the result and Esc back to the campaign, which must then show the scenario won.

use crate::screenshot::{DISPLAY, cannot_drive, scratch_dir};
use crate::window::Window;
use std::process::Command;
use std::time::{Duration, Instant};

/// The most a scenario may take, first screen to result.
const SCENARIO_TIME: Duration = Duration::from_secs(420);

/// Plays the battle on screen to its end, answering from what the prompt says; the number of
/// questions answered.
fn play_battle(w: &mut Window, name: &str) -> u32 {
    let started = Instant::now();
    let mut answered = 0;
    let mut quiet = 0;
    loop {
        assert!(
            started.elapsed() < SCENARIO_TIME,
            "{name} did not end in {SCENARIO_TIME:?} ({answered} questions answered)"
        );
        // The question bar over the map.
        let prompt = w.read(Some("660x130+284+78"));
        if prompt.contains("suggested") {
            w.key("Return", 400);
            answered += 1;
            quiet = 0;
        } else if prompt.contains("Which pattern")
            || prompt.contains("Whom")
            || prompt.contains("which")
            || prompt.contains("Where")
            || prompt.contains("keys 1-9")
        {
            w.key("1", 400);
            answered += 1;
            quiet = 0;
        } else {
            quiet += 1;
            if quiet % 4 == 0 {
                let all = w.read(None);
                let over = ["VICTORY", "DEFEAT", "DRAW", "Back to the campaign"];
                if over.iter().any(|o| all.contains(o)) {
                    return answered;
                }
            }
            std::thread::sleep(Duration::from_millis(300));
        }
    }
}

/// Issue 39 item 3: the first three scenarios of the campaign, each won by a newcomer who reads
/// the screen and presses what it says.
#[test]
fn a_newcomer_wins_the_first_three_scenarios_from_the_screen_alone() {
    if cannot_drive("a_newcomer_wins_the_first_three_scenarios_from_the_screen_alone")
        || Command::new("Xvfb").arg("-help").output().is_err()
    {
        return;
    }
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = scratch_dir("newcomer");
    let mut w = Window::open(&dir);
    let title = w.read(None);
    assert!(
        title.contains("Campaign"),
        "the title's first entry:\n{title}"
    );
    w.key("Return", 3000);
    for (k, name) in ["Ember Road", "Tidebreak Ford", "Windmill Rise"]
        .iter()
        .enumerate()
    {
        let campaign = w.read(None);
        assert!(
            campaign.contains(name) && campaign.contains("OPEN"),
            "scenario {} is open on the campaign screen:\n{campaign}",
            k + 1
        );
        // The open scenario is picked: Enter plays it; the deck screen's Fight is Enter too.
        w.key("Return", 3000);
        let decks = w.read(None);
        assert!(decks.contains("Fight"), "the deck screen:\n{decks}");
        w.key("Return", 4000);
        let first = w.read(None);
        assert!(
            first.contains(name) && first.contains("Begin"),
            "the scenario's first screen:\n{first}"
        );
        w.key("Return", 1000);
        // The key hints say F changes the speed: twice, to 4x.
        w.key("f", 200);
        w.key("f", 500);
        let answered = play_battle(&mut w, name);
        // The final position stays a moment, then the result screen comes up by itself.
        std::thread::sleep(Duration::from_secs(4));
        let result = w.read(None);
        assert!(
            result.contains("Victory") && result.contains("Back to the campaign"),
            "{name} is won ({answered} answers), the result screen:\n{result}"
        );
        w.key("Escape", 3000);
    }
    let campaign = w.read(None);
    let won = campaign.matches("WON").count();
    assert!(
        won >= 3,
        "three scenarios won on the campaign screen:\n{campaign}"
    );
    // Issue 39, item 2: the one results file holds each win with its best in-game time and the
    // replay behind it, kept from pruning (kept.ron's best).
    let data = dir.join("data");
    let results = std::fs::read_to_string(data.join("results.ron")).expect("results written");
    let kept = std::fs::read_to_string(data.join("replays/kept.ron")).expect("kept.ron");
    for level in [
        "vortex_01_ember_road",
        "vortex_02_tidebreak_ford",
        "vortex_03_windmill_rise",
    ] {
        let at = results
            .find(&format!("\"{level}\""))
            .unwrap_or_else(|| panic!("{level} in the results:\n{results}"));
        // The entry runs to the next scenario's name (or the end).
        let end = results[at + 1..]
            .find("\"vortex_")
            .map_or(results.len(), |e| at + 1 + e);
        let entry = &results[at..end];
        assert!(entry.contains("won: true"), "{entry}");
        assert!(entry.contains("best_ms: Some("), "{entry}");
        let replay = entry
            .split("best_replay: Some(\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or_else(|| panic!("{level}: a best replay:\n{entry}"));
        assert!(data.join("replays").join(replay).exists(), "{replay}");
        assert!(kept.contains(replay), "{replay} is kept:\n{kept}");
    }
    drop(w);
    let _ = std::fs::remove_dir_all(&dir);
}
