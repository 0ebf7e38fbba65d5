//! Seed 002's traits in seed 000's card rules, read on a grid where a preset's card rules say so
//! (`CardRules::keywords`: the Vortex, vortex-design.md §2 "Seed 002"): an attack is a fighter's
//! card that harms a foe; 平和主義者 and 鈍足 bar such cards at the play step; 隠者 and 頑固者
//! narrow the targets; キラー shifts damage; 道連れ, 毒牙, 吸血 and 貫通攻撃 act after a card's
//! damage. The pure readings are the core's (`keywords::grid`).

use crate::data::keywords::{Ailment, Trait};
use crate::data::{ActionCard, Effect, Targeting};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::cards::chain::hp::lose_hp;
use crate::rules::core::cards::chain::{Events, Happened, Targets};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::{Fighter, Hp, Roster};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::grid::{self, Entered};
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Whether `e` has trait `t` now.
fn has(world: &World, e: Entity, t: &Trait) -> bool {
    world.part::<HasTraits>(e).is_some_and(|h| h.has(t))
}

/// Whether one of the card's effects harms whom it reaches: damage, HP loss, a push, a pull or
/// a position move, a state, a status, a removal of statuses or abilities (vortex-design.md §2,
/// Pacifist; Decision: a status or a removal a card puts on foes counts as harm too). A heal, a
/// summon, a field, an initiative roll and effects on the user do not.
fn harmful(effect: &Effect) -> bool {
    !matches!(
        effect,
        Effect::Heal(_)
            | Effect::Summon { .. }
            | Effect::SetField(_)
            | Effect::RerollInitiative
            | Effect::OnSelf(_)
            | Effect::Nothing
    )
}

/// Whether a card harms foes: it may choose a foe, and one of its effects on its targets harms.
pub fn harms_foes(card: &ActionCard) -> bool {
    let foes = matches!(
        card.target,
        Targeting::OneEnemy
            | Targeting::AllEnemies
            | Targeting::EnemyLine
            | Targeting::OneAny
            | Targeting::Everyone
    );
    foes && card.effects.iter().any(harmful)
}

/// The round that is `e`'s first active one: the round it entered if it is 軽快, otherwise the
/// next; round 1 for a fighter deployed at the start (vortex-design.md F13).
pub fn first_active_round(world: &World, e: Entity) -> u32 {
    match world.part::<Entered>(e) {
        None => 1,
        Some(entered) if has(world, e, &Trait::Swift) => entered.0,
        Some(entered) => entered.0 + 1,
    }
}

/// A trait that bars a card, and why in the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barred {
    /// The trait's key (what a report counts).
    pub key: &'static str,
    /// The log's words.
    pub why: &'static str,
}

/// Why `e` may not play `card` now, if its traits bar it: 平和主義者 plays no card that harms
/// foes; 鈍足 none in its first active round (「場に出たターンには攻撃できない」).
pub fn bars_play(world: &World, e: Entity, card: &ActionCard) -> Option<Barred> {
    if !harms_foes(card) {
        return None;
    }
    let traits = world.part::<HasTraits>(e)?;
    let round = world.resource::<Battle>().round;
    let first = round <= first_active_round(world, e);
    if grid::bars_attacks(traits, false) {
        Some(Barred {
            key: "Pacifist",
            why: "a pacifist does not harm foes",
        })
    } else if grid::bars_attacks(traits, first) {
        Some(Barred {
            key: "Sluggish",
            why: "sluggish in its first active round",
        })
    } else {
        None
    }
}

/// 隠者 and 頑固者 at the target step: a hermit foe is never chosen by a single-target or line
/// card, and a hermit's own single-target cards never choose foes; a card with no damage effect
/// never chooses another's stubborn fighter (「能力の対象にならない」; damage still does, as 002's
/// battles hit it).
pub fn narrow(
    world: &World,
    user: Entity,
    targeting: Targeting,
    damages: bool,
    team_of: impl Fn(Entity) -> Option<usize>,
    candidates: &mut Targets,
) {
    let mine = team_of(user);
    candidates.retain(|t| {
        let foe = team_of(t.entity) != mine;
        may_choose(world, user, t.entity, targeting, damages, foe)
    });
}

/// Whether `user`'s card (`damages`: it deals damage or lowers HP) may choose `target` (`foe`:
/// of the other side) by 隠者 and 頑固者 ([`narrow`]).
pub fn may_choose(
    world: &World,
    user: Entity,
    target: Entity,
    targeting: Targeting,
    damages: bool,
    foe: bool,
) -> bool {
    let single = matches!(targeting, Targeting::OneEnemy | Targeting::OneAny);
    let line = targeting == Targeting::EnemyLine;
    if foe
        && (single || line)
        && ((single && has(world, user, &Trait::Hermit)) || has(world, target, &Trait::Hermit))
    {
        return false;
    }
    damages || target == user || !has(world, target, &Trait::Stubborn)
}

/// キラー on a card's damage: +1 on its dealer's prey, −1 when the victim hunts its dealer, said
/// in the log.
pub fn killer(world: &mut DuelWorld, dealer: Entity, victim: Entity) -> i32 {
    let marks = |w: &World, who: Entity| {
        w.part::<Fighter>(who)
            .map(|f| grid::marks(f, w.part::<HasTraits>(who), w.part::<Ailments>(who)))
            .unwrap_or_default()
    };
    let hunts = |w: &World, hunter: Entity, prey: Entity| {
        w.part::<HasTraits>(hunter)
            .is_some_and(|t| grid::hunts(t, &marks(w, prey)))
    };
    let shift = grid::killer_shift(hunts(world, dealer, victim), hunts(world, victim, dealer));
    if shift != 0 {
        grid::acted(world, "Killer");
        world.log(EventKind::Damage, |w| {
            Facts::on(w, victim)
                .by(w, dealer)
                .what("killer")
                .amount(i64::from(shift))
                .says(format!("  killer: {shift:+} damage"))
        });
    }
    shift
}

/// After a fighter's card dealt `dealt` damage to `victim` (it had `hp_before`): 道連れ, 毒牙,
/// 吸血 and 貫通攻撃 (a single-target card's only), in that order. The damage the piercing
/// carries on is an event of its own.
pub fn after_hit(
    world: &mut DuelWorld,
    dealer: Entity,
    victim: Entity,
    dealt: i32,
    hp_before: i32,
    happened: &mut Events,
) {
    let hp_now = world.part::<Hp>(victim).map_or(0, |h| h.current);
    let felled = hp_before > 0 && hp_now <= 0;
    let foes = team(world, dealer) != team(world, victim);
    if felled && foes && has(world, victim, &Trait::TakeAlong) && !world.retired(dealer) {
        let hp = world.part::<Hp>(dealer).map_or(0, |h| h.current);
        lose_hp(world, dealer, hp.max(0));
        grid::acted(world, "TakeAlong");
        world.log(EventKind::Damage, |w| {
            Facts::on(w, dealer)
                .by(w, victim)
                .what("take along")
                .left(0)
                .says(format!(
                    "  take-along: {} brings {} down with it -> HP 0",
                    log::name(w, victim),
                    log::name(w, dealer)
                ))
        });
    }
    if dealt > 0
        && foes
        && !felled
        && has(world, dealer, &Trait::VenomFang)
        && inflict(world, dealer, victim, Ailment::Poison, "venom fang")
    {
        grid::acted(world, "VenomFang");
    }
    if dealt > 0 && has(world, dealer, &Trait::Lifedrink) {
        lifedrink(world, dealer, dealt);
    }
    if world.stack().single && has(world, dealer, &Trait::Piercing) {
        pierce(
            world,
            dealer,
            victim,
            grid::excess(dealt, hp_before),
            happened,
        );
    }
}

fn team(world: &World, e: Entity) -> Option<usize> {
    world.part::<Fighter>(e).map(|f| f.team)
}

/// Puts `victim` in `state` (a 健康体 fighter never is; one already in it stays as it is), said
/// in the log either way; whether it took hold.
pub fn inflict(
    world: &mut DuelWorld,
    by: Entity,
    victim: Entity,
    state: Ailment,
    why: &str,
) -> bool {
    let traits = world.part::<HasTraits>(victim).cloned().unwrap_or_default();
    let Some(before) = world.part::<Ailments>(victim).cloned() else {
        return false;
    };
    let already = match state {
        Ailment::Sleep => before.asleep(),
        Ailment::Poison => before.poison,
    };
    let took = !already
        && world
            .part_mut::<Ailments>(victim)
            .is_some_and(|mut a| a.inflict(state, &traits));
    if !took && !already {
        grid::acted(world, "Hale");
    }
    let said = match (took, already, state) {
        (true, _, Ailment::Sleep) => "falls asleep until its second dawn",
        (true, _, Ailment::Poison) => "is poisoned: 1 damage at each dusk",
        (false, true, _) => "is in that state already",
        (false, false, _) => "is hale: no state takes hold",
    };
    world.log(EventKind::Status, |w| {
        Facts::on(w, victim)
            .by(w, by)
            .what(state.key())
            .says(format!("  {why}: {} {said}", log::name(w, victim)))
    });
    took
}

/// 吸血: the damage heals the dealer's most-hurt ally other than itself, up to its start HP.
fn lifedrink(world: &mut DuelWorld, dealer: Entity, dealt: i32) {
    let side = team(world, dealer);
    let allies: Vec<(Entity, i32)> = Roster::standing(world)
        .into_iter()
        .filter(|&a| a != dealer && team(world, a) == side)
        .filter_map(|a| world.part::<Hp>(a).map(|h| (a, h.start - h.current)))
        .collect();
    let Some(ally) = grid::most_hurt(&allies) else {
        return;
    };
    let lost = allies
        .iter()
        .find(|(a, _)| *a == ally)
        .map_or(0, |(_, l)| *l);
    let healed = dealt.min(lost);
    lose_hp(world, ally, -healed);
    grid::acted(world, "Lifedrink");
    world.log(EventKind::Heal, |w| {
        let now = w.part::<Hp>(ally).map_or(0, |h| h.current);
        Facts::on(w, ally)
            .by(w, dealer)
            .what("lifedrink")
            .amount(i64::from(healed))
            .left(now)
            .says(format!(
                "  lifedrink: {} recovers {healed} HP -> HP {now}",
                log::name(w, ally)
            ))
    });
}

/// 貫通攻撃: what the damage exceeded the victim's HP by goes to the victim's ally on the next
/// square beyond it (straight on, along the larger axis); with none there, nowhere.
fn pierce(
    world: &mut DuelWorld,
    dealer: Entity,
    victim: Entity,
    excess: i32,
    happened: &mut Events,
) {
    let (Some(&from), Some(&to)) = (world.part::<GridPos>(dealer), world.part::<GridPos>(victim))
    else {
        return;
    };
    if excess <= 0 {
        return;
    }
    let past = grid::beyond(from, to);
    let side = team(world, victim);
    let Some(next) = Roster::standing(world).into_iter().find(|&o| {
        o != victim && world.part::<GridPos>(o) == Some(&past) && team(world, o) == side
    }) else {
        return;
    };
    lose_hp(world, next, excess);
    grid::acted(world, "Piercing");
    world.log(EventKind::Damage, |w| {
        let hp = w.part::<Hp>(next).map_or(0, |h| h.current);
        Facts::on(w, next)
            .by(w, dealer)
            .what("piercing")
            .amount(i64::from(excess))
            .left(hp)
            .says(format!(
                "  piercing: {excess} goes on to {} -> HP {hp}",
                log::name(w, next)
            ))
    });
    happened.push(Happened::Damaged {
        target: next,
        source: Some(dealer),
    });
}

/// 頑固者 against a push, a pull or a position move: whether `e` never moves (said in the log).
pub fn stands_fast(world: &mut DuelWorld, e: Entity) -> bool {
    let stubborn = has(world, e, &Trait::Stubborn);
    if stubborn {
        grid::acted(world, "Stubborn");
        world.log(EventKind::Move, |w| {
            Facts::on(w, e).what("stubborn").says(format!(
                "  {} is stubborn: it does not move",
                log::name(w, e)
            ))
        });
    }
    stubborn
}
