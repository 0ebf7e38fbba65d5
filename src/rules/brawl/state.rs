//! Where a Brawl is: whose turn, which step of it, the turn count (what "the turn it came onto
//! the board" means), the next arrival number, and the skills come due and not yet applied.

use super::board::{Beast, Side, Sq};
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::fighter::{Fighter, Hp};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::order::ArrivedAt;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;
use std::collections::VecDeque;

/// A player's life at the start (docs/RULES.md, Brawl).
pub const LIFE: i32 = 20;
/// Cards in the starting hand.
pub const HAND_START: usize = 5;
/// The most cards a hand keeps past its player's dusk.
pub const HAND_LIMIT: usize = 7;
/// Bait a player gains at the start of its turn.
pub const BAIT_PER_TURN: u8 = 2;

/// The steps of one player's turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// 夜明けステップ: states and seals count down, dawn skills come due.
    #[default]
    Dawn,
    /// The draw and the turn's bait.
    Draw,
    /// The main step: the player puts creatures onto the board, moves and attacks.
    Main,
    /// 日没ステップ: poison bites, dusk skills come due.
    Dusk,
    /// The hand limit.
    HandLimit,
}

/// A skill come due: whose, which, and how it was set off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Due {
    /// The creature (gone from the board for a 撤退 skill).
    pub source: Entity,
    /// Its card.
    pub card: String,
    /// Its controller's team.
    pub team: usize,
    /// Which of its skills.
    pub skill: usize,
    /// When it came onto the board (the order skills due at once apply in).
    pub arrived: ArrivedAt,
    /// Whether it has left the board (a 撤退 skill: no row or state to look at).
    pub gone: bool,
    /// The 反応 skills (creature, skill) whose answers set it off, itself included when it is
    /// one: none of them answers what it sets off.
    pub chain: Vec<(Entity, usize)>,
}

/// The Brawl in progress.
#[derive(Resource, Clone, Debug, Default)]
pub struct BrawlState {
    /// The players, by team.
    pub players: Vec<Entity>,
    /// The team whose turn it is.
    pub active: usize,
    /// The team that took the first turn.
    pub first: usize,
    /// The step of the turn.
    pub stage: Stage,
    /// Turns begun so far in the battle (1 is the first player's first).
    pub turn: u32,
    /// Turns taken in this round.
    pub taken: u8,
    /// The next arrival number.
    pub next_arrival: u64,
    /// Skills come due, in the order they apply.
    pub queue: VecDeque<Due>,
    /// Skills come due at the moment in progress, not yet in order: [`BrawlState::flush`]
    /// sorts them by arrival and puts them behind the queue.
    pub fresh: Vec<Due>,
    /// The creatures on the board, in the order they came onto it.
    pub board: Vec<Entity>,
    /// The attack of the step just taken: the attacker and what it attacked (for the window).
    pub clash: Option<(Entity, super::question::Foe)>,
    /// The chain of the skill applying now ([`Due::chain`]): a 反応 skill in it does not answer
    /// what it sets off, so two reactions never answer each other for ever.
    pub firing: Vec<(Entity, usize)>,
}

impl BrawlState {
    /// The skills that came due at one moment go behind those due before, the card that came
    /// onto the board first applying first (〜能力の適応順について〜; a stable sort keeps one
    /// card's skills in their written order).
    pub fn flush(&mut self) {
        let mut fresh = std::mem::take(&mut self.fresh);
        fresh.sort_by_key(|d| d.arrived);
        self.queue.extend(fresh);
    }

    /// The player of `team`.
    pub fn player(&self, team: usize) -> Option<Entity> {
        self.players.get(team).copied()
    }
}

/// Log facts about `team`'s player.
pub fn player_facts(world: &World, team: usize) -> Facts {
    world
        .res::<BrawlState>()
        .player(team)
        .map_or_else(Facts::default, |p| Facts::on(world, p))
}

/// Changes `team`'s side (hand, deck, graveyard, bait).
pub fn with_side<R>(world: &mut World, team: usize, f: impl FnOnce(&mut Side) -> R) -> Option<R> {
    let who = world.res::<BrawlState>().player(team)?;
    let mut side = world.get_mut::<Side>(who)?;
    Some(f(&mut side))
}

/// `team`'s side, to read.
pub fn side(world: &World, team: usize) -> Option<&Side> {
    let who = world.hot_resource::<BrawlState>()?.player(team)?;
    world.get::<Side>(who)
}

/// `team`'s life.
pub fn life(world: &World, team: usize) -> i32 {
    world
        .hot_resource::<BrawlState>()
        .and_then(|s| s.player(team))
        .and_then(|p| world.get::<Hp>(p))
        .map_or(0, |h| h.current)
}

/// Ends the battle when a player's life is 0 or less: the other wins; both, a draw.
pub fn check_outcome(world: &mut World) {
    if world.res::<Battle>().outcome.is_some() {
        return;
    }
    let players = world.res::<BrawlState>().players.clone();
    let down: Vec<usize> = players
        .iter()
        .filter(|p| world.get::<Hp>(**p).is_some_and(|h| h.current <= 0))
        .filter_map(|p| world.get::<Fighter>(*p).map(|f| f.team))
        .collect();
    let outcome = match down.as_slice() {
        [] => return,
        [lost] => Outcome::Winner(1 - lost),
        _ => Outcome::Draw,
    };
    crate::rules::core::outcome::finish(world, outcome);
}

/// Whether the battle is over.
pub fn over(world: &World) -> bool {
    world.res::<Battle>().outcome.is_some()
}

/// The creatures on the board, the earliest arrival first: `(entity, beast)` (read from the
/// battle's list of them, `BrawlState::board`, kept in arrival order).
pub fn beasts(world: &World) -> Vec<(Entity, Beast)> {
    let Some(st) = world.hot_resource::<BrawlState>() else {
        return Vec::new();
    };
    st.board
        .iter()
        .filter_map(|e| world.get::<Beast>(*e).map(|b| (*e, b.clone())))
        .collect()
}

/// The creature standing on `sq` of `team`'s territory.
pub fn at(world: &World, team: usize, sq: Sq) -> Option<Entity> {
    let st = world.hot_resource::<BrawlState>()?;
    st.board.iter().copied().find(|e| {
        world
            .get::<Beast>(*e)
            .is_some_and(|b| b.team == team && b.sq == sq)
    })
}

/// How many creatures `team` has on the board.
pub fn count(world: &World, team: usize) -> usize {
    world.hot_resource::<BrawlState>().map_or(0, |st| {
        st.board
            .iter()
            .filter(|e| world.get::<Beast>(**e).is_some_and(|b| b.team == team))
            .count()
    })
}

/// `team` draws a card (an empty deck draws nothing).
pub fn draw(world: &mut World, team: usize) {
    let drew = with_side(world, team, |s| {
        let c = s.deck.pop();
        if let Some(c) = &c {
            s.hand.push(c.clone());
        }
        c.is_some()
    });
    if drew == Some(false) {
        log::write(world, EventKind::Nothing, |w| {
            player_facts(w, team)
                .what("draw")
                .amount(0)
                .says("  the deck is empty: no card is drawn")
        });
    }
}
crate::hot_parts!(BrawlState);
