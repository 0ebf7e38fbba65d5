//! The Vortex's content model (vortex-design.md §3.1, §3.2, F10): what an action card costs in
//! AC and panels (its own fields or the default table), a fighter's `vortex` sheet, and the
//! checks `vortex check` makes of them, each refusal at its file, line and field.

use crate::harness::{real_catalog, temp_dir};
use std::path::{Path, PathBuf};
use vortex_tactics::data::ActionCard;
use vortex_tactics::data::arena::Panel::{self, *};
use vortex_tactics::data::vortex::{VortexCost, VortexSheet, cost_of, payable_from};
use vortex_tactics::data::{ContentDirs, load_content};

fn card(cost: i32, attributes: &str, more: &str) -> ActionCard {
    vortex_tactics::data::load::parse(
        Path::new("c"),
        &format!("(name: \"C\", cost: {cost}, attributes: {attributes}, text: \"t\"{more})"),
    )
    .expect("card")
}

fn cost(ac: u8, panels: &[Panel]) -> Result<VortexCost, String> {
    Ok(VortexCost {
        ac,
        panels: panels.to_vec(),
    })
}

#[test]
fn a_card_without_vortex_costs_reads_the_default_table() {
    // vortex-design.md §3.1: AP ≤ 0 → AC 1, no panel; 1–2 → AC 2, one; 3 → AC 3, one;
    // 4 → AC 3, two; ≥ 5 → AC 4, two of the card's first attribute.
    let fire = "Any([\"Fire\"])";
    assert_eq!(cost_of(&card(-1, fire, "")), cost(1, &[]));
    assert_eq!(cost_of(&card(0, fire, "")), cost(1, &[]));
    assert_eq!(cost_of(&card(1, fire, "")), cost(2, &[Fire]));
    assert_eq!(cost_of(&card(2, fire, "")), cost(2, &[Fire]));
    assert_eq!(cost_of(&card(3, fire, "")), cost(3, &[Fire]));
    assert_eq!(cost_of(&card(4, fire, "")), cost(3, &[Fire, Fire]));
    assert_eq!(cost_of(&card(5, fire, "")), cost(4, &[Fire, Fire]));
    assert_eq!(cost_of(&card(7, fire, "")), cost(4, &[Fire, Fire]));
}

#[test]
fn the_panel_is_the_first_attribute_sword_when_neutral_one_of_each_for_all() {
    // vortex-design.md §3.1: "The attribute's panel is the card's first attribute … A neutral card
    // pays Sword. An `All([A, B])` card pays one of each."
    assert_eq!(
        cost_of(&card(3, "Any([\"Moon\", \"Shadow\"])", "")),
        cost(3, &[Moon])
    );
    assert_eq!(cost_of(&card(2, "Neutral", "")), cost(2, &[Sword]));
    assert_eq!(cost_of(&card(5, "Neutral", "")), cost(4, &[Sword, Sword]));
    assert_eq!(
        cost_of(&card(4, "All([\"Moon\", \"Shadow\"])", "")),
        cost(3, &[Moon, Shadow])
    );
    assert_eq!(
        cost_of(&card(0, "All([\"Moon\", \"Shadow\"])", "")),
        cost(1, &[])
    );
}

#[test]
fn a_card_s_own_ac_and_panels_stand_over_the_table() {
    // vortex-design.md §3.1: `ac: Some(2)`, `panels: Some([Water, Wind])`; `Some([])` is free.
    let c = card(
        3,
        "Any([\"Water\"])",
        ", ac: Some(2), panels: Some([Water, Wind])",
    );
    assert_eq!(cost_of(&c), cost(2, &[Water, Wind]));
    let free = card(4, "Any([\"Water\"])", ", panels: Some([])");
    assert_eq!(cost_of(&free), cost(3, &[]));
    let only_ac = card(4, "Any([\"Water\"])", ", ac: Some(0)");
    assert_eq!(cost_of(&only_ac), cost(0, &[Water, Water]));
}

#[test]
fn an_attribute_without_a_panel_needs_its_panels_written() {
    // vortex-design.md §3.1: "An attribute with no panel needs explicit `panels` (`vortex check`)."
    let light = card(2, "Any([\"Light\"])", "");
    let e = cost_of(&light).expect_err("no Light panel");
    assert!(e.contains("`Light` has no panel"), "{e}");
    assert!(cost_of(&card(2, "Any([\"Light\"])", ", panels: Some([Sword])")).is_ok());
    // At AP ≤ 0 no panel is needed, so none is missing.
    assert!(cost_of(&card(-1, "Any([\"Light\"])", "")).is_ok());
}

#[test]
fn the_worked_round_s_cards_cost_what_it_says() {
    // vortex-design.md §1, "A worked round": "Lancing Flare (AC 3, Fire)", "Skybolt Arrow
    // (range 3, AC 3, Wind)".
    let c = real_catalog();
    assert_eq!(cost_of(&c.cards["lancing_flare"]), cost(3, &[Fire]));
    assert_eq!(cost_of(&c.cards["skybolt_arrow"]), cost(3, &[Wind]));
}

#[test]
fn every_hero_has_two_patterns_of_four_that_pay_every_card_of_its_deck() {
    // vortex-design.md F10: "every hero has exactly two patterns of four, one that pays its attack
    // faces and one that pays its support faces"; §4 Roster: speed and move.
    let c = real_catalog();
    let roster = [
        ("kaede_ashwright", 7, 15),
        ("hollis_cragfire", 6, 15),
        ("orrin_tidecaller", 6, 15),
        ("sylla_windreed", 8, 20),
        ("garron_deepstone", 5, 10),
        ("vesper_nightglass", 8, 20),
    ];
    for (id, speed, metres) in roster {
        let ch = &c.characters[id];
        let sheet = ch.vortex.as_ref().expect(id);
        assert_eq!((sheet.speed, sheet.move_metres), (speed, metres), "{id}");
        assert_eq!(sheet.patterns.len(), 2, "{id}");
        assert!(sheet.patterns.iter().all(|p| p.len() == 4), "{id}");
        assert!(sheet.problems(true).is_empty(), "{id}");
        for face in &ch.deck {
            let cost = cost_of(&c.cards[face]).expect(face);
            assert!(
                sheet.patterns.iter().any(|p| payable_from(p, &cost.panels)),
                "{id}: {face}"
            );
        }
    }
    // Kaede's is the design's own example (§3.2).
    assert_eq!(
        c.characters["kaede_ashwright"]
            .vortex
            .as_ref()
            .expect("k")
            .patterns,
        vec![
            vec![Fire, Fire, Fire, Sword],
            vec![Fire, Water, Sword, Sword]
        ]
    );
}

#[test]
fn a_sheet_outside_its_ranges_is_refused_field_by_field() {
    // vortex-design.md §3.2: speed 3..=12; athletics and will 0..=5; patterns 1..=3 of 3..=5
    // panels, all the same length, characters only; stop distance (seed 003 接敵) 0..=2.
    let sheet = |text: &str| -> VortexSheet {
        vortex_tactics::data::load::parse(Path::new("s"), text).expect("sheet")
    };
    let fields = |s: &VortexSheet, character: bool| -> Vec<&'static str> {
        s.problems(character).into_iter().map(|(f, _)| f).collect()
    };
    let good = sheet("(speed: 7, move_metres: 15, patterns: [[Fire, Fire, Sword]])");
    assert!(fields(&good, true).is_empty());
    assert_eq!(good.stop_distance, 1, "the default stop distance is 1");
    assert_eq!(
        (good.move_squares(), good.power(true), good.power(false)),
        (3, 2, 1)
    );
    assert_eq!(fields(&good, false), vec!["patterns"], "a token has none");
    let bad = sheet(
        "(speed: 2, move_metres: 0, athletics: 6, will: 9, stop_distance: 3, \
         patterns: [[Fire, Fire], [Fire, Water, Sword]])",
    );
    assert_eq!(
        fields(&bad, true),
        vec![
            "speed",
            "move_metres",
            "athletics",
            "will",
            "stop_distance",
            "patterns",
            "patterns"
        ]
    );
    let four = sheet(
        "(speed: 5, move_metres: 10, patterns: [[Fire, Fire, Fire], [Fire, Fire, Fire], [Fire, Fire, Fire], [Fire, Fire, Fire]])",
    );
    assert_eq!(fields(&four, true), vec!["patterns"]);
}

#[test]
fn vortex_check_refuses_a_deck_no_pattern_pays_at_its_file_and_line() {
    // vortex-design.md §3.6: `vortex check` requires "legal decks (000's rules) with payable panel
    // attributes"; docs/ARCHITECTURE.md, Content: a refusal names file, line and field, and the
    // fighter is left out while the rest loads.
    let dir = temp_dir("vortex-sheet");
    let path = dir.join("ash_novice.character.ron");
    std::fs::write(
        &path,
        "(\n  name: \"Ash Novice\",\n  hp: 12,\n  ap: 14,\n  attributes: [\"Fire\"],\n  \
         deck: [\"overheat\", \"ember_flick\", \"call_the_ashfall\", \"scorching_brand\", \
         \"lancing_flare\", \"blazing_cleave\"],\n  vortex: Some((\n    speed: 14, move_metres: 15,\n    \
         patterns: [[Fire, Water, Sword, Sword]],\n  )),\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    assert!(!catalog.characters.contains_key("ash_novice"));
    let mine: Vec<_> = problems.iter().filter(|p| p.path == path).collect();
    let speed = mine.iter().find(|p| p.field == "speed").expect("speed");
    assert!(speed.message.contains("3 to 12"), "{speed}");
    let unpaid = mine
        .iter()
        .find(|p| p.message.contains("no pattern pays `blazing_cleave`"))
        .expect("Blazing Cleave needs two Fire panels");
    assert_eq!(
        (unpaid.line, unpaid.field.as_str()),
        (7, "vortex"),
        "{unpaid}"
    );
    assert!(
        catalog.characters.contains_key("kaede_ashwright"),
        "the rest loads"
    );
}

#[test]
fn the_vortex_parts_of_shared_content_leave_other_presets_replays_alone() {
    // docs/REPLAYS.md, the content hash: "changing a number a rule reads does" change it; a card's
    // `ac` and `panels` and a fighter's `vortex` sheet are read only by the Vortex, so another
    // preset's replays keep their hash when they change, and a Vortex replay's changes.
    use vortex_tactics::replay::content::hash;
    let c = real_catalog();
    let duel = c.levels["duel_01_first_spark"].clone();
    let vortex = c.levels["vortex_t1_flat_mirror"].clone();
    let mut changed = c.clone();
    for ch in changed.characters.values_mut() {
        std::sync::Arc::make_mut(ch).vortex = None;
    }
    for card in changed.cards.values_mut() {
        std::sync::Arc::make_mut(card).ac = Some(4);
    }
    assert_eq!(hash(&c, &duel), hash(&changed, &duel));
    assert_ne!(hash(&c, &vortex), hash(&changed, &vortex));
}

#[test]
fn vortex_check_refuses_a_vortex_level_it_cannot_play_yet_at_its_lines() {
    // vortex-design.md §3.6: a Vortex level needs exactly two teams, a map and a `vortex` sheet on
    // every member; F13: a summon enters the map, so a summoned token needs a `vortex` sheet too —
    // each refused by file, line and field.
    let dir = temp_dir("vortex-level");
    std::fs::write(
        dir.join("den_mother.token.ron"),
        "(\n  name: \"Den Mother\",\n  hp: 8,\n  threat: 2,\n  actions: [\"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\", \"honest_blow\"],\n  abilities: [\n    Triggered(\n      name: \"Call the Litter\",\n      when: Damaged,\n      target: Myself,\n      effects: [Summon(token: \"reedbound_leech\")],\n    ),\n  ],\n  vortex: Some((speed: 5, move_metres: 10)),\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let path = dir.join("v_bad.level.ron");
    std::fs::write(
        &path,
        "(\n  name: \"Bad\",\n  preset: Vortex,\n  seed: 1,\n  teams: [\n    (name: \"A\", control: Player,\n      members: [(card: \"kaede_ashwright\")]),\n    (name: \"B\", members: [(card: \"fen_stalker\"), (card: \"hollis_cragfire\"), (card: \"den_mother\")]),\n  ],\n)\n",
    )
    .expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    assert!(!catalog.levels.contains_key("v_bad"));
    let mine: Vec<String> = problems
        .iter()
        .filter(|p| p.path == path)
        .map(|p| format!("{}:{}: {}", p.line, p.field, p.message))
        .collect();
    let has = |needle: &str| mine.iter().any(|m| m.contains(needle));
    assert!(has("fought on a map"), "{mine:?}");
    // A player's side is asked through the answer face (issue 38, item 3).
    assert!(!has("control:"), "{mine:?}");
    assert!(has("`fen_stalker` has no vortex sheet"), "{mine:?}");
    assert!(
        has(
            "`den_mother` has an ability that summons `reedbound_leech`: a token with no vortex sheet"
        ),
        "{mine:?}"
    );
    // Hollis's Wind-Up Decoy summons the Clockwork Decoy, which has a vortex sheet: it may.
    assert!(!has("wind_up_decoy"), "{mine:?}");
}

#[test]
fn vortex_check_refuses_tactics_fields_of_another_kind_and_bad_decks_at_their_lines() {
    // vortex-design.md §3.5: "`vortex check` refuses any field that does not belong to the card's
    // kind"; tactic decks of 20–30 cards, at most 4 of a name (seed 004 §2, rescaled); a tactic has
    // no user on the map, so no effect that moves or summons from one (docs/RULES.md).
    let dir = temp_dir("vortex-tactics");
    let card = dir.join("odd_call.tactic.ron");
    std::fs::write(
        &card,
        "(\n  name: \"Odd Call\",\n  kind: Monster,\n  cost: 7,\n  field: Some(\"ashfall_plain\"),\n  \
         effects: [KnockBack(1)],\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let smash = dir.join("odd_smash.tactic.ron");
    std::fs::write(
        &smash,
        "(\n  name: \"Odd Smash\",\n  kind: Smash,\n  cost: 2,\n  target: Some(Myself),\n  \
         effects: [Damage(\"1\"), KnockBack(1)],\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let mail = dir.join("odd_mail.tactic.ron");
    std::fs::write(
        &mail,
        "(\n  name: \"Odd Mail\",\n  kind: Equip,\n  cost: 0,\n  equip: Some(\"deep_chill\"),\n  text: \"t\",\n)\n",
    )
    .expect("write");
    let deck = dir.join("thin_kit.tdeck.ron");
    std::fs::write(
        &deck,
        "(\n  name: \"Thin\",\n  cards: [\"hex_bolt\", \"hex_bolt\", \"hex_bolt\", \"hex_bolt\", \
         \"hex_bolt\", \"no_such_tactic\"],\n  plans: [(then: Lane(4)), (then: DontUse(\"rockslide\"))],\n)\n",
    )
    .expect("write");
    let (catalog, problems) = crate::content::load(&dir);
    assert!(!catalog.tactics.contains_key("odd_call"));
    assert!(!catalog.tactic_decks.contains_key("thin_kit"));
    let of = |path: &PathBuf| located(&problems, path);
    let (card, smash, deck, mail) = (of(&card), of(&smash), of(&deck), of(&mail));
    let has = |v: &[String], needle: &str| v.iter().any(|m| m.contains(needle));
    assert!(
        has(&card, "4:cost: cost 7: a tactic costs 1 to 5"),
        "{card:?}"
    );
    assert!(
        has(&mail, "4:cost: cost 0: a tactic costs 1 to 5"),
        "{mail:?}"
    );
    assert!(
        has(&mail, "5:equip: `deep_chill` lasts some turns"),
        "{mail:?}"
    );
    assert!(has(&card, "a M card needs `summon`"), "{card:?}");
    assert!(has(&card, "5:field: a M card has no `field`"), "{card:?}");
    assert!(has(&card, "KnockBack(1): a tactic has no user"), "{card:?}");
    assert!(has(&smash, "5:target: a tactic has no user"), "{smash:?}");
    assert!(
        has(&deck, "6 cards; a tactic deck has 20 to 30"),
        "{deck:?}"
    );
    assert!(has(&deck, "5 copies of `hex_bolt`"), "{deck:?}");
    assert!(
        has(&deck, "no tactic card has the id `no_such_tactic`"),
        "{deck:?}"
    );
    assert!(has(&deck, "lane 4"), "{deck:?}");
    assert!(has(&deck, "`rockslide` is not in this deck"), "{deck:?}");
}

#[test]
fn vortex_check_refuses_zones_that_cannot_be_fought_over_at_their_lines() {
    // vortex-design.md §3.4 with F2: "A zone has 2–4 squares", zones 1..=3, only the Vortex judges
    // zones; §3.6: a team with `tactics` needs a zone on the map, life 1–5; another preset has no
    // tactics, life or showdown.
    let dir = temp_dir("vortex-zones");
    let bad = dir.join("v_zones.level.ron");
    std::fs::write(
        &bad,
        "(\n  name: \"Z\",\n  preset: Vortex,\n  seed: 1,\n  map: Some((\n    rows: [\"1.....\", \"..44..\", \"......\"],\n    \
         legend: { '1': [Zone(1)], '4': [Zone(4)] },\n    deployment: [(front: 2, middle: 2, back: 2), (front: 0, middle: 0, back: 0)],\n  )),\n  \
         teams: [\n    (name: \"A\", tactics: Some(\"wayfarers_kit\"), life: Some(6), members: [(card: \"kaede_ashwright\", at: Some((0, 2)))]),\n    \
         (name: \"B\", tactics: Some(\"no_deck\"), members: [(card: \"kaede_ashwright\", at: Some((5, 0)))]),\n  ],\n)\n",
    )
    .expect("write");
    let skirmish = dir.join("s_zoned.level.ron");
    std::fs::write(
        &skirmish,
        "(\n  name: \"S\",\n  preset: Skirmish,\n  seed: 1,\n  map: Some((\n    rows: [\"11....\", \"......\"],\n    \
         legend: { '1': [Zone(1)] },\n    deployment: [(front: 1, middle: 1, back: 1), (front: 0, middle: 0, back: 0)],\n  )),\n  \
         teams: [\n    (name: \"A\", life: Some(3), members: [(card: \"kaede_ashwright\")]),\n    \
         (name: \"B\", members: [(card: \"gloam_hound\")]),\n  ],\n)\n",
    )
    .expect("write");
    let (catalog, problems) = crate::content::load(&dir);
    assert!(!catalog.levels.contains_key("v_zones"));
    assert!(!catalog.levels.contains_key("s_zoned"));
    let of = |path: &PathBuf| located(&problems, path);
    let (v, s) = (of(&bad), of(&skirmish));
    let has = |v: &[String], needle: &str| v.iter().any(|m| m.contains(needle));
    assert!(has(&v, "zone 4; the lanes are 1, 2 and 3"), "{v:?}");
    assert!(has(&v, "zone 1 has 1 squares; a zone has 2 to 4"), "{v:?}");
    assert!(has(&v, "6 life cards; a side has 1 to 5"), "{v:?}");
    assert!(has(&v, "no tactic deck has the id `no_deck`"), "{v:?}");
    assert!(
        has(&s, "marks a zone, which only the Vortex judges"),
        "{s:?}"
    );
    assert!(has(&s, "`life` is the Vortex's"), "{s:?}");
}

/// Each problem of the file at `path`, as `line:field: message`.
pub(crate) fn located(problems: &[vortex_tactics::data::Problem], path: &Path) -> Vec<String> {
    problems
        .iter()
        .filter(|p| p.path == path)
        .map(|p| format!("{}:{}: {}", p.line, p.field, p.message))
        .collect()
}

#[test]
fn vortex_check_refuses_a_summon_that_would_come_through_a_named_status() {
    // vortex-design.md F13: a summon enters the map with its `vortex` sheet, so a summon of a
    // token without one is refused wherever it could come from — a tactic's equip status or
    // effect that gives a named status whose own effects summon — at the field's line; one of a
    // token with a sheet is accepted.
    let dir = temp_dir("vortex-status-summon");
    std::fs::write(
        dir.join("spore_bloom.status.ron"),
        "(\n  name: \"Spore Bloom\",\n  trigger: TurnStart,\n  effects: [Summon(token: \"reedbound_leech\")],\n  text: \"t\",\n)\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("hound_call.status.ron"),
        "(\n  name: \"Hound Call\",\n  trigger: TurnStart,\n  effects: [Summon(token: \"gloam_hound\")],\n  text: \"t\",\n)\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("hound_mail.tactic.ron"),
        "(\n  name: \"Hound Mail\",\n  kind: Equip,\n  cost: 2,\n  equip: Some(\"hound_call\"),\n)\n",
    )
    .expect("write");
    let mail = dir.join("spore_mail.tactic.ron");
    std::fs::write(
        &mail,
        "(\n  name: \"Spore Mail\",\n  kind: Equip,\n  cost: 2,\n  equip: Some(\"spore_bloom\"),\n)\n",
    )
    .expect("write");
    let rain = dir.join("spore_rain.tactic.ron");
    std::fs::write(
        &rain,
        "(\n  name: \"Spore Rain\",\n  kind: Smash,\n  cost: 2,\n  target: Some(AllEnemies),\n  reach: Some(1),\n  effects: [Status(Named(\"spore_bloom\"))],\n)\n",
    )
    .expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    for (path, field, id) in [
        (&mail, "equip", "spore_mail"),
        (&rain, "effects", "spore_rain"),
    ] {
        assert!(!catalog.tactics.contains_key(id), "{id} is skipped");
        let mine: Vec<String> = problems
            .iter()
            .filter(|p| &p.path == path)
            .map(|p| format!("{}: {}: {}", p.line, p.field, p.message))
            .collect();
        assert!(
            mine.iter()
                .any(|m| m.contains(&format!("{field}: `spore_bloom` summons"))),
            "{mine:?}"
        );
    }
    assert!(
        catalog.statuses.contains_key("spore_bloom"),
        "the status itself is fine"
    );
    assert!(
        catalog.tactics.contains_key("hound_mail"),
        "a summon of a token with a vortex sheet is accepted"
    );
}
