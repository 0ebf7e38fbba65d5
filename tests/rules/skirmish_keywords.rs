//! Seed 002, ②キャラクターの特性用語 and ③状態異常の用語, read on the Skirmish's grid (issue 37,
//! item 10; docs/RULES.md, Skirmish, "Seed 002's keywords"): a fighter's one list of traits acts
//! through the core's grid readings, and `vortex check` refuses, naming it, a trait a preset has
//! no reading for.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::rules::core::battlefield::grid::GridPos;
use vortex_tactics::rules::core::keywords::ailments::Ailments;
use vortex_tactics::rules::skirmish::actions::{TacticalAction, options_for};
use vortex_tactics::rules::skirmish::attack::{AttackTerms, Source};
use vortex_tactics::rules::skirmish::check::CardPick;
use vortex_tactics::rules::skirmish::reaction::resolve;
use vortex_tactics::rules::skirmish::state::{Conditions, Sheet, TurnActions};

/// The plain sheet's fighters plus `(id, traits, races)` ones, each HP 30, named after its id.
fn with_traits(extra: &[(&str, &str, &str)]) -> Catalog {
    let mut c = sheets(&[]);
    for (id, traits, races) in extra {
        let ron = format!(
            "(name: \"{id}\", hp: 30, ap: 10, races: [{races}], traits: [{traits}], sheet: Some({PLAIN}))"
        );
        add(&mut c.characters, id, &ron);
    }
    c
}

fn field(c: Catalog, a: &[(&str, &str)], b: &[(&str, &str)]) -> App {
    let rows = [".....", ".....", ".....", ".....", "....."];
    skirmish(c, &rows, "", &["0 0 0 0 0"; 5], "Plans", a, b)
}

/// `who` hits `target` with its blade: a 10 in hand to hit, `open` opened for damage (blade 3).
fn blade(app: &mut App, who: Entity, target: Entity, open: u8) {
    set_hand(app, who, &[10]);
    set_hand(app, target, &[2, 2]);
    stack_deck(app, who, &[open]);
    let sheet = app.world().get::<Sheet>(who).expect("sheet").0.clone();
    let terms = AttackTerms::of(&sheet, Source::Weapon(0)).expect("the blade");
    resolve(app.world_mut(), who, &terms, target, CardPick::Hand(0));
}

fn attacks(app: &mut App, e: Entity) -> Vec<Entity> {
    options_for(app.world_mut(), e, false)
        .into_iter()
        .filter_map(|a| match a {
            TacticalAction::Attack { target, .. } => Some(target),
            _ => None,
        })
        .collect()
}

fn moves(app: &mut App, e: Entity) -> usize {
    options_for(app.world_mut(), e, false)
        .iter()
        .filter(|a| {
            matches!(
                a,
                TacticalAction::Move { .. }
                    | TacticalAction::MoveAround { .. }
                    | TacticalAction::Dash { .. }
            )
        })
        .count()
}

#[test]
fn a_shield_lessens_each_blow_until_it_is_spent() {
    // ② シールドN: 「受けるダメージをN点軽減」; 「一度受けたダメージ分のシールドは自然には回復しない」.
    let c = with_traits(&[("wall", "Shield(4)", "")]);
    let mut app = field(c, &[("s_a", "(2, 2)")], &[("wall", "(2, 2)")]);
    let (a, w) = (fighter(&mut app, "A"), fighter(&mut app, "wall"));
    blade(&mut app, a, w, 3);
    assert_eq!(hp(&app, w), 30 - (6 - 4), "6 dealt, 4 stopped");
    blade(&mut app, a, w, 3);
    assert_eq!(hp(&app, w), 28 - 6, "the shield is spent");
    assert!(log(&app).contains("shield stops 4 (0 left)"));
}

#[test]
fn a_killer_deals_one_more_to_its_prey_and_takes_one_less_from_it() {
    // ② キラー: 「自身のパワー+1」「相手のパワー−1」, read as damage on a grid.
    let c = with_traits(&[
        ("hunter", "Killer(\"Beast\")", ""),
        ("wolf", "", "\"Beast\""),
    ]);
    let mut app = field(c, &[("hunter", "(2, 2)")], &[("wolf", "(2, 2)")]);
    let (h, w) = (fighter(&mut app, "hunter"), fighter(&mut app, "wolf"));
    blade(&mut app, h, w, 3);
    assert_eq!(hp(&app, w), 30 - 7, "3 + 3 + 1");
    blade(&mut app, w, h, 3);
    assert_eq!(hp(&app, h), 30 - 5, "3 + 3 - 1");
}

#[test]
fn a_venom_fang_poisons_and_poison_takes_one_at_each_rounds_end_but_not_from_the_hale() {
    // ② 毒牙 (「戦闘を行った相手キャラクターは戦闘終了後に毒」), ③ 毒 (「日没ステップ毎に1点の
    // ダメージ」: on a grid, the round's end), ② 健康体 (「状態異常にならない」).
    let c = with_traits(&[("fang", "VenomFang", ""), ("hale", "Hale", "")]);
    let mut app = field(
        c,
        &[("fang", "(2, 2)")],
        &[("s_b", "(2, 2)"), ("hale", "(2, 2)")],
    );
    let (f, b, h) = (
        fighter(&mut app, "fang"),
        fighter(&mut app, "B"),
        fighter(&mut app, "hale"),
    );
    blade(&mut app, f, b, 1);
    blade(&mut app, f, h, 1);
    assert!(app.world().get::<Ailments>(b).expect("states").poison);
    assert!(
        !app.world().get::<Ailments>(h).expect("states").poison,
        "hale"
    );
    let (hb, hh) = (hp(&app, b), hp(&app, h));
    vortex_tactics::rules::skirmish::round::end_round(app.world_mut());
    assert_eq!((hp(&app, b), hp(&app, h)), (hb - 1, hh));
    assert!(log(&app).contains("takes 1 damage (venom)"));
}

#[test]
fn the_hale_take_no_bad_status_from_an_attack() {
    // ② 健康体: no state at all — seed 003's bad statuses an attack inflicts included.
    let venom = "(speed: 10, move_metres: 10, mp: 10, skills: (melee: 2), techniques: [(name: \"Sting\", timing: Main, effect: Attack(kind: Melee, range: 0, inflicts: [Poison(1)]))], weapons: [(name: \"Blade\", kind: Melee, power: 3)])";
    let mut c = with_traits(&[("hale", "Hale", "")]);
    add(
        &mut c.characters,
        "stinger",
        &format!("(name: \"stinger\", hp: 30, ap: 10, sheet: Some({venom}))"),
    );
    let mut app = field(
        c,
        &[("stinger", "(2, 2)")],
        &[("hale", "(2, 2)"), ("s_b", "(2, 2)")],
    );
    let (s, h, b) = (
        fighter(&mut app, "stinger"),
        fighter(&mut app, "hale"),
        fighter(&mut app, "B"),
    );
    for target in [h, b] {
        set_hand(&mut app, s, &[10]);
        set_hand(&mut app, target, &[2, 2]);
        stack_deck(&mut app, s, &[2]);
        let sheet = app.world().get::<Sheet>(s).expect("sheet").0.clone();
        let terms = AttackTerms::of(&sheet, Source::Technique(0)).expect("the sting");
        resolve(app.world_mut(), s, &terms, target, CardPick::Hand(0));
    }
    let poisoned = |app: &App, e| app.world().get::<Conditions>(e).expect("c").poison > 0;
    assert!(!poisoned(&app, h) && poisoned(&app, b));
}

#[test]
fn lifedrink_heals_the_most_hurt_ally_by_the_damage_dealt() {
    // ② 吸血: 「与えたダメージ分…ライフを回復」; a side has no life on a grid, so its most-hurt
    // ally other than itself recovers (docs/RULES.md).
    let c = with_traits(&[("leech", "Lifedrink", "")]);
    let mut app = field(
        c,
        &[("leech", "(2, 2)"), ("s_a", "(1, 1)"), ("s_c", "(1, 2)")],
        &[("s_b", "(2, 2)")],
    );
    let (l, a, cc, b) = (
        fighter(&mut app, "leech"),
        fighter(&mut app, "A"),
        fighter(&mut app, "C"),
        fighter(&mut app, "B"),
    );
    for (e, v) in [(a, 20), (cc, 25), (l, 5)] {
        app.world_mut()
            .get_mut::<vortex_tactics::rules::core::fighter::Hp>(e)
            .expect("hp")
            .current = v;
    }
    blade(&mut app, l, b, 3);
    assert_eq!(hp(&app, b), 24);
    assert_eq!((hp(&app, a), hp(&app, cc), hp(&app, l)), (26, 25, 5));
}

#[test]
fn piercing_carries_the_excess_to_the_ally_on_the_square_beyond() {
    // ② 貫通攻撃: 「相手キャラクターのパワーを上回った分…後ろのキャラクター」: on a grid, the
    // excess over the target's HP to its ally on the next square beyond, straight on.
    let c = with_traits(&[("lance", "Piercing", "")]);
    let mut app = field(
        c,
        &[("lance", "(0, 2)")],
        &[("s_b", "(1, 2)"), ("s_c", "(2, 2)"), ("s_d", "(1, 3)")],
    );
    let (l, b, cc, d) = (
        fighter(&mut app, "lance"),
        fighter(&mut app, "B"),
        fighter(&mut app, "C"),
        fighter(&mut app, "D"),
    );
    let at = |app: &App, e| *app.world().get::<GridPos>(e).expect("pos");
    assert_eq!(
        (at(&app, l), at(&app, b), at(&app, cc)),
        (
            GridPos { x: 0, y: 2 },
            GridPos { x: 1, y: 2 },
            GridPos { x: 2, y: 2 }
        )
    );
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(b)
        .expect("hp")
        .current = 4;
    blade(&mut app, l, b, 6);
    assert_eq!(
        (hp(&app, cc), hp(&app, d)),
        (30 - (9 - 4), 30),
        "9 dealt, 4 to fell B, 5 on"
    );
}

#[test]
fn a_take_along_felled_by_a_blow_takes_its_attacker_with_it() {
    // ② 道連れ: 「戦闘ダメージによって撃破された場合、戦闘相手も撃破」.
    let c = with_traits(&[("grudge", "TakeAlong", "")]);
    let mut app = field(c, &[("s_a", "(2, 2)")], &[("grudge", "(2, 2)")]);
    let (a, g) = (fighter(&mut app, "A"), fighter(&mut app, "grudge"));
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(g)
        .expect("hp")
        .current = 2;
    blade(&mut app, a, g, 3);
    assert!(hp(&app, a) <= 0, "taken along: {}", log(&app));
}

#[test]
fn traits_bar_moves_and_attacks_and_guardians_draw_the_blows() {
    // ② 頑固者 (「マス間の移動ができない」), 平和主義者 (「攻撃を行えない」), 鈍足 (「場に出た
    // ターンには攻撃できない」: round 1 on a grid), 守護者 (「必ずこのキャラクターを攻撃対象」).
    let c = with_traits(&[
        ("rock", "Stubborn", ""),
        ("dove", "Pacifist", ""),
        ("slow", "Sluggish", ""),
        ("guard", "Guardian", ""),
    ]);
    let mut app = field(
        c,
        &[
            ("rock", "(2, 2)"),
            ("dove", "(2, 2)"),
            ("slow", "(2, 2)"),
            ("s_a", "(2, 2)"),
        ],
        &[("s_b", "(2, 2)"), ("guard", "(2, 2)"), ("s_c", "(4, 4)")],
    );
    let (rock, dove, slow, a) = (
        fighter(&mut app, "rock"),
        fighter(&mut app, "dove"),
        fighter(&mut app, "slow"),
        fighter(&mut app, "A"),
    );
    let (guard, far) = (fighter(&mut app, "guard"), fighter(&mut app, "C"));
    assert_eq!(moves(&mut app, rock), 0);
    assert!(moves(&mut app, a) > 0);
    assert!(attacks(&mut app, dove).is_empty());
    assert!(attacks(&mut app, slow).is_empty(), "round 1");
    let aimed = attacks(&mut app, a);
    assert!(
        !aimed.is_empty() && aimed.iter().all(|t| *t == guard || *t == far),
        "{aimed:?}"
    );
    // The bow reaches the far one too, but the guardian is in its reach: the guardian it is.
    assert!(!aimed.contains(&far));
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::battle::Battle>()
        .round = 2;
    assert!(!attacks(&mut app, slow).is_empty(), "round 2");
}

#[test]
fn a_double_attacker_may_attack_twice_with_its_main_action() {
    // ② 2回攻撃: 「1ターンに2回攻撃を行うことができる」.
    let c = with_traits(&[("twin", "DoubleAttack", "")]);
    let mut app = field(
        c,
        &[("twin", "(2, 2)"), ("s_a", "(2, 2)")],
        &[("s_b", "(2, 2)")],
    );
    let (t, a) = (fighter(&mut app, "twin"), fighter(&mut app, "A"));
    for e in [t, a] {
        set_ac(&mut app, e, 10);
        *app.world_mut().get_mut::<TurnActions>(e).expect("actions") = TurnActions {
            main: true,
            attacks: 1,
            ..Default::default()
        };
    }
    assert!(!attacks(&mut app, t).is_empty(), "a second attack");
    assert!(attacks(&mut app, a).is_empty(), "one is all");
    app.world_mut()
        .get_mut::<TurnActions>(t)
        .expect("actions")
        .attacks = 2;
    assert!(attacks(&mut app, t).is_empty(), "two at most");
}

#[test]
fn the_check_refuses_a_trait_a_preset_has_no_reading_for_naming_it() {
    // Issue 37, item 10: a keyword a preset cannot read is refused where a scenario puts it
    // there, not silently ignored.
    let dir = std::env::temp_dir().join(format!("vortex-traits-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("assets/characters")).expect("dir");
    std::fs::create_dir_all(dir.join("levels")).expect("dir");
    std::fs::write(
        dir.join("assets/characters/hermit.character.ron"),
        format!(
            "(name: \"Hermit\", hp: 30, ap: 10, traits: [Hermit, Guardian], sheet: Some({PLAIN}))"
        ),
    )
    .expect("writes");
    let level = |preset: &str| {
        format!(
            "(name: \"t\", preset: {preset}, seed: 1, teams: [(name: \"L\", members: [(card: \"hermit\", at: Some((0, 0)))]), (name: \"R\", members: [(card: \"garron\", at: Some((0, 0)))])], map: Some((rows: [\"..\"], legend: {{}}, heights: [\"0 0\"], deployment: [(front: 0, middle: 0, back: 0), (front: 0, middle: 0, back: 0)])))"
        )
    };
    std::fs::write(dir.join("levels/t_hermit.level.ron"), level("Skirmish")).expect("writes");
    let (_, problems) = vortex_tactics::headless::load(vec![dir.clone()]);
    let said: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert!(
        said.iter()
            .any(|p| p.contains("t_hermit") && p.contains("carries Hermit")),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|p| p.contains("carries Guardian")),
        "{said:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fainting_ends_the_venom_and_one_that_endures_rises_without_it() {
    // Seed 003 ■バッドステータス: fainting ends every bad status — seed 002's poison too (both
    // are 状態異常, docs/RULES.md).
    let c = with_traits(&[("fang", "VenomFang", "")]);
    let mut app = field(c, &[("fang", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (f, b) = (fighter(&mut app, "fang"), fighter(&mut app, "B"));
    blade(&mut app, f, b, 1);
    assert!(app.world().get::<Ailments>(b).expect("states").poison);
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(b)
        .expect("hp")
        .current = 1;
    blade(&mut app, f, b, 1);
    assert!(
        log(&app).contains("B's venom ends as it faints"),
        "{}",
        log(&app)
    );
    assert!(!app.world().get::<Ailments>(b).expect("states").poison);
    if hp(&app, b) > 0 {
        let before = hp(&app, b);
        vortex_tactics::rules::skirmish::round::end_round(app.world_mut());
        assert_eq!(hp(&app, b), before, "it rose without its venom");
    }
}
