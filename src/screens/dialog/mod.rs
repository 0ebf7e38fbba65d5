//! Dialogs over any screen: the battle's pause menu (Resume, Restart, Settings, Leave), the
//! Settings, and the questions asked before something that cannot be taken back (leaving a
//! battle that is not over, fighting it again, quitting). While one is up it has the keys
//! (`input::Actions` reads nothing for the screen behind) and the battle does not move.

mod draw;
pub mod keys;

use super::{Chosen, Screen};
use crate::data::settings::{AnimationSpeed, GameSpeed, Settings, Sound};
use crate::screens::sound::Cue;
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

    /// Opens `kind`, its default entry highlighted (the safe one for a question that leaves).
    pub fn open(&mut self, kind: Kind) {
        self.open = Some(kind);
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

/// The entries of `kind`, top to bottom.
pub fn entries(kind: Kind) -> &'static [Entry] {
    match kind {
        Kind::Pause => &[Entry::Resume, Entry::Restart, Entry::Settings, Entry::Leave],
        Kind::Settings { .. } => &[
            Entry::GameSpeed,
            Entry::Animations,
            Entry::MasterVolume,
            Entry::EffectsVolume,
            Entry::InterfaceVolume,
            Entry::Mute,
            Entry::Palette,
            Entry::Close,
        ],
        Kind::Leave => &[Entry::LeaveNow, Entry::Close],
        Kind::Restart => &[Entry::Restart, Entry::Close],
        Kind::Quit => &[Entry::QuitNow, Entry::Close],
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
    let list = entries(kind);
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
    if step != 0 && at.is_setting() {
        dialog.taken = Some((at, step));
    } else if actions.just(DialogAction::Confirm) {
        dialog.taken = Some((at, 1));
    } else if actions.just(DialogAction::Yes)
        && kind != Kind::Pause
        && !matches!(kind, Kind::Settings { .. })
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
            _ => close(world),
        },
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
        setting => change(world, setting, step),
    }
}

/// Moves a setting `step` values on (wrapping), keeps the settings, and gives the battle at hand
/// its new pace.
fn change(world: &mut World, entry: Entry, step: i32) {
    let mut settings = world.resource::<Settings>().clone();
    let turn = |at: usize, n: usize| (at as i32 + step).rem_euclid(n as i32) as usize;
    match entry {
        Entry::GameSpeed => {
            let n = GameSpeed::ALL.len();
            settings.game_speed = GameSpeed::from_index(turn(settings.game_speed.index(), n));
            world.write_message(Asked::Pace(settings.game_speed));
        }
        Entry::MasterVolume | Entry::EffectsVolume | Entry::InterfaceVolume => {
            let sound = &mut settings.sound;
            let (level, cue) = match entry {
                Entry::MasterVolume => (&mut sound.master, Cue::Confirm),
                Entry::EffectsVolume => (&mut sound.effects, Cue::Hit),
                _ => (&mut sound.interface, Cue::Select),
            };
            // From silent to loudest, not round: a step past either end stays there.
            *level = (i32::from(*level) + step).clamp(0, i32::from(Sound::STEPS)) as u8;
            // What it sounds like now.
            crate::screens::sound::cue(world, cue);
        }
        Entry::Mute => {
            settings.sound.muted = !settings.sound.muted;
        }
        Entry::Palette => {
            settings.colour_blind = !settings.colour_blind;
        }
        _ => {
            let all = AnimationSpeed::ALL;
            let at = all
                .iter()
                .position(|a| *a == settings.animations)
                .unwrap_or(0);
            settings.animations = all[turn(at, all.len())];
        }
    }
    if let Some(dir) = world.resource::<SettingsFile>().0.clone()
        && let Err(e) = settings.save(&dir)
    {
        warn!("the settings could not be kept in {}: {e}", dir.display());
    }
    world.insert_resource(settings);
}
