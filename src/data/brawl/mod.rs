//! The Brawl's content (seed 002's creature game, reconstructed): creature cards carrying the
//! glossary's keywords and skills, and decks with the plans a computer side plays them by.

pub mod check;
pub mod creature;
pub mod deck;
pub mod words;

pub use creature::{Aim, Colour, Creature, Cue, Skill, SkillEffect};
pub use deck::{BrawlDeck, BrawlPlan, Sight, Tactic, TacticTopic};
