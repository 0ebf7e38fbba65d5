//! Attacks (seed 002, ②): whom a creature may attack now, and a battle — キラー's shift (and a
//! fall before damage), both sides dealing their power at once (a sleeper deals none), シールド,
//! 貫通攻撃's excess to the creature behind or the player, 吸血, the defeated leaving, 道連れ,
//! 毒牙 once the battle is over, and the attacker's 追い討ち skills if it is still there.

use super::board::{Beast, Sq};
use super::harm::change_life;
use super::harm::{self, DamageFrom};
use super::question::Foe;
use super::skills::queue;
use super::state::{BrawlState, at, beasts};
use crate::data::brawl::Cue;
use crate::data::keywords::{Ailment, SkillTiming, Trait};
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::attack::{Defender, Target, targets};
use crate::rules::core::keywords::battle::{
    ShieldLeft, damage_dealt, killers, lifedrink, piercing, takes_along, venom,
};
use crate::rules::core::keywords::readiness::readiness;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// A creature's traits as they work now: none while it sleeps (「全ての能力が無効になる」).
pub fn working(world: &World, e: Entity) -> HasTraits {
    if world.get::<Ailments>(e).is_some_and(Ailments::asleep) {
        return HasTraits::default();
    }
    world.get::<HasTraits>(e).cloned().unwrap_or_default()
}

/// What creature `e` may attack now (nothing when it may not attack).
pub fn options(world: &mut World, e: Entity) -> Vec<Foe> {
    let Some(me) = world.get::<Beast>(e).cloned() else {
        return Vec::new();
    };
    let turn = world.res::<BrawlState>().turn;
    let traits = world.get::<HasTraits>(e).cloned().unwrap_or_default();
    let ailments = world.get::<Ailments>(e).cloned().unwrap_or_default();
    let ready = readiness(&traits, &ailments, me.arrived_turn == turn, me.attacks);
    if !ready.characters && !ready.player {
        return Vec::new();
    }
    let foes: Vec<(Entity, Beast)> = beasts(world)
        .into_iter()
        .filter(|(_, b)| b.team != me.team)
        .collect();
    let defenders: Vec<Defender> = foes
        .iter()
        .enumerate()
        .map(|(i, (f, b))| Defender {
            id: i,
            row: b.sq.row,
            in_line: b.sq.col == me.sq.col,
            traits: world.get::<HasTraits>(*f).cloned().unwrap_or_default(),
            asleep: world.get::<Ailments>(*f).is_some_and(Ailments::asleep),
        })
        .collect();
    targets(&traits, &defenders)
        .into_iter()
        .filter_map(|t| match t {
            Target::Player if ready.player => Some(Foe::Player),
            Target::Character(i) if ready.characters => foes.get(i).map(|(f, _)| Foe::Creature(*f)),
            _ => None,
        })
        .collect()
}

/// Whether `e` hunts what `other` is (its キラー's mark: colour, family, trait or state).
fn hunts(world: &World, e: Entity, other: Entity) -> bool {
    let mine = working(world, e);
    let Some(mark) = mine.0.iter().find_map(|t| match t {
        Trait::Killer(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    let Some(b) = world.get::<Beast>(other) else {
        return false;
    };
    let card = Some(&b.def);
    let theirs = working(world, other);
    let states = world.get::<Ailments>(other).cloned().unwrap_or_default();
    card.is_some_and(|c| c.colour.name() == mark || c.family == mark)
        || theirs.0.iter().any(|t| t.key() == mark)
        || (states.asleep() && mark == Ailment::Sleep.key())
        || (states.poison && mark == Ailment::Poison.key())
}

/// Creature `a` attacks `target`.
pub fn attack(world: &mut World, a: Entity, target: Foe) {
    let Some(me) = world.get::<Beast>(a).cloned() else {
        return;
    };
    if let Some(mut b) = world.get_mut::<Beast>(a) {
        b.attacks += 1;
    }
    world.res_mut::<BrawlState>().clash = Some((a, target));
    super::skills::react(world, Cue::Attacks, |e, _| e == a);
    if let Foe::Creature(d) = target {
        super::skills::react(world, Cue::Attacked, |e, _| e == d);
    }
    let drinks = working(world, a).has(&Trait::Lifedrink);
    let dealt = match target {
        Foe::Player => {
            let n = damage_dealt(me.power, false);
            log::write(world, EventKind::Action, |w| {
                super::state::player_facts(w, 1 - me.team)
                    .by(w, a)
                    .what("attack")
                    .amount(i64::from(n))
                    .says(format!("  {} attacks the other player for {n}", me.name))
            });
            change_life(world, 1 - me.team, -(n as i32));
            n
        }
        Foe::Creature(d) => battle(world, a, d),
    };
    let healed = lifedrink(drinks, true, dealt);
    if healed > 0 {
        log::write(world, EventKind::Heal, |w| {
            super::state::player_facts(w, me.team)
                .by(w, a)
                .what("lifedrink")
                .amount(i64::from(healed))
                .says(format!(
                    "  {}'s lifedrink: its player regains {healed} life",
                    me.name
                ))
        });
        change_life(world, me.team, healed as i32);
    }
    if world.get::<Beast>(a).is_some() {
        queue(world, SkillTiming::FollowUp, None, |e, _| e == a);
    }
}

/// A battle between attacker `a` and defender `d`; the damage the attacker dealt.
fn battle(world: &mut World, a: Entity, d: Entity) -> u32 {
    let (Some(att), Some(def)) = (
        world.get::<Beast>(a).cloned(),
        world.get::<Beast>(d).cloned(),
    ) else {
        return 0;
    };
    log::write(world, EventKind::Action, |w| {
        Facts::on(w, d)
            .by(w, a)
            .what("attack")
            .amount(att.power)
            .left(def.power)
            .says(format!(
                "  {} ({}) attacks {} ({})",
                att.name, att.power, def.name, def.power
            ))
    });
    let asleep = |w: &World, e| w.get::<Ailments>(e).is_some_and(Ailments::asleep);
    let (a_sleeps, d_sleeps) = (asleep(world, a), asleep(world, d));
    let (a_hunts, d_hunts) = (hunts(world, a, d), hunts(world, d, a));
    let faced = killers(att.power, def.power, a_hunts, d_hunts);
    let mut dealt = 0;
    let mut by_battle = Vec::new();
    if faced.attacker_down || faced.defender_down {
        for (e, b, down) in [
            (a, &att, faced.attacker_down),
            (d, &def, faced.defender_down),
        ] {
            if down {
                log::write(world, EventKind::Damage, |w| {
                    Facts::on(w, e)
                        .by(w, if e == a { d } else { a })
                        .what("killer")
                        .left(0)
                        .says(format!(
                            "    Killer: {} is brought to 0 and falls before any damage",
                            b.name
                        ))
                });
                if let Some(mut x) = world.get_mut::<Beast>(e) {
                    x.power = 0;
                }
            }
        }
    } else {
        // The killer's −1 is power lost (パワーダウン), not a number of the battle alone: the
        // marked creature's power is lowered, so damage equal to it now defeats it.
        for (e, hunted) in [(d, a_hunts), (a, d_hunts)] {
            if hunted {
                harm::power_down(world, e, 1);
            }
        }
        let to_d = damage_dealt(faced.attacker, a_sleeps);
        let to_a = damage_dealt(faced.defender, d_sleeps);
        dealt += harm::hurt(world, d, to_d, DamageFrom::Battle);
        harm::hurt(world, a, to_a, DamageFrom::Battle);
        by_battle = [a, d]
            .into_iter()
            .filter(|e| world.get::<Beast>(*e).is_some_and(|b| b.power <= 0))
            .collect();
        if working(world, a).has(&Trait::Piercing) {
            let excess = piercing(faced.attacker, faced.defender);
            if excess > 0 {
                dealt += pierce(world, &def, excess);
            }
        }
    }
    // 道連れ: a creature defeated by battle damage takes the one it fought with it.
    for (e, other) in [(a, d), (d, a)] {
        if by_battle.contains(&e)
            && takes_along(working(world, e).has(&Trait::TakeAlong), true)
            && let Some(mut o) = world.get_mut::<Beast>(other)
            && o.power > 0
        {
            o.power = 0;
            let (x, y) = (
                world.get::<Beast>(e).map(|b| b.name.clone()),
                world.get::<Beast>(other).map(|b| b.name.clone()),
            );
            log::write(world, EventKind::Trigger, |w| {
                Facts::on(w, other)
                    .by(w, e)
                    .what("take-along")
                    .left(0)
                    .says(format!(
                        "    Take-along: {} takes {} with it",
                        x.unwrap_or_default(),
                        y.unwrap_or_default()
                    ))
            });
        }
    }
    let fangs = [(a, d), (d, a)].map(|(e, o)| (o, working(world, e).has(&Trait::VenomFang)));
    harm::settle(world);
    // 毒牙: once the battle is over, the one it fought is poisoned if still there.
    for (o, fang) in fangs {
        if venom(fang, world.get::<Beast>(o).is_some()) {
            let traits = working(world, o);
            let before = world.get::<Ailments>(o).cloned();
            let took = world
                .get_mut::<Ailments>(o)
                .is_some_and(|mut s| s.inflict(Ailment::Poison, &traits));
            if took && before != world.get::<Ailments>(o).cloned() {
                super::skills::react(world, Cue::Afflicted, |e, _| e == o);
            }
            let name = world
                .get::<Beast>(o)
                .map(|b| b.name.clone())
                .unwrap_or_default();
            log::write(world, EventKind::Status, |w| {
                let facts = Facts::on(w, o).what("poison").amount(i64::from(took));
                if took {
                    facts.says(format!("    Venom fang: {name} is poisoned"))
                } else {
                    facts.says(format!("    Venom fang: {name} is Hale and not poisoned"))
                }
            });
        }
    }
    dealt
}

/// 貫通攻撃's excess: to the creature behind the defender, else to its player; what got through.
fn pierce(world: &mut World, def: &Beast, excess: u32) -> u32 {
    let behind = def.sq.behind().and_then(|sq: Sq| at(world, def.team, sq));
    match behind {
        Some(e) => {
            log::write(world, EventKind::Damage, |w| {
                Facts::on(w, e)
                    .what("piercing")
                    .amount(i64::from(excess))
                    .says(format!(
                        "    Piercing: {excess} goes through to the creature behind"
                    ))
            });
            harm::hurt(world, e, excess, DamageFrom::Battle)
        }
        None => {
            log::write(world, EventKind::Damage, |w| {
                super::state::player_facts(w, def.team)
                    .what("piercing")
                    .amount(i64::from(excess))
                    .says(format!(
                        "    Piercing: {excess} goes through to the other player"
                    ))
            });
            change_life(world, def.team, -(excess as i32));
            excess
        }
    }
}

/// What an attack would do by the battle's own numbers (キラー's shift, sleep, シールド, 道連れ,
/// 貫通攻撃), before any skill answers it: a forecast for the window, read-only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Foresight {
    /// The other player loses this much life.
    Player(u32),
    /// A battle: the attacker's and the defender's power after it (0 or less: defeated).
    Battle {
        /// The attacker's power after the battle.
        attacker: i32,
        /// The defender's power after the battle.
        defender: i32,
        /// 貫通攻撃's excess and where it goes: to the creature behind the defender (`true`), else
        /// to the other player (none: no excess, or no piercing).
        pierce: Option<(u32, bool)>,
    },
}

/// What creature `a` attacking `target` would do now ([`Foresight`]); `None` if either is gone.
pub fn foresee(world: &World, a: Entity, target: Foe) -> Option<Foresight> {
    let att = world.get::<Beast>(a)?;
    let Foe::Creature(d) = target else {
        return Some(Foresight::Player(damage_dealt(att.power, false)));
    };
    let def = world.get::<Beast>(d)?;
    let asleep = |e| world.get::<Ailments>(e).is_some_and(Ailments::asleep);
    let (a_hunts, d_hunts) = (hunts(world, a, d), hunts(world, d, a));
    let faced = killers(att.power, def.power, a_hunts, d_hunts);
    if faced.attacker_down || faced.defender_down {
        let after = |p: i32, down: bool| if down { 0 } else { p };
        return Some(Foresight::Battle {
            attacker: after(att.power, faced.attacker_down),
            defender: after(def.power, faced.defender_down),
            pierce: None,
        });
    }
    // What a shield lets through, while its creature is awake.
    let through = |e: Entity, amount: u32| {
        let shield = world.get::<ShieldLeft>(e).map_or(0, |s| u32::from(s.0));
        if asleep(e) {
            amount
        } else {
            amount - amount.min(shield)
        }
    };
    let to_d = through(d, damage_dealt(faced.attacker, asleep(a)));
    let to_a = through(a, damage_dealt(faced.defender, asleep(d)));
    let mut attacker = att.power - i32::from(d_hunts) - to_a as i32;
    let mut defender = def.power - i32::from(a_hunts) - to_d as i32;
    // 道連れ: defeated by the battle, it takes the other with it.
    if defender <= 0 && working(world, d).has(&Trait::TakeAlong) {
        attacker = attacker.min(0);
    }
    if attacker <= 0 && working(world, a).has(&Trait::TakeAlong) {
        defender = defender.min(0);
    }
    // 貫通攻撃: the excess of the battle's powers goes on, behind the defender or to its player.
    let excess = piercing(faced.attacker, faced.defender);
    let pierce = (working(world, a).has(&Trait::Piercing) && excess > 0).then(|| {
        let behind = def.sq.behind().and_then(|sq: Sq| at(world, def.team, sq));
        (excess, behind.is_some())
    });
    Some(Foresight::Battle {
        attacker,
        defender,
        pierce,
    })
}
