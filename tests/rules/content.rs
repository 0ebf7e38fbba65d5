//! Bad input gets a clear error and loses nothing (docs/ARCHITECTURE.md, "Content"): a malformed or invalid file is
//! reported as `path:line:col: field: message` and left out; the rest loads.

use std::path::{Path, PathBuf};
use std::process::Command;
use vortex_tactics::data::{ContentDirs, load_content};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

pub(crate) fn load(
    dir: &Path,
) -> (
    vortex_tactics::data::Catalog,
    Vec<vortex_tactics::data::Problem>,
) {
    load_content(&ContentDirs {
        extra: vec![dir.to_path_buf()],
        ..Default::default()
    })
}

#[test]
fn a_parse_error_names_file_line_column_and_field_and_the_rest_loads() {
    // Bad input is reported with file, line, column and field (README); docs/ARCHITECTURE.md,
    // "Content": a malformed file is left out and loading goes on.
    let dir = temp_dir("parse");
    let bad = write(
        &dir,
        "broken.card.ron",
        "(\n    name: \"Broken\",\n    cost: \"two\",\n    text: \"x\",\n)\n",
    );
    write(
        &dir,
        "fine.card.ron",
        "(name: \"Fine\", cost: 1, text: \"x\")",
    );
    let (catalog, problems) = load(&dir);
    assert!(
        catalog.cards.contains_key("fine"),
        "the good file still loads"
    );
    assert!(!catalog.cards.contains_key("broken"));
    assert!(catalog.cards.len() > 30, "the game's own cards still load");
    let p = problems.iter().find(|p| p.path == bad).expect("reported");
    assert_eq!((p.line, p.field.as_str()), (3, "cost"), "{p}");
    assert!(p.col > 1);
    assert!(
        p.to_string().starts_with(&format!("{}:3:", bad.display())),
        "{p}"
    );
}

#[test]
fn unknown_and_missing_fields_are_named() {
    // Bad input is reported with file, line, column and field (README): an unknown, missing or
    // misspelt-variant field is named in the problem.
    let dir = temp_dir("fields");
    write(
        &dir,
        "typo.card.ron",
        "(name: \"Typo\", cots: 1, text: \"x\")",
    );
    write(
        &dir,
        "missing.card.ron",
        "(name: \"Missing\",\n text: \"x\")",
    );
    write(
        &dir,
        "variant.card.ron",
        "(name: \"V\", cost: 1, effects: [Damgae(\"1\")], text: \"x\")",
    );
    let (_, problems) = load(&dir);
    let field = |file: &str| {
        problems
            .iter()
            .find(|p| p.path.ends_with(file))
            .map(|p| p.field.clone())
            .unwrap_or_default()
    };
    assert_eq!(field("typo.card.ron"), "cots");
    assert_eq!(field("missing.card.ron"), "cost");
    assert_eq!(field("variant.card.ron"), "effects");
}

#[test]
fn invalid_content_is_reported_at_its_field_and_left_out() {
    // Bad input is reported with file, line, column and field (README) and left out (docs/RULES.md,
    // Deck building: an invalid deck is refused at the line of `deck:`).
    let dir = temp_dir("invalid");
    let level = write(
        &dir,
        "greedy.level.ron",
        "(\n  name: \"Greedy\",\n  seed: 1,\n  teams: [\n    (name: \"A\", members: [(card: \"kaede_ashwright\",\n      deck: [\"blazing_cleave\", \"blazing_cleave\", \"blazing_cleave\", \"ember_flick\", \"ember_flick\", \"ember_flick\"])]),\n    (name: \"B\", members: [(card: \"nobody\")]),\n  ],\n)\n",
    );
    let loud = write(
        &dir,
        "loud.status.ron",
        "(name: \"Loud\", influence: 4, text: \"t\")",
    );
    let faint = write(
        &dir,
        "faint.status.ron",
        "(name: \"Faint\", influence: 0, text: \"t\")",
    );
    write(
        &dir,
        "bad_token.token.ron",
        "(name: \"T\", hp: 3, threat: 9, actions: [\"honest_blow\"])",
    );
    let (catalog, problems) = load(&dir);
    assert!(!catalog.levels.contains_key("greedy") && !catalog.tokens.contains_key("bad_token"));
    let deck = problems
        .iter()
        .find(|p| p.path == level && p.field == "deck")
        .expect("deck problem");
    assert_eq!(deck.line, 6, "{deck}");
    assert!(
        deck.message.contains("must stay within AP"),
        "the refusal names the rule: {deck}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.path == level && p.field == "card" && p.message.contains("nobody"))
    );
    let threat = problems
        .iter()
        .find(|p| p.field == "threat")
        .expect("threat");
    assert!(threat.message.contains("0 to 6"));
    // <用語あれこれ>, （ステータスカードの）影響力 (「1～3まであり」): influence 0 and 4 are
    // refused.
    for (id, path) in [("loud", &loud), ("faint", &faint)] {
        assert!(!catalog.statuses.contains_key(id));
        assert!(
            problems
                .iter()
                .any(|p| p.path == *path && p.field == "influence" && p.message.contains("1 to 3")),
            "{problems:?}"
        );
    }
    assert!(
        problems
            .iter()
            .any(|p| p.field == "actions" && p.message.contains("6 actions"))
    );
}

#[test]
fn vortex_check_passes_on_the_game_and_fails_with_lines_on_a_broken_mod() {
    // README, "The command line": `vortex check` prints one `path:line:col: field: message` line
    // per problem and exits 1 if any; the game's own content passes.
    let bin = env!("CARGO_BIN_EXE_vortex");
    let ok = Command::new(bin).arg("check").output().expect("runs");
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
    let dir = temp_dir("cli");
    let bad = write(
        &dir,
        "oops.card.ron",
        "(name: \"Oops\", cost: 1, text: \"x\", range: \"far\")",
    );
    let out = Command::new(bin)
        .arg("check")
        .arg(&dir)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout
        .lines()
        .find(|l| l.starts_with(&bad.display().to_string()))
        .expect("a line for the file");
    assert!(line.contains(":1:") && line.contains(": range: "), "{line}");
}

#[test]
fn a_level_that_leaves_a_front_line_empty_is_refused() {
    // <ポジション（前衛・中衛・後衛）に関するルール>, 細則: 「チーム内のポジションは、前衛から埋めて
    // いかなければならない。」 A team placed on its back line with nobody in front is not a legal
    // placement: the level is reported at its `line` field and left out.
    let dir = temp_dir("back_only");
    let level = write(
        &dir,
        "back_only.level.ron",
        "(\n  name: \"Back Only\",\n  seed: 1,\n  teams: [\n    (name: \"A\", members: [(card: \"kaede_ashwright\", line: Back)]),\n    (name: \"B\", members: [(card: \"garron_deepstone\")]),\n  ],\n)\n",
    );
    let (catalog, problems) = load(&dir);
    assert!(!catalog.levels.contains_key("back_only"));
    let line = problems
        .iter()
        .find(|p| p.path == level && p.field == "line")
        .expect("a line problem");
    assert!(line.message.contains("lines fill from the front"), "{line}");
}
