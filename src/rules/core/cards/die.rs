//! The action die as the screen shows it: the latest roll (seed 000, <ゲームの流れ>: 1D plus
//! modifiers picks the face of the deck that is performed).

use crate::data::ActionCard;
use bevy::prelude::*;
use std::sync::Arc;

/// The latest action die, for the screen.
#[derive(Clone, Debug, PartialEq)]
pub struct DieRoll {
    /// Who rolled.
    pub fighter: Entity,
    /// The face rolled.
    pub raw: i32,
    /// The face used, after modifiers and the clamp to 1..6.
    pub face: i32,
    /// The card on that face (none: the deck has no such face).
    pub card: Option<Arc<ActionCard>>,
}

impl DieRoll {
    /// The name of the card rolled.
    pub fn card_name(&self) -> &str {
        self.card.as_ref().map_or("no card", |c| c.name.as_str())
    }
}

/// The latest action die, for the screen.
#[derive(Resource, Clone, Debug, Default)]
pub struct LastRoll(pub Option<DieRoll>);

crate::hot_parts!(LastRoll);
