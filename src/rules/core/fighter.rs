//! A fighter's components in every preset: who it is, its HP, place, action counter, controller,
//! servants and additive elements; and the roster of the battle's fighters. A preset adds its own
//! components (a deck, a combat sheet) when it spawns a fighter.

use crate::data::Modifier;
use crate::data::level::{Control, LineName};
use crate::data::plan::FighterPlan;
use crate::rules::core::battlefield::BoardReader;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use std::sync::Arc;

/// Marks every entity that belongs to the battle in progress (despawned when a new one starts).
#[derive(Component, Debug, Clone, Copy)]
pub struct InBattle;

/// Whether a fighter is a character or a token, and which kind of token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FighterKind {
    /// A character card.
    Character,
    /// A token standing on its own, like a character.
    IndependentToken,
    /// A token in a master's servant frame.
    Servant,
}

/// Who a fighter is.
#[derive(Component, Debug, Clone)]
pub struct Fighter {
    /// The content id it was made from.
    pub card_id: String,
    /// Its name.
    pub name: String,
    /// Its team's index.
    pub team: usize,
    /// Character or token.
    pub kind: FighterKind,
    /// Attributes.
    pub attributes: Vec<String>,
    /// Races.
    pub races: Vec<String>,
    /// A number unique in the battle, in order of entry: the last tie-breaker.
    pub serial: u32,
}

/// Hit points: the current value and the value it started with.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hp {
    /// Current HP (may go below 0, and above `start`).
    pub current: i32,
    /// Starting HP.
    pub start: i32,
}

/// The fighters in the battle and not retired, as a query filter.
pub type InTheBattle = (With<InBattle>, Without<Retired>);

/// A fighter that is out of the battle. Kept in a sparse set: a fighter that retires changes
/// archetype but none of its parts moves table (docs/PERFORMANCE.md).
#[derive(Component, Debug, Clone, Copy)]
#[component(storage = "SparseSet")]
pub struct Retired;

/// Where a fighter stands on a `Lines` battlefield: its team's front, middle or back line.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The line.
    pub line: LineName,
}

/// The fighter's place in the initiative order: 0 acts first.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct InitiativeRank(pub u32);

/// The action counter: turns left this round (1 per round in presets without AC).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionCounter(pub i32);

/// Who decides for this fighter, and its plans.
#[derive(Component, Debug, Clone)]
pub struct Controller {
    /// The player or the plans.
    pub control: Control,
    /// Its plans, in order.
    pub plans: Arc<[FighterPlan]>,
    /// Whether it is of a side the player controls (its team's control is the player's, even
    /// while its plans play for it): its questions are numbered by the answer face, and it may
    /// be handed over.
    pub player_side: bool,
}

impl Controller {
    /// A controller for a fighter of a team under `control`, with these plans.
    pub fn new(control: Control, plans: Arc<[FighterPlan]>) -> Self {
        Self {
            control,
            plans,
            player_side: control == Control::Player,
        }
    }
}

/// A status change (状態変化): one record per kind, merged; vanishes at ±0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusChange {
    /// The kind and merged value.
    pub modifier: Modifier,
    /// When it was last given (for "the later effect wins").
    pub stamp: u64,
}

/// One named status on a fighter (never merged).
#[derive(Debug, Clone)]
pub struct NamedInstance {
    /// The status's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its attribute.
    pub attribute: Option<String>,
    /// Influence 1 to 3.
    pub influence: u8,
    /// Turns left; none lasts the battle.
    pub turns_left: Option<u32>,
    /// The status card (modifiers, trigger, effects).
    pub card: Arc<crate::data::NamedStatusCard>,
    /// When it was given.
    pub stamp: u64,
}

/// Additive elements (付加要素): the base modifier and what is given beyond it (seed 000's rules
/// for them are `core::cards::additive`; every fighter carries the component so that boards read it
/// alike). The base modifier lives here, beside the statuses it is always read with, so one
/// look reads a fighter's modifiers.
#[derive(Component, Debug, Clone, Default)]
pub struct Statuses {
    /// The base modifier: one merged record from abilities, the field and terrain.
    pub base: BaseModifier,
    /// Status changes, one per kind, in the order first given.
    pub changes: Vec<StatusChange>,
    /// Named statuses, in the order given.
    pub named: Vec<NamedInstance>,
    /// Status changes that continuous sources (usable deck cards) keep re-creating.
    pub continuous: Vec<Modifier>,
    /// Seed 002's row skills' passives (the Vortex's `InRow`): each counts only while the
    /// holder's row is the one named (read with the world, `keywords::grid::in_row`).
    pub rows: Vec<(crate::data::keywords::Row, Modifier)>,
}

/// The base modifier (基礎修正): one merged record from abilities, the field and terrain (a
/// fighter's is [`Statuses::base`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BaseModifier(pub Vec<Modifier>);

/// A master's servant frame (使役枠): its servants in summon order (oldest first).
#[derive(Component, Debug, Clone, Default)]
pub struct ServantFrame(pub Vec<Entity>);

/// A servant's master.
#[derive(Component, Debug, Clone, Copy)]
pub struct Master(pub Entity);

/// Every fighter of the battle, in the order they entered (serial order), and those still in.
/// Rules walk these lists instead of building a query each time: a battle has a dozen fighters.
#[derive(Resource, Debug, Clone, Default)]
pub struct Roster {
    /// Every fighter that entered, retired or not, in entry order.
    pub all: Vec<Entity>,
    /// The fighters not retired, in entry order.
    pub standing: Vec<Entity>,
}

impl Roster {
    /// Fighters not retired, in entry order.
    pub fn standing(world: &World) -> Vec<Entity> {
        world.res::<Roster>().standing.clone()
    }

    /// Adds a fighter that enters the battle.
    pub fn enter(world: &mut World, e: Entity) {
        let mut roster = world.res_mut::<Roster>();
        roster.all.push(e);
        roster.standing.push(e);
        BoardReader::forget(world);
    }

    /// Brings a retired fighter back into the battle (seed 003's 耐える), in its entry place.
    pub fn rejoin(world: &mut World, e: Entity) {
        world.entity_mut(e).remove::<Retired>();
        BoardReader::forget(world);
        let mut roster = world.res_mut::<Roster>();
        if roster.standing.contains(&e) {
            return;
        }
        let all = roster.all.clone();
        roster.standing.push(e);
        roster
            .standing
            .sort_by_key(|x| all.iter().position(|y| y == x).unwrap_or(usize::MAX));
    }

    /// Takes a fighter out of the battle (retired or discarded).
    pub fn retire(world: &mut World, e: Entity) {
        world.entity_mut(e).insert(Retired);
        world.res_mut::<Roster>().standing.retain(|x| *x != e);
        if let Some(k) = BoardReader::keeper(world) {
            k.left(e);
        }
    }
}

/// [`Modifier::DistanceIs`] from a fighter's statuses and base modifier ("distance is always
/// N"), if it has one: a named status's or status change's before the base modifier's.
pub fn fixed_distance_in(st: &Statuses) -> Option<i32> {
    let probe = Modifier::DistanceIs(0);
    let from_status = st
        .changes
        .iter()
        .find(|c| c.modifier.same_kind(probe))
        .map(|c| c.modifier.value());
    let from_named = || {
        st.named
            .iter()
            .flat_map(|n| n.card.modifiers.iter())
            .find(|m| m.same_kind(probe))
            .map(|m| m.value())
    };
    let from_base = || {
        st.base
            .0
            .iter()
            .find(|m| m.same_kind(probe))
            .map(|m| m.value())
    };
    from_status.or_else(from_named).or_else(from_base)
}

crate::hot_parts!(
    Roster,
    Statuses,
    Hp,
    Position,
    Fighter,
    Controller,
    ActionCounter,
    Master,
    ServantFrame,
    InitiativeRank
);
