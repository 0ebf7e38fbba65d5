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

thread_local! {
    /// A language this thread speaks for a while, over the window's ([`speaking`]).
    static THREAD: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` speaking `lang` on this thread only (a test saying the window's words in a language
/// while other tests run in another), then speaks as before.
pub fn speaking<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    /// Speaks as before when dropped, even when `f` panics.
    struct Before(Option<Lang>);
    impl Drop for Before {
        fn drop(&mut self) {
            THREAD.with(|t| t.set(self.0));
        }
    }
    let _before = Before(THREAD.with(|t| t.replace(Some(lang))));
    f()
}

/// The language spoken.
pub fn current() -> Lang {
    if let Some(lang) = THREAD.with(std::cell::Cell::get) {
        return lang;
    }
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
    word_in(current(), en)
}

/// Words not written in the code (attributes, races), each in the language spoken, joined by
/// ", " (`["Fire", "Earth"]` → `火, 土`).
pub fn words(en: &[String]) -> String {
    let said: Vec<&str> = en.iter().map(|w| word(w)).collect();
    said.join(", ")
}

/// The screen string `en` in `lang`.
pub fn t_in(lang: Lang, en: &'static str) -> &'static str {
    word_in(lang, en)
}

/// `en` in `lang`: the table's translation when it has one, else `en`.
fn word_in(lang: Lang, en: &str) -> &str {
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

/// `text`, which the rules wrote in English, said by the first of `templates` it matches, in
/// the language spoken: a template's `{0}`, `{1}`… stand for words of `text`, which are kept
/// (shown as content names or the table's words where they are one). `None` in English or when none matches (the
/// window then shows `text` as it is).
pub fn reword(text: &str, templates: &[&'static str]) -> Option<String> {
    if current() == Lang::English {
        return None;
    }
    templates.iter().find_map(|template| {
        let args: Vec<String> = captures(template, text)?
            .iter()
            .map(|a| said_word(a))
            .collect();
        let args: Vec<&dyn Display> = args.iter().map(|a| a as &dyn Display).collect();
        Some(tf(template, &args))
    })
}

/// A word the rules wrote, in the language spoken: a content item's name, or the table's word;
/// else, a list ("burn 1, loss, prone"), each of its items so (a number after an item kept); else
/// as written (numbers, squares, card codes), with any content names in it said.
pub fn said_word(words: &str) -> String {
    let one = |w: &str| -> Option<String> {
        match content::shown(w) {
            std::borrow::Cow::Owned(name) => Some(name),
            std::borrow::Cow::Borrowed(same) => {
                let said = word(same);
                (said != same).then(|| said.to_string())
            }
        }
    };
    let item = |w: &str| -> String {
        one(w)
            .or_else(|| {
                let (head, number) = w.rsplit_once(' ')?;
                number
                    .chars()
                    .all(|c| c.is_ascii_digit())
                    .then(|| one(head).map(|h| format!("{h} {number}")))
                    .flatten()
            })
            .unwrap_or_else(|| w.to_string())
    };
    match one(words) {
        Some(said) => said,
        None if words.contains(", ") => words
            .split(", ")
            .map(item)
            .collect::<Vec<_>>()
            .join(t(", ")),
        None => match item(words) {
            same if same == words => content::names_within(words).into_owned(),
            said => said,
        },
    }
}

/// The words of `text` that stand in `template`'s places `{0}`, `{1}`…, when `text` is
/// `template` with each place filled by one or more characters.
fn captures(template: &str, text: &str) -> Option<Vec<String>> {
    let mut pieces = Vec::new();
    let mut places = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}')? + open;
        pieces.push(&rest[..open]);
        places.push(rest[open + 1..close].parse::<usize>().ok()?);
        rest = &rest[close + 1..];
    }
    pieces.push(rest);
    let mut left = text.strip_prefix(pieces[0])?;
    let mut args = vec![String::new(); places.len()];
    for (k, place) in places.iter().enumerate() {
        let next = pieces[k + 1];
        let end = if k + 1 == places.len() {
            left.strip_suffix(next)?.len()
        } else if next.is_empty() {
            return None;
        } else {
            left.find(next)?
        };
        if end == 0 {
            return None;
        }
        *args.get_mut(*place)? = left[..end].to_string();
        left = &left[end + next.len()..];
    }
    left.is_empty().then_some(args)
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
    fn a_rules_sentence_is_matched_to_its_template_and_said_again() {
        // The Vortex's answers are worded by the rules in English; the window finds each one's
        // template and says it with the same words in their places.
        assert_eq!(
            captures("play {0} from {1}", "play Lancing Flare from (2,4)"),
            Some(vec!["Lancing Flare".to_string(), "(2,4)".to_string()])
        );
        assert_eq!(
            captures(
                "move to {0}, hold {1} (AC {2} after)",
                "move to (3,5), hold Ember Flick (AC 5 after)"
            ),
            Some(vec!["(3,5)".into(), "Ember Flick".into(), "5".into()])
        );
        assert_eq!(captures("set nothing", "set nothing"), Some(vec![]));
        assert_eq!(
            captures("set nothing", "set nothing at all"),
            None,
            "more words"
        );
        assert_eq!(
            captures("play {0} from {1}", "play  from (1,1)"),
            None,
            "an empty place"
        );
        assert_eq!(captures("{0} in lane {1}", "Call in lane"), None);
        let args = captures(
            "Play {0}, or move and hold it?",
            "Play Overheat, or move and hold it?",
        )
        .expect("matches");
        assert_eq!(
            fill(
                t_in(Lang::Japanese, "Play {0}, or move and hold it?"),
                &[&args[0]]
            ),
            "Overheatを使うか、移動して保留するか？"
        );
    }

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
