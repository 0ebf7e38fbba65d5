//! Seed 003, 攻撃の処理の流れ, 各種攻撃方法, ダメージ算出, 回避, ガード, かばう, 連携, 死亡・気絶, 心的死,
//! 耐える and 特殊スクウェア ⑤⑥: attacks, checks with playing cards, and what HP and MP do, with
//! every hand and deck stacked.

use crate::harness::*;
use crate::skirmish_fixture::*;
use bevy::prelude::*;
use vortex_tactics::data::sheet::Skill;
use vortex_tactics::rules::core::fighter::{Hp, Retired};
use vortex_tactics::rules::skirmish::attack::{AttackTerms, Source};
use vortex_tactics::rules::skirmish::check::{CardPick, skill_part};
use vortex_tactics::rules::skirmish::fall::fall_check;
use vortex_tactics::rules::skirmish::health::hp_damage;
use vortex_tactics::rules::skirmish::reaction::resolve;
use vortex_tactics::rules::skirmish::space::in_range;
use vortex_tactics::rules::skirmish::state::{Conditions, EndureUses, Mp, Sheet};

/// A tank: defence 2, guard value 3, 【耐久】 3, 【運動】 0.
const TANK: &str =
    "(speed: 8, move_metres: 5, mp: 10, defence: 2, guard: 3, skills: (endurance: 3, will: 1))";
/// A mind-bender: a mental attack (【意志】 to hit, 20 m, +1).
const MIND: &str = "(speed: 10, move_metres: 10, mp: 10, skills: (will: 3), techniques: [(name: \"Dread\", timing: Main, effect: Attack(kind: Mental(Will), range: 20, bonus: 1))])";

/// `who` attacks `target` with a source, playing the hand's first card.
fn attack(app: &mut App, who: Entity, source: Source, target: Entity) {
    let sheet = app.world().get::<Sheet>(who).expect("sheet").0.clone();
    let terms = AttackTerms::of(&sheet, source).expect("an attack");
    resolve(app.world_mut(), who, &terms, target, CardPick::Hand(0));
}

/// ダメージ算出 1: open 1 + weapon power − defence; ガード: a guard check that beats the hit takes
/// the guard value off too.
#[test]
fn damage_is_open_plus_power_less_defence_and_guard() {
    let mut app = open_field(
        &[("tank", TANK)],
        &[("s_a", "(2, 2)")],
        &[("s_b", "(2, 2)")],
    );
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_hand(&mut app, a, &[10]); // hit: 【近接】 2 → 8 + 10 = 18
    set_hand(&mut app, b, &[2, 2]); // dodge 8 + 2 = 10: not enough, so no answer
    stack_deck(&mut app, a, &[6]);
    attack(&mut app, a, Source::Weapon(0), b);
    assert_eq!(hp(&app, b), 30 - (6 + 3));

    let mut app = open_field(
        &[("tank", TANK)],
        &[("s_a", "(2, 2)")],
        &[("tank", "(2, 2)")],
    );
    let (a, t) = (fighter(&mut app, "A"), fighter(&mut app, "tank"));
    set_hand(&mut app, a, &[10]);
    set_hand(&mut app, t, &[12]); // dodge 0 + 12 = 12 fails; guard 12 + 12 = 24 beats 18
    stack_deck(&mut app, a, &[6]);
    attack(&mut app, a, Source::Weapon(0), t);
    assert_eq!(hp(&app, t), 30 - (6 + 3 - 2 - 3));
    assert!(log(&app).contains("tank guards"));
}

/// 回避: a dodge that reaches the hit avoids all damage (ties go to the one dodging).
#[test]
fn a_dodge_avoids_all_damage() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_hand(&mut app, a, &[3]); // 11
    set_hand(&mut app, b, &[3, 13]); // the lowest card that answers: 3 → 11
    attack(&mut app, a, Source::Weapon(0), b);
    assert_eq!(hp(&app, b), 30);
    assert_eq!(hand_ranks(&app, b), vec![13], "the king is kept");
}

/// ダメージ算出 1: a critical hit (an ace) opens one more card per ace; only a critical answers a
/// critical.
#[test]
fn a_critical_opens_one_more_card_and_only_a_critical_answers_it() {
    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_hand(&mut app, a, &[1]); // 8 + 1 = 9, critical
    set_hand(&mut app, b, &[13]); // 21, but not a critical
    stack_deck(&mut app, a, &[6, 5]);
    attack(&mut app, a, Source::Weapon(0), b);
    assert_eq!(hp(&app, b), 30 - (6 + 5 + 3));

    let mut app = open_field(&[], &[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_hand(&mut app, a, &[1]);
    set_hand(&mut app, b, &[1]); // a critical dodge of equal value answers it
    attack(&mut app, a, Source::Weapon(0), b);
    assert_eq!(hp(&app, b), 30);
}

/// 4.1 精神攻撃: MP damage, not HP; dodged with 【意志】; never guarded. 心的死: under loss a point
/// of MP damage faints.
#[test]
fn a_mental_attack_takes_mp_and_cannot_be_guarded() {
    let extra = [("tank", TANK), ("mind", MIND)];
    let mut app = open_field(&extra, &[("mind", "(0, 4)")], &[("tank", "(4, 0)")]);
    let (m, t) = (fighter(&mut app, "mind"), fighter(&mut app, "tank"));
    set_hand(&mut app, m, &[5]); // 【意志】 3 → 17
    set_hand(&mut app, t, &[13]); // will 1 → 4 + 13 = 17 dodges
    attack(&mut app, m, Source::Technique(0), t);
    assert_eq!(app.world().get::<Mp>(t).expect("mp").current, 10, "dodged");
    set_hand(&mut app, m, &[9]); // 21
    set_hand(&mut app, t, &[13, 12]); // no dodge; a guard (12 + 13 = 25) is not allowed
    stack_deck(&mut app, m, &[4]);
    attack(&mut app, m, Source::Technique(0), t);
    // Defence comes off MP damage as off any damage (ダメージ算出 2).
    assert_eq!(
        app.world().get::<Mp>(t).expect("mp").current,
        10 - (4 + 1 - 2)
    );
    assert_eq!(hp(&app, t), 30, "HP untouched");
    assert!(!log(&app).contains("tank guards"));

    app.world_mut().get_mut::<Conditions>(t).expect("c").loss = true;
    set_hand(&mut app, m, &[9]);
    set_hand(&mut app, t, &[2]);
    stack_deck(&mut app, m, &[2]);
    attack(&mut app, m, Source::Technique(0), t);
    assert!(
        app.world().get::<Retired>(t).is_some(),
        "a point of MP damage under loss faints"
    );
}

/// ⑥高低差: a range counts 5 m less per level the user stands above the target, 5 m more per
/// level below it (the seed's example: 10 m reaches a square 15 m away from one level up).
#[test]
fn ranges_are_adjusted_by_height() {
    let rows = ["......"; 3];
    let heights = ["1 0 0 0 0 0", "0 0 0 0 0 0", "0 0 0 0 0 1"];
    let mut app = skirmish(
        sheets(&[]),
        &rows,
        "",
        &heights,
        "Plans",
        &[("s_a", "(0, 0)"), ("s_c", "(0, 2)")],
        &[("s_b", "(3, 0)"), ("s_d", "(5, 2)")],
    );
    let (a, b, c, d) = (
        fighter(&mut app, "A"),
        fighter(&mut app, "B"),
        fighter(&mut app, "C"),
        fighter(&mut app, "D"),
    );
    let w = app.world();
    assert!(in_range(w, a, b, 10), "15 m from one level up counts as 10");
    assert!(!in_range(w, c, b, 10), "level ground, 25 m away");
    assert!(
        !in_range(w, c, d, 25),
        "25 m to a square one level up counts as 30"
    );
    assert!(in_range(w, c, d, 30));
}

/// ⑤遮蔽: standing in cover X makes one's checks −X; <動揺>: −10.
#[test]
fn cover_and_shaken_lower_checks() {
    let rows = ["#....", ".....", "....."];
    let mut app = skirmish(
        sheets(&[]),
        &rows,
        "'#': [Cover(3)]",
        &["0 0 0 0 0"; 3],
        "Plans",
        &[("s_a", "(0, 0)"), ("s_c", "(2, 2)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, c) = (fighter(&mut app, "A"), fighter(&mut app, "C"));
    assert_eq!(skill_part(app.world(), c, Skill::Melee), 8);
    assert_eq!(skill_part(app.world(), a, Skill::Melee), 8 - 3);
    app.world_mut().get_mut::<Conditions>(a).expect("c").shaken = true;
    assert_eq!(skill_part(app.world(), a, Skill::Melee), 8 - 3 - 10);
}

/// ⑥高低差: dropping Y levels calls for 【運動】 against Y×5+10; a failure takes Y×10 HP that
/// defence does not reduce.
#[test]
fn a_fall_check_against_y_times_5_plus_10_costs_y_times_10() {
    let mut app = open_field(
        &[("tank", TANK)],
        &[("tank", "(0, 4)")],
        &[("s_b", "(4, 0)")],
    );
    let t = fighter(&mut app, "tank");
    set_hand(&mut app, t, &[13]); // 【運動】 0: 13 < 2×5+10
    stack_deck(&mut app, t, &[3]);
    fall_check(app.world_mut(), t, 2);
    assert_eq!(hp(&app, t), 30 - 20, "defence 2 does not help");
    let mut app = open_field(&[], &[("s_a", "(0, 4)")], &[("s_b", "(4, 0)")]);
    let a = fighter(&mut app, "A");
    set_hand(&mut app, a, &[7]); // 8 + 7 = 15 reaches 1×5+10
    fall_check(app.world_mut(), a, 1);
    assert_eq!(hp(&app, a), 30);
}

/// かばう: an ally engaged with the target, AC not below 0, pays AC 4 (it may go below 0) and
/// takes the damage instead; once per turn.
#[test]
fn protecting_takes_the_blow_for_ac_4_once_a_turn() {
    let extra = [("tank", TANK)];
    let mut app = open_field(
        &extra,
        &[("s_a", "(2, 2)")],
        &[("s_b", "(2, 2)"), ("tank", "(2, 2)")],
    );
    let (a, b, t) = (
        fighter(&mut app, "A"),
        fighter(&mut app, "B"),
        fighter(&mut app, "tank"),
    );
    app.world_mut().get_mut::<Hp>(b).expect("hp").current = 5;
    set_ac(&mut app, t, 2);
    set_hand(&mut app, a, &[13, 13]);
    set_hand(&mut app, b, &[2, 2]);
    stack_deck(&mut app, a, &[6, 6]);
    attack(&mut app, a, Source::Weapon(0), b);
    assert_eq!(hp(&app, b), 5, "protected");
    assert_eq!(
        hp(&app, t),
        30 - (6 + 3 - 2),
        "the protector's defence applies"
    );
    assert_eq!(ac(&app, t), -2);
    // Later in the same turn its AC is below 0 anyway; give it AC again: still once a turn.
    set_ac(&mut app, t, 5);
    attack(&mut app, a, Source::Weapon(0), b);
    assert!(
        app.world().get::<Retired>(b).is_some(),
        "no second protection this turn"
    );
}

/// 連携: before a player's character's check, an ally with AC not below 0 may give it a card from
/// its hand for AC 2.
#[test]
fn cooperating_gives_a_card_for_ac_2() {
    let mut app = skirmish(
        sheets(&[]),
        &["....."; 3],
        "",
        &["0 0 0 0 0"; 3],
        "Player",
        &[("s_a", "(0, 2)"), ("s_c", "(4, 2)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, c) = (fighter(&mut app, "A"), fighter(&mut app, "C"));
    set_hand(&mut app, a, &[2]); // 8 + 2 < 15
    set_hand(&mut app, c, &[4, 9, 12]); // the 9 is the lowest that makes it
    set_ac(&mut app, c, 3);
    fall_check(app.world_mut(), a, 1);
    assert_eq!(hp(&app, a), 30);
    assert_eq!(ac(&app, c), 1);
    assert_eq!(hand_ranks(&app, c), vec![4, 12]);
    assert!(log(&app).contains("C cooperates with A: gives 9"));
}

/// The player's A on a 5×3 open field against B and C.
fn a_against_b_and_c() -> App {
    skirmish(
        sheets(&[]),
        &["....."; 3],
        "",
        &["0 0 0 0 0"; 3],
        "Player",
        &[("s_a", "(0, 2)")],
        &[("s_b", "(4, 0)"), ("s_c", "(3, 0)")],
    )
}

/// 死亡・気絶 and 耐える: at HP 0 or less a fighter faints and is out; a player's character may
/// instead endure ([【意志】 level + 1] times), recovering HP and MP by an open 1.
#[test]
fn fainting_and_enduring() {
    let mut app = a_against_b_and_c();
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    assert_eq!(
        app.world().get::<EndureUses>(a).expect("uses").0,
        3,
        "【意志】 2 + 1"
    );
    app.world_mut().get_mut::<Hp>(a).expect("hp").current = 3;
    stack_deck(&mut app, a, &[6]);
    hp_damage(app.world_mut(), a, 10, "test");
    assert!(app.world().get::<Retired>(a).is_none());
    assert_eq!(hp(&app, a), 6, "from 0 up by the 6 opened");
    assert_eq!(app.world().get::<EndureUses>(a).expect("uses").0, 2);
    app.world_mut().get_mut::<EndureUses>(a).expect("uses").0 = 0;
    hp_damage(app.world_mut(), a, 6, "test");
    assert!(app.world().get::<Retired>(a).is_some(), "no uses left: out");
    // The GM's fighters never endure.
    hp_damage(app.world_mut(), b, 30, "test");
    assert!(app.world().get::<Retired>(b).is_some());
}

/// 回避/ガード: the target chooses to dodge or guard, or to do nothing; a player is asked, offered
/// each card that would answer the hit, and the battle waits for the answer.
#[test]
fn a_player_is_asked_how_to_answer_a_hit() {
    use vortex_tactics::rules::core::countdown::Step;
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::defence::Defence;
    use vortex_tactics::rules::skirmish::turn::step;
    let mut app = player_field(&[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_ac(&mut app, b, 6);
    set_hand(&mut app, b, &[6]); // B's hit: 8 + 6 = 14
    set_hand(&mut app, a, &[2, 7, 9]); // 7 and 9 dodge (15, 17); 2 does not
    stack_deck(&mut app, b, &[5]);
    let mut turn = attack_in_turn(&mut app, b, a);
    assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
    let pending = app.world().resource::<Decisions>().pending();
    let Some((who, Request::Defend { options, .. })) = pending else {
        panic!("the player is asked, got {pending:?}");
    };
    assert_eq!(who, a);
    let offered: Vec<Defence> = options.iter().map(|(d, _)| *d).collect();
    assert_eq!(
        offered,
        vec![
            Defence::Dodge(1),
            Defence::Dodge(2),
            Defence::Dodge(0),
            Defence::Nothing
        ],
        "A's guard value is 0: no guard is offered; the 2, which fails, is offered last"
    );
    assert!(options[2].1.contains("fails"), "{:?}", options[2]);
    answer(&mut app, Choice::Defend(Defence::Nothing));
    assert_eq!(step(app.world_mut(), &mut turn), Step::Continue);
    assert_eq!(hp(&app, a), 30 - (5 + 3), "took the hit");
    assert_eq!(hand_ranks(&app, a), vec![2, 7, 9], "and kept its cards");
}

/// 【攻撃の処理の流れ】 3: 回避かガード(あるいは何もしないこと)を選ぶことが出来 — with any card: a
/// player may dodge with a card that fails, and loses it and takes the hit.
#[test]
fn a_player_may_answer_a_hit_with_a_card_that_fails() {
    use vortex_tactics::rules::core::countdown::Step;
    use vortex_tactics::rules::skirmish::ask::Choice;
    use vortex_tactics::rules::skirmish::defence::Defence;
    use vortex_tactics::rules::skirmish::turn::step;
    let mut app = player_field(&[("s_a", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    set_ac(&mut app, b, 6);
    set_hand(&mut app, b, &[6]);
    set_hand(&mut app, a, &[2, 7, 9]);
    stack_deck(&mut app, b, &[5]);
    let mut turn = attack_in_turn(&mut app, b, a);
    assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
    answer(&mut app, Choice::Defend(Defence::Dodge(0)));
    assert_eq!(step(app.world_mut(), &mut turn), Step::Continue);
    assert_eq!(hp(&app, a), 30 - (5 + 3), "the dodge failed: the hit lands");
    assert_eq!(hand_ranks(&app, a), vec![7, 9], "and the 2 is spent");
}

/// かばう, asked of a player: once the target has answered, each ally who may protect it is asked
/// (the battle waits); one that does pays AC 4 and takes the damage.
#[test]
fn a_players_ally_is_asked_whether_to_protect() {
    use vortex_tactics::rules::core::countdown::Step;
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::defence::Defence;
    use vortex_tactics::rules::skirmish::turn::step;
    let (mut app, [a, b, c]) = players_against_b("(2, 2)");
    set_ac(&mut app, b, 6);
    set_ac(&mut app, c, 1);
    set_hand(&mut app, b, &[6]);
    set_hand(&mut app, a, &[2]);
    stack_deck(&mut app, b, &[5]);
    let mut turn = attack_in_turn(&mut app, b, a);
    assert_eq!(
        step(app.world_mut(), &mut turn),
        Step::Blocked,
        "A answers first"
    );
    answer(&mut app, Choice::Defend(Defence::Nothing));
    assert_eq!(
        step(app.world_mut(), &mut turn),
        Step::Blocked,
        "then C is asked"
    );
    let pending = app.world().resource::<Decisions>().pending();
    assert!(
        matches!(pending, Some((who, Request::Protect { target, .. })) if who == c && target == a),
        "{pending:?}"
    );
    answer(&mut app, Choice::Protect(true));
    assert_eq!(step(app.world_mut(), &mut turn), Step::Continue);
    assert_eq!(hp(&app, a), 30);
    assert_eq!(hp(&app, c), 30 - (5 + 3));
    assert_eq!(ac(&app, c), 1 - 4, "AC 4, below 0 if need be");
}

/// `attacker` declares a normal attack on `target` in its turn, playing its hand's first card;
/// the turn is returned where the target's answer is due.
fn attack_in_turn(
    app: &mut App,
    attacker: Entity,
    target: Entity,
) -> vortex_tactics::rules::skirmish::turn::Turn {
    use vortex_tactics::rules::skirmish::actions::TacticalAction;
    use vortex_tactics::rules::skirmish::turn::{Stage, Turn};
    let attack = TacticalAction::Attack {
        source: Source::Weapon(0),
        target,
        card: CardPick::Hand(0),
    };
    vortex_tactics::rules::skirmish::turn::perform(app.world_mut(), attacker, attack);
    Turn {
        who: attacker,
        stage: Stage::Perform,
    }
}

/// Gives the player's answer to the pending request.
fn answer(app: &mut App, choice: vortex_tactics::rules::skirmish::ask::Choice) {
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::skirmish::ask::Decisions>()
        .answer_pending(choice)
        .expect("the answer is one the request allows");
}

/// 連携, offered to a player: answering a hit, an ally's card that would beat it is offered for
/// the ally's AC 2; taking it moves the card and makes the dodge with it.
#[test]
fn a_player_may_dodge_with_a_card_an_ally_gives() {
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::defence::Defence;
    use vortex_tactics::rules::skirmish::turn::step;
    let (mut app, [a, b, c]) = players_against_b("(0, 0)");
    set_ac(&mut app, b, 6);
    set_ac(&mut app, c, 3);
    set_hand(&mut app, b, &[6]); // 14
    set_hand(&mut app, a, &[2]); // 10: no dodge of its own
    set_hand(&mut app, c, &[4, 9]); // the 9 makes 17
    let mut turn = attack_in_turn(&mut app, b, a);
    step(app.world_mut(), &mut turn);
    let pending = app.world().resource::<Decisions>().pending();
    let Some((_, Request::Defend { options, .. })) = pending else {
        panic!("asked: {pending:?}");
    };
    let helped = Defence::Helped {
        ally: c,
        card: 1,
        guard: false,
    };
    assert!(options.iter().any(|(d, _)| *d == helped), "{options:?}");
    answer(&mut app, Choice::Defend(helped));
    step(app.world_mut(), &mut turn);
    assert_eq!(hp(&app, a), 30, "dodged with C's 9");
    assert_eq!(ac(&app, c), 1);
    assert_eq!(hand_ranks(&app, c), vec![4]);
}

/// 4.2 特殊攻撃: the skill the technique names hits and the second dodges, and it may be guarded
/// (with 【耐久】); 4.1 精神攻撃 may not; 2./3. melee and ranged hit with 【近接】/【射撃】 and are
/// dodged with 【運動】. A fighter with no weapon strikes bare-handed (素手も、近接武器として扱う).
#[test]
fn each_kind_of_attack_names_its_skills() {
    use vortex_tactics::data::sheet::CombatSheet;
    let sheet: CombatSheet = vortex_tactics::data::load::parse(
        std::path::Path::new("sheet"),
        "(speed: 9, move_metres: 5, mp: 9, weapons: [(name: \"Sling\", kind: Ranged, power: 2, range: 15)], techniques: [
            (name: \"Spit\", timing: Main, effect: Attack(kind: Special(Intellect, Endurance), range: 10)),
            (name: \"Dread\", timing: Main, effect: Attack(kind: Mental(Will), range: 10)),
            (name: \"Volley\", timing: Main, effect: Attack(kind: Ranged, bonus: 1)),
        ])",
    )
    .expect("a sheet");
    let terms = |s| AttackTerms::of(&sheet, s).expect("terms");
    let special = terms(Source::Technique(0));
    assert_eq!(
        (special.hit_skill(), special.dodge_skill()),
        (Skill::Intellect, Skill::Endurance)
    );
    assert!(special.guardable());
    let mental = terms(Source::Technique(1));
    assert_eq!(
        (mental.hit_skill(), mental.dodge_skill()),
        (Skill::Will, Skill::Will)
    );
    assert!(!mental.guardable());
    let volley = terms(Source::Technique(2));
    assert_eq!(
        (volley.hit_skill(), volley.dodge_skill()),
        (Skill::Ranged, Skill::Athletics)
    );
    assert_eq!(
        (volley.range, volley.power),
        (15, 2 + 1),
        "the sling's range and power"
    );
    let bare: CombatSheet = vortex_tactics::data::load::parse(
        std::path::Path::new("bare"),
        "(speed: 9, move_metres: 5, mp: 0)",
    )
    .expect("a sheet");
    let fists = AttackTerms::of(&bare, Source::Weapon(0)).expect("bare hands");
    assert_eq!(
        (fists.hit_skill(), fists.range, fists.power),
        (Skill::Melee, 0, 0)
    );
}

/// ⑥高低差: an ordinary move down a level makes a fall check; a technique's move need not (the
/// user chooses; ours never do).
#[test]
fn a_technique_move_makes_no_fall_check() {
    use vortex_tactics::rules::core::battlefield::GridPos;
    use vortex_tactics::rules::skirmish::movement::move_to;
    let rows = [".....", ".....", "....."];
    let heights = ["0 0 0 0 0", "0 0 0 0 0", "2 0 0 0 0"];
    let mut app = skirmish(
        sheets(&[]),
        &rows,
        "",
        &heights,
        "Plans",
        &[("s_a", "(0, 2)"), ("s_c", "(0, 2)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, c) = (fighter(&mut app, "A"), fighter(&mut app, "C"));
    set_hand(&mut app, a, &[2]);
    move_to(app.world_mut(), a, GridPos::new(1, 2), 10, true);
    assert_eq!(hp(&app, a), 30);
    assert!(!log(&app).contains("fall check"));
    move_to(app.world_mut(), c, GridPos::new(1, 2), 10, false);
    vortex_tactics::rules::skirmish::fall::resolve(app.world_mut());
    assert!(log(&app).contains("C fall check (2 levels, target 20)"));
}

/// The player's A (on (2, 2)) and C (on `c_at`) against B (plans, on A's square), with no
/// autopilot: the player's decisions wait.
fn players_against_b(c_at: &str) -> (App, [Entity; 3]) {
    let mut app = player_field(&[("s_a", "(2, 2)"), ("s_c", c_at)], &[("s_b", "(2, 2)")]);
    let who = ["A", "B", "C"].map(|n| fighter(&mut app, n));
    (app, who)
}

/// 【特殊スクウェア】⑥: スキルによって移動を行った場合、スキルの使用者は…この処理を行うか否かを
/// 選択してもよい — a technique's move down a drop is offered both ways, and the user's choice
/// holds: with fall checks it may fall, without them it never does.
#[test]
fn a_technique_move_makes_fall_checks_only_when_its_user_chooses() {
    use vortex_tactics::rules::core::battlefield::GridPos;
    use vortex_tactics::rules::skirmish::actions::{TacticalAction, options};
    use vortex_tactics::rules::skirmish::turn::perform;
    let leaper = "(speed: 10, move_metres: 10, mp: 10, skills: (athletics: 0), techniques: [(name: \"Leap\", timing: Aux, mp: 1, effect: Dash(10))])";
    let rows = [".....", ".....", "....."];
    let heights = ["0 0 0 0 0", "0 0 0 0 0", "2 0 0 0 0"];
    let mut app = skirmish(
        sheets(&[("leaper", leaper)]),
        &rows,
        "",
        &heights,
        "Plans",
        &[("leaper", "(0, 2)"), ("s_c", "(0, 0)")],
        &[("s_b", "(4, 0)")],
    );
    let l = fighter(&mut app, "leaper");
    let down = GridPos::new(1, 2);
    let open = options(app.world_mut(), l);
    for falls in [false, true] {
        assert!(
            open.contains(&TacticalAction::Dash {
                technique: 0,
                to: down,
                falls
            }),
            "offered with falls: {falls}"
        );
    }
    for o in &open {
        if let TacticalAction::Dash {
            to, falls: true, ..
        } = *o
        {
            assert!(open.contains(&TacticalAction::Dash {
                technique: 0,
                to,
                falls: false
            }));
        }
    }
    set_hand(&mut app, l, &[2]);
    perform(
        app.world_mut(),
        l,
        TacticalAction::Dash {
            technique: 0,
            to: down,
            falls: true,
        },
    );
    assert!(
        log(&app).contains("leaper fall check (2 levels, target 20)"),
        "{}",
        log(&app)
    );
    assert_eq!(hp(&app, l), 30 - 20, "a 2 with athletics 0 falls");
}

/// 【各種攻撃方法】 2: 使用する武器を一つ選択して行う; 【ダメージ算出】 2: 武器の攻撃力を加算 — a
/// technique is offered with each weapon of its kind, and the one chosen gives its power.
#[test]
fn a_technique_attacks_with_the_weapon_its_user_chooses() {
    use vortex_tactics::rules::skirmish::actions::{TacticalAction, options};
    use vortex_tactics::rules::skirmish::attack::{AttackTerms, Source};
    use vortex_tactics::rules::skirmish::state::Sheet;
    let two = "(speed: 10, move_metres: 10, mp: 10, skills: (melee: 2), weapons: [(name: \"Blade\", kind: Melee, power: 3), (name: \"Bow\", kind: Ranged, power: 2, range: 20), (name: \"Maul\", kind: Melee, power: 6)], techniques: [(name: \"Cleave\", timing: Main, ac: 1, mp: 1, effect: Attack(kind: Melee, bonus: 1))])";
    let mut app = open_field(&[("two", two)], &[("two", "(2, 2)")], &[("s_b", "(2, 2)")]);
    let (t, b) = (fighter(&mut app, "two"), fighter(&mut app, "B"));
    let open = options(app.world_mut(), t);
    let with = |s: Source| {
        open.iter()
            .any(|o| matches!(o, TacticalAction::Attack { source, target, .. } if *source == s && *target == b))
    };
    assert!(
        with(Source::Technique(0)),
        "with the first blade of its kind"
    );
    assert!(with(Source::TechniqueWith(0, 2)), "or with the maul");
    assert!(
        !with(Source::TechniqueWith(0, 1)),
        "never with the bow: a melee technique"
    );
    let sheet = app.world().get::<Sheet>(t).expect("sheet").0.clone();
    let power = |s| AttackTerms::of(&sheet, s).map(|x| x.power);
    assert_eq!(power(Source::Technique(0)), Some(1 + 3));
    assert_eq!(power(Source::TechniqueWith(0, 2)), Some(1 + 6));
}

/// ▼「耐える」: PCは「耐える」ことを選択することで…再起する — the player chooses: the fainted
/// character is out until asked; enduring brings it back with open 1 of HP and MP, staying down
/// keeps it out with its uses.
#[test]
fn the_player_chooses_whether_a_fainted_character_endures() {
    use vortex_tactics::rules::core::countdown::{PresetTurn, Step};
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::turn::{Turn, step};
    let mut app = player_field(
        &[("s_a", "(0, 2)"), ("s_c", "(1, 2)")],
        &[("s_b", "(4, 0)")],
    );
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    let mut turn = Turn::begin(b);
    for (answer_yes, uses_after) in [(false, 3), (true, 2)] {
        app.world_mut().get_mut::<Hp>(a).expect("hp").current = 3;
        stack_deck(&mut app, a, &[6]);
        hp_damage(app.world_mut(), a, 10, "test");
        assert!(
            app.world().get::<Retired>(a).is_some(),
            "out until its player answers"
        );
        assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
        let pending = app.world().resource::<Decisions>().pending();
        let Some((who, Request::Endure { uses: 3, .. })) = pending else {
            panic!("the player is asked, got {pending:?}");
        };
        assert_eq!(who, a);
        app.world_mut()
            .resource_mut::<Decisions>()
            .answer_pending(Choice::Endure(answer_yes))
            .expect("taken");
        assert_eq!(step(app.world_mut(), &mut turn), Step::Continue);
        assert_eq!(app.world().get::<Retired>(a).is_none(), answer_yes);
        assert_eq!(
            app.world().get::<EndureUses>(a).expect("uses").0,
            uses_after
        );
        if answer_yes {
            assert_eq!(hp(&app, a), 6, "from 0 up by the 6 opened");
            assert!(
                app.world()
                    .resource::<vortex_tactics::rules::core::fighter::Roster>()
                    .standing
                    .contains(&a)
            );
        } else {
            // Back in for the second round of the test (a fresh faint).
            vortex_tactics::rules::core::fighter::Roster::rejoin(app.world_mut(), a);
        }
    }
}

/// 移動のルール: 「…と移動して迂回する」; 【特殊スクウェア】⑥ 高低差: a move may go round a dip
/// instead of down into it — the longer way, with no step down and so no fall check.
#[test]
fn a_move_may_go_round_a_drop_instead_of_over_it() {
    use vortex_tactics::rules::core::battlefield::GridPos;
    use vortex_tactics::rules::skirmish::actions::{TacticalAction, options};
    use vortex_tactics::rules::skirmish::turn::perform;
    let walker = "(speed: 10, move_metres: 30, mp: 10, skills: (athletics: 0), weapons: [(name: \"Blade\", kind: Melee, power: 3)])";
    let heights = ["1 0 1 1 1", "1 1 1 1 1", "1 1 1 1 1"];
    let mut app = skirmish(
        sheets(&[("walker", walker)]),
        &["....."; 3],
        "",
        &heights,
        "Plans",
        &[("walker", "(0, 0)")],
        &[("s_b", "(4, 2)")],
    );
    let w = fighter(&mut app, "walker");
    let there = GridPos::new(2, 0);
    let open = options(app.world_mut(), w);
    assert!(open.contains(&TacticalAction::Move {
        to: there,
        main: false
    }));
    assert!(
        open.contains(&TacticalAction::MoveAround {
            to: there,
            main: false
        }),
        "the cheapest way dips into (1, 0): the way round is offered"
    );
    assert!(
        !open.contains(&TacticalAction::MoveAround {
            to: GridPos::new(0, 1),
            main: false
        }),
        "no drop on the way there: nothing to go round"
    );
    set_hand(&mut app, w, &[2]);
    perform(
        app.world_mut(),
        w,
        TacticalAction::MoveAround {
            to: there,
            main: false,
        },
    );
    assert_eq!(*app.world().get::<GridPos>(w).expect("on the map"), there);
    assert!(!log(&app).contains("fall check"), "{}", log(&app));
    assert_eq!(hp(&app, w), 30);
}

/// ■バッドステータス (「基本的にはどの状態も、必要な条件を満たすか、気絶または死亡する…か、
/// パート終了時に回復する」): fainting ends every bad status — a fighter that faints and stays down
/// holds none, and one that endures rises without them; a good status (■グッドステータス) is not
/// ended by it.
#[test]
fn fainting_ends_every_bad_status_and_one_that_endures_rises_without_them() {
    use vortex_tactics::rules::skirmish::state::Conditions;
    let mut app = a_against_b_and_c();
    let (a, b) = (fighter(&mut app, "A"), fighter(&mut app, "B"));
    let sicken = |app: &mut App, e| {
        let mut c = app
            .world_mut()
            .get_mut::<Conditions>(e)
            .expect("conditions");
        c.poison = 2;
        c.burn = 1;
        c.paralysis = true;
        c.prone = true;
        c.frenzy = true;
        c.shaken = true;
        c.curse = 1;
        c.float = true;
    };
    sicken(&mut app, a);
    sicken(&mut app, b);
    stack_deck(&mut app, a, &[6]);
    hp_damage(app.world_mut(), a, 40, "test");
    assert!(app.world().get::<Retired>(a).is_none(), "A endured");
    let held = |app: &App, e| *app.world().get::<Conditions>(e).expect("conditions");
    let bad_free = |c: Conditions| {
        c.poison == 0
            && c.burn == 0
            && !c.paralysis
            && !c.prone
            && !c.frenzy
            && !c.shaken
            && c.curse == 0
            && !c.loss
    };
    assert!(bad_free(held(&app, a)), "{:?}", held(&app, a));
    assert!(held(&app, a).float, "a good status stays");
    hp_damage(app.world_mut(), b, 40, "test");
    assert!(app.world().get::<Retired>(b).is_some());
    assert!(bad_free(held(&app, b)), "{:?}", held(&app, b));
    assert!(log(&app).contains("B's bad statuses end"), "{}", log(&app));
}

/// ▼連携: 「全てのPCやNPC等…あなた以外のキャラクターが判定を行う直前に…連携を行う事を宣言でき
/// る。連携を行った場合、対象にあなたの手札を1枚渡すことが出来る」 — everyone who may, each once a
/// check: C and D both hand A a card before one dodge; A then dodges with either, and the card
/// not played stays in A's hand for a later check. A helper who gave is not offered again for
/// that check.
#[test]
fn several_characters_may_hand_cards_over_before_one_check_and_the_receiver_keeps_them() {
    use vortex_tactics::rules::core::countdown::Step;
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::defence::Defence;
    use vortex_tactics::rules::skirmish::turn::step;
    let mut app = player_field(
        &[("s_a", "(2, 2)"), ("s_c", "(0, 0)"), ("s_d", "(1, 0)")],
        &[("s_b", "(2, 2)")],
    );
    let [a, b, c, d] = ["A", "B", "C", "D"].map(|n| fighter(&mut app, n));
    set_ac(&mut app, b, 6);
    set_ac(&mut app, c, 3);
    set_ac(&mut app, d, 5);
    set_hand(&mut app, b, &[6]); // the hit: 8 + 6 = 14
    set_hand(&mut app, a, &[2]); // 10: no dodge of its own
    set_hand(&mut app, c, &[9]); // 17
    set_hand(&mut app, d, &[11]); // 19
    let mut turn = attack_in_turn(&mut app, b, a);
    let defend_options = |app: &App| match app.world().resource::<Decisions>().pending() {
        Some((_, Request::Defend { options, .. })) => options,
        other => panic!("asked: {other:?}"),
    };
    step(app.world_mut(), &mut turn);
    let options = defend_options(&app);
    let (from_c, from_d) = (
        Defence::Take { ally: c, card: 0 },
        Defence::Take { ally: d, card: 0 },
    );
    assert!(options.iter().any(|(o, _)| *o == from_c), "{options:?}");
    assert!(options.iter().any(|(o, _)| *o == from_d), "{options:?}");
    answer(&mut app, Choice::Defend(from_c));
    assert_eq!(
        step(app.world_mut(), &mut turn),
        Step::Blocked,
        "asked again"
    );
    let options = defend_options(&app);
    assert!(
        !options
            .iter()
            .any(|(o, _)| matches!(o, Defence::Take { ally, .. } | Defence::Helped { ally, .. } if *ally == c)),
        "C gave for this check already: {options:?}"
    );
    answer(&mut app, Choice::Defend(from_d));
    assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
    assert_eq!(hand_ranks(&app, a), vec![2, 9, 11], "both kept in A's hand");
    assert!(
        defend_options(&app)
            .iter()
            .any(|(o, _)| *o == Defence::Dodge(1))
    );
    answer(&mut app, Choice::Defend(Defence::Dodge(1)));
    step(app.world_mut(), &mut turn);
    assert_eq!(hp(&app, a), 30, "dodged with C's 9");
    assert_eq!(
        hand_ranks(&app, a),
        vec![2, 11],
        "D's jack kept for a later check"
    );
    assert_eq!((ac(&app, c), ac(&app, d)), (1, 3), "AC 2 each");
    let l = log(&app);
    assert!(l.contains("C cooperates with A: gives 9"), "{l}");
    assert!(l.contains("D cooperates with A: gives J"), "{l}");
}

/// ▼連携 names no side (「全てのPCやNPC等」): a character of another team holding its own hand
/// may hand a card over before a fall check; plans help only their own side (docs/RULES.md).
#[test]
fn a_character_of_another_side_may_cooperate_but_plans_help_only_their_own() {
    use vortex_tactics::rules::skirmish::check::CardPick;
    use vortex_tactics::rules::skirmish::cooperate;
    let map = MapText {
        rows: &["....."; 3],
        legend: "",
        heights: &["0 0 0 0 0"; 3],
        left_rows: [2; 3],
    };
    let ron = map_level(
        "Skirmish",
        &map,
        ("Player", &[("s_a", "(0, 2)")]),
        ("Player", &[("s_b", "(4, 0)")]),
    );
    let mut c = sheets(&[]);
    add(&mut c.levels, "t_two_players", &ron);
    let mut app = battle(c, "t_two_players", 1);
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::decisions::Autopilot>()
        .0 = false;
    let [a, b] = ["A", "B"].map(|n| fighter(&mut app, n));
    set_hand(&mut app, b, &[12]);
    set_ac(&mut app, b, 4);
    assert_eq!(
        cooperate::helpers(app.world(), a),
        vec![b],
        "B, of the other team"
    );
    let options = vortex_tactics::rules::skirmish::fall::options(app.world(), a, 2, &[]);
    assert!(
        options
            .iter()
            .any(|(p, _)| *p == CardPick::Take { ally: b, card: 0 }),
        "{options:?}"
    );
    // B handed to its plans: plans never help the other side.
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::decisions::Autopilot>()
        .0 = true;
    set_hand(&mut app, a, &[1]);
    assert!(
        cooperate::offered(app.world(), a, &[]).is_empty(),
        "a helper its plans play declares for itself: never put forward by A's question"
    );
    let helped = cooperate::auto(
        app.world_mut(),
        a,
        8,
        vortex_tactics::rules::skirmish::check::Aim::Reach(20),
    );
    assert!(!helped, "plans keep their cards from the other side");
    assert_eq!(hand_ranks(&app, b), vec![12]);
}

/// ■グッドステータス: 「任意のタイミングで、解除することを宣言する」, and <不在>: 「「かばう」など、
/// 対象をあなたに変更する行為を、あなた自身が行うことは出来ない」 — an absent ally cannot protect,
/// but its player may release the absence in the foe's turn, while the target's answer is asked
/// (an input answering no question); then it is asked whether it protects. A declaration the
/// rules refuse (a status it does not hold) does nothing and is not recorded.
#[test]
fn an_absent_ally_may_drop_its_absence_in_the_foes_turn_and_protect() {
    use vortex_tactics::rules::core::answers::ledger::{self, Input, Ledger};
    use vortex_tactics::rules::core::countdown::Step;
    use vortex_tactics::rules::core::fighter::Fighter;
    use vortex_tactics::rules::skirmish::ask::{Choice, Decisions, Request};
    use vortex_tactics::rules::skirmish::defence::Defence;
    use vortex_tactics::rules::skirmish::state::Conditions;
    use vortex_tactics::rules::skirmish::turn::step;
    for release in [false, true] {
        let (mut app, [a, b, c]) = players_against_b("(2, 2)");
        set_ac(&mut app, b, 6);
        set_ac(&mut app, c, 5);
        set_hand(&mut app, b, &[6]);
        set_hand(&mut app, a, &[2]);
        stack_deck(&mut app, b, &[5]);
        app.world_mut()
            .get_mut::<Conditions>(c)
            .expect("conditions")
            .absent = true;
        let mut turn = attack_in_turn(&mut app, b, a);
        assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
        let serial = app.world().get::<Fighter>(c).expect("fighter").serial;
        let sa = app.world().get::<Fighter>(a).expect("fighter").serial;
        // A holds no float: refused, nothing recorded.
        ledger::submit_now(app.world_mut(), |at| {
            Input::declare(at, sa, "release Float")
        });
        if release {
            ledger::submit_now(app.world_mut(), |at| {
                Input::declare(at, serial, "release Absent")
            });
            assert!(!app.world().get::<Conditions>(c).expect("c").absent);
        }
        let declared: Vec<Input> = app
            .world()
            .resource::<Ledger>()
            .taken()
            .iter()
            .map(|s| s.input.clone())
            .filter(|i| matches!(i, Input::Declare { .. }))
            .collect();
        assert_eq!(declared.len(), usize::from(release), "{declared:?}");
        if release {
            // What was asked may no longer be what the rules would ask: they ask again.
            assert!(app.world().resource::<Decisions>().pending().is_none());
            assert_eq!(step(app.world_mut(), &mut turn), Step::Blocked);
        }
        answer(&mut app, Choice::Defend(Defence::Nothing));
        let next = step(app.world_mut(), &mut turn);
        let pending = app.world().resource::<Decisions>().pending();
        if release {
            assert_eq!(next, Step::Blocked);
            assert!(
                matches!(pending, Some((who, Request::Protect { .. })) if who == c),
                "{pending:?}"
            );
            assert!(log(&app).contains("C ends its Absent at will"));
        } else {
            assert_eq!(next, Step::Continue, "absent: never asked");
            assert_eq!(hp(&app, a), 30 - (5 + 3));
        }
    }
}
