//! The choices before a Duel besides decks and lines (seed 000 <エクストラ・ルール>): which extra
//! cards each character takes into the battle (「…デッキとは別に所持して、バトルに臨んでもよい」)
//! and which of the scenario's persistent terrain the player agrees to (定常地形: every player
//! must agree). Each is kept with the saved decks and recorded in the replay's choices.

use super::super::Screen;
use super::super::style::{self, MUTED};
use super::{PrepTab, Preparation};
use crate::data::Catalog;
use crate::data::lang::t;
use crate::screens::input::Actions;
use crate::screens::keys::PrepAction;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use std::borrow::Cow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.run_if(in_state(Screen::Prepare)));
}

/// `taken` marked on `held` (each saved id takes one held copy), or every one when none is saved.
pub(super) fn mark(held: &[String], saved: Option<&Vec<String>>) -> Vec<(String, bool)> {
    let mut left: Vec<&String> =
        saved.map_or_else(|| held.iter().collect(), |s| s.iter().collect());
    held.iter()
        .map(|id| {
            let at = left.iter().position(|x| *x == id);
            if let Some(i) = at {
                left.remove(i);
            }
            (id.clone(), at.is_some())
        })
        .collect()
}

/// The ids marked taken, in order.
pub(super) fn taken(marked: &[(String, bool)]) -> Vec<String> {
    marked
        .iter()
        .filter(|(_, on)| *on)
        .map(|(id, _)| id.clone())
        .collect()
}

/// E on the deck tab takes all or none of the picked character's extra cards; T on the line
/// tab agrees to all or none of the persistent terrain.
fn keys(keys: Actions<PrepAction>, mut prep: ResMut<Preparation>) {
    let flip = |list: &mut Vec<(String, bool)>| {
        let all = list.iter().all(|(_, on)| *on);
        for (_, on) in list.iter_mut() {
            *on = !all;
        }
    };
    if prep.tab == PrepTab::Decks && keys.just(PrepAction::Extras) {
        let slot = prep.slot;
        if let Some(s) = prep.slots.get_mut(slot) {
            flip(&mut s.extras);
        }
    }
    if prep.tab == PrepTab::Lines && keys.just(PrepAction::Terrain) {
        flip(&mut prep.terrain);
    }
}

/// The picked character's extra cards, each a toggle: taken into the battle or left behind.
pub(super) fn extras_row(ui: &mut egui::Ui, prep: &mut Preparation, catalog: &Catalog) {
    let slot = prep.slot;
    let Some(s) = prep.slots.get_mut(slot) else {
        return;
    };
    let named = |id: &str| {
        catalog.extras.get(id).map(|x| {
            (
                crate::data::lang::shown(&x.name),
                crate::data::lang::said(&x.text),
            )
        })
    };
    ui.add_space(8.0);
    toggles(
        ui,
        &crate::screens::keys::keyed(t(
            "Extra cards it takes into the battle [{preparation:Extras}]:",
        )),
        &mut s.extras,
        named,
        (t("taken"), t("left behind")),
    );
}

/// The scenario's persistent terrain, each a toggle: played with, or declined.
pub(super) fn terrain_rows(ui: &mut egui::Ui, prep: &mut Preparation, catalog: &Catalog) {
    let named = |id: &str| {
        catalog.fields.get(id).map(|f| {
            (
                crate::data::lang::shown(&f.name),
                crate::data::lang::said(&f.text),
            )
        })
    };
    ui.add_space(6.0);
    toggles(
        ui,
        &crate::screens::keys::keyed(t(
            "Persistent terrain stays for the whole battle only if every player agrees \
             [{preparation:Terrain}]:",
        )),
        &mut prep.terrain,
        named,
        (t("play with"), t("declined")),
    );
    ui.add_space(8.0);
}

/// A heading and a row of toggles, one for each of `list` (its name and hover text by
/// `named`, then `words`' first when on, second when off); nothing when the list is empty.
fn toggles<'c>(
    ui: &mut egui::Ui,
    heading: &str,
    list: &mut [(String, bool)],
    named: impl Fn(&str) -> Option<(Cow<'c, str>, Cow<'c, str>)>,
    words: (&str, &str),
) {
    if list.is_empty() {
        return;
    }
    ui.label(RichText::new(heading).size(pt(14.5)).color(MUTED));
    ui.horizontal_wrapped(|ui| {
        for (id, on) in list.iter_mut() {
            let (name, hover) =
                named(id).unwrap_or_else(|| (Cow::Owned(id.to_string()), Cow::Borrowed("")));
            let word = if *on { words.0 } else { words.1 };
            let text = RichText::new(format!("{name}: {word}")).size(pt(15.0));
            if ui
                .add(style::toggle_button(text, *on))
                .on_hover_text(hover)
                .clicked()
            {
                *on = !*on;
            }
        }
    });
}
