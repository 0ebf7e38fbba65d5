//! The AC countdown (the Countdown phase): while a fighter has AC above 0, the highest (ties:
//! players first when the preset says so, then initiative order, then entry order) takes a turn
//! and loses 1 AC. The turn itself is the preset's: a [`PresetTurn`] stepped here.
//!
//! This is the one exclusive interpreter of the round: a turn reads and writes any component of
//! any fighter, resolves effects that spawn and despawn entities, and stops in the middle when a
//! player must answer, so it runs with `&mut World` and keeps its place in [`CurrentTurn`].
//! Everything else in a round is an ordinary system or a preset's system in its phase.

pub use super::next_actor::{TieBreak, next_actor};

use super::battle::Battle;
use super::fighter::ActionCounter;
use crate::rules::core::hot::{Hot, HotReads};
use bevy::ecs::component::Mutable;
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
    let Some(mut pace) = world.hot_resource_mut::<BattlePace>() else {
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
    /// What the preset's turns keep at hand through a pass of the countdown, kept in
    /// [`CurrentTurn`] between passes (`()` for nothing).
    type Kit: Send + Sync + 'static;
    /// Readies the kit for a pass: the one kept since the last pass, if any.
    fn take_kit(world: &mut World, kept: Option<Self::Kit>) -> Self::Kit;
    /// Readies the kit to be kept until the next pass (what it shows goes into the world).
    fn give_back_kit(world: &mut World, kit: Self::Kit) -> Self::Kit;
    /// The turn of `owner`, at its start.
    fn begin(owner: Entity) -> Self;
    /// Advances the turn by one stage.
    fn step(&mut self, world: &mut World, kit: &mut Self::Kit) -> Step;
    /// Advances the turn stage after stage while it goes on ([`Step::Continue`]): what a
    /// battle run free of the window's pace does. A preset may step its stages in one call.
    fn run(&mut self, world: &mut World, kit: &mut Self::Kit) -> Step {
        loop {
            match self.step(world, kit) {
                Step::Continue => {}
                other => return other,
            }
        }
    }
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

/// The turn under way in the countdown, if any, and what the countdown keeps between passes:
/// the preset's kit (one look-up for both).
#[derive(Resource)]
pub struct CurrentTurn<T: PresetTurn>(pub Option<T>, Between<T>);

/// What the countdown keeps between its passes.
pub struct Between<T: PresetTurn> {
    /// The preset's kit (kept only through one battle).
    kit: Option<T::Kit>,
}

impl<T: PresetTurn> Default for CurrentTurn<T> {
    fn default() -> Self {
        Self(None, Between { kit: None })
    }
}

impl<T: PresetTurn> CurrentTurn<T> {
    /// Takes the kit kept between passes (the preset's rules at work outside the countdown use
    /// it too).
    pub fn take_kit(&mut self) -> Option<T::Kit> {
        self.1.kit.take()
    }

    /// The kit kept between passes.
    pub fn kit(&self) -> Option<&T::Kit> {
        self.1.kit.as_ref()
    }

    /// Keeps `kit` until the next pass.
    pub fn keep_kit(&mut self, kit: T::Kit) {
        self.1.kit = Some(kit);
    }

    /// Readies the world's slot for a new battle (or clears it after one): no turn, no kit;
    /// the next actor's query is kept.
    pub fn reset(world: &mut World) {
        match world.get_resource_mut::<CurrentTurn<T>>() {
            Some(mut c) => {
                c.0 = None;
                c.1.kit = None;
            }
            None => world.insert_resource(CurrentTurn::<T>::default()),
        }
    }
}

/// The countdown of a preset whose turn is `T`: runs turns until the round's counters are
/// spent, a decision is awaited or the frame's pace is used, then moves to the next phase.
pub fn run<T: PresetTurn>(world: &mut World)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let mut budget = world
        .hot_resource::<BattlePace>()
        .and_then(|p| p.steps_per_frame);
    // The turn in progress is held here while it runs and put back when the frame stops.
    let (mut current, kept) = {
        let mut slot = world.res_mut::<CurrentTurn<T>>();
        (slot.0.take(), slot.1.kit.take())
    };
    let mut kit = T::take_kit(world, kept);
    let ties = TieBreak::of(world.res::<Battle>());
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
            if !unchanged && world.res::<Battle>().outcome.is_some() {
                break;
            }
            unchanged = false;
            // Free of the pace, a turn runs on until it ends or waits (one step a frame in the
            // window); the battle only ends when a step says so.
            let step = if budget.is_none() {
                turn.run(world, &mut kit)
            } else {
                turn.step(world, &mut kit)
            };
            match step {
                Step::Continue | Step::Ended => {}
                Step::Blocked => {
                    put_back(world, current, kit);
                    return;
                }
                Step::TurnOver => current = None,
            }
            continue;
        }
        // One look at the battle between turns: whether it is over, and if not, the next turn
        // counted (taken back when nobody is left to act).
        {
            let mut battle = world.res_mut::<Battle>();
            if battle.outcome.is_some() {
                break;
            }
            battle.turns += 1;
        }
        match next_actor(world, &ties) {
            Some(e) => {
                if let Some(mut ac) = world.part_mut::<ActionCounter>(e) {
                    ac.0 -= 1;
                }
                current = Some(T::begin(e));
                unchanged = true;
            }
            None => {
                let mut battle = world.res_mut::<Battle>();
                battle.turns -= 1;
                battle.advance_phase();
                break;
            }
        }
    }
    put_back(world, current, kit);
}

/// Keeps the turn in progress and the kit for the next pass, and says whose turn it is.
fn put_back<T: PresetTurn>(world: &mut World, current: Option<T>, kit: T::Kit)
where
    CurrentTurn<T>: Hot + Component<Mutability = Mutable>,
{
    let kit = T::give_back_kit(world, kit);
    let whose = WhoseTurn {
        owner: current.as_ref().map(T::owner),
        acting: current.as_ref().map(T::acting),
    };
    if *world.res::<WhoseTurn>() != whose {
        *world.res_mut::<WhoseTurn>() = whose;
    }
    let mut slot = world.res_mut::<CurrentTurn<T>>();
    slot.0 = current;
    slot.1.kit = Some(kit);
}

crate::hot_parts!(WhoseTurn, BattlePace);
