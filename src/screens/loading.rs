//! The loading screen: the shipped pictures and the font load through bevy_asset_loader while
//! iyes_progress counts them for the bar (frames are drawn on end, as the window is otherwise
//! quiet until input); then the title (or the scenario the command line names). A picture
//! that fails to load sends the game on without pictures, with a notice, not a hang.

use super::fonts::GameFonts;
use super::pictures::PictureFiles;
use super::sound::SoundFiles;
use super::style::{self, GOLD, MUTED, TEXT};
use super::{Launch, Notice, Screen};
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use iyes_progress::{ProgressPlugin, ProgressTracker};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(
        ProgressPlugin::<Screen>::new().with_state_transition(Screen::Loading, Screen::Title),
    );
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .on_failure_continue_to_state(Screen::Title)
            .load_collection::<PictureFiles>()
            .load_collection::<GameFonts>()
            .load_collection::<SoundFiles>(),
    );
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Loading)));
    app.add_systems(OnExit(Screen::Loading), (tell_if_missing, say_when_ready));
}

/// A screenshot run says when the title took input (`scripts/bench`'s launch figure): the
/// loading screen is over, every picture, sound and font in.
fn say_when_ready(launch: Res<Launch>) {
    if let (Some(started), Some(_)) = (launch.started, &launch.screenshot) {
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        eprintln!("title ready: {ms:.0} ms after launch (loading done)");
    }
}

/// The title, and a bar of the files loaded so far.
fn ui(mut contexts: EguiContexts, tracker: Option<Res<ProgressTracker<Screen>>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "loading");
    let progress = tracker.map(|t| t.get_global_progress());
    let (done, total) = progress.map_or((0, 0), |p| (p.done, p.total));
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(style::BG))
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.38);
                ui.label(
                    egui::RichText::new("Vortex Tactics")
                        .size(pt(40.0))
                        .color(GOLD),
                );
                ui.add_space(18.0);
                let share = if total == 0 {
                    0.0
                } else {
                    done as f32 / total as f32
                };
                ui.add(
                    egui::ProgressBar::new(share)
                        .desired_width(360.0)
                        .fill(GOLD.linear_multiply(0.7)),
                );
                ui.label(
                    egui::RichText::new(crate::data::lang::tf(
                        "Loading pictures, sounds and fonts… {0} of {1}",
                        &[&done, &total],
                    ))
                    .color(MUTED),
                );
                ui.label(egui::RichText::new(" ").color(TEXT));
            });
        });
    Ok(())
}

/// When the pictures did not load, the player is told on the first screen.
fn tell_if_missing(
    files: Option<Res<PictureFiles>>,
    fonts: Option<Res<GameFonts>>,
    sounds: Option<Res<SoundFiles>>,
    mut notice: ResMut<Notice>,
) {
    if (files.is_none() || fonts.is_none() || sounds.is_none()) && notice.0.is_none() {
        notice.0 = Some(
            "The pictures, sounds or font under assets/ could not all be loaded: fighters show \
             their letters, the game is silent, Japanese shows as boxes."
                .into(),
        );
    }
}
