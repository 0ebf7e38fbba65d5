//! `vortex check` for the Vortex's content (vortex-design.md §3.1, §3.2): a card's AC cost, a
//! fighter's sheet, and a hero's deck payable from its patterns.

use super::cost::{cost_of, payable_from};
use super::plan_check;
use crate::data::card::ActionCard;
use crate::data::character::{CharacterCard, TokenCard};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A card's own Vortex costs.
pub fn card(card: &ActionCard, bad: &mut impl FnMut(&str, usize, String)) {
    if let Some(ac) = card.ac.filter(|ac| *ac > 4) {
        bad("ac", 0, format!("an AC cost is 0 to 4, not {ac}"));
    }
    new_effects(&card.effects, false, bad);
}

/// The Vortex's new effects as §3.3 writes them: a `Check`'s number is 8 to 14 (F4) and its
/// `fail` holds no second check; a `Disrupt` freezes only a panel, on a chance `(n, d)` with
/// 1 ≤ n and 1 ≤ d ≤ 20.
pub fn new_effects(
    effects: &[crate::data::Effect],
    inside: bool,
    bad: &mut impl FnMut(&str, usize, String),
) {
    use crate::data::Effect;
    for e in effects {
        match e {
            Effect::Check { target, fail, .. } => {
                if inside {
                    bad(
                        "effects",
                        0,
                        "a save's `fail` holds no second `Check`".into(),
                    );
                }
                if !(8..=14).contains(target) {
                    bad(
                        "effects",
                        0,
                        format!("a save's number is 8 to 14 (vortex-design.md F4), not {target}"),
                    );
                }
                new_effects(fail, true, bad);
            }
            Effect::Disrupt {
                status, on, chance, ..
            } => {
                if *status == crate::data::effect::Disruption::Freeze
                    && matches!(on, crate::data::effect::DisruptOn::Card(_))
                {
                    bad(
                        "effects",
                        0,
                        "Freeze lands only on a panel (seed 001)".into(),
                    );
                }
                let (n, d) = *chance;
                if n == 0 || d == 0 || d > 20 {
                    bad(
                        "effects",
                        0,
                        format!(
                            "a chance is (n, d): n of a d-sided die, 1 ≤ n, 1 ≤ d ≤ 20; not ({n}, {d})"
                        ),
                    );
                }
            }
            Effect::OnSelf(inner) => new_effects(std::slice::from_ref(&**inner), inside, bad),
            _ => {}
        }
    }
}

/// A character's `vortex` sheet, and every card of its deck: a cost the table can read, and
/// panels one of its patterns can pay (a card no pattern pays could never be played).
pub fn character(
    cards: &BTreeMap<String, Arc<ActionCard>>,
    ch: &CharacterCard,
    bad: &mut impl FnMut(&str, usize, String),
) {
    plan_check::no_vortex_words(&ch.plans, ("plans", 0), bad);
    let Some(sheet) = &ch.vortex else {
        return;
    };
    for (field, message) in sheet.problems(true) {
        bad(field, 0, message);
    }
    let patterns = sheet.patterns.len();
    plan_check::vortex_plans(&sheet.plans, patterns, &ch.deck, ("vortex", 0), bad);
    keywords(sheet, bad);
    for id in &ch.deck {
        let Some(card) = cards.get(id) else {
            continue;
        };
        if let Err((field, message)) = hero_card(sheet, id, card) {
            bad(field, 0, message);
        }
    }
}

/// Whether a hero with `sheet` may hold the card `id` in its Vortex deck (design §3.1): a cost
/// the table can read, and panels one of its patterns can pay. The error names the field.
pub fn hero_card(
    sheet: &crate::data::vortex::VortexSheet,
    id: &str,
    card: &ActionCard,
) -> Result<(), (&'static str, String)> {
    let cost = cost_of(card).map_err(|e| ("deck", format!("`{id}`: {e}")))?;
    if sheet.patterns.iter().any(|p| payable_from(p, &cost.panels)) {
        return Ok(());
    }
    let names: Vec<&str> = cost.panels.iter().map(|p| p.name()).collect();
    Err((
        "vortex",
        format!(
            "no pattern pays `{id}` ({}): a pattern needs those panels",
            names.join(" + ")
        ),
    ))
}

/// A token's `vortex` sheet (no patterns: its table costs no panels).
pub fn token(t: &TokenCard, bad: &mut impl FnMut(&str, usize, String)) {
    plan_check::no_vortex_words(&t.plans, ("plans", 0), bad);
    if let Some(sheet) = &t.vortex {
        keywords(sheet, bad);
    }
    // F19: a token has no panels, so bait on it would never be paid.
    let sheet_abilities = t
        .vortex
        .as_ref()
        .map(|s| &s.abilities[..])
        .unwrap_or_default();
    for a in t.abilities.iter().chain(sheet_abilities) {
        if let (crate::data::Ability::Triggered { name, bait, .. }, _) = a.unwrapped()
            && !bait.is_empty()
        {
            bad(
                "abilities",
                0,
                format!("`{name}` has bait, but a token has no panels to pay it (F19)"),
            );
        }
    }
    if let Some(sheet) = &t.vortex {
        for (field, message) in sheet.problems(false) {
            bad(field, 0, message);
        }
        plan_check::vortex_plans(
            &sheet.plans,
            0,
            super::sheet::vortex_actions(t),
            ("vortex", 0),
            bad,
        );
        if !sheet.actions.is_empty() && sheet.actions.len() != 6 {
            bad(
                "actions",
                0,
                format!(
                    "a Vortex action table has 6 cards, not {}",
                    sheet.actions.len()
                ),
            );
        }
    }
}

/// A Vortex scenario (vortex-design.md §3.6, milestone 1): a map, exactly two teams, a `vortex`
/// sheet on every member, and a deck a hero's patterns can pay. Its sides are played by plans
/// until the Vortex's questions reach the answer face (docs/RULES.md, Vortex, Not yet).
pub fn level(
    c: &crate::data::Catalog,
    level: &crate::data::Level,
    bad: &mut impl FnMut(&str, usize, String),
) {
    if level.map.is_none() {
        bad("map", 0, "a Vortex battle is fought on a map".into());
    }
    if level.teams.len() != 2 {
        bad(
            "teams",
            0,
            format!("a Vortex battle has two sides, not {}", level.teams.len()),
        );
    }
    tactics(c, level, bad);
    super::goals::check(level, bad);
    let (mut occ, mut planned) = (0, 0);
    for team in &level.teams {
        for m in &team.members {
            let sheet = c
                .characters
                .get(&m.card)
                .map(|ch| ch.vortex.as_ref())
                .or_else(|| c.tokens.get(&m.card).map(|t| t.vortex.as_ref()));
            if sheet == Some(None) {
                bad(
                    "card",
                    occ,
                    format!("`{}` has no vortex sheet for the Vortex", m.card),
                );
            }
            let deck = c
                .characters
                .get(&m.card)
                .map(|ch| m.deck.as_ref().unwrap_or(&ch.deck).clone())
                .or_else(|| {
                    c.tokens
                        .get(&m.card)
                        .map(|t| super::sheet::vortex_actions(t).to_vec())
                })
                .unwrap_or_default();
            for id in &deck {
                let summons = c
                    .cards
                    .get(id)
                    .and_then(|a| sheetless_summon(c, &a.effects));
                if let Some(token) = summons {
                    bad(
                        "card",
                        occ,
                        format!(
                            "`{}` carries `{id}`, which summons `{token}`: a token with no vortex \
                             sheet never enters the Vortex's map",
                            m.card
                        ),
                    );
                }
            }
            let abilities = c
                .characters
                .get(&m.card)
                .map(|ch| &ch.abilities)
                .or_else(|| c.tokens.get(&m.card).map(|t| &t.abilities));
            let summoning = abilities
                .into_iter()
                .flatten()
                .find_map(|a| match a.unwrapped().0 {
                    crate::data::Ability::Triggered { effects, .. } => sheetless_summon(c, effects),
                    _ => None,
                });
            if let Some(token) = summoning {
                bad(
                    "card",
                    occ,
                    format!(
                        "`{}` has an ability that summons `{token}`: a token with no vortex sheet \
                         never enters the Vortex's map",
                        m.card
                    ),
                );
            }
            if let (Some(ch), Some(ids)) = (c.characters.get(&m.card), &m.deck) {
                let patterns = ch.vortex.as_ref().map_or(&[][..], |s| &s.patterns[..]);
                for id in ids {
                    let Some(cost) = c.cards.get(id).and_then(|a| cost_of(a).ok()) else {
                        continue;
                    };
                    if !patterns.iter().any(|p| payable_from(p, &cost.panels)) {
                        bad(
                            "deck",
                            occ,
                            format!("no pattern of `{}` pays `{id}`", m.card),
                        );
                    }
                }
            }
            if let Some(plans) = &m.plans {
                let patterns = c
                    .characters
                    .get(&m.card)
                    .and_then(|ch| ch.vortex.as_ref())
                    .map_or(0, |s| s.patterns.len());
                plan_check::vortex_plans(plans, patterns, &deck, ("plans", planned), bad);
                planned += 1;
            }
            occ += 1;
        }
    }
}

/// A Vortex level's tactic decks and life cards (vortex-design.md §3.6, F2): a known deck, life
/// 1 to 5, and a zone on the map for a side that sets tactics.
fn tactics(
    c: &crate::data::Catalog,
    level: &crate::data::Level,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let zones = level.map.as_ref().map_or(0, |m| m.zones().len());
    for (i, team) in level.teams.iter().enumerate() {
        if let Some(id) = &team.tactics {
            if !c.tactic_decks.contains_key(id) {
                bad("tactics", i, format!("no tactic deck has the id `{id}`"));
            }
            if zones == 0 {
                bad(
                    "tactics",
                    i,
                    format!(
                        "team `{}` sets tactics, which are set in lanes: the map needs a zone",
                        team.name
                    ),
                );
            }
        }
        if let Some(n) = team.life.filter(|n| !(1..=5).contains(n)) {
            bad("life", i, format!("{n} life cards; a side has 1 to 5"));
        }
    }
}

/// Another preset's level: none of the Vortex's level fields.
pub fn not_vortex(level: &crate::data::Level, bad: &mut impl FnMut(&str, usize, String)) {
    let why = |what: &str| {
        format!(
            "`{what}` is the Vortex's; the {} preset has none",
            level.preset.name()
        )
    };
    for (i, team) in level.teams.iter().enumerate() {
        if team.tactics.is_some() {
            bad("tactics", i, why("tactics"));
        }
        if team.life.is_some() {
            bad("life", i, why("life"));
        }
    }
    if level.showdown.is_some() {
        bad("showdown", 0, why("showdown"));
    }
    if level.goals.is_some() {
        bad("goals", 0, why("goals"));
    }
    let members = level.teams.iter().flat_map(|t| &t.members);
    for (k, plans) in members.filter_map(|m| m.plans.as_ref()).enumerate() {
        plan_check::no_vortex_words(plans, ("plans", k), bad);
    }
}

/// A token `effects` summon that has no `vortex` sheet (or is unknown): it could never enter the
/// Vortex's map, so `vortex check` refuses every way one could come.
pub fn sheetless_summon(
    c: &crate::data::Catalog,
    effects: &[crate::data::Effect],
) -> Option<String> {
    let mut all = Vec::new();
    every_summon(&c.statuses, effects, &mut all);
    all.into_iter()
        .find(|t| c.tokens.get(t).is_none_or(|tk| tk.vortex.is_none()))
}

/// Every token `effects` summon, directly or through a named status they give (each status read
/// once).
fn every_summon(
    statuses: &BTreeMap<String, Arc<crate::data::field::NamedStatusCard>>,
    effects: &[crate::data::Effect],
    out: &mut Vec<String>,
) {
    use crate::data::{Effect, StatusSpec};
    let mut seen: Vec<&str> = Vec::new();
    let mut todo: Vec<&Effect> = effects.iter().collect();
    while let Some(e) = todo.pop() {
        match e {
            Effect::Summon { token, .. } => out.push(token.clone()),
            Effect::OnSelf(inner) => todo.push(inner),
            Effect::Check { fail, .. } => todo.extend(fail.iter()),
            Effect::Status(StatusSpec::Named(id)) if !seen.contains(&id.as_str()) => {
                seen.push(id);
                if let Some(s) = statuses.get(id) {
                    todo.extend(s.effects.iter());
                }
            }
            _ => {}
        }
    }
}

/// The first effect of `effects` only the Vortex's card rules read (`Inflict`, `Check`,
/// directly or on the user), by name.
pub fn vortex_only(effects: &[crate::data::Effect]) -> Option<&'static str> {
    use crate::data::Effect;
    effects.iter().find_map(|e| match e {
        Effect::Inflict(_) => Some("Inflict"),
        Effect::Check { .. } => Some("Check"),
        Effect::Disrupt { .. } => Some("Disrupt"),
        Effect::OnSelf(inner) => vortex_only(std::slice::from_ref(&**inner)),
        _ => None,
    })
}

/// A sheet's Vortex-only traits (as a card's) and abilities (row skills wrap a passive or a
/// triggered ability).
fn keywords(sheet: &super::VortexSheet, bad: &mut impl FnMut(&str, usize, String)) {
    for p in sheet.traits.problems() {
        bad("traits", 0, p);
    }
    row_skills(&sheet.abilities, bad);
}

/// What of an ability only the Vortex reads: a row skill, bait, or one of seed 002's timings.
pub fn vortex_only_ability(a: &crate::data::Ability) -> Option<String> {
    use crate::data::Ability;
    match a {
        Ability::InRow { .. } => Some("a row skill (`InRow`)".into()),
        Ability::Triggered { bait, .. } if !bait.is_empty() => Some("bait".into()),
        Ability::Triggered { when, .. } if when.vortex_only() => Some(format!("`{when:?}`")),
        _ => None,
    }
}

/// A row skill wraps a passive or a triggered ability, once.
pub fn row_skills(abilities: &[crate::data::Ability], bad: &mut impl FnMut(&str, usize, String)) {
    use crate::data::Ability;
    for a in abilities {
        if let Ability::InRow { ability, .. } = a
            && !matches!(**ability, Ability::Passive(_) | Ability::Triggered { .. })
        {
            bad(
                "abilities",
                0,
                "a row skill (`InRow`) wraps a `Passive` or a `Triggered` ability".into(),
            );
        }
    }
}

/// A level of another preset whose member carries a card with a Vortex-only effect, or an
/// ability only the Vortex reads: refused at the member, naming it.
pub fn no_vortex_effects(
    c: &crate::data::Catalog,
    level: &crate::data::Level,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let members = level.teams.iter().flat_map(|t| &t.members);
    for (occ, m) in members.enumerate() {
        // (Read in place: every battle's preparation runs this check.)
        let deck: &[String] = match (c.characters.get(&m.card), c.tokens.get(&m.card)) {
            (Some(ch), _) => m.deck.as_deref().unwrap_or(&ch.deck[..]),
            (None, Some(t)) => &t.actions,
            _ => &[],
        };
        let abilities = c
            .characters
            .get(&m.card)
            .map(|ch| &ch.abilities)
            .or_else(|| c.tokens.get(&m.card).map(|t| &t.abilities));
        for a in abilities.into_iter().flatten() {
            if let Some(what) = vortex_only_ability(a) {
                bad(
                    "card",
                    occ,
                    format!(
                        "`{}` has {what}, which only the Vortex reads (the {} preset has no seed \
                         002 timings, rows or bait)",
                        m.card,
                        level.preset.name()
                    ),
                );
            }
        }
        for id in deck {
            if let Some(what) = c.cards.get(id).and_then(|a| vortex_only(&a.effects)) {
                bad(
                    "card",
                    occ,
                    format!(
                        "`{}` carries `{id}`, whose `{what}` only the Vortex reads (the {} \
                         preset has no seed 002 states or seed 003 saves on its cards)",
                        m.card,
                        level.preset.name()
                    ),
                );
            }
        }
    }
}
