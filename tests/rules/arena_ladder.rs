//! The Arena's ladder (docs/RULES.md, Arena, "The ladder"): at least six bouts, each the
//! player's contender against a challenger of its own, rising in difficulty — over the same
//! seeds, the worked example character (seed 001, 2.キャラクターの作成 例) wins less on each rung
//! than on the one before.

use crate::harness::*;
use vortex_tactics::data::Preset;
use vortex_tactics::data::level::Control;
use vortex_tactics::headless;
use vortex_tactics::rules::Outcome;

const SEEDS: u64 = 200;

#[test]
fn the_ladder_has_six_rungs_each_harder_than_the_last() {
    let catalog = real_catalog();
    let rungs: Vec<(String, usize)> = catalog
        .levels
        .iter()
        .filter(|(_, l)| l.preset == Preset::Arena)
        .map(|(id, l)| {
            let player = l.teams.iter().position(|t| t.control == Control::Player);
            (id.clone(), player.expect("a rung has the player's team"))
        })
        .collect();
    assert!(rungs.len() >= 6, "six rungs at least: {rungs:?}");
    let mut app = headless::app(catalog);
    let mut rates = Vec::new();
    for (id, player) in &rungs {
        let wins = (1..=SEEDS)
            .filter(|&seed| {
                let report = headless::run_battle(&mut app, id, seed).expect("the bout plays");
                report.outcome == Some(Outcome::Winner(*player))
            })
            .count();
        rates.push((id.as_str(), wins));
    }
    for pair in rates.windows(2) {
        let ((a, wa), (b, wb)) = (pair[0], pair[1]);
        assert!(
            wa > wb,
            "{b} ({wb} wins) should be harder than {a} ({wa}): {rates:?}"
        );
    }
    let (first, last) = (rates[0].1, rates[rates.len() - 1].1);
    assert!(
        first as u64 >= SEEDS * 9 / 10,
        "the first rung is a warm-up: {rates:?}"
    );
    assert!(
        last as u64 <= SEEDS / 3,
        "the last rung is a real fight: {rates:?}"
    );
}
