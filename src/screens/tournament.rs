//! The Arena tournament in the window (seed 001, 1.ゲームの遊び方): its row on the scenario
//! list, the match it starts (the builder grows the contender between matches), and what the
//! result screen records and offers next. The run's rules are `data::arena::tournament`.

use super::style::{self, GOLD, GOOD, MUTED, TEXT};
use super::{Chosen, Notice, Screen};
use crate::data::Catalog;
use crate::data::arena::Contender;
use crate::data::arena::build::PLAYER_CONTENDER;
use crate::data::arena::tournament::{Match, Run, Stage, TOURNAMENT_FILE, rungs};
use crate::data::lang::tf;
use crate::data::saves::{read_saved, save_dir, write_saved};
use crate::rules::core::battle::Outcome;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use std::path::PathBuf;

/// The run as last read or written, with the ladder it climbs.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct Tournament {
    pub run: Run,
    pub rungs: Vec<String>,
    pub dir: Option<PathBuf>,
    /// The match the last battle added to the run, for the result screen.
    pub recorded: Option<Match>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tournament>();
    app.add_systems(OnEnter(Screen::Select), load);
    app.add_systems(OnEnter(Screen::Result), record);
}

impl Tournament {
    /// Reads the run from the data folder (a fresh one when there is none; a broken one is set
    /// aside and reported on the list).
    fn read(&mut self, catalog: &Catalog, notice: &mut Notice) {
        self.rungs = rungs(&catalog.levels);
        self.dir = save_dir();
        let Some(dir) = &self.dir else {
            return;
        };
        let (run, problem) = read_saved::<Run>(dir, TOURNAMENT_FILE, "the tournament");
        if let Some(p) = problem {
            eprintln!("{p}");
            notice.0 = Some(p.to_string());
        }
        self.run = run.unwrap_or_default();
    }

    /// Writes the run; a failure is a sentence for the player.
    pub(super) fn save(&self) -> Option<String> {
        let dir = self.dir.as_ref()?;
        write_saved(dir, TOURNAMENT_FILE, &self.run)
            .err()
            .map(|e| tf("The tournament could not be saved: {0}", &[&e]))
    }

    /// The rung's name, by index.
    fn rung_name(&self, catalog: &Catalog, i: usize) -> String {
        self.rungs
            .get(i)
            .and_then(|id| catalog.levels.get(id))
            .map_or_else(
                || "?".into(),
                |l| crate::data::lang::shown(&l.name).into_owned(),
            )
    }

    /// One line on where the run stands.
    pub(super) fn standing(&self, catalog: &Catalog) -> String {
        let n = self.rungs.len();
        match self.run.stage(&self.rungs) {
            Stage::Next { index: 0, .. } => tf(
                "{0} matches in a row. A win gives a point to grow by. Next: {1}",
                &[&n, &self.rung_name(catalog, 0)],
            ),
            Stage::Next { index, .. } => tf(
                "Match {0} of {1}: {2} ({3} won, a point to give)",
                &[
                    &(index + 1),
                    &n,
                    &self.rung_name(catalog, index),
                    &self.run.wins(),
                ],
            ),
            Stage::Lost(i) => tf(
                "Over: lost to {0} after {1} wins. Choose it to start again.",
                &[&self.rung_name(catalog, i), &self.run.wins()],
            ),
            Stage::Champion => tf("Champion: all {0} won. Choose it to start again.", &[&n]),
        }
    }
}

fn load(catalog: Res<Catalog>, mut t: ResMut<Tournament>, mut notice: ResMut<Notice>) {
    t.read(&catalog, &mut notice);
}

/// Starts the run's next match (a new run when the last is over): its builder, to grow.
pub(super) fn begin(
    t: &mut Tournament,
    catalog: &Catalog,
    chosen: &mut Chosen,
    notice: &mut Notice,
    next: &mut NextState<Screen>,
) {
    if t.run.over(&t.rungs) {
        t.run = Run::default();
        notice.0 = t.save();
    }
    let Stage::Next { level: id, .. } = t.run.stage(&t.rungs) else {
        notice.0 = Some(
            crate::data::lang::t("The tournament has no Arena scenario with a player's contender.")
                .into(),
        );
        return;
    };
    let Some(level) = catalog.levels.get(&id) else {
        return;
    };
    chosen.go(&id, level, level.seed, next, Some(Screen::Build));
    chosen.tournament = true;
}

/// After a tournament match: adds it to the run (a win or a loss; a battle left unfinished is
/// not a match) with the contender as it fought and its replay, pinned.
fn record(world: &mut World) {
    world.resource_mut::<Tournament>().recorded = None;
    if !world.resource::<Chosen>().tournament {
        return;
    }
    let Some(result) = world
        .get_resource::<super::last_result::LastResult>()
        .cloned()
    else {
        return;
    };
    let Some(outcome) = result.outcome else {
        return;
    };
    let player = result
        .teams
        .iter()
        .position(|t| t.1 == crate::data::Control::Player);
    let won = matches!(outcome, Outcome::Winner(w) if Some(w) == player);
    let contender: Option<Contender> = world
        .resource::<Catalog>()
        .contenders
        .get(PLAYER_CONTENDER)
        .map(|c| (**c).clone());
    let replay = world
        .resource::<super::battle::record::Recorded>()
        .file
        .as_ref()
        .and_then(|f| f.file_name())
        .map(|f| f.to_string_lossy().into_owned());
    let chosen = world.resource::<Chosen>().clone();
    let fought = Match {
        level: chosen.level.clone(),
        seed: chosen.seed,
        won,
        replay: replay.clone(),
    };
    let mut notice = Notice::default();
    let saved = world.resource_scope(|world, mut t: Mut<Tournament>| {
        t.read(world.resource::<Catalog>(), &mut notice);
        let expected = Stage::Next {
            index: t.run.matches.len(),
            level: chosen.level.clone(),
        };
        if t.run.stage(&t.rungs) != expected {
            return None;
        }
        t.run.record(contender?, fought.clone());
        t.recorded = Some(fought);
        Some(t.save())
    });
    let Some(saved) = saved else {
        return;
    };
    if let Some(name) = replay
        && let Some(folder) = crate::replay::store::folder()
    {
        let mut kept = crate::replay::store::Kept::load(&folder);
        kept.pinned.insert(name);
        if let Err(e) = kept.save(&folder) {
            eprintln!("the tournament's replay could not be pinned: {e}");
        }
    }
    if let Some(why) = saved.or(notice.0) {
        world.resource_mut::<Notice>().0 = Some(why);
    }
}

impl Tournament {
    /// Whether the last match was won and another is left.
    pub(super) fn goes_on(&self) -> bool {
        self.recorded.as_ref().is_some_and(|m| m.won) && !self.run.over(&self.rungs)
    }
}

/// The result screen's tournament lines and button; true when the next match is chosen.
pub(super) fn result_block(ui: &mut egui::Ui, t: &Tournament, catalog: &Catalog) -> bool {
    if t.recorded.is_none() {
        return false;
    }
    let (line, color) = match t.run.stage(&t.rungs) {
        Stage::Champion => (
            tf(
                "Tournament champion: all {0} matches won",
                &[&t.rungs.len()],
            ),
            GOLD,
        ),
        Stage::Lost(_) => (
            tf("The tournament is over: {0} won", &[&t.run.wins()]),
            MUTED,
        ),
        Stage::Next { index, .. } => (
            tf(
                "Tournament: {0} won. Next, match {1} of {2}: {3}",
                &[
                    &t.run.wins(),
                    &(index + 1),
                    &t.rungs.len(),
                    &t.rung_name(catalog, index),
                ],
            ),
            GOOD,
        ),
    };
    ui.label(RichText::new(line).size(pt(20.0)).strong().color(color));
    if t.goes_on() {
        ui.label(
            // (`t` is the tournament here.)
            RichText::new(crate::data::lang::t(
                "A point won: give it, and take skills if intellect allows",
            ))
            .size(pt(15.0))
            .color(TEXT),
        );
        ui.add_space(10.0);
        let grow = crate::data::lang::t("Grow, then the next match");
        return style::big_button(ui, grow, "result:Onward", 360.0).clicked();
    }
    false
}
