//! The Duel's own components on a fighter: its action deck, special abilities, extra cards and a
//! token's threat (seed 000).

use crate::data::{Ability, ActionCard};
use bevy::prelude::*;
use std::sync::Arc;

/// One face of a deck.
#[derive(Debug, Clone)]
pub struct DeckFace {
    /// The card's id (shared by every face made from the same resolved deck).
    pub id: Arc<str>,
    /// The card.
    pub card: Arc<ActionCard>,
    /// False once the card has been turned face down (unusable: "do nothing this turn").
    pub usable: bool,
}

/// The action deck (or a token's action table): faces 1 to 6.
#[derive(Component, Debug, Clone)]
pub struct Deck(pub Vec<DeckFace>);

/// Special abilities, in the order written on the card.
#[derive(Component, Debug, Clone, Default)]
pub struct Abilities(pub Arc<[Ability]>);

/// A token's threat (脅威度).
#[derive(Component, Debug, Clone, Copy)]
pub struct Threat(pub u8);

/// An unused extra card held face down.
#[derive(Debug, Clone)]
pub struct HeldExtra {
    /// The card's id.
    pub id: String,
    /// The card.
    pub card: Arc<crate::data::ExtraCard>,
}

/// Extra cards a fighter still holds.
#[derive(Component, Debug, Clone, Default)]
pub struct Extras(pub Vec<HeldExtra>);

crate::hot_parts!(Deck, Abilities, Threat, Extras);
