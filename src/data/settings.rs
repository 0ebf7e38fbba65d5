//! The player's settings (`settings.ron` in the data folder): the pace a battle starts at, the
//! speed of the board's animations and the sound's volumes. Written atomically; a file that cannot be read is
//! reported, set aside, and the defaults are used.

use super::problem::Problem;
use super::saves::{read_saved, write_saved};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
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
