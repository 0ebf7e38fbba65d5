//! `vortex screenshot` under a virtual X server (Xvfb) with the software Vulkan driver: the
//! binary exits with success and writes a PNG of the window's size that is not blank; a level
//! given as a file path works; an unknown level fails without a picture; the measures
//! `scripts/bench` reads (`--frames 0`, `--blank`) are printed.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use std::collections::HashMap;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long the binary may take, start to exit.
const TIMEOUT: Duration = Duration::from_secs(120);
const WIDTH: u32 = 1280;
const HEIGHT: u32 = 720;

/// One virtual display at a time: `xvfb-run -a` can pick the same display number twice when
/// started at the same moment.
pub(crate) static DISPLAY: Mutex<()> = Mutex::new(());

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|dir| dir.join(program).is_file()))
}

/// Says why the test does nothing when there is no `xvfb-run`.
pub(crate) fn no_display(test: &str) -> bool {
    if on_path("xvfb-run") {
        return false;
    }
    eprintln!(
        "SKIPPED {test}: `xvfb-run` is not installed (apt-get install xvfb xauth mesa-vulkan-drivers)"
    );
    true
}

pub(crate) fn scratch_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-app-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder can be made");
    dir
}

/// Runs `vortex screenshot --out OUT --frames 40 [ARGS]` (`ARGS`' own `--frames` instead, if
/// any) under `xvfb-run`, killing it after
/// [`TIMEOUT`]; returns whether it succeeded and what it printed.
pub(crate) fn run_screenshot(dir: &Path, out: &Path, args: &[&str]) -> (bool, String) {
    run_screenshot_saving_in(dir, dir, out, args)
}

/// [`run_screenshot`] with the game's saves in `saves` (every run keeps them out of the home).
fn run_screenshot_saving_in(dir: &Path, saves: &Path, out: &Path, args: &[&str]) -> (bool, String) {
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let log = dir.join("run.log");
    let log_file = std::fs::File::create(&log).expect("the log file can be made");
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", &format!("-screen 0 {WIDTH}x{HEIGHT}x24")])
        .arg(env!("CARGO_BIN_EXE_vortex"))
        .arg("screenshot")
        .args(if args.contains(&"--frames") {
            &[][..]
        } else {
            &["--frames", "40"][..]
        })
        .arg("--out")
        .arg(out)
        .args(args)
        .env("WGPU_BACKEND", "vulkan")
        .env("VORTEX_DATA_DIR", saves)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(log_file.try_clone().expect("the log file can be shared"))
        .stderr(log_file)
        .process_group(0)
        .spawn()
        .expect("xvfb-run starts");
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited on") {
            break Some(status);
        }
        if started.elapsed() > TIMEOUT {
            // xvfb-run is a script: end its whole group (Xvfb and the game with it).
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", child.id())])
                .status();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    let printed = std::fs::read_to_string(&log).unwrap_or_default();
    match status {
        Some(s) => (s.success(), printed),
        None => (false, format!("timed out after {TIMEOUT:?}\n{printed}")),
    }
}

/// The size written in a PNG's header (the IHDR chunk comes first).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(
        bytes.len() > 33,
        "the PNG is too short: {} bytes",
        bytes.len()
    );
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "the file is not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR", "the PNG has no IHDR chunk first");
    let be =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    (be(16), be(20))
}

/// The PNG's pixels, decoded by Bevy's image loader.
fn decode(bytes: &[u8]) -> Vec<u8> {
    let image = Image::from_buffer(
        bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .expect("the PNG decodes");
    image.data.expect("the decoded image has pixels")
}

/// Checks the picture: the window's size, many colours, no colour over 95% of it.
pub(crate) fn assert_window_picture(out: &Path, printed: &str) {
    let bytes = std::fs::read(out)
        .unwrap_or_else(|e| panic!("no screenshot at {}: {e}\n{printed}", out.display()));
    assert_eq!(
        png_size(&bytes),
        (WIDTH, HEIGHT),
        "the screenshot is not the window's size"
    );
    let data = decode(&bytes);
    let pixels = (WIDTH * HEIGHT) as usize;
    let stride = data.len() / pixels;
    assert!(
        stride >= 3,
        "unexpected pixel layout: {} bytes for {pixels} pixels",
        data.len()
    );
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for px in data.chunks_exact(stride) {
        *counts.entry([px[0], px[1], px[2]]).or_default() += 1;
    }
    let most = counts.values().copied().max().unwrap_or(0);
    assert!(
        counts.len() >= 200,
        "only {} distinct colours: the picture looks blank",
        counts.len()
    );
    let share = 100.0 * most as f64 / pixels as f64;
    assert!(
        share <= 95.0,
        "one colour covers {share:.1}% of the picture: it looks blank"
    );
}

#[test]
fn screenshot_of_a_battle_is_written_and_not_blank() {
    if no_display("screenshot_of_a_battle_is_written_and_not_blank") {
        return;
    }
    let dir = scratch_dir("battle");
    let out = dir.join("shot.png");
    let (ok, printed) = run_screenshot(&dir, &out, &["--level", "duel_01_first_spark"]);
    assert!(ok, "`vortex screenshot` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The launch figure of `scripts/bench`: `--frames 0` pictures the first battle frame that shows
/// the screen drawn (frames drawn before the renderer's pipelines are ready are black) and says
/// how long after launch it came.
#[test]
fn the_first_drawn_battle_frame_is_pictured_and_timed() {
    if no_display("the_first_drawn_battle_frame_is_pictured_and_timed") {
        return;
    }
    let dir = scratch_dir("first-frame");
    let out = dir.join("shot.png");
    let args = ["--frames", "0", "--level", "duel_01_first_spark"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot --frames 0` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let timed = printed.lines().any(|l| {
        l.strip_prefix("first drawn battle frame: ")
            .and_then(|rest| rest.split_once(" ms after launch"))
            .is_some_and(|(ms, _)| ms.parse::<u32>().is_ok())
    });
    assert!(timed, "no launch time printed:\n{printed}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The floor of the frame-time figure: `--blank` draws an empty Bevy window and prints its
/// steady frame time and peak memory, as the game's screenshot does.
#[test]
fn a_blank_window_reports_its_frame_time() {
    if no_display("a_blank_window_reports_its_frame_time") {
        return;
    }
    let dir = scratch_dir("blank");
    let out = dir.join("shot.png");
    let (ok, printed) = run_screenshot(&dir, &out, &["--blank"]);
    assert!(ok, "`vortex screenshot --blank` failed:\n{printed}");
    let bytes = std::fs::read(&out).expect("the blank window's picture");
    assert_eq!(png_size(&bytes), (WIDTH, HEIGHT));
    for figure in ["frame time: ", "peak memory: "] {
        assert!(
            printed.lines().any(|l| l.starts_with(figure)),
            "no `{figure}` line:\n{printed}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Pixels of the picture within 6 of `rgb` in every channel.
pub(crate) fn pixels_near(out: &Path, rgb: [u8; 3]) -> usize {
    let data = decode(&std::fs::read(out).expect("the screenshot"));
    let stride = data.len() / (WIDTH * HEIGHT) as usize;
    data.chunks_exact(stride)
        .filter(|px| (0..3).all(|i| px[i].abs_diff(rgb[i]) <= 6))
        .count()
}

/// A Skirmish level's map is drawn by the tilemap: open ground at level 0 and the ridge at level 2
/// show in their tints (the meadow tile's sRGB (0.70, 0.74, 0.60) times the height's shade —
/// 0.80 grey at level 0, (0.90, 0.882, 0.837) at level 2 — in linear light), over thousands of
/// pixels each; the player's action prompt is up with the move preview. Issue 42, item 1: the
/// float it rides shows as its picture (the feather, #8fdc8a) on the sheet and the token.
#[test]
fn screenshot_of_a_skirmish_shows_the_tile_map() {
    if no_display("screenshot_of_a_skirmish_shows_the_tile_map") {
        return;
    }
    let dir = scratch_dir("skirmish");
    let out = dir.join("shot.png");
    let args = ["--level", "skirmish_01_windmill_ridge"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let level_0 = pixels_near(&out, [143, 151, 122]);
    let level_2 = pixels_near(&out, [161, 166, 128]);
    assert!(level_0 > 8_000, "open ground at level 0: {level_0} pixels");
    assert!(level_2 > 3_000, "the ridge at level 2: {level_2} pixels");
    let float = pixels_near(&out, [143, 220, 138]);
    assert!(float > 40, "the float's picture: {float} pixels");
    assert!(
        printed.contains("map tiles: made from the terrain pictures"),
        "the tiles are the terrain pictures':\n{printed}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// More than two teams (seed 000's examples have teams A–D) draw on the board: the third team's
/// lines, in its own colour, below the first (the column heads' tint of team 3's green over
/// thousands of pixels).
#[test]
fn screenshot_of_three_teams_shows_the_third_on_the_board() {
    if no_display("screenshot_of_three_teams_shows_the_third_on_the_board") {
        return;
    }
    let dir = scratch_dir("three-teams");
    let out = dir.join("shot.png");
    let (ok, printed) = run_screenshot(&dir, &out, &["--level", "duel_05_three_way"]);
    assert!(ok, "`vortex screenshot` failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let third = pixels_near(&out, [30, 53, 46]);
    assert!(
        third > 3_000,
        "the third team's column heads: {third} pixels"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn screenshot_of_a_level_given_as_a_file() {
    if no_display("screenshot_of_a_level_given_as_a_file") {
        return;
    }
    let dir = scratch_dir("level-file");
    let levels = root().join("levels");
    let Some(source) = std::fs::read_dir(&levels).ok().and_then(|entries| {
        entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.to_string_lossy().ends_with(".level.ron"))
            .min()
    }) else {
        eprintln!(
            "SKIPPED screenshot_of_a_level_given_as_a_file: no level in {}",
            levels.display()
        );
        return;
    };
    let level = dir.join("app_test_copy.level.ron");
    std::fs::copy(&source, &level).expect("the level can be copied");
    let out = dir.join("shot.png");
    let (ok, printed) = run_screenshot(&dir, &out, &["--level", &level.to_string_lossy()]);
    assert!(
        ok,
        "`vortex screenshot --level {}` failed:\n{printed}",
        level.display()
    );
    assert_window_picture(&out, &printed);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn screenshot_of_an_unknown_level_fails_without_a_picture() {
    // A clear failure that names the level, and no picture.
    if no_display("screenshot_of_an_unknown_level_fails_without_a_picture") {
        return;
    }
    let level = "no_such_level_anywhere";
    let dir = scratch_dir(level);
    let out = dir.join("shot.png");
    let (ok, printed) = run_screenshot(&dir, &out, &["--level", level]);
    assert!(!ok, "{level} should fail:\n{printed}");
    assert!(
        printed.contains(level),
        "the failure should name the level:\n{printed}"
    );
    assert!(!out.exists(), "no picture should be written");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 001 in the window: an Arena bout held mid-chain shows both contenders' patterns panel by
/// panel (the unused panels of the patterns in use in their attributes' colours, over thousands
/// of pixels) and the chain area with the events it holds (printed as the picture is held).
#[test]
fn screenshot_of_an_arena_bout_shows_the_panels_and_the_chain() {
    if no_display("screenshot_of_an_arena_bout_shows_the_panels_and_the_chain") {
        return;
    }
    let dir = scratch_dir("arena");
    let out = dir.join("shot.png");
    let args = ["--level", "arena_03_mist_weaver", "--frames", "60"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(
        ok,
        "`vortex screenshot` of an Arena bout failed:\n{printed}"
    );
    assert_window_picture(&out, &printed);
    let held = printed.lines().find_map(|l| {
        l.strip_prefix("arena: the chain area holds ")
            .and_then(|r| r.split_once(" events"))
            .and_then(|(n, _)| n.parse::<usize>().ok())
    });
    assert!(
        held.is_some_and(|n| n >= 2),
        "the picture is held with a use and its lines on the chain:\n{printed}"
    );
    // Fire, Water, Sword, Wind, Earth at full strength: unused panels of the patterns in use.
    let lit: usize = [
        [226, 104, 56],
        [64, 136, 228],
        [186, 192, 208],
        [96, 196, 124],
        [170, 128, 76],
    ]
    .into_iter()
    .map(|rgb| pixels_near(&out, rgb))
    .sum();
    assert!(lit > 2_500, "unused panels in their colours: {lit} pixels");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The project folder: cargo's run-time `CARGO_MANIFEST_DIR` (a build cache shared between
/// clones may hold a test binary compiled in another folder), else the compile-time one.
pub(crate) fn root() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| env!("CARGO_MANIFEST_DIR").into(), Into::into)
}

/// Seed 000 <デッキ（行動表）構築>, in the window: the deck screen opens with the player's saved
/// deck (not the scenario's), shows the picked face and tab in gold, and the pool of cards.
#[test]
fn screenshot_of_the_deck_screen_shows_the_saved_deck() {
    if no_display("screenshot_of_the_deck_screen_shows_the_saved_deck") {
        return;
    }
    let dir = scratch_dir("deck-screen");
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).expect("saves folder");
    // Garron (Earth, 12 AP) with a deck of his own: -2 1 1 2 3 4 = 9.
    let mine = r#"(decks: {"duel_03_gloam_hollow": {"garron_deepstone": ["idle_stance", "honest_blow", "honest_blow", "shoulder_ram", "boulder_heave", "bedrock_stance"]}})"#;
    std::fs::write(saves.join("decks.ron"), mine).expect("saved deck written");
    let out = dir.join("shot.png");
    let args = ["--level", "duel_03_gloam_hollow", "--prepare", "decks"];
    let (ok, printed) = run_screenshot_saving_in(&dir, &saves, &out, &args);
    assert!(ok, "`vortex screenshot --prepare decks` failed:\n{printed}");
    assert!(
        printed.contains("prepared: Garron Deepstone on the front line with [idle_stance, honest_blow, honest_blow, shoulder_ram, boulder_heave, bedrock_stance]"),
        "the saved deck is the one shown:\n{printed}"
    );
    assert_window_picture(&out, &printed);
    let gold = pixels_near(&out, [244, 196, 72]);
    assert!(
        gold > 1_500,
        "the picked tab, face and card in gold: {gold} pixels"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 000 ポジション 細則, in the window: each fighter's line as three buttons, the chosen one
/// lit (three fighters, three lit buttons).
#[test]
fn screenshot_of_placement_shows_each_fighters_line() {
    if no_display("screenshot_of_placement_shows_each_fighters_line") {
        return;
    }
    let dir = scratch_dir("placement");
    let out = dir.join("shot.png");
    let args = ["--level", "duel_03_gloam_hollow", "--prepare", "lines"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot --prepare lines` failed:\n{printed}");
    assert!(
        printed.contains("prepared: Sylla Windreed on the middle line"),
        "{printed}"
    );
    assert_window_picture(&out, &printed);
    let lit = pixels_near(&out, [52, 48, 34]);
    assert!(
        lit > 6_000,
        "three lit line buttons (and the tab): {lit} pixels"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn screenshot_of_a_showdown_shows_both_tables_and_the_set() {
    if no_display("screenshot_of_a_showdown_shows_both_tables_and_the_set") {
        return;
    }
    let dir = scratch_dir("showdown");
    let out = dir.join("shot.png");
    // Each open holds the battle up to 20 frames while it turns over.
    let args = ["--level", "showdown_01_first_open", "--frames", "200"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot` of a Showdown failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let held = printed
        .lines()
        .find(|l| l.starts_with("showdown: the set is asked in turn "))
        .unwrap_or_else(|| panic!("the picture holds the player's set:\n{printed}"));
    let battlers: usize = held
        .rsplit_once(" and ")
        .and_then(|(_, r)| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(battlers >= 1, "cards on the table: {held}");
    // The prompt's gold frame, and monster cards in their colour.
    assert!(pixels_near(&out, [244, 196, 72]) > 300, "the set prompt");
    assert!(pixels_near(&out, [236, 150, 110]) > 300, "monster cards");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn screenshot_of_the_showdown_deck_builder() {
    if no_display("screenshot_of_the_showdown_deck_builder") {
        return;
    }
    let dir = scratch_dir("wdeck");
    let out = dir.join("shot.png");
    let args = ["--level", "showdown_01_first_open", "--build"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(
        ok,
        "`vortex screenshot --build` of a Showdown failed:\n{printed}"
    );
    assert_window_picture(&out, &printed);
    // Monster cards in their colour, listed on both sides (every card, and the deck).
    assert!(
        pixels_near(&out, [236, 150, 110]) > 1_000,
        "monster cards listed"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn screenshot_of_a_brawl_shows_both_territories_creatures_and_the_main_step() {
    // docs/RULES.md, Brawl: the board as one grid, the creatures with their badges, the
    // player's main step at the foot.
    if no_display("screenshot_of_a_brawl_shows_both_territories_creatures_and_the_main_step") {
        return;
    }
    let dir = scratch_dir("brawl");
    let out = dir.join("shot.png");
    let args = ["--level", "brawl_01_thornwall_crossing", "--frames", "200"];
    let (ok, printed) = run_screenshot(&dir, &out, &args);
    assert!(ok, "`vortex screenshot` of a Brawl failed:\n{printed}");
    assert_window_picture(&out, &printed);
    let held = printed
        .lines()
        .find(|l| l.starts_with("brawl: the main step is asked in round "))
        .unwrap_or_else(|| panic!("the picture holds the player's main step:\n{printed}"));
    let creatures: usize = held
        .split(" with ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(creatures >= 1, "creatures on the board: {held}");
    // The prompt's gold frame, and the squares' raised panels.
    assert!(
        pixels_near(&out, [244, 196, 72]) > 300,
        "the main step's prompt"
    );
    assert!(
        pixels_near(&out, [34, 39, 52]) > 50_000,
        "the twelve squares"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The text tesseract reads off a screenshot: its reading of the picture as it is, then of the
/// picture doubled in size (ImageMagick's `convert`), then those lines again without their
/// spaces — egui's small light-on-dark type, and its letter-spaced headings ("REP L AYS"), are
/// read differently at either size; whatever the screen shows is in one of the readings.
pub(crate) fn ocr(shot: &Path) -> String {
    ocr_in(shot, "eng")
}

/// [`ocr`] in tesseract's language `lang` (`jpn+eng`: Japanese with Latin letters and digits).
pub(crate) fn ocr_in(shot: &Path, lang: &str) -> String {
    let read = |p: &Path| {
        Command::new("tesseract")
            .arg(p)
            .arg("-")
            .args(["-l", lang])
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    };
    let mut text = read(shot);
    let big = shot.with_extension("x2.png");
    let scaled = Command::new("convert")
        .arg(shot)
        .args(["-resize", "200%"])
        .arg(&big)
        .status()
        .is_ok_and(|s| s.success());
    if scaled {
        text.push('\n');
        text.push_str(&read(&big));
    }
    let squeezed: String = text
        .lines()
        .map(|l| l.replace(' ', ""))
        .collect::<Vec<_>>()
        .join("\n");
    text.push('\n');
    text.push_str(&squeezed);
    text
}

/// Whether a tool the window scripts need (tesseract, ImageMagick's `import`) is missing, said
/// on stderr: the test is then skipped.
pub(crate) fn ocr_tools_missing() -> bool {
    for (tool, package) in [("tesseract", "tesseract-ocr"), ("import", "imagemagick")] {
        if Command::new(tool).arg("-version").output().is_err() {
            eprintln!("SKIPPED: `{tool}` is missing (apt-get install {package})");
            return true;
        }
    }
    false
}

/// Whether a window test named `test` cannot run here (no display, or no OCR tools), said on
/// stderr: the test is then skipped.
pub(crate) fn cannot_drive(test: &str) -> bool {
    no_display(test) || ocr_tools_missing()
}

/// Runs `script` (bash: starts the game, drives it with xdotool, writes the picture `shot`)
/// under Xvfb at 1280×720 with the data folder `data`, one display user at a time; the text
/// read off the picture.
pub(crate) fn drive_and_read(data: &Path, script: &str, shot: &Path) -> String {
    let _one_at_a_time = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let ran = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24", "bash", "-c", script])
        .env("VORTEX_DATA_DIR", data)
        .current_dir(root())
        .output()
        .expect("xvfb-run runs");
    assert!(shot.exists(), "{}", String::from_utf8_lossy(&ran.stderr));
    ocr(shot)
}
