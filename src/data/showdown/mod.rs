//! The Showdown's content (seed 004, the W Card game): cards of seven kinds and four families,
//! and decks built under the seed's construction rules.

pub mod card;
pub mod check;
pub mod deck;
pub mod draft;
pub mod effect;

pub use card::{CardKind, CostCondition, Family, ShowCard, Upkeep, Window};
pub use deck::{Play, PlayTopic, ShowDeck, ShowdownPlan, Sight};
pub use effect::{Act, CardEffect, Timing, Whose, Zones};
