//! The `vortex` command line: play (the default), `sim`, `verify`, `check` and `screenshot`.

pub mod check;
pub mod log_out;
pub mod report;
pub mod sim;
pub mod verify;

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
        /// With `--level`: skip deck building and placement, fighting with the decks last saved
        /// for the scenario and its own lines.
        #[arg(long, requires = "level")]
        fight: bool,
        /// Watch this replay (a `*.replay.ron` file): P pauses, N steps, F changes the speed,
        /// `]` runs to the next round, E to the end, T takes over (a practice run).
        #[arg(long, conflicts_with_all = ["level", "seed", "fight"])]
        replay: Option<PathBuf>,
    },
    /// Plays battles headless, every side by its plans, and prints the results.
    Sim(sim::SimArgs),
    /// Plays replays headless and checks their line of play: every input legal, every round's
    /// state as recorded, the result as claimed. Exit code 0 all verified, 1 a mismatch, 2
    /// incompatible (another format, rules version or content), 3 unreadable.
    Verify(verify::VerifyArgs),
    /// Loads and validates every content file; prints `path:line:col: field: message` per problem.
    Check {
        /// More folders to check besides the game's `assets/` and `levels/`.
        paths: Vec<PathBuf>,
        /// Exit 1 on a warning too (a missing picture), not only on an error.
        #[arg(long)]
        deny_warnings: bool,
        /// Check a language too: `ja` warns of every item without its Japanese, and checks the
        /// screens' Japanese table and the glossary.
        #[arg(long)]
        lang: Option<String>,
    },
    /// Opens a battle, draws some frames, saves a PNG of the window and exits.
    Screenshot {
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
        /// The scenario (a `*.level.ron` file or a level id); the first Duel scenario if none.
        #[arg(long)]
        level: Option<String>,
        /// Use this seed instead of the scenario's.
        #[arg(long)]
        seed: Option<u64>,
        /// Frames of the battle to draw before the picture is taken (0: the first frame that
        /// shows the screen drawn, with the time from launch to it).
        #[arg(long, default_value_t = 30)]
        frames: u32,
        /// Draw an empty window instead of the game (the floor frame times are compared with).
        #[arg(long, hide = true)]
        blank: bool,
        /// Play on until the log is full before the picture (the busiest screen).
        #[arg(long, hide = true)]
        busy: bool,
        /// Picture the battle with the look-over of both sides up (the L key).
        #[arg(long)]
        look: bool,
        /// Picture the preparation screen at this tab instead of the battle.
        #[arg(long, value_enum)]
        prepare: Option<crate::screens::PrepTab>,
        /// Picture the Arena's builder (the player's contender) instead of the bout.
        #[arg(long)]
        build: bool,
        /// On a map: play on (plans answering) until the player is asked this, and picture it.
        #[arg(long, value_enum)]
        ask: Option<crate::screens::AskKind>,
        /// A Vortex battle: play on (the first allowed answer given to every other question)
        /// until the player is asked a question of this kind, the answer face's word (`act`,
        /// `pattern`, `lane`, `charge`, `target`, ...), and picture it.
        #[arg(long)]
        question: Option<String>,
        /// With `--question`: answer the player's questions from this answers file first (one
        /// entry a question, in order; docs/REPLAYS.md), then with their first allowed answer.
        #[arg(long, requires = "question")]
        answers: Option<PathBuf>,
        /// With `--question`: play this replay's inputs (its scenario and seed) until the
        /// question is asked.
        #[arg(long, requires = "question", conflicts_with_all = ["level", "seed", "answers"])]
        replay: Option<PathBuf>,
        /// Picture the screen in this language: `en` or `ja`.
        #[arg(long, value_parser = ["en", "ja"])]
        lang: Option<String>,
    },
}
