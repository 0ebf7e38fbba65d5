//! The AC countdown (the Countdown phase): while a fighter has AC above 0, the highest (ties:
//! players first when the preset says so, then initiative order, then entry order) takes a turn
//! and loses 1 AC. The turn itself is the preset's: a [`PresetTurn`] stepped here.
//!
//! This is the one exclusive interpreter of the round: a turn reads and writes any component of
//! any fighter, resolves effects that spawn and despawn entities, and stops in the middle when a
//! player must answer, so it runs with `&mut World` and keeps its place in [`CurrentTurn`].
//! Everything else in a round is an ordinary system or a preset's system in its phase.

pub use super::next_actor::{KeptActors, TieBreak, next_actor};

use super::battle::Battle;
use super::fighter::ActionCounter;
use super::next_actor::ActorQuery;
use bevy::prelude::*;

/// How many turn steps one frame may take (the window paces the battle; headless runs free).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BattlePace {
    /// Steps per frame; none is unlimited.
    pub steps_per_frame: Option<u32>,
}

/// Takes one step of the window's pace for this pass (what a step is, the preset says: one
/// stage of a Showdown's reveal or battle, one event of an Arena bout). Headless (no pace)
/// every step may be taken.
pub fn take_step(world: &mut World) -> bool {
    let Some(mut pace) = world.get_resource_mut::<BattlePace>() else {
        return true;
    };
    match pace.steps_per_frame.as_mut() {
        None => true,
        Some(0) => false,
        Some(n) => {
            *n -= 1;
            true
        }
    }
}

/// What one step of a turn did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The turn goes on.
    Continue,
    /// A player's decision is needed.
    Blocked,
    /// The turn is over.
    TurnOver,
    /// The battle is over.
    Ended,
}

/// A preset's turn: begun when a fighter's AC comes up, stepped until it is over. A step that
/// returns [`Step::Blocked`] is run again once the player has answered.
pub trait PresetTurn: Send + Sync + 'static {
    /// What the preset's turns keep at hand through a pass of the countdown: taken out of the
    /// world when the pass starts and given back when it stops (`()` for nothing).
    type Kit;
    /// Takes the kit out of the world for a pass.
    fn take_kit(world: &mut World) -> Self::Kit;
    /// Gives the kit back to the world at the end of a pass.
    fn give_back_kit(world: &mut World, kit: Self::Kit);
    /// The turn of `owner`, at its start.
    fn begin(owner: Entity) -> Self;
    /// Advances the turn by one stage.
    fn step(&mut self, world: &mut World, kit: &mut Self::Kit) -> Step;
    /// Whose turn it is.
    fn owner(&self) -> Entity;
    /// Who is acting now (the owner, or a servant in its turn).
    fn acting(&self) -> Entity;
}

/// Whose turn it is, as the countdown last left it (for the screens; the rules read the turn).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WhoseTurn {
    /// The fighter whose turn it is.
    pub owner: Option<Entity>,
    /// Who is acting in it now (the owner or one of its servants).
    pub acting: Option<Entity>,
}

/// The turn under way in the countdown, if any.
#[derive(Resource, Clone, Debug)]
pub struct CurrentTurn<T>(pub Option<T>);

impl<T> Default for CurrentTurn<T> {
    fn default() -> Self {
        Self(None)
    }
}

/// The countdown of a preset whose turn is `T`: runs turns until the round's counters are
/// spent, a decision is awaited or the frame's pace is used, then moves to the next phase.
pub fn run<T: PresetTurn>(world: &mut World) {
    let mut budget = world
        .get_resource::<BattlePace>()
        .and_then(|p| p.steps_per_frame);
    // The turn in progress is held here while it runs and put back when the frame stops.
    let mut current = world.resource_mut::<CurrentTurn<T>>().0.take();
    let mut kit = T::take_kit(world);
    let mut actors = ActorQuery::take(world);
    let ties = TieBreak::of(world.resource::<Battle>());
    // Set when nothing has happened since the outcome was last read (a turn was only begun).
    let mut unchanged = false;
    loop {
        if let Some(b) = budget.as_mut() {
            if *b == 0 {
                break;
            }
            *b -= 1;
        }
        if let Some(turn) = current.as_mut() {
            if !unchanged && world.resource::<Battle>().outcome.is_some() {
                break;
            }
            unchanged = false;
            // A turn steps on until it ends or waits; the battle only ends when a step says so.
            loop {
                match turn.step(world, &mut kit) {
                    Step::Continue if budget.is_none() => {}
                    Step::Continue | Step::Ended => break,
                    Step::Blocked => {
                        actors.give_back(world);
                        put_back(world, current, kit);
                        return;
                    }
                    Step::TurnOver => {
                        current = None;
                        break;
                    }
                }
            }
            continue;
        }
        // One look at the battle between turns: whether it is over, and if not, the next turn
        // counted (taken back when nobody is left to act).
        {
            let mut battle = world.resource_mut::<Battle>();
            if battle.outcome.is_some() {
                break;
            }
            battle.turns += 1;
        }
        match actors.next_actor(world, &ties) {
            Some(e) => {
                if let Some(mut ac) = world.get_mut::<ActionCounter>(e) {
                    ac.0 -= 1;
                }
                current = Some(T::begin(e));
                unchanged = true;
            }
            None => {
                let mut battle = world.resource_mut::<Battle>();
                battle.turns -= 1;
                battle.advance_phase();
                break;
            }
        }
    }
    actors.give_back(world);
    put_back(world, current, kit);
}

/// Keeps the turn in progress and the kit for the next pass, and says whose turn it is.
fn put_back<T: PresetTurn>(world: &mut World, current: Option<T>, kit: T::Kit) {
    T::give_back_kit(world, kit);
    let whose = WhoseTurn {
        owner: current.as_ref().map(T::owner),
        acting: current.as_ref().map(T::acting),
    };
    if *world.resource::<WhoseTurn>() != whose {
        *world.resource_mut::<WhoseTurn>() = whose;
    }
    world.resource_mut::<CurrentTurn<T>>().0 = current;
}
