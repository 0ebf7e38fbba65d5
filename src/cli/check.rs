//! `vortex check [PATH…]`: every problem in the content, one line each; exit 1 if any.

use crate::headless;
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs the check and prints what it found.
pub fn run(paths: Vec<PathBuf>) -> ExitCode {
    let (catalog, problems) = headless::load(paths);
    for p in &problems {
        println!("{p}");
    }
    println!(
        "checked {} cards, {} characters, {} tokens, {} fields, {} statuses, {} extras, {} levels, {} arena skills, {} arena contenders, {} W cards, {} W decks, {} creatures, {} Brawl decks, {} tactics, {} tactic decks: {} problem(s)",
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
        problems.len()
    );
    if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
