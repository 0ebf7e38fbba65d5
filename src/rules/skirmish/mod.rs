//! The Skirmish preset: seed 003's Action-Counter combat as written. Combat sheets, playing cards
//! and checks, aux and main actions, movement with falls, attacks with dodge, guard and protect,
//! fainting and enduring, and the bad and good statuses, on a map of squares with height and
//! terrain. The AC countdown itself is the core's ([`crate::rules::core::countdown`]); the turn
//! it steps is [`turn::Turn`].

pub mod actions;
pub mod ask;
pub mod attack;
pub mod cards;
pub mod check;
pub mod cooperate;
pub mod declare;
pub mod defence;
pub mod endure;
pub mod face;
pub mod fall;
pub mod gear;
pub mod health;
pub mod keywords;
pub mod movement;
pub mod plans;
pub mod protect;
pub mod reaction;
pub mod round;
pub mod seen;
pub mod space;
pub mod state;
pub mod threat;
pub mod turn;
pub mod undo;

use crate::data::level::MemberSpec;
use crate::data::{Catalog, Level, Preset};
use crate::rules::core::answers::FaceFns;
use crate::rules::core::battlefield::grid::StopDistance;
use crate::rules::core::countdown::{self, CurrentTurn};
use crate::rules::core::fighter::{Controller, Fighter, FighterKind, Hp, Roster, Statuses};
use crate::rules::core::preset::{Entry, PresetRules, Presets, RoundRules, RoundWords};
use crate::rules::core::schedule::{RoundPhase, RoundSchedule};
use crate::rules::core::setup::{FighterSpawn, spawn_fighter};
use crate::rules::core::state_hash::{StateDigest, each_fighter};
use bevy::prelude::*;
use cards::{CardTable, OPENING_HAND};
use state::{Conditions, EndureUses, Mp, Sheet, TurnActions};

/// The Skirmish's systems: they run only in a Skirmish battle.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SkirmishSystems;

/// The Skirmish round: no initiative dice (ties on AC go to players first, then entry order).
const PHASES: &[RoundPhase] = &[
    RoundPhase::RoundStart,
    RoundPhase::Countdown,
    RoundPhase::RoundEnd,
];

/// The preset's questions on the answer face.
const FACES: &[FaceFns] = &[FaceFns::of::<ask::Request>()];

/// Registers the Skirmish and puts its systems in the round's phases.
pub fn plugin(app: &mut App) {
    Presets::register(
        app,
        Preset::Skirmish,
        PresetRules {
            round: RoundRules {
                phases: PHASES,
                players_first_on_ties: true,
                cap: None,
                words: RoundWords::ROUNDS,
            },
            setup,
            spawn_member,
            ready: prepare_battle,
            waiting: crate::rules::core::decisions::waiting_on::<ask::Request>,
            teardown,
            goal: "To win: every foe fainted or dead; at the round cap it is a draw.",
            drawn: true,
            faces: FACES,
            rules_version: 4,
            digest,
            declare: declare::declare,
        },
    );
    app.add_systems(
        RoundSchedule(Preset::Skirmish),
        (
            round::start_round.in_set(RoundPhase::RoundStart.preset()),
            countdown::run::<turn::Turn>.in_set(RoundPhase::Countdown.preset()),
            round::end_round.in_set(RoundPhase::RoundEnd.preset()),
        )
            .in_set(SkirmishSystems),
    );
}

/// The Skirmish's resources for a new battle: the decisions, the turn, the card table.
fn setup(world: &mut World, _level: &Level) {
    world.insert_resource(ask::Decisions::default());
    CurrentTurn::<turn::Turn>::reset(world);
    world.insert_resource(CardTable::default());
    // Kept from battle to battle: it only lends its room to the next list.
    world.init_resource::<actions::OptionsBuffer>();
    world.insert_resource(attack::AttackInProgress::default());
    world.insert_resource(movement::Reaches::default());
    world.insert_resource(movement::FallsInProgress::default());
    world.insert_resource(round::Preparing::default());
    world.insert_resource(undo::TakeBack::default());
    world.insert_resource(crate::rules::core::take_back::Refused::default());
}

/// Clears the Skirmish's resources away after its battle.
fn teardown(world: &mut World) {
    world.remove_resource::<ask::Decisions>();
    // (The turn's slot stays, empty: it keeps the next actor's query for the next battle.)
    CurrentTurn::<turn::Turn>::reset(world);
    world.remove_resource::<CardTable>();
    world.remove_resource::<attack::AttackInProgress>();
    world.remove_resource::<movement::Reaches>();
    world.remove_resource::<seen::SeenForChoice>();
    world.remove_resource::<movement::FallsInProgress>();
    world.remove_resource::<health::PendingEndure>();
    world.remove_resource::<keywords::TraitsInPlay>();
    world.remove_resource::<round::Preparing>();
}

/// Spawns a scenario's member, a character or a token, with the plans the scenario gives it (or
/// its card's); its sheet is read when every member is in ([`prepare_battle`]).
fn spawn_member(world: &mut World, m: &MemberSpec, entry: Entry) -> Result<Entity, String> {
    let catalog = world.resource::<Catalog>();
    let fighter = |kind, name: &String, attributes: &Vec<String>, races: &Vec<String>| Fighter {
        card_id: m.card.clone(),
        name: name.clone(),
        team: entry.team,
        kind,
        attributes: attributes.clone(),
        races: races.clone(),
        serial: entry.serial,
    };
    let (fighter, hp, plans) = if let Some(c) = catalog.characters.get(&m.card) {
        let f = fighter(FighterKind::Character, &c.name, &c.attributes, &c.races);
        (f, c.hp, &c.plans)
    } else if let Some(t) = catalog.tokens.get(&m.card) {
        let f = fighter(
            FighterKind::IndependentToken,
            &t.name,
            &t.attributes,
            &t.races,
        );
        (f, t.hp, &t.plans)
    } else {
        return Err(format!("no character or token `{}`", m.card));
    };
    let plans = m.plans.as_ref().unwrap_or(plans).clone().into();
    let spawn = FighterSpawn {
        fighter,
        hp,
        line: m.line,
        controller: Controller::new(entry.control, plans),
        statuses: Statuses::default(),
    };
    Ok(spawn_fighter(world, spawn, ()))
}

/// Gives every fighter of a Skirmish battle its sheet's state (from its character or token
/// card), and deals the opening hands: 5 cards for each player's character, 5 per fighter into
/// the GM's shared hand.
pub fn prepare_battle(world: &mut World) {
    world.insert_resource(keywords::TraitsInPlay(false));
    let fighters = Roster::standing(world);
    for &e in &fighters {
        let Some(f) = world.get::<Fighter>(e).cloned() else {
            continue;
        };
        let catalog = world.resource::<Catalog>();
        let sheet = match f.kind {
            FighterKind::Character => catalog
                .characters
                .get(&f.card_id)
                .and_then(|c| c.sheet.clone()),
            _ => catalog.tokens.get(&f.card_id).and_then(|t| t.sheet.clone()),
        };
        let Some(sheet) = sheet else { continue };
        if let Some(hp) = sheet.hp {
            world.entity_mut(e).insert(Hp {
                current: hp,
                start: hp,
            });
        }
        world.entity_mut(e).insert((
            Mp {
                current: sheet.mp,
                start: sheet.mp,
            },
            Conditions::default(),
            TurnActions::default(),
            EndureUses(sheet.skills.will + 1),
            StopDistance(i32::from(sheet.stop_distance)),
            Sheet(sheet.into()),
        ));
        keywords::insert(world, e, &f);
    }
    for &e in &fighters {
        let holder = cards::holder_by_team(world, e);
        world.entity_mut(e).insert(cards::HolderOf(holder));
        cards::deal(world, holder, OPENING_HAND);
    }
}

/// The Skirmish's part of the state hash: each fighter's MP and conditions.
fn digest(world: &mut World, d: &mut StateDigest) {
    each_fighter::<state::Mp>(world, d, |mp, d| d.put(i64::from(mp.current)));
    each_fighter::<state::Conditions>(world, d, |c, d| d.put_str(&format!("{c:?}")));
    keywords::digest(world, d);
}
