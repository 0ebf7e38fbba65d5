//! The target's answer to a hit check (seed 003, 回避 and ガード): dodge, guard or do nothing, and
//! with which card. A player is asked (any card of the hand is offered); plans use
//! the usual choice.

use super::attack::AttackTerms;
use super::cards;
use super::check::{Aim, CardPick, CheckResult, make_check, ranked, skill_part};
use super::cooperate;
use super::state::Sheet;
use crate::data::sheet::Skill;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// What an option's label says of a card that would not answer the hit.
pub const FAILS: &str = ", fails";

/// How the target answered the hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// It did nothing (or its check failed).
    Nothing,
    /// Its dodge succeeded: no damage at all.
    Dodged,
    /// Its guard succeeded: the guard value comes off the damage.
    Guarded,
}

/// The answer a controller picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defence {
    /// The usual choice: dodge when a card beats the hit, else guard, else nothing.
    Auto,
    /// Dodge, playing the hand's card at this index.
    Dodge(u8),
    /// Guard, playing the hand's card at this index.
    Guard(u8),
    /// Take the hit, keeping the hand.
    Nothing,
    /// Another fighter gives this card of its hand for its AC 2 (連携) into the target's hand,
    /// where it stays; the target is asked again (several may give, each once a hit).
    Take {
        /// The fighter who cooperates.
        ally: Entity,
        /// The index of the card in its hand.
        card: u8,
    },
    /// Dodge (or guard) with a card an ally gives for AC 2 (連携): the ally and its hand's index.
    Helped {
        /// The ally who cooperates.
        ally: Entity,
        /// The index of the card in its hand.
        card: u8,
        /// Guard rather than dodge.
        guard: bool,
    },
}

/// What a player may answer a hit with, each with its label: a dodge or a guard with any card of
/// the hand — those that would beat the hit first (the lowest first), then those that would fail
/// — or with any card of an ally who may cooperate, for its AC 2; then taking it.
pub fn options(
    world: &World,
    target: Entity,
    terms: &AttackTerms,
    hit: &CheckResult,
    done: &[Entity],
) -> Vec<(Defence, String)> {
    let hand = cards::hand(world, cards::holder_of(world, target));
    let guard_value = world.get::<Sheet>(target).map_or(0, |s| s.0.guard);
    let mut out = Vec::new();
    let ways = [(terms.dodge_skill(), true), (Skill::Endurance, false)];
    for (skill, dodge) in ways {
        if !dodge && (!terms.guardable() || guard_value <= 0) {
            continue;
        }
        let base = skill_part(world, target, skill);
        // Every card may answer (「回避かガード…を選ぶことが出来」): those that beat the hit first,
        // the lowest first, then those that would fail.
        let aim = Aim::Beat(hit.value, hit.critical);
        for (i, beats) in ranked(&hand, base, aim) {
            let fails = !beats;
            let card = hand[i];
            let (d, verb) = if dodge {
                (Defence::Dodge(i as u8), "Dodge")
            } else {
                (Defence::Guard(i as u8), "Guard")
            };
            let odds = if fails { FAILS } else { "" };
            let label = format!(
                "{verb} with {} ({}{odds})",
                card.label(),
                base + card.value()
            );
            out.push((d, label));
        }
        // Every card of every ally who may cooperate, for its AC 2 (連携).
        for (ally, i, c, ok) in cooperate::offers(world, target, base, aim, done) {
            let verb = if dodge { "Dodge" } else { "Guard" };
            let who = log::name(world, ally);
            let odds = if ok { "" } else { FAILS };
            let label = format!(
                "{verb} with {who}'s {} ({}{odds}; AC 2 for {who})",
                c.label(),
                base + c.value(),
            );
            let d = Defence::Helped {
                ally,
                card: i,
                guard: !dodge,
            };
            out.push((d, label));
        }
    }
    out.push((Defence::Nothing, "Take the hit".into()));
    // Then every card another fighter may hand over to keep (連携), the answer asked again.
    for (ally, i, c, _) in cooperate::offers(world, target, 0, Aim::Highest, done) {
        let who = log::name(world, ally);
        let label = format!(
            "Keep {who}'s {} in hand (AC 2 for them), then answer",
            c.label()
        );
        out.push((Defence::Take { ally, card: i }, label));
    }
    out
}

/// Makes the target's answer to `hit`.
pub fn defend(
    world: &mut World,
    target: Entity,
    terms: &AttackTerms,
    hit: &CheckResult,
    how: Defence,
) -> Answer {
    let aim = Aim::Beat(hit.value, hit.critical);
    let guard_value = world.get::<Sheet>(target).map_or(0, |s| s.0.guard);
    let guard_ok = terms.guardable() && guard_value > 0;
    let tries: Vec<(Skill, Answer, &str, CardPick)> = match how {
        Defence::Auto => vec![
            (
                terms.dodge_skill(),
                Answer::Dodged,
                "dodges",
                CardPick::Auto,
            ),
            (Skill::Endurance, Answer::Guarded, "guards", CardPick::Auto),
        ],
        Defence::Dodge(i) => vec![(
            terms.dodge_skill(),
            Answer::Dodged,
            "dodges",
            CardPick::Hand(i),
        )],
        Defence::Guard(i) => vec![(
            Skill::Endurance,
            Answer::Guarded,
            "guards",
            CardPick::Hand(i),
        )],
        // A card handed over is given before the question comes again: never an answer as such.
        Defence::Nothing | Defence::Take { .. } => Vec::new(),
        Defence::Helped { ally, card, guard } => {
            let pick = CardPick::Ally { ally, card };
            if guard {
                vec![(Skill::Endurance, Answer::Guarded, "guards", pick)]
            } else {
                vec![(terms.dodge_skill(), Answer::Dodged, "dodges", pick)]
            }
        }
    };
    for (skill, answer, verb, pick) in tries {
        if answer == Answer::Guarded && !guard_ok {
            continue;
        }
        let Some(r) = make_check(world, target, skill, aim, pick) else {
            continue;
        };
        let ok = r.answers(hit);
        log::write(world, EventKind::Check, |w| {
            Facts::on(w, target)
                .what(verb)
                .amount(r.value)
                .left(hit.value)
                .says(format!(
                    "  {} {verb}: {} = {}{}",
                    log::name(w, target),
                    r.card.label(),
                    r.value,
                    if ok { "" } else { " (fails)" }
                ))
        });
        return if ok { answer } else { Answer::Nothing };
    }
    Answer::Nothing
}
