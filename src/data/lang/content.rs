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
        Kind::ShowDeck => catalog.show_decks.get(id)?.ja.as_ref(),
        Kind::BrawlDeck => catalog.brawl_decks.get(id)?.ja.as_ref(),
        Kind::TacticDeck => catalog.tactic_decks.get(id)?.ja.as_ref(),
        _ => return None,
    })
}

/// The English rules text and flavour of the item `id` of `kind` (either may be empty).
pub fn texts_of<'a>(catalog: &'a Catalog, kind: Kind, id: &str) -> Option<(&'a str, &'a str)> {
    Some(match kind {
        Kind::Card => catalog.cards.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::Character => catalog
            .characters
            .get(id)
            .map(|c| (&*c.text, &*c.flavour))?,
        Kind::Token => catalog.tokens.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::Field => catalog.fields.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::Status => catalog.statuses.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::Extra => catalog.extras.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::Skill => catalog.skills.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::Contender => catalog.contenders.get(id).map(|c| (&*c.text, ""))?,
        Kind::ShowCard => catalog
            .show_cards
            .get(id)
            .map(|c| (&*c.text, &*c.flavour))?,
        Kind::Creature => catalog.creatures.get(id).map(|c| (&*c.text, ""))?,
        Kind::Tactic => catalog.tactics.get(id).map(|c| (&*c.text, &*c.flavour))?,
        Kind::ShowDeck => catalog.show_decks.get(id).map(|c| (&*c.text, ""))?,
        Kind::BrawlDeck => catalog.brawl_decks.get(id).map(|c| (&*c.text, ""))?,
        Kind::TacticDeck => catalog.tactic_decks.get(id).map(|c| (&*c.text, ""))?,
        _ => return None,
    })
}

/// Every content name with a Japanese one, English → Japanese, as the window last read the
/// catalog (`learn`).
static NAMES: RwLock<BTreeMap<String, String>> = RwLock::new(BTreeMap::new());

/// Every content text with a Japanese one (rules texts, flavour, briefings, summaries and
/// intro lines), English → Japanese, as the window last read the catalog (`learn`).
static TEXTS: RwLock<BTreeMap<String, String>> = RwLock::new(BTreeMap::new());

/// Learns the Japanese of every content name and text of `catalog` (the window, when the content
/// is read or reloaded): items, decks, scenarios and campaigns. Where two items share an English
/// name or text, the first by kind and id is kept.
pub fn learn(catalog: &Catalog) {
    let (names, texts) = tables(catalog);
    if let Ok(mut n) = NAMES.write() {
        *n = names;
    }
    if let Ok(mut t) = TEXTS.write() {
        *t = texts;
    }
}

type Table = BTreeMap<String, String>;

/// `own` abilities and those of the `vortex` sheet.
fn with_vortex<'a>(
    own: &'a [crate::data::Ability],
    vortex: Option<&'a crate::data::vortex::VortexSheet>,
) -> Vec<&'a crate::data::Ability> {
    own.iter()
        .chain(vortex.into_iter().flat_map(|v| v.abilities.iter()))
        .collect()
}

/// Each character and token with its abilities, its Vortex sheet's included.
fn ability_holders(
    catalog: &Catalog,
) -> impl Iterator<Item = (Kind, &String, Vec<&crate::data::Ability>)> {
    let characters = catalog.characters.iter().map(|(id, c)| {
        (
            Kind::Character,
            id,
            with_vortex(&c.abilities, c.vortex.as_ref()),
        )
    });
    let tokens = catalog.tokens.iter().map(|(id, t)| {
        (
            Kind::Token,
            id,
            with_vortex(&t.abilities, t.vortex.as_ref()),
        )
    });
    characters.chain(tokens)
}

/// The names and texts tables of `catalog`.
fn tables(catalog: &Catalog) -> (Table, Table) {
    let mut names = Table::new();
    let mut texts = Table::new();
    let pair = |table: &mut Table, en: &str, ja: Option<&String>| {
        if let Some(ja) = ja.filter(|j| !en.is_empty() && !j.trim().is_empty()) {
            table.entry(en.to_string()).or_insert_with(|| ja.clone());
        }
    };
    for (kind, id) in catalog.sources.keys() {
        let Some(Some(ja)) = japanese_of(catalog, *kind, id) else {
            continue;
        };
        if let Some(en) = english_of(catalog, *kind, id) {
            pair(&mut names, en, Some(&ja.name));
        }
        if let Some((text, flavour)) = texts_of(catalog, *kind, id) {
            pair(&mut texts, text, ja.text.as_ref());
            pair(&mut texts, flavour, ja.flavour.as_ref());
        }
    }
    // The Skirmish's weapons and techniques, on the characters' and tokens' sheets.
    let sheets = catalog
        .characters
        .values()
        .filter_map(|c| c.sheet.as_ref())
        .chain(catalog.tokens.values().filter_map(|t| t.sheet.as_ref()));
    // Triggered abilities, on the characters and tokens, and on their Vortex sheets.
    for (_, _, abilities) in ability_holders(catalog) {
        for (name, ja) in abilities.iter().filter_map(|a| a.named()) {
            pair(&mut names, name, ja);
        }
    }
    // A character or token named by its id (a goal's line): its Japanese name.
    for (kind, id) in catalog.sources.keys() {
        if matches!(kind, Kind::Character | Kind::Token)
            && let Some(Some(ja)) = japanese_of(catalog, *kind, id)
        {
            pair(&mut names, id, Some(&ja.name));
        }
    }
    for sheet in sheets {
        for w in &sheet.weapons {
            pair(&mut names, &w.name, w.ja.as_ref());
        }
        for t in &sheet.techniques {
            pair(&mut names, &t.name, t.ja.as_ref());
        }
    }
    for level in catalog.levels.values() {
        for team in &level.teams {
            pair(&mut names, &team.name, team.ja.as_ref());
        }
        if let Some(ja) = &level.ja {
            pair(&mut names, &level.name, Some(&ja.name));
            pair(&mut texts, &level.briefing, ja.briefing.as_ref());
        }
    }
    for campaign in catalog.campaigns.values() {
        if let Some(ja) = &campaign.ja {
            pair(&mut names, &campaign.name, Some(&ja.name));
            pair(&mut texts, &campaign.summary, ja.summary.as_ref());
        }
        for s in &campaign.scenarios {
            if let Some((one, two)) = &s.ja {
                pair(&mut texts, &s.intro.0, Some(one));
                pair(&mut texts, &s.intro.1, Some(two));
            }
        }
    }
    (names, texts)
}

/// A content text as the window shows it: its Japanese when the window speaks Japanese and the
/// text has one, else as it is.
pub fn said(english: &str) -> Cow<'_, str> {
    if super::current() != super::Lang::Japanese || english.is_empty() {
        return Cow::Borrowed(english);
    }
    match TEXTS.read().ok().and_then(|t| t.get(english).cloned()) {
        Some(ja) => Cow::Owned(ja),
        None => Cow::Borrowed(english),
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
        Kind::ShowDeck => &catalog.show_decks.get(id)?.name,
        Kind::BrawlDeck => &catalog.brawl_decks.get(id)?.name,
        Kind::TacticDeck => &catalog.tactic_decks.get(id)?.name,
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

/// `text` with every content name in it shown in Japanese (the longest first, so "Gloam Hound"
/// is not read inside "Gloam Hound Alpha"), when the window speaks Japanese: a list the rules
/// wrote ("Garron Deepstone (6/5/4) Kaede Ashwright (6/5/1)") said with the names it holds.
pub fn names_within(text: &str) -> Cow<'_, str> {
    if super::current() != super::Lang::Japanese {
        return Cow::Borrowed(text);
    }
    let Ok(names) = NAMES.read() else {
        return Cow::Borrowed(text);
    };
    let mut found: Vec<(&String, &String)> = names
        .iter()
        .filter(|(en, _)| en.len() > 2 && text.contains(en.as_str()))
        .collect();
    if found.is_empty() {
        return Cow::Borrowed(text);
    }
    found.sort_by_key(|(en, _)| std::cmp::Reverse(en.len()));
    // Each name becomes a marker first, so a Japanese name is never searched again; a name
    // inside a longer word ("Kindle" in "Kindled") is left alone.
    let mut out = text.to_string();
    for (i, (en, _)) in found.iter().enumerate() {
        out = replace_words(&out, en, &format!("\u{1}{i}\u{2}"));
    }
    for (i, (_, ja)) in found.iter().enumerate() {
        out = out.replace(&format!("\u{1}{i}\u{2}"), ja);
    }
    Cow::Owned(out)
}

/// `text` with each `word` that stands alone (no letter or digit just before or after it)
/// replaced by `by`.
fn replace_words(text: &str, word: &str, by: &str) -> String {
    let alone = |c: Option<char>| !c.is_some_and(char::is_alphanumeric);
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().last().or_else(|| out.chars().last());
        let after = rest[at + word.len()..].chars().next();
        out.push_str(&rest[..at]);
        if alone(before) && alone(after) {
            out.push_str(by);
        } else {
            out.push_str(word);
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// `english`, or its Japanese name when the window speaks Japanese and there is one.
pub fn name<'a>(english: &'a str, ja: Option<&'a Japanese>) -> &'a str {
    match (super::current(), ja) {
        (super::Lang::Japanese, Some(j)) => &j.name,
        _ => english,
    }
}

/// Every named item without a Japanese name, and every text of it without its Japanese, as a
/// warning at the field; every Japanese name that is empty; and every scenario and campaign
/// without its Japanese name, briefing, summary or intro lines.
pub fn check(catalog: &Catalog) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut warn = |kind: Kind, id: &str, field: &str, message: &str| {
        if let Some(source) = catalog.sources.get(&(kind, id.to_string())) {
            out.push(Problem::at_field(
                &source.path,
                &source.text,
                field,
                0,
                format!("warning: {message}"),
            ));
        }
    };
    const NONE: &str = "no Japanese (add `ja: (name: \"…\")`); the window shows it in English";
    for (kind, id) in catalog.sources.keys() {
        let Some(ja) = japanese_of(catalog, *kind, id) else {
            continue;
        };
        let Some(ja) = ja else {
            warn(*kind, id, "name", NONE);
            continue;
        };
        if ja.name.trim().is_empty() {
            warn(*kind, id, "name", "its Japanese name is empty");
        }
        let (text, flavour) = texts_of(catalog, *kind, id).unwrap_or_default();
        if !text.is_empty() && ja.text.is_none() {
            warn(
                *kind,
                id,
                "text",
                "no Japanese text (add `text:` to its `ja`); the window shows it in English",
            );
        }
        if !flavour.is_empty() && ja.flavour.is_none() {
            warn(
                *kind,
                id,
                "flavour",
                "no Japanese flavour (add `flavour:` to its `ja`); the window shows it in English",
            );
        }
    }
    // A triggered ability without its Japanese name.
    for (kind, id, abilities) in ability_holders(catalog) {
        let unnamed = abilities
            .iter()
            .filter_map(|a| a.named())
            .any(|(_, ja)| ja.is_none());
        if unnamed {
            warn(
                kind,
                id,
                "abilities",
                "an ability has no Japanese name (add `ja: \"…\"` beside its `name`)",
            );
        }
    }
    // A sheet's weapon or technique without its Japanese name.
    let sheets = catalog
        .characters
        .iter()
        .filter_map(|(id, c)| Some((Kind::Character, id, c.sheet.as_ref()?)))
        .chain(
            catalog
                .tokens
                .iter()
                .filter_map(|(id, t)| Some((Kind::Token, id, t.sheet.as_ref()?))),
        );
    for (kind, id, sheet) in sheets {
        let unnamed = sheet.weapons.iter().any(|w| w.ja.is_none())
            || sheet.techniques.iter().any(|t| t.ja.is_none());
        if unnamed {
            warn(
                kind,
                id,
                "sheet",
                "a weapon or technique has no Japanese name (add `ja: \"…\"` beside its `name`)",
            );
        }
    }
    for (id, level) in &catalog.levels {
        if level.teams.iter().any(|t| t.ja.is_none()) {
            warn(
                Kind::Level,
                id,
                "teams",
                "a team has no Japanese name (add `ja: \"…\"` beside its `name`)",
            );
        }
        match &level.ja {
            None => warn(Kind::Level, id, "name", NONE),
            Some(ja) if !level.briefing.is_empty() && ja.briefing.is_none() => warn(
                Kind::Level,
                id,
                "briefing",
                "no Japanese briefing (add `briefing:` to its `ja`); the window shows it in English",
            ),
            Some(_) => {}
        }
    }
    for (id, campaign) in &catalog.campaigns {
        if campaign.ja.is_none() {
            warn(Kind::Campaign, id, "name", NONE);
        }
        if campaign.scenarios.iter().any(|s| s.ja.is_none()) {
            warn(
                Kind::Campaign,
                id,
                "scenarios",
                "a scenario's intro has no Japanese (add `ja: (\"…\", \"…\")` beside its `intro`)",
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_name_is_replaced_where_it_stands_alone_not_inside_a_longer_word() {
        assert_eq!(
            super::replace_words("Kindle, Kindled Grief and Kindle", "Kindle", "点火"),
            "点火, Kindled Grief and 点火"
        );
        assert_eq!(
            super::replace_words("Gloam Hound B (6/5)", "Gloam Hound", "薄暮の猟犬"),
            "薄暮の猟犬 B (6/5)"
        );
        assert_eq!(super::replace_words("xKindle", "Kindle", "点火"), "xKindle");
    }
}
