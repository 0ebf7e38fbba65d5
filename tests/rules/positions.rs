//! Seed 000, <ポジション（前衛・中衛・後衛）に関するルール>: line distance, range forms, the relief
//! rule, automatic advance, knock-back, the normal position move.

use crate::harness::*;
use vortex_tactics::data::{LineName, Range};
use vortex_tactics::rules::core::battlefield::{Place, lines};
use vortex_tactics::rules::core::fighter::Position;

fn p(team: usize, line: LineName) -> Place {
    Place {
        team,
        line,
        square: None,
    }
}

#[test]
fn distance_between_lines_follows_the_seed_examples() {
    use LineName::*;
    // 実際の処理: same team and line 0; A front–A back 2; A front–D back 3; A back–B back 5.
    assert_eq!(lines::distance(p(0, Front), p(0, Front)), 0);
    assert_eq!(lines::distance(p(0, Front), p(0, Back)), 2);
    assert_eq!(lines::distance(p(0, Front), p(3, Back)), 3);
    assert_eq!(lines::distance(p(0, Back), p(1, Back)), 5);
    assert_eq!(
        lines::distance(p(0, Front), p(1, Front)),
        1,
        "opposing front lines are 1 apart"
    );
}

#[test]
fn range_forms_and_range_modifiers() {
    // 射程の表記: `3` reaches 0..3; `3~5` reaches 3,4,5; `[3][5]` reaches only 3 and 5.
    let up: Range = "3".parse().expect("range");
    assert!((0..=3).all(|d| up.reaches(d)) && !up.reaches(4));
    let between: Range = "3～5".parse().expect("range");
    assert!(!between.reaches(2) && (3..=5).all(|d| between.reaches(d)) && !between.reaches(6));
    let exact: Range = "[3][5]".parse().expect("range");
    assert!(exact.reaches(3) && !exact.reaches(4) && exact.reaches(5));
    // 射程が増減される場合: every number written shifts.
    assert_eq!(up.shifted(-1), Range::UpTo(2));
    assert_eq!(between.shifted(-1), Range::Between(2, 4));
    assert_eq!(exact.shifted(-1), Range::Exactly(vec![2, 4]));
    assert!("5~3".parse::<Range>().is_err());
}

#[test]
fn a_card_without_range_reaches_everyone() {
    // <ポジション（前衛・中衛・後衛）に関するルール>, 実際の処理: 射程の明記されていない効果は、
    // 全て、「射程：∞」として扱われる.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("beta", "Middle"), ("gamma", "Back")],
        &[("delta", "Front")],
    );
    let (gamma, delta) = (fighter(&mut app, "Gamma"), fighter(&mut app, "Delta"));
    assert_eq!(
        vortex_tactics::rules::core::cards::targets::reach(
            app.world_mut(),
            delta,
            gamma,
            None,
            true
        ),
        Some(None)
    );
}

#[test]
fn relief_rule_reaches_with_the_shortfall_taken_off_and_other_effects_dropped() {
    // 詰み回避の為の特例ルール: out of range, nobody on a line between: damage and HP reduction
    // land with the missing range taken off; the card's other effects do not happen.
    let c = fixture(&[("delta", "Passive(DistanceIs(3))")]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let range: Range = "1".parse().expect("range");
    let reach = vortex_tactics::rules::core::cards::targets::reach(
        app.world_mut(),
        alpha,
        delta,
        Some(&range),
        true,
    );
    assert_eq!(reach, Some(Some(2)), "distance 3, range 1: 2 short");
    assert_eq!(
        vortex_tactics::rules::core::cards::targets::reach(
            app.world_mut(),
            alpha,
            delta,
            Some(&range),
            false
        ),
        None,
        "only for damage and HP reduction"
    );
    hit_with_relief(
        &mut app,
        alpha,
        &[(delta, Some(2))],
        &["Damage(\"5\")", "Status(Change(DamageTaken(2)))"],
    );
    assert_eq!(hp(&app, delta), 20 - 3);
    assert_eq!(
        vortex_tactics::rules::core::cards::additive::total(
            app.world(),
            delta,
            vortex_tactics::data::Modifier::DamageTaken(0)
        ),
        0
    );
}

#[test]
fn relief_rule_drops_the_users_own_effects_too() {
    // 詰み回避の為の特例ルール: 「「ダメージを与える」「ＨＰを直接減らす」以外の効果が付随していても、
    // それは発動しない。」 A card that reaches only by the relief rule heals, hurts or moves its
    // user no more than its target (HP may rise above its start, so a heal would show).
    for (own, alpha_after) in [("OnSelf(Heal(\"2\"))", 20), ("OnSelf(ReduceHp(\"1\"))", 20)] {
        let c = fixture(&[("delta", "Passive(DistanceIs(3))")]);
        let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
        let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
        vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
        hit_with_relief(
            &mut app,
            alpha,
            &[(delta, Some(2))],
            &["Damage(\"5\")", own],
        );
        assert_eq!(hp(&app, delta), 20 - 3, "{own}: the damage lands, 2 short");
        assert_eq!(
            hp(&app, alpha),
            alpha_after,
            "{own}: nothing happens to the user"
        );
    }
}

#[test]
fn relief_rule_needs_empty_lines_between() {
    // 詰み回避の為の特例ルール, 条件: 「自分と対象の間のラインに（味方も含めて）キャラクターが
    // 存在しない」 — Alpha on the front line between Beta and the foe bars the relief.
    let c = fixture(&[("delta", "Passive(DistanceIs(3))")]);
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("beta", "Middle")],
        &[("delta", "Front")],
    );
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let (beta, delta) = (fighter(&mut app, "Beta"), fighter(&mut app, "Delta"));
    let range: Range = "1".parse().expect("range");
    // Alpha stands on the front line between Beta (middle) and the enemy.
    assert_eq!(
        vortex_tactics::rules::core::cards::targets::reach(
            app.world_mut(),
            beta,
            delta,
            Some(&range),
            true
        ),
        None
    );
}

#[test]
fn lines_fill_from_the_front_when_one_empties() {
    // ポジション決定に関するルール: when a line empties, everyone behind moves up at once.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("beta", "Middle"), ("gamma", "Back")],
        &[("delta", "Front")],
    );
    let (alpha, beta, gamma, delta) = (
        fighter(&mut app, "Alpha"),
        fighter(&mut app, "Beta"),
        fighter(&mut app, "Gamma"),
        fighter(&mut app, "Delta"),
    );
    hit(&mut app, delta, alpha, "ReduceHp(\"30\")");
    assert!(
        app.world()
            .get::<vortex_tactics::rules::core::fighter::Retired>(alpha)
            .is_some()
    );
    assert_eq!(
        app.world().get::<Position>(beta).map(|p| p.line),
        Some(LineName::Front)
    );
    assert_eq!(
        app.world().get::<Position>(gamma).map(|p| p.line),
        Some(LineName::Middle)
    );
}

#[test]
fn a_board_kept_through_a_position_move_reads_the_moved_places() {
    // 通常ポジション移動 and ポジション決定に関するルール: Alpha steps back from the front line,
    // which empties it, so everyone behind moves up at once. The board the move was decided on is
    // kept for the card's targets with its places read again; it must be the board read anew.
    use vortex_tactics::rules::core::battlefield::Board;
    use vortex_tactics::rules::core::cards::chain::effects::shift;
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("beta", "Middle"), ("gamma", "Back")],
        &[("delta", "Front")],
    );
    let (alpha, beta, gamma) = (
        fighter(&mut app, "Alpha"),
        fighter(&mut app, "Beta"),
        fighter(&mut app, "Gamma"),
    );
    let mut kept = Board::of(app.world_mut(), Some(alpha));
    vortex_tactics::rules::duel::with_duel(app.world_mut(), |w| shift(w, alpha, 1));
    let line = |app: &bevy::prelude::App, e| app.world().get::<Position>(e).map(|p| p.line);
    assert_eq!(line(&app, alpha), Some(LineName::Front), "moved up again");
    assert_eq!(line(&app, beta), Some(LineName::Front));
    assert_eq!(line(&app, gamma), Some(LineName::Middle));
    assert_ne!(
        kept,
        Board::of(app.world_mut(), Some(alpha)),
        "places changed"
    );
    kept.read_places_again(app.world());
    assert_eq!(kept, Board::of(app.world_mut(), Some(alpha)));
}

#[test]
fn knock_back_case_1_a_lone_fighter_ends_on_the_front_line() {
    // 処理の手順 ケース1: pushed two lines back to the back line, then moved up to the front.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, delta, alpha, "KnockBack(2)");
    assert_eq!(
        app.world().get::<Position>(alpha).map(|p| p.line),
        Some(LineName::Front)
    );
    assert!(log(&app).contains("knocked back 2"));
}

#[test]
fn knock_back_with_allies_keeps_the_order() {
    // <ポジション（前衛・中衛・後衛）に関するルール>, 処理の手順、あれこれ (ケース1) and
    // ポジション決定に関するルール: knocked back 2 with allies still in front, no line is left
    // empty, so nobody moves up and it stays on the back line.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("beta", "Front"), ("gamma", "Middle")],
        &[("delta", "Front")],
    );
    let (alpha, gamma, delta) = (
        fighter(&mut app, "Alpha"),
        fighter(&mut app, "Gamma"),
        fighter(&mut app, "Delta"),
    );
    hit(&mut app, delta, alpha, "KnockBack(2)");
    assert_eq!(
        app.world().get::<Position>(alpha).map(|p| p.line),
        Some(LineName::Back)
    );
    assert_eq!(
        app.world().get::<Position>(gamma).map(|p| p.line),
        Some(LineName::Middle)
    );
}

#[test]
fn the_normal_position_move_comes_once_before_the_action_die() {
    // 通常ポジション移動: once per turn, before the first action die.
    use vortex_tactics::rules::core::cards::ask::{Decisions, Request};
    let mut c = fixture(&[]);
    add(
        &mut c.levels,
        "t_player",
        "(name: \"p\", seed: 3, teams: [(name: \"You\", control: Player, members: [(card: \"alpha\", line: Front), (card: \"beta\", line: Front)]), (name: \"Foe\", members: [(card: \"delta\", line: Front)])])",
    );
    let mut app = battle(c, "t_player", 3);
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::decisions::Autopilot>()
        .0 = false;
    let mut moves = 0;
    for _ in 0..200 {
        app.update();
        let pending = app.world().resource::<Decisions>().pending();
        if let Some((_, Request::Move { options, .. })) = pending {
            moves += 1;
            let before = log(&app);
            let turn_lines: Vec<&str> = before
                .lines()
                .rev()
                .take_while(|l| !l.contains("'s turn"))
                .collect();
            assert!(
                turn_lines.iter().all(|l| !l.contains(" rolls ")),
                "asked before the die is rolled"
            );
            assert!(options.contains(&vortex_tactics::rules::core::cards::ask::MoveChoice::Hold));
            app.world_mut()
                .resource_mut::<Decisions>()
                .answer_pending(vortex_tactics::rules::core::cards::ask::Choice::Move(
                    vortex_tactics::rules::core::cards::ask::MoveChoice::Hold,
                ))
                .expect("Hold is allowed");
        }
        if moves >= 6 {
            break;
        }
    }
    let text = log(&app);
    let turns = text
        .lines()
        .filter(|l| l.contains("Alpha's turn") || l.contains("Beta's turn"))
        .count();
    assert!(
        moves >= 4 && moves <= turns + 1,
        "one move decision per turn: {moves} moves, {turns} turns"
    );
}

#[test]
fn relief_counts_the_shortfall_from_the_far_end_and_not_for_a_target_too_close() {
    // 詰み回避の為の特例ルール, Decision (docs/RULES.md): for `N~M` the missing range is counted from
    // M; a target closer than N is not reached, relief or not.
    let c = fixture(&[("delta", "Passive(DistanceIs(5))")]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let far: Range = "1~2".parse().expect("range");
    let reach = vortex_tactics::rules::core::cards::targets::reach;
    assert_eq!(
        reach(app.world_mut(), alpha, delta, Some(&far), true),
        Some(Some(3))
    );
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    let near: Range = "2~3".parse().expect("range");
    assert_eq!(
        reach(app.world_mut(), alpha, delta, Some(&near), true),
        None
    );
}

#[test]
fn knock_back_stops_at_the_back_line() {
    // 処理の手順 (ノックバック), Decision: a fighter is knocked back no further than the back line.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("beta", "Front"), ("gamma", "Middle")],
        &[("delta", "Front")],
    );
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, delta, alpha, "KnockBack(5)");
    assert_eq!(
        app.world().get::<Position>(alpha).map(|p| p.line),
        Some(LineName::Back)
    );
}

#[test]
fn a_range_status_shifts_every_range_written() {
    // 射程が増減される場合: a "range +1" status change makes range 0 reach distance 1.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    let zero: Range = "0".parse().expect("range");
    let reach = vortex_tactics::rules::core::cards::targets::reach;
    assert_eq!(
        reach(app.world_mut(), alpha, delta, Some(&zero), false),
        None
    );
    hit(&mut app, delta, alpha, "Status(Change(Range(1)))");
    assert_eq!(
        reach(app.world_mut(), alpha, delta, Some(&zero), false),
        Some(None)
    );
}

/// A level where the team of `mine` (fixture ids, all on the front line) is the player's and
/// the team of `theirs` plays by plans, with the autopilot off.
fn player_battle(
    c: vortex_tactics::data::Catalog,
    mine: &[&str],
    theirs: &[&str],
) -> bevy::prelude::App {
    let mut c = c;
    let members = |ids: &[&str]| {
        ids.iter()
            .map(|id| format!("(card: \"{id}\", line: Front)"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    add(
        &mut c.levels,
        "t_mine",
        &format!(
            "(name: \"p\", seed: 3, teams: [(name: \"You\", control: Player, members: [{}]), (name: \"Foe\", members: [{}])])",
            members(mine),
            members(theirs)
        ),
    );
    let mut app = battle(c, "t_mine", 3);
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::decisions::Autopilot>()
        .0 = false;
    app
}

#[test]
fn the_cards_user_decides_a_position_move_it_forces() {
    // <ポジション（前衛・中衛・後衛）に関するルール>, ポジション移動 (the seed does not say who
    // chooses) and Decision (docs/RULES.md, positions): a `PositionMove` effect on another fighter is decided
    // by the card's user — the player is asked where the foe goes.
    use vortex_tactics::rules::core::cards::ask::{Decisions, Request};
    let mut app = player_battle(fixture(&[]), &["alpha"], &["delta", "beta"]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, alpha, delta, "PositionMove");
    match app.world().resource::<Decisions>().pending() {
        Some((asked, Request::Move { who, .. })) => {
            assert_eq!(
                (asked, who),
                (alpha, delta),
                "the user is asked about the foe"
            );
        }
        other => panic!("expected the user's move question, got {other:?}"),
    }
}

#[test]
fn the_player_chooses_a_triggered_abilitys_target() {
    // Decision (docs/RULES.md, who chooses a triggered ability's target): its holder's
    // controller — the player is asked; plans choose at once for computer sides.
    use vortex_tactics::rules::core::cards::ask::{Decisions, Request};
    let zap = "Triggered(name: \"Zap\", when: Damaged, target: OneEnemy, effects: [Damage(\"1\")])";
    let mut app = player_battle(fixture(&[("alpha", zap)]), &["alpha"], &["delta", "beta"]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, delta, alpha, "Damage(\"1\")");
    match app.world().resource::<Decisions>().pending() {
        Some((asked, Request::Target { candidates, .. })) => {
            assert_eq!(asked, alpha);
            assert_eq!(candidates.len(), 2, "both foes may be chosen");
        }
        other => panic!("expected the holder's target question, got {other:?}"),
    }
    // The same ability on a computer side fires at once.
    let mut app = fixture_battle(
        fixture(&[("alpha", zap)]),
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, delta, alpha, "Damage(\"1\")");
    assert!(log(&app).contains("Zap fires"), "{}", log(&app));
}

#[test]
fn a_card_that_reaches_one_target_normally_keeps_its_own_effects() {
    // 詰み回避の為の特例ルール and Decision (docs/RULES.md, positions): only a card that reaches
    // *only* by the relief rule loses its other effects; a card that reaches one target in range
    // keeps its effects on its user, and its relieved target still takes the damage, less the
    // shortfall, and nothing else.
    let c = fixture(&[("delta", "Passive(DistanceIs(3))")]);
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let [alpha, delta, beta] = ["Alpha", "Delta", "Beta"].map(|n| fighter(&mut app, n));
    hit_with_relief(
        &mut app,
        alpha,
        &[(delta, Some(2)), (beta, None)],
        &[
            "Damage(\"5\")",
            "Status(Change(DamageTaken(2)))",
            "OnSelf(Heal(\"2\"))",
        ],
    );
    assert_eq!(hp(&app, alpha), 22, "the user's own effect happens");
    assert_eq!(hp(&app, beta), 15);
    assert_eq!(hp(&app, delta), 17);
    let taken = |app: &bevy::prelude::App, e| {
        vortex_tactics::rules::core::cards::additive::total(
            app.world(),
            e,
            vortex_tactics::data::Modifier::DamageTaken(0),
        )
    };
    assert_eq!((taken(&app, beta), taken(&app, delta)), (2, 0));
}

#[test]
fn relief_lowers_an_hp_reduction_by_the_shortfall_too() {
    // 詰み回避の為の特例ルール: 「ダメージを与える」「ＨＰを直接減らす」 both reach, less the
    // missing range.
    let c = fixture(&[("delta", "Passive(DistanceIs(3))")]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit_with_relief(&mut app, alpha, &[(delta, Some(2))], &["ReduceHp(\"5\")"]);
    assert_eq!(hp(&app, delta), 20 - 3);
}

#[test]
fn relief_is_barred_by_anyone_in_front_of_the_target() {
    // 詰み回避の為の特例ルール, 条件: 「自分と対象の間のラインに（味方も含めて）キャラクターが存在
    // しない」 and Decision (docs/RULES.md): the lines between are the user's lines in front of it
    // and the target team's lines in front of the target — a foe's front-liner bars it.
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front")],
        &[("beta", "Front"), ("gamma", "Middle"), ("delta", "Back")],
    );
    vortex_tactics::rules::core::cards::additive::refresh_base_modifiers(app.world_mut());
    let (alpha, delta) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    let range: Range = "1".parse().expect("range");
    assert_eq!(
        vortex_tactics::rules::core::cards::targets::reach(
            app.world_mut(),
            alpha,
            delta,
            Some(&range),
            true
        ),
        None,
        "Beta and Gamma stand between"
    );
    assert_eq!(
        lines::places_between(p(0, LineName::Front), p(1, LineName::Back)).collect::<Vec<_>>(),
        [p(1, LineName::Front), p(1, LineName::Middle)]
    );
}

#[test]
fn the_normal_position_move_goes_one_line_forward_or_back_as_the_player_answers() {
    // 通常ポジション移動: one line forward or back (or none); forward only from behind the front
    // line, back only from before the back line.
    use vortex_tactics::rules::core::cards::ask::{
        Choice, Decisions, MoveChoice, Request, move_options,
    };
    let mut app = player_battle(fixture(&[]), &["alpha", "beta"], &["delta"]);
    let (a, b) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Beta"));
    assert_eq!(
        move_options(app.world(), a),
        [MoveChoice::Retreat, MoveChoice::Hold]
    );
    let mut moved = None;
    for _ in 0..100 {
        app.update();
        if let Some((_, Request::Move { who, options })) =
            app.world().resource::<Decisions>().pending()
        {
            let (pick, line) = if options.contains(&MoveChoice::Retreat) && moved.is_none() {
                (MoveChoice::Retreat, LineName::Middle)
            } else {
                (
                    MoveChoice::Hold,
                    app.world().get::<Position>(who).expect("p").line,
                )
            };
            app.world_mut()
                .resource_mut::<Decisions>()
                .answer_pending(Choice::Move(pick))
                .expect("allowed");
            app.update();
            if moved.is_none() && pick == MoveChoice::Retreat {
                moved = Some(who);
                assert_eq!(
                    app.world().get::<Position>(who).expect("p").line,
                    line,
                    "one line back"
                );
                assert_eq!(
                    move_options(app.world(), who),
                    [MoveChoice::Advance, MoveChoice::Retreat, MoveChoice::Hold]
                );
                break;
            }
        }
    }
    let who = moved.expect("a move was asked");
    assert!(who == a || who == b);
    // From the back line only forward (or stay).
    app.world_mut().get_mut::<Position>(who).expect("p").line = LineName::Back;
    assert_eq!(
        move_options(app.world(), who),
        [MoveChoice::Advance, MoveChoice::Hold]
    );
}

#[test]
fn a_board_kept_while_the_duel_s_rules_work_follows_blows_moves_and_retirements() {
    // docs/ARCHITECTURE.md, kept boards: while the Duel's rules work, a board read again is the
    // one kept, told of every HP change and dropped when a fighter moves, enters or leaves. Each
    // kept board must be the board read anew (debug builds also check that on every read).
    use bevy::prelude::{Entity, World};
    use vortex_tactics::rules::core::battlefield::Board;
    use vortex_tactics::rules::core::cards::chain::effects::shift;
    use vortex_tactics::rules::core::cards::chain::{Target, stack as chain};
    use vortex_tactics::rules::core::fighter::{Hp, Retired};
    let mut app = fixture_battle(
        fixture(&[]),
        &[("alpha", "Front"), ("beta", "Middle")],
        &[("delta", "Front"), ("gamma", "Middle")],
    );
    let [alpha, beta, delta, gamma] =
        ["Alpha", "Beta", "Delta", "Gamma"].map(|n| fighter(&mut app, n));
    let blow =
        |w: &mut vortex_tactics::rules::core::cards::kit::DuelWorld, to: Entity, ron: &str| {
            let effect = ron::from_str::<vortex_tactics::data::Effect>(ron).expect("effect parses");
            chain::push_lines(
                w,
                alpha,
                &[effect],
                &[Target {
                    entity: to,
                    relief: None,
                }],
            );
            chain::resolve(w);
        };
    vortex_tactics::rules::duel::with_duel(app.world_mut(), |w| {
        let first = Board::of(w, Some(alpha));
        blow(w, delta, "ReduceHp(\"4\")");
        let after_blow = Board::of(w, Some(alpha));
        let hp = |w: &World, e| w.get::<Hp>(e).copied();
        assert_eq!(after_blow.spot(delta).map(|s| s.hp), hp(w, delta));
        assert_ne!(first, after_blow, "the blow is on the board");
        shift(w, alpha, 2);
        let moved = Board::of(w, Some(alpha));
        assert_eq!(
            moved.spot(beta).map(|s| s.place.line),
            Some(LineName::Front),
            "Beta moved up"
        );
        assert_eq!(
            moved.spot(alpha).map(|s| s.place.line),
            Some(LineName::Middle)
        );
        blow(w, gamma, "ReduceHp(\"99\")");
        assert!(w.get::<Retired>(gamma).is_some(), "Gamma retires");
        let after_retirement = Board::of(w, Some(alpha));
        assert!(after_retirement.spot(gamma).is_none(), "off the board");
        assert_eq!(
            after_retirement.spot(delta).map(|s| s.place.line),
            Some(LineName::Front)
        );
    });
    // Outside the rules' work nothing is kept: the board read now is the same.
    let outside = Board::of(app.world_mut(), Some(alpha));
    vortex_tactics::rules::duel::with_duel(app.world_mut(), |w| {
        assert_eq!(Board::of(w, Some(alpha)), outside);
    });
}
