//! Seed 000, <ゲームの流れ> and 細則: initiative with re-rolls among the tied, the order kept for
//! the battle, the action die clamped to 1..6, unusable cards, and the last team standing wins.

use crate::harness::*;
use vortex_tactics::headless;
use vortex_tactics::rules::core::battle::{Battle, Outcome};
use vortex_tactics::rules::core::cards::components::Deck;
use vortex_tactics::rules::core::fighter::{Fighter, Retired};

/// Parses `initiative: A (5) B (3/6) C (3/2)` into names and roll lists.
fn initiative(text: &str) -> Vec<(String, Vec<i32>)> {
    let line = text
        .lines()
        .find(|l| l.starts_with("initiative:"))
        .expect("initiative line");
    let mut out = Vec::new();
    let mut rest = line.trim_start_matches("initiative:").trim();
    while let Some(open) = rest.find('(') {
        let close = rest.find(')').expect(")");
        let rolls = rest[open + 1..close]
            .split('/')
            .map(|r| r.parse().expect("roll"))
            .collect();
        out.push((rest[..open].trim().to_string(), rolls));
        rest = rest[close + 1..].trim();
    }
    out
}

#[test]
fn initiative_is_highest_first_and_ties_reroll_among_themselves_only() {
    // <ゲームの流れ> 3: 1D for each character; the highest acts first; equal rolls roll again among
    // themselves only; the order holds for the battle unless an effect changes it.
    let catalog = real_catalog();
    let mut app = headless::app(catalog.clone());
    let mut saw_tie = false;
    for seed in 0..60 {
        headless::run_battle(&mut app, "duel_03_gloam_hollow", seed).expect("battle");
        let text = log(&app);
        let rerolls = text.matches("initiative is rolled again").count();
        assert_eq!(
            text.matches("initiative:").count(),
            1 + rerolls,
            "rolled once per battle unless an effect rolls it again (seed {seed})"
        );
        let order = initiative(&text);
        for pair in order.windows(2) {
            let (a, b) = (&pair[0].1, &pair[1].1);
            assert!(a > b, "{:?} must come before {:?}", pair[0], pair[1]);
            if a[0] != b[0] {
                continue;
            }
            saw_tie = true;
            let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
            assert!(
                common >= 1 && a.len() > common && b.len() > common,
                "tied fighters rolled again: {pair:?}"
            );
        }
        for (name, rolls) in &order {
            let tied = order.iter().filter(|(_, r)| r[0] == rolls[0]).count();
            if tied == 1 {
                assert_eq!(rolls.len(), 1, "{name} was not tied and rolls once");
            }
        }
        // Turns in each round follow that order (unless an effect rolled it again).
        if rerolls > 0 {
            continue;
        }
        let names: Vec<&str> = order.iter().map(|(n, _)| n.as_str()).collect();
        let round1: Vec<&str> = text
            .lines()
            .skip_while(|l| !l.starts_with("-- round 1"))
            .skip(1)
            .take_while(|l| !l.starts_with("-- round"))
            .filter_map(|l| {
                l.strip_prefix("[round 1] ")
                    .and_then(|r| r.strip_suffix("'s turn"))
            })
            .filter(|n| names.contains(n))
            .collect();
        let expected: Vec<&str> = names
            .iter()
            .copied()
            .filter(|n| round1.contains(n))
            .collect();
        assert_eq!(round1, expected, "seed {seed}");
    }
    assert!(saw_tie, "60 battles with six fighters roll some ties");
}

#[test]
fn the_action_die_is_clamped_to_one_through_six() {
    // 細則あれこれ, 行動決定ダイスの出目として扱われる数値の、最小値と最大値は、「1」と「6」:
    // with +3 or -5 on the action die, the face used stays within 1..6.
    for (bonus, check) in [
        (3, (|r: i32| (r + 3).min(6)) as fn(i32) -> i32),
        (-5, |_r: i32| 1),
    ] {
        let c = fixture(&[("alpha", &format!("Passive(ActionDie({bonus}))"))]);
        let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
        for _ in 0..20 {
            app.update();
        }
        let text = log(&app);
        let mut seen = 0;
        for l in text.lines().filter(|l| l.contains("Alpha rolls")) {
            let nums: Vec<i32> = l
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().expect("n"))
                .collect();
            let (raw, face) = (nums[0], *nums.get(1).unwrap_or(&nums[0]));
            assert_eq!(face, check(raw), "{l}");
            seen += 1;
        }
        assert!(seen >= 10);
    }
}

#[test]
fn an_unusable_card_means_do_nothing_this_turn() {
    // 処理の手順・方法に関する事柄, 何らかの原因で使用不能になったアクションカードが、行動として
    // 選ばれた場合の扱い: 「効果：このターンは何も行動しない」を持つ札として扱われる.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    for face in app
        .world_mut()
        .get_mut::<Deck>(a)
        .expect("deck")
        .0
        .iter_mut()
    {
        face.usable = false;
    }
    app.update();
    assert!(log(&app).contains("Alpha does nothing this turn"));
}

#[test]
fn the_last_team_with_a_fighter_in_wins() {
    // <基本>: 敵対するキャラクターを全てリタイアさせれば勝利; <用語あれこれ> (チーム): the last
    // team with a fighter in wins (seed 000's rule, and the Skirmish's; an Arena bout is judged
    // by HP lost after turn 8, tests/rules/arena_rules.rs; a Showdown is won by a zone when the
    // other has no life card, tests/rules/showdown_battle.rs; a Brawl when the other player's
    // life is 0, tests/rules/brawl_game.rs; a Vortex battle can also be won by the verdict at
    // its cap, tests/rules/vortex_round.rs).
    let catalog = real_catalog();
    let mut app = headless::app(catalog.clone());
    for (level, seed) in catalog
        .levels
        .iter()
        .filter(|(_, l)| {
            !matches!(
                l.preset,
                vortex_tactics::data::Preset::Arena
                    | vortex_tactics::data::Preset::Showdown
                    | vortex_tactics::data::Preset::Brawl
                    | vortex_tactics::data::Preset::Vortex
            )
        })
        .map(|(id, _)| id)
        .flat_map(|l| (0..10).map(move |s| (l.clone(), s)))
    {
        let report = headless::run_battle(&mut app, &level, seed).expect("battle");
        let Some(Outcome::Winner(team)) = report.outcome else {
            continue;
        };
        let mut q = app.world_mut().query::<(&Fighter, Option<&Retired>)>();
        let standing: Vec<usize> = q
            .iter(app.world())
            .filter(|(_, r)| r.is_none())
            .map(|(f, _)| f.team)
            .collect();
        assert!(
            !standing.is_empty(),
            "{level} seed {seed}: the winner has a fighter in"
        );
        assert!(
            standing.iter().all(|t| *t == team),
            "{level} seed {seed}: every other team is out"
        );
    }
}

#[test]
fn the_round_cap_ends_a_battle_as_a_draw() {
    // Decision (docs/RULES.md, Damage and HP: the round cap): a scenario's `round_cap` ends the
    // battle as a draw.
    let mut c = fixture(&[]);
    add(
        &mut c.levels,
        "t_cap",
        "(name: \"x\", seed: 1, round_cap: 2, teams: [(name: \"L\", members: [(card: \"alpha\")]), (name: \"R\", members: [(card: \"delta\")])])",
    );
    let mut app = battle(c, "t_cap", 1);
    for _ in 0..5 {
        app.update();
    }
    let b = app.world().resource::<Battle>();
    assert_eq!((b.outcome.clone(), b.round), (Some(Outcome::Draw), 2));
}

/// docs/ARCHITECTURE.md, "The round" (each turn phase is a system set, chained in order): headless, one frame plays
/// the phases over and over until the battle ends; when the window paces the battle, a frame
/// makes one pass at most, so the player sees every step.
#[test]
fn a_headless_frame_plays_the_battle_out_and_a_paced_frame_one_pass() {
    // docs/ARCHITECTURE.md, "The round": `run_rounds` runs `RoundSchedule` once per frame when
    // the window paces the battle (`BattlePace`), otherwise pass after pass until it ends.
    use vortex_tactics::rules::core::countdown::BattlePace;
    let catalog = real_catalog();
    let level = catalog
        .levels
        .iter()
        .find(|(_, l)| l.preset == vortex_tactics::data::Preset::Duel)
        .map(|(id, _)| id.clone())
        .expect("a Duel level");
    let mut app = headless::app(catalog);
    vortex_tactics::rules::start_battle(app.world_mut(), &level, 5).expect("start");
    app.update();
    let b = app.world().resource::<Battle>();
    assert!(b.outcome.is_some(), "one headless frame ends the battle");
    assert!(b.round > 1, "and it took more than one round");

    app.insert_resource(BattlePace {
        steps_per_frame: Some(1),
    });
    vortex_tactics::rules::start_battle(app.world_mut(), &level, 5).expect("start");
    app.update();
    let b = app.world().resource::<Battle>();
    assert_eq!((b.outcome.clone(), b.round, b.turns), (None, 1, 1));
}

#[test]
fn a_battle_ends_in_a_draw_after_round_60_by_default() {
    // <用語あれこれ>, チーム (the seed ends a battle only when one team is left) and Decision
    // (docs/RULES.md, Damage and HP: the round cap): a scenario without a round cap ends as a
    // draw after round 60.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    for _ in 0..200 {
        if app.world().resource::<Battle>().outcome.is_some() {
            break;
        }
        app.update();
    }
    let b = app.world().resource::<Battle>();
    assert_eq!((b.outcome.clone(), b.round), (Some(Outcome::Draw), 60));
}

#[test]
fn the_last_fighters_retiring_together_leave_a_draw() {
    // <用語あれこれ>, チーム (「他のチームのキャラクターを全員リタイアさせれば、勝利となる」): the
    // last team with a fighter in wins; when the last fighters of every team retire in the same
    // check, no team is left: a draw (docs/RULES.md, a Decision for what the seed leaves open).
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit_all(&mut app, a, &[a, d], &["ReduceHp(\"20\")"]);
    assert!(app.world().get::<Retired>(a).is_some() && app.world().get::<Retired>(d).is_some());
    assert_eq!(
        app.world().resource::<Battle>().outcome,
        Some(Outcome::Draw)
    );
}

#[test]
fn an_effect_may_roll_the_initiative_again() {
    // <ゲームの流れ> 3: the order holds for the battle 「効果で変更されない限り」 — unless an effect
    // changes it. "Roll initiative again" rolls every standing fighter anew and the new order
    // is announced.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    let before = log(&app).matches("initiative:").count();
    hit(&mut app, a, a, "RerollInitiative");
    let text = log(&app);
    assert!(text.contains("initiative is rolled again"), "{text}");
    assert_eq!(text.matches("initiative:").count(), before + 1, "{text}");
}

#[test]
fn a_card_with_no_target_in_range_does_nothing() {
    // <ポジション（前衛・中衛・後衛）に関するルール>: a card reaches only targets within its range;
    // with none (and no relief: it is not damage) it does nothing that turn.
    let mut c = fixture(&[]);
    add(
        &mut c.cards,
        "t_near",
        &card(
            "Near",
            0,
            "OneEnemy",
            Some("0"),
            "Status(Change(DamageTaken(1)))",
        ),
    );
    let nears = "[\"t_near\", \"t_near\", \"t_near\", \"t_near\", \"t_near\", \"t_near\"]";
    add(
        &mut c.characters,
        "t_reacher",
        &format!("(name: \"Reacher\", hp: 20, ap: 10, deck: {nears})"),
    );
    let mut app = fixture_battle(c, &[("t_reacher", "Front")], &[("delta", "Front")]);
    let d = fighter(&mut app, "Delta");
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    assert!(text.contains("has no target in range"), "{text}");
    let st = app
        .world()
        .get::<vortex_tactics::rules::core::fighter::Statuses>(d)
        .expect("statuses");
    assert!(st.changes.is_empty(), "{:?}", st.changes);
}

#[test]
fn with_three_teams_every_other_team_is_an_enemy() {
    // <用語あれこれ>, チーム (多対多戦: 同じ勢力に所属しているキャラクター全員) and the seed's
    // examples with teams A–D (<ポジション（前衛・中衛・後衛）に関するルール>): every other team is
    // an enemy — "every enemy" reaches both other teams and never an ally.
    use vortex_tactics::data::Targeting;
    let mut c = fixture(&[]);
    add(
        &mut c.levels,
        "t_three",
        "(name: \"three\", seed: 1, teams: [(name: \"A\", members: [(card: \"alpha\", line: Front), (card: \"beta\", line: Front)]), (name: \"B\", members: [(card: \"gamma\", line: Front)]), (name: \"C\", members: [(card: \"delta\", line: Front)])])",
    );
    let mut app = battle(c, "t_three", 1);
    let [a, b, g, d] = ["Alpha", "Beta", "Gamma", "Delta"].map(|n| fighter(&mut app, n));
    let picked = |app: &mut bevy::prelude::App, who, t| {
        let mut v: Vec<_> = vortex_tactics::rules::duel::with_duel(app.world_mut(), |w| {
            vortex_tactics::rules::core::cards::targets::pick(w, who, t, None, None, false, "t")
        })
        .expect("no question")
        .expect("targets")
        .into_iter()
        .map(|t| t.entity)
        .collect();
        v.sort();
        v
    };
    let sorted = |mut v: Vec<bevy::prelude::Entity>| {
        v.sort();
        v
    };
    assert_eq!(
        picked(&mut app, a, Targeting::AllEnemies),
        sorted(vec![g, d])
    );
    assert_eq!(
        picked(&mut app, g, Targeting::AllEnemies),
        sorted(vec![a, b, d])
    );
    assert_eq!(picked(&mut app, d, Targeting::AllAllies), vec![d]);
}

#[test]
fn initiative_rolls_add_the_fighters_initiative_modifiers_and_include_independent_tokens() {
    // <ゲームの流れ> 3 (「この行動順決定ダイスは、キャラクター一人一人について振る」; an
    // independent token behaves as a character) with <付加要素（基礎修正と状態変化）に関する
    // ルール>, 基礎修正 (「行動順決定ダイスの出目は、常に+1される」): a +6 to the die puts Alpha
    // first at every seed, with its roll shown with the modifier; independent tokens roll.
    let c = fixture(&[("alpha", "Passive(InitiativeDie(6))")]);
    for seed in 0..12 {
        let mut c = c.clone();
        add(
            &mut c.levels,
            "t_level",
            &level(
                &[("alpha", "Front")],
                &[("delta", "Front"), ("beta", "Front")],
            ),
        );
        let mut app = battle(c, "t_level", seed);
        app.update();
        let order = initiative(&log(&app));
        assert_eq!(order[0].0, "Alpha", "seed {seed}: {order:?}");
        assert!(order[0].1[0] >= 7, "seed {seed}: {order:?}");
        assert!(
            order[1..].iter().all(|(_, r)| r[0] <= 6),
            "seed {seed}: {order:?}"
        );
    }
    let mut app = battle(real_catalog(), "duel_03_gloam_hollow", 5);
    app.update();
    let order = initiative(&log(&app));
    assert!(
        order.iter().any(|(n, _)| n == "Mire Brute"),
        "the independent token rolls: {order:?}"
    );
}

#[test]
fn a_turn_runs_start_effects_then_the_die_then_end_effects() {
    // 通常ポジション移動 (「行動決定ダイスを振る前に」) and docs/RULES.md, Flow (the order of a
    // turn's stages): turn-start effects, then (unless the turn is lost) the normal
    // position move and the action die, then turn-end effects. A lost turn still has its start
    // and end.
    let c = with_turn_marks(fixture(&[]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    for id in ["t_dawn", "t_dusk"] {
        hit(&mut app, d, a, &format!("Status(Named(\"{id}\"))"));
    }
    hit(&mut app, d, a, "Status(Change(SkipTurns(1)))");
    for _ in 0..20 {
        if log(&app).matches("Alpha's Duskfall takes effect").count() >= 2 {
            break;
        }
        app.update();
    }
    let text = log(&app);
    let turns: Vec<&str> = text.split("Alpha's turn").skip(1).take(2).collect();
    assert_eq!(turns.len(), 2, "{text}");
    let in_order = |turn: &str, needles: &[&str]| {
        let at: Vec<usize> = needles
            .iter()
            .map(|n| {
                turn.find(n)
                    .unwrap_or_else(|| panic!("`{n}` not in\n{turn}"))
            })
            .collect();
        assert!(at.windows(2).all(|p| p[0] < p[1]), "{needles:?} in\n{turn}");
    };
    in_order(
        turns[0],
        &[
            "Dawnlight takes effect",
            "unable to act",
            "Duskfall takes effect",
        ],
    );
    in_order(
        turns[1],
        &[
            "Dawnlight takes effect",
            "Alpha rolls",
            "Duskfall takes effect",
        ],
    );
}
