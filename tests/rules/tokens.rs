//! Seed 000, <トークンの使役に関するルール>: token mastery, the servant frame, discards, and
//! servants acting right after their master inside the master's turn.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::rules::core::fighter::{Fighter, FighterKind, Retired, ServantFrame};

const TM: &str =
    "TokenMastery((max_threat: 2, total_threat: 4, max_count: 3, races: Any([\"Monster\"])))";

fn with_tokens(mut c: Catalog) -> Catalog {
    let waits = "[\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"]";
    for (id, name, threat, race) in [
        ("t_imp", "Imp", 1, "Monster"),
        ("t_ogre", "Ogre", 2, "Monster"),
        ("t_brute", "Brute", 3, "Monster"),
        ("t_gear", "Gear", 1, "Machine"),
    ] {
        add(
            &mut c.tokens,
            id,
            &format!(
                "(name: \"{name}\", hp: 4, threat: {threat}, races: [\"{race}\"], actions: {waits})"
            ),
        );
    }
    c
}

fn frame_names(app: &mut App, master: Entity) -> Vec<String> {
    let frame = app
        .world()
        .get::<ServantFrame>(master)
        .expect("frame")
        .0
        .clone();
    frame
        .iter()
        .map(|e| app.world().get::<Fighter>(*e).expect("f").name.clone())
        .collect()
}

fn summon(app: &mut App, master: Entity, token: &str) {
    hit(app, master, master, &format!("Summon(token: \"{token}\")"));
}

#[test]
fn a_token_failing_the_mastery_is_discarded_before_it_enters() {
    // <トークンの使役に関するルール>, その他、細則, TMの条件を満たさないトークンを召喚してしまった
    // 場合: 召喚はされるが、(使役枠に入る前に)即座に破棄される (threat over 2, or not a Monster).
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    summon(&mut app, a, "t_brute");
    summon(&mut app, a, "t_gear");
    assert!(frame_names(&mut app, a).is_empty());
    let text = log(&app);
    assert!(
        text.contains("Brute is summoned but fails") && text.contains("Gear is summoned but fails"),
        "{text}"
    );
}

#[test]
fn the_oldest_servant_is_discarded_when_the_frame_overflows() {
    // TMの制限を超えてしまった場合: discard from the first of the frame until the new one fits.
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    for t in ["t_imp", "t_ogre", "t_imp"] {
        summon(&mut app, a, t);
    }
    assert_eq!(
        frame_names(&mut app, a),
        vec!["Imp", "Ogre", "Imp"],
        "3 servants, threat 4: at the limits, nothing goes"
    );
    summon(&mut app, a, "t_imp");
    assert_eq!(
        frame_names(&mut app, a),
        vec!["Ogre", "Imp", "Imp"],
        "count 4 > 3: the first Imp goes"
    );
    summon(&mut app, a, "t_ogre");
    assert_eq!(
        frame_names(&mut app, a),
        vec!["Imp", "Imp", "Ogre"],
        "count again: the oldest (Ogre) goes"
    );
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    for t in ["t_ogre", "t_ogre", "t_imp"] {
        summon(&mut app, a, t);
    }
    assert_eq!(
        frame_names(&mut app, a),
        vec!["Ogre", "Imp"],
        "threat 2+2+1 > 4: the first Ogre goes"
    );
}

#[test]
fn servants_are_discarded_when_their_master_retires() {
    // <トークンの使役に関するルール>, その他、細則, 使役者がリタイアした場合: その使役枠のトークン
    // 達は、全て破棄される.
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("beta", "Front")],
        &[("delta", "Front")],
    );
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    summon(&mut app, a, "t_imp");
    let imp = app.world().get::<ServantFrame>(a).expect("frame").0[0];
    hit(&mut app, d, a, "ReduceHp(\"20\")");
    assert!(app.world().get::<Retired>(imp).is_some());
    assert!(log(&app).contains("Imp is discarded because its master retired"));
}

#[test]
fn a_summoner_without_mastery_makes_an_independent_token() {
    // <トークンの使役に関するルール>, 概要, 補足ルール: トークン・マスタリーを持たないキャラクター
    // でも、独立トークンとして召喚することは可能である.
    let c = with_tokens(fixture(&[]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    summon(&mut app, a, "t_gear");
    let gear = fighter(&mut app, "Gear");
    assert_eq!(
        app.world().get::<Fighter>(gear).map(|f| f.kind),
        Some(FighterKind::IndependentToken)
    );
}

#[test]
fn a_token_that_lost_token_rolls_no_action_die() {
    // 処理の手順, トークンが「特殊能力：トークン」を失ったら: 「行動表を失った状態になる。自分の
    // ターンになっても行動決定ダイスを振らず、その次の処理に移る。」 The token keeps its HP and
    // place, and takes its turns without rolling.
    let c = with_tokens(fixture(&[]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    summon(&mut app, a, "t_gear");
    let gear = fighter(&mut app, "Gear");
    app.world_mut()
        .entity_mut(gear)
        .remove::<vortex_tactics::rules::duel::components::Deck>();
    for _ in 0..10 {
        app.update();
    }
    let text = log(&app);
    assert!(
        text.contains("Gear's turn"),
        "the token still takes turns: {text}"
    );
    assert!(
        text.contains("Gear has no action table: no action die"),
        "{text}"
    );
    assert!(!text.contains("Gear rolls"), "no action die: {text}");
}

#[test]
fn servants_act_right_after_their_master_in_summon_order_inside_its_turn() {
    // 全体の流れ: summon → master's action ends → servants act in frame order → turn ends.
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.cards,
        "t_call",
        "(name: \"Call\", cost: 0, effects: [Summon(token: \"t_imp\")], text: \"t\")",
    );
    let calls = "[\"t_call\", \"t_call\", \"t_call\", \"t_call\", \"t_call\", \"t_call\"]";
    add(
        &mut c.characters,
        "t_master",
        &format!("(name: \"Master\", hp: 30, ap: 10, abilities: [{TM}], deck: {calls})"),
    );
    let mut app = fixture_battle(c, &[("t_master", "Front")], &[("delta", "Front")]);
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    let lines: Vec<&str> = text.lines().collect();
    let second_turn = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.contains("Master's turn"))
        .nth(1)
        .map(|(i, _)| i)
        .expect("two turns");
    let rest: Vec<&str> = lines[second_turn..]
        .iter()
        .take_while(|l| !l.contains("Delta's turn") && !l.contains("-- round"))
        .copied()
        .collect();
    let summon_at = rest
        .iter()
        .position(|l| l.contains("summons Imp"))
        .expect("summons");
    let acts: Vec<usize> = rest
        .iter()
        .enumerate()
        .filter(|(_, l)| l.contains("servant Imp acts"))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(
        acts.len(),
        2,
        "both servants act in the master's turn, the new one too:\n{}",
        rest.join("\n")
    );
    assert!(acts.iter().all(|i| *i > summon_at));
}

#[test]
fn the_player_chooses_a_servants_first_line_within_the_placement_rule() {
    // 使役トークンのポジション: the first line is decided as the token enters the servant frame,
    // freely by its summoner within the placement rule, moving no one else — a lone summoner on
    // the front line may put it on the front or middle line, not the back. Plans take the line
    // the card names (docs/RULES.md).
    use vortex_tactics::data::LineName;
    use vortex_tactics::rules::core::fighter::Position;
    use vortex_tactics::rules::duel::ask::{Choice, Decisions, MoveChoice, Request};
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.cards,
        "t_call",
        "(name: \"Call\", cost: 0, effects: [Summon(token: \"t_imp\", line: Front)], text: \"t\")",
    );
    let calls = "[\"t_call\", \"t_call\", \"t_call\", \"t_call\", \"t_call\", \"t_call\"]";
    add(
        &mut c.characters,
        "t_master",
        &format!("(name: \"Master\", hp: 30, ap: 10, abilities: [{TM}], deck: {calls})"),
    );
    let mut app = one_on_one_for_the_player(c, "t_master", "delta", 4);
    let master = fighter(&mut app, "Master");
    let mut asked = false;
    for _ in 0..200 {
        app.update();
        let answer = match app.world().resource::<Decisions>().pending() {
            Some((
                who,
                Request::ServantLine {
                    token,
                    card,
                    options,
                    named,
                },
            )) => {
                assert_eq!(who, master, "the summoner is asked");
                assert_eq!((token.as_str(), card.as_str()), ("Imp", "Call"));
                assert_eq!(options, [LineName::Front, LineName::Middle]);
                assert_eq!(named, LineName::Front);
                // Not a line the placement rule refuses.
                assert!(
                    app.world_mut()
                        .resource_mut::<Decisions>()
                        .answer_pending(Choice::Line(0, LineName::Back))
                        .is_err()
                );
                asked = true;
                Choice::Line(0, LineName::Middle)
            }
            Some((_, Request::Move { .. })) => Choice::Move(MoveChoice::Hold),
            Some((_, Request::Target { candidates, .. })) => Choice::Target(candidates[0]),
            Some(other) => panic!("unexpected question {other:?}"),
            None => continue,
        };
        app.world_mut()
            .resource_mut::<Decisions>()
            .answer_pending(answer)
            .expect("a legal answer");
        if asked {
            app.update();
            break;
        }
    }
    assert!(asked, "{}", log(&app));
    let imp = fighter(&mut app, "Imp");
    let line = app.world().get::<Position>(imp).expect("placed").line;
    assert_eq!(line, LineName::Middle, "{}", log(&app));
    assert!(log(&app).contains("summons Imp to the middle line as a servant"));
    let master_line = app.world().get::<Position>(master).expect("placed").line;
    assert_eq!(master_line, LineName::Front, "no one else moves");
}

#[test]
fn a_token_that_loses_its_abilities_loses_its_action_table() {
    // 処理の手順, トークンが「特殊能力：トークン」を失ったら: 行動表を失った状態になる — losing its
    // special abilities (the "Token" one with them) it keeps its HP and place but rolls no die.
    use vortex_tactics::rules::duel::components::Deck;
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.levels,
        "t_lone_imp",
        "(name: \"i\", seed: 2, teams: [(name: \"A\", members: [(card: \"t_imp\", line: Front)]), (name: \"B\", members: [(card: \"delta\", line: Front)])])",
    );
    let mut app = battle(c, "t_lone_imp", 2);
    let (imp, d) = (fighter(&mut app, "Imp"), fighter(&mut app, "Delta"));
    assert!(app.world().get::<Deck>(imp).is_some());
    hit(&mut app, d, imp, "LoseAbilities");
    assert!(app.world().get::<Deck>(imp).is_none(), "{}", log(&app));
    assert!(log(&app).contains("Imp loses its action table"));
    for _ in 0..3 {
        app.update();
    }
    assert!(
        !log(&app).contains("Imp rolls"),
        "no action die: {}",
        log(&app)
    );
}
