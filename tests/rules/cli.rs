//! `vortex sim` (docs/ARCHITECTURE.md, "Headless"): AI against AI, a summary ending in `battles/s: X`, and
//! a log file that is the same for the same seed.

use std::process::Command;

fn sim(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_vortex"))
        .arg("sim")
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn sim_prints_wins_mean_rounds_and_battles_per_second() {
    // README, "The command line": `vortex sim` prints wins per team, mean rounds, and a last line
    // `battles/s: X` (docs/ARCHITECTURE.md, "Headless").
    let out = sim(&["--preset", "duel", "--battles", "40", "--seed", "9"]);
    assert!(out.contains(" wins ("), "{out}");
    assert!(out.contains("mean rounds: "), "{out}");
    let last = out.lines().last().expect("output");
    let rate: f64 = last
        .strip_prefix("battles/s: ")
        .expect("last line")
        .parse()
        .expect("a number");
    assert!(rate > 0.0);
}

#[test]
fn sim_lists_every_team_first_team_first_with_the_median_rounds() {
    // Issue 39, item 4: `vortex sim` prints the player's (first) team first, always, with 0 wins
    // shown, and `median rounds:` beside `mean rounds:`. One battle: one team wins, the other
    // is still listed, with 0 wins.
    let out = sim(&[
        "--level",
        "vortex_t1_flat_mirror",
        "--battles",
        "1",
        "--seed",
        "3",
    ]);
    let teams: Vec<&str> = out.lines().filter(|l| l.contains(" wins (")).collect();
    assert_eq!(teams.len(), 2, "{out}");
    assert!(
        teams[0]
            .trim_start()
            .starts_with("vortex_t1_flat_mirror/Dawnward: "),
        "{out}"
    );
    assert!(
        teams[1]
            .trim_start()
            .starts_with("vortex_t1_flat_mirror/Duskward: "),
        "{out}"
    );
    let draw = out.contains("draws: 1");
    assert!(
        draw || teams.iter().any(|l| l.contains(": 0 wins (0.0%)")),
        "{out}"
    );
    let median = out
        .lines()
        .find_map(|l| l.strip_prefix("median rounds: "))
        .expect("a median line");
    let mean = out
        .lines()
        .find_map(|l| l.strip_prefix("mean rounds: "))
        .expect("a mean line");
    // One battle: its rounds are the mean and the median.
    assert_eq!(
        median.parse::<f64>().ok(),
        mean.parse::<f64>().ok(),
        "{out}"
    );
}

#[test]
fn sim_logs_are_identical_for_the_same_seed() {
    // docs/RULES.md, Randomness: the same seed gives the same battle log, byte for byte, here
    // through `vortex sim --log` (docs/ARCHITECTURE.md, "The life of one die roll").
    let dir = std::env::temp_dir();
    let (a, b) = (
        dir.join(format!("vortex-sim-a-{}.log", std::process::id())),
        dir.join(format!("vortex-sim-b-{}.log", std::process::id())),
    );
    for path in [&a, &b] {
        sim(&[
            "--level",
            "duel_03_gloam_hollow",
            "--battles",
            "25",
            "--seed",
            "77",
            "--log",
            path.to_str().expect("path"),
        ]);
    }
    let (la, lb) = (
        std::fs::read(&a).expect("log a"),
        std::fs::read(&b).expect("log b"),
    );
    assert!(la.len() > 10_000);
    assert_eq!(la, lb);
}

#[test]
fn sim_refuses_an_unknown_preset_and_scenario() {
    // README, "The command line": `--preset duel|skirmish`, `--level` an id or a .level.ron; an
    // unknown preset or scenario is refused with an error, not a battle.
    let out = Command::new(env!("CARGO_BIN_EXE_vortex"))
        .args(["sim", "--preset", "chess"])
        .output()
        .expect("runs");
    assert!(!out.status.success());
    let out = Command::new(env!("CARGO_BIN_EXE_vortex"))
        .args(["sim", "--level", "nowhere"])
        .output()
        .expect("runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no valid scenario `nowhere`"));
}

/// Runs `vortex sim` with `args`, giving its exit code, output and errors.
fn sim_status(args: &[&str]) -> (Option<i32>, String, String) {
    vortex(&[&["sim"], args].concat())
}

#[test]
fn sim_plays_one_battle_from_an_answers_file() {
    // Issue 36, item 8 (docs/REPLAYS.md, "Answers files"): `vortex sim --level L --seed S
    // --answers FILE` answers the player's questions from a RON list in order, plans answering
    // the rest; `--strict` refuses a battle whose questions outrun the file; a malformed file
    // is reported by path, line and column with exit code 3.
    let dir = std::env::temp_dir().join(format!("vortex-answers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("line.ron");
    std::fs::write(&file, "[0, 0, 0]").expect("written");
    let path = file.to_str().expect("utf-8");
    let base = [
        "--level",
        "duel_01_first_spark",
        "--seed",
        "3",
        "--answers",
        path,
    ];
    let (code, out, err) = sim_status(&base);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("3 of 3 answers used; plans answered the rest"),
        "{out}"
    );
    let (code, _, err) = sim_status(&[&base[..], &["--strict"]].concat());
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("question 4") && err.contains("--strict"),
        "{err}"
    );
    std::fs::write(&file, "[0,\n  oops]").expect("written");
    let (code, _, err) = sim_status(&base);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains(&format!("{path}:2:")), "{err}");
    // `vortex screenshot --answers` reads the same file, and refuses a malformed one the same
    // way, before any window opens.
    let shot = dir.join("shot.png");
    let (code, _, err) = vortex(&[
        "screenshot",
        "--out",
        shot.to_str().expect("utf-8"),
        "--level",
        "vortex_01_ember_road",
        "--question",
        "straight",
        "--answers",
        path,
    ]);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains(&format!("{path}:2:")), "{err}");
    assert!(!shot.exists(), "no picture");
    std::fs::write(&file, "[0, 99]").expect("written");
    let (code, _, err) = sim_status(&base);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("answer 2") && err.contains("refused"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `vortex` with `args`, giving its exit code, output and errors.
fn vortex(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_vortex"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn verify_says_ok_mismatch_incompatible_or_unreadable_with_its_exit_code() {
    // Issue 36, item 6 (docs/REPLAYS.md, "vortex verify"): one line per replay and the worst
    // exit code: 0 all verified, 1 a mismatch, 2 incompatible, 3 unreadable (path:line:col and
    // the field); `--format json` gives the same facts as one object per replay. A replay
    // recorded by `vortex sim --answers … --record` verifies, and is accepted by `--answers`.
    let dir = std::env::temp_dir().join(format!("vortex-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let answers = dir.join("line.ron");
    std::fs::write(
        &answers,
        "[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]",
    )
    .expect("written");
    let good = dir.join("good.replay.ron");
    let (code, _, err) = vortex(&[
        "sim",
        "--level",
        "duel_01_first_spark",
        "--seed",
        "4",
        "--answers",
        answers.to_str().expect("utf-8"),
        "--record",
        good.to_str().expect("utf-8"),
    ]);
    assert_eq!(code, Some(0), "{err}");
    let (code, out, err) = vortex(&["verify", good.to_str().expect("utf-8")]);
    assert_eq!(code, Some(0), "{err}");
    let line = out.lines().next().unwrap_or_default();
    assert!(
        line.starts_with("ok: level=duel_01_first_spark seed=4 outcome=")
            && line.contains(" rounds=")
            && line.ends_with(" igt=0:00.000"),
        "{out}"
    );
    let (code, out, _) = vortex(&["verify", "--format", "json", good.to_str().expect("utf-8")]);
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(json["verdict"], "ok");
    assert_eq!(json["seed"], 4);
    let (code, out, err) = vortex(&[
        "sim",
        "--answers",
        good.to_str().expect("utf-8"),
        "--strict",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("duel_01_first_spark seed 4: "), "{out}");

    let text = std::fs::read_to_string(&good).expect("read");
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).expect("written");
        p.to_str().expect("utf-8").to_string()
    };
    let claimed = ["Won", "Lost", "Draw"]
        .into_iter()
        .find(|o| text.contains(&format!("outcome: {o}")))
        .expect("a claimed outcome");
    let other = if claimed == "Draw" { "Won" } else { "Draw" };
    let mismatch = write(
        "claim.replay.ron",
        &text.replace(&format!("outcome: {claimed}"), &format!("outcome: {other}")),
    );
    let (code, out, _) = vortex(&["verify", &mismatch]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.starts_with("mismatch at input "), "{out}");
    let ours = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("rules: "))
        .and_then(|v| v.trim_end_matches(',').parse::<u32>().ok())
        .expect("the replay's rules version");
    let rules = write(
        "rules.replay.ron",
        &text.replace(&format!("rules: {ours},"), "rules: 99,"),
    );
    let (code, out, _) = vortex(&["verify", &rules]);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains(&format!("rules is 99 in the replay, {ours} in this game")),
        "{out}"
    );
    let broken = write("broken.replay.ron", &text[..text.len() / 2]);
    let (code, out, _) = vortex(&["verify", &broken]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.starts_with(&format!("unreadable: {broken}:")), "{out}");
    let (code, out, _) = vortex(&["verify", good.to_str().expect("utf-8"), &mismatch, &broken]);
    assert_eq!(code, Some(3), "the worst code");
    assert_eq!(out.lines().count(), 3, "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sim_writes_the_log_as_typed_events_in_ron_and_json() {
    // docs/REPLAYS.md, "The typed log": `--log-format ron|json` writes one versioned document of
    // every battle's events with their facts; its lines are the text log's.
    use vortex_tactics::rules::core::log_file::{LOG_FORMAT, LOG_VERSION, LogDocument};
    let dir = std::env::temp_dir().join(format!("vortex-typed-log-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let run = |format: &str| {
        let path = dir.join(format!("log.{format}"));
        let p = path.to_str().expect("path").to_string();
        sim(&[
            "--preset",
            "skirmish",
            "--battles",
            "3",
            "--seed",
            "5",
            "--log",
            &p,
            "--log-format",
            format,
        ]);
        std::fs::read_to_string(&path).expect("written")
    };
    let text = run("text");
    let json: LogDocument = serde_json::from_str(&run("json")).expect("json reads");
    let ron: LogDocument = ron::from_str(&run("ron")).expect("ron reads");
    assert_eq!(json, ron);
    assert_eq!(
        (json.format.as_str(), json.version),
        (LOG_FORMAT, LOG_VERSION)
    );
    assert_eq!(json.battles.len(), 3);
    let lines: String = json
        .battles
        .iter()
        .map(|b| {
            let mut s: String = b.events.iter().map(|e| format!("{}\n", e.text)).collect();
            s.push('\n');
            s
        })
        .collect();
    assert_eq!(lines, text);
    let seeds: Vec<u64> = json.battles.iter().map(|b| b.seed).collect();
    assert_eq!(seeds, [5, 6, 7]);
    let hits = json.battles[0]
        .events
        .iter()
        .filter(|e| e.facts.who.is_some() && e.facts.amount.is_some())
        .count();
    assert!(hits > 5, "the events carry who and how much");
    let _ = std::fs::remove_dir_all(&dir);
}
