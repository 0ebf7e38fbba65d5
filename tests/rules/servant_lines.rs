//! Seed 000, <トークンの使役に関するルール>, 使役トークンのポジション: a servant's first line is
//! its summoner's choice within the placement rule (the player is asked; plans take the line the
//! card names), and docs/RULES.md's Decisions on two servants of one card and on a line kept
//! within the rule as the token enters.

use crate::harness::*;
use crate::tokens::{TM, with_tokens};
use bevy::prelude::*;
use vortex_tactics::data::Catalog;
use vortex_tactics::data::LineName;
use vortex_tactics::rules::core::cards::ask::{Choice, Decisions, MoveChoice, Request};
use vortex_tactics::rules::core::decisions::Autopilot;
use vortex_tactics::rules::core::fighter::Position;

/// Token fixtures plus a summoning card `t_call` ("Call": `effects` on its user) and "Master"
/// (id `t_master`), with token mastery, whose every face is that card.
fn with_call(effects: &str) -> Catalog {
    let mut c = with_tokens(fixture(&[]));
    add(
        &mut c.cards,
        "t_call",
        &format!("(name: \"Call\", cost: 0, effects: [{effects}], text: \"t\")"),
    );
    let calls = "[\"t_call\", \"t_call\", \"t_call\", \"t_call\", \"t_call\", \"t_call\"]";
    add(
        &mut c.characters,
        "t_master",
        &format!("(name: \"Master\", hp: 30, ap: 10, abilities: [{TM}], deck: {calls})"),
    );
    c
}

/// One servant-line question as the player sees it.
#[derive(Clone, Debug, PartialEq)]
struct Asked {
    /// Who is asked.
    who: Entity,
    /// The token's name.
    token: String,
    /// The summoning card's name.
    card: String,
    /// The lines offered.
    options: Vec<LineName>,
    /// The line the card names.
    named: LineName,
}

/// Plays as the player — holding on moves, the first target — answering each servant-line
/// question with `answer`, until `questions` of them were answered and the card resolved. Every
/// line not offered is refused first (not a line the placement rule refuses).
fn answer_lines(
    app: &mut App,
    questions: usize,
    mut answer: impl FnMut(&Asked) -> LineName,
) -> Vec<Asked> {
    let mut asked = Vec::new();
    for _ in 0..200 {
        app.update();
        if asked.len() == questions {
            return asked;
        }
        let choice = match app.world().resource::<Decisions>().pending() {
            Some((
                who,
                Request::ServantLine {
                    token,
                    card,
                    options,
                    named,
                },
            )) => {
                for line in LineName::ALL.into_iter().filter(|l| !options.contains(l)) {
                    let refused = app
                        .world_mut()
                        .resource_mut::<Decisions>()
                        .answer_pending(Choice::Line(0, line))
                        .is_err();
                    assert!(refused, "{line:?} is not offered, so it is refused");
                }
                let q = Asked {
                    who,
                    token,
                    card,
                    options,
                    named,
                };
                let line = answer(&q);
                asked.push(q);
                Choice::Line(0, line)
            }
            Some((_, Request::Move { .. })) => Choice::Move(MoveChoice::Hold),
            Some((_, Request::Target { candidates, .. })) => Choice::Target(candidates[0]),
            Some(other) => panic!("unexpected question {other:?}"),
            None => continue,
        };
        app.world_mut()
            .resource_mut::<Decisions>()
            .answer_pending(choice)
            .expect("a legal answer");
    }
    panic!(
        "{} of {questions} questions; log:\n{}",
        asked.len(),
        log(app)
    );
}

fn line_of(app: &mut App, name: &str) -> LineName {
    let e = fighter(app, name);
    app.world().get::<Position>(e).expect("placed").line
}

/// The log from the Imp's summoning on starts with it entering on `expected` line.
fn imp_enters_on(app: &App, expected: &str) -> bool {
    log_from(app, "summons Imp")
        .starts_with(&format!("summons Imp to the {expected} line as a servant"))
}

#[test]
fn the_player_chooses_a_servants_first_line_within_the_placement_rule() {
    // 使役トークンのポジション: the first line is decided as the token enters the servant frame,
    // freely by its summoner within the placement rule, moving no one else — a lone summoner on
    // the front line may put it on the front or middle line, not the back.
    let c = with_call("Summon(token: \"t_imp\", line: Front)");
    let mut app = one_on_one_for_the_player(c, "t_master", "delta", 4);
    let master = fighter(&mut app, "Master");
    let asked = answer_lines(&mut app, 1, |_| LineName::Middle);
    assert_eq!(
        asked,
        [Asked {
            who: master,
            token: "Imp".into(),
            card: "Call".into(),
            options: vec![LineName::Front, LineName::Middle],
            named: LineName::Front,
        }],
        "the summoner is asked, among the lines the rule allows"
    );
    assert_eq!(line_of(&mut app, "Imp"), LineName::Middle, "{}", log(&app));
    assert!(imp_enters_on(&app, "middle"), "{}", log(&app));
    assert_eq!(
        line_of(&mut app, "Master"),
        LineName::Front,
        "no one else moves"
    );
}

#[test]
fn plans_put_a_servant_on_the_line_the_card_names() {
    // 使役トークンのポジション: the summoner chooses within the placement rule; plans take the
    // line the card names (docs/RULES.md, Tokens). A lone master on the front line: `Rear` is the
    // middle line (the back line would leave the middle empty), `WithMaster` the front line.
    for (line, expected) in [
        ("Rear", "middle"),
        ("WithMaster", "front"),
        ("Front", "front"),
    ] {
        let c = with_call(&format!("Summon(token: \"t_imp\", line: {line})"));
        let mut app = fixture_battle(c, &[("t_master", "Front")], &[("delta", "Front")]);
        play_until(&mut app, |t| t.contains("summons Imp"));
        assert!(imp_enters_on(&app, expected), "{line}: {}", log(&app));
    }
}

#[test]
fn plans_answer_the_players_servant_line_question_on_autopilot() {
    // 使役トークンのポジション and docs/RULES.md, Plans (the player may hand their fighters to
    // plans): the question is asked, and plans answer it with the line the card names — `Rear`
    // for a lone master on the front line is the middle line.
    let c = with_call("Summon(token: \"t_imp\", line: Rear)");
    let mut app = one_on_one_for_the_player(c, "t_master", "delta", 4);
    app.world_mut().resource_mut::<Autopilot>().0 = true;
    play_until(&mut app, |t| t.contains("summons Imp"));
    assert!(imp_enters_on(&app, "middle"), "{}", log(&app));
}

#[test]
fn the_line_chosen_is_kept_within_the_rule_when_the_token_enters() {
    // 使役トークンのポジション + Decision (docs/RULES.md, Tokens): a line chosen earlier is kept
    // within the placement rule as the token enters — a lone master on the front line cannot put
    // a servant on the back line; it enters on the middle line.
    use vortex_tactics::data::effect::SummonLine;
    use vortex_tactics::rules::core::cards::tokens::{entry_line, entry_lines};
    let c = with_tokens(fixture(&[("alpha", TM)]));
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    let w = app.world_mut();
    assert_eq!(entry_lines(w, a), [LineName::Front, LineName::Middle]);
    assert_eq!(
        entry_line(w, a, SummonLine::Chosen(LineName::Back)),
        LineName::Middle
    );
    assert_eq!(entry_line(w, a, SummonLine::Rear), LineName::Middle);
    assert_eq!(entry_line(w, a, SummonLine::Front), LineName::Front);
}

#[test]
fn a_card_that_summons_two_servants_asks_both_lines_from_the_lines_open_as_it_is_played() {
    // 使役トークンのポジション + Decision (docs/RULES.md, Tokens): both lines are asked as the
    // card is played, from the lines open then — the Imp's middle line does not open the back
    // line to the Ogre.
    let c =
        with_call("Summon(token: \"t_imp\", line: Front), Summon(token: \"t_ogre\", line: Rear)");
    let mut app = one_on_one_for_the_player(c, "t_master", "delta", 4);
    let asked = answer_lines(&mut app, 2, |q| {
        if q.token == "Imp" {
            LineName::Middle
        } else {
            LineName::Front
        }
    });
    let seen: Vec<(&str, &[LineName], LineName)> = asked
        .iter()
        .map(|q| (q.token.as_str(), q.options.as_slice(), q.named))
        .collect();
    let both: &[LineName] = &[LineName::Front, LineName::Middle];
    assert_eq!(
        seen,
        [
            ("Imp", both, LineName::Front),
            ("Ogre", both, LineName::Middle)
        ]
    );
    assert_eq!(line_of(&mut app, "Imp"), LineName::Middle, "{}", log(&app));
    assert_eq!(line_of(&mut app, "Ogre"), LineName::Front);
    let text = log(&app);
    assert!(
        text.contains("summons Imp to the middle line as a servant")
            && text.contains("summons Ogre to the front line as a servant"),
        "{text}"
    );
}

#[test]
fn a_line_an_earlier_effect_of_the_card_closes_is_kept_within_the_rule() {
    // 使役トークンのポジション + Decision (docs/RULES.md, Tokens): the master on the middle line
    // behind Gamma may choose the back line as the card is played; the card first pulls the
    // master forward, emptying the middle line, so the Imp enters on the middle line instead.
    let c = with_call("PullForward(1), Summon(token: \"t_imp\", line: Front)");
    let mut app = player_battle(
        c,
        &[("gamma", "Front"), ("t_master", "Middle")],
        &[("delta", "Front")],
        4,
    );
    let asked = answer_lines(&mut app, 1, |_| LineName::Back);
    assert_eq!(
        asked[0].options,
        LineName::ALL,
        "every line is open at first"
    );
    assert_eq!(
        line_of(&mut app, "Master"),
        LineName::Front,
        "{}",
        log(&app)
    );
    assert_eq!(line_of(&mut app, "Imp"), LineName::Middle, "{}", log(&app));
    assert!(imp_enters_on(&app, "middle"), "{}", log(&app));
}

#[test]
fn plans_put_a_servant_beside_a_master_on_the_middle_line() {
    // 使役トークンのポジション: plans take the line the card names (docs/RULES.md, Tokens), within
    // the placement rule. The master stands on the middle line behind Gamma: `WithMaster` is the
    // middle line, `Rear` the back line, `Front` the front line.
    for (line, expected) in [
        ("WithMaster", "middle"),
        ("Rear", "back"),
        ("Front", "front"),
    ] {
        let c = with_call(&format!("Summon(token: \"t_imp\", line: {line})"));
        let mut app = fixture_battle(
            c,
            &[("gamma", "Front"), ("t_master", "Middle")],
            &[("delta", "Front")],
        );
        play_until(&mut app, |t| t.contains("summons Imp"));
        assert!(imp_enters_on(&app, expected), "{line}: {}", log(&app));
    }
}
