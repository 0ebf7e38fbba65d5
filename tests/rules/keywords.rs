//! The creature keywords of seed 002 (`002_fdddcbe717802e60.txt`, a glossary) as the engine's:
//! each test names the glossary entry it checks.

use vortex_tactics::data::keywords::{Ailment, Trait, Traits};
use vortex_tactics::rules::core::keywords::ailments::{Ailments, DuskDamage};
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
            "Hale is written twice"
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
    assert_eq!(s.seal(&[0], |q| q == 0), Err(SealRefused::Occupied(0)));
    assert_eq!(s.seal(&[0, 1, 2], empty), Ok(()));
    assert_eq!(s.seal(&[3, 4], empty), Err(SealRefused::TooMany));
    assert_eq!(s.0, [0, 1, 2], "none of them sealed");
    assert_eq!(s.seal(&[3], empty), Ok(()));
    assert_eq!(s.0.len(), SEALS_MAX);
    assert_eq!(s.seal(&[5], empty), Err(SealRefused::TooMany));
    assert!(s.sealed(3) && !s.sealed(5));
}
