//! A Vortex fighter's own parts (vortex-design.md §3.2, F1, F11): its sheet as the rules read it,
//! and the card its action die has readied.

use crate::data::ActionCard;
use crate::data::vortex::VortexCost;
use bevy::prelude::*;
use std::sync::Arc;

/// What the Vortex reads off a fighter's `vortex` sheet.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct VortexFighter {
    /// The AC a round starts with, before last round's overspend.
    pub speed: i32,
    /// Squares a move covers.
    pub move_squares: i32,
    /// Athletics, for checks.
    pub athletics: i32,
    /// Will, for checks.
    pub will: i32,
    /// What it counts for in a zone's battle (vortex-design.md §1 Phase 6).
    pub power: i32,
}

/// A readied card: the face the action die picked, the card, and what it costs here.
#[derive(Clone, Debug)]
pub struct ReadiedCard {
    /// The face, 1 to 6.
    pub face: i32,
    /// The card's id.
    pub id: Arc<str>,
    /// The card.
    pub card: Arc<ActionCard>,
    /// Whether the face can be used at all (seed 000: a face-down card cannot).
    pub usable: bool,
    /// Its AC and panel cost.
    pub cost: VortexCost,
}

/// A fighter's Vortex plans (its sheet's, or its level member's): read on the pattern, play, pay
/// and movement topics (`super::orders`).
#[derive(Component, Clone, Debug, Default)]
pub struct VortexPlans(pub Arc<[crate::data::plan::FighterPlan]>);

/// The fighter's readied card, if it has one (F1: it stays readied until played, dropped as
/// unplayable at a turn end, or the round ends).
#[derive(Component, Clone, Debug, Default)]
pub struct Readied(pub Option<ReadiedCard>);
crate::hot_parts!(Readied);
