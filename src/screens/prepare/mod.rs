//! Before a Duel battle (seed 000, <デッキ（行動表）構築>, ゲームの流れ 1–2 and ポジション 細則):
//! the player builds each character's deck, places the team on the lines and looks over both
//! sides; then the battle starts with the scenario as prepared. No rule lives here: the deck and
//! placement rules are `data::deck_draft` and `data::level::check_lines`.

mod choices;
mod deck_columns;
mod decks;
mod lines;
mod said;
mod store;
#[cfg(test)]
mod tests;
mod view;

pub(super) use store::Saves;

use super::{Chosen, Screen};
use crate::data::deck_draft::DeckDraft;
use crate::data::lang::{t, tf};
use crate::data::{Catalog, CharacterCard, Control, Level, LineName};
use bevy::prelude::*;
use std::sync::Arc;

/// The three parts of the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PrepTab {
    /// Build each character's deck.
    #[default]
    Decks,
    /// Choose each fighter's starting line.
    Lines,
    /// Look over both sides.
    Look,
}

/// One of the player's fighters being prepared.
#[derive(Clone, Debug)]
pub(super) struct Slot {
    /// Its team and place in the scenario's list.
    pub team: usize,
    pub member: usize,
    /// Its card id and name.
    pub card: String,
    pub name: String,
    /// A character (tokens have a fixed action table and no deck to build).
    pub character: Option<Arc<CharacterCard>>,
    pub draft: DeckDraft,
    /// The scenario's deck for it (what "reset" returns to).
    pub default_deck: Vec<String>,
    /// A saved deck that no longer holds is kept in the file (a mod may come back) unless the
    /// player fights with a deck of their own.
    pub keep_saved: bool,
    pub line: LineName,
    /// Its card's extra cards, each marked taken into the battle or not.
    pub extras: Vec<(String, bool)>,
}

/// The preparation under way.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct Preparation {
    pub level_id: String,
    pub level: Level,
    pub slots: Vec<Slot>,
    pub tab: PrepTab,
    /// The fighter picked in the deck and line tabs.
    pub slot: usize,
    /// The highlighted card of the pool and face of the deck.
    pub pool_row: usize,
    pub face: usize,
    /// The highlighted card moved by a key: scroll the list to it.
    pub follow: bool,
    /// The last refusal or notice, and whether it is bad news.
    pub message: Option<(String, bool)>,
    /// The tab the notice is about: it is shown there (the others point to it).
    pub message_tab: PrepTab,
    /// The scenario's persistent terrain, each marked agreed to or declined.
    pub terrain: Vec<(String, bool)>,
    /// A Vortex scenario: decks also answer to the Vortex's check (every card's panels paid by
    /// one of the hero's patterns), costs show AC and panels, and fighters start on their
    /// squares (no lines to choose).
    pub vortex: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Preparation>();
    app.add_systems(OnEnter(Screen::Prepare), open);
    app.add_plugins((view::plugin, decks::plugin, lines::plugin, choices::plugin));
}

/// Whether a scenario is prepared before its battle: a Duel fought on lines with a player's team.
pub(super) fn wants_preparation(level: &Level) -> bool {
    let player = level.teams.iter().any(|t| t.control == Control::Player);
    player
        && match level.preset {
            crate::data::Preset::Duel => level.map.is_none(),
            // The heroes' decks, between the campaign's scenarios (issue 39).
            crate::data::Preset::Vortex => true,
            _ => false,
        }
}

/// Why `ch` may not hold card `id` in a Vortex deck (none: it may), in the check's words.
pub(super) fn vortex_refusal(ch: &CharacterCard, id: &str, catalog: &Catalog) -> Option<String> {
    let sheet = ch.vortex.as_ref()?;
    let card = catalog.cards.get(id)?;
    crate::data::vortex::check::hero_card(sheet, id, card)
        .err()
        .map(|(_, why)| why)
}

/// Sets up the chosen scenario's preparation: the player's fighters with their saved decks
/// (when they still hold) or the scenario's.
fn open(
    mut chosen: ResMut<Chosen>,
    catalog: Res<Catalog>,
    mut saves: ResMut<Saves>,
    mut prep: ResMut<Preparation>,
    mut launch: ResMut<super::Launch>,
    mut next: ResMut<NextState<Screen>>,
) {
    let tab = prep.tab;
    let Some(level) = catalog.levels.get(&chosen.level) else {
        *prep = Preparation::default();
        return;
    };
    let mut slots = Vec::new();
    let mut notes = Vec::new();
    for (t, team) in level.teams.iter().enumerate() {
        if team.control != Control::Player {
            continue;
        }
        for (m, spec) in team.members.iter().enumerate() {
            let character = catalog.characters.get(&spec.card).cloned();
            let default_deck = spec
                .deck
                .clone()
                .or_else(|| character.as_ref().map(|c| c.deck.clone()))
                .unwrap_or_default();
            let mut draft = DeckDraft::new(default_deck.clone());
            let mut keep_saved = false;
            if let (Some(ch), Some(saved)) =
                (&character, saves.decks.get(&chosen.level, &spec.card))
            {
                let mine = DeckDraft::new(saved.clone());
                match mine.check(ch, &catalog.cards) {
                    Ok(()) => draft = mine,
                    Err(e) => {
                        keep_saved = true;
                        notes.push(tf(
                            "{0}'s saved deck no longer holds ({1}); the scenario's deck is used, \
                             and the saved one is kept",
                            &[&crate::data::lang::shown(&ch.name), &said::deck_error(&e)],
                        ));
                    }
                }
            }
            let name = character.as_ref().map_or_else(
                || {
                    catalog
                        .tokens
                        .get(&spec.card)
                        .map_or(spec.card.clone(), |t| t.name.clone())
                },
                |c| c.name.clone(),
            );
            let held = character.as_ref().map_or(&[][..], |c| &c.extras[..]);
            let extras = choices::mark(held, saves.decks.extras(&chosen.level, &spec.card));
            slots.push(Slot {
                team: t,
                member: m,
                card: spec.card.clone(),
                name,
                character,
                draft,
                default_deck,
                keep_saved,
                line: spec.line,
                extras,
            });
        }
    }
    restore_lines(&mut slots, saves.decks.lines.get(&chosen.level), &mut notes);
    *prep = Preparation {
        level_id: chosen.level.clone(),
        level: (**level).clone(),
        slots,
        tab,
        message: (!notes.is_empty()).then(|| (notes.join("\n"), true)),
        terrain: choices::mark(
            &level.persistent_terrain,
            saves.decks.terrain.get(&chosen.level),
        ),
        vortex: level.preset == crate::data::Preset::Vortex,
        ..default()
    };
    // `vortex play --level X --fight`: straight into battle with these decks, once.
    if std::mem::take(&mut launch.fight) {
        fight(&mut prep, &catalog, &mut saves, &mut chosen, &mut next);
    }
}

/// Puts each fighter on the line the player chose last time in this scenario, when those lines
/// still fit its team (a scenario edited since may have other fighters).
fn restore_lines(slots: &mut [Slot], saved: Option<&Vec<LineName>>, notes: &mut Vec<String>) {
    let Some(saved) = saved else { return };
    let fits = saved.len() == slots.len() && {
        let teams: std::collections::BTreeSet<usize> = slots.iter().map(|s| s.team).collect();
        teams.into_iter().all(|t| {
            let lines = slots.iter().zip(saved).filter(|(s, _)| s.team == t);
            crate::data::level::check_lines(lines.map(|(_, l)| *l)).is_ok()
        })
    };
    if fits {
        for (s, line) in slots.iter_mut().zip(saved) {
            s.line = *line;
        }
    } else {
        notes.push(
            t("The lines chosen last time no longer fit this scenario; its own are used").into(),
        );
    }
}

impl Preparation {
    /// The scenario's own lines for the player's fighters, in order.
    pub(super) fn own_lines(&self) -> Vec<LineName> {
        let player = self
            .level
            .teams
            .iter()
            .filter(|t| t.control == Control::Player);
        player
            .flat_map(|t| t.members.iter().map(|m| m.line))
            .collect()
    }

    /// The scenario as prepared: the player's decks and lines in place of the written ones.
    pub(super) fn prepared(&self) -> Level {
        let mut level = self.level.clone();
        for s in &self.slots {
            if let Some(m) = level
                .teams
                .get_mut(s.team)
                .and_then(|t| t.members.get_mut(s.member))
            {
                m.line = s.line;
                if s.character.is_some() {
                    m.deck = Some(s.draft.ids.clone());
                }
                if !s.extras.is_empty() {
                    m.extras = Some(choices::taken(&s.extras));
                }
            }
        }
        if !self.terrain.is_empty() {
            level.persistent_terrain = choices::taken(&self.terrain);
        }
        level
    }

    /// Why the battle may not start yet, in the seed's words: a deck that does not hold, or
    /// lines that do not fill from the front.
    pub(super) fn refusal(&self, catalog: &Catalog) -> Option<String> {
        self.refusal_on_tab(catalog).map(|(why, _)| why)
    }

    /// [`Preparation::refusal`], with the tab it is about.
    fn refusal_on_tab(&self, catalog: &Catalog) -> Option<(String, PrepTab)> {
        for s in &self.slots {
            if let Some(ch) = &s.character
                && let Err(e) = s.draft.check(ch, &catalog.cards)
            {
                let name = crate::data::lang::shown(&s.name);
                let why = said::deck_error(&e);
                return Some((tf("{0}'s deck: {1}", &[&name, &why]), PrepTab::Decks));
            }
        }
        if self.vortex {
            for s in &self.slots {
                let Some(ch) = &s.character else { continue };
                if let Some(why) = s
                    .draft
                    .ids
                    .iter()
                    .find_map(|id| vortex_refusal(ch, id, catalog))
                {
                    let name = crate::data::lang::shown(&s.name);
                    return Some((tf("{0}'s deck: {1}", &[&name, &why]), PrepTab::Decks));
                }
            }
            // On the grid each fighter starts on its scenario's square: no lines to check.
            return None;
        }
        let teams: std::collections::BTreeSet<usize> = self.slots.iter().map(|s| s.team).collect();
        for t in teams {
            let lines = self.slots.iter().filter(|s| s.team == t).map(|s| s.line);
            if let Err(gap) = crate::data::level::check_lines(lines) {
                let team = crate::data::lang::shown(&self.level.teams[t].name);
                let why = format!("{team}: {}", said::line_gap(&gap));
                return Some((why, PrepTab::Lines));
            }
        }
        None
    }
}

/// Starts the battle with the scenario as prepared, after keeping the decks built (a deck that
/// is the scenario's own is forgotten); refuses with the rule when the decks or lines do not hold.
pub(super) fn fight(
    prep: &mut Preparation,
    catalog: &Catalog,
    saves: &mut Saves,
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    if let Some((why, tab)) = prep.refusal_on_tab(catalog) {
        prep.message = Some((why, true));
        prep.message_tab = tab;
        return;
    }
    if let Err(e) = saves.remember(prep, catalog) {
        // The battle goes on; the deck is not kept.
        eprintln!("{e}");
    }
    chosen.prepared = Some(Arc::new(prep.prepared()));
    next.set(Screen::Battle);
}

/// Back to the scenario list, keeping every deck built that holds.
pub(super) fn leave(
    prep: &Preparation,
    catalog: &Catalog,
    saves: &mut Saves,
    chosen: &Chosen,
    next: &mut NextState<Screen>,
) {
    if let Err(e) = saves.remember(prep, catalog) {
        eprintln!("{e}");
    }
    next.set(chosen.back());
}
