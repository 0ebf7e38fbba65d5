//! The dialogs on a real headless battle: Esc opens the pause menu and nothing leaves a battle
//! or quits the game on one key (issue 40, item 1); the settings are kept and pace the battle.

use super::BattleView;
use crate::data::settings::{AnimationSpeed, GameSpeed, Settings};
use crate::data::{ContentDirs, load_content};
use crate::screens::Screen;
use crate::screens::dialog::keys::DialogAction;
use crate::screens::dialog::{Asked, Dialog, Kind, SettingsFile, apply, read_keys};
use crate::screens::input::BattleAction;
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use leafwing_input_manager::prelude::{ActionState, Actionlike};

/// A headless Duel battle with the window's screen resources and both key layers.
fn battle_app() -> App {
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    let mut app = crate::headless::app(catalog);
    crate::rules::start_battle(app.world_mut(), "duel_01_first_spark", 3).expect("starts");
    app.add_message::<AppExit>()
        .add_message::<Asked>()
        .insert_resource(ButtonInput::<KeyCode>::default())
        .insert_resource(crate::screens::battle::ask::Inbox::default())
        .init_resource::<Dialog>()
        .init_resource::<Settings>()
        .init_resource::<SettingsFile>()
        .init_resource::<BattleView>()
        .init_resource::<NextState<Screen>>()
        .init_resource::<crate::screens::input::PopupOpen>();
    app.world_mut()
        .spawn(ActionState::<BattleAction>::default());
    app.world_mut()
        .spawn(ActionState::<DialogAction>::default());
    app
}

/// Presses `action` alone on its layer.
fn press<A: Actionlike>(app: &mut App, action: A) {
    let world = app.world_mut();
    let mut layers = world.query::<&mut ActionState<A>>();
    for mut state in layers.iter_mut(world) {
        state.reset_all();
        state.press(&action);
    }
}

/// One frame of the keys: the dialog's first, then the battle's, then what was taken applied
/// and followed by the battle.
fn frame(app: &mut App) {
    let world = app.world_mut();
    world.run_system_once(read_keys).expect("dialog keys");
    world.run_system_once(super::keys).expect("battle keys");
    world.run_system_once(apply).expect("applied");
    world
        .run_system_once(super::follow_dialog)
        .expect("followed");
    for mut s in world
        .query::<&mut ActionState<BattleAction>>()
        .iter_mut(world)
    {
        s.reset_all();
    }
    for mut s in world
        .query::<&mut ActionState<DialogAction>>()
        .iter_mut(world)
    {
        s.reset_all();
    }
}

fn leaving(app: &App) -> bool {
    matches!(
        app.world().resource::<NextState<Screen>>(),
        NextState::Pending(_)
    )
}

#[test]
fn esc_in_a_battle_opens_the_pause_menu_and_leaving_asks_first() {
    let mut app = battle_app();
    press(&mut app, BattleAction::Menu);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), Some(Kind::Pause));
    assert!(!leaving(&app), "Esc does not leave the battle");
    // Behind the menu, the battle's keys reach nothing: Esc again is the menu's (Resume).
    press(&mut app, DialogAction::Back);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), None, "resumed");
    assert!(!leaving(&app));
    // Esc, then down to Leave and Enter: the battle is not over, so it asks, Stay highlighted.
    press(&mut app, BattleAction::Menu);
    frame(&mut app);
    for _ in 0..3 {
        press(&mut app, DialogAction::Down);
        frame(&mut app);
    }
    press(&mut app, DialogAction::Confirm);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), Some(Kind::Leave));
    assert!(!leaving(&app), "asked, not left");
    press(&mut app, DialogAction::Confirm);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), None, "Enter stays");
    assert!(!leaving(&app));
    // Y leaves.
    app.world_mut().resource_mut::<Dialog>().open(Kind::Leave);
    press(&mut app, DialogAction::Yes);
    frame(&mut app);
    assert!(leaving(&app), "left after the question");
}

#[test]
fn r_asks_before_it_throws_a_battle_away() {
    let mut app = battle_app();
    press(&mut app, BattleAction::Restart);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), Some(Kind::Restart));
    press(&mut app, DialogAction::Back);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), None);
}

#[test]
fn a_dialog_takes_the_keys_from_the_screen_behind_it() {
    let mut app = battle_app();
    app.world_mut().resource_mut::<Dialog>().open(Kind::Pause);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Digit1);
    press(&mut app, BattleAction::Speed);
    frame(&mut app);
    assert_eq!(
        app.world().resource::<BattleView>().speed,
        0,
        "F reached nothing"
    );
    assert!(
        !app.world()
            .resource::<ButtonInput<KeyCode>>()
            .just_pressed(KeyCode::Digit1),
        "a key read directly (a question's digit) reaches nothing either"
    );
}

#[test]
fn quitting_asks_first() {
    let mut app = battle_app();
    let quits = |app: &App| !app.world().resource::<Messages<AppExit>>().is_empty();
    app.world_mut().resource_mut::<Dialog>().open(Kind::Quit);
    press(&mut app, DialogAction::Back);
    frame(&mut app);
    assert!(!quits(&app), "Esc on the question stays");
    app.world_mut().resource_mut::<Dialog>().open(Kind::Quit);
    press(&mut app, DialogAction::Confirm);
    frame(&mut app);
    assert!(quits(&app), "confirmed, it quits");
}

#[test]
fn a_setting_changed_is_kept_at_once_and_paces_the_battle_at_hand() {
    let dir = std::env::temp_dir().join(format!("vortex-dialog-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = battle_app();
    app.insert_resource(SettingsFile(Some(dir.clone())));
    app.world_mut()
        .resource_mut::<Dialog>()
        .open(Kind::Settings { from_pause: true });
    press(&mut app, DialogAction::Right);
    frame(&mut app);
    assert_eq!(app.world().resource::<Settings>().game_speed, GameSpeed::X2);
    assert_eq!(app.world().resource::<BattleView>().speed, 1);
    press(&mut app, DialogAction::Down);
    frame(&mut app);
    press(&mut app, DialogAction::Left);
    frame(&mut app);
    assert_eq!(
        app.world().resource::<Settings>().animations,
        AnimationSpeed::Instant,
        "left from 1× wraps to instant"
    );
    let (kept, problem) = Settings::load(&dir);
    assert_eq!(problem, None);
    assert_eq!(kept, *app.world().resource::<Settings>(), "kept at once");
    // Done goes back to the pause menu it was opened from.
    press(&mut app, DialogAction::Back);
    frame(&mut app);
    assert_eq!(app.world().resource::<Dialog>().kind(), Some(Kind::Pause));
    let _ = std::fs::remove_dir_all(&dir);
}
