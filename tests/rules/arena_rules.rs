//! Seed 001's rules one by one, on small fixture contenders: initiative and yielding
//! (4.戦闘の流れ), the chain's order (6.細則 《連鎖》), reductions and "cannot" beating "can"
//! (基本原則, 置換効果), the statuses (《状態異常》), maintenance (5.スキルについて 維持), the
//! dispersion and left-front rules, and the verdict after turn 8.

use crate::arena_walkthrough::bout;
use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::data::arena::ArenaStatus;
use vortex_tactics::rules::arena::bout::{Bout, PinnedRolls};
use vortex_tactics::rules::arena::state::{CharacterStatuses, Patterns, SkillList};
use vortex_tactics::rules::arena::{act, end, initiative, pattern};
use vortex_tactics::rules::core::fighter::Hp;
use vortex_tactics::rules::{Battle, Outcome};

/// The real content plus a contender `id` named `name`: (body, reflex, intellect), skill ids,
/// patterns (RON lists) and plans (RON).
fn with(
    mut c: Catalog,
    id: &str,
    name: &str,
    stats: (u8, u8, u8),
    skills: &[&str],
    patterns: &[&str],
    plans: &str,
) -> Catalog {
    let (b, r, i) = stats;
    let skills: Vec<String> = skills.iter().map(|s| format!("\"{s}\"")).collect();
    add(
        &mut c.contenders,
        id,
        &format!(
            "(name: \"{name}\", stats: (body: {b}, reflex: {r}, intellect: {i}), skills: [{}], patterns: [{}], plans: [{plans}])",
            skills.join(", "),
            patterns.join(", ")
        ),
    );
    c
}

/// A contender as the fixtures write it: (body, reflex, intellect), skill ids, patterns (RON
/// lists), plans (RON).
type Spec<'a> = ((u8, u8, u8), &'a [&'a str], &'a [&'a str], &'a str);

/// A bout of "Ash" (`a`) against "Birch" (`b`) on `c`.
fn ash_and_birch(c: Catalog, a: Spec, b: Spec) -> App {
    let c = with(c, "t_a", "Ash", a.0, a.1, a.2, a.3);
    let c = with(c, "t_b", "Birch", b.0, b.1, b.2, b.3);
    bout(c, "t_a", "t_b")
}

fn skill(mut c: Catalog, id: &str, ron: &str) -> Catalog {
    add(&mut c.skills, id, ron);
    c
}

fn pin(app: &mut App, rolls: &[i32]) {
    app.world_mut().resource_mut::<PinnedRolls>().0 = rolls.iter().copied().collect();
}

fn since(app: &App, from: usize) -> String {
    log(app)[from..].to_string()
}

#[test]
fn initiative_is_a_die_plus_body_less_slow_and_only_the_dice_winner_may_yield() {
    // 4.戦闘の流れ 先制決定フェイズ: 「互いの体力に6面ダイスを一回振って出た目を足した値」; Slow −1
    // (《状態異常》); ●先行権を放棄する: the one first by the dice may give up first place; 「相手の
    // 放棄によって先行となったキャラクターは放棄できません」.
    let mut app = ash_and_birch(
        real_catalog(),
        ((6, 3, 3), &[], &[], "(then: YieldInitiative)"),
        ((5, 4, 3), &[], &[], "(then: YieldInitiative)"),
    );
    let (a, b) = (fighter(&mut app, "Ash"), fighter(&mut app, "Birch"));
    pin(&mut app, &[3, 3]);
    let from = log(&app).len();
    initiative::roll_initiative(app.world_mut());
    let text = since(&app, from);
    assert!(text.contains("Ash 3 + 6 = 9, Birch 3 + 5 = 8"), "{text}");
    assert!(
        text.contains("Ash gives up first place") && text.contains("Birch is first"),
        "{text}"
    );
    assert!(!text.contains("Birch gives up"), "no giving back: {text}");
    assert_eq!(app.world().resource::<Bout>().first, Some(b));
    // Slow: −1 per Slow. Two Slows turn Ash's 9 into 7 against Birch's 8.
    app.world_mut()
        .get_mut::<CharacterStatuses>(a)
        .expect("s")
        .0 = vec![ArenaStatus::Slow; 2];
    pin(&mut app, &[3, 3]);
    let from = log(&app).len();
    initiative::roll_initiative(app.world_mut());
    assert!(
        since(&app, from).contains("Ash 3 + 6 − 2 Slow = 7"),
        "{}",
        since(&app, from)
    );
    assert!(since(&app, from).contains("Birch gives up first place"));
    assert_eq!(app.world().resource::<Bout>().first, Some(a));
}

#[test]
fn a_skills_lines_resolve_in_the_order_written() {
    // 6.細則 《連鎖》: 「1つのスキルや効果によってのイベントは、テキスト行の並びの逆順で置く」 —
    // the seed's example, attack / heal 1 / Bind one skill, resolves attack, heal, Bind.
    let c = skill(
        real_catalog(),
        "t_three",
        "(name: \"Three Lines\", cost: [Fire], lines: [Attack(1), Heal(1), Give(status: Bind, to: Skill)], text: \"t\")",
    );
    let mut app = ash_and_birch(
        c,
        ((6, 1, 5), &["t_three"], &["[Fire]"], ""),
        ((6, 1, 5), &["t_three"], &["[Water]"], ""),
    );
    let a = fighter(&mut app, "Ash");
    app.world_mut().get_mut::<Hp>(a).expect("hp").current = 20;
    let from = log(&app).len();
    act::act(app.world_mut(), a);
    let text = since(&app, from);
    let at = |s: &str| text.find(s).unwrap_or_else(|| panic!("`{s}` in {text}"));
    assert!(
        at("attack deals 1") < at("Ash heals 1") && at("Ash heals 1") < at("Bind on Birch"),
        "{text}"
    );
}

#[test]
fn a_reduction_answers_an_attack_but_cannot_touch_damage_that_is_not_reduced() {
    // 置換効果: 軽減は置換効果 (a passive reduction answers the attack on the chain); 基本原則:
    // 「できない」 beats 「する」 — Spark Snap's damage 「軽減されない」; damage is never below 0,
    // and 0 damage is no damage.
    let mut app = ash_and_birch(
        real_catalog(),
        (
            (6, 3, 3),
            &["spark_snap", "iron_cut"],
            &["[Fire, Sword, Sword]"],
            "",
        ),
        ((6, 3, 3), &["parry_stance"], &["[Sword, Sword, Sword]"], ""),
    );
    let (a, b) = (fighter(&mut app, "Ash"), fighter(&mut app, "Birch"));
    act::act(app.world_mut(), a);
    let text = log(&app);
    assert_eq!(
        text.matches("Birch answers with Parry Stance").count(),
        3,
        "{text}"
    );
    assert!(
        text.contains("Ash's attack deals 1 to Birch (24 → 23)"),
        "Spark Snap is not reduced: {text}"
    );
    assert_eq!(
        text.matches("Ash's attack deals no damage to Birch")
            .count(),
        2,
        "2 − 2 = 0: {text}"
    );
    assert_eq!(hp(&app, b), 23);
}

#[test]
fn poison_costs_hp_as_the_cost_is_paid_and_can_stop_the_skill_before_it_resolves() {
    // 《状態異常》 Poison: a Poisoned panel turned used costs its owner 1 HP (and a Poisoned
    // skill 1 more); 4.戦闘の流れ: at 0 HP the contender loses at that moment, so the skill never
    // resolves.
    let mut app = ash_and_birch(
        real_catalog(),
        ((6, 1, 5), &["iron_cut"], &["[Sword]"], ""),
        ((6, 1, 5), &[], &[], ""),
    );
    let a = fighter(&mut app, "Ash");
    app.world_mut().get_mut::<Patterns>(a).expect("p").all[0].0[0].statuses =
        vec![ArenaStatus::Poison];
    app.world_mut().get_mut::<SkillList>(a).expect("s").0[0].statuses = vec![ArenaStatus::Poison];
    app.world_mut().get_mut::<Hp>(a).expect("hp").current = 2;
    act::act(app.world_mut(), a);
    let text = log(&app);
    assert!(text.contains("Ash loses 2 HP to Poison (2 → 0)"), "{text}");
    assert!(
        !text.contains("attack deals"),
        "the skill never resolves: {text}"
    );
    assert!(matches!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Winner(1))
    ));
}

#[test]
fn a_frozen_panel_stays_used_through_the_next_turn() {
    // 《状態異常》 Freeze: the panel does not come back unused at the turn end; it recovers for sure
    // (6/6) at the next recovery, yet stays used until that turn ends (docs/RULES.md, Arena).
    let mut app = ash_and_birch(
        real_catalog(),
        ((6, 2, 4), &["iron_cut"], &["[Sword, Sword]"], ""),
        ((6, 1, 5), &[], &[], ""),
    );
    let a = fighter(&mut app, "Ash");
    app.world_mut().get_mut::<Patterns>(a).expect("p").all[0].0[0].statuses =
        vec![ArenaStatus::Freeze];
    act::act(app.world_mut(), a);
    end::end_turn(app.world_mut());
    let used = |app: &App| -> Vec<bool> {
        app.world().get::<Patterns>(a).expect("p").all[0]
            .0
            .iter()
            .map(|p| p.used)
            .collect()
    };
    assert_eq!(used(&app), [true, false], "the frozen panel stays used");
    pattern::switch_and_recover(app.world_mut());
    assert!(
        app.world().get::<Patterns>(a).expect("p").all[0].0[0]
            .statuses
            .is_empty()
    );
    let from = log(&app).len();
    act::act(app.world_mut(), a);
    assert_eq!(
        since(&app, from).matches("uses Iron Cut").count(),
        1,
        "only P2 pays"
    );
    end::end_turn(app.world_mut());
    assert_eq!(used(&app), [false, false]);
}

#[test]
fn boil_turns_healing_into_hp_loss() {
    // 《状態異常》 Boil: 「HP回復時、代わりに…それと等しいHPを失う」 (the heal's amount).
    let mut app = ash_and_birch(
        real_catalog(),
        ((5, 1, 6), &["still_water"], &["[Water]"], ""),
        ((6, 1, 5), &[], &[], ""),
    );
    let a = fighter(&mut app, "Ash");
    app.world_mut()
        .get_mut::<CharacterStatuses>(a)
        .expect("s")
        .0 = vec![ArenaStatus::Boil];
    app.world_mut().get_mut::<Hp>(a).expect("hp").current = 19;
    act::act(app.world_mut(), a);
    assert!(
        log(&app).contains("Ash loses 3 HP to Boil (19 → 16)"),
        "{}",
        log(&app)
    );
}

#[test]
fn each_bind_recovers_on_its_own_one_in_three_and_freeze_and_boil_always() {
    // 4.戦闘の流れ 状態異常回復フェイズ; 《状態異常》: Bind 1/3 per instance (one roll of a
    // three-sided die each, a 1 removes it), Freeze and Boil 6/6; Slow has no recovery.
    let mut app = ash_and_birch(
        real_catalog(),
        ((6, 1, 5), &[], &["[Fire]"], ""),
        ((6, 1, 5), &[], &[], ""),
    );
    let a = fighter(&mut app, "Ash");
    app.world_mut()
        .get_mut::<CharacterStatuses>(a)
        .expect("s")
        .0 = vec![
        ArenaStatus::Bind,
        ArenaStatus::Bind,
        ArenaStatus::Boil,
        ArenaStatus::Slow,
    ];
    app.world_mut().get_mut::<Patterns>(a).expect("p").all[0].0[0].statuses =
        vec![ArenaStatus::Freeze];
    pin(&mut app, &[2, 1]);
    pattern::switch_and_recover(app.world_mut());
    assert_eq!(
        app.world().get::<CharacterStatuses>(a).expect("s").0,
        [ArenaStatus::Bind, ArenaStatus::Slow]
    );
    assert!(
        app.world().get::<Patterns>(a).expect("p").all[0].0[0]
            .statuses
            .is_empty()
    );
}

#[test]
fn a_maintained_skill_keeps_its_panels_only_while_a_plan_maintains_it() {
    // 5.スキルについて 維持 and ●使用したスキルを維持する: while maintained its effects apply
    // (Gale Wall: attacks on the owner 1 lower); at the turn end its panels stay used only when a
    // plan in force maintains it — otherwise it is released and they come back unused.
    for (plans, kept) in [("(then: Maintain(\"gale_wall\"))", true), ("", false)] {
        let mut app = ash_and_birch(
            real_catalog(),
            ((6, 3, 3), &["gale_wall"], &["[Wind, Wind, Fire]"], plans),
            ((6, 1, 5), &["iron_cut"], &["[Sword]"], ""),
        );
        let (a, b) = (fighter(&mut app, "Ash"), fighter(&mut app, "Birch"));
        act::act(app.world_mut(), a);
        act::act(app.world_mut(), b);
        assert!(
            log(&app).contains("Ash's Gale Wall is maintained"),
            "{}",
            log(&app)
        );
        assert!(
            log(&app).contains("Birch's attack deals 1 to Ash"),
            "2 − 1: {}",
            log(&app)
        );
        end::end_turn(app.world_mut());
        let used: Vec<bool> = app.world().get::<Patterns>(a).expect("p").all[0]
            .0
            .iter()
            .map(|p| p.used)
            .collect();
        assert_eq!(used, [kept, kept, false], "plans: {plans}");
    }
}

#[test]
fn a_status_goes_to_the_fewest_statuses_then_the_leftmost_unless_a_plan_aims_it() {
    // 6.細則 分散の法則 then 左前の法則: the seed's example 「水PP火風火B」 → the 火 at place 2;
    // with a plan 「火を狙う」 the leftmost fire within it, even with more statuses (6.9).
    for (plans, expected) in [
        ("", 1),
        ("(then: Aim(\"venom_mist\", PanelOf(Fire)))", 1),
        ("(then: Aim(\"venom_mist\", PanelOf(Water)))", 0),
    ] {
        let mut app = ash_and_birch(
            real_catalog(),
            ((6, 1, 5), &["venom_mist"], &["[Wind]"], plans),
            ((6, 4, 2), &[], &["[Water, Fire, Wind, Fire]"], ""),
        );
        let (a, b) = (fighter(&mut app, "Ash"), fighter(&mut app, "Birch"));
        {
            let mut p = app.world_mut().get_mut::<Patterns>(b).expect("p");
            p.all[0].0[0].statuses = vec![ArenaStatus::Poison, ArenaStatus::Poison];
            p.all[0].0[3].statuses = vec![ArenaStatus::Bind];
        }
        act::act(app.world_mut(), a);
        let got: Vec<usize> = app.world().get::<Patterns>(b).expect("p").all[0]
            .0
            .iter()
            .map(|p| p.statuses.len())
            .collect();
        let mut want = vec![2, 0, 0, 1];
        want[expected] += 1;
        assert_eq!(got, want, "plans: {plans}");
    }
}

#[test]
fn after_turn_8_the_one_that_lost_less_hp_wins_and_equal_losses_draw() {
    // 4.戦闘の流れ: 「8ターン目が終了した場合…(最大HP-現在HP)の絶対値が少ない方が勝者」; equal: a
    // draw (docs/RULES.md, Arena).
    for (lost, outcome) in [
        ((3, 5), Some(Outcome::Winner(0))),
        ((4, 4), Some(Outcome::Draw)),
    ] {
        let mut app = ash_and_birch(
            real_catalog(),
            ((6, 1, 5), &[], &[], ""),
            ((3, 4, 5), &[], &[], ""),
        );
        let (a, b) = (fighter(&mut app, "Ash"), fighter(&mut app, "Birch"));
        app.world_mut().get_mut::<Hp>(a).expect("hp").current = 24 - lost.0;
        app.world_mut().get_mut::<Hp>(b).expect("hp").current = 12 - lost.1;
        app.world_mut().resource_mut::<Battle>().round = 8;
        end::end_turn(app.world_mut());
        assert_eq!(
            app.world().resource::<Battle>().outcome,
            outcome,
            "{}",
            log(&app)
        );
    }
    // A whole bout of contenders that never act ends after turn 8.
    let c = with(real_catalog(), "t_a", "Ash", (6, 1, 5), &[], &[], "");
    let mut app = bout(c, "t_a", "t_a");
    app.update();
    assert_eq!(app.world().resource::<Battle>().round, 8);
    assert_eq!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Draw)
    );
}

#[test]
fn the_bout_screens_help_says_how_each_status_recovers_as_the_rules_do() {
    // 4.戦闘の流れ ●状態異常回復フェイズ and 《状態異常》: Bind goes with a 1 in 3 roll at each
    // recovery phase, Freeze and Boil always (6/6); Poison, Weaken, Charge, Slow and Heat never
    // recover. The words the screen shows (`meaning`) say the same as the odds rolled.
    use vortex_tactics::data::arena::ArenaStatus as S;
    for s in [
        S::Poison,
        S::Bind,
        S::Weaken,
        S::Charge,
        S::Slow,
        S::Heat,
        S::Freeze,
        S::Boil,
    ] {
        let words = s.meaning();
        let expected = match s {
            S::Bind => Some((1, 3)),
            S::Freeze | S::Boil => Some((6, 6)),
            _ => None,
        };
        assert_eq!(s.recovers(), expected, "{s:?}");
        match expected {
            None => assert!(words.ends_with("never recovers"), "{s:?}: {words}"),
            Some((1, 3)) => assert!(words.contains("1 in 3"), "{s:?}: {words}"),
            Some(_) => assert!(
                words.contains("goes at the next recovery phase"),
                "{s:?}: {words}"
            ),
        }
    }
}
