//! The input-action layer: each screen's keys are actions of its own, bound in one input map per
//! screen (leafwing-input-manager), so a key is a binding rather than a branch and rebinding is
//! a screen of its own; and an open dialog (the pause menu, Settings, "Leave the battle?") takes
//! the keys while it is up (it has a layer of its own, `dialog::keys`), so nothing behind it
//! moves.

use super::Screen;
use super::dialog::{Dialog, Kind};
use super::keys::{Bindable, BuilderAction, PrepAction, QuestionAction};
use crate::data::settings::Settings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet, egui};
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;

pub use super::keys::{BattleAction, ListAction, MapAction, ResultAction, TitleAction};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        InputManagerPlugin::<TitleAction>::default(),
        InputManagerPlugin::<ListAction>::default(),
        InputManagerPlugin::<BattleAction>::default(),
        InputManagerPlugin::<ResultAction>::default(),
        InputManagerPlugin::<MapAction>::default(),
    ));
    app.add_systems(OnEnter(Screen::Title), layer::<TitleAction>(Screen::Title));
    app.add_systems(OnEnter(Screen::Select), layer::<ListAction>(Screen::Select));
    app.add_systems(
        OnEnter(Screen::Credits),
        layer::<ListAction>(Screen::Credits),
    );
    app.add_systems(
        OnEnter(Screen::Replays),
        layer::<ListAction>(Screen::Replays),
    );
    app.add_systems(
        OnEnter(Screen::Prepare),
        layer::<PrepAction>(Screen::Prepare),
    );
    app.add_systems(
        OnEnter(Screen::Build),
        layer::<BuilderAction>(Screen::Build),
    );
    app.add_systems(
        OnEnter(Screen::Decks),
        layer::<BuilderAction>(Screen::Decks),
    );
    app.add_systems(
        Update,
        moved_in_a_list.run_if(resource_exists::<Messages<super::sound::PlayCue>>),
    );
    app.add_systems(
        OnEnter(Screen::Campaign),
        layer::<ListAction>(Screen::Campaign),
    );
    app.add_systems(
        OnEnter(Screen::Battle),
        (
            layer::<BattleAction>(Screen::Battle),
            layer::<MapAction>(Screen::Battle),
            layer::<QuestionAction>(Screen::Battle),
        ),
    );
    app.add_systems(
        OnEnter(Screen::Result),
        layer::<ResultAction>(Screen::Result),
    );
    app.init_resource::<PopupOpen>();
    app.add_systems(Last, note_popups);
    app.add_systems(
        PreUpdate,
        (keep_taps, leave_esc_to_egui)
            .chain()
            .after(bevy::input::InputSystems)
            .after(EguiPreUpdateSet::ProcessInput)
            .before(InputManagerSystem::Unify)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// What egui has open that Esc closes before anything else: a popup (a menu of the prompt bar,
/// a drop-down; egui closes it on Esc) or a tooltip (closed as if the pointer had left the
/// window, until it moves again).
#[derive(Resource, Debug, Default)]
pub struct PopupOpen {
    /// A popup is open.
    pub popup: bool,
    /// A tooltip was shown in the last frame.
    pub tooltip: bool,
    /// A dialog was up in the last frame.
    dialog: bool,
}

/// Esc closes what egui has open first, and no screen sees it then (systems that read the
/// keyboard directly included); a tooltip is closed by telling egui the pointer is gone, as it
/// is when a dialog opens. Runs once egui has the frame's input, before its frame begins.
fn leave_esc_to_egui(
    mut open: ResMut<PopupOpen>,
    dialog: Res<Dialog>,
    mut keyboard: ResMut<ButtonInput<KeyCode>>,
    mut inputs: Query<&mut EguiInput>,
) {
    let mut gone = false;
    // While a dialog is up, Esc is the dialog's (egui counts its modal as a popup).
    if keyboard.just_pressed(KeyCode::Escape) && !dialog.is_up() && (open.popup || open.tooltip) {
        keyboard.reset(KeyCode::Escape);
        gone = open.tooltip && !open.popup;
    }
    if dialog.is_up() && !open.dialog {
        gone = true;
    }
    open.dialog = dialog.is_up();
    if gone {
        open.tooltip = false;
        for mut input in &mut inputs {
            input.0.events.push(egui::Event::PointerGone);
        }
    }
}

/// Keeps a tap that was pressed and released within one frame (the window sleeps until input
/// comes, and both may come together) pressed for that frame, released in the next: the input
/// maps read whether a key is down, and would miss it.
fn keep_taps(
    mut keyboard: ResMut<ButtonInput<KeyCode>>,
    mut tapped: Local<Vec<KeyCode>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for key in tapped.drain(..) {
        if keyboard.pressed(key) && !keyboard.just_pressed(key) {
            keyboard.release(key);
        }
    }
    let taps: Vec<KeyCode> = keyboard
        .get_just_pressed()
        .filter(|k| !keyboard.pressed(**k))
        .copied()
        .collect();
    for key in taps {
        keyboard.press(key);
        keyboard.clear_just_released(key);
        tapped.push(key);
    }
    if !tapped.is_empty() {
        // The next frame comes at once, to let the tap go.
        redraw.write(RequestRedraw);
    }
}

/// Once the frame's windows are drawn: notes whether a popup or a tooltip is open.
fn note_popups(mut contexts: EguiContexts, mut open: ResMut<PopupOpen>) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let popup = egui::Popup::is_any_open(ctx);
    let tooltip = egui::Tooltip::seconds_since_last_tooltip(ctx) <= 0.0;
    if open.popup != popup || open.tooltip != tooltip {
        open.popup = popup;
        open.tooltip = tooltip;
    }
}

/// A system that gives `screen` its key layer of `A` (the settings' keys), scoped to it.
fn layer<A: Bindable>(
    screen: Screen,
) -> impl FnMut(Commands, Query<(), With<InputMap<A>>>, Res<Settings>) {
    move |mut commands: Commands,
          existing: Query<(), With<InputMap<A>>>,
          settings: Res<Settings>| {
        // A screen entered again (a battle restarted) keeps the layer it has.
        if existing.is_empty() {
            commands.spawn((
                Name::new("keys"),
                super::keys::input_map::<A>(&settings),
                DespawnOnExit(screen),
            ));
        }
    }
}

/// A screen's actions as its systems read them: nothing is pressed while a dialog is up (the
/// dialog reads its own), or when the screen has no layer (a headless test that gives it none).
/// A screen opens its dialogs through it. It only reads the dialog, so a system may read the
/// actions of several contexts.
#[derive(SystemParam)]
pub struct Actions<'w, 's, A: Actionlike> {
    layers: Query<'w, 's, &'static ActionState<A>>,
    dialog: Option<Res<'w, Dialog>>,
    commands: Commands<'w, 's>,
}

impl<A: Actionlike> Actions<'_, '_, A> {
    /// Whether a dialog has the keys.
    pub fn blocked(&self) -> bool {
        self.dialog.as_ref().is_some_and(|d| d.is_up())
    }

    /// Opens the dialog `kind` over the screen (once the system is done: it has the keys from
    /// the next frame on).
    pub fn open(&mut self, kind: Kind) {
        self.commands.queue(move |world: &mut World| {
            if let Some(mut dialog) = world.get_resource_mut::<Dialog>() {
                dialog.open(kind);
            }
        });
    }

    /// `action` was pressed this frame.
    pub fn just(&self, action: A) -> bool {
        !self.blocked() && self.layers.iter().any(|s| s.just_pressed(&action))
    }

    /// `action` is held down.
    pub fn held(&self, action: A) -> bool {
        !self.blocked() && self.layers.iter().any(|s| s.pressed(&action))
    }
}

impl Actions<'_, '_, QuestionAction> {
    /// The option whose number was pressed this frame (0 is the first), if any.
    pub fn picked(&self) -> Option<usize> {
        (0u8..9)
            .find(|i| self.just(QuestionAction::Pick(*i)))
            .map(usize::from)
    }
}

/// A row moved to in a list (the scenarios, the campaign, the replays, the credits) sounds a
/// select; one played, a confirm.
fn moved_in_a_list(
    lists: Query<&ActionState<ListAction>>,
    mut cues: MessageWriter<super::sound::PlayCue>,
) {
    for keys in &lists {
        if [ListAction::Up, ListAction::Down, ListAction::Next]
            .iter()
            .any(|a| keys.just_pressed(a))
        {
            cues.write(super::sound::PlayCue(super::sound::Cue::Select));
        }
        if keys.just_pressed(&ListAction::Play) {
            cues.write(super::sound::PlayCue(super::sound::Cue::Confirm));
        }
    }
}
