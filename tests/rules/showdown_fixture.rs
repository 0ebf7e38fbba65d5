//! Fixtures for the Showdown's tests (seed 004): small W cards of every kind and family, a
//! 40-card deck of them, and a game where both sides are the player's, so every choice is made
//! by the test; tables are laid out card by card before a turn runs.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
pub use vortex_tactics::data::showdown::Window;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::showdown::ask::{Choice, Decisions, PayCard, Request};
pub use vortex_tactics::rules::showdown::effects::Moment;
use vortex_tactics::rules::showdown::sides::Sides;
use vortex_tactics::rules::showdown::table::{Charged, Table};

/// Fixture cards: `(id, RON body after the name)`.
const CARDS: &[(&str, &str)] = &[
    ("m0", "kind: Monster, power: 2"),
    ("m0b", "kind: Monster, power: 1"),
    ("m1", "kind: Monster, cost: 1, power: 3"),
    ("m2", "kind: Monster, cost: 2, power: 5"),
    ("m3", "kind: Monster, cost: 3, power: 7"),
    ("e1", "kind: Equip, cost: 1, power: 2"),
    ("e0", "kind: Equip, power: 1"),
    (
        "j1",
        "kind: Jail, cost: 1, power: -2, upkeep: Some((cost: 1, timing: TurnEnd))",
    ),
    (
        "i1",
        "kind: Invoke, cost: 1, power: 1, upkeep: Some((cost: 1, timing: TurnEnd))",
    ),
    ("r0", "kind: Recycle"),
    ("s0", "kind: Smash"),
    ("h0", "kind: Hand"),
    ("dm2", "kind: Monster, family: Destroyer, cost: 2, power: 6"),
    ("cm2", "kind: Monster, family: Creator, cost: 2, power: 6"),
    ("cm1", "kind: Monster, family: Creator, cost: 1, power: 4"),
    (
        "pm",
        "kind: Monster, family: Progre, named: [\"m0\"], power: 8",
    ),
    (
        "rd",
        "kind: Recycle, effects: [(timing: At(AfterDraw), does: [Draw(1)])]",
    ),
    (
        "sb",
        "kind: Smash, effects: [(timing: BeforeBattle, cost: 1, does: [Power(whose: Own, zones: Battle, by: 3)])]",
    ),
    (
        "hw",
        "kind: Hand, effects: [(timing: BeforeBattle, does: [Power(whose: Foe, zones: Battle, by: -3)])]",
    ),
    (
        "so",
        "kind: Smash, effects: [(timing: At(AfterDraw), does: [Draw(1)]), (timing: WhenOffset, does: [Draw(2)])]",
    ),
    (
        "ho",
        "kind: Hand, effects: [(timing: Offset, does: [Draw(1)])]",
    ),
    (
        "ms",
        "kind: Monster, power: 2, effects: [(timing: OnSummon, does: [Draw(1)])]",
    ),
    (
        "ma",
        "kind: Monster, power: 3, effects: [(timing: AfterBattle, does: [Draw(1)])]",
    ),
    (
        "mj",
        "kind: Monster, power: 2, effects: [(timing: JustBeforeBattle, does: [Power(whose: Own, zones: Here, by: 2)])]",
    ),
    (
        "ms1",
        "kind: Monster, cost: 1, power: 2, effects: [(timing: OnSummon, does: [Draw(1)])]",
    ),
    (
        "rd1",
        "kind: Recycle, effects: [(timing: At(AfterDraw), cost: 1, does: [Draw(1)])]",
    ),
    (
        "hd",
        "kind: Hand, effects: [(timing: At(AfterDraw), does: [Draw(1)])]",
    ),
    (
        "hr",
        "kind: Hand, effects: [(timing: At(AfterDraw), does: [Recharge(1)])]",
    ),
    (
        "two",
        "kind: Recycle, effects: [(timing: At(AfterDraw), does: [Draw(1)]), (timing: At(AfterDraw), does: [Draw(2)])]",
    ),
    (
        "pr",
        "kind: Recycle, family: Progre, effects: [(timing: At(AfterDraw), named: [\"m0\"], does: [Draw(1)])]",
    ),
    (
        "fr",
        "kind: Recycle, family: Fusion, effects: [(timing: At(AfterDraw), named: [\"m0\"], does: [Draw(1)])]",
    ),
    (
        "dr",
        "kind: Recycle, family: Destroyer, effects: [(timing: At(AfterDraw), cost: 1, does: [Draw(1)])]",
    ),
    (
        "cr",
        "kind: Recycle, family: Creator, effects: [(timing: At(AfterDraw), cost: 1, does: [Draw(1)])]",
    ),
    (
        "ht",
        "kind: Hand, effects: [(timing: At(TurnEnd), does: [Draw(1)])]",
    ),
    (
        "dro",
        "kind: Recycle, family: Destroyer, effects: [(timing: At(AfterOpen), cost: 1, does: [Draw(1)])]",
    ),
    (
        "mc1",
        "kind: Monster, cost: 1, power: 2, effects: [(timing: OnSummon, cost: 1, does: [Draw(1)])]",
    ),
    (
        "fh",
        "kind: Monster, family: Fusion, named: [\"m0\", \"m1\"], charge_hand: Some(LifeAtMost(3)), power: 9",
    ),
    (
        "frh",
        "kind: Recycle, family: Fusion, charge_hand: Some(Always), effects: [(timing: At(AfterDraw), named: [\"m0\"], does: [Draw(1)])]",
    ),
    (
        "fha",
        "kind: Hand, family: Fusion, charge_hand: Some(Always), effects: [(timing: At(AfterDraw), named: [\"m0\"], does: [Draw(1)])]",
    ),
    (
        "fho",
        "kind: Hand, family: Fusion, charge_hand: Some(Always), effects: [(timing: Offset, named: [\"m0\"], does: [Draw(1)])]",
    ),
    (
        "fho1",
        "kind: Hand, family: Fusion, charge_hand: Some(Always), effects: [(timing: Offset, named: [\"m1\"], does: [Draw(1)])]",
    ),
    (
        "qb",
        "kind: Hand, effects: [(timing: BeforeEffect, does: [Draw(1)]), (timing: At(AfterDraw), does: [Draw(1)]), (timing: WhenOffset, cost: 1, does: [Draw(2)])]",
    ),
    (
        "qc",
        "kind: Hand, effects: [(timing: BeforeEffect, cost: 1, does: [Draw(1)]), (timing: At(AfterDraw), does: [Draw(1)]), (timing: WhenOffset, cost: 1, does: [Draw(2)])]",
    ),
    (
        "pqb",
        "kind: Recycle, family: Progre, effects: [(timing: BeforeEffect, named: [\"m1\"], does: [Draw(1)]), (timing: At(AfterDraw), named: [\"m0\"], does: [Draw(1)])]",
    ),
    (
        "caller",
        "kind: Hand, effects: [(timing: At(AfterDraw), does: [Summon(\"ms\"), Draw(1)])]",
    ),
    (
        "caller2",
        "kind: Hand, effects: [(timing: At(AfterDraw), does: [Summon(\"ms\"), Summon(\"ms1\")])]",
    ),
    (
        "caller_s",
        "kind: Hand, effects: [(timing: At(AfterSet), does: [Summon(\"ms\")])]",
    ),
    (
        "fm",
        "kind: Monster, family: Fusion, named: [\"m0\", \"m1\"], power: 10",
    ),
];

/// The real content plus the fixture cards and `t_deck` (four of each of ten cards).
pub fn sd_catalog() -> Catalog {
    let mut c = real_catalog();
    for (id, body) in CARDS {
        add(&mut c.show_cards, id, &format!("(name: \"{id}\", {body})"));
    }
    let ten = ["m0", "m1", "m2", "e1", "j1", "r0", "s0", "h0", "dm2", "m0b"];
    let cards: Vec<String> = ten
        .iter()
        .flat_map(|id| std::iter::repeat_n(format!("\"{id}\""), 4))
        .collect();
    add(
        &mut c.show_decks,
        "t_deck",
        &format!("(name: \"T\", cards: [{}])", cards.join(", ")),
    );
    c
}

/// A Showdown of `t_deck` against itself, both sides answered by the test (no plans).
pub fn sd_app(c: Catalog) -> App {
    let mut c = c;
    add(
        &mut c.levels,
        "t_showdown",
        "(name: \"t\", preset: Showdown, seed: 7, teams: [(name: \"A\", control: Player, members: [(card: \"t_deck\")]), (name: \"B\", control: Player, members: [(card: \"t_deck\")])])",
    );
    let mut app = battle(c, "t_showdown", 7);
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    app
}

/// The two sides, A first.
pub fn sides(app: &App) -> [Entity; 2] {
    let s = &app.world().resource::<Sides>().0;
    [s[0], s[1]]
}

/// A side's table.
pub fn table(app: &App, who: Entity) -> Table {
    app.world().get::<Table>(who).expect("a table").clone()
}

/// Changes a side's table.
pub fn set_table(app: &mut App, who: Entity, f: impl FnOnce(&mut Table)) {
    let mut t = app.world_mut().get_mut::<Table>(who).expect("a table");
    f(&mut t);
}

/// Card ids.
pub fn ids(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Face-down charge cards.
pub fn face_down(list: &[&str]) -> Vec<Charged> {
    list.iter()
        .map(|s| Charged {
            card: s.to_string(),
            face_up: false,
            offset: false,
            again: false,
            used: false,
        })
        .collect()
}

/// A table with exactly this hand and deck (the deck's top last), nothing else but five life
/// cards.
pub fn bare(hand: &[&str], deck: &[&str]) -> impl FnOnce(&mut Table) {
    let (hand, deck) = (ids(hand), ids(deck));
    move |t: &mut Table| {
        *t = Table {
            hand,
            deck,
            life: ids(&["r0", "r0", "r0", "r0", "r0"]),
            ..Table::default()
        };
    }
}

/// The question open for `who`, if any.
pub fn asked(app: &App, who: Entity) -> Option<Request> {
    app.world()
        .resource::<Decisions>()
        .open()
        .find(|a| a.who == who)
        .map(|a| a.question.clone())
}

/// Answers `who`'s open question.
pub fn answer(app: &mut App, who: Entity, choice: Choice) {
    let q = asked(app, who).expect("a question is open");
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer(who, &q, choice)
        .expect("the answer is allowed");
}

/// The indices of `ids` among a cost's candidates, each a different card.
pub fn pick(candidates: &[PayCard], ids: &[&str]) -> Vec<usize> {
    let mut used = Vec::new();
    for id in ids {
        let i = (0..candidates.len())
            .find(|i| candidates[*i].card == *id && !used.contains(i))
            .expect("a candidate");
        used.push(i);
    }
    used
}

/// Passes over the cards `who` is offered to place (flipped to pay a cost: 11.), answered with
/// none; the cards offered, or `None` when that is not the question.
pub fn pass_placing(app: &mut App, who: Entity) -> Option<Vec<String>> {
    let Some(Request::Place { candidates, .. }) = asked(app, who) else {
        return None;
    };
    answer(app, who, Choice::Place(Vec::new()));
    Some(candidates)
}

/// Answers `who`'s open cost question with its first candidates.
pub fn pay_first(app: &mut App, who: Entity) {
    let Some(Request::Pay { count, .. }) = asked(app, who) else {
        panic!("no cost asked of {who:?}: {:?}", asked(app, who));
    };
    answer(app, who, Choice::Pay((0..count).collect()));
}

/// Answers `who`'s set: the hand's card `zone` to the monster zone, `charge` to the charge zone.
pub fn set_cards(app: &mut App, who: Entity, zone: &str, charge: Option<&str>) {
    let Some(Request::Set { hand, .. }) = asked(app, who) else {
        panic!("no set asked of {who:?}");
    };
    let at = |id: &str, not: Option<usize>| {
        hand.iter()
            .enumerate()
            .position(|(i, c)| c == id && Some(i) != not)
            .expect("the card is in hand")
    };
    let z = at(zone, None);
    let c = charge.map(|c| at(c, Some(z))).into_iter().collect();
    answer(app, who, Choice::Set { zone: z, charge: c });
}

/// Plays on until a question is open or the battle is over (one update runs as far as it can).
pub fn play(app: &mut App) {
    app.update();
}

/// Runs the Reveal phase as far as the answers allow (not on to the battles).
pub fn reveal(app: &mut App) {
    use bevy::ecs::system::RunSystemOnce;
    app.world_mut()
        .run_system_once(vortex_tactics::rules::showdown::reveal::set_and_open)
        .expect("the reveal runs");
}

/// Runs the Combat phase: the battles and the turn end, as far as the answers allow.
pub fn fight(app: &mut App) {
    use bevy::ecs::system::RunSystemOnce;
    app.world_mut()
        .run_system_once(vortex_tactics::rules::showdown::combat::battles)
        .expect("the battles run");
}

/// Both sides with `r0` and `s0` in hand and four `h0` in the deck.
pub fn both_bare(app: &mut App) -> [Entity; 2] {
    let [a, b] = sides(app);
    for who in [a, b] {
        set_table(app, who, bare(&["r0", "s0"], &["h0", "h0", "h0", "h0"]));
    }
    [a, b]
}

/// What `vortex check` says of the W card written in `ron`, against the fixture cards: one
/// "field: message" line per problem.
pub fn check_problems(ron: &str) -> Vec<String> {
    use vortex_tactics::data::showdown::{ShowCard, check};
    let c = sd_catalog();
    let card: ShowCard =
        vortex_tactics::data::load::parse(std::path::Path::new("x"), ron).expect("parses");
    let mut out = Vec::new();
    check::card(&c.show_cards, &card, &mut |f, _, m| {
        out.push(format!("{f}: {m}"))
    });
    out
}
