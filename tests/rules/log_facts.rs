//! Events as facts (docs/REPLAYS.md, "The typed log"): every event a preset writes names who (by
//! serial), what and how much; the facts agree with the board at the battle's end; the typed log
//! reads back as written and is the same for the same seed, facts included.

use crate::harness::*;
use bevy::prelude::*;
use std::collections::BTreeMap;
use vortex_tactics::data::Preset;
use vortex_tactics::headless;
use vortex_tactics::rules::core::battle::Battle;
use vortex_tactics::rules::core::fighter::{Fighter, Hp};
use vortex_tactics::rules::core::log::{BattleLog, EventKind, LogEvent};
use vortex_tactics::rules::core::log_facts::Serial;
use vortex_tactics::rules::core::log_file::{BattleRecord, LogDocument};

/// Every level of `preset` played with seeds `seeds`, each battle handed to `check`.
fn each_battle(
    preset: Preset,
    seeds: std::ops::Range<u64>,
    mut check: impl FnMut(&str, u64, &mut App),
) {
    let catalog = real_catalog();
    let levels: Vec<String> = catalog
        .levels
        .iter()
        .filter(|(_, l)| l.preset == preset)
        .map(|(id, _)| id.clone())
        .collect();
    assert!(!levels.is_empty(), "{preset:?}");
    let mut app = headless::app(catalog);
    for level in &levels {
        for seed in seeds.clone() {
            headless::run_battle(&mut app, level, seed).expect("battle");
            check(level, seed, &mut app);
        }
    }
}

const PRESETS: [Preset; 5] = [
    Preset::Duel,
    Preset::Skirmish,
    Preset::Arena,
    Preset::Showdown,
    Preset::Brawl,
];

#[test]
fn every_preset_event_names_who_or_what_and_only_serials_in_the_battle() {
    for preset in PRESETS {
        let mut kinds = std::collections::BTreeSet::new();
        each_battle(preset, 0..6, |level, seed, app| {
            let last = app.world().resource::<Battle>().next_serial;
            for e in &app.world().resource::<BattleLog>().events {
                let LogEvent::Rule { kind, facts, text } = e else {
                    continue;
                };
                kinds.insert(format!("{kind:?}"));
                assert!(
                    facts.who.is_some() || facts.what.is_some(),
                    "{level} seed {seed}: `{text}` says neither who nor what"
                );
                for s in [facts.who, facts.by].into_iter().flatten() {
                    assert!(
                        (1..=last).contains(&s),
                        "{level} seed {seed}: `{text}` names serial {s} (last {last})"
                    );
                }
                assert_ne!(
                    facts.who.zip(facts.by).map(|(a, b)| a == b),
                    Some(true),
                    "{text}"
                );
            }
        });
        for k in ["Action", "Damage", "Retire"] {
            assert!(kinds.contains(k), "{preset:?} never logged a {k} event");
        }
    }
}

/// The last HP each fighter's facts leave it at, and the damage and healing they add up to.
#[derive(Default, Debug)]
struct Tally {
    left: Option<i64>,
    lost: i64,
}

fn tallies(log: &BattleLog, hp_words: &[&str], heal_words: &[&str]) -> BTreeMap<u32, Tally> {
    let mut t: BTreeMap<u32, Tally> = BTreeMap::new();
    for e in &log.events {
        let LogEvent::Rule { kind, facts, .. } = e else {
            continue;
        };
        let (Some(who), Some(what)) = (facts.who, facts.what.as_deref()) else {
            continue;
        };
        let counts = match kind {
            EventKind::Damage => !heal_words.contains(&what) && what != "mp",
            EventKind::Heal => heal_words.contains(&what),
            _ => false,
        };
        if !counts
            || !(hp_words.is_empty() || hp_words.contains(&what) || heal_words.contains(&what))
        {
            continue;
        }
        let entry = t.entry(who).or_default();
        let amount = facts.amount.unwrap_or(0);
        entry.lost += if *kind == EventKind::Heal {
            -amount
        } else {
            amount
        };
        if facts.left.is_some() {
            entry.left = facts.left;
        }
    }
    t
}

fn final_hp(app: &mut App) -> BTreeMap<u32, (i32, i32)> {
    let mut q = app.world_mut().query::<(&Fighter, &Hp)>();
    q.iter(app.world())
        .map(|(f, hp)| (f.serial, (hp.start, hp.current)))
        .collect()
}

#[test]
fn duel_and_arena_damage_and_healing_facts_add_up_to_every_fighters_hp() {
    // Seed 000 【表記】 (damage and "reduce HP directly" lower HP by their amount; healing raises it,
    // above the start too) and seed 003 (《HP》: attacks, HP loss and healing): the facts of every
    // damage and healing event add up to each fighter's HP at the battle's end, and the last one
    // says what it was left at.
    for (preset, hp_words, heal_words) in [
        (
            Preset::Duel,
            &["damage", "piercing damage", "reduce hp"][..],
            &["heal"][..],
        ),
        (Preset::Arena, &[][..], &["heal"][..]),
    ] {
        let mut hit = 0;
        each_battle(preset, 0..8, |level, seed, app| {
            let t = tallies(app.world().resource::<BattleLog>(), hp_words, heal_words);
            for (serial, (start, now)) in final_hp(app) {
                let Some(t) = t.get(&serial) else {
                    assert_eq!(
                        start, now,
                        "{level} seed {seed}: serial {serial} changed unlogged"
                    );
                    continue;
                };
                hit += 1;
                assert_eq!(
                    i64::from(start) - t.lost,
                    i64::from(now),
                    "{level} seed {seed}: serial {serial}'s facts {t:?}"
                );
                if let Some(left) = t.left {
                    assert_eq!(left, i64::from(now), "{level} seed {seed}: serial {serial}");
                }
            }
        });
        assert!(hit > 20, "{preset:?}: only {hit} fighters were hit");
    }
}

/// The last `left` each serial's events of the kinds `counts` takes give it.
fn last_left(
    log: &BattleLog,
    counts: impl Fn(EventKind, Option<&str>) -> bool,
) -> BTreeMap<u32, i64> {
    let mut left = BTreeMap::new();
    for e in &log.events {
        if let LogEvent::Rule { kind, facts, .. } = e
            && counts(*kind, facts.what.as_deref())
            && let (Some(who), Some(l)) = (facts.who, facts.left)
        {
            left.insert(who, l);
        }
    }
    left
}

#[test]
fn skirmish_hp_facts_leave_every_fighter_at_its_hp() {
    // Seed 003 (【ダメージ算出】【死亡・気絶】【耐える】): the last HP a fighter's facts give is its HP at
    // the battle's end (MP facts say `mp` and are not HP).
    let mut hit = 0;
    each_battle(Preset::Skirmish, 0..8, |level, seed, app| {
        let left = last_left(app.world().resource::<BattleLog>(), |kind, what| {
            matches!(
                kind,
                EventKind::Damage | EventKind::Heal | EventKind::Retire
            ) && what != Some("mp")
        });
        for (serial, (_, now)) in final_hp(app) {
            if let Some(l) = left.get(&serial) {
                hit += 1;
                assert_eq!(*l, i64::from(now), "{level} seed {seed}: serial {serial}");
            }
        }
    });
    assert!(hit > 20, "only {hit} fighters were hit");
}

#[test]
fn brawl_creature_facts_leave_every_creature_at_its_power() {
    // Seed 002 (ダメージ・パワーダウン: damage and power-downs lower power, power-ups raise it):
    // the last power a creature's facts give is its power on the board at the battle's end; a
    // creature's serial comes from the battle's one count, after the players'.
    let mut seen = 0;
    each_battle(Preset::Brawl, 0..8, |level, seed, app| {
        let left = last_left(app.world().resource::<BattleLog>(), |kind, _| {
            matches!(kind, EventKind::Damage | EventKind::Heal)
        });
        let mut q = app
            .world_mut()
            .query::<(&Serial, &vortex_tactics::rules::brawl::board::Beast)>();
        for (s, b) in q.iter(app.world()) {
            assert!(s.0 > 2, "a creature's serial follows the players'");
            if let Some(l) = left.get(&s.0) {
                seen += 1;
                assert_eq!(
                    *l,
                    i64::from(b.power.max(0)),
                    "{level} seed {seed}: {}",
                    b.name
                );
            }
        }
    });
    assert!(seen > 10, "only {seen} creatures were hit and stayed");
}

#[test]
fn the_typed_log_reads_back_and_its_lines_are_the_text_log() {
    for preset in PRESETS {
        each_battle(preset, 3..4, |level, _, app| {
            let log = app.world().resource::<BattleLog>();
            let record = BattleRecord::of(log);
            assert_eq!(record.level, level);
            let lines: String = record
                .events
                .iter()
                .map(|e| format!("{}\n", e.text))
                .collect();
            assert_eq!(lines, log.text());
            let doc = LogDocument::new(vec![record]);
            let json: LogDocument =
                serde_json::from_str(&serde_json::to_string(&doc).expect("json")).expect("reads");
            assert_eq!(json, doc);
            let ron: LogDocument =
                ron::from_str(&ron::to_string(&doc).expect("ron")).expect("reads");
            assert_eq!(ron, doc);
            let rounds: Vec<u32> = doc.battles[0].events.iter().map(|e| e.round).collect();
            assert!(rounds.is_sorted(), "{level}: rounds only go up");
        });
    }
}

#[test]
fn the_same_seed_gives_the_same_events_facts_included() {
    // docs/RULES.md, Randomness: the same seed and decisions give the same log; its facts too.
    for preset in PRESETS {
        let mut first = Vec::new();
        each_battle(preset, 0..3, |_, _, app| {
            first.push(app.world().resource::<BattleLog>().events.clone());
        });
        let mut second = Vec::new();
        each_battle(preset, 0..3, |_, _, app| {
            second.push(app.world().resource::<BattleLog>().events.clone());
        });
        assert_eq!(first, second, "{preset:?}");
    }
}

/// Issue 40, item 7 (docs/RULES.md, engine chapter, "Fighters of one name"): fighters of a
/// battle that share a name are told apart by a letter in the order they entered, as a GM does
/// (ゴブリンA, ゴブリンB), so the log says which one acted and which was hit.
#[test]
fn fighters_of_one_name_are_told_apart_in_the_log() {
    let mut app = headless::app(real_catalog());
    headless::run_battle(&mut app, "skirmish_01_windmill_ridge", 1).expect("battle");
    let world = app.world_mut();
    let mut names: Vec<(u32, String)> = world
        .query::<&Fighter>()
        .iter(world)
        .map(|f| (f.serial, f.name.clone()))
        .collect();
    names.sort();
    let raiders: Vec<&str> = names
        .iter()
        .filter(|(_, n)| n.starts_with("Ridge Raider"))
        .map(|(_, n)| n.as_str())
        .collect();
    assert_eq!(raiders, ["Ridge Raider A", "Ridge Raider B"], "{names:?}");
    let text = world.resource::<BattleLog>().text();
    assert!(text.contains("Ridge Raider A") && text.contains("Ridge Raider B"));
    for (at, _) in text.match_indices("Ridge Raider") {
        let next = &text[at + "Ridge Raider".len()..];
        assert!(
            next.starts_with(" A") || next.starts_with(" B"),
            "every mention says which: {}",
            &text[at..(at + 40).min(text.len())]
        );
    }
    // A name no other fighter has is left as it is.
    assert!(
        names.iter().any(|(_, n)| n == "Sylla Windreed"),
        "{names:?}"
    );
}
