//! The reachable-squares query (seed 003 movement) on a 32×32 map with 40 fighters: walls,
//! hard-to-enter and hard-to-leave squares and hills, read from the real `App`'s square entities.
//! `cargo bench --bench reach`.

use bevy::prelude::*;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use vortex_tactics::data::Level;
use vortex_tactics::data::load::parse;
use vortex_tactics::headless;
use vortex_tactics::rules::core::battlefield::grid::GridPos;
use vortex_tactics::rules::core::battlefield::reach::{MoveAsk, MoveField, occupants, reachable};
use vortex_tactics::rules::core::fighter::Fighter;
use vortex_tactics::rules::start_battle;

const SIZE: u32 = 32;

/// A 32×32 map: a wall every 8 columns with gaps, marsh and rubble patches, rolling heights.
fn map_ron() -> String {
    let mut rows = Vec::new();
    let mut heights = Vec::new();
    for y in 0..SIZE {
        let row: String = (0..SIZE)
            .map(|x| match (x % 8, y % 8) {
                (4, 0..=5) => '#',
                (1, 2) | (2, 2) | (6, 6) => '~',
                (0, 7) | (7, 3) => '^',
                _ => '.',
            })
            .collect();
        rows.push(format!("\"{row}\""));
        let h: Vec<String> = (0..SIZE)
            .map(|x| (((x / 5 + y / 7) % 4) as i32 - 1).to_string())
            .collect();
        heights.push(format!("\"{}\"", h.join(" ")));
    }
    format!(
        "(rows: [{}], legend: {{'#': [Impassable], '~': [HardToEnter(1)], '^': [HardToLeave(1), Cover(3)]}}, heights: [{}], deployment: [(front: 29, middle: 30, back: 31), (front: 2, middle: 1, back: 0)])",
        rows.join(", "),
        heights.join(", ")
    )
}

/// A battle on that map with 20 fighters a side spread over the field.
fn app() -> App {
    let (mut catalog, problems) = headless::load(Vec::new());
    assert!(problems.is_empty(), "{problems:?}");
    let characters: Vec<String> = catalog.characters.keys().cloned().collect();
    let team = |name: &str, rows: [u32; 2]| {
        let members: Vec<String> = (0..20u32)
            .map(|i| {
                let (x, y) = ((i * 7 + rows[0]) % SIZE, rows[(i % 2) as usize] + i / 4);
                let id = &characters[i as usize % characters.len()];
                format!("(card: \"{id}\", at: Some(({x}, {y})))")
            })
            .collect();
        format!("(name: \"{name}\", members: [{}])", members.join(", "))
    };
    let ron = format!(
        "(name: \"bench\", seed: 1, teams: [{}, {}], map: Some({}))",
        team("South", [21, 26]),
        team("North", [0, 5]),
        map_ron()
    );
    let level: Level = parse(Path::new("bench.level.ron"), &ron).expect("bench level");
    catalog.levels.insert("bench".into(), level.into());
    let mut app = headless::app(catalog);
    start_battle(app.world_mut(), "bench", 1).expect("battle starts");
    app
}

fn bench(c: &mut Criterion) {
    let mut app = app();
    let world = app.world_mut();
    let mut q = world.query::<(Entity, &Fighter, &GridPos)>();
    let (mover, _, from) = q
        .iter(world)
        .filter(|(_, f, _)| f.team == 0)
        .min_by_key(|(_, _, p)| (p.y, p.x))
        .map(|(e, f, p)| (e, f.team, *p))
        .expect("a fighter");
    assert_eq!(q.iter(world).count(), 40);
    for squares in [6, 30] {
        let ask = MoveAsk {
            from,
            squares,
            skill_move: false,
            floating: false,
            no_drops: false,
        };
        c.bench_function(
            &format!("reach/32x32, 40 fighters, {squares} squares, from the world"),
            |b| {
                b.iter(|| {
                    let field = MoveField::of(world).expect("grid");
                    let others = occupants(world, mover);
                    black_box(reachable(&field, &others, black_box(&ask)))
                })
            },
        );
        let field = MoveField::of(world).expect("grid");
        let others = occupants(world, mover);
        let reached = reachable(&field, &others, &ask).squares().count();
        println!("{squares} squares of movement from {from:?} reach {reached} squares");
        c.bench_function(
            &format!("reach/32x32, 40 fighters, {squares} squares, search only"),
            |b| b.iter(|| black_box(reachable(&field, &others, black_box(&ask)))),
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
