//! The Duel's rules at work: the world, with a kit held out of it for a pass of the countdown —
//! the chain stack, the battle's generator, whether the log keeps lines and whether the autopilot
//! is on, whether a field acts at a turn's start, the id of the retired mark, the latest action
//! die, the kept reads ([`Reads`]), what the fighters hold ([`Holdings`]) and the kept board.
//! Between passes it waits in the turn's slot (`countdown::CurrentTurn`, see
//! [`super::pass`]). A typed
//! `world.resource` or `world.get` pays a `TypeId` look-up each time; the kit's parts do not
//! (docs/PERFORMANCE.md). Everything else the rules read through the world as before:
//! [`DuelWorld`] derefs to [`World`].

use super::chain::ChainStack;
use super::die::{DieRoll, LastRoll};
use super::field::FieldState;
use super::holdings::Holdings;
use super::reads::Reads;
use crate::data::Modifier;
use crate::rules::core::battlefield::{Board, BoardKeeper, BoardReader};
use crate::rules::core::decisions::Autopilot;
use crate::rules::core::fighter::Retired;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{BattleLog, EventKind, Line};
use crate::rules::core::plans::LazyBoard;
use crate::rules::core::rng::BattleRng;
use bevy::ecs::component::ComponentId;
use bevy::prelude::*;
use std::ops::{Deref, DerefMut};

/// How a preset reads seed 000's cards where presets differ: a resource its setup puts in (none:
/// the Duel's reading).
#[derive(Resource, Clone, Copy, Debug)]
pub struct CardRules {
    /// The relief rule (seed 000, 詰み回避の為の特例ルール): damage reaches a target out of range,
    /// less the shortfall.
    pub relief: bool,
    /// Heals stop at the start HP (seed 000 lets HP rise above it).
    pub heal_cap: bool,
    /// Ranges on a grid count heights (`battlefield::grid::range_distance`).
    pub height_ranges: bool,
    /// A card used from 2 squares away or more deals the cover of the target's square less.
    pub cover: bool,
    /// The preset's fall check for a drop of that many levels (a push or a pull on a grid that
    /// takes a fighter down 2 levels or more; none: no check).
    pub fall: Option<fn(&mut DuelWorld, Entity, i32)>,
    /// Seed 002's traits act at the play, target and damage steps, read on a grid
    /// (`super::keywords`; the Duel reads only Guardian and Shield).
    pub keywords: bool,
    /// The preset's save: whether `e` passes a check of this skill against this number (none:
    /// `Check` effects do nothing).
    pub save: Option<fn(&mut DuelWorld, Entity, crate::data::effect::CheckSkill, u8) -> bool>,
    /// The preset's question for a `Disrupt`'s place: `(user, holder, status, places, the
    /// dispersion rule's pick)`, answered with a place (`None`: the player's answer is awaited).
    #[allow(clippy::type_complexity)]
    pub aim: Option<fn(&mut DuelWorld, Entity, Entity, &str, Vec<String>, usize) -> Option<usize>>,
    /// The preset's own reading of a `Summon` on its map (summoner, token id): the token that
    /// entered, if one did (none: seed 000's lines and servant frames).
    pub summon: Option<fn(&mut DuelWorld, Entity, &str) -> Option<Entity>>,
    /// The preset's question for an `EnemyLine` card on its grid (F16: the row or the column
    /// through the user): `(user, card, the lines' words, the plans' pick)`, answered with a
    /// line (`None`: the player's answer is awaited). None: the deployment rows' lines.
    #[allow(clippy::type_complexity)]
    pub straight: Option<fn(&mut DuelWorld, Entity, &str, Vec<String>, usize) -> Option<usize>>,
}

/// What the Duel's rules keep at hand while they run.
pub struct Kit {
    /// Whether the relief rule holds (read from [`CardRules`] when the kit is made).
    pub relief: bool,
    /// Whether heals stop at the start HP (read from [`CardRules`] when the kit is made).
    pub heal_cap: bool,
    /// Whether ranges on a grid count heights (read from [`CardRules`] when the kit is made).
    pub height_ranges: bool,
    /// Whether cover lessens damage from afar (read from [`CardRules`] when the kit is made).
    pub cover: bool,
    /// Whether seed 002's traits act at the play, target and damage steps (read from
    /// [`CardRules`] when the kit is made).
    pub keywords: bool,
    /// The preset's question for a line card's straight line (read from [`CardRules`] when the
    /// kit is made: every target pick asks whether there is one).
    #[allow(clippy::type_complexity)]
    pub straight: Option<fn(&mut DuelWorld, Entity, &str, Vec<String>, usize) -> Option<usize>>,
    /// The chain stack (seed 000's order of simultaneous effects).
    pub stack: ChainStack,
    /// A handle to the battle's one generator, taken on the battle's first roll
    /// ([`DuelWorld::reading_with_rng`]) so that a roll costs no resource look-up; the world
    /// keeps the generator, where any rule (another preset's, the state hash) rolls the same
    /// stream.
    rng: Option<BattleRng>,
    /// Whether the battle log keeps lines (read when the kit is readied for a pass).
    logging: bool,
    /// Whether plans decide for the player's fighters too (read when the kit is readied for a
    /// pass: the autopilot changes only between frames).
    autopilot: bool,
    /// Whether a field in play has turn-start effects (read when the kit is made; `set_field`,
    /// the only rule that changes the fields, keeps it).
    pub fields_act_at_turn_start: bool,
    /// What the fighters in the battle hold that the rules look for on each (read off the
    /// fighters when the kit is made; the effects that bring something new in add theirs).
    pub held: Holdings,
    /// The id of [`Retired`], whose presence is read off the fighter's archetype.
    retired: ComponentId,
    /// The latest action die of this pass, shown ([`LastRoll`]) when the kit is set aside.
    pub last_roll: Option<DieRoll>,
    /// The kept query states of the hot reads (kept between battles: [`Kit::end_battle`]).
    reads: Box<Reads>,
    /// The board kept for this pass (and, while the passes of a frame run, from pass to pass):
    /// the rules say here what they change on it ([`BoardReader::keep_boards`]).
    pub board: BoardKeeper,
}

/// The world as the Duel's rules work on it: the world itself (through `Deref`) and the kit.
pub struct DuelWorld<'a> {
    world: &'a mut World,
    kit: &'a mut Kit,
}

impl Deref for DuelWorld<'_> {
    type Target = World;

    fn deref(&self) -> &World {
        self.world
    }
}

impl DerefMut for DuelWorld<'_> {
    fn deref_mut(&mut self) -> &mut World {
        self.world
    }
}

impl Kit {
    /// Readies `kept`, the kit kept since the last pass, for a pass (a new one, with an empty
    /// stack, on a battle's first).
    pub fn ready(world: &mut World, kept: Option<Kit>) -> Kit {
        // The Duel's rules say what they change on a board: boards are kept while they work
        // (nothing read before this pass is; a kept kit holds the battle's keeper already).
        let logging = BattleLog::keeps_lines(world);
        let autopilot = world.hot_resource::<Autopilot>().is_some_and(|a| a.0);
        match kept {
            Some(mut kit) => {
                kit.logging = logging;
                kit.autopilot = autopilot;
                kit.board.start(world.read_change_tick());
                kit
            }
            None => Kit {
                relief: world.get_resource::<CardRules>().is_none_or(|r| r.relief),
                heal_cap: world
                    .get_resource::<CardRules>()
                    .is_some_and(|r| r.heal_cap),
                height_ranges: world
                    .get_resource::<CardRules>()
                    .is_some_and(|r| r.height_ranges),
                cover: world.get_resource::<CardRules>().is_some_and(|r| r.cover),
                keywords: world
                    .get_resource::<CardRules>()
                    .is_some_and(|r| r.keywords),
                straight: world.get_resource::<CardRules>().and_then(|r| r.straight),
                stack: ChainStack::default(),
                rng: None,
                logging,
                autopilot,
                fields_act_at_turn_start: world
                    .hot_resource::<FieldState>()
                    .is_some_and(FieldState::acts_at_turn_start),
                held: Holdings::of_battle(world),
                retired: world.register_component::<Retired>(),
                last_roll: None,
                reads: Reads::take(world),
                board: BoardReader::keep_boards(world),
            },
        }
    }

    /// Takes the kit down with its battle, keeping its reads for the next one.
    pub fn end_battle(self, world: &mut World) {
        self.reads.keep(world);
    }

    /// Readies the kit to wait until the next pass: the latest die is shown, and no board is
    /// kept past the pass unless the passes of a frame are running.
    pub fn set_aside(mut self, world: &mut World) -> Kit {
        // What is done outside the rules' passes is not theirs to say: no board is kept past
        // one, unless the passes of a frame are running.
        self.board.pause();
        if let Some(roll) = self.last_roll.take()
            && let Some(mut shown) = world.hot_resource_mut::<LastRoll>()
        {
            shown.0 = Some(roll);
        }
        self
    }

    /// The Duel's rules at work on `world` with this kit.
    pub fn on<'a>(&'a mut self, world: &'a mut World) -> DuelWorld<'a> {
        DuelWorld { world, kit: self }
    }
}

impl DuelWorld<'_> {
    /// The chain stack.
    pub fn stack(&mut self) -> &mut ChainStack {
        &mut self.kit.stack
    }

    /// The battle's generator.
    pub fn rng(&mut self) -> &BattleRng {
        self.reading_with_rng().1
    }

    /// The world to read and the battle's generator at once (a roll that reads what it rolls
    /// for). On the battle's first roll the kit takes a handle to the world's generator.
    pub fn reading_with_rng(&mut self) -> (&World, &BattleRng) {
        let rng = match &mut self.kit.rng {
            Some(rng) => rng,
            none => none.insert(
                self.world
                    .get_resource::<BattleRng>()
                    .cloned()
                    .expect("a battle has its generator: `start_battle` puts it in the world"),
            ),
        };
        (self.world, rng)
    }

    /// The world to read and the kit's kept reads at once.
    pub fn reading_with_reads(&mut self) -> (&World, &mut Reads) {
        (self.world, &mut self.kit.reads)
    }

    /// The total of one kind of modifier on `e` ([`super::additive::total`]): 0 without a look
    /// when no fighter holds the kind ([`Holdings::modifiers`]).
    pub fn total(&self, e: Entity, kind: Modifier) -> i32 {
        if !self.kit.held.modifiers.has(kind) {
            debug_assert_eq!(
                super::additive::total(self.world, e, kind),
                0,
                "a modifier kind in play is missing from the holdings"
            );
            return 0;
        }
        super::additive::total(self.world, e, kind)
    }

    /// The board as it is now ([`Board::of`]), the kept one when there is one.
    pub fn board(&mut self, also: Option<Entity>) -> Board {
        BoardReader::board_kept(self.world, &self.kit.board, also)
    }

    /// A board for `me`'s plans, read (or handed out kept) when they first need it.
    pub fn lazy_board<'b>(&self, given: Option<&'b Board>, me: Entity) -> LazyBoard<'b> {
        LazyBoard::kept(given, me, self.kit.board.clone())
    }

    /// Adds what `e` holds to the kit's holdings (a fighter that came into the battle).
    pub fn hold(&mut self, e: Entity) {
        self.kit.held.add_fighter(self.world, e);
    }

    /// The kit.
    pub fn kit(&mut self) -> &mut Kit {
        self.kit
    }

    /// Whether plans decide for the player's fighters too ([`Autopilot`]).
    pub fn autopilot(&self) -> bool {
        self.kit.autopilot
    }

    /// Reads the autopilot again (an input that turned it on or off has just applied).
    pub fn reread_autopilot(&mut self) {
        self.kit.autopilot = self.world.hot_resource::<Autopilot>().is_some_and(|a| a.0);
    }

    /// Whether the battle log keeps lines.
    pub fn logging(&self) -> bool {
        self.kit.logging
    }

    /// Writes a log event when the log keeps events (its facts and line are made only then).
    pub fn log<L: Into<Line>>(&mut self, kind: EventKind, line: impl FnOnce(&World) -> L) {
        if self.kit.logging {
            let line = line(self.world);
            self.world.res_mut::<BattleLog>().line(kind, || line);
        }
    }

    /// Whether `e` has retired (read off its archetype: no type look-up).
    pub fn retired(&self, e: Entity) -> bool {
        let world: &World = self.world;
        world
            .entities()
            .get(e)
            .ok()
            .flatten()
            .and_then(|at| world.archetypes().get(at.archetype_id))
            .is_some_and(|a| a.contains(self.kit.retired))
    }
}
