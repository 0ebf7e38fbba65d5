//! The dialogs' own key layer: the arrows, Enter, Esc, Y and Backspace, read only while a dialog
//! is up. These keys are fixed, so that the settings, where keys are bound, can always be
//! reached and left.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

/// The actions of an open dialog: the pause menu, Settings, a question before something that
/// cannot be taken back.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum DialogAction {
    /// The entry above.
    Up,
    /// The entry below.
    Down,
    /// The highlighted setting's value before this one.
    Left,
    /// The highlighted setting's value after this one.
    Right,
    /// Take the highlighted entry.
    Confirm,
    /// Close the dialog (the same as its "Resume" or "No").
    Back,
    /// Answer a yes-or-no question with yes (its key, shown on its button).
    Yes,
    /// The highlighted key binding back to its defaults.
    Clear,
}

/// A dialog's default keys.
pub fn dialog_keys() -> InputMap<DialogAction> {
    use DialogAction as A;
    use KeyCode as K;
    InputMap::new([
        (A::Up, K::ArrowUp),
        (A::Up, K::KeyW),
        (A::Down, K::ArrowDown),
        (A::Down, K::KeyS),
        (A::Left, K::ArrowLeft),
        (A::Left, K::KeyA),
        (A::Right, K::ArrowRight),
        (A::Right, K::KeyD),
        (A::Confirm, K::Enter),
        (A::Confirm, K::Space),
        (A::Back, K::Escape),
        (A::Yes, K::KeyY),
        (A::Clear, K::Backspace),
        (A::Clear, K::Delete),
    ])
}

/// A dialog's actions: read only while a dialog is up.
#[derive(SystemParam)]
pub struct DialogKeys<'w, 's> {
    layers: Query<'w, 's, &'static ActionState<DialogAction>>,
}

impl DialogKeys<'_, '_> {
    /// `action` was pressed this frame.
    pub fn just(&self, action: DialogAction) -> bool {
        self.layers.iter().any(|s| s.just_pressed(&action))
    }
}
