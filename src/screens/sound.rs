//! Sound: a short sound for each of the game's events (a die rolled, a card played, a hit, a
//! heal, a guard, a fighter out, a card opened, a seal, victory, defeat) and the interface's
//! (select, confirm, refuse), made by `scripts/sounds` (our own) and loaded behind the loading
//! screen. Screens and the board's effects send a [`PlayCue`]; it plays at the settings' master
//! volume times its channel's (effects or interface), or not at all when muted. A machine
//! without a sound device runs silent: Bevy's audio output is not even opened there (the
//! headless commands never build the window, so never open a device).

use crate::data::level::Control;
use crate::data::settings::Settings;
use crate::rules::core::battle::{Battle, Outcome};
use bevy::audio::{AudioLoader, AudioPlugin, Volume};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

/// A sound the game plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Cue {
    /// A die rolled.
    DieRoll,
    /// A card, skill or technique used.
    CardPlayed,
    /// Points lost.
    Hit,
    /// Points recovered.
    Heal,
    /// A blow stopped: a shield, a guard, a protection.
    Guard,
    /// A fighter leaves the battle.
    Retire,
    /// A card turned face up (a set card opened, a creature or token entering).
    Open,
    /// Something sealed or jailed.
    Seal,
    /// The player's side won.
    Victory,
    /// The player's side lost.
    Defeat,
    /// A choice moved to (a row, an entry).
    Select,
    /// A choice made (an answer given, a screen entered).
    Confirm,
    /// A choice refused: an answer the rules do not take, a move that cannot be taken back.
    Refuse,
}

impl Cue {
    /// Every cue, with its file under `assets/sounds/`.
    pub(crate) const ALL: [(Cue, &'static str); 13] = [
        (Cue::DieRoll, "die_roll"),
        (Cue::CardPlayed, "card_played"),
        (Cue::Hit, "hit"),
        (Cue::Heal, "heal"),
        (Cue::Guard, "guard"),
        (Cue::Retire, "retire"),
        (Cue::Open, "open"),
        (Cue::Seal, "seal"),
        (Cue::Victory, "victory"),
        (Cue::Defeat, "defeat"),
        (Cue::Select, "select"),
        (Cue::Confirm, "confirm"),
        (Cue::Refuse, "refuse"),
    ];

    /// Whether it is the interface's (else the game's effects').
    pub(crate) fn interface(self) -> bool {
        matches!(self, Cue::Select | Cue::Confirm | Cue::Refuse)
    }
}

/// Play this cue.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlayCue(pub Cue);

/// Sends `cue` from a system with the world in hand (nothing without the sound plugin).
pub(crate) fn cue(world: &mut World, cue: Cue) {
    if let Some(mut m) = world.get_resource_mut::<Messages<PlayCue>>() {
        m.write(PlayCue(cue));
    }
}

/// Every sound, loaded behind the loading screen.
#[derive(AssetCollection, Resource)]
pub(crate) struct SoundFiles {
    #[asset(
        paths(
            "sounds/die_roll.wav",
            "sounds/card_played.wav",
            "sounds/hit.wav",
            "sounds/heal.wav",
            "sounds/guard.wav",
            "sounds/retire.wav",
            "sounds/open.wav",
            "sounds/seal.wav",
            "sounds/victory.wav",
            "sounds/defeat.wav",
            "sounds/select.wav",
            "sounds/confirm.wav",
            "sounds/refuse.wav"
        ),
        collection(typed, mapped)
    )]
    files: bevy::platform::collections::HashMap<String, Handle<AudioSource>>,
}

/// Whether sounds reach a device (none: the window runs silent).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Speakers(pub bool);

/// Whether the machine has a sound device. On Linux, a sound card ALSA lists
/// (`/proc/asound/cards`); elsewhere, assumed.
pub(crate) fn device_present() -> bool {
    if cfg!(target_os = "linux") {
        std::fs::read_to_string("/proc/asound/cards").is_ok_and(|cards| {
            cards
                .lines()
                .any(|l| l.trim_start().starts_with(char::is_numeric))
        })
    } else {
        true
    }
}

/// Bevy's audio plugin for the window, or, without a device, only what loads sounds (so the
/// loading screen still checks them) and no output.
pub(crate) fn audio_plugins(
    group: bevy::app::PluginGroupBuilder,
    speakers: bool,
) -> bevy::app::PluginGroupBuilder {
    if speakers {
        group
    } else {
        group.disable::<AudioPlugin>()
    }
}

pub(super) fn plugin(app: &mut App) {
    let speakers = app.world().get_resource::<Speakers>().is_some_and(|s| s.0);
    if !speakers && !app.world().contains_resource::<Assets<AudioSource>>() {
        app.init_asset::<AudioSource>();
        app.init_asset_loader::<AudioLoader>();
    }
    app.add_message::<PlayCue>();
    app.add_systems(PostUpdate, play);
    app.add_systems(Update, the_end);
}

/// Victory when the battle ends with the player's side the winner (or, watching plans only, any
/// winner); defeat when the player's side lost or drew.
fn the_end(
    battle: Option<Res<Battle>>,
    mut was_over: Local<bool>,
    mut cues: MessageWriter<PlayCue>,
) {
    let Some(battle) = battle else {
        *was_over = false;
        return;
    };
    let over = battle.outcome.is_some();
    if over && !*was_over {
        let player = |t: usize| {
            battle
                .teams
                .get(t)
                .is_some_and(|t| t.control == Control::Player)
        };
        let watching = !(0..battle.teams.len()).any(player);
        let won = match battle.outcome {
            Some(Outcome::Winner(t)) => watching || player(t),
            _ => false,
        };
        cues.write(PlayCue(if won { Cue::Victory } else { Cue::Defeat }));
    }
    *was_over = over;
}

/// Plays each cue sent this frame once (a burst of hits is one hit), at its volume.
fn play(
    mut cues: MessageReader<PlayCue>,
    files: Option<Res<SoundFiles>>,
    settings: Option<Res<Settings>>,
    speakers: Option<Res<Speakers>>,
    mut commands: Commands,
) {
    let mut now: Vec<Cue> = cues.read().map(|c| c.0).collect();
    now.sort_unstable();
    now.dedup();
    let sound = settings.map(|s| s.sound).unwrap_or_default();
    for cue in now {
        let volume = sound.volume(cue.interface());
        if volume <= 0.0 || !speakers.as_ref().is_some_and(|s| s.0) {
            continue;
        }
        let Some((_, name)) = Cue::ALL.iter().find(|(c, _)| *c == cue) else {
            continue;
        };
        let Some(handle) = files
            .as_ref()
            .and_then(|f| f.files.get(&format!("sounds/{name}.wav")))
        else {
            continue;
        };
        commands.spawn((
            Name::new("sound"),
            AudioPlayer::new(handle.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        ));
    }
}
