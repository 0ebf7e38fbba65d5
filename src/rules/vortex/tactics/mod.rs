//! The Vortex's tactics (vortex-design.md §1 Phase 4, §3.5; seed 004 §3–§8, §14, §19): each
//! side's tactic deck, hand, charge zone, life cards and trash, dealt at the battle's start from
//! the battle's one generator. The reveal ([`reveal`]) sets, opens, pays and places them; the
//! zones' battles ([`super::zones`]) take life cards into hands.

pub mod discard;
pub mod open;
pub mod picks;
pub mod place;
pub mod placing;
pub mod plans;
pub mod reveal;
pub mod set;
pub mod showdown;

use crate::data::vortex::{TacticCard, TacticDeck};
use crate::data::{Catalog, Level};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::InBattle;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;
use std::sync::Arc;

/// One tactic card in play: its id and its card.
#[derive(Clone, Debug)]
pub struct Tactic {
    /// Its id.
    pub id: String,
    /// The card.
    pub card: Arc<TacticCard>,
}

/// A card in a charge zone (seed 004 §7): face down it can pay a cost; face up it has paid.
#[derive(Clone, Debug)]
pub struct Charge {
    /// The card.
    pub tactic: Tactic,
    /// Whether it lies face up.
    pub face_up: bool,
}

/// One side's tactics.
#[derive(Clone, Debug, Default)]
pub struct TacticSide {
    /// Its deck's plans and list, when it has a deck.
    pub deck: Option<Arc<TacticDeck>>,
    /// The cards left to draw, the top last.
    pub pile: Vec<Tactic>,
    /// Its hand.
    pub hand: Vec<Tactic>,
    /// Its charge zone, oldest first.
    pub charge: Vec<Charge>,
    /// Its life cards, the top last.
    pub life: Vec<Tactic>,
    /// Blank life cards (a side without a deck has only these).
    pub blank_life: u8,
    /// Its trash.
    pub trash: Vec<Tactic>,
    /// The entity its tactics' effects come from, named "<team>'s" for the log.
    pub source: Option<Entity>,
}

impl TacticSide {
    /// Life cards left.
    pub fn life_left(&self) -> usize {
        self.life.len() + usize::from(self.blank_life)
    }

    /// Face-down charge cards: what can pay a cost.
    pub fn face_down(&self) -> usize {
        self.charge.iter().filter(|c| !c.face_up).count()
    }

    /// Whether its face-down charge cards cover `card`'s cost (seed 004 §7; placing it is
    /// another matter: `place::placeable`).
    pub fn can_pay(&self, card: &TacticCard) -> bool {
        usize::from(card.cost) <= self.face_down()
    }

    /// Takes a life card into the hand (seed 004 9.4; a blank one is only lost). Returns
    /// whether one was left to take.
    pub fn take_life(&mut self) -> bool {
        if let Some(t) = self.life.pop() {
            self.hand.push(t);
            true
        } else if self.blank_life > 0 {
            self.blank_life -= 1;
            true
        } else {
            false
        }
    }

    /// The tactic list plans read (vortex-design.md §3.5): the deck's ids in order of first
    /// appearance.
    pub fn list(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for id in self.deck.iter().flat_map(|d| &d.cards) {
            if !out.contains(&id.as_str()) {
                out.push(id);
            }
        }
        out
    }
}

/// A side's lane card this reveal (seed 004 §5, §8): set face down in its lane, then opened to
/// both sides at once. What the screens show; no rule reads it back.
#[derive(Clone, Debug)]
pub struct LaneCard {
    /// The card.
    pub card: Tactic,
    /// Its lane.
    pub lane: u8,
    /// Whether it is open (face up to both sides).
    pub open: bool,
    /// Whether, once open, it could be played (else it went to the charge zone).
    pub playable: bool,
}

/// Both sides' tactics, and whether reveals hold the cost showdown.
#[derive(Resource, Clone, Debug, Default)]
pub struct Tactics {
    /// Side 0 and side 1.
    pub sides: [TacticSide; 2],
    /// Each side's lane card of the latest reveal (cleared when the next one draws).
    pub lanes: [Option<LaneCard>; 2],
    /// Whether a reveal may hold a cost showdown (seed 004 8.7–8.11; a level may turn it off).
    pub showdown: bool,
}

impl Tactics {
    /// Whether either side has a tactic deck (without one, the reveal has nothing to do).
    pub fn any_deck(&self) -> bool {
        self.sides.iter().any(|s| s.deck.is_some())
    }
}

pub use discard::{HAND_LIMIT, hand_limit};

/// Opening hand (seed 004 §3).
pub const OPENING_HAND: usize = 5;

/// Deals both sides' tactics (seed 004 §3: life cards from the top of the shuffled deck, then
/// the hand): a side without a deck has blank life cards only. Life: the team's `life`, else 5 on
/// a map of three zones and 4 otherwise (F2).
pub fn deal(world: &mut World, level: &Level) {
    let zones = level.map.as_ref().map_or(0, |m| m.zones().len());
    let catalog = world.resource::<Catalog>().clone();
    let mut tactics = Tactics {
        showdown: level.showdown.unwrap_or(true),
        ..Default::default()
    };
    for (i, team) in level.teams.iter().take(2).enumerate() {
        let life = usize::from(team.life.unwrap_or(if zones >= 3 { 5 } else { 4 }));
        let side = &mut tactics.sides[i];
        let deck = team
            .tactics
            .as_ref()
            .and_then(|id| catalog.tactic_decks.get(id).cloned());
        let Some(deck) = deck else {
            side.blank_life = life as u8;
            continue;
        };
        let mut pile: Vec<Tactic> = deck
            .cards
            .iter()
            .filter_map(|id| {
                catalog.tactics.get(id).map(|card| Tactic {
                    id: id.clone(),
                    card: card.clone(),
                })
            })
            .collect();
        world.resource::<BattleRng>().shuffle(&mut pile);
        for _ in 0..life {
            if let Some(t) = pile.pop() {
                side.life.push(t);
            }
        }
        for _ in 0..OPENING_HAND {
            if let Some(t) = pile.pop() {
                side.hand.push(t);
            }
        }
        side.pile = pile;
        side.deck = Some(deck);
        let name = format!("{}'s", team.name);
        side.source = Some(world.spawn((InBattle, Name::new(name))).id());
    }
    world.insert_resource(tactics);
}

/// A side's team name, for the log.
pub(super) fn team(world: &World, side: usize) -> String {
    world.resource::<Battle>().teams[side].name.clone()
}

/// Writes one line of the reveal to the log.
pub(super) fn say(world: &mut World, what: &'static str, text: String) {
    log::write(world, EventKind::Nothing, |_| {
        Facts::default().what(what).says(text)
    });
}

/// A card goes to the charge zone (an R after it resolves, F15: face down, to be set again).
pub(super) fn to_charge(world: &mut World, side: usize, tactic: Tactic) {
    world.resource_mut::<Tactics>().sides[side]
        .charge
        .push(Charge {
            tactic,
            face_up: false,
        });
}
