//! Checks (判定), as this game resolves them where seed 003 is silent: a check's value is 4 per
//! skill level plus the value of one card (ace 1 … king 13), played from the hand or, with an
//! empty hand, opened from the deck; cover (遮蔽 X) takes X and shaken (<動揺>) 10 from it. An ace
//! is a critical: it succeeds against any target, and only a critical answers a critical.

use super::cards::{self, Holder, PlayingCard};
use super::state::{Conditions, Sheet, effective_level};
use crate::data::sheet::Skill;
use crate::rules::core::battlefield::grid::{GridMap, GridPos};
use bevy::prelude::*;

/// Which card a check uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CardPick {
    /// The controller's usual choice (see [`best_card`]).
    #[default]
    Auto,
    /// The hand's card at this index.
    Hand(u8),
    /// Open the deck's top card, keeping the hand.
    Open,
    /// A card an ally gives for its AC 2 just before the check (連携), by the ally and the
    /// card's index in its hand, and the check plays it.
    Ally {
        /// The ally who cooperates.
        ally: Entity,
        /// The card's index in the ally's hand.
        card: u8,
    },
    /// Not a card to play yet: another fighter gives this card for its AC 2 (連携) into the
    /// checker's hand, where it stays, and the checker is asked again (several may give, each
    /// once a check).
    Take {
        /// The fighter who cooperates.
        ally: Entity,
        /// The card's index in its hand.
        card: u8,
    },
}

/// What a check is for, which decides the usual card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    /// As high as possible (a hit check: an ace first, else the highest card).
    Highest,
    /// At least this value (a fall check).
    Reach(i32),
    /// Answer a hit check of this value, critical or not (a dodge or guard check).
    Beat(i32, bool),
}

/// A check made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckResult {
    /// Skill part plus card value.
    pub value: i32,
    /// An ace was used.
    pub critical: bool,
    /// The card.
    pub card: PlayingCard,
}

impl CheckResult {
    /// Whether this check reaches a target value (a critical always does).
    pub fn reaches(&self, target: i32) -> bool {
        self.critical || self.value >= target
    }

    /// Whether this dodge or guard answers a hit check: a critical beats a plain hit, a plain
    /// check never beats a critical, and otherwise the higher value wins, ties to the defender.
    pub fn answers(&self, hit: &CheckResult) -> bool {
        succeeds(self.value, self.critical, hit.value, hit.critical)
    }
}

/// Whether an answer of `value` (critical or not) beats a hit of `hit` (critical or not).
pub fn succeeds(value: i32, critical: bool, hit: i32, hit_critical: bool) -> bool {
    match (critical, hit_critical) {
        (true, false) => true,
        (false, true) => false,
        _ => value >= hit,
    }
}

/// The part of a check that is not the card: 4 per level, less cover and shaken.
pub fn skill_part(world: &World, e: Entity, skill: Skill) -> i32 {
    let Some(sheet) = world.get::<Sheet>(e) else {
        return 0;
    };
    let conditions = world.get::<Conditions>(e);
    let mut value = 4 * i32::from(effective_level(&sheet.0, conditions, skill));
    value -= cover_at(world, e);
    if conditions.is_some_and(|c| c.shaken) {
        value -= 10;
    }
    value
}

/// The cover of the square a fighter stands on (遮蔽 X; floating ignores it unless its fighter
/// chose to take the terrain).
pub fn cover_at(world: &World, e: Entity) -> i32 {
    if world
        .get::<Conditions>(e)
        .is_some_and(Conditions::above_terrain)
    {
        return 0;
    }
    let Some(p) = world.get::<GridPos>(e) else {
        return 0;
    };
    world
        .get_resource::<GridMap>()
        .and_then(|m| m.cell(*p))
        .map_or(0, |c| i32::from(c.terrain.cover))
}

/// The hand index the usual choice plays for `aim` with skill part `base` (none: open 1 for a
/// fall check or a hit check with an empty hand; no answer at all for a dodge or guard).
pub fn best_card(hand: &[PlayingCard], base: i32, aim: Aim) -> Option<usize> {
    let by = |key: &dyn Fn(&PlayingCard) -> i32| {
        hand.iter()
            .enumerate()
            .min_by_key(|(i, c)| (key(c), *i))
            .map(|(i, _)| i)
    };
    match aim {
        Aim::Highest => by(&|c| if c.is_ace() { -100 } else { -c.value() }),
        Aim::Reach(t) => {
            let plain = hand
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.is_ace() && base + c.value() >= t)
                .min_by_key(|(i, c)| (c.value(), *i))
                .map(|(i, _)| i);
            plain.or_else(|| hand.iter().position(|c| c.is_ace()))
        }
        Aim::Beat(hit, crit) => hand
            .iter()
            .enumerate()
            .filter(|(_, c)| succeeds(base + c.value(), c.is_ace(), hit, crit))
            .min_by_key(|(i, c)| (c.is_ace(), c.value(), *i))
            .map(|(i, _)| i),
    }
}

/// Whether `card` makes a check with skill part `base` succeed for `aim`.
pub fn works(card: PlayingCard, base: i32, aim: Aim) -> bool {
    match aim {
        Aim::Reach(t) => card.is_ace() || base + card.value() >= t,
        Aim::Beat(hit, crit) => succeeds(base + card.value(), card.is_ace(), hit, crit),
        // A hit check has no target of its own: any card "works".
        Aim::Highest => true,
    }
}

/// The cards of `hand` as a player is offered them for a check with skill part `base` aiming at
/// `aim`: (index, whether it works), those that work first, each group the lowest first (aces
/// last); for a hit check, aces first, then the highest.
pub fn ranked(hand: &[PlayingCard], base: i32, aim: Aim) -> Vec<(usize, bool)> {
    let mut all: Vec<(bool, i32, usize)> = hand
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let rank = c.value() + if c.is_ace() { 100 } else { 0 };
            let rank = if aim == Aim::Highest { -rank } else { rank };
            (!works(*c, base, aim), rank, i)
        })
        .collect();
    all.sort_unstable();
    all.into_iter().map(|(fails, _, i)| (i, !fails)).collect()
}

/// Makes a check for `e` with `skill`: the card is picked as asked (the usual choice for
/// `Auto`); `None` when the usual choice is not to answer a hit at all.
pub fn make_check(
    world: &mut World,
    e: Entity,
    skill: Skill,
    aim: Aim,
    pick: CardPick,
) -> Option<CheckResult> {
    let base = skill_part(world, e, skill);
    let holder: Holder = cards::holder_of(world, e);
    let hand = cards::hand(world, holder);
    let index = match pick {
        CardPick::Hand(i) if usize::from(i) < hand.len() => Some(usize::from(i)),
        CardPick::Hand(_) | CardPick::Open => None,
        // The ally's card arrives at the end of the hand, and is played — if that ally may
        // cooperate now and holds such a card; else the usual choice.
        CardPick::Ally { ally, card } => {
            let held = cards::hand(world, cards::holder_of(world, ally)).len();
            if usize::from(card) < held && super::cooperate::offered(world, e, &[]).contains(&ally)
            {
                super::cooperate::give(world, ally, e, usize::from(card))
                    .map(|_| cards::hand(world, holder).len() - 1)
            } else {
                return make_check(world, e, skill, aim, CardPick::Auto);
            }
        }
        // A card taken is given before the check is asked again: never played as such.
        CardPick::Take { .. } => return make_check(world, e, skill, aim, CardPick::Auto),
        CardPick::Auto => {
            let mut i = best_card(&hand, base, aim);
            if needs_help(&hand, i, base, aim) && super::cooperate::auto(world, e, base, aim) {
                let hand = cards::hand(world, holder);
                i = best_card(&hand, base, aim);
            }
            if i.is_none() && matches!(aim, Aim::Beat(..)) {
                return None;
            }
            i
        }
    };
    let card = match index {
        Some(i) => cards::play(world, holder, i)?,
        None => cards::open(world, holder),
    };
    Some(CheckResult {
        value: base + card.value(),
        critical: card.is_ace(),
        card,
    })
}

/// A fighter's check with `skill`, the card it would play, and the value, without making it
/// (for previews and plans).
pub fn preview(world: &World, e: Entity, skill: Skill, aim: Aim) -> Option<(PlayingCard, i32)> {
    let base = skill_part(world, e, skill);
    let hand = cards::hand(world, cards::holder_of(world, e));
    best_card(&hand, base, aim).map(|i| (hand[i], base + hand[i].value()))
}

/// Whether the usual card (if any) fails a check with a target, so that an ally's card would
/// help.
fn needs_help(hand: &[PlayingCard], pick: Option<usize>, base: i32, aim: Aim) -> bool {
    match (aim, pick) {
        (Aim::Highest, _) => false,
        (Aim::Beat(..), None) => true,
        (Aim::Reach(t), None) => base + 13 >= t,
        (Aim::Reach(t), Some(i)) => !hand[i].is_ace() && base + hand[i].value() < t,
        (Aim::Beat(..), Some(_)) => false,
    }
}
