//! The creature keywords of seed 002 (`002_fdddcbe717802e60.txt`, a glossary) as the engine's:
//! each test names the glossary entry it checks.

use vortex_tactics::data::keywords::{Ailment, Row, Trait, Traits};
use vortex_tactics::rules::core::keywords::ailments::{Ailments, DuskDamage};
use vortex_tactics::rules::core::keywords::attack::{Defender, Target, targets};
use vortex_tactics::rules::core::keywords::battle::{
    ShieldLeft, damage_dealt, killers, lifedrink, piercing, takes_along, venom,
};
use vortex_tactics::rules::core::keywords::order::{ArrivedAt, by_arrival};
use vortex_tactics::rules::core::keywords::readiness::{
    Readiness, abilities_on, movable, readiness, targetable,
};
use vortex_tactics::rules::core::keywords::seals::{SEALS_MAX, SealRefused, Seals};
use vortex_tactics::rules::core::keywords::traits::HasTraits;

#[test]
fn a_swift_character_never_gains_sluggish_nor_a_sluggish_one_swift() {
    // “軽快”: またこの能力を持つキャラクターは、いかなる能力によっても“鈍足”を持たない。
    // “鈍足”: またこの能力を持つキャラクターは、いかなる能力によっても“軽快”を持たない。
    let mut swift = HasTraits(vec![Trait::Swift]);
    assert!(!swift.gain(Trait::Sluggish));
    assert_eq!(swift.0, [Trait::Swift]);
    let mut sluggish = HasTraits(vec![Trait::Sluggish]);
    assert!(!sluggish.gain(Trait::Swift));
    assert!(sluggish.gain(Trait::Guardian), "other traits come as usual");
    assert!(!sluggish.gain(Trait::Guardian), "not twice");
    assert!(sluggish.gain(Trait::Shield(1)));
    assert!(!sluggish.gain(Trait::Shield(3)), "one shield");
}

#[test]
fn a_file_with_two_exclusive_traits_is_refused_with_the_reason() {
    // “軽快”/“鈍足”: a card can never carry both; vortex check says why.
    let both = Traits(vec![Trait::Swift, Trait::Sluggish]);
    assert_eq!(
        both.problems(),
        ["軽快 and 鈍足 exclude each other: a character never has both"]
    );
    let odd = Traits(vec![
        Trait::Shield(0),
        Trait::Killer(" ".into()),
        Trait::Hale,
        Trait::Hale,
    ]);
    assert_eq!(
        odd.problems(),
        [
            "a shield (シールド) lessens damage by 1 or more",
            "a killer (キラー) names the mark it hunts",
            "Hale: a character has one of each trait"
        ]
    );
    assert!(
        Traits(vec![Trait::Swift, Trait::Shield(2)])
            .problems()
            .is_empty()
    );
}

#[test]
fn sleep_ends_at_the_second_dawn_after_it_began() {
    // “眠り状態”: この状態になってから2回目の夜明けを迎えたときにこの状態は解除される。
    let mut a = Ailments::default();
    assert!(a.inflict(Ailment::Sleep, &HasTraits::default()));
    assert!(a.asleep());
    assert!(!a.dawn(), "the first dawn: still asleep");
    assert!(a.asleep());
    assert!(a.dawn(), "the second dawn: it wakes");
    assert!(!a.asleep());
}

#[test]
fn poison_deals_one_damage_at_each_dusk_that_comes_of_itself() {
    // “毒状態”: 毎ターンの日没を迎えるたび…1点のダメージを受ける。…このダメージは自然発生する
    // ものであり、『相手の能力によってダメージを受けることで…』は反応しない。
    let mut a = Ailments::default();
    assert_eq!(a.dusk(), None);
    assert!(a.inflict(Ailment::Poison, &HasTraits::default()));
    let bite = DuskDamage {
        amount: 1,
        natural: true,
    };
    assert_eq!((a.dusk(), a.dusk()), (Some(bite), Some(bite)), "every dusk");
}

#[test]
fn a_hale_character_is_never_put_in_a_state() {
    // “健康体”: この能力を持つキャラクターは“状態異常”にならない。
    let hale = HasTraits(vec![Trait::Hale]);
    let mut a = Ailments::default();
    assert!(!a.inflict(Ailment::Sleep, &hale));
    assert!(!a.inflict(Ailment::Poison, &hale));
    assert_eq!(a, Ailments::default());
}

#[test]
fn only_empty_squares_are_sealed_and_never_more_than_four_even_at_once() {
    // 「封印」: 封印できるのは現在カードが置かれていないマスのみであり、…4マス封印されている場合
    // は5つ目以降のマスを封印することはできない。…すでに敵陣が3マス封印されている状態では、一度
    // に2箇所以上のマスを封印するカード能力は使用することができない。
    let empty = |_: usize| false;
    let mut s = Seals::default();
    assert_eq!(s.seal(&[0, 1], |q| q == 1), Err(SealRefused::Occupied(1)));
    assert_eq!(s.count(), 0, "none sealed when one square holds a card");
    assert_eq!(s.seal(&[0, 1, 2], empty), Ok(()));
    assert_eq!(s.seal(&[3, 4], empty), Err(SealRefused::TooMany));
    assert_eq!(
        s.seal(&[2, 3], empty),
        Err(SealRefused::TooMany),
        "three sealed: no ability sealing two at once, even naming a sealed one"
    );
    assert_eq!(s.count(), 3, "none of them sealed");
    assert_eq!(s.seal(&[3], empty), Ok(()));
    assert_eq!(s.count(), SEALS_MAX);
    assert_eq!(s.seal(&[5], empty), Err(SealRefused::TooMany));
    assert!(s.sealed(3) && !s.sealed(5));
}

#[test]
fn a_seal_ends_at_the_second_dawn_after_it_was_made() {
    // 「封印」: 封印されたマスは、封印されてから2回目の夜明けを迎えると封印が解除される。
    let mut s = Seals::default();
    assert_eq!(s.seal(&[0], |_| false), Ok(()));
    s.dawn();
    assert!(s.sealed(0), "the first dawn");
    assert_eq!(s.seal(&[1], |_| false), Ok(()));
    s.dawn();
    assert!(!s.sealed(0), "its second dawn: unsealed");
    assert!(s.sealed(1), "the later seal has one dawn to go");
    s.dawn();
    assert_eq!(s.count(), 0);
}

#[test]
fn a_shield_lessens_damage_until_it_is_used_up() {
    // “シールド”: パワー1のキャラクターが“シールド2”を持っている場合、これを撃破するためには合計
    // 3点のダメージが必要となる。一度受けたダメージ分のシールドは自然には回復しない。
    let mut s = ShieldLeft(2);
    assert_eq!(s.absorb(1), 0);
    assert_eq!(s.absorb(1), 0);
    assert_eq!(
        s.absorb(1),
        1,
        "the third point gets through: 3 in all to defeat power 1"
    );
    assert_eq!(s, ShieldLeft(0));
    let mut big = ShieldLeft(2);
    assert_eq!(big.absorb(5), 3);
}

#[test]
fn a_killer_shifts_both_powers_and_a_power_brought_to_zero_falls_before_damage() {
    // “キラー”: この能力を持つキャラクターは1点パワーアップし、戦闘相手は1点パワーダウンする。こ
    // のパワーダウンによって相手キャラクターのパワーが0になった場合はダメージを与え合うことなくそ
    // の時点でダウンする。
    let f = killers(3, 4, true, false);
    assert_eq!((f.attacker, f.defender), (4, 3));
    assert!(!f.attacker_down && !f.defender_down);
    let f = killers(2, 1, true, false);
    assert!(
        f.defender_down && !f.attacker_down,
        "1 - 1 = 0: down at once"
    );
    let f = killers(1, 5, false, true);
    assert!(f.attacker_down, "the defender's killer works too");
    let f = killers(3, 3, true, true);
    assert_eq!((f.attacker, f.defender), (3, 3), "two killers cancel out");
}

#[test]
fn a_piercing_attack_carries_what_exceeds_the_defenders_power() {
    // “貫通攻撃”: それが戦闘相手のキャラクターのパワーを上回っている分だけ、そのキャラクターの後ろ
    // にいるキャラクターにもダメージを与える。
    assert_eq!(piercing(5, 3), 2);
    assert_eq!(piercing(3, 3), 0);
    assert_eq!(piercing(2, 4), 0);
}

fn d(id: usize, row: Row, in_line: bool, t: &[Trait]) -> Defender {
    Defender {
        id,
        row,
        in_line,
        traits: HasTraits(t.to_vec()),
        asleep: false,
    }
}

#[test]
fn a_guardian_draws_every_attack_whatever_the_lines_the_front_rows_first() {
    // “守護者”: この能力を持つキャラクターが盤上にいるなら必ずそれに対して攻撃しなければならない。
    // …位置関係は一切無視して攻撃できる。…前列に“守護者”がいるなら後列の“守護者”には攻撃できず、
    // 同列に複数体いる場合は好きな“守護者“へ攻撃することができる。
    let me = HasTraits::default();
    let board = [
        d(1, Row::Front, true, &[]),
        d(2, Row::Back, false, &[Trait::Guardian]),
    ];
    assert_eq!(targets(&me, &board), [Target::Character(2)], "out of line");
    let board = [
        d(1, Row::Back, true, &[Trait::Guardian]),
        d(2, Row::Front, false, &[Trait::Guardian]),
        d(3, Row::Front, false, &[Trait::Guardian]),
    ];
    assert_eq!(
        targets(&me, &board),
        [Target::Character(2), Target::Character(3)],
        "either front guardian, not the back one"
    );
}

#[test]
fn a_hermit_is_never_attacked_and_attacks_only_the_player() {
    // “隠者”: 攻撃されず、相手のキャラクターに攻撃することもできない。…“守護者”を含む盤上の全ての
    // キャラクターの存在を無視してプレイヤーにのみ攻撃を行うことができる。…同ライン上に“隠者”が
    // いたとしても、それを無視して他のキャラクターやプレイヤーにのみ攻撃を行うことができる。
    let hermit = HasTraits(vec![Trait::Hermit]);
    let board = [d(1, Row::Front, true, &[Trait::Guardian])];
    assert_eq!(targets(&hermit, &board), [Target::Player]);
    let me = HasTraits::default();
    let board = [
        d(1, Row::Front, true, &[Trait::Hermit]),
        d(2, Row::Back, true, &[]),
    ];
    assert_eq!(targets(&me, &board), [Target::Character(2)]);
    let only_hermit = [d(1, Row::Front, true, &[Trait::Hermit])];
    assert_eq!(targets(&me, &only_hermit), [Target::Player], "passed over");
}

#[test]
fn a_pacifist_never_attacks_and_others_attack_along_their_line() {
    // “平和主義者”: この能力を持つキャラクターは攻撃できない。(本来なら同ライン上のキャラクターに
    // しか攻撃できない)
    let board = [d(1, Row::Front, true, &[]), d(2, Row::Front, false, &[])];
    assert!(targets(&HasTraits(vec![Trait::Pacifist]), &board).is_empty());
    assert_eq!(
        targets(&HasTraits::default(), &board),
        [Target::Character(1)],
        "only the one in its line"
    );
}

#[test]
fn skills_due_at_once_apply_in_the_order_their_cards_came_onto_the_board() {
    // 〜能力の適応順について〜: 複数枚のカードが同時に適応タイミングを迎えた場合、先に盤上に出てい
    // たカードから優先して適応処理を行う。
    let mut due = vec![
        (ArrivedAt(7), "late"),
        (ArrivedAt(2), "first a"),
        (ArrivedAt(2), "first b"),
        (ArrivedAt(5), "middle"),
    ];
    by_arrival(&mut due);
    let order: Vec<&str> = due.iter().map(|(_, s)| *s).collect();
    assert_eq!(order, ["first a", "first b", "middle", "late"]);
}

#[test]
fn swift_sluggish_double_attack_sleep_and_pacifist_decide_whether_one_may_attack() {
    // “軽快”: 盤上に出たターンからプレイヤーへ攻撃することができる。“鈍足”: 盤上に出たターン中は
    // 攻撃できない。“2回攻撃”: 同じターン中に2回攻撃することができる。“眠り状態”: 自ら攻撃でき
    // ず。“平和主義者”: 攻撃できない。
    let calm = Ailments::default();
    let t = |v: &[Trait]| HasTraits(v.to_vec());
    let both = Readiness {
        characters: true,
        player: true,
    };
    let none = Readiness {
        characters: false,
        player: false,
    };
    let fresh = readiness(&t(&[]), &calm, true, 0);
    assert_eq!(
        (fresh.characters, fresh.player),
        (true, false),
        "docs/RULES.md's Decision"
    );
    assert_eq!(readiness(&t(&[Trait::Swift]), &calm, true, 0), both);
    assert_eq!(readiness(&t(&[Trait::Sluggish]), &calm, true, 0), none);
    assert_eq!(readiness(&t(&[Trait::Sluggish]), &calm, false, 0), both);
    assert_eq!(readiness(&t(&[]), &calm, false, 1), none, "once a turn");
    assert_eq!(readiness(&t(&[Trait::DoubleAttack]), &calm, false, 1), both);
    assert_eq!(readiness(&t(&[Trait::DoubleAttack]), &calm, false, 2), none);
    assert_eq!(readiness(&t(&[Trait::Pacifist]), &calm, false, 0), none);
    let mut asleep = Ailments::default();
    asleep.inflict(Ailment::Sleep, &HasTraits::default());
    assert_eq!(readiness(&t(&[Trait::Swift]), &asleep, false, 0), none);
}

#[test]
fn a_sleeping_character_deals_no_battle_damage_and_its_abilities_are_off() {
    // “眠り状態”: 全ての能力が無効になる。…戦闘の際にも自身からはダメージを与えず一方的に相手キャ
    // ラクターからのダメージを受ける。
    let mut a = Ailments::default();
    assert!(abilities_on(&a));
    assert_eq!(damage_dealt(3, a.asleep()), 3);
    a.inflict(Ailment::Sleep, &HasTraits::default());
    assert!(!abilities_on(&a));
    assert_eq!(damage_dealt(3, a.asleep()), 0);
}

#[test]
fn lifedrink_heals_the_controller_only_for_attacks_it_made_itself() {
    // “吸血”: 自ら攻撃した場合、それのコントローラーはそれがキャラクターやプレイヤーに与えたダメ
    // ージと同じ点数分のライフを回復する。
    assert_eq!(lifedrink(true, true, 4), 4);
    assert_eq!(lifedrink(true, false, 4), 0, "defending does not count");
    assert_eq!(lifedrink(false, true, 4), 0);
}

#[test]
fn take_along_works_only_on_a_fall_to_battle_damage() {
    // “道連れ”: 戦闘ダメージによって撃破されたとき、その戦闘相手のキャラクターを撃破する。
    assert!(takes_along(true, true));
    assert!(!takes_along(true, false));
    assert!(!takes_along(false, true));
}

#[test]
fn a_stubborn_character_never_moves_nor_is_targeted() {
    // “頑固者”: マス移動ができず、カード能力の対象にならない。
    let stubborn = HasTraits(vec![Trait::Stubborn]);
    assert!(!movable(&stubborn) && !targetable(&stubborn));
    assert!(movable(&HasTraits::default()) && targetable(&HasTraits::default()));
}

#[test]
fn a_sleeping_guardian_draws_no_attack_and_a_sleeping_hermit_can_be_attacked() {
    // “眠り状態”: この状態になったキャラクターは全ての能力が無効になる — traits too.
    let me = HasTraits::default();
    let mut guard = d(1, Row::Back, false, &[Trait::Guardian]);
    guard.asleep = true;
    let board = [guard, d(2, Row::Front, true, &[])];
    assert_eq!(targets(&me, &board), [Target::Character(2)]);
    let mut hermit = d(3, Row::Front, true, &[Trait::Hermit]);
    hermit.asleep = true;
    assert_eq!(targets(&me, &[hermit]), [Target::Character(3)]);
}

#[test]
fn a_shield_starts_at_its_value() {
    // “シールド”: 記された数値の分だけそのダメージを軽減する。
    assert_eq!(
        ShieldLeft::of(&HasTraits(vec![Trait::Hale, Trait::Shield(2)])),
        ShieldLeft(2)
    );
    assert_eq!(ShieldLeft::of(&HasTraits::default()), ShieldLeft(0));
}

#[test]
fn venom_fang_poisons_the_one_it_fought_once_the_battle_is_over_unless_hale() {
    // “毒牙”: この能力を持つキャラクターが戦闘を行った相手キャラクターを、戦闘終了後に“毒状態”に
    // する。 “健康体”: “状態異常”にならない。
    assert!(venom(true, true));
    assert!(
        !venom(true, false),
        "gone from the board: nothing to poison"
    );
    assert!(!venom(false, true));
    let mut hale = Ailments::default();
    assert!(!hale.inflict(Ailment::Poison, &HasTraits(vec![Trait::Hale])));
}
