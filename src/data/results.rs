//! The one results file (`results.ron` in the data folder, issue 39): for every scenario of
//! every preset, whether it was won, the best in-game time of a win and the replay behind it.
//! Written atomically; a corrupt one is reported, set aside and started afresh
//! ([`super::saves::read_saved`]).

use super::problem::Problem;
use super::saves::{read_saved, write_saved};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The file the results are kept in, inside the data folder.
pub const RESULTS_FILE: &str = "results.ron";

/// Every scenario's result, by level id.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Results {
    /// The scenarios played to their end at least once.
    #[serde(default)]
    pub scenarios: BTreeMap<String, ScenarioResult>,
}

/// One scenario's result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioResult {
    /// Won at least once.
    #[serde(default)]
    pub won: bool,
    /// How many times it was played to its end, and how many of those were won.
    #[serde(default)]
    pub played: u32,
    /// Wins.
    #[serde(default)]
    pub wins: u32,
    /// The best in-game time of a win, in milliseconds (docs/REPLAYS.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_ms: Option<u64>,
    /// The replay behind the best time: its file name in the data folder's `replays/`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_replay: Option<String>,
}

/// What a finished battle changed in the results.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorded {
    /// A new best time (the first win counts as one).
    pub new_best: bool,
    /// The replay that backed the best time before, when a new best replaced it.
    pub replaced: Option<String>,
}

impl Results {
    /// Reads `results.ron` from `dir`: empty when missing; a corrupt one is set aside and
    /// reported, and the results start afresh.
    pub fn load(dir: &Path) -> (Results, Option<Problem>) {
        let (results, problem) = read_saved(dir, RESULTS_FILE, "the results");
        (results.unwrap_or_default(), problem)
    }

    /// Writes `results.ron` into `dir` atomically.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        write_saved(dir, RESULTS_FILE, self)
    }

    /// The result of `level`, if it was ever played to its end.
    pub fn of(&self, level: &str) -> Option<&ScenarioResult> {
        self.scenarios.get(level)
    }

    /// Whether `level` was won.
    pub fn won(&self, level: &str) -> bool {
        self.of(level).is_some_and(|r| r.won)
    }

    /// Records a battle of `level` played to its end: won or not, in `igt_ms` of in-game time
    /// (none: the time is not held against par or the best, plans having played for the
    /// player), its replay named `replay` (none: not kept). A timed win faster than the best (or
    /// the first) becomes the best, with its replay.
    pub fn record(
        &mut self,
        level: &str,
        won: bool,
        igt_ms: Option<u64>,
        replay: Option<String>,
    ) -> Recorded {
        let r = self.scenarios.entry(level.to_string()).or_default();
        r.played += 1;
        if !won {
            return Recorded::default();
        }
        r.won = true;
        r.wins += 1;
        let Some(igt_ms) = igt_ms else {
            return Recorded::default();
        };
        if r.best_ms.is_some_and(|best| best <= igt_ms) {
            return Recorded::default();
        }
        r.best_ms = Some(igt_ms);
        let replaced = std::mem::replace(&mut r.best_replay, replay);
        Recorded {
            new_best: true,
            replaced: replaced.filter(|old| Some(old) != r.best_replay.as_ref()),
        }
    }
}

/// A time in milliseconds as minutes and seconds (`2:05`), as the lists show a best time or a par.
pub fn clock(ms: u64) -> String {
    let secs = ms / 1000;
    format!("{}:{:02}", secs / 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("vortex-results-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_faster_win_is_the_new_best_with_its_replay_and_a_loss_changes_no_best() {
        let mut r = Results::default();
        assert_eq!(
            r.record("a", false, Some(5_000), Some("l.ron".into())),
            Recorded::default()
        );
        assert!(!r.won("a"));
        let first = r.record("a", true, Some(90_000), Some("one.ron".into()));
        assert!(first.new_best && first.replaced.is_none());
        assert!(
            !r.record("a", true, Some(95_000), Some("slow.ron".into()))
                .new_best
        );
        let faster = r.record("a", true, Some(80_000), Some("two.ron".into()));
        assert_eq!(faster.replaced.as_deref(), Some("one.ron"));
        let a = r.of("a").expect("played");
        assert_eq!((a.played, a.wins, a.best_ms), (4, 3, Some(80_000)));
        assert_eq!(a.best_replay.as_deref(), Some("two.ron"));
        assert!(!r.record("a", false, Some(1), None).new_best);
        // A win the plans played for the player counts as won, but sets no best time.
        let assisted = r.record("b", true, None, Some("plans.ron".into()));
        assert!(!assisted.new_best && r.won("b"));
        assert_eq!(r.of("b").map(|b| (b.wins, b.best_ms)), Some((1, None)));
        assert!(!r.record("a", true, None, Some("fast.ron".into())).new_best);
        assert_eq!(r.of("a").and_then(|a| a.best_ms), Some(80_000));
        assert_eq!(clock(125_400), "2:05");
    }

    #[test]
    fn results_round_trip_and_a_corrupt_file_is_set_aside_and_started_afresh() {
        let dir = temp("trip");
        let mut r = Results::default();
        r.record(
            "vortex_01_ember_road",
            true,
            Some(61_000),
            Some("x.ron".into()),
        );
        r.save(&dir).expect("written");
        let (back, problem) = Results::load(&dir);
        assert_eq!((back, problem.is_none()), (r, true));
        std::fs::write(dir.join(RESULTS_FILE), "(scenarios: {\"a\": (won: maybe)})").expect("w");
        let (fresh, problem) = Results::load(&dir);
        assert_eq!(fresh, Results::default());
        let problem = problem.expect("reported").to_string();
        assert!(problem.contains("results.ron:1:"), "{problem}");
        assert!(problem.contains("set aside"), "{problem}");
        assert!(dir.join("results.ron.unreadable").exists());
        assert!(!dir.join(RESULTS_FILE).exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
