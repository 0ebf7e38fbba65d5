//! Fixtures for the Skirmish preset's tests: characters with combat sheets on small maps, and
//! stacked hands and decks so that every check and open is known.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::rules::core::fighter::ActionCounter;
use vortex_tactics::rules::skirmish::cards::{CardTable, Pile, PlayingCard, holder_of};

/// A sheet with level 2 in every skill, a blade (power 3) and a bow (power 2, 20 m).
pub const PLAIN: &str = "(speed: 10, move_metres: 10, mp: 10, skills: (melee: 2, ranged: 2, athletics: 2, endurance: 2, will: 2, intellect: 2), weapons: [(name: \"Blade\", kind: Melee, power: 3), (name: \"Bow\", kind: Ranged, power: 2, range: 20)])";

/// The real content plus characters `s_a`..`s_f` (HP 30, named `A`..`F`) with the plain sheet,
/// and `extra` more `(id, sheet)` characters named after their id.
pub fn sheets(extra: &[(&str, &str)]) -> Catalog {
    let mut c = real_catalog();
    for (id, name) in [
        ("s_a", "A"),
        ("s_b", "B"),
        ("s_c", "C"),
        ("s_d", "D"),
        ("s_e", "E"),
        ("s_f", "F"),
    ] {
        let ron = format!("(name: \"{name}\", hp: 30, ap: 10, sheet: Some({PLAIN}))");
        add(&mut c.characters, id, &ron);
    }
    for (id, sheet) in extra {
        let ron = format!("(name: \"{id}\", hp: 30, ap: 10, sheet: Some({sheet}))");
        add(&mut c.characters, id, &ron);
    }
    c
}

/// A Skirmish battle on a map: team Left (`left_control`) and team Right (plans), members as
/// `(id, "(x, y)")`. Rows, legend and heights are written as in a level file.
pub fn skirmish(
    c: Catalog,
    rows: &[&str],
    legend: &str,
    heights: &[&str],
    left_control: &str,
    a: &[(&str, &str)],
    b: &[(&str, &str)],
) -> App {
    let last = rows.len() as u32 - 1;
    let map = MapText {
        rows,
        legend,
        heights,
        left_rows: [last; 3],
    };
    let ron = map_level("Skirmish", &map, (left_control, a), ("Plans", b));
    let mut c = c;
    add(&mut c.levels, "t_skirmish", &ron);
    battle(c, "t_skirmish", 1)
}

/// An open 5×5 map at level 0 with `a` (Left, plans) and `b` (Right) on the given squares.
pub fn open_field(extra: &[(&str, &str)], a: &[(&str, &str)], b: &[(&str, &str)]) -> App {
    let rows = [".....", ".....", ".....", ".....", "....."];
    let heights = ["0 0 0 0 0"; 5];
    skirmish(sheets(extra), &rows, "", &heights, "Plans", a, b)
}

/// A 5×3 open field at level 0 where the player answers (no autopilot): team Left (the
/// player's) `a` against team Right (plans) `b`, members as `(id, "(x, y)")`.
pub fn player_field(a: &[(&str, &str)], b: &[(&str, &str)]) -> App {
    let mut app = skirmish(
        sheets(&[]),
        &["....."; 3],
        "",
        &["0 0 0 0 0"; 3],
        "Player",
        a,
        b,
    );
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::decisions::Autopilot>()
        .0 = false;
    app
}

/// The spade of a rank (1 = ace … 13 = king).
pub fn spade(rank: u8) -> PlayingCard {
    PlayingCard(rank - 1)
}

/// The deck, discard pile and hand `who` draws from.
fn pile(app: &mut App, who: Entity) -> Mut<'_, Pile> {
    let h = holder_of(app.world(), who);
    let table = app.world_mut().resource_mut::<CardTable>();
    Mut::map_unchanged(table, |t| {
        t.piles.iter_mut().find(|p| p.holder == h).expect("a pile")
    })
}

/// Replaces the hand `who` draws from with spades of these ranks.
pub fn set_hand(app: &mut App, who: Entity, ranks: &[u8]) {
    pile(app, who).hand = ranks.iter().map(|r| spade(*r)).collect();
}

/// Puts spades of these ranks on top of the deck of `who`'s holder, the first opened first.
pub fn stack_deck(app: &mut App, who: Entity, ranks: &[u8]) {
    let mut pile = pile(app, who);
    for r in ranks.iter().rev() {
        pile.deck.push(spade(*r));
    }
}

/// The hand of `who`'s holder, as ranks.
pub fn hand_ranks(app: &App, who: Entity) -> Vec<i32> {
    let h = holder_of(app.world(), who);
    app.world()
        .resource::<CardTable>()
        .pile(h)
        .map(|p| p.hand.iter().map(|c| c.rank()).collect())
        .unwrap_or_default()
}

/// A fighter's AC.
pub fn ac(app: &App, e: Entity) -> i32 {
    app.world().get::<ActionCounter>(e).expect("ac").0
}

/// Sets a fighter's AC.
pub fn set_ac(app: &mut App, e: Entity, value: i32) {
    app.world_mut().get_mut::<ActionCounter>(e).expect("ac").0 = value;
}
