//! Seed 000, <トークンの使役に関するルール>: token mastery, the servant frame, discards, and
//! servants acting right after their master inside the master's turn.

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::data::Modifier;
use vortex_tactics::rules::core::fighter::{Fighter, FighterKind, Retired, ServantFrame, Statuses};

pub(crate) const TM: &str =
    "TokenMastery((max_threat: 2, total_threat: 4, max_count: 3, races: Any([\"Monster\"])))";

pub(crate) fn with_tokens(mut c: Catalog) -> Catalog {
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
fn a_summoned_token_gets_its_base_modifier_at_once_and_nobody_elses_changes() {
    // 付加要素に関するルール, 基礎修正の統合方法: a token's passive abilities and the field out
    // merge into its one base modifier the moment it enters; the others' stay as they were.
    let mut c = with_tokens(fixture(&[("alpha", "Passive(DamageDealt(1))")]));
    add(
        &mut c.tokens,
        "t_shell",
        "(name: \"Shell\", hp: 4, threat: 1, races: [\"Monster\"], abilities: [Passive(DamageTaken(-1))], actions: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])",
    );
    add(
        &mut c.fields,
        "t_field",
        "(name: \"Field\", affects: Neutral, modifiers: [DamageTaken(-1)], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, d, "SetField(\"t_field\")");
    let base = |app: &App, e: Entity| {
        app.world()
            .get::<Statuses>(e)
            .expect("statuses")
            .base
            .0
            .clone()
    };
    let before = (base(&app, a), base(&app, d));
    assert_eq!(
        before.0,
        vec![Modifier::DamageDealt(1), Modifier::DamageTaken(-1)]
    );
    summon(&mut app, a, "t_shell");
    let shell = fighter(&mut app, "Shell");
    assert_eq!(base(&app, shell), vec![Modifier::DamageTaken(-2)]);
    assert_eq!((base(&app, a), base(&app, d)), before);
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
        .remove::<vortex_tactics::rules::core::cards::components::Deck>();
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
fn a_token_that_loses_its_abilities_loses_its_action_table() {
    // 処理の手順, トークンが「特殊能力：トークン」を失ったら: 行動表を失った状態になる — losing its
    // special abilities (the "Token" one with them) it keeps its HP and place but rolls no die.
    use vortex_tactics::rules::core::cards::components::Deck;
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

/// The master's next turn from now on, as log text (from "Alpha's turn" to the next turn or
/// round).
fn next_master_turn(app: &mut App) -> String {
    let before = log(app).matches("Alpha's turn").count();
    let turn = |t: &str| -> Option<String> {
        let start = t.match_indices("Alpha's turn").nth(before)?.0;
        let head = start + "Alpha's turn".len();
        let end = [t[head..].find("'s turn"), t[head..].find("-- round")]
            .into_iter()
            .flatten()
            .min()?;
        Some(t[start..head + end].to_string())
    };
    play_until(app, |t| turn(t).is_some());
    turn(&log(app)).expect("the turn")
}

#[test]
fn servants_still_act_when_their_masters_turn_is_lost() {
    // <トークンの使役に関するルール>, 全体の流れ (servants act after the master's action) and
    // Decision (docs/RULES.md, Tokens): a master whose turn is lost to "1 turn unable to act"
    // has no action, but its servants still act inside that turn.
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    summon(&mut app, a, "t_imp");
    hit(&mut app, d, a, "Status(Change(SkipTurns(1)))");
    let turn = next_master_turn(&mut app);
    let lost = turn
        .find("Alpha is unable to act this turn")
        .unwrap_or_else(|| panic!("the turn is lost:\n{turn}"));
    assert!(
        turn[lost..].contains("servant Imp acts"),
        "the servant acts in the lost turn:\n{turn}"
    );
    assert!(!turn.contains("Alpha rolls"), "{turn}");
}

#[test]
fn a_servants_action_is_a_full_small_turn_in_frame_order() {
    // <トークンの使役に関するルール>, 全体の流れ: servants act in frame order (oldest first) after
    // the master's action. Decision (docs/RULES.md, Tokens): a servant's action is a full small
    // turn — its turn-start effects, its move, its action die, its turn-end effects.
    let c = with_turn_marks(with_tokens(fixture(&[("alpha", TM)])));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    summon(&mut app, a, "t_imp");
    summon(&mut app, a, "t_ogre");
    let imp = fighter(&mut app, "Imp");
    hit(&mut app, a, imp, "Status(Named(\"t_dawn\"))");
    hit(&mut app, a, imp, "Status(Named(\"t_dusk\"))");
    let turn = next_master_turn(&mut app);
    let at = |needle: &str| {
        turn.find(needle)
            .unwrap_or_else(|| panic!("`{needle}` not in the turn:\n{turn}"))
    };
    let order = [
        at("Alpha rolls"),
        at("servant Imp acts"),
        at("Imp's Dawnlight takes effect"),
        at("Imp rolls"),
        at("Imp's Duskfall takes effect"),
        at("servant Ogre acts"),
        at("Ogre rolls"),
    ];
    assert!(
        order.windows(2).all(|p| p[0] < p[1]),
        "order {order:?} in\n{turn}"
    );
}

#[test]
fn servants_come_right_after_their_master_among_simultaneous_effects() {
    // 処理の手順・方法に関する事柄, 複数の効果が同タイミングで発動する場合の発動順: fighter by
    // fighter in initiative order, a servant right after its master (docs/RULES.md) — before a
    // fighter who acts after the master.
    use vortex_tactics::rules::core::fighter::InitiativeRank;
    let mut c = with_tokens(fixture(&[("alpha", TM)]));
    for (id, name) in [
        ("t_sa", "Sting A"),
        ("t_si", "Sting I"),
        ("t_sg", "Sting G"),
    ] {
        add(
            &mut c.statuses,
            id,
            &format!(
                "(name: \"{name}\", influence: 1, trigger: Damaged, effects: [Heal(\"0\")], text: \"t\")"
            ),
        );
    }
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("gamma", "Front")],
        &[("delta", "Front")],
    );
    let [a, g, d] = ["Alpha", "Gamma", "Delta"].map(|n| fighter(&mut app, n));
    summon(&mut app, a, "t_imp");
    let imp = fighter(&mut app, "Imp");
    for (e, rank) in [(a, 0), (g, 1), (d, 2)] {
        app.world_mut().entity_mut(e).insert(InitiativeRank(rank));
    }
    for (e, id) in [(a, "t_sa"), (imp, "t_si"), (g, "t_sg")] {
        hit(&mut app, d, e, &format!("Status(Named(\"{id}\"))"));
    }
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::BattleLog>()
        .events
        .clear();
    // Listed Gamma, Imp, Alpha: the order of the targets does not decide.
    hit_all(&mut app, d, &[g, imp, a], &["Damage(\"0\")"]);
    let text = log(&app);
    let at = |n: &str| {
        text.find(n)
            .unwrap_or_else(|| panic!("`{n}` not in\n{text}"))
    };
    let order = [
        at("Sting A takes"),
        at("Sting I takes"),
        at("Sting G takes"),
    ];
    assert!(
        order.windows(2).all(|p| p[0] < p[1]),
        "order {order:?} in\n{text}"
    );
}

#[test]
fn a_servant_summoned_by_a_trigger_enters_on_the_line_its_master_chooses() {
    // 使役トークンのポジション (「最初のポジションは使役枠に入る時に決定され、…召喚者が自由に
    // 決めてよい」): also for a servant summoned by a triggered ability, its master's player is
    // asked for its first line among the lines the placement rule allows (plans take the line
    // the ability names); an independent token enters on the line its card names.
    use vortex_tactics::data::LineName;
    use vortex_tactics::rules::core::cards::ask::{Decisions, Request};
    use vortex_tactics::rules::core::fighter::Position;
    let call = "Triggered(name: \"Call Imp\", when: Damaged, target: Myself, effects: [Summon(token: \"t_imp\", line: Rear)])";
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.characters,
        "t_master",
        &format!(
            "(name: \"Master\", hp: 30, ap: 10, abilities: [{TM}, {call}], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])"
        ),
    );
    let mut app = one_on_one_for_the_player(c, "t_master", "delta", 4);
    let (m, d) = (fighter(&mut app, "Master"), fighter(&mut app, "Delta"));
    hit(&mut app, d, m, "Damage(\"1\")");
    let pending = app.world().resource::<Decisions>().pending();
    let Some((who, Request::ServantLine { options, named, .. })) = pending else {
        panic!("the player is asked for the Imp's line: {pending:?}");
    };
    assert_eq!(who, m);
    assert_eq!(options, [LineName::Front, LineName::Middle]);
    assert_eq!(named, LineName::Middle, "Rear, kept within the rule");
    assert_eq!(
        imp_enters_on(&mut app, LineName::Front),
        LineName::Front,
        "the line chosen, not the one named"
    );
    // An independent token (no mastery) enters on the line its card names.
    let gear_call = "Summon(token: \"t_gear\", line: Rear)";
    hit(&mut app, d, d, gear_call);
    assert!(app.world().resource::<Decisions>().pending().is_none());
    let gear = fighter(&mut app, "Gear");
    assert_eq!(
        app.world().get::<Position>(gear).expect("place").line,
        LineName::Middle
    );
}

#[test]
fn an_independent_token_joins_the_order_right_after_its_summoner_and_acts_this_round() {
    // <トークンの使役に関するルール> (a summoner without token mastery makes an independent token)
    // and Decision (docs/RULES.md, Tokens): it joins the initiative order right after its
    // summoner and takes its turn in the round it was summoned.
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.cards,
        "t_build",
        "(name: \"Build\", cost: 0, effects: [Summon(token: \"t_gear\")], text: \"t\")",
    );
    let builds = "[\"t_build\", \"t_build\", \"t_build\", \"t_build\", \"t_build\", \"t_build\"]";
    add(
        &mut c.characters,
        "t_maker",
        &format!(
            "(name: \"Alpha\", hp: 30, ap: 10, abilities: [Passive(InitiativeDie(6))], deck: {builds})"
        ),
    );
    let mut app = fixture_battle(
        c,
        &[("t_maker", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    play_until(&mut app, |t| {
        t.contains("summons Gear") && t.contains("Gear's turn")
    });
    let text = log(&app);
    let summoned = text.find("summons Gear").expect("summoned");
    let round = text[..summoned]
        .rfind("[round ")
        .map(|i| text[i..].split(']').next().expect("round").to_string())
        .expect("a round");
    // The first turn after the summon is the Gear's, in the same round: it comes right after
    // Alpha, before Delta, who acts after Alpha in the initiative order.
    let next_turn = text[summoned..]
        .lines()
        .find(|l| l.contains("'s turn"))
        .expect("a turn after the summon");
    assert_eq!(next_turn, format!("{round}] Gear's turn"), "{text}");
    let initiative = text
        .lines()
        .find(|l| l.starts_with("initiative:"))
        .expect("order");
    assert!(
        initiative.find("Alpha") < initiative.find("Delta"),
        "the fixture needs Delta after Alpha: {initiative}"
    );
}

#[test]
fn servants_roll_no_initiative_of_their_own() {
    // <トークンの使役に関するルール>, 使役者の行動順が変更された場合: 使役枠は行動順を持たない
    // (the frame has no place of its own in the order; it moves with its master) — an
    // initiative rolled again names the master and the foe, not the Imp serving the master.
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    summon(&mut app, a, "t_imp");
    assert_eq!(frame_names(&mut app, a), ["Imp"]);
    hit(&mut app, a, a, "RerollInitiative");
    let line = log_from(&app, "initiative is rolled again")
        .lines()
        .find(|l| l.contains("initiative:"))
        .expect("the initiative rolled again")
        .to_string();
    assert!(
        line.contains("Alpha (") && line.contains("Delta (") && !line.contains("Imp"),
        "{line}"
    );
    app.update();
    assert!(
        log_from(&app, "initiative is rolled again").contains("servant Imp acts"),
        "the Imp still acts:\n{}",
        log(&app)
    );
}

#[test]
fn a_servant_discarded_to_make_room_lets_the_lines_behind_move_up_at_once() {
    // <ポジション（前衛・中衛・後衛）に関するルール>, ポジション決定に関するルール: バトル中、ある
    // ラインからキャラクターがいなくなった場合 … 後ろのラインのキャラクター全員が、前のラインへと
    // 繰り上がる。この処理は、即座かつ自動的に行われる — also when the line empties because a
    // servant is discarded to make room in its master's frame (TMの制限を超えてしまった場合).
    use vortex_tactics::data::LineName;
    use vortex_tactics::rules::core::fighter::Position;
    let one =
        "TokenMastery((max_threat: 2, total_threat: 4, max_count: 1, races: Any([\"Monster\"])))";
    let c = with_tokens(fixture(&[("alpha", one)]));
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("beta", "Middle")],
        &[("delta", "Front")],
    );
    let (a, b) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Beta"));
    hit(&mut app, a, a, "Summon(token: \"t_imp\", line: Rear)");
    let imp = app.world().get::<ServantFrame>(a).expect("frame").0[0];
    hit(&mut app, a, imp, "PullForward(1)");
    hit(&mut app, a, b, "KnockBack(1)");
    let line = |app: &App, e| app.world().get::<Position>(e).map(|p| p.line);
    assert_eq!(
        [line(&app, a), line(&app, imp), line(&app, b)],
        [
            Some(LineName::Front),
            Some(LineName::Middle),
            Some(LineName::Back)
        ],
        "the Imp alone on the middle line, Beta behind it"
    );
    hit(&mut app, a, a, "Summon(token: \"t_imp\", line: Rear)");
    assert!(
        app.world().get::<Retired>(imp).is_some(),
        "the first Imp made room"
    );
    assert_eq!(
        line(&app, b),
        Some(LineName::Middle),
        "the middle line emptied: Beta moved up at once"
    );
    let second = app.world().get::<ServantFrame>(a).expect("frame").0[0];
    assert_eq!(
        line(&app, second),
        Some(LineName::Back),
        "the new servant's line is chosen after the lines settled"
    );
}

#[test]
fn a_servant_summoned_by_a_card_aimed_at_another_enters_on_the_line_its_master_chooses() {
    // 使役トークンのポジション (「…召喚者が自由に決めてよい」): a master's card aimed at a foe that
    // also summons a servant asks the master's player for its first line, as a summon aimed at
    // the master does.
    use vortex_tactics::data::LineName;
    use vortex_tactics::rules::core::cards::ask::{Decisions, Request};
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.characters,
        "t_master",
        &format!(
            "(name: \"Master\", hp: 30, ap: 10, abilities: [{TM}], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])"
        ),
    );
    let mut app = one_on_one_for_the_player(c, "t_master", "delta", 4);
    let (m, d) = (fighter(&mut app, "Master"), fighter(&mut app, "Delta"));
    hit(
        &mut app,
        m,
        d,
        "OnSelf(Summon(token: \"t_imp\", line: Rear))",
    );
    let pending = app.world().resource::<Decisions>().pending();
    let Some((who, Request::ServantLine { options, .. })) = pending else {
        panic!("the player is asked for the Imp's line: {pending:?}");
    };
    assert_eq!(who, m, "the master's player, not the target's");
    assert!(options.contains(&LineName::Front), "{options:?}");
    assert_eq!(imp_enters_on(&mut app, LineName::Front), LineName::Front);
}

/// Answers the servant-line question with `line`, resolves the chain, and gives the line the
/// Imp stands on.
fn imp_enters_on(
    app: &mut App,
    line: vortex_tactics::data::LineName,
) -> vortex_tactics::data::LineName {
    use vortex_tactics::rules::core::cards::ask::{Choice, Decisions};
    use vortex_tactics::rules::core::cards::chain::stack as chain;
    use vortex_tactics::rules::core::fighter::Position;
    use vortex_tactics::rules::duel::with_duel;
    app.world_mut()
        .resource_mut::<Decisions>()
        .answer_pending(Choice::Line(0, line))
        .expect("a legal answer");
    with_duel(app.world_mut(), |w| {
        chain::resolve(w);
    });
    let imp = fighter(app, "Imp");
    app.world().get::<Position>(imp).expect("place").line
}
