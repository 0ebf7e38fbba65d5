//! Seed 003, 戦闘時に位置関係を表現する方法 (squares, distance, engagement) and 特殊スクウェア
//! (terrain and height), on maps written in level RON and spawned as square entities by the real
//! `App`.

use crate::harness::*;
use bevy::prelude::*;
use std::path::Path;
use vortex_tactics::data::load::parse;
use vortex_tactics::data::{LineName, Range};
use vortex_tactics::rules::core::battlefield::Battlefield;
use vortex_tactics::rules::core::battlefield::grid::{
    GridMap, GridPos, Height, Square, StopDistance, Terrain, move_squares, range_metres,
};
use vortex_tactics::rules::core::battlefield::reach::{
    MoveAsk, MoveField, Reach, falls, occupants, reachable,
};
use vortex_tactics::rules::core::cards::targets;
use vortex_tactics::rules::core::fighter::Position;

/// A fixture battle on a map. `a` and `b` are `(character id, "(x, y)")`; team Left deploys on
/// rows 1 (front), 2 (middle), 3 (back) when the map has them, team Right on row 0.
fn map_battle(
    rows: &[&str],
    legend: &str,
    heights: &[&str],
    a: &[(&str, &str)],
    b: &[(&str, &str)],
) -> App {
    let last = rows.len() as u32 - 1;
    let map = MapText {
        rows,
        legend,
        heights,
        left_rows: [1.min(last), 2.min(last), 3.min(last)],
    };
    let ron = map_level("Duel", &map, ("Plans", a), ("Plans", b));
    let mut c = fixture(&[]);
    add(&mut c.levels, "t_map", &ron);
    battle(c, "t_map", 1)
}

/// The squares `who` reaches with `squares` of movement.
fn reach_of(
    app: &mut App,
    who: Entity,
    squares: i32,
    skill_move: bool,
) -> (std::sync::Arc<MoveField>, Reach) {
    let w = app.world_mut();
    let field = MoveField::of(w).expect("a grid battle");
    let from = *w.get::<GridPos>(who).expect("on a square");
    let others = occupants(w, who);
    let ask = MoveAsk {
        from,
        squares,
        skill_move,
        floating: false,
        no_drops: false,
    };
    let reach = reachable(&field, &others, &ask);
    (field, reach)
}

const P: fn(i32, i32) -> GridPos = GridPos::new;

#[test]
fn every_square_is_an_entity_with_height_and_terrain_several_at_once() {
    let mut app = map_battle(
        &["..#..", ".~^..", ".....", "....."],
        "'#': [Impassable], '~': [HardToEnter(1)], '^': [HardToLeave(2), Cover(3)]",
        &["0 0 0 0 0", "0 1 -1 0 0", "0 0 2 0 0", "0 0 0 0 0"],
        &[("alpha", "(1, 3)")],
        &[("delta", "(4, 0)")],
    );
    let w = app.world_mut();
    assert_eq!(*w.resource::<Battlefield>(), Battlefield::Grid);
    let mut q = w.query_filtered::<(&GridPos, &Height, &Terrain), With<Square>>();
    let squares: Vec<(GridPos, i32, Terrain)> = q.iter(w).map(|(p, h, t)| (*p, h.0, *t)).collect();
    assert_eq!(squares.len(), 20);
    let at = |x, y| {
        squares
            .iter()
            .find(|s| s.0 == P(x, y))
            .copied()
            .expect("square")
    };
    assert!(at(2, 0).2.impassable);
    assert_eq!((at(1, 1).1, at(1, 1).2.hard_to_enter), (1, 1));
    let both = at(2, 1).2;
    assert_eq!((at(2, 1).1, both.hard_to_leave, both.cover), (-1, 2, 3));
    assert_eq!(at(2, 2).1, 2);
    assert_eq!(at(0, 0).2, Terrain::default());
    // Each team's deployment rows are its lines: row 3 is Left's back line.
    let alpha = fighter(&mut app, "Alpha");
    assert_eq!(
        app.world().get::<Position>(alpha).map(|p| p.line),
        Some(LineName::Back)
    );
    assert_eq!(
        app.world().resource::<GridMap>().line_of(0, P(0, 1)),
        LineName::Front
    );
}

#[test]
fn a_diagonal_step_counts_two_and_cards_measure_range_in_squares() {
    let mut app = map_battle(
        &["....", "....", "....", "...."],
        "",
        &[],
        &[("alpha", "(0, 3)")],
        &[("delta", "(1, 2)"), ("gamma", "(3, 2)")],
    );
    let (a, d, g) = (
        fighter(&mut app, "Alpha"),
        fighter(&mut app, "Delta"),
        fighter(&mut app, "Gamma"),
    );
    assert_eq!(
        P(0, 3).distance(P(1, 2)),
        2,
        "one diagonal step is two squares"
    );
    let range: Range = parse(Path::new("range"), "\"2\"").expect("range");
    let w = app.world_mut();
    assert_eq!(targets::reach(w, a, d, Some(&range), false), Some(None));
    assert_eq!(
        targets::reach(w, a, g, Some(&range), false),
        None,
        "4 squares away"
    );
}

#[test]
fn move_in_metres_becomes_squares_rounded_up() {
    // 移動力を5で割って切り上げたもの: the seed's 11 m is 3 squares, its 23 m is 5.
    assert_eq!([0, 5, 6, 11, 23].map(move_squares), [0, 1, 2, 3, 5]);
}

#[test]
fn hard_to_enter_squares_cost_x_more_as_in_the_seeds_example() {
    // ③ 3-C to 3-F with 3-D and 3-E hard to enter (1): 2 + 2 + 1 squares, just within 23 m.
    let mut app = map_battle(
        &[".~~.."],
        "'~': [HardToEnter(1)]",
        &[],
        &[("alpha", "(0, 0)")],
        &[("delta", "(4, 0)")],
    );
    let a = fighter(&mut app, "Alpha");
    let (_, reach) = reach_of(&mut app, a, move_squares(23), false);
    assert_eq!(reach.cost(P(3, 0)), Some(5));
    assert_eq!(reach.path(P(3, 0)), vec![P(1, 0), P(2, 0), P(3, 0)]);
    let (_, short) = reach_of(&mut app, a, move_squares(20), false);
    assert_eq!(short.cost(P(3, 0)), None);
}

#[test]
fn leaving_a_hard_to_leave_square_costs_x_more() {
    // ④ 離脱困難(X).
    let mut app = map_battle(
        &["^...."],
        "'^': [HardToLeave(2)]",
        &[],
        &[("alpha", "(0, 0)")],
        &[("delta", "(4, 0)")],
    );
    let a = fighter(&mut app, "Alpha");
    let (_, reach) = reach_of(&mut app, a, 5, false);
    assert_eq!(
        (reach.cost(P(1, 0)), reach.cost(P(2, 0))),
        (Some(3), Some(4))
    );
}

#[test]
fn climbing_costs_a_square_per_level_a_skill_move_ignores_it_and_drops_are_fall_checks() {
    // ⑥ 高低差: up Z levels costs Z×5 m more (not for a skill's move); going down asks for a
    // fall check of Y levels.
    let mut app = map_battle(
        &["....."],
        "",
        &["0 1 3 0 0"],
        &[("alpha", "(0, 0)")],
        &[("delta", "(4, 0)")],
    );
    let a = fighter(&mut app, "Alpha");
    let (field, walk) = reach_of(&mut app, a, 10, false);
    assert_eq!(
        [1, 2, 3].map(|x| walk.cost(P(x, 0))),
        [Some(2), Some(5), Some(6)]
    );
    let (_, skill) = reach_of(&mut app, a, 10, true);
    assert_eq!(
        [1, 2, 3].map(|x| skill.cost(P(x, 0))),
        [Some(1), Some(2), Some(3)]
    );
    let path = walk.path(P(3, 0));
    assert_eq!(falls(&field, P(0, 0), &path), vec![(P(3, 0), 3)]);
}

#[test]
fn impassable_squares_are_never_entered_nor_slipped_between_diagonally() {
    // ② 進入禁止.
    let mut app = map_battle(
        &[".#.", "#..", "..."],
        "'#': [Impassable]",
        &[],
        &[("alpha", "(0, 0)")],
        &[("delta", "(2, 2)")],
    );
    let a = fighter(&mut app, "Alpha");
    let (_, reach) = reach_of(&mut app, a, 10, false);
    assert_eq!(reach.squares().count(), 1, "walled in: only the start");
    let mut open = map_battle(
        &[".#.", "...", "..."],
        "'#': [Impassable]",
        &[],
        &[("alpha", "(0, 0)")],
        &[("delta", "(2, 2)")],
    );
    let a = fighter(&mut open, "Alpha");
    let (_, reach) = reach_of(&mut open, a, 10, false);
    assert_eq!(reach.cost(P(1, 0)), None);
    assert_eq!(reach.cost(P(1, 1)), Some(2));
    assert_eq!(reach.cost(P(2, 0)), Some(4));
}

#[test]
fn a_hostile_square_on_the_way_engages_and_stops_the_move_but_a_detour_does_not() {
    // 移動するスクウェア上に敵対キャラクターが存在する場合 … 接敵状態となり、移動を中止する.
    let rows = [".....", ".....", ".....", ".....", "....."];
    let mut app = map_battle(
        &rows,
        "",
        &[],
        &[("alpha", "(2, 4)")],
        &[("delta", "(2, 2)")],
    );
    let a = fighter(&mut app, "Alpha");
    let (_, reach) = reach_of(&mut app, a, 3, false);
    assert!(reach.engages(P(2, 2)));
    assert_eq!(reach.cost(P(2, 2)), Some(2));
    assert_eq!(
        reach.cost(P(2, 1)),
        None,
        "the straight way stops at the enemy"
    );
    let (_, far) = reach_of(&mut app, a, 5, false);
    assert_eq!(far.cost(P(2, 1)), Some(5));
    assert!(
        !far.path(P(2, 1)).contains(&P(2, 2)),
        "the detour goes round"
    );
}

#[test]
fn an_ally_on_the_way_does_not_stop_the_move() {
    let rows = [".....", ".....", ".....", ".....", "....."];
    let mut app = map_battle(
        &rows,
        "",
        &[],
        &[("alpha", "(2, 4)"), ("beta", "(2, 2)")],
        &[("delta", "(0, 0)")],
    );
    let a = fighter(&mut app, "Alpha");
    let (_, reach) = reach_of(&mut app, a, 3, false);
    assert_eq!(reach.cost(P(2, 1)), Some(3));
    assert!(!reach.engages(P(2, 2)));
}

#[test]
fn a_stop_distance_engages_on_the_squares_around_as_in_the_seeds_example() {
    // move2: the enemy on 3-D has a 5 m stop distance; from 4-D, 4-C is free, 3-C and 3-E
    // engage, and 1-D cannot be reached in one move of 11 m.
    let rows = [".....", ".....", ".....", ".....", "....."];
    let mut app = map_battle(
        &rows,
        "",
        &[],
        &[("alpha", "(3, 4)")],
        &[("delta", "(3, 3)")],
    );
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    app.world_mut().entity_mut(d).insert(StopDistance(1));
    let (_, reach) = reach_of(&mut app, a, move_squares(11), false);
    assert_eq!(reach.cost(P(2, 4)), Some(1));
    assert!(!reach.engages(P(2, 4)));
    assert!(reach.engages(P(2, 3)) && reach.engages(P(4, 3)));
    assert_eq!(reach.cost(P(3, 1)), None);
}

#[test]
fn range_counts_5_m_less_per_level_shooting_down_and_5_m_more_shooting_up() {
    // ⑥ example: from 3-C (level 1) a 10 m shot reaches 3-F, 15 m away on level 0; from 3-F a
    // 10 m shot does not reach 3-D, 10 m away on level 1.
    assert_eq!(range_metres(3, 1, 0), 10);
    assert_eq!(range_metres(2, 0, 1), 15);
}

#[test]
fn a_broken_map_is_reported_at_its_row_with_line_and_column_and_left_out() {
    let dir = std::env::temp_dir().join(format!("vortex-test-map-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("bad_map.level.ron");
    let text = r#"(
    name: "Bad map",
    seed: 1,
    teams: [
        (name: "A", members: [(card: "garron_deepstone", at: Some((0, 1)))]),
        (name: "B", members: [(card: "hollis_cragfire", at: Some((3, 0)))]),
    ],
    map: Some((
        rows: [
            "....",
            "..%",
            "....",
        ],
        deployment: [(front: 1, middle: 2, back: 2), (front: 0, middle: 0, back: 5)],
    )),
)
"#;
    std::fs::write(&path, text).expect("write");
    let (catalog, problems) =
        vortex_tactics::data::load_content(&vortex_tactics::data::ContentDirs {
            extra: vec![dir.clone()],
            ..Default::default()
        });
    assert!(!catalog.levels.contains_key("bad_map"), "left out");
    assert!(
        catalog.levels.len() >= 4,
        "the game's own levels still load"
    );
    let mine: Vec<String> = problems
        .iter()
        .filter(|p| p.path == path)
        .map(|p| format!("{}:{}: {}: {}", p.line, p.col, p.field, p.message))
        .collect();
    let has = |want: &str| mine.iter().any(|p| p.starts_with(want));
    assert!(
        has("8:5: map: the duel preset is fought on lines"),
        "{mine:#?}"
    );
    assert!(
        has("11:13: rows[1]: row 1 has 3 squares; the first row has 4"),
        "{mine:#?}"
    );
    assert!(
        has("11:13: rows[1]: row 1, column 2: `%` is not in the legend"),
        "{mine:#?}"
    );
    assert!(
        has("14:54: deployment[1]: team 1: row 5 is off the map"),
        "{mine:#?}"
    );
}
