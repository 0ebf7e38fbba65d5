//! Seed 002, ①【反応スキル】 on every event the glossary's terms name, and 【常在スキル】 that give
//! any lasting effect (issue 37, item 11; docs/RULES.md, Brawl, "Reactions" and "Constant
//! skills"). Each test names the glossary entry the event comes from.

use crate::brawl_fixture::*;
use bevy::prelude::*;
use vortex_tactics::data::brawl::Cue;
use vortex_tactics::data::keywords::Trait;
use vortex_tactics::rules::brawl::ask::{Act, Choice, Foe, Request};
use vortex_tactics::rules::brawl::fight::attack;
use vortex_tactics::rules::brawl::harm::change_life;
use vortex_tactics::rules::brawl::harm::{DamageFrom, defeat, hurt, power_down};
use vortex_tactics::rules::brawl::state::with_side;
use vortex_tactics::rules::core::keywords::traits::HasTraits;

/// A reactor: power 5, one 反応 skill on `cue` giving its player 1 bait.
fn reactor(cue: Cue) -> (String, String) {
    (
        format!("r_{cue:?}"),
        format!(
            "bait: 1, power: 5, colour: Green, family: \"Beast\", skills: [(timing: Reaction, cue: {cue:?}, effect: Bait(1))]"
        ),
    )
}

const MORE: &[(&str, &str)] = &[
    (
        "poisoner",
        "bait: 1, power: 1, colour: Black, family: \"Serpent\", skills: [(timing: Arrival, effect: Inflict(Poison), aim: AllFoes)]",
    ),
    (
        "stinger",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Arrival, effect: Damage(1), aim: OneFoe)]",
    ),
    (
        "sealer",
        "bait: 1, power: 1, colour: Yellow, family: \"Bird\", skills: [(timing: Arrival, effect: Seal(1))]",
    ),
    (
        "spiteful",
        "bait: 1, power: 9, colour: Red, family: \"Beast\", skills: [(timing: Reaction, cue: Damaged, effect: Damage(1), aim: AllFoes)]",
    ),
    (
        "banner",
        "bait: 1, power: 1, colour: White, family: \"Spirit\", skills: [(timing: Constant, effect: PowerUp(1), aim: AllAllies)]",
    ),
    (
        "thorn",
        "bait: 1, power: 1, colour: Green, family: \"Beast\", skills: [(timing: Constant, effect: PowerDown(1), aim: AdjacentFoes)]",
    ),
    (
        "mire",
        "bait: 1, power: 1, colour: Black, family: \"Spirit\", skills: [(timing: Constant, effect: Grant(Sluggish), aim: AllFoes)]",
    ),
];

/// A Brawl with every reactor and [`MORE`].
fn game() -> App {
    let reactors: Vec<(String, String)> = Cue::ALL.iter().map(|c| reactor(*c)).collect();
    let mut extra: Vec<(&str, &str)> = reactors
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    extra.extend_from_slice(MORE);
    brawl(&extra, None, 1)
}

fn bait(app: &mut App, team: usize) -> u8 {
    with_side(app.world_mut(), team, |s| s.bait).expect("a side")
}

/// Runs `event` with team 1's reactor to `cue` on square 0 of team 1 (and, when `team0`, a
/// plain creature of team 0 on its square 0 too), answering team 0's questions with their
/// first options; whether the reactor answered once.
fn answers(cue: Cue, event: impl FnOnce(&mut App, Entity, Entity)) -> bool {
    let mut app = game();
    let r = put(&mut app, 1, &format!("r_{cue:?}"), 0);
    let other = put(&mut app, 0, "plain2", 0);
    assert!(drain(&mut app));
    let before = bait(&mut app, 1);
    event(&mut app, r, other);
    for _ in 0..10 {
        if drain(&mut app) {
            break;
        }
        match asked(&app) {
            Some((_, Request::Seal { .. })) => answer(&mut app, Choice::Picks(vec![1])),
            Some((_, Request::Aim { candidates, .. })) => {
                let i = candidates.iter().position(|c| *c == r).unwrap_or(0);
                answer(&mut app, Choice::Aim(i));
            }
            Some((_, q)) => panic!("unexpected question {q:?}"),
            None => break,
        }
    }
    bait(&mut app, 1) == before + 1
}

#[test]
fn a_reaction_answers_every_event_the_glossary_names() {
    // ①登場: an ally comes onto the board; ①撤退/撃破: a foe is defeated; ①追い討ち/②吸血:
    // it attacks by its own act; ②平和主義者: it is attacked; ※ダメージ: it takes damage;
    // ※パワーダウン: its power is lowered; ③: it is put in a state; ②吸血: its player regains
    // life; ②頑固者: it moves between squares, an ability targets it; ※封印: its squares are
    // sealed.
    assert!(answers(Cue::AllyArrives, |app, _, _| {
        put(app, 1, "plain2", 1);
    }));
    assert!(answers(Cue::FoeDefeated, |app, _, other| defeat(
        app.world_mut(),
        other
    )));
    assert!(answers(Cue::Attacks, |app, r, _| attack(
        app.world_mut(),
        r,
        Foe::Player
    )));
    assert!(answers(Cue::Attacked, |app, r, other| {
        attack(app.world_mut(), other, Foe::Creature(r))
    }));
    assert!(answers(Cue::Damaged, |app, r, _| {
        hurt(app.world_mut(), r, 1, DamageFrom::Nature);
    }));
    assert!(answers(Cue::PoweredDown, |app, r, _| power_down(
        app.world_mut(),
        r,
        1
    )));
    assert!(answers(Cue::Afflicted, |app, _, _| {
        put(app, 0, "poisoner", 2);
    }));
    assert!(answers(Cue::LifeRegained, |app, _, _| change_life(
        app.world_mut(),
        1,
        2
    )));
    assert!(answers(Cue::Moves, |app, r, _| {
        vortex_tactics::rules::brawl::act::apply(
            app.world_mut(),
            1,
            Act::Move {
                creature: r,
                square: 3,
            },
        )
    }));
    assert!(answers(Cue::Targeted, |app, _, _| {
        put(app, 0, "stinger", 2);
    }));
    assert!(answers(Cue::Sealed, |app, _, _| {
        put(app, 0, "sealer", 2);
    }));
    // The old three still answer theirs.
    assert!(answers(Cue::AllyDefeated, |app, _, _| {
        let ally = put(app, 1, "plain2", 1);
        defeat(app.world_mut(), ally);
    }));
    assert!(answers(Cue::FoeArrives, |app, _, _| {
        put(app, 0, "plain2", 1);
    }));
    assert!(answers(Cue::DamagedByFoe, |app, r, _| {
        hurt(app.world_mut(), r, 1, DamageFrom::Ability(0));
    }));
}

#[test]
fn a_reaction_answers_nothing_else() {
    // The cue is the event: a foe's arrival is not an ally's, a discard is not a defeat, natural
    // damage is not the opponent's.
    assert!(!answers(Cue::AllyArrives, |app, _, _| {
        put(app, 0, "plain2", 1);
    }));
    assert!(!answers(Cue::FoeDefeated, |app, _, _| {
        let ally = put(app, 1, "plain2", 1);
        defeat(app.world_mut(), ally);
    }));
    assert!(!answers(Cue::FoeDefeated, |app, _, other| {
        vortex_tactics::rules::brawl::harm::discard(app.world_mut(), other)
    }));
    assert!(!answers(Cue::DamagedByFoe, |app, r, _| {
        hurt(app.world_mut(), r, 1, DamageFrom::Nature);
    }));
    assert!(!answers(Cue::LifeRegained, |app, _, _| change_life(
        app.world_mut(),
        0,
        2
    )));
}

#[test]
fn two_reactions_never_answer_each_other_for_ever() {
    // A 反応 never answers what its own answer set off (docs/RULES.md): two spiteful creatures
    // hurting each other on every damage stop after one answer each.
    let mut app = game();
    let a = put(&mut app, 0, "spiteful", 0);
    let b = put(&mut app, 1, "spiteful", 0);
    assert!(drain(&mut app));
    hurt(app.world_mut(), a, 1, DamageFrom::Nature);
    assert!(drain(&mut app));
    assert_eq!(
        (power(&app, a), power(&app, b)),
        (Some(7), Some(8)),
        "{}",
        log(&app)
    );
}

#[test]
fn a_constant_skill_lends_power_and_traits_while_it_stays() {
    // ①【常在スキル】: 「場に出た瞬間から場を離れるまで常に適応」 — any lasting effect, to its aim.
    let mut app = game();
    let ally = put(&mut app, 0, "plain2", 1);
    let banner = put(&mut app, 0, "banner", 2);
    assert_eq!(power(&app, ally), Some(3), "lent 1");
    let foe = put(&mut app, 1, "plain2", 0);
    let far = put(&mut app, 1, "plain2", 3);
    put(&mut app, 0, "thorn", 0);
    put(&mut app, 0, "mire", 3);
    assert!(drain(&mut app));
    assert_eq!(
        (power(&app, foe), power(&app, far)),
        (Some(1), Some(2)),
        "the adjacent foe only"
    );
    let slow = app
        .world()
        .get::<HasTraits>(foe)
        .is_some_and(|t| t.has(&Trait::Sluggish));
    assert!(slow, "granted to every foe");
    defeat(app.world_mut(), banner);
    assert_eq!(power(&app, ally), Some(2), "withdrawn with it");
}

#[test]
fn a_constant_skill_with_a_once_only_effect_or_a_chosen_aim_is_refused() {
    // 常在 applies for as long as it stays: damage happens once, and it chooses no one.
    use vortex_tactics::data::brawl::Creature;
    let c: Creature = ron::from_str(
        "(name: \"x\", bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Constant, effect: Damage(1), aim: AllFoes), (timing: Constant, effect: PowerUp(1), aim: OneAlly)])",
    )
    .expect("reads");
    let mut said = Vec::new();
    vortex_tactics::data::brawl::check::creature(
        &Default::default(),
        &c,
        &mut |f: &str, _: usize, m: String| said.push(format!("{f}: {m}")),
    );
    assert!(
        said.iter()
            .any(|m| m.starts_with("skills[0]") && m.contains("happen once")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|m| m.starts_with("skills[1]") && m.contains("chooses no one")),
        "{said:?}"
    );
}
