//! How a battle is won, in one line (each preset registers its own, `PresetRules::goal`): the
//! first question of a battle says it, so a player new to a rule system knows what they are
//! playing for.

use crate::rules::core::answers::Ledger;
use crate::rules::core::battle::Battle;
use crate::rules::core::preset::Presets;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The battle's goal line while it is wanted: until the player's first answer.
#[derive(SystemParam)]
pub(super) struct GoalLine<'w> {
    ledger: Option<Res<'w, Ledger>>,
    presets: Res<'w, Presets>,
    battle: Res<'w, Battle>,
}

impl GoalLine<'_> {
    /// How the battle is won, in one line, until the player has answered a question.
    pub fn line(&self) -> Option<&'static str> {
        first_question(self.ledger.as_deref())
            .then(|| {
                self.presets
                    .get(self.battle.preset)
                    .map(|r| crate::data::lang::t(r.goal))
            })
            .flatten()
    }
}

/// Whether the question open is the first the player's sides are asked in this battle.
pub(super) fn first_question(ledger: Option<&Ledger>) -> bool {
    ledger.is_some_and(|l| l.asked() <= 1)
}

#[cfg(test)]
mod tests {
    use crate::data::{ContentDirs, Preset, load_content};
    use crate::rules::core::preset::Presets;

    #[test]
    fn every_preset_says_how_it_is_won() {
        // Issue 40, item 5: each preset's first prompt says in one line how the game is won.
        let (catalog, _) = load_content(&ContentDirs::default());
        let app = crate::headless::app(catalog);
        let presets = app.world().resource::<Presets>();
        for p in Preset::ALL {
            let line = presets.get(p).expect("registered").goal;
            assert!(
                line.starts_with("To win:") && line.len() < 160,
                "{p:?}: {line}"
            );
        }
    }
}
