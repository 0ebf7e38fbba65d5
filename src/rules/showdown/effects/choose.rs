//! Choosing and settling a moment's effects (13., 14., 20. Q4): both players choose at once
//! which effects they use there; their cards' 効果前効果 come first; the choices then offset with
//! the upkeeps due there, and what is left is queued to be used.

use super::usable::{Usable, one_effect_a_card, usable};
use super::{EffectState, Moment, Resolving, offsets, queue, special};
use crate::data::Catalog;
use crate::rules::core::hot::HotReads;
use crate::rules::showdown::ask::{Choice, Request, decide_all};
use crate::rules::showdown::table::{Table, card};
use crate::rules::showdown::{sides, upkeep};
use bevy::prelude::*;

/// Settles `m`: the effects chosen there offset with the upkeeps due there; what is left is
/// queued to be used (`EffectState::resolving`). `None` while asked; `Some(false)` when there is
/// nothing to use.
pub(super) fn settle(world: &mut World, m: Moment) -> Option<bool> {
    let all = sides::all(world);
    let chosen = chosen_at(world, &all, m)?;
    let any = chosen.iter().any(|c| !c.is_empty());
    if any && !world.res::<EffectState>().before_done.contains(&m) {
        world.res_mut::<EffectState>().before_done.push(m);
        special::before_effects(world, &all, &chosen, m.battle());
    }
    if any && !queue::drain(world) {
        return None;
    }
    let w = match m {
        Moment::Turn(w) => Some(w),
        _ => None,
    };
    let due = match w {
        Some(w) => upkeep::due_all(world, &all, w),
        None => vec![Vec::new(); all.len()],
    };
    if chosen.iter().all(Vec::is_empty) && due.iter().all(Vec::is_empty) {
        // Nothing left to ask: the 相殺 window, which comes again, must ask afresh.
        let mut st = world.res_mut::<EffectState>();
        st.chosen.retain(|(at, _)| *at != m);
        st.before_done.retain(|at| *at != m);
        return Some(false);
    }
    let s = offsets::settle(world, m, &all, due, chosen)?;
    let upkeeps = upkeep::ask(world, &all, &s.upkeeps)?;
    let mut st = world.res_mut::<EffectState>();
    st.chosen.retain(|(at, _)| *at != m);
    st.before_done.retain(|at| *at != m);
    st.offset_picks.retain(|(at, _, _)| *at != m);
    offsets::log_offsets(world, w, &all, &s);
    bar_offset_fusions(world, &s.offset);
    world.res_mut::<EffectState>().resolving = Some(Resolving {
        m,
        upkeeps,
        kept: all.iter().copied().zip(s.kept).collect(),
        offset: s.offset,
        specials: false,
        flipped: Vec::new(),
    });
    Some(true)
}

/// The effects each player chooses to use at `m`, asked of both at once; kept until the window
/// is done, so later questions there do not ask again. `None` while asked.
fn chosen_at(world: &mut World, all: &[Entity], m: Moment) -> Option<Vec<Vec<Usable>>> {
    let kept = world
        .res::<EffectState>()
        .chosen
        .iter()
        .find(|(at, _)| *at == m)
        .map(|(_, c)| c.clone());
    if kept.is_some() {
        return kept;
    }
    let catalog = world.res::<Catalog>();
    let options: Vec<Vec<Usable>> = all
        .iter()
        .map(|e| {
            let foe = sides::foe(world, *e).and_then(|f| world.get::<Table>(f));
            match (world.get::<Table>(*e), foe) {
                (Some(t), Some(f)) => usable(catalog, t, f, m),
                (Some(t), None) => usable(catalog, t, &Table::default(), m),
                _ => Vec::new(),
            }
        })
        .collect();
    if options.iter().all(Vec::is_empty) {
        return Some(options);
    }
    let questions: Vec<(Entity, Request)> = all
        .iter()
        .zip(&options)
        .filter(|(_, o)| !o.is_empty())
        .map(|(who, o)| {
            let labels = o.iter().map(|u| (u.card.clone(), u.effect)).collect();
            (
                *who,
                Request::Activate {
                    at: m,
                    options: labels,
                },
            )
        })
        .collect();
    let answers = decide_all(world, questions)?;
    let mut answers = answers.into_iter();
    let chosen: Vec<Vec<Usable>> = options
        .iter()
        .map(|o| {
            if o.is_empty() {
                return Vec::new();
            }
            match answers.next() {
                Some(Choice::Activate(picks)) => one_effect_a_card(o, &picks),
                _ => Vec::new(),
            }
        })
        .collect();
    world
        .res_mut::<EffectState>()
        .chosen
        .push((m, chosen.clone()));
    Some(chosen)
}

/// Once an F effect is offset, its player's hand cannot pay with cards of the same names until
/// the moment and its 相殺 window are over; a different card can (12. F).
fn bar_offset_fusions(world: &mut World, offset: &[(Entity, Usable)]) {
    for (who, u) in offset {
        let named = card(world.res::<Catalog>(), &u.card)
            .filter(|c| c.charge_hand.is_some())
            .and_then(|c| c.effects.get(u.effect))
            .map(|e| e.named.clone())
            .unwrap_or_default();
        if !named.is_empty() {
            sides::with_table(world, *who, |t| t.barred.extend(named));
        }
    }
}
