//! The glossary (`assets/lang/glossary.ron`): each rule word the game shows, in English and in
//! Japanese, with the seed and its section the Japanese term is taken from.

use serde::Deserialize;
use std::sync::LazyLock;

/// One rule word.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// The English term, as the screens and the table's `{g:…}` name it.
    pub en: String,
    /// The seed's own Japanese term.
    pub ja: String,
    /// The seed it comes from, by number (`000` the Duel … `004` the Showdown).
    pub seed: String,
    /// The section of the seed it is read in.
    pub section: String,
}

/// The glossary's text, shipped inside the game.
pub const TEXT: &str = include_str!("../../../assets/lang/glossary.ron");

/// The glossary, or why it could not be read (with its line and column).
pub fn read(text: &str) -> Result<Vec<Term>, String> {
    ron::from_str(text).map_err(|e| {
        format!(
            "assets/lang/glossary.ron:{}:{}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

/// The game's glossary (empty, and reported once, when it cannot be read).
pub fn terms() -> &'static [Term] {
    static TERMS: LazyLock<Vec<Term>> = LazyLock::new(|| {
        read(TEXT).unwrap_or_else(|e| {
            eprintln!("{e}");
            Vec::new()
        })
    });
    &TERMS
}

/// The Japanese of the English term `en`.
pub fn japanese(en: &str) -> Option<&'static str> {
    terms().iter().find(|t| t.en == en).map(|t| t.ja.as_str())
}
