//! Golden logs: every scenario's battle log, for a fixed run of seeds, hashed and kept in
//! `tests/golden/logs.ron`. A change of code that should change no rule (a lift of a mechanic
//! below the presets, a split of a module) must leave every log byte-identical; a change of the
//! rules or the content re-records them on purpose:
//! `cargo test --test rules record_the_golden_logs -- --ignored`.

use crate::harness::*;
use std::collections::BTreeMap;
use std::path::PathBuf;
use vortex_tactics::headless;
use vortex_tactics::rules::BattleLog;

/// Seeds played per scenario.
const SEEDS: std::ops::Range<u64> = 1..41;

fn golden_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/logs.ron")
}

/// Each scenario's hash: blake3 over its logs, seed by seed, each with its length first.
fn hashes() -> BTreeMap<String, String> {
    let catalog = real_catalog();
    let mut app = headless::app(catalog.clone());
    let mut out = BTreeMap::new();
    for level in catalog.levels.keys() {
        let mut h = blake3::Hasher::new();
        for seed in SEEDS {
            headless::run_battle(&mut app, level, seed).expect("battle");
            let text = app.world().resource::<BattleLog>().text();
            h.update(&(text.len() as u64).to_le_bytes());
            h.update(text.as_bytes());
        }
        out.insert(level.clone(), h.finalize().to_hex()[..32].to_string());
    }
    out
}

#[test]
fn every_scenario_keeps_its_golden_logs() {
    // docs/ARCHITECTURE.md, "The core's floors": a mechanic lifted below the presets leaves each
    // preset's logs byte-identical (docs/REPLAYS.md: a rules change bumps the preset's version and
    // re-records these).
    let text = std::fs::read_to_string(golden_file()).expect("tests/golden/logs.ron");
    let kept: BTreeMap<String, String> = ron::from_str(&text).expect("golden logs parse");
    let now = hashes();
    let changed: Vec<&String> = now
        .iter()
        .filter(|(level, hash)| kept.get(*level) != Some(*hash))
        .map(|(level, _)| level)
        .collect();
    assert!(
        changed.is_empty(),
        "these scenarios' logs changed (seeds {SEEDS:?}): {changed:?}; if the rules or the content \
         changed on purpose, re-record: cargo test --test rules record_the_golden_logs -- --ignored"
    );
    assert_eq!(
        kept.len(),
        now.len(),
        "a scenario was added or removed: re-record the golden logs"
    );
}

#[test]
#[ignore = "writes tests/golden/logs.ron; run on purpose"]
fn record_the_golden_logs() {
    let now = hashes();
    let text = ron::ser::to_string_pretty(&now, ron::ser::PrettyConfig::default()).expect("ron");
    std::fs::create_dir_all(golden_file().parent().expect("parent")).expect("dir");
    std::fs::write(golden_file(), text + "\n").expect("write");
}
