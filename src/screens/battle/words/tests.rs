//! The message table: it parses, every place it names is known, and a sentence needs every fact
//! it names (else the event's own line is shown).

use super::table::{Fill, Message, What, fill_in, parse, say, table};
use crate::data::Preset;
use crate::rules::core::log::{EventKind, LogEvent};
use crate::rules::core::log_facts::Facts;

#[test]
fn the_table_reads_and_names_only_known_places() {
    let text = std::fs::read_to_string("assets/words/log.en.ron").expect("the table's file");
    let read = parse(&text).expect("the table parses");
    assert!(!read.is_empty());
    assert_eq!(table().len(), read.len(), "the game's table is the file's");
    let all = Fill {
        who: Some("A"),
        by: Some("B"),
        what: Some("C"),
        amount: Some(2),
        left: Some(3),
    };
    for m in &read {
        assert!(
            fill_in(&m.says, &all).is_some(),
            "an unknown place in {:?}",
            m.says
        );
    }
}

#[test]
fn a_sentence_is_said_from_the_facts_and_needs_every_fact_it_names() {
    let rows = vec![Message {
        preset: Some(Preset::Brawl),
        kind: EventKind::Action,
        what: What::Is("attack".into()),
        says: "{by} (power {amount}) attacks {who} (power {left})".into(),
    }];
    let event = LogEvent::Rule {
        kind: EventKind::Action,
        facts: Facts::on_serial(3)
            .by_serial(Some(4))
            .what("attack")
            .amount(2)
            .left(1),
        text: "  Ashmaw Hyena (2) attacks Chapel Moth (1)".into(),
    };
    let facts = crate::rules::core::log_file::core_facts(&event);
    let fill = Fill {
        who: Some("Chapel Moth"),
        by: Some("Ashmaw Hyena"),
        what: Some("attack"),
        amount: Some(2),
        left: Some(1),
    };
    assert_eq!(
        say(&rows, Preset::Brawl, &event, &facts, &fill).as_deref(),
        Some("Ashmaw Hyena (power 2) attacks Chapel Moth (power 1)")
    );
    assert_eq!(
        say(&rows, Preset::Duel, &event, &facts, &fill),
        None,
        "another preset's entry"
    );
    let no_left = Fill { left: None, ..fill };
    assert_eq!(
        say(&rows, Preset::Brawl, &event, &facts, &no_left),
        None,
        "a fact it names is missing"
    );
}

#[test]
fn the_showdowns_offset_reads_as_a_sentence_with_the_rule_line_on_hover() {
    // Issue 40, item 5: "cost offset: 1 against 2" is not a sentence.
    let event = LogEvent::Rule {
        kind: EventKind::Check,
        facts: Facts::about("cost offset").amount(1),
        text: "  cost offset: 2 against 1, the higher pays 1".into(),
    };
    let line = super::say(
        &event,
        Preset::Showdown,
        &Default::default(),
        &Default::default(),
    );
    assert!(
        line.text
            .starts_with("Both open at once and the costs offset"),
        "{}",
        line.text
    );
    assert_eq!(
        line.rule.as_deref(),
        Some("cost offset: 2 against 1, the higher pays 1")
    );
    assert!(line.indented);
}

#[test]
fn the_japanese_table_says_what_the_english_one_says_entry_for_entry() {
    let en = parse(&std::fs::read_to_string("assets/words/log.en.ron").expect("en")).expect("en");
    let ja = parse(super::table::TEXT_JA).expect("the Japanese table parses");
    assert_eq!(en.len(), ja.len(), "entry for entry");
    let places = |s: &str| -> Vec<&str> {
        ["{who}", "{by}", "{what}", "{amount}", "{left}"]
            .into_iter()
            .filter(|p| s.contains(p))
            .collect()
    };
    for (e, j) in en.iter().zip(&ja) {
        assert_eq!((e.preset, e.kind), (j.preset, j.kind), "{:?}", j.says);
        assert_eq!(
            format!("{:?}", e.what),
            format!("{:?}", j.what),
            "{:?}",
            j.says
        );
        assert_eq!(
            places(&e.says),
            places(&j.says),
            "{:?} ~ {:?}",
            e.says,
            j.says
        );
        assert!(
            j.says
                .chars()
                .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
            "in Japanese: {:?}",
            j.says
        );
    }
}

#[test]
fn the_cores_own_events_are_said_too_a_round_the_start_and_the_winner() {
    // Issue 42 item 4: the round's marker and the outcome read from the table in the language
    // spoken, not as the rule's line.
    let line = super::say(
        &LogEvent::RoundStart { round: 3 },
        Preset::Duel,
        &Default::default(),
        &Default::default(),
    );
    assert_eq!(line.text, "— Round 3 —");
    assert_eq!(line.rule.as_deref(), Some("-- round 3 --"));
    let line = super::say(
        &LogEvent::Winner {
            team: "Ashwright Forge".into(),
            side: 0,
        },
        Preset::Duel,
        &Default::default(),
        &Default::default(),
    );
    assert_eq!(line.text, "Ashwright Forge wins the battle");
}
