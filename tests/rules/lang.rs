//! The game in Japanese (issue 42, item 4): every screen string the code marks for translation
//! (`t("…")`, `tf("…", …)`) has its Japanese, with the same placeholders; every rule word of the
//! table comes from the glossary; every character of a Japanese string is in the bundled font;
//! and a Japanese string is written in kana or kanji unless it is a listed proper name.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use vortex_tactics::data::lang::{content, glossary, table};
use vortex_tactics::data::{ContentDirs, load_content};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The strings of `source` given to `t(` or `tf(` (a Rust string literal: `\` at a line's end
/// joins the next line without its indent).
fn marked(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for opener in ["t(\"", "tf(\"", "t(\n", "tf(\n"] {
        let mut rest = source;
        while let Some(at) = rest.find(opener) {
            let before = rest[..at].chars().last();
            rest = &rest[at + opener.len()..];
            // `t(` must be the call itself, not the end of another name (`print(`, `left(`).
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let mut body = rest;
            if opener.ends_with('\n') {
                // `t(` or `tf(` then the literal on the next line (rustfmt's way with long ones).
                let trimmed = body.trim_start();
                let Some(lit) = trimmed.strip_prefix('"') else {
                    continue;
                };
                body = lit;
            }
            let mut text = String::new();
            let mut chars = body.chars().peekable();
            while let Some(c) = chars.next() {
                match c {
                    '"' => break,
                    '\\' => match chars.next() {
                        Some('\n') => {
                            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                                chars.next();
                            }
                        }
                        Some('n') => text.push('\n'),
                        Some(other) => text.push(other),
                        None => {}
                    },
                    c => text.push(c),
                }
            }
            found.push(text);
        }
    }
    found
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn japanese() -> BTreeMap<String, String> {
    table::read(table::TEXT).unwrap_or_else(|p| panic!("the table reads: {p:?}"))
}

#[test]
fn every_marked_string_has_its_japanese_with_the_same_placeholders() {
    let table = japanese();
    let mut files = Vec::new();
    sources(&root().join("src"), &mut files);
    files.sort();
    let mut missing = BTreeSet::new();
    let mut count = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("source");
        for s in marked(&text) {
            count += 1;
            if !table.contains_key(&s) {
                missing.insert(format!("{}: {s:?}", f.display()));
            }
        }
    }
    assert!(
        count > 150,
        "the screens mark their strings ({count} found)"
    );
    assert!(missing.is_empty(), "no Japanese for:\n{}", {
        let v: Vec<_> = missing.into_iter().collect();
        v.join("\n")
    });
    let holes = |s: &str| -> BTreeSet<String> {
        (0..9)
            .map(|i| format!("{{{i}}}"))
            .filter(|h| s.contains(h.as_str()))
            .collect()
    };
    for (en, ja) in &table {
        assert_eq!(
            holes(en),
            holes(ja),
            "{en:?} → {ja:?}: the same placeholders"
        );
    }
    // One Japanese a string: a key written twice would keep only its last.
    let mut seen = BTreeSet::new();
    for line in table::TEXT.lines() {
        let line = line.trim_start();
        if let Some(rest) = line.strip_prefix('"')
            && let Some((key, _)) = rest.split_once("\": ")
        {
            assert!(seen.insert(key.to_string()), "{key:?} twice in ja.ron");
        }
    }
}

/// The words of the key legends: each `("battle:Pause", "pause")` pair of a hint table (a key
/// by its tag, or as written: `1-9`), and each `key_hint(ui, "…", "words")`; `key_hint` says the
/// words through the table.
fn legend_words(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("(\"") {
        rest = &rest[at + 2..];
        let Some((key, after)) = rest.split_once('"') else {
            break;
        };
        let after = after.trim_start();
        let Some(after) = after.strip_prefix(',') else {
            continue;
        };
        let after = after.trim_start();
        let Some(after) = after.strip_prefix('"') else {
            continue;
        };
        let Some((words, tail)) = after.split_once('"') else {
            break;
        };
        if (key.contains(':') || key == "1-9") && tail.trim_start().starts_with(')') {
            found.push(words.to_string());
        }
    }
    rest = source;
    while let Some(at) = rest.find("key_hint(ui, \"") {
        rest = &rest[at + 14..];
        if let Some((_, after)) = rest.split_once("\", \"")
            && let Some((words, _)) = after.split_once('"')
        {
            found.push(words.to_string());
        }
    }
    found
}

#[test]
fn every_key_legends_words_have_their_japanese() {
    let table = japanese();
    let mut files = Vec::new();
    sources(&root().join("src/screens"), &mut files);
    let mut missing = BTreeSet::new();
    let mut count = 0;
    for f in &files {
        for w in legend_words(&std::fs::read_to_string(f).expect("source")) {
            count += 1;
            if !table.contains_key(&w) {
                missing.insert(format!("{}: {w:?}", f.display()));
            }
        }
    }
    assert!(count > 40, "the legends are found ({count})");
    assert!(missing.is_empty(), "no Japanese for: {missing:#?}");
}

#[test]
fn every_rule_word_comes_from_the_glossary_and_every_term_names_its_seed() {
    let terms = glossary::read(glossary::TEXT).expect("the glossary reads");
    assert!(terms.len() >= 70, "{} terms", terms.len());
    let mut seen = BTreeSet::new();
    for t in &terms {
        assert!(seen.insert(t.en.clone()), "{} twice", t.en);
        assert!(
            ["000", "001", "002", "003", "004"].contains(&t.seed.as_str()),
            "{}: seed {}",
            t.en,
            t.seed
        );
        assert!(!t.section.is_empty(), "{}: its section", t.en);
    }
    // A term the glossary lacks is refused, naming it.
    let bad = table::read(r#"{"Front": "{g:no such term}"}"#).expect_err("refused");
    assert!(bad[0].contains("no such term"), "{bad:?}");
    // The seeds' words stand in the table's strings: the line's three names, the tournament.
    let table = japanese();
    let dice = table
        .get("Dice and decks: each fighter's die has six faces of cards you choose; lines decide who reaches whom.")
        .expect("the Duel's line");
    for term in ["前衛", "中衛", "後衛", "サイコロ", "出目", "デッキ"] {
        assert!(dice.contains(term), "{dice}");
    }
}

/// Every Japanese string of the game: the table's, the glossary's and the content's.
fn every_japanese_string() -> Vec<String> {
    let mut all: Vec<String> = japanese().into_values().collect();
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    for (kind, id) in catalog.sources.keys() {
        if let Some(Some(ja)) = content::japanese_of(&catalog, *kind, id) {
            all.push(ja.name.clone());
            all.extend(ja.text.clone());
            all.extend(ja.flavour.clone());
        }
    }
    for level in catalog.levels.values() {
        all.extend(level.teams.iter().filter_map(|t| t.ja.clone()));
        if let Some(ja) = &level.ja {
            all.push(ja.name.clone());
            all.extend(ja.briefing.clone());
        }
    }
    for campaign in catalog.campaigns.values() {
        if let Some(ja) = &campaign.ja {
            all.push(ja.name.clone());
            all.extend(ja.summary.clone());
        }
        for s in &campaign.scenarios {
            all.extend(s.ja.clone().into_iter().flat_map(|(a, b)| [a, b]));
        }
    }
    all.extend(
        glossary::read(glossary::TEXT)
            .expect("glossary")
            .into_iter()
            .map(|t| t.ja),
    );
    all.push(
        vortex_tactics::data::lang::Lang::Japanese
            .label()
            .to_string(),
    );
    // The battle log's Japanese sentences.
    let log = std::fs::read_to_string(root().join("assets/words/log.ja.ron")).expect("log.ja.ron");
    for line in log.lines() {
        if let Some((_, rest)) = line.split_once("says: \"")
            && let Some((says, _)) = rest.split_once('"')
        {
            all.push(says.to_string());
        }
    }
    all
}

#[test]
fn the_bundled_font_has_every_character_of_every_japanese_string() {
    use skrifa::MetadataProvider;
    let bytes = std::fs::read(root().join("assets/fonts/NotoSansJP-Subset.otf")).expect("font");
    let font = skrifa::FontRef::new(&bytes).expect("an OpenType font");
    let charmap = font.charmap();
    let mut lacking = BTreeSet::new();
    for s in every_japanese_string() {
        for c in s.chars().filter(|c| !c.is_ascii()) {
            if charmap.map(c).is_none() {
                lacking.insert(format!("{c} (U+{:04X}) in {s:?}", u32::from(c)));
            }
        }
    }
    assert!(lacking.is_empty(), "the font lacks:\n{}", {
        let v: Vec<_> = lacking.into_iter().collect();
        v.join("\n")
    });
}

#[test]
fn a_japanese_string_is_written_in_kana_or_kanji_unless_a_listed_proper_name() {
    let names: Vec<String> = ron::from_str(
        &std::fs::read_to_string(root().join("assets/lang/proper-names.ron")).expect("list"),
    )
    .expect("the list reads");
    let japanese = |c: char| matches!(u32::from(c), 0x3040..=0x30FF | 0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0xFF66..=0xFF9F);
    let mut english = Vec::new();
    for s in every_japanese_string() {
        let letters: String = s.chars().filter(|c| c.is_alphabetic()).collect();
        if letters.is_empty() || s.chars().any(japanese) {
            continue;
        }
        if !names.contains(&s) {
            english.push(s);
        }
    }
    assert!(english.is_empty(), "not written in Japanese: {english:?}");
}

#[test]
fn every_named_item_of_the_game_has_its_japanese_name_and_check_lang_ja_says_which_lack_one() {
    // The game's own content: every named item has a Japanese name, and no two items of one
    // English name have two Japanese names (the window finds a name's Japanese by the name).
    let (catalog, _) = load_content(&ContentDirs::default());
    let mut named = 0;
    let mut by_english: BTreeMap<String, String> = BTreeMap::new();
    for (kind, id) in catalog.sources.keys() {
        if let Some(ja) = content::japanese_of(&catalog, *kind, id) {
            let ja = ja.unwrap_or_else(|| panic!("{kind:?} {id}: no Japanese"));
            named += 1;
            let en = content::english_of(&catalog, *kind, id).expect("a name");
            let first = by_english.entry(en.to_string()).or_insert(ja.name.clone());
            assert_eq!(*first, ja.name, "{en}: one Japanese name");
        }
    }
    assert!(named >= 240, "{named} named items");
    let (code, out) = super::harness::check_cli(&["--lang", "ja"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("0 problem(s), 0 warning(s)"), "{out}");
    // A folder whose creature has no Japanese: warned at its name, line 2 column 5.
    let dir = std::env::temp_dir().join(format!("vortex-lang-check-{}", std::process::id()));
    let folder = dir.join("brawl/creatures");
    std::fs::create_dir_all(&folder).expect("folder");
    std::fs::write(
        folder.join("no_ja.creature.ron"),
        "(\n    name: \"Test No Japanese\",\n    bait: 1,\n    power: 1,\n    colour: Blue,\n    family: \"Fish\",\n)\n",
    )
    .expect("writes");
    let path = dir.to_string_lossy().into_owned();
    let (code, out) = super::harness::check_cli(&[&path, "--lang", "ja"]);
    assert_eq!(code, Some(0), "a warning alone passes: {out}");
    assert!(
        out.contains("no_ja.creature.ron:2:5: name: warning: no Japanese"),
        "{out}"
    );
    let (code, _) = super::harness::check_cli(&[&path, "--lang", "ja", "--deny-warnings"]);
    assert_eq!(code, Some(1));
    let (code, out) = super::harness::check_cli(&[&path]);
    assert!(
        code == Some(0) && !out.contains("no Japanese"),
        "without --lang: {out}"
    );
    let (code, _) = super::harness::check_cli(&["--lang", "fr"]);
    assert_eq!(code, Some(2), "an unknown language");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The digit runs of `s` (`2D`, `1~3`, `+1` give 2, 1, 3, 1), as a multiset.
fn numbers(s: &str) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for run in s
        .split(|c: char| !c.is_ascii_digit())
        .filter(|r| !r.is_empty())
    {
        *out.entry(run.to_string()).or_insert(0) += 1;
    }
    out
}

#[test]
fn every_content_text_has_its_japanese_with_every_number_of_the_english() {
    // Issue 42 item 4: every content file's text and flavour can be shown in Japanese. A rules
    // text's Japanese keeps each number of the English (dice, ranges, costs), as often (it may
    // add a count: "one enemy" is 敵1体).
    let (catalog, _) = load_content(&ContentDirs::default());
    let mut texts = 0;
    let mut lacking = Vec::new();
    for (kind, id) in catalog.sources.keys() {
        let (Some(ja), Some((text, flavour))) = (
            content::japanese_of(&catalog, *kind, id),
            content::texts_of(&catalog, *kind, id),
        ) else {
            continue;
        };
        let ja = ja.unwrap_or_else(|| panic!("{kind:?} {id}: no Japanese"));
        for (en, jp, field) in [(text, &ja.text, "text"), (flavour, &ja.flavour, "flavour")] {
            if en.is_empty() {
                continue;
            }
            let Some(jp) = jp else {
                lacking.push(format!("{kind:?} {id}: {field}"));
                continue;
            };
            texts += 1;
            if field == "text" {
                let (want, have) = (numbers(en), numbers(jp));
                for (n, count) in &want {
                    assert!(
                        have.get(n).copied().unwrap_or(0) >= *count,
                        "{kind:?} {id}: {n} ×{count} in {en:?} but not in {jp:?}"
                    );
                }
            }
        }
    }
    assert!(lacking.is_empty(), "no Japanese: {lacking:?}");
    assert!(texts >= 440, "{texts} texts");
    for (id, level) in &catalog.levels {
        let ja = level
            .ja
            .as_ref()
            .unwrap_or_else(|| panic!("level {id}: no Japanese"));
        assert!(
            !ja.name.is_empty() && (level.briefing.is_empty() || ja.briefing.is_some()),
            "{id}"
        );
        assert!(
            level.teams.iter().all(|t| t.ja.is_some()),
            "{id}: a team's Japanese name"
        );
    }
    for (id, campaign) in &catalog.campaigns {
        assert!(campaign.ja.is_some(), "campaign {id}");
        assert!(
            campaign.scenarios.iter().all(|s| s.ja.is_some()),
            "campaign {id}: intros"
        );
    }
    // A card with a Japanese name but no Japanese text: `vortex check --lang ja` warns at its
    // `text`, and the window would show that text in English.
    let dir = std::env::temp_dir().join(format!("vortex-lang-text-{}", std::process::id()));
    let folder = dir.join("cards/fire");
    std::fs::create_dir_all(&folder).expect("folder");
    std::fs::write(
        folder.join("no_ja_text.card.ron"),
        "(\n    name: \"Test Spark\",\n    ja: (name: \"試しの火花\"),\n    cost: 1,\n    attributes: Any([\"Fire\"]),\n    range: \"1\",\n    target: OneEnemy,\n    effects: [Damage(\"1\")],\n    text: \"Range 1. Deal 1 damage to one enemy.\",\n)\n",
    )
    .expect("writes");
    let path = dir.to_string_lossy().into_owned();
    let (code, out) = super::harness::check_cli(&[&path, "--lang", "ja"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("no_ja_text.card.ron:9:5: text: warning: no Japanese text"),
        "{out}"
    );
    // A Skirmish sheet whose weapon has no Japanese name: warned at its `sheet`.
    let hound = std::fs::read_to_string(root().join("assets/tokens/gloam_hound.token.ron"))
        .expect("the hound")
        .replace("name: \"Gloam Hound\"", "name: \"Test Hound\"")
        .replace(", ja: \"毒の牙\"", "");
    std::fs::create_dir_all(dir.join("tokens")).expect("folder");
    std::fs::write(dir.join("tokens/test_hound.token.ron"), hound).expect("writes");
    let (code, out) = super::harness::check_cli(&[&path, "--lang", "ja"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains(
            "test_hound.token.ron:17:5: sheet: warning: a weapon or technique has no Japanese name"
        ),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_brawl_trait_and_arena_status_is_explained_in_japanese() {
    // Issue 42, item 4: the data layer words a trait (seed 002, ②特性の用語) and an Arena
    // status (seed 001, 《状態異常》) in English; the window says both through the table.
    use vortex_tactics::data::arena::ArenaStatus;
    use vortex_tactics::data::keywords::Trait;
    let table = japanese();
    let traits = Trait::one_of_each();
    assert_eq!(traits.len(), Trait::KEYS.len(), "every trait");
    for tr in &traits {
        let (word, what) = tr.explain();
        let named = match tr {
            Trait::Shield(_) => table.contains_key("Shield {0}"),
            Trait::Killer(_) => table.contains_key("Killer: {0}"),
            _ => table.contains_key(&word),
        };
        assert!(named, "no Japanese for the trait {word:?}");
        assert!(
            table.contains_key(&what),
            "no Japanese for {word}'s {what:?}"
        );
    }
    for s in ArenaStatus::ALL {
        assert!(
            table.contains_key(s.meaning()),
            "no Japanese for {}'s {:?}",
            s.name(),
            s.meaning()
        );
    }
}

#[test]
fn every_reason_a_move_cannot_be_taken_back_is_said_in_japanese() {
    // Issue 42, item 4: the rules give the reason in English; the window says it from the table.
    use vortex_tactics::rules::core::take_back::{DIE_ROLLED, LEFT_THE_BATTLE};
    use vortex_tactics::rules::skirmish::undo::CARD_REVEALED;
    let table = japanese();
    for why in [LEFT_THE_BATTLE, DIE_ROLLED, CARD_REVEALED] {
        assert!(table.contains_key(why), "no Japanese for {why:?}");
    }
}

#[test]
fn every_brawl_family_is_said_in_japanese() {
    // A creature's family (a race, which the seeds allow us to name) shows on its card and in
    // a killer's mark: each has its word in the table.
    let (catalog, _) = load_content(&ContentDirs::default());
    let table = japanese();
    assert!(!catalog.creatures.is_empty());
    for (id, c) in &catalog.creatures {
        assert!(
            table.contains_key(&c.family),
            "{id}: no Japanese for the family {:?}",
            c.family
        );
    }
}

#[test]
fn every_race_and_attribute_of_the_content_is_said_in_japanese() {
    // Issue 42, item 4: a character's or token's races (seed 000 種族, whose names the seed lets
    // us reuse) and attributes show on the preparation, the look-over and the fighter's card;
    // each has its word in the table, as do the races and attributes cards ask for.
    let (catalog, _) = load_content(&ContentDirs::default());
    let table = japanese();
    let mut words = BTreeSet::new();
    for c in catalog.characters.values() {
        words.extend(c.races.iter().chain(&c.attributes).cloned());
    }
    for t in catalog.tokens.values() {
        words.extend(t.races.iter().chain(&t.attributes).cloned());
    }
    for card in catalog.cards.values() {
        words.extend(card.attributes.names().iter().cloned());
    }
    assert!(
        words.contains("Human") && words.contains("Fire"),
        "{words:?}"
    );
    let missing: Vec<&String> = words.iter().filter(|w| !table.contains_key(*w)).collect();
    assert!(missing.is_empty(), "no Japanese for {missing:?}");
}
