//! The Duel's questions on the answer face (docs/ARCHITECTURE.md): each kind, its words, and
//! its options in a fixed order (docs/RULES.md, "Questions and their options").

use super::question::{Choice, MoveChoice, Request};
use crate::rules::core::answers::face::first_pick;
use crate::rules::core::answers::{Face, QuestionOption, fighter_option};
use crate::rules::core::fighter::{Hp, Position};
use crate::rules::core::log::name;
use bevy::prelude::*;

fn move_words(m: MoveChoice) -> &'static str {
    match m {
        MoveChoice::Advance => "forward one line",
        MoveChoice::Retreat => "back one line",
        MoveChoice::Hold => "stay",
    }
}

impl Face for Request {
    fn kind(&self) -> &'static str {
        match self {
            Request::Move { .. } => "move",
            Request::Target { .. } => "target",
            Request::Line { .. } => "line",
            Request::ServantLine { .. } => "servant_line",
            Request::Reveal { .. } => "reveal",
        }
    }

    fn words(&self, world: &World) -> String {
        match self {
            Request::Move { who, .. } => format!("Where does {} move?", name(world, *who)),
            Request::Target { label, .. } => format!("Whom does {label} target?"),
            Request::Line { label, .. } => format!("Which line does {label} aim at?"),
            Request::ServantLine { token, card, .. } => {
                format!("Which line does {token} enter on ({card})?")
            }
            Request::Reveal {
                owner,
                extra,
                card,
                by_ally,
            } => format!(
                "Reveal {}'s {extra} to answer {}{card}?",
                name(world, *owner),
                if *by_ally { "an ally's " } else { "" }
            ),
        }
    }

    /// Moves in the order offered (forward, back, stay); targets in initiative order, each
    /// with its line and HP; lines in the order offered; reveal first, then keep.
    fn options(&self, world: &World, _who: Entity) -> Vec<QuestionOption> {
        match self {
            Request::Move { options, .. } => options
                .iter()
                .map(|m| QuestionOption::words(move_words(*m)))
                .collect(),
            Request::Target { candidates, .. } => candidates
                .iter()
                .map(|e| {
                    let line = world.get::<Position>(*e).map_or("", |p| p.line.label());
                    let hp = world.get::<Hp>(*e).map_or(0, |h| h.current);
                    fighter_option(world, *e, &format!(" ({line}, HP {hp})"))
                })
                .collect(),
            Request::Line { options, .. } => {
                let teams = world.get_resource::<crate::rules::core::battle::Battle>();
                options
                    .iter()
                    .map(|(t, l)| {
                        let team = teams
                            .and_then(|b| b.teams.get(*t))
                            .map_or("?", |t| t.name.as_str());
                        QuestionOption::words(format!("{team}: {}", l.label()))
                    })
                    .collect()
            }
            Request::ServantLine { options, .. } => options
                .iter()
                .map(|l| QuestionOption::words(l.label()))
                .collect(),
            Request::Reveal { extra, .. } => vec![
                QuestionOption::words(format!("Reveal {extra}")),
                QuestionOption::words("Keep it face down"),
            ],
        }
    }

    fn choose(&self, _world: &World, picks: &[usize]) -> Option<Choice> {
        let i = *picks.first()?;
        match self {
            Request::Move { options, .. } => options.get(i).map(|m| Choice::Move(*m)),
            Request::Target { candidates, .. } => candidates.get(i).map(|e| Choice::Target(*e)),
            Request::Line { options, .. } => options.get(i).map(|(t, l)| Choice::Line(*t, *l)),
            Request::ServantLine { options, .. } => options.get(i).map(|l| Choice::Line(0, *l)),
            Request::Reveal { .. } => (i < 2).then_some(Choice::Reveal(i == 0)),
        }
    }

    fn picks(&self, world: &World, who: Entity, answer: &Choice) -> Option<Vec<usize>> {
        match (self, answer) {
            // The team of a servant's line is its summoner's, whatever the answer says.
            (Request::ServantLine { options, .. }, Choice::Line(_, l)) => {
                options.iter().position(|o| o == l).map(|i| vec![i])
            }
            _ => first_pick(self, world, who, answer),
        }
    }
}
