//! The chain area (seed 001, 6.細則 《連鎖》): every event goes on top; triggers are checked for
//! unchecked events oldest first; when all are checked, the top event resolves. A skill's use,
//! resolved, puts its lines on in reverse, so they resolve in text order.

use super::bout::Bout;
use super::lines;
use super::panels::payment;
use super::plans::{first_of, forbidden};
use super::state::{Patterns, SkillList, count};
use super::verdict::{check_defeat, over};
use crate::data::arena::words::use_words;
use crate::data::arena::{ArenaStatus, Order, Trigger};
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// An attack or counterattack on the chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    /// Which attack this is (for a reduction that answers it).
    pub id: u32,
    /// Who makes it.
    pub owner: Entity,
    /// Who takes it.
    pub target: Entity,
    /// Its damage before reductions (Weaken and Heat applied).
    pub amount: i32,
    /// A counterattack (反撃).
    pub counter: bool,
    /// Its skill's damage is not reduced (定義効果).
    pub not_reduced: bool,
    /// Reductions that answered it, in the order they resolved.
    pub reductions: Vec<i32>,
}

/// An event (〔イベントについて〕).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A skill's use: skill `skill` of `owner`, paid with `panels` of the pattern in use.
    Use {
        /// Whose.
        owner: Entity,
        /// Which skill (place in the list).
        skill: usize,
        /// The panels paid.
        panels: Vec<usize>,
        /// The attack a passive use answers.
        answering: Option<u32>,
    },
    /// One line of a resolved skill.
    Line {
        /// Whose.
        owner: Entity,
        /// Which skill.
        skill: usize,
        /// Which line.
        line: usize,
        /// The panels its skill was paid with.
        panels: Vec<usize>,
        /// The attack its skill answers.
        answering: Option<u32>,
    },
    /// An attack or counterattack.
    Attack(Attack),
}

/// The chain area: events, each with whether its triggers were checked.
#[derive(Resource, Clone, Debug, Default)]
pub struct ChainArea {
    /// Events, the top last.
    pub events: Vec<(Event, bool)>,
    next_attack: u32,
}

impl ChainArea {
    /// A new attack number.
    pub fn attack_id(&mut self) -> u32 {
        self.next_attack += 1;
        self.next_attack
    }
}

/// Puts an event on top of the chain.
pub fn place(world: &mut World, event: Event) {
    world.res_mut::<ChainArea>().events.push((event, false));
}

/// Uses skill `k` of `me`, paid with `panels`: the cost is paid as the use goes on the chain —
/// each Poison on the skill and on each panel turned used costs 1 HP (《状態異常》 Poison), and a
/// contender brought to 0 loses at once. Returns whether the bout goes on.
pub fn use_skill(
    world: &mut World,
    me: Entity,
    k: usize,
    panels: Vec<usize>,
    answering: Option<u32>,
) -> bool {
    let Some(skill) = world.get::<SkillList>(me).and_then(|l| l.0.get(k)).cloned() else {
        return true;
    };
    let mut poison = count(&skill.statuses, ArenaStatus::Poison);
    if let Some(mut patterns) = world.get_mut::<Patterns>(me) {
        for &i in &panels {
            if let Some(p) = patterns.panels_mut().get_mut(i) {
                p.used = true;
                poison += count(&p.statuses, ArenaStatus::Poison);
            }
        }
    }
    log::write(world, EventKind::Action, |w| {
        let answers = answering.is_some() || skill.card.passive;
        Facts::on(w, me)
            .what(skill.id.as_str())
            .amount(panels.len() as i64)
            .says(format!(
                "  {}",
                use_words(log::name(w, me), &skill.card.name, answers, &panels)
            ))
    });
    if poison > 0 {
        lines::lose_hp(world, me, poison as i32, "Poison");
        if check_defeat(world) {
            return false;
        }
    }
    place(
        world,
        Event::Use {
            owner: me,
            skill: k,
            panels,
            answering,
        },
    );
    true
}

/// Fires `who`'s passive skills whose trigger is `trigger`: each once, or as many times as a
/// plan in force stacks it (●スキルを重ねる), each use paid when it is placed; a use that cannot
/// be paid does not happen (5.スキルについて 受動).
fn fire_passives(world: &mut World, who: Entity, trigger: Trigger, answering: Option<u32>) {
    let Some(list) = world.get::<SkillList>(who).cloned() else {
        return;
    };
    let forbidden = forbidden(world, who);
    for (k, s) in list.0.iter().enumerate() {
        if !s.card.passive
            || s.card.trigger != Some(trigger)
            || s.statuses.contains(&ArenaStatus::Bind)
            || forbidden.contains(&s.id)
        {
            continue;
        }
        let times = first_of(world, who, |o| match o {
            Order::Stack(id, n) if *id == s.id => Some(*n),
            _ => None,
        })
        .unwrap_or(1);
        for _ in 0..times {
            let Some(panels) = payment(world, who, k) else {
                break;
            };
            if !use_skill(world, who, k, panels, answering) {
                return;
            }
        }
    }
}

/// Checks the triggers an event meets (when it was placed).
fn check(world: &mut World, event: &Event) {
    match event {
        Event::Use { owner, .. } => {
            if let Some(foe) = world.res::<Bout>().foe(*owner) {
                fire_passives(world, foe, Trigger::FoeUsesSkill, None);
            }
        }
        Event::Attack(a) => fire_passives(world, a.target, Trigger::Attacked, Some(a.id)),
        Event::Line { .. } => {}
    }
}

/// One step of the chain: the oldest unchecked event has its triggers checked, or, when all are
/// checked, the top event resolves. Returns whether there was anything to do (the bout being
/// over clears the chain and ends it).
pub fn step(world: &mut World) -> bool {
    if over(world) {
        world.res_mut::<ChainArea>().events.clear();
        return false;
    }
    let unchecked = world
        .res::<ChainArea>()
        .events
        .iter()
        .position(|(_, checked)| !checked);
    if let Some(i) = unchecked {
        let event = {
            let mut chain = world.res_mut::<ChainArea>();
            chain.events[i].1 = true;
            chain.events[i].0.clone()
        };
        check(world, &event);
        return true;
    }
    let Some((event, _)) = world.res_mut::<ChainArea>().events.pop() else {
        return false;
    };
    resolve(world, event);
    true
}

fn resolve(world: &mut World, event: Event) {
    match event {
        Event::Use {
            owner,
            skill,
            panels,
            answering,
        } => {
            let Some(card) = world
                .get::<SkillList>(owner)
                .and_then(|l| l.0.get(skill))
                .map(|s| s.card.clone())
            else {
                return;
            };
            if card.maintained {
                lines::begin_maintenance(world, owner, skill, &panels);
            }
            for line in (0..card.lines.len()).rev() {
                place(
                    world,
                    Event::Line {
                        owner,
                        skill,
                        line,
                        panels: panels.clone(),
                        answering,
                    },
                );
            }
        }
        Event::Line {
            owner,
            skill,
            line,
            panels,
            answering,
        } => {
            lines::resolve_line(world, owner, skill, line, &panels, answering);
        }
        Event::Attack(a) => {
            lines::resolve_attack(world, a);
        }
    }
}
crate::hot_parts!(ChainArea);
