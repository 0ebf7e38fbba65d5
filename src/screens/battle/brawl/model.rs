//! What the Brawl screen shows, read from the game after the rules run: each player's life,
//! bait, deck, graveyard and sealed squares, the player's own hand (the opponent's only as a
//! count), and every creature on the board with its power, shield, traits and states.

use crate::data::Catalog;
use crate::data::keywords::Trait;
use crate::data::level::Control;
use crate::rules::brawl::ask::Foe;
use crate::rules::brawl::board::{Beast, Side, Sq};
use crate::rules::brawl::state::{BrawlState, Stage};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{Fighter, Hp};
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::order::ArrivedAt;
use crate::rules::core::keywords::seals::Seals;
use crate::rules::core::keywords::traits::HasTraits;
use bevy::prelude::*;

/// A creature as drawn.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct BeastView {
    pub entity: Entity,
    /// Its serial in the log (where the board's effects are drawn).
    pub serial: u32,
    pub card: String,
    /// Its picture (none before the pictures load).
    pub picture: Option<bevy_egui::egui::TextureId>,
    pub name: String,
    pub team: usize,
    pub sq: Sq,
    pub power: i32,
    pub printed: i32,
    pub shield: u8,
    pub traits: Vec<Trait>,
    /// Each trait's picture, in the same order (none before the pictures load).
    pub trait_pictures: Vec<Option<bevy_egui::egui::TextureId>>,
    pub asleep: Option<u8>,
    pub poisoned: bool,
    /// The pictures of sleep and poison (none before the pictures load).
    pub ailment_pictures: [Option<bevy_egui::egui::TextureId>; 2],
    pub fresh: bool,
}

/// A player as drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct PlayerView {
    /// Its serial in the log.
    pub serial: u32,
    pub name: String,
    pub life: i32,
    pub bait: u8,
    pub deck: usize,
    /// The graveyard by name, the latest last.
    pub graveyard: Vec<String>,
    /// The hand by id (the player's own only; the other's is hidden).
    pub hand: Vec<String>,
    pub hand_count: usize,
    /// Sealed squares and the dawns left on each.
    pub seals: Vec<(usize, u8)>,
}

/// The whole board as drawn.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(super) struct BrawlSnapshot {
    /// By team.
    pub players: Vec<PlayerView>,
    pub beasts: Vec<BeastView>,
    /// The team at the keyboard (drawn at the bottom).
    pub me: usize,
    pub active: usize,
    pub turn: u32,
    pub stage: Stage,
    /// The attack of the step just taken.
    pub clash: Option<(Entity, Foe)>,
    /// What each of the player's creatures would do attacking each foe or the other player, by
    /// the battle's own numbers (the rules' `foresee`): a forecast.
    pub forecasts: Vec<(Entity, Foe, crate::rules::brawl::fight::Foresight)>,
}

impl BrawlSnapshot {
    /// The creature on `sq` of `team`'s territory.
    pub fn at(&self, team: usize, sq: Sq) -> Option<&BeastView> {
        self.beasts.iter().find(|b| b.team == team && b.sq == sq)
    }
}

/// Reads the board (an exclusive system: it reads many components at once).
pub(super) fn snapshot(world: &mut World) {
    let Some(state) = world.get_resource::<BrawlState>().cloned() else {
        return;
    };
    let me = world
        .resource::<Battle>()
        .teams
        .iter()
        .position(|t| t.control == Control::Player)
        .unwrap_or(0);
    let catalog = world.resource::<Catalog>().clone();
    let name = |id: &String| {
        catalog.creatures.get(id).map_or_else(
            || id.clone(),
            |c| crate::data::lang::shown(&c.name).into_owned(),
        )
    };
    let mut players = Vec::new();
    for (team, &p) in state.players.iter().enumerate() {
        let side = world.get::<Side>(p).cloned().unwrap_or_default();
        players.push(PlayerView {
            serial: world.get::<Fighter>(p).map_or(0, |f| f.serial),
            name: world
                .get::<Fighter>(p)
                .map(|f| crate::data::lang::shown(&f.name).into_owned())
                .unwrap_or_default(),
            life: world.get::<Hp>(p).map_or(0, |h| h.current),
            bait: side.bait,
            deck: side.deck.len(),
            graveyard: side.graveyard.iter().map(name).collect(),
            hand: if team == me {
                side.hand.clone()
            } else {
                Vec::new()
            },
            hand_count: side.hand.len(),
            seals: world
                .get::<Seals>(p)
                .map(|s| s.0.clone())
                .unwrap_or_default(),
        });
    }
    let mut q = world.query::<(
        Entity,
        &Beast,
        Option<&crate::rules::core::log_facts::Serial>,
        &HasTraits,
        &Ailments,
        &ShieldLeft,
        &ArrivedAt,
    )>();
    let pictures = world.get_resource::<crate::screens::pictures::Pictures>();
    let mut beasts: Vec<(ArrivedAt, BeastView)> = q
        .iter(world)
        .map(|(e, b, serial, t, a, s, at)| {
            (
                *at,
                BeastView {
                    entity: e,
                    serial: serial.map_or(0, |s| s.0),
                    card: b.card.clone(),
                    picture: pictures.and_then(|p| p.fighter(&b.card)),
                    name: crate::data::lang::content::shown(&b.name).into_owned(),
                    team: b.team,
                    sq: b.sq,
                    power: b.power,
                    printed: catalog
                        .creatures
                        .get(&b.card)
                        .map_or(0, |c| i32::from(c.power)),
                    shield: s.0,
                    traits: t.0.clone(),
                    trait_pictures: t
                        .0
                        .iter()
                        .map(|tr| pictures.and_then(|p| p.variant("keyword", "", tr)))
                        .collect(),
                    asleep: a.sleep,
                    poisoned: a.poison,
                    ailment_pictures: ["status/brawl_sleep", "status/brawl_poison"]
                        .map(|k| pictures.and_then(|p| p.key(k))),
                    fresh: b.arrived_turn == state.turn,
                },
            )
        })
        .collect();
    beasts.sort_by_key(|(a, _)| *a);
    let mut forecasts = Vec::new();
    for (_, mine) in beasts.iter().filter(|(_, b)| b.team == me) {
        let foes = beasts
            .iter()
            .filter(|(_, b)| b.team != me)
            .map(|(_, b)| Foe::Creature(b.entity));
        for foe in std::iter::once(Foe::Player).chain(foes) {
            if let Some(f) = crate::rules::brawl::fight::foresee(world, mine.entity, foe) {
                forecasts.push((mine.entity, foe, f));
            }
        }
    }
    let snap = BrawlSnapshot {
        forecasts,
        players,
        beasts: beasts.into_iter().map(|(_, b)| b).collect(),
        me,
        active: state.active,
        turn: state.turn,
        stage: state.stage,
        clash: state.clash,
    };
    if *world.resource::<BrawlSnapshot>() != snap {
        *world.resource_mut::<BrawlSnapshot>() = snap;
    }
}
