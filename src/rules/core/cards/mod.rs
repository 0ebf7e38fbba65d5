//! The dice-and-deck card rules (seed 000), below the presets: decks of six action cards read by
//! the action die, the chain stack with seed 000's order of simultaneous effects, targets,
//! triggers, additive elements, fields, extra cards, tokens and servant frames, initiative, and
//! the card's questions with the plans that answer them. The Duel plays them as written; any
//! preset whose fighters play action cards (the Vortex) feeds its cards, tactics and triggers to
//! the same chain. Its one kit waits in the slot of the preset's turn between passes
//! ([`pass::with_kit`]).

pub mod abilities_lost;
pub mod additive;
pub mod ask;
pub mod chain;
pub mod components;
pub mod decks;
pub mod die;
pub mod disrupt;
pub mod extras;
pub mod face;
pub mod field;
pub mod grid_moves;
pub mod holdings;
pub mod initiative;
pub mod keywords;
pub mod kit;
pub mod order;
pub mod pass;
mod plans;
pub mod question;
pub mod reads;
pub mod spawn;
pub mod targets;
pub mod tokens;
pub mod use_card;
