//! The input-action layer: each screen's keys are actions of its own, bound in one input map per
//! screen (leafwing-input-manager), so a key is a binding rather than a branch and rebinding is
//! a screen of its own; and an open dialog (the pause menu, Settings, "Leave the battle?") takes
//! the keys while it is up (it has a layer of its own, `dialog::keys`), so nothing behind it
//! moves.

use super::Screen;
use super::dialog::{Dialog, Kind};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet, egui};
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;

/// The title screen's actions.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum TitleAction {
    /// Open the campaign.
    Campaign,
    /// Open the rule systems' scenario list.
    Systems,
    /// Open the replays.
    Replays,
    /// Open the settings.
    Settings,
    /// Open the credits.
    Credits,
    /// Ask to quit the game.
    Quit,
}

/// The actions of a list of scenarios (the rule systems' list, the campaign).
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum ListAction {
    /// The row above.
    Up,
    /// The row below.
    Down,
    /// Play the highlighted row.
    Play,
    /// Pick the row of this number (0 is the first; the key 0 is the tenth).
    Pick(u8),
    /// The next group of the list (the next campaign).
    Next,
    /// Back to the title.
    Back,
}

/// The battle screen's actions (a question's own answers are keyed by the question's screen).
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum BattleAction {
    /// Close what is open, else open the pause menu.
    Menu,
    /// Ask to fight the battle again with its seed.
    Restart,
    /// The next pace (1×, 2×, 4×).
    Speed,
    /// Stop or go on.
    Pause,
    /// One step, while stopped.
    Step,
    /// The look-over of both sides.
    Look,
    /// Plans answer for the player, or stop answering.
    Auto,
    /// Plans play to the end, no pacing.
    Skip,
    /// On to the result screen, once the battle is over.
    Onward,
    /// Held: the battle moves three steps a frame.
    Faster,
    /// Hand the fighter asked to its plans, or take every fighter back.
    Hand,
}

/// The actions of a battle's map (the Skirmish's, the Vortex's) besides its cursor: the arrows
/// move the cursor and Enter acts on its square, read with the square under it.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum MapAction {
    /// Take the last move back (while nothing was revealed since).
    TakeBack,
    /// Wait: the turn comes again later in the round.
    Wait,
    /// End the turn.
    EndTurn,
    /// The next card of the hand to play with (the Skirmish's cooperation and checks).
    NextCard,
    /// The next mode (move, or an attack with a weapon or technique).
    NextMode,
}

/// The result screen's actions.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum ResultAction {
    /// Fight the scenario again with its seed.
    Again,
    /// Play the next scenario.
    Next,
    /// The screen's first button: the next scenario after a win, else fight again (or the
    /// tournament's next match).
    Onward,
    /// Back to the list or the campaign.
    Back,
    /// Change the Arena contender that lost.
    Edit,
}

/// The title's default keys.
pub fn title_keys() -> InputMap<TitleAction> {
    use KeyCode as K;
    use TitleAction as A;
    InputMap::new([
        (A::Campaign, K::Enter),
        (A::Campaign, K::Space),
        (A::Campaign, K::KeyC),
        (A::Systems, K::KeyS),
        (A::Systems, K::KeyP),
        (A::Replays, K::KeyR),
        (A::Settings, K::KeyO),
        (A::Credits, K::KeyI),
        (A::Quit, K::Escape),
        (A::Quit, K::KeyQ),
    ])
}

/// A list's default keys.
pub fn list_keys() -> InputMap<ListAction> {
    use KeyCode as K;
    use ListAction as A;
    let mut map = InputMap::new([
        (A::Up, K::ArrowUp),
        (A::Up, K::KeyW),
        (A::Down, K::ArrowDown),
        (A::Down, K::KeyS),
        (A::Play, K::Enter),
        (A::Play, K::Space),
        (A::Back, K::Escape),
        (A::Next, K::Tab),
        (A::Pick(9), K::Digit0),
    ]);
    for (i, k) in (0u8..).zip(super::style::DIGITS) {
        map.insert(A::Pick(i), k);
    }
    map
}

/// The result screen's default keys.
pub fn result_keys() -> InputMap<ResultAction> {
    use KeyCode as K;
    use ResultAction as A;
    InputMap::new([
        (A::Again, K::KeyR),
        (A::Next, K::KeyN),
        (A::Onward, K::Enter),
        (A::Onward, K::Space),
        (A::Back, K::Escape),
        (A::Back, K::KeyL),
        (A::Edit, K::KeyB),
    ])
}

/// A battle map's default keys.
pub fn map_keys() -> InputMap<MapAction> {
    use KeyCode as K;
    use MapAction as A;
    InputMap::new([
        (A::TakeBack, K::KeyZ),
        (A::Wait, K::KeyW),
        (A::EndTurn, K::KeyX),
        (A::NextCard, K::KeyC),
        (A::NextMode, K::Tab),
    ])
}

/// The battle's default keys.
pub fn battle_keys() -> InputMap<BattleAction> {
    use BattleAction as A;
    use KeyCode as K;
    InputMap::new([
        (A::Menu, K::Escape),
        (A::Restart, K::KeyR),
        (A::Speed, K::KeyF),
        (A::Pause, K::KeyP),
        (A::Step, K::KeyN),
        (A::Look, K::KeyL),
        (A::Auto, K::KeyA),
        (A::Skip, K::KeyE),
        (A::Skip, K::End),
        (A::Onward, K::Enter),
        (A::Onward, K::Space),
        (A::Faster, K::Space),
        (A::Hand, K::KeyH),
    ])
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        InputManagerPlugin::<TitleAction>::default(),
        InputManagerPlugin::<ListAction>::default(),
        InputManagerPlugin::<BattleAction>::default(),
        InputManagerPlugin::<ResultAction>::default(),
        InputManagerPlugin::<MapAction>::default(),
    ));
    app.add_systems(OnEnter(Screen::Title), layer(Screen::Title, title_keys));
    app.add_systems(OnEnter(Screen::Select), layer(Screen::Select, list_keys));
    app.add_systems(OnEnter(Screen::Credits), layer(Screen::Credits, list_keys));
    app.add_systems(
        Update,
        moved_in_a_list.run_if(resource_exists::<Messages<super::sound::PlayCue>>),
    );
    app.add_systems(
        OnEnter(Screen::Campaign),
        layer(Screen::Campaign, list_keys),
    );
    app.add_systems(
        OnEnter(Screen::Battle),
        (
            layer(Screen::Battle, battle_keys),
            layer(Screen::Battle, map_keys),
        ),
    );
    app.add_systems(OnEnter(Screen::Result), layer(Screen::Result, result_keys));
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

/// A system that gives `screen` its key layer (`keys`'s bindings), scoped to it.
fn layer<A: Actionlike>(
    screen: Screen,
    keys: fn() -> InputMap<A>,
) -> impl FnMut(Commands, Query<(), With<InputMap<A>>>) {
    move |mut commands: Commands, existing: Query<(), With<InputMap<A>>>| {
        // A screen entered again (a battle restarted) keeps the layer it has.
        if existing.is_empty() {
            commands.spawn((Name::new("keys"), keys(), DespawnOnExit(screen)));
        }
    }
}

/// A screen's actions as its systems read them: nothing is pressed while a dialog is up (the
/// dialog reads its own), or when the screen has no layer (a headless test that gives it none).
/// A screen opens its dialogs through it.
#[derive(SystemParam)]
pub struct Actions<'w, 's, A: Actionlike> {
    layers: Query<'w, 's, &'static ActionState<A>>,
    dialog: Option<ResMut<'w, Dialog>>,
}

impl<A: Actionlike> Actions<'_, '_, A> {
    /// Whether a dialog has the keys.
    pub fn blocked(&self) -> bool {
        self.dialog.as_ref().is_some_and(|d| d.is_up())
    }

    /// Opens the dialog `kind` over the screen.
    pub fn open(&mut self, kind: Kind) {
        if let Some(dialog) = self.dialog.as_mut() {
            dialog.open(kind);
        }
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
