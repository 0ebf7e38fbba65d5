//! The deck tab (seed 000, <デッキ（行動表）構築>): the character card, its six faces in cost
//! order with AP used and left, and every action card — the ones it may use, and the others
//! greyed with the rule that bars them. Each refusal is named. The columns are drawn in
//! `deck_columns`.

use super::super::Screen;
use super::super::style::{GOLD, LINE, MUTED, TEXT};
use super::deck_columns::{character_card, deck_column, pool_column};
use super::{PrepTab, Preparation};
use crate::data::deck::DECK_SIZE;
use crate::data::deck_draft::pool_for;
use crate::data::lang::{t, tf};
use crate::data::{Catalog, CharacterCard};
use crate::screens::input::Actions;
use crate::screens::keys::PrepAction;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};

/// The tab's keys, for the hint bar.
pub(super) const HINTS: [(&str, &str); 10] = [
    ("preparation:Up/preparation:Down", "card"),
    ("preparation:Add", "put in"),
    ("preparation:Left/preparation:Right", "face"),
    ("preparation:Remove", "take out"),
    ("preparation:Earlier/preparation:Later", "swap equal costs"),
    ("preparation:Reset", "scenario's deck"),
    ("preparation:Extras", "extra cards"),
    ("preparation:NextFighter", "next fighter"),
    (
        "preparation:DeckTab/preparation:LinesTab/preparation:LookTab",
        "tabs",
    ),
    ("preparation:Fight", "fight"),
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.run_if(
            in_state(Screen::Prepare).and_then(|p: Res<Preparation>| p.tab == PrepTab::Decks),
        ),
    );
}

/// What a key or click asks of the deck.
pub(super) enum Edit {
    Add(String),
    Remove(usize),
    Shift(usize, bool),
    Reset,
}

fn keys(keys: Actions<PrepAction>, catalog: Res<Catalog>, mut prep: ResMut<Preparation>) {
    let Some(ch) = prep.slots.get(prep.slot).and_then(|s| s.character.clone()) else {
        return;
    };
    // The list holds every card (the barred ones last).
    let n = catalog.cards.len().max(1);
    if keys.just(PrepAction::Down) {
        prep.pool_row = (prep.pool_row + 1) % n;
        prep.follow = true;
    }
    if keys.just(PrepAction::Up) {
        prep.pool_row = (prep.pool_row + n - 1) % n;
        prep.follow = true;
    }
    if keys.just(PrepAction::Right) {
        prep.face = (prep.face + 1) % DECK_SIZE;
    }
    if keys.just(PrepAction::Left) {
        prep.face = (prep.face + DECK_SIZE - 1) % DECK_SIZE;
    }
    let face = prep.face;
    let edit = if keys.just(PrepAction::Add) {
        let pool = pool_for(&ch, &catalog.cards);
        pool.get(prep.pool_row).map(|c| Edit::Add(c.id.clone()))
    } else if keys.just(PrepAction::Remove) {
        Some(Edit::Remove(face))
    } else if keys.just(PrepAction::Earlier) {
        Some(Edit::Shift(face, false))
    } else if keys.just(PrepAction::Later) {
        Some(Edit::Shift(face, true))
    } else if keys.just(PrepAction::Reset) {
        Some(Edit::Reset)
    } else {
        None
    };
    if let Some(edit) = edit {
        apply(&mut prep, &ch, &catalog, edit);
    }
}

/// Makes one edit to the picked fighter's deck and says what happened or why it was refused.
pub(super) fn apply(prep: &mut Preparation, ch: &CharacterCard, catalog: &Catalog, edit: Edit) {
    let Some(slot) = prep.slots.get_mut(prep.slot) else {
        return;
    };
    let pool = &catalog.cards;
    let name = |id: &str| {
        pool.get(id).map_or(id.to_string(), |c| {
            crate::data::lang::shown(&c.name).into_owned()
        })
    };
    let (message, face) = match edit {
        Edit::Add(id) => match slot.draft.add(&id, ch, pool) {
            Ok(at) => {
                let over = slot.draft.over_budget(ch, pool);
                let said = if over > 0 {
                    tf(
                        "{0} goes on face {1}; the deck is now {2} over AP: take a card out or \
                         put in one of negative cost before the battle.",
                        &[&name(&id), &(at + 1), &over],
                    )
                } else {
                    tf("{0} goes on face {1}.", &[&name(&id), &(at + 1)])
                };
                ((said, over > 0), Some(at))
            }
            Err(e) => (
                (
                    tf(
                        "{0} cannot go in: {1}.",
                        &[&name(&id), &super::said::deck_error(&e)],
                    ),
                    true,
                ),
                None,
            ),
        },
        Edit::Remove(at) => match slot.draft.remove(at) {
            Some(id) => (
                (
                    tf("{0} taken out of face {1}.", &[&name(&id), &(at + 1)]),
                    false,
                ),
                Some(at),
            ),
            None => ((tf("Face {0} is empty.", &[&(at + 1)]), true), None),
        },
        Edit::Shift(at, later) => match slot.draft.shift(at, later, pool) {
            Ok(to) => ((tf("Moved to face {0}.", &[&(to + 1)]), false), Some(to)),
            Err(e) => (
                (tf("Refused: {0}.", &[&super::said::deck_error(&e)]), true),
                None,
            ),
        },
        Edit::Reset => {
            slot.draft.ids = slot.default_deck.clone();
            let said = tf(
                "{0}'s deck is the scenario's again.",
                &[&crate::data::lang::shown(&slot.name)],
            );
            ((said, false), Some(0))
        }
    };
    if let Some(face) = face {
        prep.face = face.min(DECK_SIZE - 1);
    }
    prep.message = Some(message);
    prep.message_tab = PrepTab::Decks;
}

/// The tab: the fighters, the character card, the deck, and the pool of cards.
pub(super) fn tab(ui: &mut egui::Ui, prep: &mut Preparation, catalog: &Catalog) {
    let builders: Vec<usize> = (0..prep.slots.len())
        .filter(|i| prep.slots[*i].character.is_some())
        .collect();
    if !builders.contains(&prep.slot) {
        prep.slot = builders.first().copied().unwrap_or(0);
    }
    let Some(ch) = prep.slots.get(prep.slot).and_then(|s| s.character.clone()) else {
        ui.label(RichText::new(t("No character of yours has a deck to build here.")).color(MUTED));
        return;
    };
    if builders.len() > 1 {
        ui.horizontal(|ui| {
            for i in builders {
                let on = i == prep.slot;
                let text = RichText::new(crate::data::lang::shown(&prep.slots[i].name))
                    .color(if on { GOLD } else { TEXT });
                if ui
                    .add(
                        egui::Button::new(text)
                            .stroke(Stroke::new(1.0, if on { GOLD } else { LINE })),
                    )
                    .clicked()
                {
                    prep.slot = i;
                }
            }
        });
    }
    let pool = pool_for(&ch, &catalog.cards);
    prep.pool_row = prep.pool_row.min(pool.len().saturating_sub(1));
    let follow = std::mem::take(&mut prep.follow);
    let mut edit = None;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(300.0);
            character_card(ui, &ch, catalog, prep.vortex);
            super::choices::extras_row(ui, prep, catalog);
        });
        ui.add_space(12.0);
        ui.vertical(|ui| {
            ui.set_width(400.0);
            deck_column(ui, prep, &ch, catalog, &mut edit);
        });
        ui.add_space(12.0);
        ui.vertical(|ui| pool_column(ui, prep, (&pool, follow), &ch, catalog, &mut edit));
    });
    if let Some(edit) = edit {
        apply(prep, &ch, catalog, edit);
    }
}
