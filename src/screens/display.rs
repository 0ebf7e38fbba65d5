//! The display settings applied to the window: its mode (a window, borderless or exclusive full
//! screen) and size, the interface's scale (egui's zoom), the text's size and the language; and
//! the global full-screen key, which switches and keeps the mode.

use super::dialog::{Dialog, SettingsFile, keep_settings};
use super::keys::GlobalAction;
use super::style;
use crate::data::settings::{Display, ScreenMode, Settings};
use bevy::prelude::*;
use bevy::window::{
    MonitorSelection, PrimaryWindow, RequestRedraw, VideoModeSelection, WindowMode,
};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, full_screen_key);
    app.add_systems(
        PreUpdate,
        learn_names.run_if(resource_exists_and_changed::<crate::data::Catalog>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        apply.run_if(resource_exists_and_changed::<Settings>),
    );
}

/// The window mode of `mode`, on the monitor the window is on.
pub fn window_mode(mode: ScreenMode) -> WindowMode {
    match mode {
        ScreenMode::Window => WindowMode::Windowed,
        ScreenMode::Borderless => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        ScreenMode::Fullscreen => {
            WindowMode::Fullscreen(MonitorSelection::Current, VideoModeSelection::Current)
        }
    }
}

/// Gives the window, egui and the text what the settings hold: the mode always, the size when
/// it changed (a window the player resized by hand keeps its size otherwise).
fn apply(
    settings: Res<Settings>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut contexts: EguiContexts,
    mut last: Local<Option<Display>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // The language is spoken from the next frame on (every screen redraws).
    if crate::data::lang::current() != settings.language {
        crate::data::lang::set(settings.language);
        if let Ok(ctx) = contexts.ctx_mut() {
            ctx.request_repaint();
        }
        redraw.write(RequestRedraw);
    }
    let display = settings.display;
    if *last == Some(display) {
        return;
    }
    if let Ok(mut window) = windows.single_mut() {
        let mode = window_mode(display.mode);
        if window.mode != mode {
            window.mode = mode;
        }
        let (w, h) = display.window_size();
        let resized = last.is_none_or(|l| l.size != display.size);
        if display.mode == ScreenMode::Window && resized {
            window.resolution.set(w as f32, h as f32);
        }
    }
    style::set_text_percent(display.text_percent());
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.set_zoom_factor(display.ui_factor());
        // Every text is laid out again at its new size.
        ctx.request_repaint();
    }
    *last = Some(display);
    redraw.write(RequestRedraw);
}

/// The full-screen key (F11 by default) switches between a window and the full screen last
/// chosen (borderless unless exclusive was), and keeps it; not while a key is being bound.
fn full_screen_key(
    keys: Query<&ActionState<GlobalAction>>,
    dialog: Res<Dialog>,
    mut settings: ResMut<Settings>,
    file: Res<SettingsFile>,
    mut full: Local<Option<ScreenMode>>,
) {
    if dialog.listening()
        || !keys
            .iter()
            .any(|k| k.just_pressed(&GlobalAction::Fullscreen))
    {
        return;
    }
    let mode = settings.display.mode;
    settings.display.mode = match mode {
        ScreenMode::Window => full.unwrap_or(ScreenMode::Borderless),
        other => {
            *full = Some(other);
            ScreenMode::Window
        }
    };
    keep_settings(&settings, &file);
}

/// The content's Japanese names, learnt again whenever the content is read or reloaded.
fn learn_names(catalog: Res<crate::data::Catalog>) {
    crate::data::lang::content::learn(&catalog);
}
