//! Skills (seed 002, ①スキル用語): what comes due when (登場, 撤退, 追い討ち, 夜明け, 日没, 反応; 常在
//! as auras), applied one at a time in the order their cards came onto the board (〜能力の適応順
//! について〜), each only while its creature is awake (③眠り状態) and in the row it names
//! (【前列スキル】【後列スキル】), paying its extra bait whenever its controller has it (「エサ〇個」).

use super::ask::{Choice, Request, decide};
use super::board::{Beast, OwnTraits, Sq, adjacent, creature};
use super::harm;
use super::state::{BrawlState, Due, beasts, side, with_side};
use crate::data::brawl::{Aim, Cue, SkillEffect};
use crate::data::keywords::SkillTiming;
use crate::rules::core::hot::HotReads;
use crate::rules::core::keywords::ailments::Ailments;
use crate::rules::core::keywords::order::ArrivedAt;
use crate::rules::core::keywords::readiness::{abilities_on, targetable};
use crate::rules::core::keywords::seals::SEALS_MAX;
use crate::rules::core::keywords::traits::HasTraits;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Whether a creature's abilities work now (awake) and its skill's row condition holds.
fn applies(world: &World, e: Entity, row: Option<crate::data::keywords::Row>) -> bool {
    let awake = world.get::<Ailments>(e).is_none_or(abilities_on);
    let in_row = world
        .get::<Beast>(e)
        .is_some_and(|b| row.is_none_or(|r| b.sq.row == r));
    awake && in_row
}

/// What the awake 常在 skills of the board give now (seed 002, 【常在スキル】: 「場に出た瞬間から
/// 場を離れるまで常に適応」): each aimed creature has the traits they grant (never one its own
/// exclude: a 軽快 creature never gains 鈍足) and the power they lend, on top of its own. Power
/// lent and withdrawn is power lost: a creature brought to 0 so is defeated at the next settle.
pub fn refresh_traits(world: &mut World) {
    let all = beasts(world);
    let mut granted: Vec<(Entity, crate::data::keywords::Trait)> = Vec::new();
    let mut lent: Vec<(Entity, i32)> = Vec::new();
    for (e, b) in &all {
        for s in b
            .def
            .skills
            .iter()
            .filter(|s| s.timing == SkillTiming::Constant)
        {
            if !applies(world, *e, s.row) {
                continue;
            }
            let (effect, aim) = match &s.effect {
                SkillEffect::Aura(t) => (SkillEffect::Grant(t.clone()), Aim::AllAllies),
                other => (other.clone(), s.aim),
            };
            for to in lasting_reach(&all, *e, aim) {
                match &effect {
                    SkillEffect::Grant(t) => granted.push((to, t.clone())),
                    SkillEffect::PowerUp(n) => lent.push((to, i32::from(*n))),
                    SkillEffect::PowerDown(n) => lent.push((to, -i32::from(*n))),
                    _ => {}
                }
            }
        }
    }
    for (e, _) in &all {
        let mut now = world
            .get::<OwnTraits>(*e)
            .map(|o| o.0.clone())
            .unwrap_or_default();
        for (to, t) in &granted {
            if to == e {
                now.gain(t.clone());
            }
        }
        if let Some(mut has) = world.get_mut::<HasTraits>(*e)
            && *has != now
        {
            *has = now;
        }
        let power: i32 = lent.iter().filter(|(to, _)| to == e).map(|(_, n)| n).sum();
        if let Some(mut beast) = world.get_mut::<Beast>(*e)
            && beast.lent != power
        {
            let change = power - beast.lent;
            beast.power += change;
            beast.lent = power;
        }
    }
}

/// Whom a 常在 skill of `e` reaches now (it chooses no one).
fn lasting_reach(all: &[(Entity, Beast)], e: Entity, aim: Aim) -> Vec<Entity> {
    let Some(me) = all
        .iter()
        .find(|(x, _)| *x == e)
        .map(|(_, b)| (b.team, b.sq))
    else {
        return Vec::new();
    };
    let others = |mine: bool| {
        all.iter()
            .filter(move |(x, b)| (b.team == me.0) == mine && *x != e)
    };
    match aim {
        Aim::Itself => vec![e],
        Aim::AllAllies => others(true).map(|(x, _)| *x).collect(),
        Aim::AllFoes => others(false).map(|(x, _)| *x).collect(),
        Aim::AdjacentFoes => others(false)
            .filter(|(_, b)| adjacent(me, (b.team, b.sq)))
            .map(|(x, _)| *x)
            .collect(),
        Aim::FoesInLine => others(false)
            .filter(|(_, b)| me.1.col == b.sq.col)
            .map(|(x, _)| *x)
            .collect(),
        Aim::OneFoe | Aim::OneAlly | Aim::Opponent => Vec::new(),
    }
}

/// Brings the skills of `timing` (and, for 反応, `cue`) of the creatures `which` picks due at
/// the moment in progress (put in order with the moment's others by [`BrawlState::flush`]); a
/// sleeping creature's or one out of its row are not due.
pub fn queue(
    world: &mut World,
    timing: SkillTiming,
    cue: Option<Cue>,
    which: impl Fn(Entity, &Beast) -> bool,
) {
    let mut due = Vec::new();
    // Read in place (no creature is copied): most moments bring nothing due.
    let board = world.res::<BrawlState>().board.clone();
    for e in board {
        let Some(b) = world.get::<Beast>(e) else {
            continue;
        };
        let wanted = |s: &crate::data::brawl::Skill| s.timing == timing && s.cue == cue;
        if !b.def.skills.iter().any(wanted) || !which(e, b) {
            continue;
        }
        let b = b.clone();
        let card = b.def.clone();
        let arrived = world.get::<ArrivedAt>(e).copied().unwrap_or_default();
        for (i, s) in card.skills.iter().enumerate() {
            if wanted(s) && applies(world, e, s.row) {
                let mut chain = world.res::<BrawlState>().firing.clone();
                if timing == SkillTiming::Reaction {
                    if chain.contains(&(e, i)) {
                        continue;
                    }
                    chain.push((e, i));
                }
                due.push(Due {
                    source: e,
                    card: b.card.clone(),
                    team: b.team,
                    skill: i,
                    arrived,
                    gone: false,
                    chain,
                });
            }
        }
    }
    world.res_mut::<BrawlState>().fresh.extend(due);
}

/// Brings the 反応 skills answering `cue` of the creatures `which` picks due (never one whose
/// own answer set the event off).
pub fn react(world: &mut World, cue: Cue, which: impl Fn(Entity, &Beast) -> bool) {
    queue(world, SkillTiming::Reaction, Some(cue), which);
}

/// Applies the skills come due, one at a time, as far as the players' answers allow; `false`
/// while a player is asked.
pub fn drain(world: &mut World) -> bool {
    loop {
        match drain_one(world) {
            Some(true) => {}
            Some(false) => return false,
            None => return true,
        }
    }
}

/// Applies the first skill come due: `Some(true)` when it was applied (or could not be),
/// `Some(false)` while its player is asked, `None` when none is due.
pub fn drain_one(world: &mut World) -> Option<bool> {
    if super::state::over(world) {
        let mut s = world.res_mut::<BrawlState>();
        s.queue.clear();
        s.fresh.clear();
        return None;
    }
    world.res_mut::<BrawlState>().flush();
    let due = world.res::<BrawlState>().queue.front().cloned()?;
    world.res_mut::<BrawlState>().firing = due.chain.clone();
    let fired = fire(world, &due);
    world.res_mut::<BrawlState>().firing.clear();
    if !fired {
        return Some(false);
    }
    world.res_mut::<BrawlState>().queue.pop_front();
    harm::settle(world);
    refresh_traits(world);
    world.res_mut::<BrawlState>().flush();
    Some(true)
}

/// Whom a skill's effect reaches (creatures), or `None` when it is its controller's.
fn reach(world: &mut World, due: &Due, aim: Aim) -> Vec<Entity> {
    let here = world.get::<Beast>(due.source).map(|b| (b.team, b.sq));
    let all = beasts(world);
    let others = |mine: bool| {
        all.iter()
            .filter(move |(e, b)| (b.team == due.team) == mine && *e != due.source)
    };
    let working_targetable = |w: &World, e: Entity| {
        let asleep = w.get::<Ailments>(e).is_some_and(Ailments::asleep);
        asleep || w.get::<HasTraits>(e).is_none_or(targetable)
    };
    match aim {
        Aim::Itself => here.map(|_| due.source).into_iter().collect(),
        Aim::OneFoe => others(false)
            .filter(|(e, _)| working_targetable(world, *e))
            .map(|(e, _)| *e)
            .collect(),
        Aim::OneAlly => others(true)
            .filter(|(e, _)| working_targetable(world, *e))
            .map(|(e, _)| *e)
            .collect(),
        Aim::AllFoes => others(false).map(|(e, _)| *e).collect(),
        Aim::AllAllies => others(true).map(|(e, _)| *e).collect(),
        Aim::AdjacentFoes => others(false)
            .filter(|(_, b)| here.is_some_and(|h: (usize, Sq)| adjacent(h, (b.team, b.sq))))
            .map(|(e, _)| *e)
            .collect(),
        Aim::FoesInLine => others(false)
            .filter(|(_, b)| here.is_some_and(|h| h.1.col == b.sq.col))
            .map(|(e, _)| *e)
            .collect(),
        Aim::Opponent => Vec::new(),
    }
}

/// Whether a skill's effect works on creatures (so without one to reach it does not apply, and
/// costs nothing).
fn on_creatures(skill: &crate::data::brawl::Skill) -> bool {
    match skill.effect {
        SkillEffect::Damage(_) => skill.aim != Aim::Opponent,
        SkillEffect::PowerUp(_)
        | SkillEffect::PowerDown(_)
        | SkillEffect::Inflict(_)
        | SkillEffect::Grant(_)
        | SkillEffect::Discard => true,
        _ => false,
    }
}

/// Applies one skill come due; `false` while its controller is asked.
fn fire(world: &mut World, due: &Due) -> bool {
    let Some(card) = creature(world, &due.card) else {
        return true;
    };
    let Some(skill) = card.skills.get(due.skill).cloned() else {
        return true;
    };
    if !due.gone
        && (world.get::<Beast>(due.source).is_none() || !applies(world, due.source, skill.row))
    {
        return true;
    }
    let Some(who) = world.res::<BrawlState>().player(due.team) else {
        return true;
    };
    let name = card.name.clone();
    let bait_ok = side(world, due.team).is_some_and(|s| s.bait >= skill.bait);
    if !bait_ok {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, due.source)
                .what(skill_id(due))
                .amount(skill.bait)
                .says(format!(
                    "  {name}'s skill needs {} bait, which its player lacks: it does not apply",
                    skill.bait
                ))
        });
        return true;
    }
    let foe_team = 1 - due.team;
    let mut creatures = reach(world, due, skill.aim);
    let mut sealed = Vec::new();
    match (&skill.effect, skill.aim) {
        (SkillEffect::Seal(n), _) => {
            let n = usize::from(*n);
            let Some(squares) = super::seal::open_squares(world, foe_team, n) else {
                log::write(world, EventKind::Nothing, |w| {
                    Facts::on(w, due.source).what(skill_id(due)).amount(n as i64).says(format!(
                        "  {name} cannot seal {n} square(s): no more than {SEALS_MAX} of a territory are sealed, and only empty squares"
                    ))
                });
                return true;
            };
            let request = Request::Seal {
                card: due.card.clone(),
                count: n,
                squares: squares.clone(),
            };
            let Some(Choice::Picks(p)) = decide(world, who, request) else {
                return false;
            };
            sealed = p.iter().filter_map(|i| squares.get(*i).copied()).collect();
        }
        (_, Aim::OneFoe | Aim::OneAlly) => {
            if creatures.is_empty() {
                log::write(world, EventKind::Nothing, |w| {
                    Facts::on(w, due.source)
                        .what(skill_id(due))
                        .says(format!("  {name}'s skill has no one to aim at"))
                });
                return true;
            }
            let request = Request::Aim {
                card: due.card.clone(),
                skill: due.skill,
                harms: skill.aim == Aim::OneFoe,
                candidates: creatures.clone(),
            };
            let Some(Choice::Aim(i)) = decide(world, who, request) else {
                return false;
            };
            creatures = creatures.get(i).copied().into_iter().collect();
            if skill.aim == Aim::OneFoe
                && let Some(&chosen) = creatures.first()
            {
                react(world, Cue::Targeted, |x, _| x == chosen);
            }
        }
        _ => {}
    }
    if on_creatures(&skill) && creatures.is_empty() {
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, due.source)
                .what(skill_id(due))
                .says(format!("  {name}'s skill reaches no creature"))
        });
        return true;
    }
    if skill.bait > 0 {
        with_side(world, due.team, |s| s.bait -= skill.bait);
        log::write(world, EventKind::Action, |w| {
            super::state::player_facts(w, due.team)
                .by(w, due.source)
                .what(skill_id(due))
                .amount(skill.bait)
                .says(format!("  {name} pays {} bait for its skill", skill.bait))
        });
    }
    super::effect::apply(world, due, &name, &skill, &creatures, &sealed);
    true
}

/// A skill's id in the log's facts: its card's id and its index (`card#index`).
pub(super) fn skill_id(due: &Due) -> String {
    format!("{}#{}", due.card, due.skill)
}
