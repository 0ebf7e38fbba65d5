//! The Vortex preset (vortex-design.md): the five seeds on one grid, all seven phases of its round,
//! headless. The round start sets each fighter's AC from its speed; the initiative is seed 000's
//! (once a battle); Dawn readies a card by the action die, then patterns switch and recover (seed
//! 001); the reveal sets and opens tactic cards (seed 004); in the AC countdown (seed 003) each
//! turn moves on the grid and plays the readied card through seed 000's chain, paying its panels
//! and AC, with seed 002's traits, states and timings acting on every unit; the zones are judged
//! with life cards; the round end returns the panels and gives the verdict at the cap. Everything
//! it shares with the Duel, the Arena, the Skirmish and the Brawl it takes from the core
//! (`core::cards`, `core::panels`, `core::battlefield`, `core::keywords`); it imports no other
//! preset.

pub mod act;
pub mod aim;
pub mod arrive;
pub mod check;
pub mod combat;
pub mod drive_off;
pub mod face;
pub mod goals;
pub mod hermit;
pub mod moves;
pub mod orders;
pub mod parts;
pub mod patterns;
pub mod plan;
pub mod question;
pub mod ready;
pub mod round;
pub mod tactics;
pub mod tally;
pub mod turn;
pub mod undo;
pub mod verdict;
pub mod zones;

use crate::data::level::MemberSpec;
use crate::data::vortex::VortexSheet;
use crate::data::{Catalog, Level, Preset};
use crate::rules::core::answers::FaceFns;
use crate::rules::core::battlefield::grid::{Seals, StopDistance};
use crate::rules::core::cards::kit::CardRules;
use crate::rules::core::cards::{additive, ask, initiative, pass, spawn};
use crate::rules::core::countdown;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::panels::{Patterns, fresh_patterns};
use crate::rules::core::preset::{Entry, PresetRules, Presets, RoundRules, RoundWords};
use crate::rules::core::schedule::{RoundPhase, RoundSchedule};
use crate::rules::core::state_hash::{StateDigest, each_fighter};
use bevy::prelude::*;
use parts::{Readied, VortexFighter, VortexPlans};
use turn::VortexTurn;

/// The Vortex's systems.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VortexSystems;

/// All seven phases (vortex-design.md §1); the reveal and the zones' battles run empty on a map
/// without zones or tactic decks.
const PHASES: &[RoundPhase] = &RoundPhase::ORDER;

fn setup(world: &mut World, level: &Level) {
    pass::set_up::<VortexTurn>(world, level);
    // The Vortex reads seed 000's cards without the relief rule (vortex-design.md §2, 000 row),
    // and a heal stops at the start HP (F19).
    world.insert_resource(CardRules {
        relief: false,
        heal_cap: true,
        height_ranges: true,
        cover: true,
        fall: Some(moves::fall_check),
        keywords: true,
        save: Some(moves::save),
        aim: Some(aim::aim),
        summon: Some(arrive::summon),
        straight: Some(aim::straight),
    });
    world.insert_resource(Seals::default());
    world.insert_resource(question::Decisions::default());
    world.insert_resource(undo::TakeBack::default());
    world.insert_resource(crate::rules::core::take_back::Refused::default());
    world.insert_resource(crate::rules::core::plans::PresetFacts(orders::fact));
    world.insert_resource(zones::ZonesHeld::default());
    world.insert_resource(zones::Zones::of(level.map.as_ref()));
    tactics::deal(world, level);
    goals::set_up(world, level);
}

fn teardown(world: &mut World) {
    pass::take_down::<VortexTurn>(world);
    world.remove_resource::<CardRules>();
    world.remove_resource::<round::InitiativeWinner>();
    world.remove_resource::<round::DawnClock>();
    world.remove_resource::<tactics::Tactics>();
    world.remove_resource::<Seals>();
    world.remove_resource::<question::Decisions>();
    world.remove_resource::<undo::TakeBack>();
    world.remove_resource::<crate::rules::core::take_back::Refused>();
    world.remove_resource::<crate::rules::core::plans::PresetFacts>();
    world.remove_resource::<round::Dawn>();
    world.remove_resource::<round::Dusk>();
    world.remove_resource::<tactics::reveal::RevealAt>();
    world.remove_resource::<combat::CombatAt>();
    goals::take_down(world);
    world.remove_resource::<zones::ZonesHeld>();
    world.remove_resource::<zones::Zones>();
    world.remove_resource::<hermit::StrippedIn>();
}

/// A member enters with the card rules' parts (deck, abilities, extras) and its Vortex sheet:
/// speed, move, checks, stop distance and its skill patterns.
fn spawn_member(world: &mut World, m: &MemberSpec, entry: Entry) -> Result<Entity, String> {
    let catalog = world.res::<Catalog>();
    let character = catalog
        .characters
        .get(&m.card)
        .and_then(|c| c.vortex.clone());
    let sheet = character
        .clone()
        .or_else(|| catalog.tokens.get(&m.card).and_then(|t| t.vortex.clone()))
        .ok_or_else(|| format!("`{}` has no vortex sheet", m.card))?;
    let e = spawn::spawn_member(world, m, entry)?;
    enter(world, e, &sheet, character.is_some());
    if let Some(plans) = &m.plans {
        world
            .entity_mut(e)
            .insert(VortexPlans(plans.clone().into()));
    }
    Ok(e)
}

/// Gives a fighter that enters the battle its Vortex parts from its sheet: speed, move, checks,
/// power, stop distance, its skill patterns, and no card readied.
pub fn enter(world: &mut World, e: Entity, sheet: &VortexSheet, character: bool) {
    let mut fighter = world.entity_mut(e);
    fighter.insert((
        VortexFighter {
            speed: i32::from(sheet.speed),
            move_squares: i32::from(sheet.move_squares()),
            athletics: i32::from(sheet.athletics),
            will: i32::from(sheet.will),
            power: i32::from(sheet.power(character)),
        },
        StopDistance(i32::from(sheet.stop_distance)),
        Readied::default(),
        VortexPlans(sheet.plans.clone().into()),
        Ailments::default(),
    ));
    if !sheet.patterns.is_empty() {
        fighter.insert(fresh_patterns(&sheet.patterns));
    }
    if !sheet.actions.is_empty() {
        // A Skirmish-only token's Vortex action table.
        let faces = crate::rules::core::cards::decks::resolved_faces(world, &sheet.actions)
            .iter()
            .flatten()
            .cloned()
            .collect();
        world
            .entity_mut(e)
            .insert(crate::rules::core::cards::components::Deck(faces));
    }
    with_vortex_keywords(world, e, sheet);
}

/// Adds the sheet's Vortex-only traits and abilities to the fighter's own (design §3.2; its card's
/// come first).
fn with_vortex_keywords(world: &mut World, e: Entity, sheet: &VortexSheet) {
    use crate::rules::core::cards::components::Abilities;
    use crate::rules::core::keywords::battle::ShieldLeft;
    use crate::rules::core::keywords::traits::HasTraits;
    if !sheet.traits.0.is_empty() {
        let mut has = world.part::<HasTraits>(e).cloned().unwrap_or_default();
        for t in &sheet.traits.0 {
            has.gain(t.clone());
        }
        let shield = has.0.iter().find_map(|t| match t {
            crate::data::keywords::Trait::Shield(n) => Some(*n),
            _ => None,
        });
        let mut fighter = world.entity_mut(e);
        fighter.insert(has);
        if let Some(n) = shield {
            fighter.insert(ShieldLeft(n));
        }
    }
    if !sheet.abilities.is_empty() {
        let mut all: Vec<crate::data::Ability> = world
            .get::<Abilities>(e)
            .map(|a| a.0.to_vec())
            .unwrap_or_default();
        all.extend(sheet.abilities.iter().cloned());
        world.entity_mut(e).insert(Abilities(all.into()));
    }
}

const FACES: &[FaceFns] = &[
    FaceFns::of::<question::Request>(),
    FaceFns::of::<ask::Request>(),
];

/// The preset's plugin.
pub fn plugin(app: &mut App) {
    Presets::register(
        app,
        Preset::Vortex,
        PresetRules {
            round: RoundRules {
                phases: PHASES,
                players_first_on_ties: false,
                cap: None,
                words: RoundWords::ROUNDS,
            },
            setup,
            spawn_member,
            ready: additive::refresh_base_modifiers,
            waiting: question::waiting,
            teardown,
            // The window's Vortex screen: `screens::battle::vortex`.
            goal: "To win: the scenario's goals, on its first screen.",
            drawn: true,
            faces: FACES,
            rules_version: 4,
            digest,
            declare: undo::declare,
        },
    );
    app.add_systems(
        RoundSchedule(Preset::Vortex),
        (
            round::start.in_set(RoundPhase::RoundStart.preset()),
            initiative::run::<VortexTurn>.in_set(RoundPhase::Initiative.preset()),
            round::dawn_and_switch.in_set(RoundPhase::PatternSwitch.preset()),
            tactics::reveal::run.in_set(RoundPhase::Reveal.preset()),
            countdown::run::<VortexTurn>.in_set(RoundPhase::Countdown.preset()),
            combat::combat.in_set(RoundPhase::Combat.preset()),
            round::end.in_set(RoundPhase::RoundEnd.preset()),
        )
            .in_set(VortexSystems),
    );
}

/// What the Vortex adds to the state hash: each fighter's pattern in use, every panel's used flag
/// and statuses, its readied face, its seed 002 states and the Binds on its cards.
fn digest(world: &mut World, d: &mut StateDigest) {
    each_fighter::<Patterns>(world, d, |p, d| {
        d.put(p.current as i64);
        for pattern in &p.all {
            for s in &pattern.0 {
                d.put(i64::from(s.used));
                d.put(s.statuses.len() as i64);
                for st in &s.statuses {
                    d.put(*st as i64);
                }
            }
        }
    });
    each_fighter::<Readied>(world, d, |r, d| {
        d.put(r.0.as_ref().map_or(0, |c| i64::from(c.face)));
    });
    each_fighter::<Ailments>(world, d, |a, d| {
        d.put(i64::from(a.sleep.unwrap_or(0)));
        d.put(i64::from(a.poison));
    });
    each_fighter::<crate::rules::core::cards::disrupt::BoundCards>(world, d, |b, d| {
        d.put(b.0.len() as i64);
        for face in &b.0 {
            d.put(*face as i64);
        }
    });
}
