//! The Japanese table of the screens' strings (`assets/lang/ja.ron`): English string →
//! Japanese, where `{g:term}` is the glossary's Japanese for the English term, and `{0}`, `{1}`…
//! are the values the screen fills in.

use super::glossary;
use std::collections::BTreeMap;
use std::sync::LazyLock;

/// The table's text, shipped inside the game.
pub const TEXT: &str = include_str!("../../../assets/lang/ja.ron");

/// The table with every `{g:…}` given its glossary term, or why it could not be read: a line
/// and column for a syntax error, the string for a term the glossary lacks.
pub fn read(text: &str) -> Result<BTreeMap<String, String>, Vec<String>> {
    let raw: BTreeMap<String, String> = ron::from_str(text).map_err(|e| {
        vec![format!(
            "assets/lang/ja.ron:{}:{}: {}",
            e.span.start.line, e.span.start.col, e.code
        )]
    })?;
    let mut problems = Vec::new();
    let mut table = BTreeMap::new();
    for (en, ja) in raw {
        match with_terms(&ja) {
            Ok(ja) => {
                table.insert(en, ja);
            }
            Err(term) => problems.push(format!(
                "assets/lang/ja.ron: {en:?}: no glossary term {term:?}"
            )),
        }
    }
    if problems.is_empty() {
        Ok(table)
    } else {
        Err(problems)
    }
}

/// `ja` with each `{g:term}` replaced by the glossary's Japanese; the first unknown term.
fn with_terms(ja: &str) -> Result<String, String> {
    let mut out = String::with_capacity(ja.len());
    let mut rest = ja;
    while let Some(at) = rest.find("{g:") {
        let Some(end) = rest[at..].find('}') else {
            break;
        };
        let term = &rest[at + 3..at + end];
        out.push_str(&rest[..at]);
        out.push_str(glossary::japanese(term).ok_or_else(|| term.to_string())?);
        rest = &rest[at + end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The game's Japanese table (empty, every string in English, and reported once, when it
/// cannot be read).
pub fn japanese() -> &'static BTreeMap<String, String> {
    static TABLE: LazyLock<BTreeMap<String, String>> = LazyLock::new(|| {
        read(TEXT).unwrap_or_else(|problems| {
            for p in problems {
                eprintln!("{p}");
            }
            BTreeMap::new()
        })
    });
    &TABLE
}
