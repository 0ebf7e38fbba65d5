//! A lane question in two steps on the question bar: the card first (the hand's, then the R
//! cards of the charge zone, then setting none where the rules allow it), then the lane it is
//! set in — never the cards × lanes list the answer face gives.

use super::VortexUi;
use super::model::{LaneGrid, VortexView};
use super::send;
use crate::data::lang::{t, tf};
use crate::screens::battle::ask::Asking;
use crate::screens::style::pt;
use crate::screens::style::{self, GOLD, LINE, MUTED, TEXT};
use bevy_egui::egui::{self, RichText, Stroke};

/// The hint beside the question's words.
pub(super) fn hint(state: &VortexUi) -> String {
    match state.lane_card {
        None => t("1-9: the card to set (then its lane)").into(),
        Some(_) => {
            crate::screens::keys::keyed(t("1-9: its lane  ·  {question:Clear}: another card"))
        }
    }
}

/// One button of the rows, lit under the keyboard's focus.
fn button(ui: &mut egui::Ui, label: String, focus: bool, picked: bool) -> egui::Response {
    let text = RichText::new(label).size(pt(13.5)).color(TEXT);
    let stroke = match focus {
        true => Stroke::new(2.0, GOLD),
        false => Stroke::new(1.0, LINE),
    };
    ui.add(style::toggle_button(text, picked).stroke(stroke))
}

/// The cards row, and the lanes row once a card is picked.
pub(super) fn rows(
    ui: &mut egui::Ui,
    grid: &LaneGrid,
    view: &VortexView,
    state: &mut VortexUi,
    asking: &mut Asking,
) {
    let choosing_card = state.lane_card.is_none();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t("Card:")).size(pt(13.0)).color(MUTED));
        for (i, c) in grid.cards.iter().enumerate() {
            let focus = choosing_card && state.focus == i;
            if button(
                ui,
                format!("{}  {c}", i + 1),
                focus,
                state.lane_card == Some(i),
            )
            .clicked()
            {
                state.lane_card = Some(i);
                state.focus = 0;
            }
        }
        if let Some((option, words)) = &grid.skip {
            let n = grid.cards.len();
            let focus = choosing_card && state.focus == n;
            if button(ui, format!("{}  {words}", n + 1), focus, false).clicked() {
                send(view, state, asking, vec![*option]);
            }
        }
    });
    let Some(card) = state.lane_card else { return };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t("Lane:")).size(pt(13.0)).color(MUTED));
        for (k, lane) in grid.lanes.iter().enumerate() {
            let name = grid.cards.get(card).map_or("", String::as_str);
            let label = tf("{0}  {1} in lane {0}", &[lane, &name]);
            let b = button(ui, label, state.focus == k, false);
            // Pointing at a lane outlines its zone on the map, as the keyboard's focus does.
            if b.hovered() {
                state.focus = k;
            }
            if b.clicked()
                && let Some(option) = grid.option(card, k)
            {
                state.lane_card = None;
                send(view, state, asking, vec![option]);
            }
        }
    });
}
