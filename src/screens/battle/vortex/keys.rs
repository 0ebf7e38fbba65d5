//! The keyboard on the Vortex screen: 1-9 pick an option (or toggle it, for a question that takes
//! several); on a question answered on the map, the arrows move the cursor over the squares and
//! Enter answers with the square under it (Shift+Enter: move there without playing); otherwise
//! the arrows move the focus along the options, Space toggles and Enter picks or confirms. Z (the
//! map layer's take-back) takes a move back while it may be.

use super::VortexUi;
use super::model::VortexView;
use super::{send, toggle};
use crate::rules::core::answers::Takes;
use crate::rules::core::battlefield::grid::GridPos;
use crate::screens::battle::ask::Asking;
use crate::screens::input::{Actions, MapAction};
use crate::screens::keys::QuestionAction as Q;
use bevy::prelude::*;

pub(super) fn keys(
    input: Res<ButtonInput<KeyCode>>,
    view: Res<VortexView>,
    mut ui: ResMut<VortexUi>,
    mut asking: Asking,
    mut bview: ResMut<crate::screens::battle::BattleView>,
    (actions, keys): (Actions<MapAction>, Actions<Q>),
) {
    if ui.intro.is_some() {
        if keys.just(Q::Confirm) || keys.just(Q::Toggle) {
            super::intro::close(&mut ui, &mut bview);
        }
        return;
    }
    let Some(a) = &view.asked else { return };
    if let Some(Ok(who)) = view.take_back
        && actions.just(MapAction::TakeBack)
    {
        asking.declare(who, crate::rules::vortex::undo::WORDS.into());
        return;
    }
    if ui.question != a.open.number {
        ui.question = a.open.number;
        ui.focus = 0;
        ui.picks.clear();
        ui.cursor = None;
        ui.lane_card = None;
    }
    if let Some(grid) = &a.lanes {
        lane_keys(&keys, grid, &view, &mut ui, &mut asking);
        return;
    }
    // (Questions asked at once, both heroes' patterns say, stay answered until all are in:
    // the next open one is answered as it comes.)
    let len = a.open.options.len();
    let one = a.open.takes == Takes::One;
    if let Some(i) = keys.picked()
        && i < len
    {
        ui.focus = i;
        if one {
            send(&view, &mut ui, &mut asking, vec![i]);
        } else {
            toggle(&mut ui, i);
        }
        return;
    }
    let shift = input.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if !a.squares.is_empty() {
        // The cursor starts on the suggested square (the fighter's own plans' pick).
        let suggested = a.suggested_square();
        let start = ui
            .cursor
            .unwrap_or_else(|| suggested.map_or(a.squares[0].at, |s| s.at));
        if let Some(moved) =
            crate::screens::battle::map::arrows(&actions, start, view.width, view.depth)
        {
            ui.cursor = Some(moved);
            ui.hovered = None;
        }
        if actions.just(MapAction::Act) {
            let option = match (ui.cursor, suggested) {
                // Enter before any arrow: the suggested answer itself.
                (None, Some(s)) if !shift => Some(s.option),
                _ => square_option(&view, ui.cursor.unwrap_or(start), !shift),
            };
            if let Some(option) = option {
                send(&view, &mut ui, &mut asking, vec![option]);
            }
        }
        return;
    }
    if len == 0 {
        return;
    }
    let forward = keys.just(Q::Next);
    let back = keys.just(Q::Previous);
    if forward {
        ui.focus = (ui.focus + 1) % len;
    }
    if back {
        ui.focus = (ui.focus + len - 1) % len;
    }
    if keys.just(Q::Toggle) && !one {
        let f = ui.focus;
        toggle(&mut ui, f);
    }
    if keys.just(Q::Confirm) {
        let picks = if one {
            vec![ui.focus.min(len - 1)]
        } else {
            ui.picks.clone()
        };
        send(&view, &mut ui, &mut asking, picks);
    }
}

/// A lane question in two steps: 1-9 (or the arrows and Enter) pick the card, then its lane
/// (by its number);
/// Backspace goes back to the card. The option that sets no lane card comes after the cards.
fn lane_keys(
    keys: &Actions<Q>,
    grid: &super::model::LaneGrid,
    view: &VortexView,
    ui: &mut VortexUi,
    asking: &mut Asking,
) {
    let digit = keys.picked();
    let forward = keys.just(Q::Next);
    let back = keys.just(Q::Previous);
    let enter = keys.just(Q::Confirm);
    match ui.lane_card {
        None => {
            let len = grid.cards.len() + usize::from(grid.skip.is_some());
            let picked = digit.filter(|i| *i < len).or(enter.then_some(ui.focus));
            if forward {
                ui.focus = (ui.focus + 1) % len.max(1);
            }
            if back {
                ui.focus = (ui.focus + len.max(1) - 1) % len.max(1);
            }
            match picked {
                Some(i) if i < grid.cards.len() => {
                    ui.lane_card = Some(i);
                    ui.focus = 0;
                }
                Some(_) => {
                    if let Some((skip, _)) = &grid.skip {
                        send(view, ui, asking, vec![*skip]);
                    }
                }
                None => {}
            }
        }
        Some(card) => {
            if keys.just(Q::Clear) {
                ui.focus = card;
                ui.lane_card = None;
                return;
            }
            let len = grid.lanes.len().max(1);
            if forward {
                ui.focus = (ui.focus + 1) % len;
            }
            if back {
                ui.focus = (ui.focus + len - 1) % len;
            }
            // A lane's digit is its number (lane n is zone n), whichever lanes are on the map.
            let by_number =
                digit.and_then(|d| grid.lanes.iter().position(|l| usize::from(*l) == d + 1));
            let k = by_number.or(enter.then_some(ui.focus));
            if let Some(option) = k.and_then(|k| grid.option(card, k)) {
                ui.lane_card = None;
                send(view, ui, asking, vec![option]);
            }
        }
    }
}

/// The option a square answers: playing the readied card from it when it can be (and `play`),
/// else moving there or placing there.
pub(super) fn square_option(view: &VortexView, at: GridPos, play: bool) -> Option<usize> {
    let a = view.asked.as_ref()?;
    let here: Vec<_> = a.squares.iter().filter(|s| s.at == at).collect();
    here.iter()
        .find(|s| s.play == play)
        .or_else(|| here.first())
        .map(|s| s.option)
}
