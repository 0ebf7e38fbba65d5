//! The player's saved decks as a resource: read once when the game opens (a problem with the
//! file is shown with the content's; a file that could not be read is never written over),
//! written atomically when the player leaves the preparation screen, for a battle or back.

use super::Preparation;
use crate::data::saves::{DECKS_FILE, SavedDecks, save_dir};
use crate::data::{Catalog, ContentProblems};
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
        let Some(p) = problem else {
            return Saves {
                dir: Some(dir),
                decks,
            };
        };
        eprintln!("{p}");
        problems.0.push(p);
        // Still there (it could not be set aside): decks are not kept this session.
        let kept = !dir.join(DECKS_FILE).exists();
        Saves {
            dir: kept.then_some(dir),
            decks,
        }
    }

    /// Keeps the decks of `prep` that hold (a deck that is the scenario's own is forgotten,
    /// unless a saved deck that no longer holds is waiting for its cards), and writes the file
    /// when anything changed.
    pub(super) fn remember(&mut self, prep: &Preparation, catalog: &Catalog) -> Result<(), String> {
        let before = self.decks.clone();
        for s in &prep.slots {
            let Some(ch) = &s.character else { continue };
            if s.draft.check(ch, &catalog.cards).is_err() {
                continue;
            }
            if s.draft.ids != s.default_deck {
                self.decks.set(&prep.level_id, &s.card, s.draft.ids.clone());
            } else if !s.keep_saved {
                self.decks.forget(&prep.level_id, &s.card);
            }
        }
        for s in prep.slots.iter().filter(|s| !s.extras.is_empty()) {
            let all = s.extras.iter().all(|(_, on)| *on);
            let taken = (!all).then(|| super::choices::taken(&s.extras));
            self.decks.set_extras(&prep.level_id, &s.card, taken);
        }
        let all = prep.terrain.iter().all(|(_, on)| *on);
        let kept = (!all).then(|| super::choices::taken(&prep.terrain));
        self.decks.set_terrain(&prep.level_id, kept);
        if !prep.vortex {
            let chosen: Vec<_> = prep.slots.iter().map(|s| s.line).collect();
            let own = prep.own_lines();
            self.decks
                .set_lines(&prep.level_id, (chosen != own).then_some(chosen));
        }
        if self.decks == before {
            return Ok(());
        }
        self.write()
    }

    /// Writes the decks; the error, if any, as a sentence for the player.
    fn write(&self) -> Result<(), String> {
        let Some(dir) = &self.dir else {
            return Err("there is no data folder to keep decks in".into());
        };
        self.decks
            .save(dir)
            .map_err(|e| format!("the decks could not be saved in {}: {e}", dir.display()))
    }
}
