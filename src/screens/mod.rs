//! What the window shows: title, scenario list, battle and result screens. Screens read the
//! battle's components and resources and send the player's decisions; no rule lives here.

mod battle;
mod build;
mod builder_bar;
mod campaign;
mod credits;
mod dialog;
mod display;
mod fonts;
mod idle;
mod input;
mod keys;
mod last_result;
mod loading;
mod look;
mod pictures;
mod prepare;
mod wdeck;

pub use prepare::PrepTab;
pub use screenshot::AskKind;
mod replays;
mod result;
mod screenshot;
mod select;
mod sound;
mod style;
mod title;
mod tournament;

use crate::data::{self, Catalog, ContentDirs, ContentProblems, load_content};
use crate::rules;
use crate::rules::core::preset::Presets;
use bevy::prelude::*;
use bevy_egui::EguiPlugin;
use std::path::PathBuf;
use std::process::ExitCode;

/// Which screen is up; entities spawned for a screen are scoped to it.
#[derive(States, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The pictures loading, with a bar.
    #[default]
    Loading,
    /// The title screen.
    Title,
    /// The campaign: its scenarios in order, their state, and the picked one's intro.
    Campaign,
    /// The scenario list of the rule systems.
    Select,
    /// Before a Duel battle: decks, lines and a look over both sides.
    Prepare,
    /// Before an Arena bout: the player's own contender.
    Build,
    /// Before a Showdown: the player's deck.
    Decks,
    /// A battle.
    Battle,
    /// The result of the last battle.
    Result,
    /// The replays kept in the data folder.
    Replays,
    /// Where the pictures, sounds and fonts come from, and their licences.
    Credits,
}

/// How the game was started from the command line.
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch {
    /// Go straight into this scenario.
    pub level: Option<String>,
    /// Watch this replay.
    pub replay: Option<PathBuf>,
    /// Use this seed instead of the scenario's.
    pub seed: Option<u64>,
    /// Save a screenshot to this file after this many frames, then exit.
    pub screenshot: Option<(PathBuf, u32)>,
    /// With `screenshot`: the battle with the look-over of both sides up.
    pub look: bool,
    /// Skip the preparation screen once: fight with the saved decks (those that still hold) and
    /// the scenario's lines.
    pub fight: bool,
    /// Open the preparation screen at this tab instead of the battle (with `screenshot`: the
    /// picture is of it).
    pub prepare: Option<PrepTab>,
    /// With `screenshot`: the Arena's builder instead of the bout (the picture is of it).
    pub build: bool,
    /// With `screenshot`: an empty window instead of the game, to measure the frame-time floor.
    pub blank: bool,
    /// With `screenshot`: play on until the log is full (the busiest screen, for frame times).
    pub busy: bool,
    /// With `screenshot`, on a map: the player's question to wait for and picture.
    pub ask: Option<AskKind>,
    /// With `screenshot`, a Vortex battle: the kind of question to wait for and picture.
    pub question: Option<String>,
    /// With `screenshot`, a Vortex battle: the player's answers, in order, before the first
    /// allowed answer is given (an answers file's entries, docs/REPLAYS.md).
    pub answers: Vec<Vec<usize>>,
    /// When the process started (the screenshot reports the time to the first battle frame).
    pub started: Option<std::time::Instant>,
    /// A screenshot in this language (none: the default settings' English).
    pub lang: Option<crate::data::lang::Lang>,
}

/// The scenario to play next (or being played): its id and seed, and the scenario as the player
/// prepared it (decks and lines), if it was.
#[derive(Resource, Clone, Debug, Default)]
struct Chosen {
    level: String,
    seed: u64,
    prepared: Option<std::sync::Arc<crate::data::Level>>,
    /// A match of the Arena tournament (`tournament`), not a single bout.
    tournament: bool,
    /// The campaign it was started from (its id), if any: the screens go back there.
    campaign: Option<String>,
}

impl Chosen {
    /// The screen to go back to from its battle or result: its campaign's, or the list.
    fn back(&self) -> Screen {
        if self.campaign.is_some() {
            Screen::Campaign
        } else {
            Screen::Select
        }
    }

    /// Chooses the scenario `id` with `seed` and goes to `screen`, or by default to its
    /// preparation screen when it has one, else straight into battle.
    fn go(
        &mut self,
        id: &str,
        level: &crate::data::Level,
        seed: u64,
        next: &mut NextState<Screen>,
        screen: Option<Screen>,
    ) {
        *self = Chosen {
            level: id.to_string(),
            seed,
            prepared: None,
            tournament: false,
            campaign: None,
        };
        next.set(screen.unwrap_or(if prepare::wants_preparation(level) {
            Screen::Prepare
        } else if build::wants_build(level) {
            Screen::Build
        } else if wdeck::wants_deck(level) {
            Screen::Decks
        } else {
            Screen::Battle
        }));
    }
}

/// The scenarios the window can show: those of a preset that registered a screen
/// (`PresetRules::drawn`), in id order.
fn windowed<'a>(
    catalog: &'a Catalog,
    presets: &'a Presets,
) -> impl Iterator<Item = (&'a String, &'a std::sync::Arc<crate::data::Level>)> {
    catalog
        .levels
        .iter()
        .filter(|(_, l)| presets.drawn(l.preset))
}

/// A message for the player that is not a content problem (an unknown level, a failed start).
#[derive(Resource, Clone, Debug, Default)]
struct Notice(Option<String>);

/// Opens the game window and runs until it is closed.
pub fn run_game(launch: Launch) -> ExitCode {
    let mut dirs = ContentDirs::default();
    let level = launch.level.as_deref().map(crate::data::level::level_arg);
    if let Some((_, Some(dir))) = &level {
        dirs.extra.push(dir.clone());
    }
    let (catalog, problems) = load_content(&dirs);
    for p in &problems {
        eprintln!("{p}");
    }
    let mut problems = ContentProblems(problems);
    let saves = prepare::Saves::open(&mut problems);
    let assets_path = dirs.assets.to_string_lossy().into_owned();
    let mut app = App::new();
    // No sound device: Bevy's audio output is left out, and the window runs silent.
    let speakers = sound::device_present();
    app.insert_resource(sound::Speakers(speakers));
    app.add_plugins(sound::audio_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Vortex Tactics".into(),
                    resolution: (1280, 720).into(),
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                // The same folder the catalog was read from, wherever the game is started.
                file_path: assets_path,
                watch_for_changes_override: Some(true),
                ..default()
            }),
        speakers,
    ));
    app.insert_resource(ClearColor(style::BACKGROUND));
    if launch.blank {
        app.insert_resource(launch);
        app.add_plugins(screenshot::blank_plugin);
        app.add_systems(Startup, spawn_blank_camera);
        return exit_code(app.run());
    }
    app.add_plugins(EguiPlugin::default());
    app.insert_resource(dirs);
    app.insert_resource(catalog);
    app.insert_resource(problems);
    app.insert_resource(saves);
    // Replays are kept for the player's battles, not for a screenshot run's.
    let replays = launch
        .screenshot
        .is_none()
        .then(crate::replay::store::folder)
        .flatten();
    // The one results file, beside the replays (not in a screenshot run either).
    let results_dir = replays
        .as_ref()
        .and_then(|_| crate::data::saves::save_dir());
    let (results, unreadable) = match &results_dir {
        Some(dir) => crate::data::results::Results::load(dir),
        None => Default::default(),
    };
    app.insert_resource(battle::record::KeptResults {
        dir: results_dir.clone(),
        results,
    });
    app.insert_resource(battle::record::ReplayFolder(replays));
    let screenshot_lang = launch.lang;
    app.insert_resource(launch);
    app.init_resource::<Chosen>();
    // (A corrupt results file was set aside: the player is told on the first screen.)
    if let Some(p) = &unreadable {
        eprintln!("{p}");
    }
    // The player's settings, beside the results (a screenshot run uses the defaults).
    let (settings, unreadable_settings) = match &results_dir {
        Some(dir) => crate::data::settings::Settings::load(dir),
        None => Default::default(),
    };
    let mut settings = settings;
    if let Some(lang) = screenshot_lang {
        settings.language = lang;
    }
    if let Some(p) = &unreadable_settings {
        eprintln!("{p}");
    }
    // Keys the file names that are not the game's are reported; the others hold.
    for unknown in keys::unknown(&settings) {
        eprintln!("settings.ron: {unknown} (ignored)");
    }
    app.insert_resource(settings);
    app.insert_resource(dialog::SettingsFile(results_dir.clone()));
    let unreadable = unreadable.or(unreadable_settings);
    app.insert_resource(Notice(unreadable.map(|p| p.to_string())));
    app.add_plugins((data::plugin, rules::plugin));
    app.init_state::<Screen>();
    app.add_plugins((
        loading::plugin,
        pictures::plugin,
        fonts::plugin,
        sound::plugin,
        credits::plugin,
        keys::plugin,
        display::plugin,
    ));
    app.add_plugins((
        style::plugin,
        input::plugin,
        dialog::plugin,
        title::plugin,
        campaign::plugin,
        select::plugin,
        prepare::plugin,
        build::plugin,
        wdeck::plugin,
        battle::plugin,
        result::plugin,
        replays::plugin,
        tournament::plugin,
        screenshot::plugin,
        idle::plugin,
    ));
    app.add_systems(Startup, spawn_camera);
    // Where the command line sends the game, once the pictures are in.
    app.add_systems(
        OnExit(Screen::Loading),
        (go_to_launch_level, go_to_launch_replay),
    );
    exit_code(app.run())
}

fn exit_code(exit: AppExit) -> ExitCode {
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The game's camera. No multisampling: the board's shapes are axis-aligned or drawn by egui,
/// which smooths its own edges, and four samples a pixel cost a software renderer dearly.
fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("camera"), Camera2d, Msaa::Off));
}

/// The blank window's camera: Bevy's defaults.
fn spawn_blank_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

/// `vortex play --level X` goes to the scenario (its preparation, for a Duel with the player's
/// team); `vortex screenshot` straight into its battle, or to the preparation tab it names.
/// `vortex play --replay FILE`: straight into watching it (a replay that cannot be watched is a
/// notice on the scenario list).
fn go_to_launch_replay(world: &mut World) {
    let Some(path) = world.resource::<Launch>().replay.clone() else {
        return;
    };
    if let Err(why) = battle::playback::open(world, &path) {
        eprintln!("{why}");
        if world.resource::<Launch>().screenshot.is_some() {
            world.write_message(AppExit::error());
            return;
        }
        world.resource_mut::<Notice>().0 = Some(why);
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Select);
    }
}

fn go_to_launch_level(
    launch: Res<Launch>,
    catalog: Res<Catalog>,
    presets: Res<Presets>,
    mut chosen: ResMut<Chosen>,
    mut notice: ResMut<Notice>,
    mut prep: ResMut<prepare::Preparation>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    // (A replay names its own scenario: `go_to_launch_replay`.)
    if launch.replay.is_some() {
        return;
    }
    let wanted = match launch.level.as_deref() {
        Some(arg) => Some(crate::data::level::level_arg(arg).0),
        None if launch.screenshot.is_some() => windowed(&catalog, &presets)
            .next()
            .map(|(id, _)| id.clone()),
        None => None,
    };
    let Some(id) = wanted else {
        if launch.screenshot.is_some() {
            eprintln!("no scenario to take a screenshot of: levels/ is empty or was not found");
            exit.write(AppExit::error());
        }
        return;
    };
    match catalog.levels.get(&id) {
        Some(level) if !presets.drawn(level.preset) => {
            let why = format!(
                "`{id}` plays headless for now: the {} preset has no screen yet (vortex sim \
                 --level {id})",
                level.preset.name()
            );
            if launch.screenshot.is_some() {
                eprintln!("{why}");
                exit.write(AppExit::error());
            } else {
                notice.0 = Some(why);
            }
        }
        Some(level) => {
            let seed = launch.seed.unwrap_or(level.seed);
            // A screenshot of a battle goes straight in; a player is asked for decks and lines.
            let screen = match (launch.prepare, launch.screenshot.is_some()) {
                (Some(tab), _) => {
                    prep.tab = tab;
                    Some(Screen::Prepare)
                }
                (None, true) if launch.build && wdeck::wants_deck(level) => Some(Screen::Decks),
                (None, true) if launch.build => Some(Screen::Build),
                (None, true) => Some(Screen::Battle),
                (None, false) => None,
            };
            chosen.go(&id, level, seed, &mut next, screen);
        }
        None if launch.screenshot.is_some() => {
            eprintln!("no scenario `{id}` to take a screenshot of");
            exit.write(AppExit::error());
        }
        None => notice.0 = Some(format!("No scenario `{id}`: pick one from the list.")),
    }
}
