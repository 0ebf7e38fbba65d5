//! The Showdown deck builder: adding keeps the seed's limits, the check names what is still
//! wrong, and playing puts the deck in the player's place (2.ゲームをプレイする前に用意するもの).

use super::{DeckBuilder, fight};
use crate::data::showdown::draft;
use crate::data::{ContentDirs, load_content};
use crate::screens::builder_bar::Drafting;
use crate::screens::{Chosen, Screen};
use bevy::prelude::*;

#[test]
fn the_builder_keeps_the_limits_and_plays_with_the_deck_built() {
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    let level = catalog.levels["showdown_01_first_open"].clone();
    let mut b = DeckBuilder {
        level_id: "showdown_01_first_open".into(),
        level: (*level).clone(),
        team: 0,
        ..Default::default()
    };
    b.reset(&catalog);
    let deck = catalog.show_decks["emberwing_vanguard"].cards.len();
    assert_eq!(b.draft.len(), deck, "the scenario's deck");
    assert!(b.problems(&catalog).is_empty());
    // A fifth Kiln Brute is refused; a card of another name is fine.
    assert!(!draft::add(&catalog.show_cards, &mut b.draft, "kiln_brute"));
    assert!(draft::add(
        &catalog.show_cards,
        &mut b.draft,
        "reef_skitter"
    ));
    assert_eq!(b.draft.len(), deck + 1);
    draft::remove(&mut b.draft, "reef_skitter");
    while b.draft.len() > 38 {
        let first = b.draft[0].clone();
        draft::remove(&mut b.draft, &first);
    }
    assert_eq!(b.draft.len(), 38);
    assert!(
        b.problems(&catalog)[0].contains("40 to 80 cards, not 38"),
        "{:?}",
        b.problems(&catalog)
    );
    let mut chosen = Chosen::default();
    let mut next = NextState::<Screen>::default();
    fight(&mut b, &catalog, &mut chosen, &mut next);
    assert!(chosen.prepared.is_none(), "refused: too few cards");
    assert!(b.message.as_ref().is_some_and(|(_, bad)| *bad));
    for id in ["reef_skitter", "reef_skitter"] {
        assert!(draft::add(&catalog.show_cards, &mut b.draft, id));
    }
    b.dir = None;
    fight(&mut b, &catalog, &mut chosen, &mut next);
    let prepared = chosen.prepared.clone().expect("the game starts");
    assert_eq!(prepared.teams[0].members[0].deck.as_ref(), Some(&b.draft));
}
