//! `vortex screenshot`: goes straight into a battle, drives it until the screen shows fighters, a
//! rolled die and log lines (a target prompt if the player's fighter has one to choose; on a map,
//! the player's action prompt with the move preview), draws the asked number of frames, saves the
//! window as a PNG, waits for the file and exits, printing what it measured ([`measure`]). With
//! `--blank` it does the same for an empty window: the floor the game's frame time is compared
//! with; with `--prepare TAB`, for the preparation screen at that tab.

mod measure;
mod vortex;

/// A Skirmish question `vortex screenshot --ask` waits for and pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum AskKind {
    /// The card for a fall check.
    Fall,
    /// Whether to take an ally's blow or fall.
    Protect,
    /// The answer to a hit.
    Defend,
    /// Whether a fainted character endures.
    Endure,
    /// Which of the characters tied on AC goes first.
    Order,
    /// The card to discard at the round's end.
    Discard,
    /// A turn's actions with equipment among them.
    Gear,
    /// A turn's actions with an attack among them (the allies' cards under the hand).
    Attack,
}

impl AskKind {
    /// Whether `r` is a question of this kind.
    fn is(self, r: &SkirmishRequest) -> bool {
        match (self, r) {
            (AskKind::Gear, SkirmishRequest::Tactical { options, .. }) => options
                .iter()
                .any(|a| matches!(a, TacticalAction::Equip(_) | TacticalAction::Swap { .. })),
            (AskKind::Attack, SkirmishRequest::Tactical { options, .. }) => options
                .iter()
                .any(|a| matches!(a, TacticalAction::Attack { .. })),
            (AskKind::Fall, SkirmishRequest::Fall { .. })
            | (AskKind::Protect, SkirmishRequest::Protect { .. })
            | (AskKind::Defend, SkirmishRequest::Defend { .. })
            | (AskKind::Endure, SkirmishRequest::Endure { .. })
            | (AskKind::Order, SkirmishRequest::Order { .. })
            | (AskKind::Discard, SkirmishRequest::Discard { .. }) => true,
            _ => false,
        }
    }
}

pub(super) use measure::blank_plugin;

use super::battle::BattleView;
use super::battle::ask::{self, Request};
use super::{Launch, Screen};
use crate::rules::arena::chain::ChainArea;
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::ask::Request as DuelRequest;
use crate::rules::core::cards::die::LastRoll;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::countdown::CurrentTurn;
use crate::rules::core::log::BattleLog;
use crate::rules::core::schedule::BattleSystems;
use crate::rules::duel::turn::{Stage, Turn};
use crate::rules::skirmish;
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::ask::{Choice as SkirmishChoice, Request as SkirmishRequest};
use bevy::prelude::*;
use measure::{Shot, WANTED_LINES, count_and_shoot, note_first_battle_frame, watchdog};

pub(super) fn plugin(app: &mut App) {
    let Some((path, frames)) = app.world().resource::<Launch>().screenshot.clone() else {
        return;
    };
    let busy = app.world().resource::<Launch>().busy;
    let mut shot = Shot::new(path, frames, busy);
    shot.ask = app.world().resource::<Launch>().ask;
    shot.question = app.world().resource::<Launch>().question.clone();
    shot.answers = app.world().resource::<Launch>().answers.clone().into();
    app.insert_resource(shot);
    let launch = app.world().resource::<Launch>();
    if launch.prepare.is_some() || launch.build {
        // `--prepare TAB` (`--build`): the picture is of the preparation screen (the builder),
        // frames counted from its first.
        // `--build` pictures the builder of the scenario's preset: the Arena's contender, or the
        // Showdown's deck.
        let (screen, also) = if launch.build {
            (Screen::Build, Screen::Decks)
        } else {
            (Screen::Prepare, Screen::Prepare)
        };
        let preparing = in_state(screen).or_else(in_state(also));
        app.add_systems(
            Update,
            (
                tell_preparation.run_if(preparing.clone()),
                count_and_shoot.run_if(preparing.clone()),
                watchdog,
            )
                .chain(),
        );
        app.add_systems(Last, note_first_battle_frame.run_if(preparing));
        return;
    }
    app.world_mut().resource_mut::<BattleView>().scripted = true;
    let in_battle = in_state(Screen::Battle).and_then(resource_exists::<Battle>);
    if app.world().resource::<Launch>().look {
        app.add_systems(
            Update,
            (|mut v: ResMut<BattleView>| v.looking = true).run_if(in_battle.clone()),
        );
    }
    app.add_systems(
        Update,
        (
            drive
                .before(BattleSystems)
                .before(crate::screens::battle::playback::feed)
                .run_if(in_battle.clone()),
            // Frames are counted from the battle's first.
            (count_and_shoot.run_if(in_battle.clone()), watchdog).chain(),
        ),
    );
    app.add_systems(Last, note_first_battle_frame.run_if(in_battle));
}

/// Prints, once, each of the player's fighters as prepared (its line and deck, saved or the
/// scenario's), so a test can tell the screen was given the right decks.
fn tell_preparation(prep: Res<super::prepare::Preparation>, mut told: Local<bool>) {
    if *told || prep.level_id.is_empty() {
        return;
    }
    *told = true;
    for s in &prep.slots {
        println!(
            "prepared: {} on the {} line with [{}]",
            s.name,
            s.line.label(),
            s.draft.ids.join(", ")
        );
    }
}

/// Whether the picture is worth taking now: the log has lines, and a die was rolled this turn
/// (or, in an Arena bout, the chain area holds a use and its lines).
fn worth_showing(world: &World) -> bool {
    let after_roll = world
        .get_resource::<CurrentTurn<Turn>>()
        .and_then(|t| t.0.as_ref())
        .is_some_and(|t| matches!(t.stage, Stage::Target | Stage::Perform | Stage::AfterAction));
    let wanted = world.resource::<Shot>().wanted_lines;
    // An Arena bout: a use and its lines on the chain area.
    let chained = world
        .get_resource::<ChainArea>()
        .is_some_and(|c| c.events.len() >= 2);
    (chained || (after_roll && rolled(world)))
        && world.resource::<BattleLog>().events.len() >= wanted
}

/// Prints, once, what an Arena bout's chain area holds as the picture is held (a test reads it).
fn tell_chain(world: &mut World) {
    let Some(events) = world.get_resource::<ChainArea>().map(|c| c.events.len()) else {
        return;
    };
    if std::mem::replace(&mut world.resource_mut::<Shot>().told, true) {
        return;
    }
    let turn = world.resource::<Battle>().round;
    println!("arena: the chain area holds {events} events in turn {turn}");
}

/// The most frames an animation holds a scripted battle.
const ANIMATION_FRAMES: u32 = 20;

/// Log lines before a Brawl's main step is held open for the picture (a few turns).
const BRAWL_LINES: usize = 60;

/// Log lines before a Showdown's set is held open for the picture (a few turns).
const SHOWDOWN_LINES: usize = 60;

/// Prints, once, what a Showdown picture holds (a test reads it).
fn tell_showdown(world: &mut World, hand: usize) {
    if std::mem::replace(&mut world.resource_mut::<Shot>().told, true) {
        return;
    }
    let turn = world.resource::<Battle>().round;
    let mut q = world.query::<&crate::rules::showdown::table::Table>();
    let battlers: usize = q.iter(world).map(|t| t.battlers()).sum();
    println!(
        "showdown: the set is asked in turn {turn} with {hand} cards in hand and {battlers} battle cards on the table"
    );
}

/// Prints, once, what a Brawl picture holds (a test reads it); whether there are creatures on
/// the board to show (the picture waits for some).
fn tell_brawl(world: &mut World, acts: usize) -> bool {
    let mut q = world.query::<&crate::rules::brawl::board::Beast>();
    let creatures = q.iter(world).count();
    if creatures == 0 {
        return false;
    }
    if !std::mem::replace(&mut world.resource_mut::<Shot>().told, true) {
        let round = world.resource::<Battle>().round;
        println!(
            "brawl: the main step is asked in round {round} with {creatures} creatures on the board and {acts} acts to choose from"
        );
    }
    true
}

/// Whether a Duel's action die has been rolled.
fn rolled(world: &World) -> bool {
    world
        .get_resource::<LastRoll>()
        .is_some_and(|r| r.0.is_some())
}

/// Plans answer the player's moves; the player's first target choice after a roll is left open,
/// so the picture shows the prompt. Failing that, the battle is held still once a die is rolled
/// past half the frames.
fn drive(world: &mut World) {
    if vortex::drive(world) {
        return;
    }
    let (drawn, frames, wanted, prompt_lines) = world
        .get_resource::<Shot>()
        .map_or((0, 1, WANTED_LINES, 0), |s| {
            (s.drawn, s.frames, s.wanted_lines, s.prompt_lines)
        });
    let lines = world.resource::<BattleLog>().events.len();
    let rolled = rolled(world);
    let pending = ask::pending(world);
    let mut prompt_open = false;
    if let Some((actor, request)) = pending {
        prompt_open = matches!(request, Request::Duel(DuelRequest::Target { .. }))
            && rolled
            && lines >= prompt_lines;
        // An extra card's question is rare: shown whenever it comes.
        prompt_open |= matches!(request, Request::Duel(DuelRequest::Reveal { .. }));
        // On a map: the player's first decision after a few log lines stays open, the cursor on
        // the square the plans would move to, so the picture shows the move preview.
        let ask = world.get_resource::<Shot>().and_then(|s| s.ask);
        if let (Some(kind), Request::Skirmish(r)) = (ask, &request) {
            // `--ask`: only that question is held open.
            if kind.is(r) {
                prompt_open = true;
                let mut shot = world.resource_mut::<Shot>();
                if !std::mem::replace(&mut shot.told, true) {
                    // The picture a few frames on, the prompt drawn.
                    shot.frames = shot.frames.min(shot.drawn + 5);
                    println!("skirmish: the player is asked ({kind:?}) after {lines} log lines");
                }
            }
        } else if let Request::Skirmish(r @ SkirmishRequest::Tactical { .. }) = &request
            && lines >= wanted
        {
            prompt_open = true;
            if let SkirmishChoice::Tactical(TacticalAction::Move { to, .. }) =
                skirmish::ask::plans_choose(world, actor, r)
            {
                super::battle::map::focus(world, to);
            }
        }
        // A Showdown's set stays open once the log has a few lines, so the picture shows it.
        // A Showdown's set stays open a few turns in, so the picture shows cards on the table.
        if let Request::Showdown(crate::rules::showdown::ask::Request::Set { hand, .. }) = &request
        {
            prompt_open = lines >= SHOWDOWN_LINES;
            if prompt_open {
                tell_showdown(world, hand.len());
            }
        }
        // A Brawl's main step stays open a few turns in, so the picture shows creatures on the
        // board and the player's choices.
        if let Request::Brawl(crate::rules::brawl::ask::Request::Main { acts }) = &request {
            prompt_open = lines >= BRAWL_LINES && tell_brawl(world, acts.len());
        }
        if !prompt_open {
            ask::answer_as_plans(world, actor, &request);
        }
    }
    let asked = world
        .get_resource::<Shot>()
        .is_some_and(|s| s.ask.is_some());
    let late = !asked && (drawn + 3 >= frames || (2 * drawn >= frames && worth_showing(world)));
    // An animation on screen (a Showdown's open turning over) holds the battle, as in play, for
    // at most ANIMATION_FRAMES frames, so the frames a picture needs do not hang on the clock.
    let animating = world.resource::<BattleView>().hold > 0.0
        && world.get_resource_mut::<Shot>().is_some_and(|mut shot| {
            shot.animating_for += 1;
            shot.animating_for <= ANIMATION_FRAMES
        });
    if !animating {
        if let Some(mut shot) = world.get_resource_mut::<Shot>() {
            shot.animating_for = 0;
        }
        world.resource_mut::<BattleView>().hold = 0.0;
    }
    let hold = prompt_open || late || animating;
    if hold {
        tell_chain(world);
    }
    // `--ask` plays on quickly to its question.
    let pace = match (hold, asked) {
        (true, _) => 0,
        (false, true) => 20,
        (false, false) => 2,
    };
    world.resource_mut::<BattlePace>().steps_per_frame = Some(pace);
}
