//! Before an Arena bout (seed 001, 2.キャラクターの作成 and 3.プランについて): the player builds
//! their own contender — 12 points into body, reflex and intellect; the skills, in the order
//! they are tried; each pattern panel by panel; the plans, picked from lists — saves it
//! (atomically, as a contender RON file in the data folder) and fights the scenario's challenger
//! with it. No rule lives here: what the stats allow is `data::arena::build`, the lists are
//! `data::arena::menu`, and the contender is checked by `data::arena::check` as `vortex check`
//! checks it.

mod edit;
mod opponent;
mod plans;
#[cfg(test)]
mod tests;

use super::builder_bar::Drafting;
use super::tournament::Tournament;
use super::{Chosen, Screen};
use crate::data::arena::Contender;
use crate::data::arena::build::PLAYER_CONTENDER;
use crate::data::arena::tournament::{Run, TOURNAMENT_FILE};
use crate::data::saves::{CONTENDER_FILE, read_saved, save_dir};
use crate::data::{Catalog, Control, Level, Preset};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The contender being built, for which scenario.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct Builder {
    pub level_id: String,
    pub level: Level,
    /// The contender as edited.
    pub draft: Option<Contender>,
    /// Where the player's team stands in the scenario (team, member).
    pub slot: (usize, usize),
    /// The last notice, and whether it is bad news.
    pub message: Option<(String, bool)>,
    /// The folder the contender is saved in (none: nowhere to save).
    pub dir: Option<PathBuf>,
    /// A tournament match being prepared, not a single bout.
    pub tournament: Option<ForMatch>,
}

/// A tournament match being prepared: the run so far and the match's place in it.
#[derive(Clone, Debug)]
pub(super) struct ForMatch {
    pub run: Run,
    /// The match's place on the ladder (0-based), and the ladder's length.
    pub index: usize,
    pub of: usize,
}

impl ForMatch {
    /// The contender as it fought the last match: growth keeps what it had.
    pub fn before(&self) -> Option<&Contender> {
        self.run.fought.as_ref()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Builder>();
    app.add_systems(OnEnter(Screen::Build), open);
    app.add_plugins(edit::plugin);
}

/// Whether a scenario asks the player to build a contender first: an Arena bout with a
/// player's team.
pub(super) fn wants_build(level: &Level) -> bool {
    level.preset == Preset::Arena && player_slot(level).is_some()
}

fn player_slot(level: &Level) -> Option<(usize, usize)> {
    let team = level
        .teams
        .iter()
        .position(|t| t.control == Control::Player)?;
    (!level.teams[team].members.is_empty()).then_some((team, 0))
}

/// The player's saved contender, if there is one that reads; a problem is printed.
fn saved_contender(dir: Option<&Path>) -> Option<Contender> {
    let (who, problem) = read_saved::<Contender>(dir?, CONTENDER_FILE, "the saved contender");
    if let Some(p) = problem {
        eprintln!("{p}");
    }
    who
}

/// Opens the builder on the player's saved contender, or a copy of the scenario's; for a
/// tournament match after the first, on the last match's contender with the point it won.
fn open(
    chosen: Res<Chosen>,
    catalog: Res<Catalog>,
    t: Res<Tournament>,
    mut builder: ResMut<Builder>,
) {
    let Some(level) = catalog.levels.get(&chosen.level) else {
        *builder = Builder::default();
        return;
    };
    let slot = player_slot(level).unwrap_or((0, 0));
    let written = || scenario_contender(&catalog, level, slot);
    let dir = save_dir();
    let tournament = chosen.tournament.then(|| ForMatch {
        run: t.run.clone(),
        index: t.run.matches.len(),
        of: t.rungs.len(),
    });
    let grown = tournament.as_ref().and_then(|m| m.run.next_draft());
    let draft = grown
        .or_else(|| saved_contender(dir.as_deref()))
        .or_else(written)
        .map(|mut c| {
            c.fit();
            c
        });
    *builder = Builder {
        level_id: chosen.level.clone(),
        level: (**level).clone(),
        draft,
        slot,
        message: None,
        dir,
        tournament,
    };
}

/// The contender the scenario gives the player.
fn scenario_contender(
    catalog: &Catalog,
    level: &Level,
    (team, member): (usize, usize),
) -> Option<Contender> {
    let id = &level.teams.get(team)?.members.get(member)?.card;
    catalog.contenders.get(id).map(|c| (**c).clone())
}

impl Drafting for Builder {
    fn message(&self) -> Option<&(String, bool)> {
        self.message.as_ref()
    }

    /// What `vortex check` would refuse in the contender, as sentences.
    fn problems(&self, catalog: &Catalog) -> Vec<String> {
        let Some(draft) = &self.draft else {
            return vec![
                crate::data::lang::t("the scenario has no contender for the player").into(),
            ];
        };
        let mut out = Vec::new();
        crate::data::arena::check::contender(&catalog.skills, draft, &mut |field, _, message| {
            out.push(format!("{field}: {message}"));
        });
        if let Some(before) = self.tournament.as_ref().and_then(ForMatch::before) {
            for (field, message) in draft.shrunk_since(before) {
                out.push(format!("{field}: {message}"));
            }
        }
        out
    }

    /// Resets the contender to the scenario's (in a tournament, to the last match's with the
    /// point won).
    fn reset(&mut self, catalog: &Catalog) {
        if let Some(before) = self.tournament.as_ref().and_then(ForMatch::before) {
            self.draft = Some(before.after_a_win());
            self.message = Some((
                crate::data::lang::t("Back to the last match's contender").into(),
                false,
            ));
            return;
        }
        self.draft = scenario_contender(catalog, &self.level, self.slot);
        self.message = Some((
            crate::data::lang::t("Back to the scenario's contender (not saved yet)").into(),
            false,
        ));
    }

    /// Saves the contender; the result as a notice.
    fn save(&mut self, catalog: &Catalog) -> bool {
        if let Some(first) = self.problems(catalog).into_iter().next() {
            self.message = Some((first, true));
            return false;
        }
        let Some(draft) = &self.draft else {
            return false;
        };
        if let Some(m) = &mut self.tournament {
            let mut run = m.run.clone();
            run.draft = Some(draft.clone());
            let (notice, bad) =
                super::builder_bar::save_notice(self.dir.as_deref(), TOURNAMENT_FILE, &run);
            self.message = Some((notice, bad));
            if bad || m.before().is_some() {
                return !bad;
            }
        }
        let (notice, bad) =
            super::builder_bar::save_notice(self.dir.as_deref(), CONTENDER_FILE, draft);
        self.message = Some((notice, bad));
        !bad
    }
}

impl Builder {
    /// The scenario with the player's contender in the player's place.
    pub(super) fn prepared(&self) -> Level {
        let mut level = self.level.clone();
        let (team, member) = self.slot;
        if let Some(m) = level
            .teams
            .get_mut(team)
            .and_then(|t| t.members.get_mut(member))
        {
            m.card = PLAYER_CONTENDER.to_string();
        }
        level
    }
}

/// Saves the contender, puts it in the catalog and starts the bout with it; refuses with the
/// first problem when it would not pass the check.
pub(super) fn fight(
    builder: &mut Builder,
    catalog: &mut Catalog,
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    if let Some(first) = builder.problems(catalog).into_iter().next() {
        builder.message = Some((first, true));
        return;
    }
    // The bout goes on even when the save fails (the notice says why).
    builder.save(catalog);
    let Some(draft) = builder.draft.clone() else {
        return;
    };
    catalog
        .contenders
        .insert(PLAYER_CONTENDER.to_string(), Arc::new(draft));
    chosen.prepared = Some(Arc::new(builder.prepared()));
    next.set(Screen::Battle);
}
