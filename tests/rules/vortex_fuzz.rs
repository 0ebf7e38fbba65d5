//! Fuzzed Vortex content (issue 38, item 7): a Vortex level (the zone level with its tactic decks
//! among them), a hero's `vortex` sheet, a tactic card or a tactic deck cut short,
//! with a character dropped, or with a digit changed either loads and plays without a panic, or
//! is reported at its file, line and field and left out, the rest of the game loading.

use crate::harness::real_catalog;
use proptest::prelude::*;
use std::path::PathBuf;
use vortex_tactics::data::{ContentDirs, load_content};
use vortex_tactics::headless;

fn source(which: usize) -> (&'static str, String) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (file, name) = match which % 6 {
        0 => ("levels/vortex_t1_flat_mirror.level.ron", "fuzzed.level.ron"),
        1 => (
            "levels/vortex_t2_height_mirror.level.ron",
            "fuzzed.level.ron",
        ),
        2 => (
            "assets/characters/sylla_windreed.character.ron",
            "fuzzed_hero.character.ron",
        ),
        3 => (
            "levels/vortex_t3_zones_mirror.level.ron",
            "fuzzed.level.ron",
        ),
        4 => (
            "assets/vortex/tactics/second_wind.tactic.ron",
            "fuzzed_card.tactic.ron",
        ),
        _ => (
            "assets/vortex/decks/bog_warband.tdeck.ron",
            "fuzzed_kit.tdeck.ron",
        ),
    };
    (
        name,
        std::fs::read_to_string(root.join(file)).expect("source"),
    )
}

fn mutate(text: &str, how: u8, at: usize, digit: u8) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = at % chars.len().max(1);
    match how % 3 {
        0 => chars[..at].iter().collect(),
        1 => chars
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != at)
            .map(|(_, c)| *c)
            .collect(),
        _ => {
            // The digit nearest after `at` becomes another.
            let mut out = chars.clone();
            if let Some(i) = (at..chars.len()).find(|i| chars[*i].is_ascii_digit()) {
                out[i] = char::from(b'0' + digit % 10);
            }
            out.into_iter().collect()
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn fuzzed_vortex_content_is_located_or_plays(
        which in 0usize..6, how in 0u8..3, at in 0usize..4000, digit in 0u8..10
    ) {
        let (name, text) = source(which);
        let dir = std::env::temp_dir().join(format!(
            "vortex-fuzz-{}-{which}-{how}-{at}-{digit}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join(name);
        std::fs::write(&path, mutate(&text, how, at, digit)).expect("write");
        let (catalog, problems) = load_content(&ContentDirs {
            extra: vec![dir.clone()],
            ..Default::default()
        });
        for p in problems.iter().filter(|p| p.path == path) {
            prop_assert!(p.line >= 1 && !p.field.is_empty() && !p.message.is_empty(), "{p}");
        }
        prop_assert!(catalog.characters.contains_key("kaede_ashwright"), "the rest loads");
        prop_assert!(catalog.levels.len() >= real_catalog().levels.len());
        if catalog.levels.contains_key("fuzzed") {
            let mut app = headless::app(catalog);
            // A battle that starts plays to its end; one refused at its start says why.
            let _ = headless::run_battle(&mut app, "fuzzed", 1);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
