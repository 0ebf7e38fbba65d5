//! Why a deck or a team's lines are refused, in the language spoken: the rules' own errors
//! (`DeckError`, `LineGap`) keep their English for `vortex check` and the log; the preparation
//! screen says them from these templates.

use crate::data::deck::DeckError;
use crate::data::lang::{self, t, tf};
use crate::data::level::{LineGap, LineName};

/// A deck's refusal (seed 000 ■デッキ構築), as the screen says it.
pub(super) fn deck_error(e: &DeckError) -> String {
    match e {
        DeckError::WrongSize(n) => tf(
            "a deck is 6 action cards, one for each face of the die; this one has {0}",
            &[n],
        ),
        DeckError::Full => t(
            "the deck already has its 6 action cards, one for each face of the die: take one out first",
        )
        .to_string(),
        DeckError::NoNeighbour => t("there is no card on that side to trade faces with").to_string(),
        DeckError::UnknownCard(id) => tf("no action card has the id `{0}`", &[id]),
        DeckError::OverBudget { total, ap } => tf(
            "total cost {0} is over the AP of {1}: the deck's total cost must stay within AP (AP need not be used up)",
            &[total, ap],
        ),
        DeckError::Attribute { card, need } => tf(
            "`{0}` is {1}: a character may only put in its deck cards of its own attributes, or neutral ones",
            &[&lang::shown(card), &said_need(need)],
        ),
        DeckError::Race { card, need } => tf(
            "`{0}` needs race {1}, which the character does not meet",
            &[&lang::shown(card), &said_need(need)],
        ),
        DeckError::SameName { name, count } => tf(
            "{0} cards named `{1}`: a deck may hold at most 2 action cards of the same name",
            &[count, &lang::shown(name)],
        ),
        DeckError::NotAscending { face } => tf(
            "face {0} would cost less than face {1}: faces 1-6 go in order of cost, least first (only equal costs may go in any order)",
            &[face, &(face - 1)],
        ),
    }
}

/// What a card needs, as the seed writes it (`Fire, Wind`, `Moon & Shadow`), each word said.
fn said_need(need: &str) -> String {
    let words: Vec<String> = need.split(" & ").map(lang::said_word).collect();
    words.join(" & ")
}

/// A line's name as the gap names it ("front line").
fn line(l: LineName) -> &'static str {
    match l {
        LineName::Front => t("front line"),
        LineName::Middle => t("middle line"),
        LineName::Back => t("back line"),
    }
}

/// A gap in a team's lines (seed 000 ■戦闘準備), as the screen says it.
pub(super) fn line_gap(g: &LineGap) -> String {
    tf(
        "no one stands on the {0}, so no one may start on the {1}: a team's lines fill from the front (no middle line without a front line, no back line without a middle line)",
        &[&line(g.empty), &line(g.behind)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::lang::{Lang, speaking};

    fn every_error() -> Vec<DeckError> {
        vec![
            DeckError::WrongSize(5),
            DeckError::Full,
            DeckError::NoNeighbour,
            DeckError::UnknownCard("x".into()),
            DeckError::OverBudget { total: 13, ap: 12 },
            DeckError::Attribute {
                card: "Flare".into(),
                need: "Fire".into(),
            },
            DeckError::Attribute {
                card: "Snare".into(),
                need: "Moon & Shadow".into(),
            },
            DeckError::Race {
                card: "Root".into(),
                need: "Golem".into(),
            },
            DeckError::SameName {
                name: "Flare".into(),
                count: 3,
            },
            DeckError::NotAscending { face: 3 },
        ]
    }

    /// Issue 42, item 4: in English the screen says each refusal exactly as the rules write it
    /// (one wording, two places); in Japanese every one is said, with no English sentence left.
    #[test]
    fn every_refusal_is_the_rules_words_in_english_and_japanese_in_japanese() {
        for e in every_error() {
            assert_eq!(speaking(Lang::English, || deck_error(&e)), e.to_string());
            let ja = speaking(Lang::Japanese, || deck_error(&e));
            assert!(
                ja.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
                "{ja}"
            );
            assert!(!ja.contains(" the ") && !ja.contains("deck"), "{ja}");
            assert!(
                !ja.contains("Fire") && !ja.contains("Moon") && !ja.contains("Shadow"),
                "{ja}"
            );
        }
        let gap = crate::data::level::check_lines([LineName::Back]).expect_err("a gap");
        assert_eq!(speaking(Lang::English, || line_gap(&gap)), gap.to_string());
        let ja = speaking(Lang::Japanese, || line_gap(&gap));
        assert!(ja.contains("前衛") && ja.contains("後衛"), "{ja}");
    }
}
