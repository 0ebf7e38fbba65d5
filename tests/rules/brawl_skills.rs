//! The Brawl's skills (seed 002, ①スキル用語): each timing fires when the glossary says, in the
//! order the cards came onto the board, only in the row it names, paying its extra bait when
//! its player has it. Each test names its glossary entry.

use crate::brawl_fixture::*;
use vortex_tactics::data::keywords::{Ailment, Trait};
use vortex_tactics::rules::brawl::ask::{Choice, Foe, Request};
use vortex_tactics::rules::brawl::fight::attack;
use vortex_tactics::rules::brawl::harm::{defeat, discard};
use vortex_tactics::rules::brawl::state::with_side;
use vortex_tactics::rules::core::keywords::ailments::Ailments;
use vortex_tactics::rules::core::keywords::traits::HasTraits;

const SKILLED: &[(&str, &str)] = &[
    (
        "arrive_hurt",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Arrival, effect: Damage(2), aim: OneFoe)]",
    ),
    (
        "retreat_heal",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Retreat, effect: Heal(3))]",
    ),
    (
        "follow_draw",
        "bait: 1, power: 3, colour: Red, family: \"Beast\", skills: [(timing: FollowUp, effect: Bait(2))]",
    ),
    (
        "dawn_grow",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Dawn, effect: PowerUp(1))]",
    ),
    (
        "dusk_hurt",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Dusk, effect: Damage(1), aim: Opponent)]",
    ),
    (
        "front_dawn",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Dawn, row: Front, effect: PowerUp(2))]",
    ),
    (
        "aura_guard",
        "bait: 1, power: 1, colour: White, family: \"Spirit\", skills: [(timing: Constant, effect: Aura(Guardian))]",
    ),
    (
        "aura_slow",
        "bait: 1, power: 1, colour: White, family: \"Spirit\", skills: [(timing: Constant, effect: Aura(Sluggish))]",
    ),
    (
        "swift1",
        "bait: 1, power: 1, colour: Blue, family: \"Bird\", traits: [Swift]",
    ),
    (
        "sore",
        "bait: 1, power: 4, colour: Red, family: \"Beast\", skills: [(timing: Reaction, cue: DamagedByFoe, effect: Draw(1))]",
    ),
    (
        "mourner",
        "bait: 1, power: 2, colour: Red, family: \"Beast\", skills: [(timing: Reaction, cue: AllyDefeated, effect: PowerUp(1))]",
    ),
    (
        "watcher",
        "bait: 1, power: 2, colour: Red, family: \"Beast\", skills: [(timing: Reaction, cue: FoeArrives, effect: Damage(1), aim: OneFoe)]",
    ),
    (
        "paid_dawn",
        "bait: 1, power: 1, colour: Red, family: \"Beast\", skills: [(timing: Dawn, bait: 2, effect: PowerUp(3))]",
    ),
    (
        "poisoner",
        "bait: 1, power: 1, colour: Black, family: \"Insect\", skills: [(timing: Arrival, effect: Inflict(Poison), aim: OneFoe)]",
    ),
    (
        "lullaby",
        "bait: 1, power: 1, colour: Blue, family: \"Spirit\", skills: [(timing: Arrival, effect: Inflict(Sleep), aim: OneFoe)]",
    ),
    (
        "crow",
        "bait: 1, power: 3, colour: Black, family: \"Bird\", skills: [(timing: Reaction, cue: AllyDefeated, effect: Draw(1))]",
    ),
    (
        "last_word",
        "bait: 1, power: 1, colour: Black, family: \"Bird\", skills: [(timing: Retreat, effect: Bait(1))]",
    ),
    (
        "wide_grow",
        "bait: 1, power: 1, colour: Green, family: \"Beast\", skills: [(timing: Dawn, bait: 1, effect: PowerUp(1), aim: AllAllies)]",
    ),
];

fn app() -> bevy::app::App {
    brawl(SKILLED, None, 7)
}

#[test]
fn an_arrival_skill_applies_when_the_card_comes_from_the_hand_its_bait_paid() {
    // 【登場スキル】 エサを支払い手札から盤上に出したときに適応される能力。
    let mut a = app();
    let foe = put(&mut a, 1, "plain3", 1);
    with_side(a.world_mut(), 0, |s| {
        s.hand = vec!["arrive_hurt".into()];
        s.bait = 1;
    });
    let me = a
        .world()
        .resource::<vortex_tactics::rules::brawl::state::BrawlState>()
        .player(0)
        .expect("player");
    vortex_tactics::rules::brawl::act::apply(
        a.world_mut(),
        0,
        vortex_tactics::rules::brawl::ask::Act::Play { card: 0, square: 0 },
    );
    assert!(!drain(&mut a), "the player chooses the skill's foe");
    let (who, q) = asked(&a).expect("asked");
    assert_eq!(who, me);
    assert!(matches!(q, Request::Aim { ref candidates, harms: true, .. } if candidates == &[foe]));
    answer(&mut a, Choice::Aim(0));
    assert!(drain(&mut a));
    assert_eq!(power(&a, foe), Some(1), "3 power less 2 damage");
    let side = vortex_tactics::rules::brawl::state::side(a.world(), 0)
        .cloned()
        .expect("side");
    assert_eq!(
        (side.bait, side.hand.len()),
        (0, 0),
        "its bait paid, out of the hand"
    );
}

#[test]
fn a_retreat_skill_applies_on_defeat_but_not_on_a_discard() {
    // 【撤退スキル】 盤上のキャラクターが撃破されたときに適応される能力; 「捨て札」は「撃破」とは
    // 異なるため…反応しない。
    let mut a = app();
    let x = put(&mut a, 0, "retreat_heal", 0);
    let y = put(&mut a, 0, "retreat_heal", 1);
    drain(&mut a);
    let before = life(&a, 0);
    discard(a.world_mut(), x);
    drain(&mut a);
    assert_eq!(life(&a, 0), before, "a discard sets off nothing");
    defeat(a.world_mut(), y);
    drain(&mut a);
    assert_eq!(
        life(&a, 0),
        before + 3,
        "the defeat sets off its retreat skill"
    );
}

#[test]
fn a_follow_up_skill_applies_only_if_its_attacker_is_still_there_after_the_battle() {
    // 【追い討ちスキル】 自ら攻撃したとき、戦闘終了後までそれが生存していれば適応される
    // (docs/RULES.md: それ read as the attacker).
    let mut a = app();
    set_turn(&mut a, 5);
    let hunter = put(&mut a, 0, "follow_draw", 0);
    let weak = put(&mut a, 1, "plain1", 0);
    drain(&mut a);
    set_turn(&mut a, 6);
    let bait = |a: &bevy::app::App| {
        vortex_tactics::rules::brawl::state::side(a.world(), 0).map_or(0, |s| s.bait)
    };
    let b0 = bait(&a);
    attack(a.world_mut(), hunter, Foe::Creature(weak));
    drain(&mut a);
    assert_eq!(bait(&a), b0 + 2, "it outlived the battle");
    let big = put(&mut a, 1, "plain5", 0);
    drain(&mut a);
    a.world_mut()
        .get_mut::<vortex_tactics::rules::brawl::board::Beast>(hunter)
        .expect("there")
        .attacks = 0;
    attack(a.world_mut(), hunter, Foe::Creature(big));
    drain(&mut a);
    assert_eq!(power(&a, hunter), None, "defeated by the 5");
    assert_eq!(bait(&a), b0 + 2, "no follow-up for a fallen attacker");
}

#[test]
fn dawn_and_dusk_skills_apply_at_every_turns_dawn_and_dusk_steps() {
    // 【夜明けスキル】 各ターンの“夜明けステップ“; 【日没スキル】 ターンの“日没ステップ“
    // (docs/RULES.md: every turn, both players').
    let mut a = brawl(SKILLED, Some(&["costly"; 20]), 7);
    let grow = put(&mut a, 1, "dawn_grow", 0);
    put(&mut a, 1, "dusk_hurt", 1);
    drain(&mut a);
    let life0 = life(&a, 0);
    // One round: both players' turns, each with a dawn and a dusk.
    end_turns_until(&mut a, |a| {
        a.world().resource::<vortex_tactics::rules::Battle>().round >= 2
    });
    let whole = log(&a);
    let text = whole.split("-- round 2 --").next().unwrap_or_default();
    let dawns = text
        .matches("dawn_grow's skill: dawn_grow gains 1 power")
        .count();
    let dusks = text
        .matches("dusk_hurt's skill deals 1 damage to the other player")
        .count();
    assert_eq!((dawns, dusks), (2, 2), "{text}");
    assert!(power(&a, grow) >= Some(3), "{text}");
    assert!(life(&a, 0) <= life0 - 2);
}

#[test]
fn a_row_skill_applies_only_while_its_creature_stands_in_that_row() {
    // 【前列スキル】【後列スキル】 / (前列)(後列): 指定通りの列にいなければスキルが適応されない。
    let mut a = app();
    let front = put(&mut a, 0, "front_dawn", 0);
    let back = put(&mut a, 0, "front_dawn", 4);
    vortex_tactics::rules::brawl::skills::queue(
        a.world_mut(),
        vortex_tactics::data::keywords::SkillTiming::Dawn,
        None,
        |_, _| true,
    );
    drain(&mut a);
    assert_eq!((power(&a, front), power(&a, back)), (Some(3), Some(1)));
}

#[test]
fn a_constant_skill_holds_from_arrival_until_it_leaves_and_never_lends_an_excluded_trait() {
    // 【常在スキル】 盤上に出た瞬間から離れるまでの間適応され続ける; “軽快”…いかなる能力によっても
    // “鈍足”を持たない。
    let mut a = app();
    let ally = put(&mut a, 0, "plain2", 0);
    let swift = put(&mut a, 0, "swift1", 2);
    let source = put(&mut a, 0, "aura_guard", 1);
    put(&mut a, 0, "aura_slow", 3);
    drain(&mut a);
    let has =
        |a: &bevy::app::App, e, t: &Trait| a.world().get::<HasTraits>(e).is_some_and(|h| h.has(t));
    assert!(has(&a, ally, &Trait::Guardian) && has(&a, ally, &Trait::Sluggish));
    assert!(
        !has(&a, source, &Trait::Guardian),
        "its own aura is for the others"
    );
    assert!(has(&a, swift, &Trait::Guardian) && !has(&a, swift, &Trait::Sluggish));
    // Asleep, its abilities are off (③眠り状態): the aura is gone while it sleeps.
    let traits = HasTraits::default();
    a.world_mut()
        .get_mut::<Ailments>(source)
        .expect("there")
        .inflict(Ailment::Sleep, &traits);
    vortex_tactics::rules::brawl::skills::refresh_traits(a.world_mut());
    assert!(!has(&a, ally, &Trait::Guardian));
    a.world_mut()
        .get_mut::<Ailments>(source)
        .expect("there")
        .sleep = None;
    vortex_tactics::rules::brawl::skills::refresh_traits(a.world_mut());
    assert!(has(&a, ally, &Trait::Guardian));
    discard(a.world_mut(), source);
    assert!(!has(&a, ally, &Trait::Guardian), "gone once it leaves");
}

#[test]
fn a_reaction_to_the_opponents_damage_never_answers_poison() {
    // 【反応スキル】; “毒状態”: このダメージは自然発生するものであり、『相手の能力によってダメージ
    // を受けることで適応条件を満たすタイプのカード能力』は“毒状態”のダメージには反応しない。
    let mut a = app();
    let sore = put(&mut a, 1, "sore", 0);
    drain(&mut a);
    let hand = |a: &bevy::app::App| {
        vortex_tactics::rules::brawl::state::side(a.world(), 1).map_or(0, |s| s.hand.len())
    };
    let h0 = hand(&a);
    put(&mut a, 0, "poisoner", 0);
    assert!(!drain(&mut a));
    answer(&mut a, Choice::Aim(0));
    drain(&mut a);
    assert!(a.world().get::<Ailments>(sore).is_some_and(|s| s.poison));
    // Its dusk: poison bites, 1 damage of itself.
    vortex_tactics::rules::brawl::turn::dusk(a.world_mut());
    drain(&mut a);
    assert_eq!(power(&a, sore), Some(3));
    assert_eq!(hand(&a), h0, "poison's bite comes of itself");
    put(&mut a, 0, "arrive_hurt", 1);
    assert!(!drain(&mut a));
    answer(&mut a, Choice::Aim(0));
    drain(&mut a);
    assert_eq!(
        hand(&a),
        h0 + 1,
        "the opponent's ability damage sets it off"
    );
}

#[test]
fn reactions_to_a_fallen_ally_and_to_an_arrival() {
    // 【反応スキル】 盤上にいるときに、特定の条件を満たすと適応される能力。
    let mut a = app();
    let mourner = put(&mut a, 1, "mourner", 0);
    let friend = put(&mut a, 1, "plain1", 1);
    let watcher = put(&mut a, 1, "watcher", 2);
    drain(&mut a);
    defeat(a.world_mut(), friend);
    drain(&mut a);
    assert_eq!(power(&a, mourner), Some(3));
    let newcomer = put(&mut a, 0, "plain3", 2);
    drain(&mut a);
    assert_eq!(
        power(&a, newcomer),
        Some(2),
        "the watcher's plans hit the newcomer"
    );
    assert_eq!(power(&a, watcher), Some(2));
}

#[test]
fn a_skills_extra_bait_is_paid_whenever_it_can_be_and_without_it_the_skill_does_not_apply() {
    // エサ〇個: 支払えるだけのエサも持っている場合は必ず支払われる。
    let mut a = app();
    let e = put(&mut a, 0, "paid_dawn", 0);
    drain(&mut a);
    with_side(a.world_mut(), 0, |s| s.bait = 3);
    let dawn = |a: &mut bevy::app::App| {
        vortex_tactics::rules::brawl::skills::queue(
            a.world_mut(),
            vortex_tactics::data::keywords::SkillTiming::Dawn,
            None,
            |_, _| true,
        );
        drain(a);
    };
    dawn(&mut a);
    assert_eq!(power(&a, e), Some(4));
    assert_eq!(
        vortex_tactics::rules::brawl::state::side(a.world(), 0).map(|s| s.bait),
        Some(1),
        "paid, not asked"
    );
    dawn(&mut a);
    assert_eq!(power(&a, e), Some(4), "1 bait cannot pay 2");
    assert!(log(&a).contains("needs 2 bait"));
}

#[test]
fn skills_due_at_once_apply_in_the_order_their_cards_came_onto_the_board() {
    // 〜能力の適応順について〜 先に盤上に出ていたカードから優先して適応処理を行う。
    let mut a = app();
    put(&mut a, 1, "dusk_hurt", 3);
    put(&mut a, 0, "dusk_hurt", 5);
    put(&mut a, 1, "dusk_hurt", 4);
    drain(&mut a);
    vortex_tactics::rules::brawl::skills::queue(
        a.world_mut(),
        vortex_tactics::data::keywords::SkillTiming::Dusk,
        None,
        |_, _| true,
    );
    a.world_mut()
        .resource_mut::<vortex_tactics::rules::brawl::state::BrawlState>()
        .flush();
    let order: Vec<usize> = a
        .world()
        .resource::<vortex_tactics::rules::brawl::state::BrawlState>()
        .queue
        .iter()
        .map(|d| d.team)
        .collect();
    assert_eq!(order, [1, 0, 1]);
    let _ = Ailment::Poison;
}

#[test]
fn a_newcomers_arrival_skill_waits_for_the_reactions_of_cards_on_the_board_before_it() {
    // 〜能力の適応順について〜 複数枚のカードが同時に適応タイミングを迎えた場合、先に盤上に出ていた
    // カードから優先して適応処理を行う: the watcher's reaction to the arrival, then the newcomer's
    // 登場 skill — which never comes, the newcomer being defeated first.
    let mut a = app();
    let watcher = put(&mut a, 1, "watcher", 0);
    drain(&mut a);
    let newcomer = put(&mut a, 0, "lullaby", 0);
    assert!(
        drain(&mut a),
        "nothing is asked: the lullaby falls before its skill"
    );
    assert_eq!(power(&a, newcomer), None);
    assert!(
        !a.world()
            .get::<Ailments>(watcher)
            .is_some_and(Ailments::asleep)
    );
}

#[test]
fn skills_set_off_by_one_moment_go_in_arrival_order_across_creatures() {
    // 〜能力の適応順について〜: two creatures defeated at once — the crow (on the board first)
    // answers both falls before either 撤退 skill applies.
    let mut a = app();
    let crow = put(&mut a, 0, "crow", 0);
    let x1 = put(&mut a, 0, "last_word", 1);
    let x2 = put(&mut a, 0, "last_word", 2);
    drain(&mut a);
    for e in [x1, x2] {
        a.world_mut()
            .get_mut::<vortex_tactics::rules::brawl::board::Beast>(e)
            .expect("there")
            .power = 0;
    }
    vortex_tactics::rules::brawl::harm::settle(a.world_mut());
    a.world_mut()
        .resource_mut::<vortex_tactics::rules::brawl::state::BrawlState>()
        .flush();
    let order: Vec<_> = a
        .world()
        .resource::<vortex_tactics::rules::brawl::state::BrawlState>()
        .queue
        .iter()
        .map(|d| (d.source, d.card.clone()))
        .collect();
    assert_eq!(
        order,
        [
            (crow, "crow".to_string()),
            (crow, "crow".into()),
            (x1, "last_word".into()),
            (x2, "last_word".into())
        ]
    );
}

#[test]
fn a_skill_that_reaches_no_one_does_not_apply_and_costs_nothing() {
    // エサ〇個: スキルを適応する条件として追加でエサが必要 — paid for a skill that applies; with no
    // one to reach it does not (docs/RULES.md, Brawl — Skills).
    let mut a = app();
    put(&mut a, 0, "wide_grow", 0);
    drain(&mut a);
    with_side(a.world_mut(), 0, |s| s.bait = 3);
    vortex_tactics::rules::brawl::skills::queue(
        a.world_mut(),
        vortex_tactics::data::keywords::SkillTiming::Dawn,
        None,
        |_, _| true,
    );
    drain(&mut a);
    assert_eq!(
        vortex_tactics::rules::brawl::state::side(a.world(), 0).map(|s| s.bait),
        Some(3)
    );
    let ally = put(&mut a, 0, "plain1", 1);
    drain(&mut a);
    vortex_tactics::rules::brawl::skills::queue(
        a.world_mut(),
        vortex_tactics::data::keywords::SkillTiming::Dawn,
        None,
        |_, _| true,
    );
    drain(&mut a);
    assert_eq!(
        vortex_tactics::rules::brawl::state::side(a.world(), 0).map(|s| s.bait),
        Some(2)
    );
    assert_eq!(power(&a, ally), Some(2));
}

#[test]
fn a_sleeping_creatures_retreat_skill_does_not_apply() {
    // “眠り状態” この状態になったキャラクターは全ての能力が無効になる; 【撤退スキル】.
    let mut a = app();
    let x = put(&mut a, 0, "retreat_heal", 0);
    drain(&mut a);
    a.world_mut()
        .get_mut::<Ailments>(x)
        .expect("there")
        .inflict(Ailment::Sleep, &HasTraits::default());
    let before = life(&a, 0);
    defeat(a.world_mut(), x);
    drain(&mut a);
    assert_eq!(life(&a, 0), before);
}
