//! Seed 003, ターン処理 1.3–1.4 and 2.4–2.5: equipping, taking off and throwing away equipment
//! with the aux action, swapping it and handing an item over with the main action; only the
//! equipped weapons attack.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::rules::skirmish::actions::{TacticalAction, options};
use vortex_tactics::rules::skirmish::attack::Source;
use vortex_tactics::rules::skirmish::gear::Item;
use vortex_tactics::rules::skirmish::state::{Sheet, TurnActions};
use vortex_tactics::rules::skirmish::turn::perform;

/// A blade equipped, a bow and a personal knife carried.
const PACKED: &str = "(speed: 10, move_metres: 10, mp: 10, skills: (melee: 2, ranged: 2), weapons: [(name: \"Blade\", kind: Melee, power: 3)], carried: [(name: \"Bow\", kind: Ranged, power: 2, range: 20), (name: \"Heirloom Knife\", kind: Melee, power: 4, personal: true)])";

fn names(app: &App, e: Entity) -> (Vec<String>, Vec<String>) {
    let s = &app.world().get::<Sheet>(e).expect("a sheet").0;
    let n =
        |l: &Vec<vortex_tactics::data::sheet::Weapon>| l.iter().map(|w| w.name.clone()).collect();
    (n(&s.weapons), n(&s.carried))
}

fn used(app: &App, e: Entity) -> TurnActions {
    *app.world().get::<TurnActions>(e).expect("turn actions")
}

/// `packer` (Left, at `at`) against B (Right, at `b_at`), with C (Left) beside `packer`.
fn field(at: &str, b_at: &str) -> (App, [Entity; 3]) {
    let mut app = open_field(
        &[("packer", PACKED)],
        &[("packer", at), ("s_c", at)],
        &[("s_b", b_at)],
    );
    let p = fighter(&mut app, "packer");
    let b = fighter(&mut app, "B");
    let c = fighter(&mut app, "C");
    (app, [p, b, c])
}

/// 1.3 携帯している、装備していない装備アイテム一つを、装備する — and 1.4 装備一つを外し、非装備アイテム
/// として携帯するかまたは破棄する: both with the aux action; only what is equipped attacks.
#[test]
fn equipping_and_taking_off_are_aux_actions_and_only_equipped_weapons_attack() {
    let (mut app, [p, b, _]) = field("(0, 4)", "(0, 1)");
    let shoots = |app: &mut App| {
        options(app.world_mut(), p).iter().any(|a| {
            matches!(a, TacticalAction::Attack { source: Source::Weapon(_), target, .. } if *target == b)
        })
    };
    assert!(
        !shoots(&mut app),
        "the bow is carried: 15 m away, nothing to attack with"
    );
    let open = options(app.world_mut(), p);
    assert!(open.contains(&TacticalAction::Equip(0)));
    assert!(open.contains(&TacticalAction::Unequip {
        weapon: 0,
        drop: true
    }));
    assert!(
        !matches!(open.last(), Some(TacticalAction::Equip(_))),
        "never the plans' fallback"
    );
    assert!(!perform(app.world_mut(), p, TacticalAction::Equip(0)));
    assert_eq!(names(&app, p).0, vec!["Blade", "Bow"]);
    assert_eq!(names(&app, p).1, vec!["Heirloom Knife"]);
    assert!(used(&app, p).aux && !used(&app, p).main, "the aux action");
    assert!(shoots(&mut app), "the bow, equipped, shoots");
    let open = options(app.world_mut(), p);
    assert!(
        !open
            .iter()
            .any(|a| matches!(a, TacticalAction::Equip(_) | TacticalAction::Unequip { .. })),
        "the aux action is spent"
    );
    // The next turn: take the bow off and carry it, then (another turn) throw the blade away.
    app.world_mut().get_mut::<TurnActions>(p).expect("turn").aux = false;
    perform(
        app.world_mut(),
        p,
        TacticalAction::Unequip {
            weapon: 1,
            drop: false,
        },
    );
    assert_eq!(
        names(&app, p),
        (
            vec!["Blade".into()],
            vec!["Heirloom Knife".into(), "Bow".into()]
        )
    );
    assert!(!shoots(&mut app));
    app.world_mut().get_mut::<TurnActions>(p).expect("turn").aux = false;
    perform(
        app.world_mut(),
        p,
        TacticalAction::Unequip {
            weapon: 0,
            drop: true,
        },
    );
    assert_eq!(names(&app, p).0, Vec::<String>::new(), "thrown away");
    assert_eq!(names(&app, p).1.len(), 2);
    assert!(log(&app).contains("throws it away"));
}

/// 2.4 装備一つを、携帯している別の装備と交換する: the main action, for no AC.
#[test]
fn swapping_equipment_is_the_main_action() {
    let (mut app, [p, ..]) = field("(0, 4)", "(0, 1)");
    let ac = ac(&app, p);
    let swap = TacticalAction::Swap {
        weapon: 0,
        carried: 0,
    };
    assert!(options(app.world_mut(), p).contains(&swap));
    perform(app.world_mut(), p, swap);
    assert_eq!(
        names(&app, p),
        (
            vec!["Bow".into()],
            vec!["Blade".into(), "Heirloom Knife".into()]
        )
    );
    assert!(used(&app, p).main && !used(&app, p).aux);
    assert_eq!(
        super::skirmish_fixture::ac(&app, p),
        ac,
        "no AC beyond the action"
    );
    assert!(
        !options(app.world_mut(), p)
            .iter()
            .any(|a| matches!(a, TacticalAction::Swap { .. }))
    );
}

/// 2.5 接敵状態である他のキャラクターに、アイテム一つを渡す。それが装備ならば、非装備状態として渡す。
/// 但し、専用武器は他人に譲渡した瞬間に消滅する: only to an engaged character, with the main
/// action; it arrives carried; a personal weapon vanishes.
#[test]
fn an_item_goes_to_an_engaged_character_unequipped_and_a_personal_weapon_vanishes() {
    let (mut app, [p, b, c]) = field("(2, 2)", "(0, 0)");
    let open = options(app.world_mut(), p);
    let give = TacticalAction::Give {
        to: c,
        item: Item::Worn(0),
    };
    assert!(open.contains(&give), "C shares the square: engaged");
    assert!(
        !open
            .iter()
            .any(|a| matches!(a, TacticalAction::Give { to, .. } if *to == b)),
        "B is not engaged"
    );
    perform(app.world_mut(), p, give);
    assert_eq!(names(&app, p).0, Vec::<String>::new());
    assert_eq!(
        names(&app, c).0,
        vec!["Blade", "Bow"],
        "C's own, still equipped"
    );
    assert_eq!(
        names(&app, c).1,
        vec!["Blade"],
        "the gift arrives unequipped"
    );
    assert!(used(&app, p).main);
    // Another turn: the heirloom knife vanishes as it changes hands.
    app.world_mut()
        .get_mut::<TurnActions>(p)
        .expect("turn")
        .main = false;
    perform(
        app.world_mut(),
        p,
        TacticalAction::Give {
            to: c,
            item: Item::Carried(1),
        },
    );
    assert_eq!(names(&app, p).1, vec!["Bow"]);
    assert_eq!(names(&app, c).1, vec!["Blade"], "nothing arrives");
    assert!(log(&app).contains("personal weapon, it vanishes"));
}

/// The sheets in the content carry equipment a player can use, and `vortex check` reads the
/// carried list like the equipped one (a ranged weapon needs a range there too).
#[test]
fn carried_equipment_is_checked_like_equipped() {
    let sheet: vortex_tactics::data::sheet::CombatSheet = vortex_tactics::data::load::parse(
        std::path::Path::new("sheet"),
        "(speed: 9, move_metres: 5, mp: 0, carried: [(name: \"Sling\", kind: Ranged, power: 2)])",
    )
    .expect("a sheet");
    assert!(
        sheet
            .problems()
            .iter()
            .any(|(f, m)| *f == "weapons" && m.contains("Sling"))
    );
    let catalog = real_catalog();
    assert!(
        catalog
            .characters
            .values()
            .filter_map(|c| c.sheet.as_ref())
            .any(|s| !s.carried.is_empty()),
        "some character carries a spare"
    );
}

/// 2.5 接敵状態である他のキャラクター: any character engaged with the giver, a foe too.
#[test]
fn an_item_may_go_to_an_engaged_foe() {
    let (mut app, [p, b, _]) = field("(2, 2)", "(2, 2)");
    let give = TacticalAction::Give {
        to: b,
        item: Item::Carried(0),
    };
    assert!(options(app.world_mut(), p).contains(&give));
    perform(app.world_mut(), p, give);
    assert_eq!(names(&app, b).1, vec!["Bow"]);
}
