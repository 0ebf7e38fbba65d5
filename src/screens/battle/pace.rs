//! Pacing: one turn step after each new log line's pause, so a person can follow the battle;
//! and, once it is over, the final position for a moment before the result screen.

use super::super::Screen;
use super::super::input::{Actions, BattleAction};
use super::ask::Asking;
use super::{BattleView, LINGER, SPEEDS};
use crate::data::settings::{AnimationSpeed, Settings};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::log::BattleLog;
use crate::rules::core::log::EventKind;
use crate::rules::core::schedule::BattleSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pace, finish)
            .chain()
            .after(super::keys)
            // The clock is read before an answer is taken, so the answer is stamped with the
            // frame its key woke, not the last frame drawn before the window went idle.
            .before(super::ask::deliver)
            .before(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// One turn step after each new log line's pause; at once while Space is held or an answer waits.
fn pace(
    time: Res<Time>,
    real: Res<Time<Real>>,
    ledger: Option<ResMut<crate::rules::core::answers::Ledger>>,
    keys: Actions<BattleAction>,
    settings: Option<Res<Settings>>,
    battle: Res<Battle>,
    log: Res<BattleLog>,
    decisions: Asking,
    mut view: ResMut<BattleView>,
    mut pace: ResMut<BattlePace>,
) {
    let dt = time.delta_secs();
    // The animations run on their own clock, at the speed the settings give them.
    let animations = settings.map_or(AnimationSpeed::X1, |s| s.animations);
    view.anim_dt = animations.factor().map_or(f32::INFINITY, |f| dt * f);
    view.roll_age += view.anim_dt;
    view.hold = (view.hold - view.anim_dt).max(0.0);
    // In-game time (docs/REPLAYS.md): integer milliseconds of the real clock from the
    // battle's first frame to its outcome, pauses and look-overs included.
    let now = real.elapsed();
    let start = *view.clock_start.get_or_insert(now);
    if battle.outcome.is_none() {
        view.igt_ms = u64::try_from(now.saturating_sub(start).as_millis()).unwrap_or(u64::MAX);
        view.elapsed = view.igt_ms as f32 / 1000.0;
        if let Some(mut ledger) = ledger {
            ledger.now_ms = view.igt_ms;
        }
    }
    if view.scripted {
        return;
    }
    // Nothing moves behind the pause menu or a question of the window.
    if keys.blocked() {
        pace.steps_per_frame = Some(0);
        return;
    }
    if view.skip {
        pace.steps_per_frame = None;
        return;
    }
    if log.events.len() > view.seen_lines {
        let beat = log.events[view.seen_lines..]
            .iter()
            .map(|e| beat(e.kind()))
            .fold(0.0, f32::max);
        view.seen_lines = log.events.len();
        view.cooldown = SPEEDS[view.speed].1 * beat;
    }
    view.cooldown -= dt;
    let fast = keys.held(BattleAction::Faster);
    // A step asked for while the look-over is up waits: the battle does not move behind it.
    let asked = std::mem::take(&mut view.step) && !view.looking;
    pace.steps_per_frame = Some(steps(&view, decisions.answered() || asked, fast));
}

/// How many steps the battle takes this frame: an answer just given, or a step asked for while
/// paused, always moves it on (the player's own action); otherwise nothing while paused, while
/// the look-over is up (docs/RULES.md, "the battle waits while it is up") or while an animation
/// holds it (at 1× and 2× only: at 4× the battle goes on under it), and one step (three with
/// Space held) once the last event has had its moment.
fn steps(view: &BattleView, answered: bool, fast: bool) -> u32 {
    let held = view.paused || view.looking;
    let animating = view.hold > 0.0 && !fast && view.speed < 2;
    let go = answered || (!held && !animating && (fast || view.cooldown <= 0.0));
    match (go, fast) {
        (false, _) => 0,
        (true, false) => 1,
        (true, true) => 3,
    }
}

/// After the battle ends, the final position stays up a moment, then the result screen.
fn finish(
    time: Res<Time>,
    battle: Res<Battle>,
    mut view: ResMut<BattleView>,
    mut next: ResMut<NextState<Screen>>,
) {
    // The final position stays while the player looks it over.
    if battle.outcome.is_none() || view.scripted || view.looking {
        return;
    }
    view.over_for += time.delta_secs();
    if view.over_for > LINGER {
        next.set(Screen::Result);
    }
}

/// How long to dwell on an event of `kind`, as a share of the speed's pause: a hit, a healing
/// or a fighter leaving is held longest; bookkeeping passes quickly.
fn beat(kind: EventKind) -> f32 {
    match kind {
        EventKind::Damage | EventKind::Heal | EventKind::Retire | EventKind::Outcome => 1.3,
        EventKind::TurnStart | EventKind::Action | EventKind::Check | EventKind::Move => 1.0,
        EventKind::Status | EventKind::Trigger | EventKind::Summon | EventKind::Field => 0.9,
        EventKind::BattleStart | EventKind::RoundStart | EventKind::Initiative => 0.6,
        EventKind::Nothing => 0.6,
    }
}

#[cfg(test)]
mod tests {
    use super::{BattleView, steps};

    #[test]
    fn the_battle_waits_while_the_look_over_is_up() {
        // docs/RULES.md, Flow: the battle does not advance while the look-over is up.
        let mut view = BattleView {
            cooldown: 0.0,
            ..Default::default()
        };
        assert_eq!(steps(&view, false, false), 1);
        assert_eq!(steps(&view, false, true), 3);
        view.looking = true;
        assert_eq!(steps(&view, false, false), 0);
        assert_eq!(steps(&view, false, true), 0, "not even with Space held");
        view.looking = false;
        view.paused = true;
        assert_eq!(steps(&view, false, false), 0);
    }

    #[test]
    fn the_battle_waits_for_an_animation_unless_space_or_an_answer_moves_it() {
        // A Showdown's open turns over before the battles go on (docs/RULES.md, Showdown).
        let view = BattleView {
            cooldown: 0.0,
            hold: 0.3,
            ..Default::default()
        };
        assert_eq!(steps(&view, false, false), 0, "held while it turns");
        assert_eq!(steps(&view, false, true), 3, "Space does not wait");
        assert_eq!(steps(&view, true, false), 1, "an answer does not wait");
        // Issue 40, item 3: the battle waits for an animation only at 1× and 2×.
        let fastest = BattleView { speed: 2, ..view };
        assert_eq!(steps(&fastest, false, false), 1, "4× goes on under it");
    }
}
