//! The player's saved decks as a resource: read once when the game opens (a problem with the
//! file is shown with the content's), written atomically whenever the player fights with a deck
//! or resets one.

use crate::data::ContentProblems;
use crate::data::saves::{SavedDecks, save_dir};
use bevy::prelude::*;
use std::path::PathBuf;

/// The saved decks and the folder they live in (none: nowhere to save, decks are not kept).
#[derive(Resource, Clone, Debug, Default)]
pub(in super::super) struct Saves {
    pub dir: Option<PathBuf>,
    pub decks: SavedDecks,
}

impl Saves {
    /// Reads the saves from the OS's data folder; a problem is printed and added to `problems`.
    pub(in super::super) fn open(problems: &mut ContentProblems) -> Saves {
        let Some(dir) = save_dir() else {
            return Saves::default();
        };
        let (decks, problem) = SavedDecks::load(&dir);
        if let Some(p) = problem {
            eprintln!("{p}");
            problems.0.push(p);
        }
        Saves {
            dir: Some(dir),
            decks,
        }
    }

    /// Writes the decks; the error, if any, as a sentence for the player.
    pub(super) fn write(&self) -> Result<(), String> {
        let Some(dir) = &self.dir else {
            return Err("there is no data folder to keep decks in".into());
        };
        self.decks
            .save(dir)
            .map_err(|e| format!("the decks could not be saved in {}: {e}", dir.display()))
    }
}
