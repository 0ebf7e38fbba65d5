//! The Skirmish's questions on the answer face (docs/ARCHITECTURE.md): each kind, its words,
//! and its options in a fixed order (docs/RULES.md, "Questions and their options"). An attack
//! is listed once for each card its hit check may use.

use super::actions::TacticalAction;
use super::ask::{Choice, Request};
use super::attack::Source;
use super::cards::{self, Holder};
use super::check::CardPick;
use super::defence::Defence;
use super::state::Sheet;
use crate::rules::core::answers::{Face, QuestionOption, fighter_option};
use crate::rules::core::log::name;
use bevy::prelude::*;

/// The cards an attack's hit check may use, in order: the usual card, the hand's cards in
/// hand order, the deck's top card, then each helper's cards (helpers in entry order).
fn attack_cards(world: &World, me: Entity) -> Vec<CardPick> {
    let mut out = vec![CardPick::Auto];
    let hand = cards::hand(world, cards::holder_of(world, me));
    out.extend((0..hand.len()).map(|i| CardPick::Hand(i as u8)));
    out.push(CardPick::Open);
    for ally in super::cooperate::offered(world, me, &[]) {
        let n = cards::hand(world, cards::holder_of(world, ally)).len();
        out.extend((0..n).map(|card| CardPick::Ally {
            ally,
            card: card as u8,
        }));
    }
    out
}

/// Each offered action, an attack once per card.
fn expanded(world: &World, who: Entity, options: &[TacticalAction]) -> Vec<TacticalAction> {
    let mut out = Vec::with_capacity(options.len());
    let picks = attack_cards(world, who);
    for o in options {
        match *o {
            TacticalAction::Attack { source, target, .. } => {
                out.extend(picks.iter().map(|card| TacticalAction::Attack {
                    source,
                    target,
                    card: *card,
                }));
            }
            other => out.push(other),
        }
    }
    out
}

fn card_words(world: &World, me: Entity, pick: CardPick) -> String {
    let label = |h: Holder, i: u8| {
        cards::hand(world, h)
            .get(usize::from(i))
            .map_or_else(|| "?".to_string(), |c| c.label())
    };
    match pick {
        CardPick::Auto => "the usual card".into(),
        CardPick::Hand(i) => label(cards::holder_of(world, me), i),
        CardPick::Open => "the deck's top card".into(),
        CardPick::Ally { ally, card } => format!(
            "{}'s {} (AC 2 for them)",
            name(world, ally),
            label(cards::holder_of(world, ally), card)
        ),
        CardPick::Take { ally, card } => format!(
            "{}'s {} handed over to keep (AC 2 for them)",
            name(world, ally),
            label(cards::holder_of(world, ally), card)
        ),
    }
}

fn source_words(world: &World, me: Entity, source: Source) -> String {
    let Some(sheet) = world.get::<Sheet>(me) else {
        return "?".into();
    };
    let weapon = |i: u8| {
        sheet
            .0
            .weapons
            .get(usize::from(i))
            .map_or("bare hands", |w| w.name.as_str())
    };
    let technique = |i: u8| {
        sheet
            .0
            .techniques
            .get(usize::from(i))
            .map_or("?", |t| t.name.as_str())
    };
    match source {
        Source::Weapon(i) => weapon(i).to_string(),
        Source::Technique(t) => technique(t).to_string(),
        Source::TechniqueWith(t, w) => format!("{} with {}", technique(t), weapon(w)),
    }
}

/// An action in words.
pub fn action_words(world: &World, me: Entity, action: &TacticalAction) -> QuestionOption {
    let with = |main: bool| if main { "main" } else { "aux" };
    let words = match *action {
        TacticalAction::Move { to, main } => {
            format!("Move to ({}, {}) ({})", to.x, to.y, with(main))
        }
        TacticalAction::MoveAround { to, main } => format!(
            "Move to ({}, {}) round the drops ({})",
            to.x,
            to.y,
            with(main)
        ),
        TacticalAction::Attack {
            source,
            target,
            card,
        } => {
            let what = format!(
                " with {}, playing {}",
                source_words(world, me, source),
                card_words(world, me, card)
            );
            return fighter_option(world, target, &what).prefixed("Attack ");
        }
        TacticalAction::Mend { technique, target } => {
            let t = Source::Technique(technique);
            let what = format!(" with {}", source_words(world, me, t));
            return fighter_option(world, target, &what).prefixed("Heal ");
        }
        TacticalAction::Dash {
            technique,
            to,
            falls,
        } => format!(
            "Move to ({}, {}) with {}{}",
            to.x,
            to.y,
            source_words(world, me, Source::Technique(technique)),
            if falls {
                ", making the fall checks"
            } else {
                ""
            }
        ),
        TacticalAction::Recover(r) => format!("Shake off {r:?}"),
        TacticalAction::Release(b) => format!("End {b:?}"),
        TacticalAction::Ground(true) => "Take the terrain's effects".into(),
        TacticalAction::Ground(false) => "Rise above the terrain".into(),
        TacticalAction::Give { to, .. } => {
            let text = super::actions::label(world, me, action).unwrap_or_default();
            return QuestionOption {
                words: text,
                fighter: fighter_option(world, to, "").fighter,
            };
        }
        TacticalAction::Wait => "Wait (AC 1)".into(),
        TacticalAction::EndTurn => "End the turn".into(),
        TacticalAction::TakeBack => "Take the move back".into(),
        _ => super::actions::label(world, me, action).unwrap_or_else(|| format!("{action:?}")),
    };
    QuestionOption::words(words)
}

impl Face for Request {
    fn kind(&self) -> &'static str {
        match self {
            Request::Defend { .. } => "defend",
            Request::Protect { .. } => "protect",
            Request::Fall { .. } => "fall",
            Request::Tactical { .. } => "action",
            Request::Endure { .. } => "endure",
            Request::Order { .. } => "order",
            Request::Discard { .. } => "discard",
            Request::Prepare { .. } => "prepare",
        }
    }

    fn words(&self, world: &World) -> String {
        match self {
            Request::Defend { who, label, .. } => format!("{}: {label}", name(world, *who)),
            Request::Protect {
                who, target, label, ..
            } => format!(
                "Does {} protect {} (AC 4)? {label}",
                name(world, *who),
                name(world, *target)
            ),
            Request::Fall { who, label, .. } => {
                format!("{} falls: {label}. Which card?", name(world, *who))
            }
            Request::Tactical { who, .. } => format!("What does {} do?", name(world, *who)),
            Request::Endure { who, uses } => {
                format!("{} faints. Endure ({uses} left)?", name(world, *who))
            }
            Request::Order { .. } => "Tied on AC: who takes the turn first?".into(),
            Request::Discard { who, over, .. } => format!(
                "{}'s hand is over the limit: discard a card ({over} to go)",
                name(world, *who)
            ),
            Request::Prepare { who, technique, mp } => format!(
                "Preparation: does {} use {technique} (MP {mp})?",
                name(world, *who)
            ),
        }
    }

    /// Answers to a hit and fall cards as offered, then the usual choice; actions as offered,
    /// an attack once per card (see `attack_cards`); protect and endure: yes, then no; the tied
    /// in the order given; the hand in hand order.
    fn options(&self, world: &World, _who: Entity) -> Vec<QuestionOption> {
        match self {
            Request::Defend { options, .. } => options
                .iter()
                .map(|(_, l)| QuestionOption::words(l.clone()))
                .chain([QuestionOption::words("The usual answer")])
                .collect(),
            Request::Fall { options, .. } => options
                .iter()
                .map(|(_, l)| QuestionOption::words(l.clone()))
                .chain([QuestionOption::words("The usual card")])
                .collect(),
            Request::Protect { target, .. } => vec![
                fighter_option(world, *target, " (AC 4)").prefixed("Protect "),
                QuestionOption::words("Do not protect"),
            ],
            Request::Endure { .. } => vec![
                QuestionOption::words("Endure"),
                QuestionOption::words("Stay down"),
            ],
            Request::Prepare { technique, mp, .. } => vec![
                QuestionOption::words(format!("Use {technique} (MP {mp})")),
                QuestionOption::words("Not this round"),
            ],
            Request::Order { tied, .. } => {
                tied.iter().map(|e| fighter_option(world, *e, "")).collect()
            }
            Request::Discard { hand, .. } => hand
                .iter()
                .map(|c| QuestionOption::words(c.clone()))
                .collect(),
            Request::Tactical { who, options, .. } => expanded(world, *who, options)
                .iter()
                .map(|a| action_words(world, *who, a))
                .collect(),
        }
    }

    fn choose(&self, world: &World, picks: &[usize]) -> Option<Choice> {
        let i = *picks.first()?;
        match self {
            // The option after those offered is the usual one.
            Request::Defend { options, .. } => Some(Choice::Defend(
                options.get(i).map_or(Defence::Auto, |(d, _)| *d),
            )),
            Request::Fall { options, .. } => Some(Choice::Card(
                options.get(i).map_or(CardPick::Auto, |(c, _)| *c),
            )),
            Request::Protect { .. } => (i < 2).then_some(Choice::Protect(i == 0)),
            Request::Endure { .. } => (i < 2).then_some(Choice::Endure(i == 0)),
            Request::Prepare { .. } => (i < 2).then_some(Choice::Prepare(i == 0)),
            Request::Order { tied, .. } => tied.get(i).map(|e| Choice::Order(*e)),
            Request::Discard { hand, .. } => (i < hand.len()).then_some(Choice::Discard(i as u8)),
            Request::Tactical { who, options, .. } => expanded(world, *who, options)
                .get(i)
                .map(|a| Choice::Tactical(*a)),
        }
    }
}
