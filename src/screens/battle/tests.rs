//! The battle screen's keys on a real headless battle: A hands the player's decisions to plans
//! and takes them back, H one fighter (docs/RULES.md, engine chapter, Decisions).

use super::ask::Inbox;
use super::{BattleView, keys};
use crate::data::Control;
use crate::data::{ContentDirs, load_content};
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::ask::Decisions;
use crate::rules::core::countdown::BattlePace;
use crate::rules::core::decisions::Autopilot;
use crate::rules::core::fighter::Controller;
use crate::screens::Screen;
use crate::screens::dialog::Dialog;
use crate::screens::input::{BattleAction, PopupOpen};
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

/// Makes `key` the only key pressed this frame.
pub(super) fn only(app: &mut App, key: KeyCode) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.clear();
    input.release_all();
    input.press(key);
}

/// Makes `action` the only battle action pressed this frame (the battle's key layer, as the
/// input map would from its key).
pub(super) fn only_action(app: &mut App, action: BattleAction) {
    let world = app.world_mut();
    let mut layer = world.query::<&mut ActionState<BattleAction>>();
    if layer.iter(world).next().is_none() {
        world.spawn(ActionState::<BattleAction>::default());
    }
    for mut state in layer.iter_mut(world) {
        state.reset_all();
        state.press(&action);
    }
}

fn press(app: &mut App, action: BattleAction) {
    only_action(app, action);
    app.world_mut().run_system_once(keys).expect("keys run");
    // What the keys asked reaches the rules through the answer face before they run next.
    app.world_mut()
        .run_system_once(super::ask::deliver)
        .expect("delivered");
}

fn waiting(app: &App) -> bool {
    app.world().resource::<Decisions>().pending().is_some()
}

/// A headless game of `level` with the game's content, the player answering (no autopilot),
/// with the keys and hand-overs the battle screen's systems read.
pub(in crate::screens::battle) fn player_app(level: &str, seed: u64) -> App {
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    let mut app = crate::headless::app(catalog);
    crate::rules::start_battle(app.world_mut(), level, seed).expect("starts");
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    app.insert_resource(ButtonInput::<KeyCode>::default())
        .insert_resource(Inbox::default())
        .init_resource::<Dialog>()
        .init_resource::<super::ask::ShownAsk>()
        .init_resource::<PopupOpen>();
    app
}

/// The first Duel scenario for the player (no autopilot), paced a step a frame, played until
/// the player is asked.
fn asked_duel() -> App {
    let mut app = player_app("duel_01_first_spark", 3);
    app.insert_resource(BattleView::default())
        .insert_resource(NextState::<Screen>::default())
        .insert_resource(BattlePace {
            steps_per_frame: Some(1),
        });
    for _ in 0..20 {
        if waiting(&app) {
            break;
        }
        app.update();
    }
    app
}

#[test]
fn the_a_key_hands_the_players_fighters_to_plans_and_takes_them_back() {
    let mut app = asked_duel();
    assert!(waiting(&app), "the player is asked");
    press(&mut app, BattleAction::Auto);
    assert!(app.world().resource::<Autopilot>().0, "plans play");
    assert!(!waiting(&app), "the open question goes to plans");
    assert!(app.world().resource::<BattleView>().assisted);
    let log_len = |app: &App| {
        app.world()
            .resource::<crate::rules::BattleLog>()
            .text()
            .len()
    };
    let before = log_len(&app);
    for _ in 0..3 {
        app.update();
    }
    assert!(
        log_len(&app) > before,
        "plans answer and the battle goes on (the log grows)"
    );
    assert!(
        app.world()
            .resource::<crate::rules::core::battle::Battle>()
            .outcome
            .is_none()
    );
    press(&mut app, BattleAction::Auto);
    // Taking the battle back applies at a point the replay can name: at once while the
    // battle waits, else just before the next question of the player's side (issue 36).
    for _ in 0..300 {
        if waiting(&app) {
            break;
        }
        app.update();
    }
    assert!(!app.world().resource::<Autopilot>().0, "taken back");
    assert!(
        waiting(&app),
        "the player is asked again:\n{}",
        app.world().resource::<crate::rules::BattleLog>().text()
    );
}

#[test]
fn the_h_key_hands_the_fighter_asked_to_its_plans_and_takes_it_back() {
    // Issue 12, item 7: any of the player's fighters can be handed to its plans and taken back.
    let mut app = asked_duel();
    let (who, _) = app
        .world()
        .resource::<Decisions>()
        .pending()
        .expect("the player is asked");
    let control = |app: &App| {
        app.world()
            .get::<Controller>(who)
            .expect("controller")
            .control
    };
    assert_eq!(control(&app), Control::Player);
    let press_h = |app: &mut App| {
        only_action(app, BattleAction::Hand);
        let world = app.world_mut();
        world
            .run_system_once(super::hand::hand_key)
            .expect("keys run");
        // The window asks; the change is made before the rules run next, all at once.
        assert_eq!(world.resource::<Inbox>().0.len(), 1);
        world.run_system_once(super::ask::deliver).expect("applied");
    };
    press_h(&mut app);
    assert_eq!(control(&app), Control::Plans, "handed to its plans");
    assert!(!waiting(&app), "its open question is dropped");
    assert!(
        !app.world().resource::<Autopilot>().0,
        "the others stay the player's"
    );
    let turns = |app: &App| app.world().resource::<Battle>().turns;
    let before = turns(&app);
    for _ in 0..60 {
        app.update();
        if turns(&app) > before + 1 {
            break;
        }
    }
    assert!(turns(&app) > before + 1, "its plans play its turns");
    assert!(!waiting(&app), "nothing is asked of the player");
    // With nothing asked, H takes every handed fighter back; it is asked again. Given while
    // the rules run, the taking back applies just before the next question of the player's
    // side (a point a replay can name, issue 36).
    press_h(&mut app);
    for _ in 0..200 {
        if waiting(&app) || app.world().resource::<Battle>().outcome.is_some() {
            break;
        }
        app.update();
    }
    assert_eq!(control(&app), Control::Player, "taken back");
    assert!(
        waiting(&app),
        "asked again: outcome {:?}, turns {}",
        app.world().resource::<Battle>().outcome,
        turns(&app)
    );
}

#[test]
fn the_clock_shows_in_game_time_as_minutes_seconds_and_milliseconds() {
    // Issue 36, item 4 (docs/REPLAYS.md): the clock on screen shows the in-game time, the same
    // integer milliseconds the inputs are stamped with.
    assert_eq!(super::top::igt(183_402), "3:03.402");
    assert_eq!(super::top::igt(0), "0:00.000");
    assert_eq!(super::top::igt(3_600_000 + 59_999), "60:59.999");
}

#[test]
fn h_hands_over_the_fighter_on_screen_even_when_another_question_came_in() {
    // Issue 40, item 7: a question that arrives between the key and the frame does not take
    // H from the fighter the player saw.
    let mut app = player_app("duel_03_gloam_hollow", 1);
    app.insert_resource(BattleView::default())
        .insert_resource(NextState::<Screen>::default())
        .insert_resource(BattlePace {
            steps_per_frame: Some(1),
        });
    for _ in 0..40 {
        if waiting(&app) {
            break;
        }
        app.update();
    }
    let (asked, _) = app
        .world()
        .resource::<Decisions>()
        .pending()
        .expect("the player is asked");
    // Another of the player's fighters was on screen when H was pressed.
    let world = app.world_mut();
    let mut q = world.query::<(Entity, &Controller)>();
    let seen = q
        .iter(world)
        .find(|(e, c)| *e != asked && c.control == Control::Player)
        .map(|(e, _)| e)
        .expect("another fighter of the player's");
    world.resource_mut::<super::ask::ShownAsk>().0 = Some(seen);
    only_action(&mut app, BattleAction::Hand);
    let world = app.world_mut();
    world
        .run_system_once(super::hand::hand_key)
        .expect("keys run");
    world.run_system_once(super::ask::deliver).expect("applied");
    let control = |app: &App, e: Entity| app.world().get::<Controller>(e).expect("c").control;
    assert_eq!(control(&app, seen), Control::Plans, "the fighter on screen");
    assert_eq!(
        control(&app, asked),
        Control::Player,
        "not the one asked since"
    );
}

/// The look-over (L) of the battle in `app`, as the battle screen builds it.
fn look_over(app: &mut App) -> crate::screens::look::LookOver {
    app.world_mut()
        .run_system_once(
            |q: super::model::FighterQuery,
             battle: Res<Battle>,
             catalog: Res<crate::data::Catalog>,
             hand: super::sheet::HandParams| {
                let fighters = super::model::snapshot(&q);
                super::look::of_battle(&fighters, &battle, &catalog, None, &hand)
            },
        )
        .expect("looked over")
}

#[test]
fn the_look_over_on_a_map_shows_each_fighters_square_and_sheet_not_duel_fields() {
    // Issue 40, item 7: the look-over of a map battle shows the map sheet (HP, MP, AC, weapons,
    // techniques) and the square, not a Duel fighter's AP and line.
    let mut app = player_app("skirmish_01_windmill_ridge", 1);
    let look = look_over(&mut app);
    let all: Vec<_> = look.teams.iter().flat_map(|t| &t.fighters).collect();
    assert!(all.len() >= 4);
    for f in all {
        let map = f
            .map
            .as_ref()
            .unwrap_or_else(|| panic!("{} has a map sheet", f.name));
        assert!(map.square.is_some(), "{}: its square", f.name);
        let text: Vec<&str> = map.lines.iter().map(|(t, _, _)| t.as_str()).collect();
        assert!(
            text.iter().any(|l| l.contains("AC") && l.contains("speed")),
            "{}: {text:?}",
            f.name
        );
    }
    // And a Duel's look-over has none.
    let mut duel = player_app("duel_01_first_spark", 1);
    let look = look_over(&mut duel);
    assert!(
        look.teams
            .iter()
            .flat_map(|t| &t.fighters)
            .all(|f| f.map.is_none())
    );
}

/// `level` with `seed`, the player's questions answered as its plans would answer them, with
/// `foresee` run on the world before each answer (a forecast of the window): the log. Issue 40,
/// item 4: forecasts are read-only, so the log is the same whatever `foresee` reads.
pub(in crate::screens::battle) fn played_foreseeing(
    level: &str,
    seed: u64,
    mut foresee: impl FnMut(&mut World, Entity),
) -> String {
    use super::ask;
    let mut app = player_app(level, seed);
    // Unpaced: each frame runs the battle to its next question.
    app.insert_resource(BattlePace {
        steps_per_frame: None,
    });
    let mut asked = 0;
    for _ in 0..20_000 {
        app.update();
        let world = app.world_mut();
        if world.resource::<Battle>().outcome.is_some() {
            break;
        }
        let Some((actor, request)) = ask::pending(world) else {
            continue;
        };
        asked += 1;
        foresee(world, actor);
        ask::answer_as_plans(world, actor, &request);
    }
    let world = app.world();
    assert!(asked > 0, "{level}: the player was asked");
    assert!(
        world.resource::<Battle>().outcome.is_some(),
        "{level} ended:\n{}\nasked: {:?}",
        world.resource::<crate::rules::BattleLog>().text(),
        super::ask::pending(world)
    );
    world.resource::<crate::rules::BattleLog>().text()
}
