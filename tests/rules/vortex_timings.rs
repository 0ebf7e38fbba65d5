//! Seed 002's timings, rows and bait read in the Vortex, and summons on its grid
//! (vortex-design.md §2 "Seed 002", §3.3, F13, F16, F19; seed 002 ①スキル用語: 登場, 撤退,
//! 追い討ち, 夜明け, 日没, 前列・後列, エサ): each on the flat test level, the ability given on the
//! hero's or token's `vortex` sheet (Vortex-only abilities, docs/RULES.md).

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::load::parse;
use vortex_tactics::data::{Ability, Catalog};
use vortex_tactics::rules::core::battlefield::grid::GridPos;
use vortex_tactics::rules::core::fighter::{Fighter, Retired};

const FLAT: &str = FLAT_ORRIN;

/// The real content, with `abilities` on the `vortex` sheet of character or token `id`.
fn with_abilities(id: &str, abilities: &[&str]) -> Catalog {
    let mut c = flat_catalog();
    let list: Vec<Ability> = abilities
        .iter()
        .map(|a| parse(std::path::Path::new("ability"), a).expect("ability parses"))
        .collect();
    if let Some(ch) = c.characters.get_mut(id) {
        let ch = std::sync::Arc::make_mut(ch);
        ch.vortex.as_mut().expect("sheet").abilities = list;
    } else {
        let tk = std::sync::Arc::make_mut(c.tokens.get_mut(id).expect("token"));
        tk.vortex.as_mut().expect("sheet").abilities = list;
    }
    c
}

fn rename(app: &mut App, e: Entity, name: &str) {
    app.world_mut().get_mut::<Fighter>(e).expect("f").name = name.into();
}

#[test]
fn dawn_and_dusk_abilities_fire_each_round_and_bait_is_paid_from_unused_panels() {
    // Seed 002 ① 夜明け (each turn's dawn), 日没 (its dusk), エサ (paid as it comes into play);
    // vortex-design.md §2: "`Dawn` at round start; `Dusk` at round end"; "A triggered ability may
    // list `bait` panels. When it fires they must be paid from unused panels if they can be; if
    // they cannot, the ability does not fire."
    let c = with_abilities(
        "kaede_ashwright",
        &[
            "Triggered(name: \"Kindling Dawn\", when: Dawn, target: Myself, effects: [Heal(\"1\")], bait: [Fire])",
            "Triggered(name: \"Moonlit Vow\", when: Dawn, target: Myself, effects: [Heal(\"1\")], bait: [Moon])",
            "Triggered(name: \"Last Light\", when: Dusk, target: Myself, effects: [Heal(\"1\")])",
        ],
    );
    let mut app = battle(c, FLAT, 1);
    let [kaede, _, foe_kaede, _] = four(&mut app);
    rename(&mut app, kaede, "Keeper");
    rename(&mut app, foe_kaede, "Other");
    play_until(&mut app, |l| l.contains("-- round 3 --"));
    let text = log(&app);
    let round1 = &text[..text.find("-- round 2 --").expect("round 2")];
    let dawn = round1
        .find("Keeper pays Kindling Dawn's bait (P1)")
        .expect("bait paid");
    assert!(
        round1[dawn..].contains("Keeper's Kindling Dawn fires"),
        "{round1}"
    );
    assert!(
        round1.contains("Keeper's Moonlit Vow does not fire: its bait cannot be paid"),
        "{round1}"
    );
    let first_turn = round1.find("[round 1]").expect("a turn");
    assert!(dawn < first_turn, "at Dawn, before the turns");
    let dusk = round1.find("Keeper's Last Light fires").expect("dusk");
    assert!(
        dusk > round1.rfind("[round 1]").expect("turns"),
        "after the turns"
    );
    let two = &text[..text.find("-- round 3 --").expect("round 3")];
    assert_eq!(
        two.matches("Keeper's Kindling Dawn fires").count(),
        2,
        "every round"
    );
}

#[test]
fn a_retreat_ability_fires_for_its_retiring_holder_and_a_follow_up_after_its_card_hit() {
    // Seed 002 ① 撤退 (when it is defeated), 追い討ち (after its own battle, if it is still
    // alive); vortex-design.md §2: "`Retreat` when it retires (not on a discard); `FollowUp` after
    // its card dealt damage while it still stands".
    let c = with_abilities(
        "orrin_tidecaller",
        &[
            "Triggered(name: \"Last Tide\", when: Retreat, target: AllEnemies, range: Some(\"1~3\"), effects: [Damage(\"2\")])",
            "Triggered(name: \"Undertow Chase\", when: FollowUp, target: Myself, effects: [Heal(\"1\")])",
        ],
    );
    let mut app = battle(c, FLAT, 1);
    let [kaede, orrin, foe_a, foe_b] = four(&mut app);
    rename(&mut app, orrin, "Tide");
    put(&mut app, orrin, 3, 5);
    put(&mut app, foe_a, 3, 4);
    put(&mut app, kaede, 7, 7);
    put(&mut app, foe_b, 0, 0);
    let far = hp(&app, foe_b);
    let near = hp(&app, foe_a);
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(orrin)
        .expect("hp")
        .current = 1;
    strike(&mut app, foe_a, orrin, "Damage(\"3\")");
    assert!(app.world().get::<Retired>(orrin).is_some());
    let text = log(&app);
    assert!(text.contains("Tide's Last Tide fires"), "{text}");
    assert!(hp(&app, foe_a) < near, "in range: hit");
    assert_eq!(hp(&app, foe_b), far, "out of range");
    // Orrin (no retreat here) plays and follows up after damage it dealt.
    let c = with_abilities(
        "orrin_tidecaller",
        &[
            "Triggered(name: \"Undertow Chase\", when: FollowUp, target: Myself, effects: [Heal(\"1\")])",
        ],
    );
    let text = (1..20)
        .map(|seed| {
            let mut app = battle(c.clone(), FLAT, seed);
            play_until(&mut app, |l| l.contains("-- round 4 --"));
            log(&app)
        })
        .find(|t| t.contains("Undertow Chase fires"))
        .expect("a follow-up fired");
    for (at, _) in text.match_indices("Undertow Chase fires") {
        let before = &text[..at];
        let turn = &before[before.rfind("'s turn (AC").expect("in a turn")..];
        assert!(
            (turn.contains("Orrin Tidecaller A plays ")
                || turn.contains("Orrin Tidecaller B plays "))
                && turn.contains("damage to"),
            "after its card dealt damage: {turn}"
        );
    }
}

#[test]
fn a_summon_enters_next_to_its_summoner_and_fires_its_arrival_and_a_third_discards_the_oldest() {
    // vortex-design.md F13: "A summon enters with AC 0 (Swift: its speed) on a free square within
    // 2 squares of its summoner; with none free, it fails. A summoner keeps at most 2 tokens on
    // the map. A third one discards the summoner's oldest"; seed 002 ① 登場 ("`Arrival` when it
    // enters the map").
    let c = with_abilities(
        "gloam_hound",
        &["Triggered(name: \"Pack Howl\", when: Arrival, target: Myself, effects: [Heal(\"1\")])"],
    );
    let mut app = battle(c, FLAT, 1);
    let [kaede, ..] = four(&mut app);
    put(&mut app, kaede, 3, 3);
    for _ in 0..3 {
        strike(&mut app, kaede, kaede, "Summon(token: \"gloam_hound\")");
    }
    let text = log(&app);
    assert_eq!(
        text.matches("summons Gloam Hound onto").count(),
        3,
        "{text}"
    );
    assert_eq!(text.matches("Pack Howl fires").count(), 3, "{text}");
    assert!(
        text.contains("is discarded: Kaede Ashwright A keeps at most 2 tokens"),
        "{}",
        text
    );
    let w = app.world_mut();
    let mut q = w.query::<(&Fighter, &GridPos, Option<&Retired>)>();
    let hounds: Vec<(GridPos, bool)> = q
        .iter(w)
        .filter(|(f, ..)| f.name == "Gloam Hound")
        .map(|(_, p, r)| (*p, r.is_some()))
        .collect();
    assert_eq!(hounds.len(), 3);
    assert_eq!(hounds.iter().filter(|(_, out)| !out).count(), 2);
    for (p, _) in &hounds {
        assert!(p.distance(GridPos::new(3, 3)) <= 2, "{p:?}");
    }
    assert!(text.contains("AC 0"), "not Swift: AC 0");
}

#[test]
fn a_front_row_passive_holds_only_while_engaged() {
    // Seed 002 【前列スキル】; vortex-design.md F16: "`InRow(Front)` holds while the holder is
    // engaged, and `InRow(Back)` while no foe is within 3 squares" (F20: Garron's
    // `InRow(Front, Passive(DamageTaken(-1)))`).
    let c = with_abilities(
        "orrin_tidecaller",
        &["InRow(row: Front, ability: Passive(DamageTaken(-1)))"],
    );
    let mut app = battle(c, FLAT, 1);
    let [kaede, orrin, foe, _] = four(&mut app);
    let taken = |app: &mut App| {
        let before = hp(app, orrin);
        strike(app, kaede, orrin, "ReduceHp(\"0\")");
        strike(app, foe, orrin, "Damage(\"3\")");
        before - hp(app, orrin)
    };
    put(&mut app, orrin, 3, 4);
    put(&mut app, foe, 6, 6);
    put(&mut app, kaede, 0, 0);
    let apart = taken(&mut app);
    put(&mut app, foe, 3, 5);
    let engaged = taken(&mut app);
    assert_eq!(engaged, apart - 1, "engaged: 1 less\n{}", log(&app));
}

#[test]
fn vortex_check_refuses_bait_on_a_token_a_wrapped_mastery_and_a_timing_outside_the_vortex() {
    // vortex-design.md F19 ("Bait on a token … never fires, so `vortex check` should refuse it"),
    // §3.3 (`InRow { row, ability }` over a passive or triggered ability) and seed 002's timings
    // being the Vortex's: each at its file and field.
    use vortex_tactics::data::{ContentDirs, load_content};
    let dir = temp_dir("vortex-timings");
    let token = dir.join("bait_moth.token.ron");
    std::fs::write(
        &token,
        "(\n  name: \"Bait Moth\",\n  hp: 4,\n  threat: 1,\n  actions: [\"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\"],\n  \
         abilities: [Triggered(name: \"Lure\", when: TurnStart, target: Myself, effects: [Heal(\"1\")], bait: [Fire])],\n  \
         vortex: Some((speed: 5, move_metres: 10)),\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let wrapped = dir.join("odd_master.token.ron");
    std::fs::write(
        &wrapped,
        "(\n  name: \"Odd Master\",\n  hp: 4,\n  threat: 1,\n  actions: [\"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\"],\n  \
         abilities: [InRow(row: Back, ability: ResistExtra)],\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    let at = |path: &std::path::Path, words: &str| {
        problems
            .iter()
            .find(|p| p.path == path && p.message.contains(words))
            .unwrap_or_else(|| panic!("{words}: {problems:?}"))
            .field
            .clone()
    };
    assert_eq!(at(&token, "a token has no panels"), "abilities");
    assert_eq!(
        at(&wrapped, "wraps a `Passive` or a `Triggered`"),
        "abilities"
    );
    assert!(
        !catalog.tokens.contains_key("bait_moth") && !catalog.tokens.contains_key("odd_master")
    );
    // A Dawn ability on a member of a Duel level.
    let mut c = real_catalog();
    let ch = std::sync::Arc::make_mut(c.characters.get_mut("kaede_ashwright").expect("kaede"));
    ch.abilities.push(
        parse(
            std::path::Path::new("a"),
            "Triggered(name: \"Early\", when: Dawn, target: Myself, effects: [Heal(\"1\")])",
        )
        .expect("ability"),
    );
    let duel = c.levels["duel_01_first_spark"].clone();
    let problems = vortex_tactics::data::validate::check_prepared(&c, &duel);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("`Dawn`, which only the Vortex reads")),
        "{problems:?}"
    );
}
