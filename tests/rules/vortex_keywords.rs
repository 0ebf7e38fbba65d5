//! Seed 002's traits and states read in the Vortex (vortex-design.md §2 "Seed 002", F13, F20;
//! seed 002 ②キャラクターの特性用語 and ③状態異常の用語): each checked on the test levels with the
//! real content, the trait given to a hero for the test.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::keywords::Trait;
use vortex_tactics::rules::core::battlefield::grid::GridPos;
use vortex_tactics::rules::core::fighter::{Fighter, Hp, Retired};
use vortex_tactics::rules::core::keywords::ailments::Ailments;
use vortex_tactics::rules::core::keywords::traits::HasTraits;
use vortex_tactics::rules::vortex::turn::with_vortex;

const FLAT: &str = FLAT_ORRIN;
const ZONES: &str = "vortex_t3_zones_mirror";

fn give(app: &mut App, e: Entity, traits: &[Trait]) {
    app.world_mut()
        .entity_mut(e)
        .insert(HasTraits(traits.to_vec()));
}

fn set_hp(app: &mut App, e: Entity, v: i32) {
    app.world_mut().get_mut::<Hp>(e).expect("hp").current = v;
}

fn states(app: &App, e: Entity) -> Ailments {
    app.world().get::<Ailments>(e).cloned().expect("states")
}

#[test]
fn killer_adds_one_against_its_mark_and_takes_one_off_from_a_hunter() {
    // Seed 002 ② キラー: 「自身のパワー+1」「相手のパワー−1」; vortex-design.md §2: "+1 damage
    // dealt to fighters with mark X, and −1 damage taken from them".
    // (The foe's Orrin: no ability answers damage.)
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, _, foe] = four(&mut app);
    put(&mut app, kaede, 3, 3);
    put(&mut app, foe, 3, 4);
    let taken = |app: &mut App| {
        let before = hp(app, foe);
        strike(app, kaede, foe, "Damage(\"4\")");
        let t = before - hp(app, foe);
        set_hp(app, foe, before);
        t
    };
    let plain = taken(&mut app);
    give(&mut app, kaede, &[Trait::Killer("Human".into())]);
    assert_eq!(taken(&mut app), plain + 1, "{}", log(&app));
    assert!(log(&app).contains("killer: +1 damage"));
    // The victim hunts its dealer's mark (Kaede is Fire): one less.
    give(&mut app, kaede, &[]);
    give(&mut app, foe, &[Trait::Killer("Fire".into())]);
    assert_eq!(taken(&mut app), plain - 1, "{}", log(&app));
}

#[test]
fn piercing_carries_what_exceeds_the_target_s_hp_to_its_ally_beyond() {
    // Seed 002 ② 貫通攻撃; vortex-design.md §2: "The excess of its single-target damage over the
    // target's HP goes to the target's ally on the next square beyond the target (straight on,
    // along the larger axis). With none there, it goes nowhere."
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe_a, foe_b] = four(&mut app);
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe_a, 3, 4);
    put(&mut app, foe_b, 3, 3);
    give(&mut app, kaede, &[Trait::Piercing]);
    set_hp(&mut app, foe_a, 2);
    let b_before = hp(&app, foe_b);
    strike(&mut app, kaede, foe_a, "Damage(\"5\")");
    assert!(app.world().get::<Retired>(foe_a).is_some());
    assert_eq!(b_before - hp(&app, foe_b), 3, "{}", log(&app));
    assert!(log(&app).contains("piercing: 3 goes on to"));
    // Off the line beyond: nowhere.
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe_a, foe_b] = four(&mut app);
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe_a, 3, 4);
    put(&mut app, foe_b, 4, 3);
    give(&mut app, kaede, &[Trait::Piercing]);
    set_hp(&mut app, foe_a, 2);
    let b_before = hp(&app, foe_b);
    strike(&mut app, kaede, foe_a, "Damage(\"5\")");
    assert_eq!(hp(&app, foe_b), b_before);
}

#[test]
fn lifedrink_heals_the_most_hurt_ally_other_than_the_drinker() {
    // Seed 002 ② 吸血; vortex-design.md §2: "The damage its card dealt heals its most-hurt ally
    // other than itself" (a Vortex side has no HP), up to its start HP (F19).
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, orrin, _, foe] = four(&mut app);
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe, 3, 4);
    give(&mut app, kaede, &[Trait::Lifedrink]);
    set_hp(&mut app, kaede, 5);
    let start = app.world().get::<Hp>(orrin).expect("hp").start;
    set_hp(&mut app, orrin, start - 2);
    strike(&mut app, kaede, foe, "Damage(\"4\")");
    assert_eq!(hp(&app, orrin), start, "healed 2 of 4, to its start HP");
    assert_eq!(hp(&app, kaede), 5, "not the drinker itself");
    assert!(
        log(&app).contains("lifedrink: Orrin Tidecaller A recovers 2 HP"),
        "{}",
        log(&app)
    );
}

#[test]
fn venom_fang_poisons_a_foe_it_hurt_and_poison_deals_one_at_each_dusk_but_not_to_the_hale() {
    // Seed 002 ② 毒牙 and ③ 毒 (1 damage at each dusk), 健康体 (never in a state);
    // vortex-design.md §2: "A foe its card damaged, if still standing, is poisoned (unless Hale)".
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe_a, foe_b] = four(&mut app);
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe_a, 3, 4);
    put(&mut app, foe_b, 4, 5);
    give(&mut app, kaede, &[Trait::VenomFang]);
    give(&mut app, foe_b, &[Trait::Hale]);
    strike(&mut app, kaede, foe_a, "Damage(\"1\")");
    strike(&mut app, kaede, foe_b, "Damage(\"4\")");
    assert!(states(&app, foe_a).poison);
    assert!(!states(&app, foe_b).poison, "Hale");
    assert!(
        log(&app).contains("is hale: no state takes hold"),
        "{}",
        log(&app)
    );
    // At the round's dusk, the poisoned loses 1 HP directly.
    play_until(&mut app, |l| l.contains("suffers its poison"));
    let text = log_from(&app, "suffers its poison");
    assert!(
        text.lines()
            .nth(1)
            .is_some_and(|l| l.contains("loses 1 HP directly")),
        "{text}"
    );
}

#[test]
fn take_along_brings_the_user_of_the_card_that_retired_it_to_zero() {
    // Seed 002 ② 道連れ; vortex-design.md §2: "Retired by damage from a foe's card, it brings
    // that card's user to 0 HP".
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe, _] = four(&mut app);
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe, 3, 4);
    give(&mut app, foe, &[Trait::TakeAlong]);
    set_hp(&mut app, foe, 2);
    strike(&mut app, kaede, foe, "Damage(\"3\")");
    assert!(app.world().get::<Retired>(foe).is_some());
    assert!(app.world().get::<Retired>(kaede).is_some(), "{}", log(&app));
    assert!(log(&app).contains("take-along"));
}

#[test]
fn a_pacifist_drops_every_card_that_harms_foes() {
    // Seed 002 ② 平和主義者; vortex-design.md §2: "Its cards that harm foes (damage, HP loss, push,
    // pull, Inflict, Disrupt on foes) cannot be played".
    let mut app = battle(flat_catalog(), FLAT, 3);
    // (Both sides field a Kaede: both are pacifists here.)
    let [kaede, _, foe_kaede, _] = four(&mut app);
    give(&mut app, kaede, &[Trait::Pacifist]);
    give(&mut app, foe_kaede, &[Trait::Pacifist]);
    for _ in 0..40 {
        app.update();
    }
    let text = log(&app);
    assert!(
        text.contains("a pacifist does not harm foes: dropped"),
        "{text}"
    );
    let c = real_catalog();
    for line in text
        .lines()
        .filter(|l| l.contains("Kaede Ashwright plays "))
    {
        let name = line
            .split(" plays ")
            .nth(1)
            .and_then(|r| r.split(" (AC").next())
            .expect("name");
        let card = c.cards.values().find(|k| k.name == name).expect("card");
        assert!(
            !vortex_tactics::rules::core::cards::keywords::harms_foes(card),
            "a pacifist played {name}"
        );
    }
}

#[test]
fn a_sluggish_fighter_plays_no_harmful_card_in_its_first_active_round() {
    // Seed 002 ② 鈍足 (「場に出たターンには攻撃できない」); vortex-design.md F13: "A fighter's first
    // active round is … round 1 for a fighter deployed at the start".
    let mut app = battle(flat_catalog(), FLAT, 3);
    // (Both sides field a Kaede: both are sluggish here.)
    let [kaede, _, foe_kaede, _] = four(&mut app);
    give(&mut app, kaede, &[Trait::Sluggish]);
    give(&mut app, foe_kaede, &[Trait::Sluggish]);
    play_until(&mut app, |l| l.contains("[round 2]"));
    let round1 = log(&app);
    let round1 = &round1[..round1.find("[round 2]").expect("round 2")];
    assert!(!round1.contains("Kaede Ashwright plays "), "{round1}");
    assert!(round1.contains("sluggish in its first active round: dropped"));
    // From round 2 on it plays them.
    play_until(&mut app, |l| {
        l.find("[round 2]")
            .is_some_and(|at| l[at..].contains("Kaede Ashwright plays "))
            || l.contains("[round 4]")
    });
    let text = log(&app);
    let later = &text[text.find("[round 2]").expect("round 2")..];
    assert!(!later.contains("sluggish"), "{later}");
}

#[test]
fn a_stubborn_fighter_never_moves_and_no_card_without_damage_chooses_it() {
    // Seed 002 ② 頑固者 (「マス間の移動ができない」「能力の対象にならない」); vortex-design.md §2:
    // "Never moves (no move, push, pull or position move). A card with no damage effect … never
    // chooses it; damage cards do".
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, _, foe, _] = four(&mut app);
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe, 3, 4);
    give(&mut app, foe, &[Trait::Stubborn]);
    strike(&mut app, kaede, foe, "KnockBack(2)");
    let at = *app
        .world()
        .get::<vortex_tactics::rules::core::battlefield::grid::GridPos>(foe)
        .expect("square");
    assert_eq!((at.x, at.y), (3, 4));
    assert!(log(&app).contains("is stubborn: it does not move"));
    let (_, ends) = vortex_tactics::rules::vortex::moves::ends(app.world_mut(), foe);
    assert_eq!(ends.len(), 1, "its own square only");
    // Targets: a status card passes it by, a damage card takes it.
    let pick = |app: &mut App, effects_hurt: bool| {
        with_vortex(app.world_mut(), |w| {
            vortex_tactics::rules::core::cards::targets::pick(
                w,
                kaede,
                vortex_tactics::data::Targeting::AllEnemies,
                None,
                None,
                effects_hurt,
                "test",
            )
            .ok()
            .flatten()
            .map(|t| t.iter().map(|t| t.entity).collect::<Vec<_>>())
            .unwrap_or_default()
        })
    };
    assert!(!pick(&mut app, false).contains(&foe));
    assert!(pick(&mut app, true).contains(&foe));
}

#[test]
fn a_hermit_is_never_singled_out_and_strikes_a_side_s_life_from_a_zone() {
    // Seed 002 ② 隠者 (「攻撃されず、キャラクターを攻撃しない。プレイヤーのみを攻撃する」);
    // vortex-design.md §2: "Never chosen by a foe's single-target or line card (area cards reach
    // it). … a single-target damage card it plays while standing on a zone makes the enemy side
    // take a life card into hand, once per round", as F8 changes it: "While it stands on a zone
    // with no foe on it … at most once a round per side and never the last life card."
    let mut app = battle(real_catalog(), ZONES, 1);
    let [[a, b], [c, d]] = far_heroes(&mut app);
    give(&mut app, c, &[Trait::Hermit]);
    let pick = |app: &mut App, who: Entity, t: vortex_tactics::data::Targeting| {
        with_vortex(app.world_mut(), |w| {
            vortex_tactics::rules::core::cards::targets::pick(w, who, t, None, None, true, "test")
                .ok()
                .flatten()
                .map(|t| t.iter().map(|t| t.entity).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    };
    use vortex_tactics::data::Targeting;
    // Both foes hermits: a single-target or line card finds no one, an area card both.
    give(&mut app, d, &[Trait::Hermit]);
    assert!(pick(&mut app, a, Targeting::OneEnemy).is_empty());
    assert!(pick(&mut app, a, Targeting::EnemyLine).is_empty());
    assert_eq!(pick(&mut app, a, Targeting::AllEnemies).len(), 2);
    give(&mut app, d, &[]);
    assert_eq!(pick(&mut app, a, Targeting::OneEnemy), vec![d]);
    // The hermit's own single-target cards choose no foe.
    give(&mut app, a, &[Trait::Hermit]);
    assert!(pick(&mut app, a, Targeting::OneEnemy).is_empty());
    // From a zone square, its single-target damage card takes a life card from the other side.
    let zone = vortex_tactics::rules::vortex::zones::zones(app.world())[0].1[0];
    put(&mut app, a, zone.x, zone.y);
    let card = real_catalog().cards["ember_flick"].clone();
    let life = |app: &App| {
        app.world()
            .resource::<vortex_tactics::rules::vortex::tactics::Tactics>()
            .sides[1]
            .life_left()
    };
    use vortex_tactics::rules::vortex::hermit::{strip, strips_from};
    let before = life(&app);
    // A foe on the zone's other square: no strike from it (F8).
    let other = vortex_tactics::rules::vortex::zones::zones(app.world())[0].1[1];
    let c_was = *app.world().get::<GridPos>(c).expect("on the map");
    put(&mut app, c, other.x, other.y);
    assert!(
        !strips_from(app.world(), a, &card, zone),
        "a foe on the zone"
    );
    put(&mut app, c, c_was.x, c_was.y);
    assert!(strips_from(app.world(), a, &card, zone));
    strip(app.world_mut(), a, &card);
    assert_eq!(life(&app), before - 1);
    assert!(!strips_from(app.world(), a, &card, zone), "once a round");
    // Once a round per side: the side's second hermit, on another zone, waits for next round.
    give(&mut app, b, &[Trait::Hermit]);
    let second = vortex_tactics::rules::vortex::zones::zones(app.world())[2].1[0];
    put(&mut app, b, second.x, second.y);
    assert!(
        !strips_from(app.world(), b, &card, second),
        "once a round per side"
    );
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::battle::Battle>()
        .round += 1;
    assert!(strips_from(app.world(), b, &card, second), "a new round");
    // Never the last life card.
    while life(&app) > 1 {
        app.world_mut()
            .resource_mut::<vortex_tactics::rules::vortex::tactics::Tactics>()
            .sides[1]
            .take_life();
    }
    assert!(
        !strips_from(app.world(), b, &card, second),
        "the last life card stays"
    );
}

#[test]
fn sleep_loses_the_turns_and_the_zone_power_until_the_second_dawn() {
    // Seed 002 ③ 眠り (ends at the second dawn after it began); vortex-design.md §2: "Sleep: turns
    // lost, power 0", through the new `Inflict` effect; Hale is never put to sleep.
    let mut app = battle(flat_catalog(), FLAT, 2);
    let [kaede, orrin, foe, _] = four(&mut app);
    // (Both sides field a Kaede: the sleeper gets a name of its own.)
    app.world_mut().get_mut::<Fighter>(kaede).expect("f").name = "Sleeper".into();
    strike(&mut app, foe, kaede, "Inflict(Sleep)");
    assert_eq!(states(&app, kaede).sleep, Some(2));
    give(&mut app, orrin, &[Trait::Hale]);
    strike(&mut app, foe, orrin, "Inflict(Sleep)");
    assert!(!states(&app, orrin).asleep());
    play_until(&mut app, |l| l.contains("Sleeper wakes"));
    let text = log(&app);
    let woke = text.find("Sleeper wakes").expect("wakes");
    let asleep = &text[..woke];
    assert!(asleep.contains("Sleeper is asleep: its round is over"));
    assert!(!asleep.contains("Sleeper plays "), "{asleep}");
    // Awake, it plays again.
    play_until(&mut app, |l| {
        l.contains("Sleeper plays ") || l.contains("[round 4]")
    });
    assert!(log(&app).contains("Sleeper plays "));
    // Put to sleep before round 1's dawn, it woke at the second: round 2's.
    let round = text[..woke].matches("-- round ").count();
    assert_eq!(round, 2, "{text}");
    assert_eq!(states(&app, kaede), Ailments::default());
}

#[test]
fn a_sleeping_fighter_counts_no_power_on_a_zone() {
    // vortex-design.md §2: "Sleep: turns lost, power 0" (the zone battles of §1 phase 6).
    let mut app = battle(real_catalog(), ZONES, 1);
    let [[a, _], [c, _]] = far_heroes(&mut app);
    let zone = vortex_tactics::rules::vortex::zones::zones(app.world())[0]
        .1
        .clone();
    put(&mut app, a, zone[0].x, zone[0].y);
    put(&mut app, c, zone[1].x, zone[1].y);
    strike(&mut app, c, a, "Inflict(Sleep)");
    play_until(&mut app, |l| l.contains("zone "));
    let text = log(&app);
    assert!(text.contains("power 0 against 2"), "{text}");
}

#[test]
fn a_double_attacker_plays_its_readied_card_twice_paying_again() {
    // Seed 002 ② 2回攻撃; vortex-design.md §1 phase 5: "after playing, the fighter may play the
    // same card once more this turn. It pays again, and only with AC ≥ 0."
    let mut app = battle(flat_catalog(), FLAT, 1);
    let [kaede, orrin, foe_a, foe_b] = four(&mut app);
    app.world_mut().get_mut::<Fighter>(kaede).expect("f").name = "Doubler".into();
    put(&mut app, kaede, 3, 5);
    put(&mut app, foe_a, 3, 4);
    put(&mut app, orrin, 7, 7);
    put(&mut app, foe_b, 0, 0);
    give(&mut app, kaede, &[Trait::DoubleAttack]);
    play_until(&mut app, |l| l.contains("[round 3]"));
    let text = log(&app);
    let ac_after = |l: &str| -> i32 {
        l.rsplit("AC ")
            .next()
            .and_then(|n| n.trim().parse().ok())
            .expect("AC")
    };
    let mut twice = 0;
    for turn in text.split("Doubler's turn (AC ").skip(1) {
        let start: i32 = turn
            .split(')')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("AC");
        let plays: Vec<&str> = turn
            .lines()
            .skip(1)
            .take_while(|l| !l.starts_with('['))
            .filter(|l| l.contains("Doubler plays "))
            .collect();
        assert!(plays.len() <= 2, "{turn}");
        if let [first, second] = plays[..] {
            twice += 1;
            assert!(
                ac_after(first) >= 0,
                "the second play needs AC 0 or more: {turn}"
            );
            let cost = start - ac_after(first);
            assert_eq!(
                ac_after(second),
                ac_after(first) - cost,
                "paid again: {turn}"
            );
        }
    }
    assert!(twice > 0, "{text}");
}

#[test]
fn vortex_check_refuses_inflict_outside_the_vortex() {
    // vortex-design.md §3.3: the new effects are the Vortex's; another preset's level that carries
    // one is refused at the member, by file and field.
    let mut c = real_catalog();
    add(
        &mut c.cards,
        "lullaby_dart",
        "(name: \"Lullaby Dart\", cost: 1, attributes: Any([\"Wind\"]), range: \"1~2\", \
         target: OneEnemy, effects: [Inflict(Sleep)], text: \"\", flavour: \"\")",
    );
    let ron = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("levels/duel_01_first_spark.level.ron"),
    )
    .expect("level");
    let mut level: vortex_tactics::data::Level =
        vortex_tactics::data::load::parse(std::path::Path::new("duel_01_first_spark"), &ron)
            .expect("level parses");
    let first = &mut level.teams[0].members[0];
    let card = first.card.clone();
    let mut deck = c.characters[&card].deck.clone();
    deck[1] = "lullaby_dart".into();
    first.deck = Some(deck);
    let problems = vortex_tactics::data::validate::check_prepared(&c, &level);
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("card:") && p.contains("Inflict")),
        "{problems:?}"
    );
}
