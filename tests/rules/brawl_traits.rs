//! The Brawl's traits and states (seed 002, ②キャラクターの特性用語, ③状態異常の用語, ※その他
//! テキスト専門用語) played on its board: whom one may attack, a battle's damage, and what comes
//! after it. Each test names its glossary entry.

use crate::brawl_fixture::*;
use vortex_tactics::data::keywords::Ailment;
use vortex_tactics::rules::brawl::ask::Foe;
use vortex_tactics::rules::brawl::fight::{attack, options};
use vortex_tactics::rules::core::keywords::ailments::Ailments;
use vortex_tactics::rules::core::keywords::traits::HasTraits;

const TRAITED: &[(&str, &str)] = &[
    (
        "swift",
        "bait: 1, power: 2, colour: Blue, family: \"Bird\", traits: [Swift]",
    ),
    (
        "sluggish",
        "bait: 1, power: 2, colour: Blue, family: \"Bird\", traits: [Sluggish]",
    ),
    (
        "pacifist",
        "bait: 1, power: 2, colour: White, family: \"Spirit\", traits: [Pacifist]",
    ),
    (
        "fang",
        "bait: 1, power: 1, colour: Black, family: \"Insect\", traits: [VenomFang]",
    ),
    (
        "drinker",
        "bait: 1, power: 3, colour: Black, family: \"Beast\", traits: [Lifedrink]",
    ),
    (
        "guard",
        "bait: 1, power: 4, colour: Green, family: \"Golem\", traits: [Guardian]",
    ),
    (
        "taker",
        "bait: 1, power: 1, colour: Black, family: \"Serpent\", traits: [TakeAlong]",
    ),
    (
        "hermit",
        "bait: 1, power: 2, colour: Blue, family: \"Bird\", traits: [Hermit]",
    ),
    (
        "shield2",
        "bait: 1, power: 1, colour: Green, family: \"Golem\", traits: [Shield(2)]",
    ),
    (
        "hale",
        "bait: 1, power: 2, colour: White, family: \"Spirit\", traits: [Hale]",
    ),
    (
        "stubborn",
        "bait: 1, power: 2, colour: Green, family: \"Golem\", traits: [Stubborn]",
    ),
    (
        "piercer",
        "bait: 1, power: 5, colour: Red, family: \"Beast\", traits: [Piercing]",
    ),
    (
        "twice",
        "bait: 1, power: 2, colour: Red, family: \"Beast\", traits: [DoubleAttack]",
    ),
    (
        "golem_killer",
        "bait: 1, power: 2, colour: Red, family: \"Beast\", traits: [Killer(\"Golem\")]",
    ),
    (
        "sleeper",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Inflict(Sleep), aim: OneFoe)]",
    ),
    (
        "sting_all",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Damage(1), aim: AllFoes)]",
    ),
    (
        "sting_one",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Damage(1), aim: OneFoe)]",
    ),
    (
        "sting_near",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Damage(1), aim: AdjacentFoes)]",
    ),
    (
        "sting_line",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Damage(1), aim: FoesInLine)]",
    ),
    (
        "slow_one",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Grant(Sluggish), aim: OneFoe)]",
    ),
    (
        "poison_one",
        "bait: 1, power: 1, colour: Black, family: \"Insect\", skills: [(timing: Arrival, effect: Inflict(Poison), aim: OneFoe)]",
    ),
    (
        "pierce_drinker",
        "bait: 1, power: 5, colour: Black, family: \"Beast\", traits: [Piercing, Lifedrink]",
    ),
    (
        "sleep_killer",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", traits: [Killer(\"Sleep\")]",
    ),
    (
        "serpent_killer",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", traits: [Killer(\"Serpent\")]",
    ),
    (
        "golem4",
        "bait: 1, power: 4, colour: Green, family: \"Golem\"",
    ),
];

fn app() -> bevy::app::App {
    let mut a = brawl(TRAITED, None, 11);
    set_turn(&mut a, 3);
    a
}

/// Puts a creature that arrived in an earlier turn (turn 3; the test's turn is 4).
fn settled(
    a: &mut bevy::app::App,
    team: usize,
    id: &str,
    square: usize,
) -> bevy::ecs::entity::Entity {
    let e = put(a, team, id, square);
    drain(a);
    e
}

fn now(a: &mut bevy::app::App) {
    set_turn(a, 4);
}

#[test]
fn swift_attacks_the_player_from_its_first_turn_sluggish_attacks_nothing_others_only_creatures() {
    // “軽快” 盤上に出たターンからプレイヤーへ攻撃することができる; “鈍足” 盤上に出たターン中は攻撃
    // できない (docs/RULES.md: others may attack creatures, not the player, that turn).
    let mut a = app();
    now(&mut a);
    let foe = settled(&mut a, 1, "plain2", 1);
    let swift = settled(&mut a, 0, "swift", 0);
    let slow = settled(&mut a, 0, "sluggish", 1);
    let plain = settled(&mut a, 0, "plain2", 2);
    assert_eq!(
        options(a.world_mut(), swift),
        [Foe::Player],
        "column 1 is empty"
    );
    assert_eq!(options(a.world_mut(), slow), []);
    assert_eq!(
        options(a.world_mut(), plain),
        [],
        "no creature in its line, and the player not yet"
    );
    let _ = foe;
    let moved = settled(&mut a, 0, "plain2", 3);
    set_turn(&mut a, 5);
    assert_eq!(options(a.world_mut(), moved), [Foe::Player]);
    assert_eq!(
        options(a.world_mut(), slow),
        [Foe::Creature(foe)],
        "a turn later it attacks"
    );
}

#[test]
fn a_pacifist_never_attacks_but_fights_back_when_attacked() {
    // “平和主義者” 攻撃できない。ただし…通常通りの戦闘処理を行う(互いにダメージを与え合う)。
    let mut a = app();
    let p = settled(&mut a, 1, "pacifist", 0);
    let x = settled(&mut a, 0, "plain3", 0);
    now(&mut a);
    assert!(options(a.world_mut(), p).is_empty());
    attack(a.world_mut(), x, Foe::Creature(p));
    drain(&mut a);
    assert_eq!((power(&a, x), power(&a, p)), (Some(1), None));
}

#[test]
fn venom_fang_poisons_the_one_it_fought_after_the_battle_attacking_or_defending() {
    // “毒牙” 戦闘を行った相手キャラクターを、戦闘終了後に“毒状態”にする。
    let mut a = app();
    let fang = settled(&mut a, 1, "fang", 0);
    let big = settled(&mut a, 0, "plain5", 0);
    let hale = settled(&mut a, 0, "hale", 1);
    now(&mut a);
    attack(a.world_mut(), big, Foe::Creature(fang));
    drain(&mut a);
    assert!(
        a.world().get::<Ailments>(big).is_some_and(|s| s.poison),
        "the defender's fang too"
    );
    let fang2 = settled(&mut a, 1, "fang", 1);
    now(&mut a);
    let hp = power(&a, hale);
    attack(a.world_mut(), hale, Foe::Creature(fang2));
    drain(&mut a);
    assert!(
        a.world().get::<Ailments>(hale).is_some_and(|s| !s.poison),
        "健康体"
    );
    assert_eq!(power(&a, hale), hp.map(|p| p - 1));
}

#[test]
fn lifedrink_heals_its_controller_by_the_damage_dealt_never_itself() {
    // “吸血” コントローラーは…与えたダメージと同じ点数分のライフを回復する。※キャラクター自身が
    // 回復するわけではない。
    let mut a = app();
    let d = settled(&mut a, 0, "drinker", 0);
    let foe = settled(&mut a, 1, "plain2", 0);
    now(&mut a);
    let l0 = life(&a, 0);
    attack(a.world_mut(), d, Foe::Creature(foe));
    drain(&mut a);
    assert_eq!(life(&a, 0), l0 + 3);
    assert_eq!(power(&a, d), Some(1), "3 less the 2 it took");
    // Defending, it drinks nothing: only its own attack counts.
    let att = settled(&mut a, 1, "plain1", 0);
    set_turn(&mut a, 5);
    let l1 = life(&a, 0);
    attack(a.world_mut(), att, Foe::Creature(d));
    drain(&mut a);
    assert_eq!(life(&a, 0), l1);
}

#[test]
fn a_guardian_draws_every_attack_whatever_the_lines_the_front_rows_first() {
    // “守護者” 必ずそれに対して攻撃しなければならない…位置関係は一切無視…前列に“守護者”がいるなら
    // 後列の“守護者”には攻撃できず
    let mut a = app();
    let back_guard = settled(&mut a, 1, "guard", 5);
    let in_line = settled(&mut a, 1, "plain1", 0);
    let x = settled(&mut a, 0, "plain3", 0);
    now(&mut a);
    assert_eq!(
        options(a.world_mut(), x),
        [Foe::Creature(back_guard)],
        "not the one in its line"
    );
    let front_guard = settled(&mut a, 1, "guard", 1);
    now(&mut a);
    assert_eq!(options(a.world_mut(), x), [Foe::Creature(front_guard)]);
    let _ = in_line;
}

#[test]
fn take_along_defeated_by_battle_damage_defeats_the_one_it_fought() {
    // “道連れ” 戦闘ダメージによって撃破されたとき、その戦闘相手のキャラクターを撃破する。
    let mut a = app();
    let t = settled(&mut a, 1, "taker", 0);
    let big = settled(&mut a, 0, "plain5", 0);
    now(&mut a);
    attack(a.world_mut(), big, Foe::Creature(t));
    drain(&mut a);
    assert_eq!((power(&a, big), power(&a, t)), (None, None));
    // An ability's damage is not battle damage: the one that dealt it stays.
    let t2 = settled(&mut a, 1, "taker", 1);
    let stinger = put(&mut a, 0, "sting_all", 1);
    drain(&mut a);
    assert_eq!(power(&a, t2), None);
    assert!(power(&a, stinger).is_some());
}

#[test]
fn a_hermit_is_never_attacked_attacks_only_the_player_and_is_passed_over_in_a_line() {
    // “隠者” 攻撃されず、相手のキャラクターに攻撃することもできない…プレイヤーにのみ攻撃を行う
    let mut a = app();
    let h = settled(&mut a, 1, "hermit", 0);
    settled(&mut a, 0, "guard", 0);
    let x = settled(&mut a, 0, "plain2", 1);
    now(&mut a);
    assert_eq!(
        options(a.world_mut(), h),
        [Foe::Player],
        "past the guardian in its line"
    );
    let y = settled(&mut a, 1, "plain2", 2);
    now(&mut a);
    let _ = y;
    let z = settled(&mut a, 0, "plain2", 3);
    set_turn(&mut a, 5);
    let _ = x;
    // z stands in back 1: column 0, the hermit's line.
    assert_eq!(
        options(a.world_mut(), z),
        [Foe::Player],
        "the hermit in its line is passed over"
    );
}

#[test]
fn a_shield_lessens_damage_until_used_up_and_never_comes_back() {
    // “シールド” パワー1のキャラクターが“シールド2”を持っている場合…合計3点のダメージが必要
    let mut a = app();
    let s = settled(&mut a, 1, "shield2", 0);
    put(&mut a, 0, "sting_one", 0);
    drain(&mut a);
    answer(&mut a, vortex_tactics::rules::brawl::ask::Choice::Aim(0));
    drain(&mut a);
    put(&mut a, 0, "sting_one", 1);
    drain(&mut a);
    answer(&mut a, vortex_tactics::rules::brawl::ask::Choice::Aim(0));
    drain(&mut a);
    assert_eq!(power(&a, s), Some(1), "2 points stopped");
    put(&mut a, 0, "sting_one", 2);
    drain(&mut a);
    answer(&mut a, vortex_tactics::rules::brawl::ask::Choice::Aim(0));
    drain(&mut a);
    assert_eq!(power(&a, s), None, "the third point defeats it");
}

#[test]
fn hale_is_never_put_in_a_state() {
    // “健康体” “状態異常”にならない。
    let mut a = app();
    let h = settled(&mut a, 1, "hale", 0);
    put(&mut a, 0, "sleeper", 0);
    drain(&mut a);
    answer(&mut a, vortex_tactics::rules::brawl::ask::Choice::Aim(0));
    drain(&mut a);
    assert_eq!(a.world().get::<Ailments>(h), Some(&Ailments::default()));
}

#[test]
fn stubborn_never_moves_and_no_ability_chooses_it_but_an_ability_on_all_reaches_it() {
    // “頑固者” マス移動ができず、カード能力の対象にならない (docs/RULES.md: "all" aims choose no
    // target).
    let mut a = app();
    let s = settled(&mut a, 1, "stubborn", 0);
    now(&mut a);
    let acts = vortex_tactics::rules::brawl::act::acts(a.world_mut(), 1);
    assert!(!acts.iter().any(|x| matches!(x, vortex_tactics::rules::brawl::ask::Act::Move { creature, .. } if *creature == s)));
    put(&mut a, 0, "sting_one", 0);
    assert!(drain(&mut a), "no one to aim at: nothing asked");
    assert_eq!(power(&a, s), Some(2));
    put(&mut a, 0, "sting_all", 1);
    drain(&mut a);
    assert_eq!(power(&a, s), Some(1));
}

#[test]
fn piercing_carries_the_excess_to_the_creature_behind_or_the_player() {
    // “貫通攻撃” パワーを上回っている分だけ…後ろにいるキャラクターにも…いない場合は相手プレイヤー
    let mut a = app();
    let front = settled(&mut a, 1, "plain2", 0);
    let behind = settled(&mut a, 1, "plain5", 3);
    let p = settled(&mut a, 0, "piercer", 0);
    now(&mut a);
    attack(a.world_mut(), p, Foe::Creature(front));
    drain(&mut a);
    assert_eq!(
        (power(&a, front), power(&a, behind)),
        (None, Some(2)),
        "5 - 2 = 3 through"
    );
    let p2 = settled(&mut a, 0, "piercer", 1);
    let lone = settled(&mut a, 1, "plain2", 1);
    now(&mut a);
    let l0 = life(&a, 1);
    attack(a.world_mut(), p2, Foe::Creature(lone));
    drain(&mut a);
    assert_eq!(life(&a, 1), l0 - 3);
}

#[test]
fn double_attack_attacks_twice_a_turn() {
    // “2回攻撃” 同じターン中に2回攻撃することができる。
    let mut a = app();
    let t = settled(&mut a, 0, "twice", 0);
    let x = settled(&mut a, 0, "plain2", 1);
    now(&mut a);
    for _ in 0..2 {
        assert_eq!(options(a.world_mut(), t), [Foe::Player]);
        attack(a.world_mut(), t, Foe::Player);
    }
    assert!(options(a.world_mut(), t).is_empty());
    attack(a.world_mut(), x, Foe::Player);
    assert!(options(a.world_mut(), x).is_empty(), "others once");
}

#[test]
fn a_killer_gains_one_and_takes_one_and_a_side_brought_to_zero_falls_before_damage() {
    // “キラー” 1点パワーアップし、戦闘相手は1点パワーダウン…0になった場合はダメージを与え合うこと
    // なくその時点でダウン
    let mut a = app();
    let k = settled(&mut a, 0, "golem_killer", 0);
    let g = settled(&mut a, 1, "shield2", 0);
    now(&mut a);
    attack(a.world_mut(), k, Foe::Creature(g));
    drain(&mut a);
    assert_eq!(
        (power(&a, k), power(&a, g)),
        (Some(2), None),
        "power 1 - 1: down, no damage"
    );
    let k2 = settled(&mut a, 0, "golem_killer", 1);
    let g2 = settled(&mut a, 1, "stubborn", 1);
    now(&mut a);
    attack(a.world_mut(), k2, Foe::Creature(g2));
    drain(&mut a);
    // 3 against 1: the golem takes 3 and deals 1; the -1 is by rule, so it works on a 頑固者.
    assert_eq!((power(&a, k2), power(&a, g2)), (Some(1), None));
}

#[test]
fn sleep_turns_every_ability_off_deals_no_damage_and_ends_at_the_second_dawn() {
    // “眠り状態” 全ての能力が無効…自ら攻撃できず…ダメージを与えず…2回目の夜明けを迎えたときに解除
    let mut a = app();
    let g = settled(&mut a, 1, "guard", 1);
    let behind = settled(&mut a, 1, "plain1", 4);
    let x = settled(&mut a, 0, "plain3", 1);
    now(&mut a);
    assert_eq!(
        options(a.world_mut(), x),
        [Foe::Creature(g)],
        "awake, the guardian draws the attack"
    );
    a.world_mut()
        .get_mut::<Ailments>(g)
        .expect("there")
        .inflict(Ailment::Sleep, &HasTraits::default());
    assert!(
        options(a.world_mut(), g).is_empty(),
        "a sleeper never attacks"
    );
    assert_eq!(
        options(a.world_mut(), x),
        [Foe::Creature(g), Foe::Creature(behind)],
        "its guardian's pull is off"
    );
    attack(a.world_mut(), x, Foe::Creature(g));
    drain(&mut a);
    assert_eq!(power(&a, x), Some(3), "a sleeper deals no damage");
    assert_eq!(power(&a, g), Some(1));
    // Two dawns, whoever's turn: the first counts down, the second wakes it.
    vortex_tactics::rules::brawl::turn::dawn(a.world_mut(), 0);
    assert!(a.world().get::<Ailments>(g).is_some_and(Ailments::asleep));
    vortex_tactics::rules::brawl::turn::dawn(a.world_mut(), 1);
    assert!(!a.world().get::<Ailments>(g).is_some_and(Ailments::asleep));
    assert!(log(&a).contains("guard wakes"));
}

#[test]
fn a_sleepers_shield_and_hale_are_off() {
    // “眠り状態” 全ての能力が無効になる — シールド and 健康体 are abilities too.
    let mut a = app();
    let s = settled(&mut a, 1, "shield2", 0);
    let h = settled(&mut a, 1, "hale", 1);
    for e in [s, h] {
        a.world_mut().get_mut::<Ailments>(e).expect("there").sleep = Some(2);
    }
    put(&mut a, 0, "sting_all", 0);
    drain(&mut a);
    assert_eq!(
        power(&a, s),
        None,
        "no shield while asleep: 1 damage defeats it"
    );
    put(&mut a, 0, "poison_one", 1);
    drain(&mut a);
    answer(&mut a, vortex_tactics::rules::brawl::ask::Choice::Aim(0));
    drain(&mut a);
    assert!(
        a.world().get::<Ailments>(h).is_some_and(|x| x.poison),
        "a sleeping Hale is poisoned"
    );
}

#[test]
fn adjacent_squares_reach_into_the_other_territory_and_a_line_runs_through_both() {
    // 「隣接するマス」 上下左右に隣接した1マス…敵陣のマスにもこの指定は及ぶ; 「同ライン上」 縦・横に
    // 直線上に伸びる全てのマス
    let mut a = app();
    let facing = settled(&mut a, 1, "plain3", 0);
    let beside = settled(&mut a, 1, "plain3", 1);
    let behind = settled(&mut a, 1, "plain3", 3);
    put(&mut a, 0, "sting_near", 0);
    drain(&mut a);
    assert_eq!(
        [power(&a, facing), power(&a, beside), power(&a, behind)],
        [Some(2), Some(3), Some(3)]
    );
    put(&mut a, 0, "sting_line", 3);
    drain(&mut a);
    assert_eq!(
        [power(&a, facing), power(&a, beside), power(&a, behind)],
        [Some(1), Some(3), Some(2)]
    );
}

#[test]
fn a_granted_trait_its_traits_exclude_never_comes() {
    // “軽快” いかなる能力によっても“鈍足”を持たない。
    let mut a = app();
    let s = settled(&mut a, 1, "swift", 0);
    put(&mut a, 0, "slow_one", 0);
    drain(&mut a);
    answer(&mut a, vortex_tactics::rules::brawl::ask::Choice::Aim(0));
    drain(&mut a);
    let has = a.world().get::<HasTraits>(s).cloned().unwrap_or_default();
    assert!(!has.has(&vortex_tactics::data::keywords::Trait::Sluggish));
    assert!(log(&a).contains("cannot gain"));
}

#[test]
fn a_power_down_is_not_damage_and_no_shield_stops_it() {
    // 「ダメージ・パワーダウン」 ダメージやパワーダウンによってパワーが0になったキャラクターは「撃破」
    // される; “シールド” ダメージを受けるとき…軽減する (a power-down is not damage).
    let mut a = app();
    let s = settled(&mut a, 1, "shield2", 0);
    vortex_tactics::rules::brawl::harm::power_down(a.world_mut(), s, 1);
    vortex_tactics::rules::brawl::harm::settle(a.world_mut());
    assert_eq!(
        power(&a, s),
        None,
        "power 1 - 1: defeated, the shield untouched"
    );
}

#[test]
fn lifedrink_counts_an_attack_on_the_player_and_what_piercing_carries() {
    // “吸血” それがキャラクターやプレイヤーに与えたダメージと同じ点数分のライフを回復する.
    let mut a = app();
    let d = settled(&mut a, 0, "pierce_drinker", 0);
    let front = settled(&mut a, 1, "plain2", 0);
    now(&mut a);
    change(&mut a, 0, -10);
    let (l0, f0) = (life(&a, 0), life(&a, 1));
    attack(a.world_mut(), d, Foe::Creature(front));
    drain(&mut a);
    assert_eq!(life(&a, 1), f0 - 3, "5 - 2 carried to the player");
    assert_eq!(
        life(&a, 0),
        l0 + 5 + 3,
        "5 to the creature and 3 to the player"
    );
    set_turn(&mut a, 5);
    let l1 = life(&a, 0);
    attack(a.world_mut(), d, Foe::Player);
    assert_eq!(life(&a, 0), l1 + 3, "its power now: 5 less the 2 it took");
}

#[test]
fn a_killers_fall_before_damage_is_no_battle_damage_for_take_along_and_it_hunts_states_too() {
    // “キラー” ダメージを与え合うことなくその時点でダウン; “道連れ” 戦闘ダメージによって撃破された
    // とき (a state as the mark: 「指定の色・状態・特性・科」).
    let mut a = app();
    let k = settled(&mut a, 0, "serpent_killer", 0);
    let t = settled(&mut a, 1, "taker", 0);
    now(&mut a);
    attack(a.world_mut(), k, Foe::Creature(t));
    drain(&mut a);
    assert_eq!(
        (power(&a, k), power(&a, t)),
        (Some(1), None),
        "down at 0: no damage, no take-along"
    );
    let k2 = settled(&mut a, 0, "sleep_killer", 1);
    let sleeper = settled(&mut a, 1, "plain2", 1);
    a.world_mut()
        .get_mut::<Ailments>(sleeper)
        .expect("there")
        .sleep = Some(2);
    now(&mut a);
    attack(a.world_mut(), k2, Foe::Creature(sleeper));
    drain(&mut a);
    assert_eq!(
        (power(&a, k2), power(&a, sleeper)),
        (Some(1), None),
        "1 + 1 against 2 - 1"
    );
}

#[test]
fn a_seal_with_fewer_empty_squares_than_it_seals_cannot_be_used() {
    // 「封印」 封印できるのは現在カードが置かれていないマスのみ (docs/RULES.md: all or none).
    let mut a = brawl(
        &[(
            "seal2",
            "bait: 1, power: 1, colour: Yellow, family: \"Bird\", skills: [(timing: Arrival, effect: Seal(2))]",
        )],
        None,
        4,
    );
    for i in 0..5 {
        put(&mut a, 1, "plain1", i);
    }
    drain(&mut a);
    put(&mut a, 0, "seal2", 0);
    assert!(drain(&mut a), "one empty square: nothing to ask");
    assert_eq!(
        vortex_tactics::rules::brawl::seal::seals(a.world(), 1).count(),
        0
    );
}

fn change(a: &mut bevy::app::App, team: usize, by: i32) {
    vortex_tactics::rules::brawl::harm::change_life(a.world_mut(), team, by);
}

#[test]
fn a_killers_power_down_is_power_lost_so_damage_equal_to_the_lowered_power_defeats() {
    // “キラー” (「戦闘相手は1点パワーダウンする」) and ※ダメージ・パワーダウン (「ダメージやパワー
    // ダウンによってパワーが0になったキャラクターは『撃破』される」): the marked creature's power
    // is lowered for the battle, so a power-4 golem lowered to 3 falls to the killer's 2 + 1 = 3.
    let mut a = app();
    let k = settled(&mut a, 0, "golem_killer", 0);
    let g = settled(&mut a, 1, "golem4", 0);
    now(&mut a);
    attack(a.world_mut(), k, Foe::Creature(g));
    drain(&mut a);
    assert_eq!(power(&a, g), None, "4 - 1 = 3, and 3 damage defeats it");
    assert_eq!(power(&a, k), None, "the golem's 3 defeats the killer's 2");
}

#[test]
fn an_attacks_forecast_is_what_the_battle_then_does() {
    // Issue 40, item 4: the Brawl says what an attack would do (②: both deal their power at
    // once; キラー, シールド, 道連れ as above) — read-only, and right when no skill answers it.
    use vortex_tactics::rules::brawl::fight::{Foresight, foresee};
    let pairs = [
        ("plain3", "plain1"),
        ("plain1", "plain3"),
        ("golem_killer", "shield2"),
        ("golem_killer", "stubborn"),
        ("plain2", "shield2"),
        ("taker", "plain5"),
        ("plain5", "taker"),
        ("piercer", "plain1"),
        ("piercer", "plain3"),
    ];
    for (i, (x, y)) in pairs.into_iter().enumerate() {
        let mut a = app();
        let col = i % 3;
        let att = settled(&mut a, 0, x, col);
        let def = settled(&mut a, 1, y, col);
        now(&mut a);
        let seen = foresee(a.world(), att, Foe::Creature(def)).expect("a forecast");
        let before = a
            .world()
            .resource::<vortex_tactics::rules::BattleLog>()
            .events
            .len();
        let again = foresee(a.world(), att, Foe::Creature(def));
        assert_eq!(Some(seen), again, "foreseeing changes nothing");
        assert_eq!(
            a.world()
                .resource::<vortex_tactics::rules::BattleLog>()
                .events
                .len(),
            before,
            "and logs nothing"
        );
        let life_before = life(&a, 1);
        attack(a.world_mut(), att, Foe::Creature(def));
        drain(&mut a);
        let Foresight::Battle {
            attacker,
            defender,
            pierce,
        } = seen
        else {
            panic!("{x} against {y}: a battle, {seen:?}");
        };
        // 貫通攻撃 (nothing stands behind the defender here): the excess reaches the player.
        let through = pierce.map_or(0, |(n, behind)| {
            assert!(!behind, "{x} against {y}: nobody behind");
            n as i32
        });
        assert_eq!(x == "piercer", through > 0, "{x} against {y}: {seen:?}");
        assert_eq!(
            life_before - life(&a, 1),
            through,
            "{x} against {y}: {seen:?}"
        );
        let after = |p: i32| (p > 0).then_some(p);
        assert_eq!(
            (power(&a, att), power(&a, def)),
            (after(attacker), after(defender)),
            "{x} against {y}: foreseen {seen:?}"
        );
    }
    let mut a = app();
    let p = settled(&mut a, 0, "plain3", 0);
    now(&mut a);
    let Some(Foresight::Player(n)) = foresee(a.world(), p, Foe::Player) else {
        panic!("an attack on the player");
    };
    let before = life(&a, 1);
    attack(a.world_mut(), p, Foe::Player);
    drain(&mut a);
    assert_eq!(before - life(&a, 1), n as i32, "the other player's life");
}
