//! What the Arena's bout screen shows, read from the world once a frame: each contender's HP,
//! stats, statuses, patterns, skills (in the order they are tried now) and plans (which are in
//! force now), and the chain area from the bottom up. The rules decide; this only reads them.

use crate::data::Catalog;
use crate::data::arena::words::{line_words, plan_words, use_words};
use crate::data::arena::{ArenaStatus, Panel, Stats};
use crate::rules::arena::act::skill_order;
use crate::rules::arena::bout::Bout;
use crate::rules::arena::chain::{ChainArea, Event};
use crate::rules::arena::panels::maintained;
use crate::rules::arena::plans::{forbidden, in_force};
use crate::rules::arena::state::{
    ArenaStats, CharacterStatuses, PanelSlot, Patterns, PlanList, SkillList,
};
use crate::rules::core::fighter::{Fighter, Hp, Retired};
use crate::rules::core::log;
use bevy::prelude::*;

/// A skill as the screen lists it.
#[derive(Clone, Debug)]
pub(super) struct SkillRow {
    pub name: String,
    /// Its picture (none before the pictures load).
    pub picture: Option<bevy_egui::egui::TextureId>,
    pub cost: Vec<Panel>,
    pub passive: bool,
    pub maintainable: bool,
    /// Maintained now (its panels stay used).
    pub maintained: bool,
    /// A plan in force forbids it.
    pub forbidden: bool,
    pub statuses: Vec<ArenaStatus>,
    /// The rules text, for the hover.
    pub text: String,
    /// The panels (places in the pattern in use, from 0) it would be paid with now, if it can be
    /// (a forecast for the hover: read-only).
    pub pays: Option<Vec<usize>>,
}

/// A plan as the screen lists it.
#[derive(Clone, Debug)]
pub(super) struct PlanRow {
    pub words: String,
    pub in_force: bool,
    pub statuses: Vec<ArenaStatus>,
}

/// One contender.
#[derive(Clone, Debug)]
pub(super) struct ContenderView {
    /// Its picture (none before the pictures load).
    pub picture: Option<bevy_egui::egui::TextureId>,
    /// Its serial in the log (where the board's effects are drawn).
    pub serial: u32,
    /// The skill its plans use next and the panels it pays, as the rules decide it now (the
    /// skills in the order tried, the first usable and payable): a forecast.
    pub next: Option<String>,
    pub name: String,
    /// Its story, as written (may be empty).
    pub text: String,
    pub team: usize,
    pub hp: i32,
    pub max_hp: i32,
    pub stats: Stats,
    pub statuses: Vec<ArenaStatus>,
    /// Each status's picture (none before the pictures load).
    pub status_icons: Vec<(ArenaStatus, bevy_egui::egui::TextureId)>,
    pub first: bool,
    pub acting: bool,
    pub retired: bool,
    pub patterns: Vec<Vec<PanelSlot>>,
    pub current: usize,
    pub skills: Vec<SkillRow>,
    pub plans: Vec<PlanRow>,
}

/// One event on the chain, the top last.
#[derive(Clone, Debug)]
pub(super) struct ChainRow {
    pub team: Option<usize>,
    pub words: String,
    pub checked: bool,
}

/// The bout as the screen shows it.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct ArenaSnapshot {
    pub contenders: Vec<ContenderView>,
    pub chain: Vec<ChainRow>,
}

/// Reads the bout (an exclusive system: plans in force are read from the whole world).
pub(super) fn snapshot(world: &mut World) {
    let Some(bout) = world.get_resource::<Bout>() else {
        return;
    };
    let acting = bout
        .acting
        .begun
        .then(|| bout.in_order().get(bout.acting.phase).copied())
        .flatten();
    let first = bout.first;
    let contenders = bout.contenders.clone();
    let views = contenders
        .iter()
        .filter_map(|&e| {
            contender(
                world,
                e,
                first == Some(e),
                acting == Some(e) && bout_acting(world),
            )
        })
        .collect();
    let chain = world.get_resource::<ChainArea>().map_or(Vec::new(), |c| {
        c.events
            .iter()
            .map(|(event, checked)| ChainRow {
                team: owner(event)
                    .and_then(|o| world.get::<Fighter>(o))
                    .map(|f| f.team),
                words: event_words(world, event),
                checked: *checked,
            })
            .collect()
    });
    world.insert_resource(ArenaSnapshot {
        contenders: views,
        chain,
    });
}

/// Whether the action phases are under way (and the bout is not over).
fn bout_acting(world: &World) -> bool {
    world
        .get_resource::<crate::rules::core::battle::Battle>()
        .is_some_and(|b| {
            b.outcome.is_none() && b.phase == crate::rules::core::schedule::RoundPhase::Countdown
        })
}

fn contender(world: &World, e: Entity, first: bool, acting: bool) -> Option<ContenderView> {
    let f = world.get::<Fighter>(e)?;
    let hp = world.get::<Hp>(e)?;
    let list = world.get::<SkillList>(e)?;
    let patterns = world.get::<Patterns>(e)?;
    // A plan may name the foe's skills too: any skill of the catalog, by its name.
    let catalog = world.get_resource::<Catalog>();
    let names = |id: &str| {
        catalog.and_then(|c| c.skills.get(id)).map_or_else(
            || id.to_string(),
            |s| crate::data::lang::shown(&s.name).into_owned(),
        )
    };
    let forbidden = forbidden(world, e);
    let pictures = world.get_resource::<crate::screens::pictures::Pictures>();
    let skills = skill_order(world, e)
        .into_iter()
        .filter_map(|k| list.0.get(k).map(|s| (k, s)))
        .map(|(k, s)| SkillRow {
            name: crate::data::lang::content::shown(&s.card.name).into_owned(),
            picture: pictures.and_then(|p| p.item(crate::data::load::Kind::Skill, &s.id)),
            cost: s.card.cost.clone(),
            passive: s.card.passive,
            maintainable: s.card.maintained,
            maintained: maintained(world, e, k),
            forbidden: forbidden.contains(&s.id),
            statuses: s.statuses.clone(),
            text: crate::data::lang::said(&s.card.text).into_owned(),
            pays: crate::rules::arena::panels::payment(world, e, k),
        })
        .collect();
    let live: Vec<usize> = in_force(world, e).into_iter().map(|(n, _)| n).collect();
    let plans = world.get::<PlanList>(e).map_or(Vec::new(), |l| {
        l.0.iter()
            .enumerate()
            .map(|(i, p)| PlanRow {
                words: plan_words(&p.plan, &names),
                in_force: live.contains(&(i + 1)),
                statuses: p.statuses.clone(),
            })
            .collect()
    });
    let next = crate::rules::arena::act::next_use(world, e).and_then(|(k, panels)| {
        let name = crate::data::lang::shown(&list.0.get(k)?.card.name).into_owned();
        let at: Vec<String> = panels.iter().map(|i| format!("P{}", i + 1)).collect();
        Some(if at.is_empty() {
            name
        } else {
            format!("{name} ({})", at.join("+"))
        })
    });
    Some(ContenderView {
        picture: pictures.and_then(|p| p.fighter(&f.card_id)),
        serial: f.serial,
        next,
        name: crate::data::lang::content::shown(&f.name).into_owned(),
        text: world
            .get_resource::<crate::data::Catalog>()
            .and_then(|c| c.contenders.get(&f.card_id))
            .map_or_else(String::new, |c| {
                crate::data::lang::said(&c.text).into_owned()
            }),
        team: f.team,
        hp: hp.current,
        max_hp: hp.start,
        stats: world.get::<ArenaStats>(e).map_or(
            Stats {
                body: 0,
                reflex: 0,
                intellect: 0,
            },
            |s| s.0,
        ),
        statuses: world
            .get::<CharacterStatuses>(e)
            .map_or(Vec::new(), |c| c.0.clone()),
        status_icons: ArenaStatus::ALL
            .iter()
            .filter_map(|s| Some((*s, pictures?.variant("status", "arena_", s)?)))
            .collect(),
        first,
        acting,
        retired: world.get::<Retired>(e).is_some(),
        patterns: patterns.all.iter().map(|p| p.0.clone()).collect(),
        current: patterns.current,
        skills,
        plans,
    })
}

fn owner(event: &Event) -> Option<Entity> {
    match event {
        Event::Use { owner, .. } | Event::Line { owner, .. } => Some(*owner),
        Event::Attack(a) => Some(a.owner),
    }
}

/// An event in words: a skill's use, one of its lines, or an attack with its reductions.
fn event_words(world: &World, event: &Event) -> String {
    let skill_name = |owner: Entity, k: usize| {
        world
            .get::<SkillList>(owner)
            .and_then(|l| l.0.get(k))
            .map_or_else(
                || "?".to_string(),
                |s| crate::data::lang::shown(&s.card.name).into_owned(),
            )
    };
    match event {
        Event::Use {
            owner,
            skill,
            panels,
            answering,
        } => {
            let passive = world
                .get::<SkillList>(*owner)
                .and_then(|l| l.0.get(*skill))
                .is_some_and(|s| s.card.passive);
            let answers = answering.is_some() || passive;
            let name = skill_name(*owner, *skill);
            use_words(
                &crate::data::lang::shown(log::name(world, *owner)),
                &name,
                answers,
                panels,
            )
        }
        Event::Line {
            owner, skill, line, ..
        } => {
            let words = world
                .get::<SkillList>(*owner)
                .and_then(|l| l.0.get(*skill))
                .and_then(|s| s.card.lines.get(*line))
                .map_or_else(String::new, line_words);
            format!("{}: {words}", skill_name(*owner, *skill))
        }
        Event::Attack(a) => {
            use crate::data::lang::{t, tf};
            let kind = if a.counter {
                "counterattack of {0} on {1}{2}{3}"
            } else {
                "attack of {0} on {1}{2}{3}"
            };
            let cut: i32 = a.reductions.iter().sum();
            let cut = if cut > 0 {
                tf(", −{0} reduced", &[&cut])
            } else {
                String::new()
            };
            let sure = if a.not_reduced {
                t(", not reduced")
            } else {
                ""
            };
            tf(
                kind,
                &[
                    &a.amount,
                    &crate::data::lang::shown(log::name(world, a.target)),
                    &cut,
                    &sure,
                ],
            )
        }
    }
}
