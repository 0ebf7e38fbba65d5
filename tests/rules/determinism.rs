//! The same seed and decisions give the same battle log, byte for byte; the RNG is ChaCha8.

use crate::harness::*;
use proptest::prelude::*;

#[test]
fn same_seed_same_log_over_many_seeds_and_every_level() {
    // docs/RULES.md, Randomness: one ChaCha8 generator per battle, seeded with the scenario's seed;
    // the same seed gives the same battle log, byte for byte, on every level.
    for level in real_catalog().levels.keys() {
        let first = logs(level, 0..40);
        // A fresh app, and the seeds in another order: nothing carries over between battles.
        let mut second = logs(level, (0..40).rev());
        second.reverse();
        assert_eq!(first, second, "{level}");
        let distinct: std::collections::BTreeSet<&String> = first.iter().collect();
        assert!(
            distinct.len() > 30,
            "{level}: different seeds give different battles"
        );
    }
}

#[test]
fn a_known_seed_gives_a_known_battle() {
    // docs/RULES.md, Randomness (docs/ARCHITECTURE.md, "The life of one die roll").
    // Pins the generator: ChaCha8 seeded with the u64, dice by `random_range`.
    let a = logs("duel_01_first_spark", std::iter::once(1001)).remove(0);
    let b = logs("duel_01_first_spark", std::iter::once(1001)).remove(0);
    assert_eq!(a, b);
    assert!(
        a.starts_with("battle First Spark (duel) seed 1001\n"),
        "{a}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn any_seed_replays_identically(seed in any::<u64>()) {
        // docs/RULES.md, Randomness: any seed, played twice, gives the same log, byte for byte.
        let a = logs("duel_02_river_ford", std::iter::once(seed));
        let b = logs("duel_02_river_ford", std::iter::once(seed));
        prop_assert_eq!(a, b);
    }
}

#[test]
fn a_battles_dice_are_a_fixed_sequence_of_its_seed() {
    // docs/RULES.md, Randomness: one ChaCha8 generator per battle, seeded with the scenario's
    // seed (or `--seed`): the same seed gives the same rolls on every machine; another seed
    // gives others.
    use vortex_tactics::rules::core::rng::BattleRng;
    let rolls = |seed| {
        let rng = BattleRng::new(seed);
        (0..12).map(|_| rng.d6()).collect::<Vec<i32>>()
    };
    let first = rolls(1001);
    assert!(first.iter().all(|r| (1..=6).contains(r)));
    assert_eq!(first, rolls(1001));
    assert_ne!(first, rolls(1002));
    // Pinned: a change of generator or of how a d6 is drawn from it changes every battle.
    assert_eq!(first, PINNED_1001);
}
/// The first twelve d6 of seed 1001.
const PINNED_1001: [i32; 12] = [3, 5, 1, 1, 3, 6, 3, 2, 4, 2, 1, 1];
