//! A setting moved on by Left or Right (or a click): kept at once, and the battle at hand given
//! its new pace.

use super::{Asked, Entry, SettingsFile, keep_settings};
use crate::data::settings::{
    AnimationSpeed, Display, GameSpeed, ScreenMode, Settings, Sound, step_through,
};
use crate::screens::sound::Cue;
use bevy::prelude::*;

/// Moves a setting `step` values on (a pace, an animation speed, the screen mode: round; a
/// volume, a size, a scale: not past either end), keeps the settings, and gives the battle at
/// hand its new pace.
pub(super) fn change(world: &mut World, entry: Entry, step: i32) {
    let mut settings = world.resource::<Settings>().clone();
    let turn = |at: usize, n: usize| (at as i32 + step).rem_euclid(n as i32) as usize;
    let display = &mut settings.display;
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
        Entry::Mute => settings.sound.muted = !settings.sound.muted,
        Entry::Palette => settings.colour_blind = !settings.colour_blind,
        Entry::ScreenMode => {
            let all = ScreenMode::ALL;
            let at = all.iter().position(|m| *m == display.mode).unwrap_or(0);
            display.mode = all[turn(at, all.len())];
        }
        Entry::WindowSize => display.size = step_through(&Display::SIZES, display.size, step),
        Entry::UiScale => {
            display.ui_scale = step_through(&Display::UI_SCALES, display.ui_scale, step);
        }
        Entry::Language => {
            let all = crate::data::lang::Lang::ALL;
            let at = all
                .iter()
                .position(|l| *l == settings.language)
                .unwrap_or(0);
            settings.language = all[turn(at, all.len())];
        }
        Entry::TextSize => {
            display.text_size = step_through(&Display::TEXT_SIZES, display.text_size, step);
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
    keep_settings(&settings, world.resource::<SettingsFile>());
    world.insert_resource(settings);
}
