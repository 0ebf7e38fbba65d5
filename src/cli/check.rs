//! `vortex check [PATH…]`: every problem in the content, one line each; exit 1 if any error
//! (or any warning, with `--deny-warnings`). Warnings: a missing or misplaced picture.

use crate::data::{ContentDirs, load_content, pictures};
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs the check and prints what it found.
pub fn run(paths: Vec<PathBuf>, deny_warnings: bool) -> ExitCode {
    let dirs = ContentDirs {
        extra: paths,
        ..Default::default()
    };
    let (catalog, problems) = load_content(&dirs);
    for p in &problems {
        println!("{p}");
    }
    let warnings = pictures::check(&catalog, &dirs);
    for w in &warnings {
        println!("{w}");
    }
    println!(
        "checked {} cards, {} characters, {} tokens, {} fields, {} statuses, {} extras, {} levels, {} arena skills, {} arena contenders, {} W cards, {} W decks, {} creatures, {} Brawl decks, {} tactics, {} tactic decks: {} problem(s), {} warning(s)",
        catalog.cards.len(),
        catalog.characters.len(),
        catalog.tokens.len(),
        catalog.fields.len(),
        catalog.statuses.len(),
        catalog.extras.len(),
        catalog.levels.len(),
        catalog.skills.len(),
        catalog.contenders.len(),
        catalog.show_cards.len(),
        catalog.show_decks.len(),
        catalog.creatures.len(),
        catalog.brawl_decks.len(),
        catalog.tactics.len(),
        catalog.tactic_decks.len(),
        problems.len(),
        warnings.len()
    );
    if problems.is_empty() && (warnings.is_empty() || !deny_warnings) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
