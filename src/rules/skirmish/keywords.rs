//! Seed 002's keywords in the Skirmish, read on the grid by the core (`core::keywords::grid`):
//! which actions a trait bars, what it does to an attack's damage and after it, and the 002
//! poison's damage at the round's end. A fighter's traits are its card's one list.

use super::actions::TacticalAction;
use super::attack::Source;
use super::health;
use super::state::TurnActions;
use crate::data::Catalog;
use crate::data::keywords::{Ailment, Trait};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::GridPos;
use crate::rules::core::fighter::{Fighter, FighterKind, Hp, Retired, Roster};
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::keywords::grid::{self, has};
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::state_hash::StateDigest;
use bevy::prelude::*;

/// Whether any fighter of the battle carries a trait: without one, no keyword is looked at.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TraitsInPlay(pub bool);

/// Gives `e` the keyword components of its card's traits.
pub(super) fn insert(world: &mut World, e: Entity, f: &Fighter) {
    let catalog = world.resource::<Catalog>();
    let traits = match f.kind {
        FighterKind::Character => catalog.characters.get(&f.card_id).map(|c| c.traits.clone()),
        _ => catalog.tokens.get(&f.card_id).map(|t| t.traits.clone()),
    };
    if let Some(traits) = traits {
        let any = !traits.0.is_empty();
        world.entity_mut(e).insert(grid::parts(&traits));
        let mut in_play = world.get_resource_or_init::<TraitsInPlay>();
        in_play.0 |= any;
    }
}

/// Whether any fighter of the battle carries a trait.
pub fn in_play(world: &World) -> bool {
    world.get_resource::<TraitsInPlay>().is_some_and(|t| t.0)
}

/// Takes from `e`'s actions what its traits bar (頑固者: moves; 平和主義者, and 鈍足 in round 1:
/// attacks; 頑固者 on another: a mend aimed at it) and keeps, for each way of attacking, only the
/// guardians (守護者) it reaches when it reaches one.
pub(super) fn filter(world: &World, e: Entity, out: &mut Vec<TacticalAction>) {
    if !in_play(world) {
        return;
    }
    let Some(mine) = world.get::<HasTraits>(e) else {
        return;
    };
    let first_round = world.get_resource::<Battle>().is_some_and(|b| b.round <= 1);
    let no_moves = grid::bars_moves(mine);
    let no_attacks = grid::bars_attacks(mine, first_round);
    let stubborn = |t: Entity| t != e && has(world, t, &Trait::Stubborn);
    out.retain(|a| match a {
        TacticalAction::Move { .. } | TacticalAction::MoveAround { .. } => !no_moves,
        TacticalAction::Dash { .. } => !no_moves,
        TacticalAction::Attack { .. } => !no_attacks,
        TacticalAction::Mend { target, .. } => !stubborn(*target),
        _ => true,
    });
    let mut sources: Vec<Source> = Vec::new();
    for a in out.iter() {
        if let TacticalAction::Attack { source, .. } = a
            && !sources.contains(source)
        {
            sources.push(*source);
        }
    }
    for source in sources {
        let reached: Vec<(Entity, bool)> = out
            .iter()
            .filter_map(|a| match a {
                TacticalAction::Attack {
                    source: s, target, ..
                } if *s == source => Some((*target, has(world, *target, &Trait::Guardian))),
                _ => None,
            })
            .collect();
        let kept = grid::guardians_first(&reached);
        out.retain(|a| match a {
            TacticalAction::Attack {
                source: s, target, ..
            } if *s == source => kept.contains(target),
            _ => true,
        });
    }
}

/// 2回攻撃: whether `e`, its main action spent on one attack this turn, may attack once more
/// (paying again, only with AC 0 or more).
pub fn attacks_again(world: &World, e: Entity, used: &TurnActions) -> bool {
    used.main && used.attacks == 1 && has(world, e, &Trait::DoubleAttack)
}

/// Whether an attack that reaches the foes `reached` may take `target` (守護者): for plans,
/// which weigh each foe from each square.
pub fn may_aim(world: &World, target: Entity, reached: &[Entity]) -> bool {
    let guards: Vec<(Entity, bool)> = reached
        .iter()
        .map(|t| (*t, has(world, *t, &Trait::Guardian)))
        .collect();
    grid::guardians_first(&guards).contains(&target)
}

/// キラー: what it adds to an attack's damage on `victim` (+1 on its attacker's prey, −1 when
/// the victim hunts its attacker), said in the log.
pub(super) fn killer(world: &mut World, attacker: Entity, victim: Entity) -> i32 {
    if !in_play(world) {
        return 0;
    }
    let marks = |w: &World, who: Entity| {
        w.get::<Fighter>(who)
            .map(|f| grid::marks(f, w.get::<HasTraits>(who), w.get::<Ailments>(who)))
            .unwrap_or_default()
    };
    let hunts = |w: &World, hunter: Entity, prey: Entity| {
        w.get::<HasTraits>(hunter)
            .is_some_and(|t| grid::hunts(t, &marks(w, prey)))
    };
    let shift = grid::killer_shift(
        hunts(world, attacker, victim),
        hunts(world, victim, attacker),
    );
    if shift != 0 {
        say(
            world,
            victim,
            "killer",
            format!("  killer: {shift:+} damage"),
        );
    }
    shift
}

/// シールド: what of an attack's `dealt` damage gets through `victim`'s shield (what it stops is
/// gone for good), said in the log.
pub(super) fn shield(world: &mut World, victim: Entity, mut dealt: i32) -> i32 {
    if dealt > 0
        && let Some(mut shield) = world.get_mut::<ShieldLeft>(victim)
        && shield.0 > 0
    {
        let through = shield.absorb(dealt as u32) as i32;
        let left = shield.0;
        let stopped = dealt - through;
        dealt = through;
        say(
            world,
            victim,
            "shield",
            format!("  shield stops {stopped} ({left} left): {dealt}"),
        );
    }
    dealt
}

/// After an attack dealt `dealt` HP damage to `victim` (it had `hp_before`): 道連れ, 毒牙, 吸血
/// and 貫通攻撃, in that order.
pub(super) fn after_hit(
    world: &mut World,
    attacker: Entity,
    victim: Entity,
    dealt: i32,
    hp_before: i32,
) {
    if !in_play(world) {
        return;
    }
    let hp_now = world.get::<Hp>(victim).map_or(0, |h| h.current);
    let felled = hp_before > 0 && hp_now <= 0;
    if felled && has(world, victim, &Trait::TakeAlong) && world.get::<Retired>(attacker).is_none() {
        let hp = world.get::<Hp>(attacker).map_or(0, |h| h.current);
        say(
            world,
            attacker,
            "take along",
            format!("  {} takes its foe along", name(world, victim)),
        );
        health::hp_damage(world, attacker, hp, "take along");
    }
    if dealt > 0 && has(world, attacker, &Trait::VenomFang) && !felled {
        poison(world, attacker, victim);
    }
    if dealt > 0 && has(world, attacker, &Trait::Lifedrink) {
        lifedrink(world, attacker, dealt);
    }
    if has(world, attacker, &Trait::Piercing) {
        pierce(world, attacker, victim, grid::excess(dealt, hp_before));
    }
}

fn poison(world: &mut World, attacker: Entity, victim: Entity) {
    let traits = world.get::<HasTraits>(victim).cloned().unwrap_or_default();
    let Some(mut states) = world.get_mut::<Ailments>(victim) else {
        return;
    };
    let took = !states.poison && states.inflict(Ailment::Poison, &traits);
    if took {
        log::write(world, EventKind::Status, |w| {
            Facts::on(w, victim)
                .by(w, attacker)
                .what("venom")
                .says(format!(
                    "  {} is envenomed (venom fang): 1 damage at each round's end",
                    log::name(w, victim)
                ))
        });
    }
}

fn lifedrink(world: &mut World, attacker: Entity, dealt: i32) {
    let team = world.get::<Fighter>(attacker).map(|f| f.team);
    let allies: Vec<(Entity, i32)> = Roster::standing(world)
        .into_iter()
        .filter(|&a| a != attacker && world.get::<Fighter>(a).map(|f| f.team) == team)
        .filter_map(|a| world.get::<Hp>(a).map(|h| (a, h.start - h.current)))
        .collect();
    let Some(ally) = grid::most_hurt(&allies) else {
        return;
    };
    let healed = {
        let Some(mut hp) = world.get_mut::<Hp>(ally) else {
            return;
        };
        let healed = dealt.min(hp.start - hp.current);
        hp.current += healed;
        healed
    };
    log::write(world, EventKind::Heal, |w| {
        let now = w.get::<Hp>(ally).map_or(0, |h| h.current);
        Facts::on(w, ally)
            .by(w, attacker)
            .what("lifedrink")
            .amount(healed)
            .left(now)
            .says(format!(
                "  lifedrink: {} recovers {healed} HP: HP {now}",
                log::name(w, ally)
            ))
    });
}

fn pierce(world: &mut World, attacker: Entity, victim: Entity, excess: i32) {
    let (Some(from), Some(to)) = (
        world.get::<GridPos>(attacker).copied(),
        world.get::<GridPos>(victim).copied(),
    ) else {
        return;
    };
    if excess <= 0 {
        return;
    }
    let past = grid::beyond(from, to);
    let team = world.get::<Fighter>(victim).map(|f| f.team);
    let behind = Roster::standing(world).into_iter().find(|&o| {
        o != victim
            && world.get::<GridPos>(o) == Some(&past)
            && world.get::<Fighter>(o).map(|f| f.team) == team
    });
    if let Some(next) = behind {
        say(
            world,
            next,
            "piercing",
            format!("  piercing: {excess} goes on to {}", name(world, next)),
        );
        let dealt = (excess + killer(world, attacker, next)).max(0);
        let dealt = shield(world, next, dealt);
        health::hp_damage(world, next, dealt, "piercing");
    }
}

/// Fainting ends seed 002's states too (■バッドステータス: every bad status ends; both seeds'
/// are 状態異常): one that endures rises without its venom.
pub(super) fn faint_ends(world: &mut World, e: Entity) {
    let Some(mut states) = world.get_mut::<Ailments>(e) else {
        return;
    };
    if *states == Ailments::default() {
        return;
    }
    *states = Ailments::default();
    say(
        world,
        e,
        "venom",
        format!("  {}'s venom ends as it faints", name(world, e)),
    );
}

/// The round's end (日没): each fighter envenomed by a venom fang loses 1 HP, of itself — no
/// shield, no guard (「自然に受けるダメージ」).
pub(super) fn dusk(world: &mut World) {
    for e in Roster::standing(world) {
        if world.get::<Ailments>(e).is_some_and(|a| a.poison) {
            health::hp_damage(world, e, 1, "venom");
        }
    }
}

/// 健康体: whether `e` is never put in a bad status (seed 002's states, and seed 003's).
pub(super) fn is_hale(world: &World, e: Entity) -> bool {
    has(world, e, &Trait::Hale)
}

/// The keyword state of the fighters that have any (a shield left, a state), for the state
/// hash.
pub(super) fn digest(world: &mut World, d: &mut StateDigest) {
    let mut q = world.query::<(&Fighter, &ShieldLeft, &Ailments)>();
    let mut rows: Vec<_> = q
        .iter(world)
        .filter(|(_, s, a)| s.0 > 0 || **a != Ailments::default())
        .map(|(f, s, a)| (f.serial, s.0, a.sleep, a.poison))
        .collect();
    rows.sort_unstable();
    for (serial, shield, sleep, poison) in rows {
        d.put(i64::from(serial));
        d.put(i64::from(shield));
        d.put(i64::from(sleep.unwrap_or(0)));
        d.put(i64::from(poison));
    }
}

fn name(world: &World, e: Entity) -> String {
    log::name(world, e).to_string()
}

fn say(world: &mut World, e: Entity, what: &'static str, words: String) {
    log::write(world, EventKind::Status, |w| {
        Facts::on(w, e).what(what).says(words)
    });
}
