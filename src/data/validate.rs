//! Checks what parsing cannot: ids that refer to other content, numbers within the rules' bounds,
//! decks, and line placement. Whatever fails is reported and left out of the catalog.

use super::deck::check_deck;
use super::level::check_lines;
use super::load::{Catalog, Kind};
use super::{Ability, Effect, Level, LineName, Preset, Problem, StatusSpec};
use std::collections::BTreeMap;

/// Validates the catalog in dependency order, removing what is invalid.
pub fn validate(catalog: &mut Catalog) -> Vec<Problem> {
    let mut problems = Vec::new();
    for kind in Kind::ALL {
        let ids: Vec<String> = catalog
            .sources
            .keys()
            .filter(|(k, _)| *k == kind)
            .map(|(_, id)| id.clone())
            .collect();
        for id in ids {
            let found = check_item(catalog, kind, &id);
            if found.is_empty() {
                continue;
            }
            let source = &catalog.sources[&(kind, id.clone())];
            for (field, occurrence, message) in found {
                problems.push(Problem::at_field(
                    &source.path,
                    &source.text,
                    &field,
                    occurrence,
                    message,
                ));
            }
            remove(catalog, kind, &id);
        }
    }
    problems
}

type Found = Vec<(String, usize, String)>;

fn check_item(c: &Catalog, kind: Kind, id: &str) -> Found {
    let mut found = Found::new();
    let mut bad = |field: &str, occ: usize, msg: String| found.push((field.to_string(), occ, msg));
    match kind {
        Kind::Card => {
            let card = &c.cards[id];
            check_effects(c, &card.effects, &mut bad);
            super::vortex::check::card(card, &mut bad);
            if card.target.is_choice() && card.effects.is_empty() {
                bad(
                    "effects",
                    0,
                    "a card that chooses a target needs at least one effect".into(),
                );
            }
        }
        Kind::Status => {
            let s = &c.statuses[id];
            if !(1..=3).contains(&s.influence) {
                bad(
                    "influence",
                    0,
                    format!("influence is 1 to 3, not {}", s.influence),
                );
            }
            if s.trigger.is_some() == s.effects.is_empty() {
                bad(
                    "trigger",
                    0,
                    "a named status with effects needs a trigger, and a trigger needs effects"
                        .into(),
                );
            }
            check_effects(c, &s.effects, &mut bad);
        }
        Kind::Field => {
            let f = &c.fields[id];
            if f.steepness > 3 {
                bad(
                    "steepness",
                    0,
                    format!("steepness is 0 to 3, not {}", f.steepness),
                );
            }
            check_effects(c, &f.turn_start, &mut bad);
        }
        Kind::Extra => {}
        Kind::Token => {
            let t = &c.tokens[id];
            if t.threat > 6 {
                bad("threat", 0, format!("threat is 0 to 6, not {}", t.threat));
            }
            if t.hp <= 0 {
                bad("hp", 0, "a token needs at least 1 HP".into());
            }
            if let Some(sheet) = &t.sheet {
                for (field, message) in sheet.problems() {
                    bad(field, 0, message);
                }
            }
            if t.actions.len() != 6 && !(t.actions.is_empty() && t.sheet.is_some()) {
                bad(
                    "actions",
                    0,
                    format!(
                        "a token's action table has 6 actions, one per die face; this one has {}",
                        t.actions.len()
                    ),
                );
            }
            let missing: std::collections::BTreeSet<&String> = t
                .actions
                .iter()
                .filter(|a| !c.cards.contains_key(*a))
                .collect();
            for a in missing {
                bad("actions", 0, format!("no action card has the id `{a}`"));
            }
            check_abilities(c, &t.abilities, &mut bad);
            if let Some(s) = &t.vortex {
                check_abilities(c, &s.abilities, &mut bad);
            }
            fighter_traits(&t.traits, &mut bad);
            super::vortex::check::token(t, &mut bad);
        }
        Kind::Character => {
            let ch = &c.characters[id];
            if ch.hp <= 0 {
                bad("hp", 0, "a character needs at least 1 HP".into());
            }
            if let Some(sheet) = &ch.sheet {
                for (field, message) in sheet.problems() {
                    bad(field, 0, message);
                }
            }
            if !ch.deck.is_empty() {
                let deck: Vec<_> = ch
                    .deck
                    .iter()
                    .map(|d| (d.as_str(), c.cards.get(d).map(|a| &**a)))
                    .collect();
                if let Err(e) = check_deck(ch, &deck) {
                    bad("deck", 0, e.to_string());
                }
            }
            for x in ch.extras.iter().filter(|x| !c.extras.contains_key(*x)) {
                bad("extras", 0, format!("no extra card has the id `{x}`"));
            }
            check_abilities(c, &ch.abilities, &mut bad);
            if let Some(s) = &ch.vortex {
                check_abilities(c, &s.abilities, &mut bad);
            }
            fighter_traits(&ch.traits, &mut bad);
            super::vortex::check::character(&c.cards, ch, &mut bad);
        }
        Kind::Level => check_level(c, id, &mut bad),
        Kind::Skill => super::arena::check::skill(&c.skills[id], &mut bad),
        Kind::Contender => super::arena::check::contender(&c.skills, &c.contenders[id], &mut bad),
        Kind::ShowCard => super::showdown::check::card(&c.show_cards, &c.show_cards[id], &mut bad),
        Kind::ShowDeck => super::showdown::check::deck(&c.show_cards, &c.show_decks[id], &mut bad),
        Kind::Creature => super::brawl::check::creature(&c.creatures, &c.creatures[id], &mut bad),
        Kind::BrawlDeck => super::brawl::check::deck(&c.creatures, &c.brawl_decks[id], &mut bad),
        Kind::Tactic => {
            let known = super::vortex::tactic_check::Known {
                token: &|t| {
                    let tk = c.tokens.get(t)?;
                    let (read, _) = super::keywords::honoured(Preset::Vortex);
                    let unread = tk
                        .traits
                        .0
                        .iter()
                        .filter(|k| !read.contains(&k.key()))
                        .map(|k| k.key().to_string())
                        .collect();
                    let summons = super::vortex::sheet::vortex_actions(tk).iter().any(|a| {
                        c.cards.get(a).is_some_and(|card| {
                            super::vortex::check::sheetless_summon(c, &card.effects).is_some()
                        })
                    });
                    Some((unread, tk.vortex.is_some(), summons))
                },
                status: &|s| {
                    c.statuses.get(s).map(|st| {
                        let effects = [crate::data::Effect::Status(
                            crate::data::StatusSpec::Named(s.to_string()),
                        )];
                        let summons = super::vortex::check::sheetless_summon(c, &effects);
                        (st.turns.is_some(), summons.is_some())
                    })
                },
                field: &|f| c.fields.contains_key(f),
            };
            super::vortex::tactic_check::card(&c.tactics[id], &known, &mut bad)
        }
        Kind::TacticDeck => {
            super::vortex::tactic_check::deck(&c.tactics, &c.tactic_decks[id], &mut bad)
        }
        Kind::Campaign => {
            super::campaign::check(&c.campaigns[id], &|l| c.levels.contains_key(l), &mut bad)
        }
    }
    found
}

/// A fighter's seed 002 traits: what `Traits::problems` refuses. Which preset reads which is
/// checked where a scenario puts it in one ([`member_traits`]).
fn fighter_traits(traits: &super::keywords::Traits, bad: &mut impl FnMut(&str, usize, String)) {
    for p in traits.problems() {
        bad("traits", 0, p);
    }
}

/// A scenario's member's traits the level's preset has no reading for, each named.
fn member_traits(
    c: &Catalog,
    level: &Level,
    card: &str,
    occ: usize,
    bad: &mut impl FnMut(&str, usize, String),
) {
    let traits = c
        .characters
        .get(card)
        .map(|ch| &ch.traits)
        .or_else(|| c.tokens.get(card).map(|t| &t.traits));
    let (read, why) = super::keywords::honoured(level.preset);
    for t in traits.into_iter().flat_map(|t| &t.0) {
        if !read.contains(&t.key()) {
            bad(
                "card",
                occ,
                format!(
                    "`{card}` carries {}, which the {} preset has no reading for: {why}",
                    t.key(),
                    level.preset.name()
                ),
            );
        }
    }
}

fn check_level(c: &Catalog, id: &str, bad: &mut impl FnMut(&str, usize, String)) {
    check_level_spec(c, &c.levels[id], bad);
}

/// What breaks the rules in a scenario as the player prepared it (decks, lines, contender in
/// place), as `field: message` lines: the checks `vortex check` runs on a written one.
pub fn check_prepared(c: &Catalog, level: &Level) -> Vec<String> {
    let mut out = Vec::new();
    check_level_spec(c, level, &mut |field, _, message| {
        out.push(format!("{field}: {message}"));
    });
    out
}

fn check_level_spec(c: &Catalog, level: &Level, bad: &mut impl FnMut(&str, usize, String)) {
    if level.variant == Some(super::level::Variant::TwoTurnsOneShotFiveCharge)
        && level.round_cap != 2
    {
        bad(
            "round_cap",
            0,
            format!(
                "a 2T1S5C battle lasts two turns (seed 004, 18.): `round_cap: 2`, not {}",
                level.round_cap
            ),
        );
    }
    if let Some(v) = level.variant
        && level.preset != Preset::Showdown
    {
        bad(
            "variant",
            0,
            format!(
                "`{v:?}` is a Showdown variant (seed 004, 18.), not a {:?} rule",
                level.preset
            ),
        );
    }
    if level.preset != Preset::Vortex {
        super::vortex::check::not_vortex(level, bad);
        super::vortex::check::no_vortex_effects(c, level, bad);
    }
    if level.preset == Preset::Arena {
        check_arena_level(c, level, bad);
        return;
    }
    if level.preset == Preset::Showdown {
        check_showdown_level(c, level, bad);
        return;
    }
    if level.preset == Preset::Brawl {
        super::brawl::check::level(&c.creatures, &c.brawl_decks, level, bad);
        return;
    }
    super::map_check::check_map(level, bad);
    if level.preset == Preset::Vortex {
        super::vortex::check::level(c, level, bad);
    }
    if level.teams.len() < 2 {
        bad("teams", 0, "a battle needs at least two teams".into());
    }
    for t in level
        .persistent_terrain
        .iter()
        .filter(|t| !c.fields.contains_key(*t))
    {
        bad(
            "persistent_terrain",
            0,
            format!("no field card has the id `{t}`"),
        );
    }
    let mut member_index = 0;
    for team in &level.teams {
        if team.members.is_empty() {
            bad(
                "members",
                0,
                format!("team `{}` has no fighters", team.name),
            );
        }
        let mut lines: BTreeMap<LineName, usize> = BTreeMap::new();
        for m in &team.members {
            *lines.entry(m.line).or_default() += 1;
            let occ = member_index;
            member_index += 1;
            member_traits(c, level, &m.card, occ, bad);
            let sheet = c
                .characters
                .get(&m.card)
                .map(|ch| ch.sheet.is_some())
                .or_else(|| c.tokens.get(&m.card).map(|t| t.sheet.is_some()));
            if level.preset == Preset::Skirmish {
                if sheet == Some(false) {
                    bad(
                        "card",
                        occ,
                        format!("`{}` has no combat sheet for the skirmish preset", m.card),
                    );
                }
            } else if let Some(ch) = c.characters.get(&m.card) {
                let ids = m.deck.as_ref().unwrap_or(&ch.deck);
                let deck: Vec<_> = ids
                    .iter()
                    .map(|d| (d.as_str(), c.cards.get(d).map(|a| &**a)))
                    .collect();
                if let Err(e) = check_deck(ch, &deck) {
                    bad(
                        if m.deck.is_some() { "deck" } else { "card" },
                        occ,
                        format!("{}: {e}", ch.name),
                    );
                }
                if let Some(taken) = &m.extras
                    && let Some(x) = taken.iter().find(|x| {
                        let n = |list: &[String]| list.iter().filter(|y| y == x).count();
                        n(taken) > n(&ch.extras)
                    })
                {
                    bad(
                        "extras",
                        occ,
                        format!(
                            "{} holds no more `{x}` to take into the battle (its extra cards: {})",
                            ch.name,
                            ch.extras.join(", ")
                        ),
                    );
                }
            } else if let Some(t) = c.tokens.get(&m.card) {
                let table = if level.preset == Preset::Vortex {
                    super::vortex::sheet::vortex_actions(t)
                } else {
                    &t.actions
                };
                if table.is_empty() {
                    bad(
                        "card",
                        occ,
                        format!(
                            "`{}` has no action table: it fights only in skirmishes",
                            m.card
                        ),
                    );
                }
                if m.deck.is_some() {
                    bad(
                        "deck",
                        occ,
                        format!("`{}` is a token: its action table is fixed", m.card),
                    );
                }
            }
            if sheet.is_none() {
                bad(
                    "card",
                    occ,
                    format!("no character or token has the id `{}`", m.card),
                );
            }
        }
        if level.map.is_none()
            && let Err(gap) = check_lines(lines.keys().copied())
        {
            bad("line", 0, format!("team `{}`: {gap}", team.name));
        }
    }
}

/// An Arena bout (seed 001, 4.戦闘の流れ): two teams of one contender each, on no map.
fn check_arena_level(c: &Catalog, level: &Level, bad: &mut impl FnMut(&str, usize, String)) {
    if level.map.is_some() {
        bad(
            "map",
            0,
            "the arena preset is one contender against another (seed 001): it has no map".into(),
        );
    }
    if level.teams.len() != 2 {
        bad(
            "teams",
            0,
            format!(
                "an arena bout is one contender against another: two teams, not {}",
                level.teams.len()
            ),
        );
    }
    for (occ, m) in level.teams.iter().flat_map(|t| &t.members).enumerate() {
        if !c.contenders.contains_key(&m.card) {
            bad("card", occ, format!("no contender has the id `{}`", m.card));
        }
    }
    for t in level.teams.iter().filter(|t| t.members.len() != 1) {
        bad(
            "members",
            0,
            format!(
                "team `{}` has {} contenders; an arena team is one",
                t.name,
                t.members.len()
            ),
        );
    }
}

fn check_showdown_level(c: &Catalog, level: &Level, bad: &mut impl FnMut(&str, usize, String)) {
    if level.map.is_some() {
        bad(
            "map",
            0,
            "the showdown preset is played on zones (seed 004): it has no map".into(),
        );
    }
    if level.teams.len() != 2 {
        bad(
            "teams",
            0,
            format!(
                "a showdown is one player against another (seed 004's normal rules): two teams, not {}",
                level.teams.len()
            ),
        );
    }
    for t in level.teams.iter().filter(|t| t.members.len() != 1) {
        bad(
            "members",
            0,
            format!(
                "team `{}` has {} members; a showdown side is one player with one deck",
                t.name,
                t.members.len()
            ),
        );
    }
    for (occ, m) in level.teams.iter().flat_map(|t| &t.members).enumerate() {
        if !c.show_decks.contains_key(&m.card) {
            bad("card", occ, format!("no W deck has the id `{}`", m.card));
        }
        if let Some(cards) = &m.deck {
            let deck = super::showdown::ShowDeck {
                name: m.card.clone(),
                cards: cards.clone(),
                plans: Vec::new(),
                text: String::new(),
                ja: None,
            };
            super::showdown::check::deck(&c.show_cards, &deck, &mut |_, _, msg| {
                bad("deck", occ, msg)
            });
        }
    }
}

fn check_abilities(c: &Catalog, abilities: &[Ability], bad: &mut impl FnMut(&str, usize, String)) {
    for a in abilities {
        if let (Ability::Triggered { effects, .. }, _) = a.unwrapped() {
            check_effects(c, effects, bad);
        }
    }
    super::vortex::check::row_skills(abilities, bad);
}

fn check_effects(c: &Catalog, effects: &[Effect], bad: &mut impl FnMut(&str, usize, String)) {
    for e in effects {
        match e {
            Effect::Summon { token, .. } if !c.tokens.contains_key(token) => {
                bad("effects", 0, format!("no token has the id `{token}`"));
            }
            Effect::SetField(f) if !c.fields.contains_key(f) => {
                bad("effects", 0, format!("no field card has the id `{f}`"))
            }
            Effect::Status(StatusSpec::Named(s)) if !c.statuses.contains_key(s) => {
                bad("effects", 0, format!("no named status has the id `{s}`"))
            }
            Effect::OnSelf(inner) => check_effects(c, std::slice::from_ref(inner), bad),
            _ => {}
        }
    }
}

fn remove(c: &mut Catalog, kind: Kind, id: &str) {
    match kind {
        Kind::Card => drop(c.cards.remove(id)),
        Kind::Character => drop(c.characters.remove(id)),
        Kind::Token => drop(c.tokens.remove(id)),
        Kind::Field => drop(c.fields.remove(id)),
        Kind::Status => drop(c.statuses.remove(id)),
        Kind::Extra => drop(c.extras.remove(id)),
        Kind::Level => drop(c.levels.remove(id)),
        Kind::Skill => drop(c.skills.remove(id)),
        Kind::Contender => drop(c.contenders.remove(id)),
        Kind::ShowCard => drop(c.show_cards.remove(id)),
        Kind::ShowDeck => drop(c.show_decks.remove(id)),
        Kind::Creature => drop(c.creatures.remove(id)),
        Kind::BrawlDeck => drop(c.brawl_decks.remove(id)),
        Kind::Tactic => drop(c.tactics.remove(id)),
        Kind::TacticDeck => drop(c.tactic_decks.remove(id)),
        Kind::Campaign => drop(c.campaigns.remove(id)),
    }
    c.sources.remove(&(kind, id.to_string()));
}
