//! `vortex check [PATH…]`: every problem in the content, one line each; exit 1 if any error
//! (or any warning, with `--deny-warnings`). Warnings: a missing or misplaced picture; with
//! `--lang ja`, an item without its Japanese.

use crate::data::lang::{self, Lang};
use crate::data::{ContentDirs, load_content, pictures};
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs the check and prints what it found.
pub fn run(paths: Vec<PathBuf>, deny_warnings: bool, lang: Option<String>) -> ExitCode {
    let dirs = ContentDirs {
        extra: paths,
        ..Default::default()
    };
    let (catalog, problems) = load_content(&dirs);
    // Errors in the screens' Japanese table or the glossary (the game's own files).
    let mut lang_errors: Vec<String> = Vec::new();
    let mut warnings = pictures::check(&catalog, &dirs);
    match lang.as_deref().map(|code| (code, Lang::from_code(code))) {
        None | Some((_, Some(Lang::English))) => {}
        Some((_, Some(Lang::Japanese))) => {
            warnings.extend(lang::content::check(&catalog));
            // The screens' table and the glossary are the game's own: an error in them is one.
            if let Err(e) = lang::glossary::read(lang::glossary::TEXT) {
                lang_errors.push(e);
            }
            if let Err(es) = lang::table::read(lang::table::TEXT) {
                lang_errors.extend(es);
            }
        }
        Some((code, None)) => {
            eprintln!("--lang {code}: the languages are en and ja");
            return ExitCode::from(2);
        }
    }
    for p in &problems {
        println!("{p}");
    }
    for e in &lang_errors {
        println!("{e}");
    }
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
        problems.len() + lang_errors.len(),
        warnings.len()
    );
    if problems.is_empty() && lang_errors.is_empty() && (warnings.is_empty() || !deny_warnings) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
