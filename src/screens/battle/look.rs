//! The look-over in battle (L): every fighter as it stands now — card, deck with faces turned
//! down, statuses, servants — and the field, in the same panel as before the battle.

use super::super::look::{ExtrasSeen, LookFace, LookFighter, LookOver, LookTeam, MapSheet};
use super::model::FighterView;
use super::sheet::{HandParams, square_of};
use super::sheet_lines::sheet_lines;
use crate::data::lang::{t, tf};
use crate::data::plan::words as plan_words;
use crate::data::{Catalog, Control};
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::fighter::FighterKind;

/// The battle's fighters, team by team in the order of play, with the field and terrain.
pub(super) fn of_battle(
    fighters: &[FighterView],
    battle: &Battle,
    catalog: &Catalog,
    field: Option<&FieldState>,
    sheets: &HandParams,
) -> LookOver {
    let teams = battle
        .teams
        .iter()
        .enumerate()
        .map(|(t, info)| LookTeam {
            name: info.name.clone(),
            control: info.control,
            fighters: fighters
                .iter()
                .filter(|f| f.team == t)
                .map(|f| LookFighter {
                    map: map_sheet(sheets, f),
                    ..fighter(f, info.control, catalog)
                })
                .collect(),
        })
        .collect();
    let out = |f: &crate::rules::core::cards::field::FieldOut| {
        (
            crate::data::lang::shown(&f.card.name).into_owned(),
            crate::data::lang::said(&f.card.text).into_owned(),
        )
    };
    LookOver {
        teams,
        field: field.and_then(|s| s.current.as_ref()).map(out),
        terrain: field
            .map(|s| s.terrain.iter().map(out).collect())
            .unwrap_or_default(),
    }
}

/// A map fighter's square and sheet (none: not on a map).
fn map_sheet(sheets: &HandParams, f: &FighterView) -> Option<MapSheet> {
    let lines = sheet_lines(sheets, f)?;
    Some(MapSheet {
        square: square_of(sheets, f.entity).map(|g| (g.x, g.y)),
        lines: lines
            .into_iter()
            .map(|l| (l.text, l.color, l.tip))
            .collect(),
    })
}

fn fighter(f: &FighterView, control: Control, catalog: &Catalog) -> LookFighter {
    let character = catalog.characters.get(&f.card_id);
    let token = catalog.tokens.get(&f.card_id);
    let deck: Vec<LookFace> = f
        .deck
        .iter()
        .map(|d| LookFace {
            name: crate::data::lang::content::shown(&d.card.name).into_owned(),
            cost: d.card.cost,
            text: crate::data::lang::said(&d.card.text).into_owned(),
            up: d.usable,
        })
        .collect();
    let kind = match (f.kind, &f.master) {
        (FighterKind::Servant, Some(m)) => tf("servant of {0}", &[m]),
        (FighterKind::Servant, None) => t("servant").into(),
        (FighterKind::IndependentToken, _) => t("independent token").into(),
        (FighterKind::Character, _) => t("character").into(),
    };
    let mut states: Vec<String> = f.tags.iter().map(|t| t.text.clone()).collect();
    if !f.servants.is_empty() {
        states.push(tf("servants: {0}", &[&f.servants.join(", ")]));
    }
    LookFighter {
        name: crate::data::lang::content::shown(&f.name).into_owned(),
        team: f.team,
        kind,
        line: f.line,
        hp: (f.hp.current, f.hp.start),
        ap: character.map(|c| (c.ap, deck.iter().map(|d| d.cost).sum())),
        threat: token.map(|t| t.threat),
        attributes: f.attributes.clone(),
        races: f.races.clone(),
        text: character
            .map(|c| crate::data::lang::said(&c.text).into_owned())
            .or(token.map(|t| crate::data::lang::said(&t.text).into_owned()))
            .unwrap_or_default(),
        deck,
        extras: if control == Control::Player {
            ExtrasSeen::Shown(f.extras.clone())
        } else {
            ExtrasSeen::Hidden(f.extras.len())
        },
        states,
        retired: f.retired,
        plans: f
            .plans
            .iter()
            .flat_map(|p| p.iter())
            .map(plan_words::plan)
            .collect(),
        map: None,
    }
}
