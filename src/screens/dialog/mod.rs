//! Dialogs over any screen: the battle's pause menu (Resume, Restart, Settings, Leave), the
//! Settings, and the questions asked before something that cannot be taken back (leaving a
//! battle that is not over, fighting it again, quitting). While one is up it has the keys
//! (`input::Actions` reads nothing for the screen behind) and the battle does not move.

mod binding;
mod change;
mod draw;
pub mod keys;
#[cfg(test)]
mod tests;

use super::{Chosen, Screen};
use crate::data::settings::{GameSpeed, Settings};
use crate::screens::keys::Context;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use keys::{DialogAction, DialogKeys};
use leafwing_input_manager::plugin::{InputManagerPlugin, InputManagerSystem};

/// The system that applies what a dialog took: the screens' keys run after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DialogSystems;

/// Which dialog is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The battle's pause menu.
    Pause,
    /// The settings; from the pause menu, closing them goes back to it.
    Settings {
        /// Opened from the pause menu.
        from_pause: bool,
    },
    /// "Leave the battle?" (it is not over).
    Leave,
    /// "Fight the battle again from the start?" (it is not over).
    Restart,
    /// "Quit Vortex Tactics?"
    Quit,
    /// The keys of each context, to bind; closing them goes back to the settings.
    Keys {
        /// The settings were opened from the pause menu.
        from_pause: bool,
    },
}

/// One entry of a dialog, as the keys and the pointer take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Close the pause menu; the battle goes on.
    Resume,
    /// Fight the battle again (from the pause menu, or confirmed).
    Restart,
    /// Open the settings.
    Settings,
    /// Leave the battle (asks first when it is not over).
    Leave,
    /// Leave, confirmed.
    LeaveNow,
    /// Quit, confirmed.
    QuitNow,
    /// Close the question (nothing happens) or the settings.
    Close,
    /// The pace new scenarios start at (and the battle's, from the pause menu).
    GameSpeed,
    /// The board's animation speed.
    Animations,
    /// The volume of every sound.
    MasterVolume,
    /// The volume of the game's events.
    EffectsVolume,
    /// The volume of the interface.
    InterfaceVolume,
    /// No sound at all.
    Mute,
    /// The teams' colour-blind-safe palette.
    Palette,
    /// A window, or the whole screen.
    ScreenMode,
    /// The window's size.
    WindowSize,
    /// The interface's scale.
    UiScale,
    /// The text's size.
    TextSize,
    /// The window's language.
    Language,
    /// Open the keys.
    Keys,
    /// The action of this row of the context shown (Enter waits for its new key).
    Binding(u8),
    /// Every action of the context shown back to its default keys.
    RestoreKeys,
}

impl Entry {
    /// Whether Left and Right change it (a setting).
    pub fn is_setting(self) -> bool {
        matches!(
            self,
            Entry::GameSpeed
                | Entry::Animations
                | Entry::MasterVolume
                | Entry::EffectsVolume
                | Entry::InterfaceVolume
                | Entry::Mute
                | Entry::Palette
                | Entry::ScreenMode
                | Entry::WindowSize
                | Entry::UiScale
                | Entry::TextSize
                | Entry::Language
        )
    }
}

/// The dialog up, if any, and its highlighted entry.
#[derive(Resource, Debug, Default)]
pub struct Dialog {
    open: Option<Kind>,
    /// The highlighted entry, an index into [`entries`].
    pub selected: usize,
    /// An entry taken (by a key or a click), applied in the next `apply`.
    taken: Option<(Entry, i32)>,
    /// The dialog had the keys this frame (it was up when they were read).
    had_keys: bool,
    /// The context the Keys dialog shows, an index into [`Context::ALL`].
    pub context: usize,
    /// The action (its id) whose new key the Keys dialog waits for.
    listening: Option<String>,
    /// The key pressed while it waited, bound in the next `apply`.
    captured: Option<KeyCode>,
    /// What the last binding did, and whether it was refused.
    pub notice: Option<(String, bool)>,
}

impl Dialog {
    /// Whether a dialog has the keys: one is up, or one was up when this frame's keys were read.
    pub fn is_up(&self) -> bool {
        self.open.is_some() || self.had_keys
    }

    /// The dialog up.
    pub fn kind(&self) -> Option<Kind> {
        self.open
    }

    /// The context the Keys dialog shows.
    pub fn context(&self) -> Context {
        Context::ALL[self.context % Context::ALL.len()]
    }

    /// Whether the Keys dialog waits for a key (no other key acts then).
    pub fn listening(&self) -> bool {
        self.listening.is_some()
    }

    /// The action whose key the Keys dialog waits for.
    pub fn listening_for(&self) -> Option<&str> {
        self.listening.as_deref()
    }

    /// Opens `kind`, its default entry highlighted (the safe one for a question that leaves).
    pub fn open(&mut self, kind: Kind) {
        self.open = Some(kind);
        self.listening = None;
        self.notice = None;
        self.selected = match kind {
            Kind::Leave => 1,
            _ => 0,
        };
    }

    /// Takes `entry` (a click), applied before the next frame's screens.
    pub fn take(&mut self, entry: Entry, step: i32) {
        self.taken = Some((entry, step));
    }
}

/// The settings' entries, top to bottom.
pub const SETTINGS: [Entry; 14] = [
    Entry::GameSpeed,
    Entry::Animations,
    Entry::MasterVolume,
    Entry::EffectsVolume,
    Entry::InterfaceVolume,
    Entry::Mute,
    Entry::ScreenMode,
    Entry::WindowSize,
    Entry::UiScale,
    Entry::TextSize,
    Entry::Palette,
    Entry::Language,
    Entry::Keys,
    Entry::Close,
];

/// The entries of `kind` (for the keys, of `context`), top to bottom.
pub fn entries(kind: Kind, context: Context) -> Vec<Entry> {
    match kind {
        Kind::Pause => vec![Entry::Resume, Entry::Restart, Entry::Settings, Entry::Leave],
        Kind::Settings { .. } => SETTINGS.to_vec(),
        Kind::Keys { .. } => {
            let rows = context.rows().len() as u8;
            (0..rows)
                .map(Entry::Binding)
                .chain([Entry::RestoreKeys, Entry::Close])
                .collect()
        }
        Kind::Leave => vec![Entry::LeaveNow, Entry::Close],
        Kind::Restart => vec![Entry::Restart, Entry::Close],
        Kind::Quit => vec![Entry::QuitNow, Entry::Close],
    }
}

/// What a dialog asks of the screen behind it (the battle follows these).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Fight the battle again from the start.
    Restart,
    /// The battle at hand takes this pace.
    Pace(GameSpeed),
}

/// Where the settings are kept (none in a screenshot run or without a data folder).
#[derive(Resource, Clone, Debug, Default)]
pub struct SettingsFile(pub Option<std::path::PathBuf>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dialog>();
    app.init_resource::<Settings>();
    app.init_resource::<SettingsFile>();
    app.add_message::<Asked>();
    app.add_plugins(InputManagerPlugin::<DialogAction>::default());
    app.add_systems(Startup, |mut commands: Commands| {
        commands.spawn((Name::new("keys: dialog"), keys::dialog_keys()));
    });
    app.add_systems(PreUpdate, read_keys.after(InputManagerSystem::Update));
    app.add_systems(Update, apply.in_set(DialogSystems));
    app.add_systems(EguiPrimaryContextPass, draw::draw);
}

/// Keeps the settings in their file at once, atomically (nowhere in a screenshot run).
pub fn keep_settings(settings: &Settings, file: &SettingsFile) {
    if let Some(dir) = &file.0
        && let Err(e) = settings.save(dir)
    {
        warn!("the settings could not be kept in {}: {e}", dir.display());
    }
}

/// The dialog's keys, read before any screen's (`pub` for the tests that drive them): the arrows move the highlight (left and right
/// change a setting), Enter takes it, Esc closes, Y answers a question with yes. While a dialog
/// is up, the keys reach nothing behind it.
pub fn read_keys(
    actions: DialogKeys,
    mut dialog: ResMut<Dialog>,
    mut keyboard: ResMut<ButtonInput<KeyCode>>,
) {
    dialog.had_keys = dialog.open.is_some();
    let Some(kind) = dialog.open else {
        return;
    };
    if dialog.listening.is_some() {
        // The Keys dialog waits for a key: the first one pressed (a modifier waits on), every
        // other key ignored; Esc gives up.
        if let Some(key) = binding::pressed(&keyboard) {
            if key == KeyCode::Escape {
                dialog.listening = None;
                dialog.notice = Some((crate::data::lang::t("Not changed.").into(), false));
            } else {
                dialog.captured = Some(key);
            }
        }
        keyboard.reset_all();
        return;
    }
    let list = entries(kind, dialog.context());
    let n = list.len();
    if actions.just(DialogAction::Down) {
        dialog.selected = (dialog.selected + 1) % n;
    }
    if actions.just(DialogAction::Up) {
        dialog.selected = (dialog.selected + n - 1) % n;
    }
    let at = list[dialog.selected.min(n - 1)];
    let step =
        i32::from(actions.just(DialogAction::Right)) - i32::from(actions.just(DialogAction::Left));
    if step != 0 && matches!(kind, Kind::Keys { .. }) {
        // Left and Right go through the contexts.
        let all = Context::ALL.len() as i32;
        dialog.context = (dialog.context as i32 + step).rem_euclid(all) as usize;
        dialog.selected = 0;
        dialog.notice = None;
    } else if actions.just(DialogAction::Clear) && matches!(at, Entry::Binding(_)) {
        dialog.taken = Some((at, 0));
    } else if step != 0 && at.is_setting() {
        dialog.taken = Some((at, step));
    } else if actions.just(DialogAction::Confirm) {
        dialog.taken = Some((at, 1));
    } else if actions.just(DialogAction::Yes)
        && kind != Kind::Pause
        && !matches!(kind, Kind::Settings { .. } | Kind::Keys { .. })
    {
        dialog.taken = Some((list[0], 1));
    } else if actions.just(DialogAction::Back) {
        dialog.taken = Some((
            if kind == Kind::Pause {
                Entry::Resume
            } else {
                Entry::Close
            },
            1,
        ));
    }
    // The keys the dialog read reach no screen behind it (systems that read the keyboard
    // directly, a question's digits among them).
    keyboard.reset_all();
}

/// Applies the entry taken: closes, opens the next dialog, restarts or leaves the battle, quits,
/// or changes a setting (kept at once, atomically).
pub fn apply(world: &mut World) {
    if let Some(key) = world.resource_mut::<Dialog>().captured.take() {
        binding::bind(world, key);
        return;
    }
    let Some((entry, step)) = world.resource_mut::<Dialog>().taken.take() else {
        return;
    };
    let kind = world.resource::<Dialog>().open;
    let over = world
        .get_resource::<crate::rules::core::battle::Battle>()
        .is_none_or(|b| b.outcome.is_some());
    let close = |world: &mut World| world.resource_mut::<Dialog>().open = None;
    match entry {
        Entry::Resume => close(world),
        Entry::Close => match kind {
            Some(Kind::Settings { from_pause: true }) => {
                world.resource_mut::<Dialog>().open(Kind::Pause);
                world.resource_mut::<Dialog>().selected = 2;
            }
            Some(Kind::Keys { from_pause }) => {
                let mut dialog = world.resource_mut::<Dialog>();
                dialog.open(Kind::Settings { from_pause });
                dialog.selected = SETTINGS.iter().position(|e| *e == Entry::Keys).unwrap_or(0);
            }
            _ => close(world),
        },
        Entry::Keys => {
            let from_pause = matches!(kind, Some(Kind::Settings { from_pause: true }));
            world
                .resource_mut::<Dialog>()
                .open(Kind::Keys { from_pause });
        }
        Entry::Binding(row) => binding::take(world, row, step),
        Entry::RestoreKeys => binding::restore_all(world),
        Entry::Restart => {
            close(world);
            world.write_message(Asked::Restart);
        }
        Entry::Settings => {
            let from_pause = kind == Some(Kind::Pause);
            world
                .resource_mut::<Dialog>()
                .open(Kind::Settings { from_pause });
        }
        Entry::Leave if !over => world.resource_mut::<Dialog>().open(Kind::Leave),
        Entry::Leave | Entry::LeaveNow => {
            close(world);
            let back = world
                .get_resource::<Chosen>()
                .map_or(Screen::Select, Chosen::back);
            world.resource_mut::<NextState<Screen>>().set(back);
        }
        Entry::QuitNow => {
            close(world);
            world.write_message(AppExit::Success);
        }
        // What is left are the settings (`Entry::is_setting`).
        setting => change::change(world, setting, step),
    }
}
