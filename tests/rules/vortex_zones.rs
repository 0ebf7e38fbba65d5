//! The Vortex's milestone 2 (vortex-design.md §1 phases 4 and 6 with F2, F3, F7, F13, F15, F17,
//! F19; seed 004 §3–§10, §14, §19; seed 002 封印): tactic decks dealt, the reveal, each kind's
//! placement, the zones' battles and the verdict, on the three-zone test level with the real
//! content. Each test sets the tactics it needs, runs the real phase system, and reads the state.

use crate::harness::*;
use bevy::prelude::*;
use std::sync::Arc;
use vortex_tactics::data::Catalog;
use vortex_tactics::data::vortex::TacticDeck;
use vortex_tactics::rules::core::battlefield::grid::{GridPos, Seals};
use vortex_tactics::rules::core::cards::field::FieldState;
use vortex_tactics::rules::core::fighter::{
    ActionCounter, Fighter, FighterKind, Hp, Retired, Statuses,
};
use vortex_tactics::rules::core::setup::stand_on;
use vortex_tactics::rules::vortex::parts::VortexFighter;
use vortex_tactics::rules::vortex::tactics::place::Picks;
use vortex_tactics::rules::vortex::tactics::{Charge, Tactic, Tactics, place, reveal};
use vortex_tactics::rules::vortex::zones::{self, ZonesHeld};
use vortex_tactics::rules::vortex::{combat, moves, round, verdict};
use vortex_tactics::rules::{Battle, Outcome};

const ZONES: &str = "vortex_t3_zones_mirror";

/// The test level with its tactics emptied (life cards kept; each pile one Hex Bolt, which no
/// test's plans set unless a foe comes within 3 squares of a zone), both sides' heroes moved far
/// from every zone: side 0's to (4,8) and (5,8), side 1's to (4,0) and (5,0). Returns the app and
/// the heroes `[[kaede0, orrin0], [kaede1, orrin1]]`.
fn bare(seed: u64) -> (App, [[Entity; 2]; 2]) {
    let mut app = battle(real_catalog(), ZONES, seed);
    let w = app.world_mut();
    let bolt = Tactic {
        id: "hex_bolt".into(),
        card: w.resource::<Catalog>().tactics["hex_bolt"].clone(),
    };
    {
        let mut t = w.resource_mut::<Tactics>();
        for s in &mut t.sides {
            s.hand.clear();
            s.charge.clear();
            s.pile = vec![bolt.clone()];
        }
    }
    w.resource_mut::<Battle>().first_side = Some(0);
    let mut q = w.query::<(Entity, &Fighter)>();
    let mut all: Vec<(u32, Entity)> = q.iter(w).map(|(e, f)| (f.serial, e)).collect();
    all.sort_unstable();
    let h = [[all[0].1, all[1].1], [all[2].1, all[3].1]];
    put(&mut app, h[0][0], 4, 8);
    put(&mut app, h[0][1], 5, 8);
    put(&mut app, h[1][0], 4, 0);
    put(&mut app, h[1][1], 5, 0);
    (app, h)
}

fn put(app: &mut App, e: Entity, x: i32, y: i32) {
    let team = app.world().get::<Fighter>(e).expect("fighter").team;
    stand_on(app.world_mut(), e, team, GridPos::new(x, y));
}

fn tactic(app: &App, id: &str) -> Tactic {
    let card = app.world().resource::<Catalog>().tactics[id].clone();
    Tactic {
        id: id.to_string(),
        card,
    }
}

fn hand(app: &mut App, side: usize, ids: &[&str]) {
    let cards: Vec<Tactic> = ids.iter().map(|id| tactic(app, id)).collect();
    app.world_mut().resource_mut::<Tactics>().sides[side].hand = cards;
}

/// Face-down charge cards, oldest first.
fn charge(app: &mut App, side: usize, ids: &[&str]) {
    let cards: Vec<Charge> = ids
        .iter()
        .map(|id| Charge {
            tactic: tactic(app, id),
            face_up: false,
        })
        .collect();
    app.world_mut().resource_mut::<Tactics>().sides[side].charge = cards;
}

/// Replaces a side's side plans (its deck's cards stay).
fn plans(app: &mut App, side: usize, ron: &str) {
    let w = app.world_mut();
    let deck = w.resource::<Tactics>().sides[side]
        .deck
        .clone()
        .expect("deck");
    let text = format!("(name: \"p\", cards: [], plans: [{ron}])");
    let parsed: TacticDeck = ron::from_str(&text).expect("plans");
    let mut d = (*deck).clone();
    d.plans = parsed.plans;
    w.resource_mut::<Tactics>().sides[side].deck = Some(Arc::new(d));
}

/// `(id, face up)` of a side's charge zone, oldest first.
fn charged(app: &App, side: usize) -> Vec<(String, bool)> {
    app.world().resource::<Tactics>().sides[side]
        .charge
        .iter()
        .map(|c| (c.tactic.id.clone(), c.face_up))
        .collect()
}

/// The standing tokens: `(name, side, square, AC)`, in entry order.
fn tokens(app: &mut App) -> Vec<(String, usize, GridPos, i32)> {
    let w = app.world_mut();
    let mut q = w.query_filtered::<(&Fighter, &GridPos, &ActionCounter), Without<Retired>>();
    let mut v: Vec<_> = q
        .iter(w)
        .filter(|(f, ..)| f.kind != FighterKind::Character)
        .map(|(f, p, a)| (f.serial, (f.name.clone(), f.team, *p, a.0)))
        .collect();
    v.sort_by_key(|(s, _)| *s);
    v.into_iter().map(|(_, t)| t).collect()
}

fn outcome(app: &App) -> Option<Outcome> {
    app.world().resource::<Battle>().outcome.clone()
}

fn named(app: &App, e: Entity) -> Vec<String> {
    app.world()
        .get::<Statuses>(e)
        .map(|s| s.named.iter().map(|n| n.id.clone()).collect())
        .unwrap_or_default()
}

#[test]
fn each_side_is_dealt_life_cards_then_an_opening_hand_from_its_shuffled_deck() {
    // seed 004 §3 (ライフ 5 枚, 手札 5 枚 from the shuffled deck); vortex-design.md F2: 5 life cards on
    // a map of three zones; a side without a tactic deck has blank life cards only (§3.6), 4 on a
    // map without three zones.
    let app = battle(real_catalog(), ZONES, 3);
    let t = app.world().resource::<Tactics>();
    let deck = app.world().resource::<Catalog>().tactic_decks["wayfarers_kit"]
        .cards
        .clone();
    for s in &t.sides {
        assert_eq!(
            (s.life.len(), s.hand.len(), s.pile.len()),
            (5, 5, deck.len() - 10)
        );
        let mut all: Vec<&str> = s
            .life
            .iter()
            .chain(&s.hand)
            .chain(&s.pile)
            .map(|c| c.id.as_str())
            .collect();
        all.sort_unstable();
        let mut want: Vec<&str> = deck.iter().map(String::as_str).collect();
        want.sort_unstable();
        assert_eq!(all, want, "the deck, every card once");
    }
    let other = battle(real_catalog(), ZONES, 4);
    let ids = |app: &App| -> Vec<String> {
        app.world().resource::<Tactics>().sides[0]
            .pile
            .iter()
            .map(|c| c.id.clone())
            .collect()
    };
    assert_ne!(ids(&app), ids(&other), "each battle shuffles from its seed");
    let flat = battle(real_catalog(), "vortex_t1_flat_mirror", 3);
    let t = flat.world().resource::<Tactics>();
    assert_eq!([t.sides[0].life_left(), t.sides[1].life_left()], [4, 4]);
    assert!(
        t.sides
            .iter()
            .all(|s| s.life.is_empty() && s.hand.is_empty())
    );
}

#[test]
fn a_reveal_recharges_draws_sets_two_cards_opens_pays_and_places() {
    // seed 004 §5 (recharge: face-up charge cards turn face down), §6 (draw 1), §7 (set one card
    // in a zone and one in the charge zone; an empty deck gives a life card instead, §19), 8.
    // (pay by turning face-down charge cards face up); vortex-design.md §1 phase 4 steps 1–8: the
    // plans take the first card of the tactic list they can pay and place (this round's charge
    // card counts, 004 7.7), an M's lane is an empty zone nearest its fighters, the charge card is
    // the last of the list; the token appears on the zone's highest free square, then the first
    // in row order, with AC 0 (F13).
    let (mut app, _) = bare(1);
    hand(&mut app, 0, &["thorn_seal", "kiln_sentinel"]);
    charge(&mut app, 0, &["hound_whistle", "bogwater_summons"]);
    {
        let mut t = app.world_mut().resource_mut::<Tactics>();
        for c in &mut t.sides[0].charge {
            c.face_up = true;
        }
    }
    let top = tactic(&app, "hex_bolt");
    let salt = tactic(&app, "salt_circle");
    {
        let mut t = app.world_mut().resource_mut::<Tactics>();
        t.sides[0].pile = vec![top];
        t.sides[1].pile.clear();
        t.sides[1].life.push(salt);
    }
    let life_before = app.world().resource::<Tactics>().sides[1].life_left();
    reveal::run(app.world_mut());
    let t = app.world().resource::<Tactics>();
    // Kiln-Woken Sentinel (cost 3) was paid with all three charge cards, the new one included.
    assert_eq!(
        charged(&app, 0),
        [
            ("hound_whistle".into(), true),
            ("bogwater_summons".into(), true),
            ("hex_bolt".into(), true)
        ]
    );
    let t0 = &t.sides[0];
    assert_eq!(
        t0.hand.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(),
        ["thorn_seal"]
    );
    assert_eq!(
        t0.trash.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(),
        ["kiln_sentinel"]
    );
    // Side 1 drew a life card (its deck is empty) and, unable to pay it, charged it.
    assert_eq!(t.sides[1].life_left(), life_before - 1);
    assert_eq!(charged(&app, 1), [("salt_circle".into(), false)]);
    // The sentinel stands on zone 2 (nearest side 0's heroes), on its first square, with AC 0.
    assert_eq!(
        tokens(&mut app),
        [("Clay Sentinel".into(), 0, GridPos::new(4, 4), 0)]
    );
    let text = log(&app);
    assert!(
        text.contains("Dawnward sets a tactic in lane 2 and one in its charge zone"),
        "{text}"
    );
    assert!(
        text.contains("Duskward has no tactic to draw: takes a life card"),
        "{text}"
    );
    assert!(
        text.contains("Duskward sets a tactic in its charge zone"),
        "{text}"
    );
}

#[test]
fn a_card_that_cannot_be_placed_when_it_resolves_goes_back_with_its_payment_undone() {
    // vortex-design.md F7, Phase 4 step 8: "A card that cannot be placed when it resolves goes
    // back to the charge zone, and its payment is undone." The first side's Smash (here with
    // reach 3 and 5 damage) fells the only fighter the second side's Equip could go to.
    let (mut app, h) = bare(1);
    app.world_mut().resource_mut::<Battle>().first_side = Some(1);
    put(&mut app, h[0][0], 2, 3);
    app.world_mut().get_mut::<Hp>(h[0][0]).expect("hp").current = 2;
    let mut slide = (*tactic(&app, "rockslide").card).clone();
    slide.reach = Some(3);
    slide.effects = vec![vortex_tactics::data::Effect::Damage(
        "5".parse().expect("dice"),
    )];
    let slide = Tactic {
        id: "rockslide".into(),
        card: Arc::new(slide),
    };
    hand(&mut app, 0, &["tideglass_mail"]);
    app.world_mut().resource_mut::<Tactics>().sides[1].hand = vec![slide];
    charge(&mut app, 0, &["hex_bolt", "hex_bolt"]);
    charge(&mut app, 1, &["hex_bolt", "hex_bolt", "hex_bolt"]);
    plans(&mut app, 0, "(then: Lane(1))");
    plans(&mut app, 1, "(then: Lane(2))");
    reveal::run(app.world_mut());
    let text = log(&app);
    assert!(text.contains("Kaede Ashwright A retires"), "{text}");
    assert!(
        text.contains("Tideglass Mail cannot be placed now: back to the charge zone"),
        "{text}"
    );
    // Its two charge cards lie face down again, and the Mail with them.
    assert_eq!(
        charged(&app, 0),
        [
            ("hex_bolt".into(), false),
            ("hex_bolt".into(), false),
            ("hex_bolt".into(), false),
            ("tideglass_mail".into(), false)
        ]
    );
}

#[test]
fn an_unplayable_lane_card_goes_to_the_charge_zone_face_down() {
    // seed 004 8.5 (召喚できないモンスターはチャージゾーンに裏向きで置く); vortex-design.md §1 phase 4
    // step 5 and "the bluff": with nothing it can play, a plan still sets the last card of its
    // list in a lane, where it fails and becomes a second charge card.
    let (mut app, _) = bare(1);
    hand(&mut app, 0, &["rockslide", "hex_bolt"]);
    reveal::run(app.world_mut());
    // The drawn Hex Bolt and the one in hand are last in the list: one set in lane 1, one charged.
    assert_eq!(
        charged(&app, 0),
        [("hex_bolt".into(), false), ("hex_bolt".into(), false)]
    );
    let text = log(&app);
    assert!(
        text.contains("opens Hex Bolt (S, cost 2) in lane 1: it cannot be played"),
        "{text}"
    );
    let left: Vec<String> = app.world().resource::<Tactics>().sides[0]
        .hand
        .iter()
        .map(|c| c.id.clone())
        .collect();
    assert_eq!(left, ["rockslide"]);
}

#[test]
fn two_playable_cards_in_one_lane_clash_and_both_are_charged() {
    // seed 004 §14 (相殺); vortex-design.md F7: "When both lane cards are playable and name the same
    // lane, both are offset: neither pays or resolves, and both go face down to their charge
    // zones"; the plans' `Lane(n)` order (§3.5).
    let (mut app, _) = bare(1);
    for side in 0..2 {
        hand(&mut app, side, &["hound_whistle", "hex_bolt"]);
        charge(&mut app, side, &["thorn_seal"]);
        plans(&mut app, side, "(then: Lane(2))");
    }
    reveal::run(app.world_mut());
    assert!(tokens(&mut app).is_empty(), "no token came");
    for side in 0..2 {
        assert_eq!(
            charged(&app, side),
            [
                ("thorn_seal".into(), false),
                ("hex_bolt".into(), false),
                ("hound_whistle".into(), false)
            ],
            "nothing paid, the lane card charged"
        );
    }
    assert!(log(&app).contains("Hound Whistle and Hound Whistle clash"));
}

#[test]
fn two_invocations_offset_each_other_in_any_lanes() {
    // vortex-design.md F7: "Two I opened in one Reveal offset each other, whatever their lanes."
    let (mut app, _) = bare(1);
    for side in 0..2 {
        hand(&mut app, side, &["menhir_rite", "hex_bolt"]);
        charge(&mut app, side, &["thorn_seal", "salt_circle"]);
    }
    plans(&mut app, 0, "(then: Lane(1))");
    plans(&mut app, 1, "(then: Lane(3))");
    reveal::run(app.world_mut());
    assert!(app.world().resource::<FieldState>().current.is_none());
    assert!(log(&app).contains("Menhir Rite and Menhir Rite clash"));
}

#[test]
fn a_cost_showdown_lets_the_side_with_more_placeable_cost_cards_place_the_difference() {
    // seed 004 8.7–8.11 (コスト勝負): both lane cards placed kinds costing ≥ 1, in different lanes
    // (F7); each side pays with placeable cards first, the costliest first (§1 phase 4 plans);
    // the side with more M, E, J, I among its cost cards places the difference in its own lane,
    // costliest first (F19), and those leave the charge zone.
    let (mut app, _) = bare(1);
    for side in 0..2 {
        hand(&mut app, side, &["hound_whistle", "hex_bolt"]);
    }
    charge(&mut app, 0, &["bogwater_summons", "kiln_sentinel"]);
    charge(&mut app, 1, &["rockslide", "cinder_toss"]);
    plans(&mut app, 0, "(then: Lane(3))");
    plans(&mut app, 1, "(then: Lane(1))");
    reveal::run(app.world_mut());
    assert_eq!(
        tokens(&mut app),
        [
            ("Gloam Hound".into(), 0, GridPos::new(8, 6), 0),
            ("Clay Sentinel".into(), 0, GridPos::new(9, 6), 0),
            ("Gloam Hound".into(), 1, GridPos::new(1, 2), 0),
        ]
    );
    assert_eq!(
        charged(&app, 0),
        [
            ("bogwater_summons".into(), false),
            ("hex_bolt".into(), false)
        ]
    );
    // Side 1 paid with its costliest card, which places nothing; it stays face up.
    assert_eq!(
        charged(&app, 1),
        [
            ("rockslide".into(), true),
            ("cinder_toss".into(), false),
            ("hex_bolt".into(), false)
        ]
    );
    assert!(
        log(&app).contains("cost showdown: 1 placeable cost cards against 0: Dawnward may place 1")
    );
}

#[test]
fn a_level_may_turn_the_cost_showdown_off() {
    // vortex-design.md §3.6: `showdown: false` switches the cost showdown off; each card then pays
    // with its oldest face-down charge cards (§1 phase 4 step 8).
    let (mut app, _) = bare(1);
    app.world_mut().resource_mut::<Tactics>().showdown = false;
    for side in 0..2 {
        hand(&mut app, side, &["hound_whistle", "hex_bolt"]);
    }
    charge(&mut app, 0, &["bogwater_summons", "kiln_sentinel"]);
    charge(&mut app, 1, &["rockslide", "cinder_toss"]);
    plans(&mut app, 0, "(then: Lane(3))");
    plans(&mut app, 1, "(then: Lane(1))");
    reveal::run(app.world_mut());
    assert_eq!(tokens(&mut app).len(), 2, "only the lane cards");
    assert_eq!(charged(&app, 0)[0], ("bogwater_summons".into(), true));
    assert!(!log(&app).contains("cost showdown"));
}

#[test]
fn a_recycle_resolves_then_lies_in_the_charge_zone_and_can_be_set_from_there() {
    // seed 004 11. (R: works from the charge zone); vortex-design.md F15: "After it resolves it lies
    // face down in the charge zone. Instead of setting a hand card, a side may set a face-down R
    // from its charge zone as its lane card." S and R reach fighters within `reach` squares of the
    // lane's zone; its lane is the one with the most targets (F7).
    let (mut app, h) = bare(1);
    put(&mut app, h[1][0], 4, 3);
    hand(&mut app, 0, &["thorn_seal"]);
    charge(&mut app, 0, &["cinder_toss", "hound_whistle"]);
    plans(&mut app, 0, "(then: DontUse(\"thorn_seal\"))");
    app.world_mut().resource_mut::<Tactics>().sides[0]
        .pile
        .clear();
    app.world_mut().resource_mut::<Tactics>().sides[0]
        .life
        .clear();
    let before = hp(&app, h[1][0]);
    reveal::run(app.world_mut());
    assert_eq!(hp(&app, h[1][0]), before - 1);
    assert_eq!(
        charged(&app, 0),
        [
            ("hound_whistle".into(), true),
            ("thorn_seal".into(), false),
            ("cinder_toss".into(), false)
        ]
    );
    assert!(log(&app).contains("Dawnward opens Cinder Toss (R, cost 1) in lane 2"));
}

#[test]
fn a_smash_reaches_only_fighters_within_its_reach_of_the_zone() {
    // vortex-design.md §1 phase 4 step 8: "S and R targets: the card's target among fighters within
    // `reach` squares of any square of the lane's zone".
    let (mut app, h) = bare(1);
    put(&mut app, h[1][0], 4, 3); // 1 square from zone 2
    put(&mut app, h[1][1], 6, 2); // 3 squares from zone 2
    let (a, b) = (hp(&app, h[1][0]), hp(&app, h[1][1]));
    let rockslide = tactic(&app, "rockslide");
    assert!(place::place(
        app.world_mut(),
        0,
        &rockslide,
        2,
        Picks::default()
    ));
    assert_eq!((hp(&app, h[1][0]), hp(&app, h[1][1])), (a - 2, b));
    // With no foe in reach it cannot be placed.
    assert!(!place::placeable(app.world_mut(), 0, &rockslide, 1));
}

#[test]
fn an_equip_goes_to_the_nearest_fighter_within_two_squares_and_replaces_its_last() {
    // vortex-design.md F19: "The E goes to a fighter of the side within 2 squares of the lane's
    // zone … With no such fighter, the E can't be placed. It lasts until the holder leaves the
    // battle. A fighter holds one E, and a new one replaces it."
    let (mut app, h) = bare(1);
    let mail = tactic(&app, "tideglass_mail");
    let kit = tactic(&app, "whetstone_kit");
    assert!(
        !place::placeable(app.world_mut(), 0, &mail, 2),
        "no one near"
    );
    put(&mut app, h[0][1], 5, 6); // 2 squares from zone 2
    put(&mut app, h[0][0], 4, 5); // 1 square
    assert!(place::place(app.world_mut(), 0, &mail, 2, Picks::default()));
    assert_eq!(named(&app, h[0][0]), ["tideglass_guard"]);
    assert!(named(&app, h[0][1]).is_empty());
    assert!(place::place(app.world_mut(), 0, &kit, 2, Picks::default()));
    assert_eq!(named(&app, h[0][0]), ["whetstone_edge"]);
}

#[test]
fn a_jail_seals_the_zone_s_empty_squares_until_the_second_dawn() {
    // seed 002 封印 (a side keeps at most 4 seals); vortex-design.md §1 phase 4 (J: "every empty
    // square of the zone is sealed until the second dawn"), phase 1 (seals count down at Dawn),
    // phase 5 ("Impassable and sealed squares are closed").
    let (mut app, h) = bare(1);
    put(&mut app, h[0][0], 1, 3); // beside zone 1
    let seal = tactic(&app, "thorn_seal");
    assert!(place::place(app.world_mut(), 0, &seal, 1, Picks::default()));
    let sealed = |app: &App| app.world().resource::<Seals>().closed();
    assert_eq!(sealed(&app), [GridPos::new(0, 2), GridPos::new(1, 2)]);
    let (_, ends) = moves::ends(app.world_mut(), h[0][0]);
    assert!(
        ends.iter().all(|(p, _)| !sealed(&app).contains(p)),
        "closed to moves"
    );
    assert!(place::place(app.world_mut(), 0, &seal, 3, Picks::default()));
    assert!(
        !place::placeable(app.world_mut(), 0, &seal, 2),
        "a fifth and sixth seal"
    );
    assert!(
        place::placeable(app.world_mut(), 1, &seal, 2),
        "the other side's own four"
    );
    round::dawn_and_switch(app.world_mut());
    assert_eq!(sealed(&app).len(), 4, "one dawn left");
    round::dawn_and_switch(app.world_mut());
    assert!(sealed(&app).is_empty(), "open at the second dawn");
}

#[test]
fn an_invocation_sets_its_field() {
    // vortex-design.md §1 phase 4 (I: "its field card is set"; 000: one field at a time).
    let (mut app, _) = bare(1);
    let rite = tactic(&app, "menhir_rite");
    assert!(place::place(app.world_mut(), 0, &rite, 1, Picks::default()));
    let field = app
        .world()
        .resource::<FieldState>()
        .current
        .clone()
        .expect("field");
    assert_eq!(&*field.id, "standing_stones");
}

#[test]
fn a_zone_with_one_side_on_it_breaches_the_other_which_takes_a_life_card() {
    // seed 004 9.4 (a zone no card opposes costs a life card, into the hand); vortex-design.md §1
    // phase 6 and F19 ("breached"); F17: the zones held alone are kept for the verdict.
    let (mut app, h) = bare(1);
    put(&mut app, h[0][0], 4, 4);
    let life = app.world().resource::<Tactics>().sides[1].life_left();
    combat::combat(app.world_mut());
    round::end(app.world_mut());
    let t = app.world().resource::<Tactics>();
    assert_eq!(t.sides[1].life_left(), life - 1);
    assert_eq!(t.sides[1].hand.len(), 1);
    assert_eq!(t.sides[0].life_left(), 5);
    assert_eq!(app.world().resource::<ZonesHeld>().0, [1, 0]);
    assert!(log(&app).contains("zone 2: power 2 against 0: Duskward is breached"));
}

#[test]
fn a_side_breached_with_no_life_card_left_is_broken_and_loses() {
    // seed 004 10.1 (ライフが 0 で攻撃を受けたら負け); vortex-design.md F3: the default goals list
    // Break (a win) and Broken (a loss).
    let (mut app, h) = bare(1);
    put(&mut app, h[0][0], 4, 4);
    app.world_mut().resource_mut::<Tactics>().sides[1]
        .life
        .clear();
    combat::combat(app.world_mut());
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    assert!(log(&app).contains("no life card left: broken"));
}

#[test]
fn the_weaker_side_is_driven_off_its_tokens_discarded_its_characters_pushed() {
    // vortex-design.md F2: "The side with less power is driven off. Its tokens there are
    // discarded. Each of its characters is pushed to the nearest free square off the zone … A
    // character that can't be moved (Stubborn, or walled in) takes 2, reduced directly, and
    // stays." Power: 2 a character, 1 a token, or the sheet's (§1 phase 6).
    let (mut app, h) = bare(1);
    let hound = tactic(&app, "hound_whistle");
    assert!(place::place(
        app.world_mut(),
        0,
        &hound,
        2,
        Picks::default()
    ));
    put(&mut app, h[1][0], 5, 4);
    combat::combat(app.world_mut());
    let hound_e = {
        let w = app.world_mut();
        let mut q = w.query::<(Entity, &Fighter)>();
        q.iter(w)
            .find(|(_, f)| f.name == "Gloam Hound")
            .map(|(e, _)| e)
            .expect("hound")
    };
    assert!(app.world().get::<Retired>(hound_e).is_some(), "discarded");
    assert!(log(&app).contains("Gloam Hound is discarded from zone 2"));
    assert!(
        !log(&app).contains("Gloam Hound retires"),
        "not a retirement"
    );
    // A character against more power is pushed to the nearest free square off the zone.
    put(&mut app, h[0][0], 4, 4);
    app.world_mut()
        .get_mut::<VortexFighter>(h[1][0])
        .expect("v")
        .power = 3;
    combat::combat(app.world_mut());
    let at = *app.world().get::<GridPos>(h[0][0]).expect("square");
    assert_eq!(at.distance(GridPos::new(4, 4)), 1);
    assert!(!zones::squares_of(app.world(), 2).contains(&at));
    // Stubborn: it takes 2 and stays.
    put(&mut app, h[0][0], 4, 4);
    app.world_mut().entity_mut(h[0][0]).insert(
        vortex_tactics::rules::core::keywords::traits::HasTraits(vec![
            vortex_tactics::data::keywords::Trait::Stubborn,
        ]),
    );
    let before = hp(&app, h[0][0]);
    combat::combat(app.world_mut());
    assert_eq!(hp(&app, h[0][0]), before - 2);
    assert_eq!(
        app.world().get::<GridPos>(h[0][0]),
        Some(&GridPos::new(4, 4))
    );
}

#[test]
fn a_players_side_that_drives_a_foe_off_picks_its_square_among_the_nearest() {
    // vortex-design.md F2 with §1 "The player decides" (issue 38, item 3): the winner picks
    // which of the nearest free squares off the zones a driven-off character goes to; the
    // phase waits for the answer and goes on from there, nothing judged twice.
    use vortex_tactics::rules::core::answers::{self, Answer};
    let (mut app, h) = bare(1);
    app.world_mut()
        .insert_resource(vortex_tactics::rules::core::decisions::Autopilot(false));
    put(&mut app, h[0][0], 5, 4);
    put(&mut app, h[1][0], 4, 4);
    app.world_mut()
        .get_mut::<VortexFighter>(h[0][0])
        .expect("v")
        .power = 3;
    combat::combat(app.world_mut());
    let open = answers::open_questions(app.world());
    let q = open
        .iter()
        .find(|q| q.kind == "drive_off")
        .expect("the winner is asked");
    assert_eq!(q.side, 0);
    assert!(q.options.len() >= 2, "{q:?}");
    let last = q.options.len() - 1;
    let want = q.options[last].words.clone();
    assert_eq!(
        app.world().get::<GridPos>(h[1][0]),
        Some(&GridPos::new(4, 4))
    );
    combat::combat(app.world_mut());
    assert_eq!(
        answers::open_questions(app.world()).len(),
        open.len(),
        "asked once"
    );
    answers::answer(
        app.world_mut(),
        &Answer {
            side: 0,
            question: q.number,
            picks: vec![last],
        },
    )
    .expect("taken");
    combat::combat(app.world_mut());
    let at = *app.world().get::<GridPos>(h[1][0]).expect("square");
    assert!(
        want.starts_with(&format!("({},{})", at.x, at.y)),
        "{want} vs {at:?}"
    );
    assert_eq!(at.distance(GridPos::new(4, 4)), 1);
    assert_eq!(log(&app).matches("is driven off").count(), 1, "judged once");
}

#[test]
fn on_equal_power_only_tokens_facing_tokens_are_discarded() {
    // vortex-design.md F2: "On equal power, tokens are discarded only where both sides have tokens
    // on the zone; characters stay."
    let (mut app, h) = bare(1);
    let hound = tactic(&app, "hound_whistle");
    let sentinel = tactic(&app, "kiln_sentinel");
    assert!(place::place(
        app.world_mut(),
        0,
        &hound,
        2,
        Picks::default()
    ));
    assert!(place::place(
        app.world_mut(),
        1,
        &hound,
        2,
        Picks::default()
    ));
    combat::combat(app.world_mut());
    assert!(tokens(&mut app).is_empty(), "both hounds discarded");
    put(&mut app, h[0][0], 4, 4);
    assert!(place::place(
        app.world_mut(),
        1,
        &sentinel,
        2,
        Picks::default()
    ));
    combat::combat(app.world_mut());
    assert_eq!(
        tokens(&mut app).len(),
        1,
        "power 2 against 2: the sentinel stays"
    );
    assert_eq!(
        app.world().get::<GridPos>(h[0][0]),
        Some(&GridPos::new(4, 4))
    );
}

#[test]
fn the_verdict_counts_zones_held_then_life_then_the_hp_share() {
    // vortex-design.md F17: "At the cap, first compare the zones each side held alone at the last
    // round end, then life cards, then the share of start HP lost over all fighters."
    let (mut app, h) = bare(1);
    app.world_mut().get_mut::<Hp>(h[0][0]).expect("hp").current = 1;
    app.world_mut().insert_resource(ZonesHeld([1, 0]));
    verdict::at_the_cap(app.world_mut());
    assert_eq!(outcome(&app), Some(Outcome::Winner(0)));
    let (mut app, h) = bare(1);
    app.world_mut().get_mut::<Hp>(h[1][0]).expect("hp").current = 1;
    app.world_mut().resource_mut::<Tactics>().sides[0]
        .life
        .pop();
    verdict::at_the_cap(app.world_mut());
    assert_eq!(outcome(&app), Some(Outcome::Winner(1)));
    assert!(log(&app).contains("zones held 0 against 0, life 4 against 5"));
}

#[test]
fn a_hand_over_nine_discards_from_the_end_of_the_tactic_list() {
    // seed 004 §19 (手札は 9 枚まで); vortex-design.md §1 phase 7.3: plans discard from the end of
    // the tactic list.
    let (mut app, _) = bare(1);
    let mut ids = vec!["hound_whistle"; 9];
    ids.extend(["mending_rain", "batwing_lantern"]);
    hand(&mut app, 0, &ids);
    round::end(app.world_mut());
    let t = app.world().resource::<Tactics>();
    assert_eq!(t.sides[0].hand.len(), 9);
    let gone: Vec<&str> = t.sides[0].trash.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(gone, ["batwing_lantern", "mending_rain"]);
}

#[test]
fn every_tactic_card_is_somewhere_at_every_round_end() {
    // seed 004 (no card leaves the game): the deck's cards are always in the pile, the hand, the
    // charge zone, the life cards or the trash, across whole battles of the test level.
    let mut app = headless_app();
    for seed in 1..25 {
        vortex_tactics::headless::run_battle(&mut app, ZONES, seed).expect("battle");
        let t = app.world().resource::<Tactics>();
        for s in &t.sides {
            let n = s.pile.len() + s.hand.len() + s.charge.len() + s.life.len() + s.trash.len();
            assert_eq!(n, 24, "seed {seed}");
        }
    }
}

fn headless_app() -> App {
    vortex_tactics::headless::app(real_catalog())
}

#[test]
fn the_same_seed_gives_the_same_battle_on_the_zone_level() {
    // docs/RULES.md, Randomness: the tactic shuffle comes from the battle's one generator.
    assert_eq!(logs(ZONES, 1..20), logs(ZONES, 1..20));
}

#[test]
fn a_side_never_sets_a_card_its_plans_do_not_use_even_to_bluff() {
    // vortex-design.md §3.5: `DontUse(id)` "never sets this tactic as its lane card"; with nothing
    // playable, the bluff takes the last card of the list it may use.
    let (mut app, _) = bare(1);
    hand(&mut app, 0, &["rockslide", "hex_bolt"]);
    plans(&mut app, 0, "(then: DontUse(\"hex_bolt\"))");
    reveal::run(app.world_mut());
    let text = log(&app);
    assert!(
        text.contains("Dawnward opens Rockslide (S, cost 3) in lane 1"),
        "{text}"
    );
    assert!(!text.contains("opens Hex Bolt"), "{text}");
}

#[test]
fn aim_orders_read_by_the_card_s_kind_of_target() {
    // vortex-design.md §3.5: `AimWeakest` and `AimStrongest` aim at foes, `AimMostHurtAlly` at
    // allies; a heal under a foe-aiming order still goes to the ally that lost the most.
    use vortex_tactics::data::vortex::SideOrder;
    use vortex_tactics::rules::vortex::tactics::plans::aim;
    let (mut app, h) = bare(1);
    put(&mut app, h[0][0], 4, 5);
    put(&mut app, h[0][1], 5, 5);
    app.world_mut().get_mut::<Hp>(h[0][0]).expect("hp").current = 15; // lost 3
    app.world_mut().get_mut::<Hp>(h[0][1]).expect("hp").current = 9; // lost 7
    let wind = tactic(&app, "second_wind");
    let orders = [SideOrder::AimStrongest];
    assert_eq!(aim(app.world_mut(), 0, &wind, 2, &orders), Some(h[0][1]));
    put(&mut app, h[1][0], 4, 3);
    put(&mut app, h[1][1], 5, 3);
    app.world_mut().get_mut::<Hp>(h[1][1]).expect("hp").current = 4;
    let bolt = tactic(&app, "hex_bolt");
    assert_eq!(
        aim(app.world_mut(), 0, &bolt, 2, &orders),
        Some(h[1][0]),
        "the strongest foe"
    );
    assert_eq!(
        aim(app.world_mut(), 0, &bolt, 2, &[]),
        Some(h[1][1]),
        "the weakest by default"
    );
}

#[test]
fn a_jail_goes_to_a_zone_its_side_holds_never_to_one_a_foe_stands_on() {
    // vortex-design.md F7: J: "a zone its own side holds alone, else the empty zone nearest its
    // fighters" (a seal where a foe stands would lock the foe in).
    use vortex_tactics::rules::vortex::tactics::plans::lane_for;
    let (mut app, h) = bare(1);
    let seal = tactic(&app, "thorn_seal");
    put(&mut app, h[1][0], 4, 4); // a foe on zone 2, nearest side 0
    assert_eq!(
        lane_for(app.world_mut(), 0, &seal, &[]),
        Some(3),
        "the empty zone nearest"
    );
    put(&mut app, h[0][0], 0, 2); // side 0 alone on zone 1
    assert_eq!(
        lane_for(app.world_mut(), 0, &seal, &[]),
        Some(1),
        "its own zone first"
    );
}

#[test]
fn a_discarded_token_counts_as_all_its_hp_lost_in_the_verdict() {
    // vortex-design.md F17: "A discarded token is out", and the verdict's share counts all fighters.
    let (mut app, h) = bare(1);
    let before = verdict::losses(app.world_mut());
    let hound = tactic(&app, "hound_whistle");
    assert!(place::place(
        app.world_mut(),
        0,
        &hound,
        2,
        Picks::default()
    ));
    put(&mut app, h[1][0], 5, 4);
    combat::combat(app.world_mut());
    let after = verdict::losses(app.world_mut());
    assert_eq!(
        after[0],
        (before[0].0 + 6, before[0].1 + 6),
        "the hound's 6 HP, all lost"
    );
}

#[test]
fn prioritize_moves_a_card_to_the_top_and_the_earlier_plan_wins() {
    // vortex-design.md §3.5: `Prioritize(id, Top|Bottom)` reorders the tactic list; "Plans follow
    // 001: every `DontUse` in force applies, and the earlier plan wins a conflict".
    use vortex_tactics::data::vortex::{Place, SideOrder};
    use vortex_tactics::rules::vortex::tactics::plans::list;
    let (app, _) = bare(1);
    let side = &app.world().resource::<Tactics>().sides[0];
    let plain = list(side, &[]);
    assert_eq!(plain[0], "hound_whistle");
    let orders = [
        SideOrder::Prioritize("thorn_seal".into(), Place::Top),
        SideOrder::Prioritize("rockslide".into(), Place::Top),
        SideOrder::Prioritize("hound_whistle".into(), Place::Bottom),
    ];
    let moved = list(side, &orders);
    assert_eq!(
        &moved[..2],
        ["thorn_seal", "rockslide"],
        "the earlier plan wins the top"
    );
    assert_eq!(moved.last().map(String::as_str), Some("hound_whistle"));
}

#[test]
fn a_lane_order_falls_back_to_the_kind_s_lane_when_its_lane_cannot_take_the_card() {
    // vortex-design.md §1 phase 4, plans: "the first `Lane(n)` plan in force" — read as the first
    // one whose lane can take the card (docs/RULES.md); otherwise the lane by the card's kind.
    use vortex_tactics::data::vortex::SideOrder;
    use vortex_tactics::rules::vortex::tactics::plans::lane_for;
    let (mut app, h) = bare(1);
    let hound = tactic(&app, "hound_whistle");
    assert_eq!(
        lane_for(app.world_mut(), 0, &hound, &[SideOrder::Lane(1)]),
        Some(1)
    );
    // Zone 1 full: both squares taken.
    put(&mut app, h[1][0], 0, 2);
    put(&mut app, h[1][1], 1, 2);
    let lane = lane_for(app.world_mut(), 0, &hound, &[SideOrder::Lane(1)]);
    assert_eq!(lane, Some(2), "an empty zone nearest side 0's heroes");
}

#[test]
fn the_round_s_first_side_places_first() {
    // vortex-design.md §1 phase 4 step 8: "first side first, each placement resolves"; F2: the
    // first side alternates, so side 1 is first in its rounds.
    let (mut app, _) = bare(1);
    app.world_mut().resource_mut::<Battle>().first_side = Some(1);
    for side in 0..2 {
        hand(&mut app, side, &["hound_whistle", "hex_bolt"]);
        charge(&mut app, side, &["thorn_seal"]);
    }
    app.world_mut().resource_mut::<Tactics>().showdown = false;
    plans(&mut app, 0, "(then: Lane(3))");
    plans(&mut app, 1, "(then: Lane(1))");
    reveal::run(app.world_mut());
    let text = log(&app);
    let first = text.find("appears for Duskward").expect("side 1's hound");
    let second = text.find("appears for Dawnward").expect("side 0's hound");
    assert!(first < second, "{text}");
    let t = tokens(&mut app);
    assert_eq!((t[0].1, t[1].1), (1, 0), "entry order follows placement");
}
