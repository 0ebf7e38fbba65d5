//! Quiet when idle: the window runs in winit's reactive mode and redraws only on input, on egui's
//! own repaint requests (hover, focus), or while something moves: the title's vortex (only while
//! the window has focus), a battle playing out, the die's flash, the pause after the end. A
//! battle waiting for the player's answer, or paused, draws nothing until the next input. The
//! screenshot command draws every frame, as it counts them.

use super::battle::ask::Asking;
use super::battle::{BattleView, LINGER};
use super::title::Swirl;
use super::{Launch, Screen};
use crate::rules::core::battle::Battle;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy::winit::WinitSettings;
use bevy_egui::egui;
use bevy_egui::{EguiInput, EguiPreUpdateSet};

/// Seconds the die flashes after it changes (see `battle::die`), and the Showdown's open flips
/// (`battle::showdown::open`): frames are drawn while it runs.
pub(crate) const DIE_FLASH: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    let screenshot = app
        .world()
        .get_resource::<Launch>()
        .is_some_and(|l| l.screenshot.is_some());
    app.insert_resource(if screenshot {
        WinitSettings::continuous()
    } else {
        // Reactive whether focused or not: a frame asked for is drawn even while another window
        // has the focus (a battle plays on behind it, a dialog opened by a key shows at once);
        // with nothing asked for, nothing is drawn either way.
        WinitSettings {
            focused_mode: bevy::winit::UpdateMode::reactive(std::time::Duration::from_secs(5)),
            unfocused_mode: bevy::winit::UpdateMode::reactive(std::time::Duration::from_secs(60)),
        }
    });
    app.add_systems(Last, keep_drawing_while_moving);
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Asks for the next frame while anything on screen moves or the battle plays on by itself.
fn keep_drawing_while_moving(
    screen: Res<State<Screen>>,
    window: Query<&Window, With<PrimaryWindow>>,
    swirls: Query<(), With<Swirl>>,
    battle: Option<Res<Battle>>,
    view: Res<BattleView>,
    asking: Asking,
    dialog: Res<super::dialog::Dialog>,
    effects: Res<super::battle::fx::Effects>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let focused = window.single().is_ok_and(|w| w.focused);
    let vortex = focused && !swirls.is_empty();
    let playing = *screen.get() == Screen::Battle
        && battle.is_some_and(|b| match b.outcome {
            Some(_) => view.over_for <= LINGER,
            None => !view.paused && !dialog.is_up() && (!asking.asks_player() || asking.answered()),
        });
    let rolling = view.roll_age < DIE_FLASH + super::battle::die::TUMBLE;
    let flashing = *screen.get() == Screen::Battle && (rolling || effects.playing());
    // The loading screen checks its files each frame.
    let loading = *screen.get() == Screen::Loading;
    if vortex || playing || flashing || loading {
        redraw.write(RequestRedraw);
    }
}

/// bevy_egui tells egui the modifier keys on every frame, and egui takes any input event as a
/// reason to draw again at once, which in reactive mode would be every frame: only a change of
/// the modifier keys is passed on.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}
