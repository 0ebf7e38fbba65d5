//! Seed 001, 2.キャラクターの作成 and 3.プランについて: what the three stats give, the worked
//! example character, and the creation rules `vortex check` enforces — each refusal at its
//! file, line, column and field.

use crate::harness::*;
use std::path::PathBuf;
use vortex_tactics::data::arena::{Contender, Order, Panel, Stats};
use vortex_tactics::data::{ContentDirs, load_content};

#[test]
fn the_stats_give_hp_panels_skills_patterns_and_plans_as_the_seed_counts_them() {
    // 2.キャラクターの作成, 能力値: 「HPは体力の4倍」; 神経反射 = panels per pattern; 「知性の
    // 数値以下の自然数の和の数のスキル」; 「知性の数のスキルパターン」; 「知性の2倍の数のプラン」.
    let skills = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78];
    for intellect in 0..=12u8 {
        let s = Stats {
            body: 12 - intellect,
            reflex: 0,
            intellect,
        };
        assert_eq!(s.total(), 12);
        assert_eq!(
            s.skills(),
            skills[usize::from(intellect)],
            "intellect {intellect}"
        );
        assert_eq!(s.patterns(), usize::from(intellect));
        assert_eq!(s.plans(), 2 * usize::from(intellect));
        assert_eq!(s.hp(), 4 * i32::from(12 - intellect));
    }
    let s = Stats {
        body: 4,
        reflex: 3,
        intellect: 2,
    };
    assert_eq!(
        (s.panels_per_pattern(), s.patterns()),
        (3, 2),
        "例: 神経反射3、知性2"
    );
}

#[test]
fn the_worked_example_character_is_built_as_the_seed_builds_it() {
    // 2.キャラクターの作成, 例: 体力5 (HP20), 神経反射5, 知性2 → 3 skills, 2 patterns of 5
    // panels (A 火火火水水, B 水水水水水), 4 plans in the order written; its skills in the
    // sheet's order (安らぎ, 火炎縛, 炸撃), which is the order they are tried in.
    let c = real_catalog();
    let sefa: &Contender = c.contenders.get("sefa_ember_tide").expect("the example");
    assert!(sefa.creation_problems().is_empty());
    let s = sefa.stats;
    assert_eq!((s.hp(), s.skills(), s.patterns(), s.plans()), (20, 3, 2, 4));
    use Panel::*;
    assert_eq!(
        sefa.patterns,
        [vec![Fire, Fire, Fire, Water, Water], vec![Water; 5]]
    );
    assert_eq!(sefa.skills, ["still_water", "cinder_shackle", "spark_snap"]);
    let heal = &c.skills["still_water"];
    let shackle = &c.skills["cinder_shackle"];
    let snap = &c.skills["spark_snap"];
    assert_eq!(
        (
            heal.cost.as_slice(),
            shackle.cost.as_slice(),
            snap.cost.as_slice()
        ),
        (&[Water][..], &[Fire, Water][..], &[Fire][..])
    );
    // 6.細則 《スキルの属性》: none of the three has a sword panel in its cost — all magic.
    assert!(!heal.is_sword_skill() && !shackle.is_sword_skill() && !snap.is_sword_skill());
    assert_eq!(
        sefa.plans
            .iter()
            .map(|p| p.then.clone())
            .collect::<Vec<_>>(),
        [
            Order::DontUse("still_water".into()),
            Order::Aim(
                "cinder_shackle".into(),
                vortex_tactics::data::arena::Aim::SkillWithout(
                    vortex_tactics::data::arena::ArenaStatus::Bind
                )
            ),
            Order::SwitchPattern(1),
            Order::SwitchPattern(0),
        ]
    );
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-arena-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

fn problems_for(file: &str, text: &str) -> (PathBuf, Vec<vortex_tactics::data::Problem>) {
    let dir = scratch(file.split('.').next().unwrap_or("x"));
    let path = dir.join(file);
    std::fs::write(&path, text).expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    let id = file.split('.').next().unwrap_or_default();
    assert!(
        !catalog.contenders.contains_key(id) && !catalog.skills.contains_key(id),
        "{file} is left out"
    );
    let mine: Vec<_> = problems.into_iter().filter(|p| p.path == path).collect();
    (path, mine)
}

fn contender(stats: &str, skills: &str, patterns: &str, plans: &str) -> String {
    format!(
        "(\n  name: \"T\",\n  stats: {stats},\n  skills: {skills},\n  patterns: {patterns},\n  plans: {plans},\n)\n"
    )
}

const FIVE: &str = "[[Fire, Fire, Fire, Water, Water], [Water, Water, Water, Water, Water]]";
const THREE: &str = "[\"still_water\", \"cinder_shackle\", \"spark_snap\"]";

#[test]
fn the_creation_rules_are_enforced_at_their_field() {
    // 2.キャラクターの作成: 「合計12点のポイントを1点単位で割り振って下さい」 (exactly 12: docs/
    // RULES.md, Arena, Decision), the counts the stats allow, a skill taken once, every pattern
    // of exactly 神経反射 panels.
    let cases: &[(&str, String, &str, usize)] = &[
        (
            "eleven.contender.ron",
            contender(
                "(body: 5, reflex: 5, intellect: 1)",
                "[\"still_water\"]",
                "[[Water, Water, Water, Water, Water]]",
                "[]",
            ),
            "stats",
            3,
        ),
        (
            "greedy.contender.ron",
            contender(
                "(body: 5, reflex: 5, intellect: 2)",
                "[\"still_water\", \"cinder_shackle\", \"spark_snap\", \"spark_snap\"]",
                FIVE,
                "[]",
            ),
            "skills",
            4,
        ),
        (
            "short.contender.ron",
            contender(
                "(body: 5, reflex: 5, intellect: 2)",
                THREE,
                "[[Fire, Fire, Fire, Water, Water], [Water, Water, Water, Water]]",
                "[]",
            ),
            "patterns[1]",
            5,
        ),
        (
            "wordy.contender.ron",
            contender(
                "(body: 5, reflex: 5, intellect: 2)",
                THREE,
                FIVE,
                "[(then: YieldInitiative), (then: YieldInitiative), (then: YieldInitiative), (then: YieldInitiative), (then: YieldInitiative)]",
            ),
            "plans",
            6,
        ),
    ];
    for (file, text, field, line) in cases {
        let (path, problems) = problems_for(file, text);
        let p = problems
            .iter()
            .find(|p| p.field == *field)
            .unwrap_or_else(|| panic!("{file}: no `{field}` problem in {problems:?}"));
        assert_eq!(p.line, *line, "{file}: {p}");
        assert!(
            p.to_string().starts_with(&path.display().to_string()),
            "{p}"
        );
    }
    // The skill taken twice is named at its place in the list.
    let (_, problems) = problems_for(
        "twice.contender.ron",
        &contender(
            "(body: 5, reflex: 5, intellect: 2)",
            "[\"spark_snap\", \"spark_snap\"]",
            FIVE,
            "[]",
        ),
    );
    assert!(
        problems
            .iter()
            .any(|p| p.field == "skills[1]" && p.message.contains("twice")),
        "{problems:?}"
    );
}

#[test]
fn a_stat_below_zero_cannot_be_written() {
    // 2.キャラクターの作成: 「能力値を0未満の値にする事はできません」 — the parser refuses it at
    // its line and column.
    let (_, problems) = problems_for(
        "sunk.contender.ron",
        &contender("(body: 13, reflex: -1, intellect: 0)", "[]", "[]", "[]"),
    );
    let p = problems.first().expect("refused");
    assert_eq!(p.line, 3, "{p}");
    assert!(p.col > 1, "{p}");
}

#[test]
fn a_plan_names_only_its_own_skills_and_patterns_and_one_instruction() {
    // 3.プランについて: a plan gives one instruction about the contender's own skills and
    // patterns; it cannot refer to plans or to anything outside the battle. A plan naming a
    // skill the contender lacks, or a pattern it lacks, is refused at that plan; a plan with two
    // instructions does not parse.
    let (_, problems) = problems_for(
        "stranger.contender.ron",
        &contender(
            "(body: 5, reflex: 5, intellect: 2)",
            THREE,
            FIVE,
            "[(then: DontUse(\"no_such_skill\")), (then: SwitchPattern(2))]",
        ),
    );
    let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
    assert_eq!(fields, ["plans[0]", "plans[1]"], "{problems:?}");
    assert_eq!(problems[0].line, 6);
    let (_, problems) = problems_for(
        "double.contender.ron",
        &contender(
            "(body: 5, reflex: 5, intellect: 2)",
            THREE,
            FIVE,
            "[(when: (all: [First]), then: DontUse(\"still_water\"), also: PayWith(Water))]",
        ),
    );
    assert!(
        problems.iter().any(|p| p.message.contains("also")),
        "{problems:?}"
    );
}

#[test]
fn a_plan_may_aim_at_the_opponents_skill_but_not_at_one_that_does_not_exist() {
    // 3.プランについて, ●特定のスキルの持つ追加効果の対象を指定する: the target of a status
    // line may be the opponent's skill (「Bindを受けていないスキルを狙う」), so any skill of the
    // game may be named there — and only a skill that exists.
    let plans = "[(then: Aim(\"cinder_shackle\", Skill(\"iron_cut\"))), (then: Aim(\"cinder_shackle\", Skill(\"no_such_skill\")))]";
    let (_, problems) = problems_for(
        "aimer.contender.ron",
        &contender("(body: 5, reflex: 5, intellect: 2)", THREE, FIVE, plans),
    );
    let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
    assert_eq!(fields, ["plans[1]"], "{problems:?}");
    assert!(
        problems[0].message.contains("no_such_skill"),
        "{problems:?}"
    );
}

#[test]
fn a_status_goes_only_where_the_seed_lets_it() {
    // 6.細則 《状態異常》: each status names what carries it — Freeze is a panel's, never a
    // skill's; a chance is a fraction of at most one.
    let (_, problems) = problems_for(
        "frosty.skill.ron",
        "(\n  name: \"Frosty\",\n  cost: [Water],\n  lines: [\n    Give(status: Freeze, to: Skill),\n    Give(status: Bind, to: Plan, chance: (4, 3)),\n  ],\n  text: \"t\",\n)\n",
    );
    let at: Vec<(&str, usize)> = problems
        .iter()
        .map(|p| (p.field.as_str(), p.line))
        .collect();
    assert_eq!(at, [("lines[0]", 5), ("lines[1]", 6)], "{problems:?}");
    assert!(problems[0].message.contains("panel"));
}
