//! The Brawl screen's clicks and keys: a hand card then a free square plays it, a creature then
//! a foe attacks, Tab walks the actors, Enter ends the turn, a seal's squares toggle up to its
//! count (docs/RULES.md, Brawl: every choice is the player's).

use super::pick::{self, Actor, Selection, Spot};
use crate::rules::brawl::ask::{Act, Choice, Foe, Request};
use bevy::prelude::*;

fn acts(me: Entity, foe: Entity) -> Vec<Act> {
    vec![
        Act::Play { card: 0, square: 1 },
        Act::Play { card: 0, square: 2 },
        Act::Attack {
            attacker: me,
            target: Foe::Creature(foe),
        },
        Act::Attack {
            attacker: me,
            target: Foe::Player,
        },
        Act::Move {
            creature: me,
            square: 3,
        },
        Act::End,
    ]
}

/// Two players' entities for a question that only names them.
fn two_players() -> (Entity, Entity) {
    let e = |n| Entity::from_raw_u32(n).expect("a valid entity index");
    (e(1), e(2))
}

#[test]
fn a_hand_card_then_a_free_square_plays_it() {
    let (me, foe) = two_players();
    let r = Request::Main {
        acts: acts(me, foe),
    };
    let mut sel = Selection {
        actor: Some(Actor::Hand(0)),
        ..Default::default()
    };
    // A square of the other territory is not the player's to fill.
    assert_eq!(pick::click(&mut sel, &r, Spot::Square(1, 2, None), 0), None);
    assert_eq!(
        pick::click(&mut sel, &r, Spot::Square(0, 2, None), 0),
        Some(Choice::Act(1))
    );
}

#[test]
fn a_creature_then_a_foe_or_the_player_attacks() {
    let (me, foe) = two_players();
    let r = Request::Main {
        acts: acts(me, foe),
    };
    let mut sel = Selection::default();
    assert_eq!(
        pick::click(&mut sel, &r, Spot::Square(0, 0, Some(me)), 0),
        None
    );
    assert_eq!(sel.actor, Some(Actor::Beast(me)));
    assert_eq!(
        pick::click(&mut sel, &r, Spot::Square(1, 0, Some(foe)), 0),
        Some(Choice::Act(2))
    );
    sel.actor = Some(Actor::Beast(me));
    assert_eq!(
        pick::click(&mut sel, &r, Spot::Player, 0),
        Some(Choice::Act(3))
    );
    sel.actor = Some(Actor::Beast(me));
    assert_eq!(
        pick::click(&mut sel, &r, Spot::Square(0, 3, None), 0),
        Some(Choice::Act(4))
    );
}

#[test]
fn tab_walks_the_actors_and_keys_pick_their_acts_and_enter_ends() {
    let (me, foe) = two_players();
    let r = Request::Main {
        acts: acts(me, foe),
    };
    let Request::Main { acts } = &r else {
        unreachable!()
    };
    let mut sel = Selection::default();
    pick::next_actor(&mut sel, acts);
    assert_eq!(sel.actor, Some(Actor::Hand(0)));
    pick::next_actor(&mut sel, acts);
    assert_eq!(sel.actor, Some(Actor::Beast(me)));
    assert_eq!(pick::key(&mut sel, &r, 1), Some(Choice::Act(3)));
    assert_eq!(pick::confirm(&sel, &r), Some(Choice::Act(5)));
}

#[test]
fn a_seal_takes_exactly_its_count_of_squares() {
    let r = Request::Seal {
        card: "x".into(),
        count: 2,
        squares: vec![0, 4, 5],
    };
    let mut sel = Selection::default();
    assert_eq!(pick::click(&mut sel, &r, Spot::Square(1, 4, None), 0), None);
    assert_eq!(pick::confirm(&sel, &r), None);
    pick::click(&mut sel, &r, Spot::Square(1, 0, None), 0);
    pick::click(&mut sel, &r, Spot::Square(1, 5, None), 0);
    assert_eq!(pick::confirm(&sel, &r), Some(Choice::Picks(vec![1, 0])));
}

#[test]
fn the_brawls_forecasts_never_change_the_game() {
    // Issue 40, item 4: the board's snapshot with every attack foreseen, made at every question
    // of the player or never, leaves the game's log alike.
    let level = "brawl_01_thornwall_crossing";
    let plain = crate::screens::battle::tests::played_foreseeing(level, 4, |_, _| {});
    let foreseen = crate::screens::battle::tests::played_foreseeing(level, 4, |w, _| {
        w.init_resource::<super::model::BrawlSnapshot>();
        super::model::snapshot(w);
    });
    assert!(plain.contains(" wins") || plain.contains("draw"), "{plain}");
    assert_eq!(plain, foreseen);
}
