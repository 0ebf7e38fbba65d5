//! The Keys dialog's work: a row taken waits for its new key, the key pressed is bound unless it
//! clashes (the refusal names the action that has it), and defaults come back for a row or for
//! the whole context. Each change is kept at once.

use super::{Dialog, SettingsFile, keep_settings};
use crate::data::lang::{t, tf};
use crate::data::settings::Settings;
use crate::screens::keys::{self, names};
use crate::screens::sound::Cue;
use bevy::prelude::*;

/// The key pressed this frame that may answer the wait: none while only modifiers are down.
pub(super) fn pressed(keyboard: &ButtonInput<KeyCode>) -> Option<KeyCode> {
    use KeyCode as K;
    let modifier = [
        K::ShiftLeft,
        K::ShiftRight,
        K::ControlLeft,
        K::ControlRight,
        K::AltLeft,
        K::AltRight,
        K::SuperLeft,
        K::SuperRight,
    ];
    let mut keys: Vec<KeyCode> = keyboard
        .get_just_pressed()
        .filter(|k| !modifier.contains(k))
        .copied()
        .collect();
    // (Two keys in one frame: the same one whatever order the system gave them in.)
    keys.sort_by_key(|k| format!("{k:?}"));
    keys.first().copied()
}

/// Row `row` of the context shown taken: with `step` 0 (Backspace, a right-click) its default
/// keys come back, else it waits for its new key.
pub(super) fn take(world: &mut World, row: u8, step: i32) {
    let context = world.resource::<Dialog>().context();
    let Some(r) = context.rows().into_iter().nth(usize::from(row)) else {
        return;
    };
    if step > 0 {
        let mut dialog = world.resource_mut::<Dialog>();
        dialog.listening = Some(r.id);
        dialog.notice = None;
        return;
    }
    let mut settings = world.resource::<Settings>().clone();
    keys::restore(&mut settings, context, Some(&r.id));
    let shown = keys_shown(&settings, context, &r);
    keep(
        world,
        settings,
        tf("{0}: {1} (its default).", &[&r.label, &shown]),
    );
}

/// Every action of the context shown back to its default keys.
pub(super) fn restore_all(world: &mut World) {
    let context = world.resource::<Dialog>().context();
    let mut settings = world.resource::<Settings>().clone();
    keys::restore(&mut settings, context, None);
    keep(
        world,
        settings,
        tf("{0}: every key its default.", &[&t(context.label())]),
    );
}

/// Binds `key` to the action the dialog waited for, or refuses it with the reason.
pub(super) fn bind(world: &mut World, key: KeyCode) {
    let context = world.resource::<Dialog>().context();
    let Some(id) = world.resource_mut::<Dialog>().listening.take() else {
        return;
    };
    let mut settings = world.resource::<Settings>().clone();
    match keys::bind(&mut settings, context, &id, key) {
        Ok(()) => {
            let label = context
                .rows()
                .into_iter()
                .find(|r| r.id == id)
                .map_or(id.clone(), |r| r.label);
            keep(
                world,
                settings,
                tf("{0}: {1}.", &[&label, &names::label_of(key)]),
            );
            crate::screens::sound::cue(world, Cue::Confirm);
        }
        Err(clash) => {
            world.resource_mut::<Dialog>().notice = Some((tf("Not bound: {0}.", &[&clash]), true));
            crate::screens::sound::cue(world, Cue::Refuse);
        }
    }
}

/// The keys of `row` as the dialog shows them: `Enter / Space`.
pub(super) fn keys_shown(settings: &Settings, context: keys::Context, row: &keys::Row) -> String {
    let keys = keys::keys_of(settings, context, row);
    keys.iter()
        .map(|k| names::label_of(*k))
        .collect::<Vec<_>>()
        .join(" / ")
}

fn keep(world: &mut World, settings: Settings, notice: String) {
    keep_settings(&settings, world.resource::<SettingsFile>());
    world.insert_resource(settings);
    world.resource_mut::<Dialog>().notice = Some((notice, false));
}
