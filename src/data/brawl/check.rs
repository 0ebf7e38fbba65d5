//! What `vortex check` asks of creature cards and Brawl decks beyond parsing: the glossary's
//! exclusions and limits (seed 002), skills whose timing, cue, aim and effect fit together, and
//! the deck rules of docs/RULES.md (Brawl).

use super::creature::{Aim, Colour, Creature, SkillEffect};
use super::deck::{BrawlDeck, COPIES_MAX, DECK_MAX, DECK_MIN};
use crate::data::keywords::{Ailment, SkillTiming, Trait, Traits};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The most bait a card may cost (and a player may hold).
pub const BAIT_MAX: u8 = 10;

/// Whether a キラー's `mark` names something a creature can have: a colour, a family of the
/// creatures given, a trait or a state.
pub fn mark_known<'a>(mark: &str, mut families: impl Iterator<Item = &'a str>) -> bool {
    Colour::ALL.iter().any(|c| c.name() == mark)
        || [Ailment::Sleep, Ailment::Poison]
            .iter()
            .any(|a| a.key() == mark)
        || Trait::KEYS.contains(&mark)
        || families.any(|f| f == mark)
}

/// Checks one creature; `bad(field, occurrence, message)` is told each problem.
pub fn creature(
    all: &BTreeMap<String, Arc<Creature>>,
    c: &Creature,
    bad: &mut impl FnMut(&str, usize, String),
) {
    for p in c.traits.problems() {
        bad("traits", 0, p);
    }
    if c.power == 0 {
        bad(
            "power",
            0,
            "a creature needs at least 1 power (0 is defeated)".into(),
        );
    }
    if c.bait > BAIT_MAX {
        bad(
            "bait",
            0,
            format!("a creature costs at most {BAIT_MAX} bait, not {}", c.bait),
        );
    }
    let families = || {
        all.values()
            .map(|o| o.family.as_str())
            .chain([c.family.as_str()])
    };
    for t in &c.traits.0 {
        if let Trait::Killer(mark) = t
            && !mark.trim().is_empty()
            && !mark_known(mark, families())
        {
            bad("traits", 0, unknown_mark(mark));
        }
    }
    for (i, s) in c.skills.iter().enumerate() {
        let field = format!("skills[{i}]");
        let mut say = |m: String| bad(&field, 0, m);
        if (s.timing == SkillTiming::Reaction) != s.cue.is_some() {
            say("a 反応 (Reaction) skill names its cue, and only it has one".into());
        }
        let aura = matches!(s.effect, SkillEffect::Aura(_));
        let lasting = matches!(
            s.effect,
            SkillEffect::Aura(_)
                | SkillEffect::Grant(_)
                | SkillEffect::PowerUp(_)
                | SkillEffect::PowerDown(_)
        );
        if s.timing == SkillTiming::Constant && !lasting {
            say(
                "a 常在 (Constant) skill applies for as long as its creature is on the board: \
                 it grants a trait or raises or lowers power (Aura, Grant, PowerUp, PowerDown); \
                 damage, healing, drawing, bait, a state, a seal or a discard happen once"
                    .into(),
            );
        }
        if aura && s.timing != SkillTiming::Constant {
            say("an Aura is a 常在 (Constant) skill".into());
        }
        if s.timing == SkillTiming::Constant
            && matches!(s.aim, Aim::OneFoe | Aim::OneAlly | Aim::Opponent)
        {
            say(
                "a 常在 (Constant) skill chooses no one: aim it at Itself, AllAllies, AllFoes, \
                 AdjacentFoes or FoesInLine"
                    .into(),
            );
        }
        if s.timing == SkillTiming::FollowUp && c.traits.0.contains(&Trait::Pacifist) {
            say(
                "a 平和主義者 never attacks, so its 追い討ち (FollowUp) skill would never apply"
                    .into(),
            );
        }
        if s.bait > BAIT_MAX {
            say(format!("a skill needs at most {BAIT_MAX} bait"));
        }
        if s.timing == SkillTiming::Constant && s.bait > 0 {
            say("a 常在 (Constant) aura lasts while its creature is on the board: it has no bait to pay".into());
        }
        let on_player = matches!(
            s.effect,
            SkillEffect::Heal(_)
                | SkillEffect::Draw(_)
                | SkillEffect::Bait(_)
                | SkillEffect::Seal(_)
        );
        if on_player && s.aim != Aim::Itself {
            say(
                "healing, drawing, bait and sealing are its controller's: their aim is Itself"
                    .into(),
            );
        }
        if s.aim == Aim::Opponent && !matches!(s.effect, SkillEffect::Damage(_)) {
            say("only damage can be aimed at the opponent".into());
        }
        if s.timing == SkillTiming::Retreat
            && (matches!(s.aim, Aim::AdjacentFoes | Aim::FoesInLine)
                || (s.aim == Aim::Itself && !on_player))
        {
            say("a 撤退 (Retreat) skill applies once its creature has left the board: it cannot reach itself, its line or its neighbours".into());
        }
        match &s.effect {
            SkillEffect::Bait(n) if *n > BAIT_MAX => {
                say(format!("a player holds at most {BAIT_MAX} bait"))
            }
            SkillEffect::Seal(n) if !(1..=4).contains(n) => {
                say("a territory holds at most 4 sealed squares (「封印」): seal 1 to 4".into())
            }
            SkillEffect::Aura(Trait::Shield(_)) => {
                say("a shield is a pool used up for good; it cannot be lent by an Aura".into())
            }
            SkillEffect::Grant(Trait::Shield(_)) if s.timing == SkillTiming::Constant => {
                say("a shield is a pool used up for good; a 常在 skill cannot lend it".into())
            }
            SkillEffect::Grant(t) | SkillEffect::Aura(t) => {
                for p in Traits(vec![t.clone()]).problems() {
                    say(p);
                }
                if let Trait::Killer(mark) = t
                    && !mark_known(mark, families())
                {
                    say(unknown_mark(mark));
                }
                if s.aim == Aim::Itself && barred(&c.traits, t) {
                    say(format!(
                        "it can never gain {}: 軽快 and 鈍足 exclude each other",
                        t.key()
                    ));
                }
            }
            _ => {}
        }
    }
}

fn barred(traits: &Traits, t: &Trait) -> bool {
    let has = |x: Trait| traits.0.contains(&x);
    match t {
        Trait::Swift => has(Trait::Sluggish),
        Trait::Sluggish => has(Trait::Swift),
        _ => false,
    }
}

fn unknown_mark(mark: &str) -> String {
    format!("a キラー hunts a colour, a family, a trait or a state; `{mark}` is none of them")
}

/// Checks one deck.
pub fn deck(
    creatures: &BTreeMap<String, Arc<Creature>>,
    d: &BrawlDeck,
    bad: &mut impl FnMut(&str, usize, String),
) {
    if !(DECK_MIN..=DECK_MAX).contains(&d.cards.len()) {
        bad(
            "cards",
            0,
            format!(
                "a deck holds {DECK_MIN} to {DECK_MAX} creatures, not {}",
                d.cards.len()
            ),
        );
    }
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for id in &d.cards {
        *count.entry(id).or_default() += 1;
    }
    for (id, n) in count {
        if !creatures.contains_key(id) {
            bad("cards", 0, format!("there is no creature `{id}`"));
        } else if n > COPIES_MAX {
            bad(
                "cards",
                0,
                format!("a deck holds at most {COPIES_MAX} of one creature, not {n} of `{id}`"),
            );
        }
    }
}

/// Checks a Brawl scenario: two teams of one player each, each naming a deck (or listing its
/// cards), on the Brawl's own board (no map).
pub fn level(
    creatures: &BTreeMap<String, Arc<Creature>>,
    decks: &BTreeMap<String, Arc<BrawlDeck>>,
    level: &crate::data::Level,
    bad: &mut impl FnMut(&str, usize, String),
) {
    if level.map.is_some() {
        bad(
            "map",
            0,
            "the brawl is played on its two territories of 2 rows by 3 squares: it has no map"
                .into(),
        );
    }
    if level.teams.len() != 2 {
        bad(
            "teams",
            0,
            format!(
                "a brawl is one player against another: two teams, not {}",
                level.teams.len()
            ),
        );
    }
    for t in level.teams.iter().filter(|t| t.members.len() != 1) {
        bad(
            "members",
            0,
            format!(
                "team `{}` has {} members; a brawl side is one player with one deck",
                t.name,
                t.members.len()
            ),
        );
    }
    for (occ, m) in level.teams.iter().flat_map(|t| &t.members).enumerate() {
        if !decks.contains_key(&m.card) {
            bad(
                "card",
                occ,
                format!("no Brawl deck has the id `{}`", m.card),
            );
        }
        if let Some(cards) = &m.deck {
            let d = BrawlDeck {
                name: m.card.clone(),
                cards: cards.clone(),
                plans: Vec::new(),
                text: String::new(),
                ja: None,
            };
            deck(creatures, &d, &mut |_, _, msg| bad("deck", occ, msg));
        }
    }
}
