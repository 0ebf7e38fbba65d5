//! 効果前効果 (seed 004, 17.「相殺効果や召喚効果や戦闘直前効果など」, 20. Q4): a special effect
//! used as soon as its player has chosen one of its card's effects, before the offsets; it stays
//! done when that effect is offset, and the card's 相殺効果 comes after it — only if it can still
//! be paid.

use crate::harness::log;
use crate::showdown_fixture::*;
use bevy::prelude::{App, Entity};
use vortex_tactics::rules::showdown::ask::Choice;

/// A holds `card` (and `charge` face down), B an H card usable at the draw's after-window;
/// both use theirs there, so they offset.
fn both_use(card: &str, charge: &[&str]) -> (App, [Entity; 2]) {
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, bare(&[card, "r0", "s0"], &["h0"; 6]));
    set_table(&mut app, a, |t| t.charge = face_down(charge));
    set_table(&mut app, b, bare(&["hd", "r0", "s0"], &["h0"; 6]));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    answer(&mut app, b, Choice::Activate(vec![0]));
    play(&mut app);
    (app, [a, b])
}

#[test]
fn an_effect_before_an_effect_stays_done_when_the_effect_is_offset_and_comes_before_its_offset_effect()
 {
    // 20. Q4: 効果前効果発動後、相殺時効果となります、基本的に、効果前効果は発動が確定した時点
    // で発動したままになります.
    let (app, [a, _]) = both_use("qb", &["m0"]);
    let l = log(&app);
    let before = l.find("A uses qb").expect("the effect before the effect");
    let offset = l.find("offset: no cost paid").expect("the offset");
    let after = l.rfind("A uses qb").expect("the offset effect");
    assert!(before < offset && offset < after, "{l}");
    // Hand: qb, r0, s0 and the turn's draw (4); the chosen effect did nothing; 1 + 2 drawn.
    assert_eq!(table(&app, a).hand.len(), 4 + 1 + 2, "{l}");
    assert!(
        table(&app, a).hand.contains(&"qb".to_string()),
        "offset: still in hand"
    );
}

#[test]
fn an_offset_effect_the_effect_before_it_left_unpayable_is_not_used() {
    // 20. Q4: 効果前効果で相殺時効果が発動しない状況になった時、相殺時効果は発動しません — here
    // the effect before took the one face-down charge card the offset effect needed.
    let (app, [a, _]) = both_use("qc", &["m0"]);
    let l = log(&app);
    assert_eq!(l.matches("A uses qc").count(), 1, "{l}");
    assert_eq!(table(&app, a).hand.len(), 4 + 1, "{l}");
    assert!(table(&app, a).charge.iter().all(|c| c.face_up));
}

#[test]
fn vortex_check_refuses_an_effect_before_an_effect_on_a_card_with_no_effect_to_choose() {
    // 17.: a special effect must come with its moment; an effect-before-effect's is another
    // effect of its card being chosen.
    let p = check_problems(
        "(name: \"x\", kind: Hand, effects: [(timing: BeforeEffect, does: [Draw(1)])])",
    );
    assert_eq!(
        p,
        [
            "effects[0]: an effect-before-effect comes before another effect of its card its player may use"
        ]
    );
}

#[test]
fn a_card_used_twice_sets_off_its_effect_before_an_effect_once() {
    // 20. Q4 with 12. P (存在している回数): a P card used twice at one window, another card's
    // effect chosen between its uses: its 効果前効果 comes once.
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, |t| {
        t.charge = face_down(&["pqb", "m0", "m0", "m1", "m1"]);
        t.hand.push("hd".into());
    });
    play(&mut app);
    let Some(vortex_tactics::rules::showdown::ask::Request::Activate { options, .. }) =
        asked(&app, a)
    else {
        panic!("A chooses its effects");
    };
    let ids: Vec<&str> = options.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, ["pqb", "pqb", "hd"]);
    answer(&mut app, a, Choice::Activate(vec![0, 2, 1]));
    play(&mut app);
    // 11.: the monsters each pqb flipped as its cost may be placed; passed over here.
    while pass_placing(&mut app, a).is_some() {
        play(&mut app);
    }
    let l = log(&app);
    assert_eq!(
        l.matches("A uses pqb").count(),
        3,
        "once before, twice used: {l}"
    );
    assert!(!l.contains("cannot pay"), "{l}");
}
