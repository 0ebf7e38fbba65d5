//! The ways on from a result besides fighting again and going back: the next scenario after a
//! win, the contender's builder after an Arena loss.

use super::LastResult;
use crate::data::{Catalog, Control, Preset};
use crate::rules::core::battle::Outcome;
use crate::rules::core::preset::Presets;
use crate::screens::{Chosen, Screen};
use bevy::prelude::*;

/// The ways on from a result besides fighting again and going back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Ways {
    /// After a win: the next scenario (the campaign's, or the list's of the same rule system).
    pub next: Option<String>,
    /// After an Arena loss with the player's own contender: its builder.
    pub edit: bool,
}

impl Ways {
    pub(super) fn of(
        r: &LastResult,
        chosen: &Chosen,
        catalog: &Catalog,
        presets: &Presets,
    ) -> Ways {
        let won = player_won(r);
        let level = catalog.levels.get(&r.level_id);
        Ways {
            next: won
                .then(|| next_scenario(&r.level_id, chosen, catalog, presets))
                .flatten(),
            edit: !won
                && r.outcome.is_some()
                && level.is_some_and(|l| {
                    l.preset == Preset::Arena && crate::screens::build::wants_build(l)
                }),
        }
    }
}

/// Whether the player's side won.
pub(super) fn player_won(r: &LastResult) -> bool {
    let player = r.teams.iter().position(|t| t.1 == Control::Player);
    matches!((&r.outcome, player), (Some(Outcome::Winner(w)), Some(p)) if *w == p)
}

/// The scenario after `level`: the campaign's next when it was played from the campaign, else
/// the list's next of the same rule system.
fn next_scenario(
    level: &str,
    chosen: &Chosen,
    catalog: &Catalog,
    presets: &Presets,
) -> Option<String> {
    if let Some(c) = chosen
        .campaign
        .as_ref()
        .and_then(|id| catalog.campaigns.get(id))
    {
        let at = c.scenarios.iter().position(|s| s.level == level)?;
        return c.scenarios.get(at + 1).map(|s| s.level.clone());
    }
    let preset = catalog.levels.get(level)?.preset;
    let mut same = crate::screens::windowed(catalog, presets).filter(|(_, l)| l.preset == preset);
    same.find(|(id, _)| id.as_str() == level)?;
    same.next().map(|(id, _)| id.clone())
}

/// Plays the scenario `id` (its preparation first when it has one), from the same campaign.
pub(super) fn play_next(
    id: &str,
    catalog: &Catalog,
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    let Some(level) = catalog.levels.get(id) else {
        return;
    };
    let campaign = chosen.campaign.clone();
    chosen.go(id, level, level.seed, next, None);
    chosen.campaign = campaign;
}

#[cfg(test)]
mod tests {
    use super::next_scenario;
    use crate::data::{ContentDirs, load_content};
    use crate::rules::core::preset::Presets;
    use crate::screens::Chosen;

    #[test]
    fn after_a_win_next_is_the_campaigns_next_or_the_lists_next_of_the_same_rule_system() {
        // Issue 40, item 2: after a win, "Next".
        let (catalog, problems) = load_content(&ContentDirs::default());
        assert!(problems.is_empty(), "{problems:?}");
        let mut app = crate::headless::app(catalog.clone());
        let presets = app.world_mut().resource::<Presets>().clone();
        let from_list = Chosen::default();
        let next = |level: &str, chosen: &Chosen| next_scenario(level, chosen, &catalog, &presets);
        assert_eq!(
            next("duel_01_first_spark", &from_list).as_deref(),
            catalog
                .levels
                .keys()
                .filter(|id| id.starts_with("duel_"))
                .nth(1)
                .map(String::as_str)
        );
        let last_duel = catalog.levels.keys().rfind(|id| id.starts_with("duel_"));
        assert_eq!(
            next(last_duel.expect("a duel"), &from_list),
            None,
            "the last of its system"
        );
        let (campaign, c) = catalog.campaigns.iter().next().expect("a campaign");
        let from_campaign = Chosen {
            campaign: Some(campaign.clone()),
            ..Chosen::default()
        };
        assert_eq!(
            next(&c.scenarios[0].level, &from_campaign),
            Some(c.scenarios[1].level.clone())
        );
        let last = &c.scenarios[c.scenarios.len() - 1].level;
        assert_eq!(next(last, &from_campaign), None);
    }
}
