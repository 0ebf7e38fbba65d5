//! Scenarios (`levels/*.level.ron`): preset, teams, seed and par time.

use super::map::MapSpec;
use super::plan::FighterPlan;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Which rule set a battle plays by (docs/ARCHITECTURE.md, "Presets"; docs/RULES.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Preset {
    /// Seed 000 as written: lines, initiative once per battle, the action die.
    #[default]
    Duel,
    /// Seed 003 as written: a map of squares with height and terrain, the AC countdown, aux and
    /// main actions, checks with playing cards.
    Skirmish,
    /// Seed 001 as written: two contenders fight by themselves through their plans, paying skill
    /// costs with panels of their skill patterns, for at most 8 turns.
    Arena,
    /// Seed 004 as written: two players set two cards face down at once, open them at once,
    /// pay costs with charge cards, and battle in three zones for life cards.
    Showdown,
    /// Seed 002's creature game, reconstructed from its glossary: players take turns putting
    /// creatures onto a board of two rows by paying bait, and attack along lines.
    Brawl,
    /// The combined game (vortex-design.md): a grid with height and terrain, initiative once a
    /// battle, decks with AC and panel costs, and (as its milestones land) all seven phases.
    Vortex,
}

impl Preset {
    /// Every preset, in the order the game lists them (the CLI, the screens, the checks).
    pub const ALL: [Preset; 6] = [
        Preset::Duel,
        Preset::Skirmish,
        Preset::Arena,
        Preset::Showdown,
        Preset::Brawl,
        Preset::Vortex,
    ];

    /// The preset named `name` (as [`Preset::name`] writes it, any case).
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(name))
    }

    /// The preset's name on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Duel => "duel",
            Preset::Skirmish => "skirmish",
            Preset::Arena => "arena",
            Preset::Showdown => "showdown",
            Preset::Brawl => "brawl",
            Preset::Vortex => "vortex",
        }
    }
}

/// A line of a team (ポジション): front, middle or back.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
pub enum LineName {
    /// 前衛, depth 0.
    #[default]
    Front,
    /// 中衛, depth 1.
    Middle,
    /// 後衛, depth 2.
    Back,
}

impl LineName {
    /// All lines, front first.
    pub const ALL: [LineName; 3] = [LineName::Front, LineName::Middle, LineName::Back];

    /// 0 for front, 1 for middle, 2 for back.
    pub fn depth(self) -> i32 {
        self as i32
    }

    /// The line at a depth, clamped to the three lines.
    pub fn from_depth(depth: i32) -> LineName {
        match depth {
            i32::MIN..=0 => LineName::Front,
            1 => LineName::Middle,
            _ => LineName::Back,
        }
    }

    /// Lower-case name for the log.
    pub fn label(self) -> &'static str {
        match self {
            LineName::Front => "front",
            LineName::Middle => "middle",
            LineName::Back => "back",
        }
    }
}

/// A team placed with an empty line in front of a filled one (seed 000, ポジション決定に関する
/// ルール: lines fill from the front).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineGap {
    /// The empty line.
    pub empty: LineName,
    /// The line behind it that someone stands on.
    pub behind: LineName,
}

impl std::fmt::Display for LineGap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no one stands on the {} line, so no one may start on the {} line: a team's lines \
             fill from the front (no middle line without a front line, no back line without a \
             middle line)",
            self.empty.label(),
            self.behind.label()
        )
    }
}

/// Checks a team's starting lines against the placement rule: every line in front of a filled
/// line is filled too.
pub fn check_lines(lines: impl IntoIterator<Item = LineName>) -> Result<(), LineGap> {
    let mut filled = [false; 3];
    for line in lines {
        filled[line.depth() as usize] = true;
    }
    match (filled[0], filled[1], filled[2]) {
        (false, true, _) => Err(LineGap {
            empty: LineName::Front,
            behind: LineName::Middle,
        }),
        (false, false, true) => Err(LineGap {
            empty: LineName::Front,
            behind: LineName::Back,
        }),
        (true, false, true) => Err(LineGap {
            empty: LineName::Middle,
            behind: LineName::Back,
        }),
        _ => Ok(()),
    }
}

/// Who controls a team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Control {
    /// The person at the keyboard.
    Player,
    /// Each fighter's plans.
    #[default]
    Plans,
}

/// One fighter of a team.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MemberSpec {
    /// A character id, or a token id (an independent token).
    pub card: String,
    /// The line it starts on (placement must fill lines front first).
    #[serde(default)]
    pub line: LineName,
    /// Its deck (characters only); none uses the character's suggested deck.
    #[serde(default)]
    pub deck: Option<Vec<String>>,
    /// The extra cards it takes into the battle, when chosen (seed 000 エクストラカード: 「…
    /// デッキとは別に所持して、バトルに臨んでもよい」): some of its card's `extras`, each at most as
    /// often as the card lists it. None: all of them.
    #[serde(default)]
    pub extras: Option<Vec<String>>,
    /// Plans that replace the card's own.
    #[serde(default)]
    pub plans: Option<Vec<FighterPlan>>,
    /// On a map: the square it starts on, as (column, row) from the top left; none stands it on
    /// its line's deployment row, in the first free square from the left.
    #[serde(default)]
    pub at: Option<(u32, u32)>,
}

/// One team.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamSpec {
    /// The team's name.
    pub name: String,
    /// Its name in Japanese (presentation only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<String>,
    /// Who controls it.
    #[serde(default)]
    pub control: Control,
    /// Its fighters.
    pub members: Vec<MemberSpec>,
    /// The Vortex: its tactic deck's id (none: it sets nothing, and its life cards are blank).
    #[serde(default)]
    pub tactics: Option<String>,
    /// The Vortex: its life cards, 1 to 5 (none: 5 on a map of three zones, else 4; F2).
    #[serde(default)]
    pub life: Option<u8>,
}

/// A scenario as written in its RON file.
#[derive(Asset, TypePath, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// The scenario's name.
    pub name: String,
    /// What the player is told before the battle.
    #[serde(default)]
    pub briefing: String,
    /// Its name and briefing in Japanese (presentation only: left out of the content hash).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::LevelJapanese>,
    /// Which rules it plays by.
    #[serde(default)]
    pub preset: Preset,
    /// The battle's fixed seed.
    pub seed: u64,
    /// The par time in seconds.
    #[serde(default)]
    pub par_seconds: u32,
    /// Field cards kept as persistent terrain, in placement order.
    #[serde(default)]
    pub persistent_terrain: Vec<String>,
    /// The most rounds before the battle is called a draw.
    #[serde(default = "default_round_cap")]
    pub round_cap: u32,
    /// The teams; the first is the player's in a solo scenario.
    pub teams: Vec<TeamSpec>,
    /// The map of squares, for presets fought on a grid (none: the battle is fought on lines).
    #[serde(default)]
    pub map: Option<MapSpec>,
    /// A variant of its preset's rules (none: the rules as written).
    #[serde(default)]
    pub variant: Option<Variant>,
    /// The Vortex: whether its reveals hold the cost showdown (seed 004 8.7–8.11; none: yes).
    #[serde(default)]
    pub showdown: Option<bool>,
    /// The Vortex: the win and lose conditions, read from the side the player controls (none:
    /// rout or break wins, being routed or broken loses, then the verdict at the cap).
    #[serde(default)]
    pub goals: Option<crate::data::vortex::Goals>,
}

/// A variant of a preset's rules that a scenario may play by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    /// The Showdown's 2T1S5C (seed 004, 18.変則ルール 例1 「2ターン1ショット5チャージルール」): no
    /// life cards, each set puts one card in the monster zone and five in the charge zone, and
    /// the battle lasts two turns.
    TwoTurnsOneShotFiveCharge,
}

fn default_round_cap() -> u32 {
    60
}

/// A level given on the command line as an id or as a path to a `*.level.ron` file: its id and,
/// for a file outside the game's folders, the folder to load it from.
pub fn level_arg(arg: &str) -> (String, Option<std::path::PathBuf>) {
    let path = std::path::PathBuf::from(arg);
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return (arg.to_string(), None);
    };
    match name.strip_suffix(".level.ron") {
        Some(id) => (
            id.to_string(),
            path.parent().map(|p| {
                if p.as_os_str().is_empty() {
                    std::path::PathBuf::from(".")
                } else {
                    p.to_path_buf()
                }
            }),
        ),
        None => (arg.to_string(), None),
    }
}
