//! Reads every content file under the asset and level folders into a [`Catalog`], reporting and
//! leaving out any file that does not parse or validate. The same RON options as
//! bevy_common_assets are used, so a file loads the same way in `vortex check` and in the game.

use super::{
    ActionCard, CharacterCard, ExtraCard, FieldCard, Level, NamedStatusCard, Problem, TokenCard,
    validate,
};
use bevy::prelude::*;
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The kinds of content file, by the ending of their name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// `*.card.ron`
    Card,
    /// `*.character.ron`
    Character,
    /// `*.token.ron`
    Token,
    /// `*.field.ron`
    Field,
    /// `*.status.ron`
    Status,
    /// `*.extra.ron`
    Extra,
    /// `*.level.ron`
    Level,
    /// `*.skill.ron` (the Arena)
    Skill,
    /// `*.contender.ron` (the Arena)
    Contender,
    /// `*.wcard.ron` (the Showdown)
    ShowCard,
    /// `*.wdeck.ron` (the Showdown)
    ShowDeck,
    /// `*.creature.ron` (the Brawl)
    Creature,
    /// `*.bdeck.ron` (the Brawl)
    BrawlDeck,
    /// `*.tactic.ron` (the Vortex)
    Tactic,
    /// `*.tdeck.ron` (the Vortex)
    TacticDeck,
    /// `*.campaign.ron` (scenarios in order)
    Campaign,
}

impl Kind {
    /// Every kind, in the order they are validated (what others refer to comes first).
    pub const ALL: [Kind; 16] = [
        Kind::Creature,
        Kind::BrawlDeck,
        Kind::Skill,
        Kind::Contender,
        Kind::ShowCard,
        Kind::ShowDeck,
        Kind::Card,
        Kind::Status,
        Kind::Field,
        Kind::Extra,
        Kind::Token,
        Kind::Tactic,
        Kind::TacticDeck,
        Kind::Character,
        Kind::Level,
        Kind::Campaign,
    ];

    /// The file-name ending, without the leading dot.
    pub fn suffix(self) -> &'static str {
        match self {
            Kind::Card => "card.ron",
            Kind::Character => "character.ron",
            Kind::Token => "token.ron",
            Kind::Field => "field.ron",
            Kind::Status => "status.ron",
            Kind::Extra => "extra.ron",
            Kind::Level => "level.ron",
            Kind::Skill => "skill.ron",
            Kind::Contender => "contender.ron",
            Kind::ShowCard => "wcard.ron",
            Kind::ShowDeck => "wdeck.ron",
            Kind::Creature => "creature.ron",
            Kind::BrawlDeck => "bdeck.ron",
            Kind::Tactic => "tactic.ron",
            Kind::TacticDeck => "tdeck.ron",
            Kind::Campaign => "campaign.ron",
        }
    }

    fn of(path: &Path) -> Option<Kind> {
        let name = path.file_name()?.to_str()?;
        Kind::ALL
            .into_iter()
            .find(|k| name.ends_with(&format!(".{}", k.suffix())))
    }
}

/// A content file's place and text, kept to report problems found after parsing.
#[derive(Clone, Debug)]
pub struct Source {
    /// Where it was read from.
    pub path: PathBuf,
    /// What it says.
    pub text: String,
}

/// Every valid piece of content, by id (the file name without its ending).
#[derive(Resource, Clone, Debug, Default)]
pub struct Catalog {
    /// Action cards.
    pub cards: BTreeMap<String, Arc<ActionCard>>,
    /// Characters.
    pub characters: BTreeMap<String, Arc<CharacterCard>>,
    /// Tokens.
    pub tokens: BTreeMap<String, Arc<TokenCard>>,
    /// Field cards.
    pub fields: BTreeMap<String, Arc<FieldCard>>,
    /// Named statuses.
    pub statuses: BTreeMap<String, Arc<NamedStatusCard>>,
    /// Extra cards.
    pub extras: BTreeMap<String, Arc<ExtraCard>>,
    /// Scenarios.
    pub levels: BTreeMap<String, Arc<Level>>,
    /// The Arena's skills.
    pub skills: BTreeMap<String, Arc<super::arena::SkillCard>>,
    /// The Arena's contenders.
    pub contenders: BTreeMap<String, Arc<super::arena::Contender>>,
    /// The Showdown's cards.
    pub show_cards: BTreeMap<String, Arc<super::showdown::ShowCard>>,
    /// The Showdown's decks.
    pub show_decks: BTreeMap<String, Arc<super::showdown::ShowDeck>>,
    /// The Brawl's creatures.
    pub creatures: BTreeMap<String, Arc<super::brawl::Creature>>,
    /// The Brawl's decks.
    pub brawl_decks: BTreeMap<String, Arc<super::brawl::BrawlDeck>>,
    /// The Vortex's tactic cards.
    pub tactics: BTreeMap<String, Arc<super::vortex::TacticCard>>,
    /// The Vortex's tactic decks.
    pub tactic_decks: BTreeMap<String, Arc<super::vortex::TacticDeck>>,
    /// Campaigns: scenarios in order.
    pub campaigns: BTreeMap<String, Arc<super::campaign::Campaign>>,
    /// Where each item came from.
    pub sources: BTreeMap<(Kind, String), Source>,
}

/// Problems found in the content, shown in the game and printed by `vortex check`.
#[derive(Resource, Clone, Debug, Default)]
pub struct ContentProblems(pub Vec<Problem>);

/// The folders content is read from.
#[derive(Resource, Clone, Debug)]
pub struct ContentDirs {
    /// Cards, characters, tokens, fields, statuses and extras (`assets/`).
    pub assets: PathBuf,
    /// Scenarios (`levels/`).
    pub levels: PathBuf,
    /// More folders, such as a mod's.
    pub extra: Vec<PathBuf>,
}

impl Default for ContentDirs {
    fn default() -> Self {
        let root = project_root();
        Self {
            assets: root.join("assets"),
            levels: root.join("levels"),
            extra: Vec::new(),
        }
    }
}

/// The folder holding `assets/` and `levels/`: `BEVY_ASSET_ROOT`, else `CARGO_MANIFEST_DIR`,
/// else the working folder, else the executable's folder (as Bevy's asset reader does).
pub fn project_root() -> PathBuf {
    for var in ["BEVY_ASSET_ROOT", "CARGO_MANIFEST_DIR"] {
        if let Some(dir) = std::env::var_os(var) {
            return PathBuf::from(dir);
        }
    }
    let cwd = std::env::current_dir().unwrap_or_default();
    if cwd.join("assets").is_dir() {
        return cwd;
    }
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
        .unwrap_or(cwd)
}

/// The RON options bevy_common_assets uses.
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Parses one file's text.
pub fn parse<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T, Problem> {
    ron_options()
        .from_str(text)
        .map_err(|e| Problem::from_ron(path, text, &e))
}

/// Reads, parses and validates everything under the given folders.
pub fn load_content(dirs: &ContentDirs) -> (Catalog, Vec<Problem>) {
    let mut files = Vec::new();
    let roots = [&dirs.assets, &dirs.levels]
        .into_iter()
        .chain(dirs.extra.iter());
    for root in roots {
        collect_files(root, &mut files);
    }
    files.sort();
    files.dedup();
    let mut catalog = Catalog::default();
    let mut problems = Vec::new();
    for path in files {
        let Some(kind) = Kind::of(&path) else {
            continue;
        };
        match std::fs::read_to_string(&path) {
            Ok(text) => add_file(&mut catalog, &mut problems, kind, path, text),
            Err(e) => problems.push(Problem::whole_file(&path, format!("cannot be read: {e}"))),
        }
    }
    problems.extend(validate::validate(&mut catalog));
    problems.sort();
    (catalog, problems)
}

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, out);
        } else if Kind::of(&path).is_some() {
            out.push(path);
        }
    }
}

fn add_file(
    catalog: &mut Catalog,
    problems: &mut Vec<Problem>,
    kind: Kind,
    path: PathBuf,
    text: String,
) {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let id = name
        .trim_end_matches(&format!(".{}", kind.suffix()))
        .to_string();
    if let Some(first) = catalog.sources.get(&(kind, id.clone())) {
        let msg = format!(
            "id `{id}` is already used by {}; this file is left out",
            first.path.display()
        );
        problems.push(Problem::whole_file(&path, msg));
        return;
    }
    let added = match kind {
        Kind::Card => insert(&mut catalog.cards, &id, &path, &text),
        Kind::Character => insert(&mut catalog.characters, &id, &path, &text),
        Kind::Token => insert(&mut catalog.tokens, &id, &path, &text),
        Kind::Field => insert(&mut catalog.fields, &id, &path, &text),
        Kind::Status => insert(&mut catalog.statuses, &id, &path, &text),
        Kind::Extra => insert(&mut catalog.extras, &id, &path, &text),
        Kind::Level => insert(&mut catalog.levels, &id, &path, &text),
        Kind::Skill => insert(&mut catalog.skills, &id, &path, &text),
        Kind::Contender => insert(&mut catalog.contenders, &id, &path, &text),
        Kind::ShowCard => insert(&mut catalog.show_cards, &id, &path, &text),
        Kind::ShowDeck => insert(&mut catalog.show_decks, &id, &path, &text),
        Kind::Creature => insert(&mut catalog.creatures, &id, &path, &text),
        Kind::BrawlDeck => insert(&mut catalog.brawl_decks, &id, &path, &text),
        Kind::Tactic => insert(&mut catalog.tactics, &id, &path, &text),
        Kind::TacticDeck => insert(&mut catalog.tactic_decks, &id, &path, &text),
        Kind::Campaign => insert(&mut catalog.campaigns, &id, &path, &text),
    };
    match added {
        Ok(()) => {
            catalog.sources.insert((kind, id), Source { path, text });
        }
        Err(problem) => problems.push(problem),
    }
}

fn insert<T: DeserializeOwned>(
    map: &mut BTreeMap<String, Arc<T>>,
    id: &str,
    path: &Path,
    text: &str,
) -> Result<(), Problem> {
    map.insert(id.to_string(), Arc::new(parse(path, text)?));
    Ok(())
}
