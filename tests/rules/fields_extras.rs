//! Seed 000, 用語あれこれ (field cards) and <エクストラ・ルール> (persistent terrain, extra cards).

use crate::harness::*;
use vortex_tactics::rules::core::cards::field::FieldState;

#[test]
fn one_field_at_a_time_the_old_one_is_discarded_terrain_stays() {
    // <用語あれこれ> (フィールド): 場には1枚しか配置できず、古いフィールドカードは破棄される;
    // <エクストラ・ルール>, 定常地形: 新しい地形が配置されても破棄されない (placement order kept).
    let mut c = fixture(&[]);
    add(&mut c.fields, "t_a", "(name: \"Field A\", text: \"t\")");
    add(&mut c.fields, "t_b", "(name: \"Field B\", text: \"t\")");
    add(&mut c.fields, "t_rock", "(name: \"Rock\", text: \"t\")");
    add(
        &mut c.levels,
        "t_terrain",
        "(name: \"x\", seed: 1, persistent_terrain: [\"t_rock\"], teams: [(name: \"L\", members: [(card: \"alpha\")]), (name: \"R\", members: [(card: \"delta\")])])",
    );
    let mut app = battle(c, "t_terrain", 1);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, a, a, "SetField(\"t_a\")");
    hit(&mut app, d, d, "SetField(\"t_b\")");
    let state = app.world().resource::<FieldState>().clone();
    assert_eq!(state.current.as_ref().map(|f| &*f.id), Some("t_b"));
    let terrain: Vec<&str> = state.terrain.iter().map(|f| &*f.id).collect();
    assert_eq!(terrain, vec!["t_rock"]);
    assert_eq!(
        state.all_in_order().map(|f| &*f.id).collect::<Vec<_>>(),
        vec!["t_rock", "t_b"],
        "placement order"
    );
    assert!(log(&app).contains("field Field B is set; Field A is discarded"));
}

#[test]
fn a_field_modifies_only_the_fighters_it_affects() {
    // <用語あれこれ> (フィールド) and <付加要素（基礎修正と状態変化）に関するルール>, 基礎修正:
    // 「フィールドカード：地属性を持つ全てのキャラクターは…」 — only the fighters it affects.
    let mut c = fixture(&[]);
    add(
        &mut c.fields,
        "t_ash",
        "(name: \"Ash\", affects: Any([\"Fire\"]), modifiers: [DamageDealt(2)], text: \"t\")",
    );
    add(
        &mut c.characters,
        "t_fire",
        "(name: \"Pyro\", hp: 20, ap: 10, attributes: [\"Fire\"], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])",
    );
    let mut app = fixture_battle(c, &[("t_fire", "Front")], &[("delta", "Front")]);
    let (p, d) = (fighter(&mut app, "Pyro"), fighter(&mut app, "Delta"));
    hit(&mut app, p, p, "SetField(\"t_ash\")");
    hit(&mut app, p, d, "Damage(\"1\")");
    hit(&mut app, d, p, "Damage(\"1\")");
    assert_eq!((hp(&app, p), hp(&app, d)), (19, 17));
}

/// The fixtures plus an extra card `t_ward` (cancels a fire card on its owner), a fire card
/// `t_flame` (4 damage to one enemy), `t_pyro` (all flames; `pyro` written into its card, e.g.
/// its abilities) and `t_warded` (all waits; `warded` written into its card, e.g. its extras).
/// Answers the Duel's open question for the player.
fn answer_duel(
    app: &mut bevy::prelude::App,
    answer: vortex_tactics::rules::core::cards::ask::Choice,
) {
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::cards::ask::Decisions>()
        .answer_pending(answer)
        .expect("a legal answer");
}

fn fire_and_ward(hp: i32, pyro: &str, warded: &str) -> vortex_tactics::data::Catalog {
    let mut c = fixture(&[]);
    add(
        &mut c.extras,
        "t_ward",
        "(name: \"Ward\", when: TargetedBy(Any([\"Fire\"])), effect: CancelOnOwner, text: \"t\")",
    );
    add(
        &mut c.cards,
        "t_flame",
        "(name: \"Flame\", cost: 0, attributes: Any([\"Fire\"]), target: OneEnemy, effects: [Damage(\"4\")], text: \"t\")",
    );
    let flames = "[\"t_flame\", \"t_flame\", \"t_flame\", \"t_flame\", \"t_flame\", \"t_flame\"]";
    add(
        &mut c.characters,
        "t_pyro",
        &format!(
            "(name: \"Pyro\", hp: {hp}, ap: 10, attributes: [\"Fire\"], {pyro} deck: {flames})"
        ),
    );
    let waits = "[\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"]";
    add(
        &mut c.characters,
        "t_warded",
        &format!("(name: \"Warded\", hp: {hp}, ap: 10, {warded} deck: {waits})"),
    );
    c
}

#[test]
fn a_resist_extra_holders_cards_are_not_cancelled_by_extra_cards() {
    // <エクストラ・ルール> レジスト・エクストラ: 「このキャラクター、及び、このキャラクターが発生
    // させる効果は、エクストラカードによる影響を受けない。」 A Resist-Extra fire user's flames all
    // land on a warded foe, and the ward stays unused.
    let c = fire_and_ward(30, "abilities: [ResistExtra],", "extras: [\"t_ward\"],");
    let mut app = fixture_battle(c, &[("t_pyro", "Front")], &[("t_warded", "Front")]);
    let w = fighter(&mut app, "Warded");
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    assert_eq!(text.matches("reveals Ward").count(), 0, "{text}");
    // Whole rounds only: the last one may have stopped between a roll and its damage.
    let done = &text[..text.rfind("-- round").unwrap_or(text.len())];
    let flames = done.matches("Pyro rolls").count();
    let hits = done.matches("Pyro deals 4 damage to Warded").count();
    assert!(flames >= 2, "{text}");
    assert_eq!(hits, flames, "every flame lands: {text}");
    assert!(hp(&app, w) <= 30 - 4 * hits as i32, "{text}");
}

#[test]
fn an_extra_card_cancels_a_fire_card_aimed_at_its_owner_then_is_discarded() {
    // エクストラカード (火除けの護印 in the seed): the first fire card aimed at its owner has no
    // effect on the owner; the extra card is then gone.
    let c = fire_and_ward(30, "", "extras: [\"t_ward\"],");
    let mut app = fixture_battle(c, &[("t_pyro", "Front")], &[("t_warded", "Front")]);
    let w = fighter(&mut app, "Warded");
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    assert_eq!(text.matches("reveals Ward").count(), 1, "{text}");
    let flames_used = text.matches("rolls").filter(|_| true).count();
    assert!(flames_used >= 3);
    let hits = text.matches("deals 4 damage to Warded").count();
    assert_eq!(hp(&app, w), 30 - 4 * hits as i32);
    assert!(hits >= 1, "later flames land: {text}");
}

#[test]
fn a_player_chooses_whether_to_reveal_an_extra_card() {
    // <エクストラ・ルール> エクストラカード: when its condition is met its holder 「発動させてもよい」
    // (may use it). The player is asked: kept hidden, the flame lands and the card stays;
    // revealed, the flame has no effect on its owner and the card is discarded.
    use vortex_tactics::rules::core::cards::ask::{Choice, Decisions, MoveChoice, Request};
    let c = fire_and_ward(40, "", "extras: [\"t_ward\", \"t_ward\"],");
    let mut app = one_on_one_for_the_player(c, "t_warded", "t_pyro", 5);
    let w = fighter(&mut app, "Warded");
    let mut asked = 0;
    for _ in 0..300 {
        app.update();
        let answer = match app.world().resource::<Decisions>().pending() {
            Some((
                who,
                Request::Reveal {
                    owner, extra, card, ..
                },
            )) => {
                assert_eq!((who, owner), (w, w), "the holder is asked");
                assert_eq!((extra.as_str(), card.as_str()), ("Ward", "Flame"));
                asked += 1;
                // First kept hidden, then revealed.
                Choice::Reveal(asked == 2)
            }
            Some((_, Request::Move { .. })) => Choice::Move(MoveChoice::Hold),
            Some(other) => panic!("unexpected question {other:?}"),
            None => continue,
        };
        answer_duel(&mut app, answer);
        if asked == 2 {
            app.update();
            break;
        }
    }
    assert_eq!(asked, 2, "{}", log(&app));
    let text = log(&app);
    let landed = text
        .find("Pyro deals 4 damage to Warded")
        .expect("the kept-hidden flame lands");
    let revealed = text
        .find("Warded reveals Ward")
        .expect("the second flame is answered");
    assert!(landed < revealed, "{text}");
    assert_eq!(text.matches("reveals Ward").count(), 1, "{text}");
    let held = app
        .world()
        .get::<vortex_tactics::rules::core::cards::components::Extras>(w)
        .map_or(0, |x| x.0.len());
    assert_eq!(held, 1, "one ward used, one still held");
}

#[test]
fn an_extra_card_may_answer_its_own_teams_cards_and_plans_keep_it_hidden() {
    // <エクストラ・ルール>, エクストラカード (火除けの護印: 「自分が火属性のアクションカードの対象に
    // なった瞬間に発動させてもよい」 — the seed names no side): a teammate's fire card aimed at the
    // holder may be answered too, and its holder is asked (the question says it is an ally's);
    // plans keep the extra card face down against an ally's card, so the flame lands.
    let c = fire_and_ward(30, "", "extras: [\"t_ward\"],");
    let mut app = fixture_battle(
        c,
        &[("t_pyro", "Front"), ("t_warded", "Front")],
        &[("delta", "Front")],
    );
    let (p, w) = (fighter(&mut app, "Pyro"), fighter(&mut app, "Warded"));
    use vortex_tactics::rules::core::cards::ask::{Choice, Request, plans_choose};
    use vortex_tactics::rules::core::cards::extras::answering_extra;
    let flame = app
        .world()
        .resource::<vortex_tactics::data::Catalog>()
        .cards
        .get("t_flame")
        .cloned()
        .expect("the flame");
    assert!(
        answering_extra(app.world(), w, p, &flame).is_some(),
        "a teammate's flame may be answered"
    );
    let d = fighter(&mut app, "Delta");
    assert!(answering_extra(app.world(), w, d, &flame).is_some());
    let ask = |by_ally| Request::Reveal {
        owner: w,
        extra: "Ward".into(),
        card: "Flame".into(),
        by_ally,
    };
    assert_eq!(
        plans_choose(app.world_mut(), w, &ask(true)),
        Choice::Reveal(false),
        "plans keep the ward against an ally's card"
    );
    assert_eq!(
        plans_choose(app.world_mut(), w, &ask(false)),
        Choice::Reveal(true),
        "and reveal it against a foe's"
    );
}

#[test]
fn a_card_answered_by_every_target_still_has_its_effects_on_its_user() {
    // <エクストラ・ルール>, エクストラカード (「その…アクションカードの、自分を対象にした効果を、
    // 全て打ち消す」): only the effects on the extra card's owner are cancelled; the card's effect
    // on its user (here: the user recovers 3 HP) still happens when its one target cancels it.
    let mut c = fire_and_ward(30, "", "extras: [\"t_ward\"],");
    add(
        &mut c.cards,
        "t_flame",
        "(name: \"Flame\", cost: 0, attributes: Any([\"Fire\"]), target: OneEnemy, effects: [Damage(\"4\"), OnSelf(Heal(\"3\"))], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("t_pyro", "Front")], &[("t_warded", "Front")]);
    let (p, w) = (fighter(&mut app, "Pyro"), fighter(&mut app, "Warded"));
    play_until(&mut app, |t| t.contains("reveals Ward"));
    play_until(&mut app, |t| {
        let at = t.find("reveals Ward").unwrap_or(0);
        t[at..].contains("Pyro recovers 3 HP") || t[at..].contains("'s turn")
    });
    let text = log(&app);
    let at = text.find("reveals Ward").expect("revealed");
    let end = text[at..].find("'s turn").map_or(text.len(), |i| at + i);
    let turn = &text[at..end];
    assert!(turn.contains("Pyro recovers 3 HP -> HP 33"), "{turn}");
    assert!(
        !turn.contains("to Warded"),
        "nothing on the ward's owner: {turn}"
    );
    let _ = (p, w);
}

#[test]
fn a_fields_turn_start_effect_reaches_only_the_fighters_it_affects() {
    // <用語あれこれ> (フィールド: 場の全体に効果を及ぼす) and <エクストラ・ルール>: a field whose
    // `affects` names Fire fires its turn-start effect at a Fire fighter's turn start, never at
    // anyone else's.
    let mut c = fixture(&[]);
    add(
        &mut c.fields,
        "t_embers",
        "(name: \"Embers\", affects: Any([\"Fire\"]), turn_start: [ReduceHp(\"1\")], text: \"t\")",
    );
    add(
        &mut c.characters,
        "t_fire",
        "(name: \"Pyro\", hp: 20, ap: 10, attributes: [\"Fire\"], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])",
    );
    let mut app = fixture_battle(c, &[("t_fire", "Front")], &[("delta", "Front")]);
    let (p, d) = (fighter(&mut app, "Pyro"), fighter(&mut app, "Delta"));
    hit(&mut app, p, p, "SetField(\"t_embers\")");
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    assert!(text.contains("field Embers affects Pyro"), "{text}");
    assert!(!text.contains("field Embers affects Delta"), "{text}");
    assert!(hp(&app, p) < 20);
    assert_eq!(hp(&app, d), 20);
}

#[test]
fn a_revealed_extra_card_cancels_every_effect_of_the_card_on_its_owner_only() {
    // <エクストラ・ルール>, エクストラカード (火除けの護印: 「その火属性のアクションカードの、自分を
    // 対象にした効果を、全て打ち消す。」): a fire card hitting every enemy with damage and a
    // status change has no effect at all on the warded owner, and its full effect on the others.
    let mut c = fire_and_ward(30, "", "extras: [\"t_ward\"],");
    add(
        &mut c.cards,
        "t_flame",
        "(name: \"Flame\", cost: 0, attributes: Any([\"Fire\"]), target: AllEnemies, effects: [Damage(\"4\"), Status(Change(DamageTaken(2)))], text: \"t\")",
    );
    let mut app = fixture_battle(
        c,
        &[("t_pyro", "Front")],
        &[("t_warded", "Front"), ("delta", "Front")],
    );
    let (w, d) = (fighter(&mut app, "Warded"), fighter(&mut app, "Delta"));
    for _ in 0..10 {
        if log(&app).contains("reveals Ward") {
            break;
        }
        app.update();
    }
    let text = log(&app);
    let at = text.find("reveals Ward").expect("revealed");
    let start = text[..at].rfind("Pyro's turn").expect("Pyro's turn");
    let end = text[at..].find("'s turn").map_or(text.len(), |i| at + i);
    let turn = &text[start..end];
    assert!(turn.contains("deals 4 damage to Delta"), "{turn}");
    assert!(!turn.contains("damage to Warded"), "{turn}");
    let taken = |e| {
        vortex_tactics::rules::core::cards::additive::total(
            app.world(),
            e,
            vortex_tactics::data::Modifier::DamageTaken(0),
        )
    };
    // Later flames (the ward is gone) may have landed since; count them.
    let later = text[end..].matches("Pyro rolls").count() as i32;
    assert_eq!(taken(w), 2 * later, "{text}");
    assert!(taken(d) >= 2);
}

#[test]
fn a_character_may_leave_its_extra_cards_behind() {
    // <エクストラ・ルール>, エクストラカード (「…デッキとは別に所持して、バトルに臨んでもよい」):
    // the extra cards are the character's to take or not. Taken none, the warded character holds
    // no ward and the flame lands; it can take no more copies than its card lists.
    use vortex_tactics::rules::core::cards::components::Extras;
    let c = fire_and_ward(30, "", "extras: [\"t_ward\"],");
    let mut level = level(&[("t_pyro", "Front")], &[("t_warded", "Front")]);
    level = level.replace(
        "(card: \"t_warded\", line: Front)",
        "(card: \"t_warded\", line: Front, extras: [])",
    );
    let mut c2 = c.clone();
    add(&mut c2.levels, "t_left", &level);
    let mut app = battle(c2, "t_left", 7);
    let w = fighter(&mut app, "Warded");
    assert!(app.world().get::<Extras>(w).is_none_or(|x| x.0.is_empty()));
    play_until(&mut app, |t| t.contains("damage to Warded"));
    assert!(!log(&app).contains("reveals Ward"));
    let mut c3 = c;
    let two = level.replace("extras: []", "extras: [\"t_ward\", \"t_ward\"]");
    add(&mut c3.levels, "t_two", &two);
    let written = c3.levels.get("t_two").expect("level").clone();
    let bad = vortex_tactics::data::validate::check_prepared(&c3, &written);
    assert!(
        bad.iter()
            .any(|b| b.starts_with("extras: ") && b.contains("no more `t_ward`")),
        "{bad:?}"
    );
}

#[test]
fn a_fields_damage_is_dealt_by_no_fighter() {
    // 表記の解釈に関する事柄 (「ダメージを与える」: who deals it) and <用語あれこれ> フィールド: a
    // field's turn-start damage is not dealt by its victim — the victim's own "damage dealt +3"
    // never applies to it, and the log does not say the victim dealt it.
    let mut c = fixture(&[]);
    add(
        &mut c.fields,
        "t_scald",
        "(name: \"Scalding Vents\", affects: Any([\"Fire\"]), turn_start: [Damage(\"2\")], text: \"t\")",
    );
    add(
        &mut c.characters,
        "t_fire",
        "(name: \"Pyro\", hp: 20, ap: 10, attributes: [\"Fire\"], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])",
    );
    let mut app = fixture_battle(c, &[("t_fire", "Front")], &[("delta", "Front")]);
    let p = fighter(&mut app, "Pyro");
    hit(&mut app, p, p, "Status(Change(DamageDealt(3)))");
    hit(&mut app, p, p, "SetField(\"t_scald\")");
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    assert!(text.contains("field Scalding Vents affects Pyro"), "{text}");
    assert!(
        text.contains("Pyro takes 2 damage from field Scalding Vents (rolled 2) -> HP 18"),
        "2, not 2 + 3: {text}"
    );
    assert!(!text.contains("Pyro deals"), "{text}");
}

#[test]
fn the_player_is_asked_to_reveal_an_extra_card_against_an_allys_card() {
    // <エクストラ・ルール>, エクストラカード (「自分が火属性のアクションカードの対象になった瞬間に
    // 発動させてもよい」 — no side named): the player's own fire card aimed at the player's warded
    // character asks the player, the question saying it is an ally's card.
    use vortex_tactics::rules::core::cards::ask::{Choice, Decisions, MoveChoice, Request};
    let mut c = fire_and_ward(40, "", "extras: [\"t_ward\"],");
    add(
        &mut c.cards,
        "t_flare",
        "(name: \"Flare\", cost: 0, attributes: Any([\"Fire\"]), target: OneAny, effects: [Damage(\"1\")], text: \"t\")",
    );
    let flares = ["\"t_flare\""; 6].join(", ");
    add(
        &mut c.characters,
        "t_flarer",
        &format!("(name: \"Flarer\", hp: 40, ap: 10, attributes: [\"Fire\"], deck: [{flares}])"),
    );
    let mut app = player_battle(
        c,
        &[("t_flarer", "Front"), ("t_warded", "Front")],
        &[("delta", "Front")],
        5,
    );
    let w = fighter(&mut app, "Warded");
    let mut by_ally = None;
    for _ in 0..300 {
        app.update();
        let answer = match app.world().resource::<Decisions>().pending() {
            Some((_, Request::Target { candidates, .. })) if candidates.contains(&w) => {
                Choice::Target(w)
            }
            Some((_, Request::Target { candidates, .. })) => Choice::Target(candidates[0]),
            Some((
                who,
                Request::Reveal {
                    owner,
                    by_ally: ally,
                    ..
                },
            )) => {
                assert_eq!((who, owner), (w, w), "the holder is asked");
                by_ally = Some(ally);
                Choice::Reveal(false)
            }
            Some((_, Request::Move { .. })) => Choice::Move(MoveChoice::Hold),
            Some((_, Request::Line { options, .. })) => Choice::Line(options[0].0, options[0].1),
            Some(other) => panic!("unexpected question {other:?}"),
            None => continue,
        };
        answer_duel(&mut app, answer);
        if by_ally.is_some() {
            break;
        }
    }
    assert_eq!(
        by_ally,
        Some(true),
        "asked, as an ally's card: {}",
        log(&app)
    );
}
