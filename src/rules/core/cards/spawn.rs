//! Spawning the Duel's fighters: a character with its deck, abilities, extra cards and
//! continuous sources; a token with its action table (as a scenario member, or summoned).

use super::additive::reassert_continuous;
use super::components::{Abilities, Deck, DeckFace, Extras, HeldExtra, Threat};
use super::decks::resolved_faces;
use crate::data::character::counted_names;
use crate::data::level::{Control, MemberSpec};
use crate::data::plan::FighterPlan;
use crate::data::{Catalog, CharacterCard, LineName, TokenCard};
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use crate::rules::core::preset::Entry;
use crate::rules::core::setup::{FighterSpawn, spawn_fighter};
use bevy::prelude::*;
use std::sync::Arc;

/// Spawns a scenario's member: a character (with the member's deck, or its card's) or an
/// independent token.
pub fn spawn_member(world: &mut World, m: &MemberSpec, entry: Entry) -> Result<Entity, String> {
    let catalog = world.res::<Catalog>();
    if let Some(ch) = catalog.characters.get(&m.card).cloned() {
        let ids = m.deck.as_ref().unwrap_or(&ch.deck);
        let deck = resolved_faces(world, ids)
            .iter()
            .cloned()
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| format!("{}: a deck card is missing", ch.name))?;
        let catalog = world.res::<Catalog>();
        let extras = m
            .extras
            .as_ref()
            .unwrap_or(&ch.extras)
            .iter()
            .filter_map(|x| {
                catalog.extras.get(x).map(|c| HeldExtra {
                    id: x.clone(),
                    card: c.clone(),
                })
            })
            .collect();
        let plans: Arc<[FighterPlan]> = m.plans.clone().unwrap_or_else(|| ch.plans.clone()).into();
        let controller = Controller::new(entry.control, plans);
        Ok(spawn_character(
            world,
            &ch,
            &m.card,
            deck,
            extras,
            (entry.team, m.line),
            controller,
            entry.serial,
        ))
    } else if let Some(tk) = catalog.tokens.get(&m.card).cloned() {
        let e = spawn_token(world, &tk, &m.card, entry.team, m.line, entry.serial, None);
        if let Some(plans) = &m.plans {
            world
                .entity_mut(e)
                .insert(Controller::new(entry.control, plans.clone().into()));
        }
        Ok(e)
    } else {
        Err(format!("no character or token `{}`", m.card))
    }
}

/// Spawns a character on `(team, line)` with its deck, abilities, extras and continuous sources.
pub fn spawn_character(
    world: &mut World,
    ch: &CharacterCard,
    id: &str,
    deck: Vec<DeckFace>,
    extras: Vec<HeldExtra>,
    (team, line): (usize, LineName),
    controller: Controller,
    serial: u32,
) -> Entity {
    let mut statuses = Statuses::default();
    for face in deck.iter().filter(|f| f.usable) {
        statuses
            .continuous
            .extend(face.card.continuous.iter().copied());
    }
    reassert_continuous(&mut statuses, 0);
    let (attributes, races) = counted_names(&ch.abilities, &ch.attributes, &ch.races);
    spawn_fighter(
        world,
        FighterSpawn {
            fighter: Fighter {
                card_id: id.to_string(),
                name: ch.name.clone(),
                team,
                kind: FighterKind::Character,
                attributes,
                races,
                serial,
            },
            hp: ch.hp,
            line,
            controller,
            statuses,
        },
        (
            Deck(deck),
            Abilities(ch.abilities.clone().into()),
            ServantFrame::default(),
            Extras(extras),
            crate::rules::core::keywords::battle::carried(&ch.traits),
            unrolled_rank(serial),
        ),
    )
}

/// The rank a fighter with its own place in the order carries until initiative is rolled: its
/// entry number, the order it stands in before any roll. It carries a rank from its spawn, so
/// that no part of it moves table when the order is rolled (docs/PERFORMANCE.md).
fn unrolled_rank(serial: u32) -> InitiativeRank {
    InitiativeRank(serial)
}

/// Spawns a token (a servant of `master` when it has one, else independent) with its action
/// table; a servant is spawned with its [`Master`], so no part of it moves table after.
pub fn spawn_token(
    world: &mut World,
    tk: &Arc<TokenCard>,
    id: &str,
    team: usize,
    line: LineName,
    serial: u32,
    master: Option<Entity>,
) -> Entity {
    let deck: Vec<DeckFace> = resolved_faces(world, &tk.actions)
        .iter()
        .flatten()
        .cloned()
        .collect();
    let control = world
        .res::<Battle>()
        .teams
        .get(team)
        .map_or(Control::Plans, |t| t.control);
    let (attributes, races) = counted_names(&tk.abilities, &tk.attributes, &tk.races);
    let kind = if master.is_some() {
        FighterKind::Servant
    } else {
        FighterKind::IndependentToken
    };
    let spawn = FighterSpawn {
        fighter: Fighter {
            card_id: id.to_string(),
            name: tk.name.clone(),
            team,
            kind,
            attributes,
            races,
            serial,
        },
        hp: tk.hp,
        line,
        controller: Controller::new(control, tk.plans.clone().into()),
        statuses: Statuses::default(),
    };
    let own = (
        Deck(deck),
        Abilities(tk.abilities.clone().into()),
        Threat(tk.threat),
        crate::rules::core::keywords::battle::carried(&tk.traits),
    );
    match master {
        // (A servant acts in its master's place in the order: it has no rank of its own.)
        Some(m) => spawn_fighter(world, spawn, (own, Master(m))),
        None => spawn_fighter(world, spawn, (own, unrolled_rank(serial))),
    }
}
