//! The attack (seed 003, 攻撃の処理の流れ, 各種攻撃方法, ダメージ算出, 回避, ガード, かばう): declare,
//! hit check, dodge or guard, then damage = open 1 + weapon power + bonus (+ open 1 per ace on a
//! critical) − defence − guard value; mental attacks take MP instead of HP.

use super::cards;
use super::check::{Aim, CardPick, CheckResult, make_check};
use super::defence::Answer;
use super::health;
use super::state::{Conditions, Sheet};
use crate::data::sheet::{Ailment, AttackKind, CombatSheet, Skill, TechniqueEffect, WeaponKind};
use crate::rules::core::fighter::{Hp, Retired};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// What an attack is made with: a weapon (a normal attack) or a technique, by index on the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A normal attack with the sheet's weapon (bare hands when it lists none).
    Weapon(u8),
    /// An attacking technique, with the first of the sheet's weapons of its kind.
    Technique(u8),
    /// An attacking technique with the weapon at this index of the sheet's arms (各種攻撃方法:
    /// 「使用する武器を一つ選択して行う」), offered for a second weapon of the kind.
    TechniqueWith(u8, u8),
}

impl Source {
    /// The technique's index on the sheet, if it is one.
    pub fn technique(self) -> Option<u8> {
        match self {
            Source::Technique(i) | Source::TechniqueWith(i, _) => Some(i),
            Source::Weapon(_) => None,
        }
    }
}

/// An attack's terms, read from the sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackTerms {
    /// The weapon's or technique's name.
    pub name: String,
    /// How it is made and answered.
    pub kind: AttackKind,
    /// Range in metres (0: engaged only).
    pub range: i32,
    /// Weapon power plus the technique's bonus.
    pub power: i32,
    /// Statuses given on a hit.
    pub inflicts: Vec<Ailment>,
}

impl AttackTerms {
    /// The terms of `source` on `sheet` (none when the sheet has no such weapon or technique).
    pub fn of(sheet: &CombatSheet, source: Source) -> Option<AttackTerms> {
        let arms = sheet.arms();
        let first = |k: WeaponKind| arms.iter().find(|w| w.kind == k);
        match source {
            Source::Weapon(i) => {
                let w = arms.get(usize::from(i))?;
                Some(AttackTerms {
                    name: w.name.clone(),
                    kind: match w.kind {
                        WeaponKind::Melee => AttackKind::Melee,
                        WeaponKind::Ranged => AttackKind::Ranged,
                    },
                    range: if w.kind == WeaponKind::Ranged {
                        w.range
                    } else {
                        0
                    },
                    power: w.power,
                    inflicts: Vec::new(),
                })
            }
            Source::Technique(i) | Source::TechniqueWith(i, _) => {
                let t = sheet.techniques.get(usize::from(i))?;
                let TechniqueEffect::Attack {
                    kind,
                    range,
                    bonus,
                    inflicts,
                } = &t.effect
                else {
                    return None;
                };
                let wanted = match kind {
                    AttackKind::Melee => Some(WeaponKind::Melee),
                    AttackKind::Ranged => Some(WeaponKind::Ranged),
                    _ => None,
                };
                let weapon = match source {
                    Source::TechniqueWith(_, w) => Some(
                        arms.get(usize::from(w))
                            .filter(|x| Some(x.kind) == wanted)?,
                    ),
                    _ => wanted.and_then(first),
                };
                let range = match (kind, *range) {
                    (AttackKind::Ranged, 0) => weapon.map_or(0, |w| w.range),
                    (AttackKind::Melee, _) => 0,
                    (_, r) => r,
                };
                let name = match (source, weapon) {
                    (Source::TechniqueWith(..), Some(w)) => format!("{} ({})", t.name, w.name),
                    _ => t.name.clone(),
                };
                Some(AttackTerms {
                    name,
                    kind: *kind,
                    range,
                    power: bonus + weapon.map_or(0, |w| w.power),
                    inflicts: inflicts.clone(),
                })
            }
        }
    }

    /// The damage a plain hit does through `defence` (no guard): open 1 of an ace to a king
    /// plus the power, less defence, never below 0.
    pub fn damage_range(&self, defence: i32) -> (i32, i32) {
        let dealt = |card: i32| (card + self.power - defence).max(0);
        (dealt(1), dealt(13))
    }

    /// The skill of the hit check.
    pub fn hit_skill(&self) -> Skill {
        match self.kind {
            AttackKind::Melee => Skill::Melee,
            AttackKind::Ranged => Skill::Ranged,
            AttackKind::Mental(s) | AttackKind::Special(s, _) => s,
        }
    }

    /// The skill of the dodge check.
    pub fn dodge_skill(&self) -> Skill {
        match self.kind {
            AttackKind::Melee | AttackKind::Ranged => Skill::Athletics,
            AttackKind::Mental(_) => Skill::Will,
            AttackKind::Special(_, d) => d,
        }
    }

    /// Whether it may be guarded (mental attacks may not).
    pub fn guardable(&self) -> bool {
        !matches!(self.kind, AttackKind::Mental(_))
    }
}

/// An attack whose hit check is made, waiting for the target's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingAttack {
    /// Who attacks.
    pub attacker: Entity,
    /// With what.
    pub terms: AttackTerms,
    /// Whom.
    pub target: Entity,
    /// The hit check.
    pub hit: CheckResult,
    /// The target's answer, once given.
    pub answer: Option<Answer>,
    /// Allies already asked whether they protect the target (and who said no).
    pub asked: Vec<Entity>,
    /// Those who handed the target a card for its answer already (連携: once a check each).
    pub helped: Vec<Entity>,
}

/// The attack waiting for its target's dodge or guard (a player may be asked).
#[derive(Resource, Clone, Debug, Default)]
pub struct AttackInProgress(pub Option<PendingAttack>);

/// The hit check of an attack, played with `pick`.
pub fn hit(
    world: &mut World,
    attacker: Entity,
    terms: &AttackTerms,
    target: Entity,
    pick: CardPick,
) -> Option<PendingAttack> {
    let hit = make_check(world, attacker, terms.hit_skill(), Aim::Highest, pick)?;
    log::write(world, EventKind::Check, |w| {
        Facts::on(w, attacker)
            .what(if hit.critical {
                "critical hit check"
            } else {
                "hit check"
            })
            .amount(hit.value)
            .says(format!(
                "  {} hit check: {} = {}{}",
                log::name(w, attacker),
                hit.card.label(),
                hit.value,
                if hit.critical { " (critical)" } else { "" }
            ))
    });
    Some(PendingAttack {
        attacker,
        terms: terms.clone(),
        target,
        hit,
        answer: None,
        asked: Vec::new(),
        helped: Vec::new(),
    })
}

/// The rest of an attack once the target has answered and `victim` (the target, or an ally
/// protecting it) is known: damage and statuses.
pub fn land(world: &mut World, p: &PendingAttack, answer: Answer, victim: Entity) {
    let (attacker, terms, target, hit) = (p.attacker, &p.terms, p.target, &p.hit);
    if answer == Answer::Dodged {
        return;
    }
    let guarded = answer == Answer::Guarded;
    // Open 1, and one more for the ace of a critical hit check.
    let holder = cards::holder_of(world, attacker);
    let mut opened = vec![cards::open(world, holder)];
    if hit.critical {
        opened.push(cards::open(world, holder));
    }
    let raw: i32 = opened.iter().map(|c| c.value()).sum::<i32>() + terms.power;
    let sheet = world.get::<Sheet>(victim).map(|s| s.0.clone());
    let defence = sheet.as_ref().map_or(0, |s| s.defence);
    let guard = if guarded && victim == target {
        sheet.as_ref().map_or(0, |s| s.guard)
    } else {
        0
    };
    let killer = super::keywords::killer(world, attacker, victim);
    let dealt = (raw + killer - defence - guard).max(0);
    log::write(world, EventKind::Damage, |w| {
        let labels: Vec<String> = opened.iter().map(|c| c.label()).collect();
        Facts::on(w, victim)
            .by(w, attacker)
            .what(terms.name.as_str())
            .amount(dealt)
            .says(format!(
                "  damage: open {} + {} = {raw}, − defence {defence} − guard {guard} = {dealt}",
                labels.join(" "),
                terms.power
            ))
    });
    let dealt = super::keywords::shield(world, victim, dealt);
    let hp_before = world.get::<Hp>(victim).map_or(0, |h| h.current);
    match terms.kind {
        AttackKind::Mental(_) => health::mp_damage(world, victim, dealt, &terms.name),
        _ => {
            health::hp_damage(world, victim, dealt, &terms.name);
            super::keywords::after_hit(world, attacker, victim, dealt, hp_before);
        }
    }
    // 健康体: no bad status lands on it (「状態異常にならない」).
    let hale = super::keywords::is_hale(world, target);
    if world.get::<Retired>(target).is_none()
        && !hale
        && !terms.inflicts.is_empty()
        && let Some(mut c) = world.get_mut::<Conditions>(target)
    {
        for a in &terms.inflicts {
            c.inflict(*a);
        }
        log::write(world, EventKind::Status, |w| {
            let names = w.get::<Conditions>(target).map(|c| c.names().join(", "));
            Facts::on(w, target)
                .by(w, attacker)
                .what(terms.name.as_str())
                .amount(terms.inflicts.len() as i64)
                .says(format!(
                    "  {} now: {}",
                    log::name(w, target),
                    names.unwrap_or_default()
                ))
        });
    }
}
