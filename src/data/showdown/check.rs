//! What `vortex check` asks of W cards and decks beyond parsing: the seed's construction rules
//! (2.ゲームをプレイする前に用意するもの) and what each kind and family needs (11., 12.).

use super::card::{CardKind, Family, ShowCard};
use super::deck::{COPIES_MAX, DECK_MAX, DECK_MIN, ShowDeck};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Checks one card; `bad(field, occurrence, message)` is told each problem.
pub fn card(
    cards: &BTreeMap<String, Arc<ShowCard>>,
    c: &ShowCard,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let installed = matches!(c.kind, CardKind::Jail | CardKind::Invoke);
    if installed && c.family != Family::Plain {
        bad(
            "family",
            0,
            format!(
                "the families cover M, E, R, S and H cards only; a {} card has none",
                c.kind.letter()
            ),
        );
    }
    if installed != c.upkeep.is_some() {
        bad(
            "upkeep",
            0,
            if installed {
                "a J or I card needs an upkeep (cost and timing)".into()
            } else {
                "only J and I cards have an upkeep".into()
            },
        );
    }
    if c.family.names_its_cost() {
        // An R, S or H card is never summoned or equipped: only its effects name costs.
        if c.named.is_empty() && c.kind.is_placed() {
            bad(
                "named",
                0,
                "a P or F card names the cards its cost takes".into(),
            );
        }
        if c.cost != 0 {
            bad(
                "cost",
                0,
                "a P or F card's cost is its named cards, not a number".into(),
            );
        }
        for (i, id) in c.named.iter().enumerate() {
            if !cards.contains_key(id) {
                bad(
                    &format!("named[{i}]"),
                    0,
                    format!("there is no W card `{id}`"),
                );
            }
        }
    } else if !c.named.is_empty() {
        bad("named", 0, "only P and F cards name their cost".into());
    }
    if c.charge_hand.is_some() && c.family != Family::Fusion {
        bad(
            "charge_hand",
            0,
            "only F cards have a charge-zone and hand cost condition".into(),
        );
    }
    for (i, e) in c.effects.iter().enumerate() {
        effect(c, e, i, bad);
        effect_cost(cards, c, e, i, bad);
        summons(cards, e, i, bad);
    }
    if c.power != 0 && !c.kind.is_placed() {
        bad("power", 0, "only M, E, J and I cards have a power".into());
    }
}

/// Checks one deck: 40 to 80 cards, at most 4 of one name, every card known.
pub fn deck(
    cards: &BTreeMap<String, Arc<ShowCard>>,
    d: &ShowDeck,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let n = d.cards.len();
    if !(DECK_MIN..=DECK_MAX).contains(&n) {
        bad(
            "cards",
            0,
            format!("a deck holds {DECK_MIN} to {DECK_MAX} cards, not {n}"),
        );
    }
    let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, id) in d.cards.iter().enumerate() {
        match cards.get(id) {
            Some(c) => by_name.entry(c.name.as_str()).or_default().push(i),
            None => bad(
                &format!("cards[{i}]"),
                0,
                format!("there is no W card `{id}`"),
            ),
        }
    }
    for (name, at) in by_name {
        if at.len() > COPIES_MAX {
            bad(
                &format!("cards[{}]", at[COPIES_MAX]),
                0,
                format!(
                    "{} cards named \"{name}\"; a deck holds at most {COPIES_MAX} of one name",
                    at.len()
                ),
            );
        }
    }
}

/// Checks one effect against its card's kind: where the card works decides which timings and
/// zones it may name (11., 16., 17.).
fn effect(
    c: &ShowCard,
    e: &super::effect::CardEffect,
    i: usize,
    bad: &mut impl FnMut(&str, usize, String),
) {
    use super::effect::{Act, Timing, Zones};
    let field = format!("effects[{i}]");
    let in_zone = c.kind.is_placed();
    let battle_timing = matches!(
        e.timing,
        Timing::BeforeBattle | Timing::InBattle | Timing::AfterBattle | Timing::JustBeforeBattle
    );
    if e.does.is_empty() {
        bad(
            &field,
            0,
            "an effect does something: `does` is empty".into(),
        );
    }
    if e.timing == Timing::OnSummon && c.kind != CardKind::Monster {
        bad(
            &field,
            0,
            "only a monster is summoned: a summon effect is a monster's".into(),
        );
    }
    if e.timing == Timing::BeforeEffect && c.effects.iter().all(|o| o.timing.is_forced()) {
        bad(
            &field,
            0,
            "an effect-before-effect comes before another effect of its card its player may use"
                .into(),
        );
    }
    if e.timing == Timing::JustBeforeBattle && !in_zone {
        bad(
            &field,
            0,
            "a just-before-battle effect is a card's in a monster zone (M, E, J, I)".into(),
        );
    }
    for act in &e.does {
        let zones = match act {
            Act::Power { zones, .. } | Act::Destroy { zones, .. } => Some(*zones),
            _ => None,
        };
        if zones == Some(Zones::Here) && !in_zone {
            bad(
                &field,
                0,
                format!(
                    "a card of kind {} is in no zone: `Here` names none",
                    c.kind.letter()
                ),
            );
        }
        if zones == Some(Zones::Battle) && !battle_timing {
            bad(
                &field,
                0,
                "`Battle` names the zone of a battle: use a battle timing".into(),
            );
        }
    }
}

/// Checks that every card an effect summons is a monster that exists.
fn summons(
    cards: &BTreeMap<String, Arc<ShowCard>>,
    e: &super::effect::CardEffect,
    i: usize,
    bad: &mut impl FnMut(&str, usize, String),
) {
    for act in &e.does {
        let super::effect::Act::Summon(id) = act else {
            continue;
        };
        match cards.get(id) {
            None => bad(
                &format!("effects[{i}]"),
                0,
                format!("there is no W card `{id}` to summon"),
            ),
            Some(c) if c.kind != CardKind::Monster => bad(
                &format!("effects[{i}]"),
                0,
                format!("`{id}` is not a monster: only a monster is summoned"),
            ),
            Some(_) => {}
        }
    }
}

/// Checks how an effect's cost is written against its card's family (12.): a P or F card's
/// effect names its cost cards, any other's is a number.
fn effect_cost(
    cards: &BTreeMap<String, Arc<ShowCard>>,
    c: &ShowCard,
    e: &super::effect::CardEffect,
    i: usize,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let field = format!("effects[{i}]");
    if c.family.names_its_cost() {
        if e.named.is_empty() {
            bad(
                &field,
                0,
                "a P or F card's effect names the cards its cost takes (`named`)".into(),
            );
        }
        if e.cost != 0 {
            bad(
                &field,
                0,
                "a P or F card's effect names its cost cards (`named`), not a number".into(),
            );
        }
    } else if !e.named.is_empty() {
        bad(
            &field,
            0,
            "only a P or F card's effect names its cost cards".into(),
        );
    }
    for id in &e.named {
        if !cards.contains_key(id) {
            bad(
                &field,
                0,
                format!("its cost names `{id}`: there is no W card `{id}`"),
            );
        }
    }
}
