//! Before a Showdown (seed 004, 2.ゲームをプレイする前に用意するもの): the player builds their
//! deck from every W card — 40 to 80 cards, at most 4 of one name — saves it (atomically, as a W
//! deck file in the data folder) and plays the scenario with it. No rule lives here: adding keeps
//! the limits (`data::showdown::draft`), and the deck is checked as `vortex check` checks it.

mod edit;
#[cfg(test)]
mod tests;

use super::builder_bar::Drafting;
use super::{Chosen, Screen};
use crate::data::saves::{SHOWDOWN_DECK_FILE, read_saved, save_dir};
use crate::data::showdown::{ShowDeck, check};
use crate::data::{Catalog, Control, Level, Preset};
use bevy::prelude::*;
use std::path::PathBuf;
use std::sync::Arc;

/// The deck being built, for which scenario.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct DeckBuilder {
    pub level_id: String,
    pub level: Level,
    /// The deck as edited, card ids in order.
    pub draft: Vec<String>,
    /// The player's team in the scenario.
    pub team: usize,
    /// The last notice, and whether it is bad news.
    pub message: Option<(String, bool)>,
    /// The folder the deck is saved in (none: nowhere to save).
    pub dir: Option<PathBuf>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeckBuilder>();
    app.add_systems(OnEnter(Screen::Decks), open);
    app.add_plugins(edit::plugin);
}

/// Whether a scenario asks the player for a deck first: a Showdown with a player's side.
pub(super) fn wants_deck(level: &Level) -> bool {
    level.preset == Preset::Showdown && player_team(level).is_some()
}

fn player_team(level: &Level) -> Option<usize> {
    level
        .teams
        .iter()
        .position(|t| t.control == Control::Player && !t.members.is_empty())
}

/// The scenario's deck for the player's side.
fn scenario_deck(catalog: &Catalog, level: &Level, team: usize) -> Vec<String> {
    let Some(m) = level.teams.get(team).and_then(|t| t.members.first()) else {
        return Vec::new();
    };
    m.deck.clone().unwrap_or_else(|| {
        catalog
            .show_decks
            .get(&m.card)
            .map(|d| d.cards.clone())
            .unwrap_or_default()
    })
}

/// Opens the builder on the player's saved deck, or the scenario's.
fn open(chosen: Res<Chosen>, catalog: Res<Catalog>, mut builder: ResMut<DeckBuilder>) {
    let Some(level) = catalog.levels.get(&chosen.level) else {
        *builder = DeckBuilder::default();
        return;
    };
    let team = player_team(level).unwrap_or(0);
    let dir = save_dir();
    let saved = dir.as_deref().and_then(|d| {
        let (deck, problem) = read_saved::<ShowDeck>(d, SHOWDOWN_DECK_FILE, "the saved W deck");
        if let Some(p) = problem {
            eprintln!("{p}");
        }
        deck
    });
    // A saved deck naming cards the game no longer has is not used.
    let draft = saved
        .map(|d| d.cards)
        .filter(|c| c.iter().all(|id| catalog.show_cards.contains_key(id)))
        .unwrap_or_else(|| scenario_deck(&catalog, level, team));
    *builder = DeckBuilder {
        level_id: chosen.level.clone(),
        level: (**level).clone(),
        draft,
        team,
        message: None,
        dir,
    };
}

impl Drafting for DeckBuilder {
    fn message(&self) -> Option<&(String, bool)> {
        self.message.as_ref()
    }

    /// What `vortex check` would refuse in the deck, as sentences.
    fn problems(&self, catalog: &Catalog) -> Vec<String> {
        let deck = ShowDeck {
            name: "yours".into(),
            cards: self.draft.clone(),
            plans: Vec::new(),
            text: String::new(),
            ja: None,
        };
        let mut out = Vec::new();
        check::deck(&catalog.show_cards, &deck, &mut |_, _, m| out.push(m));
        out
    }

    /// Back to the scenario's deck.
    fn reset(&mut self, catalog: &Catalog) {
        self.draft = scenario_deck(catalog, &self.level, self.team);
        self.message = Some((
            crate::data::lang::t("Back to the scenario's deck (not saved yet)").into(),
            false,
        ));
    }

    /// Saves the deck; the result as a notice.
    fn save(&mut self, catalog: &Catalog) -> bool {
        if let Some(first) = self.problems(catalog).into_iter().next() {
            self.message = Some((first, true));
            return false;
        }
        let deck = ShowDeck {
            name: "My deck".into(),
            cards: self.draft.clone(),
            plans: Vec::new(),
            text: String::new(),
            ja: None,
        };
        let (notice, bad) =
            super::builder_bar::save_notice(self.dir.as_deref(), SHOWDOWN_DECK_FILE, &deck);
        self.message = Some((notice, bad));
        !bad
    }
}

impl DeckBuilder {
    /// The scenario with the player's deck in the player's place.
    pub(super) fn prepared(&self) -> Level {
        let mut level = self.level.clone();
        if let Some(m) = level
            .teams
            .get_mut(self.team)
            .and_then(|t| t.members.first_mut())
        {
            m.deck = Some(self.draft.clone());
        }
        level
    }
}

/// Saves the deck and starts the game with it; refuses with the first problem when it would not
/// pass the check.
pub(super) fn fight(
    builder: &mut DeckBuilder,
    catalog: &Catalog,
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    if let Some(first) = builder.problems(catalog).into_iter().next() {
        builder.message = Some((first, true));
        return;
    }
    // The game goes on even when the save fails (the notice says why).
    builder.save(catalog);
    chosen.prepared = Some(Arc::new(builder.prepared()));
    next.set(Screen::Battle);
}
