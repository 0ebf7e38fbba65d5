//! Deck building (seed 000, <デッキ（行動表）構築>): six action cards within AP, faces 1–6 in
//! ascending cost, attribute and race conditions, at most two of a name.

use crate::data::character::counted_names;
use crate::data::{ActionCard, CharacterCard};
use std::fmt;

/// The number of cards in a deck: one per die face.
pub const DECK_SIZE: usize = 6;
/// The most copies of one card name in a deck.
pub const SAME_NAME_LIMIT: usize = 2;

/// Why a deck is refused; each names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// Not exactly six cards.
    WrongSize(usize),
    /// A card id that does not exist.
    UnknownCard(String),
    /// The total cost is over the character's AP.
    OverBudget {
        /// The deck's total cost.
        total: i32,
        /// The character's AP.
        ap: i32,
    },
    /// A card whose attributes the character does not meet.
    Attribute {
        /// The card's name.
        card: String,
        /// Its attributes as written.
        need: String,
    },
    /// A card whose race condition the character does not meet.
    Race {
        /// The card's name.
        card: String,
        /// The races needed.
        need: String,
    },
    /// More than two cards of one name.
    SameName {
        /// The name.
        name: String,
        /// How many.
        count: usize,
    },
    /// Faces are not in ascending cost.
    NotAscending {
        /// The face (1–6) that costs less than the face before it.
        face: usize,
    },
    /// A seventh card for a full deck.
    Full,
    /// A face moved past either end of the deck, or onto an empty face.
    NoNeighbour,
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::WrongSize(n) => write!(
                f,
                "a deck is 6 action cards, one for each face of the die; this one has {n}"
            ),
            DeckError::Full => write!(
                f,
                "the deck already has its 6 action cards, one for each face of the die: take one out first"
            ),
            DeckError::NoNeighbour => {
                write!(f, "there is no card on that side to trade faces with")
            }
            DeckError::UnknownCard(id) => write!(f, "no action card has the id `{id}`"),
            DeckError::OverBudget { total, ap } => write!(
                f,
                "total cost {total} is over the AP of {ap}: the deck's total cost must stay within AP (AP need not be used up)"
            ),
            DeckError::Attribute { card, need } => write!(
                f,
                "`{card}` is {need}: a character may only put in its deck cards of its own attributes, or neutral ones"
            ),
            DeckError::Race { card, need } => write!(
                f,
                "`{card}` needs race {need}, which the character does not meet"
            ),
            DeckError::SameName { name, count } => write!(
                f,
                "{count} cards named `{name}`: a deck may hold at most 2 action cards of the same name"
            ),
            DeckError::NotAscending { face } => write!(
                f,
                "face {face} would cost less than face {}: faces 1-6 go in order of cost, least first (only equal costs may go in any order)",
                face - 1
            ),
        }
    }
}

/// Whether `character` may put `card` in its deck at all: its attributes (or a neutral card) and
/// its races.
pub fn may_use(character: &CharacterCard, card: &ActionCard) -> Result<(), DeckError> {
    let (attributes, races) = counted_names(
        &character.abilities,
        &character.attributes,
        &character.races,
    );
    may_use_with(&attributes, &races, card)
}

/// Whether a holder of these attributes and races may have `card` in its deck.
pub fn may_use_with(
    attributes: &[String],
    races: &[String],
    card: &ActionCard,
) -> Result<(), DeckError> {
    if !card.attributes.met_by(attributes) {
        return Err(DeckError::Attribute {
            card: card.name.clone(),
            need: card.attributes.describe(),
        });
    }
    if !card.races.met_by(races) {
        return Err(DeckError::Race {
            card: card.name.clone(),
            need: card.races.describe(),
        });
    }
    Ok(())
}

/// Checks a deck (cards in face order 1–6) against the deck-building rules for `character`.
pub fn check_deck(
    character: &CharacterCard,
    deck: &[(&str, Option<&ActionCard>)],
) -> Result<(), DeckError> {
    if deck.len() != DECK_SIZE {
        return Err(DeckError::WrongSize(deck.len()));
    }
    let mut cards = Vec::with_capacity(DECK_SIZE);
    for (id, card) in deck {
        cards.push(card.ok_or_else(|| DeckError::UnknownCard(id.to_string()))?);
    }
    let total: i32 = cards.iter().map(|c| c.cost).sum();
    if total > character.ap {
        return Err(DeckError::OverBudget {
            total,
            ap: character.ap,
        });
    }
    for card in &cards {
        may_use(character, card)?;
        let count = cards.iter().filter(|c| c.name == card.name).count();
        if count > SAME_NAME_LIMIT {
            return Err(DeckError::SameName {
                name: card.name.clone(),
                count,
            });
        }
    }
    if let Some(i) = (1..DECK_SIZE).find(|&i| cards[i].cost < cards[i - 1].cost) {
        return Err(DeckError::NotAscending { face: i + 1 });
    }
    Ok(())
}
