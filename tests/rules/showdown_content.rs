//! The Showdown's content against seed 004's card families (12.特別なカードについて: P, C, D and
//! F, each 「M, R, S, E, H」): every kind of every family is in a deck a computer side plays, and
//! computer sides really use them.

use crate::harness::real_catalog;
use std::collections::BTreeSet;
use std::process::Command;
use vortex_tactics::data::level::{Control, Preset};

/// The 20 codes seed 004 gives its special families (12.: PM PR PS PE PH, CM …, DM …, FM …).
fn family_codes() -> Vec<String> {
    let mut out = Vec::new();
    for family in ["P", "C", "D", "F"] {
        for kind in ["M", "R", "S", "E", "H"] {
            out.push(format!("{family}{kind}"));
        }
    }
    out
}

#[test]
fn every_kind_of_every_family_is_in_a_deck_a_computer_side_plays() {
    // 12.: 「1.P PM プログレ」… each family lists M, R, S, E and H members.
    let c = real_catalog();
    let decks: BTreeSet<&String> = c
        .levels
        .values()
        .filter(|l| l.preset == Preset::Showdown)
        .flat_map(|l| &l.teams)
        .filter(|t| t.control == Control::Plans)
        .flat_map(|t| t.members.iter().map(|m| &m.card))
        .collect();
    let codes: BTreeSet<String> = decks
        .iter()
        .filter_map(|d| c.show_decks.get(*d))
        .flat_map(|d| d.cards.iter())
        .filter_map(|id| c.show_cards.get(id))
        .map(|card| card.code())
        .collect();
    let missing: Vec<String> = family_codes()
        .into_iter()
        .filter(|code| !codes.contains(code))
        .collect();
    assert!(
        missing.is_empty(),
        "missing from computer decks: {missing:?}"
    );
}

#[test]
fn computer_sides_use_every_special_family_card_they_hold() {
    // The cards are not only listed: 200 headless battles of the shipped scenarios use or place
    // each of them (an effect used, or the card summoned, equipped or installed).
    let dir = std::env::temp_dir().join(format!("vortex-sd-content-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let log_path = dir.join("sim.log");
    let out = Command::new(env!("CARGO_BIN_EXE_vortex"))
        .args([
            "sim",
            "--preset",
            "showdown",
            "--battles",
            "200",
            "--seed",
            "1",
        ])
        .arg("--log")
        .arg(&log_path)
        .output()
        .expect("vortex runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let log = std::fs::read_to_string(&log_path).expect("the log");
    let c = real_catalog();
    let mut unused = Vec::new();
    for card in c.show_cards.values() {
        if !family_codes().contains(&card.code()) {
            continue;
        }
        let used = [" uses ", " summons ", " equips ", " installs "]
            .iter()
            .any(|verb| log.contains(&format!("{verb}{}", card.name)));
        if !used {
            unused.push(card.name.clone());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(unused.is_empty(), "never used or placed: {unused:?}");
}
