//! The replays folder (`replays/` in the data folder): each replay written atomically under a
//! name that sorts by date, the newest 200 kept besides those pinned or backing a best time
//! (`kept.ron`), and the list the Replays screen shows.

use super::{Replay, to_text};
use crate::data::saves::{read_saved, save_dir, write_atomically, write_saved};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The folder's name in the data folder.
pub const FOLDER: &str = "replays";
/// How many replays are kept besides the pinned and best ones.
pub const KEEP: usize = 200;
/// The file naming the replays never pruned.
pub const KEPT_FILE: &str = "kept.ron";
/// How a replay's file name ends.
pub const SUFFIX: &str = ".replay.ron";

/// The replays folder, when the game has a data folder.
pub fn folder() -> Option<PathBuf> {
    save_dir().map(|d| d.join(FOLDER))
}

/// The replays never pruned, by file name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Kept {
    /// Pinned by the player.
    #[serde(default)]
    pub pinned: BTreeSet<String>,
    /// Backing a best time.
    #[serde(default)]
    pub best: BTreeSet<String>,
}

impl Kept {
    /// Reads `kept.ron` from `dir` (empty when missing; a broken one is set aside and reported).
    pub fn load(dir: &Path) -> Kept {
        let (kept, problem) = read_saved::<Kept>(dir, KEPT_FILE, "the pinned replays");
        if let Some(p) = problem {
            eprintln!("{p}");
        }
        kept.unwrap_or_default()
    }

    /// Writes `kept.ron` into `dir` atomically.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        write_saved(dir, KEPT_FILE, self)
    }

    /// Whether the replay named `name` is never pruned.
    pub fn keeps(&self, name: &str) -> bool {
        self.pinned.contains(name) || self.best.contains(name)
    }
}

/// A calendar date and time (UTC) from seconds since 1970, as `YYYYMMDD-HHMMSS`.
pub fn stamp(unix_secs: u64) -> String {
    let days = (unix_secs / 86_400) as i64;
    let secs = unix_secs % 86_400;
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// Writes `replay` into `dir` atomically as `STAMP-LEVEL-SEED.replay.ron` (with `-2`, `-3`…
/// when that name is taken), then prunes the folder; returns the file written.
pub fn write(dir: &Path, replay: &Replay, unix_secs: u64) -> std::io::Result<PathBuf> {
    let base = format!("{}-{}-{}", stamp(unix_secs), replay.level, replay.seed);
    let name = (1..)
        .map(|n| match n {
            1 => format!("{base}{SUFFIX}"),
            n => format!("{base}-{n}{SUFFIX}"),
        })
        .find(|n| !dir.join(n).exists())
        .unwrap_or_else(|| format!("{base}{SUFFIX}"));
    write_atomically(dir, &name, &to_text(replay))?;
    prune(dir, &Kept::load(dir))?;
    Ok(dir.join(name))
}

/// The replay files in `dir`, oldest first (their names sort by date).
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(SUFFIX))
        })
        .collect();
    out.sort();
    out
}

/// Deletes the replays beyond the newest [`KEEP`] that `kept` does not keep; returns those
/// deleted.
pub fn prune(dir: &Path, kept: &Kept) -> std::io::Result<Vec<PathBuf>> {
    let prunable: Vec<PathBuf> = files(dir)
        .into_iter()
        .filter(|p| !kept.keeps(&name_of(p)))
        .collect();
    let excess = prunable.len().saturating_sub(KEEP);
    let mut gone = Vec::new();
    for p in prunable.into_iter().take(excess) {
        std::fs::remove_file(&p)?;
        gone.push(p);
    }
    Ok(gone)
}

/// A file's name as text.
pub fn name_of(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("vortex-store-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn names_sort_by_date() {
        assert_eq!(stamp(0), "19700101-000000");
        assert_eq!(stamp(1_795_740_000), "20261127-004000");
        assert_eq!(stamp(951_782_400), "20000229-000000", "a leap day");
    }

    #[test]
    fn the_newest_two_hundred_are_kept_and_pinned_or_best_ones_always() {
        // Issue 36, item 5: replays beyond the newest 200 are pruned, never one pinned or
        // backing a best time.
        let dir = temp("prune");
        for i in 0..205 {
            std::fs::write(dir.join(format!("{}-x-1{SUFFIX}", stamp(i))), "()").expect("w");
        }
        let oldest = format!("{}-x-1{SUFFIX}", stamp(0));
        let second = format!("{}-x-1{SUFFIX}", stamp(1));
        let kept = Kept {
            pinned: [oldest.clone()].into(),
            best: [second.clone()].into(),
        };
        let gone = prune(&dir, &kept).expect("pruned");
        assert_eq!(gone.len(), 3, "205 - 200 kept - 2 pinned or best");
        assert!(dir.join(&oldest).exists() && dir.join(&second).exists());
        assert!(!dir.join(format!("{}-x-1{SUFFIX}", stamp(2))).exists());
        assert_eq!(files(&dir).len(), 202);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_an_error_and_the_old_replay_stays_whole() {
        // Issue 36, item 10: a failed write never damages an older replay.
        let dir = temp("fail");
        let old = dir.join("old.replay.ron");
        std::fs::write(&old, "(format: \"vortex-replay\")").expect("w");
        // A file where the folder should be: nothing can be written under it.
        let blocked = dir.join("blocked");
        std::fs::write(&blocked, "not a folder").expect("w");
        let replay = crate::replay::from_text(
            Path::new("t.ron"),
            &std::fs::read_to_string(
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("tests/replays/duel_01_first_spark-1-0.replay.ron"),
            )
            .expect("a kept replay"),
        )
        .expect("reads");
        assert!(write(&blocked.join("replays"), &replay, 0).is_err());
        assert_eq!(
            std::fs::read_to_string(&old).expect("r"),
            "(format: \"vortex-replay\")"
        );
        let first = write(&dir, &replay, 0).expect("written");
        let second = write(&dir, &replay, 0).expect("written beside it");
        assert_ne!(first, second, "a second name, not over the first");
        assert!(name_of(&second).ends_with(&format!("-2{SUFFIX}")));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
