//! The Brawl preset: the smallest creature card game seed 002's glossary implies, reconstructed
//! (docs/RULES.md, Brawl). Two players take turns; in a turn a player puts creatures from the
//! hand onto its territory (two rows of three squares) by paying bait, moves and attacks along
//! the lines; a creature's power is what it deals and what it can take; a player at 0 life
//! loses. Every keyword is the engine's (`rules::core::keywords`): this folder plays them.

pub mod act;
pub mod ask;
pub mod board;
pub mod effect;
pub mod face;
pub mod fight;
pub mod harm;
pub mod plans;
pub mod question;
pub mod seal;
pub mod skills;
pub mod state;
pub mod turn;

use crate::data::level::MemberSpec;
use crate::data::{Catalog, Level, Preset};
use crate::rules::core::answers::FaceFns;
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{Fighter, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::seals::Seals;
use crate::rules::core::log::{self, EventKind};
use crate::rules::core::preset::{Entry, PresetRules, Presets, RoundRules, RoundWords};
use crate::rules::core::rng::BattleRng;
use crate::rules::core::schedule::{RoundPhase, RoundSchedule};
use crate::rules::core::setup::{FighterSpawn, spawn_fighter};
use crate::rules::core::state_hash::{StateDigest, each_fighter};
use bevy::prelude::*;
use state::{BrawlState, HAND_START, LIFE};

/// The Brawl's systems: they run only in a Brawl.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BrawlSystems;

/// A round: the core's round line, who goes first (the first round only), both players' turns
/// (Combat), the core's round cap.
const PHASES: &[RoundPhase] = &[
    RoundPhase::RoundStart,
    RoundPhase::Initiative,
    RoundPhase::Combat,
    RoundPhase::RoundEnd,
];

/// The preset's questions on the answer face.
const FACES: &[FaceFns] = &[FaceFns::of::<ask::Request>()];

/// Registers the Brawl and puts its systems in the round's phases.
pub fn plugin(app: &mut App) {
    Presets::register(
        app,
        Preset::Brawl,
        PresetRules {
            round: RoundRules {
                phases: PHASES,
                players_first_on_ties: false,
                cap: None,
                words: RoundWords {
                    combat: "players' turns",
                    ..RoundWords::ROUNDS
                },
            },
            setup,
            spawn_member,
            ready,
            waiting: crate::rules::core::decisions::waiting_on::<ask::Request>,
            teardown,
            goal: "To win: bring the other player's life to 0 (attack along your creatures' lines).",
            drawn: true,
            faces: FACES,
            rules_version: 3,
            digest,
            declare: crate::rules::core::preset::no_declarations,
        },
    );
    app.add_systems(
        RoundSchedule(Preset::Brawl),
        (
            first_player.in_set(RoundPhase::Initiative.preset()),
            turn::play_round.in_set(RoundPhase::Combat.preset()),
        )
            .in_set(BrawlSystems),
    );
}

fn setup(world: &mut World, _level: &Level) {
    world.insert_resource(ask::Decisions::default());
    world.insert_resource(BrawlState::default());
}

fn teardown(world: &mut World) {
    world.remove_resource::<ask::Decisions>();
    world.remove_resource::<BrawlState>();
    let mut q = world.query_filtered::<Entity, Or<(With<board::Beast>, With<board::Square>)>>();
    let gone: Vec<Entity> = q.iter(world).collect();
    for e in gone {
        world.despawn(e);
    }
}

/// Spawns a player: its deck (the member's list, or the deck file's) and its plans.
fn spawn_member(world: &mut World, m: &MemberSpec, entry: Entry) -> Result<Entity, String> {
    let deck = world
        .res::<Catalog>()
        .brawl_decks
        .get(&m.card)
        .cloned()
        .ok_or_else(|| format!("no Brawl deck `{}`", m.card))?;
    let cards = m.deck.clone().unwrap_or_else(|| deck.cards.clone());
    let spawn = FighterSpawn::player(world, m, &deck.name, LIFE, entry);
    let own = (
        board::Side {
            deck: cards,
            ..default()
        },
        Seals::default(),
        plans::SidePlans(deck.plans.clone().into()),
    );
    Ok(spawn_fighter(world, spawn, own))
}

/// Both players in: the squares are laid, each deck shuffled and five cards drawn.
fn ready(world: &mut World) {
    let mut players = Roster::standing(world);
    players.sort_by_key(|e| world.get::<Fighter>(*e).map(|f| (f.team, f.serial)));
    world.res_mut::<BrawlState>().players = players.clone();
    board::spawn_squares(world);
    for p in players {
        let mut deck = world
            .get::<board::Side>(p)
            .map(|s| s.deck.clone())
            .unwrap_or_default();
        world.resource::<BattleRng>().shuffle(&mut deck);
        if let Some(mut s) = world.get_mut::<board::Side>(p) {
            let n = deck.len().saturating_sub(HAND_START);
            s.hand = deck.split_off(n);
            s.hand.reverse();
            s.deck = deck;
        }
    }
}

/// Who takes the first turn: a coin of the battle's generator, once, in the first round.
fn first_player(world: &mut World) {
    if world.res::<Battle>().round == 1 {
        let first = usize::from(world.resource::<BattleRng>().die(2) == 2);
        {
            let mut s = world.res_mut::<BrawlState>();
            s.first = first;
            s.active = first;
        }
        log::write(world, EventKind::Initiative, |w| {
            state::player_facts(w, first)
                .what("first turn")
                .says(format!(
                    "First turn: {}",
                    w.res::<Battle>().teams[first].name
                ))
        });
    }
    world.res_mut::<Battle>().advance_phase();
}

/// The Brawl's part of the state hash: every side's cards and bait, and the creatures on the
/// board (card, team, square, power, attacks, moved).
fn digest(world: &mut World, d: &mut StateDigest) {
    each_fighter::<board::Side>(world, d, |s, d| d.put_str(&format!("{s:?}")));
    let mut q = world.query::<&board::Beast>();
    let mut beasts: Vec<String> = q
        .iter(world)
        .map(|b| {
            format!(
                "{} {} {:?} {} {} {}",
                b.card, b.team, b.sq, b.power, b.attacks, b.moved
            )
        })
        .collect();
    beasts.sort();
    for b in &beasts {
        d.put_str(b);
    }
}
