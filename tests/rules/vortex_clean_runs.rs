//! The developer's clean runs of the Vortex's campaign (issue 39 item 2; vortex-design.md §4:
//! "par is the developer's clean run × 1.25, on the fastest pace setting"). Each scenario's
//! clean run is kept as `tests/replays/window-<level>-<seed>.replay.ron`, played through the
//! real window with real keys (`scripts/clean-run`) at the fastest pace; the scenario's par is
//! its in-game time × 1.25, rounded up to the second. The route each run keys in is found here
//! (`find_the_clean_routes`, ignored: a developer's tool).

use crate::harness::*;
use std::collections::BTreeMap;
use vortex_tactics::headless;
use vortex_tactics::replay::{self, ClaimedOutcome};
use vortex_tactics::rules::core::answers::{self, Answer, Takes};
use vortex_tactics::rules::core::battle::{Battle, Outcome};
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::vortex::check;
use vortex_tactics::rules::vortex::question::{Decisions, Request};

/// The campaign's scenarios, in order.
fn scenarios() -> Vec<String> {
    let catalog = real_catalog();
    let road = catalog
        .campaigns
        .values()
        .find(|c| c.scenarios.len() >= 10)
        .expect("the Vortex campaign");
    road.scenarios.iter().map(|s| s.level.clone()).collect()
}

/// Issue 39 item 2: every campaign scenario has a kept clean run, won through the window, and
/// its par is that run's in-game time × 1.25 (rounded up to the second).
#[test]
fn each_scenarios_par_is_its_kept_clean_run_times_one_and_a_quarter() {
    let catalog = real_catalog();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/replays");
    for level in scenarios() {
        let l = &catalog.levels[&level];
        let path = dir.join(format!("window-{level}-{}.replay.ron", l.seed));
        let run = replay::read(&path).unwrap_or_else(|e| panic!("{level}'s clean run: {e}"));
        assert_eq!(run.claimed.outcome, ClaimedOutcome::Won, "{level}: won");
        assert_eq!(run.seed, l.seed, "{level}: played on its own seed");
        assert!(run.practice.is_none(), "{level}: not a practice run");
        assert!(
            !run.inputs.iter().any(|s| matches!(
                s.input,
                answers::Input::Autopilot { .. } | answers::Input::HandOver { .. }
            )),
            "{level}: every answer the player's own"
        );
        let par = (run.claimed.igt_ms * 5).div_ceil(4000);
        assert_eq!(
            u64::from(l.par_seconds),
            par,
            "{level}: par = {} × 1.25",
            replay::igt(run.claimed.igt_ms)
        );
    }
}

/// A route: the keys each question of the player's is answered with, by its number.
struct Route {
    lines: Vec<String>,
    won: bool,
    asked: usize,
}

/// Plays `level` on `seed`: a turn with its suggestion, any other question with its first
/// option (the first `n` when it takes `n`, none when it takes up to some), except the `k`-th
/// question asked (from 0) answered with `alt[k]` where `alt` says so.
fn route(level: &str, seed: u64, alt: &BTreeMap<usize, usize>) -> Route {
    let mut app = headless::app(real_catalog());
    vortex_tactics::rules::start_battle(app.world_mut(), level, seed).expect("the level starts");
    app.world_mut().insert_resource(Autopilot(false));
    let mut lines = Vec::new();
    for _ in 0..50_000 {
        app.update();
        let world = app.world_mut();
        if let Some(outcome) = world.resource::<Battle>().outcome.clone() {
            let won = matches!(outcome, Outcome::Winner(0));
            let asked = lines.len();
            return Route { lines, won, asked };
        }
        let Some(q) = answers::open_questions(world).into_iter().next() else {
            continue;
        };
        let who = answers::ledger::by_serial(world, q.fighter);
        let suggested = who
            .filter(|_| q.kind == "act")
            .and_then(|w| check::suggested_option(world, w));
        let k = lines.len();
        let (picks, keys) = match (alt.get(&k), q.takes) {
            (Some(j), Takes::One) if *j < q.options.len() => (vec![*j], format!("{}", j + 1)),
            (_, Takes::One) => match suggested {
                Some(s) => (vec![s], "Return".to_string()),
                None => (vec![0], "1".to_string()),
            },
            // Several: each pick's key, then Enter confirms (none picked: Enter alone).
            (_, takes) => {
                let picks = takes.first();
                let keys: Vec<String> = picks.iter().map(|i| (i + 1).to_string()).collect();
                (
                    picks,
                    format!("{} Return", keys.join(" ")).trim().to_string(),
                )
            }
        };
        // The window asks a lane question in two steps: the card's key, then its lane's.
        let keys = match lane_grid(world) {
            Some((cards, lanes)) if q.kind == "lane" => match picks[0] {
                o if o < cards * lanes.len() => {
                    format!("{} {}", o / lanes.len() + 1, lanes[o % lanes.len()])
                }
                _ => format!("{}", cards + 1),
            },
            _ => keys,
        };
        lines.push(format!("{} {} {keys}", q.number, q.kind));
        let answer = Answer {
            side: q.side,
            question: q.number,
            picks,
        };
        answers::answer(world, &answer).expect("the answer is taken");
    }
    panic!("{level} did not end");
}

/// The open lane question's cards, counted, and its lanes by number (a lane's key is its number).
fn lane_grid(world: &bevy::prelude::World) -> Option<(usize, Vec<u8>)> {
    world
        .resource::<Decisions>()
        .open()
        .find_map(|a| match &a.question {
            Request::Lane { cards, lanes, .. } => Some((cards.len(), lanes.clone())),
            _ => None,
        })
}

/// Finds, for each campaign scenario on its own seed, a route that wins: the suggestions
/// alone, or with one or two answers changed to another of the first nine options. Writes each
/// to `$CLEAN_ROUTES` (default: the system's temp folder), for `scripts/clean-run`.
#[test]
#[ignore]
fn find_the_clean_routes() {
    let catalog = real_catalog();
    let out = std::env::var("CLEAN_ROUTES")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| std::env::temp_dir().join("vortex-clean-routes"));
    std::fs::create_dir_all(&out).expect("the routes' folder");
    for level in scenarios() {
        let seed = catalog.levels[&level].seed;
        let plain = route(&level, seed, &BTreeMap::new());
        // The answers the plain route asks (the first 60 of them) are the ones tried.
        let n = plain.asked.min(60);
        let mut found = plain.won.then_some(plain);
        let mut tried = 1;
        'search: for depth in 1..=2 {
            if found.is_some() {
                break;
            }
            for k in 0..n {
                for j in 0..9 {
                    let mut alt = BTreeMap::from([(k, j)]);
                    if depth == 2 {
                        alt.insert(k + 1 + (j % 3), (j + 1) % 9);
                    }
                    tried += 1;
                    let r = route(&level, seed, &alt);
                    if r.won {
                        found = Some(r);
                        break 'search;
                    }
                }
            }
        }
        let Some(r) = found else {
            println!("{level} {seed}: no winning route in {tried} tries");
            continue;
        };
        println!("{level} {seed}: won, {} answers ({tried} tries)", r.asked);
        std::fs::write(
            out.join(format!("{level}.route")),
            r.lines.join("\n") + "\n",
        )
        .expect("the route is written");
    }
}
