//! The Vortex campaign's ladder (vortex-design.md §4 "Difficulty curve", §6; issue 39 item 4):
//! the player's side, on its plans, over the same 200 seeds, wins each scenario no more often
//! than the one before (+3 points of noise), the first at least 90 % and the last at most 45 %;
//! each scenario's mean and median rounds lie in its band of the design's table.

use crate::harness::*;
use vortex_tactics::headless;
use vortex_tactics::rules::Outcome;

const SEEDS: u64 = 200;

/// The design's §4 rounds column (the first's band 4–6, issue 39), by campaign order.
const BANDS: [(f64, f64); 10] = [
    (4.0, 6.0),
    (4.0, 6.0),
    (4.0, 7.0),
    (5.0, 7.0),
    (5.0, 8.0),
    (6.0, 9.0),
    (6.0, 9.0),
    (5.0, 9.0),
    (6.0, 10.0),
    (7.0, 11.0),
];

#[test]
fn each_campaign_scenario_is_harder_than_the_last_and_lasts_its_band() {
    let catalog = real_catalog();
    let ids: Vec<String> = catalog.campaigns["vortex_road"]
        .scenarios
        .iter()
        .map(|s| s.level.clone())
        .collect();
    assert_eq!(ids.len(), BANDS.len());
    let mut app = headless::app(catalog);
    let mut rates = Vec::new();
    for (id, (low, high)) in ids.iter().zip(BANDS) {
        let mut rounds = Vec::new();
        let wins = (1..=SEEDS)
            .filter(|&seed| {
                let report = headless::run_battle(&mut app, id, seed).expect("the scenario plays");
                rounds.push(f64::from(report.rounds));
                report.outcome == Some(Outcome::Winner(0))
            })
            .count();
        rounds.sort_by(f64::total_cmp);
        let mean = rounds.iter().sum::<f64>() / rounds.len() as f64;
        let median = (rounds[rounds.len() / 2 - 1] + rounds[rounds.len() / 2]) / 2.0;
        assert!(
            (low..=high).contains(&mean) && (low..=high).contains(&median),
            "{id}: mean {mean:.2} and median {median} rounds, band {low}-{high}"
        );
        rates.push((id.clone(), 100.0 * wins as f64 / SEEDS as f64));
    }
    for pair in rates.windows(2) {
        let ((a, ra), (b, rb)) = (&pair[0], &pair[1]);
        assert!(
            rb <= &(ra + 3.0),
            "{b} ({rb}%) should be no easier than {a} ({ra}%) +3: {rates:?}"
        );
    }
    assert!(
        rates[0].1 >= 90.0,
        "the first scenario is won by a newcomer: {rates:?}"
    );
    assert!(
        rates[rates.len() - 1].1 <= 45.0,
        "the last is a real fight: {rates:?}"
    );
}
