//! The player's settings (`settings.ron` in the data folder): the pace a battle starts at, the
//! speed of the board's animations and the sound's volumes. Written atomically; a file that cannot be read is
//! reported, set aside, and the defaults are used.

use super::problem::Problem;
use super::saves::{read_saved, write_saved};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The file the settings are kept in, inside the data folder.
pub const SETTINGS_FILE: &str = "settings.ron";

/// The pace of a battle: how long the window dwells on each thing that happens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameSpeed {
    /// The pace to follow a battle by (the default).
    #[default]
    X1,
    /// Twice as fast.
    X2,
    /// Four times as fast.
    X4,
}

impl GameSpeed {
    /// Every pace, slowest first.
    pub const ALL: [GameSpeed; 3] = [GameSpeed::X1, GameSpeed::X2, GameSpeed::X4];

    /// Its place in [`GameSpeed::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The pace at `index` of [`GameSpeed::ALL`] (the fastest past its end).
    pub fn from_index(index: usize) -> GameSpeed {
        Self::ALL[index.min(Self::ALL.len() - 1)]
    }

    /// What the window calls it.
    pub fn label(self) -> &'static str {
        ["1×", "2×", "4×"][self.index()]
    }
}

/// How fast the board's animations play: numbers floating from a hit, a card turning over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// As drawn (the default).
    #[default]
    X1,
    /// Twice as fast.
    X2,
    /// Four times as fast.
    X4,
    /// Not played at all: the board shows the outcome at once.
    Instant,
}

impl AnimationSpeed {
    /// Every speed, slowest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::X1,
        AnimationSpeed::X2,
        AnimationSpeed::X4,
        AnimationSpeed::Instant,
    ];

    /// How many times faster than drawn; `None` when not played.
    pub fn factor(self) -> Option<f32> {
        match self {
            AnimationSpeed::X1 => Some(1.0),
            AnimationSpeed::X2 => Some(2.0),
            AnimationSpeed::X4 => Some(4.0),
            AnimationSpeed::Instant => None,
        }
    }

    /// How long an animation drawn to last `seconds` lasts at this speed (0 when instant).
    pub fn seconds(self, seconds: f32) -> f32 {
        self.factor().map_or(0.0, |f| seconds / f)
    }

    /// What the window calls it.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::X1 => "1×",
            AnimationSpeed::X2 => "2×",
            AnimationSpeed::X4 => "4×",
            AnimationSpeed::Instant => "instant",
        }
    }
}

/// The player's settings.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The pace every new scenario starts at (F changes the battle at hand).
    #[serde(default)]
    pub game_speed: GameSpeed,
    /// The speed of the board's animations.
    #[serde(default)]
    pub animations: AnimationSpeed,
    /// The sound's volumes and mute.
    #[serde(default)]
    pub sound: Sound,
    /// The teams' colours: told apart by hue for most eyes, or by a colour-blind-safe palette.
    #[serde(default)]
    pub colour_blind: bool,
    /// The window's language (the rules' log stays English).
    #[serde(default)]
    pub language: super::lang::Lang,
    /// The window: its mode and size, the interface's scale and the text's size.
    #[serde(default)]
    pub display: Display,
    /// The player's own keys: by context (`battle`), by action (`Restart`), the keys' names
    /// (`["KeyT"]`); an action not named keeps its default keys.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub keys: BTreeMap<String, BTreeMap<String, Vec<String>>>,
}

/// The sound's volumes, in steps of 0 (silent) to [`Sound::STEPS`], and mute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Sound {
    /// Every sound.
    pub master: u8,
    /// The game's events: dice, cards, hits, heals, victory.
    pub effects: u8,
    /// The interface: select, confirm, refuse.
    pub interface: u8,
    /// No sound at all, whatever the volumes.
    pub muted: bool,
}

impl Default for Sound {
    fn default() -> Self {
        Sound {
            master: 8,
            effects: 10,
            interface: 7,
            muted: false,
        }
    }
}

impl Sound {
    /// The loudest step.
    pub const STEPS: u8 = 10;

    /// The linear volume of a sound of the effects (`interface: false`) or the interface: the
    /// master's share times the channel's, 0 when muted.
    pub fn volume(&self, interface: bool) -> f32 {
        if self.muted {
            return 0.0;
        }
        let channel = if interface {
            self.interface
        } else {
            self.effects
        };
        let share = |v: u8| f32::from(v.min(Self::STEPS)) / f32::from(Self::STEPS);
        share(self.master) * share(channel)
    }
}

/// How the window shows the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScreenMode {
    /// A window of [`Display::size`] (the default).
    #[default]
    Window,
    /// The whole screen, as a window without borders (quick to switch in and out of).
    Borderless,
    /// The whole screen, the monitor's own mode.
    Fullscreen,
}

impl ScreenMode {
    /// Every mode, in the order Left and Right go through them.
    pub const ALL: [ScreenMode; 3] = [
        ScreenMode::Window,
        ScreenMode::Borderless,
        ScreenMode::Fullscreen,
    ];

    /// What the window calls it.
    pub fn label(self) -> &'static str {
        match self {
            ScreenMode::Window => "window",
            ScreenMode::Borderless => "borderless full screen",
            ScreenMode::Fullscreen => "full screen",
        }
    }
}

/// The window's mode and size, and the sizes of the interface and its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Display {
    /// A window, or the whole screen.
    pub mode: ScreenMode,
    /// The window's size in logical pixels, width and height (in a window).
    pub size: (u32, u32),
    /// The interface's scale, in per cent: everything drawn, text and boxes alike.
    pub ui_scale: u32,
    /// The text's size, in per cent, on top of the interface's scale.
    pub text_size: u32,
}

impl Default for Display {
    fn default() -> Self {
        Display {
            mode: ScreenMode::Window,
            size: (1280, 720),
            ui_scale: 100,
            text_size: 100,
        }
    }
}

impl Display {
    /// The window sizes offered, smallest first.
    pub const SIZES: [(u32, u32); 6] = [
        (1024, 576),
        (1280, 720),
        (1366, 768),
        (1600, 900),
        (1920, 1080),
        (2560, 1440),
    ];
    /// The interface scales offered, in per cent.
    pub const UI_SCALES: [u32; 8] = [75, 90, 100, 110, 125, 150, 175, 200];
    /// The text sizes offered, in per cent.
    pub const TEXT_SIZES: [u32; 5] = [85, 100, 115, 130, 150];

    /// The interface's scale as a factor, kept between the smallest and largest offered (a
    /// settings file written by hand may hold anything).
    pub fn ui_factor(&self) -> f32 {
        self.ui_scale.clamp(Self::UI_SCALES[0], Self::UI_SCALES[7]) as f32 / 100.0
    }

    /// The text's size in per cent, kept between the smallest and largest offered.
    pub fn text_percent(&self) -> u32 {
        self.text_size
            .clamp(Self::TEXT_SIZES[0], Self::TEXT_SIZES[4])
    }

    /// The window's size, kept between the smallest offered and a 8K screen.
    pub fn window_size(&self) -> (u32, u32) {
        (self.size.0.clamp(640, 7680), self.size.1.clamp(360, 4320))
    }
}

/// The value `step` places on from `at` in `steps` (sorted), not past either end; a value
/// between steps moves to the next one its way.
pub fn step_through<T: Copy + PartialOrd>(steps: &[T], at: T, step: i32) -> T {
    let pos = if step > 0 {
        steps
            .iter()
            .position(|s| *s > at)
            .unwrap_or(steps.len() - 1)
    } else if step < 0 {
        steps.iter().rposition(|s| *s < at).unwrap_or(0)
    } else {
        return at;
    };
    steps[pos]
}

impl Settings {
    /// Reads `settings.ron` from `dir`: the defaults when it is missing, and when it cannot be
    /// read (the problem says so, and the file is set aside).
    pub fn load(dir: &Path) -> (Settings, Option<Problem>) {
        let (settings, problem) = read_saved(dir, SETTINGS_FILE, "the settings");
        (settings.unwrap_or_default(), problem)
    }

    /// Writes `settings.ron` into `dir` atomically.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        write_saved(dir, SETTINGS_FILE, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_steps_stop_at_either_end_and_hand_written_values_are_kept_in_range() {
        assert_eq!(step_through(&Display::UI_SCALES, 100, 1), 110);
        assert_eq!(step_through(&Display::UI_SCALES, 100, -1), 90);
        assert_eq!(step_through(&Display::UI_SCALES, 200, 1), 200);
        assert_eq!(step_through(&Display::UI_SCALES, 75, -1), 75);
        assert_eq!(
            step_through(&Display::UI_SCALES, 103, 1),
            110,
            "between steps"
        );
        assert_eq!(step_through(&Display::UI_SCALES, 103, -1), 100);
        assert_eq!(step_through(&Display::SIZES, (1280, 720), 1), (1366, 768));
        let odd = Display {
            ui_scale: 900,
            text_size: 1,
            size: (10, 99_999),
            ..Display::default()
        };
        assert_eq!(odd.ui_factor(), 2.0);
        assert_eq!(odd.text_percent(), 85);
        assert_eq!(odd.window_size(), (640, 4320));
    }

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("vortex-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn settings_are_kept_and_read_back() {
        let dir = scratch("kept");
        let settings = Settings {
            game_speed: GameSpeed::X4,
            animations: AnimationSpeed::Instant,
            sound: Sound {
                master: 3,
                effects: 0,
                interface: 10,
                muted: true,
            },
            colour_blind: true,
            language: crate::data::lang::Lang::Japanese,
            display: Display {
                mode: ScreenMode::Borderless,
                size: (1600, 900),
                ui_scale: 125,
                text_size: 115,
            },
            keys: BTreeMap::from([(
                "battle".to_string(),
                BTreeMap::from([("Restart".to_string(), vec!["KeyT".to_string()])]),
            )]),
        };
        settings.save(&dir).expect("written");
        assert_eq!(Settings::load(&dir), (settings, None));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_corrupt_settings_file_is_reported_set_aside_and_the_defaults_used() {
        let dir = scratch("corrupt");
        std::fs::create_dir_all(&dir).expect("folder");
        std::fs::write(dir.join(SETTINGS_FILE), "(game_speed: X3)").expect("written");
        let (settings, problem) = Settings::load(&dir);
        assert_eq!(settings, Settings::default());
        let problem = problem.expect("reported").to_string();
        assert!(problem.contains("settings.ron:1:"), "{problem}");
        assert!(problem.contains("set aside"), "{problem}");
        assert!(dir.join("settings.ron.unreadable").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_volume_is_the_masters_share_of_its_channels_and_nothing_when_muted() {
        let sound = Sound {
            master: 5,
            effects: 10,
            interface: 4,
            muted: false,
        };
        assert_eq!(sound.volume(false), 0.5);
        assert!((sound.volume(true) - 0.2).abs() < 1e-6);
        assert_eq!(
            Sound {
                muted: true,
                ..sound
            }
            .volume(false),
            0.0
        );
        // A settings file of an older game, without `sound`, reads with the defaults.
        let old: Settings = ron::from_str("(game_speed: X2)").expect("reads");
        assert_eq!(old.sound, Sound::default());
    }

    #[test]
    fn an_instant_animation_takes_no_time_and_the_others_scale() {
        assert_eq!(AnimationSpeed::X1.seconds(0.6), 0.6);
        assert_eq!(AnimationSpeed::X2.seconds(0.6), 0.3);
        assert_eq!(AnimationSpeed::X4.seconds(0.6), 0.15);
        assert_eq!(AnimationSpeed::Instant.seconds(0.6), 0.0);
        assert_eq!(GameSpeed::from_index(7), GameSpeed::X4);
    }
}
