//! The chain stack (seed 000's order of simultaneous effects): its items and the record it keeps.
//! The stack's logic is [`stack`]; what an item does is [`effects`] (a line of effects) and a
//! fired trigger's resolution (`fire`); which triggers an event meets is [`triggers`];
//! retirement, checked when the stack is empty, is [`retire`].
//!
//! Every effect of the Duel is an item on one stack. The top item resolves first; what it makes
//! happen is checked for triggers, which are pushed so that the first in seed 000's order of
//! simultaneous effects resolves first (field → earlier initiative → special ability → action
//! card by die face → additive elements: named by influence, normal by influence, base). A
//! trigger whose source is gone when its turn comes is cancelled. Retirement is checked only
//! when the stack is empty.

pub mod effects;
mod fire;
pub mod hp;
pub mod retire;
pub mod stack;
pub mod triggers;

use crate::data::Effect;
use bevy::prelude::*;
use std::sync::Arc;

/// One target of an effect line, with the shortfall the relief rule takes off (if it applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The fighter.
    pub entity: Entity,
    /// Set when the target is out of range but reached by the relief rule: the range missing.
    pub relief: Option<i32>,
}

/// The triggers whose firing led to an effect, oldest first: a trigger never answers an event
/// its own firing led to (docs/RULES.md), which keeps every chain finite without dropping events.
pub type Lineage = Arc<[(Entity, TriggerOrigin)]>;

/// The targets of a card, an ability or a line: few, kept off the heap.
pub type Targets = smallvec::SmallVec<[Target; 2]>;

/// What an item made happen: few events, kept off the heap.
pub type Events = smallvec::SmallVec<[Happened; 4]>;

/// One line of effects to apply to its targets.
#[derive(Clone, Debug)]
pub struct Apply {
    /// Who the effect comes from.
    pub source: Entity,
    /// What it does.
    pub effect: Effect,
    /// Who it is applied to.
    pub targets: Targets,
    /// When it was put in place ("the later effect wins").
    pub stamp: u64,
    /// The triggers that led to it (empty for a card's own effects).
    pub lineage: Lineage,
}

/// Where a triggered effect comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TriggerOrigin {
    /// The holder's special ability at this index.
    Ability(usize),
    /// The holder's named status given at this stamp.
    Named(u64),
    /// A field card's turn-start effects on the holder (the field's id).
    Field(Arc<str>),
    /// A side's own effect, dealt by no fighter (a Vortex tactic card: what the log calls it,
    /// such as "Dawnward's Rockslide"). It is never a trigger on the stack.
    Side(Arc<str>),
}

/// A triggered effect waiting on the stack.
#[derive(Clone, Debug)]
pub struct Triggered {
    /// The fighter it belongs to (or, for a field, the fighter it affects).
    pub holder: Entity,
    /// Its source.
    pub origin: TriggerOrigin,
    /// The fighter that set it off, if any.
    pub cause: Option<Entity>,
    /// The triggers that led to the event it answers.
    pub lineage: Lineage,
}

/// An item on the chain stack.
#[derive(Clone, Debug)]
pub enum ChainItem {
    /// A line of effects.
    Apply(Apply),
    /// A trigger to resolve.
    Triggered(Triggered),
}

/// Something that happened, checked for triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happened {
    /// The battle began.
    BattleStart,
    /// A fighter's turn began.
    TurnStart(Entity),
    /// A fighter's turn ended.
    TurnEnd(Entity),
    /// A fighter took damage (0 counts).
    Damaged {
        /// Who took it.
        target: Entity,
        /// Who dealt it: none when a field card or a named status did (seed 000 【表記】: its
        /// victim did not deal it).
        source: Option<Entity>,
    },
    /// A fighter retired.
    Retired(Entity),
    /// A fighter entered the map after the battle began (seed 002 登場, the Vortex's).
    Arrived(Entity),
    /// A fighter's card dealt damage and it still stands (seed 002 追い討ち, the Vortex's).
    FollowUp(Entity),
}

/// The chain stack, with what it keeps until it is next empty (held in the Duel's [`Kit`](super::kit::Kit)).
#[derive(Clone, Debug, Default)]
pub struct ChainStack {
    /// The items; the last is the top.
    pub items: Vec<ChainItem>,
    /// Triggers fired since the stack was last empty; past [`MAX_FIRINGS`] no more fire until
    /// it is (a safety net, docs/RULES.md).
    pub firings: u32,
    /// The fighters whose HP changed since retirement was last checked (only they can retire).
    pub hp_changed: Vec<Entity>,
    /// A clock that ticks for every effect put in place, for "the later effect wins".
    pub clock: u64,
    /// The empty lineage of a card's own effects, shared (no allocation per card).
    pub root: Lineage,
    /// Whether the card whose own lines are on the stack chooses one target (seed 002's
    /// 貫通攻撃 reads a single-target card's damage; set as a card's lines are put in place).
    pub single: bool,
    /// Whether the card whose own lines are on the stack dealt damage (seed 002 追い討ち reads
    /// it; cleared as a card's lines are put in place).
    pub dealt: bool,
}

/// The most triggers one chain fires (a safety net: no trigger answers its own lineage, so only
/// content with very many triggers could reach it).
pub const MAX_FIRINGS: u32 = 256;

impl ChainStack {
    /// The next tick of the effect clock.
    pub fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }
}

/// Whether the chain ran until empty or waits for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// The stack is empty and retirement has been checked.
    Done,
    /// A player's decision is needed; the item waits on the stack.
    Blocked,
    /// The battle is over (the stack is dropped).
    Ended,
}

/// An effect waits for a player's decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NeedsDecision;
