//! The Brawl's base game (docs/RULES.md, Brawl: the smallest game seed 002's glossary implies)
//! and its content: the start, a turn's bait, draw and hand limit, playing from the hand,
//! moving, sealing (「封印」), winning; every keyword in the starter set, and `vortex check`
//! refusing what the glossary forbids.

use crate::brawl_fixture::*;
use std::path::PathBuf;
use vortex_tactics::data::brawl::{Aim, Cue, SkillEffect};
use vortex_tactics::data::keywords::{Ailment, SkillTiming, Trait};
use vortex_tactics::data::{ContentDirs, load_content};
use vortex_tactics::rules::brawl::act::{acts, apply};
use vortex_tactics::rules::brawl::ask::{Act, Choice, Request};
use vortex_tactics::rules::brawl::board::{Beast, Side, Square};
use vortex_tactics::rules::brawl::state::{BrawlState, side, with_side};
use vortex_tactics::rules::{Battle, Outcome};

const SEALERS: &[(&str, &str)] = &[
    (
        "seal1",
        "bait: 1, power: 1, colour: Yellow, family: \"Bird\", skills: [(timing: Arrival, effect: Seal(1))]",
    ),
    (
        "seal2",
        "bait: 1, power: 1, colour: Yellow, family: \"Bird\", skills: [(timing: Arrival, effect: Seal(2))]",
    ),
    (
        "mover",
        "bait: 1, power: 1, colour: Yellow, family: \"Bird\"",
    ),
];

#[test]
fn a_brawl_starts_with_twenty_life_five_cards_twelve_squares_and_a_coin_for_the_first_turn() {
    // docs/RULES.md, Brawl — The start (the glossary leaves it open: Decisions).
    let mut a = brawl(&[], None, 3);
    for team in 0..2 {
        let s = side(a.world(), team).cloned().expect("side");
        assert_eq!((s.hand.len(), s.deck.len(), s.bait), (5, 15, 0));
        assert_eq!(life(&a, team), 20);
    }
    let squares = a.world_mut().query::<&Square>().iter(a.world()).count();
    assert_eq!(squares, 12);
    end_turns_until(&mut a, |a| a.world().resource::<BrawlState>().turn >= 1);
    assert!(log(&a).contains("First turn: "));
}

#[test]
fn a_turn_gives_two_bait_the_first_player_draws_nothing_on_the_first_turn_the_second_draws() {
    // docs/RULES.md, Brawl — A turn: +2 bait at each of one's turns, one card drawn (not on the
    // battle's first turn).
    let mut a = brawl(&[], Some(&["costly"; 20]), 5);
    end_turns_until(&mut a, |a| {
        a.world().resource::<BrawlState>().turn >= 2 && asked(a).is_some()
    });
    let first = a.world().resource::<BrawlState>().first;
    let s_first = side(a.world(), first).cloned().expect("side");
    let s_second = side(a.world(), 1 - first).cloned().expect("side");
    assert_eq!(s_first.hand.len(), 5, "no draw on the first turn");
    assert_eq!(s_second.hand.len(), 6);
    assert_eq!((s_first.bait, s_second.bait), (2, 2));
}

#[test]
fn a_creature_is_played_from_the_hand_onto_a_free_square_for_its_bait_and_moves_once_a_turn() {
    // 【登場スキル】 エサを支払い手札から盤上に出した; “頑固者” マス移動ができず (so others move):
    // docs/RULES.md, Brawl — The main step.
    let mut a = brawl(SEALERS, None, 5);
    with_side(a.world_mut(), 0, |s| {
        s.hand = vec!["plain5".into(), "mover".into()];
        s.bait = 2;
    });
    let offered = acts(a.world_mut(), 0);
    assert!(
        offered
            .iter()
            .all(|x| !matches!(x, Act::Play { card: 0, .. })),
        "3 bait is more than 2"
    );
    assert_eq!(
        offered
            .iter()
            .filter(|x| matches!(x, Act::Play { card: 1, .. }))
            .count(),
        6
    );
    apply(a.world_mut(), 0, Act::Play { card: 1, square: 4 });
    drain(&mut a);
    let (e, b) = {
        let mut q = a.world_mut().query::<(bevy::ecs::entity::Entity, &Beast)>();
        let (e, b) = q.iter(a.world()).next().expect("on the board");
        (e, b.clone())
    };
    assert_eq!(b.sq.index(), 4);
    assert_eq!(
        side(a.world(), 0).map(|s| (s.bait, s.hand.len())),
        Some((1, 1))
    );
    let moves: Vec<usize> = acts(a.world_mut(), 0)
        .into_iter()
        .filter_map(|x| match x {
            Act::Move { creature, square } if creature == e => Some(square),
            _ => None,
        })
        .collect();
    assert_eq!(
        moves,
        [1, 3, 5],
        "up, left and right: adjacent squares of its own territory"
    );
    apply(
        a.world_mut(),
        0,
        Act::Move {
            creature: e,
            square: 1,
        },
    );
    assert!(
        !acts(a.world_mut(), 0)
            .iter()
            .any(|x| matches!(x, Act::Move { .. })),
        "once a turn"
    );
}

#[test]
fn a_seal_takes_only_empty_squares_at_most_four_and_ends_at_the_second_dawn() {
    // 「封印」 封印できるのは現在カードが置かれていないマスのみ…4マス封印されている場合は5つ目以降
    // …すでに敵陣が3マス封印されている状態では、一度に2箇所以上のマスを封印するカード能力は使用する
    // ことができない…封印されてから2回目の夜明けを迎えると封印が解除される。
    let mut a = brawl(SEALERS, None, 5);
    put(&mut a, 1, "plain1", 0);
    put(&mut a, 0, "seal2", 0);
    assert!(!drain(&mut a));
    let Some((_, Request::Seal { squares, count, .. })) = asked(&a) else {
        panic!("a seal question")
    };
    assert_eq!(
        (squares.as_slice(), count),
        (&[1, 2, 3, 4, 5][..], 2),
        "not the occupied square 0"
    );
    answer(&mut a, Choice::Picks(vec![0, 1]));
    drain(&mut a);
    put(&mut a, 0, "seal1", 1);
    drain(&mut a);
    answer(&mut a, Choice::Picks(vec![0]));
    drain(&mut a);
    let sealed =
        |a: &bevy::app::App| vortex_tactics::rules::brawl::seal::seals(a.world(), 1).count();
    assert_eq!(sealed(&a), 3);
    put(&mut a, 0, "seal2", 2);
    assert!(
        drain(&mut a),
        "3 sealed: a seal of 2 cannot be used, nothing is asked"
    );
    assert!(log(&a).contains("cannot seal 2"));
    assert_eq!(sealed(&a), 3);
    // No card may be put on a sealed square.
    with_side(a.world_mut(), 1, |s| {
        s.hand = vec!["plain1".into()];
        s.bait = 5;
    });
    let free: Vec<usize> = acts(a.world_mut(), 1)
        .into_iter()
        .filter_map(|x| match x {
            Act::Play { square, .. } => Some(square),
            _ => None,
        })
        .collect();
    assert_eq!(free, [4, 5]);
    vortex_tactics::rules::brawl::turn::dawn(a.world_mut(), 1);
    assert_eq!(sealed(&a), 3, "the first dawn counts down");
    vortex_tactics::rules::brawl::turn::dawn(a.world_mut(), 0);
    assert_eq!(sealed(&a), 0, "the second ends them");
}

#[test]
fn the_hand_limit_discards_the_players_choice_at_dusk() {
    // docs/RULES.md, Brawl — The hand limit: at most 7 past one's dusk, the player choosing.
    let mut a = brawl(&[], Some(&["costly"; 20]), 5);
    let first = a.world().resource::<BrawlState>().first;
    let _ = first;
    with_side(a.world_mut(), 0, |s| {
        s.hand = vec!["costly".into(); 8];
        s.hand[3] = "plain1".into();
    });
    end_turns_until(&mut a, |a| {
        matches!(asked(a), Some((_, Request::Discard { .. })))
    });
    let Some((_, Request::Discard { hand, count })) = asked(&a) else {
        unreachable!()
    };
    assert_eq!(count, hand.len() - 7);
    let i = hand.iter().position(|c| c == "plain1").expect("in hand");
    let picks: Vec<usize> = std::iter::once(i)
        .chain((0..hand.len()).filter(|k| *k != i))
        .take(count)
        .collect();
    answer(&mut a, Choice::Picks(picks));
    a.update();
    let s = side(a.world(), 0).cloned().expect("side");
    assert!(!s.hand.contains(&"plain1".to_string()) && s.graveyard.contains(&"plain1".to_string()));
}

#[test]
fn a_player_at_zero_life_loses() {
    // docs/RULES.md, Brawl — Winning.
    let mut a = brawl(&[], None, 5);
    vortex_tactics::rules::brawl::harm::change_life(a.world_mut(), 1, -20);
    assert_eq!(
        a.world().resource::<Battle>().outcome,
        Some(Outcome::Winner(0))
    );
}

#[test]
fn computer_sides_play_whole_brawls_on_every_scenario_to_a_result() {
    // docs/RULES.md, Brawl — Plans; `vortex sim --preset brawl`.
    let catalog = crate::harness::real_catalog();
    let levels: Vec<String> = catalog
        .levels
        .iter()
        .filter(|(_, l)| l.preset == vortex_tactics::data::Preset::Brawl)
        .map(|(id, _)| id.clone())
        .collect();
    assert!(levels.len() >= 3);
    let mut app = vortex_tactics::headless::app(catalog);
    let mut winners = std::collections::BTreeSet::new();
    for level in &levels {
        for seed in 0..20 {
            let r = vortex_tactics::headless::run_battle(&mut app, level, seed).expect("battle");
            if let Some(Outcome::Winner(t)) = r.outcome {
                winners.insert((level.clone(), t));
            }
            assert!(r.outcome.is_some());
        }
    }
    assert!(winners.len() >= 4, "both sides win some: {winners:?}");
}

#[test]
fn the_starter_set_has_thirty_creatures_that_use_every_keyword() {
    // Seed 002: every timing (①), trait (②) and state (③), and the board terms.
    let c = crate::harness::real_catalog();
    assert!(c.creatures.len() >= 30);
    let skills: Vec<_> = c
        .creatures
        .values()
        .flat_map(|x| x.skills.clone())
        .collect();
    let traits: Vec<Trait> = c
        .creatures
        .values()
        .flat_map(|x| x.traits.0.clone())
        .chain(skills.iter().filter_map(|s| match &s.effect {
            SkillEffect::Grant(t) | SkillEffect::Aura(t) => Some(t.clone()),
            _ => None,
        }))
        .collect();
    for t in [
        SkillTiming::Arrival,
        SkillTiming::Retreat,
        SkillTiming::FollowUp,
        SkillTiming::Dawn,
        SkillTiming::Dusk,
        SkillTiming::Constant,
        SkillTiming::Reaction,
    ] {
        assert!(skills.iter().any(|s| s.timing == t), "{t:?}");
    }
    // 【反応スキル】 on every event the glossary names (issue 37, item 11).
    for cue in Cue::ALL {
        assert!(skills.iter().any(|s| s.cue == Some(cue)), "{cue:?}");
    }
    // 【常在スキル】 with every lasting effect: a trait, power lent, power taken.
    let constant = |f: fn(&SkillEffect) -> bool| {
        skills
            .iter()
            .any(|s| s.timing == SkillTiming::Constant && f(&s.effect))
    };
    assert!(constant(|e| matches!(e, SkillEffect::PowerUp(_))));
    assert!(constant(|e| matches!(e, SkillEffect::PowerDown(_))));
    assert!(constant(|e| matches!(e, SkillEffect::Grant(_))));
    assert!(skills.iter().any(|s| s.row.is_some()) && skills.iter().any(|s| s.bait > 0));
    let every = Trait::one_of_each();
    assert_eq!(
        every.iter().map(Trait::key).collect::<Vec<_>>(),
        Trait::KEYS.to_vec(),
        "every trait of ② is named"
    );
    for key in Trait::KEYS {
        assert!(traits.iter().any(|t| t.key() == key), "{key}");
    }
    for a in [Ailment::Sleep, Ailment::Poison] {
        assert!(
            skills.iter().any(|s| s.effect == SkillEffect::Inflict(a)),
            "{a:?}"
        );
    }
    assert!(
        skills
            .iter()
            .any(|s| matches!(s.effect, SkillEffect::Seal(_)))
    );
    assert!(
        skills.iter().any(|s| s.aim == Aim::AdjacentFoes)
            && skills.iter().any(|s| s.aim == Aim::FoesInLine)
    );
    assert_eq!(c.brawl_decks.len(), 3);
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-brawl-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn vortex_check_refuses_a_creature_with_exclusive_traits_naming_the_reason_and_line() {
    // “軽快”/“鈍足”: a card can never carry both; a seal past 4 could never be used (「封印」).
    let dir = temp_dir("check");
    let both = dir.join("both.creature.ron");
    std::fs::write(&both, "(\n  name: \"Both\",\n  bait: 1,\n  power: 1,\n  colour: Red,\n  family: \"Beast\",\n  traits: [Swift, Sluggish],\n)\n").expect("write");
    let wide = dir.join("wide.creature.ron");
    std::fs::write(&wide, "(name: \"Wide\", bait: 1, power: 1, colour: Red, family: \"Beast\",\n skills: [(timing: Arrival, effect: Seal(5))])\n").expect("write");
    let (catalog, problems) = load_content(&ContentDirs {
        extra: vec![dir.clone()],
        ..Default::default()
    });
    assert!(!catalog.creatures.contains_key("both") && !catalog.creatures.contains_key("wide"));
    let p = problems.iter().find(|p| p.path == both).expect("refused");
    assert_eq!((p.field.as_str(), p.line), ("traits", 7), "{p}");
    assert!(
        p.message.contains("軽快 and 鈍足 exclude each other"),
        "{p}"
    );
    let w = problems.iter().find(|p| p.path == wide).expect("refused");
    assert!(w.message.contains("at most 4 sealed"), "{w}");
    let _ = Side::default();
}

#[test]
fn plans_speak_to_their_topic_and_the_standing_plans_decide_the_rest() {
    // docs/RULES.md, Brawl — Plans: the one grammar; `GoFace` attacks the player, `HoldBack`
    // attacks nothing, `SaveBait` plays nothing; with no plan, a battle it wins and outlives.
    use vortex_tactics::data::brawl::BrawlPlan;
    use vortex_tactics::rules::brawl::ask::Foe;
    use vortex_tactics::rules::brawl::plans::{SidePlans, answer as plan};
    let mut a = brawl(&[], None, 5);
    set_turn(&mut a, 1);
    let mine = put(&mut a, 1, "plain3", 0);
    let weak = put(&mut a, 0, "plain1", 0);
    drain(&mut a);
    set_turn(&mut a, 2);
    with_side(a.world_mut(), 1, |s| {
        s.hand = vec!["plain1".into()];
        s.bait = 1;
    });
    let who = a
        .world()
        .resource::<BrawlState>()
        .player(1)
        .expect("player");
    let choose = |a: &mut bevy::app::App, ron: &str| {
        let plans: Vec<BrawlPlan> =
            vortex_tactics::data::load::parse(std::path::Path::new("plans"), ron).expect("plans");
        a.world_mut()
            .entity_mut(who)
            .insert(SidePlans(plans.into()));
        let acts = acts(a.world_mut(), 1);
        let Choice::Act(i) = plan(a.world_mut(), who, &Request::Main { acts: acts.clone() }) else {
            panic!("an act")
        };
        acts[i]
    };
    assert!(
        matches!(choose(&mut a, "[]"), Act::Play { card: 0, .. }),
        "the standing plan plays first"
    );
    assert_eq!(
        choose(&mut a, "[(then: SaveBait)]"),
        Act::Attack {
            attacker: mine,
            target: Foe::Creature(weak)
        }
    );
    assert_eq!(
        choose(&mut a, "[(then: SaveBait), (then: HoldBack)]"),
        Act::End
    );
    assert_eq!(
        choose(
            &mut a,
            "[(then: SaveBait), (when: (all: [FoeLifeAtMost(20)]), then: HoldBack), (then: Trade)]"
        ),
        Act::End,
        "the earliest plan that holds"
    );
    assert_eq!(
        choose(
            &mut a,
            "[(then: SaveBait), (when: (all: [FoeLifeAtMost(5)]), then: HoldBack), (then: Trade)]"
        ),
        Act::Attack {
            attacker: mine,
            target: Foe::Creature(weak)
        },
        "a plan whose conditions fail is passed over"
    );
}
