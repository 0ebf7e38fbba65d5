//! The content's Japanese: each named item's `ja: (name: …)`, which the window shows when it
//! speaks Japanese, and `vortex check --lang ja`'s warning, at the item's name, for one that has
//! none (the window shows that one in English).

use super::Japanese;
use crate::data::Catalog;
use crate::data::load::Kind;
use crate::data::problem::Problem;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::RwLock;

/// The Japanese of the item `id` of `kind`: `Some(None)` when it has none; `None` when there is
/// no such item or its kind has no name to translate.
pub fn japanese_of<'a>(catalog: &'a Catalog, kind: Kind, id: &str) -> Option<Option<&'a Japanese>> {
    Some(match kind {
        Kind::Card => catalog.cards.get(id)?.ja.as_ref(),
        Kind::Character => catalog.characters.get(id)?.ja.as_ref(),
        Kind::Token => catalog.tokens.get(id)?.ja.as_ref(),
        Kind::Field => catalog.fields.get(id)?.ja.as_ref(),
        Kind::Status => catalog.statuses.get(id)?.ja.as_ref(),
        Kind::Extra => catalog.extras.get(id)?.ja.as_ref(),
        Kind::Skill => catalog.skills.get(id)?.ja.as_ref(),
        Kind::Contender => catalog.contenders.get(id)?.ja.as_ref(),
        Kind::ShowCard => catalog.show_cards.get(id)?.ja.as_ref(),
        Kind::Creature => catalog.creatures.get(id)?.ja.as_ref(),
        Kind::Tactic => catalog.tactics.get(id)?.ja.as_ref(),
        _ => return None,
    })
}

/// Every content name with a Japanese one, English → Japanese, as the window last read the
/// catalog (`learn`).
static NAMES: RwLock<BTreeMap<String, String>> = RwLock::new(BTreeMap::new());

/// Learns the Japanese of every content name of `catalog` (the window, when the content is read
/// or reloaded). Where two items share an English name, the first by kind and id is kept.
pub fn learn(catalog: &Catalog) {
    let mut names = BTreeMap::new();
    for (kind, id) in catalog.sources.keys() {
        if let (Some(Some(ja)), Some(en)) = (
            japanese_of(catalog, *kind, id),
            english_of(catalog, *kind, id),
        ) {
            names
                .entry(en.to_string())
                .or_insert_with(|| ja.name.clone());
        }
    }
    if let Ok(mut n) = NAMES.write() {
        *n = names;
    }
}

/// The English name of the item `id` of `kind`.
pub fn english_of<'a>(catalog: &'a Catalog, kind: Kind, id: &str) -> Option<&'a str> {
    Some(match kind {
        Kind::Card => &catalog.cards.get(id)?.name,
        Kind::Character => &catalog.characters.get(id)?.name,
        Kind::Token => &catalog.tokens.get(id)?.name,
        Kind::Field => &catalog.fields.get(id)?.name,
        Kind::Status => &catalog.statuses.get(id)?.name,
        Kind::Extra => &catalog.extras.get(id)?.name,
        Kind::Skill => &catalog.skills.get(id)?.name,
        Kind::Contender => &catalog.contenders.get(id)?.name,
        Kind::ShowCard => &catalog.show_cards.get(id)?.name,
        Kind::Creature => &catalog.creatures.get(id)?.name,
        Kind::Tactic => &catalog.tactics.get(id)?.name,
        _ => return None,
    })
}

/// A content name as the window shows it: its Japanese when the window speaks Japanese and the
/// item has one (a copy's letter kept: "Gloam Hound B" → "薄暮の猟犬 B"), else as it is.
pub fn shown(english: &str) -> Cow<'_, str> {
    if super::current() != super::Lang::Japanese {
        return Cow::Borrowed(english);
    }
    let Ok(names) = NAMES.read() else {
        return Cow::Borrowed(english);
    };
    if let Some(ja) = names.get(english) {
        return Cow::Owned(ja.clone());
    }
    // A copy of a token or a character: its name and a letter.
    if let Some((base, letter)) = english.rsplit_once(' ')
        && letter.len() == 1
        && letter.chars().all(|c| c.is_ascii_uppercase())
        && let Some(ja) = names.get(base)
    {
        return Cow::Owned(format!("{ja} {letter}"));
    }
    Cow::Borrowed(english)
}

/// `english`, or its Japanese name when the window speaks Japanese and there is one.
pub fn name<'a>(english: &'a str, ja: Option<&'a Japanese>) -> &'a str {
    match (super::current(), ja) {
        (super::Lang::Japanese, Some(j)) => &j.name,
        _ => english,
    }
}

/// Every named item without a Japanese name, as a warning at its name; and every Japanese
/// name that is empty.
pub fn check(catalog: &Catalog) -> Vec<Problem> {
    let mut out = Vec::new();
    for ((kind, id), source) in &catalog.sources {
        let Some(ja) = japanese_of(catalog, *kind, id) else {
            continue;
        };
        let message = match ja {
            None => {
                "warning: no Japanese (add `ja: (name: \"…\")`); the window shows it in English"
            }
            Some(j) if j.name.trim().is_empty() => "warning: its Japanese name is empty",
            Some(_) => continue,
        };
        out.push(Problem::at_field(
            &source.path,
            &source.text,
            "name",
            0,
            message.to_string(),
        ));
    }
    out
}
