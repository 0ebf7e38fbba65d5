//! Seed 001, 2.キャラクターの作成 例: the worked example character (Sefa, our name for カイ)
//! behaves step by step as the seed's commentary says — the skill list read from the top before
//! every use (「常に並び順で一番上のもの」), plan 1 skipping the heal at full HP, the patterns
//! chosen by plans 3 and 4 at the pattern switch (the earlier plan winning), panels paid by the
//! left-front rule. Traces K1–K9 of /work/shared/rules/seed-001.md, lines 2.50–2.58.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::rules::arena::{act, pattern};
use vortex_tactics::rules::core::fighter::Hp;

/// The real content plus "Post" (`t_post`): body 12, no skills, no patterns — it never acts.
pub fn arena_catalog() -> Catalog {
    let mut c = real_catalog();
    add(
        &mut c.contenders,
        "t_post",
        "(name: \"Post\", stats: (body: 12, reflex: 0, intellect: 0), skills: [], patterns: [])",
    );
    c
}

/// A bout of `a` against `b` (contender ids), not yet begun.
pub fn bout(c: Catalog, a: &str, b: &str) -> App {
    let mut c = c;
    add(
        &mut c.levels,
        "t_bout",
        &format!(
            "(name: \"bout\", seed: 1, preset: Arena, teams: [(name: \"L\", members: [(card: \"{a}\")]), (name: \"R\", members: [(card: \"{b}\")])])"
        ),
    );
    battle(c, "t_bout", 1)
}

fn set_hp(app: &mut App, e: Entity, hp: i32) {
    app.world_mut().get_mut::<Hp>(e).expect("hp").current = hp;
}

/// One turn of Sefa alone: HP `at_switch` at the pattern switch, `at_act` when it acts. Returns
/// the pattern switched to (if any) and the lines of its action phase.
fn turn(at_switch: i32, at_act: i32) -> (String, Vec<String>, i32) {
    let mut app = bout(arena_catalog(), "sefa_ember_tide", "t_post");
    let sefa = fighter(&mut app, "Sefa of Ember and Tide");
    let post = fighter(&mut app, "Post");
    set_hp(&mut app, sefa, at_switch);
    let start = log(&app).len();
    pattern::switch_and_recover(app.world_mut());
    set_hp(&mut app, sefa, at_act);
    act::act(app.world_mut(), sefa);
    let text = log(&app)[start..].to_string();
    let switched = text
        .lines()
        .find(|l| l.contains("switches to pattern"))
        .map_or("A".to_string(), |l| {
            l.trim_end().chars().last().unwrap_or('?').to_string()
        });
    let uses: Vec<String> = text
        .lines()
        .filter(|l| l.contains(" uses ") || l.contains(" heals "))
        .map(|l| {
            l.trim()
                .replace("Sefa of Ember and Tide ", "")
                .replace("Cinder Shackle", "Shackle")
                .replace("Still Water", "Still")
                .replace("Spark Snap", "Spark")
        })
        .collect();
    (switched, uses, 48 - hp(&app, post))
}

#[test]
fn k1_at_full_hp_the_heal_is_skipped_and_the_attacks_use_every_panel() {
    // 2.50 (K1): HP 20 → A; 安らぎ skipped by plan 1 → 火炎縛 (P1+P4) → 火炎縛 (P2+P5) → 炸撃
    // (P3): 7 damage, no panel left.
    let (pattern, uses, dealt) = turn(20, 20);
    assert_eq!(pattern, "A");
    assert_eq!(
        uses,
        [
            "uses Shackle (P1+P4)",
            "uses Shackle (P2+P5)",
            "uses Spark (P3)"
        ]
    );
    assert_eq!(dealt, 7);
}

#[test]
fn k2_one_hp_short_the_heal_comes_first_and_the_list_is_read_again_from_the_top() {
    // 2.51 (K2): at 19, 安らぎ (P4) → 20 (+1 only, never past the most HP) → 安らぎ skipped →
    // 火炎縛 (P1+P5) → 炸撃 (P2) → 炸撃 (P3): 5 damage.
    let (_, uses, dealt) = turn(20, 19);
    assert_eq!(
        uses,
        [
            "uses Still (P4)",
            "heals 1 (19 → 20)",
            "uses Shackle (P1+P5)",
            "uses Spark (P2)",
            "uses Spark (P3)"
        ]
    );
    assert_eq!(dealt, 5);
}

#[test]
fn k3_k4_two_heals_spend_the_water_and_the_fire_goes_to_spark_snap() {
    // 2.52–2.53 (K3, K4): 安らぎ (P4), (P5); 火炎縛 cannot be paid without water; 炸撃 ×3.
    for (at, heals) in [
        (14, ["heals 3 (14 → 17)", "heals 3 (17 → 20)"]),
        (15, ["heals 3 (15 → 18)", "heals 2 (18 → 20)"]),
    ] {
        let (_, uses, dealt) = turn(20, at);
        assert_eq!(
            uses,
            [
                "uses Still (P4)",
                heals[0],
                "uses Still (P5)",
                heals[1],
                "uses Spark (P1)",
                "uses Spark (P2)",
                "uses Spark (P3)"
            ],
            "HP {at}"
        );
        assert_eq!(dealt, 3);
    }
}

#[test]
fn k5_k6_above_10_at_the_switch_the_pattern_stays_a_whatever_happens_after() {
    // 2.54–2.55 (K5, K6): 11 > 10 at the pattern switch → A; hit down to 2 before acting, Sefa
    // still acts with A (B only from the next turn): 安らぎ (P4), (P5), 炸撃 ×3.
    for (at, end) in [(11, "heals 3 (14 → 17)"), (2, "heals 3 (5 → 8)")] {
        let (pattern, uses, dealt) = turn(11, at);
        assert_eq!(pattern, "A");
        assert_eq!(uses.len(), 7, "{uses:?}");
        assert_eq!(uses[3], end);
        assert_eq!(dealt, 3);
    }
}

#[test]
fn k7_k8_at_10_or_less_plan_3_beats_plan_4_and_pattern_b_heals_over_and_over() {
    // 2.56 (K7): 10 → B (plans 3 and 4 both apply; the earlier wins — 「10以下」, so 10 is
    // enough); 安らぎ (P1)–(P4) to 20, then at full HP nothing can be used: P5 stays unused.
    let (pattern, uses, dealt) = turn(10, 10);
    assert_eq!(pattern, "B");
    assert_eq!(
        uses,
        [
            "uses Still (P1)",
            "heals 3 (10 → 13)",
            "uses Still (P2)",
            "heals 3 (13 → 16)",
            "uses Still (P3)",
            "heals 3 (16 → 19)",
            "uses Still (P4)",
            "heals 1 (19 → 20)"
        ]
    );
    assert_eq!(dealt, 0);
    // 2.57 (K8): 4 → B; five heals, every panel used: 7, 10, 13, 16, 19.
    let (pattern, uses, _) = turn(4, 4);
    assert_eq!(pattern, "B");
    let heals: Vec<&String> = uses.iter().filter(|u| u.starts_with("heals")).collect();
    assert_eq!(heals.len(), 5);
    assert_eq!(heals[4], "heals 3 (16 → 19)");
}

#[test]
fn k9_the_next_switch_goes_by_hp_then_whichever_pattern_is_in_use() {
    // 2.58 (K9): at the next pattern switch, HP 11 or more → A (plan 4), 10 or less → B (plan 3),
    // from either pattern.
    use vortex_tactics::rules::arena::state::Patterns;
    for (from, hp_then, expected) in [(0, 11, 0), (1, 11, 0), (0, 10, 1), (1, 10, 1)] {
        let mut app = bout(arena_catalog(), "sefa_ember_tide", "t_post");
        let sefa = fighter(&mut app, "Sefa of Ember and Tide");
        app.world_mut()
            .get_mut::<Patterns>(sefa)
            .expect("p")
            .current = from;
        set_hp(&mut app, sefa, hp_then);
        pattern::switch_and_recover(app.world_mut());
        assert_eq!(
            app.world().get::<Patterns>(sefa).expect("p").current,
            expected,
            "from {from} at HP {hp_then}"
        );
    }
}
