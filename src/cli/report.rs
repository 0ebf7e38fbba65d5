//! `vortex sim --preset vortex --report` (vortex-design.md §6): each scenario played in both
//! orientations (as written, and with its two sides' places in the file swapped, so that the
//! side listed first, which wins ties of order, is each side in turn), with its balance figures.
//! It reports win rates, rounds, the routes of the wins (rout, break, the cap, another goal),
//! comebacks, turns per fighter-round, carried overspends, unplayable and held cards, dice per
//! card played, falls, per-card use, the tactic kinds opened, showdowns, offsets, Ms that placed
//! nothing, rounds with a breached zone, and how often each seed 002 trait or state acted.

use crate::data::{Catalog, Level};
use crate::headless;
use crate::rules::Outcome;
use crate::rules::core::keywords::grid::KeywordsActed;
use crate::rules::vortex::tally::VortexTally;
use std::process::ExitCode;

/// The level with its two sides' places in the file swapped (teams and deployment rows).
fn swapped(level: &Level) -> Level {
    let mut l = level.clone();
    l.teams.reverse();
    if let Some(map) = l.map.as_mut() {
        map.deployment.reverse();
    }
    l
}

fn pct(n: u64, of: u64) -> f64 {
    100.0 * n as f64 / of.max(1) as f64
}

/// Plays and prints one block a scenario.
pub fn run(catalog: &Catalog, levels: &[String], battles: u32, seed: u64) -> ExitCode {
    let mut app = headless::app(catalog.clone());
    for id in levels {
        let level = &catalog.levels[id];
        let names: Vec<&str> = level.teams.iter().map(|t| t.name.as_str()).collect();
        let mut by_name = [0u64; 2];
        let (mut listed_first, mut draws) = (0u64, 0u64);
        // Wins by route (rout, break, cap), battles with a breach, and comebacks among them.
        let mut routes = [0u64; 4];
        let (mut breached, mut comebacks) = (0u64, 0u64);
        let mut rounds: Vec<u32> = Vec::new();
        app.world_mut().insert_resource(VortexTally::default());
        app.world_mut().insert_resource(KeywordsActed::default());
        for (flip, l) in [(false, (**level).clone()), (true, swapped(level))] {
            for i in 0..battles {
                let s = seed.wrapping_add(u64::from(i));
                let report = match headless::run_prepared(&mut app, id, &l, s) {
                    Ok(r) => r,
                    Err(e) => {
                        eprintln!("{id} seed {s}: {e}");
                        return ExitCode::FAILURE;
                    }
                };
                rounds.push(report.rounds);
                let (first, ended) = app
                    .world_mut()
                    .get_resource_mut::<VortexTally>()
                    .map_or((None, None), |mut t| {
                        (t.first_breach.take(), t.ended_by.take())
                    });
                match report.outcome {
                    Some(Outcome::Winner(t)) => {
                        listed_first += u64::from(t == 0);
                        by_name[if flip { 1 - t } else { t }.min(1)] += 1;
                        routes[match ended {
                            Some("break") => 1,
                            Some("cap") => 2,
                            Some("goal") => 3,
                            _ => 0,
                        }] += 1;
                        comebacks += u64::from(first == Some(t));
                    }
                    _ => draws += 1,
                }
                breached += u64::from(first.is_some());
            }
        }
        let t = app
            .world_mut()
            .remove_resource::<VortexTally>()
            .unwrap_or_default();
        let acted = app
            .world_mut()
            .remove_resource::<KeywordsActed>()
            .unwrap_or_default();
        rounds.sort_unstable();
        let n = rounds.len() as u64;
        let median = rounds.get(rounds.len() / 2).copied().unwrap_or(0);
        let mean = rounds.iter().map(|r| u64::from(*r)).sum::<u64>() as f64 / n.max(1) as f64;
        println!(
            "{id}  seeds {seed}..{}  both orientations  {} {:.1}%  {} {:.1}%  draws {:.1}%  \
             listed first {:.1}%  rounds {}/{median}/{} (min/med/max) mean {mean:.2}",
            seed.wrapping_add(u64::from(battles.max(1)) - 1),
            names.first().unwrap_or(&"?"),
            pct(by_name[0], n),
            names.get(1).unwrap_or(&"?"),
            pct(by_name[1], n),
            pct(draws, n),
            pct(listed_first, n),
            rounds.first().unwrap_or(&0),
            rounds.last().unwrap_or(&0),
        );
        println!(
            "turns/fighter-round {:.2}  overspend {:.0}%  unplayable {:.0}%  held (AC) {:.0}%  \
             held (no target) {:.0}%  declined {:.0}%  rolls/play {:.2}  switches/battle {:.2}  \
             falls/battle {:.2}  saves/battle {:.2} failed {:.0}%",
            t.turns as f64 / t.fighter_rounds.max(1) as f64,
            pct(t.overspent, t.fighter_rounds),
            pct(t.unplayable, t.turns),
            pct(t.over_ac, t.turns),
            pct(t.no_target, t.turns),
            pct(t.declined, t.turns),
            t.rolls as f64 / t.played.max(1) as f64,
            t.switches as f64 / n.max(1) as f64,
            t.falls as f64 / n.max(1) as f64,
            t.saves as f64 / n.max(1) as f64,
            pct(t.failed_saves, t.saves),
        );
        let cards: Vec<String> = t
            .cards
            .iter()
            .map(|(name, (readied, played))| {
                format!(
                    "{name} readied {readied} played {:.0}%",
                    pct(*played, *readied)
                )
            })
            .collect();
        println!("cards: {}", cards.join(", "));
        let wins = routes.iter().sum::<u64>();
        println!(
            "routes rout {:.0}% break {:.0}% cap {:.0}% goal {:.0}% (of wins)  comeback {:.0}% (of \
             {} battles with a breach)  rounds with a breached zone {:.0}%",
            pct(routes[0], wins),
            pct(routes[1], wins),
            pct(routes[2], wins),
            pct(routes[3], wins),
            pct(comebacks, breached),
            breached,
            pct(t.breached_rounds, t.zone_rounds),
        );
        let opened = t.tactics_opened;
        let kinds: Vec<String> = crate::data::vortex::TacticKind::ALL
            .iter()
            .map(|k| {
                let n = t.tactics_kinds.get(k.letter()).copied().unwrap_or(0);
                format!("{} {:.0}%", k.letter(), pct(n, opened))
            })
            .collect();
        let m_open = t.tactics_kinds.get("M").copied().unwrap_or(0);
        let m_placed = t.tactics_placed.get("M").copied().unwrap_or(0);
        println!(
            "tactics: {}  opened/reveal {:.2}  unplayable {:.0}%  M placing nothing {:.0}%  \
             showdowns {:.0}%  offsets {:.0}% (of reveals with both sides setting)  \
             breaches/battle {:.2}  drive-offs/battle {:.2}",
            kinds.join(" "),
            opened as f64 / t.reveals.max(1) as f64,
            pct(t.tactics_unplayable, opened),
            pct(m_open.saturating_sub(m_placed), m_open),
            pct(t.showdowns, t.both_set),
            pct(t.offsets, t.both_set),
            t.breaches as f64 / n.max(1) as f64,
            t.drive_offs as f64 / n.max(1) as f64,
        );
        // §6 "Keywords act": how often each trait or state acted, per 10 battles.
        let acts: Vec<String> = acted
            .0
            .iter()
            .map(|(k, c)| format!("{k} {:.1}", *c as f64 * 10.0 / n.max(1) as f64))
            .collect();
        println!(
            "keywords acting per 10 battles: {}",
            if acts.is_empty() {
                "none".to_string()
            } else {
                acts.join(", ")
            }
        );
    }
    ExitCode::SUCCESS
}
