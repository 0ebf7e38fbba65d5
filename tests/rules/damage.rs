//! Seed 000, 表記の解釈に関する事柄 and 細則あれこれ: "deal damage" is modified, "reduce HP
//! directly" is not; both floor at 0; a 0 hit is still damage; HP may exceed its start and go
//! below 0; the retired cannot be healed; retirement waits until all processing is over.

use crate::harness::*;
use vortex_tactics::rules::core::fighter::Retired;

#[test]
fn damage_is_modified_and_hp_reduction_is_not() {
    // 表記の解釈に関する事柄, 「ダメージを1D与える」と「HPを直接1D減らす」の違い: the former takes
    // the damage modifiers, the latter does not.
    let c = fixture(&[("delta", "Passive(DamageTaken(-2))")]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, delta, "Damage(\"5\")");
    assert_eq!(hp(&app, delta), 17, "5 damage - 2");
    hit(&mut app, alpha, delta, "ReduceHp(\"5\")");
    assert_eq!(hp(&app, delta), 12, "reduce HP directly ignores the -2");
}

#[test]
fn values_never_go_below_zero() {
    // 表記の解釈に関する事柄, 「ダメージをX点与える」と「HPを直接X点減らす」の数値は、0未満に
    // なるか？ ならない. 例1: 1D-2 rolling 1 is 0, not -1; 例2: 5 damage reduced by 10 is 0,
    // not -5.
    let c = fixture(&[("delta", "Passive(DamageTaken(-10))")]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, delta, "Damage(\"5\")");
    assert_eq!(hp(&app, delta), 20, "no healing from negative damage");
    hit(&mut app, delta, alpha, "ReduceHp(\"-3\")");
    assert_eq!(hp(&app, alpha), 20);
}

#[test]
fn a_zero_damage_hit_still_counts_as_damage() {
    // 「0 ダメージを受ける」という概念は存在する: a counter fires on 0 damage.
    let counter =
        "Triggered(name: \"Counter\", when: Damaged, target: Source, effects: [Damage(\"1\")])";
    let c = fixture(&[("delta", &format!("Passive(DamageTaken(-10)), {counter}"))]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, delta, "Damage(\"3\")");
    assert!(log(&app).contains("deals 0 damage to Delta"));
    assert_eq!(hp(&app, alpha), 19, "the counter answered a 0-damage hit");
    hit(&mut app, alpha, delta, "ReduceHp(\"3\")");
    assert_eq!(
        hp(&app, alpha),
        19,
        "HP reduction is not damage: no counter"
    );
}

#[test]
fn two_counters_do_not_loop_forever() {
    // 処理の手順・方法に関する事柄, 補足2 (a trigger is cancelled only when its condition no longer
    // holds) and Decision (docs/RULES.md): a trigger never answers an event its own firing led to. Delta's
    // counter answers Alpha's hit, Alpha's counter answers that, and Delta's counter does not
    // answer its own chain: each fires once and the chain ends.
    let counter =
        "Triggered(name: \"Counter\", when: Damaged, target: Source, effects: [Damage(\"0\")])";
    let c = fixture(&[("alpha", counter), ("delta", counter)]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, delta, "Damage(\"1\")");
    let text = log(&app);
    assert_eq!(text.matches("Delta's Counter fires").count(), 1, "{text}");
    assert_eq!(text.matches("Alpha's Counter fires").count(), 1, "{text}");
}

#[test]
fn hp_may_exceed_its_start_and_go_below_zero() {
    // HPは初期HPを超えて増加できる / HPの数値はマイナスにもなる.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, alpha, "Heal(\"5\")");
    assert_eq!(hp(&app, alpha), 25);
    hit(&mut app, alpha, delta, "ReduceHp(\"27\")");
    assert_eq!(hp(&app, delta), -7);
    assert!(app.world().get::<Retired>(delta).is_some());
}

#[test]
fn the_retired_cannot_be_healed() {
    // 細則あれこれ, リタイアしたキャラクターのHPを回復することは――出来ない.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, delta, "ReduceHp(\"25\")");
    hit(&mut app, alpha, delta, "Heal(\"10\")");
    assert_eq!(hp(&app, delta), -5);
    assert!(app.world().get::<Retired>(delta).is_some());
    assert!(log(&app).contains("cannot be healed"));
}

#[test]
fn retirement_waits_until_all_processing_ends() {
    // 補足3: HP at 0 mid-processing is no retirement if HP is back above 0 when all is done.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit_all(
        &mut app,
        alpha,
        &[delta],
        &["ReduceHp(\"25\")", "Heal(\"10\")"],
    );
    assert_eq!(hp(&app, delta), 5);
    assert!(app.world().get::<Retired>(delta).is_none());
}

#[test]
fn damage_is_floored_once_at_the_end() {
    // 表記の解釈 (ダメージの下限), Decision (docs/RULES.md): the rolled value less the relief
    // shortfall plus the modifiers, floored at 0 once, at the end: 3 − 4 + 2 = 1.
    let c = fixture(&[("alpha", "Passive(DamageDealt(2))")]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit_with_relief(&mut app, alpha, &[(delta, Some(4))], &["Damage(\"3\")"]);
    assert_eq!(hp(&app, delta), 19);
}

#[test]
fn one_roll_serves_every_target_of_a_line() {
    // 表記の解釈: a card's "1D damage" to several targets is rolled once for all of them.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("beta", "Front"), ("delta", "Front")],
    );
    let (alpha, beta, delta) = (
        fighter(&mut app, "Alpha"),
        fighter(&mut app, "Beta"),
        fighter(&mut app, "Delta"),
    );
    for _ in 0..3 {
        hit_all(&mut app, alpha, &[beta, delta], &["Damage(\"1D\")"]);
        assert_eq!(hp(&app, beta), hp(&app, delta));
    }
    assert!(hp(&app, beta) < 20);
}

#[test]
fn a_retirement_checked_after_the_chain_starts_a_new_lineage() {
    // 処理の手順・方法に関する事柄, 補足2 and 補足3, and Decision (docs/RULES.md): retirements are
    // checked once the stack is empty, and what they set off starts a new lineage. Delta's
    // counter kills Beta; Alpha's grief at Beta's retirement hits Delta, and Delta's counter
    // answers that hit too, although its own firing began the story.
    let counter =
        "Triggered(name: \"Counter\", when: Damaged, target: Source, effects: [Damage(\"1\")])";
    let grief = "Triggered(name: \"Grief\", when: AllyRetired, target: AllEnemies, effects: [Damage(\"1\")])";
    let c = fixture(&[("delta", counter), ("alpha", grief)]);
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("beta", "Front")],
        &[("delta", "Front")],
    );
    let (b, d) = (fighter(&mut app, "Beta"), fighter(&mut app, "Delta"));
    hit(&mut app, d, b, "ReduceHp(\"19\")");
    hit(&mut app, b, d, "Damage(\"1\")");
    let text = log(&app);
    let at = |n: &str| {
        text.find(n)
            .unwrap_or_else(|| panic!("`{n}` not in\n{text}"))
    };
    assert!(at("Beta retires") < at("Alpha's Grief fires"), "{text}");
    assert_eq!(text.matches("Delta's Counter fires").count(), 2, "{text}");
    assert_eq!(hp(&app, d), 20 - 2);
}
