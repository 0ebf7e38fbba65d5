//! Seed 003, 状態異常一覧: the bad statuses (loss, poison X, burn X, prone, paralysis, frenzy,
//! shaken, curse X) and the good ones (float, absent), each with what it does and how it ends.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::data::sheet::{Ailment, Skill};
use vortex_tactics::rules::core::battlefield::GridPos;
use vortex_tactics::rules::core::countdown::BattlePace;
use vortex_tactics::rules::skirmish::actions::{Recovery, TacticalAction, options, targets};
use vortex_tactics::rules::skirmish::check::skill_part;
use vortex_tactics::rules::skirmish::movement::reach_for;
use vortex_tactics::rules::skirmish::round::end_round;
use vortex_tactics::rules::skirmish::space::in_range;
use vortex_tactics::rules::skirmish::state::{Conditions, Mp};
use vortex_tactics::rules::skirmish::turn::perform;

/// A fighter with a main-action attack technique (AC 1) and an aux healing technique.
const ADEPT: &str = "(speed: 10, move_metres: 10, mp: 10, skills: (melee: 2, athletics: 2), weapons: [(name: \"Blade\", kind: Melee, power: 3)], techniques: [(name: \"Cut\", timing: Main, ac: 1, mp: 1, effect: Attack(kind: Melee, bonus: 1)), (name: \"Salve\", timing: Aux, mp: 1, effect: Mend(bonus: 0))])";

fn conditions(app: &mut App, e: Entity) -> Mut<'_, Conditions> {
    app.world_mut()
        .get_mut::<Conditions>(e)
        .expect("conditions")
}

fn has(open: &[TacticalAction], pred: impl Fn(&TacticalAction) -> bool) -> bool {
    open.iter().any(pred)
}

/// <毒X>/<炎上X>: X×3 HP each time a turn is given, nothing reduces it; a second dose keeps the
/// larger X.
#[test]
fn poison_and_burn_bite_when_the_turn_is_given_and_keep_the_larger() {
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    {
        let mut c = conditions(&mut app, a);
        c.inflict(Ailment::Poison(2));
        c.inflict(Ailment::Poison(1));
        c.inflict(Ailment::Burn(1));
        assert_eq!((c.poison, c.burn), (2, 1));
        c.inflict(Ailment::Poison(3));
        assert_eq!(c.poison, 3);
    }
    app.insert_resource(BattlePace {
        steps_per_frame: Some(1),
    });
    app.update(); // A is given the turn
    app.update(); // and it begins
    assert_eq!(hp(&app, a), 30 - 9 - 3);
}

/// <転倒>: no move at all; the aux action ends it.
#[test]
fn prone_stops_moving_until_an_aux_action_ends_it() {
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    conditions(&mut app, a).prone = true;
    let open = options(app.world_mut(), a);
    assert!(!has(&open, |o| matches!(o, TacticalAction::Move { .. })));
    assert!(open.contains(&TacticalAction::Recover(Recovery::Prone)));
    perform(app.world_mut(), a, TacticalAction::Recover(Recovery::Prone));
    let open = options(app.world_mut(), a);
    assert!(has(&open, |o| matches!(
        o,
        TacticalAction::Move { main: true, .. }
    )));
    assert!(
        !has(&open, |o| matches!(
            o,
            TacticalAction::Move { main: false, .. }
        )),
        "the aux action was used"
    );
}

/// <麻痺>: no main action; the aux action or the round's end ends it.
#[test]
fn paralysis_bars_the_main_action_until_aux_or_round_end() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let a = fighter(&mut app, "A");
    set_ac(&mut app, a, 8);
    conditions(&mut app, a).paralysis = true;
    let open = options(app.world_mut(), a);
    assert!(!has(&open, |o| matches!(o, TacticalAction::Attack { .. })));
    assert!(!has(&open, |o| matches!(
        o,
        TacticalAction::Move { main: true, .. }
    )));
    assert!(open.contains(&TacticalAction::Recover(Recovery::Paralysis)));
    end_round(app.world_mut());
    assert!(!conditions(&mut app, a).paralysis);
}

/// <狂乱>: only normal attacks; the main action and AC 2 end it (or the round's end).
#[test]
fn frenzy_allows_only_normal_attacks() {
    let mut app = open_field(
        &[("adept", ADEPT)],
        &[("adept", "(2, 2)")],
        &[("s_b", "(2, 2)")],
    );
    let a = fighter(&mut app, "adept");
    set_ac(&mut app, a, 8);
    conditions(&mut app, a).frenzy = true;
    let open = options(app.world_mut(), a);
    use vortex_tactics::rules::skirmish::attack::Source;
    assert!(has(&open, |o| matches!(
        o,
        TacticalAction::Attack {
            source: Source::Weapon(_),
            ..
        }
    )));
    assert!(!has(&open, |o| matches!(
        o,
        TacticalAction::Attack {
            source: Source::Technique(_),
            ..
        }
    )));
    assert!(!has(&open, |o| matches!(o, TacticalAction::Mend { .. })));
    perform(
        app.world_mut(),
        a,
        TacticalAction::Recover(Recovery::Frenzy),
    );
    assert_eq!(ac(&app, a), 6);
    assert!(!conditions(&mut app, a).frenzy);
    conditions(&mut app, a).frenzy = true;
    end_round(app.world_mut());
    assert!(!conditions(&mut app, a).frenzy);
}

/// <動揺>: checks at −10; the main action and AC 2, or the round's end, end it.
#[test]
fn shaken_takes_ten_from_checks_until_recovered() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    set_ac(&mut app, a, 5);
    conditions(&mut app, a).shaken = true;
    assert_eq!(skill_part(app.world(), a, Skill::Athletics), 8 - 10);
    perform(
        app.world_mut(),
        a,
        TacticalAction::Recover(Recovery::Shaken),
    );
    assert_eq!(ac(&app, a), 3);
    assert_eq!(skill_part(app.world(), a, Skill::Athletics), 8);
}

/// <呪縛X>: declaring a technique with the main action costs X×3 HP (an aux technique does not);
/// the round's end ends it.
#[test]
fn curse_hurts_whoever_declares_a_main_technique() {
    let mut app = open_field(
        &[("adept", ADEPT)],
        &[("adept", "(2, 2)")],
        &[("s_b", "(2, 2)")],
    );
    let (a, b) = (fighter(&mut app, "adept"), fighter(&mut app, "B"));
    set_ac(&mut app, a, 8);
    conditions(&mut app, a).curse = 2;
    perform(
        app.world_mut(),
        a,
        TacticalAction::Mend {
            technique: 1,
            target: a,
        },
    );
    let after_salve = hp(&app, a);
    assert!(
        after_salve >= 30,
        "the aux technique brings no curse damage"
    );
    set_hand(&mut app, a, &[2]);
    set_hand(&mut app, b, &[13]);
    use vortex_tactics::rules::skirmish::attack::Source;
    perform(
        app.world_mut(),
        a,
        TacticalAction::Attack {
            source: Source::Technique(0),
            target: b,
            card: Default::default(),
        },
    );
    assert_eq!(hp(&app, a), after_salve - 6);
    end_round(app.world_mut());
    assert_eq!(conditions(&mut app, a).curse, 0);
}

/// <喪失>: every skill counts as level 1 at most; MP at 0 brings it, MP above 0 ends it (here,
/// through enduring).
#[test]
fn loss_caps_skills_at_level_1() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    conditions(&mut app, a).loss = true;
    assert_eq!(skill_part(app.world(), a, Skill::Melee), 4);
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    app.world_mut().get_mut::<Mp>(a).expect("mp").current = 1;
    vortex_tactics::rules::skirmish::health::mp_damage(app.world_mut(), a, 1, "test");
    assert!(conditions(&mut app, a).loss, "MP 0 brings loss");
}

/// <浮遊>: no terrain effect but impassable squares; ranges measured from level 1 at least.
#[test]
fn float_ignores_terrain_and_shoots_as_if_one_level_up() {
    let rows = ["~~~~~", ".....", "....."];
    let mut app = skirmish(
        sheets(&[]),
        &rows,
        "'~': [HardToEnter(3)]",
        &["0 0 0 0 0"; 3],
        "Plans",
        &[("s_a", "(0, 1)")],
        &[("s_b", "(3, 1)")],
    );
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    let into_mud =
        |app: &mut App| reach_for(app.world_mut(), a, 25, false).cost(GridPos::new(0, 0));
    assert_eq!(into_mud(&mut app), Some(4));
    assert!(!in_range(app.world(), a, b, 10), "15 m on level ground");
    conditions(&mut app, a).float = true;
    assert_eq!(into_mud(&mut app), Some(1));
    assert!(
        in_range(app.world(), a, b, 10),
        "measured from level 1: 10 m"
    );
    end_round(app.world_mut());
    assert!(
        !conditions(&mut app, a).float,
        "a technique's float ends with the round"
    );
}

/// <不在>: never a target, and engagement with it does not hold anyone in place.
#[test]
fn absent_is_never_a_target_and_holds_nobody() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    assert!(targets(app.world_mut(), a, true).contains(&b));
    conditions(&mut app, b).absent = true;
    assert!(!targets(app.world_mut(), a, true).contains(&b));
    let open = options(app.world_mut(), a);
    assert!(!has(&open, |o| matches!(o, TacticalAction::Attack { .. })));
    assert!(
        has(&open, |o| matches!(
            o,
            TacticalAction::Move { main: false, .. }
        )),
        "free to move with the aux action"
    );
}

/// 戦闘ルール 3 (準備行動): at round start, in AC order, fighters use their preparation techniques.
#[test]
fn the_preparation_step_grants_its_status_at_round_start() {
    let seer = "(speed: 12, move_metres: 10, mp: 6, techniques: [(name: \"Drift\", timing: Preparation, mp: 2, effect: Bestow(Float))])";
    let mut app = open_field(
        &[("seer", seer)],
        &[("seer", "(0, 4)")],
        &[("s_b", "(4, 0)")],
    );
    let s = fighter(&mut app, "seer");
    vortex_tactics::rules::skirmish::round::start_round(app.world_mut());
    assert!(conditions(&mut app, s).float);
    assert_eq!(app.world().get::<Mp>(s).expect("mp").current, 4);
    assert!(log(&app).contains("seer prepares Drift"));
}

/// <毒X>/<炎上X> end by particular skills: a mending technique with `cleanse` washes them out.
#[test]
fn a_cleansing_mend_ends_poison_and_burn() {
    let healer = "(speed: 10, move_metres: 10, mp: 10, techniques: [(name: \"Rinse\", timing: Main, mp: 2, effect: Mend(range: 10, bonus: 1, cleanse: true))])";
    let mut app = open_field(
        &[("healer", healer)],
        &[("healer", "(0, 4)"), ("s_a", "(1, 4)")],
        &[("s_b", "(4, 0)")],
    );
    let (h, a) = (fighter(&mut app, "healer"), fighter(&mut app, "A"));
    {
        let mut c = conditions(&mut app, a);
        c.poison = 2;
        c.burn = 1;
    }
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Hp>(a)
        .expect("hp")
        .current = 10;
    stack_deck(&mut app, h, &[4]);
    perform(
        app.world_mut(),
        h,
        TacticalAction::Mend {
            technique: 0,
            target: a,
        },
    );
    assert_eq!(hp(&app, a), 10 + 4 + 1);
    let c = *conditions(&mut app, a);
    assert_eq!((c.poison, c.burn), (0, 0));
}

/// ■グッドステータス: 任意のタイミングで、解除することを宣言するか…解除される — a good status may
/// be ended at will, for no action and no AC; plans keep it.
#[test]
fn a_good_status_is_ended_at_will_for_nothing() {
    use vortex_tactics::data::sheet::Boon;
    use vortex_tactics::rules::core::fighter::ActionCounter;
    use vortex_tactics::rules::skirmish::state::TurnActions;
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    conditions(&mut app, a).float = true;
    conditions(&mut app, a).absent = true;
    let open = options(app.world_mut(), a);
    assert!(open.contains(&TacticalAction::Release(Boon::Float)));
    assert!(open.contains(&TacticalAction::Release(Boon::Absent)));
    let last = *open.last().expect("options");
    assert!(
        !matches!(last, TacticalAction::Release(_)),
        "never the plans' fallback"
    );
    let ac = app.world().get::<ActionCounter>(a).expect("ac").0;
    let used = *app.world().get::<TurnActions>(a).expect("turn actions");
    assert!(
        !perform(app.world_mut(), a, TacticalAction::Release(Boon::Float)),
        "the turn goes on"
    );
    assert!(!app.world().get::<Conditions>(a).expect("conditions").float);
    assert!(app.world().get::<Conditions>(a).expect("conditions").absent);
    assert_eq!(app.world().get::<ActionCounter>(a).expect("ac").0, ac);
    assert_eq!(
        *app.world().get::<TurnActions>(a).expect("turn actions"),
        used
    );
    let open = options(app.world_mut(), a);
    assert!(!open.contains(&TacticalAction::Release(Boon::Float)));
}

/// <浮遊>: 進入禁止スクウェア以外の、あらゆる地形の効果を受けないことが出来る — may, not must: a
/// floating fighter may take the terrain (its cover, its hard going) for nothing, and rise again.
#[test]
fn a_floating_fighter_may_choose_to_take_the_terrain() {
    use vortex_tactics::rules::skirmish::check::cover_at;
    let rows = ["~~~~~", "#....", "....."];
    let mut app = skirmish(
        sheets(&[]),
        &rows,
        "'~': [HardToEnter(3)], '#': [Cover(3)]",
        &["0 0 0 0 0"; 3],
        "Plans",
        &[("s_a", "(0, 1)")],
        &[("s_b", "(3, 1)")],
    );
    let a = fighter(&mut app, "A");
    conditions(&mut app, a).float = true;
    assert_eq!(cover_at(app.world(), a), 0, "floating: no cover");
    let open = options(app.world_mut(), a);
    assert!(open.contains(&TacticalAction::Ground(true)));
    assert!(
        !perform(app.world_mut(), a, TacticalAction::Ground(true)),
        "free: the turn goes on"
    );
    assert_eq!(cover_at(app.world(), a), 3, "it took the cover");
    assert_eq!(
        reach_for(app.world_mut(), a, 25, false).cost(GridPos::new(0, 0)),
        Some(4),
        "and the mud's hard going"
    );
    assert!(options(app.world_mut(), a).contains(&TacticalAction::Ground(false)));
    perform(app.world_mut(), a, TacticalAction::Ground(false));
    assert_eq!(cover_at(app.world(), a), 0);
}

/// 戦闘ルール 3 (「ACが高い順に、準備行動で使用できるスキルを使用する」: skills that *may* be
/// used): the player is asked, fighter by fighter in AC order, whether to use each preparation
/// technique it may use now; declined, nothing is paid and nothing granted. Plans use them.
#[test]
fn the_player_chooses_which_preparation_techniques_to_use_in_ac_order() {
    use vortex_tactics::rules::core::decisions::Autopilot;
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    let seer = "(speed: 12, move_metres: 10, mp: 6, techniques: [(name: \"Drift\", timing: Preparation, mp: 2, effect: Bestow(Float))])";
    let slow = "(speed: 8, move_metres: 10, mp: 6, techniques: [(name: \"Fade\", timing: Preparation, mp: 2, effect: Bestow(Absent))])";
    let mut app = skirmish(
        sheets(&[("seer", seer), ("slow", slow)]),
        &["....."; 3],
        "",
        &["0 0 0 0 0"; 3],
        "Player",
        &[("slow", "(0, 2)"), ("seer", "(1, 2)")],
        &[("s_b", "(4, 0)")],
    );
    app.world_mut().resource_mut::<Autopilot>().0 = false;
    let (s, w) = (fighter(&mut app, "seer"), fighter(&mut app, "slow"));
    let mut asked = Vec::new();
    for _ in 0..20 {
        let pending = app.world().resource::<Decisions>().pending();
        if let Some((who, Request::Prepare { technique, .. })) = pending {
            asked.push((who, technique.clone()));
            // The seer declines; the slow one uses its technique.
            let yes = who == w;
            app.world_mut()
                .resource_mut::<Decisions>()
                .answer_pending(Choice::Prepare(yes))
                .expect("a legal answer");
        } else if pending.is_some() {
            break;
        }
        app.update();
    }
    assert_eq!(
        asked,
        [(s, "Drift".to_string()), (w, "Fade".to_string())],
        "asked in AC order, the faster first:\n{}",
        log(&app)
    );
    assert!(!conditions(&mut app, s).float, "declined: no float");
    assert_eq!(
        app.world().get::<Mp>(s).expect("mp").current,
        6,
        "and no MP paid"
    );
    assert!(conditions(&mut app, w).absent);
    assert_eq!(app.world().get::<Mp>(w).expect("mp").current, 4);
}

/// ■グッドステータス (「任意のタイミングで、解除することを宣言する」) and <狂乱> (「あらゆるスキルを
/// 使用できず、通常攻撃しか行うことができない」): frenzy bars skills, not a declaration — a
/// frenzied, absent fighter may still release its absence.
#[test]
fn a_frenzied_fighter_may_still_release_a_good_status() {
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    {
        let mut c = conditions(&mut app, a);
        c.frenzy = true;
        c.absent = true;
    }
    let open = options(app.world_mut(), a);
    assert!(
        open.contains(&TacticalAction::Release(
            vortex_tactics::data::sheet::Boon::Absent
        )),
        "{open:?}"
    );
    perform(
        app.world_mut(),
        a,
        TacticalAction::Release(vortex_tactics::data::sheet::Boon::Absent),
    );
    assert!(!conditions(&mut app, a).absent);
}

/// 戦闘ルール 3 (「準備行動で使用できるスキル」): the preparation step gives good statuses, so a
/// `Preparation` technique that does anything else is refused (docs/RULES.md, The round).
#[test]
fn a_preparation_technique_that_gives_no_good_status_is_refused() {
    let sheet: vortex_tactics::data::sheet::CombatSheet = ron::from_str(
        "(speed: 10, move_metres: 10, mp: 10, techniques: [(name: \"Early Mend\", timing: Preparation, mp: 2, effect: Mend(range: 10, bonus: 1)), (name: \"Lift\", timing: Preparation, mp: 2, effect: Bestow(Float))])",
    )
    .expect("reads");
    let said: Vec<String> = sheet.problems().into_iter().map(|(_, m)| m).collect();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains("`Early Mend` is used in the preparation step"),
        "{said:?}"
    );
}
