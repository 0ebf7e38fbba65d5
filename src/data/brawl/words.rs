//! Creature cards in words: a skill's timing, row, bait and effect as one line, for the window's
//! cards, the hover texts and the look-over.

use super::creature::{Aim, Creature, Cue, Skill, SkillEffect};
use crate::data::keywords::{Row, SkillTiming};

/// A skill timing's English name (the seed's word is in its doc comment, `data::keywords`).
pub fn timing(t: SkillTiming) -> &'static str {
    match t {
        SkillTiming::Arrival => "Arrival",
        SkillTiming::Retreat => "Retreat",
        SkillTiming::FollowUp => "Follow-up",
        SkillTiming::Dawn => "Dawn",
        SkillTiming::Dusk => "Dusk",
        SkillTiming::Constant => "Constant",
        SkillTiming::Reaction => "Reaction",
    }
}

fn cue(c: Cue) -> &'static str {
    match c {
        Cue::AllyDefeated => "when an ally is defeated",
        Cue::FoeArrives => "when a foe comes onto the board",
        Cue::DamagedByFoe => "when the opponent's ability damages it",
        Cue::AllyArrives => "when an ally comes onto the board",
        Cue::FoeDefeated => "when a foe is defeated",
        Cue::Attacks => "when it attacks",
        Cue::Attacked => "when a foe attacks it",
        Cue::Damaged => "when it takes damage",
        Cue::PoweredDown => "when its power is lowered",
        Cue::Afflicted => "when it is put to sleep or poisoned",
        Cue::LifeRegained => "when you regain life",
        Cue::Moves => "when it moves",
        Cue::Targeted => "when a foe's ability targets it",
        Cue::Sealed => "when your squares are sealed",
    }
}

fn aim(a: Aim) -> &'static str {
    match a {
        Aim::Itself => "itself",
        Aim::OneFoe => "a foe you choose",
        Aim::OneAlly => "an ally you choose",
        Aim::AllFoes => "every foe",
        Aim::AllAllies => "every other ally",
        Aim::AdjacentFoes => "every adjacent foe",
        Aim::FoesInLine => "every foe in its line",
        Aim::Opponent => "the other player",
    }
}

/// A skill in one line: "Dawn (front row, 1 bait): +1 power to itself".
pub fn skill(s: &Skill) -> String {
    let mut when = Vec::new();
    if let Some(c) = s.cue {
        when.push(cue(c).to_string());
    }
    match s.row {
        Some(Row::Front) => when.push("front row".into()),
        Some(Row::Back) => when.push("back row".into()),
        None => {}
    }
    if s.bait > 0 {
        when.push(format!("{} bait", s.bait));
    }
    let head = if when.is_empty() {
        timing(s.timing).to_string()
    } else {
        format!("{} ({})", timing(s.timing), when.join(", "))
    };
    let to = aim(s.aim);
    let what = match &s.effect {
        SkillEffect::Damage(n) => format!("{n} damage to {to}"),
        SkillEffect::PowerUp(n) => format!("+{n} power to {to}"),
        SkillEffect::PowerDown(n) => format!("-{n} power to {to}"),
        SkillEffect::Heal(n) => format!("you regain {n} life"),
        SkillEffect::Draw(n) => format!("you draw {n}"),
        SkillEffect::Bait(n) => format!("you gain {n} bait"),
        SkillEffect::Inflict(a) => format!("{to} falls into {}", a.key()),
        SkillEffect::Grant(t) => format!("{to} gains {}", t.explain().0),
        SkillEffect::Seal(n) => format!("seal {n} empty square(s) of the other territory"),
        SkillEffect::Discard => format!("discard {to} to the graveyard"),
        SkillEffect::Aura(t) => format!("your other creatures have {}", t.explain().0),
    };
    format!("{head}: {what}")
}

/// A creature's card in lines: cost and power, colour and family, traits, skills.
pub fn card(c: &Creature) -> Vec<String> {
    let mut out = vec![format!(
        "{} — {} bait, power {} · {} {}",
        c.name,
        c.bait,
        c.power,
        c.colour.name(),
        c.family
    )];
    // Each trait with what it does (issue 40, item 5).
    for t in &c.traits.0 {
        let (word, what) = t.explain();
        out.push(format!("{word}: {what}"));
    }
    out.extend(c.skills.iter().map(skill));
    out
}
