//! The Replays screen (from the title): the replays kept in the data folder, newest first, with
//! scenario, result, date and in-game time; each can be watched (and taken over), pinned (never
//! pruned), deleted (asked twice) or exported (copied to the documents folder). Arrows choose,
//! Enter watches, P pins, Delete deletes, X exports, Esc goes back.

use super::input::ListAction;
use super::style::{self, GOLD, GOOD, MUTED, TEXT};
use super::{Notice, Screen};
use crate::data::Catalog;
use crate::data::lang::{t, tf};
use crate::replay::store::{self, Kept};
use crate::replay::{self, ClaimedOutcome};
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::path::PathBuf;

/// One replay as the list shows it.
#[derive(Clone, Debug)]
struct Row {
    path: PathBuf,
    name: String,
    /// Date and time from the file's name.
    when: String,
    /// Scenario, preset, result, rounds, time; or why the file does not read.
    what: Result<String, String>,
    won: bool,
}

/// The listing, the row chosen, and a delete waiting for its second press.
#[derive(Resource, Default)]
struct Listing {
    folder: Option<PathBuf>,
    rows: Vec<Row>,
    kept: Kept,
    chosen: usize,
    deleting: Option<usize>,
    message: Option<(String, bool)>,
    /// The keys moved the choice: the list scrolls to it once.
    scroll: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listing>();
    app.add_systems(OnEnter(Screen::Replays), list);
    app.add_systems(Update, keys.run_if(in_state(Screen::Replays)));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Replays)));
}

/// `YYYYMMDD-HHMMSS-…` as `YYYY-MM-DD HH:MM`.
fn when(name: &str) -> String {
    let d: Vec<char> = name.chars().take(15).collect();
    if d.len() < 15 || d[8] != '-' {
        return "?".into();
    }
    let s = |a: usize, b: usize| d[a..b].iter().collect::<String>();
    format!(
        "{}-{}-{} {}:{}",
        s(0, 4),
        s(4, 6),
        s(6, 8),
        s(9, 11),
        s(11, 13)
    )
}

fn list(mut listing: ResMut<Listing>, catalog: Res<Catalog>) {
    let folder = store::folder();
    let mut rows: Vec<Row> = folder
        .as_deref()
        .map(store::files)
        .unwrap_or_default()
        .into_iter()
        .rev()
        .map(|path| {
            let name = store::name_of(&path);
            let read = replay::read(&path);
            let won = read
                .as_ref()
                .is_ok_and(|r| r.claimed.outcome == ClaimedOutcome::Won);
            let what = read.map_err(|e| e.to_string()).map(|r| {
                let level = catalog.levels.get(&r.level).map_or(r.level.clone(), |l| {
                    crate::data::lang::shown(&l.name).into_owned()
                });
                tf(
                    "{0}  ·  {1}  ·  {2}{3}  ·  {4} rounds  ·  {5}",
                    &[
                        &level,
                        &t(r.preset.name()),
                        &t(r.claimed.outcome.name()),
                        &if r.practice.is_some() {
                            t(" (practice)")
                        } else {
                            ""
                        },
                        &r.claimed.rounds,
                        &replay::igt(r.claimed.igt_ms),
                    ],
                )
            });
            Row {
                when: when(&name),
                path,
                name,
                what,
                won,
            }
        })
        .collect();
    rows.truncate(store::KEEP + 100);
    let kept = folder.as_deref().map(Kept::load).unwrap_or_default();
    let chosen = listing.chosen.min(rows.len().saturating_sub(1));
    *listing = Listing {
        folder,
        rows,
        kept,
        chosen,
        deleting: None,
        message: None,
        scroll: true,
    };
}

/// What the player asked for on the chosen row.
enum Act {
    Watch,
    Pin,
    Delete,
    Export,
}

fn act(listing: &mut Listing, what: Act, commands: &mut Commands) {
    let Some(row) = listing.rows.get(listing.chosen).cloned() else {
        return;
    };
    let Some(folder) = listing.folder.clone() else {
        return;
    };
    match what {
        Act::Watch => {
            let path = row.path.clone();
            commands.queue(move |world: &mut World| {
                if let Err(why) = super::battle::playback::open(world, &path) {
                    world.resource_mut::<Notice>().0 = Some(why);
                }
            });
        }
        Act::Pin => {
            let on = !listing.kept.pinned.contains(&row.name);
            if on {
                listing.kept.pinned.insert(row.name.clone());
            } else {
                listing.kept.pinned.remove(&row.name);
            }
            listing.message = Some(match listing.kept.save(&folder) {
                Ok(()) if on => (t("Pinned: it is never pruned").into(), false),
                Ok(()) => (t("Unpinned").into(), false),
                Err(e) => (tf("The pins could not be saved: {0}", &[&e]), true),
            });
        }
        Act::Delete if listing.deleting != Some(listing.chosen) => {
            listing.deleting = Some(listing.chosen);
            listing.message = Some((t("Delete again to delete it for good").into(), true));
        }
        Act::Delete => {
            listing.deleting = None;
            match std::fs::remove_file(&row.path) {
                Ok(()) => {
                    listing.rows.remove(listing.chosen);
                    listing.chosen = listing.chosen.min(listing.rows.len().saturating_sub(1));
                    listing.message = Some((tf("Deleted {0}", &[&row.name]), false));
                }
                Err(e) => listing.message = Some((tf("Not deleted: {0}", &[&e]), true)),
            }
        }
        Act::Export => {
            let dest = directories::UserDirs::new()
                .and_then(|u| u.document_dir().map(|d| d.to_path_buf()))
                .or_else(|| directories::UserDirs::new().map(|u| u.home_dir().to_path_buf()))
                .unwrap_or_else(std::env::temp_dir)
                .join("Vortex Tactics replays");
            let copied = std::fs::create_dir_all(&dest)
                .and_then(|()| std::fs::copy(&row.path, dest.join(&row.name)));
            listing.message = Some(match copied {
                Ok(_) => (
                    tf("Exported to {0}", &[&dest.join(&row.name).display()]),
                    false,
                ),
                Err(e) => (tf("Not exported: {0}", &[&e]), true),
            });
        }
    }
}

fn keys(
    keys: super::input::Actions<ListAction>,
    mut listing: ResMut<Listing>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let n = listing.rows.len();
    if keys.just(ListAction::Back) {
        next.set(Screen::Title);
    } else if keys.just(ListAction::Down) && n > 0 {
        listing.chosen = (listing.chosen + 1).min(n - 1);
        listing.scroll = true;
    } else if keys.just(ListAction::Up) {
        listing.chosen = listing.chosen.saturating_sub(1);
        listing.scroll = true;
    } else if keys.just(ListAction::Play) {
        act(&mut listing, Act::Watch, &mut commands);
    } else if keys.just(ListAction::Pin) {
        act(&mut listing, Act::Pin, &mut commands);
    } else if keys.just(ListAction::Delete) {
        act(&mut listing, Act::Delete, &mut commands);
    } else if keys.just(ListAction::Export) {
        act(&mut listing, Act::Export, &mut commands);
    }
}

fn ui(
    mut contexts: EguiContexts,
    mut listing: ResMut<Listing>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "replays");
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(16.0))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(t("REPLAYS")).size(pt(28.0)).strong().color(GOLD));
                let folder = listing
                    .folder
                    .as_ref()
                    .map_or(t("no data folder: replays are not kept").into(), |f| {
                        f.display().to_string()
                    });
                ui.label(RichText::new(folder).size(pt(13.0)).color(MUTED));
            });
            ui.label(
                RichText::new(t(
                    "Up/Down choose · Enter watch (T takes over) · P pin · Delete twice: delete · X export · \
                     Esc back",
                ))
                .size(pt(13.0))
                .color(MUTED),
            );
            if let Some((text, bad)) = &listing.message {
                let color = if *bad { style::BAD } else { GOOD };
                ui.label(RichText::new(text).size(pt(14.0)).color(color));
            }
            ui.add_space(8.0);
            if listing.rows.is_empty() {
                ui.label(
                    RichText::new(t("No replays yet: every battle you finish is kept here."))
                        .size(pt(16.0))
                        .color(TEXT),
                );
            }
            let mut clicked: Option<(usize, Act)> = None;
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (i, row) in listing.rows.iter().enumerate() {
                    let chosen = i == listing.chosen;
                    let fill = if chosen { style::LIT } else { style::PANEL };
                    style::boxed(fill, if chosen { GOLD } else { style::LINE }).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.horizontal(|ui| {
                            let pin = if listing.kept.keeps(&row.name) { t("PINNED  ") } else { "" };
                            ui.label(RichText::new(format!("{pin}{}", row.when)).size(pt(14.0)));
                            let (text, color) = match &row.what {
                                Ok(t) => (t.clone(), if row.won { GOOD } else { TEXT }),
                                Err(e) => (e.clone(), style::BAD),
                            };
                            ui.label(RichText::new(text).size(pt(14.0)).color(color));
                            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                                for (label, a) in [
                                    (t("Export"), Act::Export),
                                    (t("Delete"), Act::Delete),
                                    (t("Pin"), Act::Pin),
                                    (t("Watch"), Act::Watch),
                                ] {
                                    if ui.button(label).clicked() {
                                        clicked = Some((i, a));
                                    }
                                }
                            });
                        });
                    });
                    if chosen && listing.scroll {
                        ui.scroll_to_cursor(None);
                    }
                }
            });
            listing.scroll = false;
            if let Some((i, a)) = clicked {
                listing.chosen = i;
                act(&mut listing, a, &mut commands);
            }
            ui.add_space(8.0);
            if style::big_button(ui, t("Back"), "Esc", 160.0).clicked() {
                next.set(Screen::Title);
            }
        });
    Ok(())
}
