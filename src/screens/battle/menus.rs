//! The prompt bar's menus: the answers that share one button rather than having one each — an
//! ally's cards (連携), the equipment actions, the dodges and guards that would fail, the cards
//! that would fall.

use super::ask::{Choice, Request};
use crate::data::lang::{t, tf};
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::ask::Choice as SkirmishChoice;
use bevy::prelude::*;

/// The answers kept in a menu button rather than a button each — an ally's cards (連携), the
/// equipment actions — by menu, in order.
pub(super) fn menus(
    request: &Request,
    name: impl Fn(Entity) -> String,
    teams: &[String],
) -> Vec<(String, Vec<(String, Choice)>)> {
    let mut out: Vec<(String, Vec<(String, Choice)>)> = Vec::new();
    for (label, c) in super::prompt::every_option(request, &name, teams) {
        let Some(menu) = menu_of(&label, &c, &name) else {
            continue;
        };
        match out.iter_mut().find(|(m, _)| *m == menu) {
            Some((_, items)) => items.push((label, c)),
            None => out.push((menu, vec![(label, c)])),
        }
    }
    out
}

/// The menu an answer (labelled `label`) goes in, if any: an ally's cards, the equipment, the
/// dodges and guards that would fail.
pub(super) fn menu_of(label: &str, c: &Choice, name: impl Fn(Entity) -> String) -> Option<String> {
    use crate::rules::skirmish::check::CardPick;
    use crate::rules::skirmish::defence::{self, Defence};
    let Choice::Skirmish(c) = c else {
        return None;
    };
    match c {
        SkirmishChoice::Defend(Defence::Dodge(_)) if label.contains(defence::FAILS) => {
            Some(t("Dodge anyway (fails)").into())
        }
        SkirmishChoice::Defend(Defence::Guard(_)) if label.contains(defence::FAILS) => {
            Some(t("Guard anyway (fails)").into())
        }
        SkirmishChoice::Card(CardPick::Hand(_))
            if label.ends_with(crate::rules::skirmish::fall::FALLS) =>
        {
            Some(t("Play a card that falls").into())
        }
        SkirmishChoice::Defend(Defence::Helped { ally, .. } | Defence::Take { ally, .. })
        | SkirmishChoice::Card(CardPick::Ally { ally, .. } | CardPick::Take { ally, .. }) => {
            Some(tf("{0}'s cards (AC 2)", &[&name(*ally)]))
        }
        SkirmishChoice::Tactical(
            TacticalAction::Equip(_)
            | TacticalAction::Unequip { .. }
            | TacticalAction::Swap { .. }
            | TacticalAction::Give { .. },
        ) => Some(t("Equipment").into()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::skirmish::ask::Request as SkirmishRequest;
    use crate::rules::skirmish::check::CardPick;
    use crate::rules::skirmish::defence::Defence;
    use crate::rules::skirmish::gear::Item;

    fn name(_: Entity) -> String {
        "Garron Deepstone".into()
    }

    /// Issue 15: the equipment actions are offered in one menu, the turn's other buttons kept.
    #[test]
    fn the_equipment_goes_in_one_menu() {
        let who = Entity::PLACEHOLDER;
        let options = vec![
            TacticalAction::Equip(0),
            TacticalAction::Give {
                to: who,
                item: Item::Worn(0),
            },
            TacticalAction::Wait,
        ];
        let labels = vec![
            (options[0], "Equip Bow (aux)".to_string()),
            (
                options[1],
                "Hand Blade to Garron Deepstone (main)".to_string(),
            ),
        ];
        let request = Request::Skirmish(SkirmishRequest::Tactical {
            who,
            options,
            labels,
        });
        let menus = menus(&request, name, &[]);
        assert_eq!(menus.len(), 1);
        assert_eq!(menus[0].0, "Equipment");
        let items: Vec<&str> = menus[0].1.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(
            items,
            ["Equip Bow (aux)", "Hand Blade to Garron Deepstone (main)"]
        );
        let buttons = super::super::prompt::options(&request, name, &[]);
        assert_eq!(buttons.len(), 1, "Wait keeps its button (and key 1)");
    }

    /// An ally's cards for a dodge go in that ally's menu; the failing own cards in theirs.
    #[test]
    fn an_allys_cards_and_the_failing_answers_go_in_menus() {
        let who = Entity::PLACEHOLDER;
        let helped = Defence::Helped {
            ally: who,
            card: 0,
            guard: false,
        };
        let options = vec![
            (Defence::Dodge(0), "Dodge with 9♠ (17)".to_string()),
            (Defence::Dodge(1), "Dodge with 2♠ (10, fails)".to_string()),
            (
                helped,
                "Dodge with Garron Deepstone's K♣ (21; AC 2 for Garron Deepstone)".to_string(),
            ),
            (Defence::Nothing, "Take the hit".to_string()),
            (
                Defence::Take { ally: who, card: 0 },
                "Keep Garron Deepstone's K♣ in hand (AC 2 for them), then answer".to_string(),
            ),
        ];
        let request = Request::Skirmish(SkirmishRequest::Defend {
            who,
            label: String::new(),
            options,
        });
        let all = menus(&request, name, &[]);
        let titles: Vec<&str> = all.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(
            titles,
            ["Dodge anyway (fails)", "Garron Deepstone's cards (AC 2)"]
        );
        assert_eq!(all[1].1.len(), 2, "to play at once, and to keep (▼連携)");
        let buttons = super::super::prompt::options(&request, name, &[]);
        assert_eq!(buttons.len(), 2, "the 9 and taking the hit: {buttons:?}");
        let fall = Request::Skirmish(SkirmishRequest::Fall {
            who,
            label: String::new(),
            options: vec![(
                CardPick::Ally { ally: who, card: 1 },
                "Garron's 5♦ (13, falls)".into(),
            )],
        });
        assert_eq!(
            menus(&fall, name, &[])[0].0,
            "Garron Deepstone's cards (AC 2)"
        );
    }
}
