//! `vortex check` for the Vortex's content (vortex-design.md §3.1, §3.2): a card's AC cost, a
//! fighter's sheet, and a hero's deck payable from its patterns.

use super::cost::{cost_of, payable_from};
use crate::data::card::ActionCard;
use crate::data::character::{CharacterCard, TokenCard};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A card's own Vortex costs.
pub fn card(card: &ActionCard, bad: &mut impl FnMut(&str, usize, String)) {
    if let Some(ac) = card.ac.filter(|ac| *ac > 4) {
        bad("ac", 0, format!("an AC cost is 0 to 4, not {ac}"));
    }
}

/// A character's `vortex` sheet, and every card of its deck: a cost the table can read, and
/// panels one of its patterns can pay (a card no pattern pays could never be played).
pub fn character(
    cards: &BTreeMap<String, Arc<ActionCard>>,
    ch: &CharacterCard,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let Some(sheet) = &ch.vortex else {
        return;
    };
    for (field, message) in sheet.problems(true) {
        bad(field, 0, message);
    }
    for id in &ch.deck {
        let Some(card) = cards.get(id) else {
            continue;
        };
        match cost_of(card) {
            Err(e) => bad("deck", 0, format!("`{id}`: {e}")),
            Ok(cost) => {
                if !sheet.patterns.iter().any(|p| payable_from(p, &cost.panels)) {
                    let names: Vec<&str> = cost.panels.iter().map(|p| p.name()).collect();
                    bad(
                        "vortex",
                        0,
                        format!(
                            "no pattern pays `{id}` ({}): a pattern needs those panels",
                            names.join(" + ")
                        ),
                    );
                }
            }
        }
    }
}

/// A token's `vortex` sheet (no patterns: its table costs no panels).
pub fn token(t: &TokenCard, bad: &mut impl FnMut(&str, usize, String)) {
    if let Some(sheet) = &t.vortex {
        for (field, message) in sheet.problems(false) {
            bad(field, 0, message);
        }
    }
}
