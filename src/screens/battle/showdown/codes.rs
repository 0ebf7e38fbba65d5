//! The Showdown's card codes in plain words (11.カードの種類について, 12.特別なカードについて):
//! the kind's letter and the family's prefix ("DM": a Destroyer Monster), and the cost sign, for
//! every card's hover.

use super::model::CardView;
use crate::data::lang::{t, tf};

/// What a kind's letter means.
fn kind(letter: char) -> Option<&'static str> {
    Some(match letter {
        'M' => t("M, monster: summoned into a monster zone; the only card that battles"),
        'E' => t("E, equip: equipped to a card in its owner's monster zone"),
        'R' => t("R, recycle: works face down in the charge zone, then stays there face up"),
        'S' => t("S, smash: works face down in the charge zone, then goes to the trash"),
        'H' => t("H, hand: works from the hand, then goes to the trash"),
        'J' => t("J, jail: installed in a monster zone; changes the opponent's battle card there"),
        'I' => t("I, invoke: installed in a monster zone; changes both battle cards there"),
        _ => return None,
    })
}

/// What a family's prefix means: how the card's cost is paid.
fn family(letter: char) -> Option<&'static str> {
    Some(match letter {
        'P' => t(
            "P, progre: its cost is the named cards, from your monster zone to your charge zone face down",
        ),
        'C' => t(
            "C, creator: its cost moves cards from the opponent's trash to their charge zone face up",
        ),
        'D' => t(
            "D, destroyer: its cost sends cards of your charge zone (face up or down) to the trash",
        ),
        'F' => t("F, fusion: its cost is the named cards, from your monster zone to the trash"),
        _ => return None,
    })
}

/// A code in words, a line for the family (if any) and one for the kind.
pub(crate) fn code_words(code: &str) -> String {
    let mut letters = code.chars().rev();
    let mut lines = Vec::new();
    if let Some(k) = letters.next().and_then(kind) {
        lines.push(k);
    }
    if let Some(f) = letters.next().and_then(family) {
        lines.insert(0, f);
    }
    lines.join("\n")
}

/// A card's hover: its text, then its code and cost in words.
pub(crate) fn hover(c: &CardView) -> String {
    let cost = match c.cost {
        0 => t("(0): it costs nothing to open").to_string(),
        n => tf(
            "({0}): its cost, paid from the charge zone when it is opened",
            &[&n],
        ),
    };
    format!("{}\n\n{}\n{cost}", c.text, code_words(&c.code))
}

#[cfg(test)]
mod tests {
    use super::code_words;

    #[test]
    fn every_code_the_seed_prints_is_said_in_words() {
        // Issue 40, item 5: M, PM, DM ... explain themselves.
        for k in ["M", "E", "R", "S", "H", "J", "I"] {
            assert!(code_words(k).starts_with(&format!("{k}, ")), "{k}");
            for f in ["P", "C", "D", "F"] {
                let both = code_words(&format!("{f}{k}"));
                assert!(both.starts_with(&format!("{f}, ")), "{f}{k}: {both}");
                assert!(both.contains(&format!("\n{k}, ")), "{f}{k}: {both}");
            }
        }
    }
}
