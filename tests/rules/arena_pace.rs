//! The Arena bout a step at a time (docs/RULES.md, Arena, "Watching a bout"): when the window
//! paces a bout, each pass takes the steps it is given — the initiative roll, the pattern switch,
//! a contender's opening line, one skill use, one check or one resolution on the chain (seed 001,
//! 6.細則 《連鎖》) — and the log is the same as headless, byte for byte.

use crate::harness::*;
use vortex_tactics::rules::Battle;
use vortex_tactics::rules::arena::chain::ChainArea;
use vortex_tactics::rules::core::countdown::BattlePace;

const LEVEL: &str = "arena_02_quickhand";

fn paced(steps: u32) -> BattlePace {
    BattlePace {
        steps_per_frame: Some(steps),
    }
}

fn over(app: &bevy::prelude::App) -> bool {
    app.world().resource::<Battle>().outcome.is_some()
}

#[test]
fn a_paced_bout_shows_the_chain_event_by_event_and_logs_what_headless_does() {
    let mut deepest_of_all = 0;
    for seed in [1, 2, 3] {
        let mut free = battle(real_catalog(), LEVEL, seed);
        free.update();
        assert!(over(&free), "headless, the bout plays out in one update");
        let mut app = battle(real_catalog(), LEVEL, seed);
        let (mut passes, mut deepest, mut chains_seen) = (0, 0, 0);
        let mut last_len = log(&app).len();
        while !over(&app) && passes < 20_000 {
            app.insert_resource(paced(1));
            app.update();
            passes += 1;
            let len = log(&app).len();
            let chain = app.world().resource::<ChainArea>().events.len();
            deepest = deepest.max(chain);
            chains_seen += usize::from(chain > 0);
            // One step writes at most the lines of one event (a use answered by Poison, a
            // resolution with its damage and the defeat it brings).
            assert!(
                log(&app)[last_len..].lines().count() <= 4,
                "seed {seed}: one pass wrote\n{}",
                &log(&app)[last_len..]
            );
            last_len = len;
        }
        assert!(over(&app), "seed {seed}: the paced bout ends");
        assert_eq!(
            log(&app),
            log(&free),
            "seed {seed}: the same log as headless"
        );
        let counts = |a: &bevy::prelude::App| {
            let b = a.world().resource::<Battle>();
            (b.round, b.turns, b.outcome.clone())
        };
        assert_eq!(
            counts(&app),
            counts(&free),
            "seed {seed}: the same turns and outcome"
        );
        assert!(
            deepest >= 2,
            "seed {seed}: the chain was seen holding more than one event"
        );
        deepest_of_all = deepest_of_all.max(deepest);
        assert!(
            chains_seen > 10,
            "seed {seed}: the chain was seen between steps"
        );
        let uses = log(&free).matches(" uses ").count();
        assert!(
            passes > 3 * uses,
            "seed {seed}: {passes} passes for {uses} uses"
        );
    }
    assert!(
        deepest_of_all >= 3,
        "a use answered on the chain (an attack with a passive skill on top) was seen"
    );
}

#[test]
fn a_pass_given_no_step_changes_nothing() {
    let mut app = battle(real_catalog(), LEVEL, 4);
    app.insert_resource(paced(0));
    app.update();
    let before = log(&app);
    for _ in 0..5 {
        app.insert_resource(paced(0));
        app.update();
    }
    assert_eq!(log(&app), before, "no step: no roll, no switch, no use");
    assert!(
        !before.contains("initiative"),
        "not even the initiative roll:\n{before}"
    );
    app.insert_resource(paced(1));
    app.update();
    assert!(log(&app).contains("initiative"), "one step: the roll");
    assert_eq!(
        app.world().resource::<Battle>().phase,
        vortex_tactics::rules::RoundPhase::PatternSwitch,
        "and the switch waits for the next step"
    );
    assert!(
        !log(&app).contains("acts first"),
        "and only the roll:\n{}",
        log(&app)
    );
}

/// Passes a paced bout of `seed` takes at `steps` steps a pass.
fn passes_at(seed: u64, steps: u32) -> u32 {
    let mut app = battle(real_catalog(), LEVEL, seed);
    let mut passes = 0;
    while !over(&app) && passes < 20_000 {
        app.insert_resource(paced(steps));
        app.update();
        passes += 1;
    }
    passes
}

#[test]
fn a_pass_takes_exactly_the_steps_it_is_given() {
    // Two steps a pass take half the passes of one (give or take the turn end, which follows
    // the last step of a turn in the same pass): a pass that took more steps than given, or
    // fewer, would break the ratio.
    for seed in [1, 5] {
        let (one, two) = (passes_at(seed, 1), passes_at(seed, 2));
        assert!(
            2 * two >= one && 2 * two <= one + 20,
            "seed {seed}: {one} passes at one step, {two} at two"
        );
    }
}
