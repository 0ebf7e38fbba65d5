//! Seed 002's keywords are the engine's, not the Brawl's alone: a Duel character carries them
//! (docs/RULES.md, The engine: creature keywords; levels/duel_06_thornwall.level.ron).

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::{Dice, Effect, Targeting};
use vortex_tactics::rules::core::cards::ask::{Decisions, Request};
use vortex_tactics::rules::core::cards::chain::effects::apply;
use vortex_tactics::rules::core::cards::chain::{Apply, Target};
use vortex_tactics::rules::core::cards::targets::pick;
use vortex_tactics::rules::core::fighter::Hp;
use vortex_tactics::rules::core::keywords::battle::ShieldLeft;
use vortex_tactics::rules::duel::with_duel;

/// `me`'s card `what`, aimed as `targeting`, leaves the player a question: which.
fn asks(app: &mut App, me: Entity, targeting: Targeting, what: &str) -> Option<Request> {
    let asked = with_duel(app.world_mut(), |w| {
        pick(w, me, targeting, None, None, true, what)
    });
    assert!(asked.is_err(), "the player chooses");
    app.world()
        .resource::<Decisions>()
        .pending()
        .map(|(_, q)| q)
}

#[test]
fn in_a_duel_a_guardian_draws_every_card_that_chooses_one_foe() {
    // “守護者” お互いのキャラクターが攻撃する際、この能力を持つキャラクターが盤上にいるなら必ずそれ
    // に対して攻撃しなければならない。
    let c = real_catalog();
    let mut app = player_battle(
        c,
        &[("garron_deepstone", "Front")],
        &[
            ("hollis_cragfire", "Front"),
            ("brannoch_thornwall", "Middle"),
        ],
        1,
    );
    let me = fighter(&mut app, "Garron Deepstone");
    let guard = fighter(&mut app, "Brannoch Thornwall");
    let hollis = fighter(&mut app, "Hollis Cragfire");
    let open = asks(&mut app, me, Targeting::OneEnemy, "a blow");
    let Some(Request::Target { candidates, .. }) = open else {
        panic!("a target question: {open:?}")
    };
    assert_eq!(
        candidates,
        [guard],
        "not Hollis in front: the guardian, whatever the lines"
    );
    // A card on every foe still reaches both.
    let all = with_duel(app.world_mut(), |w| {
        pick(w, me, Targeting::AllEnemies, None, None, true, "a wave")
    })
    .expect("no choice");
    let mut hit: Vec<_> = all
        .unwrap_or_default()
        .into_iter()
        .map(|t| t.entity)
        .collect();
    hit.sort();
    let mut both = vec![hollis, guard];
    both.sort();
    assert_eq!(hit, both);
}

#[test]
fn in_a_duel_a_guardian_summoned_in_the_battle_draws_every_card_that_chooses_one_foe() {
    // “守護者” …この能力を持つキャラクターが盤上にいるなら必ずそれに対して攻撃しなければならない:
    // a guardian token summoned mid-battle, with no guardian among the fighters the battle began
    // with, draws the card all the same (the kit's holdings grow with it: docs/PERFORMANCE.md).
    let mut c = real_catalog();
    add(
        &mut c.tokens,
        "t_warden",
        "(name: \"Warden\", hp: 4, threat: 1, races: [\"Machine\"], traits: [Guardian], actions: [])",
    );
    let mut app = player_battle(
        c,
        &[("garron_deepstone", "Front")],
        &[("hollis_cragfire", "Front")],
        1,
    );
    let me = fighter(&mut app, "Garron Deepstone");
    let hollis = fighter(&mut app, "Hollis Cragfire");
    crate::harness::hit(
        &mut app,
        hollis,
        hollis,
        "Summon(token: \"t_warden\", line: Rear)",
    );
    let warden = fighter(&mut app, "Warden");
    let open = asks(&mut app, me, Targeting::OneEnemy, "a blow");
    let Some(Request::Target { candidates, .. }) = open else {
        panic!("a target question: {open:?}")
    };
    assert_eq!(
        candidates,
        [warden],
        "the summoned guardian, not Hollis in front"
    );
}

#[test]
fn in_a_duel_a_shield_stops_damage_until_it_is_used_up_for_good() {
    // “シールド” ダメージを受けるとき、記された数値の分だけそのダメージを軽減する…一度受けたダメー
    // ジ分のシールドは自然には回復しない。
    let c = real_catalog();
    let mut app = player_battle(
        c,
        &[("garron_deepstone", "Front")],
        &[("brannoch_thornwall", "Front")],
        1,
    );
    let me = fighter(&mut app, "Garron Deepstone");
    let guard = fighter(&mut app, "Brannoch Thornwall");
    let hp = |app: &bevy::app::App| app.world().get::<Hp>(guard).map_or(0, |h| h.current);
    let start = hp(&app);
    assert_eq!(app.world().get::<ShieldLeft>(guard), Some(&ShieldLeft(4)));
    let blow = |n: &str| Apply {
        source: me,
        effect: Effect::Damage(Dice::try_from(n.to_string()).expect("dice")),
        targets: vec![Target {
            entity: guard,
            relief: None,
        }]
        .into(),
        stamp: 1,
        lineage: Vec::new().into(),
    };
    // What a blow of 3 deals after seed 000's modifiers (his stance lessens it), before the shield.
    let d = vortex_tactics::rules::core::cards::chain::effects::modified_damage(
        app.world(),
        me,
        guard,
        3,
        0,
    );
    assert!((1..=3).contains(&d));
    let mut shield = 4;
    let mut lost = 0;
    for _ in 0..4 {
        with_duel(app.world_mut(), |w| apply(w, &blow("3"))).expect("applied");
        let stopped = d.min(shield);
        shield -= stopped;
        lost += d - stopped;
        assert_eq!(
            app.world().get::<ShieldLeft>(guard).map(|s| i32::from(s.0)),
            Some(shield)
        );
        assert_eq!(hp(&app), start - lost);
    }
    assert_eq!(shield, 0, "used up");
    assert_eq!(
        lost,
        4 * d - 4,
        "exactly 4 stopped in all: the shield never comes back"
    );
    assert!(log(&app).contains("Brannoch Thornwall's shield stops"));
}

#[test]
fn in_a_duel_the_front_lines_guardian_comes_first_and_a_line_card_hits_the_guardians_whole_line() {
    // “守護者” 前列に“守護者”がいるなら後列の“守護者”には攻撃できず; an enemy line must be the
    // guardian's, and everyone in it is hit (docs/RULES.md, The engine).
    let c = real_catalog();
    let mut app = player_battle(
        c,
        &[("garron_deepstone", "Front")],
        &[
            ("brannoch_thornwall", "Front"),
            ("hollis_cragfire", "Front"),
            ("brannoch_thornwall", "Middle"),
        ],
        1,
    );
    let me = fighter(&mut app, "Garron Deepstone");
    let open = asks(&mut app, me, Targeting::OneEnemy, "a blow");
    let Some(Request::Target { candidates, .. }) = open else {
        panic!("a target question")
    };
    assert_eq!(candidates.len(), 1, "only the front line's guardian");
    let front_guard = candidates[0];
    app.world_mut().resource_mut::<Decisions>().clear();
    let open = asks(&mut app, me, Targeting::EnemyLine, "a sweep");
    let Some(Request::Line { options, .. }) = open else {
        panic!("a line question: {open:?}")
    };
    assert_eq!(
        options,
        [(1, vortex_tactics::data::LineName::Front)],
        "only the guardian's line"
    );
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(vortex_tactics::rules::core::cards::ask::Choice::Line(
            1,
            vortex_tactics::data::LineName::Front,
        ))
        .expect("taken");
    let hit = with_duel(app.world_mut(), |w| {
        pick(w, me, Targeting::EnemyLine, None, None, true, "a sweep")
    })
    .expect("answered")
    .unwrap_or_default();
    let hollis = fighter(&mut app, "Hollis Cragfire");
    let mut got: Vec<_> = hit.into_iter().map(|t| t.entity).collect();
    got.sort();
    let mut want = vec![front_guard, hollis];
    want.sort();
    assert_eq!(got, want, "everyone in the guardian's line");
}
