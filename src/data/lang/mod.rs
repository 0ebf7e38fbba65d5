//! The languages the window speaks: English, the game's own words, and Japanese, from a table of
//! the screens' strings (`assets/lang/ja.ron`) whose rule words come from one glossary
//! (`assets/lang/glossary.ron`, each term with the seed it is taken from). Only the window reads
//! it: the rules never do, so the canonical log (`vortex sim --log`, replays, the determinism
//! tests) stays English.

pub mod content;
pub mod glossary;
pub mod table;

pub use content::{said, shown};

use serde::{Deserialize, Serialize};
use std::fmt::Display;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    /// The game's own words (the default).
    #[default]
    English,
    /// 日本語: the screens' strings from the table, a missing one in English.
    Japanese,
}

impl Lang {
    /// Every language, in the order the settings go through them.
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Japanese];

    /// Its code: `en`, `ja` (as `vortex check --lang` takes it).
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Japanese => "ja",
        }
    }

    /// The language of `code`.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// What the window calls it, in its own words.
    pub fn label(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Japanese => "日本語",
        }
    }
}

/// A content item's Japanese, written in its file as `ja: (name: "…", text: "…")`: presentation
/// only, so left out of the content hash.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Japanese {
    /// Its name in Japanese (a translation of our own name, never a seed card's name).
    pub name: String,
    /// Its rules text in Japanese, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Its flavour in Japanese, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flavour: Option<String>,
}

/// A scenario's Japanese, written in its level file as `ja: (name: "…", briefing: "…")`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelJapanese {
    /// Its name in Japanese.
    pub name: String,
    /// Its briefing in Japanese, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub briefing: Option<String>,
}

/// A campaign's Japanese, written in its file as `ja: (name: "…", summary: "…")` (each
/// scenario's two intro lines carry their own `ja: ("…", "…")`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignJapanese {
    /// Its name in Japanese.
    pub name: String,
    /// Its summary in Japanese, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Speaks `lang` from now on (the window, when the settings are read or changed).
pub fn set(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

/// The language spoken.
pub fn current() -> Lang {
    match CURRENT.load(Ordering::Relaxed) {
        1 => Lang::Japanese,
        _ => Lang::English,
    }
}

/// The screen string `en` in the language spoken: its translation when the table has one, else
/// `en` itself.
pub fn t(en: &'static str) -> &'static str {
    t_in(current(), en)
}

/// A word that is not written in the code (an attribute, a race, a panel's name from the
/// content) in the language spoken: the table's translation when it has one, else `en`.
pub fn word(en: &str) -> &str {
    match current() {
        Lang::English => en,
        Lang::Japanese => table::japanese().get(en).map_or(en, String::as_str),
    }
}

/// The screen string `en` in `lang`.
pub fn t_in(lang: Lang, en: &'static str) -> &'static str {
    match lang {
        Lang::English => en,
        Lang::Japanese => table::japanese().get(en).map_or(en, String::as_str),
    }
}

/// The screen string `en`, in the language spoken, with `{0}`, `{1}`… filled by `args` in
/// order (a translation may put them in another order).
pub fn tf(en: &'static str, args: &[&dyn Display]) -> String {
    fill(t(en), args)
}

/// `template` with each `{n}` replaced by `args[n]` (one that is not there is left as it is).
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), &a.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_the_string_itself_and_japanese_falls_back_to_it() {
        // (The language spoken is the process's: the tests ask each language by name.)
        assert_eq!(t_in(Lang::English, "Settings"), "Settings");
        assert_eq!(
            fill(t_in(Lang::English, "{0} of {1} won"), &[&3, &10]),
            "3 of 10 won"
        );
        assert_eq!(t_in(Lang::Japanese, "Settings"), "設定");
        assert_eq!(
            t_in(Lang::Japanese, "A string no table has"),
            "A string no table has",
            "missing: English"
        );
        assert_eq!(
            fill(t_in(Lang::Japanese, "{0} of {1} won"), &[&3, &10]),
            "10戦中3勝"
        );
        assert_eq!(
            t_in(Lang::Japanese, "Arena tournament"),
            "アリーナトーナメント",
            "a glossary term filled in"
        );
        assert_eq!(Lang::from_code("ja"), Some(Lang::Japanese));
        assert_eq!(Lang::from_code("fr"), None);
    }
}
