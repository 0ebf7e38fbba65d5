//! The engine core (docs/ARCHITECTURE.md): per-side decisions, the typed battle log, and presets
//! that run only in their own battles.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::level::Control;
use vortex_tactics::headless;
use vortex_tactics::rules::core::decisions::{self, Autopilot, Decisions, Question, Refused};
use vortex_tactics::rules::core::fighter::{Controller, Fighter, FighterKind};
use vortex_tactics::rules::core::log::{BattleLog, EventKind, LogEvent};

/// A question with the answers 0..n.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Pick(u8);

impl Question for Pick {
    type Answer = u8;
    fn accepts(&self, a: &u8) -> bool {
        *a < self.0
    }
}

fn player(world: &mut World, team: usize, name: &str) -> Entity {
    world
        .spawn((
            Fighter {
                card_id: name.into(),
                name: name.into(),
                team,
                kind: FighterKind::Character,
                attributes: Vec::new(),
                races: Vec::new(),
                serial: 0,
            },
            Controller::new(Control::Player, Vec::new().into()),
        ))
        .id()
}

fn ask(world: &mut World, who: Entity, q: Pick) -> Option<u8> {
    decisions::ask(world, who, q, |_, _| 0)
}

/// A side may have several questions open at once and answer them in any order; each answer is
/// taken by the rule that asked, and the battle waits while any question is open.
#[test]
fn a_side_answers_several_open_questions_in_any_order() {
    // docs/ARCHITECTURE.md, "Decisions" (docs/RULES.md, The engine: Decisions): a side may have
    // several questions open and answer them in any order; the battle waits while any is open.
    let mut world = World::new();
    world.insert_resource(Decisions::<Pick>::default());
    world.insert_resource(Autopilot(false));
    let (a, b, foe) = (
        player(&mut world, 0, "A"),
        player(&mut world, 0, "B"),
        player(&mut world, 1, "F"),
    );
    assert_eq!(ask(&mut world, a, Pick(3)), None);
    assert_eq!(ask(&mut world, b, Pick(5)), None);
    assert_eq!(ask(&mut world, foe, Pick(2)), None);
    let d = world.resource::<Decisions<Pick>>();
    assert_eq!(
        d.open_for(0).count(),
        2,
        "both of side 0's questions are open"
    );
    assert_eq!(d.open_for(1).count(), 1);
    assert!(d.waiting());
    // Asking again does not open a second copy.
    assert_eq!(ask(&mut world, a, Pick(3)), None);
    assert_eq!(world.resource::<Decisions<Pick>>().open_for(0).count(), 2);
    let mut d = world.resource_mut::<Decisions<Pick>>();
    assert_eq!(d.answer(b, &Pick(5), 9), Err(Refused::NotAllowed));
    assert_eq!(d.answer(b, &Pick(4), 1), Err(Refused::NotOpen));
    // B answers before A, and the other side answers in between.
    assert_eq!(d.answer(b, &Pick(5), 4), Ok(()));
    assert_eq!(d.answer(foe, &Pick(2), 1), Ok(()));
    assert!(d.waiting(), "A's question is still open");
    assert_eq!(d.answer(a, &Pick(3), 2), Ok(()));
    assert!(!d.waiting());
    assert_eq!(ask(&mut world, b, Pick(5)), Some(4));
    assert_eq!(ask(&mut world, a, Pick(3)), Some(2));
    assert_eq!(ask(&mut world, foe, Pick(2)), Some(1));
    assert_eq!(world.resource::<Decisions<Pick>>().open().count(), 0);
    // Plans answer at once when the autopilot is on.
    world.resource_mut::<Autopilot>().0 = true;
    assert_eq!(ask(&mut world, a, Pick(3)), Some(0));
}

/// The log is typed events: every line of `vortex sim --log` is an event's `Display`, and the
/// events of a battle carry the kinds the screens colour and pace by.
#[test]
fn the_battle_log_is_typed_events() {
    // docs/ARCHITECTURE.md, "The battle log": typed `LogEvent`s with an `EventKind`; every line of
    // `vortex sim --log` is an event's `Display`.
    let mut app = headless::app(real_catalog());
    headless::run_battle(&mut app, "duel_01_first_spark", 7).expect("battle");
    let log = app.world().resource::<BattleLog>();
    let lines: Vec<String> = log.events.iter().map(ToString::to_string).collect();
    assert_eq!(log.text(), lines.join("\n") + "\n");
    assert!(matches!(
        log.events[0],
        LogEvent::BattleStart { seed: 7, .. }
    ));
    assert!(matches!(log.events[1], LogEvent::RoundStart { round: 1 }));
    let kinds = |k: EventKind| log.events.iter().filter(|e| e.kind() == k).count();
    for k in [
        EventKind::Initiative,
        EventKind::TurnStart,
        EventKind::Action,
        EventKind::Damage,
        EventKind::Outcome,
    ] {
        assert!(kinds(k) > 0, "a Duel battle logs {k:?} events");
    }
    let damage = log
        .events
        .iter()
        .find(|e| e.kind() == EventKind::Damage)
        .map(ToString::to_string)
        .unwrap_or_default();
    assert!(damage.contains("damage"), "{damage}");
}

/// A preset's systems run only in its own battles: a Skirmish battle never rolls the Duel's
/// initiative, and a Duel battle never logs the Skirmish's AC line.
#[test]
fn presets_run_only_in_their_own_battles() {
    // docs/ARCHITECTURE.md, "Presets": a preset's systems run only with `preset_is(Preset::X)`;
    // nothing in `rules::core` branches on a preset.
    let mut app = headless::app(real_catalog());
    headless::run_battle(&mut app, "skirmish_01_windmill_ridge", 3).expect("battle");
    let text = app.world().resource::<BattleLog>().text();
    assert!(text.contains("  AC: ") && !text.contains("initiative:"));
    headless::run_battle(&mut app, "duel_01_first_spark", 3).expect("battle");
    let text = app.world().resource::<BattleLog>().text();
    assert!(text.contains("initiative:") && !text.contains("  AC: "));
}
