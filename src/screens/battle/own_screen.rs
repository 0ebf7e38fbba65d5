//! Which presets' battles a screen of their own draws: each such screen registers its preset
//! when its plugin is added (`register`), and the generic board and map view, with its
//! look-over, draws every other preset's battle. No list of presets is kept anywhere else.

use crate::data::Preset;
use crate::rules::core::battle::Battle;
use bevy::prelude::*;

/// The presets drawn by a screen of their own.
#[derive(Resource, Clone, Debug, Default)]
pub(in crate::screens) struct OwnScreens(Vec<Preset>);

impl OwnScreens {
    /// Registers `preset` as drawn by a screen of its own (called by that screen's plugin).
    pub(in crate::screens) fn register(app: &mut App, preset: Preset) {
        let mut own = app.world_mut().get_resource_or_init::<OwnScreens>();
        if !own.0.contains(&preset) {
            own.0.push(preset);
        }
    }

    /// Whether `preset`'s battles have a screen of their own.
    pub(in crate::screens) fn has(&self, preset: Preset) -> bool {
        self.0.contains(&preset)
    }
}

/// Run condition: the battle in progress is drawn by the generic view (its preset has no screen
/// of its own).
pub(super) fn generic(own: Option<Res<OwnScreens>>, battle: Option<Res<Battle>>) -> bool {
    battle.is_some_and(|b| !own.is_some_and(|o| o.has(b.preset)))
}
