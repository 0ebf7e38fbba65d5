//! What each effect does to its targets (seed 000: "deal damage" vs "reduce HP directly", floors
//! at 0, 0 damage still counts, HP above its start, no healing of the retired).

use crate::data::{Catalog, Dice, Effect, LineName, Modifier, StatusSpec};
use crate::rules::core::battlefield;
use crate::rules::core::cards::additive;
use crate::rules::core::cards::ask::{self as control, Choice, Request};
use crate::rules::core::cards::chain::hp::lose_hp;
use crate::rules::core::cards::chain::{
    Apply, Events, Happened, Lineage, NeedsDecision, TriggerOrigin,
};
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::cards::{grid_moves, keywords, tokens};
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::battle::ShieldLeft;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

fn roll(world: &mut DuelWorld, dice: &Dice) -> i32 {
    let rng = world.rng();
    dice.roll(|sides| rng.die(sides))
}

/// Damage after modifiers: the rolled value less the relief shortfall, plus the dealer's
/// "damage dealt" and the target's "damage taken", floored at 0 once at the end.
pub fn modified_damage(
    world: &World,
    source: Entity,
    target: Entity,
    rolled: i32,
    shortfall: i32,
) -> i32 {
    let dealt = additive::total(world, source, Modifier::DamageDealt(0));
    let taken = additive::total(world, target, Modifier::DamageTaken(0));
    after_modifiers(rolled, shortfall, dealt, taken)
}

/// [`modified_damage`] with the dealer's "damage dealt" and the target's "damage taken" read.
fn after_modifiers(rolled: i32, shortfall: i32, dealt: i32, taken: i32) -> i32 {
    (rolled - shortfall + dealt + taken).max(0)
}

/// Applies one effect line to each of its targets, in order. Effects other than damage and HP
/// reduction skip targets reached only by the relief rule, and a card that reaches only by it
/// has no effect on its user either.
pub fn apply(world: &mut DuelWorld, a: &Apply) -> Result<Events, NeedsDecision> {
    // Only damage makes something happen: one event a target.
    let damages = matches!(a.effect, Effect::Damage(_) | Effect::PiercingDamage(_));
    let mut happened = Events::new();
    if let Effect::Check {
        skill,
        target,
        fail,
    } = &a.effect
    {
        saves(world, a, *skill, *target, fail);
        return Ok(happened);
    }
    if let Effect::OnSelf(inner) = &a.effect {
        // 詰み回避の為の特例ルール: when only the relief rule lets the card reach, none of its
        // other effects happen, the user's own included.
        if !a.targets.is_empty() && a.targets.iter().all(|t| t.relief.is_some()) {
            return Ok(happened);
        }
        let me = Apply {
            effect: (**inner).clone(),
            targets: smallvec::smallvec![crate::rules::core::cards::chain::Target {
                entity: a.source,
                relief: None,
            }],
            ..a.clone()
        };
        return apply(world, &me);
    }
    let rolled = match &a.effect {
        Effect::Damage(d) | Effect::PiercingDamage(d) | Effect::ReduceHp(d) | Effect::Heal(d) => {
            Some(roll(world, d))
        }
        _ => None,
    };
    let logging = world.logging();
    // A field card's or a named status's own effect is dealt by no fighter: its holder's
    // "damage dealt" never applies, and the log says where it came from (seed 000 【表記】).
    let by_rule = by_rule(&a.lineage);
    // The dealer's "damage dealt" is read once: nothing in a line of damage changes it.
    let dealt = if damages && !by_rule {
        world.total(a.source, Modifier::DamageDealt(0))
    } else {
        0
    };
    for t in a.targets.iter() {
        let e = t.entity;
        if world.retired(e) && !matches!(a.effect, Effect::Heal(_)) {
            continue;
        }
        if t.relief.is_some() && !a.effect.is_hp_loss() {
            continue;
        }
        let shortfall = t.relief.unwrap_or(0);
        let (src, tgt) = if logging {
            let name = |e| log::name(world, e).to_string();
            (name(a.source), name(e))
        } else {
            Default::default()
        };
        match &a.effect {
            Effect::Damage(_) | Effect::PiercingDamage(_) => {
                let rolled = rolled.unwrap_or(0);
                let piercing = matches!(a.effect, Effect::PiercingDamage(_));
                let held = world.kit().held.modifiers;
                let (taken, ward) =
                    if held.has(Modifier::DamageTaken(0)) || held.has(Modifier::Ward(0)) {
                        additive::damage_taken_and_ward(world, e)
                    } else {
                        (0, None)
                    };
                if let Some(ward) = ward {
                    // The later effect wins: a ward up before a piercing blow does not stop it.
                    if !(piercing && a.stamp > ward) {
                        world.log(EventKind::Damage, |w| {
                            Facts::on(w, e)
                                .by(w, a.source)
                                .what("ward")
                                .amount(0)
                                .says(format!("  {tgt} is warded: no damage"))
                        });
                        continue;
                    }
                }
                let dmg = after_modifiers(rolled, shortfall, dealt, taken);
                // (Seed 002's traits act where the preset's card rules read them.)
                let keywords = world.kit().keywords && !by_rule;
                let dmg = if keywords {
                    (dmg + keywords::killer(world, a.source, e)).max(0)
                } else {
                    dmg
                };
                let dmg = if world.kit().cover && !by_rule {
                    behind_cover(world, a.source, e, dmg, &tgt)
                } else {
                    dmg
                };
                // Seed 002's シールド, the engine's: it stops damage until used up, for good.
                let whole = dmg;
                // (Nobody with a shield left: none is looked for.)
                let shield = if world.kit().held.shields {
                    world.part_mut::<ShieldLeft>(e)
                } else {
                    None
                };
                let dmg = match shield {
                    Some(mut s) if s.0 > 0 => s.absorb(dmg.max(0) as u32) as i32,
                    _ => dmg,
                };
                if dmg < whole {
                    if world.kit().keywords {
                        crate::rules::core::keywords::grid::acted(world, "Shield");
                    }
                    world.log(EventKind::Damage, |w| {
                        Facts::on(w, e)
                            .by(w, a.source)
                            .what("shield")
                            .amount(whole - dmg)
                            .says(format!("  {tgt}'s shield stops {}", whole - dmg))
                    });
                }
                let hp_before = if keywords {
                    world.part::<Hp>(e).map_or(0, |h| h.current)
                } else {
                    0
                };
                lose_hp(world, e, dmg);
                let hp = if logging {
                    world.part::<Hp>(e).map_or(0, |h| h.current)
                } else {
                    0
                };
                world.log(EventKind::Damage, |w| {
                    let facts = Facts::on(w, e).amount(dmg).left(hp);
                    match by_rule.then(|| origin(w, &a.lineage)).flatten() {
                        None => facts
                            .by(w, a.source)
                            .what(if piercing {
                                "piercing damage"
                            } else {
                                "damage"
                            })
                            .says(format!(
                                "  {src} deals {dmg} damage to {tgt} (rolled {rolled}) -> HP {hp}"
                            )),
                        Some((id, name)) => facts.what(id.as_str()).says(format!(
                            "  {tgt} takes {dmg} damage from {name} (rolled {rolled}) -> HP {hp}"
                        )),
                    }
                });
                happened.push(Happened::Damaged {
                    target: e,
                    source: (!by_rule).then_some(a.source),
                });
                // (A card's own lines: its user's traits act on what it dealt.)
                if keywords && a.lineage.is_empty() {
                    world.stack().dealt = true;
                    keywords::after_hit(world, a.source, e, dmg, hp_before, &mut happened);
                }
            }
            Effect::ReduceHp(_) => {
                let v = (rolled.unwrap_or(0) - shortfall).max(0);
                lose_hp(world, e, v);
                let hp = if logging {
                    world.part::<Hp>(e).map_or(0, |h| h.current)
                } else {
                    0
                };
                world.log(EventKind::Damage, |w| {
                    Facts::on(w, e)
                        .by(w, a.source)
                        .what("reduce hp")
                        .amount(v)
                        .left(hp)
                        .says(format!("  {tgt} loses {v} HP directly -> HP {hp}"))
                });
            }
            Effect::Heal(_) => {
                if world.retired(e) {
                    world.log(EventKind::Nothing, |w| {
                        Facts::on(w, e)
                            .by(w, a.source)
                            .what("heal")
                            .says(format!("  {tgt} has retired and cannot be healed"))
                    });
                    continue;
                }
                let mut v =
                    (rolled.unwrap_or(0) + world.total(e, Modifier::HealingTaken(0))).max(0);
                if world.kit().heal_cap
                    && let Some(h) = world.part::<Hp>(e)
                {
                    // (The Vortex: a heal stops at the start HP, vortex-design.md F19.)
                    v = v.min((h.start - h.current).max(0));
                }
                lose_hp(world, e, -v);
                let hp = if logging {
                    world.part::<Hp>(e).map_or(0, |h| h.current)
                } else {
                    0
                };
                world.log(EventKind::Heal, |w| {
                    Facts::on(w, e)
                        .by(w, a.source)
                        .what("heal")
                        .amount(v)
                        .left(hp)
                        .says(format!("  {tgt} recovers {v} HP -> HP {hp}"))
                });
            }
            Effect::Status(StatusSpec::Change(m)) => {
                world.kit().held.modifiers.add([*m]);
                additive::give_change(world, e, *m, a.stamp);
                world.log(EventKind::Status, |w| {
                    Facts::on(w, e)
                        .by(w, a.source)
                        .what(m.describe())
                        .says(format!("  {tgt} gets {}", m.describe()))
                });
            }
            Effect::Status(StatusSpec::Named(id)) => {
                let card = world.res::<Catalog>().statuses.get(id).cloned();
                if let Some(card) = card {
                    world.log(EventKind::Status, |w| {
                        Facts::on(w, e)
                            .by(w, a.source)
                            .what(id.as_str())
                            .says(format!("  {tgt} gets {}", card.name))
                    });
                    additive::give_named(world, e, id, card, a.stamp);
                }
            }
            Effect::RemoveStatus(n) => {
                let removed = additive::remove_statuses(world, e, *n, a.stamp);
                world.log(EventKind::Status, |w| {
                    let facts = Facts::on(w, e)
                        .by(w, a.source)
                        .what("remove statuses")
                        .amount(removed.len() as i64);
                    facts.says(format!(
                        "  {tgt} loses: {}",
                        if removed.is_empty() {
                            "nothing".into()
                        } else {
                            removed.join(", ")
                        }
                    ))
                });
            }
            Effect::PositionMove | Effect::KnockBack(_) | Effect::PullForward(_)
                if world.kit().keywords && keywords::stands_fast(world, e) => {}
            Effect::PositionMove if grid_moves::on_grid(world, e) => {
                grid_moves::step_aside(world, a.source, e)
            }
            Effect::KnockBack(n) if grid_moves::on_grid(world, e) => {
                grid_moves::shove(world, a.source, e, *n, true)
            }
            Effect::PullForward(n) if grid_moves::on_grid(world, e) => {
                grid_moves::shove(world, a.source, e, *n, false)
            }
            Effect::PositionMove => {
                let options = control::move_options(world, e);
                match control::decide(world, a.source, Request::Move { who: e, options }) {
                    Some(Choice::Move(m)) => shift(world, e, m.delta()),
                    Some(_) => {}
                    None => return Err(NeedsDecision),
                }
            }
            Effect::KnockBack(n) => {
                world.log(EventKind::Move, |w| {
                    Facts::on(w, e)
                        .by(w, a.source)
                        .what("knock back")
                        .amount(*n)
                        .says(format!("  {tgt} is knocked back {n} line(s)"))
                });
                shift(world, e, i32::from(*n));
            }
            Effect::PullForward(n) => {
                world.log(EventKind::Move, |w| {
                    Facts::on(w, e)
                        .by(w, a.source)
                        .what("pull forward")
                        .amount(*n)
                        .says(format!("  {tgt} is pulled forward {n} line(s)"))
                });
                shift(world, e, -i32::from(*n));
            }
            Effect::Summon { token, line } => {
                // The preset's own reading of a summon on its map, where it has one.
                let on_map = world
                    .get_resource::<crate::rules::core::cards::kit::CardRules>()
                    .and_then(|r| r.summon);
                if let Some(summon) = on_map {
                    if let Some(entered) = summon(world, e, token) {
                        // Seed 002 登場: it entered the map.
                        happened.push(Happened::Arrived(entered));
                    }
                    continue;
                }
                // A servant's first line is its master's to choose (a card its user aims at
                // itself asked as it was played: `Chosen`). One effect line reaching several
                // masters summons onto each on the line it names (docs/RULES.md).
                let line = if a.targets.len() == 1 {
                    match tokens::servant_line(world, e, token, *line) {
                        Some(l) => l,
                        None => return Err(NeedsDecision),
                    }
                } else {
                    *line
                };
                tokens::summon(world, e, token, line);
            }
            Effect::LoseAbilities => {
                crate::rules::core::cards::abilities_lost::lose_abilities(world, e)
            }
            Effect::SetField(id) => crate::rules::core::cards::field::set_field(world, id),
            Effect::RerollInitiative => {
                world.log(EventKind::Initiative, |w| {
                    Facts::on(w, a.source)
                        .what("initiative")
                        .says("  initiative is rolled again")
                });
                crate::rules::core::cards::order::roll_initiative(world);
                break;
            }
            Effect::Check { .. } => {}
            Effect::Disrupt { status, on, chance } => {
                // (The user picks the place when the card has one target; with several, the
                // dispersion rule does, so that no answer is asked twice.)
                let ask = a.targets.len() == 1;
                if super::super::disrupt::disrupt(
                    world,
                    (a.source, e),
                    (*status, *on, *chance),
                    ask,
                )
                .is_err()
                {
                    return Err(NeedsDecision);
                }
            }
            Effect::Inflict(state) => {
                keywords::inflict(world, a.source, e, *state, "inflicted");
            }
            Effect::Nothing => {}
            Effect::OnSelf(_) => {}
        }
    }
    Ok(happened)
}

/// A `Check`: each target still in the battle makes its save; the `fail` lines then go on the
/// stack over those that failed, from the same user, as one card's lines (they resolve next).
fn saves(
    world: &mut DuelWorld,
    a: &Apply,
    skill: crate::data::effect::CheckSkill,
    target: u8,
    fail: &[Effect],
) {
    let Some(save) = world
        .get_resource::<crate::rules::core::cards::kit::CardRules>()
        .and_then(|r| r.save)
    else {
        return;
    };
    let mut failed: Vec<crate::rules::core::cards::chain::Target> = Vec::new();
    for t in a.targets.iter() {
        if world.retired(t.entity) || t.relief.is_some() {
            continue;
        }
        if !save(world, t.entity, skill, target) {
            failed.push(*t);
        }
    }
    if !failed.is_empty() && !fail.is_empty() {
        crate::rules::core::cards::chain::stack::push_lines_in(
            world, a.source, fail, &failed, &a.lineage,
        );
    }
}

/// Whether the last trigger that led to an effect was a field card's or a named status's: such
/// an effect is dealt by no fighter.
fn by_rule(lineage: &Lineage) -> bool {
    matches!(
        lineage.last(),
        Some((
            _,
            TriggerOrigin::Named(_) | TriggerOrigin::Field(_) | TriggerOrigin::Side(_)
        ))
    )
}

/// The field card or named status whose own effect this is (its id and name).
fn origin(world: &World, lineage: &Lineage) -> Option<(String, String)> {
    let (holder, origin) = lineage.last()?;
    match origin {
        TriggerOrigin::Named(stamp) => world
            .get::<Statuses>(*holder)
            .and_then(|s| s.named.iter().find(|n| n.stamp == *stamp))
            .map(|n| (n.id.clone(), n.name.clone())),
        TriggerOrigin::Field(id) => {
            let name = world
                .resource::<Catalog>()
                .fields
                .get(&**id)
                .map_or_else(|| id.to_string(), |f| f.name.clone());
            Some((id.to_string(), format!("field {name}")))
        }
        TriggerOrigin::Side(name) => Some((name.to_string(), name.to_string())),
        TriggerOrigin::Ability(_) => None,
    }
}

/// Moves a fighter `delta` lines back (negative: forward) within its team's three lines, then
/// fills any line left empty.
pub fn shift(world: &mut DuelWorld, e: Entity, delta: i32) {
    if delta == 0 {
        return;
    }
    if let Some(mut p) = world.part_mut::<Position>(e) {
        p.line = LineName::from_depth((p.line.depth() + delta).clamp(0, 2));
    }
    world.kit().board.moved();
    battlefield::settle(world);
    world.log(EventKind::Move, |w| {
        let line = w.part::<Position>(e).map_or("?", |p| p.line.label());
        Facts::on(w, e)
            .what(line)
            .amount(delta)
            .says(format!("  {} is now on the {line} line", log::name(w, e)))
    });
}

/// Cover where the preset's card rules read it (the Vortex, vortex-design.md F18): a card used
/// from 2 squares away or more deals the cover of the target's square less, never below 0.
fn behind_cover(world: &mut DuelWorld, source: Entity, e: Entity, dmg: i32, tgt: &str) -> i32 {
    use crate::rules::core::battlefield::grid::GridPos;
    let (Some(&from), Some(&to)) = (world.part::<GridPos>(source), world.part::<GridPos>(e)) else {
        return dmg;
    };
    if from.distance(to) < 2 || dmg <= 0 {
        return dmg;
    }
    let cover = crate::rules::core::battlefield::reach::MoveField::of(world)
        .and_then(|f| f.cell(to).map(|c| i32::from(c.terrain.cover)))
        .unwrap_or(0);
    if cover == 0 {
        return dmg;
    }
    let left = (dmg - cover).max(0);
    world.log(EventKind::Damage, |w| {
        Facts::on(w, e)
            .by(w, source)
            .what("cover")
            .amount(dmg - left)
            .says(format!("  {tgt}'s cover stops {}", dmg - left))
    });
    left
}
