//! What offsets what at a window (14.相殺について; 11. J, I: 維持コスト). The effects both players
//! use there and the upkeeps due there count together: when both sides have some, the side with
//! fewer has all of its offset, equal counts offset everything, and the side with more keeps as
//! many as it has more — those its player picks once the counts are known (「多いほうが…選択し」;
//! with nothing to tell its effects apart, the first it chose). An offset effect pays no cost and does nothing; an offset
//! upkeep is kept without paying, even one its player meant to let go.

use super::usable::Usable;
use super::{EffectState, Moment};
use crate::data::showdown::Window;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::showdown::ask::{Choice, Request, decide_all};
use crate::rules::showdown::upkeep::Due;
use bevy::prelude::*;

/// What is left of a window's effects and upkeeps once they have offset.
#[derive(Clone, Debug, Default)]
pub struct Settled {
    /// Per side, the effects used, in the order chosen.
    pub kept: Vec<Vec<Usable>>,
    /// The effects offset, with their players.
    pub offset: Vec<(Entity, Usable)>,
    /// Per side, the upkeeps still to pay or let go.
    pub upkeeps: Vec<Due>,
    /// Per side, how many upkeeps were offset.
    pub upkeeps_offset: Vec<usize>,
}

/// Settles the offsets of `chosen` and `due` at moment `m` (upkeeps are due only at a window of
/// the turn); `None` while the side with more is asked which of its own are offset.
pub fn settle(
    world: &mut World,
    m: Moment,
    all: &[Entity],
    due: Vec<Due>,
    chosen: Vec<Vec<Usable>>,
) -> Option<Settled> {
    let n = all.len();
    let counts: Vec<usize> = (0..n).map(|i| chosen[i].len() + due[i].len()).collect();
    let mut s = Settled {
        kept: chosen,
        offset: Vec::new(),
        upkeeps: due,
        upkeeps_offset: vec![0; n],
    };
    if n != 2 || counts.contains(&0) {
        return Some(s);
    }
    let fewer = counts[0].min(counts[1]);
    for i in 0..2 {
        // Indices into this side's upkeeps, then its effects, of the ones offset.
        let items = counts[i];
        let gone: Vec<usize> = if items == fewer {
            (0..items).collect()
        } else if s.upkeeps[i].is_empty() && alike(&s.kept[i]) {
            (items - fewer..items).collect()
        } else {
            pick(world, m, all[i], &s.upkeeps[i], &s.kept[i], fewer)?
        };
        let ups = s.upkeeps[i].len();
        let mut k = 0;
        s.upkeeps[i].retain(|_| {
            k += 1;
            !gone.contains(&(k - 1))
        });
        s.upkeeps_offset[i] = ups - s.upkeeps[i].len();
        let mut k = ups;
        let effects = std::mem::take(&mut s.kept[i]);
        for u in effects {
            k += 1;
            if gone.contains(&(k - 1)) {
                s.offset.push((all[i], u));
            } else {
                s.kept[i].push(u);
            }
        }
    }
    Some(s)
}

/// Whether `effects` are all the same card's same effect: no choice which are offset.
fn alike(effects: &[Usable]) -> bool {
    effects
        .windows(2)
        .all(|p| p[0].card == p[1].card && p[0].effect == p[1].effect)
}

/// Asks `who` which `offset` of its upkeeps and effects are offset (kept for the moment, so the
/// question is asked once).
fn pick(
    world: &mut World,
    m: Moment,
    who: Entity,
    due: &Due,
    effects: &[Usable],
    offset: usize,
) -> Option<Vec<usize>> {
    let kept = world
        .res::<EffectState>()
        .offset_picks
        .iter()
        .find(|(at, w2, _)| *at == m && *w2 == who)
        .map(|(_, _, p)| p.clone());
    if kept.is_some() {
        return kept;
    }
    let request = Request::UpkeepOffset {
        at: m,
        due: due.iter().map(|(z, id, _)| (*z, id.clone())).collect(),
        effects: effects.iter().map(|u| (u.card.clone(), u.effect)).collect(),
        offset,
    };
    let answer = decide_all(world, vec![(who, request)])?;
    let Some(Choice::Offset(picks)) = answer.into_iter().next() else {
        return None;
    };
    world
        .res_mut::<EffectState>()
        .offset_picks
        .push((m, who, picks.clone()));
    Some(picks)
}

/// Writes the window's offsets to the log.
pub fn log_offsets(world: &mut World, w: Option<Window>, all: &[Entity], s: &Settled) {
    for (who, n) in all.iter().zip(&s.upkeeps_offset) {
        if *n > 0 {
            let w = w.unwrap_or(Window::TurnEnd);
            log::write(world, EventKind::Check, |wd| {
                Facts::on(wd, *who)
                    .what("upkeep")
                    .amount(*n as i64)
                    .says(format!(
                        "  upkeep at {w:?}: {n} of {}'s card(s) offset, kept without paying",
                        log::name(wd, *who)
                    ))
            });
        }
    }
    let n = s.offset.len();
    if n > 0 {
        log::write(world, EventKind::Check, |_| {
            Facts::about("offset").amount(n as i64).says(format!(
                "  {n} effect(s) used at once offset: no cost paid, nothing happens"
            ))
        });
    }
}
