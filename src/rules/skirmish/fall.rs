//! The fall check (seed 003, ⑥高低差, 落下判定): a drop of Y levels is checked with 【運動】 against
//! Y×5+10; a failure takes Y×10 HP that defence does not reduce, at a damage-calculation timing,
//! so a character engaged with the faller may take it instead (かばう). The faller's player picks
//! the card — an ally's for its AC 2 (連携), or the deck's top — and plans play the usual one. A
//! move's drops are checked one by one, and the battle may wait on any of them
//! ([`FallsInProgress`]).

use super::ask::{self as control, Choice, Request};
use super::cards;
use super::check::{Aim, CardPick, make_check, ranked, skill_part};
use super::cooperate;
use super::health;
use super::movement::{Falls, FallsInProgress};
use super::protect::Blow;
use super::reaction::protector;
use crate::data::sheet::Skill;
use crate::rules::core::decisions::by_plans;
use crate::rules::core::fighter::Retired;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// How an option's label ends for a card that would not land (the window gathers those).
pub const FALLS: &str = "falls)";

/// The target of a fall check of `levels`.
pub fn target(levels: i32) -> i32 {
    levels * 5 + 10
}

/// `who` has come down `drops` (levels each, in order): checks them as far as the decisions
/// allow. False while a player is asked (the rest waits in [`FallsInProgress`]).
pub fn start(world: &mut World, who: Entity, drops: Vec<i32>) -> bool {
    if drops.is_empty() {
        return true;
    }
    world.get_resource_or_init::<FallsInProgress>().0 = Some(Falls::new(who, drops));
    resolve(world)
}

/// The fall check (落下判定) for a drop of `levels` on its own, as after a move: 【運動】 against
/// levels×5+10; a failure takes levels×10 HP that defence does not reduce (or a protector does).
pub fn fall_check(world: &mut World, e: Entity, levels: i32) {
    start(world, e, vec![levels]);
}

/// Takes the falls in progress as far as the decisions allow; true when none is left.
pub fn resolve(world: &mut World) -> bool {
    if world
        .get_resource::<FallsInProgress>()
        .is_none_or(|f| f.0.is_none())
    {
        return true;
    }
    loop {
        let Some(mut f) = world
            .get_resource_mut::<FallsInProgress>()
            .and_then(|mut r| r.0.take())
        else {
            return true;
        };
        let Some(&levels) = f.drops.first() else {
            return true;
        };
        // Whoever fainted on the way (the faller, a protector) is asked whether it endures first.
        match super::endure::settle_endure(world) {
            Some(false) => return wait(world, f),
            Some(true) => {
                world.get_resource_or_init::<FallsInProgress>().0 = Some(f);
                continue;
            }
            None => {}
        }
        // A faller that stayed down makes no more checks.
        if world.get::<Retired>(f.who).is_some() {
            return true;
        }
        if f.failed {
            let damage = levels * 10;
            let label = |w: &World| {
                format!(
                    "{} falls {levels} level(s): {damage} HP",
                    log::name(w, f.who)
                )
            };
            let mut asked = std::mem::take(&mut f.asked);
            let found = protector(world, f.who, Blow::Fall(damage), &mut asked, label);
            f.asked = asked;
            let Some(victim) = found else {
                return wait(world, f);
            };
            health::hp_damage(world, victim.unwrap_or(f.who), damage, "fall");
            f.failed = false;
            f.asked.clear();
            f.drops.remove(0);
        } else {
            let pick = if by_plans(world, f.who) {
                CardPick::Auto
            } else {
                loop {
                    let request = Request::Fall {
                        who: f.who,
                        label: format!("{levels} level(s), target {}", target(levels)),
                        options: options(world, f.who, levels, &f.helped),
                    };
                    let Some(Choice::Card(pick)) = control::decide(world, f.who, request) else {
                        return wait(world, f);
                    };
                    // 連携: a card handed over stays in the hand, and the card is asked again.
                    let CardPick::Take { ally, card } = pick else {
                        break pick;
                    };
                    cooperate::give(world, ally, f.who, usize::from(card));
                    f.helped.push(ally);
                }
            };
            f.helped.clear();
            if check(world, f.who, levels, pick) {
                f.drops.remove(0);
            } else {
                f.failed = true;
            }
        }
        if f.drops.is_empty() {
            return true;
        }
        world.get_resource_or_init::<FallsInProgress>().0 = Some(f);
    }
}

fn wait(world: &mut World, f: Falls) -> bool {
    world.get_resource_or_init::<FallsInProgress>().0 = Some(f);
    false
}

/// Makes the fall check of `levels` with `pick`; true when `who` lands.
fn check(world: &mut World, who: Entity, levels: i32, pick: CardPick) -> bool {
    let t = target(levels);
    let Some(r) = make_check(world, who, Skill::Athletics, Aim::Reach(t), pick) else {
        return true;
    };
    let ok = r.reaches(t);
    log::write(world, EventKind::Check, |w| {
        Facts::on(w, who)
            .what("fall check")
            .amount(r.value)
            .left(t)
            .says(format!(
                "  {} fall check ({levels} level{}, target {t}): {} = {}{}",
                log::name(w, who),
                if levels == 1 { "" } else { "s" },
                r.card.label(),
                r.value,
                if ok { ", lands" } else { ", falls" }
            ))
    });
    ok
}

/// The cards a player may play for a fall check of `levels`: the hand's (those that land
/// first, the lowest first), every card of an ally who may cooperate (its AC 2), and the deck's
/// top card, keeping the hand.
pub fn options(
    world: &World,
    who: Entity,
    levels: i32,
    done: &[Entity],
) -> Vec<(CardPick, String)> {
    let (t, base) = (target(levels), skill_part(world, who, Skill::Athletics));
    let aim = Aim::Reach(t);
    let hand = cards::hand(world, cards::holder_of(world, who));
    let odds = |ok: bool, c: cards::PlayingCard| match (ok, c.is_ace()) {
        (_, true) => "critical, lands",
        (true, false) => "lands",
        (false, false) => "falls",
    };
    let mut out: Vec<(CardPick, String)> = ranked(&hand, base, aim)
        .into_iter()
        .map(|(i, ok)| {
            let c = hand[i];
            let label = format!("Play {} ({}, {})", c.label(), base + c.value(), odds(ok, c));
            (CardPick::Hand(i as u8), label)
        })
        .collect();
    for (ally, card, c, ok) in cooperate::offers(world, who, base, aim, done) {
        let name = log::name(world, ally);
        let label = format!(
            "{name}'s {} ({}, {}; AC 2 for {name})",
            c.label(),
            base + c.value(),
            odds(ok, c)
        );
        out.push((CardPick::Ally { ally, card }, label));
    }
    out.push((
        CardPick::Open,
        "Open the deck's top card (keep the hand)".into(),
    ));
    // Then every card another fighter may hand over to keep (連携), the card asked again.
    for (ally, card, c, _) in cooperate::offers(world, who, 0, Aim::Highest, done) {
        let name = log::name(world, ally);
        let label = format!(
            "Keep {name}'s {} in hand (AC 2 for them), then choose",
            c.label()
        );
        out.push((CardPick::Take { ally, card }, label));
    }
    out
}
