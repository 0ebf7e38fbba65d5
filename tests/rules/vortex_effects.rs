//! The Vortex's new effects (vortex-design.md §3.3 with F4, F18, F19): `Check` (seed 003 判定 as
//! a save: 2D + 2 × the skill against 8–14, 12 always passing and 2 always failing, cover
//! reading nothing) and `Disrupt` (seed 001's Bind and Freeze put on a panel or a card, 5.スキル
//! について and 《状態異常》; the dispersion rule then left-front, 6.細則; recovery, 4.戦闘の流れ),
//! each on the test levels with the real content; and `vortex check` on both.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::arena::ArenaStatus;
use vortex_tactics::data::keywords::Trait;
use vortex_tactics::rules::core::answers::{self, Answer};
use vortex_tactics::rules::core::cards::chain::stack::resolve;
use vortex_tactics::rules::core::cards::disrupt::BoundCards;
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::fighter::Fighter;
use vortex_tactics::rules::core::keywords::traits::HasTraits;
use vortex_tactics::rules::core::panels::Patterns;
use vortex_tactics::rules::vortex::parts::VortexFighter;
use vortex_tactics::rules::vortex::turn::with_vortex;

const FLAT: &str = FLAT_ORRIN;

fn panel_statuses(app: &App, e: Entity) -> Vec<Vec<ArenaStatus>> {
    let p = app.world().get::<Patterns>(e).expect("patterns");
    p.panels().iter().map(|s| s.statuses.clone()).collect()
}

#[test]
fn a_save_is_two_dice_and_twice_the_skill_and_only_a_failure_takes_the_fail_effects() {
    // vortex-design.md §1 "Checks" with F4 ("value = 2D + 2 × level; … a save's number is
    // 8–14"; 12 always succeeds and 2 always fails) and §3.3 (`Check { skill, target, fail }`).
    let (mut passed, mut failed) = (0, 0);
    for seed in 1..40 {
        let mut app = battle(flat_catalog(), FLAT, seed);
        let [kaede, _, _, foe] = four(&mut app);
        let will = app.world().get::<VortexFighter>(foe).expect("v").will;
        let hp = hp(&app, foe);
        strike(
            &mut app,
            kaede,
            foe,
            "Check(skill: Will, target: 11, fail: [ReduceHp(\"3\")])",
        );
        let text = log(&app);
        let line = text
            .lines()
            .find(|l| l.contains("makes a Will save: "))
            .expect("a save is made");
        let dice: Vec<i32> = line
            .split(": ")
            .nth(1)
            .and_then(|r| r.split(" = ").next())
            .expect("dice")
            .split('+')
            .map(|n| n.parse().expect("number"))
            .collect();
        let (a, b) = (dice[0], dice[1]);
        assert_eq!(dice[2], 2 * will, "{line}");
        let pass = a + b == 12 || (a + b != 2 && a + b + 2 * will >= 11);
        assert_eq!(line.ends_with("passes"), pass, "{line}");
        if pass {
            passed += 1;
            assert_eq!(
                hp,
                crate::harness::hp(&app, foe),
                "no fail effect on a pass"
            );
        } else {
            failed += 1;
            assert_eq!(hp - 3, crate::harness::hp(&app, foe), "{text}");
        }
    }
    assert!(passed > 0 && failed > 0, "{passed} passed, {failed} failed");
}

#[test]
fn bind_goes_to_the_panel_with_fewest_statuses_leftmost_first_and_a_bound_panel_cannot_pay() {
    // Seed 001 6.細則 (分散の法則, 左前の法則) and 《状態異常》 拘束; vortex-design.md §3.3
    // `Disrupt(status: Bind, on: Panel, …)`.
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe, _] = four(&mut app);
    strike(
        &mut app,
        kaede,
        foe,
        "Disrupt(status: Bind, on: Panel, chance: (1, 1))",
    );
    strike(
        &mut app,
        kaede,
        foe,
        "Disrupt(status: Freeze, on: Panel, chance: (1, 1))",
    );
    let s = panel_statuses(&app, foe);
    assert_eq!(s[0], vec![ArenaStatus::Bind]);
    assert_eq!(
        s[1],
        vec![ArenaStatus::Freeze],
        "fewest statuses, then leftmost"
    );
    let p = app.world().get::<Patterns>(foe).expect("p");
    let first = p.panels()[0].panel;
    let pay = vortex_tactics::rules::core::panels::choose(p.panels(), &[first], None);
    assert!(
        pay.is_none_or(|v| !v.contains(&0)),
        "a bound panel pays nothing"
    );
    assert!(
        log(&app).contains("Bind lands on Kaede Ashwright B's panel P1"),
        "{}",
        log(&app)
    );
}

#[test]
fn a_disruption_misses_on_its_chance_and_never_lands_on_the_hale() {
    // vortex-design.md §3.3 (`chance`) and §2 "Hale: … 001's Bind and Freeze never land on it,
    // its panels or its cards".
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe, _] = four(&mut app);
    app.world_mut()
        .entity_mut(foe)
        .insert(HasTraits(vec![Trait::Hale]));
    strike(
        &mut app,
        kaede,
        foe,
        "Disrupt(status: Bind, on: Panel, chance: (1, 1))",
    );
    assert!(panel_statuses(&app, foe).iter().all(Vec::is_empty));
    assert!(
        log(&app).contains("does not land: Kaede Ashwright B is hale"),
        "{}",
        log(&app)
    );
    // A 1-in-20 chance misses at least once in a few tries, and then nothing is given.
    app.world_mut()
        .entity_mut(foe)
        .insert(HasTraits(Vec::new()));
    for _ in 0..6 {
        strike(
            &mut app,
            kaede,
            foe,
            "Disrupt(status: Bind, on: Panel, chance: (1, 20))",
        );
    }
    let text = log(&app);
    let misses = text.matches("is not given (the roll fails)").count();
    let lands = text.matches("Bind lands on").count();
    assert!(misses > 0 && misses + lands == 6, "{text}");
    let given: usize = panel_statuses(&app, foe).iter().map(Vec::len).sum();
    assert_eq!(given, lands);
}

#[test]
fn a_bound_card_is_dropped_when_readied_and_its_bind_recovers_in_phase_three() {
    // Seed 001 《状態異常》 拘束 (a bound skill cannot be used; recovery: 1 on a d3, 4.戦闘の流れ)
    // read on the deck (vortex-design.md §3.3 `on: Card(..)`, F11: a card that cannot be played
    // is dropped). Every face bound before the battle: only a freed face is ever played.
    let deck = real_catalog().characters["kaede_ashwright"].deck.clone();
    let names: Vec<String> = deck
        .iter()
        .map(|id| real_catalog().cards[id].name.clone())
        .collect();
    let (mut dropped, mut freed) = (false, false);
    for seed in 1..12 {
        let mut app = battle(flat_catalog(), FLAT, seed);
        let [_, _, foe, orrin] = four(&mut app);
        app.world_mut().get_mut::<Fighter>(foe).expect("f").name = "Target".into();
        for _ in 0..6 {
            strike(
                &mut app,
                orrin,
                foe,
                "Disrupt(status: Bind, on: Card(Any), chance: (1, 1))",
            );
        }
        let bound = app.world().get::<BoundCards>(foe).cloned().expect("bound");
        let mut faces = bound.0.clone();
        faces.sort_unstable();
        assert_eq!(
            faces,
            vec![0, 1, 2, 3, 4, 5],
            "one Bind a face, by dispersion"
        );
        play_until(&mut app, |l| l.contains("[round 3]"));
        let text = log(&app);
        let mut free: Vec<&str> = Vec::new();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("  Target's face ") {
                let face: usize = rest
                    .split(' ')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("face");
                free.push(names[face - 1].as_str());
                freed = true;
            } else if let Some(rest) = line.strip_prefix("  Target plays ") {
                assert!(
                    free.iter().any(|n| rest.starts_with(n)),
                    "a bound card was played: {line}\n{text}"
                );
            } else if line.contains("Target does not play") && line.contains("it is bound: dropped")
            {
                dropped = true;
            }
        }
        if dropped && freed {
            return;
        }
    }
    panic!("dropped {dropped}, freed {freed}");
}

#[test]
fn a_player_picks_where_a_disruption_lands() {
    // vortex-design.md F19 "Disrupt aim": "Let the player pick the panel or card, with the
    // dispersion choice shown as the default."
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe, _] = four(&mut app);
    app.world_mut().insert_resource(Autopilot(false));
    strike(
        &mut app,
        kaede,
        foe,
        "Disrupt(status: Bind, on: Panel, chance: (1, 1))",
    );
    let open = answers::open_questions(app.world());
    let q = open
        .iter()
        .find(|q| q.kind == "disrupt")
        .expect("the user is asked");
    assert_eq!(q.options.len(), 4, "{q:?}");
    assert!(q.options[2].words.starts_with("panel P3"), "{q:?}");
    answers::answer(
        app.world_mut(),
        &Answer {
            side: 0,
            question: q.number,
            picks: vec![2],
        },
    )
    .expect("taken");
    with_vortex(app.world_mut(), |w| {
        resolve(w);
    });
    let s = panel_statuses(&app, foe);
    assert_eq!(s[2], vec![ArenaStatus::Bind], "{s:?}");
    assert!(s[0].is_empty());
}

#[test]
fn vortex_check_refuses_a_wrong_save_or_disruption_at_its_line() {
    // vortex-design.md F4 (a save's number is 8–14) and §3.3 (Freeze only on a Panel): each
    // refused at its file, line and field; the card is left out and the rest loads.
    use vortex_tactics::data::{ContentDirs, load_content};
    let dir = temp_dir("vortex-effects");
    let card = |effects: &str| {
        format!(
            "(\n  name: \"Test\",\n  cost: 1,\n  attributes: Any([\"Wind\"]),\n  \
             range: \"1~2\",\n  target: OneEnemy,\n  effects: [{effects}],\n  text: \"t\",\n)\n"
        )
    };
    let save = dir.join("t_save.card.ron");
    let freeze = dir.join("t_freeze.card.ron");
    std::fs::write(
        &save,
        card("Check(skill: Athletics, target: 20, fail: [Damage(\"1\")])"),
    )
    .expect("write");
    std::fs::write(
        &freeze,
        card("Disrupt(status: Freeze, on: Card(Any), chance: (1, 2))"),
    )
    .expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    assert!(!catalog.cards.contains_key("t_save") && !catalog.cards.contains_key("t_freeze"));
    assert!(catalog.cards.contains_key("ember_flick"), "the rest loads");
    let at = |path: &std::path::Path, words: &str| {
        problems
            .iter()
            .find(|p| p.path == path && p.message.contains(words))
            .unwrap_or_else(|| panic!("{words}: {problems:?}"))
            .clone()
    };
    let s = at(&save, "8 to 14");
    assert_eq!((s.field.as_str(), s.line), ("effects", 7), "{s}");
    let f = at(&freeze, "only on a panel");
    assert_eq!((f.field.as_str(), f.line), ("effects", 7), "{f}");
}
