//! The Vortex's round, milestone 1 (vortex-design.md §1 phases 1–3, 5, 7 with the findings F1,
//! F2, F4, F5, F11, F14, F17, F19), on its test levels with the real content: each rule checked
//! on the state, or on every turn of many battles' logs.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::arena::{ArenaStatus, Panel};
use vortex_tactics::rules::core::fighter::{ActionCounter, Fighter, Hp};
use vortex_tactics::rules::core::panels::Patterns;
use vortex_tactics::rules::vortex::parts::{Readied, ReadiedCard, VortexFighter};
use vortex_tactics::rules::vortex::{patterns, ready, round, verdict};
use vortex_tactics::rules::{Battle, Outcome};

const FLAT: &str = FLAT_ORRIN;
const HILL: &str = "vortex_t2_height_mirror";

/// Every fighter of the battle, in entry order.
fn fighters(app: &mut App) -> Vec<Entity> {
    let w = app.world_mut();
    let mut q = w.query::<(Entity, &Fighter)>();
    let mut v: Vec<(u32, Entity)> = q.iter(w).map(|(e, f)| (f.serial, e)).collect();
    v.sort_unstable();
    v.into_iter().map(|(_, e)| e).collect()
}

/// `(AC at the turn's start, the turn's lines)` for every turn of a log.
fn turns(log: &str) -> Vec<(i32, Vec<&str>)> {
    let mut out: Vec<(i32, Vec<&str>)> = Vec::new();
    for line in log.lines() {
        if let Some(rest) = line.strip_prefix('[')
            && let Some(ac) = rest.split("'s turn (AC ").nth(1)
        {
            let ac: i32 = ac.trim_end_matches(')').parse().expect("AC");
            out.push((ac, Vec::new()));
        } else if line.starts_with("-- round") {
            out.push((i32::MIN, Vec::new()));
        } else if let Some(t) = out.last_mut() {
            t.1.push(line);
        }
    }
    out.retain(|t| t.0 != i32::MIN);
    out
}

/// The number after the last "AC " of a line.
fn ac_after(line: &str) -> i32 {
    line.rsplit("AC ")
        .next()
        .expect("AC")
        .trim()
        .parse()
        .expect("number")
}

#[test]
fn a_round_starts_at_speed_less_last_round_s_overspend() {
    // vortex-design.md §0, §1 phase 1: "AC at round start = speed − last round's overspend"; AC
    // left above 0 is not kept (the countdown ends when no one has AC above 0).
    let mut app = battle(flat_catalog(), FLAT, 1);
    let all = fighters(&mut app);
    let w = app.world_mut();
    round::start(w);
    let speed = |w: &World, e| w.get::<VortexFighter>(e).expect("sheet").speed;
    for &e in &all {
        assert_eq!(
            w.get::<ActionCounter>(e).expect("AC").0,
            speed(w, e),
            "round 1"
        );
    }
    w.resource_mut::<Battle>().round = 2;
    w.get_mut::<ActionCounter>(all[0]).expect("AC").0 = -2;
    w.get_mut::<ActionCounter>(all[1]).expect("AC").0 = 0;
    w.get_mut::<ActionCounter>(all[2]).expect("AC").0 = 3;
    round::start(w);
    assert_eq!(
        w.get::<ActionCounter>(all[0]).expect("AC").0,
        speed(w, all[0]) - 2
    );
    assert_eq!(
        w.get::<ActionCounter>(all[1]).expect("AC").0,
        speed(w, all[1])
    );
    assert_eq!(
        w.get::<ActionCounter>(all[2]).expect("AC").0,
        speed(w, all[2])
    );
}

#[test]
fn dawn_readies_the_card_on_the_face_the_action_die_picks() {
    // Seed 000 <ゲームの流れ> (1D plus modifiers picks the face); vortex-design.md F11: "At Dawn
    // every fighter rolls in initiative order", and the readied card is said with its costs.
    for log in logs_in(flat_catalog(), FLAT, 1..20) {
        let round = log.split("-- round 2 --").next().expect("round 1");
        let readied: Vec<&str> = round.lines().filter(|l| l.contains(" readies ")).collect();
        assert!(
            readied.len() >= 4,
            "every fighter readies at Dawn:\n{round}"
        );
        for line in readied {
            assert!(line.contains("(AC "), "{line}");
        }
    }
    let mut app = battle(flat_catalog(), FLAT, 7);
    let kaede = fighters(&mut app)[0];
    ready::roll(app.world_mut(), kaede);
    let r = app
        .world()
        .get::<Readied>(kaede)
        .expect("readied")
        .0
        .clone();
    let r = r.expect("a card");
    let deck = &real_catalog().characters["kaede_ashwright"].deck;
    assert_eq!(
        r.card.name,
        real_catalog().cards[&deck[r.face as usize - 1]].name
    );
}

fn ready_card(app: &mut App, e: Entity, id: &str) {
    let card = real_catalog().cards[id].clone();
    let cost = vortex_tactics::data::vortex::cost_of(&card).expect("cost");
    app.world_mut().get_mut::<Readied>(e).expect("readied").0 = Some(ReadiedCard {
        face: 6,
        id: id.into(),
        card,
        usable: true,
        cost,
    });
}

#[test]
fn the_pattern_switch_keeps_a_pattern_that_pays_and_leaves_one_that_cannot() {
    // Seed 001 4.戦闘の流れ (the switch, all at once); docs/RULES.md Vortex, the plans' standing
    // choice: keep the pattern in use while it pays the readied card, else the first that does.
    let mut app = battle(flat_catalog(), FLAT, 1);
    let kaede = fighters(&mut app)[0];
    app.world_mut()
        .get_mut::<Patterns>(kaede)
        .expect("p")
        .current = 1;
    ready_card(&mut app, kaede, "blazing_cleave"); // Fire + Fire: only pattern A pays.
    patterns::switch_and_recover(app.world_mut(), &[kaede]);
    assert_eq!(app.world().get::<Patterns>(kaede).expect("p").current, 0);
    ready_card(&mut app, kaede, "ember_flick"); // Fire: A pays, so A is kept.
    patterns::switch_and_recover(app.world_mut(), &[kaede]);
    assert_eq!(app.world().get::<Patterns>(kaede).expect("p").current, 0);
    assert!(log(&app).contains("switches to pattern A"), "{}", log(&app));
}

#[test]
fn recovery_takes_freeze_always_and_bind_on_a_one_of_a_d3() {
    // Seed 001 4.戦闘の流れ 状態回復 (vortex-design.md §1 phase 3: the panels of the pattern in
    // use, from the left; dice from the battle's one generator).
    let mut kept_binds = 0;
    for seed in 1..60 {
        let mut app = battle(flat_catalog(), FLAT, seed);
        let kaede = fighters(&mut app)[0];
        {
            let mut p = app.world_mut().get_mut::<Patterns>(kaede).expect("p");
            p.panels_mut()[0].statuses = vec![ArenaStatus::Freeze];
            p.panels_mut()[1].statuses = vec![ArenaStatus::Bind];
        }
        patterns::switch_and_recover(app.world_mut(), &[kaede]);
        let p = app.world().get::<Patterns>(kaede).expect("p");
        assert!(p.panels()[0].statuses.is_empty(), "Freeze always goes");
        kept_binds += usize::from(!p.panels()[1].statuses.is_empty());
    }
    assert!(
        (25..=55).contains(&kept_binds),
        "Bind stays 2 times in 3: {kept_binds} of 59"
    );
}

#[test]
fn a_played_card_costs_its_ac_and_never_overdraws_by_more_than_two() {
    // vortex-design.md §1 phase 5 ("It pays its AC cost; AC may go below 0"), F14 ("A card whose
    // AC cost exceeds AC + 2 can't be played"), and F1 ("A turn that does not play its card costs
    // AC 1 more").
    let c = real_catalog();
    let (mut plays, mut holds) = (0, 0);
    for log in logs_in(flat_catalog(), FLAT, 1..40)
        .iter()
        .chain(&logs(HILL, 1..40))
    {
        for (ac, lines) in turns(log) {
            for l in &lines {
                if let Some(rest) = l.split(" plays ").nth(1) {
                    let name = rest.split(" (AC ").next().expect("name");
                    let card = c.cards.values().find(|k| k.name == name).expect(name);
                    let cost =
                        i32::from(vortex_tactics::data::vortex::cost_of(card).expect("c").ac);
                    assert!(cost <= ac + 2, "overdraft above 2: {l} at AC {ac}");
                    assert_eq!(ac_after(l), ac - cost, "{l} at AC {ac}");
                    plays += 1;
                } else if l.contains(" does not play ") {
                    assert_eq!(ac_after(l), ac - 1, "{l} at AC {ac}");
                    holds += 1;
                }
            }
        }
    }
    assert!(
        plays > 500 && holds > 20,
        "{plays} plays, {holds} turns without"
    );
}

#[test]
fn panels_are_paid_from_the_pattern_in_use_and_come_back_at_the_round_end_but_frozen() {
    // Seed 001 2.キャラクターの作成 神経反射 (a cost takes unused panels of the pattern in use),
    // 6.40 and vortex-design.md §1 phase 7 ("The used panels of the pattern in use turn unused,
    // except Frozen ones"); F1: readied cards are dropped at the round end.
    let mut app = battle(flat_catalog(), FLAT, 1);
    let kaede = fighters(&mut app)[0];
    {
        let mut p = app.world_mut().get_mut::<Patterns>(kaede).expect("p");
        for s in p.panels_mut() {
            s.used = true;
        }
        p.panels_mut()[2].statuses = vec![ArenaStatus::Freeze];
    }
    ready_card(&mut app, kaede, "ember_flick");
    round::end(app.world_mut());
    let p = app.world().get::<Patterns>(kaede).expect("p");
    let used: Vec<bool> = p.panels().iter().map(|s| s.used).collect();
    assert_eq!(used, vec![false, false, true, false]);
    assert_eq!(p.panels()[0].panel, Panel::Fire);
    assert!(app.world().get::<Readied>(kaede).expect("r").0.is_none());
}

#[test]
fn a_card_its_pattern_cannot_pay_is_dropped_and_the_next_readied() {
    // vortex-design.md F1: "An unplayable card (… panels unpayable …) is dropped at the turn
    // end", and F11: after a turn that dropped its card the fighter readies the next at once.
    let mut seen = 0;
    for log in logs_in(flat_catalog(), FLAT, 1..80) {
        for (_, lines) in turns(&log) {
            if let Some(i) = lines
                .iter()
                .position(|l| l.contains("cannot be paid: dropped"))
            {
                seen += 1;
                let rest = &lines[i + 1..];
                let ac = ac_after(lines[i]);
                if ac > 0 {
                    assert!(rest.iter().any(|l| l.contains(" readies ")), "{lines:?}");
                }
            }
        }
    }
    assert!(seen > 0, "a card no panel pays came up");
}

#[test]
fn the_verdict_at_the_cap_goes_to_the_side_that_lost_the_smaller_share_of_its_hp() {
    // vortex-design.md F17: "the share of start HP lost over all fighters" (tokens included); equal
    // on all three, a draw (§1 phase 7.5).
    let mut app = battle(flat_catalog(), FLAT, 1);
    let all = fighters(&mut app);
    let set = |app: &mut App, e: Entity, hp: i32| {
        app.world_mut().get_mut::<Hp>(e).expect("hp").current = hp;
    };
    // Kaede 18 and Orrin 16 a side: 34 start HP each.
    set(&mut app, all[0], 9); // side 0 loses 9 of 34
    set(&mut app, all[2], -4); // side 1 loses 18 (0 left) of 34
    assert_eq!(verdict::shares(app.world_mut()), [264, 529]);
    verdict::at_the_cap(app.world_mut());
    assert_eq!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Winner(0))
    );
    let mut even = battle(flat_catalog(), FLAT, 1);
    verdict::at_the_cap(even.world_mut());
    assert_eq!(
        even.world().resource::<Battle>().outcome,
        Some(Outcome::Draw)
    );
}

#[test]
fn heals_stop_at_the_start_hp() {
    // vortex-design.md F19: "Heals stop at start HP" (seed 000 lets HP rise above it).
    let start = |name: &str| if name.starts_with("Kaede") { 18 } else { 16 };
    let mut heals = 0;
    for log in logs_in(flat_catalog(), FLAT, 1..40) {
        for l in log.lines().filter(|l| l.contains(" recovers ")) {
            let who = l.trim_start().split(" recovers ").next().expect("who");
            let hp: i32 = l.rsplit("HP ").next().expect("hp").parse().expect("n");
            assert!(hp <= start(who), "{l}");
            heals += 1;
        }
    }
    assert!(heals > 20, "{heals} heals");
}

#[test]
fn turn_start_effects_fire_at_dawn_and_timed_statuses_count_rounds() {
    // vortex-design.md F5: "In the Vortex a Duel turn is a round. `TurnStart` effects fire at Dawn
    // and `TurnEnd` effects at Dusk, and `turns: N` counts rounds."
    let mut fired = 0;
    for log in logs_in(flat_catalog(), FLAT, 1..40) {
        for round in log.split("-- round ").skip(1) {
            let dawn = round.split("'s turn (AC").next().expect("dawn");
            let later = &round[dawn.len()..];
            fired += dawn.matches("Deep Chill takes effect").count();
            assert!(
                !later.contains("Deep Chill takes effect"),
                "Deep Chill's turn-start effect fires only at Dawn:\n{round}"
            );
        }
    }
    assert!(fired > 5, "{fired}");
}

#[test]
fn the_first_side_on_equal_ac_alternates_every_round() {
    // vortex-design.md F2: "The first side alternates every round, starting with the initiative
    // winner" (it replaces "players first"); a tie on AC goes to the first side.
    for log in logs_in(flat_catalog(), FLAT, 1..20) {
        let firsts: Vec<&str> = log
            .lines()
            .filter_map(|l| l.strip_suffix(" goes first on equal AC this round"))
            .map(str::trim)
            .collect();
        let rounds = log.matches("-- round ").count();
        assert_eq!(firsts.len(), rounds, "one a round");
        for w in firsts.windows(2) {
            assert_ne!(w[0], w[1], "{firsts:?}");
        }
    }
}

#[test]
fn a_step_down_two_levels_asks_a_fall_check_and_one_level_is_free() {
    // vortex-design.md F4: "Walking down one level is free. A fall check is made for a drop of 2 or
    // more levels" — 2D + 2 × athletics against 7 + 3Y (12 always succeeds, 2 always fails); a
    // failure reduces HP by 5 a level (§1).
    use vortex_tactics::rules::core::battlefield::grid::GridPos;
    use vortex_tactics::rules::core::setup::stand_on;
    use vortex_tactics::rules::vortex::{moves, turn::with_vortex};
    let (mut checks, mut fell) = (0, 0);
    for seed in 1..40 {
        let mut app = battle(real_catalog(), HILL, seed);
        let sylla = fighters(&mut app)[0];
        let start_hp = app.world().get::<Hp>(sylla).expect("hp").current;
        // From the hill's flank (height 1) one level down: free.
        stand_on(app.world_mut(), sylla, 0, GridPos::new(3, 4));
        let (reach, _) = moves::ends(app.world_mut(), sylla);
        with_vortex(app.world_mut(), |w| {
            moves::go(w, sylla, GridPos::new(2, 4), &reach)
        });
        // From the west plateau (height 2) straight down: a check.
        stand_on(app.world_mut(), sylla, 0, GridPos::new(1, 4));
        let (reach, _) = moves::ends(app.world_mut(), sylla);
        with_vortex(app.world_mut(), |w| {
            moves::go(w, sylla, GridPos::new(2, 4), &reach)
        });
        let text = log(&app);
        let lines: Vec<&str> = text.lines().filter(|l| l.contains(" drops ")).collect();
        assert_eq!(
            lines.len(),
            1,
            "one check, for the 2-level drop only:\n{text}"
        );
        let l = lines[0];
        assert!(
            l.contains("drops 2 levels") && l.contains("against 13"),
            "{l}"
        );
        let dice: Vec<i32> = l
            .split("fall check ")
            .nth(1)
            .expect("d")
            .split(" = ")
            .next()
            .expect("sum")
            .split('+')
            .map(|n| n.parse().expect("n"))
            .collect();
        assert_eq!(dice[2], 2 * 3, "Sylla's athletics is 3");
        let total = dice[0] + dice[1];
        let passes = total == 12 || (total != 2 && total + dice[2] >= 13);
        let hp = app.world().get::<Hp>(sylla).expect("hp").current;
        if passes {
            assert!(l.ends_with("lands"), "{l}");
            assert_eq!(hp, start_hp);
        } else {
            assert!(l.ends_with("HP -10"), "{l}");
            assert_eq!(hp, start_hp - 10);
            fell += 1;
        }
        checks += 1;
    }
    assert!(fell > 0 && fell < checks, "{fell} falls of {checks}");
}

#[test]
fn the_same_seed_gives_the_same_vortex_battle() {
    // docs/RULES.md, Randomness: one ChaCha8 stream per battle; the Vortex's rolls (initiative,
    // the action dice, recovery, fall checks) all come from it.
    assert_eq!(
        logs_in(flat_catalog(), FLAT, 1..30),
        logs_in(flat_catalog(), FLAT, 1..30)
    );
    assert_eq!(logs(HILL, 5..25), logs(HILL, 5..25));
}

#[test]
fn ranges_count_heights_for_cards_reaching_two_squares_or_more() {
    // vortex-design.md §1 "Range on the grid" (003 ⑥) with F4: one square less a level the user
    // stands above the target, one more a level below, never below 0 — "No height shift at range
    // 1": a range-1 card reaches a neighbour a level up or down. The relief rule is off (§2).
    use vortex_tactics::data::{Range, Targeting};
    use vortex_tactics::rules::core::battlefield::grid::GridPos;
    use vortex_tactics::rules::core::cards::targets::{Asked, pick_on};
    use vortex_tactics::rules::core::setup::stand_on;
    use vortex_tactics::rules::vortex::turn::with_vortex;
    let mut app = battle(real_catalog(), HILL, 1);
    let all = fighters(&mut app);
    let (sylla, foe, far) = (all[0], all[3], all[2]);
    let place = |app: &mut App, e: Entity, team: usize, x: i32, y: i32| {
        stand_on(app.world_mut(), e, team, GridPos::new(x, y));
    };
    let hits = |app: &mut App, range: Range| -> bool {
        with_vortex(app.world_mut(), |w| {
            let asked = Asked {
                targeting: Targeting::AllEnemies,
                range: Some(&range),
                cause: None,
                has_hp_loss: true,
                label: "test",
            };
            pick_on(w, sylla, asked)
                .ok()
                .flatten()
                .is_some_and(|t| t.iter().any(|t| t.entity == foe))
        })
    };
    place(&mut app, far, 1, 9, 0);
    // Sylla on the west plateau (height 2), the foe 4 squares south on the plain (height 0).
    place(&mut app, sylla, 0, 1, 4);
    place(&mut app, foe, 1, 1, 8);
    assert!(
        hits(&mut app, Range::UpTo(2)),
        "4 squares, 2 levels below: counts 2"
    );
    assert!(
        !hits(&mut app, Range::UpTo(1)),
        "range 1 counts squares only"
    );
    // From below: 2 squares and 2 levels up count 4.
    place(&mut app, sylla, 0, 2, 4);
    place(&mut app, foe, 1, 4, 4);
    assert!(
        !hits(&mut app, Range::UpTo(3)),
        "2 squares, 2 levels up: counts 4"
    );
    assert!(hits(&mut app, Range::UpTo(4)));
    // A neighbour a level up is in reach of a range-1 card; one two levels up is not.
    place(&mut app, foe, 1, 3, 4);
    assert!(hits(&mut app, Range::UpTo(1)));
    place(&mut app, sylla, 0, 2, 4);
    place(&mut app, foe, 1, 1, 4);
    assert!(!hits(&mut app, Range::UpTo(1)), "a cliff of two levels");
}

#[test]
fn the_verdict_compares_shares_exactly() {
    // vortex-design.md F17: 7 of 34 start HP lost (20.59 %) against 8 of 39 (20.51 %): the
    // second side lost the smaller share and wins (thousandths would call it a draw).
    let mut app = battle(flat_catalog(), FLAT, 1);
    let all = fighters(&mut app);
    let set = |app: &mut App, e: Entity, start: i32, current: i32| {
        let mut hp = app.world_mut().get_mut::<Hp>(e).expect("hp");
        hp.start = start;
        hp.current = current;
    };
    set(&mut app, all[0], 18, 11); // side 0: 7 of 34
    set(&mut app, all[2], 23, 15); // side 1: 8 of 23 + 16 = 39
    verdict::at_the_cap(app.world_mut());
    assert_eq!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Winner(1))
    );
}

#[test]
fn a_fighter_unable_to_act_loses_one_round_then_acts_again() {
    // vortex-design.md F5: "A fighter that loses a turn (unable to act …) loses the rest of its
    // round: its AC becomes 0"; seed 000 【付加要素】: "N turns unable to act" costs N turns.
    use vortex_tactics::data::Effect;
    use vortex_tactics::rules::core::cards::chain::Target;
    use vortex_tactics::rules::core::cards::chain::stack::{push_lines, resolve};
    use vortex_tactics::rules::vortex::turn::with_vortex;
    let mut app = battle(flat_catalog(), FLAT, 4);
    let all = fighters(&mut app);
    let snare: Effect = vortex_tactics::data::load::parse(
        std::path::Path::new("e"),
        "Status(Change(SkipTurns(1)))",
    )
    .expect("effect");
    with_vortex(app.world_mut(), |w| {
        push_lines(
            w,
            all[1],
            &[snare],
            &[Target {
                entity: all[0],
                relief: None,
            }],
        );
        resolve(w);
    });
    for _ in 0..50 {
        app.update();
        if app.world().resource::<Battle>().outcome.is_some() {
            break;
        }
    }
    let text = log(&app);
    assert_eq!(
        text.matches("is unable to act: its round is over").count(),
        1,
        "one round lost, not the battle:\n{text}"
    );
}

#[test]
fn cover_lessens_damage_from_two_squares_away_or_more() {
    // vortex-design.md F18: "cards used from 2 or more squares away deal X less damage to the
    // occupant, never below 0. It has no effect on checks."
    use vortex_tactics::data::Effect;
    use vortex_tactics::data::map::TerrainSpec;
    use vortex_tactics::rules::core::battlefield::grid::GridPos;
    use vortex_tactics::rules::core::cards::chain::Target;
    use vortex_tactics::rules::core::cards::chain::stack::{push_lines, resolve};
    use vortex_tactics::rules::core::setup::stand_on;
    use vortex_tactics::rules::vortex::turn::with_vortex;
    let mut c = flat_catalog();
    {
        let level = std::sync::Arc::make_mut(c.levels.get_mut(FLAT).expect("flat"));
        let map = level.map.as_mut().expect("map");
        map.rows[3] = "....c...".into();
        map.legend.insert('c', vec![TerrainSpec::Cover(2)]);
    }
    let damage_taken = |from: (i32, i32)| -> i32 {
        let mut app = battle(c.clone(), FLAT, 1);
        let all = fighters(&mut app);
        let (orrin, foe) = (all[1], all[2]);
        stand_on(app.world_mut(), foe, 1, GridPos::new(4, 3));
        stand_on(app.world_mut(), orrin, 0, GridPos::new(from.0, from.1));
        let before = app.world().get::<Hp>(foe).expect("hp").current;
        let blow: Effect =
            vortex_tactics::data::load::parse(std::path::Path::new("e"), "Damage(\"3\")")
                .expect("effect");
        with_vortex(app.world_mut(), |w| {
            push_lines(
                w,
                orrin,
                &[blow],
                &[Target {
                    entity: foe,
                    relief: None,
                }],
            );
            resolve(w);
        });
        before - app.world().get::<Hp>(foe).expect("hp").current
    };
    assert_eq!(damage_taken((4, 4)), 3, "next to it: no cover");
    assert_eq!(damage_taken((4, 5)), 1, "2 squares away: 2 less");
    assert_eq!(damage_taken((1, 3)), 1, "3 squares away: 2 less");
}

#[test]
fn the_round_s_first_side_takes_a_tie_on_ac() {
    // vortex-design.md F2: "AC ties between the sides go to the first side; within a side,
    // initiative order."
    use vortex_tactics::rules::core::countdown::{TieBreak, next_actor};
    let mut app = battle(flat_catalog(), FLAT, 1);
    let all = fighters(&mut app);
    for (e, ac) in all.iter().zip([5, 0, 5, 0]) {
        app.world_mut().get_mut::<ActionCounter>(*e).expect("ac").0 = ac;
    }
    for side in [0usize, 1] {
        app.world_mut().resource_mut::<Battle>().first_side = Some(side);
        let ties = TieBreak::of(app.world().resource::<Battle>());
        let first = next_actor(app.world_mut(), &ties).expect("an actor");
        assert_eq!(app.world().get::<Fighter>(first).expect("f").team, side);
    }
}

#[test]
fn a_heal_stops_at_the_start_hp_and_says_what_it_healed() {
    // vortex-design.md F19: "Heals stop at start HP" (seed 000 lets HP rise above it).
    use vortex_tactics::data::Effect;
    use vortex_tactics::rules::core::cards::chain::Target;
    use vortex_tactics::rules::core::cards::chain::stack::{push_lines, resolve};
    use vortex_tactics::rules::vortex::turn::with_vortex;
    let mut app = battle(flat_catalog(), FLAT, 1);
    let kaede = fighters(&mut app)[0];
    app.world_mut().get_mut::<Hp>(kaede).expect("hp").current = 17;
    let heal: Effect =
        vortex_tactics::data::load::parse(std::path::Path::new("e"), "Heal(\"3\")").expect("e");
    with_vortex(app.world_mut(), |w| {
        push_lines(
            w,
            kaede,
            &[heal],
            &[Target {
                entity: kaede,
                relief: None,
            }],
        );
        resolve(w);
    });
    assert_eq!(app.world().get::<Hp>(kaede).expect("hp").current, 18);
    assert!(
        log(&app).contains("recovers 1 HP -> HP 18"),
        "{}",
        log(&app)
    );
}

#[test]
fn a_natural_twelve_always_lands_and_a_natural_two_always_falls() {
    // vortex-design.md §1 Checks: "A 12 on the dice always succeeds and a 2 always fails" (the
    // fall check of F4, against 7 + 3 × 2 = 13 for a 2-level drop).
    use vortex_tactics::rules::core::battlefield::grid::GridPos;
    use vortex_tactics::rules::core::setup::stand_on;
    use vortex_tactics::rules::vortex::{moves, turn::with_vortex};
    let (mut twelve, mut two) = (false, false);
    for seed in 1..400 {
        for athletics in [0, 6] {
            let mut app = battle(real_catalog(), HILL, seed);
            let sylla = fighters(&mut app)[0];
            app.world_mut()
                .get_mut::<VortexFighter>(sylla)
                .expect("v")
                .athletics = athletics;
            stand_on(app.world_mut(), sylla, 0, GridPos::new(1, 4));
            let (reach, _) = moves::ends(app.world_mut(), sylla);
            with_vortex(app.world_mut(), |w| {
                moves::go(w, sylla, GridPos::new(2, 4), &reach)
            });
            let text = log(&app);
            let Some(l) = text.lines().find(|l| l.contains(" drops ")) else {
                continue;
            };
            if athletics == 0 && l.contains("fall check 6+6+0") {
                assert!(l.ends_with("lands"), "12 + 0 < 13, yet a 12 lands: {l}");
                twelve = true;
            }
            if athletics == 6 && l.contains("fall check 1+1+12") {
                assert!(l.contains("falls"), "2 + 12 ≥ 13, yet a 2 falls: {l}");
                two = true;
            }
        }
        if twelve && two {
            break;
        }
    }
    assert!(twelve && two, "both naturals came up");
}
