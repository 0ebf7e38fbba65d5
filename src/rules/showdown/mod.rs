//! The Showdown preset: seed 004's W Card game as written. Two players, no first player: each
//! turn both recharge, draw, set two cards face down and open them at once, paying costs with
//! charge cards — a cost showdown or a cost offset when both pay (the Reveal phase), then battle
//! in zones ①②③ for life cards and end the turn (upkeep, hand limit: the Combat phase).

pub mod answers;
pub mod ask;
pub mod combat;
pub mod cost;
pub mod effects;
pub mod end;
pub mod face;
pub mod flipped;
pub mod fusion;
pub mod moment;
pub mod offset;
pub mod open;
pub mod paying;
pub mod place;
pub mod placing;
pub mod plans;
pub mod question;
pub mod reveal;
pub mod sides;
pub mod start;
pub mod table;
pub mod upkeep;
pub mod variant;

use crate::data::level::MemberSpec;
use crate::data::{Catalog, Level, Preset};
use crate::rules::core::answers::FaceFns;
use crate::rules::core::hot::HotReads;
use crate::rules::core::preset::{Entry, PresetRules, Presets, RoundRules, RoundWords};
use crate::rules::core::schedule::{RoundPhase, RoundSchedule};
use crate::rules::core::setup::{FighterSpawn, spawn_fighter};
use crate::rules::core::state_hash::{StateDigest, each_fighter};
use bevy::prelude::*;

/// The Showdown's systems: they run only in a Showdown.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShowdownSystems;

/// A turn of seed 004 (4.ゲームの流れ): the core's round line; recharge, draw, set and open
/// (Reveal); the three battles and the turn end (Combat); the core's turn cap.
const PHASES: &[RoundPhase] = &[
    RoundPhase::RoundStart,
    RoundPhase::Reveal,
    RoundPhase::Combat,
    RoundPhase::RoundEnd,
];

/// The preset's questions on the answer face.
const FACES: &[FaceFns] = &[FaceFns::of::<ask::Request>()];

/// Registers the Showdown and puts its systems in the round's phases.
pub fn plugin(app: &mut App) {
    Presets::register(
        app,
        Preset::Showdown,
        PresetRules {
            round: RoundRules {
                phases: PHASES,
                players_first_on_ties: false,
                cap: None,
                words: RoundWords {
                    round: "turn",
                    turn: "step",
                    at_cap: "draw",
                    combat: "battles",
                },
            },
            setup,
            spawn_member,
            ready,
            waiting: crate::rules::core::decisions::waiting_on::<ask::Request>,
            teardown,
            goal: "To win: a battle card alone in a zone takes a life card from the other side; a side with no life card left to take loses.",
            drawn: true,
            faces: FACES,
            rules_version: 3,
            digest,
            declare: crate::rules::core::preset::no_declarations,
        },
    );
    app.add_systems(
        RoundSchedule(Preset::Showdown),
        (
            reveal::set_and_open.in_set(RoundPhase::Reveal.preset()),
            combat::battles.in_set(RoundPhase::Combat.preset()),
        )
            .in_set(ShowdownSystems),
    );
}

fn setup(world: &mut World, level: &Level) {
    variant::setup(world, level);
    world.insert_resource(ask::Decisions::default());
    world.insert_resource(reveal::RevealState::default());
    world.insert_resource(sides::Sides::default());
    world.insert_resource(combat::CombatState::default());
    world.insert_resource(effects::EffectState::default());
}

fn teardown(world: &mut World) {
    world.remove_resource::<variant::Setting>();
    world.remove_resource::<ask::Decisions>();
    world.remove_resource::<reveal::RevealState>();
    world.remove_resource::<sides::Sides>();
    world.remove_resource::<combat::CombatState>();
    world.remove_resource::<effects::EffectState>();
}

/// Spawns a player: its deck (the member's list, or the deck file's), its plans; the cards are
/// shuffled and dealt once both players are in (`ready`).
fn spawn_member(world: &mut World, m: &MemberSpec, entry: Entry) -> Result<Entity, String> {
    let catalog = world.res::<Catalog>();
    let deck = catalog
        .show_decks
        .get(&m.card)
        .cloned()
        .ok_or_else(|| format!("no W deck `{}`", m.card))?;
    let cards = m.deck.clone().unwrap_or_else(|| deck.cards.clone());
    let spawn = FighterSpawn::player(world, m, &deck.name, start::LIFE as i32, entry);
    let own = (
        table::Table {
            deck: cards,
            ..default()
        },
        plans::SidePlans(deck.plans.clone().into()),
    );
    Ok(spawn_fighter(world, spawn, own))
}

/// Both players in: each deck is shuffled, five life cards are laid out and five cards drawn
/// (3.ゲームを始める前に).
fn ready(world: &mut World) {
    sides::find(world);
    start::deal(world);
}

/// The Showdown's part of the state hash: every side's cards, zone by zone, by id.
fn digest(world: &mut World, d: &mut StateDigest) {
    each_fighter::<table::Table>(world, d, |t, d| d.put_str(&format!("{t:?}")));
}
