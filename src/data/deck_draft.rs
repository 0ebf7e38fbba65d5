//! A deck being built by the player (seed 000, <デッキ（行動表）構築>): each card goes onto the
//! face its cost gives it, equal costs may trade places, and every refusal names its rule.

use super::deck::{DECK_SIZE, DeckError, SAME_NAME_LIMIT, check_deck, may_use};
use super::{ActionCard, CharacterCard};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The action cards a deck is built from, by id.
pub type CardPool = BTreeMap<String, Arc<ActionCard>>;

/// The cards of a deck being built, by id, in face order (face 1 first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeckDraft {
    /// The ids on faces 1, 2, …
    pub ids: Vec<String>,
}

/// One card of the pool as the deck screen lists it: whether this character may use it at all.
#[derive(Clone, Debug)]
pub struct PoolCard {
    /// Its id.
    pub id: String,
    /// The card.
    pub card: Arc<ActionCard>,
    /// Why the character may never put it in its deck (attribute or race), if it may not.
    pub barred: Option<DeckError>,
}

impl DeckDraft {
    /// A draft holding `ids` as they are.
    pub fn new(ids: Vec<String>) -> DeckDraft {
        DeckDraft { ids }
    }

    /// The cards of the draft (unknown ids left out).
    fn cards<'a>(&'a self, pool: &'a CardPool) -> impl Iterator<Item = &'a ActionCard> + 'a {
        self.ids.iter().filter_map(|id| pool.get(id).map(|c| &**c))
    }

    /// The deck's total cost.
    pub fn total_cost(&self, pool: &CardPool) -> i32 {
        self.cards(pool).map(|c| c.cost).sum()
    }

    /// How many cards named `name` the draft holds.
    pub fn count_named(&self, name: &str, pool: &CardPool) -> usize {
        self.cards(pool).filter(|c| c.name == name).count()
    }

    /// Why `id` may not go in now, if it may not: the deck is full, the card is barred to the
    /// character, or a third card of its name. A card that takes the total over AP goes in: the
    /// seed limits the finished deck, and a negative-cost card may bring it back within AP.
    pub fn refusal(&self, id: &str, ch: &CharacterCard, pool: &CardPool) -> Option<DeckError> {
        let Some(card) = pool.get(id) else {
            return Some(DeckError::UnknownCard(id.to_string()));
        };
        if self.ids.len() >= DECK_SIZE {
            return Some(DeckError::Full);
        }
        if let Err(e) = may_use(ch, card) {
            return Some(e);
        }
        let count = self.count_named(&card.name, pool) + 1;
        (count > SAME_NAME_LIMIT).then(|| DeckError::SameName {
            name: card.name.clone(),
            count,
        })
    }

    /// By how much the deck's total cost is over `ch`'s AP (0 when within it).
    pub fn over_budget(&self, ch: &CharacterCard, pool: &CardPool) -> i32 {
        (self.total_cost(pool) - ch.ap).max(0)
    }

    /// Puts `id` on the face its cost gives it (after the cards of the same cost) and returns
    /// that face's index (0 for face 1), or the rule that refuses it.
    pub fn add(
        &mut self,
        id: &str,
        ch: &CharacterCard,
        pool: &CardPool,
    ) -> Result<usize, DeckError> {
        if let Some(e) = self.refusal(id, ch, pool) {
            return Err(e);
        }
        let cost = pool.get(id).map_or(0, |c| c.cost);
        let at = self
            .ids
            .iter()
            .take_while(|other| pool.get(*other).is_none_or(|c| c.cost <= cost))
            .count();
        self.ids.insert(at, id.to_string());
        Ok(at)
    }

    /// Takes the card on face index `at` out of the deck.
    pub fn remove(&mut self, at: usize) -> Option<String> {
        (at < self.ids.len()).then(|| self.ids.remove(at))
    }

    /// Moves the card on face index `at` one face later (or earlier), which the seed allows only
    /// between cards of equal cost; returns its new index.
    pub fn shift(&mut self, at: usize, later: bool, pool: &CardPool) -> Result<usize, DeckError> {
        let to = if later { at + 1 } else { at.wrapping_sub(1) };
        if at >= self.ids.len() || to >= self.ids.len() {
            return Err(DeckError::NoNeighbour);
        }
        let cost = |i: usize| self.ids.get(i).and_then(|id| pool.get(id)).map(|c| c.cost);
        match (cost(at), cost(to)) {
            (Some(a), Some(b)) if a == b => {
                self.ids.swap(at, to);
                Ok(to)
            }
            // The face that would end up cheaper than the one before it.
            _ => Err(DeckError::NotAscending {
                face: at.max(to) + 1,
            }),
        }
    }

    /// The whole deck checked by the deck-building rules.
    pub fn check(&self, ch: &CharacterCard, pool: &CardPool) -> Result<(), DeckError> {
        let faces: Vec<(&str, Option<&ActionCard>)> = self
            .ids
            .iter()
            .map(|id| (id.as_str(), pool.get(id).map(|c| &**c)))
            .collect();
        check_deck(ch, &faces)
    }
}

/// Every card of the pool for `ch`, cheapest first (then by name): the ones it may use, and the
/// others with the rule that bars them.
pub fn pool_for(ch: &CharacterCard, pool: &CardPool) -> Vec<PoolCard> {
    let mut list: Vec<PoolCard> = pool
        .iter()
        .map(|(id, card)| PoolCard {
            id: id.clone(),
            card: card.clone(),
            barred: may_use(ch, card).err(),
        })
        .collect();
    list.sort_by(|a, b| {
        (a.barred.is_some(), a.card.cost, &a.card.name, &a.id).cmp(&(
            b.barred.is_some(),
            b.card.cost,
            &b.card.name,
            &b.id,
        ))
    });
    list
}
