//! What the game keeps for the player between sessions: the last deck built for each character
//! in each scenario (`decks.ron` in the OS's data folder). Written atomically; a file that cannot
//! be read is reported, set aside rather than overwritten, and the game goes on without it.

use super::load::parse;
use super::problem::Problem;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file the decks are kept in, inside the save folder.
pub const DECKS_FILE: &str = "decks.ron";

/// The file the player's Arena contender is kept in (the format of `assets/arena/*.contender.ron`,
/// so it can be copied there as it is).
pub const CONTENDER_FILE: &str = "contender.ron";
/// The player's Showdown deck (a W deck file), in the data folder.
pub const SHOWDOWN_DECK_FILE: &str = "showdown_deck.ron";

/// The folder saves go in: `VORTEX_DATA_DIR` when set (tests, portable installs), else the OS's
/// data folder for the game (`~/.local/share/vortex-tactics` on Linux); none when neither exists.
pub fn save_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("VORTEX_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "vortex-tactics").map(|d| d.data_dir().to_path_buf())
}

/// The player's decks: scenario id → character id → six action card ids, face 1 first; with the
/// other choices made before a Duel, kept the same way: the extra cards each character takes
/// into the battle, and the persistent terrain the player agreed to.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedDecks {
    /// The decks, by scenario and character.
    #[serde(default)]
    pub decks: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// The extra cards taken, by scenario and character, when not all of the character's.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub extras: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// The persistent terrain kept, by scenario, when the player declined some of it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub terrain: BTreeMap<String, Vec<String>>,
    /// The lines chosen, by scenario, when not the scenario's own: each of the player's
    /// fighters' starting line, in the scenario's order.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lines: BTreeMap<String, Vec<super::LineName>>,
}

impl SavedDecks {
    /// Reads `decks.ron` from `dir` ([`read_saved`]; a missing file is an empty set of decks).
    pub fn load(dir: &Path) -> (SavedDecks, Option<Problem>) {
        let (decks, problem) = read_saved(dir, DECKS_FILE, "the saved decks");
        (decks.unwrap_or_default(), problem)
    }

    /// Writes `decks.ron` into `dir` atomically ([`write_saved`]).
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        write_saved(dir, DECKS_FILE, self)
    }

    /// The deck last built for `character` in `level`.
    pub fn get(&self, level: &str, character: &str) -> Option<&Vec<String>> {
        self.decks.get(level)?.get(character)
    }

    /// Remembers `deck` for `character` in `level`.
    pub fn set(&mut self, level: &str, character: &str, deck: Vec<String>) {
        self.decks
            .entry(level.to_string())
            .or_default()
            .insert(character.to_string(), deck);
    }

    /// The extra cards last taken by `character` in `level`, when not all of them.
    pub fn extras(&self, level: &str, character: &str) -> Option<&Vec<String>> {
        self.extras.get(level)?.get(character)
    }

    /// Remembers the extra cards `character` takes in `level` (`None`: all of them).
    pub fn set_extras(&mut self, level: &str, character: &str, taken: Option<Vec<String>>) {
        let entry = self.extras.entry(level.to_string()).or_default();
        match taken {
            Some(t) => {
                entry.insert(character.to_string(), t);
            }
            None => {
                entry.remove(character);
            }
        }
        if entry.is_empty() {
            self.extras.remove(level);
        }
    }

    /// Remembers the persistent terrain kept in `level` (`None`: all the scenario's).
    pub fn set_terrain(&mut self, level: &str, kept: Option<Vec<String>>) {
        match kept {
            Some(k) => self.terrain.insert(level.to_string(), k),
            None => self.terrain.remove(level),
        };
    }

    /// Remembers the lines chosen in `level` (`None`: the scenario's own).
    pub fn set_lines(&mut self, level: &str, lines: Option<Vec<super::LineName>>) {
        match lines {
            Some(l) => self.lines.insert(level.to_string(), l),
            None => self.lines.remove(level),
        };
    }

    /// Forgets the deck for `character` in `level` (the scenario's own is used again).
    pub fn forget(&mut self, level: &str, character: &str) {
        if let Some(level_decks) = self.decks.get_mut(level) {
            level_decks.remove(character);
            if level_decks.is_empty() {
                self.decks.remove(level);
            }
        }
    }
}

/// Reads the saved file `file` from `dir`: none when it is missing. A file that does not parse is
/// renamed `FILE.unreadable` (`-2`, `-3`… beside an earlier one, so the next save cannot destroy
/// it) and reported with its line, column and field; `what` names it for the player.
pub fn read_saved<T: serde::de::DeserializeOwned>(
    dir: &Path,
    file: &str,
    what: &str,
) -> (Option<T>, Option<Problem>) {
    let path = dir.join(file);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (None, None),
        Err(e) => {
            return (
                None,
                Some(Problem::whole_file(&path, format!("cannot be read: {e}"))),
            );
        }
    };
    match parse::<T>(&path, &text) {
        Ok(value) => (Some(value), None),
        Err(mut problem) => {
            let aside = (1..)
                .map(|n| match n {
                    1 => path.with_extension("ron.unreadable"),
                    n => path.with_extension(format!("ron.unreadable-{n}")),
                })
                .find(|p| !p.exists())
                .unwrap_or_else(|| path.with_extension("ron.unreadable"));
            problem.message = match std::fs::rename(&path, &aside) {
                Ok(()) => format!(
                    "{}; {what} were set aside as {}",
                    problem.message,
                    aside.display()
                ),
                Err(e) => format!("{}; it could not be set aside: {e}", problem.message),
            };
            (None, Some(problem))
        }
    }
}

/// Writes `value` as `file` into `dir` atomically: a temporary file beside it, flushed to disk,
/// then renamed over the old one.
pub fn write_saved<T: Serialize>(dir: &Path, file: &str, value: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    write_atomically(dir, file, &text)
}

/// Writes `text` as `file` into `dir` atomically (the folder made if need be): a temporary
/// file beside it, flushed to disk, then renamed over the old one; a failed write leaves the old
/// file whole.
pub fn write_atomically(dir: &Path, file: &str, text: &str) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(file);
    let temporary = dir.join(format!("{file}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()
    })();
    if let Err(e) = written.and_then(|()| std::fs::rename(&temporary, &path)) {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    Ok(())
}
