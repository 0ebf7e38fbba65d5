//! The `vortex` command line: play (the default), `sim`, `check` and `screenshot`.

pub mod check;
pub mod sim;

use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Vortex Tactics.
#[derive(Parser, Debug)]
#[command(
    name = "vortex",
    version,
    about = "A turn-based tactics game of five tabletop rule systems"
)]
pub struct Cli {
    /// What to do; with none, the game opens in a window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Opens the game window (the default).
    Play {
        /// Go straight into this scenario (a `*.level.ron` file or a level id).
        #[arg(long)]
        level: Option<String>,
        /// Use this seed instead of the scenario's.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Plays battles headless, every side by its plans, and prints the results.
    Sim(sim::SimArgs),
    /// Loads and validates every content file; prints `path:line:col: field: message` per problem.
    Check {
        /// More folders to check besides the game's `assets/` and `levels/`.
        paths: Vec<PathBuf>,
    },
    /// Opens a battle, draws some frames, saves a PNG of the window and exits.
    Screenshot {
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
        /// The scenario (a `*.level.ron` file or a level id); the first Duel scenario if none.
        #[arg(long)]
        level: Option<String>,
        /// Frames to draw before the picture is taken.
        #[arg(long, default_value_t = 30)]
        frames: u32,
    },
}

/// A level given on the command line as an id or as a path to a `*.level.ron` file: its id and,
/// for a file outside the game's folders, the folder to load it from.
pub fn level_arg(arg: &str) -> (String, Option<PathBuf>) {
    let path = PathBuf::from(arg);
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return (arg.to_string(), None);
    };
    match name.strip_suffix(".level.ron") {
        Some(id) => (
            id.to_string(),
            path.parent().map(|p| {
                if p.as_os_str().is_empty() {
                    PathBuf::from(".")
                } else {
                    p.to_path_buf()
                }
            }),
        ),
        None => (arg.to_string(), None),
    }
}
