//! Replays (docs/REPLAYS.md, docs/PERFORMANCE.md): what verifying each kept replay costs beside
//! the battle's own simulation, what recording an input costs (answering a question through the
//! answer face and keeping it in the ledger, against the same answer unrecorded is not possible:
//! every answer is recorded), and what making and writing a battle's replay file costs.
//! `cargo bench --bench replays`.

use bevy::prelude::*;
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use vortex_tactics::data::Catalog;
use vortex_tactics::headless::{self, verify::verify};
use vortex_tactics::replay::{self, Replay};
use vortex_tactics::rules::core::answers::{self, Answer};
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::preset::Presets;
use vortex_tactics::rules::core::state_hash::RoundHashes;

fn kept() -> Vec<(String, Replay)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/replays");
    replay::store::files(&dir)
        .into_iter()
        .filter_map(|p| {
            let r = replay::read(&p).ok()?;
            Some((
                replay::store::name_of(&p).replace(replay::store::SUFFIX, ""),
                r,
            ))
        })
        .collect()
}

fn catalog() -> Catalog {
    let (catalog, problems) = headless::load(Vec::new());
    assert!(problems.is_empty(), "{problems:?}");
    catalog
}

/// A Duel waiting for the player's first answer.
fn asked(catalog: &Catalog) -> App {
    let mut app = headless::app(catalog.clone());
    vortex_tactics::rules::start_battle(app.world_mut(), "duel_01_first_spark", 1).expect("starts");
    app.world_mut().insert_resource(Autopilot(false));
    while !Presets::waiting(app.world()) {
        app.update();
    }
    app
}

fn bench(c: &mut Criterion) {
    let catalog = catalog();
    let mut app = headless::app(catalog.clone());
    let mut group = c.benchmark_group("verify");
    for (name, r) in kept() {
        group.bench_function(&name, |b| b.iter(|| black_box(verify(&mut app, &r))));
    }
    group.finish();
    // The same battles played with the same inputs and nothing checked (no content hash, no
    // choices, no state hashes): what verification adds is the gap.
    let mut group = c.benchmark_group("play");
    for (name, r) in kept() {
        let level = headless::verify::prepare_in(app.world_mut(), &r).expect("compatible");
        let inputs: Vec<_> = r.inputs.iter().map(|s| s.input.clone()).collect();
        group.bench_function(&name, |b| {
            b.iter(|| {
                vortex_tactics::rules::start_prepared_battle(
                    app.world_mut(),
                    &r.level,
                    &level,
                    r.seed,
                )
                .expect("starts");
                let mut from = headless::verify::FromReplay::new(inputs.clone());
                black_box(headless::answers::play_started(&mut app, &mut from, true)).ok()
            })
        });
    }
    group.finish();
    c.bench_function("record/one input", |b| {
        b.iter_batched(
            || {
                let mut app = asked(&catalog);
                let q = answers::open_questions(app.world_mut()).remove(0);
                (app, q)
            },
            |(mut app, q)| {
                let a = Answer {
                    side: q.side,
                    question: q.number,
                    picks: vec![0],
                };
                black_box(answers::answer(app.world_mut(), &a)).expect("answered");
                app
            },
            BatchSize::PerIteration,
        )
    });
    c.bench_function("record/the replay file of a battle", |b| {
        let mut app = headless::app(catalog.clone());
        app.world_mut().insert_resource(RoundHashes::default());
        headless::run_battle(&mut app, "duel_01_first_spark", 1).expect("plays");
        let level = (*catalog.levels["duel_01_first_spark"]).clone();
        let dir = std::env::temp_dir().join(format!("vortex-bench-replays-{}", std::process::id()));
        b.iter(|| {
            let r = replay::record::of_battle(app.world(), &level, 1, None).expect("a battle");
            vortex_tactics::data::saves::write_atomically(
                &dir,
                "bench.replay.ron",
                &replay::to_text(&r),
            )
            .expect("written");
        });
        let _ = std::fs::remove_dir_all(&dir);
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
