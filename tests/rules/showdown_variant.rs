//! The Showdown's variant rule 2T1S5C (seed 004, 18.変則ルール 例1: 「ライフカード無し、セットす
//! る時にモンスターゾーンに1枚、チャージゾーンに5枚のカードを裏側で置くルール」), a level option
//! with one shipped scenario.

use crate::harness::{battle, log, real_catalog};
use crate::showdown_fixture::*;
use bevy::prelude::App;
use vortex_tactics::rules::core::battle::Battle;
use vortex_tactics::rules::core::decisions::{Autopilot, Question};
use vortex_tactics::rules::showdown::ask::{Choice, Request};

/// The shipped 2T1S5C scenario, the player's side answered by the test.
fn one_shot(seed: u64) -> App {
    let mut app = battle(real_catalog(), "showdown_04_one_shot", seed);
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    play(&mut app);
    app
}

#[test]
fn no_life_cards_and_each_set_puts_one_card_to_fight_and_five_to_pay() {
    // 18. 例1: ライフカード無し; モンスターゾーンに1枚、チャージゾーンに5枚 — 5 in hand and 1 drawn
    // (6.) make exactly the six a set takes.
    let mut app = one_shot(1);
    let [a, b] = sides(&app);
    for who in [a, b] {
        assert!(table(&app, who).life.is_empty(), "no life cards");
    }
    let Some(Request::Set { hand, charge }) = asked(&app, a) else {
        panic!("the set: {:?}", asked(&app, a));
    };
    assert_eq!((hand.len(), charge), (6, 5));
    answer(
        &mut app,
        a,
        Choice::Set {
            zone: 0,
            charge: vec![1, 2, 3, 4, 5],
        },
    );
    play(&mut app);
    let l = log(&app);
    assert!(
        l.contains("Court sets a card face down in zone 1 and 5 in the charge zone"),
        "{l}"
    );
    assert!(l.contains("Vanguard sets a card face down in zone 1 and 5 in the charge zone"));
    assert!(table(&app, a).hand.is_empty(), "the hand is spent");
}

#[test]
fn a_set_of_fewer_charge_cards_than_five_is_refused() {
    // The question takes exactly one card and five: an answer of one and one is not an answer.
    let app = one_shot(1);
    let [a, _] = sides(&app);
    let q = asked(&app, a).expect("the set");
    assert!(!q.accepts(&Choice::Set {
        zone: 0,
        charge: vec![1]
    }));
    assert!(q.accepts(&Choice::Set {
        zone: 5,
        charge: vec![0, 1, 2, 3, 4]
    }));
    assert!(!q.accepts(&Choice::Set {
        zone: 0,
        charge: vec![0, 1, 2, 3, 4]
    }));
}

#[test]
fn the_battle_lasts_two_turns_and_the_first_unopposed_battle_card_wins() {
    // 18. 例1: 2ターン (shared/rules A21: a draw after the second turn); with no life cards,
    // 10.: an unopposed battle card against a side with none wins at once.
    let app = one_shot(1);
    assert_eq!(app.world().resource::<Battle>().round_cap, 2);
    let (mut won, mut drawn) = (0, 0);
    for seed in 1..40 {
        let mut app = battle(real_catalog(), "showdown_04_one_shot", seed);
        for _ in 0..200 {
            if app.world().resource::<Battle>().outcome.is_some() {
                break;
            }
            app.update();
        }
        let b = app.world().resource::<Battle>();
        assert!(b.outcome.is_some(), "seed {seed}: over");
        assert!(b.round <= 2, "seed {seed}: at most two turns");
        let l = log(&app);
        if l.contains(" wins") {
            won += 1;
            assert!(l.contains("is unopposed and"), "seed {seed}: {l}");
        } else {
            drawn += 1;
        }
    }
    assert!(won > 0 && drawn > 0, "won {won}, drawn {drawn}");
}

#[test]
fn vortex_check_refuses_the_variant_on_another_preset() {
    let c = real_catalog();
    let mut level = c
        .levels
        .get("duel_01_first_spark")
        .expect("level")
        .as_ref()
        .clone();
    level.variant = Some(vortex_tactics::data::level::Variant::TwoTurnsOneShotFiveCharge);
    let problems = vortex_tactics::data::validate::check_prepared(&c, &level);
    assert!(
        problems.contains(
            &"variant: `TwoTurnsOneShotFiveCharge` is a Showdown variant (seed 004, 18.), not a Duel rule"
                .to_string()
        ),
        "{problems:?}"
    );
    // 「2ターン」: a 2T1S5C scenario says its two turns.
    let mut one_shot = c.levels["showdown_04_one_shot"].as_ref().clone();
    assert!(vortex_tactics::data::validate::check_prepared(&c, &one_shot).is_empty());
    one_shot.round_cap = 60;
    assert_eq!(
        vortex_tactics::data::validate::check_prepared(&c, &one_shot),
        ["round_cap: a 2T1S5C battle lasts two turns (seed 004, 18.): `round_cap: 2`, not 60"]
    );
}
