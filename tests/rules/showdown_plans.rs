//! Plans play a Showdown side in the one plan grammar (seed 001's plans; docs/RULES.md,
//! Showdown, plans), seeing only what their player sees (seed 004, 7.セット and 8.オープン: the
//! cards are set face down and opened at once).

use crate::showdown_fixture::*;
use bevy::prelude::*;
use std::path::Path;
use vortex_tactics::data::load::parse;
use vortex_tactics::data::showdown::ShowdownPlan;
use vortex_tactics::rules::showdown::ask::{Choice, PayCard, PayFor, PaySource, Request};
use vortex_tactics::rules::showdown::plans::{SidePlans, answer};

fn give(app: &mut App, who: Entity, ron: &str) {
    let plans: Vec<ShowdownPlan> = parse(Path::new("plans"), ron).expect("plans parse");
    app.world_mut().get_mut::<SidePlans>(who).expect("plans").0 = plans.into();
}

fn set_of(app: &mut App, who: Entity) -> Choice {
    let hand = table(app, who).hand;
    answer(app.world_mut(), who, &Request::Set { hand, charge: 1 })
}

#[test]
fn a_plan_never_sees_the_card_the_opponent_holds_or_sets() {
    // 7., 8.: both set face down at once; what one sets is unknown to the other until the open.
    let mut answers = Vec::new();
    for their_hand in [["m3", "m2"], ["r0", "s0"]] {
        let mut app = sd_app(sd_catalog());
        let [a, b] = sides(&app);
        set_table(&mut app, a, bare(&their_hand, &["h0"]));
        set_table(&mut app, a, |t| {
            t.set = Some((
                their_hand[0].to_string(),
                vortex_tactics::rules::showdown::table::Slot::Zone(0),
            ))
        });
        set_table(&mut app, b, bare(&["m1", "m0", "e1"], &["h0"]));
        answers.push(set_of(&mut app, b));
    }
    assert_eq!(answers[0], answers[1]);
}

#[test]
fn set_plans_pick_the_strongest_or_the_cheapest_they_can_pay_for_and_fall_through() {
    // The Showdown's set instructions; the charge zone gets the card valued least.
    let mut app = sd_app(sd_catalog());
    let [a, _] = sides(&app);
    // One face-down charge card now, and the one set with it: two at the open.
    set_table(&mut app, a, bare(&["m3", "m2", "m0", "r0"], &["h0"]));
    set_table(&mut app, a, |t| t.charge = face_down(&["s0"]));
    let hand = table(&app, a).hand;
    let at = |c: &Choice| match c {
        Choice::Set { zone, charge } => (
            hand[*zone].clone(),
            charge.first().map(|i| hand[*i].clone()),
        ),
        _ => panic!("a set"),
    };
    give(&mut app, a, "[(then: SetStrongest)]");
    assert_eq!(
        at(&set_of(&mut app, a)),
        ("m2".into(), Some("r0".into())),
        "m3 costs 3: the strongest it can pay for is m2"
    );
    give(&mut app, a, "[(then: SetCheapest)]");
    assert_eq!(at(&set_of(&mut app, a)).0, "m0");
    give(
        &mut app,
        a,
        "[(when: (all: [LifeAtMost(2)]), then: SetCheapest), (then: SetSupport), (then: SetStrongest)]",
    );
    assert_eq!(
        at(&set_of(&mut app, a)).0,
        "m2",
        "five life cards; no support card in hand: on to the strongest"
    );
}

#[test]
fn upkeep_and_payment_plans_are_followed() {
    // 11. J, I: the upkeep may be left unpaid; which charge cards pay is the player's choice.
    let mut app = sd_app(sd_catalog());
    let [a, _] = sides(&app);
    let upkeep = Request::Upkeep {
        zone: 0,
        card: "j1".into(),
        cost: 1,
    };
    assert_eq!(
        answer(app.world_mut(), a, &upkeep),
        Choice::Upkeep(true),
        "standing: keep"
    );
    give(
        &mut app,
        a,
        "[(when: (all: [HandAtLeast(3)]), then: DropInstalled)]",
    );
    assert_eq!(answer(app.world_mut(), a, &upkeep), Choice::Upkeep(false));
    let pay = |from| Request::Pay {
        card: "m2".into(),
        what: PayFor::Open,
        from,
        candidates: ["r0", "m0", "m1"]
            .iter()
            .enumerate()
            .map(|(place, id)| PayCard {
                place,
                card: id.to_string(),
                face_up: false,
            })
            .collect(),
        count: 2,
    };
    give(&mut app, a, "[]");
    assert_eq!(
        answer(app.world_mut(), a, &pay(PaySource::TurnUp)),
        Choice::Pay(vec![2, 1]),
        "standing: the cards that can be placed, the strongest first"
    );
    give(&mut app, a, "[(then: PayWithOthers)]");
    assert_eq!(
        answer(app.world_mut(), a, &pay(PaySource::TurnUp)),
        Choice::Pay(vec![0, 1])
    );
    give(&mut app, a, "[]");
    assert_eq!(
        answer(app.world_mut(), a, &pay(PaySource::FoeTrash)),
        Choice::Pay(vec![0, 1]),
        "what goes to the opponent's charge zone: the least useful to it"
    );
}
