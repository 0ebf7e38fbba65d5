//! The Showdown's card effects (seed 004): using them where their kind works (11., 13.), at the
//! windows their timing names (16.), offsets of effects used at once (14.), special effects (17.)
//! and the rulings 20. Q1, Q2 and Q6.

use crate::harness::log;
use crate::showdown_fixture::*;
use bevy::prelude::{App, Entity};
use vortex_tactics::rules::showdown::ask::{Choice, Request};
use vortex_tactics::rules::showdown::table::Charged;

#[test]
fn an_effect_is_used_at_its_window_if_its_player_chooses_and_its_card_goes_where_its_kind_says() {
    // 11. R: used face down in the charge zone, then face up there; S: then to the trash; H:
    // from the hand, then to the trash. 13.: only at its timing. 16.: ドロー後.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.charge = face_down(&["rd", "so", "r0"]));
    play(&mut app);
    assert_eq!(
        asked(&app, a),
        Some(Request::Activate {
            at: Moment::Turn(Window::AfterDraw),
            options: vec![("rd".into(), 0), ("so".into(), 0)]
        })
    );
    assert_eq!(
        table(&app, a).hand.len(),
        3,
        "asked after the draw, not before"
    );
    assert_eq!(asked(&app, b), None, "B has nothing to use");
    answer(&mut app, a, Choice::Activate(vec![0, 1]));
    play(&mut app);
    let t = table(&app, a);
    assert_eq!(t.hand.len(), 3 + 2, "drew one, then one and one more");
    assert!(t.charge.contains(&Charged {
        card: "rd".into(),
        face_up: true,
        offset: false,
        again: false,
        used: true
    }));
    assert!(t.trash.contains(&"so".to_string()), "the S card is spent");
    assert!(
        matches!(asked(&app, a), Some(Request::Set { .. })),
        "on to the set"
    );
}

#[test]
fn effects_used_at_once_offset_and_the_one_who_used_more_keeps_the_difference() {
    // 14.相殺について: no cost paid, R and S stay face down, H back in the hand; 11. (J): the
    // side with more keeps the difference. 17. 相殺効果: the offset card's own effect. 20. Q6:
    // the offset counts as done, and 相殺-timing cards may then be used.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.charge = face_down(&["rd", "rd"]));
    set_table(&mut app, b, |t| {
        t.charge = face_down(&["so"]);
        t.hand = ids(&["r0", "s0", "ho"]);
    });
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0, 1]));
    answer(&mut app, b, Choice::Activate(vec![0]));
    play(&mut app);
    let l = log(&app);
    assert!(l.contains("2 effect(s) used at once offset"), "{l}");
    // B's S card was offset: it stays face down, and its 相殺効果 draws 2.
    let tb = table(&app, b);
    assert!(tb.charge.contains(&Charged {
        card: "so".into(),
        face_up: false,
        offset: false,
        again: false,
        used: false
    }));
    // The 相殺 window: B may use its H card ho.
    assert_eq!(
        asked(&app, b),
        Some(Request::Activate {
            at: Moment::Offset,
            options: vec![("ho".into(), 0)]
        })
    );
    answer(&mut app, b, Choice::Activate(vec![0]));
    play(&mut app);
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert_eq!(ta.hand.len(), 3 + 1, "A kept its first: one card");
    assert_eq!(
        ta.charge.iter().filter(|c| c.face_up).count(),
        1,
        "A's second R card was offset: still face down"
    );
    assert_eq!(
        tb.hand.len(),
        4 + 2 + 1 - 1,
        "2 by the offset effect, 1 by ho, ho spent"
    );
}

#[test]
fn when_only_effects_offset_the_side_with_more_picks_which_of_its_own_to_keep_once_counts_are_known()
 {
    // 14.相殺について, read with 11.'s 「それらのカードの多いほうが…選択し、少ないほうは全て相殺扱い」
    // (shared/rules A13): A used two different effects, B one; only then is A asked which one
    // of its own is offset. Either answer is honoured: the kept one is used, the offset one pays
    // nothing, stays face down and sets off its 相殺効果 (17.).
    for (offset, kept) in [(0usize, "so"), (1, "rd")] {
        let mut app = sd_app(sd_catalog());
        let [a, b] = both_bare(&mut app);
        set_table(&mut app, a, |t| t.charge = face_down(&["rd", "so"]));
        set_table(&mut app, b, |t| t.charge = face_down(&["rd"]));
        play(&mut app);
        answer(&mut app, b, Choice::Activate(vec![0]));
        answer(&mut app, a, Choice::Activate(vec![0, 1]));
        play(&mut app);
        assert_eq!(
            asked(&app, a),
            Some(Request::UpkeepOffset {
                at: Moment::Turn(Window::AfterDraw),
                due: vec![],
                effects: vec![("rd".into(), 0), ("so".into(), 0)],
                offset: 1,
            }),
            "asked after both chose"
        );
        assert_eq!(asked(&app, b), None, "B's one effect is offset");
        let hand = table(&app, a).hand.len();
        answer(&mut app, a, Choice::Offset(vec![offset]));
        play(&mut app);
        // The 相殺 window may ask; nobody uses anything there.
        for who in [a, b] {
            if matches!(
                asked(&app, who),
                Some(Request::Activate {
                    at: Moment::Offset,
                    ..
                })
            ) {
                answer(&mut app, who, Choice::Activate(vec![]));
            }
        }
        play(&mut app);
        let t = table(&app, a);
        let l = log(&app);
        assert!(
            l.lines()
                .any(|x| x.contains(&format!("A uses {kept}")) && x.contains("after the draw")),
            "{l}"
        );
        if kept == "so" {
            assert_eq!(t.hand.len(), hand + 1, "so drew 1");
            assert!(t.trash.contains(&"so".to_string()), "the S card is spent");
            assert!(
                t.charge.iter().any(|c| c.card == "rd" && !c.face_up),
                "rd offset"
            );
        } else {
            assert_eq!(t.hand.len(), hand + 1 + 2, "rd drew 1, so's 相殺効果 2");
            assert!(
                t.charge.iter().any(|c| c.card == "rd" && c.face_up),
                "rd used"
            );
            assert!(
                t.charge.iter().any(|c| c.card == "so" && !c.face_up),
                "so offset"
            );
        }
        assert!(
            table(&app, b).charge.iter().all(|c| !c.face_up),
            "B's rd offset"
        );
    }
}

#[test]
fn a_before_battle_effect_changes_the_battle_and_there_is_no_window_where_no_battle_is() {
    // 16.: 戦闘前 and 戦闘後 exist only for a battle that happens; an S card adds power to the
    // battle card of the zone whose battle it is, until the turn ends.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| {
        t.zones[1].battler = Some("m0".into());
        t.charge = face_down(&["sb", "r0"]);
    });
    set_table(&mut app, b, |t| t.zones[1].battler = Some("m1".into()));
    fight(&mut app);
    // Zone 1 has no battle: no question. Zone 2: before its battle.
    assert_eq!(
        asked(&app, a),
        Some(Request::Activate {
            at: Moment::Before(1),
            options: vec![("sb".into(), 0)]
        })
    );
    answer(&mut app, a, Choice::Activate(vec![0]));
    fight(&mut app);
    let l = log(&app);
    assert!(l.contains("zone 2: A 5 against B 3"), "2 + 3: {l}");
    assert_eq!(table(&app, b).zones[1].battler, None);
    let t = table(&app, a);
    assert!(t.trash.contains(&"sb".to_string()));
    assert_eq!(
        t.charge,
        vec![Charged {
            card: "r0".into(),
            face_up: true,
            offset: false,
            again: false,
            used: false
        }],
        "the cost was paid with r0, never with the card itself"
    );
}

#[test]
fn a_summon_effect_comes_before_cards_flipped_as_a_cost_are_placed_and_offsets_with_the_others() {
    // 17. 召喚効果: used when summoned; 20. Q1: summon, pay, summon effect, then the cards
    // flipped as a cost; special effects of both players at once offset.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.hand = ids(&["ms", "m0"]));
    set_table(&mut app, b, |t| t.hand = ids(&["r0", "s0"]));
    play(&mut app);
    set_cards(&mut app, a, "ms", Some("m0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    reveal(&mut app);
    let l = log(&app);
    let used = l.find("A uses ms").expect("the summon effect");
    assert!(
        l.find("A summons ms in zone 1").expect("summoned") < used,
        "{l}"
    );
    assert_eq!(table(&app, a).hand.len(), 1 + 1, "one left, one drawn");
    // Both summoning a card with a summon effect at once: both offset.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    for who in [a, b] {
        set_table(&mut app, who, |t| t.hand = ids(&["ms", "r0"]));
    }
    play(&mut app);
    set_cards(&mut app, a, "ms", Some("r0"));
    set_cards(&mut app, b, "ms", Some("r0"));
    reveal(&mut app);
    assert!(log(&app).contains("special effects came at once: all offset"));
    assert_eq!(table(&app, a).hand.len(), 1, "nothing drawn");
}

#[test]
fn a_just_before_battle_effect_is_forced_and_the_window_before_cannot_offset_it() {
    // 17. 戦闘直前効果: it must be used just before the battle; cards used in the window before
    // the battle cannot offset it.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| t.zones[0].battler = Some("mj".into()));
    set_table(&mut app, b, |t| {
        t.zones[0].battler = Some("m1".into());
        t.hand = ids(&["hw"]);
    });
    fight(&mut app);
    assert_eq!(
        asked(&app, b),
        Some(Request::Activate {
            at: Moment::Before(0),
            options: vec![("hw".into(), 0)]
        })
    );
    answer(&mut app, b, Choice::Activate(vec![0]));
    fight(&mut app);
    let l = log(&app);
    assert!(l.contains("B uses hw"), "{l}");
    assert!(l.contains("A uses mj"), "used all the same: {l}");
    assert!(l.contains("zone 1: A 1 against B 3"), "2 - 3 + 2: {l}");
}

#[test]
fn a_battle_card_that_lost_still_works_in_the_after_battle_window() {
    // 20. Q2: a card that lost or tied goes to the trash when the after-battle window ends; until
    // then it is in the monster zone, and its 戦闘後 effect can be used.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.zones[0].battler = Some("ma".into()));
    set_table(&mut app, b, |t| t.zones[0].battler = Some("m2".into()));
    fight(&mut app);
    assert!(log(&app).contains("zone 1: A 3 against B 5"));
    assert_eq!(
        table(&app, a).zones[0].battler.as_deref(),
        Some("ma"),
        "still there"
    );
    assert_eq!(
        asked(&app, a),
        Some(Request::Activate {
            at: Moment::After(0),
            options: vec![("ma".into(), 0)]
        })
    );
    answer(&mut app, a, Choice::Activate(vec![0]));
    fight(&mut app);
    let t = table(&app, a);
    assert_eq!(t.hand.len(), 2 + 1, "drew one");
    assert_eq!(t.zones[0].battler, None, "then to the trash");
    assert!(t.trash.contains(&"ma".to_string()));
}

#[test]
fn vortex_check_refuses_an_effect_its_card_cannot_use() {
    // 11.: where each kind works decides what its effects may name; 17.: a summon effect is a
    // monster's.
    let problems = check_problems;
    let here = problems(
        "(name: \"x\", kind: Recycle, effects: [(timing: At(TurnEnd), does: [Power(whose: Own, zones: Here, by: 1)])])",
    );
    assert_eq!(here.len(), 1, "{here:?}");
    assert!(
        here[0].starts_with("effects[0]: a card of kind R is in no zone"),
        "{here:?}"
    );
    let summon =
        problems("(name: \"x\", kind: Hand, effects: [(timing: OnSummon, does: [Draw(1)])])");
    assert!(
        summon[0].contains("a summon effect is a monster's"),
        "{summon:?}"
    );
    let battle = problems(
        "(name: \"x\", kind: Smash, effects: [(timing: At(AfterDraw), does: [Destroy(zones: Battle, power_at_most: 3)])])",
    );
    assert!(battle[0].contains("use a battle timing"), "{battle:?}");
    assert!(problems("(name: \"x\", kind: Hand, effects: [(timing: BeforeBattle, does: [Power(whose: Foe, zones: Battle, by: -2)])])").is_empty());
}

#[test]
fn an_offset_effect_pays_no_cost_and_an_offset_hand_card_stays_in_the_hand() {
    // 14.: コストは支払われず … ハンドカードは手札に戻します.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.charge = face_down(&["rd1", "r0"]));
    set_table(&mut app, b, |t| t.hand = ids(&["r0", "hd"]));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    answer(&mut app, b, Choice::Activate(vec![0]));
    play(&mut app);
    let (ta, tb) = (table(&app, a), table(&app, b));
    assert!(
        ta.charge.iter().all(|c| !c.face_up),
        "no cost paid: {:?}",
        ta.charge
    );
    assert_eq!(ta.hand.len(), 3, "nothing drawn");
    assert!(
        tb.hand.contains(&"hd".to_string()),
        "the H card is back in the hand"
    );
    assert_eq!(tb.hand.len(), 3);
}

#[test]
fn two_cards_used_in_one_window_never_pay_for_each_other() {
    // 11. S: it works face down in the charge zone; two Smash cards used together each pay
    // with other charge cards.
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| {
        t.zones[0].battler = Some("m0".into());
        t.charge = face_down(&["sb", "sb", "r0", "s0"]);
    });
    set_table(&mut app, b, |t| t.zones[0].battler = Some("m2".into()));
    fight(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0, 1]));
    fight(&mut app);
    // The first picks which of the two other charge cards pays, never the waiting sb; the
    // second has one left, and no choice.
    let Some(Request::Pay { candidates, .. }) = asked(&app, a) else {
        panic!("A picks the card that pays: {:?}", asked(&app, a));
    };
    let names: Vec<&str> = candidates.iter().map(|c| c.card.as_str()).collect();
    assert_eq!(names, ["r0", "s0"]);
    pay_first(&mut app, a);
    fight(&mut app);
    let l = log(&app);
    assert!(l.contains("zone 1: A 8 against B 5"), "2 + 3 + 3: {l}");
    let t = table(&app, a);
    assert_eq!(t.trash.iter().filter(|c| *c == "sb").count(), 2);
    assert!(t.charge.iter().all(|c| c.face_up), "r0 and s0 paid");
}

#[test]
fn a_card_with_two_effects_at_one_window_lets_its_player_pick_either_and_the_window_is_named() {
    // 13.カードの効果について: 「発動タイミングと発動条件が満ちていた場合、いつでも発動すること
    // ができます」 — each effect whose timing and condition are met may be used, so a card with
    // two at one window offers both and its player picks; the card is used once (11. R: face up
    // after its effect). 16.: the question and the log name the window.
    for (pick, drawn) in [(vec![1], 2), (vec![0], 1), (vec![1, 0], 2)] {
        let mut app = sd_app(sd_catalog());
        let [a, _] = both_bare(&mut app);
        set_table(&mut app, a, |t| t.charge = face_down(&["two"]));
        play(&mut app);
        assert_eq!(
            asked(&app, a),
            Some(Request::Activate {
                at: Moment::Turn(Window::AfterDraw),
                options: vec![("two".into(), 0), ("two".into(), 1)]
            }),
            "both of its effects"
        );
        let hand = table(&app, a).hand.len();
        answer(&mut app, a, Choice::Activate(pick.clone()));
        play(&mut app);
        assert_eq!(
            table(&app, a).hand.len(),
            hand + drawn,
            "picked {pick:?}: the first picked is used, and only it"
        );
        let l = log(&app);
        let effect = pick[0] + 1;
        assert!(
            l.contains(&format!("uses two (effect {effect}), after the draw")),
            "{l}"
        );
        assert_eq!(l.matches("uses two").count(), 1, "{l}");
    }
}

#[test]
fn an_effect_whose_cost_cannot_be_paid_is_not_offered() {
    // 13.: 発動条件 — a cost it cannot pay (only the card itself lies face down).
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(&mut app, a, |t| {
        t.zones[0].battler = Some("m0".into());
        t.charge = face_down(&["sb"]);
    });
    set_table(&mut app, b, |t| t.zones[0].battler = Some("m0b".into()));
    fight(&mut app);
    assert_eq!(asked(&app, a), None);
    assert!(log(&app).contains("zone 1: A 2 against B 1"));
}

#[test]
fn a_summon_effect_comes_before_a_card_flipped_as_its_cost_is_placed() {
    // 20. Q1: 召喚 → コストの支払い → 召喚効果 → コストによるカードの発動.
    let mut app = sd_app(sd_catalog());
    let [a, b] = both_bare(&mut app);
    set_table(&mut app, a, |t| t.hand = ids(&["ms1", "m0"]));
    set_table(&mut app, b, |t| t.hand = ids(&["r0", "s0"]));
    play(&mut app);
    set_cards(&mut app, a, "ms1", Some("m0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    reveal(&mut app);
    answer(&mut app, a, Choice::Place(vec![0]));
    reveal(&mut app);
    let l = log(&app);
    let effect = l.find("A uses ms1").expect("the summon effect");
    let placed = l
        .find("A summons m0 in zone 2")
        .expect("the cost card placed");
    assert!(effect < placed, "{l}");
}

/// A new game where A holds `hand` and, at the draw's after-window, uses the effects at `picks`.
fn use_from_hand(hand: &[&str], picks: Vec<usize>) -> (App, Entity) {
    let mut app = sd_app(sd_catalog());
    let [a, _] = both_bare(&mut app);
    set_table(&mut app, a, bare(hand, &["h0", "h0", "h0", "h0"]));
    play(&mut app);
    answer(&mut app, a, Choice::Activate(picks));
    play(&mut app);
    (app, a)
}

#[test]
fn a_card_summoned_by_an_effect_uses_its_summon_effect_once_that_effect_is_over() {
    // 20. Q3: 基本的にカードの効果に対して他のカードが効果を中断させて割り込むことはできません、
    // 召喚に使用したカードの効果を一通り終わらせた後、召喚したカードのカード効果を使用 — and
    // before the next effect its player chose.
    // Offered: caller, then hd.
    let (app, a) = use_from_hand(&["caller", "ms", "hd"], vec![0, 1]);
    let l = log(&app);
    let at = |s: &str| l.find(s).unwrap_or_else(|| panic!("`{s}` not in {l}"));
    let summoned = at("A summons ms in zone 1");
    let callers_draw = l[summoned..].find("A draws 1").map(|i| i + summoned);
    let (ms, hd) = (at("A uses ms"), at("A uses hd"));
    assert!(
        callers_draw.is_some_and(|d| d < ms) && ms < hd,
        "caller's effect whole, then ms's summon effect, then hd: {l}"
    );
    assert_eq!(table(&app, a).zones[0].battler.as_deref(), Some("ms"));
}

#[test]
fn vortex_check_refuses_summoning_what_is_not_a_monster() {
    // 11.: only M cards are summoned (召喚).
    let p = check_problems(
        "(name: \"x\", kind: Hand, effects: [(timing: At(TurnEnd), does: [Summon(\"e1\"), Summon(\"nope\")])])",
    );
    assert_eq!(
        p,
        [
            "effects[0]: `e1` is not a monster: only a monster is summoned",
            "effects[0]: there is no W card `nope` to summon"
        ]
    );
}

#[test]
fn an_h_card_that_summons_a_card_from_before_it_in_the_hand_still_goes_to_the_trash() {
    // 11. H: 効果を発動後、このカードはトラッシュに送られます — the card itself, though the
    // monster it summoned lay before it in the hand.
    let (app, a) = use_from_hand(&["ms", "caller", "hd"], vec![0]);
    let t = table(&app, a);
    assert_eq!(t.trash, ["caller"], "{:?}", t.hand);
    assert!(t.hand.contains(&"hd".to_string()));
}

#[test]
fn two_cards_summoned_by_one_effect_use_their_summon_effects_in_the_order_summoned() {
    // 20. Q3: after the summoning effect, the summoned cards' effects — in turn.
    let (app, _) = use_from_hand(&["caller2", "ms", "ms1"], vec![0]);
    let l = log(&app);
    let (first, second) = (
        l.find("A uses ms, as it is summoned"),
        l.find("A uses ms1, as it is summoned"),
    );
    assert!(first.is_some() && first < second, "{l}");
}

#[test]
fn an_effect_never_summons_into_the_zone_a_card_was_set_in() {
    // 7.: the card set face down takes its zone at the open (docs/RULES.md: an effect summons
    // into the lowest zone with neither a battle card nor a card set there).
    let mut app = sd_app(sd_catalog());
    let [a, b] = sides(&app);
    set_table(
        &mut app,
        a,
        bare(&["m0", "s0", "caller_s", "ms"], &["h0"; 4]),
    );
    set_table(&mut app, b, bare(&["r0", "s0"], &["h0"; 4]));
    play(&mut app);
    set_cards(&mut app, a, "m0", Some("s0"));
    set_cards(&mut app, b, "r0", Some("s0"));
    reveal(&mut app);
    answer(&mut app, a, Choice::Activate(vec![0]));
    reveal(&mut app);
    let t = table(&app, a);
    assert_eq!(t.zones[0].battler.as_deref(), Some("m0"), "the set card");
    assert_eq!(
        t.zones[1].battler.as_deref(),
        Some("ms"),
        "the summoned card"
    );
}
