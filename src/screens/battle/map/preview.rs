//! What the map shows of the decision the battle waits on, read from the rules each frame: the
//! squares each action reaches, the path and its cost to the square in focus with the falls on
//! it, and a forecast for the fighter in focus (the hit check the actor would make and the damage
//! it could do).

use super::super::ask::{self, Request};
use super::{MapPreview, MapUi, Mode};
use crate::data::lang::{self, t, tf};
use crate::data::sheet::TechniqueEffect;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::{MoveField, falls};
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::ask::Request as SkirmishRequest;
use crate::rules::skirmish::attack::{AttackTerms, Source};
use crate::rules::skirmish::check::{Aim, preview};
use crate::rules::skirmish::movement::reach_for;
use crate::rules::skirmish::state::Sheet;
use bevy::prelude::*;

/// Drops the card picked for a hit check (touching the resource only when there is one).
fn forget_card(world: &mut World) {
    if world.resource::<MapUi>().card.is_some() {
        world.resource_mut::<MapUi>().card = None;
    }
}

/// Rebuilds the preview from the pending request and the square in focus.
pub(super) fn update(world: &mut World) {
    let pending = ask::pending(world);
    let Some((who, Request::Skirmish(SkirmishRequest::Tactical { options, .. }))) = pending else {
        *world.resource_mut::<MapPreview>() = MapPreview::default();
        // A card picked for a hit check lasts only while its fighter is choosing an action.
        forget_card(world);
        return;
    };
    if world.resource::<MapPreview>().actor != Some(who) {
        forget_card(world);
    }
    let Some(sheet) = world.get::<Sheet>(who).map(|s| s.0.clone()) else {
        return;
    };
    let at = |w: &World, e: Entity| w.get::<GridPos>(e).copied().unwrap_or_default();
    let mut p = MapPreview {
        actor: Some(who),
        ..Default::default()
    };
    let holder = crate::rules::skirmish::cards::holder_of(world, who);
    if matches!(holder, crate::rules::skirmish::cards::Holder::Fighter(_)) {
        p.hand = crate::rules::skirmish::cards::hand(world, holder).len();
    }
    // Those who may give a card for the hit check: only when an attack is open.
    if options
        .iter()
        .any(|o| matches!(o, TacticalAction::Attack { .. }))
    {
        use crate::rules::skirmish::cards;
        p.helpers = crate::rules::skirmish::cooperate::offered(world, who, &[])
            .into_iter()
            .map(|a| {
                let name = crate::rules::core::log::name(world, a).to_string();
                (a, name, cards::hand(world, cards::holder_of(world, a)))
            })
            .collect();
    }
    let reach = reach_for(world, who, sheet.move_metres, false);
    let mut modes = vec![Mode::Move];
    for o in &options {
        match *o {
            TacticalAction::Move { to, main } => {
                match p.moves.iter_mut().find(|(q, ..)| *q == to) {
                    Some(m) => {
                        // Both actions reach it: a click uses the aux move, MoveMain the main.
                        if m.1 != main {
                            p.main_moves.push(to);
                        }
                        m.1 &= main;
                    }
                    None => p.moves.push((to, main, reach.cost(to).unwrap_or(0))),
                }
            }
            TacticalAction::MoveAround { to, main } => {
                match p.arounds.iter_mut().find(|(q, _)| *q == to) {
                    Some(m) => m.1 &= main,
                    None => p.arounds.push((to, main)),
                }
            }
            TacticalAction::Attack { source, target, .. } => {
                p.attacks.push((source, target, at(world, target)));
                if !modes.contains(&Mode::Attack(source)) {
                    modes.push(Mode::Attack(source));
                }
            }
            TacticalAction::Dash {
                technique,
                to,
                falls,
            } => {
                p.dashes.push((technique, to, falls));
                let mode = if falls {
                    Mode::DashFalls(technique)
                } else {
                    Mode::Dash(technique)
                };
                if !modes.contains(&mode) {
                    modes.push(mode);
                }
            }
            TacticalAction::Mend { technique, target } => {
                p.mends.push((technique, target, at(world, target)));
                if !modes.contains(&Mode::Mend(technique)) {
                    modes.push(Mode::Mend(technique));
                }
            }
            _ => {}
        }
    }
    if !p.main_moves.is_empty() {
        modes.insert(1, Mode::MoveMain);
    }
    if !p.arounds.is_empty() {
        let at = modes
            .iter()
            .position(|m| *m == Mode::MoveMain)
            .map_or(1, |i| i + 1);
        modes.insert(at, Mode::MoveAround);
    }
    p.labels = modes.iter().map(|m| label(&sheet, *m)).collect();
    p.modes = modes;
    let ui = world.resource::<MapUi>();
    let mode = p.modes.get(ui.mode).copied().unwrap_or(Mode::Move);
    let focus = ui.hovered.or(ui.cursor);
    if let Some(to) = focus.filter(|_| mode == Mode::Move)
        && let Some((_, _, cost)) = p.moves.iter().find(|(q, ..)| *q == to)
    {
        p.path = reach.path(to);
        p.path_cost = *cost;
        let field = MoveField::of(world).unwrap_or_default();
        p.falls = falls(&field, at(world, who), &p.path);
    }
    if let Some(sq) = focus {
        p.forecast = forecast(world, who, &sheet, mode, &p, sq);
    }
    // The foes' reach: worked out once for each fighter asked (it changes only as they move).
    let same = world.resource::<MapPreview>().actor == Some(who);
    p.threat = if same {
        std::mem::take(&mut world.resource_mut::<MapPreview>().threat)
    } else {
        crate::rules::skirmish::threat::foes_reach(world, who)
    };
    *world.resource_mut::<MapPreview>() = p;
}

/// The name of a mode for the buttons.
fn label(sheet: &crate::data::CombatSheet, m: Mode) -> String {
    let technique = |i: u8| {
        sheet
            .techniques
            .get(usize::from(i))
            .map_or("?".to_string(), |t| lang::shown(&t.name).into_owned())
    };
    match m {
        Mode::Move => t("Move").into(),
        Mode::MoveMain => t("Move (main action)").into(),
        Mode::MoveAround => t("Move round the drops").into(),
        Mode::Attack(Source::Weapon(i)) => {
            let arms = sheet.arms();
            let name = arms.get(usize::from(i)).map_or("?", |w| w.name.as_str());
            format!("{} (AC 4)", lang::shown(name))
        }
        Mode::DashFalls(i) => tf("{0} with fall checks", &[&technique(i)]),
        Mode::Attack(Source::TechniqueWith(i, w)) => {
            let arms = sheet.arms();
            let weapon = arms.get(usize::from(w)).map_or("?", |x| x.name.as_str());
            tf("{0} with {1}", &[&technique(i), &lang::shown(weapon)])
        }
        Mode::Attack(Source::Technique(i)) | Mode::Dash(i) | Mode::Mend(i) => {
            let t = sheet.techniques.get(usize::from(i));
            let cost = t.map_or(String::new(), |t| format!(" (AC {}, MP {})", t.ac, t.mp));
            format!("{}{cost}", technique(i))
        }
    }
}

/// The hit check the attack would make with the card picked for it (the hand's, an ally's for
/// its AC 2, the deck's top), else with the usual card.
fn hit_words(world: &World, who: Entity, skill: crate::data::sheet::Skill) -> String {
    use crate::rules::skirmish::cards::{hand, holder_of};
    use crate::rules::skirmish::check::{CardPick, skill_part};
    let base = skill_part(world, who, skill);
    let picked = match world.resource::<MapUi>().card {
        Some(CardPick::Hand(i)) => hand(world, holder_of(world, who))
            .get(usize::from(i))
            .copied()
            .map(|c| (c, "")),
        Some(CardPick::Ally { ally, card }) => {
            let name = lang::shown(crate::rules::core::log::name(world, ally));
            let given = hand(world, holder_of(world, ally))
                .get(usize::from(card))
                .copied();
            return match given {
                Some(c) => tf(
                    "hit check {0} with {1} from {2} (its AC 2)",
                    &[&(base + c.value()), &c.label(), &name],
                ),
                None => t("hit check: the ally's card is gone").to_string(),
            };
        }
        Some(CardPick::Open) => return tf("hit check {0} + the deck's top card", &[&base]),
        _ => None,
    };
    match picked
        .or_else(|| preview(world, who, skill, Aim::Highest).map(|(c, _)| (c, t(" (usual card)"))))
    {
        Some((card, note)) => tf(
            "hit check {0} with {1}{2}",
            &[&(base + card.value()), &card.label(), &note],
        ),
        None => t("hit check: open 1 (empty hand)").to_string(),
    }
}

/// The forecast for attacking the fighter on `sq` with the mode's source.
fn forecast(
    world: &World,
    who: Entity,
    sheet: &crate::data::CombatSheet,
    mode: Mode,
    p: &MapPreview,
    sq: GridPos,
) -> Option<String> {
    let Mode::Attack(source) = mode else {
        if let Mode::Mend(i) = mode {
            let bonus = match sheet.techniques.get(usize::from(i))?.effect {
                TechniqueEffect::Mend { bonus, .. } => bonus,
                _ => 0,
            };
            return Some(tf(
                "heals open 1 + {0}: {1}–{2}",
                &[&bonus, &(1 + bonus), &(13 + bonus)],
            ));
        }
        return None;
    };
    let (_, target, _) = p
        .attacks
        .iter()
        .find(|(s, _, at)| *s == source && *at == sq)?;
    let terms = AttackTerms::of(sheet, source)?;
    let defence = world.get::<Sheet>(*target).map_or(0, |s| s.0.defence);
    let hit = hit_words(world, who, terms.hit_skill());
    let (lo, hi) = terms.damage_range(defence);
    Some(tf(
        "{0}: {1} · damage {2}–{3} (open 1 + {4} − defence {5})",
        &[
            &lang::shown(&terms.name),
            &hit,
            &lo,
            &hi,
            &terms.power,
            &defence,
        ],
    ))
}
