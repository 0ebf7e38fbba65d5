//! The Vortex screen's keys on a real headless battle of the campaign: a lane question is
//! answered in two steps, the card and then its lane (issue 39 item 1).

use super::model::{self, VortexView};
use super::{VortexUi, keys};
use crate::rules::core::answers::{self, Answer, Input, ledger::Ledger};
use crate::screens::battle::tests::{only, player_app};
use crate::screens::battle::{BattleView, ask};
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;

fn press(app: &mut App, key: KeyCode) {
    only(app, key);
    crate::screens::keys::tap::<crate::screens::input::MapAction>(app.world_mut(), key);
    crate::screens::keys::tap::<crate::screens::keys::QuestionAction>(app.world_mut(), key);
    app.world_mut()
        .run_system_once(keys::keys)
        .expect("keys run");
    app.world_mut()
        .run_system_once(ask::deliver)
        .expect("delivered");
}

fn refresh(app: &mut App) {
    app.world_mut()
        .run_system_once(model::refresh)
        .expect("the view is read");
}

/// Plays on, each open question given its first allowed answer, until `found` reads something in
/// the view (none within 2,000 frames).
fn first_answers_until<T>(
    app: &mut App,
    mut found: impl FnMut(&VortexView) -> Option<T>,
) -> Option<T> {
    for _ in 0..2_000 {
        app.update();
        refresh(app);
        if let Some(t) = found(app.world().resource::<VortexView>()) {
            return Some(t);
        }
        let world = app.world_mut();
        if let Some(q) = answers::open_questions(world).into_iter().next() {
            let a = Answer {
                side: q.side,
                question: q.number,
                picks: q.takes.first(),
            };
            answers::answer(world, &a).expect("taken");
        }
    }
    None
}

/// The picks of the latest answer taken.
fn last_picks(app: &App) -> Option<Vec<usize>> {
    app.world()
        .resource::<Ledger>()
        .taken()
        .iter()
        .rev()
        .find_map(|s| match &s.input {
            Input::Answer(a) => Some(a.picks.clone()),
            _ => None,
        })
}

#[test]
fn a_lane_question_takes_the_card_then_its_lane() {
    let mut app = player_app("vortex_05_sealed_crossing", 105);
    app.insert_resource(BattleView::default())
        .init_resource::<VortexView>()
        .init_resource::<VortexUi>();
    // Other questions get their first option until a lane is asked.
    let grid = first_answers_until(&mut app, |view| view.asked.as_ref()?.lanes.clone())
        .expect("a lane question on Sealed Crossing");
    assert!(grid.cards.len() >= 2 && grid.lanes.len() >= 2, "{grid:?}");
    let answered = app.world().resource::<Ledger>().taken().len();
    press(&mut app, KeyCode::Digit2);
    assert_eq!(app.world().resource::<VortexUi>().lane_card, Some(1));
    assert_eq!(
        app.world().resource::<Ledger>().taken().len(),
        answered,
        "a card alone answers nothing"
    );
    press(&mut app, KeyCode::Backspace);
    assert_eq!(app.world().resource::<VortexUi>().lane_card, None);
    press(&mut app, KeyCode::Digit1);
    press(&mut app, KeyCode::Digit2);
    // Card 1 in the second lane: option 0 × lanes + 1.
    assert_eq!(
        last_picks(&app),
        Some(vec![grid.option(0, 1).expect("a lane")])
    );
    assert_eq!(grid.option(0, 1), Some(1));
    assert_eq!(app.world().resource::<VortexUi>().lane_card, None);
}

/// docs/REPLAYS.md: the first screen is not timed; Enter closes it and the clock starts then.
#[test]
fn closing_the_first_screen_starts_the_clock() {
    let mut app = player_app("vortex_01_ember_road", 101);
    let view = BattleView {
        paused: true,
        clock_start: Some(std::time::Duration::from_secs(7)),
        igt_ms: 7_000,
        ..BattleView::default()
    };
    app.insert_resource(view)
        .init_resource::<VortexView>()
        .insert_resource(VortexUi {
            intro: Some(("Ember Road".into(), "a".into(), "b".into())),
            ..VortexUi::default()
        });
    refresh(&mut app);
    // While the first screen is up the clock stays at 0:00.
    app.world_mut()
        .run_system_once(super::intro::hold_clock)
        .expect("held");
    let view = app.world().resource::<BattleView>();
    assert_eq!((view.igt_ms, view.clock_start), (0, None), "not timed");
    app.world_mut().resource_mut::<BattleView>().clock_start =
        Some(std::time::Duration::from_secs(7));
    press(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<VortexUi>().intro.is_none());
    let view = app.world().resource::<BattleView>();
    assert!(!view.paused, "the battle goes");
    assert_eq!(view.clock_start, None, "the clock starts at the next frame");
}

/// A new battle (R, or the screen entered again) forgets the last one's question, picks and
/// cursor: its question numbers start again at 1, and an old question must not come back.
#[test]
fn a_new_battle_forgets_the_last_ones_question_and_picks() {
    let mut app = player_app("vortex_01_ember_road", 101);
    app.insert_resource(BattleView::default())
        .init_resource::<VortexView>()
        .insert_resource(VortexUi {
            lane_card: Some(2),
            focus: 3,
            picks: vec![1],
            intro_for: Some("vortex_01_ember_road".into()),
            ..VortexUi::default()
        });
    for _ in 0..50 {
        app.update();
        refresh(&mut app);
        if app.world().resource::<VortexView>().asked.is_some() {
            break;
        }
    }
    assert!(
        app.world().resource::<VortexView>().asked.is_some(),
        "asked"
    );
    super::forget_last_battle(app.world_mut());
    let ui = app.world().resource::<VortexUi>();
    assert_eq!((ui.lane_card, ui.focus, ui.picks.len()), (None, 0, 0));
    assert_eq!(
        ui.intro_for.as_deref(),
        Some("vortex_01_ember_road"),
        "no first screen again"
    );
    assert!(
        app.world().resource::<VortexView>().asked.is_none(),
        "the old question is gone"
    );
}

/// Issue 40 item 6: when the move to play a card may be taken back, the prompt offers it and Z
/// (the map layer's take-back) takes it back: the fighter's action is asked again.
#[test]
fn z_takes_a_move_back_while_its_targets_are_asked() {
    use crate::screens::input::MapAction;
    use leafwing_input_manager::prelude::ActionState;
    let mut app = player_app("vortex_t3_zones_mirror", 2);
    app.insert_resource(BattleView::default())
        .init_resource::<VortexView>()
        .init_resource::<VortexUi>();
    // The first allowed answer everywhere, until a move may be taken back.
    let who = first_answers_until(&mut app, |view| view.take_back?.ok())
        .expect("a move to take back on the zones mirror, seed 2");
    let asked = app.world().resource::<VortexView>().asked.clone();
    assert_eq!(asked.as_ref().map(|a| a.open.kind), Some("target"));
    let mut layer = ActionState::<MapAction>::default();
    layer.press(&MapAction::TakeBack);
    app.world_mut().spawn(layer);
    press(&mut app, KeyCode::KeyZ);
    let log = app.world().resource::<crate::rules::BattleLog>().text();
    assert!(log.contains("takes the move back"), "{log}");
    // The rules ask again in their next pass.
    app.update();
    refresh(&mut app);
    let view = app.world().resource::<VortexView>();
    let again = view.asked.as_ref().map(|a| (a.open.kind, a.who));
    assert_eq!(again, Some(("act", who)), "its action is asked again");
    assert_eq!(view.take_back, None, "nothing left to take back");
}

#[test]
fn every_question_and_answer_the_rules_word_has_its_japanese_with_the_same_places() {
    // Issue 42 item 4: the Vortex's questions and answers, worded by the rules in English, are
    // said in Japanese from these templates; each has its Japanese, with every place kept.
    let places = |s: &str| {
        let mut p: Vec<String> = s
            .match_indices('{')
            .filter_map(|(i, _)| s[i..].find('}').map(|j| s[i..=i + j].to_string()))
            .collect();
        p.sort();
        p
    };
    for template in super::prompt::WORDED {
        let ja = crate::data::lang::t_in(crate::data::lang::Lang::Japanese, template);
        assert_ne!(ja, *template, "{template}: no Japanese");
        assert_eq!(places(template), places(ja), "{template} → {ja}");
    }
}
