//! The turn end (4.ゲームの流れ: ターン終了; 19.その他のルール: 手札がいっぱいの時は?): the
//! upkeeps due at the turn end, then each player holding ten cards or more discards down to nine,
//! both at once.

use super::ask::{Choice, Request, decide_all};
use super::reveal::pass_windows;
use super::sides::{self, with_table};
use crate::data::showdown::Window;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The most cards a hand keeps past the turn end.
pub const HAND_LIMIT: usize = 9;

/// The turn end; `false` while a player is asked. Clears the turn's effect windows when done.
pub fn turn_end(world: &mut World) -> bool {
    if !pass_windows(world, &[Window::TurnEnd]) {
        return false;
    }
    let mut questions = Vec::new();
    for who in sides::all(world) {
        let hand = world
            .get::<super::table::Table>(who)
            .map_or_else(Vec::new, |t| t.hand.clone());
        if hand.len() <= HAND_LIMIT {
            continue;
        }
        let count = hand.len() - HAND_LIMIT;
        questions.push((who, Request::Discard { hand, count }));
    }
    let who_asked: Vec<Entity> = questions.iter().map(|(w, _)| *w).collect();
    let Some(answers) = decide_all(world, questions) else {
        return false;
    };
    for (who, answer) in who_asked.into_iter().zip(answers) {
        let Choice::Discard(mut picks) = answer else {
            continue;
        };
        picks.sort_unstable_by(|a, b| b.cmp(a));
        let n = picks.len();
        with_table(world, who, |t| {
            for i in picks {
                if i < t.hand.len() {
                    let c = t.hand.remove(i);
                    t.trash.push(c);
                }
            }
        });
        log::write(world, EventKind::Nothing, |w| {
            Facts::on(w, who)
                .what("discard")
                .amount(n as i64)
                .left(HAND_LIMIT as i64)
                .says(format!(
                    "  {} discards {n} card(s) down to {HAND_LIMIT}",
                    log::name(w, who)
                ))
        });
    }
    *world.res_mut::<super::effects::EffectState>() = Default::default();
    for who in sides::all(world) {
        with_table(world, who, |t| t.boost = [0; 3]);
    }
    true
}
