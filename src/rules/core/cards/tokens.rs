//! Tokens (seed 000, <トークンの使役に関するルール>): summoning, token mastery, the servant frame.

use crate::data::character::TokenMastery;
use crate::data::effect::SummonLine;
use crate::data::{Ability, Catalog, LineName};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::lines::legal_entry_depths;
use crate::rules::core::cards::components::*;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::cards::spawn::spawn_token;
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// The token mastery of a fighter, if it has one.
pub fn mastery_of(world: &World, e: Entity) -> Option<TokenMastery> {
    mastery_in(world, e).cloned()
}

/// [`mastery_of`], read in place.
pub fn mastery_in(world: &World, e: Entity) -> Option<&TokenMastery> {
    world.part::<Abilities>(e)?.0.iter().find_map(|a| match a {
        Ability::TokenMastery(tm) => Some(tm),
        _ => None,
    })
}

/// `master` summons the token `token_id`. With token mastery it becomes a servant (discarded at
/// once if it fails the mastery's conditions; the oldest servants discarded while the frame is
/// over its limits); without, an independent token acting right after its summoner. Returns the
/// token, if one entered the battle; what it holds joins the kit's
/// ([`crate::rules::core::cards::holdings::Holdings`]).
pub fn summon(
    world: &mut DuelWorld,
    master: Entity,
    token_id: &str,
    want: SummonLine,
) -> Option<Entity> {
    let Some(card) = world.res::<Catalog>().tokens.get(token_id).cloned() else {
        log::write(world, EventKind::Nothing, |w| {
            let facts = Facts::on(w, master).what(token_id);
            facts.says(format!("  no token `{token_id}`: nothing happens"))
        });
        return None;
    };
    let team = world.part::<Fighter>(master)?.team;
    let master_name = world
        .part::<Fighter>(master)
        .map(|f| f.name.clone())
        .unwrap_or_default();
    let mastery = mastery_of(world, master);
    if let Some(tm) = &mastery {
        if card.threat > tm.max_threat
            || card.threat > tm.total_threat
            || !tm.races.met_by(&card.races)
        {
            log::write(world, EventKind::Summon, |w| {
                let facts = Facts::on(w, master).what(token_id).amount(0);
                facts.says(format!(
                    "  {} is summoned but fails {master_name}'s token mastery and is discarded",
                    card.name
                ))
            });
            return None;
        }
        loop {
            let frame = world
                .part::<ServantFrame>(master)
                .map(|f| f.0.clone())
                .unwrap_or_default();
            let threat: u32 = frame
                .iter()
                .filter_map(|s| world.part::<Threat>(*s))
                .map(|t| u32::from(t.0))
                .sum();
            let over_count = frame.len() + 1 > usize::from(tm.max_count);
            let over_threat = threat + u32::from(card.threat) > u32::from(tm.total_threat);
            if frame.is_empty() || !(over_count || over_threat) {
                break;
            }
            discard_servant(world, master, frame[0], "to make room in the servant frame");
        }
    }
    let line = entry_line(world, master, want);
    let serial = world.res_mut::<Battle>().next_serial();
    let token = spawn_token(
        world,
        &card,
        token_id,
        team,
        line,
        serial,
        mastery.is_some().then_some(master),
    );
    // Only the token's own base modifier is new: nobody else's inputs changed. What it holds
    // (its base modifier's kinds too) joins the holdings.
    crate::rules::core::cards::additive::refresh_base_modifier(world, token);
    world.hold(token);
    if mastery.is_some() {
        if let Some(mut frame) = world.part_mut::<ServantFrame>(master) {
            frame.0.push(token);
        }
        // (The servant's place in the order is read off its master's frame.)
        crate::rules::core::battlefield::BoardReader::forget(world);
        log::write(world, EventKind::Summon, |w| {
            let facts = Facts::on(w, token).by(w, master).what(token_id);
            facts.says(format!(
                "  {master_name} summons {} to the {} line as a servant",
                card.name,
                line.label()
            ))
        });
    } else {
        crate::rules::core::cards::order::insert_after(world, master, token);
        world.entity_mut(token).insert(ActionCounter(1));
        log::write(world, EventKind::Summon, |w| {
            let facts = Facts::on(w, token).by(w, master).what(token_id);
            facts.says(format!(
                "  {master_name} summons {} to the {} line as an independent token",
                card.name,
                line.label()
            ))
        });
    }
    Some(token)
}

/// The lines a token summoned by `master` may enter on (the placement rule, moving no one else:
/// the team's lines in use and the one behind them), front first.
pub fn entry_lines(world: &mut World, master: Entity) -> Vec<LineName> {
    let team = world.part::<Fighter>(master).map_or(0, |f| f.team);
    legal_entry_depths(world, team)
        .map(LineName::from_depth)
        .collect()
}

/// The line `want` gives a token summoned by `master`, kept within the placement rule.
pub fn entry_line(world: &mut World, master: Entity, want: SummonLine) -> LineName {
    let team = world.part::<Fighter>(master).map_or(0, |f| f.team);
    let last = *legal_entry_depths(world, team).end();
    let master_depth = world.part::<Position>(master).map_or(0, |p| p.line.depth());
    let depth = match want {
        SummonLine::Front => 0,
        SummonLine::WithMaster => master_depth,
        SummonLine::Rear => last,
        SummonLine::Chosen(line) => line.depth(),
    };
    LineName::from_depth(depth.min(last))
}

/// Takes a servant out of its master's frame and out of the battle.
pub fn discard_servant(world: &mut World, master: Entity, servant: Entity, why: &str) {
    if let Some(mut frame) = world.part_mut::<ServantFrame>(master) {
        frame.0.retain(|s| *s != servant);
    }
    // (The servants after it move up in the order.)
    crate::rules::core::battlefield::BoardReader::forget(world);
    let name = world
        .part::<Fighter>(servant)
        .map(|f| f.name.clone())
        .unwrap_or_default();
    Roster::retire(world, servant);
    log::write(world, EventKind::Summon, |w| {
        Facts::on(w, servant)
            .by(w, master)
            .what("discard")
            .says(format!("  {name} is discarded {why}"))
    });
    // ポジション決定に関するルール: a line it leaves empty is filled from behind at once.
    crate::rules::core::battlefield::settle(world);
}

/// 使役トークンのポジション (「最初のポジションは使役枠に入る時に決定され … 召喚者が自由に決めて
/// よい」): the line a servant summoned onto `master` by a trigger or by a card aimed at it enters
/// on, chosen by the master's controller among the lines the placement rule allows — the player
/// is asked (`None` while waiting); plans take the line the effect names. A summoner without
/// token mastery (an independent token), or with one line open, is not asked.
pub fn servant_line(
    world: &mut DuelWorld,
    master: Entity,
    token_id: &str,
    want: SummonLine,
) -> Option<SummonLine> {
    if matches!(want, SummonLine::Chosen(_)) || mastery_in(world, master).is_none() {
        return Some(want);
    }
    let options = entry_lines(world, master);
    if options.len() < 2 {
        return Some(want);
    }
    let token = world
        .res::<Catalog>()
        .tokens
        .get(token_id)
        .map_or_else(|| token_id.to_string(), |t| t.name.clone());
    let request = crate::rules::core::cards::ask::Request::ServantLine {
        card: format!("summoned for {}", log::name(world, master)),
        token,
        named: entry_line(world, master, want),
        options,
    };
    match crate::rules::core::cards::ask::decide(world, master, request)? {
        crate::rules::core::cards::ask::Choice::Line(_, line) => Some(SummonLine::Chosen(line)),
        _ => Some(want),
    }
}
