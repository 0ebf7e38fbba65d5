//! Replays: a finished (or left) battle as a RON file — the scenario, seed and content it was
//! played with, every choice made before it, every input with its in-game time, each round's
//! state hash and the result claimed. `vortex verify` plays one again headless and checks it;
//! the format is documented field by field in docs/REPLAYS.md.

pub mod choices;
pub mod content;
pub mod record;
pub mod store;

use crate::data::Preset;
use crate::data::load::parse;
use crate::data::problem::Problem;
use crate::rules::core::answers::ledger::Stamped;
use crate::rules::core::state_hash::RoundHash;
use serde::{Deserialize, Serialize};
use std::path::Path;

pub use choices::Choices;

/// The `format` every replay names.
pub const FORMAT: &str = "vortex-replay";
/// The replay format's version this game writes and reads.
pub const VERSION: u32 = 1;

/// A replay file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// Always [`FORMAT`].
    pub format: String,
    /// The format's version ([`VERSION`]).
    pub version: u32,
    /// The game's version that recorded it.
    pub game: String,
    /// The preset the battle played by.
    pub preset: Preset,
    /// The preset's rules version when it was recorded.
    pub rules: u32,
    /// The scenario's id.
    pub level: String,
    /// The battle's seed.
    pub seed: u64,
    /// The content hash (`blake3:` and 64 hex digits) of the scenario as prepared and every item
    /// it reaches ([`content::hash`]).
    pub content: String,
    /// The mods loaded (none until mods exist).
    #[serde(default)]
    pub mods: Vec<ModStamp>,
    /// Every choice made before the battle.
    #[serde(default)]
    pub choices: Choices,
    /// Set on a practice run: the replay it was taken over from and the input it was taken over
    /// at.
    #[serde(default)]
    pub practice: Option<TakenOver>,
    /// Every input, in the order it applied, with its in-game time.
    pub inputs: Vec<Stamped>,
    /// The state hash of every round closed.
    pub round_hashes: Vec<RoundHash>,
    /// The result as recorded.
    pub claimed: Claimed,
}

/// A loaded mod, as a replay records it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModStamp {
    /// Its id.
    pub id: String,
    /// Its version.
    pub version: String,
    /// The hash of its files.
    pub hash: String,
}

/// Where a practice run was taken over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakenOver {
    /// The replay's file name.
    pub from: String,
    /// How many of its inputs were played before the player took over.
    pub at_input: u32,
}

/// How the battle ended, for the player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClaimedOutcome {
    /// A team of the player's won.
    Won,
    /// Another team won.
    Lost,
    /// No team won.
    Draw,
    /// The player left before the end.
    Left,
}

impl ClaimedOutcome {
    /// Its name, as `verify` prints it.
    pub fn name(self) -> &'static str {
        match self {
            ClaimedOutcome::Won => "Won",
            ClaimedOutcome::Lost => "Lost",
            ClaimedOutcome::Draw => "Draw",
            ClaimedOutcome::Left => "Left",
        }
    }
}

/// The result a replay claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claimed {
    /// The outcome.
    pub outcome: ClaimedOutcome,
    /// Rounds played (the round the battle ended or was left in).
    pub rounds: u32,
    /// Turns taken.
    pub turns: u32,
    /// In-game time, integer milliseconds (docs/REPLAYS.md).
    pub igt_ms: u64,
}

/// In-game milliseconds as `m:ss.mmm`.
pub fn igt(ms: u64) -> String {
    format!("{}:{:02}.{:03}", ms / 60_000, ms / 1000 % 60, ms % 1000)
}

/// Why a replay file cannot be played.
#[derive(Clone, Debug, PartialEq)]
pub enum Unusable {
    /// It does not parse (or cannot be read): where and why.
    Unreadable(Problem),
    /// It is of another format, version, rules version or content: what differs, the file's
    /// value and this game's.
    Incompatible {
        /// The field.
        field: &'static str,
        /// The replay's value.
        theirs: String,
        /// This game's.
        ours: String,
    },
}

impl std::fmt::Display for Unusable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unusable::Unreadable(p) => write!(f, "{p}"),
            Unusable::Incompatible {
                field,
                theirs,
                ours,
            } => write!(
                f,
                "incompatible: {field} is {theirs} in the replay, {ours} in this game"
            ),
        }
    }
}

/// The two keys read before the rest, so that another format or version is told apart from a
/// broken file.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

/// Reads a replay: unreadable (with file, line, column and field) or of another format or
/// version is an [`Unusable`].
pub fn read(path: &Path) -> Result<Replay, Unusable> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Unusable::Unreadable(Problem::whole_file(path, format!("cannot be read: {e}")))
    })?;
    from_text(path, &text)
}

/// [`read`] from text already read (`path` names it in messages).
pub fn from_text(path: &Path, text: &str) -> Result<Replay, Unusable> {
    let header: Header = parse(path, text).map_err(Unusable::Unreadable)?;
    if header.format != FORMAT {
        return Err(Unusable::Incompatible {
            field: "format",
            theirs: format!("`{}`", header.format),
            ours: format!("`{FORMAT}`"),
        });
    }
    if header.version != VERSION {
        return Err(Unusable::Incompatible {
            field: "version",
            theirs: header.version.to_string(),
            ours: VERSION.to_string(),
        });
    }
    parse(path, text).map_err(Unusable::Unreadable)
}

/// A replay as RON text (what is written to a file).
pub fn to_text(replay: &Replay) -> String {
    let config = ron::ser::PrettyConfig::default()
        .depth_limit(2)
        .separate_tuple_members(false);
    ron::ser::to_string_pretty(replay, config).unwrap_or_else(|e| format!("// {e}"))
}

/// Whether a file's text looks like a replay rather than an answers list.
pub fn looks_like_replay(text: &str) -> bool {
    text.contains(FORMAT)
}
