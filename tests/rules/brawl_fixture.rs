//! Fixtures for the Brawl's tests (seed 002): small creatures written in the same RON as the
//! game's, a game where team 0 is the player's (every choice made by the test) and team 1 plays
//! by its plans, and creatures put straight onto the board.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::rules::brawl::ask::{Choice, Decisions, Request};
use vortex_tactics::rules::brawl::board::{Beast, Sq};
use vortex_tactics::rules::brawl::state::BrawlState;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::log::BattleLog;

/// Fixture creatures: `(id, RON body after the name)`.
const CREATURES: &[(&str, &str)] = &[
    (
        "plain1",
        "bait: 1, power: 1, colour: Red, family: \"Beast\"",
    ),
    (
        "plain2",
        "bait: 1, power: 2, colour: Red, family: \"Beast\"",
    ),
    (
        "plain3",
        "bait: 2, power: 3, colour: Blue, family: \"Serpent\"",
    ),
    (
        "plain5",
        "bait: 3, power: 5, colour: Green, family: \"Golem\"",
    ),
    (
        "costly",
        "bait: 10, power: 1, colour: White, family: \"Spirit\"",
    ),
];

/// A Brawl of the player (team 0) against plans (team 1), with `extra` creatures added to the
/// fixtures; both decks are 20 `plain2`s unless `deck` names others.
pub fn brawl(extra: &[(&str, &str)], deck: Option<&[&str]>, seed: u64) -> App {
    let mut c: Catalog = real_catalog();
    for (id, body) in CREATURES.iter().chain(extra) {
        add(&mut c.creatures, id, &format!("(name: \"{id}\", {body})"));
    }
    let cards: Vec<String> = match deck {
        Some(d) => d.iter().map(|s| format!("\"{s}\"")).collect(),
        None => vec!["\"plain2\"".to_string(); 20],
    };
    add(
        &mut c.brawl_decks,
        "t_deck",
        &format!("(name: \"t\", cards: [{}])", cards.join(", ")),
    );
    let level = format!(
        "(name: \"t\", preset: Brawl, seed: {seed}, teams: [(name: \"You\", control: Player, members: [(card: \"t_deck\")]), (name: \"Foe\", members: [(card: \"t_deck\")])])"
    );
    add(&mut c.levels, "t_brawl", &level);
    let mut app = battle(c, "t_brawl", seed);
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    app
}

/// Puts creature `id` onto square `index` of `team`'s territory (its arrival skills due).
pub fn put(app: &mut App, team: usize, id: &str, index: usize) -> Entity {
    vortex_tactics::rules::brawl::act::enter(app.world_mut(), team, id, Sq::at(index))
        .expect("the creature is in the catalog")
}

/// Applies what is due; whether nothing is left waiting on a question.
pub fn drain(app: &mut App) -> bool {
    vortex_tactics::rules::brawl::skills::drain(app.world_mut())
}

/// A creature's power now (none once it left the board).
pub fn power(app: &App, e: Entity) -> Option<i32> {
    app.world().get::<Beast>(e).map(|b| b.power)
}

/// A player's life.
pub fn life(app: &App, team: usize) -> i32 {
    vortex_tactics::rules::brawl::state::life(app.world(), team)
}

/// The open question for the player, if any.
pub fn asked(app: &App) -> Option<(Entity, Request)> {
    app.world().resource::<Decisions>().pending()
}

/// Answers the open question.
pub fn answer(app: &mut App, c: Choice) {
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(c)
        .expect("the answer is taken");
}

/// The battle's log as text.
pub fn log(app: &App) -> String {
    app.world().resource::<BattleLog>().text()
}

/// Sets the turn count (what "the turn it came onto the board" is measured against).
pub fn set_turn(app: &mut App, turn: u32) {
    app.world_mut().resource_mut::<BrawlState>().turn = turn;
}

/// Runs the battle, the player ending each of its main steps at once (and answering nothing
/// else), until `until` holds.
pub fn end_turns_until(app: &mut App, until: impl Fn(&App) -> bool) {
    for _ in 0..200 {
        if until(app) {
            return;
        }
        if let Some((_, Request::Main { acts })) = asked(app) {
            let end = acts.len() - 1;
            answer(app, Choice::Act(end));
        }
        app.update();
    }
    panic!("the battle never got there:\n{}", log(app));
}
