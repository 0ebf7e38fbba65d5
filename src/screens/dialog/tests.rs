//! The Keys dialog driven by its keys: Settings → Keys, Left and Right through the contexts,
//! Enter on an action then the new key (bound, kept at once, and the live input map follows), a
//! key that clashes refused naming the action that has it, Esc while waiting changes nothing,
//! Backspace gives one action its defaults and the last entry every action of the context.

use super::keys::DialogAction;
use super::{Dialog, Entry, Kind, SETTINGS, SettingsFile, apply, entries, read_keys};
use crate::data::settings::Settings;
use crate::screens::input::{BattleAction, MapAction};
use crate::screens::keys::{self, Context};
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use leafwing_input_manager::prelude::{ActionState, InputMap};

fn app(dir: &std::path::Path) -> App {
    let mut app = App::new();
    app.insert_resource(ButtonInput::<KeyCode>::default())
        .init_resource::<Dialog>()
        .init_resource::<Settings>()
        .insert_resource(SettingsFile(Some(dir.to_path_buf())))
        .add_message::<super::Asked>();
    app.world_mut()
        .spawn(ActionState::<DialogAction>::default());
    let settings = Settings::default();
    app.world_mut()
        .spawn(keys::input_map::<BattleAction>(&settings));
    app
}

/// One frame: `action` alone pressed on the dialog's layer, or the raw `key` (what a key
/// waited for is read from the keyboard), then the dialog's keys and what they took.
fn frame(app: &mut App, action: Option<DialogAction>, key: Option<KeyCode>) {
    let world = app.world_mut();
    for mut state in world
        .query::<&mut ActionState<DialogAction>>()
        .iter_mut(world)
    {
        state.reset_all();
        if let Some(a) = action {
            state.press(&a);
        }
    }
    {
        let mut input = world.resource_mut::<ButtonInput<KeyCode>>();
        input.clear();
        input.release_all();
        if let Some(k) = key {
            input.press(k);
        }
    }
    world.run_system_once(read_keys).expect("dialog keys");
    world.run_system_once(apply).expect("applied");
    let settings = world.resource::<Settings>().clone();
    // (What `keys::follow` does when the settings change.)
    for mut map in world.query::<&mut InputMap<BattleAction>>().iter_mut(world) {
        *map = keys::input_map::<BattleAction>(&settings);
    }
}

fn to_row(app: &mut App, id: &str) {
    let context = app.world().resource::<Dialog>().context();
    let row = context.rows().iter().position(|r| r.id == id).expect("row");
    let now = app.world().resource::<Dialog>().selected;
    for _ in now..row {
        frame(app, Some(DialogAction::Down), None);
    }
}

#[test]
fn a_key_is_bound_from_the_keys_dialog_kept_and_refused_when_it_clashes() {
    let dir = std::env::temp_dir().join(format!("vortex-keys-dialog-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = app(&dir);
    app.world_mut()
        .resource_mut::<Dialog>()
        .open(Kind::Settings { from_pause: false });
    let keys_at = SETTINGS
        .iter()
        .position(|e| *e == Entry::Keys)
        .expect("Keys");
    for _ in 0..keys_at {
        frame(&mut app, Some(DialogAction::Down), None);
    }
    frame(&mut app, Some(DialogAction::Confirm), None);
    let dialog = app.world().resource::<Dialog>();
    assert_eq!(dialog.kind(), Some(Kind::Keys { from_pause: false }));
    assert_eq!(dialog.context(), Context::Global, "the first context");
    // Right five times: past Global, Title, List, Preparation and Builder, to the battle's.
    for _ in 0..5 {
        frame(&mut app, Some(DialogAction::Right), None);
    }
    assert_eq!(app.world().resource::<Dialog>().context(), Context::Battle);
    let n = entries(Kind::Keys { from_pause: false }, Context::Battle).len();
    assert_eq!(
        n,
        Context::Battle.rows().len() + 2,
        "its actions, restore, done"
    );

    // Restart: Enter, then G.
    to_row(&mut app, "Restart");
    frame(&mut app, Some(DialogAction::Confirm), None);
    assert!(app.world().resource::<Dialog>().listening());
    // While it waits, the dialog's own actions do nothing (Down does not move): G is bound.
    frame(&mut app, Some(DialogAction::Down), Some(KeyCode::KeyG));
    let dialog = app.world().resource::<Dialog>();
    assert!(!dialog.listening());
    assert_eq!(
        dialog.notice,
        Some(("Fight again: G.".to_string(), false)),
        "said, and the highlight stayed"
    );
    assert_eq!(
        keys::shown(app.world().resource::<Settings>(), BattleAction::Restart),
        "G"
    );
    let (kept, problem) = Settings::load(&dir);
    assert_eq!(problem, None);
    assert_eq!(
        keys::shown(&kept, BattleAction::Restart),
        "G",
        "kept at once"
    );
    let world = app.world_mut();
    let map = world
        .query::<&InputMap<BattleAction>>()
        .single(world)
        .expect("the battle's layer");
    assert_eq!(map.get(&BattleAction::Restart).map(|k| k.len()), Some(1));

    // Pause's P taken for Restart: refused, naming it.
    frame(&mut app, Some(DialogAction::Confirm), None);
    frame(&mut app, None, Some(KeyCode::KeyP));
    assert_eq!(
        app.world().resource::<Dialog>().notice,
        Some((
            "Not bound: P is already Stop / go on (Battle).".to_string(),
            true
        ))
    );
    // F11 is the global full-screen key.
    frame(&mut app, Some(DialogAction::Confirm), None);
    frame(&mut app, None, Some(KeyCode::F11));
    let notice = app.world().resource::<Dialog>().notice.clone();
    assert!(notice.is_some_and(|(n, bad)| bad && n.contains("Full screen (Everywhere)")));
    // Esc while it waits: nothing changes.
    frame(&mut app, Some(DialogAction::Confirm), None);
    frame(&mut app, None, Some(KeyCode::Escape));
    assert!(!app.world().resource::<Dialog>().listening());
    assert_eq!(
        keys::shown(app.world().resource::<Settings>(), BattleAction::Restart),
        "G"
    );
    assert_eq!(
        app.world().resource::<Dialog>().kind(),
        Some(Kind::Keys { from_pause: false }),
        "Esc while waiting does not close the dialog"
    );

    // Backspace: Restart's default back.
    frame(&mut app, Some(DialogAction::Clear), None);
    assert_eq!(
        keys::shown(app.world().resource::<Settings>(), BattleAction::Restart),
        "R"
    );

    // The map's Wait on Q, then every map key back with the context's last-but-one entry.
    frame(&mut app, Some(DialogAction::Right), None);
    assert_eq!(app.world().resource::<Dialog>().context(), Context::Map);
    to_row(&mut app, "Wait");
    frame(&mut app, Some(DialogAction::Confirm), None);
    frame(&mut app, None, Some(KeyCode::KeyQ));
    assert_eq!(
        keys::shown(app.world().resource::<Settings>(), MapAction::Wait),
        "Q"
    );
    let restore = Context::Map.rows().len();
    let now = app.world().resource::<Dialog>().selected;
    for _ in now..restore {
        frame(&mut app, Some(DialogAction::Down), None);
    }
    frame(&mut app, Some(DialogAction::Confirm), None);
    assert_eq!(
        keys::shown(app.world().resource::<Settings>(), MapAction::Wait),
        "W"
    );
    assert!(app.world().resource::<Settings>().keys.is_empty());
    // Esc: back to the settings, on the Keys entry.
    frame(&mut app, Some(DialogAction::Back), None);
    let dialog = app.world().resource::<Dialog>();
    assert_eq!(dialog.kind(), Some(Kind::Settings { from_pause: false }));
    assert_eq!(dialog.selected, keys_at);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_display_settings_step_and_are_kept() {
    let dir = std::env::temp_dir().join(format!("vortex-display-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = app(&dir);
    app.world_mut()
        .resource_mut::<Dialog>()
        .open(Kind::Settings { from_pause: false });
    let at = |e: Entry| SETTINGS.iter().position(|x| *x == e).expect("entry");
    for _ in 0..at(Entry::ScreenMode) {
        frame(&mut app, Some(DialogAction::Down), None);
    }
    frame(&mut app, Some(DialogAction::Right), None);
    frame(&mut app, Some(DialogAction::Down), None);
    frame(&mut app, Some(DialogAction::Right), None);
    frame(&mut app, Some(DialogAction::Down), None);
    frame(&mut app, Some(DialogAction::Right), None);
    frame(&mut app, Some(DialogAction::Right), None);
    frame(&mut app, Some(DialogAction::Down), None);
    frame(&mut app, Some(DialogAction::Left), None);
    let display = app.world().resource::<Settings>().display;
    use crate::data::settings::ScreenMode;
    assert_eq!(display.mode, ScreenMode::Borderless);
    assert_eq!(display.size, (1366, 768));
    assert_eq!(display.ui_scale, 125);
    assert_eq!(display.text_size, 85);
    let (kept, _) = Settings::load(&dir);
    assert_eq!(kept.display, display, "kept at once");
    let _ = std::fs::remove_dir_all(&dir);
}
