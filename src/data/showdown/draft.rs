//! A W deck as the player builds it card by card: adding keeps the seed's limits (at most 4 of
//! one name, at most 80 cards); what is still wrong (fewer than 40) is the check's to say.

use super::card::ShowCard;
use super::deck::{COPIES_MAX, DECK_MAX};
use std::collections::BTreeMap;
use std::sync::Arc;

/// How many cards of `id`'s name the deck holds.
pub fn copies(cards: &BTreeMap<String, Arc<ShowCard>>, deck: &[String], id: &str) -> usize {
    let Some(name) = cards.get(id).map(|c| c.name.as_str()) else {
        return 0;
    };
    deck.iter()
        .filter(|d| cards.get(*d).is_some_and(|c| c.name == name))
        .count()
}

/// Why `id` cannot be added, if it cannot.
pub fn cannot_add(
    cards: &BTreeMap<String, Arc<ShowCard>>,
    deck: &[String],
    id: &str,
) -> Option<String> {
    let name = &cards.get(id)?.name;
    if deck.len() >= DECK_MAX {
        return Some(format!("a deck holds at most {DECK_MAX} cards"));
    }
    if copies(cards, deck, id) >= COPIES_MAX {
        return Some(format!(
            "a deck holds at most {COPIES_MAX} cards named \"{name}\""
        ));
    }
    None
}

/// Adds one `id`, kept with the others of its id, if the limits allow.
pub fn add(cards: &BTreeMap<String, Arc<ShowCard>>, deck: &mut Vec<String>, id: &str) -> bool {
    if !cards.contains_key(id) || cannot_add(cards, deck, id).is_some() {
        return false;
    }
    let at = deck
        .iter()
        .rposition(|d| d == id)
        .map_or(deck.len(), |i| i + 1);
    deck.insert(at, id.to_string());
    true
}

/// Removes one `id`.
pub fn remove(deck: &mut Vec<String>, id: &str) -> bool {
    match deck.iter().rposition(|d| d == id) {
        Some(i) => {
            deck.remove(i);
            true
        }
        None => false,
    }
}
