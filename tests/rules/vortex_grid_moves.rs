//! Seed 000's movement effects read on the Vortex's grid (vortex-design.md §1 "Movement effects on
//! the grid", F2, F4): knock-backs and pulls go square by square along the axis of the larger
//! difference and stop before walls, fighters, higher squares and the edge; a drop of 2 levels on
//! a foe's push asks a fall check; a position move steps one square out of reach.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::rules::core::battlefield::grid::GridPos;
use vortex_tactics::rules::vortex::turn::VortexTurn;

fn at(app: &App, e: Entity) -> (i32, i32) {
    let p = app.world().get::<GridPos>(e).expect("square");
    (p.x, p.y)
}

/// Applies one effect from `source` to `target` through the Vortex's chain.
fn apply(app: &mut App, source: Entity, target: Entity, effect: &str) {
    hit_in::<VortexTurn>(app, source, target, effect);
}

#[test]
fn a_knock_back_pushes_along_the_larger_axis_and_stops_before_a_fighter_or_the_edge() {
    // vortex-design.md §1: "`KnockBack(n)` pushes the target n squares straight away from the user,
    // along the axis of the larger difference (rows on a tie) … A push or pull stops before a wall,
    // an occupied or sealed square, a higher square, or the map's edge."
    let mut app = battle(flat_catalog(), FLAT_ORRIN, 1);
    let [a, b, c, d] = four(&mut app);
    put(&mut app, d, 0, 7);
    put(&mut app, a, 3, 1);
    put(&mut app, c, 3, 3);
    put(&mut app, b, 3, 5);
    apply(&mut app, a, c, "KnockBack(2)");
    assert_eq!(at(&app, c), (3, 4), "stopped before its ally's square");
    put(&mut app, c, 3, 6);
    put(&mut app, b, 6, 0);
    apply(&mut app, a, c, "KnockBack(3)");
    assert_eq!(at(&app, c), (3, 7), "stopped at the edge");
    put(&mut app, a, 1, 3);
    put(&mut app, c, 3, 4);
    apply(&mut app, a, c, "KnockBack(2)");
    assert_eq!(at(&app, c), (5, 4), "columns: the larger difference");
    put(&mut app, a, 6, 1);
    put(&mut app, c, 7, 2);
    apply(&mut app, a, c, "KnockBack(2)");
    assert_eq!(at(&app, c), (7, 4), "a tie goes along the rows");
    assert!(log(&app).contains("is knocked back 2 squares to (7,4)"));
}

#[test]
fn a_pull_draws_the_target_toward_the_user_and_a_wall_stops_a_push() {
    // vortex-design.md §1: "`PullForward(n)` pulls it toward the user"; a wall stops it.
    let mut app = battle(flat_catalog(), FLAT_ORRIN, 1);
    let [a, _, c, _] = four(&mut app);
    put(&mut app, a, 3, 1);
    put(&mut app, c, 3, 5);
    apply(&mut app, a, c, "PullForward(1)");
    assert_eq!(at(&app, c), (3, 4));
    // The boulder at (2,2).
    put(&mut app, a, 2, 6);
    put(&mut app, c, 2, 4);
    apply(&mut app, a, c, "KnockBack(3)");
    assert_eq!(at(&app, c), (2, 3), "stopped before the boulder");
}

#[test]
fn a_push_never_climbs_and_a_foe_pushed_down_two_levels_makes_a_fall_check() {
    // vortex-design.md §1: a push stops before "a higher square"; "A drop on the way calls for
    // fall checks if the card's user chooses so (003 ⑥) … Plans choose yes when the pushed fighter
    // is a foe"; F4: a 1-level step down is free.
    let mut app = battle(real_catalog(), "vortex_t2_height_mirror", 1);
    let [a, b, c, _] = four(&mut app);
    // (7,4) is level 0, (6,4) level 1: no climbing.
    put(&mut app, a, 8, 4);
    put(&mut app, c, 7, 4);
    apply(&mut app, a, c, "KnockBack(1)");
    assert_eq!(at(&app, c), (7, 4));
    // (1,4) is level 2, (2,4) level 0: a foe pushed off makes a fall check.
    put(&mut app, a, 0, 4);
    put(&mut app, c, 1, 4);
    apply(&mut app, a, c, "KnockBack(1)");
    assert_eq!(at(&app, c), (2, 4));
    assert!(
        log(&app).contains("drops 2 levels: fall check"),
        "{}",
        log(&app)
    );
    // An ally pushed the same way makes none.
    let before = log(&app).matches("fall check").count();
    put(&mut app, b, 1, 5);
    put(&mut app, a, 0, 5);
    apply(&mut app, a, b, "KnockBack(1)");
    assert_eq!(at(&app, b), (2, 5));
    assert_eq!(log(&app).matches("fall check").count(), before);
}

#[test]
fn a_position_move_steps_one_square_out_of_reach() {
    // seed 000 ポジション移動 read on the grid (docs/RULES.md, Vortex, Decision): the user moves a foe
    // one orthogonal square away from itself, and itself or an ally one square away from its own
    // nearest foe.
    let mut app = battle(flat_catalog(), FLAT_ORRIN, 1);
    let [a, b, c, d] = four(&mut app);
    put(&mut app, d, 7, 0);
    put(&mut app, b, 0, 7);
    put(&mut app, a, 3, 6);
    put(&mut app, c, 3, 4);
    apply(&mut app, a, a, "PositionMove");
    assert_eq!(at(&app, a), (3, 7), "away from the foe at (3,4)");
    apply(&mut app, a, c, "PositionMove");
    assert_eq!(at(&app, c), (3, 3), "a foe: away from the user");
}

#[test]
fn a_line_card_hits_the_row_or_the_column_through_its_user() {
    // vortex-design.md F16: "A Duel `EnemyLine` card hits the foes in one row or one column
    // through the user's square (002's same line), within range"; the user picks (plans: the
    // line with more foes, the row on a tie).
    use vortex_tactics::data::Targeting;
    use vortex_tactics::rules::core::answers::{self, Answer};
    use vortex_tactics::rules::core::decisions::Autopilot;
    use vortex_tactics::rules::vortex::turn::with_vortex;
    let pick = |app: &mut App, user: Entity| {
        with_vortex(app.world_mut(), |w| {
            vortex_tactics::rules::core::cards::targets::pick(
                w,
                user,
                Targeting::EnemyLine,
                None,
                None,
                true,
                "Breaker Wave",
            )
        })
    };
    let hit_by = |picked: Result<Option<_>, _>| -> Vec<Entity> {
        let targets: vortex_tactics::rules::core::cards::chain::Targets =
            picked.expect("decided").expect("targets");
        targets.iter().map(|t| t.entity).collect()
    };
    let mut app = battle(flat_catalog(), FLAT_ORRIN, 1);
    let [a, b, c, d] = four(&mut app);
    put(&mut app, b, 7, 7);
    put(&mut app, a, 3, 3);
    put(&mut app, c, 6, 3);
    put(&mut app, d, 3, 0);
    // A tie: the row.
    let hit = hit_by(pick(&mut app, a));
    assert_eq!(hit, vec![c]);
    // Off both lines: not hit; the column alone: the column.
    put(&mut app, c, 5, 5);
    let hit = hit_by(pick(&mut app, a));
    assert_eq!(hit, vec![d]);
    // A player picks.
    put(&mut app, c, 6, 3);
    app.world_mut().insert_resource(Autopilot(false));
    assert!(pick(&mut app, a).is_err(), "the answer is awaited");
    let q = answers::open_questions(app.world())
        .into_iter()
        .find(|q| q.kind == "straight")
        .expect("asked");
    assert_eq!(q.options.len(), 2);
    assert!(q.options[1].words.starts_with("column 3"), "{q:?}");
    answers::answer(
        app.world_mut(),
        &Answer {
            side: 0,
            question: q.number,
            picks: vec![1],
        },
    )
    .expect("taken");
    let hit = hit_by(pick(&mut app, a));
    assert_eq!(hit, vec![d]);
}

#[test]
fn a_line_card_must_take_a_straight_line_that_holds_a_guardian() {
    // Seed 002 守護者 (「配置を無視して必ずこのキャラクターを攻撃対象」) read on F16's straight
    // lines: while a line through the user holds a guardian, the line card takes that line.
    use vortex_tactics::data::Targeting;
    use vortex_tactics::data::keywords::Trait;
    use vortex_tactics::rules::core::keywords::traits::HasTraits;
    use vortex_tactics::rules::vortex::turn::with_vortex;
    let mut c = real_catalog();
    let ch = std::sync::Arc::make_mut(c.characters.get_mut("orrin_tidecaller").expect("orrin"));
    ch.traits.0.push(Trait::Guardian);
    let mut app = battle(with_flat_orrin(c), FLAT_ORRIN, 1);
    let [a, b, c, d] = four(&mut app);
    assert!(
        app.world()
            .get::<HasTraits>(d)
            .is_some_and(|h| h.has(&Trait::Guardian))
    );
    put(&mut app, b, 7, 7);
    put(&mut app, a, 3, 3);
    put(&mut app, c, 6, 3);
    put(&mut app, d, 3, 0);
    let hit: Vec<Entity> = with_vortex(app.world_mut(), |w| {
        vortex_tactics::rules::core::cards::targets::pick(
            w,
            a,
            Targeting::EnemyLine,
            None,
            None,
            true,
            "Breaker Wave",
        )
    })
    .expect("decided")
    .expect("targets")
    .iter()
    .map(|t| t.entity)
    .collect();
    assert_eq!(hit, vec![d], "the guardian's column, not the tied row");
}
