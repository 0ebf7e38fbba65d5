//! Handing one of the player's fighters to its plans and taking it back (H, or the buttons over
//! the battlefield). What the window asks goes through the answer face's ledger
//! (`super::ask::deliver`): at once while the battle waits, else just before the next question.

use super::super::Screen;
use super::super::input::{Actions, BattleAction};
use super::super::style::{self, MUTED, TEXT};
use super::ask::Asking;
use super::model::{FighterView, find};
use crate::data::lang::{t, tf};
use crate::rules::core::battle::Battle;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<super::ask::Inbox>();
    app.init_resource::<super::ask::ShownAsk>();
    app.add_systems(
        Update,
        (hand_key, super::ask::deliver)
            .chain()
            .before(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// H hands the fighter asked to its plans — the one whose question is on screen, even when
/// another question came in between the key and the frame; with nothing asked, it takes back
/// every fighter handed over.
pub(super) fn hand_key(keys: Actions<BattleAction>, mut asking: Asking) {
    if !keys.just(BattleAction::Hand) || asking.autopilot.0 {
        return;
    }
    let asked = asking.waiting().map(|(actor, _)| actor);
    match asking.shown().or(asked) {
        Some(actor) => asking.hand_over(actor, true),
        None => {
            for e in asking.handed() {
                asking.hand_over(e, false);
            }
        }
    }
}

/// The player's fighters their plans play for, each with a button to take it back.
pub(super) fn handed_row(ui: &mut egui::Ui, asking: &mut Asking, fighters: &[FighterView]) {
    let handed = asking.handed();
    if handed.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t("Plans play:")).size(pt(13.0)).color(MUTED));
        for e in handed {
            let name = find(fighters, e).map_or_else(String::new, |f| f.name.clone());
            let text = RichText::new(tf("{0}  - take back", &[&name]))
                .size(pt(13.0))
                .color(TEXT);
            let button = egui::Button::new(text)
                .fill(style::RAISED)
                .stroke(Stroke::new(1.0, MUTED))
                .corner_radius(4);
            if ui.add(button).clicked() {
                asking.hand_over(e, false);
            }
        }
        style::key_hint(ui, "H", "take all back");
    });
}
